//! The app's state: signals that show what the tab's [`Session`] holds and tells.
//!
//! The session (plain Rust, tested natively) owns the open event, the changes waiting to be
//! written, undo, and every sentence a change ends with. Each method here makes one call of it
//! through [`AppState::run`], which then sets the signals from it: a signal is set only when its
//! value changed, so that nothing is drawn again for nothing.

use leptos::prelude::*;

use super::storage::{with_session, LocalBackend};
use crate::core::edit::Edit;
use crate::core::{Event, InputError};
use crate::render::markup::Html;
use crate::route::{EventId, Page, Tab};
use crate::store::session::{Logged, NotMade, Open, Session, Shown};
use crate::store::{Index, Problem};

/// Everything the components share. Cheap to copy: every field is a signal.
#[derive(Clone, Copy)]
pub struct AppState {
    /// The page shown.
    pub page: RwSignal<Page>,
    /// The list of events.
    pub index: RwSignal<Index>,
    /// The open event, if any.
    pub open: RwSignal<Option<Open>>,
    /// Stored data that could not be read, kept for download.
    pub problems: RwSignal<Vec<Problem>>,
    /// The last save that failed, as a sentence; cleared by the next save that works.
    pub save_error: RwSignal<Option<String>>,
    /// Why changes of this tab were not made: another tab or window saved the event first.
    /// Stays until dismissed.
    pub conflict: RwSignal<Option<String>>,
    /// Why storage cannot be used at all.
    pub unavailable: RwSignal<Option<String>>,
    /// What undoing does next, for the button ("Undo result of table 3").
    pub undo: RwSignal<Option<String>>,
    /// A short message after an action ("Imported 10 players and 3 rounds").
    pub notice: RwSignal<Option<String>>,
    /// A printable sheet shown over the page (from [`crate::render::html`]), until closed.
    pub sheet: RwSignal<Option<Html>>,
    /// The log entries the last change wrote, so that the organizer can give a reason.
    pub logged: RwSignal<Option<Logged>>,
    /// The preset the standings and breakdowns are viewed under, for the event named, when the
    /// organizer views them under another ruleset than the event's: a view, not a change.
    pub viewing: RwSignal<Option<(EventId, String)>>,
}

/// Sets `signal` to `value` if it differs.
fn put<T: PartialEq + Send + Sync + 'static>(signal: RwSignal<T>, value: T) {
    if signal.with_untracked(|v| *v != value) {
        signal.set(value);
    }
}

impl AppState {
    /// Opens the store, and the event the address names.
    pub fn new(hash: &str) -> AppState {
        let state = AppState {
            page: RwSignal::new(Page::from_hash(hash)),
            index: RwSignal::new(Index::default()),
            open: RwSignal::new(None),
            problems: RwSignal::new(Vec::new()),
            save_error: RwSignal::new(None),
            conflict: RwSignal::new(None),
            unavailable: RwSignal::new(None),
            undo: RwSignal::new(None),
            notice: RwSignal::new(None),
            sheet: RwSignal::new(None),
            logged: RwSignal::new(None),
            viewing: RwSignal::new(None),
        };
        state.sync_open();
        state
    }

    /// `f` of the session, then the signals shown as it left them.
    fn run<R>(&self, f: impl FnOnce(&mut Session<LocalBackend>) -> R) -> R {
        let (answer, shown) = with_session(|s| (f(s), s.shown()));
        self.show(shown);
        answer
    }

    /// Sets the signals to what the session holds and tells (one function, not one copy a call).
    fn show(&self, shown: Shown) {
        let Shown {
            told,
            open,
            index,
            problems,
            unavailable,
            undo,
            logged,
        } = shown;
        put(self.open, open);
        put(self.index, index);
        put(self.problems, problems);
        put(self.unavailable, unavailable);
        put(self.undo, undo);
        put(self.logged, logged);
        match told.saved {
            Some(Ok(())) => put(self.save_error, None),
            Some(Err(sentence)) => self.save_error.set(Some(sentence)),
            None => {}
        }
        if let Some(sentence) = told.conflict {
            self.conflict.set(Some(sentence));
        }
        if let Some(sentence) = told.notice {
            self.notice.set(Some(sentence));
        }
        if let Some(event) = told.go_to {
            self.go(Page::Event {
                event,
                tab: Tab::Players,
            });
        }
        if told.flush_soon {
            // The save after the next frame is drawn: several quick changes make one write, and
            // leaving the page saves at once (`root.rs`).
            let state = *self;
            request_animation_frame(move || {
                set_timeout(move || state.flush(), std::time::Duration::ZERO);
            });
        }
    }

    /// `f` of the open event, tracked (a closure that calls it runs again when the event
    /// changes), or `None` when no event is open.
    pub fn with_event<T>(&self, f: impl FnOnce(&Event) -> T) -> Option<T> {
        self.open.with(|o| o.as_ref().map(|o| f(&o.event)))
    }

    /// [`AppState::with_event`], untracked: for event handlers and one-off reads.
    pub fn with_event_untracked<T>(&self, f: impl FnOnce(&Event) -> T) -> Option<T> {
        self.open
            .with_untracked(|o| o.as_ref().map(|o| f(&o.event)))
    }

    /// The open event's id, tracked.
    pub fn open_id(&self) -> Option<EventId> {
        self.open.with(|o| o.as_ref().map(|o| o.id.clone()))
    }

    /// The open event's id, untracked.
    pub fn open_id_untracked(&self) -> Option<EventId> {
        self.open
            .with_untracked(|o| o.as_ref().map(|o| o.id.clone()))
    }

    /// Opens the event the page names, if it is not the open one.
    pub fn sync_open(&self) {
        let shown = self.page.with_untracked(|p| p.event().cloned());
        self.run(|s| s.show(shown.as_ref()));
    }

    /// Follows a change another tab or window made to storage: `key` is the key changed (the
    /// window's `storage` event), `None` when storage was cleared.
    pub fn follow_storage(&self, key: Option<&str>) {
        self.run(|s| s.follow(key));
    }

    /// Goes to a page.
    pub fn go(&self, page: Page) {
        if let Some(w) = web_sys::window() {
            let _ = w.location().set_hash(&page.hash());
        }
        self.page.set(page);
        self.sync_open();
    }

    /// Makes `edit` on the open event through the core, stamped now ([`Session::apply`]).
    pub fn apply(&self, edit: Edit) -> Result<(), NotMade> {
        let stamp = super::dom::now_stamp();
        self.run(|s| s.apply(&edit, &stamp))
    }

    /// Reads a form against the open event and makes the change it asks for
    /// ([`Session::submit`]), stamped now.
    pub fn submit(
        &self,
        read: impl FnOnce(&Event) -> Result<Edit, InputError>,
    ) -> Result<(), NotMade> {
        let stamp = super::dom::now_stamp();
        self.run(|s| s.submit(read, &stamp))
    }

    /// Asks for a reason for the log entries `logged` (the log's "Add reason").
    pub fn ask_reason(&self, logged: Logged) {
        self.run(|s| s.ask_reason(logged));
    }

    /// Lets the reason prompt go.
    pub fn dismiss_reason(&self) {
        self.run(|s| s.dismiss_reason());
    }

    /// Gives the entries of the last logged change a reason (an empty one clears it).
    pub fn give_reason(&self, reason: &str) -> Result<(), NotMade> {
        let stamp = super::dom::now_stamp();
        self.run(|s| s.give_reason(reason, &stamp))
    }

    /// Writes the changes waiting, if any.
    pub fn flush(&self) {
        self.run(|s| s.flush());
    }

    /// Undoes the most recent change.
    pub fn undo(&self) {
        let stamp = super::dom::now_stamp();
        self.run(|s| s.undo(&stamp));
    }

    /// Creates an event, opens it and returns its id.
    pub fn create(&self, event: Event) -> Result<EventId, NotMade> {
        self.run(|s| s.create(event))
    }

    /// Deletes an event; undo brings it back.
    pub fn delete(&self, id: &EventId) {
        self.run(|s| s.delete(id));
    }

    /// Copies an event under a new name.
    pub fn duplicate(&self, id: &EventId) -> Result<EventId, NotMade> {
        self.run(|s| s.duplicate(id))
    }

    /// Renames an event from the list.
    pub fn rename(&self, id: &EventId, name: &str) -> Result<(), NotMade> {
        self.run(|s| s.rename(id, name))
    }

    /// Imports `text`, the file `file_name`, as a new event ([`Session::import`]), read by
    /// [`super::on_demand::read_file`].
    pub async fn import(&self, file_name: &str, text: &str) -> Result<EventId, NotMade> {
        let read = super::on_demand::read_file(text).await;
        self.run(|s| s.import(file_name, read))
    }

    /// Saves the event of a players' link as a new event ([`Session::save_copy`]).
    pub fn save_copy(&self, read: Result<Event, String>) -> Result<EventId, NotMade> {
        self.run(|s| s.save_copy(read))
    }

    /// Replaces unreadable stored data after the user chose to; a backup is kept.
    pub fn replace_problem(&self, key: &str) {
        self.run(|s| s.replace_problem(key));
    }
}
