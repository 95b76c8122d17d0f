//! The model of an organizer's session, for the model-based test (`tests/edits.rs`) and its longer
//! run in the fuzz target (`tests/fuzz.rs`): random sequences of every edit the app and the CLI
//! offer, mostly plausible (players, rounds and tables taken from the event as it is), some hostile
//! (rounds 0, 61 and `u32::MAX`, tables and players past the end, bad names and reasons), with
//! undo and finishing a round between them.
//!
//! After every accepted edit the event must validate and survive its file; a refused edit must
//! say one sentence and leave the event as it was; every undo must be accepted.

use std::collections::BTreeMap;

use proptest::prelude::*;
use tiebreak::core::edit::{self, Edit, Stamp};
use tiebreak::core::model::log::format_time;
use tiebreak::core::{
    pairing::round_view, read_event_json, write_event_json, Entrant, Event, GameResult, LogEntry,
    MissedRounds, Pairing, PenaltyKind, Ruleset, PRESETS,
};

/// One step of a session, as random numbers: what to do, and numbers to pick its arguments with.
#[derive(Clone, Debug)]
pub struct Op {
    kind: u8,
    x: u32,
    y: u32,
    z: u32,
    hostile: bool,
}

/// A random step: about one in twelve is hostile.
pub fn op() -> impl Strategy<Value = Op> {
    (
        0u8..37,
        any::<u32>(),
        any::<u32>(),
        any::<u32>(),
        prop::bool::weighted(0.08),
    )
        .prop_map(|(kind, x, y, z, hostile)| Op {
            kind,
            x,
            y,
            z,
            hostile,
        })
}

/// A session: 1 to `most` steps.
pub fn session(most: usize) -> impl Strategy<Value = Vec<Op>> {
    prop::collection::vec(op(), 1..most)
}

/// What a step does to the event.
#[derive(Clone, Debug)]
enum Step {
    Edit(Box<Edit>),
    Undo,
    Finish(u32),
}

const NAMES: [&str; 14] = [
    "Ann",
    "Bo",
    "Cy",
    "Dee",
    "Eve",
    "Finn",
    "Gus",
    "Hal",
    "Ivy",
    "Jo",
    "Kim",
    "Lee",
    "Émile",
    "Player 10",
];
const REASONS: [&str; 5] = [
    "",
    "slip misread",
    "Tardiness",
    "wrong table",
    "Deck Problem",
];
const BAD_NAMES: [&str; 3] = ["", "a\nb", "x"];
const HOSTILE_ROUNDS: [u32; 3] = [0, 61, u32::MAX];

fn results() -> [Option<GameResult>; 9] {
    [
        Some(GameResult::new(2, 0, 0)),
        Some(GameResult::new(2, 1, 0)),
        Some(GameResult::new(1, 2, 0)),
        Some(GameResult::new(0, 2, 0)),
        Some(GameResult::new(1, 1, 1)),
        Some(GameResult::new(0, 0, 3)),
        Some(GameResult::new(1, 0, 0)),
        None,
        // Impossible in a best of three.
        Some(GameResult::new(3, 0, 0)),
    ]
}

/// The edit a step asks for, picked against the event as it is.
fn step(event: &Event, op: &Op) -> Step {
    let n = event.players.len().max(1);
    let paired = event.rounds_paired();
    let player = |v: u32| {
        if op.hostile {
            event.players.len() + (v as usize % 3)
        } else {
            v as usize % n
        }
    };
    let round_in = |v: u32, most: u32| {
        if op.hostile {
            HOSTILE_ROUNDS[v as usize % 3]
        } else {
            1 + v % most.max(1)
        }
    };
    let tables = |round: u32| {
        event
            .rounds
            .get((round as usize).wrapping_sub(1))
            .map_or(0, |r| r.pairings.len())
    };
    let table = |round: u32, v: u32| {
        if op.hostile {
            tables(round) + v as usize % 5
        } else {
            v as usize % tables(round).max(1)
        }
    };
    let name = |v: u32| {
        if op.hostile {
            let long = "x".repeat(201);
            match v % 4 {
                0 => long,
                k => BAD_NAMES[k as usize - 1].to_string(),
            }
        } else {
            let base = NAMES[v as usize % NAMES.len()];
            match (v / 16) % 3 {
                0 => base.to_string(),
                1 => base.to_lowercase(),
                _ => format!("{base} {}", v % 7),
            }
        }
    };
    let reason = |v: u32| {
        if op.hostile && v.is_multiple_of(2) {
            "r".repeat(201)
        } else {
            REASONS[v as usize % REASONS.len()].to_string()
        }
    };
    Step::Edit(Box::new(match op.kind {
        0 | 1 => Edit::AddPlayer { name: name(op.x) },
        2 | 3 => Edit::AddLatePlayer { name: name(op.x) },
        4 => Edit::RenamePlayer {
            player: player(op.x),
            name: name(op.y),
        },
        5 => Edit::Drop {
            player: player(op.x),
            after: if op.hostile {
                HOSTILE_ROUNDS[op.y as usize % 3]
            } else {
                paired.saturating_sub(op.y % 2)
            },
        },
        6 => Edit::Undrop {
            player: player(op.x),
        },
        7..=9 => Edit::PairRound {
            round: if op.hostile { paired + 2 } else { paired + 1 },
            power: op.y.is_multiple_of(5),
            seed: u64::from(op.z),
        },
        10 => Edit::RepairRound {
            round: if op.hostile { paired + 1 } else { paired },
            power: op.y.is_multiple_of(5),
            seed: u64::from(op.z),
        },
        11 => Edit::AddTable {
            // The next round, a round already paired, or one past the next (refused: a gap).
            round: round_in(op.x, paired + 2),
            a: player(op.y),
            b: (!op.z.is_multiple_of(4)).then(|| player(op.z / 4)),
        },
        12 => {
            let round = round_in(op.x, paired);
            Edit::RemoveTable {
                round,
                table: table(round, op.y),
            }
        }
        13 => Edit::Swap {
            round: round_in(op.x, paired),
            a: player(op.y),
            b: player(op.z),
        },
        14..=18 => {
            // Mostly the last round; sometimes an earlier one (a correction).
            let round = if op.x.is_multiple_of(3) || op.hostile {
                round_in(op.x, paired)
            } else {
                paired.max(1)
            };
            Edit::SetResult {
                round,
                table: table(round, op.y),
                result: results()[op.z as usize % results().len()],
            }
        }
        19 => Edit::SeedPlayoff {
            size: [8, 4, 5][op.x as usize % 3],
        },
        20 => Edit::PlayoffWinner {
            index: op.x as usize % 8,
            winner: (!op.y.is_multiple_of(5)).then(|| player(op.z)),
        },
        21 => Edit::RemovePlayoff,
        22 => {
            let preset = PRESETS[op.x as usize % PRESETS.len()].name;
            Edit::SetRuleset {
                ruleset: Ruleset::preset(preset).unwrap_or_default(),
            }
        }
        23 => Edit::GivePenalty {
            round: round_in(op.x, paired),
            player: player(op.y),
            kind: PenaltyKind::ALL[op.z as usize % 4],
            reason: reason(op.z / 4),
        },
        24 => Edit::RemovePenalty {
            index: op.x as usize % (event.penalties.len() + 1),
        },
        25 => Edit::SetReason {
            entry: op.x as usize % (event.log.len() + 1),
            reason: reason(op.y),
        },
        26 => Edit::SetPlannedRounds {
            rounds: (!op.x.is_multiple_of(4)).then_some(if op.hostile { 0 } else { 1 + op.y % 6 }),
        },
        27 => Edit::SetMissedRounds {
            missed: if op.x.is_multiple_of(2) {
                MissedRounds::Losses
            } else {
                MissedRounds::LeftOut
            },
        },
        28 => return Step::Undo,
        30 => Edit::SetFixedTable {
            player: player(op.x),
            table: (!op.y.is_multiple_of(4)).then_some(if op.hostile {
                [0, 1000, u32::MAX][op.z as usize % 3]
            } else {
                1 + op.z % 12
            }),
        },
        31 => Edit::SetByes {
            player: player(op.x),
            byes: if op.hostile {
                [61, u32::MAX][op.y as usize % 2]
            } else {
                op.y % 3
            },
        },
        32 => {
            let round = round_in(op.x, paired);
            Edit::SetExtension {
                round,
                table: table(round, op.y),
                minutes: if op.hostile {
                    [61, u32::MAX][op.z as usize % 2]
                } else {
                    op.z % 11
                },
            }
        }
        33 => Edit::AddPlayers {
            // A pasted list of one to three names, some with byes; a hostile one may repeat a
            // name already registered, or ask for more byes than rounds.
            entrants: (0..1 + op.y % 3)
                .map(|i| Entrant {
                    line: 1 + 2 * i as usize,
                    name: name(op.x.wrapping_add(i)),
                    byes: if op.hostile {
                        [0, 61][i as usize % 2]
                    } else {
                        op.z % 2
                    },
                })
                .collect(),
        },
        34 => Edit::ThirdPlaceWinner {
            winner: (!op.y.is_multiple_of(5)).then(|| player(op.z)),
        },
        // A playoff match's games typed (a draw or a 3-0 is refused), or cleared.
        35 => Edit::PlayoffGames {
            index: op.x as usize % 8,
            result: results()[op.z as usize % results().len()],
        },
        36 => Edit::ThirdPlaceGames {
            result: results()[op.z as usize % results().len()],
        },
        _ => return Step::Finish(round_in(op.x, paired)),
    }))
}

/// What a run did: per kind of edit, how many were accepted and refused; and the undos.
#[derive(Default, Debug)]
pub struct Tally {
    /// Accepted and refused edits, by the edit's name.
    pub edits: BTreeMap<&'static str, (u64, u64)>,
    /// Undos made.
    pub undos: u64,
    /// Sequences run.
    pub sequences: u64,
    /// The longest log seen.
    pub longest_log: usize,
    /// The most rounds seen.
    pub most_rounds: usize,
    /// Refusals, by their words with the numbers and names taken out.
    pub refusals: BTreeMap<String, u64>,
}

fn label(edit: &Edit) -> &'static str {
    match edit {
        Edit::AddPlayer { .. } => "add player",
        Edit::AddLatePlayer { .. } => "late entry",
        Edit::AddPlayers { .. } => "pasted list",
        Edit::RenamePlayer { .. } => "rename",
        Edit::Drop { .. } => "drop",
        Edit::Undrop { .. } => "undrop",
        Edit::PairRound { .. } => "pair round",
        Edit::RepairRound { .. } => "pair again",
        Edit::AddTable { .. } => "add table",
        Edit::RemoveTable { .. } => "remove table",
        Edit::Swap { .. } => "swap",
        Edit::SetResult { .. } => "result",
        Edit::SeedPlayoff { .. } => "seed playoff",
        Edit::PlayoffWinner { .. } => "playoff winner",
        Edit::ThirdPlaceWinner { .. } => "third place",
        Edit::PlayoffGames { .. } => "playoff games",
        Edit::ThirdPlaceGames { .. } => "third place games",
        Edit::RemovePlayoff => "remove playoff",
        Edit::SetRuleset { .. } => "ruleset",
        Edit::SetPlannedRounds { .. } => "planned rounds",
        Edit::SetMissedRounds { .. } => "missed rounds",
        Edit::GivePenalty { .. } => "penalty",
        Edit::RemovePenalty { .. } => "remove penalty",
        Edit::SetReason { .. } => "reason",
        Edit::SetFixedTable { .. } => "fixed table",
        Edit::SetByes { .. } => "byes",
        Edit::SetExtension { .. } => "extension",
    }
}

/// A refusal's shape: its words without the digits.
fn shape(message: &str) -> String {
    message
        .chars()
        .filter(|c| !c.is_ascii_digit())
        .take(60)
        .collect()
}

/// Checks that `event` validates and reads back equal from its file.
fn check_saved(event: &Event, after: &str) {
    if let Err(e) = event.validate() {
        panic!("after {after}, the event does not validate: {e}\n{event:?}");
    }
    let file = write_event_json(event);
    match read_event_json(&file) {
        Ok(back) => assert_eq!(
            &back, event,
            "after {after}, the file reads back different:\n{file}"
        ),
        Err(e) => panic!("after {after}, the event file does not read: {e}\n{file}"),
    }
}

/// Runs one session from an empty event, checking every step.
pub fn run(ops: &[Op], tally: &mut Tally) {
    let mut event = Event::default();
    let mut undo: Vec<(Event, Vec<LogEntry>)> = Vec::new();
    tally.sequences += 1;
    for (i, op) in ops.iter().enumerate() {
        let stamp = Stamp::at(&format_time(1_795_529_100 + 37 * i as u64));
        match step(&event, op) {
            Step::Edit(e) => {
                let e = *e;
                let before = event.clone();
                let counts = tally.edits.entry(label(&e)).or_default();
                match edit::apply(&event, &e, &stamp) {
                    Ok(after) => {
                        counts.0 += 1;
                        check_saved(&after, &format!("{e:?}"));
                        assert!(after.log.len() >= before.log.len(), "the log never shrinks");
                        assert_eq!(after.log[..before.log.len()].len(), before.log.len());
                        let written = after.log[before.log.len()..].to_vec();
                        if after != before {
                            undo.push((before, written));
                        }
                        event = after;
                    }
                    Err(err) => {
                        counts.1 += 1;
                        assert_eq!(event, before, "a refused edit changed nothing");
                        let m = err.to_string();
                        assert!(
                            m.ends_with('.') && !m.contains('\n') && !m.is_empty(),
                            "{e:?} was refused with `{m}`: one sentence on one line"
                        );
                        *tally.refusals.entry(shape(&m)).or_default() += 1;
                    }
                }
            }
            Step::Undo => {
                if let Some((before, written)) = undo.pop() {
                    let undone = edit::undo(&event, &before, &written, &stamp)
                        .unwrap_or_else(|e| panic!("an undo was refused: {e}"));
                    assert_eq!(undone.log.len(), event.log.len() + written.len());
                    assert_eq!(undone.penalties, before.penalties);
                    assert_eq!(undone.rounds, before.rounds);
                    check_saved(&undone, "an undo");
                    tally.undos += 1;
                    event = undone;
                }
            }
            Step::Finish(round) => {
                // Finishing only checks; it never changes the event.
                let _ = round_view::finish(&event, round);
            }
        }
        tally.longest_log = tally.longest_log.max(event.log.len());
        tally.most_rounds = tally.most_rounds.max(event.rounds.len());
        for (r, round) in event.rounds.iter().enumerate() {
            for t in &round.pairings {
                if let Pairing::Match {
                    result: Some(g), ..
                } = t
                {
                    assert!(g.check(event.best_of).is_ok(), "round {}: {g}", r + 1);
                }
            }
        }
    }
}
