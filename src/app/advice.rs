//! "What do I need?" on the rounds tab: for the round waiting for results, a panel per table with
//! what each outcome means for each player's place in the top N; before a round is paired, the
//! weakest result that locks each player in. Everything is computed by [`crate::core::advice`]
//! and drawn by [`crate::render::advice`]; the panel computes only while it is open.

use leptos::prelude::*;

use super::state::AppState;
use crate::core::advice::{self, Advice};
use crate::render::advice as render;
use crate::render::html::Html;

/// The panel of the shown round `round`.
#[component]
pub fn AdvicePanel(round: RwSignal<u32>) -> impl IntoView {
    let state = expect_context::<AppState>();
    let open = RwSignal::new(false);
    // The cut typed, if any; else the event's default (its playoff, else a top 8).
    let top = RwSignal::new(String::new());
    // Shown for the round that waits for results, or for the next one to pair.
    let relevant = move || {
        let r = round.get();
        state.open.with(|o| {
            o.as_ref().is_some_and(|o| {
                let paired = o.event.rounds_paired();
                let waiting = paired > 0 && !o.event.missing_results(paired).is_empty();
                let more = o.event.planned_rounds.is_none_or(|p| paired < p);
                (waiting && r == paired) || (!waiting && more && r == paired + 1 && paired > 0)
            })
        })
    };
    let default_cut = move || {
        state
            .open
            .with(|o| o.as_ref().map_or(8, |o| advice::default_cut(&o.event)))
    };
    let body = Memo::new(move |_| -> Result<Html, String> {
        if !open.get() {
            return Ok(Html::default());
        }
        let typed = top.get();
        let cut = if typed.trim().is_empty() {
            default_cut()
        } else {
            match typed.trim().parse::<usize>() {
                Ok(n) if n >= 1 => n,
                _ => {
                    return Err(format!(
                        "“{}” is not a cut: type the size of the playoff, such as 8.",
                        typed.trim()
                    ))
                }
            }
        };
        state.open.with(|o| {
            let Some(o) = o else {
                return Ok(Html::default());
            };
            let event = &o.event;
            match advice::advise(event, cut, advice::DEFAULT_SAMPLES) {
                Ok(Advice::Round(r)) => Ok(render::round_html(event, &r, None)),
                Ok(Advice::Needs(n)) => Ok(render::needs_html(event, &n, None)),
                Err(e) => Err(e.to_string()),
            }
        })
    });
    view! {
        <section class="card advice-panel no-print" data-testid="advice" hidden=move || !relevant()>
            <div class="row">
                <h4 id="advice-title">"What do I need?"</h4>
                <button
                    type="button"
                    data-testid="advice-toggle"
                    aria-expanded=move || open.get().to_string()
                    aria-controls="advice-body"
                    on:click=move |_| open.update(|o| *o = !*o)
                >
                    {move || if open.get() { "Hide" } else { "Show each table's cut line" }}
                </button>
                <label class="check" hidden=move || !open.get()>
                    "Top "
                    <input
                        type="number"
                        min="1"
                        size="3"
                        class="short"
                        data-testid="advice-top"
                        prop:placeholder=move || default_cut().to_string()
                        prop:value=move || top.get()
                        on:change=move |ev| top.set(event_target_value(&ev))
                    />
                </label>
            </div>
            <p class="hint" hidden=move || open.get()>
                "Which tables can safely draw, and who is already in or out of the top cut, proven from the real standings."
            </p>
            <p class="error" role="alert" data-testid="advice-error" hidden=move || !open.get() || body.with(Result::is_ok)>
                {move || body.with(|b| b.as_ref().err().cloned().unwrap_or_default())}
            </p>
            <div
                id="advice-body"
                data-testid="advice-body"
                hidden=move || !open.get()
                inner_html=move || body.with(|b| b.clone().unwrap_or_default().into_string())
            ></div>
        </section>
    }
}
