//! The words the sentences share, one home each: a count with its noun (`1 round`, `3 rounds`),
//! and a sentence's first letter in capitals. A leaf: it names nothing else of the crate.

use std::fmt;

/// `n` and its noun: `one` for 1, `many` otherwise (`1 round`, `3 rounds`, `0 rounds`). `n` may
/// be a number or a number already written (`"6"`).
pub fn plural(n: impl fmt::Display, one: &str, many: &str) -> String {
    let n = n.to_string();
    let word = if n == "1" { one } else { many };
    format!("{n} {word}")
}

/// `s` with its first letter in capitals: "at most 3 others" → "At most 3 others".
pub fn capitalize(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

/// Words joined as a sentence lists them: `a`, `a and b`, `a, b and c`.
pub fn and_list(words: &[&str]) -> String {
    match words {
        [] => String::new(),
        [one] => one.to_string(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_as_a_sentence() {
        assert_eq!(and_list(&[]), "");
        assert_eq!(and_list(&["mtr"]), "mtr");
        assert_eq!(and_list(&["wltr", "melee"]), "wltr and melee");
        assert_eq!(and_list(&["a", "b", "c"]), "a, b and c");
    }

    #[test]
    fn counts_take_their_noun() {
        assert_eq!(plural(1u32, "round", "rounds"), "1 round");
        assert_eq!(plural(0usize, "round", "rounds"), "0 rounds");
        assert_eq!(plural(11u32, "round", "rounds"), "11 rounds");
        assert_eq!(plural("1", "point", "points"), "1 point");
        assert_eq!(plural("10", "point", "points"), "10 points");
        assert_eq!(capitalize("at most 2 others"), "At most 2 others");
        assert_eq!(capitalize("élan"), "Élan");
        assert_eq!(capitalize(""), "");
    }
}
