//! Where the Swiss rounds end and the playoff begins, by the rounds' names or by a bracket that
//! halves, and the playoff as it was played.

use crate::core::model::game_result::Outcome;

use crate::core::base::error::PlayerId;
use crate::core::model::playoff::{Playoff, ThirdPlace, MAX_PLAYOFF};

use super::rounds::Entry;

/// The matches' winners of a round, and everyone it seats.
fn winners_of(entries: &[Entry]) -> Option<(Vec<PlayerId>, Vec<PlayerId>)> {
    let mut winners = Vec::with_capacity(entries.len());
    let mut losers = Vec::with_capacity(entries.len());
    for e in entries {
        let (w, l) = e.outcome()?;
        winners.push(w);
        losers.extend(l);
    }
    Some((winners, losers))
}

/// Whether `next` is the bracket round after `prev`: its matches pair the winners of `prev`, all
/// of them and no one else, with half the matches, and at most one more match, for third place,
/// between the losers of two semifinals.
fn feeds(prev: &[Entry], next: &[Entry]) -> bool {
    let Some((winners, losers)) = winners_of(prev) else {
        return false;
    };
    let mut main = 0;
    let mut third = 0;
    let mut seated: Vec<PlayerId> = Vec::with_capacity(winners.len());
    for e in next {
        if e.players().all(|p| winners.contains(&p)) {
            main += 1;
            seated.extend(e.players());
        } else if e.b.is_some() && e.players().all(|p| losers.contains(&p)) {
            third += 1;
        } else {
            return false;
        }
    }
    seated.sort_unstable();
    let mut all = winners.clone();
    all.sort_unstable();
    seated == all
        && main < prev.len()
        && (third == 0 || (prev.len() == 2 && third == 1 && main == 1))
}

/// Whether each player is seated once in the round.
pub(super) fn seats_once(entries: &[Entry]) -> bool {
    let mut players: Vec<PlayerId> = entries.iter().flat_map(Entry::players).collect();
    let n = players.len();
    players.sort_unstable();
    players.dedup();
    players.len() == n && !entries.is_empty()
}

/// Where the Swiss rounds end, as a count of the numbered rounds: the playoff is the largest run
/// of last rounds that forms a bracket (each round pairs the winners of the one before, all of
/// them, in half the matches) after a cut (fewer players than the round before), from a top 2 to
/// a top 64, ending in a final (or, lacking it, in semifinals), unless the whole event is a
/// knockout from round 1 (no Swiss round to cut from: one stage). With published points that
/// count the Swiss rounds only, the end that gives the most published players their points
/// decides among the bracket's possible starts and no playoff.
pub(super) fn swiss_end(rounds: &[&[Entry]], published: Option<&[Option<u32>]>) -> usize {
    let n = rounds.len();
    // The bracket's possible starts, from the last round back, for as long as each round feeds
    // the next.
    let mut starts: Vec<usize> = Vec::new();
    if n > 0 && seats_once(rounds[n - 1]) {
        starts.push(n - 1);
        let mut j = n - 1;
        while j > 0 && seats_once(rounds[j - 1]) && feeds(rounds[j - 1], rounds[j]) {
            j -= 1;
            starts.push(j);
        }
    }
    let earliest = starts.last().copied();
    let knockout = match earliest {
        None => false,
        Some(0) => true,
        Some(s) => (1..=s).all(|t| nearly_feeds(rounds[t - 1], rounds[t])),
    };
    let seated = |t: usize| {
        rounds[t]
            .iter()
            .map(|e| 1 + usize::from(e.b.is_some()))
            .sum::<usize>()
    };
    // The structural playoff: the largest bracket after a cut, of at most 64 players, ending in a
    // final (or a final and the match for third place), or at least two rounds long and ending in
    // two matches (a file that lacks the final). Rounds of winners that end with three or more
    // undefeated players are a qualifier's Swiss rounds, not a playoff: SCG's RECQs and LCQs, and
    // 2024's single-elimination showdown qualifiers, whose figures Melee computed over every
    // round (9 files of the archive).
    let structural = if knockout {
        None
    } else {
        starts
            .iter()
            .copied()
            .filter(|&j| j >= 1 && seated(j) < seated(j - 1) && rounds[j].len() * 2 <= MAX_PLAYOFF)
            .filter(|&j| {
                let length = n - j;
                let last = rounds[n - 1].len();
                (length >= 2 && last <= 2) || last == 1
            })
            // A bracket's byes are all in its first round: byes in later rounds are a
            // stepladder's (Lucca's finale-geddon: the top seeds wait while 3 v 4 plays on),
            // whose early rounds Melee counted as Swiss rounds.
            .filter(|&j| {
                rounds[j + 1..]
                    .iter()
                    .all(|r| r.iter().all(|e| e.b.is_some()))
            })
            // A bracket ends in a match: a last round of a bye alone is one more Swiss round of
            // a file that lacks its other matches (2025's 254572 and 269529, whose published
            // records count that bye).
            .filter(|_| rounds[n - 1].iter().all(|e| e.b.is_some()))
            .min()
    };
    let Some(published) = published else {
        return structural.unwrap_or(n);
    };
    // The published points decide: the Swiss rounds are the first k, for the k that gives the
    // most published players their points under plain scoring (a bye recorded as a loss, or
    // 0-0-0, is worth nothing), a tie as below. A file that lacks matches of a playoff (a top 8
    // of two matches) is read so too, where no bracket can be found.
    // A playoff is a cut: each round after the Swiss rounds seats at most a top 64, and no more
    // than the last Swiss round (a file that lacks most matches of its later rounds is not read
    // as a playoff of 130 players).
    let cut_after =
        |c: usize| (c..n).all(|t| seated(t) <= MAX_PLAYOFF && seated(t) <= seated(c - 1));
    let goods: Vec<(usize, usize)> = (1..=n)
        .filter(|&c| c == n || cut_after(c))
        .map(|c| (points_fit(&rounds[..c], published), c))
        .collect();
    let most = goods.iter().map(|&(g, _)| g).max().unwrap_or(0);
    if most == 0 {
        return structural.unwrap_or(n);
    }
    // Where several ends give as many players their points (a playoff whose points are not
    // published, and whose players all lost), the Swiss rounds end at the first of them whose
    // last round is still a Swiss round: it seats a player who lost the round before, as a
    // knockout round never does. Else, and where the points give fewer than half the published
    // players theirs (a file that lacks whole rounds, such as a Pro Tour's without its drafts),
    // the last of them.
    let tied: Vec<usize> = goods
        .iter()
        .filter(|&&(g, _)| g == most)
        .map(|&(_, c)| c)
        .collect();
    let listed = published.iter().filter(|p| p.is_some()).count();
    let first_swiss = (most * 2 >= listed)
        .then(|| {
            tied.iter()
                .copied()
                .find(|&c| c == n || (c >= 2 && seats_a_loser(rounds[c - 2], rounds[c - 1])))
        })
        .flatten();
    first_swiss.or_else(|| tied.last().copied()).unwrap_or(n)
}

/// How many published players these rounds give their points under plain scoring
/// ([`points_through`]).
pub(super) fn points_fit(rounds: &[&[Entry]], published: &[Option<u32>]) -> usize {
    let points = points_through(rounds, published.len());
    published
        .iter()
        .zip(&points)
        .filter(|(p, &mine)| **p == Some(mine))
        .count()
}

/// Whether `next` seats a player who lost in `prev` (a bye recorded as a loss is lost).
fn seats_a_loser(prev: &[Entry], next: &[Entry]) -> bool {
    let losers: Vec<PlayerId> = prev
        .iter()
        .filter_map(|e| match e.b {
            None => e.lost_bye.then_some(e.a),
            Some(_) => e.outcome().and_then(|(_, l)| l),
        })
        .collect();
    next.iter()
        .flat_map(Entry::players)
        .any(|p| losers.contains(&p))
}

/// Whether `next` nearly pairs the winners of `prev`, as a knockout's rounds do when a match is
/// missing from the file: most of its players won in `prev`, and it has about half the matches.
fn nearly_feeds(prev: &[Entry], next: &[Entry]) -> bool {
    if next.is_empty() || next.len() > prev.len().div_ceil(2) + 1 {
        return false;
    }
    let mut won_before: Vec<bool> = Vec::new();
    for (winner, _) in prev.iter().filter_map(Entry::outcome) {
        if winner >= won_before.len() {
            won_before.resize(winner + 1, false);
        }
        won_before[winner] = true;
    }
    let players = next.iter().flat_map(Entry::players).count();
    let won = next
        .iter()
        .flat_map(Entry::players)
        .filter(|&p| won_before.get(p).copied().unwrap_or(false))
        .count();
    won * 10 >= players * 9
}

/// Each player's match points over these rounds under plain scoring, as the published points
/// count them: 3 a win or bye, 1 a draw; a match without a result, recorded 0-0-0 or lost by
/// both counts nothing, and so does a bye recorded as a loss or 0-0-0 ([`Entry::lost_bye`]).
fn points_through(rounds: &[&[Entry]], players: usize) -> Vec<u32> {
    let mut points = vec![0u32; players];
    let mut add = |p: PlayerId, n: u32| {
        if let Some(x) = points.get_mut(p) {
            *x = x.saturating_add(n);
        }
    };
    for e in rounds.iter().flat_map(|r| r.iter()) {
        let played = e.result.filter(|r| !e.double_loss && r.games() > 0);
        match (e.b, played.map(|r| r.outcome())) {
            (None, _) if e.lost_bye => {}
            (None, _) => add(e.a, 3),
            (Some(b), Some(Outcome::AWins)) => {
                add(e.a, 3);
                add(b, 0);
            }
            (Some(b), Some(Outcome::BWins)) => add(b, 3),
            (Some(b), Some(Outcome::Draw)) => {
                add(e.a, 1);
                add(b, 1);
            }
            (Some(_), None) => {}
        }
    }
    points
}

/// The playoff as it was played, and the matches for places it holds besides its bracket:
/// [`build_playoff`] over the rounds as they are, else over the bracket's own matches
/// ([`split_places`]), with the match for third place among them. A placement match
/// (ManaTraders' `Loser Semifinals` and `Match for 5th and 6th places`) seats players the
/// bracket already put out: it decides places and changes no figure.
pub(super) fn playoff_with_places(rounds: &[&[Entry]]) -> Result<(Playoff, Vec<Entry>), String> {
    let whole = build_playoff(rounds);
    if whole.is_ok() {
        return whole.map(|p| (p, Vec::new()));
    }
    let Some((main, places)) = split_places(rounds) else {
        return whole.map(|p| (p, Vec::new()));
    };
    let main: Vec<&[Entry]> = main.iter().map(Vec::as_slice).collect();
    match build_playoff(&main) {
        Ok(playoff) => Ok((playoff, places)),
        Err(_) => whole.map(|p| (p, Vec::new())),
    }
}

/// The bracket's rounds and the matches for places, by who is still in: a match of the first
/// round, or of players who have won every playoff match so far, is the bracket's; a match of
/// players already out is one for places, except the one between the two semifinals' losers,
/// the match for third place, which joins the final's round. `None` when there is no match for
/// places to set apart.
fn split_places(rounds: &[&[Entry]]) -> Option<(Vec<Vec<Entry>>, Vec<Entry>)> {
    let first = rounds.first()?;
    let mut alive: Vec<PlayerId> = first.iter().flat_map(Entry::players).collect();
    let mut main: Vec<Vec<Entry>> = Vec::new();
    let mut out: Vec<Entry> = Vec::new();
    let mut semifinal_losers: Vec<PlayerId> = Vec::new();
    for (t, round) in rounds.iter().enumerate() {
        // A match of one player still in and one already out is neither: no bracket.
        if t > 0
            && round.iter().any(|e| {
                e.players().any(|p| alive.contains(&p)) && !e.players().all(|p| alive.contains(&p))
            })
        {
            return None;
        }
        let (mine, others): (Vec<Entry>, Vec<Entry>) = round
            .iter()
            .partition(|e| t == 0 || e.players().all(|p| alive.contains(&p)));
        out.extend(others);
        if mine.is_empty() {
            continue;
        }
        // A match with no winner keeps both players in; the bracket's check settles it.
        let mut next = Vec::new();
        let mut losers = Vec::new();
        for e in &mine {
            match e.outcome() {
                Some((w, l)) => {
                    next.push(w);
                    losers.extend(l);
                }
                None => next.extend(e.players()),
            }
        }
        if mine.len() == 2 {
            semifinal_losers = losers;
        }
        alive = next;
        main.push(mine);
    }
    if out.is_empty() || main.is_empty() {
        return None;
    }
    let third = out.iter().position(|e| {
        e.b.is_some()
            && semifinal_losers.len() == 2
            && e.players().all(|p| semifinal_losers.contains(&p))
    });
    if let (Some(k), Some(last)) = (third, main.last_mut()) {
        if last.len() == 1 {
            last.push(out.remove(k));
        }
    }
    Some((main, out))
}

/// The playoff as it was played from its rounds: the first round in bracket order (each later
/// match's players the winners of two neighbouring matches), each match's winner (its games',
/// else the one who plays on) and games, and the match for third place. `Err` with the reason
/// when the rounds do not form a bracket.
pub(super) fn build_playoff(rounds: &[&[Entry]]) -> Result<Playoff, String> {
    let count = rounds.len();
    for (t, r) in rounds.iter().enumerate() {
        if !seats_once(r) {
            return Err(format!(
                "seat a player twice, or no one, in their round {}",
                t + 1
            ));
        }
    }
    let Some(first) = rounds.first() else {
        return Err("hold no match".into());
    };
    if first.len() * 2 > MAX_PLAYOFF {
        return Err(format!(
            "begin with {} matches, more than a top {MAX_PLAYOFF}",
            first.len()
        ));
    }
    // Winners where the games do not say: the player who plays on.
    let mut winner: Vec<Vec<Option<PlayerId>>> = rounds
        .iter()
        .map(|r| r.iter().map(|e| e.outcome().map(|o| o.0)).collect())
        .collect();
    for t in 0..count.saturating_sub(1) {
        for (k, e) in rounds[t].iter().enumerate() {
            if winner[t][k].is_none() {
                winner[t][k] = e
                    .players()
                    .find(|p| rounds[t + 1].iter().any(|x| x.players().any(|y| y == *p)));
            }
        }
    }
    // The match for third place, in the last round after two semifinals.
    let mut third: Option<Entry> = None;
    let mut main_rounds: Vec<Vec<Entry>> = rounds.iter().map(|r| r.to_vec()).collect();
    if count >= 2 && rounds[count - 2].len() == 2 && rounds[count - 1].len() == 2 {
        let semis = rounds[count - 2];
        let losers: Vec<PlayerId> = semis
            .iter()
            .zip(&winner[count - 2])
            .filter_map(|(e, w)| e.players().find(|p| Some(*p) != *w))
            .collect();
        if let Some(k) = main_rounds[count - 1]
            .iter()
            .position(|e| e.b.is_some() && e.players().all(|p| losers.contains(&p)))
        {
            third = Some(main_rounds[count - 1].remove(k));
            winner[count - 1].remove(k);
        }
    }
    // Each round after the first pairs the winners of the one before, all of them.
    for t in 1..count {
        let mut expected: Vec<PlayerId> = winner[t - 1].iter().flatten().copied().collect();
        let mut seated: Vec<PlayerId> = main_rounds[t].iter().flat_map(Entry::players).collect();
        expected.sort_unstable();
        seated.sort_unstable();
        if expected != seated
            || winner[t - 1].iter().any(Option::is_none)
            || main_rounds[t].len() * 2 != main_rounds[t - 1].len()
        {
            return Err(format!(
                "do not form a bracket: their round {} does not pair the winners of round {}, half as many matches",
                t + 1,
                t
            ));
        }
    }
    // Bracket order, from the last round back: each round's matches in the order their winners
    // play in the next.
    for t in (0..count.saturating_sub(1)).rev() {
        let next_order: Vec<PlayerId> =
            main_rounds[t + 1].iter().flat_map(Entry::players).collect();
        let mut indexed: Vec<(usize, Entry, Option<PlayerId>)> = main_rounds[t]
            .iter()
            .copied()
            .zip(winner[t].iter().copied())
            .map(|(e, w)| {
                let place = w
                    .and_then(|w| next_order.iter().position(|&p| p == w))
                    .unwrap_or(usize::MAX);
                (place, e, w)
            })
            .collect();
        indexed.sort_by_key(|x| x.0);
        main_rounds[t] = indexed.iter().map(|x| x.1).collect();
        winner[t] = indexed.iter().map(|x| x.2).collect();
    }
    let first: Vec<(PlayerId, Option<PlayerId>)> =
        main_rounds[0].iter().map(|e| (e.a, e.b)).collect();
    let mut playoff = Playoff::as_played(first);
    if playoff.round_sizes().len() < count {
        return Err("do not halve to a final".into());
    }
    // Winners and games in the bracket's own order of each match's players.
    let mut index = 0;
    for t in 0..count {
        let matches = playoff.matches();
        for (k, e) in main_rounds[t].iter().enumerate() {
            let m = matches[index];
            if let Some(w) = winner[t][k] {
                if !m.bye {
                    playoff.set_winner(index, Some(w)).map_err(|e| e.message)?;
                }
            }
            if e.b.is_some() {
                playoff.results[index] = if m.a == Some(e.a) {
                    e.result
                } else {
                    e.result.map(|r| r.swapped())
                };
            }
            index += 1;
            let _ = k;
        }
        index += playoff.round_sizes()[t] - main_rounds[t].len();
    }
    if let Some(e) = third {
        let (a, _) = playoff
            .third_place_players()
            .ok_or("hold a match for third place before the semifinals are decided")?;
        let result = if a == e.a {
            e.result
        } else {
            e.result.map(|r| r.swapped())
        };
        playoff.third_place = Some(ThirdPlace {
            winner: e.outcome().map(|o| o.0),
            result,
        });
    }
    Ok(playoff)
}
