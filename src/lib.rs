//! Tiebreak: exact, explained tiebreakers for Magic: The Gathering Swiss events.
//!
//! - [`core`]: the rules core (pure Rust, no web dependencies).
//! - `app`: the Leptos front end, compiled for wasm32 only.

pub mod core;
