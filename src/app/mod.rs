//! The Leptos front end, compiled for wasm32 only and mounted by `src/main.rs`.
//!
//! Components only turn clicks and keys into calls on the core and draw what it returns: no
//! percentage is computed here (ARCHITECTURE.md). The parts:
//!
//! - [`root`]: the `App`, the address (`#/e/1/standings`), the storage banners, undo;
//! - [`state`]: the shared state and every change to an event, with undo and saving;
//! - [`storage`]: `localStorage` through gloo-storage, behind [`crate::store`];
//! - the pages: [`events`], [`players`], [`rounds`], [`standings`] (and each player's
//!   breakdown), [`playoff`], [`check`];
//! - [`view`]: the phone view of a players' link (`#/v/1/...`), read-only; [`share`]: the link,
//!   its QR code and the address players open, on the organizer's side;
//! - [`display`]: the second-screen display (`#/e/1/display`), following the organizer's tab;
//! - [`advice`]: "What do I need?" on the rounds tab; [`on_demand`]: the calls of the bundles
//!   loaded on demand (the advice, the import), typed;
//! - [`timer`]: the round timer, kept across reloads;
//! - [`dom`]: downloads, file reading, focus, printing; [`reply`]: how a form answers a submit.

pub mod advice;
pub mod check;
pub mod display;
pub mod dom;
pub mod events;
pub mod log;
pub mod on_demand;
pub mod penalties;
pub mod players;
pub mod playoff;
pub mod reason;
pub mod reply;
pub mod root;
pub mod rounds;
pub mod share;
pub mod standings;
pub mod state;
pub mod storage;
pub mod timer;
pub mod view;

pub use root::App;
