//! "What do I need?" on the rounds tab: for the round waiting for results, a panel per table with
//! what each outcome means for each player's place in the top N; before a round is paired, the
//! weakest result that locks each player in. Everything is computed by [`crate::core::advice`]
//! and drawn by [`crate::render::advice`], in the advice bundle (`src/advice_main.rs`), which the
//! browser loads when the panel is first opened: the organizer's bundle carries none of it
//! (ARCHITECTURE.md has the sizes). The event goes there as its players' link payload.

use leptos::prelude::*;

use super::state::AppState;
use crate::core::share;
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
    let body = RwSignal::new(Html::default());
    let problem = RwSignal::new(None::<String>);
    let asked = StoredValue::new(0u64);
    // Every change of the event, the cut or the panel asks again; only the last answer is drawn.
    Effect::new(move |_| {
        if !open.get() || !relevant() {
            return;
        }
        let typed = top.get();
        let cut = match typed.trim() {
            "" => 0,
            t => match t.parse::<u32>() {
                Ok(n) if n >= 1 => n,
                _ => {
                    problem.set(Some(format!(
                        "“{t}” is not a cut: type the size of the playoff, such as 8."
                    )));
                    return;
                }
            },
        };
        let Some(bytes) = state
            .open
            .with(|o| o.as_ref().map(|o| share::payload_bytes(&o.event, 0)))
        else {
            return;
        };
        asked.update_value(|n| *n += 1);
        let mine = asked.get_value();
        leptos::task::spawn_local(async move {
            let result = async {
                let deflated = super::dom::deflate_raw(&bytes).await?;
                super::dom::advice_html(&share::payload_of_deflated(&deflated), cut, None).await
            }
            .await;
            if asked.get_value() != mine {
                return;
            }
            match result {
                Ok(markup) => {
                    problem.set(None);
                    body.set(Html::from_bundle(markup));
                }
                Err(e) => problem.set(Some(e)),
            }
        });
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
                        data-testid="advice-top"
                        placeholder="auto"
                        prop:value=move || top.get()
                        on:change=move |ev| top.set(event_target_value(&ev))
                    />
                </label>
            </div>
            <p class="hint" hidden=move || open.get()>
                "Which tables can safely draw, and who is already in or out of the top cut, proven from the real standings."
            </p>
            <p class="error" role="alert" data-testid="advice-problem" hidden=move || !open.get() || problem.with(Option::is_none)>
                {move || problem.get().unwrap_or_default()}
            </p>
            <div
                id="advice-body"
                data-testid="advice-body"
                aria-live="polite"
                hidden=move || !open.get()
                inner_html=move || body.get().into_string()
            ></div>
        </section>
    }
}
