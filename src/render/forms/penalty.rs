//! The penalties form of the Players tab: drawn by [`crate::render::log::penalty_form`], read when
//! it is submitted.

use super::field::{picked, player_index, quoted, refuse, round_number};
use crate::core::edit::Edit;
use crate::core::{Event, InputError, PenaltyKind};

/// The penalties form's fields as the browser holds them: the player's index, the round, the
/// penalty's code ([`PenaltyKind::code`]) and the infraction as typed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PenaltyForm {
    /// The player picked: their index in registration order, or empty.
    pub player: String,
    /// The round picked, or empty when no round is paired.
    pub round: String,
    /// The penalty picked: `warning`, `game-loss`, `match-loss` or `disqualification`.
    pub kind: String,
    /// The infraction, any text (the core checks its length).
    pub reason: String,
}

impl PenaltyForm {
    /// The player's `<select>`.
    pub const PLAYER: &'static str = "penalty-player";
    /// The round's `<select>`.
    pub const ROUND: &'static str = "penalty-round";
    /// The penalty's `<select>`.
    pub const KIND: &'static str = "penalty-kind";
    /// The infraction's `<input>`.
    pub const REASON: &'static str = "penalty-reason";

    /// The penalty asked for, or a refusal: no player of `event` picked, no round, or a kind
    /// that is not a penalty. Whether the penalty can be given is the core's to say.
    pub fn read(&self, event: &Event) -> Result<Edit, InputError> {
        let player = match player_index(&self.player) {
            Some(p) if p < event.players.len() => p,
            _ => return refuse("pick the player."),
        };
        let round = match self.round.trim() {
            "" => {
                return refuse("a penalty is given in a round that is paired: pair round 1 first.")
            }
            r => round_number(r)?,
        };
        let code = picked(&self.kind, "pick the penalty.")?;
        let Some(kind) = PenaltyKind::from_code(code) else {
            return refuse(format!(
                "`{}` is not a penalty: pick a warning, a game loss, a match loss or a disqualification.",
                quoted(code)
            ));
        };
        Ok(Edit::GivePenalty {
            round,
            player,
            kind,
            reason: self.reason.clone(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Player;

    fn event() -> Event {
        Event {
            players: vec![Player::named("Ann".into()), Player::named("Bo".into())],
            ..Event::default()
        }
    }

    fn check(form: [&str; 4], expected: Result<Edit, &str>) {
        let [player, round, kind, reason] = form.map(String::from);
        let form = PenaltyForm {
            player,
            round,
            kind,
            reason,
        };
        assert_eq!(
            form.read(&event()),
            expected.map_err(InputError::new),
            "{form:?}"
        );
    }

    #[test]
    fn each_kind_is_read_as_its_penalty() {
        let given = |kind| {
            Ok(Edit::GivePenalty {
                round: 2,
                player: 1,
                kind,
                reason: "Tardiness ".into(),
            })
        };
        check(
            ["1", "2", "warning", "Tardiness "],
            given(PenaltyKind::Warning),
        );
        check(
            ["1", "2", "game-loss", "Tardiness "],
            given(PenaltyKind::GameLoss),
        );
        check(
            ["1", "2", "match-loss", "Tardiness "],
            given(PenaltyKind::MatchLoss),
        );
        let dq = given(PenaltyKind::Disqualification);
        check(["1", "2", "disqualification", "Tardiness "], dq);
    }

    /// Before issue 34 an unknown kind was given as a warning.
    #[test]
    fn an_unknown_kind_is_refused_not_read_as_a_warning() {
        let refused = "`x` is not a penalty: pick a warning, a game loss, a match loss or a disqualification.";
        check(["0", "1", "x", ""], Err(refused));
        check(["0", "1", "", ""], Err("pick the penalty."));
    }

    #[test]
    fn no_player_or_no_round_is_refused() {
        check(["", "1", "warning", ""], Err("pick the player."));
        check(["x", "1", "warning", ""], Err("pick the player."));
        // Ann and Bo only: a third player is not in the list.
        check(["2", "1", "warning", ""], Err("pick the player."));
        let unpaired = "a penalty is given in a round that is paired: pair round 1 first.";
        check(["0", "", "warning", ""], Err(unpaired));
        let garbled = "`abc` is not a round: pick the round from the list.";
        check(["0", "abc", "warning", ""], Err(garbled));
    }
}
