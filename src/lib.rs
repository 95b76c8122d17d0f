//! Tiebreak: exact, explained tiebreakers for Magic: The Gathering Swiss events.
//!
//! - [`core`]: the rules core (pure Rust, no web dependencies, no presentation).
//! - [`render`]: the renderers of what the core computes: text, JSON, CSV and HTML.
//! - [`store`]: where the app keeps events (key scheme, schema, protection of unreadable data),
//!   behind a `Backend` trait so that it is tested natively.
//! - `cli`: the command line's arguments and outputs (native only; `src/bin/tiebreak.rs` is `main`).
//! - `app`: the Leptos front end, compiled for wasm32 only.

#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod core;
pub mod render;
pub mod route;
pub mod store;

#[cfg(target_arch = "wasm32")]
pub mod app;
