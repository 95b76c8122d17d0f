//! The menus and boxes that choose what is shown rather than change the event: the standings'
//! ruleset, the log's filters, "Why am I below…?", the phone view's name search, and the address
//! players' phones open.

use super::field::{player_index, quoted, refuse, round_number};
use crate::core::edit::Edit;
use crate::core::share::check_base;
use crate::core::{InputError, PlayerId, Ruleset};

/// The Standings tab's ruleset menu: a preset's name ([`crate::core::PRESETS`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RulesetMenu {
    /// The name picked.
    pub name: String,
}

impl RulesetMenu {
    /// The menu's `id` and `data-testid`.
    pub const ID: &'static str = "standings-ruleset";

    /// The ruleset to set; a name that is no preset is refused with the core's sentence.
    pub fn read(&self) -> Result<Edit, InputError> {
        Ok(Edit::SetRuleset {
            ruleset: Ruleset::preset(&self.name)?,
        })
    }
}

/// The log's filters: a round, and a player's name, each empty for all.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LogFilter {
    /// The round picked: a number, or empty.
    pub round: String,
    /// The player picked: a name, or empty.
    pub player: String,
}

impl LogFilter {
    /// The round's menu.
    pub const ROUND: &'static str = "log-filter-round";
    /// The player's menu.
    pub const PLAYER: &'static str = "log-filter-player";

    /// The round and the player to keep (`None` keeps all); a round that is no number is
    /// refused.
    pub fn read(&self) -> Result<(Option<u32>, Option<String>), InputError> {
        let round = match self.round.trim() {
            "" => None,
            r => Some(round_number(r)?),
        };
        let player = Some(self.player.clone()).filter(|p| !p.is_empty());
        Ok((round, player))
    }
}

/// "Why am I below…? Compare with": a player of the event, or nobody.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct WhyOtherField {
    /// The value picked: a player's index, or empty.
    pub value: String,
}

impl WhyOtherField {
    /// The menu's `id` and `data-testid`.
    pub const ID: &'static str = "why-other";

    /// The player to compare with, one of `players`; nobody when nothing is picked.
    pub fn read(&self, players: usize) -> Result<Option<PlayerId>, InputError> {
        match self.value.trim() {
            "" => Ok(None),
            v => match player_index(v) {
                Some(p) if p < players => Ok(Some(p)),
                _ => refuse(format!(
                    "`{}` is not a player of this event: pick one from the list.",
                    quoted(v)
                )),
            },
        }
    }
}

/// The phone view's "Find my name" box, and the list of names it finds.
pub struct FindName;

impl FindName {
    /// The box's `id` and `data-testid`.
    pub const ID: &'static str = "find-name";
    /// The list of names found.
    pub const MATCHES: &'static str = "find-matches";
}

/// The address players' phones open ("Address for players' phones"): empty for the app's own.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ShareBaseField {
    /// The text typed.
    pub text: String,
}

impl ShareBaseField {
    /// The field's `id` and `data-testid`.
    pub const ID: &'static str = "share-base";

    /// The address to use ([`check_base`]), or `None` for the app's own.
    pub fn read(&self) -> Result<Option<String>, InputError> {
        match self.text.trim() {
            "" => Ok(None),
            text => check_base(text).map(Some),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ruleset_is_a_preset() {
        let read = |name: &str| RulesetMenu { name: name.into() }.read();
        assert_eq!(
            read("wer"),
            Ok(Edit::SetRuleset {
                ruleset: Ruleset::preset("wer").unwrap()
            })
        );
        assert_eq!(read("fide").unwrap_err().message, "unknown ruleset `fide`: choose one of mtr, wer, wltr, dci-1999, pod-sheet, team, cumulative, melee, melee-2024-2025, melee-spring-2024, melee-early-2024, cardsrealm, cardsrealm-early-2025, topdeck, manatraders.");
    }

    #[test]
    fn the_log_filter_keeps_a_round_and_a_name() {
        let read = |round: &str, player: &str| {
            LogFilter {
                round: round.into(),
                player: player.into(),
            }
            .read()
        };
        assert_eq!(read("", ""), Ok((None, None)));
        assert_eq!(read("2", "Ann"), Ok((Some(2), Some("Ann".to_string()))));
        assert_eq!(
            read("two", "").unwrap_err().message,
            "`two` is not a round: pick the round from the list."
        );
    }

    #[test]
    fn the_player_to_compare_with_is_one_of_the_event() {
        let read = |value: &str| {
            WhyOtherField {
                value: value.into(),
            }
            .read(3)
        };
        assert_eq!(read(""), Ok(None));
        assert_eq!(read("2"), Ok(Some(2)));
        assert_eq!(
            read("3").unwrap_err().message,
            "`3` is not a player of this event: pick one from the list."
        );
        assert_eq!(
            read("x").unwrap_err().message,
            "`x` is not a player of this event: pick one from the list."
        );
    }

    #[test]
    fn an_empty_address_is_the_apps_own() {
        let read = |text: &str| ShareBaseField { text: text.into() }.read();
        assert_eq!(read("  "), Ok(None));
        assert_eq!(
            read("http://192.168.1.20:8080/"),
            check_base("http://192.168.1.20:8080/").map(Some)
        );
        assert!(read("javascript:alert(1)").is_err());
    }
}
