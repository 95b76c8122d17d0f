//! "Why was I paired with them?": one sentence per table of a round, saying which rule of the
//! pairing put these players together (or gave this bye).
//!
//! The sentences are read back from the event as it is, not recorded when the round was paired:
//! the points before the round ([`points_before`]), who met whom before it ([`meetings`]), the
//! byes so far, the players' fixed tables and byes before the event, whether the round was
//! power-paired ([`crate::core::model::event::Round::power`]), and the corrections log for the tables made by
//! hand (added or swapped since the round was last paired). `tiebreak pair --format json`, the
//! round view and the phone view all say them through [`why`].
//!
//! ```
//! use tiebreak::core::{read_csv, pairing::why};
//! let csv = "round,player_a,player_b,a_wins,b_wins,draws\n1,Ann,Bo,2,0,0\n1,Cy,Di,2,0,0\n2,Ann,Cy,,,\n2,Bo,Di,,,\n";
//! let event = read_csv(csv, 3).unwrap();
//! assert_eq!(why::why(&event, 2), ["Both on 3 points.", "Both on 0 points."]);
//! ```

use std::collections::HashSet;

use crate::core::base::error::PlayerId;
use crate::core::base::words::plural;
use crate::core::model::event::{Event, Pairing};
use crate::core::model::log::LogKind;
use crate::core::pairing::round_view::{places_before, points_before};
use crate::core::pairing::{byes_before, meetings};

/// One sentence per table of round `round` (1-based), in table order; empty for a round not
/// paired.
pub fn why(event: &Event, round: u32) -> Vec<String> {
    let Some(r) = event.rounds.get((round as usize).wrapping_sub(1)) else {
        return Vec::new();
    };
    let points = points_before(event, round);
    let met = meetings(event, round);
    let by_hand = by_hand(event, round);
    let name = |p: PlayerId| event.players.get(p).map_or("?", |p| p.name.as_str());
    let pts = |p: PlayerId| plural(points.get(p).copied().unwrap_or(0), "point", "points");
    let byes_before = byes_before(event, round);
    let places = r.power.then(|| places_before(event, round));
    // Who plays a match in this round, for the pair-down sentence.
    let playing: Vec<PlayerId> = r
        .pairings
        .iter()
        .filter(|t| matches!(t, Pairing::Match { .. }))
        .flat_map(Pairing::players)
        .collect();
    r.pairings
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let fixed = match *t {
                Pairing::Match { a, b, .. } => [a, b].into_iter().find(|&p| {
                    !r.numbers.is_empty()
                        && event.players.get(p).and_then(|p| p.fixed_table) == Some(r.number(i))
                }),
                Pairing::Bye { .. } => None,
            };
            let prefix = fixed.map_or_else(String::new, |p| {
                format!("Fixed table {} ({}). ", r.number(i), name(p))
            });
            let body = if t.players().any(|p| by_hand.contains(&p)) {
                "Paired by hand.".to_string()
            } else {
                match *t {
                    Pairing::Bye { player } => {
                        bye_sentence(event, round, player, byes_before[player], name(player))
                    }
                    Pairing::Match { a, b, .. } => {
                        let rematch = met
                            .get(&(a.min(b), a.max(b)))
                            .map_or_else(String::new, |k| {
                                format!(" They met in round {k}: the pairing avoids a rematch whenever it can.")
                            });
                        if let Some(places) = &places {
                            let (x, y) = (places[a].min(places[b]), places[a].max(places[b]));
                            format!(
                                "Power-paired: {} against {}.{rematch}",
                                ordinal(x + 1),
                                ordinal(y + 1)
                            )
                        } else if round == 1 {
                            "Both on 0 points: round 1 is paired at random.".to_string()
                        } else if points[a] == points[b] {
                            format!("Both on {}.{rematch}", pts(a))
                        } else {
                            let (hi, lo) = if points[a] > points[b] { (a, b) } else { (b, a) };
                            let others: Vec<PlayerId> = playing
                                .iter()
                                .copied()
                                .filter(|&p| p != hi && points[p] == points[hi])
                                .collect();
                            let played = others
                                .iter()
                                .filter(|&&p| met.contains_key(&(p.min(hi), p.max(hi))))
                                .count();
                            let reason = if others.is_empty() {
                                format!("no other player is on {}", pts(hi))
                            } else if played == others.len() {
                                format!(
                                    "every other player on {} has already played {}",
                                    pts(hi),
                                    name(hi)
                                )
                            } else if played == 0 {
                                format!("every other player on {} is paired", pts(hi))
                            } else {
                                format!(
                                    "every other player on {} has already played {}, or is paired",
                                    pts(hi),
                                    name(hi)
                                )
                            };
                            format!(
                                "{} ({}) is paired down to {} ({}): {reason}.{rematch}",
                                name(hi),
                                pts(hi),
                                name(lo),
                                pts(lo)
                            )
                        }
                    }
                }
            };
            prefix + &body
        })
        .collect()
}

/// Why `player` has the bye of round `round`, having had `before` byes in the earlier rounds.
fn bye_sentence(event: &Event, round: u32, player: PlayerId, before: u32, name: &str) -> String {
    let earned = event.players.get(player).map_or(0, |p| p.byes);
    if round <= earned {
        let rounds = match earned {
            1 => "round 1".to_string(),
            2 => "rounds 1 and 2".to_string(),
            n => format!("rounds 1 to {n}"),
        };
        return format!("{name} has a bye earned before the event, for {rounds}.");
    }
    if round == 1 {
        return format!("{name} gets the bye: the odd player out of round 1, drawn at random.");
    }
    if before == 0 {
        format!("{name} gets the bye: the lowest-ranked player who has not had one.")
    } else {
        format!(
            "{name} gets the bye: every player has had one, and {name} is the lowest-ranked with the fewest ({before})."
        )
    }
}

/// The players whose tables in round `round` were made by hand: added, or swapped, since the
/// round was last paired (the log names them; an undo of such a change is not undone here).
fn by_hand(event: &Event, round: u32) -> HashSet<PlayerId> {
    let entries: Vec<_> = event
        .log
        .iter()
        .filter(|e| e.round == Some(round))
        .collect();
    let since = entries
        .iter()
        .rposition(|e| e.kind == LogKind::Repaired)
        .map_or(0, |i| i + 1);
    entries[since..]
        .iter()
        .filter(|e| matches!(e.kind, LogKind::TableAdded | LogKind::Swap))
        .flat_map(|e| &e.players)
        .filter_map(|n| event.player_named(n))
        .collect()
}

/// `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`.
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinals() {
        let all: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111]
            .into_iter()
            .map(ordinal)
            .collect();
        assert_eq!(
            all,
            [
                "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st",
                "111th"
            ]
        );
    }
}
