//! The reason prompt: after a change that the corrections log recorded, one line says what was
//! logged and takes an optional reason from the keyboard (Enter saves, Escape dismisses). It never
//! takes the focus: the organizer goes on typing results, and clicks or tabs here when they want.

use leptos::prelude::*;

use super::state::AppState;

/// The prompt for the last logged change of the open event, if any.
#[component]
pub fn ReasonPrompt() -> impl IntoView {
    let state = expect_context::<AppState>();
    let text = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    let summary = move || state.logged.with(|l| l.as_ref().map(|l| l.summary.clone()));
    let save = move || match state.give_reason(&text.get_untracked()) {
        Ok(()) => {
            text.set(String::new());
            error.set(None);
        }
        Err(e) => error.set(Some(e)),
    };
    let dismiss = move || {
        text.set(String::new());
        error.set(None);
        state.logged.set(None);
    };
    // One line of text that wraps between words, so that the tables below move as little as
    // possible while results are typed.
    view! {
        <p class="log-reason hint no-print" data-testid="log-reason" hidden=move || summary().is_none()>
            "Logged: " <span data-testid="log-reason-what">{move || summary().unwrap_or_default()}</span> ". "
            <label for="log-reason-text">"Reason (optional):"</label>
            <input
                id="log-reason-text"
                data-testid="log-reason-text"
                autocomplete="off"
                placeholder="slip misread"
                maxlength="200"
                size="16"
                prop:value=text
                on:input=move |ev| text.set(event_target_value(&ev))
                on:keydown=move |ev| match ev.key().as_str() {
                    "Enter" => {
                        ev.prevent_default();
                        save();
                    }
                    "Escape" => dismiss(),
                    _ => {}
                }
            />
            " "
            <button type="button" class="small" data-testid="log-reason-save" on:click=move |_| save()>"Save reason"</button>
            " "
            <button type="button" class="link small" data-testid="log-reason-dismiss" on:click=move |_| dismiss()>"Dismiss"</button>
        </p>
        <p class="error" role="alert" data-testid="log-reason-error" hidden=move || error.with(Option::is_none)>{move || error.get().unwrap_or_default()}</p>
    }
}
