//! The app's addresses: which page a `#` part names ([`Page::from_hash`]) and the address of each
//! page ([`Page::hash`]). Plain data, built on every target, so that the native tests read every
//! address the app does.

use std::fmt;

/// An event's id in the store: `3` in `#/e/3/standings`, and the part of its keys that names it
/// (`crate::store::event_key`). The store hands ids out; an address carries one back.
#[derive(Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct EventId(String);

impl EventId {
    /// The id `id`.
    pub fn new(id: impl Into<String>) -> EventId {
        EventId(id.into())
    }
}

impl fmt::Display for EventId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// The page shown, read from the address's `#` part so that reload and the back button work.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Page {
    /// The list of events.
    Events,
    /// One event, on one of its tabs.
    Event {
        /// The event.
        event: EventId,
        /// The tab shown.
        tab: Tab,
    },
    /// One player's breakdown.
    Player {
        /// The event.
        event: EventId,
        /// The player's index in the event.
        player: usize,
    },
    /// The second-screen display of an event: the round's seats or the standings, no controls.
    Display {
        /// The event.
        event: EventId,
    },
    /// "Check my tiebreakers".
    Check,
    /// The phone view of a players' link.
    View {
        /// The link's version, as the address has it.
        version: String,
        /// The link's payload.
        payload: String,
        /// The player picked, if any.
        player: Option<usize>,
    },
}

/// The tabs of an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    /// Registration.
    Players,
    /// Pairings and results.
    Rounds,
    /// The standings.
    Standings,
    /// The playoff.
    Playoff,
    /// The corrections log.
    Log,
}

impl Tab {
    /// Every tab, in the order the event's page shows them.
    pub const ALL: [Tab; 5] = [
        Tab::Players,
        Tab::Rounds,
        Tab::Standings,
        Tab::Playoff,
        Tab::Log,
    ];

    /// The tab a part of the address names (`standings`), the one home of the slugs' reading.
    pub fn from_slug(slug: &str) -> Option<Tab> {
        Tab::ALL.into_iter().find(|t| t.slug() == slug)
    }

    /// The tab's part of the address.
    pub fn slug(self) -> &'static str {
        match self {
            Tab::Players => "players",
            Tab::Rounds => "rounds",
            Tab::Standings => "standings",
            Tab::Playoff => "playoff",
            Tab::Log => "log",
        }
    }
}

impl Page {
    /// Reads `#/e/3/standings`, `#/e/3/p/0`, `#/e/3/display`, `#/check`; anything else is the list of events.
    pub fn from_hash(hash: &str) -> Page {
        let parts: Vec<&str> = hash
            .trim_start_matches('#')
            .split('/')
            .filter(|p| !p.is_empty())
            .collect();
        let view = |version: &str, payload: &str, player: Option<usize>| Page::View {
            version: version.to_string(),
            payload: payload.to_string(),
            player,
        };
        let event = |id: &str| EventId::new(id);
        match parts.as_slice() {
            ["check"] => Page::Check,
            ["v", version] => view(version, "", None),
            ["v", version, payload] => view(version, payload, None),
            ["v", version, payload, "p", n] => view(version, payload, n.parse().ok()),
            ["e", id] => Page::Event {
                event: event(id),
                tab: Tab::Players,
            },
            ["e", id, "display"] => Page::Display { event: event(id) },
            ["e", id, slug] => Tab::from_slug(slug).map_or(Page::Events, |tab| Page::Event {
                event: event(id),
                tab,
            }),
            ["e", id, "p", n] => match n.parse() {
                Ok(player) => Page::Player {
                    event: event(id),
                    player,
                },
                Err(_) => Page::Event {
                    event: event(id),
                    tab: Tab::Standings,
                },
            },
            _ => Page::Events,
        }
    }

    /// The address of the page.
    pub fn hash(&self) -> String {
        match self {
            Page::Events => "#/".into(),
            Page::Check => "#/check".into(),
            Page::Event { event, tab } => format!("#/e/{event}/{}", tab.slug()),
            Page::Player { event, player } => format!("#/e/{event}/p/{player}"),
            Page::Display { event } => format!("#/e/{event}/display"),
            Page::View {
                version,
                payload,
                player: None,
            } => format!("#/v/{version}/{payload}"),
            Page::View {
                version,
                payload,
                player: Some(n),
            } => format!("#/v/{version}/{payload}/p/{n}"),
        }
    }

    /// The event the page belongs to: its tabs, a player's breakdown, its second screen.
    pub fn event(&self) -> Option<&EventId> {
        match self {
            Page::Event { event, .. } | Page::Player { event, .. } | Page::Display { event } => {
                Some(event)
            }
            Page::Events | Page::Check | Page::View { .. } => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn event(tab: Tab) -> Page {
        Page::Event {
            event: EventId::new("3"),
            tab,
        }
    }

    fn view(version: &str, payload: &str, player: Option<usize>) -> Page {
        Page::View {
            version: version.into(),
            payload: payload.into(),
            player,
        }
    }

    #[test]
    fn every_page_reads_back_from_its_address() {
        let pages = [
            (Page::Events, "#/"),
            (Page::Check, "#/check"),
            (event(Tab::Players), "#/e/3/players"),
            (event(Tab::Rounds), "#/e/3/rounds"),
            (event(Tab::Standings), "#/e/3/standings"),
            (event(Tab::Playoff), "#/e/3/playoff"),
            (event(Tab::Log), "#/e/3/log"),
            (
                Page::Player {
                    event: EventId::new("3"),
                    player: 7,
                },
                "#/e/3/p/7",
            ),
            (
                Page::Display {
                    event: EventId::new("3"),
                },
                "#/e/3/display",
            ),
            (view("1", "abc", None), "#/v/1/abc"),
            (view("2", "abc", Some(4)), "#/v/2/abc/p/4"),
        ];
        for (page, hash) in pages {
            assert_eq!(page.hash(), hash);
            assert_eq!(Page::from_hash(hash), page, "{hash}");
        }
    }

    #[test]
    fn other_addresses_fall_back() {
        assert_eq!(Page::from_hash("#/e/3"), event(Tab::Players));
        assert_eq!(Page::from_hash("#/e/3/p/x"), event(Tab::Standings));
        assert_eq!(Page::from_hash("#/e/3/scores"), Page::Events);
        assert_eq!(Page::from_hash(""), Page::Events);
        assert_eq!(Page::from_hash("#/v/1"), view("1", "", None));
        assert_eq!(Tab::from_slug("log"), Some(Tab::Log));
        assert_eq!(Tab::from_slug("Log"), None);
    }

    #[test]
    fn a_page_names_its_event() {
        let three = EventId::new("3");
        assert_eq!(event(Tab::Log).event(), Some(&three));
        assert_eq!(Page::from_hash("#/e/3/p/1").event(), Some(&three));
        assert_eq!(Page::from_hash("#/e/3/display").event(), Some(&three));
        assert_eq!(Page::from_hash("#/check").event(), None);
        assert_eq!(Page::from_hash("#/v/1/abc").event(), None);
        assert_eq!(three.to_string(), "3");
    }
}
