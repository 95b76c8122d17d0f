//! The round view as plain data: which round to show, who plays in it, its tables with the points
//! before the round, which buttons are offered, the warnings (a rematch, a player seated twice),
//! the seed of a pairing, and what finishing the round says. The app's rounds tab only draws
//! what this module computes, and the printouts read the same tables and seats.
//!
//! It sits above the pairings in the layers: it reads the event, the standings' tally of match
//! points and the pairing's rematches.
//!
//! ```
//! use tiebreak::core::{read_csv, pairing::round_view};
//! let csv = "round,player_a,player_b,a_wins,b_wins,draws\n1,Ann,Bo,2,1,0\n2,Ann,Bo,,,\n";
//! let event = read_csv(csv, 3).unwrap();
//! assert_eq!(round_view::points_before(&event, 2), [3, 0]);
//! assert_eq!(round_view::status(&event, 2), "Round 2: 0 of 1 results in.");
//! ```

use crate::core::base::error::{InputError, PlayerId};
use crate::core::base::ruleset::{ByeGames, Ruleset};
use crate::core::model::event::{Event, Pairing};
use crate::core::model::game_result::GameResult;
use crate::core::model::names::natural_key;
use crate::core::pairing::{
    met_before, missing_results_sentence, pair_round, repair_last_round, Then,
};
use crate::core::tiebreakers::standings::{compute, outcome_points};

/// The round to show when the rounds page opens: the last one paired while it waits for results,
/// else the next one to pair (the last one once the planned rounds are played).
pub fn first_shown(event: &Event) -> u32 {
    let n = event.rounds_paired();
    let done = event.missing_results(n).is_empty();
    if n == 0 || (done && event.planned_rounds.is_none_or(|p| n < p) && event.playoff.is_none()) {
        n + 1
    } else {
        n
    }
}

/// The rounds the round picker offers, 1 to this: every round paired, the next one, and the rest of
/// the planned rounds; once a playoff has begun, the Swiss rounds paired alone.
pub fn last_offered(event: &Event) -> u32 {
    if event.playoff.is_some() {
        return event.rounds_paired().max(1);
    }
    (event.rounds_paired() + 1)
        .max(event.planned_rounds.unwrap_or(0))
        .max(1)
}

/// The match points of every player before round `round` (1-based), indexed by [`PlayerId`]: the
/// points of rounds 1 to `round - 1` only, tallied as the standings tally them
/// ([`outcome_points`]; a late entry's missed rounds and a pending result count nothing). One pass
/// over the matches: the round view draws these on every result entered.
pub fn points_before(event: &Event, round: u32) -> Vec<u32> {
    let mut points = vec![0u32; event.players.len()];
    let mut add = |p: PlayerId, n: u32| {
        if let Some(x) = points.get_mut(p) {
            *x = x.saturating_add(n);
        }
    };
    let match_points = event.ruleset.match_points;
    let before = (round.saturating_sub(1) as usize).min(event.rounds.len());
    for r in &event.rounds[..before] {
        for t in &r.pairings {
            match *t {
                Pairing::Bye { player } => add(player, match_points.win),
                Pairing::Match {
                    a,
                    b,
                    result: Some(result),
                } => {
                    let (pa, pb) = outcome_points(result.outcome(), match_points);
                    add(a, pa);
                    add(b, pb);
                }
                Pairing::Match { result: None, .. } => {}
            }
        }
    }
    points
}

/// Who sits at each table of a round: player A, and player B or `None` for a bye.
pub type Seats = Vec<(PlayerId, Option<PlayerId>)>;

/// The tables of a round as `(player, opponent)`, the opponent `None` for a bye, in table order:
/// the printouts and the round view read a round through this.
pub fn tables(event: &Event, round: u32) -> Seats {
    let n = event.players.len();
    event
        .rounds
        .get((round as usize).wrapping_sub(1))
        .map(|r| {
            r.pairings
                .iter()
                .map(|t| match *t {
                    Pairing::Match { a, b, .. } => (a, Some(b)),
                    Pairing::Bye { player } => (player, None),
                })
                .filter(|&(a, b)| a < n && b.is_none_or(|b| b < n))
                .collect()
        })
        .unwrap_or_default()
}

/// The printed number and the extension in minutes of the table at `index` (0-based) of round
/// `round`: the number is `index + 1` unless a fixed table numbered the round. The printouts and
/// the seats read a table's number through this.
pub fn printed_table(event: &Event, round: u32, index: usize) -> (u32, u32) {
    event
        .rounds
        .get((round as usize).wrapping_sub(1))
        .map_or((index as u32 + 1, 0), |r| {
            (r.number(index), r.extension(index))
        })
}

/// Every player seated in round `round` as (player, 1-based table, opponent or `None` for the
/// bye), in alphabetical order ignoring case (registration order between equal names): the
/// printed pairings by name and the round view's seats list.
pub fn seats(event: &Event, round: u32) -> Vec<(PlayerId, usize, Option<PlayerId>)> {
    let mut seats = Vec::new();
    for (i, (a, b)) in tables(event, round).into_iter().enumerate() {
        let number = printed_table(event, round, i).0 as usize;
        seats.push((a, number, b));
        if let Some(b) = b {
            seats.push((b, number, Some(a)));
        }
    }
    seats.sort_by_cached_key(|&(p, _, _)| (natural_key(&event.players[p].name), p));
    seats
}

/// The players of round `round` ([`Event::plays_in`]) with the table (0-based) each sits at, if
/// any, in registration order: the lists of the hand-pairing and swap forms.
pub fn round_players(event: &Event, round: u32) -> Vec<(PlayerId, Option<usize>)> {
    let mut table = vec![None; event.players.len()];
    for (t, (a, b)) in tables(event, round).into_iter().enumerate() {
        for p in std::iter::once(a).chain(b) {
            table[p] = Some(t);
        }
    }
    event
        .players_in(round)
        .into_iter()
        .map(|p| (p, table[p]))
        .collect()
}

/// One table as the round view draws it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TableLine {
    /// The table, 0-based.
    pub index: usize,
    /// Player A's name.
    pub a: String,
    /// Player B's name, `None` for a bye.
    pub b: Option<String>,
    /// The result, once entered; for a bye, `Some` (0-2) only where the platform's file records
    /// it as a loss ([`crate::core::Round::lost_byes`]).
    pub result: Option<GameResult>,
    /// Match points before the round: player A's, then B's (0 for a bye).
    pub points: (u32, u32),
    /// The earlier round in which the two players met, for a rematch.
    pub rematch: Option<u32>,
    /// The printed table number: `index + 1`, or a fixed table's numbering.
    pub number: u32,
    /// The table's time extension in minutes.
    pub extension: u32,
}

/// The tables `skip..skip + take` of round `round`, with the points before the round and the
/// rematches found by [`crate::core::pairing::rematches`].
pub fn table_lines(
    event: &Event,
    round: u32,
    rematches: &[(usize, u32)],
    skip: usize,
    take: usize,
) -> Vec<TableLine> {
    let Some(r) = event.rounds.get((round as usize).wrapping_sub(1)) else {
        return Vec::new();
    };
    let points = points_before(event, round);
    let pts = |p: PlayerId| points.get(p).copied().unwrap_or(0);
    let name = |p: PlayerId| {
        event
            .players
            .get(p)
            .map_or(String::new(), |p| p.name.clone())
    };
    r.pairings
        .iter()
        .enumerate()
        .skip(skip)
        .take(take)
        .map(|(index, t)| match *t {
            Pairing::Match { a, b, result } => TableLine {
                index,
                a: name(a),
                b: Some(name(b)),
                result,
                points: (pts(a), pts(b)),
                rematch: rematches
                    .iter()
                    .find(|&&(t, _)| t == index)
                    .map(|&(_, e)| e),
                number: r.number(index),
                extension: r.extension(index),
            },
            Pairing::Bye { player } => TableLine {
                index,
                a: name(player),
                b: None,
                result: r
                    .lost_byes
                    .contains(&index)
                    .then_some(GameResult::new(0, 2, 0)),
                points: (pts(player), 0),
                rematch: None,
                number: r.number(index),
                extension: 0,
            },
        })
        .collect()
}

/// The tables of round `round` still playing (a match without a result), in table order, as
/// `(printed number, extension in minutes, player A, player B)`: the round view lists them at the
/// top, and the second screen once time is called.
pub fn still_playing(event: &Event, round: u32) -> Vec<(u32, u32, PlayerId, PlayerId)> {
    let Some(r) = event.rounds.get((round as usize).wrapping_sub(1)) else {
        return Vec::new();
    };
    r.pairings
        .iter()
        .enumerate()
        .filter_map(|(i, t)| match *t {
            Pairing::Match { a, b, result: None } => Some((r.number(i), r.extension(i), a, b)),
            _ => None,
        })
        .collect()
}

/// A paired round's progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Progress {
    /// Tables, byes included.
    pub tables: usize,
    /// Matches waiting for a result.
    pub missing: usize,
    /// Byes.
    pub byes: usize,
}

/// The progress of round `round`, or `None` before it is paired.
pub fn progress(event: &Event, round: u32) -> Option<Progress> {
    let r = event.rounds.get((round as usize).wrapping_sub(1))?;
    Some(Progress {
        tables: r.pairings.len(),
        missing: event.missing_results(round).len(),
        byes: r
            .pairings
            .iter()
            .filter(|t| matches!(t, Pairing::Bye { .. }))
            .count(),
    })
}

/// The line above the tables: what the round waits for.
pub fn status(event: &Event, round: u32) -> String {
    let paired = event.rounds_paired();
    match progress(event, round) {
        _ if round > paired + 1 => format!(
            "Round {round} comes after round {}: finish that one first.",
            paired + 1
        ),
        None => format!(
            "Round {round} is not paired yet: {} players will play.",
            event.unpaired(round).len()
        ),
        Some(p) => {
            let matches = p.tables - p.byes;
            let mut s = format!(
                "Round {round}: {} of {matches} results in",
                matches - p.missing
            );
            if p.byes > 0 {
                s.push_str(", and a bye");
            }
            s.push('.');
            if p.missing == 0 && round == paired {
                s.push_str(if event.playoff.is_some() {
                    " The Swiss rounds end here: the playoff follows (the Playoff tab)."
                } else {
                    " Every result is in: finish the round."
                });
            }
            s
        }
    }
}

/// Which of the round's actions are offered.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Actions {
    /// "Pair round r": the round is the next one to pair.
    pub pair: bool,
    /// The power-pairing choice: pairing any round but the first.
    pub power_pair: bool,
    /// "Finish round r": the round is the last one paired.
    pub finish: bool,
    /// "Pair round r again": the last round paired, before any of its results is in.
    pub repair: bool,
    /// The printouts, the timer and the seats: the round is paired.
    pub print: bool,
}

/// The actions offered for round `round`.
pub fn actions(event: &Event, round: u32) -> Actions {
    let paired = event.rounds_paired();
    let progress = progress(event, round);
    // Once a playoff has begun, the Swiss rounds are over: nothing to pair or finish.
    let swiss = event.playoff.is_none();
    Actions {
        pair: swiss && round == paired + 1,
        power_pair: swiss && round == paired + 1 && round != 1,
        finish: swiss && round == paired,
        repair: swiss
            && round == paired
            && progress.is_some_and(|p| p.missing == p.tables - p.byes),
        print: progress.is_some(),
    }
}

/// Pairs round `round` (the next one) into `event`, power-paired if asked and the round is not the
/// first (round 1 has no standings to follow). The event's seed is kept once set, so that the same
/// round pairs the same; `fresh` seeds an event that has none yet.
pub fn pair(event: &mut Event, round: u32, power: bool, fresh: u64) -> Result<u32, InputError> {
    let seed = *event.seed.get_or_insert(fresh);
    pair_round(event, seed, power && round > 1)
}

/// Pairs round `round` (the last one) again from the new seed `fresh`, which the event keeps: the
/// old seed would draw the same round.
pub fn repair(event: &mut Event, round: u32, power: bool, fresh: u64) -> Result<u32, InputError> {
    let old = event.seed.replace(fresh);
    repair_last_round(event, fresh, power && round > 1).inspect_err(|_| event.seed = old)
}

/// What finishing a round leads to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finished {
    /// The notice shown.
    pub notice: String,
    /// Whether it was the last planned round, so that the final standings come next.
    pub last: bool,
}

/// Finishes round `round`: refused, with the sentence and the first table (0-based) waiting, while
/// a result is missing.
pub fn finish(event: &Event, round: u32) -> Result<Finished, (String, usize)> {
    // Found by the model-based test (tests/edits.rs): round u32::MAX overflowed "pair round N + 1".
    if round == 0 || round > event.rounds_paired() {
        return Err((format!("round {round} is not paired."), 0));
    }
    if let Some(sentence) = missing_results_sentence(event, round, Then::Finish) {
        let first = event.missing_results(round).first().copied().unwrap_or(0);
        return Err((sentence, first));
    }
    if event.planned_rounds.is_some_and(|p| round >= p) {
        Ok(Finished {
            notice: format!("Round {round} is finished: these are the final standings."),
            last: true,
        })
    } else {
        Ok(Finished {
            notice: format!(
                "Round {round} is finished. Pair round {} when the players are ready.",
                round + 1
            ),
            last: false,
        })
    }
}

/// The note above a round paired before a correction of an earlier round: `Paired before the
/// correction of round 1, table 2.`, or of several (`round 1, table 2 and round 2, table 3`). The
/// MTR does not pair a round again after a correction, so the round keeps its pairings.
pub fn paired_before(event: &Event, round: u32) -> Option<String> {
    let marks = &event
        .rounds
        .get((round as usize).checked_sub(1)?)?
        .paired_before;
    if marks.is_empty() {
        return None;
    }
    // By round, each round's tables in order: "round 1, tables 2 and 3, and round 2, table 1".
    let mut sorted = marks.clone();
    sorted.sort_unstable();
    sorted.dedup();
    let mut groups: Vec<(u32, Vec<String>)> = Vec::new();
    for (r, t) in sorted {
        match groups.last_mut() {
            Some((last, tables)) if *last == r => tables.push(t.to_string()),
            _ => groups.push((r, vec![t.to_string()])),
        }
    }
    let and = |items: &[String], comma: bool| match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => {
            let sep = if comma { ", and " } else { " and " };
            format!("{}{sep}{last}", rest.join(", "))
        }
    };
    let parts: Vec<String> = groups
        .iter()
        .map(|(r, tables)| {
            let noun = if tables.len() == 1 { "table" } else { "tables" };
            format!("round {r}, {noun} {}", and(tables, false))
        })
        .collect();
    let noun = if marks.len() == 1 {
        "the correction"
    } else {
        "the corrections"
    };
    Some(format!(
        "Paired before {noun} of {}.",
        and(&parts, parts.len() > 1)
    ))
}

/// What a round paired before a correction would change, worked out from the corrected results:
/// whether the bye would now go to another player, which tables now pair players on different
/// points, and the organizer's two choices (keep the pairings, or pair the round again, with
/// what that redoes). `None` for a round paired before no correction.
pub fn correction_advice(event: &Event, round: u32) -> Option<Vec<String>> {
    let r = event.rounds.get((round as usize).checked_sub(1)?)?;
    if r.paired_before.is_empty() {
        return None;
    }
    let name = |p: PlayerId| event.players.get(p).map_or("?", |p| p.name.as_str());
    let points = points_before(event, round);
    let pts = |p: PlayerId| points_label(points.get(p).copied().unwrap_or(0));
    // The points the round was paired on, when the log says each corrected result's value then.
    let paired_on = as_paired(event, round).map(|e| points_before(&e, round));
    let mut lines = Vec::new();
    // The bye: who the corrected standings give it to, of the players seated in this round.
    let seated: Vec<PlayerId> = r
        .pairings
        .iter()
        .flat_map(|t| match *t {
            Pairing::Match { a, b, .. } => vec![a, b],
            Pairing::Bye { player } => vec![player],
        })
        .collect();
    let had_bye: Vec<PlayerId> = r
        .pairings
        .iter()
        .filter_map(|t| match *t {
            Pairing::Bye { player } => Some(player),
            Pairing::Match { .. } => None,
        })
        .collect();
    if let [bye] = had_bye[..] {
        let places = places_before(event, round);
        let byes = super::byes_before(event, round);
        let (_, order) = super::bye_order(&seated, &byes, &places);
        if let Some(&now) = order
            .first()
            .filter(|&&now| now != bye && points[now] != points[bye])
        {
            lines.push(format!(
                "The bye went to {} ({}); with the corrected results it would go to {} ({}), lowest in the standings without a bye.",
                name(bye),
                pts(bye),
                name(now),
                pts(now)
            ));
        }
    }
    // Point groups: tables whose two players are now on different points.
    let across: Vec<String> = r
        .pairings
        .iter()
        .enumerate()
        .filter_map(|(i, t)| match *t {
            Pairing::Match { a, b, .. }
                if points.get(a) != points.get(b)
                    && paired_on
                        .as_ref()
                        .is_none_or(|was| was.get(a) == was.get(b)) =>
            {
                Some(format!(
                    "table {} pairs {} ({}) with {} ({})",
                    r.number(i),
                    name(a),
                    pts(a),
                    name(b),
                    pts(b)
                ))
            }
            _ => None,
        })
        .collect();
    match across.len() {
        0 => {}
        n if n <= 4 => lines.push(format!(
            "With the corrected results, {}.",
            across.join("; ")
        )),
        n => lines.push(format!(
            "With the corrected results, {}; and {} more tables pair players on different points.",
            across[..3].join("; "),
            n - 3
        )),
    }
    if lines.is_empty() {
        lines.push(format!(
            "The corrected results change neither the bye nor a point group of round {round}: its pairings stand as they would have been made."
        ));
    }
    lines.push(format!(
        "Keep round {round} as paired (the MTR's way: a correction does not pair a round again), or pair it again."
    ));
    let entered = r
        .pairings
        .iter()
        .filter(|t| {
            matches!(
                t,
                Pairing::Match {
                    result: Some(_),
                    ..
                }
            )
        })
        .count();
    lines.push(match entered {
        0 => format!("Pairing round {round} again replaces all its tables; no result is entered yet."),
        n => format!(
            "Pairing round {round} again replaces all its tables: clear its {} first, and those players play again.",
            crate::core::base::words::plural(n, "result", "results")
        ),
    });
    Some(lines)
}

/// Each player's place (0 the leader) in the standings before round `round`, under the event's
/// ruleset: the order a power-paired round pairs in.
pub(crate) fn places_before(event: &Event, round: u32) -> Vec<usize> {
    let mut before = event.clone();
    before.rounds.truncate((round as usize).saturating_sub(1));
    before.playoff = None;
    compute(&before, &before.ruleset)
        .map_or_else(|_| (0..event.players.len()).collect(), |s| s.places())
}

/// The event as round `round` was paired: each result corrected since set back to what it was
/// then, which the log says when the table was corrected once (its entry's `before`). `None` when
/// a corrected table was changed more than once, or the log does not say.
fn as_paired(event: &Event, round: u32) -> Option<Event> {
    let r = event.rounds.get((round as usize).checked_sub(1)?)?;
    let mut then = event.clone();
    for &(earlier, table) in &r.paired_before {
        let mut entries = event.log.iter().filter(|e| {
            e.kind == crate::core::model::log::LogKind::Result
                && e.round == Some(earlier)
                && e.table == Some(table)
        });
        let (Some(entry), None) = (entries.next(), entries.next()) else {
            return None;
        };
        let was = match entry.before.as_deref() {
            None => None,
            Some(text) => {
                let mut n = text.split('-').map(|n| n.parse::<u32>().ok());
                let (w, l, d) = (n.next()??, n.next()??, n.next().flatten().unwrap_or(0));
                Some(GameResult::new(w, l, d))
            }
        };
        let slot = then
            .rounds
            .get_mut((earlier as usize).checked_sub(1)?)?
            .pairings
            .get_mut((table as usize).checked_sub(1)?)?;
        match slot {
            Pairing::Match { result, .. } => *result = was,
            Pairing::Bye { .. } => return None,
        }
    }
    Some(then)
}

/// The warning above the tables when some of round `round`'s tables are rematches (as
/// [`crate::core::pairing::rematches`] finds them), or `None`. Once every match of the round has
/// its result (`played`, [`Progress::missing`] none), it names them and no longer says how to
/// avoid them (an imported playoff read as more rounds meets players again, its results in).
pub fn rematch_note(rematches: &[(usize, u32)], played: bool) -> Option<String> {
    if rematches.is_empty() {
        return None;
    }
    let list: Vec<String> = rematches
        .iter()
        .map(|(t, e)| format!("table {} (they met in round {e})", t + 1))
        .collect();
    Some(format!(
        "Rematch: {}.{}",
        list.join(", "),
        if played {
            ""
        } else {
            " Swap players below, or pair the round again, to avoid it."
        }
    ))
}

/// The hand-pairing form's warning for players `a` and `b` of round `round`: a player already
/// seated, or two players who have met.
pub fn pick_warning(
    event: &Event,
    round: u32,
    a: Option<PlayerId>,
    b: Option<PlayerId>,
) -> Option<String> {
    let seated = |p: PlayerId| {
        event
            .rounds
            .get((round as usize).wrapping_sub(1))?
            .pairings
            .iter()
            .position(|t| t.players().any(|q| q == p))
    };
    for p in [a, b].into_iter().flatten() {
        if let Some(t) = seated(p) {
            return Some(format!(
                "{} already plays at table {} of round {round}: a player cannot be paired twice. Remove that table or swap instead.",
                event.players.get(p)?.name,
                t + 1
            ));
        }
    }
    let (a, b) = (a?, b?);
    let earlier = met_before(event, a, b, round)?;
    Some(format!(
        "{} and {} played each other in round {earlier}: this table would be a rematch.",
        event.players.get(a)?.name,
        event.players.get(b)?.name
    ))
}

/// Match points as the rounds page, the phone view and the second screen label them: `1 pt`,
/// `6 pts`.
pub fn points_label(points: u32) -> String {
    crate::core::base::words::plural(points, "pt", "pts")
}

/// What a bye table says under `ruleset`: a win always, and a 2-0 only where the ruleset counts a
/// bye's games (under `pod-sheet` a bye is worth no games).
pub fn bye_label(ruleset: &Ruleset) -> &'static str {
    match ruleset.bye_games {
        ByeGames::TwoZero => "Bye (a 2-0 win)",
        ByeGames::NotCounted => "Bye (a win, no games)",
        ByeGames::AsRound => "Bye (a win)",
    }
}

/// What a result means in games, as the round view says it beside the result: "Ann won 2, Bo won
/// 1, 0 drawn".
pub fn games_sentence(line: &TableLine) -> Option<String> {
    let g = line.result?;
    Some(format!(
        "{} won {}, {} won {}, {} drawn",
        line.a,
        g.a_wins,
        line.b.as_deref().unwrap_or_default(),
        g.b_wins,
        g.draws
    ))
}

/// Whether the rounds page offers the advice ("What do I need?") for round `round`: the round that waits for results,
/// or, when every result is in and rounds remain, the next one to pair (once round 1 is paired).
pub fn offered_for(event: &Event, round: u32) -> bool {
    let paired = event.rounds_paired();
    let waiting = paired > 0 && !event.missing_results(paired).is_empty();
    let more = event.planned_rounds.is_none_or(|p| paired < p);
    (waiting && round == paired) || (!waiting && more && round == paired + 1 && paired > 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::pairing::rematches;
    use crate::core::read_csv;

    #[test]
    fn a_bye_is_a_2_0_win_only_where_its_games_count() {
        let preset = |name| crate::core::Ruleset::preset(name).unwrap();
        assert_eq!(bye_label(&preset("mtr")), "Bye (a 2-0 win)");
        assert_eq!(bye_label(&preset("pod-sheet")), "Bye (a win, no games)");
    }

    #[test]
    fn a_result_reads_as_games_won() {
        let line = TableLine {
            index: 0,
            a: "Ann".into(),
            b: Some("Bo".into()),
            result: Some(GameResult::new(2, 1, 0)),
            points: (3, 3),
            rematch: None,
            number: 1,
            extension: 0,
        };
        assert_eq!(
            games_sentence(&line).as_deref(),
            Some("Ann won 2, Bo won 1, 0 drawn")
        );
        assert_eq!(
            games_sentence(&TableLine {
                result: None,
                ..line
            }),
            None
        );
    }

    #[test]
    fn points_are_labelled_in_short() {
        assert_eq!(points_label(0), "0 pts");
        assert_eq!(points_label(1), "1 pt");
        assert_eq!(points_label(6), "6 pts");
    }

    #[test]
    fn a_round_paired_before_a_correction_says_so() {
        let mut e = five();
        assert_eq!(paired_before(&e, 1), None);
        assert_eq!(paired_before(&e, 9), None);
        e.rounds[1].paired_before = vec![(1, 2)];
        assert_eq!(
            paired_before(&e, 2).as_deref(),
            Some("Paired before the correction of round 1, table 2.")
        );
        e.rounds[1].paired_before = vec![(1, 2), (1, 1), (1, 3)];
        assert_eq!(
            paired_before(&e, 2).as_deref(),
            Some("Paired before the corrections of round 1, tables 1, 2 and 3.")
        );
        e.rounds[2].paired_before = vec![(2, 1), (1, 3), (1, 2)];
        assert_eq!(
            paired_before(&e, 3).as_deref(),
            Some("Paired before the corrections of round 1, tables 2 and 3, and round 2, table 1.")
        );
    }

    /// The five players of [`crate::core::model::generate::FIVE`], with a draw (1-1-1) at Cy v Dee in
    /// round 1, and round 3's Ann v Eve waiting for its result.
    fn five() -> Event {
        let csv = crate::core::model::generate::FIVE
            .replace("1,Cy,Dee,2,0,0", "1,Cy,Dee,1,1,1")
            .replace("3,Ann,Eve,1,2,0", "3,Ann,Eve,,,");
        read_csv(&csv, 3).unwrap()
    }

    #[test]
    fn points_before_a_round_count_only_the_rounds_before_it() {
        let e = five();
        // Ann, Bo, Cy, Dee, Eve. Cy and Dee drew round 1.
        assert_eq!(points_before(&e, 1), [0, 0, 0, 0, 0]);
        assert_eq!(points_before(&e, 2), [3, 0, 1, 1, 3]);
        assert_eq!(points_before(&e, 3), [6, 0, 1, 4, 6]);
        // Ann v Eve has no result yet: it counts nothing.
        assert_eq!(points_before(&e, 4), [6, 0, 4, 7, 6]);
        assert_eq!(points_before(&e, 9), [6, 0, 4, 7, 6]);
    }

    #[test]
    fn a_late_entry_plays_from_the_round_they_entered() {
        let mut e = five();
        e.rounds.truncate(1);
        let fay = e.add_late_player("Fay").unwrap();
        e.players[fay].entered_round = Some(3);
        let bo = e.player_named("Bo").unwrap();
        e.set_dropped(bo, Some(1)).unwrap();
        // Fay entered for round 3: not in round 2, in round 3. Bo dropped after round 1.
        assert_eq!(e.players_in(2), [0, 2, 3, 4]);
        assert_eq!(e.players_in(3), [0, 2, 3, 4, 5]);
        assert_eq!(e.unpaired(2), [0, 2, 3, 4]);
        assert_eq!(crate::core::pairing::active_players(&e), [0, 2, 3, 4]);
        assert_eq!(
            round_players(&e, 2),
            [(0, None), (2, None), (3, None), (4, None)]
        );
        assert_eq!(
            status(&e, 2),
            "Round 2 is not paired yet: 4 players will play."
        );
        // Round 2 pairs without her, and round 3 with her.
        pair(&mut e, 2, false, 7).unwrap();
        assert!(!e.rounds[1]
            .pairings
            .iter()
            .any(|t| t.players().any(|p| p == fay)));
        e.rounds.pop();
        e.players[fay].entered_round = Some(2);
        pair(&mut e, 2, false, 7).unwrap();
        assert!(e.rounds[1]
            .pairings
            .iter()
            .any(|t| t.players().any(|p| p == fay)));
    }

    #[test]
    fn tables_and_seats_of_a_round() {
        let e = five();
        assert_eq!(tables(&e, 3), [(0, Some(4)), (2, Some(1)), (3, None)]);
        assert_eq!(
            seats(&e, 3),
            [
                (0, 1, Some(4)),
                (1, 2, Some(2)),
                (2, 2, Some(1)),
                (3, 3, None),
                (4, 1, Some(0))
            ]
        );
        assert_eq!(tables(&e, 4), []);
        assert_eq!(
            round_players(&e, 3),
            [
                (0, Some(0)),
                (1, Some(1)),
                (2, Some(1)),
                (3, Some(2)),
                (4, Some(0))
            ]
        );
        assert_eq!(
            table_lines(&e, 3, &[(0, 2)], 1, 5),
            [
                TableLine {
                    index: 1,
                    a: "Cy".into(),
                    b: Some("Bo".into()),
                    result: Some(GameResult::new(2, 1, 0)),
                    points: (1, 0),
                    rematch: None,
                    number: 2,
                    extension: 0,
                },
                TableLine {
                    index: 2,
                    a: "Dee".into(),
                    b: None,
                    result: None,
                    points: (4, 0),
                    rematch: None,
                    number: 3,
                    extension: 0,
                }
            ]
        );
        // A bye the platform's file records as a loss carries that result: 0-2.
        let mut lost = e.clone();
        lost.rounds[2].lost_byes = vec![2];
        assert_eq!(
            table_lines(&lost, 3, &[], 2, 1)[0].result,
            Some(GameResult::new(0, 2, 0))
        );
    }

    #[test]
    fn status_and_actions_follow_the_round() {
        let e = five();
        assert_eq!(first_shown(&e), 3);
        assert_eq!(last_offered(&e), 4);
        let mut planned = e.clone();
        planned.planned_rounds = Some(6);
        assert_eq!(last_offered(&planned), 6);
        assert_eq!(last_offered(&Event::default()), 1);
        assert_eq!(status(&e, 3), "Round 3: 1 of 2 results in, and a bye.");
        assert_eq!(status(&e, 2), "Round 2: 2 of 2 results in, and a bye.");
        assert_eq!(
            status(&e, 5),
            "Round 5 comes after round 4: finish that one first."
        );
        assert_eq!(
            actions(&e, 3),
            Actions {
                pair: false,
                power_pair: false,
                finish: true,
                repair: false,
                print: true
            }
        );
        assert_eq!(
            actions(&e, 4),
            Actions {
                pair: true,
                power_pair: true,
                finish: false,
                repair: false,
                print: false
            }
        );
        let mut done = e.clone();
        done.set_result(3, 0, Some(GameResult::new(2, 0, 0)))
            .unwrap();
        assert_eq!(first_shown(&done), 4);
        assert_eq!(
            status(&done, 3),
            "Round 3: 2 of 2 results in, and a bye. Every result is in: finish the round."
        );
        done.planned_rounds = Some(3);
        assert_eq!(first_shown(&done), 3);
        // With a playoff begun, the Swiss rounds are over: no round to pair, finish or offer.
        let mut top = done.clone();
        top.planned_rounds = None;
        top.playoff = Some(crate::core::pairing::start_playoff(&top, 4).unwrap());
        assert_eq!((first_shown(&top), last_offered(&top)), (3, 3));
        assert_eq!(
            status(&top, 3),
            "Round 3: 2 of 2 results in, and a bye. The Swiss rounds end here: the playoff follows (the Playoff tab)."
        );
        assert_eq!(
            actions(&top, 3),
            Actions {
                print: true,
                ..Actions::default()
            }
        );
        assert_eq!(actions(&top, 4), Actions::default());
        // Before any result: the round can be paired again.
        let mut fresh = e.clone();
        fresh.set_result(3, 1, None).unwrap();
        assert!(actions(&fresh, 3).repair);
        assert_eq!(
            actions(&Event::default(), 1),
            Actions {
                pair: true,
                ..Actions::default()
            }
        );
    }

    #[test]
    fn finishing_waits_for_every_result() {
        let mut e = five();
        assert_eq!(
            finish(&e, 3),
            Err((
                "round 3 is missing the result of table 1: enter it first.".to_string(),
                0
            ))
        );
        e.set_result(3, 1, None).unwrap();
        assert_eq!(
            finish(&e, 3),
            Err((
                "round 3 is missing the result of tables 1, 2: enter them first.".to_string(),
                0
            ))
        );
        assert_eq!(
            finish(&e, 2),
            Ok(Finished {
                notice: "Round 2 is finished. Pair round 3 when the players are ready.".into(),
                last: false
            })
        );
        e.planned_rounds = Some(2);
        assert_eq!(
            finish(&e, 2),
            Ok(Finished {
                notice: "Round 2 is finished: these are the final standings.".into(),
                last: true
            })
        );
    }

    #[test]
    fn the_seed_is_kept_for_a_pairing_and_renewed_for_a_repairing() {
        let mut e = five();
        e.set_result(3, 0, Some(GameResult::new(2, 0, 0))).unwrap();
        e.seed = Some(11);
        pair(&mut e, 4, false, 99).unwrap();
        assert_eq!(e.seed, Some(11));
        repair(&mut e, 4, false, 42).unwrap();
        assert_eq!(e.seed, Some(42));
        // Refused once a result is in: the seed stays.
        e.set_result(4, 0, Some(GameResult::new(2, 0, 0))).unwrap();
        assert_eq!(
            repair(&mut e, 4, false, 5).unwrap_err().message,
            "round 4 already has a result (table 1): clear its results to pair it again."
        );
        assert_eq!(e.seed, Some(42));
        let mut new = five();
        new.rounds.clear();
        pair(&mut new, 1, true, 99).unwrap();
        assert_eq!(new.seed, Some(99));
    }

    #[test]
    fn warnings_for_a_rematch_and_a_player_seated_twice() {
        let mut e = five();
        e.rounds[2].pairings[0] = Pairing::Match {
            a: 0,
            b: 1,
            result: None,
        };
        e.rounds[2].pairings.truncate(1);
        e.rounds[2].pairings.push(Pairing::Match {
            a: 2,
            b: 4,
            result: None,
        });
        let found = rematches(&e, 3);
        assert_eq!(found, [(0, 1)]);
        assert_eq!(
            rematch_note(&found, false).as_deref(),
            Some("Rematch: table 1 (they met in round 1). Swap players below, or pair the round again, to avoid it.")
        );
        assert_eq!(rematch_note(&[], false), None);
        // Once every match of the round has its result, the note names the rematch alone.
        assert_eq!(
            rematch_note(&found, true).as_deref(),
            Some("Rematch: table 1 (they met in round 1).")
        );
        assert_eq!(
            pick_warning(&e, 3, Some(3), Some(4)).as_deref(),
            Some("Eve already plays at table 2 of round 3: a player cannot be paired twice. Remove that table or swap instead.")
        );
        e.rounds[2].pairings.pop();
        assert_eq!(
            pick_warning(&e, 3, Some(3), Some(2)).as_deref(),
            Some("Dee and Cy played each other in round 1: this table would be a rematch.")
        );
        assert_eq!(pick_warning(&e, 3, Some(3), Some(4)), None);
        assert_eq!(pick_warning(&e, 3, Some(3), None), None);
    }

    /// The points before each round, counted in one pass, are the standings' match points of the
    /// rounds before (a reference that counts otherwise), on generated events with late entries,
    /// drops and a pending result.
    #[test]
    fn points_before_agree_with_the_standings() {
        for (players, rounds, seed) in [(9, 4, 1), (22, 5, 2), (33, 6, 3)] {
            let mut e =
                crate::core::model::generate::swiss_event_with_changes(players, rounds, seed);
            let last = e.rounds_paired();
            let table = e.rounds[last as usize - 1]
                .pairings
                .iter()
                .position(|t| matches!(t, Pairing::Match { .. }))
                .unwrap();
            e.set_result(last, table, None).unwrap();
            for round in 1..=last + 1 {
                let mut before = e.clone();
                before.rounds.truncate(round as usize - 1);
                let standings = crate::core::compute(&before, &before.ruleset).unwrap();
                let want: Vec<u32> = standings.players.iter().map(|p| p.match_points).collect();
                assert_eq!(
                    points_before(&e, round),
                    want,
                    "{players} players, round {round}"
                );
            }
            // Player 5 entered in round 2: nothing for round 1.
            assert_eq!(e.players[5].entered_round, Some(2));
            assert!(!e.rounds[0]
                .pairings
                .iter()
                .any(|t| t.players().any(|p| p == 5)));
        }
    }

    /// The rounds page offers the advice for the round waiting for results, else for the next one to
    /// pair while rounds remain; never before round 1 is paired.
    #[test]
    fn the_advice_is_offered_for_the_waiting_round_or_the_next() {
        use crate::core::{read_csv, GameResult, Pairing};
        let csv = "round,player_a,player_b,a_wins,b_wins,draws\n1,Ann,Bo,2,0,0\n1,Cy,Di,,,\n";
        let mut event = read_csv(csv, 3).unwrap();
        assert!(offered_for(&event, 1));
        assert!(!offered_for(&event, 2));
        event.rounds[0].pairings[1] = Pairing::Match {
            a: 2,
            b: 3,
            result: Some(GameResult::new(2, 1, 0)),
        };
        assert!(!offered_for(&event, 1));
        assert!(offered_for(&event, 2));
        event.planned_rounds = Some(1);
        assert!(!offered_for(&event, 2));
        assert!(!offered_for(&Event::default(), 1));
    }
}
