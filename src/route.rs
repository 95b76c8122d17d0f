//! The app's addresses: which page a `#` part names ([`Page::from_hash`]) and the address of each
//! page ([`Page::hash`]). Plain data, built on every target, so that the native tests read every
//! address the app does.

/// The page shown, read from the address's `#` part so that reload and the back button work.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Page {
    /// The list of events.
    Events,
    /// One event, on one of its tabs.
    Event(String, Tab),
    /// One player's breakdown.
    Player(String, usize),
    /// The second-screen display of an event: the round's seats or the standings, no controls.
    Display(String),
    /// "Check my tiebreakers".
    Check,
    /// The phone view of a players' link: the link's version, its payload, and the player picked.
    View(String, String, Option<usize>),
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
        match parts.as_slice() {
            ["check"] => Page::Check,
            ["v", version] => Page::View(version.to_string(), String::new(), None),
            ["v", version, payload] => Page::View(version.to_string(), payload.to_string(), None),
            ["v", version, payload, "p", n] => {
                Page::View(version.to_string(), payload.to_string(), n.parse().ok())
            }
            ["e", id] => Page::Event(id.to_string(), Tab::Players),
            ["e", id, "display"] => Page::Display(id.to_string()),
            ["e", id, slug] => {
                Tab::from_slug(slug).map_or(Page::Events, |tab| Page::Event(id.to_string(), tab))
            }
            ["e", id, "p", n] => match n.parse() {
                Ok(n) => Page::Player(id.to_string(), n),
                Err(_) => Page::Event(id.to_string(), Tab::Standings),
            },
            _ => Page::Events,
        }
    }

    /// The address of the page.
    pub fn hash(&self) -> String {
        match self {
            Page::Events => "#/".into(),
            Page::Check => "#/check".into(),
            Page::Event(id, tab) => format!("#/e/{id}/{}", tab.slug()),
            Page::Player(id, n) => format!("#/e/{id}/p/{n}"),
            Page::Display(id) => format!("#/e/{id}/display"),
            Page::View(version, payload, None) => format!("#/v/{version}/{payload}"),
            Page::View(version, payload, Some(n)) => format!("#/v/{version}/{payload}/p/{n}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_page_reads_back_from_its_address() {
        let pages = [
            Page::Events,
            Page::Check,
            Page::Event("3".into(), Tab::Players),
            Page::Event("3".into(), Tab::Rounds),
            Page::Event("3".into(), Tab::Standings),
            Page::Event("3".into(), Tab::Playoff),
            Page::Event("3".into(), Tab::Log),
            Page::Player("3".into(), 7),
            Page::Display("3".into()),
            Page::View("1".into(), "abc".into(), None),
            Page::View("2".into(), "abc".into(), Some(4)),
        ];
        for page in pages {
            assert_eq!(Page::from_hash(&page.hash()), page, "{}", page.hash());
        }
    }

    #[test]
    fn other_addresses_fall_back() {
        assert_eq!(
            Page::from_hash("#/e/3"),
            Page::Event("3".into(), Tab::Players)
        );
        assert_eq!(
            Page::from_hash("#/e/3/p/x"),
            Page::Event("3".into(), Tab::Standings)
        );
        assert_eq!(Page::from_hash("#/e/3/scores"), Page::Events);
        assert_eq!(Page::from_hash(""), Page::Events);
        assert_eq!(
            Page::from_hash("#/v/1"),
            Page::View("1".into(), String::new(), None)
        );
        assert_eq!(Tab::from_slug("log"), Some(Tab::Log));
        assert_eq!(Tab::from_slug("Log"), None);
    }
}
