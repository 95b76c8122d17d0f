//! What the published points say of the file's Swiss rounds: the match points an event chose
//! ([`read_match_points`]), and byes the file does not list ([`read_unlisted_byes`]). Topdeck's
//! standings of 2024-11-23's Artabrian Weekend give six players a round 1 the file seats them in
//! no match of, each at 3 points more than their matches earn, and every published OMW agrees
//! only when that round is a won round with no opponent.

use crate::core::base::error::PlayerId;
use crate::core::base::ruleset::MatchPoints;
use crate::core::base::words::{and_list, plural};
use crate::core::model::event::{Event, Pairing};
use crate::core::model::game_result::Outcome;

/// What the file's Swiss rounds give each player: won rounds (byes included), drawn rounds, the
/// rounds each is seated in, and whether every match of theirs has a result.
struct Counts {
    won: Vec<u32>,
    drawn: Vec<u32>,
    matches: Vec<u64>,
    seated: Vec<Vec<bool>>,
    known: Vec<bool>,
}

impl Counts {
    fn of(event: &Event) -> Counts {
        let n = event.players.len();
        let rounds = event.rounds.len();
        let mut c = Counts {
            won: vec![0; n],
            drawn: vec![0; n],
            matches: vec![0; n],
            seated: vec![vec![false; rounds]; n],
            known: vec![true; n],
        };
        for (r, round) in event.rounds.iter().enumerate() {
            for (table, pairing) in round.pairings.iter().enumerate() {
                let (seats, winner, draw) = match *pairing {
                    Pairing::Match { a, b, result } => match result {
                        Some(_) if round.double_losses.contains(&table) => ([a, b], None, false),
                        Some(result) => match result.outcome() {
                            Outcome::AWins => ([a, b], Some(a), false),
                            Outcome::BWins => ([a, b], Some(b), false),
                            Outcome::Draw => ([a, b], None, true),
                        },
                        None => {
                            // A match with no result: these players' points are not the file's.
                            for p in [a, b] {
                                if let Some(k) = c.known.get_mut(p) {
                                    *k = false;
                                }
                            }
                            ([a, b], None, false)
                        }
                    },
                    Pairing::Bye { player } => {
                        let won = (!round.lost_byes.contains(&table)).then_some(player);
                        // A bye seats one player: the second seat is no one's.
                        ([player, usize::MAX], won, false)
                    }
                };
                for p in seats.into_iter().filter(|&p| p < n) {
                    c.matches[p] += 1;
                    c.seated[p][r] = true;
                    if winner == Some(p) {
                        c.won[p] = c.won[p].saturating_add(1);
                    }
                    if draw {
                        c.drawn[p] = c.drawn[p].saturating_add(1);
                    }
                }
            }
        }
        c
    }

    /// `p`'s match points under `points`.
    fn points(&self, p: PlayerId, points: MatchPoints) -> u32 {
        points.earned(self.won[p], self.drawn[p])
    }
}

/// The match points an event chose, where its published points give a win and a draw other
/// than 3 and 1: Topdeck lets an event choose them (2024-07-14's Atarka Rizzcord Vintage counts a
/// win 5 and a draw 1, 2024-05-26's Lotus Open 4 and 2). Read where some win from 1 to 10 and
/// draw up to it give more players their published points than 3 and 1 do, and 9 in 10 of the
/// players whose published points count the Swiss rounds alone; of those that give as many,
/// the draw nearest a third of the win (as 3 and 1 have it). `published` is each player's
/// published points where they count the Swiss rounds alone. The ruleset is then named
/// `PRESET, match points W-D`, as an event's other choices are; the choice is named in one
/// sentence.
pub(super) fn read_match_points(event: &mut Event, published: &[Option<u32>]) -> Option<String> {
    let counts = Counts::of(event);
    let players: Vec<(PlayerId, u32)> = (0..event.players.len())
        .filter(|&p| counts.known[p] && counts.matches[p] > 0)
        .filter_map(|p| Some((p, published.get(p).copied().flatten()?)))
        .collect();
    let fit = |m: MatchPoints| {
        players
            .iter()
            .filter(|&&(p, want)| counts.points(p, m) == want)
            .count()
    };
    let plain = fit(MatchPoints::default());
    // Where no player's points count a draw, every draw fits alike: the draw stays MTR's 1 (or
    // the win, if less), and the note says the file does not tell.
    let drawless = players.iter().all(|&(p, _)| counts.drawn[p] == 0);
    let best = (1..=10u32)
        .flat_map(|win| (0..=win).map(move |draw| MatchPoints { win, draw }))
        .filter(|m| !drawless || m.draw == m.win.min(1))
        .map(|m| (fit(m), m))
        .max_by_key(|&(k, m)| {
            (
                k,
                std::cmp::Reverse(m.draw.saturating_mul(3).abs_diff(m.win)),
            )
        })?;
    let (k, m) = best;
    if k <= plain || k * 10 < players.len() * 9 {
        return None;
    }
    event.ruleset.match_points = m;
    event.ruleset.name = format!("{}, match points {}", event.ruleset.name, m.code());
    Some(format!(
        "The published points count a win {} and a draw {}{}, an event's own choice: {} of the {} players whose points count the Swiss rounds alone have them so, {} with a win 3 and a draw 1.",
        m.win,
        m.draw,
        if drawless {
            " (no match was drawn, so the file does not say what a draw earns: MTR's 1 is kept)"
        } else {
            ""
        },
        k,
        players.len(),
        plain
    ))
}

/// Gives a bye, in each Swiss round the file seats them in no match of, to every player whose
/// published points are those of their matches and byes plus a win for each such round, and
/// names them in one sentence. `published` is each player's published points and matches (wins,
/// losses and draws) where the standings list them; `skip` are players whose matches are shared
/// out later (a name the standings list twice); `numbers` are the Swiss rounds' numbers, in order.
///
/// Where another player the file seats nowhere in that round is published with points or
/// matches the file does not give, the round may be a match against them that the file lacks,
/// not a bye (2024's 85542: Psykes7's round 1): none is read in that round. The caller reads none
/// where the standings list a player of some match whom the file seats in no round.
pub(super) fn read_unlisted_byes(
    event: &mut Event,
    published: &[Option<(Option<u32>, u64)>],
    skip: &[PlayerId],
    numbers: &[u32],
) -> Option<String> {
    let n = event.players.len();
    let rounds = event.rounds.len();
    let counts = Counts::of(event);
    let match_points = event.ruleset.match_points;
    let points: Vec<u32> = (0..n).map(|p| counts.points(p, match_points)).collect();
    let Counts {
        matches,
        seated,
        known,
        ..
    } = counts;
    let empty_rounds =
        |p: PlayerId| -> Vec<usize> { (0..rounds).filter(|&r| !seated[p][r]).collect() };
    let mut given: Vec<(PlayerId, Vec<usize>)> = Vec::new();
    // Players the file seats nowhere in a round, whose published figures say they lack a match.
    let mut short = vec![false; n];
    for p in 0..n {
        let Some(Some((want, played))) = published.get(p).copied() else {
            continue;
        };
        let empty = empty_rounds(p);
        if empty.is_empty() {
            continue;
        }
        let fits = known[p]
            && !skip.contains(&p)
            && empty.len() < rounds
            && u32::try_from(empty.len())
                .ok()
                .and_then(|k| k.checked_mul(match_points.win))
                .and_then(|extra| points[p].checked_add(extra))
                .is_some_and(|total| Some(total) == want);
        if fits {
            given.push((p, empty));
        } else if want != Some(points[p]) || played > matches[p] {
            short[p] = true;
        }
    }
    // A round in which a player short of a match sits out may hold a match the file lacks.
    let open: Vec<bool> = (0..rounds)
        .map(|r| (0..n).any(|p| short[p] && !seated[p][r]))
        .collect();
    given.retain(|(_, empty)| empty.iter().all(|&r| !open[r]));
    if given.is_empty() {
        return None;
    }
    let mut each = Vec::with_capacity(given.len());
    for (p, empty) in &given {
        for &r in empty {
            event.rounds[r].pairings.push(Pairing::Bye { player: *p });
        }
        let numbers: Vec<u32> = empty
            .iter()
            .filter_map(|&r| numbers.get(r).copied())
            .collect();
        each.push(format!(
            "{} in {}",
            event.players[*p].name,
            crate::core::base::words::rounds(&numbers)
        ));
    }
    let k = given.len() as u32;
    Some(format!(
        "{} the file seats in no match of some Swiss round {} published with {} points more for each such round than their matches give: each such round is read as a bye the file does not list ({}).",
        plural(k, "player", "players"),
        if k == 1 { "is" } else { "are" },
        match_points.win,
        and_list(&each.iter().map(String::as_str).collect::<Vec<_>>())
    ))
}
