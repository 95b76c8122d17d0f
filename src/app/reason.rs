//! The reason prompt: after a change that the corrections log recorded, one line says what was
//! logged and takes an optional reason from the keyboard (Enter saves, Escape dismisses). It never
//! takes the focus: the organizer goes on typing results, and clicks or tabs here when they want.

use leptos::prelude::*;

use super::dom;
use super::reply::Refusal;
use super::state::AppState;

/// The prompt for the last logged change of the open event, if any: drawn by
/// [`crate::render::log::reason_prompt`] when the logged change changes, so that a reason being
/// typed stays while its refusal shows below it.
#[component]
pub fn ReasonPrompt() -> impl IntoView {
    let state = expect_context::<AppState>();
    let error = RwSignal::new(None::<String>);
    let markup = Memo::new(move |_| {
        state
            .logged
            .with(|l| crate::render::log::reason_prompt(l.as_ref().map(|l| l.summary.as_str())))
    });
    let save = move || {
        let given = state.give_reason(&dom::field_value("log-reason-text"));
        if crate::app::reply::reply(error, given).is_some() {
            dom::set_field_value("log-reason-text", "");
        }
    };
    let dismiss = move || {
        dom::set_field_value("log-reason-text", "");
        error.set(None);
        state.dismiss_reason();
    };
    let on_click = move |ev: leptos::ev::MouseEvent| match dom::action(&ev) {
        Some((action, _)) if action == "reason-save" => save(),
        Some((action, _)) if action == "reason-dismiss" => dismiss(),
        _ => {}
    };
    let on_key = move |ev: leptos::ev::KeyboardEvent| match ev.key().as_str() {
        _ if !dom::target_is(&ev, "log-reason-text") => {}
        "Enter" => {
            ev.prevent_default();
            save();
        }
        "Escape" => dismiss(),
        _ => {}
    };
    // One line of text that wraps between words, so that the tables below move as little as
    // possible while results are typed.
    view! {
        <div class="contents" inner_html=move || markup.get().into_string() on:click=on_click on:keydown=on_key></div>
        <Refusal error=error testid="log-reason-error" />
    }
}
