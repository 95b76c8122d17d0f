//! The app's state: the list of events, the open event, what could not be saved, and undo.
//!
//! Components call the methods here; every change to an event goes through [`AppState::edit`],
//! which applies a core operation to a copy, keeps the previous version for undo, and saves. A
//! change the core refuses leaves everything as it was and returns the core's sentence.

use std::cell::RefCell;

use leptos::prelude::*;

use super::storage::LocalBackend;
use crate::core::edit::{self, Edit, Stamp};
use crate::core::{write_event_json, Event, InputError, LogEntry};
use crate::store::{Index, Problem, SaveError, Store};

thread_local! {
    /// The one store of the page. The app is single-threaded; the store holds browser handles
    /// that cannot live in a signal.
    static STORE: RefCell<Option<Store<LocalBackend>>> = const { RefCell::new(None) };
}

thread_local! {
    /// The latest version of an edited event, not yet written: saving waits until the change has
    /// been drawn, so that entering a result shows within one frame even for a 2000-player event.
    /// The labels of the changes it holds name them if another tab's save makes it a conflict.
    static PENDING: RefCell<Option<Pending>> = const { RefCell::new(None) };
}

/// An edited event waiting to be written.
struct Pending {
    id: String,
    event: Event,
    /// What the changes were ("the result of round 1, table 2"), oldest first.
    labels: Vec<String>,
}

fn with_store<R>(f: impl FnOnce(&mut Store<LocalBackend>) -> R) -> R {
    STORE.with(|s| {
        let mut s = s.borrow_mut();
        let store = s.get_or_insert_with(|| Store::open(LocalBackend::new()));
        f(store)
    })
}

/// How many changes can be undone.
pub const UNDO_KEPT: usize = 50;

pub use crate::route::{Page, Tab};

/// A change that can be undone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Undo {
    /// An event as it was before a change.
    Edit {
        /// The event's id.
        id: String,
        /// The event before the change.
        before: Box<Event>,
        /// What the change was, for the undo button: "result of table 3".
        label: String,
        /// The log entries the change wrote: undoing it logs an `undo` for each.
        entries: Vec<LogEntry>,
    },
    /// A deleted event, still in the store's trash.
    Delete {
        /// The event's id.
        id: String,
        /// Its name.
        name: String,
    },
}

impl Undo {
    /// What undoing does, for the button.
    pub fn label(&self) -> String {
        match self {
            Undo::Edit { label, .. } => format!("Undo {label}"),
            Undo::Delete { name, .. } => format!("Undo deleting “{name}”"),
        }
    }
}

/// The open event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Open {
    /// Its id in the store.
    pub id: String,
    /// The event.
    pub event: Event,
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
    /// Changes that can be undone, most recent last.
    pub undo: RwSignal<Vec<Undo>>,
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
    pub id: String,
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
    pub fn open_id(&self) -> Option<String> {
        self.open.with(|o| o.as_ref().map(|o| o.id.clone()))
    }

    /// The open event's id, untracked.
    pub fn open_id_untracked(&self) -> Option<String> {
        self.open
            .with_untracked(|o| o.as_ref().map(|o| o.id.clone()))
    }

    /// Opens the store and reads what it holds.
    pub fn new(hash: &str) -> AppState {
        let (index, problems, unavailable) = with_store(|s| {
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
            undo: RwSignal::new(Vec::new()),
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
        let id = match self.page.get_untracked() {
            Page::Event(id, _) | Page::Player(id, _) | Page::Display(id) => id,
            _ => return,
        };
        if self.open.with_untracked(|o| o.as_ref().map(|o| o.id == id)) == Some(true) {
            return;
        }
        let event = with_store(|s| s.load(&id));
        self.refresh_problems();
        self.open.set(event.map(|event| Open { id, event }));
    }

    fn refresh_problems(&self) {
        let problems = with_store(|s| s.problems().to_vec());
        if self.problems.with_untracked(|p| *p != problems) {
            self.problems.set(problems);
        }
    }

    fn saved(&self, result: Result<(), SaveError>) {
        match result {
            Ok(()) => {
                if self.save_error.with_untracked(Option::is_some) {
                    self.save_error.set(None);
                }
            }
            Err(SaveError::Conflict(id)) => self.pull(&id, &[]),
            Err(e) => self.save_error.set(Some(e.to_string())),
        }
        self.index.set(with_store(|s| s.index().clone()));
    }

    /// Whether `id` is the open event.
    fn is_open(&self, id: &str) -> bool {
        self.open.with_untracked(|o| o.as_ref().map(|o| o.id == id)) == Some(true)
    }

    /// Reads the stored version of `id` after another tab or window changed it, and shows it.
    /// `lost` names this tab's changes that were not made: the banner says so. This tab's undo
    /// entries for the event are dropped, since undoing them would erase the other tab's work.
    fn pull(&self, id: &str, lost: &[String]) {
        let name = self
            .open
            .with_untracked(|o| {
                o.as_ref()
                    .filter(|o| o.id == id)
                    .map(|o| o.event.name.clone())
            })
            .or_else(|| {
                self.index.with_untracked(|i| {
                    i.events.iter().find(|e| e.id == id).map(|e| e.name.clone())
                })
            })
            .unwrap_or_else(|| "This event".into());
        let event = with_store(|s| {
            s.reload_index();
            s.load(id)
        });
        let deleted = event.is_none();
        let mut dropped = 0;
        self.undo.update(|u| {
            let before = u.len();
            u.retain(|x| !matches!(x, Undo::Edit { id: x, .. } if x == id));
            dropped = before - u.len();
        });
        if self.is_open(id) {
            let changed = self.with_event_untracked(|e| Some(e) != event.as_ref()) == Some(true);
            if changed {
                self.open.set(event.map(|event| Open {
                    id: id.to_string(),
                    event,
                }));
            }
        }
        self.index.set(with_store(|s| s.index().clone()));
        self.refresh_problems();
        let name = if name.trim().is_empty() {
            "This event".to_string()
        } else {
            format!("“{name}”")
        };
        if !lost.is_empty() {
            let what = if deleted { "deleted" } else { "changed" };
            let shows = if deleted {
                ""
            } else {
                " This tab now shows that version."
            };
            self.conflict.set(Some(format!(
                "{name} was {what} in another tab or window.{shows} Your change ({}) was not made: check it, then make it again.",
                lost.join("; ")
            )));
        } else if deleted && self.is_open_page(id) {
            self.conflict.set(Some(format!(
                "{name} was deleted in another tab or window."
            )));
        } else if dropped > 0 {
            self.notice.set(Some(format!(
                "{name} was changed in another tab or window: this tab shows that version, and Undo starts again from it."
            )));
        }
    }

    /// Whether the page shown is one of the event `id`.
    fn is_open_page(&self, id: &str) -> bool {
        matches!(self.page.get_untracked(), Page::Event(x, _) | Page::Player(x, _) | Page::Display(x) if x == id)
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
                let index = with_store(|s| s.reload_index().clone());
                if self.index.with_untracked(|i| *i != index) {
                    self.index.set(index);
                }
            }
            Some(k) => {
                if let Some(id) = k.strip_prefix(&prefix) {
                    self.flush();
                    if open.as_deref() == Some(id) {
                        self.pull(id, &[]);
                    }
                }
            }
            None => {
                self.flush();
                if let Some(id) = open {
                    self.pull(&id, &[]);
                } else {
                    self.index.set(with_store(|s| s.reload_index().clone()));
                }
            }
        }
    }

    fn push_undo(&self, undo: Undo) {
        self.undo.update(|u| {
            u.push(undo);
            if u.len() > UNDO_KEPT {
                u.remove(0);
            }
        });
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
    /// the event is saved; on failure nothing changes and the core's sentence is returned.
    pub fn edit(
        &self,
        label: impl Into<String>,
        change: impl FnOnce(&mut Event) -> Result<(), InputError>,
    ) -> Result<(), String> {
        let Some(Open { id, event: before }) = self.open.get_untracked() else {
            return Err("no event is open.".into());
        };
        let label = label.into();
        // Another tab saved since this one read the event: this copy is stale, and a change made
        // on it would be refused when saved. Show the newer version instead, and say so.
        if with_store(|s| s.changed_elsewhere(&id)) {
            let waiting = PENDING.with(|p| {
                let mut p = p.borrow_mut();
                if p.as_ref().is_some_and(|w| w.id == id) {
                    p.take()
                } else {
                    None
                }
            });
            let mut lost = waiting.map_or_else(Vec::new, |w| w.labels);
            lost.push(label);
            self.pull(&id, &lost);
            return Err(
                "not made: this event was changed in another tab or window (see above).".into(),
            );
        }
        let mut after = before.clone();
        change(&mut after).map_err(|e| e.to_string())?;
        if after == before {
            return Ok(());
        }
        // The second line of defence: nothing that would not open again is ever saved.
        after.validate().map_err(|e| e.to_string())?;
        // The log only grows (`core::edit`): what this change wrote is what follows the old log.
        let entries = after
            .log
            .get(before.log.len()..)
            .map(<[LogEntry]>::to_vec)
            .unwrap_or_default();
        if entries.is_empty() {
            if self.logged.with_untracked(Option::is_some) {
                self.logged.set(None);
            }
        } else {
            self.logged.set(Some(Logged {
                id: id.clone(),
                entries: before.log.len()..after.log.len(),
                summary: crate::render::log::summary(&entries),
            }));
        }
        self.push_undo(Undo::Edit {
            id: id.clone(),
            before: Box::new(before),
            label: label.clone(),
            entries,
        });
        let first = PENDING.with(|p| {
            let mut p = p.borrow_mut();
            let waiting = p.take();
            let first = waiting.is_none();
            let mut labels = waiting
                .filter(|w| w.id == id)
                .map_or_else(Vec::new, |w| w.labels);
            labels.push(label);
            *p = Some(Pending {
                id: id.clone(),
                event: after.clone(),
                labels,
            });
            first
        });
        self.open.set(Some(Open { id, event: after }));
        if first {
            // After the next frame is drawn, save the latest version (several quick edits make one
            // write). Leaving the page saves at once (see `root.rs`).
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
        // The event as it is: the undo entry this edit pushes is the one whose `before` it is.
        let start = self
            .open
            .with_untracked(|o| o.as_ref().map(|o| o.event.clone()));
        let result = self.edit("the reason of a correction", |e| {
            let mut after = e.clone();
            for entry in logged.entries.clone() {
                after = edit::apply(
                    &after,
                    &Edit::SetReason {
                        entry,
                        reason: reason.to_string(),
                    },
                    &stamp,
                )?;
            }
            *e = after;
            Ok(())
        });
        // Giving a reason is not undone on its own: undoing the change takes its entries back.
        self.undo.update(|u| {
            if matches!((u.last(), &start), (Some(Undo::Edit { before, .. }), Some(start)) if **before == *start)
            {
                u.pop();
            }
        });
        if result.is_ok() {
            self.logged.set(None);
        }
        result
    }

    /// Writes the edited event now, if a save is waiting. Every other access to the store
    /// flushes first, so writes keep their order.
    pub fn flush(&self) {
        if let Some(Pending { id, event, labels }) = PENDING.with(|p| p.borrow_mut().take()) {
            match with_store(|s| s.save(&id, &event)) {
                Err(SaveError::Conflict(id)) => self.pull(&id, &labels),
                result => self.saved(result),
            }
        }
    }

    /// Undoes the most recent change.
    pub fn undo(&self) {
        self.flush();
        let Some(undo) = self.undo.try_update(Vec::pop).flatten() else {
            return;
        };
        match undo {
            Undo::Edit {
                id,
                before,
                label,
                entries,
            } => {
                let mut before = *before;
                // The log is history: the undo of a logged change is recorded, and nothing is
                // erased from it, not even by undoing an earlier change that wrote no entries
                // (pairing round 2, then undoing a correction made since, then the pairing).
                let current = self
                    .open
                    .with_untracked(|o| o.as_ref().filter(|o| o.id == id).map(|o| o.event.clone()))
                    .or_else(|| with_store(|s| s.load(&id)));
                if let Some(current) = current {
                    match edit::undo(&current, &before, &entries, &now_stamp()) {
                        Ok(undone) => before = undone,
                        // A change that wrote nothing can still be undone as it always was.
                        Err(_) if entries.is_empty() => {}
                        Err(e) => {
                            self.save_error.set(Some(format!("Not undone: {e}")));
                            return;
                        }
                    }
                }
                self.logged.set(None);
                match with_store(|s| s.save(&id, &before)) {
                    Err(SaveError::Conflict(id)) => {
                        self.pull(&id, &[format!("undoing {label}")]);
                        return;
                    }
                    result => self.saved(result),
                }
                if self.open.with_untracked(|o| o.as_ref().map(|o| o.id == id)) == Some(true) {
                    self.open.set(Some(Open { id, event: before }));
                } else {
                    self.go(Page::Event(id, Tab::Players));
                }
            }
            Undo::Delete { id, name } => {
                self.saved(with_store(|s| s.restore(&id)));
                self.notice.set(Some(format!("Restored “{name}”.")));
            }
        }
    }

    /// Creates an event, opens it and returns its id.
    pub fn create(&self, event: Event) -> Result<String, String> {
        self.flush();
        let id = with_store(|s| s.create(&event)).map_err(|e| e.to_string())?;
        self.index.set(with_store(|s| s.index().clone()));
        self.open.set(Some(Open {
            id: id.clone(),
            event,
        }));
        Ok(id)
    }

    /// Deletes an event; undo brings it back.
    pub fn delete(&self, id: &str) {
        self.flush();
        let name = self
            .index
            .with_untracked(|i| i.events.iter().find(|e| e.id == id).map(|e| e.name.clone()))
            .unwrap_or_default();
        let result = with_store(|s| s.delete(id));
        let ok = result.is_ok();
        self.saved(result);
        if ok {
            self.push_undo(Undo::Delete {
                id: id.to_string(),
                name: name.clone(),
            });
            if self.open.with_untracked(|o| o.as_ref().map(|o| o.id == id)) == Some(true) {
                self.open.set(None);
            }
            self.notice.set(Some(format!("Deleted “{name}”.")));
        }
    }

    /// Copies an event under a new name.
    pub fn duplicate(&self, id: &str) -> Result<String, String> {
        self.flush();
        let Some(mut event) = with_store(|s| s.load(id)) else {
            return Err("that event could not be read.".into());
        };
        event.name = format!("{} (copy)", event.name);
        let new = with_store(|s| s.create(&event)).map_err(|e| e.to_string())?;
        self.index.set(with_store(|s| s.index().clone()));
        Ok(new)
    }

    /// Renames an event from the list.
    pub fn rename(&self, id: &str, name: &str) -> Result<(), String> {
        self.flush();
        let name = name.trim();
        if name.is_empty() {
            return Err("an event's name is empty: type a name.".into());
        }
        let Some(mut event) = with_store(|s| s.load(id)) else {
            return Err("that event could not be read.".into());
        };
        let before = event.clone();
        event.name = name.to_string();
        self.push_undo(Undo::Edit {
            id: id.to_string(),
            before: Box::new(before),
            label: "renaming the event".into(),
            entries: Vec::new(),
        });
        match with_store(|s| s.save(id, &event)) {
            Err(SaveError::Conflict(id)) => {
                self.undo.update(|u| {
                    u.pop();
                });
                self.pull(&id, &["renaming the event".to_string()]);
                return Err(
                    "not renamed: this event was changed in another tab or window (see above)."
                        .into(),
                );
            }
            result => self.saved(result),
        }
        if self.open.with_untracked(|o| o.as_ref().map(|o| o.id == id)) == Some(true) {
            self.open.set(Some(Open {
                id: id.to_string(),
                event,
            }));
        }
        Ok(())
    }

    /// Imports a match CSV (best of three), an event JSON or an archive file (Melee's, with the
    /// standings it published) as a new event ([`crate::core::read_event`]); a refusal names the
    /// file, and the field when there is one. The open event is never touched.
    pub fn import(&self, file_name: &str, text: &str) -> Result<String, String> {
        let mut event =
            crate::core::read_event(text, 3).map_err(|e| format!("{file_name}: {e}"))?;
        if event.name.is_empty() {
            event.name = file_name
                .rsplit_once('.')
                .map_or(file_name, |(stem, _)| stem)
                .to_string();
        }
        let published = event.published.as_ref().map_or(String::new(), |p| {
            format!(
                " The standings {} published are kept beside it, ruleset {}.",
                p.publisher(),
                event.ruleset.name
            )
        });
        // A playoff read from the file is kept apart from the Swiss rounds: say both counts.
        let rounds = match &event.playoff {
            None => format!("{} rounds", event.rounds.len()),
            Some(p) => format!(
                "{} Swiss rounds and a top {}{} (see the Playoff tab)",
                event.rounds.len(),
                p.players().count(),
                if p.is_seeded() { "" } else { " as played" }
            ),
        };
        let summary = format!(
            "Imported “{}”: {} players, {rounds}.{published}",
            event.name,
            event.players.len(),
        );
        let id = self.create(event)?;
        self.notice.set(Some(summary));
        Ok(id)
    }

    /// The open event as the JSON file the CLI reads.
    pub fn export_json(&self) -> Option<(String, String)> {
        self.open.with_untracked(|o| {
            o.as_ref().map(|o| {
                let stem = if o.event.name.trim().is_empty() {
                    "event".to_string()
                } else {
                    o.event.name.trim().replace(['/', '\\', ':'], "-")
                };
                (format!("{stem}.tiebreak.json"), write_event_json(&o.event))
            })
        })
    }

    /// Replaces unreadable stored data after the user chose to; a backup is kept.
    pub fn replace_problem(&self, key: &str) {
        self.flush();
        let result = with_store(|s| s.replace_protected(key));
        self.saved(result);
        self.refresh_problems();
        // A replaced revision is read again with the event, so that saving works again.
        if let Some(id) = self.open_id_untracked() {
            if with_store(|s| s.changed_elsewhere(&id)) {
                self.pull(&id, &[]);
            }
        }
    }
}
