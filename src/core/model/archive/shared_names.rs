//! A name the standings list more than once: its matches shared out among its players, each way
//! that gives every one of them their published record.

use crate::core::model::event::{Event, Pairing};

use crate::core::base::error::{InputError, PlayerId};

use crate::core::model::game_result::Outcome;

use super::rounds::refresh_spans;

/// A name the standings list more than once: that many players, and the ways to give each of the
/// name's matches to one of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedName {
    /// The name as written.
    pub name: String,
    /// Its players, in the order of the standings' rows: `Evan Johnson`, `Evan Johnson (2)`.
    pub players: Vec<PlayerId>,
    /// The name's seats: `(round index, table)` of each Swiss match or bye it plays, and
    /// whether it is the match's second player.
    pub seats: Vec<(usize, usize, bool)>,
    /// Each way that gives every player their published record: for each seat, the player
    /// (an index into `players`). The event holds the first.
    pub ways: Vec<Vec<u8>>,
}

/// The rounds (1-based, ascending, once each) of a shared name's seats.
fn seat_rounds(seats: &[(usize, usize, bool)]) -> Vec<u32> {
    let mut rounds: Vec<u32> = seats.iter().map(|s| s.0 as u32 + 1).collect();
    rounds.dedup();
    rounds
}

impl SharedName {
    /// The rounds its seats are in, in words: `rounds 1 to 3 and 5`.
    pub fn rounds_words(&self) -> String {
        crate::core::base::words::rounds(&seat_rounds(&self.seats))
    }

    /// The event with `way` (one of [`SharedName::ways`]) in place of the one it holds.
    pub fn apply(&self, event: &mut Event, way: &[u8]) {
        for (&(round, table, second), &person) in self.seats.iter().zip(way) {
            let player = self.players[usize::from(person)];
            match event
                .rounds
                .get_mut(round)
                .and_then(|r| r.pairings.get_mut(table))
            {
                Some(Pairing::Match { a, b, .. }) => {
                    if second {
                        *b = player;
                    } else {
                        *a = player;
                    }
                }
                Some(Pairing::Bye { player: p }) => *p = player,
                None => {}
            }
        }
        refresh_spans(event);
    }
}

/// The most ways to share out a name's matches that the reader keeps: past it, the file cannot
/// tell the players apart.
const MAX_WAYS: usize = 256;

/// What a player's standings row publishes of them: match points, and a record W-L-D that is
/// not 0-0-0.
type Wanted = (Option<u32>, Option<(u32, u32, u32)>);

/// The ways to give a shared name's Swiss seats to its players so that each plays once a round
/// and has their published points (and record, when one is published), the first way first.
/// `Err` names the name and the rounds when no way does, or too many do.
pub(super) fn share_out(
    event: &Event,
    name: &str,
    players: &[PlayerId],
) -> Result<SharedName, InputError> {
    let first = players[0];
    let mut seats: Vec<(usize, usize, bool)> = Vec::new();
    for (r, round) in event.rounds.iter().enumerate() {
        for (t, p) in round.pairings.iter().enumerate() {
            match *p {
                Pairing::Match { a, b, .. } => {
                    if a == first {
                        seats.push((r, t, false));
                    }
                    if b == first {
                        seats.push((r, t, true));
                    }
                }
                Pairing::Bye { player } if player == first => seats.push((r, t, false)),
                Pairing::Bye { .. } => {}
            }
        }
    }
    let cannot = |why: &str| {
        InputError::new(format!(
            "the standings list `{name}` {} times, and {why} in {}: the file cannot tell these players apart.",
            players.len(),
            crate::core::base::words::rounds(&seat_rounds(&seats))
        ))
    };
    // What each seat earns: points, and the record's place (win, loss, draw).
    let earn: Vec<(u32, usize)> = seats
        .iter()
        .map(|&(r, t, second)| match event.rounds[r].pairings[t] {
            Pairing::Bye { .. } => (3, 0),
            Pairing::Match { result, .. } => match result.map(|x| x.outcome()) {
                Some(Outcome::AWins) if !second => (3, 0),
                Some(Outcome::BWins) if second => (3, 0),
                Some(Outcome::Draw) => (1, 2),
                Some(_) => (0, 1),
                None => (0, 3),
            },
        })
        .collect();
    let published = event.published.as_ref();
    let wanted: Vec<Wanted> = players
        .iter()
        .map(|&p| {
            published
                .and_then(|pb| pb.rows.iter().find(|r| r.player == p))
                .map_or((None, None), |r| {
                    // A row of 0 points and 0 everywhere is a registration that played nothing,
                    // whatever record it carries: Topdeck copies the namesake's W-L-D onto it
                    // (spellbound-games-legacy-dual-land of 2024, twice).
                    let nothing = r.points == Some(0)
                        && [&r.omw, &r.gw, &r.ogw].iter().all(|f| {
                            f.as_ref().is_some_and(|d| {
                                d.value == crate::core::base::fraction::Fraction::ZERO
                            })
                        });
                    let record = r.record.filter(|&(w, l, d)| w + l + d > 0 && !nothing);
                    (r.points, record)
                })
        })
        .collect();
    let k = players.len();
    if k > 8 {
        return Err(cannot("more than 8 players share it"));
    }
    // Depth-first over the seats; two seats of one round never go to one player.
    let mut ways: Vec<Vec<u8>> = Vec::new();
    let mut way: Vec<u8> = Vec::with_capacity(seats.len());
    let mut points = vec![0u32; k];
    let mut record = vec![[0u32; 4]; k];
    let mut too_many = false;
    #[expect(
        clippy::too_many_arguments,
        reason = "the depth-first search carries its whole state down each call"
    )]
    fn search(
        i: usize,
        seats: &[(usize, usize, bool)],
        earn: &[(u32, usize)],
        wanted: &[Wanted],
        way: &mut Vec<u8>,
        points: &mut Vec<u32>,
        record: &mut Vec<[u32; 4]>,
        ways: &mut Vec<Vec<u8>>,
        too_many: &mut bool,
        playoff: bool,
    ) {
        if *too_many {
            return;
        }
        if i == seats.len() {
            // A published record counts the playoff too (Topdeck's): the Swiss seats give at most
            // it where the event has a playoff, and exactly it where not.
            let fits = wanted.iter().enumerate().all(|(p, (pts, rec))| {
                pts.is_none_or(|x| x == points[p])
                    && rec.is_none_or(|(w, l, d)| {
                        let [sw, sl, sd, _] = record[p];
                        if playoff {
                            sw <= w && sl <= l && sd <= d
                        } else {
                            [sw, sl, sd] == [w, l, d]
                        }
                    })
            });
            if fits {
                if ways.len() == MAX_WAYS {
                    *too_many = true;
                } else {
                    ways.push(way.clone());
                }
            }
            return;
        }
        for p in 0..wanted.len() {
            // Not twice in one round.
            let round = seats[i].0;
            if seats[..i]
                .iter()
                .zip(way.iter())
                .any(|(s, &q)| s.0 == round && usize::from(q) == p)
            {
                continue;
            }
            let (pts, slot) = earn[i];
            if wanted[p].0.is_some_and(|w| points[p] + pts > w) {
                continue;
            }
            points[p] += pts;
            record[p][slot] += 1;
            way.push(p as u8);
            search(
                i + 1,
                seats,
                earn,
                wanted,
                way,
                points,
                record,
                ways,
                too_many,
                playoff,
            );
            way.pop();
            record[p][slot] -= 1;
            points[p] -= pts;
        }
    }
    // A published record is first taken as the Swiss rounds' alone; where no way gives it and
    // the event has a playoff, as counting the playoff too (Topdeck's records do).
    for playoff in [false, true] {
        if playoff && (!ways.is_empty() || too_many || event.playoff.is_none()) {
            break;
        }
        search(
            0,
            &seats,
            &earn,
            &wanted,
            &mut way,
            &mut points,
            &mut record,
            &mut ways,
            &mut too_many,
            playoff,
        );
    }
    if too_many {
        return Err(cannot(
            "more than 256 ways to share out its matches give each their published record",
        ));
    }
    if ways.is_empty() {
        return Err(cannot(
            "no way to share out its matches gives each their published record",
        ));
    }
    Ok(SharedName {
        name: name.to_string(),
        players: players.to_vec(),
        seats,
        ways,
    })
}
