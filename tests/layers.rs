//! The layers of ARCHITECTURE.md ("The layers"), enforced on the code as it is:
//!
//! - **No import circle** among the files of the library (`src/`, the bundles' and the CLI's
//!   entry points aside): each file is a node, each path it names (`crate::…`, `super::…`,
//!   `self::…`, grouped `use` trees included) an edge to the file that defines the item. A
//!   folder's `mod.rs` that re-exports an item is looked through, to the file that defines it.
//! - **The core in a strict order** (`CORE`): a module of `src/core` names only modules listed
//!   before it. Two modules of one layer do not get to import each other both ways: there is no
//!   allowance, so a new circle fails here even before the circle test sees it.
//! - **The renderers** name only the core and each other; neither names the DOM, storage, the
//!   terminal or the app.
//! - Every `inner_html` of the app is set from an `Html`.
//!
//! A file's tests (`#[cfg(test)]` and below) and comment lines are not read: a test may use
//! anything.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The modules of the core, lowest first, each with its group: the folder it is in (a module of
/// its own for `edit`, `share` and `advice`). A module may name only the modules listed before
/// it; the groups follow each other in ARCHITECTURE.md's order, each in one run, so a group names
/// only the groups before it.
const CORE: &[(&str, &str)] = &[
    // What every rule uses. `InputError` and `PlayerId`: a leaf.
    ("error", "base"),
    // The words the sentences share (a count with its noun, a capital letter): a leaf.
    ("words", "base"),
    ("fraction", "base"),
    ("ruleset", "base"),
    // The event and its files. Where a JSON reading error stopped, as a field's path: a leaf.
    ("json_path", "model"),
    ("limits", "model"),
    ("names", "model"),
    ("game_result", "model"),
    ("log", "model"),
    // An `Event` holds its `Playoff` (which names players by `PlayerId`), its corrections log and
    // its penalties.
    ("playoff", "model"),
    // The standings a platform published, kept beside the event (plain data).
    ("published", "model"),
    ("event", "model"),
    // `Event::validate`: the event's invariants, the log and the penalties checked against it.
    ("validate", "model"),
    ("csv", "model"),
    ("file", "model"),
    // The open tournament-data archive's JSON (Melee's events): read into an event and its
    // published standings.
    ("archive", "model"),
    ("generate", "model"),
    // The tiebreakers: the standings, every figure in words, the published standings against
    // them, and "Check my tiebreakers" (typed records explained with `report`).
    ("standings", "tiebreakers"),
    ("report", "tiebreakers"),
    // What a platform's file lacks, against its published records.
    ("gaps", "tiebreakers"),
    ("audit", "tiebreakers"),
    // What the published figures settle about a platform's file: a shared name's matches, the
    // stages.
    ("reading", "tiebreakers"),
    ("check", "tiebreakers"),
    // The pairing, the round view (it pairs and reads the standings' points), and "Why was I
    // paired with them?", a sentence per table.
    ("pairing", "pairing"),
    ("round_view", "pairing"),
    ("why", "pairing"),
    // Every change to an event, made on a copy, logged and validated (it pairs through
    // `round_view`).
    ("edit", "edit"),
    // The players' link: an event as a payload, read back through the event file's checks.
    ("share", "share"),
    // "What do I need?": the standings of every way a round can end, and the tiebreakers by name.
    ("advice", "advice"),
];

/// The folders of `src/core` that hold a group of modules.
const GROUP_FOLDERS: &[&str] = &["base", "model", "tiebreakers"];

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

/// The code of a file without its test items (each `#[cfg(test)]` item: a module to its closing
/// brace, or a one-line item) and without comment lines. Code after a test module is read.
fn code(path: &Path) -> String {
    code_of(&std::fs::read_to_string(path).unwrap())
}

/// [`code`] of a file's text.
fn code_of(text: &str) -> String {
    let mut kept = Vec::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        let trimmed = line.trim_start();
        if trimmed.starts_with("//") {
            continue;
        }
        if !trimmed.starts_with("#[cfg(test)]") {
            kept.push(line);
            continue;
        }
        // The test item: from the attribute to the end of its braces, or to its `;`.
        let mut depth = 0i64;
        let mut opened = false;
        let mut rest = trimmed["#[cfg(test)]".len()..].to_string();
        loop {
            for c in rest.chars() {
                match c {
                    '{' => {
                        depth += 1;
                        opened = true;
                    }
                    '}' => depth -= 1,
                    _ => {}
                }
            }
            let ended = if opened {
                depth <= 0
            } else {
                rest.trim_end().ends_with(';')
            };
            if ended {
                break;
            }
            match lines.next() {
                Some(next) if next.trim_start().starts_with("//") => rest = String::new(),
                Some(next) => rest = next.to_string(),
                None => break,
            }
        }
    }
    kept.join("\n")
}

/// The reader of the files sees code placed after a test module, and no test code.
#[test]
fn the_layers_read_code_after_a_test_module() {
    let text = "use crate::core::event;\n\
        #[cfg(test)]\n\
        mod tests {\n    use crate::app::state;\n    fn f() { let s = format!(\"{}\", 1); }\n}\n\
        // use crate::store::comment;\n\
        use crate::core::fraction;\n\
        #[cfg(test)]\n\
        use crate::store::only_in_tests;\n\
        pub fn after() {}\n";
    let code = code_of(text);
    assert_eq!(
        code,
        "use crate::core::event;\nuse crate::core::fraction;\npub fn after() {}"
    );
}

/// A file of the library, as a module path (`core::advice::bounds`; `[]` for lib.rs).
#[derive(Debug)]
struct File {
    module: Vec<String>,
    path: PathBuf,
    /// A folder's `mod.rs` (or lib.rs): its `self::` is its own module, and it may re-export.
    folder: bool,
}

impl File {
    fn name(&self) -> String {
        if self.module.is_empty() {
            "lib".into()
        } else {
            self.module.join("::")
        }
    }

    /// The module that `super::` names from this file.
    fn parent(&self) -> Vec<String> {
        let mut m = self.module.clone();
        m.pop();
        m
    }
}

/// The entry points of the browser bundles and of the CLI: crates of their own that use the
/// library by its name, so no circle can pass through them.
const ENTRY_POINTS: &[&str] = &[
    "main.rs",
    "view_main.rs",
    "check_main.rs",
    "advice_main.rs",
    "bin",
];

/// Every file of the library under `src/`.
fn library() -> Vec<File> {
    fn walk(dir: &Path, module: &[String], out: &mut Vec<File>) {
        let mut entries: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        entries.sort();
        for path in entries {
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if module.is_empty() && ENTRY_POINTS.contains(&name.as_str()) {
                continue;
            }
            if path.is_dir() {
                let mut m = module.to_vec();
                m.push(name);
                walk(&path, &m, out);
            } else if let Some(stem) = name.strip_suffix(".rs") {
                let folder = stem == "mod" || (module.is_empty() && stem == "lib");
                let mut m = module.to_vec();
                if !folder {
                    m.push(stem.to_string());
                }
                out.push(File {
                    module: m,
                    path,
                    folder,
                });
            }
        }
    }
    let mut out = Vec::new();
    walk(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &[],
        &mut out,
    );
    out
}

fn ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// Reads a path tree at `*at` (`a::b`, `a::{b, c::d as e, self}`, `a::*`), each full path
/// appended to `out` after `prefix`.
fn tree(s: &[u8], at: &mut usize, prefix: Vec<String>, out: &mut Vec<Vec<String>>) {
    let skip_space = |at: &mut usize| {
        while *at < s.len() && s[*at].is_ascii_whitespace() {
            *at += 1;
        }
    };
    let mut path = prefix;
    loop {
        skip_space(at);
        if *at < s.len() && s[*at] == b'{' {
            *at += 1;
            loop {
                skip_space(at);
                if *at >= s.len() || s[*at] == b'}' {
                    *at += 1;
                    return;
                }
                tree(s, at, path.clone(), out);
                skip_space(at);
                if *at < s.len() && s[*at] == b',' {
                    *at += 1;
                }
            }
        }
        let start = *at;
        while *at < s.len() && ident_char(s[*at]) {
            *at += 1;
        }
        let ident = std::str::from_utf8(&s[start..*at]).unwrap();
        if !ident.is_empty() && ident != "self" {
            path.push(ident.to_string());
        }
        if s[*at..].starts_with(b"::") {
            *at += 2;
            continue;
        }
        // `x as y`: the name it is given here is not a module of the crate.
        skip_space(at);
        if s[*at..].starts_with(b"as ") {
            *at += 3;
            skip_space(at);
            while *at < s.len() && ident_char(s[*at]) {
                *at += 1;
            }
        }
        out.push(path);
        return;
    }
}

/// Every path of the crate that `code` names, made absolute from `file`: through `crate::`,
/// `super::` (any number) and `self::`, in `use` trees and inline.
fn paths_named(code: &str, file: &File) -> Vec<Vec<String>> {
    let s = code.as_bytes();
    let mut starts: Vec<(usize, &str)> = ["crate::", "super::", "self::"]
        .iter()
        .flat_map(|start| code.match_indices(start))
        .filter(|&(at, _)| at == 0 || !(ident_char(s[at - 1]) || s[at - 1] == b':'))
        // A visibility (`pub(in crate::core)`) names no item.
        .filter(|&(at, _)| !code[..at].ends_with("(in "))
        .collect();
    starts.sort();
    let mut out = Vec::new();
    // The end of the last tree read: a `super::` inside a group belongs to that tree.
    let mut read_to = 0;
    for (at, start) in starts {
        if at < read_to {
            continue;
        }
        let mut raw = Vec::new();
        let mut i = at;
        tree(s, &mut i, Vec::new(), &mut raw);
        read_to = i;
        for path in raw {
            let mut base = match start {
                "crate::" => Vec::new(),
                "super::" => file.parent(),
                _ => file.module.clone(),
            };
            let mut rest = path.into_iter().skip(1).peekable();
            while rest.peek().is_some_and(|p| p == "super") {
                rest.next();
                base.pop();
            }
            base.extend(rest);
            out.push(base);
        }
    }
    out
}

/// The items a folder's `mod.rs` re-exports (`pub use event::{Event, …}`), by the path the
/// crate names them (`core::Event`), with the path of what they are (`core::event::Event`).
fn reexports(files: &[File]) -> BTreeMap<Vec<String>, Vec<String>> {
    let mut map = BTreeMap::new();
    for file in files.iter().filter(|f| f.folder) {
        let code = code(&file.path);
        for marker in ["pub use ", "pub(crate) use "] {
            for (at, _) in code.match_indices(marker) {
                let mut raw = Vec::new();
                let mut i = at + marker.len();
                tree(code.as_bytes(), &mut i, Vec::new(), &mut raw);
                for path in raw {
                    let (Some(first), Some(item)) = (path.first(), path.last()) else {
                        continue;
                    };
                    let mut target = match first.as_str() {
                        "crate" => path[1..].to_vec(),
                        "super" => [file.parent(), path[1..].to_vec()].concat(),
                        _ => [file.module.clone(), path.clone()].concat(),
                    };
                    if first == "self" {
                        target = [file.module.clone(), path[1..].to_vec()].concat();
                    }
                    let mut exported = file.module.clone();
                    exported.push(item.clone());
                    map.insert(exported, target);
                }
            }
        }
    }
    map
}

/// The file that defines what `path` names: the longest module path that is a prefix of it,
/// looking through a folder's re-exports.
fn file_of(
    path: &[String],
    files: &[File],
    reexported: &BTreeMap<Vec<String>, Vec<String>>,
) -> Option<usize> {
    let mut path = path.to_vec();
    for _ in 0..8 {
        let found = files
            .iter()
            .enumerate()
            .filter(|(_, f)| path.starts_with(&f.module))
            .max_by_key(|(_, f)| f.module.len())?;
        let (index, file) = found;
        if file.folder && path.len() > file.module.len() {
            let key = path[..=file.module.len()].to_vec();
            if let Some(target) = reexported.get(&key) {
                let mut next = target.clone();
                next.extend_from_slice(&path[file.module.len() + 1..]);
                if next != path {
                    path = next;
                    continue;
                }
            }
        }
        return Some(index);
    }
    None
}

/// The import graph: for each file, the files it names (itself left out).
fn graph(files: &[File]) -> Vec<BTreeSet<usize>> {
    graph_of(files, str::to_string)
}

/// The import graph, each folder's `mod.rs` read through `folder_code` first.
fn graph_of(files: &[File], folder_code: fn(&str) -> String) -> Vec<BTreeSet<usize>> {
    let reexported = reexports(files);
    files
        .iter()
        .enumerate()
        .map(|(me, file)| {
            let mut code = code(&file.path);
            if file.folder {
                code = folder_code(&code);
            }
            let mut named: BTreeSet<usize> = paths_named(&code, file)
                .iter()
                .filter_map(|p| file_of(p, files, &reexported))
                .collect();
            // A folder's `mod.rs` names its children by plain `use child::…` as well.
            if file.folder {
                for marker in ["use "] {
                    for (at, _) in code.match_indices(marker) {
                        if at > 0 && ident_char(code.as_bytes()[at - 1]) {
                            continue;
                        }
                        let mut raw = Vec::new();
                        let mut i = at + marker.len();
                        tree(code.as_bytes(), &mut i, Vec::new(), &mut raw);
                        for path in raw {
                            let child = [file.module.clone(), path].concat();
                            if let Some(f) = file_of(&child, files, &reexported) {
                                if files[f].module.len() > file.module.len() {
                                    named.insert(f);
                                }
                            }
                        }
                    }
                }
            }
            named.remove(&me);
            named
        })
        .collect()
}

/// The circles of a graph: its strongly connected components of more than one node (Tarjan).
fn circles(graph: &[BTreeSet<usize>]) -> Vec<Vec<usize>> {
    struct Walk<'a> {
        graph: &'a [BTreeSet<usize>],
        index: Vec<Option<usize>>,
        low: Vec<usize>,
        on_stack: Vec<bool>,
        stack: Vec<usize>,
        next: usize,
        found: Vec<Vec<usize>>,
    }
    fn visit(w: &mut Walk, v: usize) {
        w.index[v] = Some(w.next);
        w.low[v] = w.next;
        w.next += 1;
        w.stack.push(v);
        w.on_stack[v] = true;
        for &u in w.graph[v].iter() {
            match w.index[u] {
                None => {
                    visit(w, u);
                    w.low[v] = w.low[v].min(w.low[u]);
                }
                Some(i) if w.on_stack[u] => w.low[v] = w.low[v].min(i),
                Some(_) => {}
            }
        }
        if Some(w.low[v]) == w.index[v] {
            let mut component = Vec::new();
            while let Some(u) = w.stack.pop() {
                w.on_stack[u] = false;
                component.push(u);
                if u == v {
                    break;
                }
            }
            if component.len() > 1 {
                component.sort();
                w.found.push(component);
            }
        }
    }
    let n = graph.len();
    let mut w = Walk {
        graph,
        index: vec![None; n],
        low: vec![0; n],
        on_stack: vec![false; n],
        stack: Vec::new(),
        next: 0,
        found: Vec::new(),
    };
    for v in 0..n {
        if w.index[v].is_none() {
            visit(&mut w, v);
        }
    }
    w.found
}

/// The place of a core module in `CORE`.
fn rank(module: &str) -> Option<usize> {
    CORE.iter().position(|(m, _)| *m == module)
}

/// The core module a file belongs to (`core::advice::bounds` → `advice`,
/// `core::model::event` → `event`, `core::pairing::why` → `why`), if any; a group's own `mod.rs`
/// only declares its modules, and is none.
fn core_module(file: &File) -> Option<&str> {
    match file.module.as_slice() {
        [core, g] if core == "core" && GROUP_FOLDERS.contains(&g.as_str()) => None,
        [core, g, m, ..] if core == "core" && GROUP_FOLDERS.contains(&g.as_str()) => Some(m),
        [core, p, m, ..] if core == "core" && p == "pairing" && rank(m).is_some() => Some(m),
        [core, m, ..] if core == "core" => Some(m),
        _ => None,
    }
}

/// The group a core module is in (its folder, or itself).
fn group(module: &str) -> Option<&'static str> {
    CORE.iter().find(|(m, _)| *m == module).map(|(_, g)| *g)
}

#[test]
fn no_import_circle_among_the_files_of_src() {
    let files = library();
    let graph = graph(&files);
    let found: Vec<Vec<String>> = circles(&graph)
        .into_iter()
        .map(|c| c.into_iter().map(|i| files[i].name()).collect())
        .collect();
    assert_eq!(
        found,
        Vec::<Vec<String>>::new(),
        "files that import each other, around a circle"
    );
}

#[test]
fn every_core_module_has_a_place_and_the_places_are_in_layer_order() {
    for file in library() {
        if let Some(m) = core_module(&file) {
            assert!(
                rank(m).is_some(),
                "src/core/{m} has no place: add it to CORE here and to ARCHITECTURE.md"
            );
        }
    }
    // Each group in one run: the order of the list is the order between the groups.
    let mut seen: Vec<&str> = Vec::new();
    for (_, g) in CORE {
        if seen.last() != Some(g) {
            assert!(!seen.contains(g), "the group {g} is split in CORE");
            seen.push(g);
        }
    }
    assert_eq!(
        seen,
        [
            "base",
            "model",
            "tiebreakers",
            "pairing",
            "edit",
            "share",
            "advice"
        ]
    );
}

/// Each module of the core is in its group's folder: `src/core/model/event.rs`, not
/// `src/core/model/event.rs`.
#[test]
fn each_core_module_is_in_its_groups_folder() {
    for file in library() {
        let Some(m) = core_module(&file) else {
            continue;
        };
        let folder = &file.module[1];
        assert_eq!(
            group(m),
            Some(folder.as_str()),
            "{} is in src/core/{folder}/",
            file.name()
        );
    }
}

#[test]
fn the_core_imports_only_downward() {
    let files = library();
    let graph = graph(&files);
    let mut wrong = Vec::new();
    for (i, file) in files.iter().enumerate() {
        let Some(mine) = core_module(file) else {
            continue;
        };
        let Some(my_rank) = rank(mine) else { continue };
        for &j in &graph[i] {
            let other = &files[j];
            match core_module(other) {
                Some(theirs) if theirs == mine => {}
                Some(theirs) => match rank(theirs) {
                    Some(r) if r < my_rank => {}
                    _ => wrong.push(format!(
                        "{} names {}, not below it",
                        file.name(),
                        other.name()
                    )),
                },
                // The facade's own items (`core::read_event`) sit above every module.
                None if other.module == ["core"] => {
                    wrong.push(format!("{} names the facade's own items", file.name()))
                }
                None => wrong.push(format!(
                    "{} names {}, outside the core",
                    file.name(),
                    other.name()
                )),
            }
        }
        let code = code(&file.path);
        for f in FORBIDDEN {
            if code.contains(f) {
                wrong.push(format!("{} names {f}", file.name()));
            }
        }
    }
    assert_eq!(wrong, Vec::<String>::new());
}

#[test]
fn the_renderers_sit_above_the_core_and_below_the_app() {
    let files = library();
    let graph = graph(&files);
    let mut wrong = Vec::new();
    for (i, file) in files.iter().enumerate() {
        if file.module.first().is_none_or(|m| m != "render") {
            continue;
        }
        for &j in &graph[i] {
            let top = files[j].module.first().map(String::as_str);
            if !matches!(top, Some("core" | "render")) {
                wrong.push(format!("{} names {}", file.name(), files[j].name()));
            }
        }
        let code = code(&file.path);
        for f in FORBIDDEN {
            if code.contains(f) {
                wrong.push(format!("{} names {f}", file.name()));
            }
        }
    }
    assert_eq!(wrong, Vec::<String>::new());
}

/// The app's files, with their names (`rounds`, `rounds::table`).
fn app_files() -> Vec<File> {
    library()
        .into_iter()
        .filter(|f| f.module.first().is_some_and(|m| m == "app"))
        .collect()
}

/// The ways to set markup that the app might use: Leptos's `inner_html` attribute and the DOM's
/// setters.
const MARKUP_SETTERS: &[&str] = &[
    "inner_html=",
    "outer_html=",
    "set_inner_html(",
    "set_outer_html(",
    "insert_adjacent_html(",
];

/// Each place in `text` that sets markup from anything but an `Html` (`Html::into_string` or
/// `Html::as_str`), as the setter with its value.
fn markup_not_from_html(text: &str) -> Vec<String> {
    let mut wrong = Vec::new();
    for setter in MARKUP_SETTERS {
        for (at, _) in text.match_indices(setter) {
            let rest = &text[at + setter.len()..];
            // The value: an attribute's up to the tag's `>`, a call's up to its closing paren.
            let value: String = if setter.ends_with('(') {
                let mut depth = 1;
                rest.chars()
                    .take_while(|&c| {
                        depth += match c {
                            '(' => 1,
                            ')' => -1,
                            _ => 0,
                        };
                        depth > 0
                    })
                    .collect()
            } else {
                rest.chars().take_while(|&c| c != '>').collect()
            };
            if !value.contains(".into_string()") && !value.contains(".as_str()") {
                let line = text[..at].lines().count().max(1);
                wrong.push(format!("line {line}: {setter}{}", value.trim()));
            }
        }
    }
    wrong
}

/// Every markup the app sets is an `Html` (`Html::into_string` or `as_str` is the only way the
/// app gets markup), never a string built by hand: through Leptos's `inner_html` or the DOM's
/// setters.
#[test]
fn the_app_sets_inner_html_only_from_html() {
    let mut wrong = Vec::new();
    for file in app_files() {
        let text = std::fs::read_to_string(&file.path).unwrap();
        for w in markup_not_from_html(&text) {
            wrong.push(format!("{}: {w}", file.path.display()));
        }
    }
    assert_eq!(wrong, Vec::<String>::new());
}

/// The markup check sees each setter, on one line or several.
#[test]
fn the_markup_check_sees_every_setter() {
    let text = "e.set_inner_html(markup.as_str());\n\
        root.set_inner_html(\n    \"<b>\",\n);\n\
        view! { <ul inner_html=move || list().into_string()></ul> <p inner_html=text></p> }\n\
        e.insert_adjacent_html(\"beforeend\", &format!(\"<i>{x}</i>\"));\n";
    assert_eq!(
        markup_not_from_html(text),
        [
            "line 5: inner_html=text",
            "line 2: set_inner_html(\"<b>\",",
            "line 6: insert_adjacent_html(\"beforeend\", &format!(\"<i>{x}</i>\")",
        ]
    );
}

/// The checks themselves can fail.
mod the_checks_can_fail {
    use super::*;

    fn file(module: &[&str], folder: bool) -> File {
        File {
            module: module.iter().map(|s| s.to_string()).collect(),
            path: PathBuf::new(),
            folder,
        }
    }

    #[test]
    fn a_grouped_use_tree_is_read_path_by_path() {
        let f = file(&["core", "advice", "bounds"], false);
        let code = "use super::{words::plural, super::standings::{self, Row}};\nlet x = crate::core::report::figure(1);";
        let named = paths_named(code, &f);
        let expect: Vec<Vec<String>> = [
            vec!["core", "advice", "words", "plural"],
            vec!["core", "standings"],
            vec!["core", "standings", "Row"],
            vec!["core", "report", "figure"],
        ]
        .iter()
        .map(|p| p.iter().map(|s| s.to_string()).collect())
        .collect();
        assert_eq!(named, expect);
    }

    #[test]
    fn a_circle_is_found_and_a_line_is_not() {
        let line = vec![BTreeSet::from([1]), BTreeSet::from([2]), BTreeSet::new()];
        assert_eq!(circles(&line), Vec::<Vec<usize>>::new());
        let circle = vec![
            BTreeSet::from([1]),
            BTreeSet::from([2]),
            BTreeSet::from([0]),
            BTreeSet::new(),
        ];
        assert_eq!(circles(&circle), vec![vec![0, 1, 2]]);
    }

    #[test]
    fn a_reexport_is_looked_through() {
        let files = vec![file(&["core"], true), file(&["core", "event"], false)];
        let mut map = BTreeMap::new();
        let s = |p: &[&str]| p.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        map.insert(s(&["core", "Event"]), s(&["core", "event", "Event"]));
        assert_eq!(
            file_of(&s(&["core", "Event", "new"]), &files, &map),
            Some(1)
        );
        assert_eq!(file_of(&s(&["core", "read_event"]), &files, &map), Some(0));
    }

    #[test]
    fn the_order_puts_the_event_below_the_standings() {
        assert!(rank("event") < rank("standings"));
        assert!(rank("standings") < rank("report"));
        assert_eq!(rank("json"), None);
    }
}

/// The `[[bin]]` entries of `Cargo.toml`, as (name, path).
fn cargo_bins(toml: &str) -> Vec<(String, String)> {
    let value = |line: &str, key: &str| {
        let rest = line
            .trim()
            .strip_prefix(key)?
            .trim_start()
            .strip_prefix('=')?;
        Some(rest.trim().trim_matches('"').to_string())
    };
    let mut bins = Vec::new();
    let mut in_bin = false;
    let (mut name, mut path) = (None, None);
    for line in toml.lines().chain(["["]) {
        if line.trim_start().starts_with('[') {
            if let (true, Some(n), Some(p)) = (in_bin, name.take(), path.take()) {
                bins.push((n, p));
            }
            in_bin = line.trim() == "[[bin]]";
            continue;
        }
        if in_bin {
            name = value(line, "name").or(name);
            path = value(line, "path").or(path);
        }
    }
    bins
}

/// Each `data-bin="…"` that `text` names.
fn named_bundles(text: &str) -> BTreeSet<String> {
    text.split("data-bin=\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .map(str::to_string)
        .collect()
}

/// The browser bundles are the `[[bin]]` entries outside `src/bin/` (the CLI): `index.html` names
/// exactly those, `scripts/test.sh` weighs each of them against its budget, and every bundle's
/// entry point is one of the entry points the layers set aside.
#[test]
fn the_bundles_of_index_html_are_the_bin_entries() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let read = |f: &str| std::fs::read_to_string(root.join(f)).unwrap();
    let bins = cargo_bins(&read("Cargo.toml"));
    assert!(bins
        .iter()
        .any(|(n, p)| n == "tiebreak" && p == "src/bin/tiebreak.rs"));
    let browser: BTreeSet<String> = bins
        .iter()
        .filter(|(_, p)| !p.starts_with("src/bin/"))
        .map(|(n, _)| n.clone())
        .collect();
    assert_eq!(named_bundles(&read("index.html")), browser, "index.html");
    let test_sh = read("scripts/test.sh");
    let weighed: BTreeSet<String> = test_sh
        .lines()
        .find_map(|l| l.trim().strip_prefix("for bundle in "))
        .map(|l| {
            l.trim_end_matches("; do")
                .split_whitespace()
                .map(str::to_string)
                .collect()
        })
        .unwrap_or_default();
    assert_eq!(weighed, browser, "scripts/test.sh's budget loop");
    for (name, path) in bins.iter().filter(|(n, _)| browser.contains(n)) {
        let file = path.trim_start_matches("src/");
        assert!(ENTRY_POINTS.contains(&file), "{name}'s entry point {path}");
    }
}

/// The `[[bin]]` reader finds each entry, whatever comes after it.
#[test]
fn the_bin_reader_reads_each_entry() {
    let toml = "[package]\nname = \"x\"\n\n[[bin]]\nname = \"a\"\npath = \"src/a.rs\"\n\n# c\n[[bin]]\npath = \"src/b.rs\"\nname = \"b\"\n[features]\nname = \"no\"\n";
    assert_eq!(
        cargo_bins(toml),
        [
            ("a".into(), "src/a.rs".into()),
            ("b".into(), "src/b.rs".into())
        ]
    );
    assert_eq!(
        named_bundles("<link data-bin=\"a\" /><link data-bin=\"b\" x=\"y\" />"),
        BTreeSet::from(["a".to_string(), "b".to_string()])
    );
}

/// The import graph for what a bundle reaches: [`graph`] without a folder's re-exports and
/// module declarations (`pub use event::Event;`, `pub mod advice;`). A path through a re-export
/// already leads to the file that defines the item ([`file_of`]), so a bundle that names
/// `core::Event` reaches `core/event.rs`, not every module `core/mod.rs` re-exports.
fn use_graph(files: &[File]) -> Vec<BTreeSet<usize>> {
    graph_of(files, without_reexports)
}

/// `code` without its re-exports and module declarations, each to its `;`.
fn without_reexports(code: &str) -> String {
    let mut out = String::new();
    let mut rest = code;
    loop {
        let next = ["pub use ", "pub(crate) use ", "pub mod ", "mod "]
            .iter()
            .filter_map(|m| {
                rest.match_indices(m)
                    .find(|&(at, _)| at == 0 || !ident_char(rest.as_bytes()[at - 1]))
            })
            .min();
        let Some((at, _)) = next else {
            out.push_str(rest);
            return out;
        };
        out.push_str(&rest[..at]);
        rest = rest[at..].split_once(';').map_or("", |(_, after)| after);
    }
}

/// The library files that a bundle's entry point reaches through the paths it names
/// (`tiebreak::app::view::start`), and every file those name in turn.
fn reach(entry_code: &str, files: &[File], graph: &[BTreeSet<usize>]) -> BTreeSet<usize> {
    let reexported = reexports(files);
    // The entry point names the library by its crate name; read it as `crate::`.
    let code = entry_code.replace("tiebreak::", "crate::");
    let root = File {
        module: Vec::new(),
        path: PathBuf::new(),
        folder: false,
    };
    let mut reached = BTreeSet::new();
    let mut todo: Vec<usize> = paths_named(&code, &root)
        .iter()
        .filter_map(|p| file_of(p, files, &reexported))
        .collect();
    while let Some(f) = todo.pop() {
        if reached.insert(f) {
            todo.extend(graph[f].iter().copied());
        }
    }
    reached
}

/// What each browser bundle must not reach: modules of the library (a prefix of the module's
/// path) and crates. The phone view and the advice are plain DOM and strings, without Leptos;
/// only the advice bundle carries the advice; the phone view and the check page carry no store.
const BUNDLE_LIMITS: &[(&str, &[&str], &[&str])] = &[
    // The organizer's app.
    (
        "main.rs",
        &["core::advice", "render::advice", "app::view"],
        &[],
    ),
    // The phone view of a players' link.
    (
        "view_main.rs",
        &["core::advice", "render::advice", "app::root", "app::state"],
        &["leptos"],
    ),
    // "Check my tiebreakers".
    (
        "check_main.rs",
        &[
            "core::advice",
            "render::advice",
            "store",
            "app::root",
            "app::state",
        ],
        &[],
    ),
    // The advice, loaded on demand.
    (
        "advice_main.rs",
        &["app", "store"],
        &["leptos", "web_sys", "gloo_storage"],
    ),
];

/// Each way a bundle breaks its limits: a forbidden module it reaches, or a file it reaches that
/// names a forbidden crate.
fn broken_limits(
    files: &[File],
    reached: &BTreeSet<usize>,
    modules: &[&str],
    crates: &[&str],
) -> Vec<String> {
    let mut out = Vec::new();
    for &f in reached {
        let file = &files[f];
        let name = file.name();
        for m in modules {
            let prefix: Vec<&str> = m.split("::").collect();
            if file.module.len() >= prefix.len()
                && file.module.iter().zip(&prefix).all(|(a, b)| a == b)
            {
                out.push(format!("reaches {name}"));
            }
        }
        let code = code(&file.path);
        for c in crates {
            if code.contains(&format!("{c}::")) {
                out.push(format!("reaches {c} through {name}"));
            }
        }
    }
    out
}

/// Each browser bundle reaches only what it is for ([`BUNDLE_LIMITS`]): the phone view never
/// reaches Leptos or the advice, the organizer's app never reaches the advice, and the advice
/// bundle never reaches the app.
#[test]
fn each_bundle_reaches_only_what_it_is_for() {
    let files = library();
    let graph = use_graph(&files);
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut problems = Vec::new();
    for (entry, modules, crates) in BUNDLE_LIMITS {
        let reached = reach(&code(&src.join(entry)), &files, &graph);
        assert!(reached.len() > 5, "{entry} reaches {} files", reached.len());
        for p in broken_limits(&files, &reached, modules, crates) {
            problems.push(format!("{entry} {p}"));
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

/// The reach check fails where it should: the phone view made to name the organizer's app
/// reaches Leptos and the advice call, and the organizer's app made to name the advice
/// renderer reaches the advice.
#[test]
fn the_reach_check_sees_a_bundle_that_reaches_too_far() {
    let files = library();
    let graph = use_graph(&files);
    let limits = |entry: &str| BUNDLE_LIMITS.iter().find(|(e, _, _)| *e == entry).unwrap();
    let (_, modules, crates) = limits("view_main.rs");
    let view = reach("fn main() { tiebreak::app::root::App(); }", &files, &graph);
    let broken = broken_limits(&files, &view, modules, crates);
    assert!(
        broken.iter().any(|p| p.starts_with("reaches leptos")),
        "{broken:?}"
    );
    let (_, modules, crates) = limits("main.rs");
    let app = reach(
        "fn main() { tiebreak::app::App(); tiebreak::render::advice::answer(); }",
        &files,
        &graph,
    );
    let broken = broken_limits(&files, &app, modules, crates);
    assert!(
        broken.contains(&"reaches core::advice".to_string()),
        "{broken:?}"
    );
    assert!(
        broken.contains(&"reaches render::advice".to_string()),
        "{broken:?}"
    );
    // The app itself does not reach the advice: the phone view's and the organizer's own paths.
    let app = reach("fn main() { tiebreak::app::App(); }", &files, &graph);
    assert!(broken_limits(&files, &app, modules, crates).is_empty());
    assert_eq!(
        without_reexports("pub mod a;\nmod b;\npub use a::{X, Y};\nfn f() { crate::c::g(); }"),
        "\n\n\nfn f() { crate::c::g(); }"
    );
}
