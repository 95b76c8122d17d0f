//! The core and the app in a real browser (headless Chromium through ChromeDriver).
//!
//! Run with `bash scripts/test.sh`, or by hand:
//! `CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner CHROMEDRIVER=/usr/bin/chromedriver
//! cargo test --target wasm32-unknown-unknown --test web` (webdriver.json holds Chromium's flags).
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys::{Element, HtmlElement};
use tiebreak::app::storage::LocalBackend;
use tiebreak::app::App;
use tiebreak::core::{
    compute, read_csv, tiebreakers::report, Event, Fraction, Ruleset, Tiebreaker,
};
use tiebreak::store::{Backend, Store};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

// A small event: Eve's opponents are Bo (0/3, raised to the 0.33 floor) and Ann (6/9).
use tiebreak::core::model::generate::FIVE as CSV;

/// The core, compiled to wasm32 and run in the browser, gives the native fractions.
#[wasm_bindgen_test]
fn core_computes_exact_fractions_in_the_browser() {
    let event = read_csv(CSV, 3).unwrap();
    let standings = compute(&event, &Ruleset::preset("mtr").unwrap()).unwrap();
    let eve = event.players.iter().position(|p| p.name == "Eve").unwrap();
    let omw = standings.players[eve].omw.value.unwrap();
    // (33/100 + 2/3) / 2
    assert_eq!(omw, Fraction::new(299, 600));
    assert_eq!(
        report::display(Tiebreaker::OpponentsMatchWinPct, Some(omw)),
        "49.83%"
    );
    // u128 arithmetic is emulated on wasm32: reduction and half-up rounding must match native.
    let f = Fraction::new(41422, 67200);
    assert_eq!(f.ratio(), "20711/33600");
    assert_eq!(f.to_percent(2), "61.64%");
    assert_eq!(f.to_percent(4), "61.6399%");
    // WER has no game-win floor: Bo's 2 game wins in 8 games stay 1/4.
    let wer = compute(&event, &Ruleset::preset("wer").unwrap()).unwrap();
    let bo = event.player_named("Bo").unwrap();
    assert_eq!(wer.players[bo].game_win.value, Some(Fraction::new(1, 4)));
}

/// localStorage through gloo-storage: an event saved by one store is read back by another.
#[wasm_bindgen_test]
fn an_event_survives_in_local_storage() {
    let mut backend = LocalBackend::new();
    for key in backend.keys().unwrap() {
        backend.remove(&key).unwrap();
    }
    let mut store = Store::open(LocalBackend::new());
    let event = Event {
        name: "Browser".into(),
        ..read_csv(CSV, 3).unwrap()
    };
    let id = store.create(&event).unwrap();
    let mut again = Store::open(LocalBackend::new());
    assert_eq!(again.load(&id), Some(event));
    assert_eq!(again.index().events[0].name, "Browser");
    // Damaged text is reported and left exactly as it was.
    backend.set("tiebreak.event.zz", "{not json").unwrap();
    let mut third = Store::open(LocalBackend::new());
    assert_eq!(third.load(&tiebreak::route::EventId::new("zz")), None);
    assert_eq!(third.problems()[0].raw, "{not json");
    assert!(third
        .save(&tiebreak::route::EventId::new("zz"), &Event::default())
        .is_err());
    assert_eq!(
        backend.get("tiebreak.event.zz").unwrap().as_deref(),
        Some("{not json")
    );
    for key in backend.keys().unwrap() {
        backend.remove(&key).unwrap();
    }
}

fn text_of(root: &Element, testid: &str) -> String {
    root.query_selector(&format!("[data-testid=\"{testid}\"]"))
        .unwrap()
        .unwrap_or_else(|| panic!("no element with data-testid={testid}"))
        .text_content()
        .unwrap_or_default()
}

/// The App mounts into a div and shows the list of events.
#[wasm_bindgen_test]
fn app_mounts_and_shows_the_events_page() {
    let mut backend = LocalBackend::new();
    for key in backend.keys().unwrap() {
        backend.remove(&key).unwrap();
    }
    let doc = document();
    let host: HtmlElement = doc.create_element("div").unwrap().unchecked_into();
    doc.body().unwrap().append_child(&host).unwrap();

    let handle = leptos::mount::mount_to(host.clone(), App);

    assert!(host
        .query_selector("[data-testid=\"app-mounted\"]")
        .unwrap()
        .is_some());
    assert_eq!(
        text_of(&host, "no-events"),
        "No event yet: create one below, or import a file."
    );
    assert_eq!(
        text_of(&host, "ruleset-summary"),
        "Magic Tournament Rules: byes are 2-0 wins that count, every percentage floored at 0.33."
    );

    // Dropping the handle unmounts the app.
    drop(handle);
    assert!(host
        .query_selector("[data-testid=\"app-mounted\"]")
        .unwrap()
        .is_none());
    host.remove();
}

/// Pairing in the browser gives the native round: the same seed, the same tables (worked out by
/// `pair_next_round` natively), each table's players on the same points.
#[wasm_bindgen_test]
fn the_browser_pairs_a_round_as_the_native_core_does() {
    use tiebreak::core::{
        model::generate::swiss_event, pairing::pair_next_round, pairing::round_view::points_before,
        Pairing,
    };
    let event = swiss_event(9, 2, 1);
    let round = pair_next_round(&event, 42).unwrap();
    let m = |a, b| Pairing::Match { a, b, result: None };
    assert_eq!(
        round,
        vec![
            m(2, 0),
            m(3, 5),
            m(4, 7),
            m(6, 1),
            Pairing::Bye { player: 8 }
        ]
    );
    assert_eq!(points_before(&event, 3), vec![6, 3, 6, 3, 3, 3, 3, 3, 0]);
}

/// The organizer's app deflates the link with the browser's `CompressionStream`; the phone view
/// reads it with the core's inflate. The browser's stream and miniz_oxide's must agree: the event
/// and the time come back exactly, and the payload is base64url as the native one is.
#[wasm_bindgen_test]
async fn a_link_deflated_by_the_browser_reads_back_in_the_core() {
    use tiebreak::core::share;
    let event = read_csv(CSV, 3).unwrap();
    let bytes = share::payload_bytes(&event, 1_764_000_000);
    let deflated = tiebreak::app::dom::deflate_raw(&bytes).await.unwrap();
    let payload = share::payload_of_deflated(&deflated);
    assert!(payload
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
    let snapshot = share::decode(&payload).unwrap();
    assert_eq!(snapshot.taken_at, 1_764_000_000);
    assert_eq!(snapshot.event.players, event.players);
    assert_eq!(snapshot.event.rounds, event.rounds);
    let a = compute(&event, &event.ruleset).unwrap();
    let b = compute(&snapshot.event, &snapshot.event.ruleset).unwrap();
    assert_eq!(a, b);
    // The same bytes deflated natively (miniz_oxide) read back to the same snapshot.
    assert_eq!(
        share::decode(&share::encode(&event, 1_764_000_000)).unwrap(),
        snapshot
    );
}
