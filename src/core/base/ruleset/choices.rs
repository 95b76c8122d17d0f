//! The choices a ruleset makes, one type each, with their codes for the event file, the CLI and
//! the players' link.

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
/// The event file names them `two-zero`, `not-counted` and `as-round` (the serde attribute); the
/// CLI `2-0`, `none` and `as-round` ([`ByeGames::code`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ByeGames {
    /// MTR Appendix C: a bye is a 2-0 win, 6 game points over 2 games.
    TwoZero,
    /// Pod sheet: a bye is 0-0 and leaves game-win % untouched.
    NotCounted,
    /// Melee, in some events of best-of-one rounds: a bye wins as the round's matches are won,
    /// 1-0 (3 game points over 1 game) in a round whose every match is best-of-one, 2-0 elsewhere.
    AsRound,
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
    /// Melee since 21 August 2025: an opponents' figure (OMW, OGW) with no opponent is 0.3333, the
    /// floor as Melee writes it at 4 decimals in files whose every other figure has 7 (58 players
    /// of 57 files of the archive from 21 August 2025 on, and none before); a game-win % with no
    /// games is the floor, written 0.3333333.
    FloorWritten,
    /// CardsRealm since May 2025: an opponents' figure with no opponent is 0.1 (3 players of the
    /// archive's 215 files of those dates, each with only byes); a game-win % with no games is
    /// the floor, written 0.3333.
    OneTenth,
    /// CardsRealm until May 2025: an opponents' figure with no opponent is 1 (1 player of the
    /// archive's 125 files of those dates); a game-win % with no games is the floor.
    One,
}

impl EmptyFigure {
    /// The CLI's name: `none` or `floor`.
    pub fn code(self) -> &'static str {
        match self {
            EmptyFigure::None => "none",
            EmptyFigure::Floor => "floor",
            EmptyFigure::Zero => "zero",
            EmptyFigure::FloorWritten => "floor-0.3333",
            EmptyFigure::OneTenth => "0.1",
            EmptyFigure::One => "1",
        }
    }

    /// Whether an older build of Tiebreak could not read it (event file schema 4, link version
    /// 5): the choices Melee's earlier periods and the platforms added.
    pub fn is_newer(self) -> bool {
        !matches!(self, EmptyFigure::None | EmptyFigure::Floor)
    }

    /// Reads the CLI's name.
    pub fn from_code(code: &str) -> Option<EmptyFigure> {
        [
            EmptyFigure::None,
            EmptyFigure::Floor,
            EmptyFigure::Zero,
            EmptyFigure::FloorWritten,
            EmptyFigure::OneTenth,
            EmptyFigure::One,
        ]
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
/// The event file and the CLI name them `left-out`, `counted`, `no-points`, `by-round` and
/// `everyone` ([`PlayoffFigures::code`]).
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
    /// Melee from 20 April to 15 May 2024, in the events whose published points count the
    /// playoff's: the playoff counted with its match points, and a playoff player's figures taken
    /// at the end of the last playoff round they played, everyone's records as they then stood.
    ByRound,
    /// Melee, in some events with a playoff (SCG's last chance and regional qualifiers, MXP's
    /// RCQs, the finale-geddon gauntlets, leagues' top 8): the playoff counted with its match
    /// points in every player's figures, so that a player out before it has their opponents'
    /// records with their playoff matches (2025's 197805: KenN1's OMW 13/20 as published).
    Everyone,
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

/// What a round a player did not play is in their match-win %: after a drop, before a late
/// entry's first round, or between.
///
/// The event file and the CLI name them `left-out` and `lost` ([`UnplayedRounds::code`]).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(into = "&str", try_from = "String")]
pub enum UnplayedRounds {
    /// Left out: a match-win % is over the rounds the player played (MTR Appendix C).
    #[default]
    LeftOut,
    /// Lost: a match-win % is over every Swiss round, a round not played a loss with no games
    /// (CardsRealm until May 2025).
    Lost,
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
codes!(PlayoffFigures, LeftOut => "left-out", Counted => "counted", WithoutPoints => "no-points", ByRound => "by-round", Everyone => "everyone");
codes!(StageFigures, AtEnd => "end", AsOfStage => "stage");
codes!(UnplayedRounds, LeftOut => "left-out", Lost => "lost");

impl ByeGames {
    /// The CLI's name: `2-0`, `none` or `as-round`.
    pub fn code(self) -> &'static str {
        match self {
            ByeGames::TwoZero => "2-0",
            ByeGames::NotCounted => "none",
            ByeGames::AsRound => "as-round",
        }
    }

    /// Reads the CLI's name; `0-0` is another name for `none`.
    pub fn from_code(code: &str) -> Option<ByeGames> {
        match code {
            "2-0" => Some(ByeGames::TwoZero),
            "none" | "0-0" => Some(ByeGames::NotCounted),
            "as-round" => Some(ByeGames::AsRound),
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

/// What a match earns in match points: a win, and a draw (a loss earns none). MTR Appendix C
/// gives 3 and 1; Topdeck lets an event choose its own (2024-07-14's Atarka Rizzcord Vintage: 5
/// and 1; 2024-05-26's Lotus Open: 4 and 2). A match-win % is a player's match points over a
/// win's for each round, so the choice moves OMW too.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchPoints {
    /// A win's match points, a bye's too: 1 to [`MatchPoints::MAX_WIN`].
    pub win: u32,
    /// A draw's match points: at most a win's.
    pub draw: u32,
}

impl Default for MatchPoints {
    fn default() -> MatchPoints {
        MatchPoints { win: 3, draw: 1 }
    }
}

impl MatchPoints {
    /// The most a win can be worth: more than any platform gives, and few enough that a
    /// player's match points over the most rounds an event holds fit in a `u32` many times over.
    pub const MAX_WIN: u32 = 100;

    /// The code the CLI, the event file and the players' link write: `3-1`, a win's then a
    /// draw's.
    pub fn code(self) -> String {
        format!("{}-{}", self.win, self.draw)
    }

    /// Reads [`MatchPoints::code`]: a win from 1 to [`MatchPoints::MAX_WIN`] and a draw from 0
    /// to the win, in digits.
    pub fn from_code(code: &str) -> Option<MatchPoints> {
        let (win, draw) = code.split_once('-')?;
        let digits = |t: &str| {
            (!t.is_empty() && t.len() <= 3 && t.bytes().all(|b| b.is_ascii_digit()))
                .then(|| t.parse::<u32>().ok())
                .flatten()
        };
        MatchPoints {
            win: digits(win)?,
            draw: digits(draw)?,
        }
        .checked()
    }

    /// The match points of `won` rounds won (byes included) and `drawn` rounds drawn: the one
    /// home of that sum, for a record's points (`Record::match_points`) and an archive file's
    /// (`Counts::points`). Saturates at `u32::MAX` rather than wrapping.
    pub fn earned(self, won: u32, drawn: u32) -> u32 {
        self.win
            .saturating_mul(won)
            .saturating_add(self.draw.saturating_mul(drawn))
    }

    /// Itself, where a win is worth 1 to [`MatchPoints::MAX_WIN`] and a draw at most a win.
    pub fn checked(self) -> Option<MatchPoints> {
        ((1..=MatchPoints::MAX_WIN).contains(&self.win) && self.draw <= self.win).then_some(self)
    }
}

/// A choice a ruleset makes, for [`Ruleset::explain`](super::Ruleset::explain).
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
    /// What a round a player did not play is in their match-win %.
    UnplayedRounds,
    /// What a win and a draw earn in match points.
    MatchPoints,
    /// Byes are never opponents.
    ByesInOpponents,
    /// Perfect ties.
    PerfectTies,
}
