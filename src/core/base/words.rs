//! The words the sentences share, one home each: a count with its noun (`1 round`, `3 rounds`),
//! a list of rounds (`rounds 1 to 3 and 9`), and a sentence's first letter in capitals. A leaf: it names nothing else of the crate.

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

/// Round numbers, ascending, in words: `round 4`, `rounds 2 and 3`, `rounds 1 to 3 and 9 to 11`
/// (three rounds or more in a row as a span).
pub fn rounds(numbers: &[u32]) -> String {
    let mut runs: Vec<(u32, u32)> = Vec::new();
    for &r in numbers {
        match runs.last_mut() {
            Some(run) if run.1.checked_add(1) == Some(r) => run.1 = r,
            _ => runs.push((r, r)),
        }
    }
    let words: Vec<String> = runs
        .iter()
        .flat_map(|&(a, b)| match b - a {
            0 => vec![a.to_string()],
            1 => vec![a.to_string(), b.to_string()],
            _ => vec![format!("{a} to {b}")],
        })
        .collect();
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    format!(
        "{} {}",
        if numbers.len() == 1 {
            "round"
        } else {
            "rounds"
        },
        and_list(&words)
    )
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
        assert_eq!(rounds(&[4]), "round 4");
        assert_eq!(rounds(&[2, 3]), "rounds 2 and 3");
        assert_eq!(rounds(&[1, 2, 3, 9, 10, 11]), "rounds 1 to 3 and 9 to 11");
        assert_eq!(rounds(&[1, 2, 4, 6, 7, 8]), "rounds 1, 2, 4 and 6 to 8");
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
