//! Two players side by side: the first figure that tells them apart, in a sentence.

use serde::Serialize;

use crate::core::base::error::PlayerId;
use crate::core::base::fraction::Fraction;
use crate::core::base::ruleset::Tiebreaker;
use crate::core::base::words::plural;
use crate::core::model::event::Event;
use crate::core::tiebreakers::standings::Standings;

use super::explanation::{fraction_and_percent, CUMULATIVE_DIGITS};

/// Why one player is ranked above another: the answer to "why am I below X?".
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Comparison {
    /// The player ranked higher.
    pub higher: PlayerId,
    /// The player ranked lower.
    pub lower: PlayerId,
    /// The first figure, in the ruleset's order, on which they differ; `None` in a perfect tie.
    pub decided_by: Option<Separation>,
    /// The answer in one sentence.
    pub sentence: String,
}

/// The figure that separates two players, with both exact values.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Separation {
    /// Which figure.
    pub tiebreaker: Tiebreaker,
    /// 1 for the ruleset's first tiebreaker.
    pub position: usize,
    /// The higher player's exact value (`None`: nothing could be counted).
    pub higher: Option<Fraction>,
    /// The lower player's exact value.
    pub lower: Option<Fraction>,
    /// The higher player's value as people read it, with its fraction: `5/9 ≈ 55.56%`.
    pub higher_shown: String,
    /// The lower player's, likewise.
    pub lower_shown: String,
}

/// A figure with its exact fraction, in words: `9 points`, `5/9 ≈ 55.56%`, `123/16 = 7.6875`.
fn exact_words(tiebreaker: Tiebreaker, value: Option<Fraction>) -> String {
    match (tiebreaker, value) {
        (_, None) => "nothing counted".into(),
        (Tiebreaker::MatchPoints, Some(v)) => plural(v.to_fixed(0), "point", "points"),
        (Tiebreaker::Cumulative, Some(v)) => {
            let sign = if v.is_exact_percent(CUMULATIVE_DIGITS - 2) {
                "="
            } else {
                "≈"
            };
            format!("{v} {sign} {}", v.to_fixed(CUMULATIVE_DIGITS))
        }
        (_, Some(v)) => fraction_and_percent(v),
    }
}

/// A figure's name inside a sentence: `opponents' match-win %`.
fn in_sentence(t: Tiebreaker) -> String {
    let label = t.label();
    let mut chars = label.chars();
    chars
        .next()
        .map(|c| c.to_ascii_lowercase())
        .into_iter()
        .chain(chars)
        .collect()
}

/// Why `a` and `b` stand where they do: the first figure of the ruleset's order that separates
/// them, with both exact values, or a perfect tie that registration order decided. The players
/// may be given in either order.
pub fn compare(event: &Event, standings: &Standings, a: PlayerId, b: PlayerId) -> Comparison {
    let rank_of = |p: PlayerId| {
        standings
            .rows
            .iter()
            .find(|r| r.player == p)
            .map_or(u32::MAX, |r| r.rank)
    };
    let (higher, lower) = if rank_of(a) <= rank_of(b) {
        (a, b)
    } else {
        (b, a)
    };
    let name = |p: PlayerId| event.players.get(p).map_or("?", |p| p.name.as_str());
    let (h, l) = (&standings.players[higher], &standings.players[lower]);
    let ruleset = &standings.ruleset;
    if higher == lower {
        return Comparison {
            higher,
            lower,
            decided_by: None,
            sentence: format!("{} is the same player.", name(higher)),
        };
    }
    let first = ruleset
        .tiebreakers
        .iter()
        .enumerate()
        .find(|(_, &t)| h.value(t) != l.value(t));
    let places = format!(
        "{} (rank {}) is above {} (rank {})",
        name(higher),
        rank_of(higher),
        name(lower),
        rank_of(lower)
    );
    match first {
        Some((i, &t)) => {
            let separation = Separation {
                tiebreaker: t,
                position: i + 1,
                higher: h.value(t),
                lower: l.value(t),
                higher_shown: exact_words(t, h.value(t)),
                lower_shown: exact_words(t, l.value(t)),
            };
            let before: Vec<String> = ruleset.tiebreakers[..i]
                .iter()
                .map(|&t| format!("{} ({})", in_sentence(t), exact_words(t, h.value(t))))
                .collect();
            let equal = if before.is_empty() {
                String::new()
            } else {
                format!(" They are equal before it: {}.", before.join(", "))
            };
            let sentence = format!(
                "{places} on {}, tiebreaker {} of {}: {} against {}.{equal}",
                in_sentence(t),
                i + 1,
                ruleset.name,
                separation.higher_shown,
                separation.lower_shown
            );
            Comparison {
                higher,
                lower,
                decided_by: Some(separation),
                sentence,
            }
        }
        None => Comparison {
            higher,
            lower,
            decided_by: None,
            sentence: format!(
                "{places} by registration order alone: they are equal on every tiebreaker of {}, a perfect tie, and {} registered first.",
                ruleset.name,
                name(higher)
            ),
        },
    }
}
