//! Standings: every figure of every player, exactly, with the breakdown that explains it.
//!
//! [`compute`] reads an [`Event`] under a [`Ruleset`] and returns [`Standings`]: the ranked rows and,
//! for each player, a [`PlayerBreakdown`] that carries the counts behind each fraction, the raw value,
//! the floor applied, and for the opponents' averages each opponent's own value. The CLI and the app
//! both render this one value; neither computes a percentage of its own.
//!
//! ```
//! use tiebreak::core::{compute, Event, Fraction, GameResult, Ruleset};
//! let mut event = Event::default();
//! let a = event.add_player("Ana").unwrap();
//! let b = event.add_player("Ben").unwrap();
//! event.push_match(1, a, b, Some(GameResult::new(2, 1, 0))).unwrap();
//! let standings = compute(&event, &Ruleset::default()).unwrap();
//! let ben = &standings.players[b];
//! assert_eq!(ben.game_win.raw, Some(Fraction::new(3, 9))); // 1 game won of 3: 3/9 = 1/3
//! assert_eq!(ben.match_win.value, Some(Fraction::new(33, 100))); // 0/3, raised to the 0.33 floor
//! assert_eq!(standings.rows[0].player, a);
//! ```
//!
//! # Limits
//!
//! Every figure is an exact [`Fraction`] of 128 bits. An event whose exact figures need more is
//! refused with [`Overflow`]; no count or fraction ever wraps. With `R` rounds, best-of `B`
//! (at most `2B` games a match; a bye or a missed round is 2) and floors whose denominators divide
//! 300 (every preset's: 33/100 and 1/3), these never overflow:
//!
//! - match points, match-win % and game-win %: any event;
//! - OMW: `R ≤ 82`, so every event within `MAX_ROUNDS` (60). Its values are `k/(3u)` with `u ≤ R`
//!   or the floor, all over `D = lcm(300, 3 × lcm(1..R))`, and the sum of at most `R` of them is
//!   at most `R × D`;
//! - Cumulative: `R ≤ 61`. The total is over `4^(R-1)` and below `R × 4^R`;
//! - OOMW (`team`): `R ≤ 42`. Each OMW is over a divisor of `D × lcm(1..R)`;
//! - OGW: `300 × R × (2BR)^R < 2^128`, that is `R ≤ 17` at best-of-3 and `R ≤ 14` at best-of-9.
//!   Each opponent's game-win % is over `3g` with `g ≤ 2BR` games, and at most `R` of them share
//!   a denominator of at most `3 × (2BR)^R`.
//!
//! Real Swiss events stay far inside these (a Grand Prix has 15 rounds of best-of-3). Past them an
//! event may still fit; when it does not, it is refused. A custom floor with another denominator
//! `d` can multiply each of these quantities by `d`, which lowers the bounds. `tests/cases.rs` tests each bound at its worst case
//! (`limit_*`).

// The standings by concern: the value every renderer draws (`breakdown`), each player's counts
// read from the event (`tally`), and, here, the figures finished from the counts and ranked.
mod breakdown;
mod tally;

pub use breakdown::{
    AsOf, Average, Cumulative, CumulativeStep, OpponentLine, OpponentValues, Overflow, Percentage,
    PlayerBreakdown, Record, Row, Stage, Standings, POINTS_FOR_GAME_DRAW, POINTS_FOR_GAME_WIN,
};
pub use tally::outcome_points;
pub(crate) use tally::Tally;

use std::cmp::Ordering;

use crate::core::base::error::PlayerId;
use crate::core::base::fraction::{gcd, Fraction, Sum};
use crate::core::base::ruleset::{
    ByeGames, EmptyFigure, PlayoffFigures, RepeatedOpponents, Ruleset, StageFigures, Tiebreaker,
};
use crate::core::model::event::Event;

use tally::tally;

/// Computes the standings of `event` under `ruleset`.
///
/// Matches without a result are not counted yet. The cost is linear in the number of matches,
/// once for each point at which the ruleset takes some player's figures: the end of the Swiss
/// rounds, the end of each earlier stage when it takes figures as of a player's last stage
/// ([`StageFigures::AsOfStage`]), and the playoff when it counts one ([`PlayoffFigures`]).
pub fn compute(event: &Event, ruleset: &Ruleset) -> Result<Standings, Overflow> {
    let swiss = event.rounds.len();
    let end = compute_through(event, ruleset, swiss)?;
    let stage_ends: Vec<u32> = match ruleset.stages {
        StageFigures::AsOfStage => event
            .stages
            .iter()
            .copied()
            .filter(|&e| e >= 1 && (e as usize) < swiss)
            .collect(),
        StageFigures::AtEnd => Vec::new(),
    };
    let (playoff, playoff_byes) = match (ruleset.playoff, &event.playoff) {
        (PlayoffFigures::LeftOut, _) | (_, None) => (Vec::new(), Vec::new()),
        (_, Some(p)) => (p.played_rounds(), p.bye_players()),
    };
    if stage_ends.is_empty() && playoff.is_empty() {
        return Ok(end);
    }

    // Each player's figures from the point the ruleset takes them at.
    let n = event.players.len();
    let mut taken: Vec<Option<(AsOf, &Standings)>> = vec![None; n];
    let mut points: Vec<Standings> = Vec::new();
    for &stage_end in &stage_ends {
        points.push(compute_through(event, ruleset, stage_end as usize)?);
    }
    // The playoff's standings: at its end, or, where each playoff player's figures are taken at
    // the end of their last playoff round ([`PlayoffFigures::ByRound`]), at the end of each.
    let points_count = matches!(
        ruleset.playoff,
        PlayoffFigures::Counted | PlayoffFigures::ByRound | PlayoffFigures::Everyone
    );
    let through: Vec<usize> = match ruleset.playoff {
        _ if playoff.is_empty() => Vec::new(),
        PlayoffFigures::ByRound => (1..=playoff.len()).collect(),
        _ => vec![playoff.len()],
    };
    let mut with_playoff: Vec<Standings> = Vec::new();
    for &k in &through {
        with_playoff.push(finish(
            tally(
                event,
                ruleset,
                swiss,
                Some((&playoff[..k], &playoff_byes, points_count)),
            )?,
            ruleset,
        )?);
    }
    let last = last_rounds(event);
    for (p, &l) in last.iter().enumerate() {
        if let Some(k) = stage_ends.iter().position(|&e| l >= 1 && l <= e) {
            taken[p] = Some((AsOf::StageEnd(stage_ends[k]), &points[k]));
        }
    }
    if let Some(at_end) = with_playoff.last() {
        // Each playoff player's count of matches, and the last playoff round they played.
        let mut matches = vec![(0u32, 0usize); n];
        for (k, round) in playoff.iter().enumerate() {
            for &(a, b, _) in round {
                for x in [a, b] {
                    if let Some(m) = matches.get_mut(x) {
                        *m = (m.0 + 1, k);
                    }
                }
            }
        }
        let everyone = ruleset.playoff == PlayoffFigures::Everyone;
        for (p, &(m, k)) in matches.iter().enumerate() {
            // Where the playoff counts in everyone's figures, a player out before it (and not
            // taken at an earlier stage's end) has their opponents' records with it.
            if m > 0 || (everyone && taken[p].is_none()) {
                let s = if through.len() == 1 {
                    at_end
                } else {
                    &with_playoff[k]
                };
                taken[p] = Some((AsOf::Playoff(m), s));
            }
        }
    }
    let players: Vec<PlayerBreakdown> = end
        .players
        .iter()
        .zip(&taken)
        .map(|(own, t)| match t {
            Some((as_of, s)) => PlayerBreakdown {
                as_of: *as_of,
                ..s.players[own.player].clone()
            },
            None => own.clone(),
        })
        .collect();
    drop(taken);
    let mut stages: Vec<Stage> = stage_ends
        .iter()
        .zip(points)
        .map(|(&e, s)| Stage {
            as_of: AsOf::StageEnd(e),
            players: s.players,
        })
        .collect();
    for (s, &k) in with_playoff.into_iter().zip(&through) {
        stages.push(Stage {
            as_of: AsOf::Playoff(playoff[..k].iter().map(|r| r.len() as u32).sum()),
            players: s.players,
        });
    }
    let rows = rank(&players, ruleset);
    Ok(Standings {
        ruleset: ruleset.clone(),
        rows,
        players,
        stages,
    })
}

/// The standings of the first `rounds` Swiss rounds alone, every figure at their end: what a
/// player whose last stage ended there was published with.
pub(crate) fn compute_through(
    event: &Event,
    ruleset: &Ruleset,
    rounds: usize,
) -> Result<Standings, Overflow> {
    finish(tally(event, ruleset, rounds, None)?, ruleset)
}

/// The last Swiss round (1-based) each player has a table in; 0 for none.
pub(crate) fn last_rounds(event: &Event) -> Vec<u32> {
    let mut last = vec![0u32; event.players.len()];
    for (i, round) in event.rounds.iter().enumerate() {
        for pairing in &round.pairings {
            for p in pairing.players() {
                if let Some(l) = last.get_mut(p) {
                    *l = i as u32 + 1;
                }
            }
        }
    }
    last
}

/// The standings from what each player did: their percentages, the opponents' averages, the
/// ranking. [`compute`] tallies an event; the check page tallies what a player typed.
pub(crate) fn finish(mut tallies: Vec<Tally>, ruleset: &Ruleset) -> Result<Standings, Overflow> {
    let n = tallies.len();
    if !tallies.iter().all(|t| t.fits(ruleset.match_points.win)) {
        return Err(Overflow);
    }

    // The players' own percentages, and each one's values as an opponent counts them. The
    // breakdowns are built here and their averages filled in below: no table of the percentages
    // is kept on the side (2000 players' would be 740 KB of fresh pages for the CLI).
    let mut players: Vec<PlayerBreakdown> = Vec::with_capacity(n);
    let mut match_win_values: Vec<Fraction> = Vec::with_capacity(n);
    let mut game_win_values: Vec<Fraction> = Vec::with_capacity(n);
    let mut times_met = vec![0u32; n];
    for (id, t) in tallies.iter_mut().enumerate() {
        let (match_win, game_win, for_opponents) = own_percentages(t, ruleset);
        match_win_values.push(match_win.value.unwrap_or(Fraction::ZERO));
        game_win_values.push(for_opponents.unwrap_or(Fraction::ZERO));
        let mut opponents = std::mem::take(&mut t.met);
        let repeated = match ruleset.repeated_opponents {
            RepeatedOpponents::EachMatch => Vec::new(),
            RepeatedOpponents::Once => split_repeats(&mut opponents, &mut times_met),
        };
        let cumulative_value = if t.cumulative.is_empty() {
            Fraction::ZERO
        } else {
            Fraction::new(t.total, t.scale)
        };
        players.push(PlayerBreakdown {
            player: id,
            record: t.record,
            match_points: t.record.match_points(ruleset.match_points),
            match_win,
            game_win,
            opponents,
            repeated,
            bye_rounds: std::mem::take(&mut t.bye_rounds),
            omw: Average::default(),
            ogw: Average::default(),
            oomw: Average::default(),
            cumulative: Cumulative {
                rounds: std::mem::take(&mut t.cumulative),
                value: cumulative_value,
            },
            as_of: AsOf::End,
        });
    }
    drop(tallies);

    // OMW and OGW, from the opponents' own percentages; with no opponent, the ruleset's figure
    // for nothing counted.
    let match_wins = Averager::new(match_win_values);
    let game_wins = Averager::new(game_win_values);
    for p in &mut players {
        p.omw = match_wins
            .average(&p.opponents)?
            .or_empty(ruleset, ruleset.match_win_floor);
        p.ogw = game_wins
            .average(&p.opponents)?
            .or_empty(ruleset, ruleset.opponent_game_win_floor);
    }

    // OOMW, from the opponents' OMW; only for the rulesets that rank by it.
    if ruleset.uses(Tiebreaker::OpponentsOpponentsMatchWinPct) {
        let omws = Averager::new(
            players
                .iter()
                .map(|p| p.omw.value.unwrap_or(Fraction::ZERO))
                .collect(),
        );
        for p in &mut players {
            p.oomw = omws
                .average(&p.opponents)?
                .or_empty(ruleset, ruleset.match_win_floor);
        }
    }

    let rows = rank(&players, ruleset);
    Ok(Standings {
        ruleset: ruleset.clone(),
        rows,
        players,
        stages: Vec::new(),
    })
}

/// Match-win %, game-win %, and the game-win % an opponent counts for in OGW.
///
/// [`Tally::fits`] holds (rounds at most `u32::MAX` over a win's match points, games with the
/// byes' at most `u32::MAX / 3`, game points with the byes' at most `u32::MAX`), so no sum or
/// product below overflows.
fn own_percentages(t: &Tally, ruleset: &Ruleset) -> (Percentage, Percentage, Option<Fraction>) {
    let byes = t.record.byes;
    let played = t.record.wins + t.record.losses + t.record.draws + t.record.unscored;
    let win = ruleset.match_points.win;
    // The record's match points, byes' included ([`Record::match_points`]).
    let points = t.record.match_points(ruleset.match_points);

    // MTR Appendix C: "accumulated match points divided by the total match points possible in
    // those rounds"; a bye is a won round. WER leaves bye rounds out.
    let mut match_win = if ruleset.byes_in_match_win {
        let mut m = Percentage::new(points, played + byes, win, ruleset.match_win_floor);
        m.byes_counted = byes;
        m
    } else {
        let mut m = Percentage::new(points - win * byes, played, win, ruleset.match_win_floor);
        m.byes_left_out = byes;
        m
    };
    if match_win.units == 0 {
        match_win.byes_left_out = byes;
        match_win.byes_counted = 0;
    }

    // MTR Appendix C: a bye is a 2-0 win, 6 game points over 2 games. The pod sheet: 0-0.
    // A bye of a best-of-one round, where the ruleset says so, is 1-0: 3 game points over 1 game.
    // A playoff's bye counted without its points is a round with no match points above, and
    // a bye's games here.
    let byes = byes + t.unscored_byes;
    let mut game_win = match ruleset.bye_games {
        ByeGames::TwoZero | ByeGames::AsRound => {
            let one = t.one_game_byes.min(byes);
            let games = 2 * byes - one;
            let mut g = Percentage::new(
                t.game_points + POINTS_FOR_GAME_WIN * games,
                t.games + games,
                POINTS_FOR_GAME_WIN,
                ruleset.game_win_floor,
            );
            g.byes_counted = byes;
            g.one_game_byes = one;
            g
        }
        ByeGames::NotCounted => {
            let mut g = Percentage::new(
                t.game_points,
                t.games,
                POINTS_FOR_GAME_WIN,
                ruleset.game_win_floor,
            );
            g.byes_left_out = byes;
            g
        }
    };
    if game_win.units == 0 {
        game_win.byes_left_out = byes;
        game_win.byes_counted = 0;
    }
    // Melee: a percentage with nothing to count is the floor.
    for p in [&mut match_win, &mut game_win] {
        if p.raw.is_none() {
            match ruleset.empty_figure {
                EmptyFigure::Floor
                | EmptyFigure::FloorWritten
                | EmptyFigure::OneTenth
                | EmptyFigure::One => p.value = p.floor,
                EmptyFigure::Zero => p.value = Some(Fraction::ZERO),
                EmptyFigure::None => {}
            }
        }
    }
    // An opponent with no games (a 0-0-0 draw, as Melee records one) counts as 0 games won,
    // raised to the opponents' floor; `game_win.raw` is `None` only then or for a player with
    // only byes, who is no one's opponent.
    let for_opponents = Some(
        game_win
            .raw
            .unwrap_or(Fraction::ZERO)
            .at_least(ruleset.opponent_game_win_floor)
            .0,
    );
    (match_win, game_win, for_opponents)
}

/// Moves every match against an opponent met earlier out of `lines`, and returns them.
///
/// `seen` is scratch space of one flag per player, all clear on entry and on exit, so that this
/// costs one pass instead of a search per line.
fn split_repeats(lines: &mut Vec<OpponentLine>, seen: &mut [u32]) -> Vec<OpponentLine> {
    let mut repeated = Vec::new();
    lines.retain(|l| {
        seen[l.opponent] = seen[l.opponent].saturating_add(1);
        if seen[l.opponent] > 1 {
            repeated.push(*l);
        }
        seen[l.opponent] == 1
    });
    for l in lines.iter() {
        seen[l.opponent] = 0;
    }
    repeated
}

/// Averages one figure of each player over other players' opponent lines.
///
/// Most figures of an event share few denominators (a match-win % over 15 rounds is some n/45, or
/// the floor's 33/100), so when their least common multiple `D` fits in 64 bits each value is
/// turned once into a whole numerator over `D`, and every average is then a sum of whole numbers
/// and one reduction. Otherwise each average adds exact fractions one by one.
struct Averager {
    values: Vec<Fraction>,
    /// `values[p] × D`, and `D`.
    common: Option<(Vec<u128>, u128)>,
}

impl Averager {
    fn new(values: Vec<Fraction>) -> Averager {
        let mut d: u64 = 1;
        let mut fits = true;
        for v in &values {
            let Ok(den) = u64::try_from(v.denom()) else {
                fits = false;
                break;
            };
            if !d.is_multiple_of(den) {
                match (d / gcd(d.into(), den.into()) as u64).checked_mul(den) {
                    Some(lcm) => d = lcm,
                    None => {
                        fits = false;
                        break;
                    }
                }
            }
        }
        // Each value as a whole numerator over `D`. The sums in `average` stay exact when every
        // one is below 2^64 (as every value at most 1 is, since `D` < 2^64); a larger one, from a
        // custom floor above 1, takes the slow path.
        let common = fits
            .then(|| {
                let d = u128::from(d);
                let scaled: Option<Vec<u128>> = values
                    .iter()
                    .map(|v| {
                        v.numer()
                            .checked_mul(d / v.denom())
                            .filter(|&x| x <= u128::from(u64::MAX))
                    })
                    .collect();
                scaled.map(|scaled| (scaled, d))
            })
            .flatten();
        Averager { values, common }
    }

    /// The average of the opponents' values over `lines`.
    fn average(&self, lines: &[OpponentLine]) -> Result<Average, Overflow> {
        let count = u32::try_from(lines.len()).map_err(|_| Overflow)?;
        if count == 0 {
            return Ok(Average::default());
        }
        if let Some((scaled, d)) = &self.common {
            // Fewer than 2^32 numerators, each below 2^64: the sum is below 2^96. `D` is below
            // 2^64 and `count` below 2^32, so `D × count` is below 2^96 too.
            let sum: u128 = lines.iter().map(|l| scaled[l.opponent]).sum();
            return Ok(Average {
                count,
                value: Some(Fraction::new(sum, d * u128::from(count))),
            });
        }
        let mut sum = Sum::default();
        for l in lines {
            sum.add(self.values[l.opponent], 1).ok_or(Overflow)?;
        }
        Ok(Average {
            count,
            value: Some(sum.divided_by(count.into()).ok_or(Overflow)?),
        })
    }
}

/// Orders the players by the ruleset's tiebreakers, then by registration order.
fn rank(players: &[PlayerBreakdown], ruleset: &Ruleset) -> Vec<Row> {
    // Each player's values, in the ruleset's order, read once rather than at every comparison.
    let k = ruleset.tiebreakers.len();
    let keys: Vec<Option<Fraction>> = players
        .iter()
        .flat_map(|p| ruleset.tiebreakers.iter().map(|&t| p.value(t)))
        .collect();
    let key = |p: PlayerId| &keys[p * k..(p + 1) * k];
    // Higher is better; a figure that could not be counted (`None`) ranks below any value.
    let by_tiebreakers = |a: PlayerId, b: PlayerId| key(b).cmp(key(a));
    let mut order: Vec<PlayerId> = (0..players.len()).collect();
    order.sort_unstable_by(|&a, &b| by_tiebreakers(a, b).then(a.cmp(&b)));
    let tied = |i: usize, j: usize| by_tiebreakers(order[i], order[j]) == Ordering::Equal;
    (0..order.len())
        .map(|i| Row {
            // A rank past `u32::MAX` would need billions of players in memory; it saturates
            // rather than wraps.
            rank: u32::try_from(i + 1).unwrap_or(u32::MAX),
            player: order[i],
            perfect_tie: (i > 0 && tied(i - 1, i)) || (i + 1 < order.len() && tied(i, i + 1)),
        })
        .collect()
}
