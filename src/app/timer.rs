//! The round timer: [`DEFAULT_TIMER_MINUTES`] by default, kept in `localStorage` so that it keeps running across
//! reloads. Its model and its stored form are [`crate::store::timer`]'s; this draws it.

use leptos::prelude::*;

use super::reply::reply;
use super::state::AppState;
use super::storage::LocalBackend;
use crate::core::model::limits::{DEFAULT_TIMER_MINUTES, MAX_TIMER_MINUTES};
use crate::render::forms::rounds::TimerField;
use crate::route::EventId;
use crate::store::timer::{self as stored, Timer};

fn load(id: &EventId) -> Option<Timer> {
    stored::load(&LocalBackend::new(), id)
}

fn save(id: &EventId, timer: Option<Timer>) {
    stored::save(&mut LocalBackend::new(), id, timer);
}

/// Clears the timer of an event, when its round is finished.
pub fn clear(id: &EventId) {
    save(id, None);
}

/// Clears the timer of an event when it times a round before `round`: pairing round `round`
/// finishes the rounds before it, and their clocks stop.
pub fn clear_before(id: &EventId, round: u32) {
    if load(id).is_some_and(|t| t.round < round) {
        clear(id);
    }
}

use crate::render::display::{clock, playing_html};

/// The milliseconds left in round `round` of event `id` by its timer, now; `None` without a
/// timer for that round. The second screen reads it to show the tables still playing.
pub fn left_of(id: &EventId, round: u32) -> Option<i64> {
    load(id)
        .filter(|t| t.round == round)
        .map(|t| t.left(now_ms()))
}

/// Milliseconds since 1970. Integers, not `f64`: formatting and parsing floats would add 15 KB
/// to the wasm.
fn now_ms() -> i64 {
    js_sys::Date::now() as i64
}

/// The timer of round `round` of the open event. A timer started for another round is not shown.
#[component]
pub fn RoundTimer(round: u32) -> impl IntoView {
    let state = expect_context::<AppState>();
    let id = state.open_id_untracked().unwrap_or_default();
    let timer = RwSignal::new(load(&id));
    let now = RwSignal::new(now_ms());
    let minutes = RwSignal::new(DEFAULT_TIMER_MINUTES.to_string());
    let error = RwSignal::new(None::<String>);
    if let Ok(handle) = set_interval_with_handle(
        move || now.set(now_ms()),
        std::time::Duration::from_millis(250),
    ) {
        on_cleanup(move || handle.clear());
    }
    let set = {
        let id = id.clone();
        move |t: Option<Timer>| {
            save(&id, t);
            timer.set(t);
            now.set(now_ms());
        }
    };
    let start = {
        let set = set.clone();
        move |ev: leptos::ev::SubmitEvent| {
            ev.prevent_default();
            let field = TimerField {
                text: minutes.get_untracked(),
            };
            if let Some(m) = reply(error, field.read()) {
                set(Some(Timer::started(round, m, now_ms())));
            }
        }
    };
    let pause = {
        let set = set.clone();
        move |_| {
            if let Some(t) = timer.get_untracked() {
                set(Some(t.toggled(now_ms())));
            }
        }
    };
    let reset = move |_| set(None);
    // A timer started for another round is not shown on this one.
    let shown = move || timer.get().filter(|t| t.round == round);

    let left = move || shown().map_or(0, |t| t.left(now.get()));
    let paused = move || shown().is_some_and(|t| t.paused.is_some());
    // The tables without a result, with their extensions; once time is called, each one's own
    // time left.
    let playing = move || {
        let left = shown().map(|t| t.left(now.get()));
        state
            .with_event(|e| playing_html(e, round, left))
            .unwrap_or_default()
    };
    // Both parts are always drawn, and one is hidden.
    view! {
        <div class="timer" data-testid="timer">
            <form class="row" on:submit=start hidden=move || shown().is_some()>
                <label for=TimerField::ID>"Round timer"</label>
                <input id=TimerField::ID data-testid=TimerField::ID type="number" min="1" max=MAX_TIMER_MINUTES size="4"
                    prop:value=minutes on:input=move |ev| minutes.set(event_target_value(&ev)) />
                <span>"minutes"</span>
                <button type="submit" data-testid="timer-start">"Start the timer"</button>
                <span class="error" role="alert" hidden=move || error.with(Option::is_none)>{move || error.get().unwrap_or_default()}</span>
            </form>
            <div class="row" hidden=move || shown().is_none()>
                <span class="clock" class:over=move || left() <= 0 data-testid="timer-clock" role="timer">
                    {move || clock(left())}
                </span>
                <span class="hint" data-testid="timer-state">
                    {move || crate::render::rounds::timer_state(paused(), left() <= 0, round)}
                </span>
                <button type="button" data-testid="timer-pause" on:click=pause>
                    {move || if paused() { "Resume" } else { "Pause" }}
                </button>
                <button type="button" data-testid="timer-reset" on:click=reset>"Reset"</button>
            </div>
            <div class="still-playing" hidden=move || playing().is_empty()>
                <h4>{move || if shown().is_some() && left() <= 0 { "Still playing, each with its own time" } else { "Tables still playing" }}</h4>
                <ul data-testid="still-playing" inner_html=move || playing().into_string()></ul>
            </div>
        </div>
    }
}
