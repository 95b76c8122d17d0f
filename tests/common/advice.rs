//! What the "What do I need?" case files share: the events, the advice asked of them, and checks
//! of an answer against the standings.

use super::all_scores;
use tiebreak::core::advice::{self, Advice, Answer, NeedsAdvice, RoundAdvice, Status};
use tiebreak::core::{compute, read_csv, Event, GameResult, Outcome, Pairing, PlayerId};
use Status::{Depends, Locked, Out};

pub const HEADER: &str = "round,player_a,player_b,a_wins,b_wins,draws\n";

/// 8 players, round 3 of 3 paired and waiting. Registration is by first appearance, so the ids
/// are P01 0, P05 1, P02 2, P06 3, P03 4, P07 5, P04 6, P08 7. After two rounds, 2-0: P01, P02
/// (6 points); 1-1: P03, P04, P05, P06 (3); 0-2: P07, P08 (0).
pub const EIGHT_BY_THREE: &str = include_str!("../data/advice-8x3.csv");

/// The result of a player's own table, from their side.
#[derive(Clone, Copy, Debug)]
pub enum Mine {
    Win,
    Draw,
    Loss,
}

pub fn event(csv: &str, planned: Option<u32>) -> Event {
    let mut event = read_csv(csv, 3).unwrap();
    event.planned_rounds = planned;
    event
}

pub fn id(event: &Event, name: &str) -> PlayerId {
    event
        .player_named(name)
        .unwrap_or_else(|| panic!("no player {name}"))
}

pub fn round_advice(event: &Event, cut: usize, samples: u32) -> RoundAdvice {
    match advice::advise(event, cut, samples).unwrap() {
        Advice::Round(r) => r,
        Advice::Needs(_) => panic!("a round is paired: advice per table expected"),
    }
}

pub fn needs_advice(event: &Event, cut: usize) -> NeedsAdvice {
    match advice::advise(event, cut, 50).unwrap() {
        Advice::Needs(n) => n,
        Advice::Round(_) => panic!("no round is waiting: advice per player expected"),
    }
}

/// The answer of `name` when their own table ends `mine`.
pub fn answer<'r>(event: &Event, round: &'r RoundAdvice, name: &str, mine: Mine) -> &'r Answer {
    let p = id(event, name);
    let table = round.table_of(p).unwrap();
    let is_a = table.a == p;
    let outcome = match (mine, is_a) {
        (Mine::Draw, _) => Outcome::Draw,
        (Mine::Win, true) | (Mine::Loss, false) => Outcome::AWins,
        _ => Outcome::BWins,
    };
    let o = table.outcome(outcome).unwrap();
    if is_a {
        &o.a
    } else {
        o.b.as_ref().unwrap()
    }
}

/// Checks the statuses of `name` after a win, a draw and a loss, and that a chance comes with
/// "depends" only.
pub fn check(event: &Event, round: &RoundAdvice, name: &str, expected: [Status; 3]) {
    for (mine, want) in [Mine::Win, Mine::Draw, Mine::Loss]
        .into_iter()
        .zip(expected)
    {
        let a = answer(event, round, name, mine);
        assert_eq!(a.status, want, "{name} after {mine:?}: {}", a.reason);
        assert_eq!(
            a.chance.is_some(),
            want == Depends,
            "{name} after {mine:?}: a chance with depends only"
        );
        assert!(!a.reason.is_empty());
    }
}

/// Checks that the reason of `name` after `mine` contains every piece of `parts`.
pub fn check_reason(event: &Event, round: &RoundAdvice, name: &str, mine: Mine, parts: &[&str]) {
    let reason = &answer(event, round, name, mine).reason;
    for part in parts {
        assert!(
            reason.contains(part),
            "{name} after {mine:?}: `{part}` not in `{reason}`"
        );
    }
}

/// The names in the top `cut` (players who have not dropped) once the last round's tables
/// `results` (0-based table, result from A's side) are in.
pub fn top(event: &Event, cut: usize, results: &[(usize, GameResult)]) -> Vec<String> {
    let mut work = event.clone();
    let last = work.rounds.len() - 1;
    for &(j, r) in results {
        match &mut work.rounds[last].pairings[j] {
            Pairing::Match { result, .. } => *result = Some(r),
            Pairing::Bye { .. } => panic!("table {j} is a bye"),
        }
    }
    assert!(work.missing_results(last as u32 + 1).is_empty());
    let standings = compute(&work, &work.ruleset).unwrap();
    standings
        .rows
        .iter()
        .filter(|row| work.players[row.player].dropped_after.is_none())
        .take(cut)
        .map(|row| work.players[row.player].name.clone())
        .collect()
}

/// A small generator, so that a test needs no dependency for its random completions.
pub struct Rng(pub u64);

impl Rng {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Soundness on `completions` random completions of the last round: every player whose answer
/// for the outcome that happened is "locked" is in the top `cut`, and every "out" one is not.
/// Returns how many locked and out answers were checked.
pub fn spot_check(
    event: &Event,
    round: &RoundAdvice,
    cut: usize,
    completions: usize,
) -> (usize, usize) {
    let last = event.rounds.len() - 1;
    let pending = event.missing_results(last as u32 + 1);
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let scores = all_scores(3);
    let (mut locked, mut out) = (0, 0);
    for _ in 0..completions {
        let results: Vec<(usize, GameResult)> = pending
            .iter()
            .map(|&j| (j, scores[rng.below(scores.len())]))
            .collect();
        let made = top(event, cut, &results);
        let mut work = event.clone();
        for &(j, r) in &results {
            if let Pairing::Match { result, .. } = &mut work.rounds[last].pairings[j] {
                *result = Some(r);
            }
        }
        for (j, pairing) in work.rounds[last].pairings.iter().enumerate() {
            let table = &round.tables[j];
            let (outcome, players) = match *pairing {
                Pairing::Match { a, b, result } => (result.unwrap().outcome(), vec![a, b]),
                Pairing::Bye { player } => (Outcome::AWins, vec![player]),
            };
            let o = table.outcome(outcome).unwrap();
            for (p, a) in players.into_iter().zip([Some(&o.a), o.b.as_ref()]) {
                let a = a.unwrap();
                let name = &event.players[p].name;
                let inside = made.contains(name);
                match a.status {
                    Locked => {
                        locked += 1;
                        assert!(
                            inside,
                            "{name} is locked but outside {made:?}: {}",
                            a.reason
                        );
                    }
                    Out => {
                        out += 1;
                        assert!(!inside, "{name} is out but inside {made:?}: {}", a.reason);
                    }
                    Depends => {}
                }
            }
        }
    }
    (locked, out)
}

/// A Swiss event of `players` (a power of two) where the lower-numbered player wins every match
/// 2-0, and the round after `played` paired and waiting. Each round pairs the players of equal
/// points, in order, the first with one halfway down the group where no rematch forbids it.
pub fn bracket(players: usize, played: u32) -> String {
    pub fn pair_group(g: &[usize], met: &[Vec<bool>]) -> Option<Vec<(usize, usize)>> {
        let Some((&a, rest)) = g.split_first() else {
            return Some(Vec::new());
        };
        let half = g.len() / 2;
        let mut order: Vec<usize> = (0..rest.len()).collect();
        order.sort_by_key(|&i| (i + 1).abs_diff(half));
        for i in order {
            let b = rest[i];
            if met[a][b] {
                continue;
            }
            let others: Vec<usize> = rest
                .iter()
                .enumerate()
                .filter(|&(k, _)| k != i)
                .map(|(_, &p)| p)
                .collect();
            if let Some(mut pairs) = pair_group(&others, met) {
                pairs.insert(0, (a, b));
                return Some(pairs);
            }
        }
        None
    }
    let name = |i: usize| format!("P{:02}", i + 1);
    let mut wins = vec![0u32; players];
    let mut met = vec![vec![false; players]; players];
    let mut csv = String::from(HEADER);
    for round in 1..=played + 1 {
        let mut order: Vec<usize> = (0..players).collect();
        order.sort_by(|&x, &y| wins[y].cmp(&wins[x]).then(x.cmp(&y)));
        let mut groups: Vec<Vec<usize>> = Vec::new();
        for &p in &order {
            match groups.last_mut() {
                Some(g) if wins[g[0]] == wins[p] => g.push(p),
                _ => groups.push(vec![p]),
            }
        }
        let mut winners = Vec::new();
        for g in groups {
            for (a, b) in pair_group(&g, &met).expect("a pairing without rematches") {
                met[a][b] = true;
                met[b][a] = true;
                if round <= played {
                    winners.push(a);
                    csv.push_str(&format!("{round},{},{},2,0,0\n", name(a), name(b)));
                } else {
                    csv.push_str(&format!("{round},{},{},,,\n", name(a), name(b)));
                }
            }
        }
        for a in winners {
            wins[a] += 1;
        }
    }
    csv
}

// ---------------------------------------------------------------------------------------------
// 8 players, 3 rounds, top 4.
