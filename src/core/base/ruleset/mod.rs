//! Rulesets: the variants the sources disagree on, as data.
//!
//! The sources in `shared/rules/` disagree on byes, floors, repeated opponents and the tiebreaker
//! order. A [`Ruleset`] records one choice for each; the tiebreaker code reads the choices and never
//! asks which preset it is running. Every choice can explain itself ([`Ruleset::explain`]), so a
//! breakdown can say which rule produced each number.
//!
//! ```
//! use tiebreak::core::{Fraction, Ruleset};
//! let mtr = Ruleset::preset("mtr").unwrap();
//! assert_eq!(mtr.match_win_floor, Some(Fraction::new(33, 100)));
//! let pod = Ruleset::preset("pod-sheet").unwrap();
//! assert_eq!(pod.match_win_floor, Some(Fraction::new(1, 3)));
//! assert!(Ruleset::preset("swiss-deluxe").is_err());
//! ```

// The ruleset by concern: the choices it makes, each with its codes (`choices`); the ruleset's
// fields, set by hand and checked (`fields`); the presets (`presets`); and the ruleset in words
// (`explain`).
mod choices;
mod explain;
mod fields;
mod presets;

pub use choices::{
    ByeGames, Choice, DrawnGames, EmptyFigure, MatchPoints, PlayoffFigures, RepeatedOpponents,
    Results, StageFigures, Tiebreaker, UnplayedRounds,
};
pub use fields::{ChoiceError, Ruleset};
pub use presets::{
    Preset, UnknownRuleset, DEFAULT_PRESET, FLOOR_033, FLOOR_THIRD, MELEE_EMPTY, MELEE_PERIODS,
    PRESETS,
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::base::fraction::Fraction;

    /// Each choice by its code, as the CLI (after its own spellings) and the players' link set
    /// it; anything else is refused, and the ruleset is left as it was.
    #[test]
    fn a_choice_is_set_from_its_code() {
        let mut r = Ruleset::default();
        r.set_choice(Choice::MatchWinFloor, "1/3").unwrap();
        r.set_choice(Choice::GameWinFloor, "").unwrap();
        r.set_choice(Choice::OpponentGameWinFloor, "0.5").unwrap();
        r.set_choice(Choice::ByesInMatchWin, "no").unwrap();
        r.set_choice(Choice::ByeGames, "none").unwrap();
        r.set_choice(Choice::RepeatedOpponents, "each").unwrap();
        let expected = Ruleset {
            match_win_floor: Some(FLOOR_THIRD),
            game_win_floor: None,
            opponent_game_win_floor: Some(Fraction::new(1, 2)),
            byes_in_match_win: false,
            bye_games: ByeGames::NotCounted,
            repeated_opponents: RepeatedOpponents::EachMatch,
            ..Ruleset::default()
        };
        assert_eq!(r, expected);
        let refused = [
            (Choice::MatchWinFloor, "a/3", ChoiceError::NotAFraction),
            (Choice::ByesInMatchWin, "true", ChoiceError::UnknownCode),
            (Choice::ByeGames, "two-zero", ChoiceError::UnknownCode),
            (Choice::RepeatedOpponents, "Once", ChoiceError::UnknownCode),
            (Choice::PerfectTies, "yes", ChoiceError::Fixed),
        ];
        for (choice, text, error) in refused {
            assert_eq!(r.set_choice(choice, text), Err(error), "{text}");
        }
        assert_eq!(r, expected);
    }

    #[test]
    fn every_preset_is_listed_and_parses() {
        for p in PRESETS {
            assert_eq!(Ruleset::preset(p.name).unwrap().name, p.name);
        }
    }

    #[test]
    fn unknown_ruleset_message_lists_the_presets() {
        assert_eq!(
            Ruleset::preset("nope").unwrap_err().to_string(),
            "unknown ruleset `nope`: choose one of mtr, wer, wltr, dci-1999, pod-sheet, team, cumulative, melee, melee-2024-2025, melee-spring-2024, melee-early-2024, cardsrealm, cardsrealm-early-2025, topdeck, manatraders."
        );
    }
}
