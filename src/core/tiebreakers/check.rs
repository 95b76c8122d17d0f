//! "Check my tiebreakers": OMW and OGW from records a player types, with no event.
//!
//! A player reading another program's standings knows their own record and their opponents'
//! records. [`check`] turns those into the same tallies an event gives, and runs them through the
//! same percentages, floors and averages as [`compute`](crate::core::compute), so the explanation is
//! the one the event pages show.
//!
//! ```
//! use tiebreak::core::tiebreakers::check::{check, parse_record, Totals};
//! use tiebreak::core::{Fraction, Ruleset};
//! // MTR Appendix C / DCI 1999, player F's eight opponents.
//! let opponents: Vec<Totals> = ["4-4-0", "7-1-0", "1-3-1", "3-3-1", "6-2-0", "5-2-1", "4-3-1", "6-1-1"]
//!     .iter()
//!     .map(|r| {
//!         let (wins, losses, draws) = parse_record(r).unwrap();
//!         Totals { wins, losses, draws, ..Totals::default() }
//!     })
//!     .collect();
//! let you = Totals { wins: 6, losses: 2, ..Totals::default() };
//! let e = check(&Ruleset::default(), &you, &opponents).unwrap();
//! let omw = e.figures.iter().find(|f| f.code == "omw").unwrap();
//! assert_eq!(omw.exact, Some(Fraction::new(20711, 33600)));
//! assert_eq!(omw.display, "61.64%");
//! ```

use crate::core::base::error::InputError;
use crate::core::base::ruleset::{Choice, MatchPoints, Ruleset, Tiebreaker};
use crate::core::model::event::{Event, Player};
use crate::core::model::limits::MAX_BEST_OF;
use crate::core::model::limits::MAX_ROUNDS;
use crate::core::tiebreakers::report::{explain, Explanation};
use crate::core::tiebreakers::standings::{
    finish, OpponentLine, Record, Tally, POINTS_FOR_GAME_DRAW, POINTS_FOR_GAME_WIN,
};

/// Games won, lost and drawn (a drawn or unfinished game counts 1 game point).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Games {
    /// Games won.
    pub won: u32,
    /// Games lost.
    pub lost: u32,
    /// Games drawn or unfinished.
    pub drawn: u32,
}

/// What a player typed about one player: a match record, byes, and optionally games.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Totals {
    /// A name to show, or empty for "Opponent 3".
    pub name: String,
    /// Matches won, not counting byes.
    pub wins: u32,
    /// Matches lost.
    pub losses: u32,
    /// Matches drawn.
    pub draws: u32,
    /// Byes.
    pub byes: u32,
    /// Games in the matches played (byes not included: the ruleset says what a bye is worth).
    pub games: Option<Games>,
}

impl Totals {
    /// A match record with no byes and no games (the tests' shorthand).
    #[cfg(test)]
    fn from_record((wins, losses, draws): (u32, u32, u32)) -> Totals {
        Totals {
            wins,
            losses,
            draws,
            ..Totals::default()
        }
    }

    /// Refuses a record no event can give: more rounds than [`MAX_ROUNDS`], or more games than
    /// its matches can hold (at most `2 × MAX_BEST_OF` each: 5-4 and 9 drawn games in a
    /// best-of-9). Within these bounds every count of [`Totals::tally`] and the standings fits
    /// in a `u32` with room to spare, so nothing typed can overflow.
    fn check_size(&self, who: &str) -> Result<(), InputError> {
        let matches = u64::from(self.wins) + u64::from(self.losses) + u64::from(self.draws);
        let rounds = matches + u64::from(self.byes);
        if rounds > u64::from(MAX_ROUNDS) {
            return Err(InputError::new(format!(
                "{who} has {rounds} rounds in their record, but an event has at most {MAX_ROUNDS}: check the numbers."
            )));
        }
        if let Some(g) = self.games {
            let games = u64::from(g.won) + u64::from(g.lost) + u64::from(g.drawn);
            let most = matches * 2 * u64::from(MAX_BEST_OF);
            if games > most {
                return Err(InputError::new(format!(
                    "{who} has {games} games in {matches} {}, more than fit (at most {most}): check the game record.",
                    if matches == 1 { "match" } else { "matches" }
                )));
            }
        }
        Ok(())
    }

    /// The tally of these totals, once [`Totals::check_size`] has passed: at most 60 rounds of
    /// 18 games, so the sums below are far from `u32::MAX`.
    fn tally(&self) -> Tally {
        let games = self.games.unwrap_or_default();
        Tally::from_totals(
            Record {
                wins: self.wins,
                losses: self.losses,
                draws: self.draws,
                byes: self.byes,
                missed: 0,
                lost_byes: 0,
                unplayed: 0,
                unscored: 0,
            },
            POINTS_FOR_GAME_WIN * games.won + POINTS_FOR_GAME_DRAW * games.drawn,
            games.won + games.lost + games.drawn,
        )
    }
}

/// Reads `4-4-0` (or `4-4`, draws left out) as wins, losses and draws.
pub fn parse_record(text: &str) -> Result<(u32, u32, u32), InputError> {
    let parts: Vec<&str> = text.trim().split(['-', '–', '/']).map(str::trim).collect();
    let numbers: Option<Vec<u32>> = parts.iter().map(|p| p.parse().ok()).collect();
    match (parts.len(), numbers) {
        (2, Some(n)) => Ok((n[0], n[1], 0)),
        (3, Some(n)) => Ok((n[0], n[1], n[2])),
        _ => Err(InputError::new(format!(
            "`{}` is not a record: write wins-losses-draws, such as 4-3-1.",
            text.trim()
        ))),
    }
}

/// The check page's form as typed: the ruleset's name, your record, byes and game record, and each
/// opponent's line (name, record, game record). Lines with neither a name nor a record are left
/// out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Form {
    /// A preset's name (`mtr`).
    pub ruleset: String,
    /// Your record (`4-3-1`), or nothing.
    pub record: String,
    /// Your byes (`0`).
    pub byes: String,
    /// Your game record (`9-5-1`), or nothing.
    pub games: String,
    /// Each opponent's name, record and game record.
    pub opponents: Vec<(String, String, String)>,
    /// A win's and a draw's match points (`5-1`, an event's own, as Topdeck lets it choose), or
    /// nothing for the ruleset's (3-1).
    pub match_points: String,
}

/// The ruleset `name` with the form's match points, if it gives any.
fn rules_of(name: &str, form: &Form) -> Result<Ruleset, InputError> {
    let mut rules = Ruleset::preset(name).map_err(|e| e.to_string())?;
    let points = form.match_points.trim();
    if !points.is_empty() {
        rules.match_points = MatchPoints::from_code(points).ok_or_else(|| {
            format!(
                "Match points: `{}` is not a win's and a draw's points: write them like 3-1, a win from 1 to {} and a draw no more than a win.",
                crate::core::base::error::one_line(points.chars().take(20).collect()),
                MatchPoints::MAX_WIN
            )
        })?;
        // Named as an import names an event's own choice: `topdeck, match points 5-1`.
        if rules.match_points != MatchPoints::default() {
            rules.name = format!("{name}, match points {}", rules.match_points.code());
        }
    }
    Ok(rules)
}

/// Reads an optional game record such as `9-5-1`, for the line `who`.
fn game_record(text: &str, who: &str) -> Result<Option<Games>, String> {
    if text.trim().is_empty() {
        return Ok(None);
    }
    let (won, lost, drawn) = parse_record(text).map_err(|_| {
        format!(
            "{who}: `{}` is not a game record: write games won-lost-drawn, such as 9-5-1.",
            text.trim()
        )
    })?;
    Ok(Some(Games { won, lost, drawn }))
}

/// Reads the check page's form and explains it ([`check`]), or says in one sentence which line
/// is wrong and why.
pub fn check_form(form: &Form) -> Result<Explanation, InputError> {
    let rules = rules_of(&form.ruleset, form)?;
    let filled: Vec<(usize, &(String, String, String))> = form
        .opponents
        .iter()
        .enumerate()
        .filter(|(_, (name, record, _))| !record.trim().is_empty() || !name.trim().is_empty())
        .collect();
    if filled.is_empty() {
        return Err(InputError::new("Type at least one opponent's record."));
    }
    let mut list = Vec::new();
    for (i, (name, record, games)) in filled {
        let who = if name.trim().is_empty() {
            format!("Opponent {}", i + 1)
        } else {
            name.trim().to_string()
        };
        let (wins, losses, draws) = parse_record(record).map_err(|e| format!("{who}: {e}"))?;
        list.push(Totals {
            name: name.clone(),
            wins,
            losses,
            draws,
            byes: 0,
            games: game_record(games, &who)?,
        });
    }
    let mut you = Totals {
        name: "You".into(),
        ..Totals::default()
    };
    if !form.record.trim().is_empty() {
        let (w, l, d) = parse_record(&form.record).map_err(|e| format!("Your record: {e}"))?;
        you.wins = w;
        you.losses = l;
        you.draws = d;
    }
    you.byes = form.byes.trim().parse().map_err(|_| {
        format!(
            "Byes: `{}` is not a number: type 0, 1 or 2.",
            form.byes.trim()
        )
    })?;
    you.games = game_record(&form.games, "Your games")?;
    check(&rules, &you, &list)
}

/// Computes and explains the tiebreakers of `you` against `opponents` under `ruleset`.
///
/// Each opponent's record includes their match against you. OGW is only given when every
/// opponent has a game record; OOMW and Cumulative need a whole event and are left out.
pub fn check(
    ruleset: &Ruleset,
    you: &Totals,
    opponents: &[Totals],
) -> Result<Explanation, InputError> {
    let name = |i: usize, t: &Totals| {
        if t.name.trim().is_empty() {
            format!("Opponent {}", i + 1)
        } else {
            t.name.trim().to_string()
        }
    };
    if opponents.is_empty() {
        return Err(InputError::new(
            "add at least one opponent's record: OMW is an average over your opponents.",
        ));
    }
    if opponents.len() > MAX_ROUNDS as usize {
        return Err(InputError::new(format!(
            "{} opponents is more than an event has rounds (at most {MAX_ROUNDS}): check the list.",
            opponents.len()
        )));
    }
    let you_name = if you.name.trim().is_empty() {
        "You".to_string()
    } else {
        you.name.trim().to_string()
    };
    you.check_size(&you_name)?;
    for (i, o) in opponents.iter().enumerate() {
        o.check_size(&name(i, o))?;
        if o.wins == 0 && o.losses == 0 && o.draws == 0 {
            return Err(InputError::new(format!(
                "{} has no match in their record, but they played you: their record counts that match too.",
                name(i, o)
            )));
        }
        if o.games
            .is_some_and(|g| g.won == 0 && g.lost == 0 && g.drawn == 0)
        {
            return Err(InputError::new(format!(
                "{} has a game record of 0 games: leave it empty, or give the games of all their matches.",
                name(i, o)
            )));
        }
    }

    let mut event = Event::default();
    event.players.push(Player::named(you_name));
    let mut you_tally = you.tally();
    let mut tallies = Vec::with_capacity(opponents.len() + 1);
    for (i, o) in opponents.iter().enumerate() {
        // Player names must be told apart for the explanation, so fall back to the number.
        let mut shown = name(i, o);
        if event.player_named(&shown).is_some() {
            shown = format!("{shown} ({})", i + 1);
        }
        event.players.push(Player::named(shown));
        you_tally.met.push(OpponentLine {
            opponent: i + 1,
            round: i as u32 + 1,
        });
    }
    // At most MAX_ROUNDS opponents and byes (checked above), so these numbers stay small.
    let k = opponents.len() as u32;
    you_tally.bye_rounds = (k + 1..=k + you.byes).collect();
    tallies.push(you_tally);
    tallies.extend(opponents.iter().map(Totals::tally));

    let mut standings = finish(tallies, ruleset).map_err(|e| InputError::new(e.to_string()))?;
    if opponents.iter().any(|o| o.games.is_none()) {
        standings.players[0].ogw = Default::default();
    }
    let mut e = explain(&event, &standings, 0);
    e.figures.retain(|f| match f.tiebreaker {
        Tiebreaker::OpponentsOpponentsMatchWinPct | Tiebreaker::Cumulative => false,
        Tiebreaker::GameWinPct => you.games.is_some(),
        _ => true,
    });
    if opponents.iter().any(|o| o.games.is_none()) {
        for f in &mut e.figures {
            if f.tiebreaker == Tiebreaker::OpponentsGameWinPct {
                f.opponents.clear();
                f.steps = vec![crate::core::tiebreakers::report::Step {
                    text: "Give every opponent's game record to see OGW.".into(),
                    floor: false,
                }];
            }
        }
    }
    e.rank = 0;
    e.ranking.clear();
    Ok(e)
}

/// One figure of the check page under two rulesets, side by side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComparedFigure {
    /// Its code: `omw`.
    pub code: &'static str,
    /// Its name: "Opponents' match-win %".
    pub label: &'static str,
    /// The value under the first ruleset, as people read it.
    pub first: String,
    /// The value under the second.
    pub second: String,
    /// Whether the two exact values differ.
    pub differs: bool,
    /// Both in one sentence: `by the MTR text 61.64%; as Melee computes it 61.73%`.
    pub sentence: String,
}

/// The check page's figures under its ruleset and a second one, and the choices that differ.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comparison {
    /// The first ruleset's name (the form's).
    pub first: String,
    /// The second ruleset's name.
    pub second: String,
    /// Every figure both give, in the breakdown's order.
    pub figures: Vec<ComparedFigure>,
    /// The choices on which the two rulesets differ ([`Ruleset::differences`]).
    pub differences: Vec<String>,
}

impl Comparison {
    /// Each figure the two rulesets give differently, in a sentence: `Opponents' match-win %: by
    /// the MTR text 61.64%; as Melee computes it 61.68%.`
    pub fn differing(&self) -> Vec<String> {
        self.figures
            .iter()
            .filter(|f| f.differs)
            .map(|f| format!("{}: {}.", f.label, f.sentence))
            .collect()
    }

    /// The choices on which the two rulesets differ, in a sentence.
    pub fn choices(&self) -> String {
        if self.differences.is_empty() {
            format!("{} and {} make the same choices.", self.first, self.second)
        } else {
            format!(
                "The choices that differ ({} against {}): {}.",
                self.first,
                self.second,
                self.differences.join("; ")
            )
        }
    }
}

/// How a preset's figure is introduced: its [`crate::core::base::ruleset::Preset::by`], else `under NAME`.
fn by(name: &str) -> String {
    crate::core::base::ruleset::PRESETS
        .iter()
        .find(|p| p.name == name)
        .map_or_else(|| format!("under {name}"), |p| p.by.to_string())
}

/// The form under its own ruleset and under `other`, side by side: "by the MTR text 61.64%; as
/// Melee computes it 61.73%", with the choices that differ named. `Err` is the form's sentence,
/// or an unknown ruleset's.
pub fn compare_form(form: &Form, other: &str) -> Result<Comparison, InputError> {
    let first = check_form(form)?;
    let second = check_form(&Form {
        ruleset: other.to_string(),
        ..form.clone()
    })?;
    let (a, b) = (rules_of(&form.ruleset, form)?, rules_of(other, form)?);
    let figures = first
        .figures
        .iter()
        .filter_map(|f| {
            let g = second.figures.iter().find(|g| g.code == f.code)?;
            // A figure each shows as a step, not a value (OGW without every game record).
            if f.exact.is_none() && g.exact.is_none() {
                return None;
            }
            let differs = f.exact != g.exact;
            let sentence = if differs {
                format!(
                    "{} {}; {} {}",
                    by(&form.ruleset),
                    f.display,
                    by(other),
                    g.display
                )
            } else {
                format!("{} under both", f.display)
            };
            Some(ComparedFigure {
                code: f.code,
                label: f.label,
                first: f.display.clone(),
                second: g.display.clone(),
                differs,
                sentence,
            })
        })
        .collect();
    Ok(Comparison {
        first: a.name.clone(),
        second: b.name.clone(),
        figures,
        differences: a.differences_where(&b, &|c| !matches!(c, Choice::Playoff | Choice::Stages)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Fraction;

    /// DCI 1999's player F, typed with a game record for each opponent: the MTR text and Melee
    /// side by side, and the choices that make them differ.
    #[test]
    fn two_rulesets_side_by_side_name_the_choices_that_differ() {
        let form = Form {
            ruleset: "mtr".into(),
            record: "6-2-0".into(),
            byes: "0".into(),
            games: String::new(),
            opponents: [
                "4-4-0", "7-1-0", "1-3-1", "3-3-1", "6-2-0", "5-2-1", "4-3-1", "6-1-1",
            ]
            .iter()
            .map(|r| (String::new(), r.to_string(), String::new()))
            .collect(),
            match_points: String::new(),
        };
        let c = compare_form(&form, "melee").unwrap();
        assert_eq!((c.first.as_str(), c.second.as_str()), ("mtr", "melee"));
        let omw = c.figures.iter().find(|f| f.code == "omw").unwrap();
        // 1-3-1 is 4/15 = 26.67%: 0.33 under the MTR, one third under Melee.
        assert_eq!(
            omw.sentence,
            "by the MTR text 61.64%; as Melee computes it 61.68%"
        );
        assert!(omw.differs);
        let mp = c.figures.iter().find(|f| f.code == "mp").unwrap();
        assert_eq!(mp.sentence, "18 under both");
        assert_eq!(
            c.differing(),
            ["Opponents' match-win %: by the MTR text 61.64%; as Melee computes it 61.68%."]
        );
        assert_eq!(c.choices(), "The choices that differ (mtr against melee): the floor: 0.33 against one third; an opponent met twice: counted once against each match counts; a figure with nothing to count: no figure against 0.3333 for OMW and OGW, the floor for GW; results: possible in the best-of against as recorded.");
        assert_eq!(
            c.differences,
            [
                "the floor: 0.33 against one third",
                "an opponent met twice: counted once against each match counts",
                "a figure with nothing to count: no figure against 0.3333 for OMW and OGW, the floor for GW",
                "results: possible in the best-of against as recorded"
            ]
        );
        assert_eq!(
            compare_form(&form, "nope").unwrap_err().to_string(),
            "unknown ruleset `nope`: choose one of mtr, wer, wltr, dci-1999, pod-sheet, team, cumulative, melee, melee-2024-2025, melee-spring-2024, melee-early-2024, cardsrealm, cardsrealm-early-2025, topdeck, manatraders."
        );
    }

    /// An event's own match points (Topdeck's 5-1): a match-win % is match points over 5 a
    /// round, and a typo is refused in a sentence.
    #[test]
    fn the_form_counts_an_events_own_match_points() {
        let form = |points: &str| Form {
            ruleset: "topdeck".into(),
            record: "2-1-0".into(),
            byes: "0".into(),
            opponents: ["3-1-1", "1-2-0"]
                .iter()
                .map(|r| (String::new(), r.to_string(), String::new()))
                .collect(),
            match_points: points.into(),
            ..Form::default()
        };
        let omw = |points: &str| {
            let e = check_form(&form(points)).unwrap();
            let f = e.figures.iter().find(|f| f.code == "omw").unwrap().exact;
            let mp = e.figures.iter().find(|f| f.code == "mp").unwrap().exact;
            (f, mp)
        };
        // 3-1: (10/15 + 3/9) / 2 = 1/2; 5-1: (16/25 + 5/15) / 2 = 73/150. 2 wins: 6, or 10.
        assert_eq!(
            omw(""),
            (Some(Fraction::new(1, 2)), Some(Fraction::new(6, 1)))
        );
        assert_eq!(omw("3-1"), omw(""));
        assert_eq!(
            omw(" 5-1 "),
            (Some(Fraction::new(73, 150)), Some(Fraction::new(10, 1)))
        );
        // Named as an import names an event's own points; 3-1 keeps the preset's name.
        assert_eq!(
            check_form(&form("5-1")).unwrap().ruleset,
            "topdeck, match points 5-1"
        );
        assert_eq!(check_form(&form("3-1")).unwrap().ruleset, "topdeck");
        assert_eq!(
            check_form(&form("5-9")).unwrap_err().to_string(),
            "Match points: `5-9` is not a win's and a draw's points: write them like 3-1, a win from 1 to 100 and a draw no more than a win."
        );
        // Compared with another preset, both count the event's points: no match points differ.
        let c = compare_form(&form("5-1"), "mtr").unwrap();
        assert_eq!(c.choices(), "The choices that differ (topdeck, match points 5-1 against mtr, match points 5-1): the game-win floor: none against 0.33; a figure with nothing to count: 0 against no figure.");
        // Each figure is still introduced by its preset's words.
        let gw = compare_form(
            &Form {
                games: "1-5-0".into(),
                ..form("5-1")
            },
            "mtr",
        )
        .unwrap();
        let gw = gw.figures.iter().find(|f| f.code == "gwp").unwrap();
        assert_eq!(
            gw.sentence,
            "as Topdeck computes it 16.67%; by the MTR text 33.00%"
        );
        let mp = c.figures.iter().find(|f| f.code == "mp").unwrap();
        assert_eq!(mp.sentence, "10 under both");
    }

    fn opponents(records: &[&str]) -> Vec<Totals> {
        records
            .iter()
            .map(|r| Totals::from_record(parse_record(r).unwrap()))
            .collect()
    }

    #[test]
    fn mtr_player_f_omw_from_typed_records() {
        let e = check(
            &Ruleset::default(),
            &Totals::default(),
            &opponents(&[
                "4-4-0", "7-1-0", "1-3-1", "3-3-1", "6-2-0", "5-2-1", "4-3-1", "6-1-1",
            ]),
        )
        .unwrap();
        let omw = e.figures.iter().find(|f| f.code == "omw").unwrap();
        assert_eq!(omw.exact, Some(Fraction::new(20711, 33600)));
        assert_eq!(omw.opponents[2].counted_display, "26.67% → 33.00%");
        let ogw = e.figures.iter().find(|f| f.code == "ogw").unwrap();
        assert_eq!(ogw.exact, None);
        assert_eq!(
            ogw.steps[0].text,
            "Give every opponent's game record to see OGW."
        );
    }

    fn form(opponents: &[(&str, &str, &str)]) -> Form {
        Form {
            ruleset: "mtr".into(),
            byes: "0".into(),
            opponents: opponents
                .iter()
                .map(|&(n, r, g)| (n.into(), r.into(), g.into()))
                .collect(),
            ..Form::default()
        }
    }

    /// The form as the page sends it: empty lines left out, the MTR example's OMW exact.
    #[test]
    fn the_form_reads_as_typed() {
        let mut lines: Vec<(&str, &str, &str)> = [
            "4-4-0", "7-1-0", "1-3-1", "3-3-1", "6-2-0", "5-2-1", "4-3-1", "6-1-1",
        ]
        .iter()
        .map(|&r| ("", r, ""))
        .collect();
        lines.insert(3, ("", "", ""));
        let e = check_form(&form(&lines)).unwrap();
        let omw = e.figures.iter().find(|f| f.code == "omw").unwrap();
        assert_eq!(omw.exact, Some(Fraction::new(20711, 33600)));
    }

    /// Each mistake names its line.
    #[test]
    fn the_form_says_which_line_is_wrong() {
        let refused = |f: Form| check_form(&f).unwrap_err().to_string();
        assert_eq!(
            refused(form(&[("", "", "")])),
            "Type at least one opponent's record."
        );
        assert_eq!(
            refused(form(&[("", "4-4", ""), ("Bo", "four", "")])),
            "Bo: `four` is not a record: write wins-losses-draws, such as 4-3-1."
        );
        assert_eq!(
            refused(form(&[("", "4-4", "9 to 5")])),
            "Opponent 1: `9 to 5` is not a game record: write games won-lost-drawn, such as 9-5-1."
        );
        assert_eq!(
            refused(Form {
                byes: "one".into(),
                ..form(&[("", "4-4", "")])
            }),
            "Byes: `one` is not a number: type 0, 1 or 2."
        );
        assert_eq!(
            refused(Form {
                record: "x".into(),
                ..form(&[("", "4-4", "")])
            }),
            "Your record: `x` is not a record: write wins-losses-draws, such as 4-3-1."
        );
    }

    #[test]
    fn byes_are_ignored_and_listed() {
        let you = Totals {
            byes: 1,
            ..Totals::from_record((2, 0, 0))
        };
        let e = check(&Ruleset::default(), &you, &opponents(&["1-1-0", "0-2"])).unwrap();
        let omw = e.figures.iter().find(|f| f.code == "omw").unwrap();
        // (1/2 + 33/100) / 2
        assert_eq!(omw.exact, Some(Fraction::new(83, 200)));
        assert_eq!(
            omw.ignored,
            ["Round 3: a bye, ignored: a bye is not an opponent."]
        );
    }

    #[test]
    fn ogw_with_game_records() {
        let with_games = |r: &str, won, lost, drawn| Totals {
            games: Some(Games { won, lost, drawn }),
            ..Totals::from_record(parse_record(r).unwrap())
        };
        let e = check(
            &Ruleset::default(),
            &Totals::default(),
            &[with_games("2-1-0", 5, 3, 0), with_games("0-3-0", 1, 6, 0)],
        )
        .unwrap();
        let ogw = e.figures.iter().find(|f| f.code == "ogw").unwrap();
        // 15/24 = 5/8, and 3/21 = 1/7 raised to 33/100: (5/8 + 33/100) / 2 = 191/400.
        assert_eq!(ogw.exact, Some(Fraction::new(191, 400)));
    }

    /// Issue 9: `4000000000-4000000000-0` used to overflow the sum of wins, losses and draws.
    #[test]
    fn records_larger_than_an_event_are_refused() {
        let refusal = |you: &Totals, records: &[Totals]| {
            check(&Ruleset::default(), you, records)
                .unwrap_err()
                .to_string()
        };
        assert_eq!(
            refusal(&Totals::default(), &opponents(&["4000000000-4000000000-0"])),
            "Opponent 1 has 8000000000 rounds in their record, but an event has at most 60: check the numbers."
        );
        let you = Totals {
            name: "Ann".into(),
            byes: u32::MAX,
            ..Totals::from_record((u32::MAX, 0, 0))
        };
        assert_eq!(
            refusal(&you, &opponents(&["1-0-0"])),
            "Ann has 8589934590 rounds in their record, but an event has at most 60: check the numbers."
        );
        let many_games = Totals {
            games: Some(Games {
                won: u32::MAX,
                lost: u32::MAX,
                drawn: 0,
            }),
            ..Totals::from_record((2, 1, 0))
        };
        assert_eq!(
            refusal(&Totals::default(), &[many_games]),
            "Opponent 1 has 8589934590 games in 3 matches, more than fit (at most 54): check the game record."
        );
        let records = vec!["1-0-0"; 61];
        assert_eq!(
            refusal(&Totals::default(), &opponents(&records)),
            "61 opponents is more than an event has rounds (at most 60): check the list."
        );
    }

    #[test]
    fn records_are_read_with_clear_errors() {
        assert_eq!(parse_record("4-4-0"), Ok((4, 4, 0)));
        assert_eq!(parse_record(" 3-2 "), Ok((3, 2, 0)));
        assert_eq!(
            parse_record("4-x"),
            Err(InputError::new(
                "`4-x` is not a record: write wins-losses-draws, such as 4-3-1."
            ))
        );
        assert_eq!(
            check(&Ruleset::default(), &Totals::default(), &opponents(&["0-0-0"]))
                .unwrap_err()
                .to_string(),
            "Opponent 1 has no match in their record, but they played you: their record counts that match too."
        );
    }
}
