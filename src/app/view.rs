//! The phone view (`#/v/1/<payload>`, and `#/v/1/<payload>/p/<n>` for one player): a read-only
//! snapshot of an event that the organizer published as a link or a QR code.
//!
//! Made for a phone first: find my name, my table this round in large type, my record and my
//! standing, "why am I below X?", my whole breakdown (the same [`Explanation`] markup as the
//! organizer's breakdown page), then the standings and this round's pairings by name. It says
//! when the snapshot was taken and which round it covers, so that nobody reads stale pairings as
//! current.
//!
//! The link is decoded by [`share::read_fragment_unpublished`], which checks it as an import is
//! checked; a link that cannot be read shows its sentence and a way back, never a blank page.
//! What a platform published (link version 6) is drawn by the import bundle, asked once the
//! event is shown ([`crate::render::published_view`]), which also refuses a link whose published
//! part does not fit its players. Nothing from
//! the link is stored unless the player asks ("Save a copy on this phone").
//!
//! This page is the first one most players ever load, over mobile data, so it is not a Leptos
//! app: every part of it is a string from [`phone`] set as `innerHTML`, and five listeners on the
//! page's root follow the search box, the taps and the address. Without Leptos the bundle is
//! about 40 KB smaller (brotli) and starts sooner: PERFORMANCE.md, "Why is the phone
//! view not a Leptos app, and why brotli?".
//!
//! [`Explanation`]: crate::core::tiebreakers::report::Explanation

use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::dom::{self, closest, closest_element};
use super::storage::LocalBackend;
use crate::core::model::limits::Cut;
use crate::core::share::{self, Snapshot};
use crate::core::tiebreakers::report;
use crate::core::{compute, Standings};
use crate::render::advice_wire::AdviceRequest;
use crate::render::forms::pick::{FindName, WhyOtherField};
use crate::render::markup::Html;
use crate::render::phone::PlayerMarks;
use crate::render::published_view::{PublishedAnswer, PublishedParts, PublishedRequest};
use crate::render::{breakdown, phone};
use crate::route::Page;
use crate::store::Backend;

/// `2026-11-24 14:05 (12 min ago)`, in the phone's time zone as it was then
/// ([`phone::taken_words`]).
fn taken_words(taken_at: u64) -> String {
    let then = js_sys::Date::new(&JsValue::from_f64(taken_at as f64 * 1000.0));
    let offset = -(then.get_timezone_offset() as i32);
    phone::taken_words(taken_at, dom::now_secs(), offset)
}

/// What the page shows: the link read once, and what the player has done on it.
struct Phone {
    /// The address's link version and payload: a new pair is read again, a new player is not.
    version: String,
    payload: String,
    /// The snapshot, and its standings (or the sentences that refuse them).
    snapshot: Result<Snapshot, String>,
    standings: Result<Standings, String>,
    /// What the platform published, for a link that carries it (version 6), once the import
    /// bundle has drawn it; and the standings' marks from it.
    published: Option<PublishedParts>,
    marks: Vec<PlayerMarks>,
    /// The player whose page this is, if the address names one the snapshot has.
    me: Option<usize>,
    /// The search box's text.
    query: String,
    /// The player chosen in "why am I below…?".
    other: Option<usize>,
    /// Whether "What do I need?" is open, and the number of its latest question (an older
    /// answer arriving late is dropped).
    advice_open: bool,
    asked: u64,
}

impl Phone {
    /// The address of this link's page for player `n` (or its first page).
    fn href(&self, n: Option<usize>) -> String {
        Page::View {
            version: self.version.clone(),
            payload: self.payload.clone(),
            player: n,
        }
        .hash()
    }
}

thread_local! {
    static PHONE: RefCell<Option<Phone>> = const { RefCell::new(None) };
}

/// The page's element with this id.
fn by_id(id: &str) -> Option<web_sys::Element> {
    web_sys::window()?.document()?.get_element_by_id(id)
}

fn set_html(id: &str, markup: &Html) {
    if let Some(e) = by_id(id) {
        e.set_inner_html(markup.as_str());
    }
}

fn set_hidden(id: &str, hidden: bool) {
    if let Some(e) = by_id(id) {
        let _ = e.toggle_attribute_with_force("hidden", hidden);
    }
}

fn set_text(id: &str, text: &str) {
    if let Some(e) = by_id(id) {
        e.set_text_content(Some(text));
    }
}

/// Mounts the phone view to `<body>`: `src/view_main.rs` (the `tiebreak-view` bundle, which
/// `index.html` loads instead of the organizer's app for a `#/v/` address). It follows the
/// address; an address outside `#/v/` (the home page, a saved copy) reloads the page, so that
/// the organizer's app is loaded for it.
pub fn start() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(body) = window.document().and_then(|d| d.body()) else {
        return;
    };
    let Ok(root) = window
        .document()
        .map_or(Err(JsValue::NULL), |d| d.create_element("div"))
    else {
        return;
    };
    root.set_class_name("app phone-app");
    let _ = root.set_attribute("data-testid", "app-mounted");
    root.set_inner_html(
        Html::raw("<header class=\"app-header phone-header\"><a class=\"brand\" href=\"#/\">Tiebreak</a><span class=\"hint\">read-only snapshot</span></header><main id=\"phone-main\"></main>")
            .as_str(),
    );
    let _ = body.append_child(&root);
    show(&dom::hash());

    listen(&window, "hashchange", |_| {
        let now = dom::hash();
        if now.starts_with(share::ROUTE) {
            show(&now);
        } else {
            dom::reload();
        }
    });
    listen(&root, "input", |ev| {
        if target_id(&ev).as_deref() == Some(FindName::ID) {
            let query = dom::field_value(FindName::ID);
            with_phone(|p| p.query = query);
            draw_matches();
        }
    });
    listen(&root, "keydown", |ev| {
        // Enter in the search box opens the first name found.
        let enter = ev
            .dyn_ref::<web_sys::KeyboardEvent>()
            .is_some_and(|k| k.key() == "Enter");
        if !enter || target_id(&ev).as_deref() != Some(FindName::ID) {
            return;
        }
        let first = with_phone(|p| match &p.snapshot {
            Ok(s) => phone::matching(&s.event, &p.query).first().copied(),
            Err(_) => None,
        })
        .flatten();
        if let Some(n) = first {
            ev.prevent_default();
            clear_search();
            open_page(&href(Some(n)));
        }
    });
    listen(&root, "click", |ev| {
        if let Some(hash) = page_link(&ev) {
            // A name was tapped: its page opens, and a search is done.
            ev.prevent_default();
            if closest(&ev, &format!("#{}", FindName::MATCHES)) {
                clear_search();
            }
            open_page(&hash);
        } else if closest(&ev, "[data-testid=advice-toggle]") {
            let open = with_phone(|p| {
                p.advice_open = !p.advice_open;
                p.advice_open
            });
            draw_advice(open == Some(true));
        } else if closest(&ev, "[data-testid=save-copy]") {
            save_copy();
        }
    });
    listen(&root, "change", |ev| {
        // "Why am I below…?": the player to compare with.
        if closest(&ev, "#phone-mine") {
            let field = WhyOtherField {
                value: ev
                    .target()
                    .and_then(|t| js_sys::Reflect::get(&t, &JsValue::from_str("value")).ok())
                    .and_then(|v| v.as_string())
                    .unwrap_or_default(),
            };
            with_phone(|p| {
                let players = p.snapshot.as_ref().map_or(0, |s| s.event.players.len());
                // The menu offers only players of the event: anything else compares with nobody.
                p.other = field.read(players).ok().flatten();
            });
            draw_mine(true);
        }
    });
}

/// Calls `f` on every `kind` event of `target`, for the page's life.
fn listen(target: &web_sys::EventTarget, kind: &str, f: impl FnMut(web_sys::Event) + 'static) {
    let closure = Closure::<dyn FnMut(web_sys::Event)>::new(f);
    let _ = target.add_event_listener_with_callback(kind, closure.as_ref().unchecked_ref());
    closure.forget();
}

fn target_id(ev: &web_sys::Event) -> Option<String> {
    Some(ev.target()?.dyn_into::<web_sys::Element>().ok()?.id())
}

/// The address of the phone view's page that a plain click follows: a link inside this view
/// (`#/v/…`), clicked without a modifier key that would open it elsewhere.
fn page_link(ev: &web_sys::Event) -> Option<String> {
    if let Some(m) = ev.dyn_ref::<web_sys::MouseEvent>() {
        if m.button() != 0 || m.ctrl_key() || m.meta_key() || m.shift_key() || m.alt_key() {
            return None;
        }
    }
    closest_element(ev, "a")?
        .get_attribute("href")
        .filter(|h| h.starts_with(share::ROUTE))
}

/// Opens another page of this link at once: its address is pushed to the history and the page
/// drawn in this task. Setting the hash instead queues a `hashchange`, and the browser paints a
/// frame before it (about 20 ms of a 105 ms tap at 4× CPU, traced). Back and forward still arrive
/// as `hashchange`. The page already shown (a player's own name in the standings) adds no step to
/// the history and is not drawn again, as following a link to the same address did not.
fn open_page(hash: &str) {
    if hash == dom::hash() {
        return;
    }
    let pushed = web_sys::window()
        .and_then(|w| w.history().ok())
        .is_some_and(|h| {
            h.push_state_with_url(&JsValue::NULL, "", Some(hash))
                .is_ok()
        });
    if pushed {
        show(hash);
    } else {
        dom::go(hash);
    }
}

fn with_phone<T>(f: impl FnOnce(&mut Phone) -> T) -> Option<T> {
    PHONE.with(|p| p.borrow_mut().as_mut().map(f))
}

/// The address of this link's page for player `n` (or its first page).
fn href(n: Option<usize>) -> String {
    with_phone(|p| p.href(n)).unwrap_or_default()
}

/// Draws the page of `hash`: the link is read again only when it is another link.
fn show(hash: &str) {
    let (version, payload, who) = match Page::from_hash(hash) {
        Page::View {
            version,
            payload,
            player,
        } => (version, payload, player),
        _ => Default::default(),
    };
    let same = with_phone(|p| p.version == version && p.payload == payload) == Some(true);
    if !same {
        let read = share::read_fragment_unpublished(&version, &payload);
        let published = matches!(read, Ok((_, true)));
        let snapshot = read.map(|(s, _)| s).map_err(|e| e.to_string());
        let standings = match &snapshot {
            Ok(s) => compute(&s.event, &s.event.ruleset).map_err(|e| e.to_string()),
            Err(e) => Err(e.clone()),
        };
        if published && standings.is_ok() {
            ask_published(&version, &payload);
        }
        let phone = Phone {
            version,
            payload,
            snapshot,
            standings,
            published: None,
            marks: Vec::new(),
            me: None,
            query: String::new(),
            other: None,
            advice_open: false,
            asked: 0,
        };
        PHONE.with(|p| *p.borrow_mut() = Some(phone));
        let page = with_phone(|p| match (&p.snapshot, &p.standings) {
            (Err(e), _) => error_page(e),
            (Ok(s), standings) => skeleton(s, standings.as_ref().err()),
        })
        .unwrap_or_default();
        set_html("phone-main", &page);
    }
    let me = with_phone(|p| {
        p.me = who.filter(|&n| p.snapshot.as_ref().is_ok_and(|s| n < s.event.players.len()));
        p.me
    })
    .flatten();
    if with_phone(|p| p.snapshot.is_err()) != Some(false) {
        return;
    }
    draw_mine(false);
    set_hidden("phone-advice", me.is_none());
    let open = with_phone(|p| p.advice_open) == Some(true);
    draw_advice(open);
    draw_breakdown(me);
    // Less work before the first paint: the standings' first rows (none under a player's
    // breakdown), no pairings, and none of the player's corrections or "why am I below…?"; the
    // whole of each in the frame after.
    draw_rest(true);
    after_paint(move || {
        if me.is_some() {
            draw_mine(true);
        }
        draw_rest(false)
    });
}

/// Asks the import bundle for what the platform published in the link `version`/`payload`
/// ([`crate::render::published_view`]), and draws it when it comes: the card, each player's
/// published figures and the standings' marks. A link that it refuses (its published part does
/// not fit its players) shows its sentence in place of the page, as any link that cannot be
/// read does; a bundle that cannot load (offline) leaves a sentence in the card's place.
fn ask_published(version: &str, payload: &str) {
    let request = PublishedRequest {
        version: version.to_string(),
        payload: payload.to_string(),
    };
    wasm_bindgen_futures::spawn_local(async move {
        let answer = super::on_demand::published(&request).await;
        // Another link opened meanwhile has the page.
        if with_phone(|p| p.version == request.version && p.payload == request.payload)
            != Some(true)
        {
            return;
        }
        match answer {
            Ok(PublishedAnswer::Parts(parts)) => {
                set_html("phone-published", &parts.card());
                let me = with_phone(|p| {
                    p.marks = parts.player_marks();
                    p.published = Some(parts);
                    p.me
                })
                .flatten();
                draw_breakdown(me);
                draw_rest(false);
            }
            Ok(PublishedAnswer::Refused(sentence)) => {
                with_phone(|p| {
                    p.snapshot = Err(sentence.clone());
                    p.standings = Err(sentence.clone());
                });
                set_html("phone-main", &error_page(&sentence));
            }
            Err(unavailable) => {
                let mut out =
                    Html::raw("<p class=\"hint\" data-testid=\"view-published-unavailable\">");
                out.push_text(unavailable).push_raw("</p>");
                set_html("phone-published", &out);
            }
        }
    });
}

/// The breakdown of player `me` (nothing without one), after their published figures when the
/// import bundle has drawn them.
fn draw_breakdown(me: Option<usize>) {
    let breakdown = with_phone(|p| match (me, &p.snapshot, &p.standings) {
        (Some(n), Ok(s), Ok(st)) => {
            let mut out = match &p.published {
                Some(parts) => parts.mine(n),
                None => Html::default(),
            };
            out.push_raw("<section class=\"breakdown card\" data-testid=\"my-breakdown\">")
                .push(&breakdown::explanation(
                    &report::explain(&s.event, st, n),
                    &[],
                ))
                .push_raw("</section>");
            out
        }
        _ => Html::default(),
    })
    .unwrap_or_default();
    set_html("phone-breakdown", &breakdown);
}

/// Runs `f` in the frame after the next one: after the next frame is painted.
fn after_paint(f: impl FnOnce() + 'static) {
    let Some(window) = web_sys::window() else {
        return f();
    };
    let next = Closure::once_into_js(move || {
        let f = Closure::once_into_js(f);
        if let Some(w) = web_sys::window() {
            let _ = w.request_animation_frame(f.unchecked_ref());
        }
    });
    let _ = window.request_animation_frame(next.unchecked_ref());
}

/// The standings (the player's row marked) and this round's pairings by name: before the first
/// paint (`first`), only the rows a phone's screen can show.
fn draw_rest(first: bool) {
    let rest = with_phone(|p| {
        let (Ok(s), Ok(st)) = (&p.snapshot, &p.standings) else {
            return Html::default();
        };
        let shown = match (first, p.me) {
            (false, _) => st.rows.len(),
            (true, Some(_)) => return Html::default(),
            (true, None) => phone::FIRST_ROWS,
        };
        let link = |q| p.href(Some(q));
        // The top 8 first, once there is one: it is what the players follow then.
        let mut out = phone::playoff_section(&s.event);
        out.push_raw("<section class=\"card\"><h3>Standings</h3><div class=\"table-wrap\">");
        out.push(&phone::standings(
            &s.event,
            st,
            &link,
            p.me,
            shown,
            (!p.marks.is_empty()).then_some(p.marks.as_slice()),
        ))
        .push_raw("</div><p class=\"hint\">Tap a name for that player's breakdown.</p></section>");
        if !first {
            out.push(&phone::seats_section(&s.event));
        }
        out
    })
    .unwrap_or_default();
    set_html("phone-rest", &rest);
}

/// A link that cannot be read: its sentence and the ways on.
fn error_page(message: &str) -> Html {
    // The core's sentences start in lower case, for the CLI's `tiebreak: ` before them.
    let mut chars = message.chars();
    let message: String = chars
        .next()
        .map(|c| c.to_ascii_uppercase())
        .into_iter()
        .chain(chars)
        .collect();
    let mut out = Html::raw(
        "<section class=\"page view-error\" data-testid=\"view-error\"><h2>This link cannot be opened</h2><p class=\"error\" role=\"alert\" data-testid=\"view-error-message\">",
    );
    out.push_text(&message).push_raw(
        "</p><p>Or open <a href=\"#/\" data-testid=\"view-home\">Tiebreak's home page</a>, or <a href=\"#/check\">check your tiebreakers by hand</a> from your opponents' records.</p></section>",
    );
    out
}

/// The page of a snapshot, with a place for each part that changes: the player's own part, the
/// advice, the breakdown and the standings.
fn skeleton(s: &Snapshot, error: Option<&String>) -> Html {
    let mut out = Html::raw("<section class=\"page phone-view\" data-testid=\"phone-view\"><div>");
    out.push(&phone::head(&s.event, &taken_words(s.taken_at)))
        .push_raw("</div><div id=\"phone-published\"></div>");
    out.push_raw("<p class=\"error\" role=\"alert\"");
    match error {
        // The standings of a snapshot that reads are computed before this is drawn.
        Some(e) => out.push_raw(">").push_text(e),
        None => out.push_raw(" hidden>"),
    };
    out.push_raw("</p><div class=\"card find\" data-testid=\"find\"><label for=\"")
        .push_raw(FindName::ID)
        .push_raw(concat!(
            "\">Find my name</label>",
            "<p class=\"hint\">Type a few letters, then tap your name (or press Enter for the first one).</p>",
            "<input id=\""
        ))
        .push_raw(FindName::ID)
        .push_raw("\" data-testid=\"")
        .push_raw(FindName::ID)
        .push_raw("\" type=\"search\" autocomplete=\"off\" placeholder=\"Your name\"><ul class=\"matches\" id=\"")
        .push_raw(FindName::MATCHES)
        .push_raw("\" data-testid=\"matches\"></ul></div>");
    out.push_raw(concat!(
        "<div id=\"phone-mine\"></div>",
        "<section class=\"card advice-panel\" id=\"phone-advice\" data-testid=\"advice\" hidden><div class=\"row\"><h3>What do I need?</h3>",
        "<button type=\"button\" data-testid=\"advice-toggle\" id=\"advice-toggle\" aria-expanded=\"false\">Show</button></div>",
        "<p class=\"hint\" id=\"advice-hint\">Can you draw? Do you need to win? Are you already in the top cut? Worked out from these standings.</p>",
        "<p class=\"error\" role=\"alert\" id=\"advice-problem\" data-testid=\"advice-problem\" hidden></p>",
        "<div id=\"advice-body\" data-testid=\"advice-body\" hidden></div></section>",
        "<div id=\"phone-breakdown\"></div><div id=\"phone-rest\"></div>",
        "<div class=\"card save-copy\"><button type=\"button\" data-testid=\"save-copy\">Save a copy on this phone</button>",
        "<p class=\"error\" role=\"alert\" id=\"save-problem\" hidden></p>",
        "<p class=\"hint\">Nothing from this link is kept on this phone unless you save a copy. A copy opens in Tiebreak's organizer app on this phone, as an event of its own: you can look through it offline, and it does not follow the store's results.</p></div></section>",
    ));
    out
}

/// The names matching the search box.
fn draw_matches() {
    let found = with_phone(|p| match &p.snapshot {
        Ok(s) => phone::matches(&s.event, &p.query, &|n| p.href(Some(n))),
        Err(_) => Html::default(),
    })
    .unwrap_or_default();
    set_html(FindName::MATCHES, &found);
}

fn clear_search() {
    with_phone(|p| p.query.clear());
    dom::set_field_value(FindName::ID, "");
    set_html(FindName::MATCHES, &Html::default());
}

/// The player's own part: their table, record and place, and (`whole`) their corrections and "why
/// am I below…?".
fn draw_mine(whole: bool) {
    // Minutes east of UTC on this phone: the corrections' times are the player's own.
    let offset = -(js_sys::Date::new_0().get_timezone_offset() as i32);
    let mine = with_phone(|p| match (p.me, &p.snapshot, &p.standings) {
        (Some(n), Ok(s), Ok(st)) => {
            let e = &s.event;
            let mut out = phone::me(e, st, n);
            if !whole {
                return out;
            }
            out.push(&phone::my_corrections(e, n, offset));
            out.push_raw("<section class=\"card\">")
                .push(&phone::why_below(e, st, n, p.other, &|q| p.href(Some(q))))
                .push_raw("</section>");
            out
        }
        _ => Html::default(),
    })
    .unwrap_or_default();
    set_html("phone-mine", &mine);
}

/// "What do I need?" for this player, their own table first: on a tap only, from the advice
/// bundle (src/advice_main.rs), which the phone then downloads, so that the link's first page
/// carries none of it (PERFORMANCE.md). The link's own payload is the event it reads.
fn draw_advice(open: bool) {
    if let Some(b) = by_id("advice-toggle") {
        let _ = b.set_attribute("aria-expanded", if open { "true" } else { "false" });
        b.set_text_content(Some(if open { "Hide" } else { "Show" }));
    }
    set_hidden("advice-hint", open);
    set_hidden("advice-body", !open);
    if !open {
        set_hidden("advice-problem", true);
        return;
    }
    let Some((payload, me, asked)) = with_phone(|p| {
        p.asked += 1;
        (p.payload.clone(), p.me, p.asked)
    }) else {
        return;
    };
    let Some(me) = me else { return };
    wasm_bindgen_futures::spawn_local(async move {
        let request = AdviceRequest {
            payload,
            cut: Cut::EventsOwn,
            first: Some(me),
        };
        let result = super::on_demand::ask(&request).await;
        // A later question (another player, the panel shut and opened) has the last word.
        if with_phone(|p| p.asked == asked && p.advice_open) != Some(true) {
            return;
        }
        match result {
            Ok(answer) => {
                set_hidden("advice-problem", true);
                set_html("advice-body", &answer.into_html());
            }
            Err(e) => {
                set_text("advice-problem", e);
                set_hidden("advice-problem", false);
            }
        }
    });
}

/// "Save a copy on this phone". Saving is the organizer's app's work (this bundle carries no
/// store and no writer of the event file): the link's address waits under INCOMING_KEY, and the
/// organizer's app, loaded for `#/`, reads it as an import of the link, saves it and opens the
/// copy (`app::share::take_incoming`).
fn save_copy() {
    let Some(address) = with_phone(|p| {
        p.snapshot.is_ok().then(|| {
            Page::View {
                version: p.version.clone(),
                payload: p.payload.clone(),
                player: None,
            }
            .hash()
        })
    })
    .flatten() else {
        return;
    };
    match LocalBackend::new().set(crate::store::INCOMING_KEY, &address) {
        Ok(()) => dom::go("#/"),
        Err(e) => {
            set_text(
                "save-problem",
                &format!("The copy could not be saved: {e}."),
            );
            set_hidden("save-problem", false);
        }
    }
}
