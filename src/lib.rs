//! Tiebreak: exact, explained tiebreakers for Magic: The Gathering Swiss events.
//!
//! - [`core`]: the rules core (pure Rust, no web dependencies, no presentation).
//! - [`render`]: the renderers of what the core computes: text, JSON, CSV and HTML.
//! - [`store`]: where the app keeps events (key scheme, schema, protection of unreadable data),
//!   behind a `Backend` trait so that it is tested natively.
//! - `app`: the Leptos front end, compiled for wasm32 only.

pub mod core;
pub mod render;
pub mod store;

#[cfg(target_arch = "wasm32")]
pub mod app;
