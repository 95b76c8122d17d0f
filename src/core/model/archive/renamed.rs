//! One player under two names: a name the rounds list and the standings do not, whose rounds
//! fill exactly the rounds a published player lacks.
//!
//! Melee's standings name each player once, by the account at the event's end. A player whose
//! account was renamed during the event can be listed in the rounds under both names: Prague's
//! Ultimate Guard Open of 31 May 2026 (`428969`) lists "Matthias Slapka" in rounds 1, 2 and 5 to
//! 8, whom the standings do not list, and "Silas2105" in rounds 3 and 4, whom they list at 4-4-0
//! and 12 points: the two give exactly that together, and every published figure agrees only so
//! (Michele Sinigoi's OMW 0.4947917 = 95/192 takes Slapka's match-win % as 1/2, over 8 rounds).
//! Over the 2025 and 2026 files of the archive, that is the one name that fills another's
//! rounds so; a name that could fill two players' is left as it is.

use std::borrow::Cow;

use crate::core::base::words;
use crate::core::model::csv::trim;
use crate::core::model::game_result::Outcome;

use super::wire::{is_bye, parse_result, whole_field, RoundFile, StandingFile, Text};

/// What one name did in one round: its points under plain scoring and its record's column
/// (0 a win or bye, 1 a loss, 2 a draw; `None` for a match recorded without games).
type Played = (u32, Option<usize>);

/// A published player whose rounds do not give their record: name, record (points, wins, losses,
/// draws) and rounds.
type Lacking<'a> = (&'a str, [u32; 4], &'a Vec<(usize, Played)>);

/// Renames, in `rounds`, each name the standings do not list to the published player whose
/// rounds it fills (module docs), and says so: one sentence for each.
pub(super) fn merge_renamed(rounds: &mut [RoundFile], standings: &[StandingFile]) -> Vec<String> {
    let published: Vec<(&str, [u32; 4])> = standings
        .iter()
        .filter_map(|s| {
            Some((
                trim(&s.player),
                [
                    whole_field(s.points)?,
                    whole_field(s.wins)?,
                    whole_field(s.losses)?,
                    whole_field(s.draws)?,
                ],
            ))
        })
        .collect();
    let mut counts: std::collections::HashMap<&str, usize> = Default::default();
    for s in standings {
        *counts.entry(trim(&s.player)).or_insert(0) += 1;
    }
    let listed = |name: &str| counts.get(name).copied().unwrap_or(0);
    // Each name's rounds, and what it did in each.
    let mut seen: std::collections::BTreeMap<String, Vec<(usize, Played)>> = Default::default();
    for (r, round) in rounds.iter().enumerate() {
        for m in &round.matches {
            let a = trim(&m.player1);
            let b = m.player2.as_deref().map(trim).unwrap_or_default();
            let result = m
                .result
                .as_deref()
                .and_then(|t| parse_result(t).ok().flatten());
            let (a, b, result) = if is_bye(a) {
                (b, a, result.map(|g| g.swapped()))
            } else {
                (a, b, result)
            };
            if is_bye(a) {
                continue;
            }
            let mut put = |name: &str, played: Played| {
                let rounds = seen.entry(name.to_string()).or_default();
                if !rounds.iter().any(|&(x, _)| x == r) {
                    rounds.push((r, played));
                }
            };
            if is_bye(b) {
                put(a, (3, Some(0)));
                continue;
            }
            let Some(g) = result.filter(|g| g.games() > 0) else {
                put(a, (0, None));
                put(b, (0, None));
                continue;
            };
            let (pa, pb, ca, cb) = match g.outcome() {
                Outcome::AWins => (3, 0, 0, 1),
                Outcome::BWins => (0, 3, 1, 0),
                Outcome::Draw => (1, 1, 2, 2),
            };
            put(a, (pa, Some(ca)));
            put(b, (pb, Some(cb)));
        }
    }
    let total = |played: &[(usize, Played)]| {
        let mut t = [0u32; 4];
        for &(_, (points, column)) in played {
            t[0] = t[0].saturating_add(points);
            if let Some(c) = column {
                t[1 + c] = t[1 + c].saturating_add(1);
            }
        }
        t
    };
    // The published players whose rounds do not give their record, computed once: a file of
    // a thousand players has a handful.
    let lacking: Vec<Lacking> = published
        .iter()
        .filter_map(|&(other, record)| {
            let theirs = seen.get(other)?;
            (listed(other) == 1 && record[1..].iter().any(|&n| n > 0) && total(theirs) != record)
                .then_some((other, record, theirs))
        })
        .collect();
    let mut renames: Vec<(String, String)> = Vec::new();
    for (name, played) in &seen {
        if lacking.is_empty() {
            break;
        }
        if listed(name) > 0 {
            continue;
        }
        let fills: Vec<&str> = lacking
            .iter()
            .filter(|(_, record, theirs)| {
                let together: Vec<(usize, Played)> =
                    played.iter().chain(theirs.iter()).copied().collect();
                !played
                    .iter()
                    .any(|(r, _)| theirs.iter().any(|(x, _)| x == r))
                    && total(&together) == *record
            })
            .map(|(other, ..)| *other)
            .collect();
        if let [other] = fills[..] {
            if !renames.iter().any(|(_, o)| o == other) {
                renames.push((name.clone(), other.to_string()));
            }
        }
    }
    let mut notes = Vec::new();
    for (from, to) in &renames {
        let words = |name: &str| -> String {
            let mut numbers: Vec<u32> = seen[name]
                .iter()
                .filter_map(|(r, _)| u32::try_from(r + 1).ok())
                .collect();
            numbers.sort_unstable();
            words::rounds(&numbers)
        };
        notes.push(format!(
            "The rounds name `{from}` in {}, whom the standings do not list, and `{to}` in {}: together they give {to}'s published record, so Tiebreak reads them as one player, {to}.",
            words(from),
            words(to)
        ));
        for round in rounds.iter_mut() {
            for m in &mut round.matches {
                if trim(&m.player1) == from.as_str() {
                    m.player1 = Cow::Owned(to.clone());
                }
                if m.player2.as_deref().map(trim) == Some(from.as_str()) {
                    m.player2 = Some(Text::owned(to.clone()));
                }
            }
        }
    }
    notes
}
