//! The core and the app in a real browser (headless Chromium through ChromeDriver).
//!
//! Run with `bash scripts/test.sh`, or by hand:
//! `CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner CHROMEDRIVER=/usr/bin/chromedriver
//! cargo test --target wasm32-unknown-unknown --test web` (webdriver.json holds Chromium's flags).
#![cfg(target_arch = "wasm32")]

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use leptos::web_sys::{Element, HtmlElement};
use tiebreak::app::{demo_table, App, DEMO_BEST_OF, DEMO_CSV};
use tiebreak::core::{compute, read_csv, report, Fraction, Ruleset, Tiebreaker};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

/// The worked example of the core's docs, compiled to wasm32 and run in the browser.
#[wasm_bindgen_test]
fn core_computes_exact_fractions_in_the_browser() {
    let event = read_csv(DEMO_CSV, DEMO_BEST_OF).unwrap();
    let standings = compute(&event, &Ruleset::preset("mtr").unwrap()).unwrap();
    let eve = event.players.iter().position(|p| p.name == "Eve").unwrap();
    let omw = standings.players[eve].omw.value.unwrap();
    // Eve's opponents: Bo 0/3, raised to the 0.33 floor, and Ann 6/9. (33/100 + 2/3) / 2.
    assert_eq!(omw, Fraction::new(299, 600));
    assert_eq!(omw.ratio(), "299/600");
    assert_eq!(omw.to_percent(2), "49.83%");
    assert_eq!(
        report::display(Tiebreaker::OpponentsMatchWinPct, Some(omw)),
        "49.83%"
    );
    // u128 arithmetic is emulated on wasm32: reduction and half-up rounding must match native.
    let f = Fraction::new(41422, 67200);
    assert_eq!(f.ratio(), "20711/33600");
    assert_eq!(f.to_percent(2), "61.64%");
    assert_eq!(f.to_percent(4), "61.6399%");
}

/// The rulesets disagree on the demo event: MTR floors Bo's game-win % at 0.33, WER does not.
#[wasm_bindgen_test]
fn demo_table_follows_the_ruleset() {
    let gwp_of_bo = |ruleset: &str| {
        let table = demo_table(ruleset).unwrap();
        let bo = table.rows.iter().find(|r| r.name == "Bo").unwrap();
        bo.cells.iter().find(|c| c.code == "gwp").unwrap().clone()
    };
    let mtr = gwp_of_bo("mtr");
    assert_eq!(mtr.display, "33.00%");
    assert_eq!(mtr.exact.as_deref(), Some("33/100"));
    let wer = gwp_of_bo("wer");
    assert_eq!(wer.display, "25.00%");
    assert_eq!(wer.exact.as_deref(), Some("1/4"));
    assert!(demo_table("no-such-ruleset").is_err());
}

fn text_of(root: &Element, testid: &str) -> String {
    root.query_selector(&format!("[data-testid=\"{testid}\"]"))
        .unwrap()
        .unwrap_or_else(|| panic!("no element with data-testid={testid}"))
        .text_content()
        .unwrap_or_default()
}

/// The App mounts into a div and draws the demo standings.
#[wasm_bindgen_test]
fn app_mounts_and_shows_the_demo() {
    let doc = document();
    let host: HtmlElement = doc.create_element("div").unwrap().unchecked_into();
    doc.body().unwrap().append_child(&host).unwrap();

    let handle = leptos::mount::mount_to(host.clone(), App);

    assert!(host
        .query_selector("[data-testid=\"app-mounted\"]")
        .unwrap()
        .is_some());
    assert_eq!(text_of(&host, "demo-Eve-omw"), "49.83%");
    assert_eq!(text_of(&host, "demo-Eve-omw-exact"), "299/600");
    assert_eq!(text_of(&host, "demo-Bo-gwp"), "33.00%");
    assert_eq!(text_of(&host, "demo-Eve-points"), "9");
    let first_row = host
        .query_selector("[data-testid=\"demo-table\"] tbody tr")
        .unwrap()
        .unwrap();
    assert_eq!(
        first_row.get_attribute("data-testid").as_deref(),
        Some("demo-row-Eve")
    );

    // Dropping the handle unmounts the app.
    drop(handle);
    assert!(host
        .query_selector("[data-testid=\"app-mounted\"]")
        .unwrap()
        .is_none());
    host.remove();
}
