//! The layers of ARCHITECTURE.md ("The layers"), enforced on the code as it is. Each file of
//! `src/` is read as Rust with syn, its tests left out (`layers/read.rs` says how).
//!
//! - **No import circle** among the files of the library (`src/`, the bundles' and the CLI's
//!   entry points aside): each file is a node, each path it names (`crate::…`, `super::…`,
//!   `self::…`) an edge to the file that defines the item. A folder's `mod.rs` that re-exports an
//!   item is looked through, to the file that defines it.
//! - **The core in a strict order** (`CORE`): a module of `src/core` names only modules listed
//!   before it. Two modules of one layer do not get to import each other both ways: there is no
//!   allowance, so a new circle fails here even before the circle test sees it.
//! - **A module is named by its own path**: no path reaches a module through a re-export
//!   (`crate::core::event::Event` where `event` is `core::model::event`), and no `pub use`
//!   re-exports a module.
//! - **Inside the core, no module reaches another through `core/mod.rs`**: no
//!   `crate::core::Event` or `super::Event` that resolves through the facade's re-exports.
//! - **The renderers** name only the core and each other; neither names the DOM, storage, the
//!   terminal or the app.
//! - Every `inner_html` of the app is set from an `Html`.
//! - Each browser bundle reaches only what it is for, and `index.html`, `Cargo.toml`'s `[[bin]]`s
//!   and `scripts/test.sh`'s budget loop name the same bundles.
#![cfg(not(target_arch = "wasm32"))]

/// How a file is read: syn's items, `use` trees and paths, a macro's tokens.
#[path = "layers/read.rs"]
mod read;

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use read::{absolute, read, Named, Names, Use};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// The modules of the core by group, lowest first: the folder each is in (a module of its own
/// for `edit`, `share` and `advice`). A module may name only the modules listed before it; the
/// groups follow each other in ARCHITECTURE.md's order, so a group names only the groups before it.
const CORE: &[(&str, &str)] = &[
    // What every rule uses: `InputError` and `PlayerId` (a leaf), the words the sentences share (a
    // leaf), the exact numbers and the rulesets.
    ("base", "error words fraction ruleset"),
    // The event and its files: where a JSON reading error stopped (a leaf), the bounds, Unicode's
    // compositions (a table, a leaf) and the names,
    // a result, the log; an `Event` holds its `Playoff`, its log and its penalties, and the
    // standings a platform published sit beside it; `Event::validate` checks them together; then
    // the formats (the archive: Melee's events) and the generated test events.
    (
        "model",
        "json_path limits compose_table names game_result log playoff published event validate csv file archive generate",
    ),
    // The standings, every figure in words, what a platform's file lacks, the published standings
    // against them, what the published figures settle about a file (shared names, stages), and
    // "Check my tiebreakers" (typed records explained with `report`).
    ("tiebreakers", "standings report gaps audit reading check"),
    // The pairing, the round view (it pairs and reads the standings' points), and "Why was I
    // paired with them?", a sentence per table.
    ("pairing", "pairing round_view why"),
    // Every change to an event, made on a copy, logged and validated (it pairs through
    // `round_view`); the players' link; "What do I need?".
    ("edit", "edit"),
    ("share", "share"),
    ("advice", "advice"),
];

/// The folders of `src/core` that hold a group of modules.
const GROUP_FOLDERS: &[&str] = &["base", "model", "tiebreakers"];

/// Paths that no file of the core or the renderers may name (a path naming one of them, or
/// something inside it).
const FORBIDDEN: &str =
    "leptos web_sys js_sys gloo gloo_storage wasm_bindgen wasm_bindgen_futures \
    std::fs std::env std::process crate::app crate::store";

/// The entry points of the browser bundles and of the CLI: crates of their own that use the
/// library by its name, so no circle can pass through them.
const ENTRY_POINTS: &[&str] = &[
    "main.rs",
    "view_main.rs",
    "check_main.rs",
    "advice_main.rs",
    "import_main.rs",
    "bin",
];

/// A file of the library, as a module path (`core::advice::bounds`; `[]` for lib.rs).
#[derive(Debug)]
struct File {
    module: Names,
    path: PathBuf,
    /// A folder's `mod.rs` (or lib.rs): its `self::` is its own module, and it may re-export.
    folder: bool,
    named: Named,
}

impl File {
    fn new(module: &[&str], folder: bool, text: &str) -> File {
        let module: Names = module.iter().map(|s| s.to_string()).collect();
        let named = read(&module, text);
        File {
            module,
            path: PathBuf::new(),
            folder,
            named,
        }
    }

    fn name(&self) -> String {
        match self.module.is_empty() {
            true => "lib".into(),
            false => self.module.join("::"),
        }
    }

    /// Where a `use` leaf points, absolute: `crate::`, `super::` and `self::` paths, and a
    /// path through a module the file declares (`use answers::eligible`); none for a crate.
    fn use_target(&self, u: &Use) -> Option<Names> {
        absolute(&self.module, &u.path).or_else(|| {
            let head = u.path.first()?;
            self.named
                .children
                .contains(head)
                .then(|| [self.module.clone(), u.path.clone()].concat())
        })
    }

    /// Every path of the crate the file names, its `use` items included.
    fn all_paths(&self) -> Vec<Names> {
        let uses = self.named.uses.iter().filter_map(|u| self.use_target(u));
        uses.chain(self.named.paths.iter().cloned()).collect()
    }
}

/// The library's files, and what each folder's `use` items make a name of: the module's path
/// with the name (`core::Event`), to the path it stands for (`core::model::event::Event`).
struct Lib {
    files: Vec<File>,
    reexports: BTreeMap<Names, Names>,
}

impl Lib {
    /// The library of `files`, without the files its folders declare for tests only.
    fn of(mut files: Vec<File>) -> Lib {
        let tests: BTreeSet<Names> = files
            .iter()
            .flat_map(|f| {
                let module = f.module.clone();
                f.named
                    .test_children
                    .iter()
                    .map(move |c| [module.clone(), vec![c.clone()]].concat())
            })
            .collect();
        files.retain(|f| !tests.contains(&f.module));
        let mut reexports = BTreeMap::new();
        for file in files.iter().filter(|f| f.folder) {
            for u in &file.named.uses {
                if let (Some(name), Some(target)) = (&u.name, file.use_target(u)) {
                    let key = [file.module.clone(), vec![name.clone()]].concat();
                    reexports.insert(key, target);
                }
            }
        }
        Lib { files, reexports }
    }

    /// The file that defines what `path` names: the longest module path that is a prefix of it,
    /// looking through a folder's `use` items.
    fn file_of(&self, path: &[String]) -> Option<usize> {
        self.follow(path, |_| false).ok()
    }

    /// The first module named through a `use` on the way to what `path` names, as (the name
    /// used, the module's own path).
    fn module_alias(&self, path: &[String]) -> Option<(Names, Names)> {
        self.follow(path, |t| self.files.iter().any(|f| f.module == t))
            .err()?
    }

    /// Follows `path` to its file, through the folders' `use` items; stops with the name used
    /// and its target at the first target that `stop` accepts.
    fn follow(
        &self,
        path: &[String],
        stop: impl Fn(&[String]) -> bool,
    ) -> Result<usize, Option<(Names, Names)>> {
        let mut path = path.to_vec();
        for _ in 0..8 {
            let (index, file) = self
                .files
                .iter()
                .enumerate()
                .filter(|(_, f)| path.starts_with(&f.module))
                .max_by_key(|(_, f)| f.module.len())
                .ok_or(None)?;
            if file.folder && path.len() > file.module.len() {
                let key = path[..=file.module.len()].to_vec();
                if let Some(target) = self.reexports.get(&key) {
                    if stop(target) {
                        return Err(Some((key, target.clone())));
                    }
                    let next = [target.clone(), path[key.len()..].to_vec()].concat();
                    if next != path {
                        path = next;
                        continue;
                    }
                }
            }
            return Ok(index);
        }
        Err(None)
    }

    /// The import graph: for each file, the files it names (itself left out). Without
    /// `reexports`, a folder's `pub use` items are left out: a path through a re-export already
    /// leads to the file that defines the item, so a bundle that names `core::Event` reaches
    /// `core/model/event.rs`, not every module `core/mod.rs` re-exports.
    fn graph(&self, reexports: bool) -> Vec<BTreeSet<usize>> {
        let graph = self.files.iter().enumerate().map(|(me, file)| {
            let mut named: BTreeSet<usize> = file
                .named
                .paths
                .iter()
                .filter_map(|p| self.file_of(p))
                .collect();
            for u in &file.named.uses {
                if u.public && file.folder && !reexports {
                    continue;
                }
                if let Some(f) = file.use_target(u).and_then(|t| self.file_of(&t)) {
                    named.insert(f);
                }
            }
            named.remove(&me);
            named
        });
        graph.collect()
    }
}

/// Every file of the library under `src/`.
fn library() -> Lib {
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
                walk(&path, &[module, &[name]].concat(), out);
            } else if let Some(stem) = name.strip_suffix(".rs") {
                let folder = stem == "mod" || (module.is_empty() && stem == "lib");
                let mut m = module.to_vec();
                if !folder {
                    m.push(stem.to_string());
                }
                let named = read(&m, &std::fs::read_to_string(&path).unwrap());
                out.push(File {
                    module: m,
                    path,
                    folder,
                    named,
                });
            }
        }
    }
    let mut out = Vec::new();
    walk(&src(), &[], &mut out);
    Lib::of(out)
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

/// The circles of a graph: each set of more than one node that all reach each other.
fn circles(graph: &[BTreeSet<usize>]) -> Vec<Vec<usize>> {
    let reach = |from: usize| {
        let (mut seen, mut todo) = (BTreeSet::new(), vec![from]);
        while let Some(v) = todo.pop() {
            todo.extend(graph[v].iter().filter(|&&u| seen.insert(u)));
        }
        seen
    };
    let reached: Vec<BTreeSet<usize>> = (0..graph.len()).map(reach).collect();
    let mut found: Vec<Vec<usize>> = Vec::new();
    for v in 0..graph.len() {
        let circle: Vec<usize> = reached[v]
            .iter()
            .copied()
            .filter(|&u| reached[u].contains(&v))
            .collect();
        if circle.len() > 1 && !found.iter().any(|c| c.contains(&v)) {
            found.push(circle);
        }
    }
    found
}

/// The place of a core module in `CORE`.
fn rank(module: &str) -> Option<usize> {
    let modules = CORE.iter().flat_map(|(_, ms)| ms.split_whitespace());
    modules.into_iter().position(|m| m == module)
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
    let mut groups = CORE.iter();
    groups
        .find(|(_, ms)| ms.split_whitespace().any(|m| m == module))
        .map(|(g, _)| *g)
}

/// Each forbidden path ([`FORBIDDEN`]) that a file names.
fn forbidden(file: &File) -> Vec<String> {
    let mut out = BTreeSet::new();
    for path in &file.named.written {
        for f in FORBIDDEN.split_whitespace() {
            let f: Vec<&str> = f.split("::").collect();
            if path.len() >= f.len() && path.iter().zip(&f).all(|(a, b)| a == b) {
                out.insert(format!("{} names {}", file.name(), f.join("::")));
            }
        }
    }
    out.into_iter().collect()
}

#[test]
fn no_import_circle_among_the_files_of_src() {
    let lib = library();
    let found: Vec<Vec<String>> = circles(&lib.graph(true))
        .into_iter()
        .map(|c| c.into_iter().map(|i| lib.files[i].name()).collect())
        .collect();
    assert_eq!(
        found,
        Vec::<Vec<String>>::new(),
        "files that import each other, around a circle"
    );
}

#[test]
fn every_core_module_has_a_place_and_the_places_are_in_layer_order() {
    for file in library().files {
        if let Some(m) = core_module(&file) {
            assert!(
                rank(m).is_some(),
                "src/core/{m} has no place: add it to CORE here and to ARCHITECTURE.md"
            );
        }
    }
    let groups: Vec<&str> = CORE.iter().map(|(g, _)| *g).collect();
    let order = "base model tiebreakers pairing edit share advice";
    assert_eq!(groups, order.split(' ').collect::<Vec<_>>());
}

/// Each module of the core is in its group's folder: `src/core/model/event.rs`, not
/// `src/core/event.rs`.
#[test]
fn each_core_module_is_in_its_groups_folder() {
    for file in library().files {
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

/// Each way the core's files break the order: a module that names one not below it, the
/// facade's own items, anything outside the core, or a forbidden path.
fn core_out_of_order(lib: &Lib) -> Vec<String> {
    let graph = lib.graph(true);
    let mut wrong = Vec::new();
    for (i, file) in lib.files.iter().enumerate() {
        let Some(mine) = core_module(file) else {
            continue;
        };
        let Some(my_rank) = rank(mine) else { continue };
        for &j in &graph[i] {
            let other = &lib.files[j];
            let (me, them) = (file.name(), other.name());
            match core_module(other) {
                Some(theirs) if theirs == mine => {}
                Some(theirs) => match rank(theirs) {
                    Some(r) if r < my_rank => {}
                    _ => wrong.push(format!("{me} names {them}, not below it")),
                },
                // The facade's own items (`core::read_event`) sit above every module.
                None if other.module == ["core"] => {
                    wrong.push(format!("{me} names the facade's own items"))
                }
                None => wrong.push(format!("{me} names {them}, outside the core")),
            }
        }
        wrong.extend(forbidden(file));
    }
    wrong
}

#[test]
fn the_core_imports_only_downward() {
    assert_eq!(core_out_of_order(&library()), Vec::<String>::new());
}

#[test]
fn the_renderers_sit_above_the_core_and_below_the_app() {
    let lib = library();
    let graph = lib.graph(true);
    let mut wrong = Vec::new();
    for (i, file) in lib.files.iter().enumerate() {
        if file.module.first().is_none_or(|m| m != "render") {
            continue;
        }
        for &j in &graph[i] {
            let top = lib.files[j].module.first().map(String::as_str);
            if !matches!(top, Some("core" | "render")) {
                wrong.push(format!("{} names {}", file.name(), lib.files[j].name()));
            }
        }
        wrong.extend(forbidden(file));
    }
    assert_eq!(wrong, Vec::<String>::new());
}

/// Each module named by a path other than its own: a path through a `use` that stands for a
/// module (`core::event::Event` for `core::model::event::Event`), and a `pub use` of a module.
fn misnamed_modules(lib: &Lib) -> Vec<String> {
    let mut wrong = BTreeSet::new();
    let module = |t: &Names| lib.files.iter().any(|f| &f.module == t);
    for file in &lib.files {
        for path in file.all_paths() {
            if let Some((alias, own)) = lib.module_alias(&path) {
                let (alias, own) = (alias.join("::"), own.join("::"));
                wrong.insert(format!("{} names {own} as {alias}", file.name()));
            }
        }
        for u in file.named.uses.iter().filter(|u| u.public) {
            if let Some(target) = file.use_target(u).filter(module) {
                let target = target.join("::");
                wrong.insert(format!("{} re-exports the module {target}", file.name()));
            }
        }
    }
    wrong.into_iter().collect()
}

#[test]
fn each_module_is_named_by_its_own_path() {
    assert_eq!(misnamed_modules(&library()), Vec::<String>::new());
}

/// Each path of a core file (`core/mod.rs` aside) that reaches an item through `core/mod.rs`'s
/// `use` items (`crate::core::Event`, `super::Fraction`), instead of where the item lives.
fn through_the_facade(lib: &Lib) -> Vec<String> {
    let mut wrong = BTreeSet::new();
    for file in &lib.files {
        if file.module.first().is_none_or(|m| m != "core") || file.module.len() < 2 {
            continue;
        }
        for path in file.all_paths() {
            if path.len() >= 2 && path[0] == "core" && lib.reexports.contains_key(&path[..2]) {
                let (name, path) = (file.name(), path.join("::"));
                wrong.insert(format!("{name} names {path} through core/mod.rs"));
            }
        }
    }
    wrong.into_iter().collect()
}

#[test]
fn no_core_module_reaches_another_through_core_mod_rs() {
    assert_eq!(through_the_facade(&library()), Vec::<String>::new());
}

/// Each `pub use` of a file of the library (`core/mod.rs`, the façade, aside) that re-exports
/// what another module defines: an item outside the file's own child modules. A folder's `mod.rs`
/// may show its children's items; `model/event.rs` may not show `base/error.rs`'s `InputError`,
/// nor `render/html.rs` `render/markup.rs`'s `Html`, which would then have two paths.
fn foreign_reexports(file: &File) -> Vec<String> {
    if file.module == ["core"] {
        return Vec::new();
    }
    let mut wrong = Vec::new();
    for u in file.named.uses.iter().filter(|u| u.public) {
        let Some(target) = file.use_target(u) else {
            continue;
        };
        let own = file.named.children.iter().any(|c| {
            target.len() > file.module.len() + 1
                && target.starts_with(&file.module)
                && target[file.module.len()] == *c
        });
        if !own {
            wrong.push(format!("{} re-exports {}", file.name(), target.join("::")));
        }
    }
    wrong
}

#[test]
fn no_module_but_the_facade_re_exports_what_another_defines() {
    let wrong: Vec<String> = library().files.iter().flat_map(foreign_reexports).collect();
    assert_eq!(wrong, Vec::<String>::new());
}

/// The ways to set markup that the app might use: Leptos's `inner_html` attribute and the DOM's
/// setters (a call).
const MARKUP_SETTERS: &[&str] = &["inner_html", "outer_html"];
const MARKUP_CALLS: &[&str] = &["set_inner_html", "set_outer_html", "insert_adjacent_html"];

/// Each place in `text` that sets markup from anything but an `Html` (`Html::into_string` or
/// `Html::as_str`), as its line, the setter and its value's tokens: an attribute's up to the
/// tag's `>`, a call's arguments.
fn markup_not_from_html(text: &str) -> Vec<String> {
    fn walk(tokens: TokenStream, wrong: &mut Vec<String>) {
        let t: Vec<TokenTree> = tokens.into_iter().collect();
        for (i, token) in t.iter().enumerate() {
            let value: Vec<TokenTree> = match (token, t.get(i + 1)) {
                (TokenTree::Group(g), _) => {
                    walk(g.stream(), wrong);
                    continue;
                }
                (TokenTree::Ident(id), Some(TokenTree::Punct(p)))
                    if MARKUP_SETTERS.iter().any(|s| id == s) && p.as_char() == '=' =>
                {
                    let value = t[i + 2..].iter();
                    let tag_end =
                        |v: &&TokenTree| !matches!(v, TokenTree::Punct(p) if p.as_char() == '>');
                    value.take_while(tag_end).cloned().collect()
                }
                (TokenTree::Ident(id), Some(TokenTree::Group(g)))
                    if MARKUP_CALLS.iter().any(|s| id == s)
                        && g.delimiter() == Delimiter::Parenthesis =>
                {
                    g.stream().into_iter().collect()
                }
                _ => continue,
            };
            let from_html = value.iter().any(
                |v| matches!(v, TokenTree::Ident(id) if id == "into_string" || id == "as_str"),
            );
            if !from_html {
                let line = token.span().start().line;
                let value: TokenStream = value.into_iter().collect();
                wrong.push(format!("line {line}: {token} {value}"));
            }
        }
    }
    let mut wrong = Vec::new();
    walk(text.parse().unwrap(), &mut wrong);
    wrong
}

/// Every markup the app sets is an `Html` (`Html::into_string` or `as_str` is the only way the
/// app gets markup), never a string built by hand: through Leptos's `inner_html` or the DOM's
/// setters.
#[test]
fn the_app_sets_inner_html_only_from_html() {
    let mut wrong = Vec::new();
    for file in library().files {
        if file.module.first().is_some_and(|m| m == "app") {
            let text = std::fs::read_to_string(&file.path).unwrap();
            for w in markup_not_from_html(&text) {
                wrong.push(format!("{}: {w}", file.path.display()));
            }
        }
    }
    assert_eq!(wrong, Vec::<String>::new());
}

/// The `[[bin]]` entries of `Cargo.toml`, as (name, path).
fn cargo_bins(text: &str) -> Vec<(String, String)> {
    let manifest: toml::Table = text.parse().unwrap();
    let bins = manifest.get("bin").and_then(toml::Value::as_array);
    let field = |b: &toml::Value, key: &str| b[key].as_str().unwrap().to_string();
    let bins = bins.into_iter().flatten();
    bins.map(|b| (field(b, "name"), field(b, "path"))).collect()
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
    assert_eq!(browser.len(), 5, "{browser:?}");
    assert_eq!(named_bundles(&read("index.html")), browser, "index.html");
    let test_sh = read("scripts/test.sh");
    let weighed: BTreeSet<String> = test_sh
        .lines()
        .find_map(|l| l.trim().strip_prefix("for bundle in "))
        .map(|l| {
            let l = l.trim_end_matches("; do");
            l.split_whitespace().map(str::to_string).collect()
        })
        .unwrap_or_default();
    assert_eq!(weighed, browser, "scripts/test.sh's budget loop");
    for (name, path) in bins.iter().filter(|(n, _)| browser.contains(n)) {
        let file = path.trim_start_matches("src/");
        assert!(ENTRY_POINTS.contains(&file), "{name}'s entry point {path}");
    }
}

/// The library files that a bundle's entry point reaches through the paths it names
/// (`tiebreak::app::view::start`), and every file those name in turn.
fn reach(entry_code: &str, lib: &Lib, graph: &[BTreeSet<usize>]) -> BTreeSet<usize> {
    // The entry point names the library by its crate name.
    let named = read(&[], entry_code);
    let mut todo: Vec<usize> = named
        .written
        .iter()
        .filter(|p| p.first().is_some_and(|h| h == "tiebreak"))
        .filter_map(|p| lib.file_of(&p[1..]))
        .collect();
    let mut reached = BTreeSet::new();
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
const BUNDLE_LIMITS: &[(&str, &str, &str)] = &[
    // The organizer's app.
    (
        "main.rs",
        "core::advice render::advice render::import app::view",
        "",
    ),
    // The phone view of a players' link.
    (
        "view_main.rs",
        "core::advice render::advice app::root app::state",
        "leptos",
    ),
    // "Check my tiebreakers".
    (
        "check_main.rs",
        "core::advice render::advice store app::root app::state",
        "",
    ),
    // The advice, loaded on demand.
    (
        "advice_main.rs",
        "app store render::import",
        "leptos web_sys gloo_storage",
    ),
    // The import, loaded on demand.
    (
        "import_main.rs",
        "app store core::advice render::advice",
        "leptos web_sys gloo_storage",
    ),
];

/// Each way a bundle breaks its limits: a forbidden module it reaches, or a file it reaches that
/// names a forbidden crate.
fn broken_limits(lib: &Lib, reached: &BTreeSet<usize>, modules: &str, crates: &str) -> Vec<String> {
    let mut out = Vec::new();
    for &f in reached {
        let file = &lib.files[f];
        let name = file.name();
        for m in modules.split_whitespace() {
            let prefix: Vec<&str> = m.split("::").collect();
            if file.module.len() >= prefix.len()
                && file.module.iter().zip(&prefix).all(|(a, b)| a == b)
            {
                out.push(format!("reaches {name}"));
            }
        }
        for c in crates.split_whitespace() {
            if file.named.written.iter().any(|p| p.len() > 1 && p[0] == c) {
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
    let lib = library();
    let graph = lib.graph(false);
    let mut problems = Vec::new();
    for (entry, modules, crates) in BUNDLE_LIMITS {
        let text = std::fs::read_to_string(src().join(entry)).unwrap();
        let reached = reach(&text, &lib, &graph);
        assert!(reached.len() > 5, "{entry} reaches {} files", reached.len());
        for p in broken_limits(&lib, &reached, modules, crates) {
            problems.push(format!("{entry} {p}"));
        }
    }
    assert!(problems.is_empty(), "{problems:#?}");
}

/// The checks themselves can fail.
mod the_checks_can_fail {
    use super::*;

    fn joined(paths: Vec<Names>) -> Vec<String> {
        paths.iter().map(|p| p.join("::")).collect()
    }

    /// The reader sees code placed after a test module, and no test code, comment or string.
    #[test]
    fn the_layers_read_code_after_a_test_module() {
        let text = "use crate::core::model::event;\n\
            #[cfg(test)]\n\
            mod tests {\n    use crate::app::state;\n    fn f() { let s = \"}}\"; }\n}\n\
            // use crate::store::comment;\n\
            /// `crate::store::doc`\n\
            use crate::core::base::fraction;\n\
            #[cfg(test)]\n\
            use crate::store::only_in_tests;\n\
            impl X {\n    #[cfg(test)]\n    fn t() { crate::store::g(); }\n}\n\
            pub fn after() { let s = \"crate::store::s\"; format!(\"{}\", crate::render::x()); }\n";
        let paths = joined(File::new(&["core", "edit"], false, text).all_paths());
        assert_eq!(
            paths,
            ["core::model::event", "core::base::fraction", "render::x"]
        );
    }

    #[test]
    fn a_grouped_use_tree_is_read_path_by_path() {
        let text = "use super::{words::plural, super::standings::{self, Row}, x as y};\n\
             fn f() { let x = crate::core::report::figure(1); }\n\
             mod inner { use super::z; }";
        let f = File::new(&["core", "advice", "bounds"], false, text);
        let expect = "core::advice::words::plural core::standings core::standings::Row \
            core::advice::x core::report::figure core::advice::bounds::z";
        assert_eq!(joined(f.all_paths()), expect.split(' ').collect::<Vec<_>>());
        assert_eq!(f.named.uses[3].name.as_deref(), Some("y"));
    }

    #[test]
    fn a_re_export_of_another_modules_item_is_found() {
        let event = "pub use crate::core::base::error::InputError;\n\
            pub(crate) use super::names::NameMap;\nuse crate::core::base::error::PlayerId;";
        let f = File::new(&["core", "model", "event"], false, event);
        assert_eq!(
            foreign_reexports(&f),
            [
                "core::model::event re-exports core::base::error::InputError",
                "core::model::event re-exports core::model::names::NameMap"
            ]
        );
        // A folder's mod.rs showing its own children's items is its to show.
        let folder = "mod read;\npub use read::read_event_json;\npub use self::read::Verdicts;";
        let f = File::new(&["core", "model", "file"], true, folder);
        assert_eq!(foreign_reexports(&f), Vec::<String>::new());
        // The façade is the one place that shows everything.
        let facade = File::new(
            &["core"],
            true,
            "pub use base::error::InputError;\nmod base;",
        );
        assert_eq!(foreign_reexports(&facade), Vec::<String>::new());
    }

    #[test]
    fn a_circle_is_found_and_a_line_is_not() {
        let line = vec![BTreeSet::from([1]), BTreeSet::from([2]), BTreeSet::new()];
        assert_eq!(circles(&line), Vec::<Vec<usize>>::new());
        let circle = [[1], [2], [0]].map(BTreeSet::from).to_vec();
        assert_eq!(
            circles(&[circle, vec![BTreeSet::new()]].concat()),
            [[0, 1, 2]]
        );
    }

    /// A core: `core/mod.rs` with `facade` as its text (and a file of tests), the event in
    /// `core/model/event.rs`, and `core/edit.rs` with `edit` as its text.
    fn core(facade: &str, edit: &str) -> Lib {
        let facade = format!("pub mod model; pub mod edit; {facade}\n#[cfg(test)]\nmod tests;");
        Lib::of(vec![
            File::new(&[], true, "pub mod core;"),
            File::new(&["core"], true, &facade),
            File::new(&["core", "model"], true, "pub mod event;"),
            File::new(&["core", "model", "event"], false, "pub struct Event;"),
            File::new(&["core", "edit"], false, edit),
            File::new(&["core", "tests"], false, "use crate::core::Event;"),
        ])
    }

    #[test]
    fn a_reexport_is_looked_through() {
        let lib = core("pub use model::event::Event;", "");
        let path = |p: &str| p.split("::").map(str::to_string).collect::<Vec<_>>();
        assert_eq!(lib.file_of(&path("core::Event::new")), Some(3));
        assert_eq!(lib.file_of(&path("core::read_event")), Some(1));
        // The file of tests that `core/mod.rs` declares is not read.
        assert_eq!(lib.files.len(), 5);
    }

    #[test]
    fn the_order_puts_the_event_below_the_standings() {
        assert!(rank("event") < rank("standings"));
        assert!(rank("standings") < rank("report"));
        assert_eq!(rank("json"), None);
    }

    #[test]
    fn a_core_module_that_names_one_above_it_or_the_app_is_refused() {
        let event = "use crate::core::edit::Edit;";
        let edit = "pub struct Edit; fn f() { std::fs::read(\"\"); }";
        let lib = Lib::of(vec![
            File::new(&["core", "model", "event"], false, event),
            File::new(&["core", "edit"], false, edit),
        ]);
        let expect = [
            "core::model::event names core::edit, not below it",
            "core::edit names std::fs",
        ];
        assert_eq!(core_out_of_order(&lib), expect);
    }

    #[test]
    fn a_module_named_through_a_reexport_is_refused() {
        let facade = "pub use model::event; pub use model::event::Event;";
        let edit = "use crate::core::event::Event;\nuse super::model::event::Event;";
        let expect = [
            "core re-exports the module core::model::event",
            "core::edit names core::model::event as core::event",
        ];
        assert_eq!(misnamed_modules(&core(facade, edit)), expect);
        // Named where it lives, and re-exported as an item: no module misnamed.
        let lib = core("pub use model::event::Event;", "use super::model::event;");
        assert_eq!(misnamed_modules(&lib), Vec::<String>::new());
    }

    #[test]
    fn a_core_module_that_names_an_item_of_core_mod_rs_is_refused() {
        let facade = "pub use model::event::Event; use model::event::Event as E;";
        let edit = "use super::Event;\n\
            fn f() { let _ = crate::core::E; crate::core::model::event::Event; }";
        let expect = [
            "core::edit names core::E through core/mod.rs",
            "core::edit names core::Event through core/mod.rs",
        ];
        assert_eq!(through_the_facade(&core(facade, edit)), expect);
        // Outside the core, a path through the facade is the public API.
        let lib = Lib::of(vec![
            File::new(&["core"], true, facade),
            File::new(&["render", "text"], false, "use crate::core::Event;"),
        ]);
        assert_eq!(through_the_facade(&lib), Vec::<String>::new());
    }

    /// The markup check sees each setter, on one line or several, and inside a `view!`.
    #[test]
    fn the_markup_check_sees_every_setter() {
        let text = "e.set_inner_html(markup.as_str());\n\
            root.set_inner_html(\n    \"<b>\",\n);\n\
            view! { <ul inner_html=move || list().into_string()></ul> <p inner_html=text></p> }\n\
            e.insert_adjacent_html(\"beforeend\", &format!(\"<i>{x}</i>\"));\n";
        let expect = [
            "line 2: set_inner_html \"<b>\" ,",
            "line 5: inner_html text",
            "line 6: insert_adjacent_html \"beforeend\" , & format ! (\"<i>{x}</i>\")",
        ];
        assert_eq!(markup_not_from_html(text), expect);
    }

    /// The `[[bin]]` reader finds each entry, whatever comes after it.
    #[test]
    fn the_bin_reader_reads_each_entry() {
        let toml = "[package]\nname = \"x\"\n\n[[bin]]\nname = \"a\"\npath = \"src/a.rs\"\n\n\
            # c\n[[bin]]\npath = \"src/b.rs\"\nname = \"b\"\n[features]\nname = []\n";
        let bins = [("a", "src/a.rs"), ("b", "src/b.rs")];
        assert_eq!(cargo_bins(toml), bins.map(|(n, p)| (n.into(), p.into())));
        let html = "<link data-bin=\"a\" /><link data-bin=\"b\" x=\"y\" />";
        assert_eq!(
            named_bundles(html),
            BTreeSet::from(["a".into(), "b".into()])
        );
    }

    /// The reach check fails where it should: the phone view made to name the organizer's app
    /// reaches Leptos and the advice call, and the organizer's app made to name the advice
    /// renderer reaches the advice.
    #[test]
    fn the_reach_check_sees_a_bundle_that_reaches_too_far() {
        let lib = library();
        let graph = lib.graph(false);
        let limits = |entry: &str| BUNDLE_LIMITS.iter().find(|(e, _, _)| *e == entry).unwrap();
        let (_, modules, crates) = limits("view_main.rs");
        let view = reach("fn main() { tiebreak::app::root::App(); }", &lib, &graph);
        let broken = broken_limits(&lib, &view, modules, crates);
        let leptos = broken.iter().any(|p| p.starts_with("reaches leptos"));
        assert!(leptos, "{broken:?}");
        let (_, modules, crates) = limits("main.rs");
        let main = "fn main() { tiebreak::app::App(); tiebreak::render::advice::answer(); }";
        let broken = broken_limits(&lib, &reach(main, &lib, &graph), modules, crates);
        for module in ["core::advice", "render::advice"] {
            assert!(broken.contains(&format!("reaches {module}")), "{broken:?}");
        }
        // The app itself does not reach the advice: the phone view's and the organizer's own paths.
        let app = reach("fn main() { tiebreak::app::App(); }", &lib, &graph);
        assert!(broken_limits(&lib, &app, modules, crates).is_empty());
        // A bundle's graph leaves a folder's re-exports out; the circle graph keeps them.
        let facade = "pub mod a;\nmod b;\npub use a::{X, Y};\nfn f() { crate::c::g(); }";
        let (a, c) = (
            File::new(&["m", "a"], false, ""),
            File::new(&["c"], false, ""),
        );
        let lib = Lib::of(vec![File::new(&["m"], true, facade), a, c]);
        assert_eq!(lib.graph(false)[0], BTreeSet::from([2]));
        assert_eq!(lib.graph(true)[0], BTreeSet::from([1, 2]));
    }
}
