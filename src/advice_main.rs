//! The advice bundle (`tiebreak-advice`): "What do I need?" for the organizer's rounds tab and
//! the phone view, loaded only when the panel is opened. The rules core's advice and its renderer cost
//! some 48 KB gzipped, which the organizer's bundle has no room for under its 400 KB budget
//! (PERFORMANCE.md has the sizes); most organizers never open the panel, and those who do load
//! it once. It mounts nothing: the organizer's app passes the event as a players' link payload
//! (the same bytes as the QR code) and sets the markup it returns.

/// Nothing to start: the organizer's app calls [`advise_html`].
fn main() {}

/// The advice panel's markup for the event in `payload` (a players' link payload, `#/v/1/<this>`)
/// with a top `cut` (0: the event's playoff, else a top 8), `player`'s own table first and open
/// if given (the phone view); a refusal is a sentence in the same markup. See
/// [`tiebreak::render::advice::payload_html`].
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn advise_html(payload: &str, cut: u32, player: Option<u32>) -> String {
    tiebreak::render::advice::payload_html(payload, cut as usize, player.map(|p| p as usize))
        .into_string()
}

/// The players' block of a printout (`kind` 0: [`tiebreak::render::html::share_block`]) or the
/// organizer's share panel (`kind` 1: [`tiebreak::render::phone::share_panel`]) for `link`, with
/// its QR code: the QR encoder lives in this on-demand bundle, not in the organizer's.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn share_html(kind: u32, link: &str, heading: &str, loopback: bool) -> String {
    let code = tiebreak::core::share::qr(link);
    match kind {
        0 => tiebreak::render::html::share_block(link, code.as_ref()),
        _ => tiebreak::render::phone::share_panel(heading, link, code.as_ref(), loopback),
    }
    .into_string()
}

/// Why the organizer's app refused an event file, with the field's path (`players[3].name`)
/// that its own quicker reader leaves out ([`tiebreak::core::read_event_json_quick`]); empty if
/// the file reads.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn event_file_error(text: &str) -> String {
    tiebreak::core::read_event_json(text)
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default()
}

/// A printable sheet of the event in `event_json` for the organizer: `kind` 0 round `round`'s
/// pairings by table, 1 by name, 2 its result slips, 3 the standings
/// ([`tiebreak::render::html`]); a sentence in a paragraph if the file does not read.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn sheet_html(kind: u32, event_json: &str, round: u32) -> String {
    use tiebreak::render::html;
    let event = match tiebreak::core::read_event_json(event_json) {
        Ok(e) => e,
        Err(e) => {
            return format!(
                "<p class=\"error\">{}</p>",
                html::Html::text(&e.to_string()).into_string()
            )
        }
    };
    match kind {
        0 => html::pairings_by_table(&event, round),
        1 => html::pairings_by_name(&event, round),
        2 => html::result_slips(&event, round),
        _ => match html::standings_sheet(&event, &event.ruleset) {
            Ok(sheet) => sheet,
            Err(e) => html::Html::text(&e.to_string()),
        },
    }
    .into_string()
}

/// A match CSV (best of three) as an event file in compact JSON, for the organizer's import; a
/// refusal is its sentence after a `!`. The CSV reader lives in this on-demand bundle, not in
/// the organizer's (4.6 KB gzipped).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn csv_event_json(text: &str) -> String {
    match tiebreak::core::read_csv(text, 3) {
        Ok(event) => tiebreak::core::write_event_json_compact(&event),
        Err(e) => format!("!{e}"),
    }
}

/// Why each table of round `round` of the event in `event_json` was paired
/// ([`tiebreak::core::why::why`]), one sentence a line; nothing for a file that does not read.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn why_lines(event_json: &str, round: u32) -> String {
    tiebreak::core::read_event_json(event_json)
        .map(|e| tiebreak::core::why::why(&e, round).join("\n"))
        .unwrap_or_default()
}

/// "What do I need?" for a whole round (every table's every outcome, a top 8, `samples` simulated
/// completions for each open outcome) of a generated `players` × `rounds` event whose last round
/// is paired and waits for its results, timed in the browser: milliseconds per round's advice,
/// averaged over `iterations` after one warm-up. `scripts/bench-browser.mjs` calls it as
/// `bench_advice` of this bundle (`window.tiebreakAdviceBundle()` in index.html); `benches/advice.rs` times the same natively.
#[cfg(all(target_arch = "wasm32", feature = "bench"))]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn bench_advice(players: u32, rounds: u32, samples: u32, iterations: u32) -> f64 {
    use tiebreak::core::{advice, generate::swiss_event, Pairing};
    let mut event = swiss_event(players as usize, rounds, 0x5EED ^ u64::from(players));
    event.planned_rounds = Some(rounds);
    if let Some(last) = event.rounds.last_mut() {
        for t in &mut last.pairings {
            if let Pairing::Match { result, .. } = t {
                *result = None;
            }
        }
    }
    let Some(performance) = web_sys::window().and_then(|w| w.performance()) else {
        return f64::NAN;
    };
    if advice::advise(&event, advice::DEFAULT_CUT, samples).is_err() {
        return f64::NAN;
    }
    let iterations = iterations.max(1);
    let start = performance.now();
    for _ in 0..iterations {
        let _ = std::hint::black_box(advice::advise(
            std::hint::black_box(&event),
            advice::DEFAULT_CUT,
            samples,
        ));
    }
    (performance.now() - start) / f64::from(iterations)
}
