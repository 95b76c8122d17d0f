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

use crate::core::base::error::InputError;
use crate::core::base::fraction::Fraction;

/// A figure that can order tied players.
///
/// Its names have two homes, both here: the event file's (`match_points`, the serde attribute) and
/// the short code of the sources, the CLI and the JSON output ([`Tiebreaker::code`], `omw`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Tiebreaker {
    /// Match points: 3 a win or bye, 1 a draw.
    MatchPoints,
    /// The player's own match-win %.
    MatchWinPct,
    /// The player's own game-win %.
    GameWinPct,
    /// Opponents' match-win %.
    OpponentsMatchWinPct,
    /// Opponents' game-win %.
    OpponentsGameWinPct,
    /// Opponents' opponents' match-win %.
    OpponentsOpponentsMatchWinPct,
    /// The Cumulative tiebreaker (the bonus pool divided by 4 each round).
    Cumulative,
}

/// The names of a tiebreaker ([`Tiebreaker::names`]): the one table of them.
struct Names {
    code: &'static str,
    label: &'static str,
    heading: &'static str,
    display_key: &'static str,
}

impl Tiebreaker {
    /// Every tiebreaker, in the order a table shows them.
    pub const ALL: [Tiebreaker; 7] = [
        Tiebreaker::MatchPoints,
        Tiebreaker::Cumulative,
        Tiebreaker::MatchWinPct,
        Tiebreaker::OpponentsMatchWinPct,
        Tiebreaker::GameWinPct,
        Tiebreaker::OpponentsGameWinPct,
        Tiebreaker::OpponentsOpponentsMatchWinPct,
    ];

    /// Every name of the tiebreaker, from its one table: the code, the label, the heading and the
    /// JSON field of its rounded value.
    const fn names(self) -> Names {
        let (code, label, heading, display_key) = match self {
            Tiebreaker::MatchPoints => ("mp", "Match points", "Points", "mp_display"),
            Tiebreaker::MatchWinPct => ("mwp", "Match-win %", "MWP", "mwp_display"),
            Tiebreaker::GameWinPct => ("gwp", "Game-win %", "GWP", "gwp_display"),
            Tiebreaker::OpponentsMatchWinPct => {
                ("omw", "Opponents' match-win %", "OMW", "omw_display")
            }
            Tiebreaker::OpponentsGameWinPct => {
                ("ogw", "Opponents' game-win %", "OGW", "ogw_display")
            }
            Tiebreaker::OpponentsOpponentsMatchWinPct => (
                "oomw",
                "Opponents' opponents' match-win %",
                "OOMW",
                "oomw_display",
            ),
            Tiebreaker::Cumulative => ("cumulative", "Cumulative", "Cumul.", "cumulative_display"),
        };
        Names {
            code,
            label,
            heading,
            display_key,
        }
    }

    /// The short name used by the sources, the CLI, the JSON and the event file (`omw`).
    pub fn code(self) -> &'static str {
        self.names().code
    }

    /// Parses a short name: `mp`, `mwp`, `gwp`, `omw`, `ogw`, `oomw` or `cumulative`.
    pub fn from_code(code: &str) -> Option<Tiebreaker> {
        Tiebreaker::ALL
            .into_iter()
            .find(|t| t.code().eq_ignore_ascii_case(code.trim()))
    }

    /// The name a player reads.
    pub fn label(self) -> &'static str {
        self.names().label
    }

    /// The short column heading of the CLI's text table and the printed standings (`OMW`).
    pub fn heading(self) -> &'static str {
        self.names().heading
    }

    /// The JSON field of the figure's rounded value: its code, then `_display` (`omw_display`).
    pub fn display_key(self) -> &'static str {
        self.names().display_key
    }
}

/// What a bye is worth in games.
///
/// The event file names them `two-zero` and `not-counted` (the serde attribute); the CLI `2-0` and
/// `none` ([`ByeGames::code`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ByeGames {
    /// MTR Appendix C: a bye is a 2-0 win, 6 game points over 2 games.
    TwoZero,
    /// Pod sheet: a bye is 0-0 and leaves game-win % untouched.
    NotCounted,
}

/// How an opponent met more than once enters an opponents' average.
///
/// The event file names them `each-match` and `once` (the serde attribute); the CLI `each` and
/// `once` ([`RepeatedOpponents::code`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RepeatedOpponents {
    /// Each match counts: an opponent met twice is in the average twice. Melee counts them so
    /// (its published standings of 2026); no rules text says so.
    EachMatch,
    /// The deep dive: "the average is of all of your opponents, and not all your matches"; MTR
    /// Appendix C and DCI 1999 average "each opponent that player faced". Every preset but `melee`.
    Once,
}

/// How a match's recorded games are read.
///
/// The event file names them `best-of` and `as-recorded` (the serde attribute), as the CLI does
/// ([`Results::code`]).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum Results {
    /// MTR Appendix C: a match is a best-of-N, so a result is one such a match can end with (no
    /// player wins 3 games of a best-of-3), and 0-0-0 is no result. Every preset but `melee`.
    #[default]
    BestOf,
    /// Melee: results as the platform records them. 0-0-0 is a draw with no games (1 match point
    /// each), and a result a best-of-3 cannot end with, such as 3-0 or 2-2, counts its games as
    /// recorded.
    AsRecorded,
    /// Melee until 15 May 2024: results as recorded, but 0-0-0 is a match not played, which counts
    /// nothing (Melee left unplayed matches at 0-0-0).
    AsRecordedUnplayed,
}

impl Results {
    /// The CLI's name: `best-of` or `as-recorded`.
    pub fn code(self) -> &'static str {
        match self {
            Results::BestOf => "best-of",
            Results::AsRecorded => "as-recorded",
            Results::AsRecordedUnplayed => "as-recorded-unplayed",
        }
    }

    /// Whether 0-0-0 is a match not played: nothing counts it.
    pub fn zero_is_unplayed(self) -> bool {
        self == Results::AsRecordedUnplayed
    }

    /// Reads the CLI's name.
    pub fn from_code(code: &str) -> Option<Results> {
        [
            Results::BestOf,
            Results::AsRecorded,
            Results::AsRecordedUnplayed,
        ]
        .into_iter()
        .find(|r| r.code() == code)
    }
}

/// What a figure is when it has nothing to count: OMW and OGW for a player with no opponents (only
/// byes), game-win % for a player with no games.
///
/// The event file names them `none` and `floor` (the serde attribute), as the CLI does
/// ([`EmptyFigure::code`]).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum EmptyFigure {
    /// No figure (shown `—`): an average of no opponents, or a ratio of no games, is nothing. Every
    /// preset but `melee`.
    #[default]
    None,
    /// Melee: the floor is the figure (a player with only byes shows 33.33% as OMW and OGW).
    Floor,
    /// Melee until 14 April 2024: the figure is 0 (a player registered who played nothing was
    /// published with 0 everywhere).
    Zero,
}

impl EmptyFigure {
    /// The CLI's name: `none` or `floor`.
    pub fn code(self) -> &'static str {
        match self {
            EmptyFigure::None => "none",
            EmptyFigure::Floor => "floor",
            EmptyFigure::Zero => "zero",
        }
    }

    /// Reads the CLI's name.
    pub fn from_code(code: &str) -> Option<EmptyFigure> {
        [EmptyFigure::None, EmptyFigure::Floor, EmptyFigure::Zero]
            .into_iter()
            .find(|e| e.code() == code)
    }
}

/// What a drawn game is worth in game points.
///
/// The event file and the CLI name them `one` and `none` ([`DrawnGames::code`]).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(into = "&str", try_from = "String")]
pub enum DrawnGames {
    /// MTR Appendix C: a drawn game (an unfinished one included) is worth 1 game point. Every
    /// preset but `melee-early-2024`.
    #[default]
    OnePoint,
    /// Melee until 14 April 2024: a drawn game counts among the games played but is worth no game
    /// point, so an intentional draw (0-0-3) is 0 points over 3 games.
    NoPoints,
}

/// How a playoff enters the figures of the players who played it.
///
/// The event file and the CLI name them `left-out`, `counted` and `no-points`
/// ([`PlayoffFigures::code`]).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(into = "&str", try_from = "String")]
pub enum PlayoffFigures {
    /// The standings are the Swiss rounds': a playoff changes no figure (the MTR's tiebreakers
    /// rank the Swiss standings; the playoff is single elimination). Every preset but Melee's of
    /// 2024 and 2025.
    #[default]
    LeftOut,
    /// Melee from 16 May 2024 to 12 November 2025: a playoff player's published figures count the
    /// playoff's matches and games as further rounds, points included.
    Counted,
    /// Melee until 15 May 2024: a playoff player's published figures count the playoff's matches
    /// (in the rounds played) and games, but the playoff earns no match points.
    WithoutPoints,
}

/// When a player's figures are taken.
///
/// The event file and the CLI name them `end` and `stage` ([`StageFigures::code`]).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(into = "&str", try_from = "String")]
pub enum StageFigures {
    /// At the end of the event, for everyone (MTR Appendix C computes the standings once).
    #[default]
    AtEnd,
    /// Melee: an event runs in stages (a first day, a second day, the playoff), and a player's
    /// published figures are those at the end of the last stage they played in.
    AsOfStage,
}

/// The codes of a choice's values, and reading them back: the one table of each choice's names,
/// for the event file (through serde), the CLI and the players' link.
macro_rules! codes {
    ($ty:ident, $($variant:ident => $code:literal),+ $(,)?) => {
        impl $ty {
            /// Every value, in the order of the docs.
            pub const ALL: &'static [$ty] = &[$($ty::$variant),+];

            /// The value's name in the event file, the CLI and the link.
            pub fn code(self) -> &'static str {
                match self {
                    $($ty::$variant => $code),+
                }
            }

            /// Reads a name written by [`Self::code`].
            pub fn from_code(code: &str) -> Option<$ty> {
                Self::ALL.iter().copied().find(|v| v.code() == code)
            }
        }

        impl From<$ty> for &'static str {
            fn from(v: $ty) -> &'static str {
                v.code()
            }
        }

        impl TryFrom<String> for $ty {
            type Error = String;
            fn try_from(code: String) -> Result<$ty, String> {
                $ty::from_code(&code).ok_or_else(|| {
                    let codes: Vec<String> =
                        $ty::ALL.iter().map(|v| format!("`{}`", v.code())).collect();
                    format!("`{code}` is not a choice: expected {}", codes.join(" or "))
                })
            }
        }
    };
}

codes!(DrawnGames, OnePoint => "one", NoPoints => "none");
codes!(PlayoffFigures, LeftOut => "left-out", Counted => "counted", WithoutPoints => "no-points");
codes!(StageFigures, AtEnd => "end", AsOfStage => "stage");

impl ByeGames {
    /// The CLI's name: `2-0` or `none`.
    pub fn code(self) -> &'static str {
        match self {
            ByeGames::TwoZero => "2-0",
            ByeGames::NotCounted => "none",
        }
    }

    /// Reads the CLI's name; `0-0` is another name for `none`.
    pub fn from_code(code: &str) -> Option<ByeGames> {
        match code {
            "2-0" => Some(ByeGames::TwoZero),
            "none" | "0-0" => Some(ByeGames::NotCounted),
            _ => None,
        }
    }
}

impl RepeatedOpponents {
    /// The CLI's name: `each` or `once`.
    pub fn code(self) -> &'static str {
        match self {
            RepeatedOpponents::EachMatch => "each",
            RepeatedOpponents::Once => "once",
        }
    }

    /// Reads the CLI's name.
    pub fn from_code(code: &str) -> Option<RepeatedOpponents> {
        [RepeatedOpponents::EachMatch, RepeatedOpponents::Once]
            .into_iter()
            .find(|r| r.code() == code)
    }
}

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
}

/// A preset: its name, a one-line summary, and the source it comes from.
#[derive(Clone, Copy, Debug)]
pub struct Preset {
    /// The name used by the CLI and the app.
    pub name: &'static str,
    /// One line for a menu.
    pub summary: &'static str,
    /// Where the preset comes from, in `shared/rules/` or `shared/real-events/`.
    pub source: &'static str,
    /// How a figure computed under it is introduced beside another's: "by the MTR text 61.64%".
    pub by: &'static str,
}

/// Every preset, the default (`mtr`) first.
pub const PRESETS: [Preset; 11] = [
    Preset {
        name: "mtr",
        summary: "Magic Tournament Rules: byes are 2-0 wins that count, every percentage floored at 0.33.",
        source: "MTR Appendix C (mtr-appendix-c.txt)",
        by: "by the MTR text",
    },
    Preset {
        name: "wer",
        summary: "Wizards Event Reporter: byes left out of match-win %, no floor on game-win %, repeat opponents once.",
        source: "Tiebreaker deep dive, on WER (tiebreaker-deep-dive.txt)",
        by: "as WER computes it",
    },
    Preset {
        name: "wltr",
        summary: "WLTR: as MTR, but the floor is exactly one third.",
        source: "Tiebreaker deep dive, on WLTR's 33.3(repeating)% floor (tiebreaker-deep-dive.txt)",
        by: "as WLTR computes it",
    },
    Preset {
        name: "dci-1999",
        summary: "DCI 1999 sheet: no floor on a player's own game-win %, opponents still floored at 0.33.",
        source: "DCI tiebreakers, 1999 (dci-tiebreakers-1999.txt)",
        by: "by the DCI 1999 sheet",
    },
    Preset {
        name: "pod-sheet",
        summary: "Store draft pod sheet: byes are 0-0 and left out of match-win % and game-win %, floor one third.",
        source: "Draft pod sheet (draft-pod-sheet.txt)",
        by: "by the pod sheet",
    },
    Preset {
        name: "team",
        summary: "Team Swiss (WER): match points, then OMW, then OOMW.",
        source: "Tiebreaker deep dive, Team Swiss Tournaments (tiebreaker-deep-dive.txt)",
        by: "by the team Swiss order",
    },
    Preset {
        name: "cumulative",
        summary: "Early-2010s premier events: match points, Cumulative, then OMW, GWP, OGW.",
        source: "Tiebreaker deep dive, Older Tournaments and Cumulative (tiebreaker-deep-dive.txt)",
        by: "by the Cumulative order",
    },
    Preset {
        name: "melee",
        summary: "Melee (melee.gg) since 13 November 2025: floor one third, an opponent met twice counts twice, the floor when nothing is counted, results as recorded, each player's figures as of their last stage, the playoff left out.",
        source: "The standings Melee published from 13 November 2025 (and 21 to 26 August 2025): the 43 events of real-events/melee-2026 agree, and of the archive's 1,301 files of those dates 1,025 agree, 256 more where the file can check, 20 differ",
        by: "as Melee computes it",
    },
    Preset {
        name: "melee-2024-2025",
        summary: "Melee from 16 May 2024 to 12 November 2025: as melee, but a player's own game-win % is not floored, an opponent met twice counts once, and the playoff counts in its players' figures.",
        source: "The standings Melee published from 16 May 2024 to 12 November 2025 (but 21 to 26 August 2025): of the archive's 1,853 files of those dates, 1,063 agree, 702 more where the file can check, 88 differ (real-events/melee-archive)",
        by: "as Melee computed it in 2024 and 2025",
    },
    Preset {
        name: "melee-spring-2024",
        summary: "Melee from 15 April to 15 May 2024: as melee, but a playoff player's figures count the playoff's matches and games, without match points, and a match recorded 0-0-0 was not played.",
        source: "The standings Melee published from 15 April to 15 May 2024: of the archive's 97 files of those dates, 19 agree, 52 more where the file can check, 26 differ; many list only some matches and publish every record as 0-0-0, which hides what they lack (real-events/melee-archive)",
        by: "as Melee computed it in spring 2024",
    },
    Preset {
        name: "melee-early-2024",
        summary: "Melee until 14 April 2024: as melee-spring-2024, but a drawn game is worth no game point, and a figure with nothing to count is 0.",
        source: "The standings Melee published until 14 April 2024: of the archive's 344 files of those dates, 176 agree, 88 more where the file can check, 80 differ; many list only some matches and publish every record as 0-0-0 (real-events/melee-archive)",
        by: "as Melee computed it in early 2024",
    },
];

/// The periods of Melee's rules, newest first: a Melee event dated on or after `from` (and
/// before the next newer period's `from`) takes the preset `name`. A short window inside a period
/// is listed before it: Melee's standings of events from 21 to 26 August 2025 follow today's rules.
/// The one home of these dates, which `Ruleset::melee_for` reads.
pub const MELEE_PERIODS: [(&str, &str, &str); 5] = [
    ("2025-11-13", "9999-12-31", "melee"),
    ("2025-08-21", "2025-08-26", "melee"),
    ("2024-05-16", "2025-11-12", "melee-2024-2025"),
    ("2024-04-15", "2024-05-15", "melee-spring-2024"),
    ("0000-01-01", "2024-04-14", "melee-early-2024"),
];

/// The floor of MTR Appendix C and DCI 1999: 0.33.
pub const FLOOR_033: Fraction = Fraction::new_const(33, 100);
/// The floor of WLTR and the pod sheet: one third.
pub const FLOOR_THIRD: Fraction = Fraction::new_const(1, 3);

/// The individual Swiss order: match points, OMW, GWP, OGW (MTR Appendix C, Tiebreakers).
const INDIVIDUAL: [Tiebreaker; 4] = [
    Tiebreaker::MatchPoints,
    Tiebreaker::OpponentsMatchWinPct,
    Tiebreaker::GameWinPct,
    Tiebreaker::OpponentsGameWinPct,
];

/// An unknown preset name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownRuleset(pub String);

impl std::fmt::Display for UnknownRuleset {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<&str> = PRESETS.iter().map(|p| p.name).collect();
        write!(
            f,
            "unknown ruleset `{}`: choose one of {}.",
            self.0,
            names.join(", ")
        )
    }
}

impl From<UnknownRuleset> for InputError {
    fn from(e: UnknownRuleset) -> InputError {
        InputError::new(e.to_string())
    }
}

impl std::error::Error for UnknownRuleset {}

impl Default for Ruleset {
    /// MTR Appendix C, the current official text. An opponent met twice counts once, as the deep
    /// dive says and as "each opponent that player faced" reads.
    fn default() -> Ruleset {
        Ruleset {
            name: "mtr".into(),
            match_win_floor: Some(FLOOR_033),
            game_win_floor: Some(FLOOR_033),
            opponent_game_win_floor: Some(FLOOR_033),
            byes_in_match_win: true,
            bye_games: ByeGames::TwoZero,
            repeated_opponents: RepeatedOpponents::Once,
            tiebreakers: INDIVIDUAL.to_vec(),
            results: Results::BestOf,
            empty_figure: EmptyFigure::None,
            drawn_games: DrawnGames::OnePoint,
            playoff: PlayoffFigures::LeftOut,
            stages: StageFigures::AtEnd,
        }
    }
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
    /// match-win %; `2-0` or `none` for a bye's games ([`ByeGames::code`]); `each` or `once` for
    /// repeated opponents ([`RepeatedOpponents::code`]); `best-of` or `as-recorded` for results
    /// ([`Results::code`]); `none` or `floor` for a figure with nothing to count
    /// ([`EmptyFigure::code`]); `one` or `none` for a drawn game ([`DrawnGames::code`]);
    /// `left-out`, `counted` or `no-points` for the playoff ([`PlayoffFigures::code`]); `end` or
    /// `stage` for when figures are taken ([`StageFigures::code`]). The one reader of a ruleset's choices
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
            Choice::ByesInOpponents | Choice::PerfectTies => return Err(ChoiceError::Fixed),
        }
        Ok(())
    }

    /// Whether this is exactly the preset it is named after, so that its name alone says it (the
    /// event file and the players' link write such a ruleset by its name).
    pub fn is_preset(&self) -> bool {
        Ruleset::preset(&self.name).is_ok_and(|p| p == *self)
    }

    /// A named preset (see [`PRESETS`]).
    pub fn preset(name: &str) -> Result<Ruleset, UnknownRuleset> {
        let mtr = Ruleset::default();
        let wer = Ruleset {
            name: "wer".into(),
            game_win_floor: None,
            opponent_game_win_floor: None,
            byes_in_match_win: false,
            ..mtr.clone()
        };
        let melee = Ruleset {
            name: "melee".into(),
            match_win_floor: Some(FLOOR_THIRD),
            game_win_floor: Some(FLOOR_THIRD),
            opponent_game_win_floor: Some(FLOOR_THIRD),
            repeated_opponents: RepeatedOpponents::EachMatch,
            results: Results::AsRecorded,
            empty_figure: EmptyFigure::Floor,
            stages: StageFigures::AsOfStage,
            ..mtr.clone()
        };
        let ruleset = match name.trim().to_ascii_lowercase().as_str() {
            "mtr" => mtr,
            "wer" => wer,
            "wltr" => Ruleset {
                name: "wltr".into(),
                match_win_floor: Some(FLOOR_THIRD),
                game_win_floor: Some(FLOOR_THIRD),
                opponent_game_win_floor: Some(FLOOR_THIRD),
                ..mtr
            },
            "dci-1999" => Ruleset {
                name: "dci-1999".into(),
                game_win_floor: None,
                ..mtr
            },
            "pod-sheet" => Ruleset {
                name: "pod-sheet".into(),
                match_win_floor: Some(FLOOR_THIRD),
                game_win_floor: Some(FLOOR_THIRD),
                opponent_game_win_floor: Some(FLOOR_THIRD),
                byes_in_match_win: false,
                bye_games: ByeGames::NotCounted,
                ..mtr
            },
            "team" => Ruleset {
                name: "team".into(),
                tiebreakers: vec![
                    Tiebreaker::MatchPoints,
                    Tiebreaker::OpponentsMatchWinPct,
                    Tiebreaker::OpponentsOpponentsMatchWinPct,
                ],
                ..wer
            },
            "cumulative" => Ruleset {
                name: "cumulative".into(),
                tiebreakers: vec![
                    Tiebreaker::MatchPoints,
                    Tiebreaker::Cumulative,
                    Tiebreaker::OpponentsMatchWinPct,
                    Tiebreaker::GameWinPct,
                    Tiebreaker::OpponentsGameWinPct,
                ],
                ..mtr
            },
            "melee" => melee,
            "melee-2024-2025" => Ruleset {
                name: "melee-2024-2025".into(),
                game_win_floor: None,
                repeated_opponents: RepeatedOpponents::Once,
                playoff: PlayoffFigures::Counted,
                ..melee
            },
            "melee-spring-2024" => Ruleset {
                name: "melee-spring-2024".into(),
                playoff: PlayoffFigures::WithoutPoints,
                results: Results::AsRecordedUnplayed,
                ..melee
            },
            "melee-early-2024" => Ruleset {
                name: "melee-early-2024".into(),
                playoff: PlayoffFigures::WithoutPoints,
                results: Results::AsRecordedUnplayed,
                drawn_games: DrawnGames::NoPoints,
                empty_figure: EmptyFigure::Zero,
                ..melee
            },
            _ => return Err(UnknownRuleset(name.to_string())),
        };
        Ok(ruleset)
    }

    /// The preset of Melee's rules on `date` (`YYYY-MM-DD`, as an archive file's `Tournament.Date`
    /// begins), from [`MELEE_PERIODS`]; `None` when `date` is not such a date.
    pub fn melee_for(date: &str) -> Option<&'static str> {
        let date = date.get(..10)?;
        let b = date.as_bytes();
        let digits = |r: std::ops::Range<usize>| b[r].iter().all(u8::is_ascii_digit);
        if !(digits(0..4) && b[4] == b'-' && digits(5..7) && b[7] == b'-' && digits(8..10)) {
            return None;
        }
        let month: u32 = date[5..7].parse().ok()?;
        let day: u32 = date[8..10].parse().ok()?;
        if !(1..=12).contains(&month) || !(1..=31).contains(&day) {
            return None;
        }
        MELEE_PERIODS
            .iter()
            .find(|(from, to, _)| *from <= date && date <= *to)
            .map(|(_, _, name)| *name)
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
        if self.name.chars().count() > 100 || self.name.chars().any(char::is_control) {
            return Err(InputError::new("the ruleset's name is longer than 100 characters or has a control character: give it a short name on one line."));
        }
        Ok(())
    }

    /// The choices on which this ruleset and `other` differ, each in words, this one's first:
    /// `the floor: 0.33 against one third`. Empty when every choice is the same.
    pub fn differences(&self, other: &Ruleset) -> Vec<String> {
        self.differences_where(other, &|_| true)
    }

    /// [`Ruleset::differences`], leaving out the choices of drawn games, the playoff and stages
    /// where `matters` says they change nothing (an event with no drawn game, playoff or stages):
    /// a sentence names only what can make two figures differ.
    pub fn differences_where(
        &self,
        other: &Ruleset,
        matters: &dyn Fn(Choice) -> bool,
    ) -> Vec<String> {
        fn floor(f: Option<Fraction>) -> String {
            match f {
                None => "none".into(),
                Some(f) if f == FLOOR_033 => "0.33".into(),
                Some(f) if f == FLOOR_THIRD => "one third".into(),
                Some(f) => f.ratio(),
            }
        }
        let mut out = Vec::new();
        let mut differ = |what: &str, mine: String, theirs: String| {
            if mine != theirs {
                out.push(format!("{what}: {mine} against {theirs}"));
            }
        };
        let floors = |r: &Ruleset| {
            [
                r.match_win_floor,
                r.game_win_floor,
                r.opponent_game_win_floor,
            ]
        };
        let one_floor = |r: &Ruleset| floors(r).iter().all(|f| *f == r.match_win_floor);
        if one_floor(self) && one_floor(other) {
            differ(
                "the floor",
                floor(self.match_win_floor),
                floor(other.match_win_floor),
            );
        } else {
            let names = [
                "the match-win floor",
                "the game-win floor",
                "the opponents' game-win floor",
            ];
            for ((what, mine), theirs) in names.iter().zip(floors(self)).zip(floors(other)) {
                differ(what, floor(mine), floor(theirs));
            }
        }
        let yes_no = |b: bool| if b { "counted" } else { "left out" }.to_string();
        differ(
            "bye rounds in match-win %",
            yes_no(self.byes_in_match_win),
            yes_no(other.byes_in_match_win),
        );
        let bye = |b: ByeGames| match b {
            ByeGames::TwoZero => "2-0".to_string(),
            ByeGames::NotCounted => "0-0, left out".to_string(),
        };
        differ("a bye's games", bye(self.bye_games), bye(other.bye_games));
        let repeated = |r: RepeatedOpponents| match r {
            RepeatedOpponents::EachMatch => "each match counts".to_string(),
            RepeatedOpponents::Once => "counted once".to_string(),
        };
        differ(
            "an opponent met twice",
            repeated(self.repeated_opponents),
            repeated(other.repeated_opponents),
        );
        let empty = |e: EmptyFigure| match e {
            EmptyFigure::None => "no figure".to_string(),
            EmptyFigure::Floor => "the floor".to_string(),
            EmptyFigure::Zero => "0".to_string(),
        };
        differ(
            "a figure with nothing to count",
            empty(self.empty_figure),
            empty(other.empty_figure),
        );
        let results = |r: Results| match r {
            Results::BestOf => "possible in the best-of".to_string(),
            Results::AsRecorded => "as recorded".to_string(),
            Results::AsRecordedUnplayed => "as recorded, 0-0-0 not played".to_string(),
        };
        differ("results", results(self.results), results(other.results));
        let drawn = |d: DrawnGames| match d {
            DrawnGames::OnePoint => "1 game point".to_string(),
            DrawnGames::NoPoints => "no game point".to_string(),
        };
        if matters(Choice::DrawnGames) {
            differ(
                "a drawn game",
                drawn(self.drawn_games),
                drawn(other.drawn_games),
            );
        }
        let playoff = |p: PlayoffFigures| match p {
            PlayoffFigures::LeftOut => "left out".to_string(),
            PlayoffFigures::Counted => "counted".to_string(),
            PlayoffFigures::WithoutPoints => "counted without match points".to_string(),
        };
        if matters(Choice::Playoff) {
            differ(
                "the playoff in its players' figures",
                playoff(self.playoff),
                playoff(other.playoff),
            );
        }
        let stages = |s: StageFigures| match s {
            StageFigures::AtEnd => "at the end".to_string(),
            StageFigures::AsOfStage => "at the end of the player's last stage".to_string(),
        };
        if matters(Choice::Stages) {
            differ(
                "when figures are taken",
                stages(self.stages),
                stages(other.stages),
            );
        }
        let order = |r: &Ruleset| {
            r.tiebreakers
                .iter()
                .map(|t| t.code())
                .collect::<Vec<_>>()
                .join(", ")
        };
        differ("the order", order(self), order(other));
        out
    }

    /// Whether the standings use `tiebreaker`.
    pub fn uses(&self, tiebreaker: Tiebreaker) -> bool {
        self.tiebreakers.contains(&tiebreaker)
    }

    /// The rule behind one choice of this ruleset, as a sentence that names its source.
    pub fn explain(&self, choice: Choice) -> String {
        match choice {
            Choice::MatchWinFloor => floor_rule("match-win %", self.match_win_floor),
            Choice::GameWinFloor => match self.game_win_floor {
                None if self.name == "melee-2024-2025" => "Melee did not raise a player's own game-win % to one third from 16 May 2024 to 12 November 2025: a game-win % below it was published as it was (0.25, 0.0909).".into(),
                None => "No floor on a player's own game-win % (DCI 1999 leaves player I at 0.27; WER has no game-win floor).".into(),
                floor => floor_rule("game-win %", floor),
            },
            Choice::OpponentGameWinFloor => match self.opponent_game_win_floor {
                None => "Opponents' game-win % are not floored (WER), so OGW can fall below 0.33.".into(),
                floor => floor_rule("each opponent's game-win % in OGW", floor),
            },
            Choice::ByesInMatchWin => {
                if self.byes_in_match_win {
                    "MTR Appendix C: a bye is a match win and its round counts in the rounds played (3-2-0 with a bye is 9/15).".into()
                } else {
                    "WER and the pod sheet: bye rounds are left out of match-win % (the deep dive: \"Rounds with byes are not included\").".into()
                }
            }
            Choice::ByeGames => match self.bye_games {
                ByeGames::TwoZero => "MTR Appendix C: a bye is a 2-0 win, 6 game points over 2 games.".into(),
                ByeGames::NotCounted => "Pod sheet: a bye is 0-0 and leaves game-win % untouched.".into(),
            },
            Choice::RepeatedOpponents => match self.repeated_opponents {
                RepeatedOpponents::EachMatch => "Melee: each match counts, so an opponent met twice is averaged in twice. No rules text does this; the scorekeeper's deep dive counts them once (\"the average is of all of your opponents, and not all your matches\").".into(),
                RepeatedOpponents::Once if self.name == "melee-2024-2025" => "Melee counted an opponent met twice once from 16 May 2024 to 12 November 2025 (in the Swiss rounds, and again in the playoff), as the scorekeeper's deep dive says: \"the average is of all of your opponents, and not all your matches\".".into(),
                RepeatedOpponents::Once => "An opponent met twice counts once: the scorekeeper's deep dive says \"the average is of all of your opponents, and not all your matches\", and MTR Appendix C averages \"each opponent that player faced\".".into(),
            },
            Choice::Results => match self.results {
                Results::BestOf => "MTR Appendix C: a match is a best-of-N, so a result is one such a match can end with (no player wins 3 games of a best-of-3), and 0-0-0 is no result.".into(),
                Results::AsRecorded => "Melee: results as recorded. 0-0-0 is a draw with no games (1 match point each), and a result a best-of-3 cannot end with, such as 3-0 or 2-2, counts its games as recorded.".into(),
                Results::AsRecordedUnplayed => "Melee until 15 May 2024: results as recorded, a result a best-of-3 cannot end with counting its games as recorded; but 0-0-0 is a match not played, which counts nothing.".into(),
            },
            Choice::EmptyFigure => match self.empty_figure {
                EmptyFigure::None => "With nothing to count there is no figure: a player with no opponents has no OMW or OGW, and one with no games no game-win %.".into(),
                EmptyFigure::Floor => "Melee: a figure with nothing to count is the floor. A player with no opponents (only byes) gets it as OMW and OGW, and one with no games as game-win %.".into(),
                EmptyFigure::Zero => "Melee until 14 April 2024: a figure with nothing to count is 0 (a player who played nothing was published with 0 everywhere).".into(),
            },
            Choice::DrawnGames => match self.drawn_games {
                DrawnGames::OnePoint => "MTR Appendix C: a drawn game, an unfinished one included, is worth 1 game point.".into(),
                DrawnGames::NoPoints => "Melee until 14 April 2024: a drawn game counted among the games played but was worth no game point, so an intentional draw (0-0-3) is 0 points over 3 games.".into(),
            },
            Choice::Playoff => match self.playoff {
                PlayoffFigures::LeftOut => "The standings are the Swiss rounds': the playoff changes no figure.".into(),
                PlayoffFigures::Counted => "Melee from 16 May 2024 to 12 November 2025: a playoff player's published figures count the playoff's matches and games as further rounds, points included.".into(),
                PlayoffFigures::WithoutPoints => "Melee until 15 May 2024: a playoff player's published figures count the playoff's matches and games, but the playoff earns no match points.".into(),
            },
            Choice::Stages => match self.stages {
                StageFigures::AtEnd => "Every figure is taken at the end of the event.".into(),
                StageFigures::AsOfStage => "Melee: a player's figures are those at the end of the last stage they played in (a first day, a second day), as Melee publishes each stage's standings.".into(),
            },
            Choice::ByesInOpponents => "MTR Appendix C: \"A player's byes are ignored when computing his or her opponents' match-win and opponents' game-win percentages.\"".into(),
            Choice::PerfectTies => "WER: a perfect tie is broken by registration order; the first player entered finishes ahead.".into(),
        }
    }
}

/// A choice a ruleset makes, for [`Ruleset::explain`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// The floor on match-win %.
    MatchWinFloor,
    /// The floor on a player's own game-win %.
    GameWinFloor,
    /// The floor on an opponent's game-win % inside OGW.
    OpponentGameWinFloor,
    /// Whether bye rounds count in match-win %.
    ByesInMatchWin,
    /// What a bye is worth in games.
    ByeGames,
    /// Whether an opponent met twice counts once.
    RepeatedOpponents,
    /// How a match's recorded games are read.
    Results,
    /// What a figure with nothing to count is.
    EmptyFigure,
    /// What a drawn game is worth in game points.
    DrawnGames,
    /// Whether a playoff enters its players' figures.
    Playoff,
    /// When a player's figures are taken.
    Stages,
    /// Byes are never opponents.
    ByesInOpponents,
    /// Perfect ties.
    PerfectTies,
}

fn floor_rule(what: &str, floor: Option<Fraction>) -> String {
    match floor {
        None => format!("No floor on {what}."),
        Some(f) if f == FLOOR_033 => {
            format!("The 0.33 floor of MTR Appendix C and DCI 1999: {what} below 0.33 is raised to 0.33.")
        }
        Some(f) if f == FLOOR_THIRD => {
            format!(
                "WLTR, the pod sheet and Melee: {what} below one third (33.33%) is raised to 1/3."
            )
        }
        Some(f) => format!("Custom floor: {what} below {f} is raised to {f}."),
    }
}

#[cfg(test)]
mod tests {

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

    use super::*;

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
            "unknown ruleset `nope`: choose one of mtr, wer, wltr, dci-1999, pod-sheet, team, cumulative, melee, melee-2024-2025, melee-spring-2024, melee-early-2024."
        );
    }
}
