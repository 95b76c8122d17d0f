//! The organizer's playoff tab as markup: what kind of playoff it is, what it changes, and the
//! bracket round by round, each match with its players (the winner marked), its games, and the
//! buttons that enter a winner where an edit can. The bracket is the core's
//! ([`crate::core::model::playoff::Playoff`]): who plays each match, who won, and the rounds'
//! names. The app sets the [`Html`] whole; a button names its action (`data-action`:
//! `playoff-pick` with `data-key="<match>:<player>"`, `playoff-clear` with `data-key="<match>"`),
//! which one listener reads.

use super::markup::Html;
use crate::core::base::ruleset::Choice;
use crate::core::model::game_result::{GameResult, Outcome};
use crate::core::model::playoff::{first_round, Playoff, ThirdPlace};
use crate::core::{Event, PlayerId};

/// A place in a match.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Slot {
    /// A player.
    Player(PlayerId),
    /// Not decided yet: the match before has no winner.
    Undecided,
    /// The first round's bye: the other player goes on without playing.
    Bye,
}

/// Which edit enters a match's winner.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pick {
    /// [`crate::core::edit::Edit::PlayoffWinner`] of this match.
    Match(usize),
    /// [`crate::core::edit::Edit::ThirdPlaceWinner`].
    Third,
}

/// One match as drawn: the edit that enters its winner, its players, its winner and its games
/// from the first player's side.
struct Drawn {
    pick: Pick,
    a: Slot,
    b: Slot,
    winner: Option<PlayerId>,
    games: Option<GameResult>,
}

/// `1 v 8, 4 v 5, 2 v 7, 3 v 6`: the core's bracket order of a top `size`.
pub fn seed_pairs(size: usize) -> String {
    first_round(size)
        .unwrap_or_default()
        .iter()
        .map(|(a, b)| format!("{a} v {b}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// `Seeded from the final Swiss standings, top 8: 1 v 8, …` or `As played: the top 16 as Melee
/// published it, in bracket order, without seeds.`
pub fn kind(event: &Event, playoff: &Playoff) -> String {
    if playoff.is_seeded() {
        format!(
            "Seeded from the final Swiss standings, top {}: {}.",
            playoff.size(),
            seed_pairs(playoff.size())
        )
    } else {
        let publisher = event
            .published
            .as_ref()
            .map(|p| format!(" as {} published it", p.publisher()))
            .unwrap_or_default();
        format!(
            "As played: the top {}{publisher}, in bracket order, without seeds.",
            playoff.players().count()
        )
    }
}

/// `No champion: the final was drawn (0-0-3).`, for a final played to a draw; `None` otherwise.
pub fn drawn_final(playoff: &Playoff) -> Option<String> {
    let final_games = match playoff.round_sizes().last() {
        Some(1) => playoff.results.last().copied().flatten(),
        _ => None,
    };
    final_games
        .filter(|r| r.outcome() == Outcome::Draw && playoff.champion().is_none())
        .map(|r| format!("No champion: the final was drawn ({r})."))
}

/// How the organizer records a playoff match, said above the bracket.
pub const HOW_TO_RECORD: &str = "Type each match's games from the first player's side and press Enter (21 is 2-1, 12 is 1-2), or click the winner's name. Clear takes a winner back.";

/// The whole tab's playoff: its kind, what it changes in the figures, the bracket, and the
/// champion or the drawn final. `editable`: the organizer's tab, where each match decided by
/// its players has a box for its games and its players are buttons that enter the winner; the
/// players' phones and the second screen show it as it stands.
pub fn bracket(event: &Event, playoff: &Playoff, editable: bool) -> Html {
    let name = |id: PlayerId| event.players.get(id).map_or("", |p| p.name.as_str());
    let slot = |player: Option<PlayerId>| player.map_or(Slot::Undecided, Slot::Player);
    let mut out = Html::raw("<p class=\"hint\" data-testid=\"playoff-kind\">");
    out.push_text(&kind(event, playoff))
        .push_raw("</p><p class=\"hint\" data-testid=\"playoff-figures\">")
        .push_text(&event.ruleset.explain(Choice::Playoff))
        .push_raw("</p>");
    if editable && playoff.is_seeded() {
        out.push_raw("<p class=\"how no-print\" data-testid=\"playoff-how\">")
            .push_raw(HOW_TO_RECORD)
            .push_raw("</p>");
    }
    out.push_raw("<ol class=\"bracket\" data-testid=\"bracket\">");
    let matches = playoff.matches();
    let mut stages: Vec<u32> = matches.iter().map(|m| m.stage).collect();
    stages.dedup();
    for (i, &stage) in stages.iter().enumerate() {
        out.push_raw("<li class=\"playoff-round\" data-testid=\"playoff-round\"><h4 data-testid=\"playoff-stage\">")
            .push_text(&playoff.stage_name(stage))
            .push_raw("</h4><ol class=\"playoff-matches\">");
        for m in matches.iter().filter(|m| m.stage == stage) {
            out.push_raw("<li class=\"playoff-match\" data-testid=\"playoff-match\">");
            let drawn = Drawn {
                pick: Pick::Match(m.index),
                a: slot(m.a),
                b: if m.bye { Slot::Bye } else { slot(m.b) },
                winner: if m.bye { None } else { m.winner },
                games: m.result,
            };
            match_card(&mut out, &drawn, playoff, &name, editable);
            out.push_raw("</li>");
        }
        out.push_raw("</ol>");
        // The final's column also holds the match for third place: one read from a file, or,
        // in a playoff seeded here, one the organizer can enter once both semifinals are decided.
        let players = playoff.third_place_players();
        let third = playoff
            .third_place
            .or_else(|| (playoff.is_seeded() && players.is_some()).then(ThirdPlace::default));
        if let (Some(third), true) = (third, i + 1 == stages.len()) {
            let (a, b) = players.unzip();
            out.push_raw("<div class=\"playoff-third\" data-testid=\"playoff-third\"><h5>Third place</h5><div class=\"playoff-match\">");
            let drawn = Drawn {
                pick: Pick::Third,
                a: slot(a),
                b: slot(b),
                winner: third.winner,
                games: third.result,
            };
            match_card(&mut out, &drawn, playoff, &name, editable);
            out.push_raw("</div></div>");
        }
        out.push_raw("</li>");
    }
    out.push_raw("</ol>");
    if let Some(c) = playoff.champion() {
        out.push_raw("<p class=\"champion\" data-testid=\"champion\">Champion: ")
            .push_text(name(c))
            .push_raw("</p>");
    }
    if let Some(d) = drawn_final(playoff) {
        out.push_raw("<p class=\"champion\" data-testid=\"no-champion\">")
            .push_text(&d)
            .push_raw("</p>");
    }
    out
}

/// One match: its two players (the winner marked, a button that enters a winner where an edit
/// can), its games, and Clear, which undoes a winner clicked here (a match read with its games
/// keeps them; clicking the other player still changes it).
fn match_card<'e>(
    out: &mut Html,
    m: &Drawn,
    playoff: &Playoff,
    name: &dyn Fn(PlayerId) -> &'e str,
    editable: bool,
) {
    let pickable = editable && m.b != Slot::Bye;
    for s in [m.a, m.b] {
        match s {
            Slot::Undecided => {
                out.push_raw(
                    "<div class=\"side\"><span class=\"muted\">to be decided</span></div>",
                );
            }
            Slot::Bye => {
                out.push_raw("<div class=\"side bye\" data-testid=\"playoff-bye\">Bye</div>");
            }
            Slot::Player(id) => {
                let won = m.winner == Some(id);
                out.push_raw(if won {
                    "<div class=\"side won\">"
                } else {
                    "<div class=\"side\">"
                });
                if pickable {
                    out.push_raw(if won {
                        "<button type=\"button\" class=\"won\" aria-pressed=\"true\""
                    } else {
                        "<button type=\"button\" aria-pressed=\"false\""
                    });
                    match m.pick {
                            Pick::Match(index) => {
                                out.push_raw(" data-testid=\"playoff-pick\" title=\"Mark as the winner\" data-action=\"playoff-pick\" data-key=\"")
                                    .push_number(index as u64)
                                    .push_raw(":")
                            }
                            Pick::Third => out.push_raw(" data-testid=\"third-pick\" title=\"Mark as the winner of the match for third place\" data-action=\"third-pick\" data-key=\""),
                        };
                    out.push_number(id as u64).push_raw("\">");
                    label(out, playoff.seed_of(id), name(id));
                    out.push_raw("</button>");
                } else {
                    out.push_raw("<span class=\"name\" data-testid=\"playoff-player\">");
                    label(out, playoff.seed_of(id), name(id));
                    out.push_raw("</span>");
                }
                out.push_raw("</div>");
            }
        }
    }
    // The games box of a playoff seeded here, once both players are known: typed as a Swiss
    // table's result. (One read from a file shows the games it recorded.)
    let typed = pickable && playoff.is_seeded();
    if let (true, Slot::Player(a), Slot::Player(b)) = (typed, m.a, m.b) {
        let id = match m.pick {
            Pick::Match(index) => games_id(index),
            Pick::Third => "third-games".to_string(),
        };
        out.push_raw("<div class=\"match-games no-print\"><label class=\"visually-hidden\" for=\"")
            .push_text(&id)
            .push_raw("\">Games of ")
            .push_text(name(a))
            .push_raw(" against ")
            .push_text(name(b))
            .push_raw(", from ")
            .push_text(name(a))
            .push_raw("&#39;s side</label><input class=\"result-input\" size=\"5\" autocomplete=\"off\" placeholder=\"2-1\" id=\"")
            .push_text(&id)
            .push_raw("\" data-testid=\"playoff-games\" ");
        match m.pick {
            Pick::Match(index) => out
                .push_raw("data-action=\"playoff-games\" data-key=\"")
                .push_number(index as u64),
            Pick::Third => out.push_raw("data-action=\"third-games\" data-key=\"0"),
        };
        out.push_raw("\" value=\"");
        if let Some(g) = m.games {
            out.push_text(&g.to_string());
        }
        out.push_raw("\"></div>");
    }
    let clear = pickable && m.winner.is_some() && m.games.is_none();
    if (m.games.is_some() && !typed) || clear {
        out.push_raw("<div class=\"match-foot\">");
        if let Some(g) = m.games {
            out.push_raw("<span class=\"games\" data-testid=\"playoff-result\" title=\"Games, from the first player's side\">")
                .push_text(&g.to_string())
                .push_raw("</span>");
        }
        if clear {
            match m.pick {
                Pick::Match(index) => out
                    .push_raw("<button type=\"button\" class=\"link no-print\" data-action=\"playoff-clear\" data-key=\"")
                    .push_number(index as u64)
                    .push_raw("\">Clear</button>"),
                Pick::Third => out.push_raw("<button type=\"button\" class=\"link no-print\" data-action=\"third-clear\" data-testid=\"third-clear\">Clear</button>"),
            };
        }
        out.push_raw("</div>");
    }
}

/// A player in the bracket: their seed (a seeded playoff only), then their name.
fn label(out: &mut Html, seed: Option<usize>, name: &str) {
    if let Some(s) = seed {
        out.push_raw("<span class=\"seed\">")
            .push_number(s as u64)
            .push_raw("</span> ");
    }
    out.push_text(name);
}

/// The `id` of match `index`'s games box (the keyboard's focus moves to it): `playoff-games-0`.
pub fn games_id(index: usize) -> String {
    format!("playoff-games-{index}")
}

/// A pick's key read back: the match and the player (`3:12`).
pub fn pick_key(key: &str) -> Option<(usize, PlayerId)> {
    let (index, player) = key.split_once(':')?;
    Some((index.parse().ok()?, player.parse().ok()?))
}
