//! Pairing by hand, in the Rounds tab: the form that adds a table (a match, or a bye) and the form
//! that swaps two players. Their player lists are drawn by [`crate::render::html::player_options`].

use super::field::{picked, player_index, refuse};
use crate::core::edit::Edit;
use crate::core::{InputError, PlayerId};
use crate::render::markup::Html;

/// Player B of a table added by hand: another player, or the bye.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// No opponent: player A gets the bye.
    Bye,
    /// This player, by their index in registration order.
    Player(PlayerId),
}

impl Opponent {
    /// The value of the bye's `<option>`.
    pub const BYE: &'static str = "bye";

    /// The opponent picked: [`Opponent::BYE`], or a player's index; refused when it is neither.
    pub fn read(value: &str) -> Result<Opponent, InputError> {
        let value = picked(value, "pick player B, or a bye.")?;
        if value == Opponent::BYE {
            return Ok(Opponent::Bye);
        }
        match player_index(value) {
            Some(p) => Ok(Opponent::Player(p)),
            None => refuse("pick player B, or a bye."),
        }
    }

    /// The player, unless it is the bye.
    pub fn player(self) -> Option<PlayerId> {
        match self {
            Opponent::Bye => None,
            Opponent::Player(p) => Some(p),
        }
    }
}

/// The form that adds a table to a round: player A and player B (or the bye), each a `<select>`
/// of players' indexes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PairForm {
    /// Player A's value.
    pub a: String,
    /// Player B's value: a player's, or [`Opponent::BYE`].
    pub b: String,
}

impl PairForm {
    /// Player A's `<select>`.
    pub const A: &'static str = "pick-a";
    /// Player B's `<select>`.
    pub const B: &'static str = "pick-b";

    /// The first `<option>` of player B's list: the bye.
    pub fn bye_option() -> Html {
        let mut option = Html::raw("<option value=\"");
        option.push_raw(Opponent::BYE).push_raw("\">Bye</option>");
        option
    }

    /// The players picked so far, for the warning beside the form: player A, and player B unless
    /// B is the bye; a value that is no player's is none.
    pub fn picked(&self) -> (Option<PlayerId>, Option<PlayerId>) {
        let b = Opponent::read(&self.b).ok().and_then(Opponent::player);
        (player_index(&self.a), b)
    }

    /// The table to add to round `round`, or a refusal naming the player to pick.
    pub fn read(&self, round: u32) -> Result<Edit, InputError> {
        let Some(a) = player_index(&self.a) else {
            return refuse("pick player A.");
        };
        let b = Opponent::read(&self.b)?.player();
        Ok(Edit::AddTable { round, a, b })
    }
}

/// The form that swaps two players' seats in a round: two `<select>`s of players' indexes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SwapForm {
    /// The first player's value.
    pub a: String,
    /// The second player's value.
    pub b: String,
}

impl SwapForm {
    /// The first `<select>`'s `data-testid`.
    pub const A: &'static str = "swap-a";
    /// The second `<select>`'s `data-testid`.
    pub const B: &'static str = "swap-b";

    /// The swap in round `round`, or a refusal when two players are not picked.
    pub fn read(&self, round: u32) -> Result<Edit, InputError> {
        match (player_index(&self.a), player_index(&self.b)) {
            (Some(a), Some(b)) => Ok(Edit::Swap { round, a, b }),
            _ => refuse("pick the two players to swap."),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pair(a: &str, b: &str) -> Result<Edit, InputError> {
        PairForm {
            a: a.into(),
            b: b.into(),
        }
        .read(3)
    }

    fn refused(sentence: &str) -> Result<Edit, InputError> {
        Err(InputError::new(sentence))
    }

    #[test]
    fn a_table_is_a_match_or_a_bye() {
        let table = |a, b| Ok(Edit::AddTable { round: 3, a, b });
        assert_eq!(pair("0", "2"), table(0, Some(2)));
        assert_eq!(pair("4", "bye"), table(4, None));
        assert_eq!(
            PairForm::bye_option().as_str(),
            "<option value=\"bye\">Bye</option>"
        );
    }

    /// A value that is neither a player nor the bye is refused, never read as a bye.
    #[test]
    fn an_unknown_opponent_is_refused_not_read_as_a_bye() {
        assert_eq!(pair("0", "byee"), refused("pick player B, or a bye."));
        assert_eq!(pair("0", "Bye"), refused("pick player B, or a bye."));
        assert_eq!(pair("0", ""), refused("pick player B, or a bye."));
        assert_eq!(pair("", "bye"), refused("pick player A."));
        assert_eq!(pair("x", "1"), refused("pick player A."));
    }

    /// The warning beside the form reads what is picked with the same values as the form.
    #[test]
    fn the_players_picked_so_far() {
        let picked = |a: &str, b: &str| {
            PairForm {
                a: a.into(),
                b: b.into(),
            }
            .picked()
        };
        assert_eq!(picked("0", "2"), (Some(0), Some(2)));
        assert_eq!(picked("4", "bye"), (Some(4), None));
        assert_eq!(picked("", "byee"), (None, None));
    }

    #[test]
    fn a_swap_needs_two_players() {
        let swap = |a: &str, b: &str| {
            SwapForm {
                a: a.into(),
                b: b.into(),
            }
            .read(2)
        };
        assert_eq!(
            swap("1", "3"),
            Ok(Edit::Swap {
                round: 2,
                a: 1,
                b: 3
            })
        );
        assert_eq!(swap("1", ""), refused("pick the two players to swap."));
        assert_eq!(swap("bye", "3"), refused("pick the two players to swap."));
    }
}
