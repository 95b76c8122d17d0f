//! "What do I need?" on the rounds tab: for the round waiting for results, a panel per table with
//! what each outcome means for each player's place in the top N; before a round is paired, the
//! weakest result that locks each player in. Everything is computed by [`crate::core::advice`]
//! and drawn by [`crate::render::advice`], in the advice bundle (`src/advice_main.rs`), which the
//! browser loads when the panel is first opened: the organizer's bundle carries none of it
//! (PERFORMANCE.md has the sizes). The event goes there as its players' link payload, through
//! [`super::on_demand`].

use leptos::prelude::*;

use super::state::AppState;
use crate::core::model::limits::Cut;
use crate::core::{pairing::round_view, share};
use crate::render::advice_wire::AdviceRequest;
use crate::render::forms::rounds::CutField;
use crate::render::markup::Html;

/// One question to the advice bundle ([`super::on_demand::ask`]): the panel's markup for the
/// payload `payload` resolves to, with a top `cut` and `first`'s table first. The answer goes to
/// `body` (a refusal drawn in it too; a bundle that cannot load goes to `problem`) unless a later
/// question was asked meanwhile: `asked` counts them, so a slow answer never covers a newer one.
fn ask(
    asked: StoredValue<u64>,
    payload: impl std::future::Future<Output = Result<String, String>> + 'static,
    cut: Cut,
    body: RwSignal<Html>,
    problem: RwSignal<Option<String>>,
) {
    asked.update_value(|n| *n += 1);
    let mine = asked.get_value();
    leptos::task::spawn_local(async move {
        let result = match payload.await {
            Ok(payload) => {
                let request = AdviceRequest {
                    payload,
                    cut,
                    first: None,
                };
                super::on_demand::ask(&request)
                    .await
                    .map_err(str::to_string)
            }
            Err(e) => Err(e),
        };
        // The panel may be gone by now (another round or tab shown): a disposed value is not
        // read.
        if asked.try_get_value() != Some(mine) {
            return;
        }
        match result {
            Ok(answer) => {
                problem.set(None);
                body.set(answer.into_html());
            }
            Err(e) => problem.set(Some(e)),
        }
    });
}

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
        state
            .with_event(|e| round_view::offered_for(e, r))
            .unwrap_or(false)
    };
    let body = RwSignal::new(Html::default());
    let problem = RwSignal::new(None::<String>);
    let asked = StoredValue::new(0u64);
    // Every change of the event, the cut or the panel asks again; only the last answer is drawn.
    Effect::new(move |_| {
        if !open.get() || !relevant() {
            return;
        }
        let cut = match (CutField { text: top.get() }).read() {
            Ok(cut) => cut,
            Err(sentence) => {
                problem.set(Some(sentence.to_string()));
                return;
            }
        };
        let Some(bytes) = state.with_event(|e| share::payload_bytes(e, 0)) else {
            return;
        };
        let payload = async move {
            let deflated = super::dom::deflate_raw(&bytes).await?;
            Ok(share::payload_of_deflated(&deflated))
        };
        ask(asked, payload, cut, body, problem);
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
                        data-testid=CutField::ID
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
