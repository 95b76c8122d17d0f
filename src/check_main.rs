//! "Check my tiebreakers" as its own bundle (`tiebreak-check`), which `index.html` loads instead
//! of the organizer's app for a `#/check` address: the page needs no event and no storage, and
//! a player who opens it downloads neither the organizer's pages nor its store (PERFORMANCE.md
//! has the sizes).

/// Mounts the check page to `<body>`.
#[cfg(target_arch = "wasm32")]
fn main() {
    #[cfg(debug_assertions)]
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(tiebreak::app::check::CheckApp);
}

/// Natively there is nothing to run: this binary only means something in the browser.
#[cfg(not(target_arch = "wasm32"))]
fn main() {}
