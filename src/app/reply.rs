//! How a form answers a submit: the sentence of a refusal, shown beside the form, or nothing once
//! the change is made. Every handler answers through [`reply`], so that a refusal is never kept
//! after a success and never dropped, and shows it through [`Refusal`].

use std::fmt::Display;

use leptos::prelude::*;

/// Shows `result`'s refusal in `error` as its sentence, or clears `error`, and returns what was
/// made. The field that holds the focus is marked invalid (`aria-invalid`) while its refusal is
/// shown, so that the sentence and the field it is about are seen together.
pub fn reply<T, E: Display>(error: RwSignal<Option<String>>, result: Result<T, E>) -> Option<T> {
    match result {
        Ok(made) => {
            if error.with_untracked(Option::is_some) {
                error.set(None);
            }
            super::dom::mark_focused_field(false);
            Some(made)
        }
        Err(e) => {
            error.set(Some(e.to_string()));
            super::dom::mark_focused_field(true);
            None
        }
    }
}

/// A form's refusal, beside the form: `<p class="error" role="alert">` with the sentence, drawn
/// while there is one (`testid` its `data-testid` and its `id`, which the form's fields name in
/// `aria-describedby`).
#[component]
pub fn Refusal(
    error: RwSignal<Option<String>>,
    #[prop(optional)] testid: Option<&'static str>,
) -> impl IntoView {
    move || {
        error
            .get()
            .map(|e| view! { <p class="error" role="alert" id=testid data-testid=testid>{e}</p> })
    }
}
