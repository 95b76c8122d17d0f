//! The presets: each source's ruleset by name, MTR's as the default, and Melee's rules by period.

use crate::core::base::error::InputError;
use crate::core::base::fraction::Fraction;

use super::choices::{
    ByeGames, DrawnGames, EmptyFigure, MatchPoints, PlayoffFigures, RepeatedOpponents, Results,
    StageFigures, Tiebreaker, UnplayedRounds,
};
use super::fields::Ruleset;

/// A preset: its name, a one-line summary, and the source it comes from.
#[derive(Clone, Copy, Debug)]
pub struct Preset {
    /// The name used by the CLI and the app.
    pub name: &'static str,
    /// Its name in words, for a menu beside the code: "Magic Tournament Rules".
    pub title: &'static str,
    /// One line for a menu.
    pub summary: &'static str,
    /// Where the preset comes from, in `shared/rules/` or `shared/real-events/`.
    pub source: &'static str,
    /// How a figure computed under it is introduced beside another's: "by the MTR text 61.64%".
    pub by: &'static str,
}

/// The place in [`PRESETS`] of the first of the other platforms' presets (`cardsrealm`).
const FIRST_PLATFORM_PRESET: usize = 11;

/// Every preset, the default (`mtr`) first, then Melee's by period, then the other platforms'.
pub const PRESETS: [Preset; 15] = [
    Preset {
        name: "mtr",
        title: "Magic Tournament Rules",
        summary: "Magic Tournament Rules: byes are 2-0 wins that count, every percentage floored at 0.33.",
        source: "MTR Appendix C (mtr-appendix-c.txt)",
        by: "by the MTR text",
    },
    Preset {
        name: "wer",
        title: "Wizards Event Reporter",
        summary: "Wizards Event Reporter: byes left out of match-win %, no floor on game-win %, repeat opponents once.",
        source: "Tiebreaker deep dive, on WER (tiebreaker-deep-dive.txt)",
        by: "as WER computes it",
    },
    Preset {
        name: "wltr",
        title: "WLTR, floor one third",
        summary: "WLTR: as MTR, but the floor is exactly one third.",
        source: "Tiebreaker deep dive, on WLTR's 33.3(repeating)% floor (tiebreaker-deep-dive.txt)",
        by: "as WLTR computes it",
    },
    Preset {
        name: "dci-1999",
        title: "DCI 1999 sheet",
        summary: "DCI 1999 sheet: no floor on a player's own game-win %, opponents still floored at 0.33.",
        source: "DCI tiebreakers, 1999 (dci-tiebreakers-1999.txt)",
        by: "by the DCI 1999 sheet",
    },
    Preset {
        name: "pod-sheet",
        title: "Store draft pod sheet",
        summary: "Store draft pod sheet: byes are 0-0 and left out of match-win % and game-win %, floor one third.",
        source: "Draft pod sheet (draft-pod-sheet.txt)",
        by: "by the pod sheet",
    },
    Preset {
        name: "team",
        title: "Team Swiss",
        summary: "Team Swiss (WER): match points, then OMW, then OOMW.",
        source: "Tiebreaker deep dive, Team Swiss Tournaments (tiebreaker-deep-dive.txt)",
        by: "by the team Swiss order",
    },
    Preset {
        name: "cumulative",
        title: "Cumulative (early 2010s)",
        summary: "Early-2010s premier events: match points, Cumulative, then OMW, GWP, OGW.",
        source: "Tiebreaker deep dive, Older Tournaments and Cumulative (tiebreaker-deep-dive.txt)",
        by: "by the Cumulative order",
    },
    Preset {
        name: "melee",
        title: "Melee since November 2025",
        summary: "Melee (melee.gg) since 13 November 2025: floor one third, an opponent met twice counts twice, 0.3333 for an opponents' figure with nothing to count, results as recorded, each player's figures as of their last stage, the playoff left out.",
        source: "The standings Melee published from 13 November 2025 (and 21 to 26 August 2025): the 43 events of real-events/melee-2026 agree, and of the archive's 1,304 files of those dates, judged at each file's precision, 1,083 agree, 221 more where the file can check, none differs (docs/archive-unexplained.md); 58 players with nothing to count are published 0.3333, none one third",
        by: "as Melee computes it",
    },
    Preset {
        name: "melee-2024-2025",
        title: "Melee, May 2024 to November 2025",
        summary: "Melee from 16 May 2024 to 12 November 2025: as melee, but a player's own game-win % is not floored, an opponent met twice counts once, and the playoff counts in its players' figures.",
        source: "The standings Melee published from 16 May 2024 to 12 November 2025 (but 21 to 26 August 2025): of the archive's 1,863 files of those dates, judged at each file's precision, 1,116 agree, 695 more where the file can check, 43 differ, 7 refused (real-events/melee-archive, docs/archive-unexplained.md); organizers' choices settled from the published figures: in 23 files the playoff counts in every player's opponents, in 3 a bye of a best-of-one round is 1-0 in games",
        by: "as Melee computed it in 2024 and 2025",
    },
    Preset {
        name: "melee-spring-2024",
        title: "Melee, April to May 2024",
        summary: "Melee from 15 April to 15 May 2024: as melee, but an opponent met twice counts once, a playoff player's figures count the playoff's matches and games, without match points, and a match recorded 0-0-0 was not played.",
        source: "The standings Melee published from 15 April to 15 May 2024: of the archive's 97 files of those dates, judged at each file's precision, 47 agree, 39 more where the file can check, 11 differ (19 of them with a playoff figured by round, an organizer's choice settled from the published figures); many list only some matches and publish every record as 0-0-0, which hides what they lack (real-events/melee-archive). An opponent met twice counts once: saltfest-orlando-82122's Brian Wade, who met Joe Dixon in rounds 3 and 7, was published at OMW 0.53365079 = 1681/3150 (each match: 2011/3780), and 2 files of 2024 agree that did not, none fewer",
        by: "as Melee computed it in spring 2024",
    },
    Preset {
        name: "melee-early-2024",
        title: "Melee until April 2024",
        summary: "Melee until 14 April 2024: as melee-spring-2024, but a drawn game is worth no game point, and a figure with nothing to count is 0.",
        source: "The standings Melee published until 14 April 2024: of the archive's 347 files of those dates, judged at each file's precision, 198 agree, 27 more where the file can check, 119 differ, 3 refused; many list only some matches and publish every record as 0-0-0 (real-events/melee-archive)",
        by: "as Melee computed it in early 2024",
    },
    Preset {
        name: "cardsrealm",
        title: "CardsRealm since May 2025",
        summary: "CardsRealm (cardsrealm.com) since 18 May 2025: floor one third on opponents' figures, a player's own game-win % not floored, results as recorded (0-0-0 a draw), a match-win % over the rounds played, the playoff left out.",
        source: "The standings CardsRealm published from 18 May 2025 (real-events/cardsrealm), at 4 decimals: in the archive's 215 files of those dates every OMW of a player whose matches the file holds agrees under one third (6,420 of 6,420; 0.33 gives 2,901), own GW unfloored (6,436 of 6,436; floored at one third, 4,995), a 0-0-0 match a drawn round (6,420; as a loss or no round, 6,313)",
        by: "as CardsRealm computes it",
    },
    Preset {
        name: "cardsrealm-early-2025",
        title: "CardsRealm until May 2025",
        summary: "CardsRealm until 17 May 2025: as cardsrealm, but a player's own game-win % is floored at one third, and a match-win % counts every Swiss round, a round not played as lost.",
        source: "The standings CardsRealm published until 17 May 2025 (real-events/cardsrealm), at 3 decimals: in the archive's 125 files of those dates, 4,082 of 4,090 OMW of players whose matches the file holds agree counting every Swiss round (over the rounds played, 3,069), and 4,110 of 4,110 GW with the floor of one third (none, 3,168)",
        by: "as CardsRealm computed it until May 2025",
    },
    Preset {
        name: "topdeck",
        title: "Topdeck",
        summary: "Topdeck (topdeck.gg): opponents' match-win % and game-win % floored at 0.33, a player's own game-win % not floored, an opponent met twice counts once, a registered player who played nothing published at 0, the playoff left out.",
        source: "The standings Topdeck published in 2024 (real-events/topdeck): of the archive's 80 files, 79 give every published point and OMW exactly (doubles, to 1e-9); a floor of one third, or none, gives 896 of the 2,347 rows, the 0.33 floor 2,340; counting each match of an opponent met twice loses 2 rows. Its files record who won each match (1-0-0, 0-0-1), not the games",
        by: "as Topdeck computes it",
    },
    Preset {
        name: "manatraders",
        title: "ManaTraders",
        summary: "ManaTraders (manatraders.com): as the DCI 1999 sheet, floor 0.33 on opponents' figures, a player's own game-win % not floored, byes 2-0 wins, the playoff left out.",
        source: "The standings ManaTraders published in 2024 (real-events/manatraders): all 268 rows of its 3 files agree at 3 decimals; the floor of one third gives 159 OMW, counting the playoff 152, a bye as an opponent 169",
        by: "as ManaTraders computes it",
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
/// An opponents' figure with no opponent, as Melee writes it since 21 August 2025
/// ([`EmptyFigure::FloorWritten`]): 0.3333.
pub const MELEE_EMPTY: Fraction = Fraction::new_const(3333, 10000);

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

/// The preset of a new event, and of the CLI and the check page when none is named: MTR
/// Appendix C.
pub const DEFAULT_PRESET: &str = "mtr";

impl Default for Ruleset {
    /// MTR Appendix C, the current official text. An opponent met twice counts once, as the deep
    /// dive says and as "each opponent that player faced" reads.
    fn default() -> Ruleset {
        Ruleset {
            name: DEFAULT_PRESET.into(),
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
            unplayed_rounds: UnplayedRounds::LeftOut,
            match_points: MatchPoints::default(),
        }
    }
}

impl Ruleset {
    /// Whether this is exactly the preset it is named after, so that its name alone says it (the
    /// event file and the players' link write such a ruleset by its name).
    pub fn is_preset(&self) -> bool {
        Ruleset::preset(&self.name).is_ok_and(|p| p == *self)
    }

    /// Whether a build before the platforms' presets (issue 42) could not read this ruleset: one
    /// of those presets, or a ruleset chosen by hand that makes a choice they added (a round not
    /// played lost; 0.1 or 1 for a figure with nothing to count). The event file writes such a
    /// ruleset as schema 5, the players' link as version 7.
    pub fn is_of_the_platforms(&self) -> bool {
        if self.is_preset() {
            PRESETS[..FIRST_PLATFORM_PRESET]
                .iter()
                .all(|p| p.name != self.name)
        } else {
            self.unplayed_rounds != UnplayedRounds::default()
                || matches!(self.empty_figure, EmptyFigure::OneTenth | EmptyFigure::One)
        }
    }

    /// Whether the ruleset makes a choice that Melee's organizers made per event and Tiebreak
    /// settles for a Melee file from its published figures: a bye worth as its round's matches
    /// are won ([`ByeGames::AsRound`]), or a playoff figured by round or in everyone's figures
    /// ([`PlayoffFigures::ByRound`], [`PlayoffFigures::Everyone`]). The event file writes such a
    /// ruleset as schema 7, the players' link as version 9.
    pub fn makes_event_choice(&self) -> bool {
        self.bye_games == ByeGames::AsRound
            || matches!(
                self.playoff,
                PlayoffFigures::ByRound | PlayoffFigures::Everyone
            )
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
            empty_figure: EmptyFigure::FloorWritten,
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
                empty_figure: EmptyFigure::Floor,
                ..melee
            },
            "melee-spring-2024" => Ruleset {
                name: "melee-spring-2024".into(),
                repeated_opponents: RepeatedOpponents::Once,
                playoff: PlayoffFigures::WithoutPoints,
                results: Results::AsRecordedUnplayed,
                empty_figure: EmptyFigure::Floor,
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
            "cardsrealm" => Ruleset {
                name: "cardsrealm".into(),
                match_win_floor: Some(FLOOR_THIRD),
                game_win_floor: None,
                opponent_game_win_floor: Some(FLOOR_THIRD),
                results: Results::AsRecorded,
                empty_figure: EmptyFigure::OneTenth,
                ..mtr.clone()
            },
            "cardsrealm-early-2025" => Ruleset {
                name: "cardsrealm-early-2025".into(),
                match_win_floor: Some(FLOOR_THIRD),
                game_win_floor: Some(FLOOR_THIRD),
                opponent_game_win_floor: Some(FLOOR_THIRD),
                results: Results::AsRecorded,
                unplayed_rounds: UnplayedRounds::Lost,
                empty_figure: EmptyFigure::One,
                ..mtr.clone()
            },
            "topdeck" => Ruleset {
                name: "topdeck".into(),
                game_win_floor: None,
                empty_figure: EmptyFigure::Zero,
                ..mtr
            },
            "manatraders" => Ruleset {
                name: "manatraders".into(),
                game_win_floor: None,
                ..mtr
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
}
