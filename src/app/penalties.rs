//! Penalties: give a warning, a game loss, a match loss or a disqualification to a player in a
//! round, with the infraction (the Magic Infraction Procedure Guide's names are suggested, any text
//! is accepted); list them, and remove one. The core decides what each does to a result and
//! refuses what cannot be, with its sentence.

use leptos::prelude::*;

use super::state::AppState;
use crate::core::edit::Edit;
use crate::core::log::{PenaltyKind, INFRACTIONS};
use crate::render::log::{html_penalties, penalty_line};

/// The penalties card of the Players tab.
#[component]
pub fn PenaltiesCard() -> impl IntoView {
    let state = expect_context::<AppState>();
    let player = RwSignal::new(String::new());
    let round = RwSignal::new(String::new());
    let kind = RwSignal::new(PenaltyKind::Warning.code().to_string());
    let reason = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    let paired = move || {
        state
            .open
            .with(|o| o.as_ref().map_or(0, |o| o.event.rounds_paired()))
    };
    let names = move || {
        state.open.with(|o| {
            o.as_ref()
                .map(|o| {
                    o.event
                        .players
                        .iter()
                        .map(|p| p.name.clone())
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    };
    let list = move || {
        state.open.with(|o| {
            o.as_ref()
                .map(|o| {
                    o.event
                        .penalties
                        .iter()
                        .enumerate()
                        .map(|(i, p)| {
                            let who = o
                                .event
                                .players
                                .get(p.player)
                                .map_or_else(String::new, |x| x.name.clone());
                            (i, format!("{who}: {}", penalty_line(p)))
                        })
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    };
    let give = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let Ok(p) = player.get_untracked().parse::<usize>() else {
            error.set(Some("pick the player.".into()));
            return;
        };
        let r = round
            .get_untracked()
            .parse::<u32>()
            .unwrap_or_else(|_| paired());
        let Some(k) = PenaltyKind::from_code(&kind.get_untracked()) else {
            return;
        };
        let edit = Edit::GivePenalty {
            round: r,
            player: p,
            kind: k,
            reason: reason.get_untracked(),
        };
        match state.apply(format!("{} in round {r}", k.words()), edit) {
            Ok(()) => {
                error.set(None);
                reason.set(String::new());
            }
            Err(e) => error.set(Some(e)),
        }
    };
    view! {
        <section class="card penalties no-print" aria-labelledby="penalties-title">
            <h4 id="penalties-title">"Penalties"</h4>
            <form class="row" data-testid="penalty-form" on:submit=give>
                <div class="field">
                    <label for="penalty-player">"Player"</label>
                    <select id="penalty-player" data-testid="penalty-player" on:change=move |ev| player.set(event_target_value(&ev))>
                        <option value="">"—"</option>
                        {move || names().into_iter().enumerate().map(|(i, n)| view! { <option value=i.to_string()>{n}</option> }).collect_view()}
                    </select>
                </div>
                <div class="field">
                    <label for="penalty-round">"Round"</label>
                    <select id="penalty-round" data-testid="penalty-round" on:change=move |ev| round.set(event_target_value(&ev))>
                        {move || {
                            let last = paired();
                            (1..=last).rev().map(|r| view! { <option value=r.to_string()>"Round " {r}</option> }).collect_view()
                        }}
                    </select>
                </div>
                <div class="field">
                    <label for="penalty-kind">"Penalty"</label>
                    <select id="penalty-kind" data-testid="penalty-kind" on:change=move |ev| kind.set(event_target_value(&ev))>
                        <option value="warning">"Warning"</option>
                        <option value="game-loss">"Game loss"</option>
                        <option value="match-loss">"Match loss"</option>
                        <option value="disqualification">"Disqualification"</option>
                    </select>
                </div>
                <div class="field">
                    <label for="penalty-reason">"Infraction"</label>
                    <input id="penalty-reason" data-testid="penalty-reason" list="infractions" autocomplete="off" maxlength="200"
                        placeholder="Tardiness" prop:value=reason on:input=move |ev| reason.set(event_target_value(&ev)) />
                    <datalist id="infractions">
                        {INFRACTIONS.iter().map(|i| view! { <option value=*i></option> }).collect_view()}
                    </datalist>
                </div>
                <button type="submit" data-testid="penalty-give">"Give penalty"</button>
            </form>
            <p class="hint" hidden={move || paired() > 0}>"A penalty is given in a round that is paired."</p>
            <p class="error" role="alert" data-testid="penalty-error" hidden=move || error.with(Option::is_none)>{move || error.get().unwrap_or_default()}</p>
            <ul class="penalty-list" data-testid="penalty-list">
                <For each=list key=|p| p.clone() let:p>
                    {
                        let (index, text) = p;
                        view! {
                            <li>
                                {text}
                                " "
                                <button type="button" class="link small" data-testid="penalty-remove"
                                    on:click=move |_| error.set(state.apply("removing a penalty", Edit::RemovePenalty { index }).err())>
                                    "Remove"
                                </button>
                            </li>
                        }
                    }
                </For>
            </ul>
        </section>
    }
}

/// A player's penalties on their breakdown page, if they have any.
#[component]
pub fn PlayerPenalties(player: usize) -> impl IntoView {
    let state = expect_context::<AppState>();
    let list = move || {
        state
            .open
            .with(|o| o.as_ref().map(|o| html_penalties(&o.event, player)))
            .unwrap_or_default()
    };
    view! {
        <section class="card" hidden=move || list().as_str().is_empty()>
            <h4>"Penalties"</h4>
            <ul data-testid="player-penalties" inner_html=move || list().into_string()></ul>
        </section>
    }
}
