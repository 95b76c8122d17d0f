//! What every rule uses: `InputError` and `PlayerId` (`error`), the words the sentences share,
//! exact fractions, and the rulesets (every choice a ruleset makes, as data).

pub(crate) mod error;
pub(crate) mod fraction;
pub(crate) mod ruleset;
pub mod words;
