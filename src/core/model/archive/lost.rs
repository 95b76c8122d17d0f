//! Matches whose opponent the file lost: CardsRealm writes a match with an empty `Player2`
//! (`Ann v ""`) where its own page names the opponent, while its byes are written `Bye v Ann`.
//! The published standings still count the match for both players: the player it lacks is the
//! one the round does not seat whose published record wants exactly that result. Where one
//! player only fits, the match is read against them; where none or several do, the published
//! figures settle it ([`crate::core::tiebreakers::reading`]): against one of the players who fit,
//! against an opponent the standings do not list (a player of that match alone: CardsRealm's
//! standings leave some players out, such as the rank 16 of weber's 14 January 2025, whose
//! opponents' figures count them at the floor), or as a bye of its player; a note says which.
//!
//! In the archive's 340 CardsRealm files of 2025, 149 matches are written so; 101 have exactly
//! one published player whose record wants them (research of issue 42).

use crate::core::base::error::{InputError, PlayerId};
use crate::core::base::words::plural;
use crate::core::model::event::{Event, Pairing};
use crate::core::model::game_result::{GameResult, Outcome};

use super::rounds::{refresh_spans, Entry, FileRound, LostOpponent, Names};
use super::wire::{whole_field, RoundKind, StandingFile};

/// A published player's points and record, less what the file's Swiss rounds give them: what
/// the file lacks of theirs. `None` fields are not published.
#[derive(Clone, Copy, Default)]
struct Wants {
    points: Option<i64>,
    /// Wins, losses and draws, when a record other than 0-0-0 is published.
    record: Option<[i64; 3]>,
}

/// The points and the place in a record (win, loss, draw) of a result for the player it is
/// read from: a win 3, a draw (0-0-0 among them) 1, a loss 0.
fn earned(outcome: Option<Outcome>) -> (i64, usize) {
    match outcome {
        Some(Outcome::AWins) => (3, 0),
        Some(Outcome::BWins) => (0, 1),
        Some(Outcome::Draw) | None => (1, 2),
    }
}

/// A match whose opponent the file lost and that no single published player fits: the event
/// holds it as a bye of `player`; [`crate::core::tiebreakers::reading`] reads it against the one
/// of `candidates`, or an opponent the standings do not list, under whom the most published
/// players get every figure, when one does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LostMatch {
    /// The Swiss round's index in the event.
    pub round: usize,
    /// The bye's place in the round.
    pub table: usize,
    /// The player the file names.
    pub player: PlayerId,
    /// The result as written, from `player`'s side.
    pub result: Option<GameResult>,
    /// The published players whose records want it, none of them seated in the round; none,
    /// or at least two.
    pub candidates: Vec<PlayerId>,
}

impl LostMatch {
    /// The event with the match read against `opponent`, or as the bye it holds (`None`).
    pub fn apply(&self, event: &mut Event, opponent: Option<PlayerId>) {
        let Some(slot) = event
            .rounds
            .get_mut(self.round)
            .and_then(|r| r.pairings.get_mut(self.table))
        else {
            return;
        };
        *slot = match opponent {
            Some(b) => Pairing::Match {
                a: self.player,
                b,
                result: self.result,
            },
            None => Pairing::Bye {
                player: self.player,
            },
        };
        refresh_spans(event);
    }
}

/// What [`find_lost_opponents`] leaves: the notes, and the candidates and result of each lost
/// match that several players could have played, in the order of [`Entry::choice`].
pub(super) type Unsettled = Vec<(Option<GameResult>, Vec<PlayerId>)>;

/// Reads in the opponents of the matches marked [`Entry::lost`] where the published standings
/// name exactly one player who lacks that match; the others stay byes, and those that several
/// players fit are marked for the published figures to settle ([`Entry::choice`]).
pub(super) fn find_lost_opponents(
    event: &mut Event,
    names: &mut Names,
    read: &mut [FileRound],
    standings: &[StandingFile],
    form: LostOpponent,
) -> Result<(Vec<String>, Unsettled), InputError> {
    let lost_count = read
        .iter()
        .flat_map(|r| &r.entries)
        .filter(|e| e.lost)
        .count();
    if lost_count == 0 {
        return Ok((Vec::new(), Vec::new()));
    }
    // Every published player, registered (one the rounds never name may be the lost one).
    let mut wants: Vec<Option<Wants>> = Vec::new();
    for s in standings {
        let name = s.player.trim();
        if names.listed.contains_key(name) || name.is_empty() {
            continue;
        }
        let Ok(p) = names.player(event, name) else {
            continue;
        };
        if wants.len() <= p {
            wants.resize(p + 1, None);
        }
        let record = match (
            whole_field(s.wins),
            whole_field(s.losses),
            whole_field(s.draws),
        ) {
            // A count may be as large as a file writes it (4294967295): no sum of the three.
            (Some(w), Some(l), Some(d)) if w != 0 || l != 0 || d != 0 => {
                Some([i64::from(w), i64::from(l), i64::from(d)])
            }
            _ => None,
        };
        wants[p] = Some(Wants {
            points: whole_field(s.points).map(i64::from),
            record,
        });
    }
    wants.resize(event.players.len(), None);
    // Less what the Swiss rounds give.
    let swiss: Vec<usize> = (0..read.len())
        .filter(|&i| matches!(read[i].kind, RoundKind::Swiss(_)))
        .collect();
    let take = |wants: &mut Vec<Option<Wants>>, p: PlayerId, (points, slot): (i64, usize)| {
        if let Some(Some(w)) = wants.get_mut(p) {
            if let Some(x) = &mut w.points {
                *x -= points;
            }
            if let Some(r) = &mut w.record {
                r[slot] -= 1;
            }
        }
    };
    for &i in &swiss {
        for e in &read[i].entries {
            match e.b {
                None if e.lost => take(&mut wants, e.a, earned(e.result.map(|r| r.outcome()))),
                None if e.lost_bye => take(&mut wants, e.a, (0, 1)),
                None => take(&mut wants, e.a, (3, 0)),
                Some(b) => {
                    let outcome = e.result.map(|r| r.outcome());
                    let theirs = e.result.map(|r| r.swapped().outcome());
                    take(&mut wants, e.a, earned(outcome));
                    take(&mut wants, b, earned(theirs));
                }
            }
        }
    }
    // Whether `p` wants the other side of `e`.
    let fits = |wants: &[Option<Wants>], p: PlayerId, e: &Entry| {
        let (points, slot) = earned(e.result.map(|r| r.swapped().outcome()));
        match wants.get(p).copied().flatten() {
            None => false,
            Some(w) => {
                w.points.is_none_or(|x| x >= points)
                    && w.record.is_none_or(|r| r[slot] >= 1)
                    && (w.points.is_some() || w.record.is_some())
            }
        }
    };
    // The published players who could have played `e` of round `i`: not `e`'s own player, not
    // seated in the round, and wanting its other side.
    let candidates = |read: &[FileRound], wants: &[Option<Wants>], i: usize, e: &Entry| {
        let seated: Vec<PlayerId> = read[i].entries.iter().flat_map(Entry::players).collect();
        (0..wants.len())
            .filter(|&p| p != e.a && !seated.contains(&p) && fits(wants, p, e))
            .collect::<Vec<PlayerId>>()
    };
    let mut found = 0usize;
    loop {
        let mut progress = false;
        for &i in &swiss {
            for k in 0..read[i].entries.len() {
                let e = read[i].entries[k];
                if !e.lost {
                    continue;
                }
                if let [c] = candidates(read, &wants, i, &e)[..] {
                    let theirs = earned(e.result.map(|r| r.swapped().outcome()));
                    take(&mut wants, c, theirs);
                    // The entry's own player was counted as if by a bye of this result: the
                    // same points, now a match.
                    let entry = &mut read[i].entries[k];
                    entry.b = Some(c);
                    entry.lost = false;
                    found += 1;
                    progress = true;
                }
            }
        }
        if !progress {
            break;
        }
    }
    // Those that no single player fits, for the published figures to settle.
    let mut unsettled: Unsettled = Vec::new();
    for &i in &swiss {
        for k in 0..read[i].entries.len() {
            let e = read[i].entries[k];
            if !e.lost || unsettled.len() >= usize::from(u16::MAX) - 1 {
                continue;
            }
            let candidates = candidates(read, &wants, i, &e);
            if candidates.len() != 1 {
                unsettled.push((e.result, candidates));
                read[i].entries[k].choice = unsettled.len() as u16;
            }
        }
    }
    let left = lost_count - found;
    let mut notes = vec![format!(
        "The file leaves the opponent out of {} ({}): {}",
        plural(lost_count as u32, "match", "matches"),
        form.words(),
        match (found, left) {
            (_, 0) => "the published records name the one player each lacks, and it is read against them.".to_string(),
            (0, _) => "the published records name no single player who lacks one, and the published figures settle each (below).".to_string(),
            _ => format!(
                "the published records name the one player {} lacks, read in; for the other {}, none or several fit, and the published figures settle each (below).",
                if found == 1 { "one of them" } else { "each of them" },
                left
            ),
        }
    )];
    // A lost match left a bye keeps its result for the bye's reading.
    for e in read.iter_mut().flat_map(|r| r.entries.iter_mut()) {
        if e.lost {
            e.lost = false;
            e.lost_bye = e.result.is_some_and(|r| r.b_wins > r.a_wins);
            e.result = None;
        }
    }
    if found == 0 && left == 0 {
        notes.clear();
    }
    Ok((notes, unsettled))
}
