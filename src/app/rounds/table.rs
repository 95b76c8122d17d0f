//! The round's tables: drawn whole by [`crate::render::rounds::table_rows`] (the number, the
//! players with their points before the round, and the result, typed from the keyboard or
//! clicked), their controls read by one listener per kind of event on the table's body.

use leptos::prelude::*;

use crate::app::dom;
use crate::app::reply::reply;
use crate::app::state::AppState;
use crate::core::edit::Edit;
use crate::core::GameResult;
use crate::render::forms::rounds::{ExtensionField, ResultField};
use crate::render::rounds::quick_key;

/// What the rows of round `r` ask for: a result entered with Enter (`21`, `111`, `003`; empty
/// clears it) or a quick button, a time extension (Enter, or leaving its field), a table removed,
/// or why a table was paired (`want_why`, on its first opening). A refusal goes to `error`.
pub fn table_events(
    round: RwSignal<u32>,
    error: RwSignal<Option<String>>,
    want_why: RwSignal<bool>,
) -> (
    impl Fn(leptos::ev::MouseEvent) + Copy,
    impl Fn(leptos::ev::KeyboardEvent) + Copy,
    impl Fn(leptos::ev::Event) + Copy,
) {
    let state = expect_context::<AppState>();
    let on_click = move |ev: leptos::ev::MouseEvent| {
        let r = round.get_untracked();
        let Some((action, key)) = dom::action(&ev) else {
            // A "Why?" opened: the sentences are worked out from then on.
            if dom::closest(&ev, "summary") {
                want_why.set(true);
            }
            return;
        };
        match action.as_str() {
            "quick" => {
                if let Some((table, result)) = quick_key(&key) {
                    let set = set_result(r, table, Some(result));
                    enter_result(state, error, r, table, move |_| Ok(set));
                }
            }
            "clear" => {
                if let Ok(table) = key.parse() {
                    let clear = set_result(r, table, None);
                    enter_result(state, error, r, table, move |_| Ok(clear));
                }
            }
            "remove" => {
                if let Ok(table) = key.parse() {
                    let removed = state.apply(Edit::RemoveTable { round: r, table });
                    reply(error, removed);
                }
            }
            _ => {}
        }
    };
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        if ev.key() != "Enter" {
            return;
        }
        let Some((action, table)) = table_action(&ev) else {
            return;
        };
        let r = round.get_untracked();
        let text = event_target_value(&ev);
        match action.as_str() {
            "result" => {
                ev.prevent_default();
                let field = ResultField {
                    round: r,
                    table,
                    text,
                };
                enter_result(state, error, r, table, move |e| field.read(e));
            }
            "extension" => {
                ev.prevent_default();
                set_extension(state, error, r, table, text);
            }
            _ => {}
        }
    };
    let on_change = move |ev: leptos::ev::Event| {
        if let Some((_, table)) = table_action(&ev).filter(|(a, _)| a == "extension") {
            let text = event_target_value(&ev);
            set_extension(state, error, round.get_untracked(), table, text);
        }
    };
    (on_click, on_key, on_change)
}

/// The action a table's control asks for (`data-action`) and its table (`data-key`, from 0).
fn table_action(ev: &web_sys::Event) -> Option<(String, usize)> {
    dom::keyed(ev)
}

/// The result `result` of table `table` of round `r`.
fn set_result(r: u32, table: usize, result: Option<GameResult>) -> Edit {
    Edit::SetResult {
        round: r,
        table,
        result,
    }
}

/// Enters (or clears) the result of table `table` of round `r` that `read` gives, then moves the
/// focus to the next table waiting for its result, else to Finish round N.
fn enter_result(
    state: AppState,
    error: RwSignal<Option<String>>,
    r: u32,
    table: usize,
    read: impl FnOnce(&crate::core::Event) -> Result<Edit, crate::core::InputError>,
) {
    let mut entered = false;
    let made = state.submit(|e| {
        let edit = read(e)?;
        entered = matches!(
            edit,
            Edit::SetResult {
                result: Some(_),
                ..
            }
        );
        Ok(edit)
    });
    if reply(error, made).is_some() && entered {
        // The next table waiting for its result, else Finish round N (shown once the view has
        // redrawn, hence a moment later).
        let missing = state
            .with_event_untracked(|e| e.missing_results(r))
            .unwrap_or_default();
        let next = missing
            .iter()
            .find(|&&t| t > table)
            .or(missing.first())
            .copied();
        set_timeout(
            move || match next {
                Some(t) => dom::focus(&ResultField::id(r, t)),
                None => dom::focus_when_shown("finish-round"),
            },
            std::time::Duration::ZERO,
        );
    }
}

/// A match's time extension: the minutes typed, saved with Enter or on leaving the field.
fn set_extension(
    state: AppState,
    error: RwSignal<Option<String>>,
    r: u32,
    table: usize,
    text: String,
) {
    let field = ExtensionField {
        round: r,
        table,
        text,
    };
    reply(error, state.submit(|_| field.read()));
}
