//! The order of the layers (ARCHITECTURE.md, "The layers"), enforced: every file of `src/core`
//! and `src/render` may only name the modules of the layers below its own, and no file of either
//! names the DOM, storage or the terminal. A file's tests (`#[cfg(test)]` and below) and comments
//! are not read: a test may use anything.
#![cfg(not(target_arch = "wasm32"))]

use std::path::Path;

/// Each module of the core with its layer, lowest first. The event layer is the event model and
/// its file formats (an `Event` holds its `Playoff`, which names players by `PlayerId`).
const CORE: &[(&str, u32)] = &[
    ("fraction", 0),
    ("ruleset", 1),
    ("event", 2),
    // The corrections log and the penalties: part of the event, checked by `Event::validate`.
    ("log", 2),
    ("playoff", 2),
    ("json", 2),
    ("csv", 2),
    ("file", 2),
    ("generate", 2),
    // The players' link: an event as a payload, read back through the event file's checks
    // (it names `event`, `file`, `fraction` and `ruleset`).
    ("share", 2),
    ("standings", 3),
    ("pairing", 4),
    ("round_view", 5),
    ("report", 6),
    // Every change to an event, made on a copy, logged and validated (it pairs through
    // `round_view`).
    ("edit", 6),
    // "Check my tiebreakers" turns typed records into tallies and explains them with `report`.
    ("check", 7),
    // "What do I need?": the standings of every way a round can end, and the tiebreakers by name.
    ("advice", 7),
];

/// The renderers sit above the whole core.
const RENDER: u32 = 8;

/// Names that no file of the core or the renderers may use.
const FORBIDDEN: &[&str] = &[
    "leptos",
    "web_sys",
    "js_sys",
    "gloo",
    "wasm_bindgen",
    "std::fs",
    "std::env",
    "std::process",
    "crate::app",
    "crate::store",
];

/// The code of a file before its tests, without comment lines.
fn code(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let before_tests = text.split("#[cfg(test)]").next().unwrap_or("");
    before_tests
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The modules of the core that `code` names, through `super::`, `crate::core::` or
/// `tiebreak::core::`.
fn core_modules_named(code: &str, through: &[&str]) -> Vec<String> {
    let mut named = Vec::new();
    for prefix in through {
        for (at, _) in code.match_indices(prefix) {
            let rest = &code[at + prefix.len()..];
            let name: String = rest
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            // An item of the facade (`crate::core::Event`) names no layer; a module does, and
            // any lower-case name after `super::` is taken for one.
            let module = CORE.iter().any(|(m, _)| *m == name)
                || (*prefix == "super::" && name.starts_with(|c: char| c.is_ascii_lowercase()));
            if module {
                named.push(name);
            }
        }
    }
    named
}

/// The layer of a module of the core.
fn layer(module: &str) -> Option<u32> {
    CORE.iter().find(|(m, _)| *m == module).map(|&(_, l)| l)
}

/// Every file of `dir`, with its module name.
fn files(dir: &str) -> Vec<(String, std::path::PathBuf)> {
    let mut out: Vec<_> = std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(dir))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .map(|p| (p.file_stem().unwrap().to_string_lossy().into_owned(), p))
        .collect();
    out.sort();
    out
}

#[test]
fn every_core_file_has_a_layer() {
    for (module, _) in files("src/core") {
        assert!(
            module == "mod" || layer(&module).is_some(),
            "src/core/{module}.rs has no layer: add it to CORE here and to ARCHITECTURE.md"
        );
    }
}

#[test]
fn the_core_imports_only_downward() {
    let mut wrong = Vec::new();
    for (module, path) in files("src/core") {
        let Some(mine) = layer(&module) else { continue };
        let code = code(&path);
        for named in core_modules_named(&code, &["super::", "crate::core::"]) {
            match layer(&named) {
                Some(theirs) if theirs < mine || (theirs == mine && named != module) => {
                    // Within the event layer, only the event model and its formats meet.
                    if theirs == mine && mine != 2 {
                        wrong.push(format!("{module} names {named}, on its own layer"));
                    }
                }
                Some(_) if named == module => {}
                Some(theirs) => wrong.push(format!(
                    "{module} (layer {mine}) names {named} (layer {theirs}), above it"
                )),
                None => wrong.push(format!("{module} names `{named}`, which has no layer")),
            }
        }
        if code.contains("crate::render") {
            wrong.push(format!("{module} names the renderers, above the core"));
        }
        for f in FORBIDDEN {
            if code.contains(f) {
                wrong.push(format!("{module} names {f}"));
            }
        }
    }
    assert_eq!(wrong, Vec::<String>::new());
}

#[test]
fn the_renderers_sit_above_the_core_and_below_the_app() {
    let mut wrong = Vec::new();
    for (module, path) in files("src/render") {
        let code = code(&path);
        for f in FORBIDDEN {
            if code.contains(f) {
                wrong.push(format!("render/{module} names {f}"));
            }
        }
        for named in core_modules_named(&code, &["crate::core::"]) {
            if layer(&named).is_none_or(|l| l >= RENDER) {
                wrong.push(format!("render/{module} names core::{named}"));
            }
        }
    }
    assert_eq!(wrong, Vec::<String>::new());
}

/// Every `inner_html` of the app sets an `Html` (`Html::into_string` is the only way the app gets
/// markup), never a string built by hand.
#[test]
fn the_app_sets_inner_html_only_from_html() {
    let mut wrong = Vec::new();
    for (module, path) in files("src/app") {
        let text = std::fs::read_to_string(&path).unwrap();
        for (n, line) in text.lines().enumerate() {
            for (at, _) in line.match_indices("inner_html=") {
                let value: String = line[at..].chars().take_while(|&c| c != '>').collect();
                if !value.contains(".into_string()") {
                    wrong.push(format!("src/app/{module}.rs:{}: {value}", n + 1));
                }
            }
        }
    }
    assert_eq!(wrong, Vec::<String>::new());
}

/// The check itself can fail: an import upward is caught.
#[test]
fn an_upward_import_is_caught() {
    let code = "use super::event::Event;\nuse super::report::explain;\n";
    assert_eq!(core_modules_named(code, &["super::"]), ["event", "report"]);
    assert_eq!(layer("standings"), Some(3));
    assert_eq!(layer("report"), Some(6));
}
