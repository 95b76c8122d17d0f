//! A round's matches as the file lists them: each player found or registered by name, a match
//! listed twice read once, and the rounds each player appears in.

use crate::core::base::error::{InputError, PlayerId};
use crate::core::base::ruleset::Results;
use crate::core::model::csv::trim;
use crate::core::model::event::{Event, MissedRounds, Pairing, Player};
use crate::core::model::game_result::{GameResult, Outcome};
use crate::core::model::names::{check_name, name_key_of, NameMap};

use super::wire::{is_bye, parse_result, RoundFile, RoundKind};

/// Drops and late entries from the Swiss rounds each player appears in: the one home of this
/// reading, for the reader and for a shared name's matches moved to another player.
pub(super) fn refresh_spans(event: &mut Event) {
    let last = event.rounds.len() as u32;
    let mut span = vec![(u32::MAX, 0u32); event.players.len()];
    for (i, round) in event.rounds.iter().enumerate() {
        for p in round.pairings.iter().flat_map(Pairing::players) {
            if let Some(s) = span.get_mut(p) {
                s.0 = s.0.min(i as u32 + 1);
                s.1 = s.1.max(i as u32 + 1);
            }
        }
    }
    let mut late = false;
    for (player, &(first, latest)) in event.players.iter_mut().zip(&span) {
        player.dropped_after = (latest < last).then_some(latest);
        player.entered_round = (first != u32::MAX && first > 1).then_some(first);
        late |= player.entered_round.is_some();
    }
    event.missed_rounds = if late {
        MissedRounds::LeftOut
    } else {
        MissedRounds::default()
    };
}

/// One match or bye of a round as the file lists it, its names registered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Entry {
    pub(super) a: PlayerId,
    /// `None` for a bye.
    pub(super) b: Option<PlayerId>,
    pub(super) result: Option<GameResult>,
    /// Listed as a win on one side and 0-0-0 on the other: both players lost it.
    pub(super) double_loss: bool,
    /// A bye recorded as a loss (`0-2-0` against `-`) or with no games (`0-0-0`): Melee lists a
    /// player out of a playoff so, and its published points leave it out (159 of the archive's
    /// 163 players with one). Only where the Swiss rounds end reads it
    /// ([`super::playoff::swiss_end`]); the event holds a bye.
    pub(super) lost_bye: bool,
    /// Of those, a bye recorded as a loss (`0-2-0`): the event holds it as a round lost with no
    /// opponent ([`crate::core::Round::lost_byes`]).
    pub(super) bye_recorded_lost: bool,
    /// Its match's place in the file's round, 1-based, for the sentences.
    pub(super) at: usize,
    /// A match whose opponent the file left out (CardsRealm's `Ann v ""`), `b` still `None`
    /// and `result` from `a`'s side, until [`super::lost::find_lost_opponents`] reads it.
    pub(super) lost: bool,
    /// A lost match that several published players could have played: its place in the
    /// reader's list of them, plus one (0 for none).
    pub(super) choice: u16,
}

impl Entry {
    /// The players of the entry, `a` first.
    pub(super) fn players(&self) -> impl Iterator<Item = PlayerId> {
        std::iter::once(self.a).chain(self.b)
    }

    /// The same pair, whatever the order.
    fn same_pair(&self, other: &Entry) -> bool {
        match (self.b, other.b) {
            (None, None) => self.a == other.a,
            (Some(b), Some(ob)) => (self.a, b) == (other.a, ob) || (self.a, b) == (ob, other.a),
            _ => false,
        }
    }

    /// `other`'s result from this entry's `a`'s side (for the same pair).
    fn result_as_mine(&self, other: &Entry) -> Option<GameResult> {
        if other.a == self.a {
            other.result
        } else {
            other.result.map(|r| r.swapped())
        }
    }

    /// The winner and loser, when a result names one.
    pub(super) fn outcome(&self) -> Option<(PlayerId, Option<PlayerId>)> {
        match (self.b, self.result.map(|r| r.outcome())) {
            (None, _) => Some((self.a, None)),
            (Some(b), Some(Outcome::AWins)) => Some((self.a, Some(b))),
            (Some(b), Some(Outcome::BWins)) => Some((b, Some(self.a))),
            _ => None,
        }
    }
}

/// Whether a result records no games: 0-0-0, or none.
fn no_games(result: Option<GameResult>) -> bool {
    result.is_none_or(|r| r.games() == 0)
}

/// A round of the file: its name, what kind it is, and its entries.
pub(super) struct FileRound {
    pub(super) name: String,
    pub(super) kind: RoundKind,
    /// Its place in the file, 1-based.
    pub(super) position: usize,
    /// How many matches the file lists in it, byes and copies included.
    pub(super) listed: usize,
    pub(super) entries: Vec<Entry>,
}

/// The players met so far: their names, as written, and which spellings clash.
#[derive(Default)]
pub(super) struct Names {
    /// Each spelling as written to its player (the first of a shared name's).
    pub(super) spellings: NameMap<String>,
    /// Each name's key (`name_key`: case and spacing aside) to how many players are registered
    /// under it.
    pub(super) keys: FastMap<String, usize>,
    /// The spellings the standings list more than once, with how many times.
    pub(super) listed: FastMap<String, usize>,
    /// Each placeholder account ([`is_placeholder`]) with the most times a round seats it.
    pub(super) placeholders: FastMap<String, u32>,
}

/// The name a round's seat is registered under: a placeholder account met by two opponents in
/// one round is two players, its second seat in the round "Deleted (2)". `seated` counts each
/// placeholder's seats in the round, `most` the most in any round.
fn seat<'n>(
    name: &'n str,
    seated: &mut FastMap<String, u32>,
    most: &mut FastMap<String, u32>,
) -> std::borrow::Cow<'n, str> {
    if !is_placeholder(name) {
        return name.into();
    }
    let k = seated.entry(name.to_string()).or_insert(0);
    *k += 1;
    let m = most.entry(name.to_string()).or_insert(0);
    *m = (*m).max(*k);
    if *k == 1 {
        name.into()
    } else {
        format!("{name} ({k})").into()
    }
}

/// Whether a name is a platform's placeholder for an account deleted since (Topdeck writes
/// "Deleted"): one name for several people, so that a round may seat it twice.
pub(super) fn is_placeholder(name: &str) -> bool {
    ["deleted", "deleted user", "[deleted]"]
        .iter()
        .any(|p| name.eq_ignore_ascii_case(p))
}

/// A map hashed with foldhash, as [`NameMap`] is: the reader looks a name or a pair up for every
/// match of a file, and SipHash was a tenth of the reading time of a 1,200-player file.
pub(super) type FastMap<K, V> = std::collections::HashMap<K, V, foldhash::fast::RandomState>;

impl Names {
    /// The player spelled `name`, registered if new: a spelling that only case, spacing or the
    /// encoding of an accent tells apart from an earlier one ([`crate::core::name_key`]) is
    /// another player, written with ` (2)` after it.
    pub(super) fn player(&mut self, event: &mut Event, name: &str) -> Result<PlayerId, InputError> {
        if let Some(&id) = self.spellings.get(name) {
            return Ok(id);
        }
        let checked = check_name(name)?;
        let key = name_key_of(&checked).into_owned();
        // A name the standings list `k` times is `k` players, registered together.
        let copies = self.listed.get(name).copied().unwrap_or(1);
        let before = self.keys.entry(key).or_insert(0);
        let id = event.players.len();
        for k in 1..=copies {
            let n = *before + k;
            event.players.push(Player::named(if n == 1 {
                checked.clone()
            } else {
                format!("{checked} ({n})")
            }));
        }
        *before += copies;
        self.spellings.insert(name.to_string(), id);
        Ok(id)
    }
}

/// How a platform writes a match whose opponent the file lost, which is not a bye
/// ([`super::lost`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum LostOpponent {
    /// It writes none: an empty or missing opponent is a bye.
    Never,
    /// An empty `Player2` beside a named `Player1`: CardsRealm, whose byes are `Bye v Ann`.
    Empty,
    /// A `null` `Player2`: Topdeck, whose byes are an empty `Player2` recorded `0-0-1`.
    Null,
}

impl LostOpponent {
    /// The form in a note: "`Ann v \"\"`, where a bye is `Bye v Ann`".
    pub(super) fn words(self) -> &'static str {
        match self {
            LostOpponent::Null => "`Ann v null`, where a bye is `Ann v \"\"`",
            _ => "`Ann v \"\"`, where a bye is `Bye v Ann`",
        }
    }
}

/// A round's entries, each match read once: a match listed again from either side with the same
/// result (or swapped) is one match; listed once as a win and once as 0-0-0, both players lost it;
/// with two different winners, it is refused. A player in two different matches is kept, to be
/// settled by [`drop_copies`] or a shared name. A bye may name its player in either place
/// (`Bye` v Ann, as CardsRealm writes it); an entry with a bye marker in both seats no one and is
/// counted in `nobody`.
pub(super) fn read_round(
    event: &mut Event,
    names: &mut Names,
    round: &RoundFile,
    label: &str,
    results: Results,
    nobody: &mut usize,
    lost_form: LostOpponent,
) -> Result<Vec<Entry>, InputError> {
    let mut entries: Vec<Entry> = Vec::with_capacity(round.matches.len());
    // Each pair's entry so far (a bye's as its player and no one): a round of a large event lists
    // hundreds of matches, each looked up once.
    let mut pairs: FastMap<(PlayerId, PlayerId), usize> =
        FastMap::with_capacity_and_hasher(round.matches.len(), Default::default());
    // How many times each placeholder account is seated in the round so far.
    let mut seated: FastMap<String, u32> = FastMap::default();
    for (m, listed) in round.matches.iter().enumerate() {
        let first = trim(&listed.player1);
        let second = listed.player2.as_deref().map(trim).unwrap_or_default();
        // A bye written with `Bye` as Player1 (CardsRealm): its player is Player2, and its result
        // is read from Player2's side. An entry with no player at all seats no one.
        let swapped = is_bye(first) && !is_bye(second);
        if is_bye(first) && is_bye(second) {
            *nobody += 1;
            continue;
        }
        let (a_name, b_name) = if swapped {
            (second, first)
        } else {
            (first, second)
        };
        let written = || {
            parse_result(listed.result.as_deref().unwrap_or_default())
                .map(|r| r.map(|r| if swapped { r.swapped() } else { r }))
        };
        // A name in a sentence: its first 40 characters.
        let short = |name: &str| -> String {
            if name.chars().count() > 40 {
                format!("{}…", name.chars().take(40).collect::<String>())
            } else {
                name.to_string()
            }
        };
        let at = || {
            if is_bye(b_name) {
                format!("{label}, match {} ({}, a bye)", m + 1, short(a_name))
            } else {
                format!(
                    "{label}, match {} ({} v {})",
                    m + 1,
                    short(a_name),
                    short(b_name)
                )
            }
        };
        // A placeholder account met by two opponents in one round is two players: its second
        // seat in the round is "Deleted (2)".
        let a_seat = seat(a_name, &mut seated, &mut names.placeholders);
        let b_seat = (!is_bye(b_name)).then(|| seat(b_name, &mut seated, &mut names.placeholders));
        let a = names
            .player(event, &a_seat)
            .map_err(|e| InputError::new(format!("{}: {}", at(), e.message)))?;
        let b = match &b_seat {
            None => None,
            Some(b_seat) => Some(
                names
                    .player(event, b_seat)
                    .map_err(|e| InputError::new(format!("{}: {}", at(), e.message)))?,
            ),
        };
        if b == Some(a) && !names.listed.contains_key(a_name) {
            return Err(InputError::new(format!(
                "{}: {a_name} cannot be paired against themselves.",
                at()
            )));
        }
        // An empty Player2 beside a named Player1, on a platform that writes its byes `Bye v
        // Ann`, or a null one where its byes are empty, is a match whose opponent the file lost.
        let lost = b.is_none()
            && !swapped
            && match lost_form {
                LostOpponent::Never => false,
                LostOpponent::Empty => b_name.is_empty(),
                LostOpponent::Null => listed.player2.is_none(),
            };
        let result = match b {
            None if !lost => None,
            _ => written().map_err(|m| InputError::new(format!("{}: {m}", at())))?,
        };
        if let Some(r) = &result {
            r.check_under(event.best_of, results)
                .map_err(|m| InputError::new(format!("{}: {m}", at())))?;
        }
        let bye_result = written().ok().flatten().filter(|_| b.is_none() && !lost);
        let lost_bye = bye_result.is_some_and(|r| r.b_wins > r.a_wins || r.games() == 0);
        let bye_recorded_lost = bye_result.is_some_and(|r| r.b_wins > r.a_wins);
        let entry = Entry {
            a,
            b,
            result,
            double_loss: false,
            lost_bye,
            bye_recorded_lost,
            at: m + 1,
            lost,
            choice: 0,
        };
        // The same pair listed before: one match, a double loss, or two winners.
        let key = match b {
            Some(b) => (a.min(b), a.max(b)),
            None => (a, PlayerId::MAX),
        };
        let earlier = *pairs.entry(key).or_insert(entries.len());
        if let Some(before) = entries.get_mut(earlier) {
            debug_assert!(before.same_pair(&entry));
            let again = before.result_as_mine(&entry);
            if again == before.result || entry.b.is_none() {
                continue;
            }
            match (no_games(before.result), no_games(again)) {
                (true, true) => continue,
                (true, false) => {
                    before.result = again;
                    before.double_loss = true;
                    continue;
                }
                (false, true) => {
                    before.double_loss = true;
                    continue;
                }
                (false, false) => {
                    let name = |p: PlayerId| event.players[p].name.clone();
                    return Err(InputError::new(format!(
                        "{}: the same match is listed in match {} ({} v {} {}) with another result: one of the two is wrong.",
                        at(),
                        before.at,
                        name(before.a),
                        before.b.map(name).unwrap_or_default(),
                        before.result.map(|r| r.to_string()).unwrap_or_default(),
                    )));
                }
            }
        }
        entries.push(entry);
    }
    Ok(entries)
}

/// A player (not one of a shared name's) in two matches of a round: when one of the two matches
/// is listed again, with the same result, in another round where it makes no one play twice, it
/// belongs there and is dropped here, with a note. A bye beside a match is left out, with a note.
/// Any other player in two matches is refused.
pub(super) fn drop_copies(
    event: &Event,
    read: &mut [FileRound],
    order: &[usize],
    shared: &[PlayerId],
    notes: &mut Vec<String>,
) -> Result<(), InputError> {
    let n = event.players.len();
    let mut seen = vec![usize::MAX; n];
    // The entries of each round that seat someone already seated in it.
    let twice_in = |entries: &[Entry], seen: &mut Vec<usize>, stamp: usize| -> Vec<usize> {
        let mut twice = Vec::new();
        for (k, e) in entries.iter().enumerate() {
            for p in e.players() {
                if shared.contains(&p) {
                    continue;
                }
                if seen[p] == stamp {
                    twice.push(k);
                }
                seen[p] = stamp;
            }
        }
        twice
    };
    for (stamp, &r) in order.iter().enumerate() {
        let twice = twice_in(&read[r].entries, &mut seen, stamp);
        if twice.is_empty() {
            continue;
        }
        // Each player seated twice, and their two entries.
        let mut dropped: Vec<usize> = Vec::new();
        for &k in &twice {
            let entry = read[r].entries[k];
            for p in entry.players() {
                if shared.contains(&p) {
                    continue;
                }
                let mine: Vec<usize> = read[r]
                    .entries
                    .iter()
                    .enumerate()
                    .filter(|(j, e)| !dropped.contains(j) && e.players().any(|x| x == p))
                    .map(|(j, _)| j)
                    .collect();
                if mine.len() < 2 {
                    continue;
                }
                // The one of them listed again elsewhere, with the same result.
                let copy = mine.iter().copied().find_map(|j| {
                    let e = read[r].entries[j];
                    order
                        .iter()
                        .filter(|&&o| o != r)
                        .find(|&&o| {
                            read[o]
                                .entries
                                .iter()
                                .any(|x| x.same_pair(&e) && e.result_as_mine(x) == e.result)
                        })
                        .map(|&o| (j, o))
                });
                let Some((j, other)) = copy else {
                    // A bye beside a match of the same round: the file cannot say which round the
                    // bye belongs to. It is left out, with a note; the player's published record
                    // then tells that the file lacks it (their figures are excused).
                    if let Some(&bye) = mine.iter().find(|&&j| read[r].entries[j].b.is_none()) {
                        let e = read[r].entries[bye];
                        let name = |x: PlayerId| event.players[x].name.as_str();
                        notes.push(format!(
                            "{} lists a bye for {} beside a match of theirs in the same round: the bye is left out, as the file does not say which round it belongs to.",
                            read[r].name,
                            name(e.a)
                        ));
                        dropped.push(bye);
                        continue;
                    }
                    let first = read[r].entries[mine[0]];
                    let second = read[r].entries[mine[1]];
                    let name = |x: PlayerId| event.players[x].name.as_str();
                    let label = |e: &Entry| match e.b {
                        Some(b) => format!("{} v {}", name(e.a), name(b)),
                        None => format!("{}, a bye", name(e.a)),
                    };
                    return Err(InputError::new(format!(
                        "{}, match {} ({}): {} already plays in match {} of {} ({}): a player plays once a round.",
                        read[r].name,
                        second.at,
                        label(&second),
                        name(p),
                        first.at,
                        read[r].name.to_lowercase(),
                        label(&first)
                    )));
                };
                let e = read[r].entries[j];
                let name = |x: PlayerId| event.players[x].name.as_str();
                notes.push(format!(
                    "{} lists {} again ({}), as {} does: read in {} only.",
                    read[r].name,
                    match e.b {
                        Some(b) => format!("{} v {}", name(e.a), name(b)),
                        None => format!("{}'s bye", name(e.a)),
                    },
                    e.result
                        .map(|x| x.to_string())
                        .unwrap_or_else(|| "no result".into()),
                    read[other].name.to_lowercase(),
                    read[other].name.to_lowercase()
                ));
                dropped.push(j);
            }
        }
        dropped.sort_unstable();
        dropped.dedup();
        for &j in dropped.iter().rev() {
            read[r].entries.remove(j);
        }
    }
    Ok(())
}
