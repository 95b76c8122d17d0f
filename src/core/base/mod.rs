//! What every rule uses: `InputError` and `PlayerId` (`error`), the words the sentences share,
//! exact fractions, and the rulesets (every choice a ruleset makes, as data).

pub mod error;
pub mod fraction;
pub mod ruleset;
pub mod words;
