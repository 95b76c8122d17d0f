//! The app's state: the list of events, the open event, what could not be saved, and undo.
//!
//! Only the signals live here. The save protocol they show (the changes waiting to be written,
//! pulling another tab's version, undo, a reason given to the last change) is
//! [`crate::store::session::Session`], plain Rust tested natively. Every change to an event goes through
//! [`AppState::edit`]: a change the core refuses leaves everything as it was and returns the
//! core's sentence.

use std::cell::RefCell;

use leptos::prelude::*;

use super::storage::LocalBackend;
use crate::core::edit::{self, Edit, Stamp};
use crate::core::{write_event_json, Event, InputError};
use crate::render::import_wire::ImportRequest;
use crate::store::session::{
    Edited, Open, Pulled, Said, Session, Undone, Written, NOT_MADE, NOT_RENAMED,
};
use crate::store::{Index, Problem, SaveError};

pub use crate::route::{EventId, Page, Tab};

thread_local! {
    /// The one session of the page: the store, the changes not yet written, and undo. The app is
    /// single-threaded; the store holds browser handles that cannot live in a signal.
    static SESSION: RefCell<Option<Session<LocalBackend>>> = const { RefCell::new(None) };
}

fn with_session<R>(f: impl FnOnce(&mut Session<LocalBackend>) -> R) -> R {
    SESSION.with(|s| {
        let mut s = s.borrow_mut();
        let session = s.get_or_insert_with(|| Session::open(LocalBackend::new()));
        f(session)
    })
}

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
    /// What undoing does next, for the button ("Undo result of table 3"); `None` when nothing
    /// can be undone.
    pub undo: RwSignal<Option<String>>,
    /// A short message after an action ("Imported 10 players and 3 rounds").
    pub notice: RwSignal<Option<String>>,
    /// A printable sheet shown over the page (from [`crate::render::html`]), until closed.
    pub sheet: RwSignal<Option<crate::render::html::Html>>,
    /// The log entries the last change wrote, so that the organizer can give a reason.
    pub logged: RwSignal<Option<Logged>>,
}

/// The log entries one change wrote, waiting for an optional reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Logged {
    /// The event's id.
    pub id: EventId,
    /// The entries' indices in the event's log.
    pub entries: std::ops::Range<usize>,
    /// What they say, for the prompt.
    pub summary: String,
}

/// Now, as a log entry's time.
pub fn now_stamp() -> Stamp {
    Stamp::at(&crate::core::model::log::format_time(super::dom::now_secs()))
}

impl AppState {
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

    /// `f` of the session and the open event, untracked.
    fn with_open<R>(&self, f: impl FnOnce(&mut Session<LocalBackend>, Option<&Open>) -> R) -> R {
        self.open
            .with_untracked(|o| with_session(|s| f(s, o.as_ref())))
    }

    /// Opens the store and reads what it holds.
    pub fn new(hash: &str) -> AppState {
        let (index, problems, unavailable) = with_session(|s| {
            let s = s.store();
            (
                s.index().clone(),
                s.problems().to_vec(),
                s.unavailable().map(|e| e.to_string()),
            )
        });
        let state = AppState {
            page: RwSignal::new(Page::from_hash(hash)),
            index: RwSignal::new(index),
            open: RwSignal::new(None),
            problems: RwSignal::new(problems),
            save_error: RwSignal::new(None),
            conflict: RwSignal::new(None),
            unavailable: RwSignal::new(unavailable),
            undo: RwSignal::new(None),
            notice: RwSignal::new(None),
            sheet: RwSignal::new(None),
            logged: RwSignal::new(None),
        };
        state.sync_open();
        state
    }

    /// Loads the event the page names, if it is not the open one.
    pub fn sync_open(&self) {
        self.flush();
        let Some(id) = self.page.with_untracked(|p| p.event().cloned()) else {
            return;
        };
        if self.is_open(&id) {
            return;
        }
        let event = with_session(|s| s.store().load(id.as_str()));
        self.refresh_problems();
        self.open.set(event.map(|event| Open { id, event }));
    }

    fn refresh_problems(&self) {
        let problems = with_session(|s| s.store().problems().to_vec());
        if self.problems.with_untracked(|p| *p != problems) {
            self.problems.set(problems);
        }
    }

    fn refresh_index(&self) {
        self.index.set(with_session(|s| s.store().index().clone()));
    }

    fn refresh_undo(&self) {
        let label = with_session(|s| s.undo_label());
        if self.undo.with_untracked(|u| *u != label) {
            self.undo.set(label);
        }
    }

    fn saved(&self, result: Result<(), SaveError>) {
        match result {
            Ok(()) => {
                if self.save_error.with_untracked(Option::is_some) {
                    self.save_error.set(None);
                }
            }
            Err(e) => self.save_error.set(Some(e.to_string())),
        }
        self.refresh_index();
    }

    fn written(&self, written: Written) {
        match written {
            Written::Done(result) => self.saved(result),
            Written::Stale(pulled) => self.show_pulled(*pulled),
        }
    }

    /// Whether `id` is the open event.
    fn is_open(&self, id: &EventId) -> bool {
        self.open
            .with_untracked(|o| o.as_ref().map(|o| o.id == *id))
            == Some(true)
    }

    /// Whether the page shown is one of the event `id`.
    fn is_open_page(&self, id: &EventId) -> bool {
        self.page.with_untracked(|p| p.event() == Some(id))
    }

    /// Shows the stored version of an event that another tab or window changed, and what
    /// the page says about it ([`Pulled::said`]).
    fn show_pulled(&self, pulled: Pulled) {
        let said = pulled.said(self.is_open_page(&pulled.id));
        if self.is_open(&pulled.id) {
            let changed =
                self.with_event_untracked(|e| Some(e) != pulled.event.as_ref()) == Some(true);
            if changed {
                let id = pulled.id;
                self.open.set(pulled.event.map(|event| Open { id, event }));
            }
        }
        self.refresh_index();
        self.refresh_problems();
        self.refresh_undo();
        match said {
            Some(Said::Conflict(sentence)) => self.conflict.set(Some(sentence)),
            Some(Said::Notice(sentence)) => self.notice.set(Some(sentence)),
            None => {}
        }
    }

    /// Reads `id` again after another tab or window changed it, and shows it.
    fn read_again(&self, id: &EventId) {
        let pulled = self.with_open(|s, open| s.read_again(id, open));
        self.show_pulled(pulled);
    }

    /// Follows a change another tab or window made to storage (the window's `storage` event,
    /// which fires in every other tab of this origin): `key` is the key changed, `None` when
    /// storage was cleared. The list of events and the open event are read again; a save of this
    /// tab still waiting is written first, and refused if it is now stale.
    pub fn follow_storage(&self, key: Option<&str>) {
        use crate::store::{event_key, INDEX_KEY};
        let prefix = event_key("");
        let open = self.open_id_untracked();
        match key {
            Some(INDEX_KEY) => {
                let index = with_session(|s| s.store().reload_index().clone());
                if self.index.with_untracked(|i| *i != index) {
                    self.index.set(index);
                }
            }
            Some(k) => {
                if let Some(id) = k.strip_prefix(&prefix) {
                    self.flush();
                    if let Some(open) = open.filter(|o| o.as_str() == id) {
                        self.read_again(&open);
                    }
                }
            }
            None => {
                self.flush();
                if let Some(id) = open {
                    self.read_again(&id);
                } else {
                    self.index
                        .set(with_session(|s| s.store().reload_index().clone()));
                }
            }
        }
    }

    /// Goes to a page.
    pub fn go(&self, page: Page) {
        let hash = page.hash();
        if let Some(w) = web_sys::window() {
            let _ = w.location().set_hash(&hash);
        }
        self.page.set(page);
        self.sync_open();
    }

    /// Applies `change` to the open event. On success the previous version is kept for undo and
    /// the event is saved after the next frame; on failure nothing changes and the core's
    /// sentence is returned.
    pub fn edit(
        &self,
        label: impl Into<String>,
        change: impl FnOnce(&mut Event) -> Result<(), InputError>,
    ) -> Result<(), String> {
        // A copy, as no signal may be held while `change` runs.
        let Some(open) = self.open.get_untracked() else {
            return Err("no event is open.".into());
        };
        let edited = with_session(|s| s.edit(open, label.into(), change))?;
        self.show_edited(edited)
    }

    /// Shows a change the session made: the event, the entries it logged, and its save after
    /// the next frame is drawn (several quick changes make one write; leaving the page saves at
    /// once, see `root.rs`).
    fn show_edited(&self, edited: Edited) -> Result<(), String> {
        let (event, logged, first) = match edited {
            Edited::Same => return Ok(()),
            Edited::Stale(pulled) => {
                self.show_pulled(pulled);
                return Err(NOT_MADE.into());
            }
            Edited::Made {
                event,
                logged,
                first,
            } => (event, logged, first),
        };
        let Some(id) = self.open_id_untracked() else {
            return Err("no event is open.".into());
        };
        if logged.is_empty() {
            if self.logged.with_untracked(Option::is_some) {
                self.logged.set(None);
            }
        } else {
            let entries = event.log.get(logged.clone()).unwrap_or_default();
            self.logged.set(Some(Logged {
                id: id.clone(),
                summary: crate::render::log::summary(entries),
                entries: logged,
            }));
        }
        self.refresh_undo();
        self.open.set(Some(Open { id, event }));
        if first {
            let state = *self;
            request_animation_frame(move || {
                set_timeout(move || state.flush(), std::time::Duration::ZERO);
            });
        }
        Ok(())
    }

    /// Makes `edit` on the open event through the core ([`edit::apply`]), stamped now: logged
    /// where it is a correction, checked whole, or refused with the core's sentence. Undo names it
    /// by [`Edit::label`].
    pub fn apply(&self, edit: Edit) -> Result<(), String> {
        let label = self
            .with_event_untracked(|e| edit.label(e))
            .unwrap_or_default();
        let stamp = now_stamp();
        self.edit(label, |e| edit::apply_in_place(e, &edit, &stamp))
    }

    /// Gives the entries of the last logged change a reason (an empty one clears it). Not a change
    /// of its own for undo: the reason belongs to the entries.
    pub fn give_reason(&self, reason: &str) -> Result<(), String> {
        let Some(logged) = self.logged.get_untracked() else {
            return Ok(());
        };
        if !self.is_open(&logged.id) {
            self.logged.set(None);
            return Ok(());
        }
        let stamp = now_stamp();
        let Some(open) = self.open.get_untracked() else {
            return Err("no event is open.".into());
        };
        let edited = with_session(|s| s.give_reason(open, logged.entries, reason, &stamp))?;
        let result = self.show_edited(edited);
        if result.is_ok() {
            self.logged.set(None);
        }
        result
    }

    /// Writes the edited event now, if a save is waiting. Every other access to the store
    /// flushes first, so writes keep their order.
    pub fn flush(&self) {
        if let Some(written) = self.with_open(|s, open| s.flush(open)) {
            self.written(written);
        }
    }

    /// Undoes the most recent change.
    pub fn undo(&self) {
        self.flush();
        let stamp = now_stamp();
        let Some(undone) = self.with_open(|s, open| s.undo(open, &stamp)) else {
            return;
        };
        self.refresh_undo();
        match undone {
            Undone::Refused(sentence) => self.save_error.set(Some(sentence)),
            Undone::Stale(pulled) => {
                self.logged.set(None);
                self.show_pulled(pulled);
            }
            Undone::Edit { id, event, written } => {
                self.logged.set(None);
                self.saved(written);
                if self.is_open(&id) {
                    self.open.set(Some(Open { id, event }));
                } else {
                    self.go(Page::Event {
                        event: id,
                        tab: Tab::Players,
                    });
                }
            }
            Undone::Restored { name, written } => {
                self.saved(written);
                self.notice.set(Some(format!("Restored “{name}”.")));
            }
        }
    }

    /// Creates an event, opens it and returns its id.
    pub fn create(&self, event: Event) -> Result<EventId, String> {
        self.flush();
        let id = with_session(|s| s.create(&event)).map_err(|e| e.to_string())?;
        self.refresh_index();
        self.open.set(Some(Open {
            id: id.clone(),
            event,
        }));
        Ok(id)
    }

    /// Deletes an event; undo brings it back.
    pub fn delete(&self, id: &str) {
        self.flush();
        let id = EventId::new(id);
        let (name, result) = with_session(|s| s.delete(&id));
        let ok = result.is_ok();
        self.saved(result);
        if ok {
            self.refresh_undo();
            if self.is_open(&id) {
                self.open.set(None);
            }
            self.notice.set(Some(format!("Deleted “{name}”.")));
        }
    }

    /// Copies an event under a new name.
    pub fn duplicate(&self, id: &str) -> Result<EventId, String> {
        self.flush();
        let new = with_session(|s| s.duplicate(&EventId::new(id)))?;
        self.refresh_index();
        Ok(new)
    }

    /// Renames an event from the list.
    pub fn rename(&self, id: &str, name: &str) -> Result<(), String> {
        self.flush();
        let id = EventId::new(id);
        let (event, written) = self.with_open(|s, open| s.rename(&id, name, open))?;
        match written {
            Written::Stale(pulled) => {
                self.show_pulled(*pulled);
                return Err(NOT_RENAMED.into());
            }
            Written::Done(result) => self.saved(result),
        }
        self.refresh_undo();
        if self.is_open(&id) {
            self.open.set(Some(Open { id, event }));
        }
        Ok(())
    }

    /// Imports a match CSV (best of three), an event JSON or an archive file (Melee's, with the
    /// standings it published) as a new event, read as [`crate::core::read_event`] reads it: an
    /// event file here, the others by the on-demand bundle ([`super::on_demand::import`]). A
    /// refusal names the file, and the field when there is one. The open event is never touched.
    pub async fn import(&self, file_name: &str, text: &str) -> Result<EventId, String> {
        let read = if crate::core::is_event_file(text) {
            crate::core::read_event_json(text).map_err(|e| e.to_string())
        } else {
            let request = ImportRequest::File {
                text: text.to_string(),
                best_of: 3,
            };
            match super::on_demand::import(&request).await {
                Ok(json) => crate::core::read_event_json(&json).map_err(|e| e.to_string()),
                Err(e) => Err(e),
            }
        };
        let mut event = read.map_err(|e| format!("{file_name}: {e}"))?;
        if event.name.is_empty() {
            event.name = file_name
                .rsplit_once('.')
                .map_or(file_name, |(stem, _)| stem)
                .to_string();
        }
        let summary = crate::render::import_summary(&event);
        let id = self.create(event)?;
        self.notice.set(Some(summary));
        Ok(id)
    }

    /// The open event as the JSON file the CLI reads.
    pub fn export_json(&self) -> Option<(String, String)> {
        self.with_event_untracked(|e| (crate::render::file_name(e), write_event_json(e)))
    }

    /// Replaces unreadable stored data after the user chose to; a backup is kept.
    pub fn replace_problem(&self, key: &str) {
        self.flush();
        let result = with_session(|s| s.store().replace_protected(key));
        self.saved(result);
        self.refresh_problems();
        // A replaced revision is read again with the event, so that saving works again.
        if let Some(id) = self.open_id_untracked() {
            if with_session(|s| s.store().changed_elsewhere(id.as_str())) {
                self.read_again(&id);
            }
        }
    }
}
