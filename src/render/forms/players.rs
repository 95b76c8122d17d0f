//! The Players tab's forms: add a player, rename one, the event's planned rounds and what a late
//! entry's missed rounds count as, and each player's fixed table and byes before the event.

use super::field::{picked, quoted, refuse};
use crate::core::edit::Edit;
use crate::core::{parse_planned_rounds, read_roster, InputError, MissedRounds, PlayerId};

/// The add-a-player form: one name. Once round 1 is paired, the player is a late entry who joins
/// at the next round ([`Edit::AddLatePlayer`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AddPlayerForm {
    /// The name as typed (the core trims it and refuses an empty or taken one).
    pub name: String,
}

impl AddPlayerForm {
    /// The name's `<input>`.
    pub const NAME: &'static str = "player-name";

    /// The player to add.
    pub fn read(&self) -> Result<Edit, InputError> {
        Ok(Edit::AddLatePlayer {
            name: self.name.clone(),
        })
    }
}

/// The pasted list: one name a line, or a name and its byes before the event (`Ann,2`, a
/// spreadsheet's name and byes columns), added as one change ([`Edit::AddPlayers`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PastedListForm {
    /// The text pasted.
    pub text: String,
}

impl PastedListForm {
    /// The list's `<textarea>`.
    pub const ID: &'static str = "player-list";

    /// The players to add, each with their line ([`read_roster`]).
    pub fn read(&self) -> Result<Edit, InputError> {
        Ok(Edit::AddPlayers {
            entrants: read_roster(&self.text)?,
        })
    }
}

/// The form that renames a player, shown in their row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenameForm {
    /// Whose row.
    pub player: PlayerId,
    /// The new name as typed.
    pub name: String,
}

impl RenameForm {
    /// The new name's `<input>` in the row of `player`: `rename-3`.
    pub fn id(player: PlayerId) -> String {
        format!("rename-{player}")
    }

    /// The rename.
    pub fn read(&self) -> Result<Edit, InputError> {
        Ok(Edit::RenamePlayer {
            player: self.player,
            name: self.name.clone(),
        })
    }
}

/// The number of Swiss rounds planned: empty for none.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlannedRoundsField {
    /// The number as typed.
    pub text: String,
}

impl PlannedRoundsField {
    /// The `<input>`.
    pub const ID: &'static str = "planned-rounds";

    /// The number of rounds, or none; refused when it is not a number of rounds
    /// ([`parse_planned_rounds`]).
    pub fn read(&self) -> Result<Edit, InputError> {
        let rounds = parse_planned_rounds(&self.text)?;
        Ok(Edit::SetPlannedRounds { rounds })
    }
}

/// What a late entry's missed rounds count as: a `<select>` of [`MissedRounds::code`]s.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MissedRoundsField {
    /// The code picked.
    pub code: String,
}

impl MissedRoundsField {
    /// The `<select>`.
    pub const ID: &'static str = "missed-rounds";

    /// The choice; an unknown code is refused, not read as the default.
    pub fn read(&self) -> Result<Edit, InputError> {
        let code = picked(
            &self.code,
            "pick what a late entry's missed rounds count as.",
        )?;
        match MissedRounds::from_code(code) {
            Some(missed) => Ok(Edit::SetMissedRounds { missed }),
            None => refuse(format!(
                "`{}` is not a choice for a late entry's missed rounds: pick losses, or nothing (left out).",
                quoted(code)
            )),
        }
    }
}

/// A player's fixed table, in their row: a table number, or empty for none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FixedTableField {
    /// Whose row.
    pub player: PlayerId,
    /// The table number as typed.
    pub text: String,
}

impl FixedTableField {
    /// The `<input>`'s `data-testid`, the same in every row.
    pub const TEST_ID: &'static str = "fixed-table";

    /// The `<input>` in the row of `player`: `fixed-table-3`.
    pub fn id(player: PlayerId) -> String {
        format!("{}-{player}", Self::TEST_ID)
    }

    /// The fixed table, or none.
    pub fn read(&self) -> Result<Edit, InputError> {
        Ok(Edit::SetFixedTable {
            player: self.player,
            table: whole_number(&self.text, "table number")?,
        })
    }
}

/// A player's byes earned before the event, in their row: a number, or empty for none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ByesField {
    /// Whose row.
    pub player: PlayerId,
    /// The number as typed.
    pub text: String,
}

impl ByesField {
    /// The `<input>`'s `data-testid`, the same in every row.
    pub const TEST_ID: &'static str = "player-byes";

    /// The `<input>` in the row of `player`: `player-byes-3`.
    pub fn id(player: PlayerId) -> String {
        format!("{}-{player}", Self::TEST_ID)
    }

    /// The byes: an empty field is none, 0.
    pub fn read(&self) -> Result<Edit, InputError> {
        Ok(Edit::SetByes {
            player: self.player,
            byes: whole_number(&self.text, "number of byes")?.unwrap_or(0),
        })
    }
}

/// A whole number typed in a small field, or `None` when it is empty; refused, naming `what`, when
/// it is anything else.
fn whole_number(text: &str, what: &str) -> Result<Option<u32>, InputError> {
    match text.trim() {
        "" => Ok(None),
        t => match t.parse::<u32>() {
            Ok(n) => Ok(Some(n)),
            Err(_) => refuse(format!(
                "`{}` is not a {what}: type a whole number, or leave it empty.",
                quoted(t)
            )),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(read: Result<Edit, InputError>, expected: Result<Edit, &str>) {
        assert_eq!(read, expected.map_err(InputError::new));
    }

    #[test]
    fn a_name_is_read_as_typed() {
        let add = AddPlayerForm {
            name: " Ann ".into(),
        };
        let late = Edit::AddLatePlayer {
            name: " Ann ".into(),
        };
        check(add.read(), Ok(late));
        let rename = RenameForm {
            player: 2,
            name: "Bo".into(),
        };
        let renamed = Edit::RenamePlayer {
            player: 2,
            name: "Bo".into(),
        };
        check(rename.read(), Ok(renamed));
        assert_eq!(RenameForm::id(2), "rename-2");
    }

    /// Blank lines count: a problem names the line the organizer sees.
    #[test]
    fn a_pasted_list_keeps_its_lines() {
        let read = |text: &str| PastedListForm { text: text.into() }.read();
        let Ok(Edit::AddPlayers { entrants }) = read("Ann\n\nBo,2\n") else {
            panic!("not read");
        };
        let lines: Vec<(usize, &str, u32)> = entrants
            .iter()
            .map(|e| (e.line, e.name.as_str(), e.byes))
            .collect();
        assert_eq!(lines, [(1, "Ann", 0), (3, "Bo", 2)]);
        assert_eq!(
            read("Ann\n\nBo,99").unwrap_err().to_string(),
            "line 3: 99 byes are too many: an event has at most 60 rounds."
        );
    }

    #[test]
    fn planned_rounds_are_a_number_of_rounds_or_none() {
        let read = |text: &str| PlannedRoundsField { text: text.into() }.read();
        check(read(" 5 "), Ok(Edit::SetPlannedRounds { rounds: Some(5) }));
        check(read(""), Ok(Edit::SetPlannedRounds { rounds: None }));
        let abc = "`abc` is not a number of rounds: type a number from 1 to 60, or leave it empty.";
        check(read("abc"), Err(abc));
        let zero = "`0` is not a number of rounds: type a number from 1 to 60, or leave it empty.";
        check(read("0"), Err(zero));
    }

    /// Before issue 34 an unknown code was read as the default, losses.
    #[test]
    fn an_unknown_count_of_missed_rounds_is_refused_not_read_as_losses() {
        let read = |code: &str| MissedRoundsField { code: code.into() }.read();
        let set = |missed| Ok(Edit::SetMissedRounds { missed });
        check(read("losses"), set(MissedRounds::Losses));
        check(read("left-out"), set(MissedRounds::LeftOut));
        let seven = "`7` is not a choice for a late entry's missed rounds: pick losses, or nothing (left out).";
        check(read("7"), Err(seven));
        check(
            read(""),
            Err("pick what a late entry's missed rounds count as."),
        );
    }

    #[test]
    fn a_fixed_table_is_a_whole_number_or_none() {
        let read = |text: &str| {
            FixedTableField {
                player: 1,
                text: text.into(),
            }
            .read()
        };
        let fixed = |table| Ok(Edit::SetFixedTable { player: 1, table });
        check(read(" 12"), fixed(Some(12)));
        check(read(""), fixed(None));
        let refused = "`12b` is not a table number: type a whole number, or leave it empty.";
        check(read("12b"), Err(refused));
        let negative = "`-1` is not a table number: type a whole number, or leave it empty.";
        check(read("-1"), Err(negative));
    }

    #[test]
    fn byes_are_a_whole_number_and_empty_is_none() {
        let read = |text: &str| {
            ByesField {
                player: 0,
                text: text.into(),
            }
            .read()
        };
        check(read("2"), Ok(Edit::SetByes { player: 0, byes: 2 }));
        check(read(" "), Ok(Edit::SetByes { player: 0, byes: 0 }));
        let refused = "`two` is not a number of byes: type a whole number, or leave it empty.";
        check(read("two"), Err(refused));
        // What the user typed is quoted on one line, and cut at 20 characters.
        let long = "`12345678901234567890` is not a number of byes: type a whole number, or leave it empty.";
        check(read("12345678901234567890123"), Err(long));
        let line = "`1\\n2` is not a number of byes: type a whole number, or leave it empty.";
        check(read("1\n2"), Err(line));
    }
}
