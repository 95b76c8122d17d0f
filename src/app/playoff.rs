//! The playoff tab: the bracket round by round, either a top 8 or top 4 the organizer seeded from
//! the Swiss standings and plays here (clicking each winner), or a playoff read as it was played
//! from a platform's file (a top 2 to a top 64, with its games, byes and match for third place).
//!
//! The bracket is the core's ([`crate::core::model::playoff::Playoff`]): its rounds, their names, who
//! plays each match and who won. This component only lays it out: one column per round on a wide
//! screen (scrolling sideways past six), one round under the other on a phone and on paper.

use leptos::prelude::*;

use super::state::AppState;
use crate::core::base::ruleset::Choice;
use crate::core::edit::Edit;
use crate::core::model::game_result::Outcome;
use crate::core::model::playoff::{first_round, Playoff};
use crate::core::Event;

/// A place in a match as drawn.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Slot {
    /// A player: their id, their seed (a seeded playoff only) and name.
    Player(usize, Option<usize>, String),
    /// Not decided yet: the match before has no winner.
    Undecided,
    /// The first round's bye: the other player goes on without playing.
    Bye,
}

/// One match as drawn.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct MatchView {
    /// Its index for [`Edit::PlayoffWinner`]; `None` for the match for third place, which no
    /// edit enters.
    index: Option<usize>,
    a: Slot,
    b: Slot,
    winner: Option<usize>,
    /// The games from the first player's side (`2-1`), when known.
    games: Option<String>,
}

/// One round of the bracket as drawn: its name and matches (the final's column also holds the
/// match for third place).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct RoundView {
    stage: u32,
    name: String,
    matches: Vec<MatchView>,
    third: Option<MatchView>,
}

/// The whole playoff as drawn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct BracketView {
    /// "Seeded from the final Swiss standings: …" or "As played: …".
    kind: String,
    /// Whether the playoff changes any figure, in the ruleset's words.
    figures: String,
    rounds: Vec<RoundView>,
    champion: Option<String>,
    /// `No champion: the final was drawn (0-0-3).`, for a final played to a draw.
    drawn_final: Option<String>,
}

/// `1 v 8, 4 v 5, 2 v 7, 3 v 6`: the core's bracket order of a top `size`.
fn seed_pairs(size: usize) -> String {
    first_round(size)
        .unwrap_or_default()
        .iter()
        .map(|(a, b)| format!("{a} v {b}"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The view of `playoff`, a playoff of `event`.
fn bracket_view(event: &Event, playoff: &Playoff) -> BracketView {
    let name = |id: usize| {
        event
            .players
            .get(id)
            .map_or_else(String::new, |p| p.name.clone())
    };
    let slot = |player: Option<usize>| match player {
        Some(id) => Slot::Player(id, playoff.seed_of(id), name(id)),
        None => Slot::Undecided,
    };
    let players = playoff.players().count();
    let kind = if playoff.is_seeded() {
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
        format!("As played: the top {players}{publisher}, in bracket order, without seeds.")
    };
    let mut rounds: Vec<RoundView> = Vec::new();
    for m in playoff.matches() {
        if rounds.last().is_none_or(|r| r.stage != m.stage) {
            rounds.push(RoundView {
                stage: m.stage,
                name: playoff.stage_name(m.stage),
                matches: Vec::new(),
                third: None,
            });
        }
        let view = MatchView {
            index: Some(m.index),
            a: slot(m.a),
            b: if m.bye { Slot::Bye } else { slot(m.b) },
            winner: if m.bye { None } else { m.winner },
            games: m.result.map(|r| r.to_string()),
        };
        if let Some(r) = rounds.last_mut() {
            r.matches.push(view);
        }
    }
    if let (Some(third), Some(last)) = (playoff.third_place, rounds.last_mut()) {
        let (a, b) = playoff.third_place_players().unzip();
        last.third = Some(MatchView {
            index: None,
            a: slot(a),
            b: slot(b),
            winner: third.winner,
            games: third.result.map(|r| r.to_string()),
        });
    }
    // The final's games when it ended drawn, so that no one has won it.
    let final_games = match playoff.round_sizes().last() {
        Some(1) => playoff.results.last().copied().flatten(),
        _ => None,
    };
    let drawn_final = final_games
        .filter(|r| r.outcome() == Outcome::Draw && playoff.champion().is_none())
        .map(|r| format!("No champion: the final was drawn ({r})."));
    BracketView {
        kind,
        figures: event.ruleset.explain(Choice::Playoff),
        rounds,
        champion: playoff.champion().map(name),
        drawn_final,
    }
}

/// One match: its two players (the winner marked, a button that enters a winner where an edit
/// can), its games, and Clear.
fn match_card(state: AppState, error: RwSignal<Option<String>>, m: MatchView) -> impl IntoView {
    let pick = move |winner: Option<usize>| {
        if let Some(index) = m.index {
            let result = state.apply(Edit::PlayoffWinner { index, winner });
            error.set(result.err());
        }
    };
    let pickable = m.index.is_some() && m.b != Slot::Bye;
    let side = move |s: Slot| match s {
        Slot::Undecided => {
            view! { <div class="side"><span class="muted">"to be decided"</span></div> }.into_any()
        }
        Slot::Bye => {
            view! { <div class="side bye" data-testid="playoff-bye">"Bye"</div> }.into_any()
        }
        Slot::Player(id, seed, name) => {
            let won = m.winner == Some(id);
            let label =
                view! { {seed.map(|s| view! { <span class="seed">{s}</span> " " })} {name} };
            let inner = if pickable {
                view! {
                    <button
                        type="button"
                        class:won=won
                        aria-pressed=won.to_string()
                        data-testid="playoff-pick"
                        title="Mark as the winner"
                        on:click=move |_| pick(Some(id))
                    >
                        {label}
                    </button>
                }
                .into_any()
            } else {
                view! { <span class="name" data-testid="playoff-player">{label}</span> }.into_any()
            };
            view! { <div class="side" class:won=won>{inner}</div> }.into_any()
        }
    };
    // Clear undoes a winner clicked here; a match read with its games (as played) keeps them,
    // and clicking the other player still changes it.
    let clear = (pickable && m.winner.is_some() && m.games.is_none()).then(|| {
        view! { <button type="button" class="link no-print" on:click=move |_| pick(None)>"Clear"</button> }
    });
    let games = m.games.clone();
    view! {
        {side(m.a.clone())}
        {side(m.b.clone())}
        {(games.is_some() || clear.is_some()).then(|| view! {
            <div class="match-foot">
                {games.map(|g| view! { <span class="games" data-testid="playoff-result" title="Games, from the first player's side">{g}</span> })}
                {clear}
            </div>
        })}
    }
}

/// The playoff tab of the open event.
#[component]
pub fn PlayoffTab() -> impl IntoView {
    let state = expect_context::<AppState>();
    let error = RwSignal::new(None::<String>);
    let start = move |size: usize| {
        let result = state.apply(Edit::SeedPlayoff { size });
        error.set(result.err());
    };
    let bracket = Memo::new(move |_| {
        state.open.with(|o| {
            let o = o.as_ref()?;
            Some(bracket_view(&o.event, o.event.playoff.as_ref()?))
        })
    });
    let started = move || bracket.with(Option::is_some);
    let rounds = move || bracket.with(|b| b.as_ref().map(|b| b.rounds.clone()).unwrap_or_default());
    let line = move |f: fn(&BracketView) -> String| {
        move || bracket.with(|b| b.as_ref().map(f).unwrap_or_default())
    };
    let champion = move || bracket.with(|b| b.as_ref().and_then(|b| b.champion.clone()));
    let drawn_final = move || bracket.with(|b| b.as_ref().and_then(|b| b.drawn_final.clone()));

    view! {
        <section class="tab playoff" aria-labelledby="playoff-title">
            <h3 id="playoff-title">"Playoff"</h3>
            <Show
                when=started
                fallback=move || view! {
                    <p class="hint">
                        "A single-elimination top 8 (or top 4) seeded by the final Swiss standings: 1 v 8, 4 v 5, 2 v 7, 3 v 6. "
                        "Its results do not change the Swiss standings."
                    </p>
                    <div class="row no-print">
                        <button type="button" class="primary" data-testid="start-top8" on:click=move |_| start(8)>"Start a top 8"</button>
                        <button type="button" data-testid="start-top4" on:click=move |_| start(4)>"Start a top 4"</button>
                    </div>
                }
            >
                <p class="hint" data-testid="playoff-kind">{line(|b| b.kind.clone())}</p>
                <p class="hint" data-testid="playoff-figures">{line(|b| b.figures.clone())}</p>
                <ol class="bracket" data-testid="bracket">
                    <For each=rounds key=|r| r.clone() let:r>
                        <li class="playoff-round" data-testid="playoff-round">
                            <h4 data-testid="playoff-stage">{r.name.clone()}</h4>
                            <ol class="playoff-matches">
                                {r.matches.iter().cloned().map(|m| view! {
                                    <li class="playoff-match" data-testid="playoff-match">{match_card(state, error, m)}</li>
                                }).collect_view()}
                            </ol>
                            {r.third.clone().map(|m| view! {
                                <div class="playoff-third" data-testid="playoff-third">
                                    <h5>"Third place"</h5>
                                    <div class="playoff-match">{match_card(state, error, m)}</div>
                                </div>
                            })}
                        </li>
                    </For>
                </ol>
                {move || champion().map(|c| view! { <p class="champion" data-testid="champion">"Champion: " {c}</p> })}
                {move || drawn_final().map(|d| view! { <p class="champion" data-testid="no-champion">{d}</p> })}
                <button
                    type="button"
                    class="danger no-print"
                    on:click=move |_| {
                        error.set(state.apply(Edit::RemovePlayoff).err());
                    }
                >
                    "Remove the playoff"
                </button>
            </Show>
            {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
        </section>
    }
}
