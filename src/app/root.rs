//! The root component: the state, the address, the banners, and the page shown.

use leptos::prelude::*;

use super::display::DisplayPage;
use super::dom;
use super::events::EventsPage;
use super::log::LogTab;
use super::players::PlayersTab;
use super::playoff::PlayoffTab;
use super::rounds::RoundsTab;
use super::standings::{PlayerPage, StandingsTab};
use super::state::AppState;
use crate::route::{Page, Tab};

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    let state = AppState::new(&dom::hash());
    provide_context(state);
    handle_address(state);
    handle_undo_key(state);
    handle_leaving(state);
    handle_other_tabs(state);
    super::share::take_incoming(state);
    // The second-screen display has no header, banners or tabs: only the board.
    let display = Memo::new(move |_| matches!(state.page.get(), Page::Display { .. }));
    let phone = Memo::new(move |_| matches!(state.page.get(), Page::View { .. }));
    // A players' link and "Check my tiebreakers" are bundles of their own (index.html loads
    // each for its address): opened from here, the page loads again. An effect, not the render.
    Effect::new(move |_| {
        if matches!(state.page.get(), Page::View { .. } | Page::Check) {
            dom::reload();
        }
    });

    move || {
        if display.get() {
            view! {
                <div class="app display-app" data-testid="app-mounted">
                    <DisplayPage />
                </div>
            }
            .into_any()
        } else if phone.get() {
            // A players' link opened inside the organizer's app: the page loads again (above).
            view! { <p class="hint" data-testid="app-mounted">"Opening the players' view…"</p> }
                .into_any()
        } else {
            view! {
        <div class="app" data-testid="app-mounted">
            <header class="app-header no-print">
                <a class="brand" href="#/" on:click=move |_| state.go(Page::Events)>"Tiebreak"</a>
                <nav aria-label="Main">
                    <a href="#/" on:click=move |_| state.go(Page::Events)>"Events"</a>
                    <a href="#/check" data-testid="nav-check" on:click=move |_| state.go(Page::Check)>"Check my tiebreakers"</a>
                </nav>
                <UndoButton />
            </header>
            <Banners />
            <main>
                {move || match state.page.get() {
                    Page::Events => view! { <EventsPage /> }.into_any(),
                    // "Check my tiebreakers" is its own bundle (index.html loads it for `#/check`).
                    Page::Check => view! { <p class="hint">"Opening the check page…"</p> }.into_any(),
                    Page::Event { tab, .. } => view! { <EventPage tab=tab /> }.into_any(),
                    Page::Player { player, .. } => view! { <Opened><PlayerPage player=player /></Opened> }.into_any(),
                    Page::Display { .. } | Page::View { .. } => ().into_any(),
                }}
            </main>
            <SheetPreview />
        </div>
        }
        .into_any()
        }
    }
}

/// Follows the other tabs and windows of this browser: the window's `storage` event fires in
/// every other tab of this origin when one of them writes, so a result entered in one tab shows
/// in the others (and on the second-screen display) within a frame or two.
fn handle_other_tabs(state: AppState) {
    let handle = window_event_listener(leptos::ev::storage, move |ev| {
        state.follow_storage(ev.key().as_deref());
    });
    on_cleanup(move || handle.remove());
}

/// A printable sheet over the page, with Print and Close. Printing shows the sheet alone
/// (`style/main.css`: `.app:has(> .sheet-preview:not([hidden]))`).
#[component]
fn SheetPreview() -> impl IntoView {
    let state = expect_context::<AppState>();
    let close = move || state.sheet.set(None);
    let handle = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" && state.sheet.with_untracked(Option::is_some) {
            close();
        }
    });
    on_cleanup(move || handle.remove());
    view! {
        <div class="sheet-preview" role="dialog" aria-label="Print preview" data-testid="sheet-preview"
            hidden=move || state.sheet.with(Option::is_none)>
            <div class="sheet-bar no-print">
                <button type="button" class="primary" data-testid="sheet-print" on:click=move |_| {
                    if let Some(w) = web_sys::window() {
                        let _ = w.print();
                    }
                }>"Print"</button>
                <button type="button" data-testid="sheet-close" on:click=move |_| close()>"Close"</button>
                <span class="hint">"A4 or Letter, portrait. Esc closes."</span>
            </div>
            <div class="sheet-page" inner_html=move || state.sheet.get().unwrap_or_default().into_string()></div>
        </div>
    }
}

/// Follows the address: a link, the back button or a reload shows the page it names.
fn handle_address(state: AppState) {
    let handle = window_event_listener(leptos::ev::hashchange, move |_| {
        let page = Page::from_hash(&dom::hash());
        if state.page.get_untracked() != page {
            state.page.set(page);
            state.sync_open();
        }
    });
    on_cleanup(move || handle.remove());
}

/// A save waiting for the next frame is written at once when the page is hidden or closed.
fn handle_leaving(state: AppState) {
    let hidden = window_event_listener(leptos::ev::pagehide, move |_| state.flush());
    let closing = window_event_listener(leptos::ev::beforeunload, move |_| state.flush());
    on_cleanup(move || {
        hidden.remove();
        closing.remove();
    });
}

/// Ctrl+Z (or ⌘Z) undoes the last change wherever no text is being typed: outside a field, or
/// in a field that holds only its saved value (a result box the keyboard moved to after the last
/// result), where the browser's own undo has nothing to take back.
fn handle_undo_key(state: AppState) {
    let handle = window_event_listener(leptos::ev::keydown, move |ev| {
        let typing = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .is_some_and(|e| match e.tag_name().as_str() {
                "INPUT" => wasm_bindgen::JsCast::dyn_ref::<web_sys::HtmlInputElement>(&e)
                    .is_none_or(|i| i.value() != i.default_value()),
                "TEXTAREA" | "SELECT" => true,
                _ => e.has_attribute("contenteditable"),
            });
        if (ev.ctrl_key() || ev.meta_key())
            && !ev.shift_key()
            && ev.key().eq_ignore_ascii_case("z")
            && !typing
        {
            ev.prevent_default();
            state.undo();
        }
    });
    on_cleanup(move || handle.remove());
}

#[component]
fn UndoButton() -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        {move || state.undo.get().map(|label| view! {
            <button type="button" class="undo" data-testid="undo" title="Ctrl+Z" aria-keyshortcuts="Control+Z" on:click=move |_| state.undo()>
                {label}
            </button>
        })}
    }
}

/// What went wrong with storage, and the last action's notice: drawn whole by
/// [`crate::render::banners`] at every change, its buttons read by one listener.
#[component]
fn Banners() -> impl IntoView {
    let state = expect_context::<AppState>();
    let markup = move || {
        let (unavailable, conflict, save_error, notice) = (
            state.unavailable.get(),
            state.conflict.get(),
            state.save_error.get(),
            state.notice.get(),
        );
        state.problems.with(|problems| {
            let problems: Vec<(&str, &str)> = problems
                .iter()
                .map(|p| (p.key.as_str(), p.reason.as_str()))
                .collect();
            crate::render::banners::banners(&crate::render::banners::Banners {
                unavailable: unavailable.as_deref(),
                conflict: conflict.as_deref(),
                save_error: save_error.as_deref(),
                problems: &problems,
                notice: notice.as_deref(),
            })
        })
    };
    let on_click = move |ev: leptos::ev::MouseEvent| {
        let Some((action, key)) = dom::action(&ev) else {
            return;
        };
        match action.as_str() {
            "dismiss-conflict" => state.conflict.set(None),
            "dismiss-notice" => state.notice.set(None),
            "export" => {
                export_json(state);
            }
            "download-raw" => {
                let raw = state.problems.with_untracked(|problems| {
                    problems
                        .iter()
                        .find(|p| p.key == key)
                        .map(|p| p.raw.clone())
                });
                if let Some(raw) = raw {
                    dom::download(&format!("{key}.txt"), &raw, "text/plain");
                }
            }
            "replace" => {
                let ok = web_sys::window()
                    .and_then(|w| {
                        w.confirm_with_message("Replace it? A backup copy is kept in this browser.")
                            .ok()
                    })
                    .unwrap_or(false);
                if ok {
                    state.replace_problem(&key);
                }
            }
            _ => {}
        }
    };
    view! { <div class="banners no-print" aria-live="polite" inner_html=move || markup().into_string() on:click=on_click></div> }
}

/// Shows its children when the page's event is open, and says so when it cannot be.
#[component]
fn Opened(children: ChildrenFn) -> impl IntoView {
    let state = expect_context::<AppState>();
    view! {
        <Show
            when=move || state.open.with(Option::is_some)
            fallback=|| view! {
                <p class="error" role="alert" data-testid="no-event">
                    "This event is not in this browser, or could not be read. " <a href="#/">"See all events"</a>
                </p>
            }
        >
            {children()}
        </Show>
    }
}

/// An open event, with its tabs.
#[component]
fn EventPage(tab: Tab) -> impl IntoView {
    let state = expect_context::<AppState>();
    let id = move || state.open_id().unwrap_or_default();
    let title = move || state.with_event(|e| e.name.clone()).unwrap_or_default();
    let meta = move || {
        state
            .with_event(crate::render::meta_line)
            .unwrap_or_default()
    };
    let export = move |_| export_json(state);
    let tab_link = move |t: Tab, label: &'static str| {
        view! {
            <a
                href=move || Page::Event { event: id(), tab: t }.hash()
                class:current=move || tab == t
                aria-current=move || (tab == t).then_some("page")
                data-testid=format!("tab-{}", t.slug())
                on:click=move |_| state.go(Page::Event { event: id(), tab: t })
            >
                {label}
            </a>
        }
    };
    view! {
        <Opened>
            <section class="page event">
                <div class="event-head">
                    <div>
                        <h2 data-testid="event-title">{title}</h2>
                        <p class="meta">{meta}</p>
                    </div>
                    <div class="row no-print">
                        <a
                            class="button"
                            data-testid="open-display"
                            href=move || Page::Display { event: id() }.hash()
                            target=move || format!("tiebreak-display-{}", id())
                            title="The round's seats, or the standings, in large type; it follows this tab live"
                        >
                            "Open display for a second screen"
                        </a>
                        <button type="button" data-testid="export" on:click=export>"Export JSON"</button>
                    </div>
                </div>
                <nav class="tabs no-print" aria-label="Event">
                    {tab_link(Tab::Players, "Players")}
                    {tab_link(Tab::Rounds, "Rounds")}
                    {tab_link(Tab::Standings, "Standings")}
                    {tab_link(Tab::Playoff, "Playoff")}
                    {tab_link(Tab::Log, "Log")}
                </nav>
                {match tab {
                    Tab::Players => view! { <PlayersTab /> }.into_any(),
                    Tab::Rounds => view! { <RoundsTab /> }.into_any(),
                    Tab::Standings => view! { <StandingsTab /> }.into_any(),
                    Tab::Playoff => view! { <PlayoffTab /> }.into_any(),
                    Tab::Log => view! { <LogTab /> }.into_any(),
                }}
            </section>
        </Opened>
    }
}

/// Downloads the open event as the JSON file the CLI reads.
fn export_json(state: AppState) {
    let file = state.with_event_untracked(|e| {
        (
            crate::render::file_name(e),
            crate::core::write_event_json(e),
        )
    });
    if let Some((name, text)) = file {
        dom::download(&name, &text, "application/json");
    }
}
