//! The advice's words: results, points, places and the tiebreaker that decides, as its sentences
//! say them.

use crate::core::base::error::PlayerId;
use crate::core::base::ruleset::Tiebreaker;
use crate::core::base::words::plural;
use crate::core::model::event::Event;
use crate::core::model::game_result::Outcome;

/// "a win", "a draw", "a loss" for one round; "2-0-1" (wins-losses-draws) for more.
pub(super) fn result_words(wins: u32, losses: u32, draws: u32) -> String {
    match (wins, losses, draws) {
        (1, 0, 0) => "a win".into(),
        (0, 0, 1) => "a draw".into(),
        (0, 1, 0) => "a loss".into(),
        _ => format!("{wins}-{losses}-{draws}"),
    }
}

/// "1 other finishes", "8 others finish".
pub(super) fn finish(n: usize) -> String {
    if n == 1 {
        "1 other finishes".into()
    } else {
        format!("{n} others finish")
    }
}

/// "the last round", "the last 2 rounds".
pub(super) fn last_rounds(n: u32) -> String {
    match n {
        1 => "the last round".into(),
        _ => format!("the last {n} rounds"),
    }
}

/// "No one else", "At most 1 other", "At most 7 others": the start of a locked sentence.
pub(super) fn at_most_others(n: usize) -> String {
    match n {
        0 => "No one else".into(),
        _ => format!("At most {}", plural(n, "other", "others")),
    }
}

pub(super) fn name(event: &Event, p: PlayerId) -> &str {
    event.players.get(p).map_or("?", |p| p.name.as_str())
}

/// What an outcome is, from one player's side: "a win", "a draw", "a loss", "the bye".
pub(super) fn what(outcome: Outcome, is_a: bool, bye: bool) -> &'static str {
    match (outcome, is_a) {
        _ if bye => "the bye",
        (Outcome::Draw, _) => "a draw",
        (Outcome::AWins, true) | (Outcome::BWins, false) => "a win",
        _ => "a loss",
    }
}

/// The name of the tiebreaker that decides ties on points, as players say it (OMW).
pub(super) fn decider(event: &Event) -> String {
    match event
        .ruleset
        .tiebreakers
        .iter()
        .find(|&&t| t != Tiebreaker::MatchPoints)
    {
        Some(Tiebreaker::Cumulative) => "Cumulative".into(),
        Some(t) => t.code().to_uppercase(),
        None => "registration order".into(),
    }
}
