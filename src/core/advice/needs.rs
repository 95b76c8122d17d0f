//! Before a round is paired: each player's finishing totals over the remaining rounds, and the
//! weakest that locks them into the cut.

use crate::core::base::error::{InputError, PlayerId};
use crate::core::base::words::{capitalize, plural};
use crate::core::model::event::Event;
use crate::core::pairing::round_view::points_before;
use crate::core::tiebreakers::standings::Record;

use super::answers::{Answer, NeedsAdvice, PlayerNeeds, ResultAdvice, Status};
use super::words::{at_most_others, last_rounds, name, result_words};

pub(super) fn needs(
    event: &Event,
    eligible: &[bool],
    cut: usize,
    rounds_left: u32,
) -> Result<NeedsAdvice, InputError> {
    let points = points_before(event, event.rounds_paired() + 1);
    let next = event.rounds_paired() + 1;
    let match_points = event.ruleset.match_points;
    let most = match_points.win.saturating_mul(rounds_left);
    let mut order: Vec<PlayerId> = (0..event.players.len()).filter(|&p| eligible[p]).collect();
    order.sort_by(|&x, &y| points[y].cmp(&points[x]).then(x.cmp(&y)));
    // Each distinct total over the remaining rounds, with the record that reaches it with the
    // most wins, under MTR's points: 0 (0-2-0), 1 (0-1-1), 2 (0-0-2), 3 (1-1-0), 4 (1-0-1), 6 (2-0-0).
    let mut records: Vec<(u32, u32, u32, u32)> = Vec::new();
    for wins in (0..=rounds_left).rev() {
        for draws in 0..=rounds_left - wins {
            let gain = Record {
                wins,
                draws,
                ..Record::default()
            }
            .match_points(match_points);
            if !records.iter().any(|r| r.3 == gain) {
                records.push((wins, rounds_left - wins - draws, draws, gain));
            }
        }
    }
    records.sort_by_key(|r| r.3);
    let rounds = last_rounds(rounds_left);
    let players = order
        .iter()
        .map(|&p| {
            let who = name(event, p);
            let results: Vec<ResultAdvice> = records
                .iter()
                .map(|&(wins, losses, draws, gain)| {
                    let total = points[p].saturating_add(gain);
                    let tw = plural(total, "point", "points");
                    // Others can each gain up to `most` points; none loses any.
                    let can_reach = order
                        .iter()
                        .filter(|&&q| q != p && points[q].saturating_add(most) >= total)
                        .count();
                    let above = order
                        .iter()
                        .filter(|&&q| q != p && points[q] > total)
                        .count();
                    let record = result_words(wins, losses, draws);
                    let answer = if can_reach < cut {
                        Answer {
                            status: Status::Locked,
                            reason: format!(
                                "{} can reach {tw} over {rounds}, so {record} ({tw}) locks {who} into the top {cut}.",
                                at_most_others(can_reach),
                            ),
                            chance: None,
                        }
                    } else if above >= cut {
                        Answer {
                            status: Status::Out,
                            reason: format!(
                                "{} already {} more than {tw}, so {record} ({tw}) leaves {who} outside the top {cut}.",
                                capitalize(&plural(above, "other", "others")),
                                if above == 1 { "has" } else { "have" },
                            ),
                            chance: None,
                        }
                    } else {
                        Answer {
                            status: Status::Depends,
                            reason: format!(
                                "On {tw} ({record}), {who} has {} already above and up to {} able to reach {total}, so it depends on the other results.",
                                plural(above, "player", "players"),
                                can_reach,
                            ),
                            chance: None,
                        }
                    };
                    ResultAdvice {
                        wins,
                        losses,
                        draws,
                        points: total,
                        answer,
                    }
                })
                .collect();
            let weakest_lock = results
                .iter()
                .position(|r| r.answer.status == Status::Locked);
            PlayerNeeds {
                player: p,
                points: points[p],
                results,
                weakest_lock,
            }
        })
        .collect();
    Ok(NeedsAdvice {
        round: next,
        cut,
        rounds_left,
        players,
    })
}
