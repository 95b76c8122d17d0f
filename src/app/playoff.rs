//! The playoff tab: a top 8 or top 4 seeded from the Swiss standings, and its winners.

use leptos::prelude::*;

use super::state::AppState;
use crate::core::edit::Edit;

/// One match as drawn.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct MatchView {
    index: usize,
    stage: String,
    a: Option<(usize, usize, String)>,
    b: Option<(usize, usize, String)>,
    winner: Option<usize>,
}

/// The playoff tab of the open event.
#[component]
pub fn PlayoffTab() -> impl IntoView {
    let state = expect_context::<AppState>();
    let error = RwSignal::new(None::<String>);
    let start = move |size: usize| {
        let result = state.apply(format!("starting a top {size}"), Edit::SeedPlayoff { size });
        error.set(result.err());
    };
    let matches = move || {
        state.open.with(|o| {
            let Some(o) = o else { return Vec::new() };
            let Some(p) = &o.event.playoff else {
                return Vec::new();
            };
            let seat = |player: Option<usize>| {
                player.map(|id| {
                    let seed = p.seeds.iter().position(|&s| s == id).unwrap_or(0) + 1;
                    (id, seed, o.event.players[id].name.clone())
                })
            };
            p.matches()
                .into_iter()
                .map(|m| MatchView {
                    index: m.index,
                    stage: m.stage_name(p.size()).to_string(),
                    a: seat(m.a),
                    b: seat(m.b),
                    winner: m.winner,
                })
                .collect()
        })
    };
    let champion = move || {
        state.open.with(|o| {
            o.as_ref().and_then(|o| {
                let p = o.event.playoff.as_ref()?;
                p.champion().map(|c| o.event.players[c].name.clone())
            })
        })
    };
    let started = move || state.with_event(|e| e.playoff.is_some()).unwrap_or(false);

    view! {
        <section class="tab" aria-labelledby="playoff-title">
            <h3 id="playoff-title">"Playoff"</h3>
            <p class="hint">
                "A single-elimination top 8 (or top 4) seeded by the final Swiss standings: 1 v 8, 4 v 5, 2 v 7, 3 v 6. "
                "Its results do not change the Swiss standings."
            </p>
            <Show
                when=started
                fallback=move || view! {
                    <div class="row no-print">
                        <button type="button" class="primary" data-testid="start-top8" on:click=move |_| start(8)>"Start a top 8"</button>
                        <button type="button" data-testid="start-top4" on:click=move |_| start(4)>"Start a top 4"</button>
                    </div>
                }
            >
                <ol class="bracket" data-testid="bracket">
                    <For each=matches key=|m| m.clone() let:m>
                        {
                            let index = m.index;
                            let pick = move |winner: Option<usize>| {
                                let result = state.apply("a playoff result", Edit::PlayoffWinner { index, winner });
                                error.set(result.err());
                            };
                            let side = move |s: Option<(usize, usize, String)>| match s {
                                None => view! { <span class="muted">"to be decided"</span> }.into_any(),
                                Some((id, seed, name)) => {
                                    let won = m.winner == Some(id);
                                    view! {
                                        <button
                                            type="button"
                                            class:won=won
                                            aria-pressed=won.to_string()
                                            data-testid="playoff-pick"
                                            title="Mark as the winner"
                                            on:click=move |_| pick(Some(id))
                                        >
                                            <span class="seed">{seed}</span> " " {name}
                                        </button>
                                    }
                                        .into_any()
                                }
                            };
                            view! {
                                <li class="playoff-match" data-testid="playoff-match">
                                    <span class="stage">{m.stage.clone()}</span>
                                    {side(m.a.clone())}
                                    " vs "
                                    {side(m.b.clone())}
                                    {m.winner.map(|_| view! {
                                        <button type="button" class="link no-print" on:click=move |_| pick(None)>"Clear"</button>
                                    })}
                                </li>
                            }
                        }
                    </For>
                </ol>
                {move || champion().map(|c| view! { <p class="champion" data-testid="champion">"Champion: " {c}</p> })}
                <button
                    type="button"
                    class="danger no-print"
                    on:click=move |_| {
                        error.set(state.apply("removing the playoff", Edit::RemovePlayoff).err());
                    }
                >
                    "Remove the playoff"
                </button>
            </Show>
            {move || error.get().map(|e| view! { <p class="error" role="alert">{e}</p> })}
        </section>
    }
}
