//! The save protocol of one tab, as plain data over a [`Store`]: the app's signals only show
//! what a [`Session`] answers.
//!
//! - **The pending batch.** A change ([`Session::edit`]) is made on a copy of the open event and
//!   waits to be written: the app writes it ([`Session::flush`]) once the change has been drawn,
//!   so that several quick changes make one write. The batch keeps the changes' labels, oldest
//!   first, to name them if they are lost.
//! - **Pulling a conflict.** When another tab or window wrote the event first, nothing of this
//!   tab is written: the event is read again as stored ([`Pulled`]), the changes still waiting
//!   are named as lost, and this tab's undo entries for the event are let go, since undoing them
//!   would erase the other tab's work. [`Pulled::said`] is what the page says about it.
//! - **Undo.** Every change made, rename and delete can be undone ([`UndoStack`]); undoing a
//!   logged change logs an `undo` for each entry it wrote ([`edit::undo`]).
//! - **A reason folded into the last change.** [`Session::give_reason`] gives the entries the
//!   last change logged a reason. It is not a change of its own for undo: undoing the change
//!   takes its entries back, reason and all.
//!
//! A save the browser refuses (storage full) loses nothing: the stored event stays the last one
//! written whole, the open event keeps the change, and the next change writes both.
//!
//! ```
//! use tiebreak::core::Event;
//! use tiebreak::route::EventId;
//! use tiebreak::store::session::{Edited, Open, Session, Written};
//! use tiebreak::store::MemoryBackend;
//! let mut tab = Session::open(MemoryBackend::default());
//! let id = tab.create(&Event::default()).unwrap();
//! let open = Open { id, event: Event::default() };
//! let name = |e: &mut Event| {
//!     e.name = "Friday".into();
//!     Ok(())
//! };
//! let Ok(Edited::Made { event, first: true, .. }) = tab.edit(open.clone(), "naming the event".into(), name)
//! else { panic!("not made") };
//! let open = Open { event, ..open };
//! assert!(matches!(tab.flush(Some(&open)), Some(Written::Done(Ok(())))));
//! assert_eq!(tab.undo_label().as_deref(), Some("Undo naming the event"));
//! ```

use std::ops::Range;

use super::undo::{Undo, UndoStack};
use super::{Backend, SaveError, Store};
use crate::core::edit::{self, Edit, Stamp};
use crate::core::{Event, InputError, LogEntry};
use crate::route::EventId;

#[cfg(test)]
mod tests;

/// Why a change was not made when another tab or window changed the event first; the banner
/// ([`Pulled::said`]) says what happened.
pub const NOT_MADE: &str = "not made: this event was changed in another tab or window (see above).";

/// Why a rename was not made when another tab or window changed the event first.
pub const NOT_RENAMED: &str =
    "not renamed: this event was changed in another tab or window (see above).";

/// The event a tab shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Open {
    /// Its id in the store.
    pub id: EventId,
    /// The event.
    pub event: Event,
}

/// An edited event waiting to be written.
#[derive(Debug)]
struct Pending {
    id: EventId,
    event: Event,
    /// What the changes were ("the result of round 1, table 2"), oldest first.
    labels: Vec<String>,
}

/// One tab's store, the changes it has not written yet, and what it can undo.
pub struct Session<B: Backend> {
    store: Store<B>,
    pending: Option<Pending>,
    undo: UndoStack,
}

/// What [`Session::edit`] did.
#[derive(Debug, PartialEq, Eq)]
pub enum Edited {
    /// The change left the event as it was: nothing to write or undo.
    Same,
    /// Made, and waiting to be written.
    Made {
        /// The event after the change.
        event: Event,
        /// The log entries it wrote, as indices in the event's log; empty when none.
        logged: Range<usize>,
        /// Whether nothing was waiting before: the caller arranges a [`Session::flush`].
        first: bool,
    },
    /// Not made: another tab or window changed the event since this tab read it, and the changes
    /// still waiting were not written either. The event as stored now.
    Stale(Pulled),
}

/// What a write did.
#[derive(Debug, PartialEq, Eq)]
pub enum Written {
    /// Written, or refused (storage full, a protected key): the error is for the banner.
    Done(Result<(), SaveError>),
    /// Not written: another tab or window changed the event first. The event as stored now.
    Stale(Box<Pulled>),
}

/// What [`Session::undo`] did.
#[derive(Debug, PartialEq, Eq)]
pub enum Undone {
    /// A change undone: the event as it is now, and how its save went.
    Edit {
        /// The event's id.
        id: EventId,
        /// The event after the undo.
        event: Event,
        /// The save of it.
        written: Result<(), SaveError>,
    },
    /// Not undone: the core refused, with its sentence.
    Refused(String),
    /// Not undone: another tab or window changed the event first. The event as stored now.
    Stale(Pulled),
    /// A deleted event brought back.
    Restored {
        /// Its name.
        name: String,
        /// How restoring went.
        written: Result<(), SaveError>,
    },
}

/// An event read again after another tab or window changed it.
#[derive(Debug, PartialEq, Eq)]
pub struct Pulled {
    /// Its id.
    pub id: EventId,
    /// The event as stored now; `None` when it was deleted.
    pub event: Option<Event>,
    /// Its name as this tab knew it.
    pub name: String,
    /// This tab's changes that were not made, oldest first.
    pub lost: Vec<String>,
    /// How many of this tab's undo entries for the event were let go.
    pub forgotten: usize,
}

/// What the page says after a [`Pulled`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// The conflict banner, which stays until dismissed: a change was lost, or the event shown
    /// was deleted.
    Conflict(String),
    /// A short notice: the event shown changed, and undo starts again from it.
    Notice(String),
}

impl Pulled {
    /// What the page says: `on_its_page` is whether the page shown is one of the event's.
    pub fn said(&self, on_its_page: bool) -> Option<Said> {
        let name = if self.name.trim().is_empty() {
            "This event".to_string()
        } else {
            format!("“{}”", self.name)
        };
        let deleted = self.event.is_none();
        if !self.lost.is_empty() {
            let (what, shows) = if deleted {
                ("deleted", "")
            } else {
                ("changed", " This tab now shows that version.")
            };
            Some(Said::Conflict(format!(
                "{name} was {what} in another tab or window.{shows} Your change ({}) was not made: check it, then make it again.",
                self.lost.join("; ")
            )))
        } else if deleted && on_its_page {
            Some(Said::Conflict(format!(
                "{name} was deleted in another tab or window."
            )))
        } else if self.forgotten > 0 {
            Some(Said::Notice(format!(
                "{name} was changed in another tab or window: this tab shows that version, and Undo starts again from it."
            )))
        } else {
            None
        }
    }
}

impl<B: Backend> Session<B> {
    /// Opens the store over `backend`, with nothing waiting and nothing to undo.
    pub fn open(backend: B) -> Session<B> {
        Session {
            store: Store::open(backend),
            pending: None,
            undo: UndoStack::default(),
        }
    }

    /// The store, for reading and for the changes outside the protocol (creating, the problems).
    /// Write what is waiting first ([`Session::flush`]), so that writes keep their order.
    pub fn store(&mut self) -> &mut Store<B> {
        &mut self.store
    }

    /// What undoing does next, for the button.
    pub fn undo_label(&self) -> Option<String> {
        self.undo.last().map(Undo::label)
    }

    /// The labels of the changes waiting to be written, oldest first.
    pub fn waiting(&self) -> &[String] {
        self.pending.as_ref().map_or(&[], |p| &p.labels)
    }

    /// Applies `change` to a copy of the open event (`open`, kept for undo). Made, it waits to be
    /// written and can be undone; refused, nothing changes and the core's sentence is returned.
    /// `label` says what the change is ("the result of round 1, table 2"), for undo and for a
    /// conflict.
    pub fn edit(
        &mut self,
        open: Open,
        label: String,
        change: impl FnOnce(&mut Event) -> Result<(), InputError>,
    ) -> Result<Edited, String> {
        self.change(open, label, change, true)
    }

    /// Gives the log entries `entries` of the open event a reason (an empty one clears it). Not a
    /// change of its own for undo: the reason belongs to the entries.
    pub fn give_reason(
        &mut self,
        open: Open,
        entries: Range<usize>,
        reason: &str,
        stamp: &Stamp,
    ) -> Result<Edited, String> {
        let fold = |e: &mut Event| {
            for entry in entries {
                let reason = reason.to_string();
                edit::apply_in_place(e, &Edit::SetReason { entry, reason }, stamp)?;
            }
            Ok(())
        };
        self.change(open, "the reason of a correction".into(), fold, false)
    }

    fn change(
        &mut self,
        open: Open,
        label: String,
        change: impl FnOnce(&mut Event) -> Result<(), InputError>,
        undoable: bool,
    ) -> Result<Edited, String> {
        // Another tab saved since this one read the event: this copy is stale, and a change made
        // on it would be refused when saved. Read the newer version instead, and say so.
        if self.store.changed_elsewhere(open.id.as_str()) {
            let waiting = self.pending.take_if(|p| p.id == open.id);
            let mut lost = waiting.map_or_else(Vec::new, |w| w.labels);
            lost.push(label);
            return Ok(Edited::Stale(self.pull(&open.id, lost, Some(&open))));
        }
        let Open { id, event: before } = open;
        let mut after = before.clone();
        change(&mut after).map_err(|e| e.to_string())?;
        if after == before {
            return Ok(Edited::Same);
        }
        // The second line of defence: nothing that would not open again is ever saved.
        after.validate().map_err(|e| e.to_string())?;
        // The log only grows (`core::edit`): what this change wrote is what follows the old log.
        let logged = before.log.len()..after.log.len();
        if undoable {
            let entries = after.log.get(logged.clone()).map(<[LogEntry]>::to_vec);
            self.undo.push(Undo::Edit {
                id: id.clone(),
                before: Box::new(before),
                label: label.clone(),
                entries: entries.unwrap_or_default(),
            });
        }
        let waiting = self.pending.take();
        let first = waiting.is_none();
        let mut labels = waiting
            .filter(|w| w.id == id)
            .map_or_else(Vec::new, |w| w.labels);
        labels.push(label);
        self.pending = Some(Pending {
            id,
            event: after.clone(),
            labels,
        });
        Ok(Edited::Made {
            event: after,
            logged,
            first,
        })
    }

    /// Writes the changes waiting, if any. `open` is the event shown, for the name a conflict
    /// gives.
    pub fn flush(&mut self, open: Option<&Open>) -> Option<Written> {
        let Pending { id, event, labels } = self.pending.take()?;
        Some(self.write(&id, &event, labels, open))
    }

    /// Saves `event`; on a conflict, reads the stored version and names `lost` as not made.
    fn write(
        &mut self,
        id: &EventId,
        event: &Event,
        lost: Vec<String>,
        open: Option<&Open>,
    ) -> Written {
        match self.store.save(id.as_str(), event) {
            Err(SaveError::Conflict(_)) => Written::Stale(Box::new(self.pull(id, lost, open))),
            result => Written::Done(result),
        }
    }

    /// Reads `id` again after another tab or window changed it (its `storage` event): nothing
    /// of this tab is lost, but its undo entries for the event are let go.
    pub fn read_again(&mut self, id: &EventId, open: Option<&Open>) -> Pulled {
        self.pull(id, Vec::new(), open)
    }

    fn pull(&mut self, id: &EventId, lost: Vec<String>, open: Option<&Open>) -> Pulled {
        let name = open
            .filter(|o| o.id == *id)
            .map(|o| o.event.name.clone())
            .or_else(|| self.store.index().name_of(id.as_str()).map(str::to_string))
            .unwrap_or_default();
        self.store.reload_index();
        let event = self.store.load(id.as_str());
        let forgotten = self.undo.forget(id);
        Pulled {
            id: id.clone(),
            event,
            name,
            lost,
            forgotten,
        }
    }

    /// Undoes the most recent change. `open` is the event shown. Nothing is undone while a change
    /// waits to be written: [`Session::flush`] first.
    pub fn undo(&mut self, open: Option<&Open>, stamp: &Stamp) -> Option<Undone> {
        if self.pending.is_some() {
            return None;
        }
        match self.undo.pop()? {
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
                let loaded;
                let current = match open.filter(|o| o.id == id) {
                    Some(o) => Some(&o.event),
                    None => {
                        loaded = self.store.load(id.as_str());
                        loaded.as_ref()
                    }
                };
                if let Some(current) = current {
                    match edit::undo(current, &before, &entries, stamp) {
                        Ok(undone) => before = undone,
                        // A change that wrote nothing can still be undone as it always was.
                        Err(_) if entries.is_empty() => {}
                        Err(e) => return Some(Undone::Refused(format!("Not undone: {e}"))),
                    }
                }
                let lost = vec![format!("undoing {label}")];
                Some(match self.write(&id, &before, lost, open) {
                    Written::Stale(pulled) => Undone::Stale(*pulled),
                    Written::Done(written) => Undone::Edit {
                        id,
                        event: before,
                        written,
                    },
                })
            }
            Undo::Delete { id, name } => Some(Undone::Restored {
                name,
                written: self.store.restore(id.as_str()),
            }),
        }
    }

    /// Creates an event and returns its id.
    pub fn create(&mut self, event: &Event) -> Result<EventId, SaveError> {
        self.store.create(event).map(EventId::new)
    }

    /// Renames an event from the list; undo gives the old name back. Returns the event renamed,
    /// and how its save went.
    pub fn rename(
        &mut self,
        id: &EventId,
        name: &str,
        open: Option<&Open>,
    ) -> Result<(Event, Written), String> {
        let name = name.trim();
        if name.is_empty() {
            return Err("an event's name is empty: type a name.".into());
        }
        let Some(mut event) = self.store.load(id.as_str()) else {
            return Err("that event could not be read.".into());
        };
        let before = event.clone();
        event.name = name.to_string();
        let label = "renaming the event".to_string();
        let written = self.write(id, &event, vec![label.clone()], open);
        if let Written::Done(_) = written {
            self.undo.push(Undo::Edit {
                id: id.clone(),
                before: Box::new(before),
                label,
                entries: Vec::new(),
            });
        }
        Ok((event, written))
    }

    /// Deletes an event; undo brings it back. Returns its name, and how deleting went.
    pub fn delete(&mut self, id: &EventId) -> (String, Result<(), SaveError>) {
        let name = self
            .store
            .index()
            .name_of(id.as_str())
            .unwrap_or_default()
            .to_string();
        let result = self.store.delete(id.as_str());
        if result.is_ok() {
            self.undo.push(Undo::Delete {
                id: id.clone(),
                name: name.clone(),
            });
        }
        (name, result)
    }

    /// Copies an event under a new name (“Friday (copy)”), and returns the copy's id.
    pub fn duplicate(&mut self, id: &EventId) -> Result<EventId, String> {
        let Some(mut event) = self.store.load(id.as_str()) else {
            return Err("that event could not be read.".into());
        };
        event.name = format!("{} (copy)", event.name);
        self.create(&event).map_err(|e| e.to_string())
    }
}
