//! The tiebreakers: the standings of an event under a ruleset (every percentage, floor and average,
//! exactly), every figure in words, the comparison with what a platform published, and "Check my
//! tiebreakers" from typed records.

pub mod audit;
pub mod check;
pub mod gaps;
pub mod reading;
pub mod report;
pub(crate) mod standings;
