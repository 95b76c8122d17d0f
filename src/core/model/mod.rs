//! The event and its files: the bounds on what an input may say, names, results, the corrections
//! log, the playoff, the standings a platform published, the event model and its invariants, and
//! the formats it is read from and written to (match CSV, event JSON, Melee's archive), with the
//! generated events the tests and benchmarks use.

pub mod archive;
mod compose_table;
pub(crate) mod csv;
pub(crate) mod event;
pub(crate) mod file;
pub(crate) mod game_result;
pub mod generate;
pub mod json_path;
pub mod limits;
pub mod log;
pub mod names;
pub mod playoff;
pub mod published;
pub mod validate;
