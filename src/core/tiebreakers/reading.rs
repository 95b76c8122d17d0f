//! What the published standings settle about a platform's file: which of a shared name's players
//! played which match, where the stages of the Swiss rounds end, and whether the playoff counts.
//!
//! Reading an archive file ([`crate::core::model::archive`]) leaves three things that only the
//! published figures can tell:
//!
//! - **A name the standings list more than once** ([`SharedName`]): of the ways to share out its
//!   matches that give each player their published record, the one under which the most
//!   published players get every figure. Ways that tie and give different figures leave the file
//!   unable to tell the players apart: the file is refused with a sentence naming the name and the
//!   rounds.
//! - **Stages.** Melee publishes each stage's standings (a first day, a second day), and a player
//!   out after the first day keeps the figures of its end ([`StageFigures::AsOfStage`]). The file
//!   does not say where a stage ends; a round ends one when, taken at its end, the figures of a
//!   published player whose last round it is or precedes agree where they did not, and no one's
//!   stop agreeing. Rounds are tried from the last back, so a second day's end is found before a
//!   first day's. One player is enough: in 66 files of 2025 Melee published players who dropped
//!   after round 1 with the figures of round 1, and most such files have a single such player
//!   (an OMW and an OGW both exact at 8 decimals, and both different at the end, are no
//!   coincidence). Over the archive's 3,611 files, one player rather than two makes 45 files agree
//!   and none agree less.
//! - **Whether the playoff enters the figures**, an organizer's choice on Melee: the date's
//!   preset, unless the figures agree only under another choice (`settle_playoff`).
//!
//! ```
//! use tiebreak::core::read_archive;
//! let text = r#"{"Tournament": {"Uri": "https://melee.gg/Tournament/View/1", "Date": "2026-03-07"},
//!   "Rounds": [{"RoundName": "Round 1", "Matches": [{"Player1": "Ann", "Player2": "Bo", "Result": "2-0-0"}]}]}"#;
//! assert!(read_archive(text).unwrap().stages.is_empty());
//! ```

use crate::core::base::error::InputError;
use crate::core::base::ruleset::{
    ByeGames, PlayoffFigures, RepeatedOpponents, Ruleset, StageFigures,
};
use crate::core::model::archive::{ArchiveReading, LostMatch, SharedName};
use crate::core::model::event::{Event, Pairing, Player};
use crate::core::model::names::name_key;
use crate::core::model::published::Platform;
use crate::core::tiebreakers::audit::{audit, Published4};
use crate::core::tiebreakers::gaps::gaps;
use crate::core::tiebreakers::standings::{compute, compute_through, last_rounds, Standings};

/// The event of an archive file's reading, settled: each shared name's matches given out, and
/// the stages found.
pub fn settle(reading: ArchiveReading) -> Result<Event, InputError> {
    let ArchiveReading {
        mut event,
        shared,
        lost,
        ..
    } = reading;
    let mut decided = Vec::new();
    for name in &shared {
        if settle_name(&mut event, name)? {
            decided.push(format!(
                "The standings list `{}` {} times: the file does not say whose match is whose in {}, and Tiebreak gives them out the way under which the most published figures agree.",
                name.name,
                name.players.len(),
                name.rounds_words()
            ));
        }
    }
    let (read_in, left, unlisted, untried) = settle_lost(&mut event, &lost);
    if read_in + left + unlisted + untried > 0 {
        let is = |n: usize| if n == 1 { "is" } else { "are" };
        let mut parts = Vec::new();
        if read_in > 0 {
            parts.push(format!(
                "{read_in} {} read against the published player under whom the most published figures agree",
                is(read_in)
            ));
        }
        if unlisted > 0 {
            parts.push(format!(
                "{unlisted} {} read against an opponent the standings do not list, as more published figures agree so ({})",
                is(unlisted),
                crate::core::base::words::and_list(
                    &event.players[event.players.len() - unlisted..]
                        .iter()
                        .map(|p| p.name.as_str())
                        .collect::<Vec<_>>()
                )
            ));
        }
        if left > 0 {
            parts.push(format!(
                "{left} {}, as no reading agrees better",
                if left == 1 {
                    "is read as a bye"
                } else {
                    "are read as byes"
                }
            ));
        }
        if untried > 0 {
            parts.push(format!(
                "{untried} more {} read as byes untried (Tiebreak tries the first {MAX_SETTLED})",
                is(untried)
            ));
        }
        decided.push(format!(
            "Of the {} whose opponent the file lost and that no single published player fits, {}.",
            crate::core::base::words::plural(
                (read_in + left + unlisted + untried) as u32,
                "match",
                "matches"
            ),
            crate::core::base::words::and_list(
                &parts.iter().map(String::as_str).collect::<Vec<_>>()
            )
        ));
    }
    find_stages(&mut event);
    decided.extend(settle_playoff(&mut event));
    decided.extend(settle_game_win_floor(&mut event));
    decided.extend(settle_bye_games(&mut event));
    decided.extend(settle_repeated_opponents(&mut event));
    if !event.stages.is_empty() {
        let ends: Vec<String> = event.stages.iter().map(|r| format!("round {r}")).collect();
        decided.push(format!(
            "The file does not say where a stage ends: Tiebreak ends {} after {}, where the published figures of the players who stopped there agree.",
            if ends.len() == 1 { "one" } else { "stages" },
            crate::core::base::words::and_list(&ends.iter().map(String::as_str).collect::<Vec<_>>())
        ));
    }
    if let Some(p) = &mut event.published {
        p.notes.extend(decided);
    }
    Ok(event)
}

/// How many published players get `figures` of theirs from `standings`; and, for each published
/// row, whether it agrees, in order. A file of who won each match leaves out GW and OGW, which
/// it cannot check ([`crate::core::tiebreakers::gaps::no_games`]): else no reading of a Topdeck
/// file would ever agree better than another.
fn agreeing(event: &Event, standings: &Standings, figures: &[Published4]) -> Vec<bool> {
    let Some(published) = &event.published else {
        return Vec::new();
    };
    let precision = published.precision();
    let no_games = crate::core::tiebreakers::gaps::no_games(event);
    let figures: Vec<Published4> = figures
        .iter()
        .copied()
        .filter(|f| !(no_games && matches!(f, Published4::Gw | Published4::Ogw)))
        .collect();
    published
        .rows
        .iter()
        .map(|row| {
            let p = &standings.players[row.player];
            figures
                .iter()
                .all(|f| f.agrees(row, f.computed(p), precision) != Some(false))
        })
        .collect()
}

/// The most lost matches [`settle_lost`] tries readings of.
const MAX_SETTLED: usize = 64;

/// Reads each lost match that no single published player fits ([`LostMatch`]) against the one
/// of its candidates under whom more published players get every figure than under any other
/// reading, or against an opponent the standings do not list (a player of that match alone,
/// [`unlisted_name`]) where more agree so, or leaves it a bye. One match at a time, in the
/// file's order, and again while a pass reads one in (at most 4 passes): a match read in may
/// leave another's tie one reading. Returns how many were read against a published player, how
/// many stay byes, how many were read against an unlisted opponent, and how many were left byes
/// untried, past the first [`MAX_SETTLED`].
fn settle_lost(event: &mut Event, lost: &[LostMatch]) -> (usize, usize, usize, usize) {
    let score = |event: &Event| {
        compute(event, &event.ruleset).map_or(0, |s| {
            agreeing(event, &s, &Published4::ALL)
                .iter()
                .filter(|&&a| a)
                .count()
        })
    };
    let (mut read_in, mut unlisted_in) = (0, 0);
    // Each reading tried computes the standings once: a file of hostile size is settled in part,
    // the rest left byes, so that reading it never takes more than moments. CardsRealm's files
    // of 2025 have at most 7 such matches.
    let mut open: Vec<&LostMatch> = lost.iter().take(MAX_SETTLED).collect();
    let beyond = lost.len() - open.len();
    for _pass in 0..4 {
        let before = open.len();
        open.retain(|l| {
            let mut trial = event.clone();
            let mut scored: Vec<(usize, Option<usize>)> = vec![(score(&trial), None)];
            for &c in &l.candidates {
                let seated = trial
                    .rounds
                    .get(l.round)
                    .is_some_and(|r| r.pairings.iter().flat_map(|p| p.players()).any(|p| p == c));
                if seated {
                    continue;
                }
                l.apply(&mut trial, Some(c));
                if trial.validate().is_ok() {
                    scored.push((score(&trial), Some(c)));
                }
                l.apply(&mut trial, None);
            }
            // An opponent the standings do not list, last: a published player who fits as
            // well is preferred.
            let unlisted = trial.players.len();
            let name = unlisted_name(&trial);
            trial.players.push(Player::named(name.clone()));
            l.apply(&mut trial, Some(unlisted));
            if trial.validate().is_ok() {
                scored.push((score(&trial), Some(unlisted)));
            }
            let best = scored.iter().map(|s| s.0).max().unwrap_or(0);
            let top: Vec<&(usize, Option<usize>)> = scored.iter().filter(|s| s.0 == best).collect();
            let [&(_, Some(c))] = top[..] else {
                return true;
            };
            if c == unlisted {
                event.players.push(Player::named(name));
                unlisted_in += 1;
            } else {
                read_in += 1;
            }
            l.apply(event, Some(c));
            false
        });
        if open.len() == before || open.is_empty() {
            break;
        }
    }
    (read_in, open.len(), unlisted_in, beyond)
}

/// The name of the next opponent the standings do not list: `Unlisted opponent 1`, then 2 and
/// on, skipping a name the event already has as the event tells names apart ([`name_key`]).
fn unlisted_name(event: &Event) -> String {
    (1..)
        .map(|k| format!("Unlisted opponent {k}"))
        .find(|n| {
            let key = name_key(n);
            event.players.iter().all(|p| name_key(&p.name) != key)
        })
        .unwrap_or_default()
}

/// Gives out a shared name's matches the way the published figures choose; `true` when they
/// chose among several ways.
fn settle_name(event: &mut Event, name: &SharedName) -> Result<bool, InputError> {
    if name.ways.len() < 2 {
        return Ok(false);
    }
    let mut trial = event.clone();
    let mut scored: Vec<(
        usize,
        Vec<Option<crate::core::base::fraction::Fraction>>,
        usize,
    )> = Vec::new();
    for (w, way) in name.ways.iter().enumerate() {
        name.apply(&mut trial, way);
        let Ok(standings) = compute(&trial, &trial.ruleset) else {
            continue;
        };
        let agree = agreeing(&trial, &standings, &Published4::ALL)
            .iter()
            .filter(|&&a| a)
            .count();
        // The figures every published player gets this way, to tell whether two ways differ.
        let figures = trial
            .published
            .iter()
            .flat_map(|p| &p.rows)
            .flat_map(|row| Published4::ALL.map(|f| f.computed(&standings.players[row.player])))
            .collect();
        scored.push((agree, figures, w));
    }
    let Some(best) = scored.iter().map(|s| s.0).max() else {
        return Ok(false);
    };
    let tied: Vec<&(usize, Vec<_>, usize)> = scored.iter().filter(|s| s.0 == best).collect();
    if tied.iter().any(|t| t.1 != tied[0].1) {
        return Err(InputError::new(format!(
            "the standings list `{}` {} times, and {} ways to share out their matches in {} give each their published record and the same count of agreeing figures: the file cannot tell these players apart.",
            name.name,
            name.players.len(),
            tied.len(),
            name.rounds_words()
        )));
    }
    name.apply(event, &name.ways[tied[0].2]);
    Ok(true)
}

/// Whether the playoff enters its players' figures, where the published figures settle it: an
/// organizer on Melee chose it for each event, so a file whose figures agree only with another
/// choice than its date's preset reads under that one, named `PRESET, playoff CODE`. The
/// sentence names the choice. In 2024, 5 of SCG's last chance qualifiers of 9 February (a round
/// 3 after a cut, left out) and 7 more files agree only so; in 2026, the Hungarian Premodern
/// nationals count their playoff.
fn settle_playoff(event: &mut Event) -> Option<String> {
    let played = event
        .playoff
        .as_ref()
        .is_some_and(|p| !p.played_rounds().is_empty());
    if !played || event.published.is_none() || !event.ruleset.is_preset() {
        return None;
    }
    if audit(event, &event.ruleset).ok()?.agrees_where_checkable() {
        return None;
    }
    let said = |p: PlayoffFigures| match p {
        PlayoffFigures::LeftOut => "leaves it out",
        PlayoffFigures::Counted => "counts it with its match points",
        PlayoffFigures::WithoutPoints => "counts its matches and games without their match points",
        PlayoffFigures::Everyone => "counts it with its match points in every player's opponents",
        PlayoffFigures::ByRound => {
            "counts it with its match points, each player's figures as of their last playoff round"
        }
    };
    let own = event.ruleset.playoff;
    // Figures by playoff round are spring 2024's (20 April to 15 May, 19 files of the archive):
    // tried where the date's preset counts the playoff without its points. Tried later, they
    // made 2024-193204 (a top 32 of August) read as agreeing where its records find no gap.
    let choice = PlayoffFigures::ALL
        .iter()
        .copied()
        .filter(|&c| {
            c != own && (c != PlayoffFigures::ByRound || own == PlayoffFigures::WithoutPoints)
        })
        .find(|&c| {
            let trial = Ruleset {
                playoff: c,
                ..event.ruleset.clone()
            };
            audit(event, &trial).is_ok_and(|a| a.agrees_where_checkable())
        })?;
    let preset = event.ruleset.name.clone();
    event.ruleset = Ruleset {
        name: format!("{preset}, playoff {}", choice.code()),
        playoff: choice,
        ..event.ruleset.clone()
    };
    Some(format!(
        "The file does not say whether its playoff enters its players' figures: Tiebreak {}, as every published figure the file can check agrees so, where {preset} {}.",
        said(choice),
        said(own)
    ))
}

/// Whether a player's own game-win % is floored at one third, an organizer's choice on Melee
/// from May 2024 (the date's preset floors it before 16 May 2024 and not after): where the
/// date's preset leaves it unfloored, the floor of one third is taken when every figure the file
/// can check then agrees, and did not before (2024's 90928, 86799, 86800 and 88895: GW published
/// 0.33333333 for 4/15 and 4/13 computed).
fn settle_game_win_floor(event: &mut Event) -> Option<String> {
    if !of_melee(event) || event.ruleset.game_win_floor.is_some() {
        return None;
    }
    settle_choice(event, "game-win floor 1/3", |r| {
        r.game_win_floor = Some(crate::core::base::ruleset::FLOOR_THIRD);
    })
    .map(|preset| format!(
        "The file does not say whether a player's own game-win % is floored: Tiebreak raises it to one third, as every published figure the file can check agrees so, where {preset} leaves it unfloored."
    ))
}

/// What a bye of a best-of-one round is worth in games, an organizer's choice on Melee: where
/// the date's preset counts every bye 2-0 and the file has a bye in a round of best-of-one
/// matches, 1-0 is taken when every figure the file can check then agrees, and did not before
/// (2025's 299991: Broden Large, GW 9/11 as published, 10/12 with the bye 2-0; also 225979 and
/// 372832). Counted 1-0 in every file, a bye breaks 306474, whose best-of-one bye Melee counted
/// 2-0: it is a choice per event, not a period's.
fn settle_bye_games(event: &mut Event) -> Option<String> {
    let bye_of_best_of_one = || {
        event
            .rounds
            .iter()
            .any(|r| r.pairings.iter().any(|p| matches!(p, Pairing::Bye { .. })) && r.best_of_one())
    };
    if !of_melee(event) || event.ruleset.bye_games != ByeGames::TwoZero || !bye_of_best_of_one() {
        return None;
    }
    settle_choice(event, "bye games as-round", |r| {
        r.bye_games = ByeGames::AsRound;
    })
    .map(|preset| format!(
        "The file does not say what a bye of a best-of-one round is worth in games: Tiebreak counts it 1-0, as every published figure the file can check agrees so, where {preset} counts it 2-0."
    ))
}

/// Whether an opponent met twice counts once, where the date's preset counts each match: from 13
/// November 2025 into January 2026 some Melee events counted once (8 files of 14 to 26 November
/// 2025 agree in every figure so and none better counting each match; in January 2026 Lyon's
/// 392401, SCG Con Atlanta's 351308 and Portland's 331949), while 8 files of 2026 agree better
/// counting each match: an event's choice, not a period's. The file used to read under
/// `melee-spring-2024`, the one preset whose figures all agreed, which named a preset of 2024
/// for an event of 2026.
fn settle_repeated_opponents(event: &mut Event) -> Option<String> {
    if !of_melee(event) || event.ruleset.repeated_opponents != RepeatedOpponents::EachMatch {
        return None;
    }
    // Only a player who met someone twice can tell the choices apart.
    let mut met = std::collections::HashSet::new();
    let twice = event
        .rounds
        .iter()
        .flat_map(|r| &r.pairings)
        .any(|p| match *p {
            Pairing::Match { a, b, .. } => !met.insert((a.min(b), a.max(b))),
            Pairing::Bye { .. } => false,
        });
    if !twice {
        return None;
    }
    settle_choice(event, "repeated opponents once", |r| {
        r.repeated_opponents = RepeatedOpponents::Once;
    })
    .map(|preset| format!(
        "The file does not say how an opponent met twice counts: Tiebreak counts them once, as every published figure the file can check agrees so, where {preset} counts each match."
    ))
}

/// Whether Melee published the file's standings.
fn of_melee(event: &Event) -> bool {
    event
        .published
        .as_ref()
        .is_some_and(|p| Platform::of(&p.source) == Some(Platform::Melee))
}

/// Takes the event's ruleset with one choice `set`, named `PRESET, CHOICE`, when a figure the
/// file can check differs under the event's own ruleset and every one agrees under the other;
/// returns the name of the ruleset it replaced, for the sentence that says so.
fn settle_choice(
    event: &mut Event,
    choice: &str,
    set: impl FnOnce(&mut Ruleset),
) -> Option<String> {
    let agrees = |r: &Ruleset| audit(event, r).is_ok_and(|a| a.agrees_where_checkable());
    if agrees(&event.ruleset) {
        return None;
    }
    let mut trial = Ruleset {
        name: format!("{}, {choice}", event.ruleset.name),
        ..event.ruleset.clone()
    };
    set(&mut trial);
    if !agrees(&trial) {
        return None;
    }
    Some(std::mem::replace(&mut event.ruleset, trial).name)
}

/// Finds the ends of the stages of the Swiss rounds from the published figures, under a ruleset
/// that takes a player's figures at the end of their last stage (module docs).
fn find_stages(event: &mut Event) {
    if event.ruleset.stages != StageFigures::AsOfStage || event.published.is_none() {
        return;
    }
    let rounds = event.rounds.len();
    if rounds < 3 {
        return;
    }
    // Only a published player whose last round comes before the last can end a stage: most
    // files have none, and need no standings computed.
    let last = last_rounds(event);
    let stopped = event.published.as_ref().map_or(0, |p| {
        p.rows
            .iter()
            .filter(|row| {
                last.get(row.player)
                    .is_some_and(|&l| l >= 1 && (l as usize) < rounds)
            })
            .count()
    });
    if stopped == 0 {
        return;
    }
    let figures = [Published4::Omw, Published4::Ogw];
    let Ok(mut base) = compute(event, &event.ruleset) else {
        return;
    };
    let Some(found) = gaps(event) else {
        return;
    };
    let Some(published) = event.published.clone() else {
        return;
    };
    let mut base_agrees = agreeing(event, &base, &figures);
    for t in (1..rounds).rev() {
        let candidates: Vec<usize> = published
            .rows
            .iter()
            .enumerate()
            .filter(|(_, row)| {
                let l = last.get(row.player).copied().unwrap_or(0);
                l >= 1 && l as usize <= t && !found.depends_on_gap(row.player)
            })
            .map(|(i, _)| i)
            .collect();
        if candidates.is_empty() {
            continue;
        }
        let Ok(at) = compute_through(event, &event.ruleset, t) else {
            continue;
        };
        let at_agrees = agreeing(event, &at, &figures);
        let gain = candidates
            .iter()
            .filter(|&&i| at_agrees[i] && !base_agrees[i])
            .count();
        let loss = candidates
            .iter()
            .filter(|&&i| base_agrees[i] && !at_agrees[i])
            .count();
        if gain >= 1 && loss == 0 {
            event.stages.insert(0, t as u32);
            match compute(event, &event.ruleset) {
                Ok(s) => base = s,
                Err(_) => {
                    event.stages.remove(0);
                    continue;
                }
            }
            base_agrees = agreeing(event, &base, &figures);
        }
    }
}
