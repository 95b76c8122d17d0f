//! Rounds: pair the next round (Swiss or power-paired), pair again, swap, pair by hand, enter
//! results from the keyboard, finish the round; the seats by name, the timer and the printouts.
//!
//! The component only draws: what can be paired, which buttons are offered, the warnings, the
//! seed and the sentences come from [`crate::core::pairing::round_view`], and the lists of names from
//! [`crate::render::html`].
//!
//! The tab is [`RoundsTab`]; its parts, one file each, are plain functions that draw a view from
//! the signals they are given (as `#[component]`s they cost 1.1 KB more of the organizer's gzipped
//! wasm, PERFORMANCE.md): `round_picker` (which round is shown), `round_actions` (pair, pair
//! again, finish, print, share), `table_events` (the tables' results, typed or picked, and their
//! extensions, read from one listener on the tables' body that [`crate::render::rounds`] draws),
//! `seats_by_name` and `by_hand` (add a table, swap two players).

mod actions;
mod by_hand;
mod picker;
mod seats;
mod table;

use leptos::prelude::*;

use super::advice::AdvicePanel;
use super::reply::Refusal;
use super::state::AppState;
use super::timer::RoundTimer;
use crate::core::pairing::rematches;
use crate::core::{pairing::round_view, pairing::why};
use actions::round_actions;
use by_hand::{by_hand, Picks};
use picker::round_picker;
use seats::seats_by_name;
use table::table_events;

/// Tables drawn at a time.
pub const TABLES_PER_PAGE: usize = 100;

/// The rounds tab of the open event: the round shown, its actions, its tables, the advice, the
/// seats by name and the forms to pair by hand.
#[component]
pub fn RoundsTab() -> impl IntoView {
    let state = expect_context::<AppState>();
    // The round shown first: the last one paired while it waits for results, else the next one.
    // A reload returns to the round the organizer had open, and to where the page was scrolled.
    let id = state.open_id_untracked().unwrap_or_default();
    let paired = state
        .with_event_untracked(|e| e.rounds_paired())
        .unwrap_or(0);
    let kept = super::dom::place(&id.to_string()).filter(|&(r, _)| r >= 1 && r <= paired + 1);
    let first = match kept {
        Some((r, _)) => r,
        None => state
            .with_event_untracked(round_view::first_shown)
            .unwrap_or(1),
    };
    let round = RwSignal::new(first);
    let place_id = id.to_string();
    Effect::new(move |_| super::dom::keep_place(&place_id, round.get()));
    let place_id = id.to_string();
    let leaving = window_event_listener(leptos::ev::pagehide, move |_| {
        super::dom::keep_place(&place_id, round.get_untracked());
    });
    on_cleanup(move || leaving.remove());
    if let Some((_, y)) = kept.filter(|&(_, y)| y > 0) {
        // Once the page is drawn.
        request_animation_frame(move || {
            if let Some(window) = web_sys::window() {
                window.scroll_to_with_x_and_y(0.0, f64::from(y));
            }
        });
    }
    // The shown round and who sits at each of its tables. The seats, the rematches and the
    // players' lists below follow this, not every change of the event: entering a result leaves it
    // as it was, so nothing of theirs is computed or drawn again. (Names and drops change on the
    // players tab, which draws this tab anew.)
    let shape = Memo::new(move |_| {
        let r = round.get();
        let seats = state
            .with_event(|e| round_view::tables(e, r))
            .unwrap_or_default();
        (r, seats)
    });
    // The tables of the shown round whose players met before, with the round they met in.
    let rematch_tables = Memo::new(move |_| {
        let r = shape.with(|(r, _)| *r);
        state
            .with_event_untracked(|e| rematches(e, r))
            .unwrap_or_default()
    });
    // Why each table of the shown round was paired (core::why): follows the seats, not the
    // results, and is worked out only once a table's "Why?" is first opened.
    let want_why = RwSignal::new(false);
    let whys = Memo::new(move |_| {
        let r = shape.with(|(r, _)| *r);
        if !want_why.get() {
            return Vec::new();
        }
        state
            .with_event_untracked(|e| (e.rounds_paired() >= r).then(|| why::why(e, r)))
            .flatten()
            .unwrap_or_default()
    });
    let error = RwSignal::new(None::<String>);
    // A result refused at its table: drawn there, until a result is entered or another round shown.
    let refused = RwSignal::new(None::<crate::render::forms::rounds::Refused>);
    Effect::new(move |_| {
        round.track();
        refused.set(None);
    });
    let picks = Picks::new();
    // Tables drawn at a time: a round of a 2000-player event has 1000.
    let table_page = RwSignal::new(0usize);
    let table_pages = move || {
        let r = round.get();
        state
            .open
            .with(|o| {
                o.as_ref()
                    .and_then(|o| o.event.rounds.get(r as usize - 1))
                    .map_or(0, |round| round.pairings.len())
            })
            .div_ceil(TABLES_PER_PAGE)
            .max(1)
    };
    // The tables shown, drawn whole by render::rounds: a row's result, typed and not entered,
    // its focus and an opened "Why?" stay when another row's result redraws them.
    let markup = Memo::new(move |_| {
        let r = round.get();
        let skip = table_page.get() * TABLES_PER_PAGE;
        whys.with(|whys| {
            refused.with(|refused| {
                state.open.with(|o| {
                    let Some(o) = o else {
                        return Default::default();
                    };
                    let lines = rematch_tables
                        .with(|m| round_view::table_lines(&o.event, r, m, skip, TABLES_PER_PAGE));
                    let bye = round_view::bye_label(&o.event.ruleset);
                    crate::render::rounds::table_rows(r, &lines, whys, bye, refused.as_ref())
                })
            })
        })
    });
    let body = NodeRef::<leptos::html::Tbody>::new();
    Effect::new(move |_| {
        let markup = markup.get();
        if let Some(body) = body.get() {
            super::dom::set_markup_keeping_focus(&body, &markup);
        }
    });
    let (on_click, on_key, on_change, on_input) = table_events(round, error, refused, want_why);
    let progress = move || {
        let r = round.get();
        state.with_event(|e| round_view::progress(e, r)).flatten()
    };
    // "Paired before the correction of round 2, table 3.": the round keeps its pairings.
    let paired_before = move || {
        let r = round.get();
        state
            .with_event(|e| round_view::paired_before(e, r))
            .flatten()
    };
    // What the corrections change in this round's pairings, and the two choices.
    let advice = move || {
        let r = round.get();
        state
            .with_event(|e| round_view::correction_advice(e, r))
            .flatten()
            .unwrap_or_default()
    };
    let rematch_note = move || {
        let played = progress().is_some_and(|p| p.missing == 0);
        rematch_tables
            .with(|tables| round_view::rematch_note(tables, played))
            .unwrap_or_default()
    };

    view! {
        <section class="tab" aria-labelledby="rounds-title">
            <h3 id="rounds-title">"Rounds"</h3>
            {round_picker(round, table_page, picks)}
            {round_actions(round, table_page, error)}
            <Refusal error=error testid="round-error" />
            <super::reason::ReasonPrompt />
            <div class="warning correction" hidden=move || paired_before().is_none()>
                <p data-testid="paired-before">{move || paired_before().unwrap_or_default()}</p>
                <ul data-testid="correction-advice" inner_html=move || crate::render::rounds::advice_list(&advice()).into_string()></ul>
            </div>
            <p class="warning" role="alert" data-testid="rematch-warning" hidden=move || rematch_tables.with(Vec::is_empty)>{rematch_note}</p>
            <div hidden=move || progress().is_none()>
                {move || { let r = round.get(); view! { <RoundTimer round=r /> } }}
            </div>
            <p class="hint">
                "Type a result from player A's side and press Enter: " <kbd>"21"</kbd> " is 2-1, "
                <kbd>"111"</kbd> " is 1-1-1, " <kbd>"003"</kbd>
                " an intentional draw. An unfinished game counts as drawn."
            </p>
            <table class="tables" data-testid="tables">
                <thead>
                    <tr>
                        <th scope="col">"Table"</th>
                        <th scope="col">"Player A"</th>
                        <th scope="col">"Result"</th>
                        <th scope="col">"Player B"</th>
                        <th scope="col"><span class="visually-hidden">"Actions"</span></th>
                    </tr>
                </thead>
                <tbody node_ref=body on:click=on_click on:keydown=on_key on:change=on_change on:input=on_input></tbody>
            </table>
                <nav class="pager" aria-label="Pages of tables" hidden=move || { table_pages() < 2 }>
                    <button type="button" disabled=move || table_page.get() == 0 on:click=move |_| table_page.update(|p| *p = p.saturating_sub(1))>"Previous"</button>
                    <span>"Tables " {move || table_page.get() * TABLES_PER_PAGE + 1} "–"
                        {move || ((table_page.get() + 1) * TABLES_PER_PAGE).min(table_pages() * TABLES_PER_PAGE)}</span>
                    <button type="button" disabled=move || { table_page.get() + 1 >= table_pages() } on:click=move |_| table_page.update(|p| *p += 1)>"Next"</button>
                </nav>
            <AdvicePanel round=round />
            <div hidden=move || progress().is_none()>{seats_by_name(shape)}</div>
            {by_hand(round, shape, error, picks)}
        </section>
    }
}
