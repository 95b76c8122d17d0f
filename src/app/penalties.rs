//! Penalties: give a warning, a game loss, a match loss or a disqualification to a player in a
//! round, with the infraction (the Magic Infraction Procedure Guide's names are suggested, any text
//! is accepted); list them, and remove one. The core decides what each does to a result and
//! refuses what cannot be, with its sentence.
//!
//! The form's fields and the list are `Html` from [`crate::render::log`] (a Leptos view per field
//! cost 7 KB of the organizer's gzipped wasm); the form is read when it is submitted, by
//! [`PenaltyForm::read`], and one click handler on the list serves every Remove button
//! (`data-penalty`).

use leptos::prelude::*;

use super::dom;
use super::reply::{reply, Refusal};
use super::state::AppState;
use crate::core::edit::Edit;
use crate::render::forms::penalty::PenaltyForm;
use crate::render::log::{html_penalties, penalty_form, penalty_list};

/// The penalties card of the Players tab.
#[component]
pub fn PenaltiesCard() -> impl IntoView {
    let state = expect_context::<AppState>();
    let error = RwSignal::new(None::<String>);
    // The fields follow the players and the rounds, not every result entered.
    let shape = Memo::new(move |_| {
        state.open.with(|o| {
            o.as_ref().map(|o| {
                let names: Vec<String> = o.event.players.iter().map(|p| p.name.clone()).collect();
                (names, o.event.rounds_paired())
            })
        })
    });
    let form = Memo::new(move |_| {
        shape.track();
        state.with_event_untracked(penalty_form).unwrap_or_default()
    });
    let list = move || state.with_event(penalty_list).unwrap_or_default();
    let give = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let form = PenaltyForm {
            player: dom::field_value(PenaltyForm::PLAYER),
            round: dom::field_value(PenaltyForm::ROUND),
            kind: dom::field_value(PenaltyForm::KIND),
            reason: dom::field_value(PenaltyForm::REASON),
        };
        if reply(error, state.submit(|e| form.read(e))).is_some() {
            dom::set_field_value(PenaltyForm::REASON, "");
        }
    };
    let remove = move |ev: leptos::ev::MouseEvent| {
        if let Some(index) = dom::target_number(&ev, "data-penalty") {
            reply(error, state.apply(Edit::RemovePenalty { index }));
        }
    };
    view! {
        <section class="card penalties no-print" aria-labelledby="penalties-title">
            <h4 id="penalties-title">"Penalties"</h4>
            <form class="row" data-testid="penalty-form" on:submit=give inner_html=move || form.get().into_string()></form>
            <Refusal error=error testid="penalty-error" />
            <ul class="penalty-list" data-testid="penalty-list" on:click=remove inner_html=move || list().into_string()></ul>
        </section>
    }
}

/// A player's penalties on their breakdown page, if they have any.
#[component]
pub fn PlayerPenalties(player: usize) -> impl IntoView {
    let state = expect_context::<AppState>();
    let list = move || {
        state
            .with_event(|e| html_penalties(e, player))
            .unwrap_or_default()
    };
    view! {
        <section class="card" hidden=move || list().as_str().is_empty()>
            <h4>"Penalties"</h4>
            <ul data-testid="player-penalties" inner_html=move || list().into_string()></ul>
        </section>
    }
}
