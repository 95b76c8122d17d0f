//! The docs name only what exists: every repository path and every Rust name quoted in
//! backticks in README.md, ARCHITECTURE.md and the comments of `src/` (`//`, `//!` and `///`
//! lines) is checked against the repository and the code. A failure lists every false token
//! with its file and line, in one list.
//!
//! What is read: the code spans (`` `x` ``) outside fenced code blocks (```` ``` ````, in the
//! Markdown files and in doc comments alike). A span with a space, a quote or one of
//! `= , | { } [ ] < > % @ $ & ; … *` in it is a phrase, a command, a glob or code, and is not
//! read. Nor is a CLI flag (`-…`), an address of the app (`#/…`) or a URL (`…://…`).
//!
//! **A path** is a span with a `/` or ending in a known extension (`.rs`, `.md`, `.json`, …;
//! [`EXTENSIONS`]), a line number after it (`file.rs:12`) dropped. It must be a file or folder
//! of the repository: from its root (`src/core/model/file.rs`, `tests/data/`), or as the end of
//! one (the usual shorthand: `model/file.rs`, `store/index.rs`, `json_path.rs`). A path under
//! `../shared/` or `shared/` names the sibling folder `../shared` of the repository (the rules
//! and cases the tests were built from); on a fresh clone, where it is absent, those are not
//! checked. Build outputs (`target/`, `dist/`, `node_modules/`), absolute paths and fractions
//! (`33/100`) are not paths of the repository.
//!
//! **A Rust name** is a span that is a path of identifiers (`core::model::event`,
//! `Event::validate`), a `CamelCase` name, a `SCREAMING_CASE` or `snake_case` name with an
//! underscore, or a call (`compute()`, `.into_string()`, `read_csv(..)`). Its first identifier
//! must be known: defined in `src/`, `tests/` or `benches/` (a fn, method, parameter, struct,
//! enum, variant, trait, type, const, static, mod, field or macro, read with syn), imported
//! there by a `use`, or called there as a method (a dependency's: `.raw()`). Each identifier
//! after it must be held by the one before: a module's items (and what it imports), a type's
//! fields and methods, an enum's variants, a trait's methods (`core::read_event`,
//! `Fraction::at_least`, `Gaps::reach`). A path that starts with a dependency's name
//! (`serde_json::…`, from Cargo.toml), a primitive (`u32::MAX`) or `std`, or with a name
//! imported from a dependency, is the dependency's and is not checked; nor are the prelude's
//! names ([`PRELUDE`]). A bare word without an underscore (`melee`, `compute`) is not read as a
//! name: it is as often a ruleset, a JSON value or a word of the rules. The JSON fields the docs
//! quote are the fields of serde types, so they are names; the few spans that look like code and
//! are not ([`NOT_CODE`]: the archive's JSON keys, a player's name in an example, a CSV column)
//! are listed.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use syn::visit::{self, Visit};

/// The extensions that make a span a file's name.
const EXTENSIONS: &[&str] = &[
    "rs", "md", "sh", "ts", "mjs", "js", "json", "toml", "html", "css", "csv", "png", "svg", "txt",
    "lock", "yml", "yaml",
];

/// The standard library's names that need no `use`.
const PRELUDE: &str = "Option Some None Result Ok Err String Vec Box Default Iterator From Into \
    Clone Copy Debug Display PartialEq Eq PartialOrd Ord Hash Send Sync Self";

/// The crates and types that come with the language.
const PRIMITIVES: &str = "std alloc u8 u16 u32 u64 u128 usize i8 i16 i32 i64 i128 isize f32 f64 \
    bool char str";

/// Spans that look like code and are not: the open tournament-data archive's JSON keys, a
/// platform's name, players and an infraction in examples, a browser API, an environment
/// variable, Leptos's and serde's attributes, the match CSV's columns, a JSON field written as
/// `<field>_display`, and nginx's module.
const NOT_CODE: &str = "Tournament Name Date Uri Formats Rounds Standings Decks Player1 Player2 \
    Quarterfinals Semifinals Finals Melee Ann Bo Cy Dee Chuck Tardiness CompressionStream \
    PROPTEST_CASES inner_html deny_unknown_fields player_a player_b omw_display ngx_brotli";

/// The repository's root.
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// What the docs may name: the repository's files and folders (as paths from its root), the
/// code's names, and the dependencies' crate names.
struct Known {
    paths: BTreeSet<String>,
    /// The names of the repository's folders (`src`, `core`, `model`).
    folders: BTreeSet<String>,
    names: BTreeSet<String>,
    members: BTreeSet<(String, String)>,
    macro_items: BTreeSet<String>,
    /// Crates (`serde_json`, `std`) and names imported from them (`HashMap`).
    external: BTreeSet<String>,
    shared: Option<PathBuf>,
}

/// The names a file of Rust defines, imports, or calls as a method, and what each type, trait,
/// enum and module holds (`(Event, validate)`, `(core, read_event)`).
#[derive(Default)]
struct Names {
    defined: BTreeSet<String>,
    imported: BTreeSet<String>,
    external: BTreeSet<String>,
    members: BTreeSet<(String, String)>,
    /// The fns and consts that a `macro_rules!` writes.
    macro_items: BTreeSet<String>,
    /// Each name a `use … as` gives, with what it names (`(core_audit, audit)`).
    aliases: BTreeSet<(String, String)>,
    /// The module being read (its file's name: `event` for `event.rs` or `event/mod.rs`), and
    /// the type of the `impl` being read.
    module: Vec<String>,
    owner: Option<String>,
}

impl Names {
    /// An item of the module being read (or of the `impl` being read).
    fn item(&mut self, name: &syn::Ident) {
        let owner = self.owner.as_ref().or(self.module.last()).cloned();
        self.defined.insert(name.to_string());
        self.members
            .insert((owner.unwrap_or_default(), name.to_string()));
    }

    fn member(&mut self, owner: &syn::Ident, name: &syn::Ident) {
        self.defined.insert(name.to_string());
        self.members.insert((owner.to_string(), name.to_string()));
    }
}

/// The last identifier of a type's path (`Store` for `Store<B>`).
fn type_name(ty: &syn::Type) -> Option<&syn::Ident> {
    match ty {
        syn::Type::Path(p) => p.path.segments.last().map(|s| &s.ident),
        _ => None,
    }
}

impl<'ast> Visit<'ast> for Names {
    fn visit_item_fn(&mut self, i: &'ast syn::ItemFn) {
        self.item(&i.sig.ident);
        let owner = self.owner.take();
        visit::visit_item_fn(self, i);
        self.owner = owner;
    }
    fn visit_impl_item_fn(&mut self, i: &'ast syn::ImplItemFn) {
        self.item(&i.sig.ident);
        let owner = self.owner.take();
        visit::visit_impl_item_fn(self, i);
        self.owner = owner;
    }
    fn visit_impl_item_const(&mut self, i: &'ast syn::ImplItemConst) {
        self.item(&i.ident);
    }
    fn visit_item_impl(&mut self, i: &'ast syn::ItemImpl) {
        let owner = type_name(&i.self_ty).map(|t| t.to_string());
        let outer = std::mem::replace(&mut self.owner, owner);
        visit::visit_item_impl(self, i);
        self.owner = outer;
    }
    fn visit_item_struct(&mut self, i: &'ast syn::ItemStruct) {
        self.item(&i.ident);
        for field in i.fields.iter().filter_map(|f| f.ident.as_ref()) {
            self.member(&i.ident, field);
        }
    }
    fn visit_item_enum(&mut self, i: &'ast syn::ItemEnum) {
        self.item(&i.ident);
        for v in &i.variants {
            self.member(&i.ident, &v.ident);
            for field in v.fields.iter().filter_map(|f| f.ident.as_ref()) {
                self.member(&v.ident, field);
            }
        }
    }
    fn visit_item_trait(&mut self, i: &'ast syn::ItemTrait) {
        self.item(&i.ident);
        for item in &i.items {
            match item {
                syn::TraitItem::Fn(f) => self.member(&i.ident, &f.sig.ident),
                syn::TraitItem::Const(c) => self.member(&i.ident, &c.ident),
                syn::TraitItem::Type(t) => self.member(&i.ident, &t.ident),
                _ => {}
            }
        }
    }
    fn visit_signature(&mut self, i: &'ast syn::Signature) {
        for input in &i.inputs {
            if let syn::FnArg::Typed(arg) = input {
                if let syn::Pat::Ident(p) = &*arg.pat {
                    self.defined.insert(p.ident.to_string());
                }
            }
        }
        visit::visit_signature(self, i);
    }
    fn visit_item_type(&mut self, i: &'ast syn::ItemType) {
        self.item(&i.ident);
    }
    fn visit_item_const(&mut self, i: &'ast syn::ItemConst) {
        self.item(&i.ident);
    }
    fn visit_item_static(&mut self, i: &'ast syn::ItemStatic) {
        self.item(&i.ident);
    }
    fn visit_item_mod(&mut self, i: &'ast syn::ItemMod) {
        self.item(&i.ident);
        self.module.push(i.ident.to_string());
        visit::visit_item_mod(self, i);
        self.module.pop();
    }
    /// A `macro_rules!`, and the fns and consts its body writes (`fn code`).
    fn visit_item_macro(&mut self, i: &'ast syn::ItemMacro) {
        fn written(tokens: proc_macro2::TokenStream, names: &mut BTreeSet<String>) {
            let mut after_keyword = false;
            for t in tokens {
                match &t {
                    proc_macro2::TokenTree::Group(g) => written(g.stream(), names),
                    proc_macro2::TokenTree::Ident(id) if after_keyword => {
                        names.insert(id.to_string());
                    }
                    _ => {}
                }
                after_keyword =
                    matches!(&t, proc_macro2::TokenTree::Ident(id) if id == "fn" || id == "const");
            }
        }
        if let Some(id) = &i.ident {
            self.item(id);
            written(i.mac.tokens.clone(), &mut self.macro_items);
        }
    }
    fn visit_item_use(&mut self, i: &'ast syn::ItemUse) {
        fn leaves(tree: &syn::UseTree, root: Option<&str>, names: &mut Names) {
            let ours = root.is_none_or(|r| matches!(r, "crate" | "super" | "self" | "tiebreak"));
            let name = match tree {
                syn::UseTree::Path(p) => {
                    let head = p.ident.to_string();
                    return leaves(&p.tree, Some(root.unwrap_or(&head)), names);
                }
                syn::UseTree::Group(g) => {
                    for t in &g.items {
                        leaves(t, root, names);
                    }
                    return;
                }
                syn::UseTree::Glob(_) => return,
                syn::UseTree::Name(n) => n.ident.to_string(),
                syn::UseTree::Rename(r) => {
                    names
                        .aliases
                        .insert((r.rename.to_string(), r.ident.to_string()));
                    r.rename.to_string()
                }
            };
            let module = names.module.last().cloned().unwrap_or_default();
            names.members.insert((module, name.clone()));
            match ours {
                true => names.imported.insert(name),
                false => names.external.insert(name),
            };
        }
        leaves(&i.tree, None, self);
    }
    fn visit_expr_method_call(&mut self, i: &'ast syn::ExprMethodCall) {
        self.imported.insert(i.method.to_string());
        visit::visit_expr_method_call(self, i);
    }
}

/// Every file under `dir` with its path from the root, build outputs aside.
fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy();
        if [".git", "target", "dist", "node_modules"].contains(&&*name) {
            continue;
        }
        if path.is_dir() {
            walk(&path, out);
        }
        out.push(path);
    }
}

impl Known {
    fn read() -> Known {
        let root = root();
        let mut files = Vec::new();
        walk(&root, &mut files);
        let mut names = Names::default();
        for file in &files {
            let rel = file.strip_prefix(&root).unwrap();
            let code = ["src", "tests", "benches"]
                .iter()
                .any(|d| rel.starts_with(d));
            if code && file.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(file).unwrap();
                let parsed = syn::parse_file(&text).unwrap_or_else(|e| panic!("{rel:?}: {e}"));
                // The module a file is: its name, its folder's for a `mod.rs`, the crate's for lib.rs.
                let stem = file.file_stem().unwrap().to_string_lossy();
                let folder = file
                    .parent()
                    .unwrap()
                    .file_name()
                    .unwrap()
                    .to_string_lossy();
                let module = match &*stem {
                    "lib" => "tiebreak".to_string(),
                    "mod" => folder.into_owned(),
                    _ => stem.into_owned(),
                };
                names.defined.insert(module.clone());
                names.module = vec![module];
                names.visit_file(&parsed);
            }
        }
        let manifest: toml::Table = std::fs::read_to_string(root.join("Cargo.toml"))
            .unwrap()
            .parse()
            .unwrap();
        let mut external = names.external;
        external.extend(PRIMITIVES.split(' ').map(String::from));
        let mut add_deps = |table: Option<&toml::Value>| {
            let deps = table.and_then(toml::Value::as_table).into_iter().flatten();
            external.extend(deps.map(|(k, _)| k.replace('-', "_")));
        };
        for key in ["dependencies", "dev-dependencies"] {
            add_deps(manifest.get(key));
            let targets = manifest.get("target").and_then(toml::Value::as_table);
            for (_, target) in targets.into_iter().flatten() {
                add_deps(target.get(key));
            }
        }
        let mut members = names.members;
        // What a module holds, its aliases hold.
        let held: Vec<_> = members.iter().cloned().collect();
        for (alias, name) in &names.aliases {
            let of = held.iter().filter(|(owner, _)| owner == name);
            members.extend(
                of.map(|(_, m)| (alias.clone(), m.clone()))
                    .collect::<Vec<_>>(),
            );
        }
        let mut known: BTreeSet<String> = names.defined;
        known.extend(names.imported);
        known.extend(PRELUDE.split(' ').map(String::from));
        let paths = files
            .iter()
            .map(|f| {
                f.strip_prefix(&root)
                    .unwrap()
                    .to_string_lossy()
                    .into_owned()
            })
            .collect();
        let folders = files.iter().filter(|f| f.is_dir());
        let folders = folders.map(|f| f.file_name().unwrap().to_string_lossy().into_owned());
        let shared = root.join("../shared");
        Known {
            paths,
            folders: folders.collect(),
            names: known,
            members,
            macro_items: names.macro_items,
            external,
            shared: shared.is_dir().then_some(shared),
        }
    }

    /// Why `token` is false, if it is: a path that is no file, or a name the code lacks.
    fn check(&self, token: &str) -> Option<String> {
        const NOT_A_NAME: &[char] = &[
            ' ', '\n', '"', '\'', '=', ',', '|', '{', '}', '[', ']', '<', '>', '%', '@', '$', '&',
            ';', '…', '*', '+', '!', '?', '\\',
        ];
        let token = token.trim();
        if token.is_empty()
            || token.contains(NOT_A_NAME)
            || token.starts_with(['-', '#', '/', '~'])
            || token.contains("://")
        {
            return None;
        }
        let (token, call) = match token.split_once('(') {
            Some((name, ")" | "..)")) => (name, true),
            Some(_) => return None,
            None => (token, false),
        };
        if token.contains(')') {
            return None;
        }
        let extension = token
            .rsplit_once('.')
            .map(|(_, e)| e.split(':').next().unwrap_or(e));
        if token.contains('/') || extension.is_some_and(|e| EXTENSIONS.contains(&e)) {
            return self.check_path(token);
        }
        let token = token.strip_prefix('.').unwrap_or(token);
        let ident = |s: &str| {
            !s.is_empty()
                && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
                && !s.starts_with(|c: char| c.is_ascii_digit())
        };
        let segments: Vec<&str> = token.split("::").collect();
        if !segments.iter().all(|s| ident(s)) {
            return None;
        }
        let name = segments[0];
        let camel = name.starts_with(|c: char| c.is_ascii_uppercase())
            && name.contains(|c: char| c.is_ascii_lowercase())
            && !name.contains('_');
        let screaming = name.contains('_') && !name.contains(|c: char| c.is_ascii_lowercase());
        let snake = !camel && !screaming && name.contains('_') && !name.starts_with('_');
        if segments.len() == 1 && !(camel || screaming || call || snake) {
            return None;
        }
        if segments.len() == 1 && NOT_CODE.split_whitespace().any(|w| w == name) {
            return None;
        }
        if self.external.contains(name) && !self.names.contains(name) {
            return None;
        }
        // Each identifier is known, and each one after the first is held by the one before it.
        let mut segments = segments
            .into_iter()
            .skip_while(|s| matches!(*s, "self" | "super"));
        let mut owner = match segments.next()? {
            "crate" | "tiebreak" => "tiebreak",
            first if self.names.contains(first) => first,
            first => return Some(format!("no such name: {first}")),
        };
        for name in segments {
            // A method a `macro_rules!` writes is held by every type (what it is written for is
            // not read), and so is every name by `Self` (which type it is is not known here).
            let held = self
                .members
                .contains(&(owner.to_string(), name.to_string()))
                || self.macro_items.contains(name)
                || (owner == "Self" && self.names.contains(name));
            if !held {
                return Some(format!("no {name} in {owner}"));
            }
            owner = name;
        }
        None
    }

    /// Why a path is false: see the module's doc for what is a path.
    fn check_path(&self, token: &str) -> Option<String> {
        let folder = token.ends_with('/');
        let path = token
            .split(':')
            .next()?
            .trim_start_matches("./")
            .trim_end_matches('/');
        let (first, name) = (path.split('/').next()?, path.rsplit('/').next()?);
        let file = name
            .rsplit_once('.')
            .is_some_and(|(stem, ext)| !stem.is_empty() && EXTENSIONS.contains(&ext));
        let shared = path.starts_with("../shared") || first == "shared";
        if !(file || folder || shared || self.folders.contains(first))
            || ["target", "dist", "node_modules"].contains(&first)
        {
            return None;
        }
        if shared {
            let rest = path.trim_start_matches("../").trim_start_matches("shared");
            let shared = self.shared.as_ref()?;
            let found = shared.join(rest.trim_start_matches('/')).exists();
            return (!found).then(|| "no such path in ../shared".to_string());
        }
        let found = self.paths.contains(path)
            || self.paths.iter().any(|p| {
                p.strip_suffix(path)
                    .is_some_and(|before| before.ends_with('/'))
            });
        (!found).then(|| "no such file or folder".to_string())
    }
}

/// The code spans of `text` outside fenced code blocks, each with its line (from `first`).
fn spans(text: &str, first: usize) -> Vec<(usize, String)> {
    let mut prose = String::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            prose.push('\n');
            continue;
        }
        if !fenced {
            prose.push_str(line);
        }
        prose.push('\n');
    }
    let mut out = Vec::new();
    let mut rest = prose.as_str();
    let mut line = first;
    while let Some(at) = rest.find('`') {
        line += rest[..at].matches('\n').count();
        let ticks = rest[at..].len() - rest[at..].trim_start_matches('`').len();
        let after = &rest[at + ticks..];
        let fence = "`".repeat(ticks);
        let Some(end) = after.find(&fence) else {
            break;
        };
        let span = &after[..end];
        out.push((line, span.to_string()));
        line += span.matches('\n').count();
        rest = &after[end + ticks..];
    }
    out
}

/// The comment blocks of a Rust file: each run of `//`, `//!` or `///` lines, its text without
/// the markers, with its first line.
fn comments(text: &str) -> Vec<(usize, String)> {
    let mut blocks: Vec<(usize, String)> = Vec::new();
    let mut open = false;
    for (n, line) in text.lines().enumerate() {
        let Some(comment) = line.trim_start().strip_prefix("//") else {
            open = false;
            continue;
        };
        let comment = comment.trim_start_matches(['/', '!']);
        if !open {
            blocks.push((n + 1, String::new()));
            open = true;
        }
        let block = &mut blocks.last_mut().unwrap().1;
        block.push_str(comment);
        block.push('\n');
    }
    blocks
}

/// Every false token of the docs, as `file:line: \`token\` (why)`.
fn false_tokens(known: &Known) -> Vec<String> {
    let root = root();
    let mut docs: Vec<(String, Vec<(usize, String)>)> = Vec::new();
    for name in ["README.md", "ARCHITECTURE.md"] {
        let text = std::fs::read_to_string(root.join(name)).unwrap();
        docs.push((name.to_string(), vec![(1, text)]));
    }
    let mut files = Vec::new();
    walk(&root.join("src"), &mut files);
    files.sort();
    for file in files
        .iter()
        .filter(|f| f.extension().is_some_and(|e| e == "rs"))
    {
        let text = std::fs::read_to_string(file).unwrap();
        let name = file.strip_prefix(&root).unwrap().display().to_string();
        docs.push((name, comments(&text)));
    }
    let mut wrong = Vec::new();
    for (name, blocks) in docs {
        for (first, text) in blocks {
            for (line, token) in spans(&text, first) {
                if let Some(why) = known.check(&token) {
                    wrong.push(format!("{name}:{line}: `{token}` ({why})"));
                }
            }
        }
    }
    wrong
}

#[test]
fn every_path_and_name_the_docs_quote_exists() {
    let wrong = false_tokens(&Known::read());
    assert!(
        wrong.is_empty(),
        "{} false tokens:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// The check fails on a removed or renamed file and on a renamed fn, and passes on real ones.
#[test]
fn the_docs_check_sees_a_renamed_file_and_a_renamed_fn() {
    let known = Known::read();
    let text = "The core (`src/core/model/event.rs`, `model/event.rs`, `event.rs`) writes\n\
        `SCHEMA_VERSION` with `write_event_json()` and `core::model::event::Event::validate`.\n\
        ```\nnot_a_fn() in a code block\n```\n\
        Removed: `src/core/model/events.rs`, `model/eventz.rs`, `eventz.rs`, `tests/layer.rs`.\n\
        Renamed: `write_event_jsn()`, `Event::validated`, `core::model::events`, `SCHEMA_VERSIONS`,\n\
        `Fractions`, `swiss_ends`. Names: `match_points`, `Gaps::reach`, `u32::MAX`, `core::Event`.\n\
        Not names: `--floor`, `1/3`, `n/d`, `melee`, `mp,omw`, `#/v/1/…`, `Ann`, `dist/`.";
    let found: Vec<String> = spans(text, 1)
        .into_iter()
        .filter_map(|(line, t)| known.check(&t).map(|why| format!("{line}: {t} ({why})")))
        .collect();
    assert_eq!(
        found,
        [
            "6: src/core/model/events.rs (no such file or folder)",
            "6: model/eventz.rs (no such file or folder)",
            "6: eventz.rs (no such file or folder)",
            "6: tests/layer.rs (no such file or folder)",
            "7: write_event_jsn() (no such name: write_event_jsn)",
            "7: Event::validated (no validated in Event)",
            "7: core::model::events (no events in model)",
            "7: SCHEMA_VERSIONS (no such name: SCHEMA_VERSIONS)",
            "8: Fractions (no such name: Fractions)",
            "8: swiss_ends (no such name: swiss_ends)",
        ]
    );
}

/// A Rust file's comments are read, each span with its line, and its code and strings are not.
#[test]
fn the_comments_of_a_rust_file_are_read_with_their_lines() {
    let text = "//! Module `a.rs`.\nfn f() {\n    let s = \"`b.rs`\"; // `c.rs`\n    /// `d.rs`\n    /// and `e.rs`\n}\n";
    let found: Vec<(usize, String)> = comments(text)
        .into_iter()
        .flat_map(|(first, block)| spans(&block, first))
        .collect();
    let expect = [(1, "a.rs"), (4, "d.rs"), (5, "e.rs")].map(|(l, t)| (l, t.to_string()));
    assert_eq!(found, expect);
}

/// The lines of the `.rs` files under `src/{folder}`, comments aside, with their file and number.
fn code_lines(folder: &str) -> Vec<(String, usize, String)> {
    let mut files = Vec::new();
    walk(&root().join("src").join(folder), &mut files);
    files.sort();
    let mut out = Vec::new();
    for path in files
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
    {
        let text = std::fs::read_to_string(path).unwrap();
        let name = path.strip_prefix(root()).unwrap().display().to_string();
        for (i, line) in text.lines().enumerate() {
            if !line.trim_start().starts_with("//") {
                out.push((name.clone(), i + 1, line.to_string()));
            }
        }
    }
    out
}

/// Each place of `lines` where a placeholder is followed by a plural noun (`{} players`): a count
/// that says "1 players" when it is one.
fn counts_before_nouns(lines: &[(String, usize, String)]) -> Vec<String> {
    const NOUNS: [&str; 6] = [
        "players",
        "rounds",
        "tables",
        "matches",
        "byes",
        "opponents",
    ];
    let mut wrong = Vec::new();
    for (file, n, line) in lines {
        for noun in NOUNS {
            let mut rest = line.as_str();
            while let Some(at) = rest.find(&format!("}} {noun}")) {
                let before = &rest[..at];
                if before
                    .rfind('{')
                    .is_some_and(|open| !before[open..].contains('"'))
                {
                    wrong.push(format!("{file}:{n}: {}", line.trim()));
                }
                rest = &rest[at + 1..];
            }
        }
    }
    wrong
}

/// ARCHITECTURE.md: "A count with its noun and a capital letter: `core::base::words`". No
/// renderer, page or command writes a count before its plural noun itself.
#[test]
fn a_count_and_its_noun_have_one_home() {
    let mut lines = code_lines("render");
    lines.extend(code_lines("app"));
    lines.extend(code_lines("cli"));
    assert_eq!(counts_before_nouns(&lines), Vec::<String>::new());
    // The check can fail.
    let bad = [(
        "x.rs".to_string(),
        3,
        "format!(\"{} players\", n)".to_string(),
    )];
    assert_eq!(
        counts_before_nouns(&bad),
        ["x.rs:3: format!(\"{} players\", n)"]
    );
}

/// ARCHITECTURE.md: match points have one home (`standings::outcome_points`,
/// `Record::match_points`): no file outside `core/tiebreakers/standings/` multiplies wins by 3.
#[test]
fn match_points_have_one_home() {
    let by_hand = |line: &str| {
        let l = line.to_lowercase();
        (l.contains("3 *") || l.contains("* 3")) && l.contains("win")
    };
    let wrong: Vec<String> = code_lines("")
        .into_iter()
        .filter(|(file, _, line)| !file.contains("tiebreakers/standings/") && by_hand(line))
        .map(|(file, n, line)| format!("{file}:{n}: {}", line.trim()))
        .collect();
    assert_eq!(wrong, Vec::<String>::new());
    assert!(by_hand("let gain = 3 * wins + draws;"));
}
