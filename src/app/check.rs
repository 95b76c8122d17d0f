//! "Check my tiebreakers": a player types records and sees OMW (and OGW) with the breakdown.
//!
//! It is its own bundle (`tiebreak-check`, src/check_main.rs), which `index.html` loads for a
//! `#/check` address: the page needs no event and no storage, and inside the organizer's bundle
//! it cost 10.6 KB of gzipped wasm (PERFORMANCE.md).

use leptos::prelude::*;

use super::dom;
use crate::core::tiebreakers::check::{check_form, compare_form, Form};
use crate::core::{DEFAULT_PRESET, PRESETS};
use crate::render::breakdown;

/// One opponent's line of the form: a signal per field, so typing redraws nothing else.
#[derive(Clone, Copy)]
struct OpponentInput {
    name: RwSignal<String>,
    record: RwSignal<String>,
    games: RwSignal<String>,
}

impl OpponentInput {
    fn new() -> OpponentInput {
        OpponentInput {
            name: RwSignal::new(String::new()),
            record: RwSignal::new(String::new()),
            games: RwSignal::new(String::new()),
        }
    }
}

/// The check page.
#[component]
pub fn CheckPage() -> impl IntoView {
    let ruleset = RwSignal::new(String::from(DEFAULT_PRESET));
    // A second ruleset to compare with: none, or a preset ("as Melee computes it").
    let compare = RwSignal::new(String::new());
    let my_record = RwSignal::new(String::new());
    let my_byes = RwSignal::new(String::from("0"));
    let my_games = RwSignal::new(String::new());
    // An event's own match points (Topdeck lets an event choose 5-1); empty for the ruleset's.
    let match_points = RwSignal::new(String::new());
    let opponents = RwSignal::new((0..3).map(|_| OpponentInput::new()).collect::<Vec<_>>());

    let form = Memo::new(move |_| Form {
        ruleset: ruleset.get(),
        record: my_record.get(),
        byes: my_byes.get(),
        games: my_games.get(),
        opponents: opponents
            .get()
            .into_iter()
            .map(|o| (o.name.get(), o.record.get(), o.games.get()))
            .collect(),
        match_points: match_points.get(),
    });
    let result = Memo::new(move |_| form.with(check_form));
    let comparison = Memo::new(move |_| {
        let other = compare.get();
        (!other.is_empty()).then(|| form.with(|f| compare_form(f, &other)))
    });

    view! {
        <section class="page check" aria-labelledby="check-title">
            <h2 id="check-title">"Check my tiebreakers"</h2>
            <p class="hint">
                "Type your opponents' final records (their match against you included) to see your OMW%, "
                "and their game records to see your OGW%. Nothing is stored."
            </p>
            <div class="card">
                <div class="row">
                    <div class="field">
                        <label for="check-ruleset">"Ruleset"</label>
                        <select id="check-ruleset" data-testid="check-ruleset" on:change=move |ev| ruleset.set(event_target_value(&ev))>
                            {PRESETS.iter().map(|p| view! { <option value=p.name selected=p.name == DEFAULT_PRESET>{p.name}</option> }).collect_view()}
                        </select>
                    </div>
                    <div class="field">
                        <label for="check-compare">"Compare with"</label>
                        <select id="check-compare" data-testid="check-compare-ruleset" on:change=move |ev| compare.set(event_target_value(&ev))>
                            <option value="" selected=true>"no other ruleset"</option>
                            {PRESETS.iter().map(|p| view! { <option value=p.name>{p.name}</option> }).collect_view()}
                        </select>
                    </div>
                    <div class="field">
                        <label for="check-record">"Your record"</label>
                        <input id="check-record" data-testid="check-record" placeholder="5-2-1" size="7"
                            prop:value=my_record on:input=move |ev| my_record.set(event_target_value(&ev)) />
                    </div>
                    <div class="field">
                        <label for="check-byes">"Your byes"</label>
                        <input id="check-byes" data-testid="check-byes" inputmode="numeric" size="3"
                            prop:value=my_byes on:input=move |ev| my_byes.set(event_target_value(&ev)) />
                    </div>
                    <div class="field">
                        <label for="check-games">"Your games (optional)"</label>
                        <input id="check-games" placeholder="11-6-0" size="8"
                            prop:value=my_games on:input=move |ev| my_games.set(event_target_value(&ev)) />
                    </div>
                    <div class="field">
                        <label for="check-match-points">"Match points, win-draw (if not 3-1)"</label>
                        <input id="check-match-points" data-testid="check-match-points" placeholder="3-1" size="5"
                            prop:value=match_points on:input=move |ev| match_points.set(event_target_value(&ev)) />
                    </div>
                </div>
                <table class="check-opponents">
                    <thead>
                        <tr>
                            <th scope="col">"#"</th>
                            <th scope="col">"Name (optional)"</th>
                            <th scope="col">"Match record"</th>
                            <th scope="col">"Game record (optional)"</th>
                        </tr>
                    </thead>
                    <tbody>
                        <For
                            each={move || opponents.get().into_iter().enumerate().collect::<Vec<_>>()}
                            key=|(i, _)| *i
                            let:row
                        >
                            {
                                let (i, o) = row;
                                view! {
                                    <tr>
                                        <td>{i + 1}</td>
                                        <td><input aria-label=format!("Opponent {} name", i + 1) size="12"
                                            prop:value=o.name on:input=move |ev| o.name.set(event_target_value(&ev)) /></td>
                                        <td><input aria-label=format!("Opponent {} record", i + 1) data-testid="check-opponent-record" size="7" placeholder="4-4-0"
                                            prop:value=o.record on:input=move |ev| o.record.set(event_target_value(&ev)) /></td>
                                        <td><input aria-label=format!("Opponent {} games", i + 1) data-testid="check-opponent-games" size="7" placeholder="9-8-0"
                                            prop:value=o.games on:input=move |ev| o.games.set(event_target_value(&ev)) /></td>
                                    </tr>
                                }
                            }
                        </For>
                    </tbody>
                </table>
                <button type="button" data-testid="check-add-opponent" on:click=move |_| opponents.update(|o| o.push(OpponentInput::new()))>
                    "Add an opponent"
                </button>
            </div>
            {move || comparison.get().and_then(Result::ok).map(|c| {
                let title = format!("{} against {}", c.first, c.second);
                view! {
                    <div class="card check-compare" data-testid="check-compare">
                        <h3>{title}</h3>
                        <table class="opponents">
                            <thead>
                                <tr>
                                    <th scope="col">"Figure"</th>
                                    <th scope="col">{c.first.clone()}</th>
                                    <th scope="col">{c.second.clone()}</th>
                                </tr>
                            </thead>
                            <tbody>
                                {c.figures.iter().map(|f| view! {
                                    <tr data-testid="check-compare-row" data-code=f.code>
                                        <th scope="row">{f.label}</th>
                                        <td class="num" class:differs=f.differs>{f.first.clone()}</td>
                                        <td class="num" class:differs=f.differs>{f.second.clone()}</td>
                                    </tr>
                                }).collect_view()}
                            </tbody>
                        </table>
                        <ul class="steps">
                            {c.differing().into_iter().map(|line| view! {
                                <li data-testid="check-compare-sentence">{line}</li>
                            }).collect_view()}
                        </ul>
                        <p data-testid="check-compare-choices">{c.choices()}</p>
                    </div>
                }
            })}
            {move || match result.get() {
                Ok(e) => view! { <div class="breakdown" data-testid="check-result" inner_html=breakdown::explanation(&e, &[]).into_string()></div> }.into_any(),
                Err(e) => view! { <p class="hint" role="status" data-testid="check-message">{e.to_string()}</p> }.into_any(),
            }}
        </section>
    }
}

/// The check page's whole app, mounted by `src/check_main.rs`. An address other than `#/check`
/// (the list of events, a players' link) reloads the page, so that its own bundle loads.
#[component]
pub fn CheckApp() -> impl IntoView {
    let handle = window_event_listener(leptos::ev::hashchange, move |_| {
        if !dom::hash().starts_with("#/check") {
            dom::reload();
        }
    });
    on_cleanup(move || handle.remove());
    view! {
        <div class="app" data-testid="app-mounted">
            <header class="app-header no-print">
                <a class="brand" href="#/">"Tiebreak"</a>
                <nav aria-label="Main">
                    <a href="#/">"Events"</a>
                    <a href="#/check" data-testid="nav-check" aria-current="page">"Check my tiebreakers"</a>
                </nav>
            </header>
            <main><CheckPage /></main>
        </div>
    }
}
