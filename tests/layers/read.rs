//! How `tests/layers.rs` reads a file of `src/`: as Rust, with syn. Its tests are left out (an
//! item marked `#[cfg(test)]`, at any depth, and a module declared `#[cfg(test)] mod x;`), and
//! comments, doc comments and string literals are never code. Every path is read: in `use` trees
//! (grouped ones included), in the code, and inside macros (`view! { … }`, `format!(…)`), whose
//! tokens are read as paths.

use proc_macro2::{Spacing, TokenStream, TokenTree};
use syn::visit::{self, Visit};
use syn::{Attribute, ImplItem, Item, UseTree};

pub type Names = Vec<String>;

/// A `use` item of a file's top level, leaf by leaf: `use a::{b, c as d}` is two.
#[derive(Debug)]
pub struct Use {
    /// `pub use` or `pub(crate) use`: a re-export.
    pub public: bool,
    /// The path as written (`super::model::event::Event`; `a::b` for `a::b::*`).
    pub path: Names,
    /// The name it takes here (`d` for `c as d`), none for a glob or `_`.
    pub name: Option<String>,
}

/// What a file names, its tests left out.
#[derive(Debug, Default)]
pub struct Named {
    /// Every path of the crate named outside the top level's `use` items, absolute
    /// (`super::x` read from the module it is in).
    pub paths: Vec<Names>,
    /// The top level's `use` items.
    pub uses: Vec<Use>,
    /// Every path as written, whatever its head (`std::fs::read`, `leptos::prelude`).
    pub written: Vec<Names>,
    /// The modules the file declares (`mod x;`), and those it declares for its tests only.
    pub children: Vec<String>,
    pub test_children: Vec<String>,
}

/// Whether an item is for tests only: `#[cfg(test)]`.
fn is_test(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|a| {
        a.path().is_ident("cfg")
            && a.meta
                .require_list()
                .is_ok_and(|l| l.tokens.to_string() == "test")
    })
}

fn item_attrs(item: &Item) -> &[Attribute] {
    match item {
        Item::Const(i) => &i.attrs,
        Item::Enum(i) => &i.attrs,
        Item::ExternCrate(i) => &i.attrs,
        Item::Fn(i) => &i.attrs,
        Item::ForeignMod(i) => &i.attrs,
        Item::Impl(i) => &i.attrs,
        Item::Macro(i) => &i.attrs,
        Item::Mod(i) => &i.attrs,
        Item::Static(i) => &i.attrs,
        Item::Struct(i) => &i.attrs,
        Item::Trait(i) => &i.attrs,
        Item::TraitAlias(i) => &i.attrs,
        Item::Type(i) => &i.attrs,
        Item::Union(i) => &i.attrs,
        Item::Use(i) => &i.attrs,
        _ => &[],
    }
}

/// Each leaf of a `use` tree after `prefix`, with the name it takes.
fn use_leaves(tree: &UseTree, mut prefix: Names, out: &mut Vec<(Names, Option<String>)>) {
    match tree {
        UseTree::Path(p) => {
            prefix.push(p.ident.to_string());
            use_leaves(&p.tree, prefix, out);
        }
        UseTree::Name(n) if n.ident == "self" => {
            let name = prefix.last().cloned();
            out.push((prefix, name));
        }
        UseTree::Name(n) => {
            prefix.push(n.ident.to_string());
            let name = prefix.last().cloned();
            out.push((prefix, name));
        }
        UseTree::Rename(r) => {
            if r.ident != "self" {
                prefix.push(r.ident.to_string());
            }
            let name = Some(r.rename.to_string()).filter(|n| n != "_");
            out.push((prefix, name));
        }
        UseTree::Glob(_) => out.push((prefix, None)),
        UseTree::Group(g) => {
            for t in &g.items {
                use_leaves(t, prefix.clone(), out);
            }
        }
    }
}

/// A path made absolute from the module it is named in: through `crate::`, `super::` (any
/// number) and `self::`; none for another head (a crate, a local name).
pub fn absolute(module: &[String], path: &[String]) -> Option<Names> {
    let mut out = match path.first()?.as_str() {
        "crate" => Vec::new(),
        "self" => module.to_vec(),
        "super" => module[..module.len().saturating_sub(1)].to_vec(),
        _ => return None,
    };
    for segment in &path[1..] {
        match segment.as_str() {
            "super" => {
                out.pop();
            }
            "self" => {}
            _ => out.push(segment.clone()),
        }
    }
    Some(out)
}

/// Each run of identifiers joined by `::` in `tokens`, groups included: the paths a macro names.
fn token_paths(tokens: TokenStream, out: &mut Vec<Names>) {
    let t: Vec<TokenTree> = tokens.into_iter().collect();
    let colons = |i: usize| {
        matches!((t.get(i), t.get(i + 1)), (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
            if a.as_char() == ':' && a.spacing() == Spacing::Joint && b.as_char() == ':')
    };
    let mut i = 0;
    while i < t.len() {
        match &t[i] {
            TokenTree::Group(g) => token_paths(g.stream(), out),
            TokenTree::Ident(first) => {
                let mut path = vec![first.to_string()];
                while colons(i + 1) {
                    let Some(TokenTree::Ident(next)) = t.get(i + 3) else {
                        break;
                    };
                    path.push(next.to_string());
                    i += 3;
                }
                if path.len() > 1 {
                    out.push(path);
                }
            }
            _ => {}
        }
        i += 1;
    }
}

/// The reader of a file's items below its top level, in the module `module`.
struct Reader<'a> {
    module: Names,
    named: &'a mut Named,
}

impl Reader<'_> {
    fn path(&mut self, path: Names) {
        if let Some(p) = absolute(&self.module, &path) {
            self.named.paths.push(p);
        }
        self.named.written.push(path);
    }
}

impl<'ast> Visit<'ast> for Reader<'_> {
    fn visit_item(&mut self, item: &'ast Item) {
        if !is_test(item_attrs(item)) {
            visit::visit_item(self, item);
        }
    }

    fn visit_impl_item(&mut self, item: &'ast ImplItem) {
        let attrs = match item {
            ImplItem::Fn(f) => &f.attrs[..],
            ImplItem::Const(c) => &c.attrs,
            ImplItem::Type(t) => &t.attrs,
            _ => &[],
        };
        if !is_test(attrs) {
            visit::visit_impl_item(self, item);
        }
    }

    /// An inline module (`mod floor { … }`): its `super::` is the file's module.
    fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
        self.module.push(m.ident.to_string());
        visit::visit_item_mod(self, m);
        self.module.pop();
    }

    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        let mut leaves = Vec::new();
        use_leaves(&u.tree, Vec::new(), &mut leaves);
        for (path, _) in leaves {
            self.path(path);
        }
    }

    fn visit_item_extern_crate(&mut self, e: &'ast syn::ItemExternCrate) {
        self.named.written.push(vec![e.ident.to_string()]);
    }

    fn visit_path(&mut self, p: &'ast syn::Path) {
        self.path(p.segments.iter().map(|s| s.ident.to_string()).collect());
        visit::visit_path(self, p);
    }

    /// A visibility (`pub(in crate::core)`) names no item.
    fn visit_vis_restricted(&mut self, _: &'ast syn::VisRestricted) {}

    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        visit::visit_macro(self, m);
        let mut found = Vec::new();
        token_paths(m.tokens.clone(), &mut found);
        for path in found {
            self.path(path);
        }
    }
}

/// What the text of a file in module `module` names.
pub fn read(module: &[String], text: &str) -> Named {
    let file = syn::parse_file(text).unwrap_or_else(|e| panic!("{}: {e}", module.join("::")));
    let mut named = Named::default();
    if is_test(&file.attrs) {
        return named;
    }
    for item in &file.items {
        if let Item::Mod(m) = item {
            if m.content.is_none() {
                let name = m.ident.to_string();
                match is_test(&m.attrs) {
                    true => named.test_children.push(name),
                    false => named.children.push(name),
                }
            }
        }
        if is_test(item_attrs(item)) {
            continue;
        }
        match item {
            Item::Use(u) => {
                let mut leaves = Vec::new();
                use_leaves(&u.tree, Vec::new(), &mut leaves);
                for (path, name) in leaves {
                    named.written.push(path.clone());
                    let public = !matches!(u.vis, syn::Visibility::Inherited);
                    named.uses.push(Use { public, path, name });
                }
            }
            _ => Reader {
                module: module.to_vec(),
                named: &mut named,
            }
            .visit_item(item),
        }
    }
    named
}
