//! [`Html`]: a fragment of HTML that can only be built by escaping text or from markup literals
//! written in the program. Every renderer builds its markup from it (`html.rs`, `log.rs`,
//! `phone.rs`, `advice.rs`), and the app sets it with `inner_html`. It names nothing else of the
//! crate, so every renderer can use it.

/// A fragment of HTML that is safe to place in a page: built only by escaping text
/// ([`Html::text`]) or from markup literals in the program ([`Html::raw`]), and joined from such
/// pieces.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Html(String);

impl Html {
    /// Text made safe to place in HTML, in an element or an attribute: `&`, `<`, `>`, `"` and `'`
    /// become character references.
    pub fn text(s: &str) -> Html {
        let mut html = Html(String::with_capacity(s.len()));
        html.push_text(s);
        html
    }

    /// Whether there is no markup at all.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Markup written in the program. Only a `'static` literal is accepted, never text built at
    /// run time.
    pub fn raw(markup: &'static str) -> Html {
        Html(markup.to_string())
    }

    /// Appends markup written in the program.
    pub fn push_raw(&mut self, markup: &'static str) -> &mut Html {
        self.0.push_str(markup);
        self
    }

    /// Appends text, escaped.
    pub fn push_text(&mut self, s: &str) -> &mut Html {
        for c in s.chars() {
            match c {
                '&' => self.0.push_str("&amp;"),
                '<' => self.0.push_str("&lt;"),
                '>' => self.0.push_str("&gt;"),
                '"' => self.0.push_str("&quot;"),
                '\'' => self.0.push_str("&#39;"),
                c => self.0.push(c),
            }
        }
        self
    }

    /// Appends a number: digits need no escaping.
    pub fn push_number(&mut self, n: u64) -> &mut Html {
        self.0.push_str(&n.to_string());
        self
    }

    /// Appends another fragment.
    pub fn push(&mut self, other: &Html) -> &mut Html {
        self.0.push_str(&other.0);
        self
    }

    /// Places `other` just before `suffix` when the markup ends with it (a sheet's closing tag),
    /// or at the end.
    pub fn insert_before(mut self, suffix: &'static str, other: &Html) -> Html {
        if self.0.ends_with(suffix) {
            self.0.insert_str(self.0.len() - suffix.len(), &other.0);
        } else {
            self.0.push_str(&other.0);
        }
        self
    }

    /// The markup.
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The markup, as a string.
    pub fn into_string(self) -> String {
        self.0
    }

    /// Markup made by this crate's own renderers in another of its browser bundles (the advice
    /// bundle's [`crate::render::advice::answer`]), passed back unchanged through index.html's
    /// loader ([`crate::render::advice_wire`]). Nothing typed by a user reaches it without
    /// [`Html::text`].
    pub(crate) fn from_bundle(markup: String) -> Html {
        Html(markup)
    }
}
