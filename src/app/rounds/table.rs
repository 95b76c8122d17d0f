//! The round's tables: drawn whole by [`crate::render::rounds::table_rows`] (the number, the
//! players with their points before the round, and the result, typed from the keyboard or
//! clicked), their controls read by one listener per kind of event on the table's body.

use leptos::prelude::*;

use crate::app::dom;
use crate::app::reply::reply;
use crate::app::state::AppState;
use crate::core::edit::Edit;
use crate::core::GameResult;
use crate::render::forms::rounds::{ExtensionField, Refused, ResultField};
use crate::render::rounds::quick_key;

/// What the rows of round `r` ask for: a result entered with Enter or on leaving its box (`21`,
/// `111`, `003`; empty clears it) or a quick button, a time extension (Enter, or leaving its
/// field), a table removed (once the organizer confirms), or why a table was paired (`want_why`,
/// on its first opening). A refused result goes to `refused`, drawn at its table; any other
/// refusal to `error`. The fourth listener marks a box whose text is not entered yet.
// Four listeners, each an `impl Fn` of its own event type: a type alias cannot name them.
#[allow(clippy::type_complexity)]
pub fn table_events(
    round: RwSignal<u32>,
    error: RwSignal<Option<String>>,
    refused: RwSignal<Option<Refused>>,
    want_why: RwSignal<bool>,
) -> (
    impl Fn(leptos::ev::MouseEvent) + Copy,
    impl Fn(leptos::ev::KeyboardEvent) + Copy,
    impl Fn(leptos::ev::Event) + Copy,
    impl Fn(leptos::ev::Event) + Copy,
) {
    let state = expect_context::<AppState>();
    // The box and text last entered with Enter: the browser then tells of a `change` of the same
    // text, which must not enter it again (after a refusal for a stale copy, it would be made on
    // the newer one behind the organizer's back).
    let entered = StoredValue::new(None::<(u32, usize, String)>);
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
                    let typed = Typed {
                        table,
                        text: result.to_string(),
                        focus: Focus::Next,
                    };
                    enter_result(state, refused, r, typed, move |_| Ok(set));
                }
            }
            "clear" => {
                if let Ok(table) = key.parse() {
                    let clear = set_result(r, table, None);
                    let typed = Typed {
                        table,
                        text: String::new(),
                        focus: Focus::Stay,
                    };
                    enter_result(state, refused, r, typed, move |_| Ok(clear));
                }
            }
            "remove" => {
                if let Ok(table) = key.parse() {
                    let question = state
                        .with_event_untracked(|e| {
                            crate::render::rounds::remove_question(e, r, table)
                        })
                        .flatten();
                    if question.is_some_and(|q| dom::confirm(&q)) {
                        let removed = state.apply(Edit::RemoveTable { round: r, table });
                        reply(error, removed);
                    }
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
                entered.set_value(Some((r, table, text.clone())));
                type_result(state, refused, r, table, text, Focus::Next);
            }
            "extension" => {
                ev.prevent_default();
                set_extension(state, error, r, table, text);
            }
            _ => {}
        }
    };
    // Leaving a box with a result typed and not entered enters it: nothing typed is lost.
    let on_change = move |ev: leptos::ev::Event| {
        if dom::detached(&ev) {
            return;
        }
        let Some((action, table)) = table_action(&ev) else {
            return;
        };
        let text = event_target_value(&ev);
        let r = round.get_untracked();
        let just_entered = entered.with_value(|e| e.as_ref() == Some(&(r, table, text.clone())));
        entered.set_value(None);
        match action.as_str() {
            "extension" => set_extension(state, error, r, table, text),
            "result" if !just_entered => type_result(state, refused, r, table, text, Focus::Back),
            _ => {}
        }
    };
    let on_input = move |ev: leptos::ev::Event| {
        if let Some(input) = dom::target(&ev)
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlInputElement>(t).ok())
        {
            dom::mark_unsaved(&input);
        }
    };
    (on_click, on_key, on_change, on_input)
}

/// Where the focus goes once a result is entered.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Focus {
    /// To the next table waiting for its result, else to Finish round N (Enter, a quick button).
    Next,
    /// Where it is (Clear).
    Stay,
    /// Where the organizer moved it, unless the result was refused: then back to the box (a box
    /// left with a result typed).
    Back,
}

/// What was typed or picked at a table, and where the focus goes after.
struct Typed {
    table: usize,
    text: String,
    focus: Focus,
}

/// Enters the result typed in table `table`'s box.
fn type_result(
    state: AppState,
    refused: RwSignal<Option<Refused>>,
    r: u32,
    table: usize,
    text: String,
    focus: Focus,
) {
    let field = ResultField {
        round: r,
        table,
        text: text.clone(),
    };
    let typed = Typed { table, text, focus };
    enter_result(state, refused, r, typed, move |e| field.read(e));
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

/// Enters (or clears) the result of table `typed.table` of round `r` that `read` gives, then moves
/// the focus as `typed.focus` says. A refusal is drawn at the table, with the text typed kept in
/// its box and the focus on it.
fn enter_result(
    state: AppState,
    refused: RwSignal<Option<Refused>>,
    r: u32,
    typed: Typed,
    read: impl FnOnce(&crate::core::Event) -> Result<Edit, crate::core::InputError>,
) {
    let table = typed.table;
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
    if let Err(e) = made {
        refused.set(Some(Refused {
            table,
            text: typed.text,
            sentence: e.to_string(),
        }));
        let id = ResultField::id(r, table);
        set_timeout(move || dom::focus(&id), std::time::Duration::ZERO);
        return;
    }
    if refused.with_untracked(Option::is_some) {
        refused.set(None);
    }
    if entered && typed.focus == Focus::Next {
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
