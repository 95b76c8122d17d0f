//! The ruleset: one choice for every point on which the sources disagree, set by hand from a
//! choice's code, and checked.

use crate::core::base::error::InputError;
use crate::core::base::fraction::Fraction;

use super::choices::{
    ByeGames, Choice, DrawnGames, EmptyFigure, MatchPoints, PlayoffFigures, RepeatedOpponents,
    Results, StageFigures, Tiebreaker, UnplayedRounds,
};

/// One choice for every point on which the sources disagree.
///
/// Every field is public because every combination is a valid ruleset: a user can pick each option
/// by hand. [`Ruleset::name`] is only a label.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ruleset {
    /// The preset this came from, or `custom`.
    pub name: String,
    /// The lowest match-win % a player can have (MTR: 33/100; WLTR and the pod sheet: 1/3).
    pub match_win_floor: Option<Fraction>,
    /// The lowest game-win % a player's own GWP can have (MTR: 33/100; DCI 1999 and WER: none).
    pub game_win_floor: Option<Fraction>,
    /// The lowest game-win % an opponent counts for in OGW (MTR and DCI 1999: 33/100; WER: none).
    pub opponent_game_win_floor: Option<Fraction>,
    /// Whether bye rounds count in match-win % (MTR: yes, 3-2-0 with a bye is 9/15; WER: no, 6/12).
    pub byes_in_match_win: bool,
    /// What a bye is worth in games.
    pub bye_games: ByeGames,
    /// Whether an opponent met twice counts once or twice in OMW, OGW and OOMW.
    pub repeated_opponents: RepeatedOpponents,
    /// The standings order, most important first. Perfect ties after these are broken by
    /// registration order.
    pub tiebreakers: Vec<Tiebreaker>,
    /// How a match's recorded games are read: possible in the best-of (MTR), or as recorded
    /// (Melee).
    pub results: Results,
    /// What a figure with nothing to count is: none (MTR), or the floor (Melee).
    pub empty_figure: EmptyFigure,
    /// What a drawn game is worth: 1 game point (MTR), or none (Melee until April 2024).
    pub drawn_games: DrawnGames,
    /// Whether a playoff enters its players' figures (Melee in 2024 and 2025) or not.
    pub playoff: PlayoffFigures,
    /// Whether every figure is taken at the end (MTR) or at the end of each player's last stage
    /// (Melee).
    pub stages: StageFigures,
    /// What a round a player did not play is in their match-win %: left out (MTR), or lost
    /// (CardsRealm until May 2025).
    pub unplayed_rounds: UnplayedRounds,
    /// What a win and a draw earn: 3 and 1 (MTR), or an event's own (Topdeck: 5 and 1).
    pub match_points: MatchPoints,
}

/// Why a choice's text was refused by [`Ruleset::set_choice`]; each caller words it its own way.
/// It stays its own type, not an [`InputError`]: it is not a sentence yet, and the CLI names the
/// option (`--floor`) where the players' link names the link's field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ChoiceError {
    /// A floor that is not a fraction.
    NotAFraction,
    /// A text that is none of the choice's codes.
    UnknownCode,
    /// A choice that no ruleset varies (byes are never opponents; perfect ties).
    Fixed,
}

impl Ruleset {
    /// Sets `choice` from its text, in the codes the CLI's options and the players' link write: a
    /// floor as a fraction (`33/100`, `1/3`, `0.33`) or nothing for none; `yes` or `no` for byes in
    /// match-win %; `2-0`, `none` or `as-round` for a bye's games ([`ByeGames::code`]); `each` or `once` for
    /// repeated opponents ([`RepeatedOpponents::code`]); `best-of` or `as-recorded` for results
    /// ([`Results::code`]); `none` or `floor` for a figure with nothing to count
    /// ([`EmptyFigure::code`]); `one` or `none` for a drawn game ([`DrawnGames::code`]);
    /// `left-out`, `counted`, `no-points`, `by-round` or `everyone` for the playoff ([`PlayoffFigures::code`]); `end` or
    /// `stage` for when figures are taken ([`StageFigures::code`]); `3-1` for a win's and a draw's
    /// match points ([`MatchPoints::code`]). The one reader of a ruleset's choices
    /// set by hand: the CLI maps its own spellings (`none`, `true`, `false`) onto these first. A
    /// floor is not held to 0..1 here; [`Ruleset::validate`] checks the whole ruleset.
    pub fn set_choice(&mut self, choice: Choice, text: &str) -> Result<(), ChoiceError> {
        let floor = || match text {
            "" => Ok(None),
            t => Fraction::parse(t)
                .map(Some)
                .ok_or(ChoiceError::NotAFraction),
        };
        match choice {
            Choice::MatchWinFloor => self.match_win_floor = floor()?,
            Choice::GameWinFloor => self.game_win_floor = floor()?,
            Choice::OpponentGameWinFloor => self.opponent_game_win_floor = floor()?,
            Choice::ByesInMatchWin => {
                self.byes_in_match_win = match text {
                    "yes" => true,
                    "no" => false,
                    _ => return Err(ChoiceError::UnknownCode),
                }
            }
            Choice::ByeGames => {
                self.bye_games = ByeGames::from_code(text).ok_or(ChoiceError::UnknownCode)?
            }
            Choice::RepeatedOpponents => {
                self.repeated_opponents =
                    RepeatedOpponents::from_code(text).ok_or(ChoiceError::UnknownCode)?
            }
            Choice::Results => {
                self.results = Results::from_code(text).ok_or(ChoiceError::UnknownCode)?
            }
            Choice::EmptyFigure => {
                self.empty_figure = EmptyFigure::from_code(text).ok_or(ChoiceError::UnknownCode)?
            }
            Choice::DrawnGames => {
                self.drawn_games = DrawnGames::from_code(text).ok_or(ChoiceError::UnknownCode)?
            }
            Choice::Playoff => {
                self.playoff = PlayoffFigures::from_code(text).ok_or(ChoiceError::UnknownCode)?
            }
            Choice::Stages => {
                self.stages = StageFigures::from_code(text).ok_or(ChoiceError::UnknownCode)?
            }
            Choice::UnplayedRounds => {
                self.unplayed_rounds =
                    UnplayedRounds::from_code(text).ok_or(ChoiceError::UnknownCode)?
            }
            Choice::MatchPoints => {
                self.match_points = MatchPoints::from_code(text).ok_or(ChoiceError::UnknownCode)?
            }
            Choice::ByesInOpponents | Choice::PerfectTies => return Err(ChoiceError::Fixed),
        }
        Ok(())
    }

    /// Checks a floor: a fraction from 0 to 1. The one home of this bound, for the event file, the
    /// CLI's overrides and the app.
    pub fn floor_is_valid(floor: Option<Fraction>) -> bool {
        floor.is_none_or(|f| f <= Fraction::ONE)
    }

    /// Checks the ruleset: every floor from 0 to 1, each tiebreaker listed once, and a name on one
    /// line. Every way to build a ruleset from outside (the event file, the CLI, the app) calls it.
    pub fn validate(&self) -> Result<(), InputError> {
        let floors = [
            ("match_win_floor", self.match_win_floor),
            ("game_win_floor", self.game_win_floor),
            ("opponent_game_win_floor", self.opponent_game_win_floor),
        ];
        for (field, floor) in floors {
            if !Ruleset::floor_is_valid(floor) {
                return Err(InputError::new(format!(
                    "the ruleset's `{field}` is {}, above 1: a floor is a fraction from 0 to 1, such as 33/100 or 1/3.",
                    floor.map_or(String::new(), |f| f.ratio())
                )));
            }
        }
        for (i, t) in self.tiebreakers.iter().enumerate() {
            if self.tiebreakers[..i].contains(t) {
                return Err(InputError::new(format!(
                    "`{}` appears twice in the ruleset's tiebreakers: list each tiebreaker once.",
                    t.code()
                )));
            }
        }
        if self.match_points.checked().is_none() {
            return Err(InputError::new(format!(
                "the ruleset's `match_points` are {}: a win earns 1 to {} match points, and a draw no more than a win.",
                self.match_points.code(),
                MatchPoints::MAX_WIN
            )));
        }
        if self.name.chars().count() > 100 || self.name.chars().any(char::is_control) {
            return Err(InputError::new("the ruleset's name is longer than 100 characters or has a control character: give it a short name on one line."));
        }
        Ok(())
    }

    /// Whether the standings use `tiebreaker`.
    pub fn uses(&self, tiebreaker: Tiebreaker) -> bool {
        self.tiebreakers.contains(&tiebreaker)
    }
}
