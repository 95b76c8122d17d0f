//! One tab's session, as plain data over a [`Store`]: the open event, the changes not yet
//! written, undo, and what the page is told. The app's signals only show what a [`Session`]
//! holds ([`Session::open_event`], [`Session::index`], [`Session::undo_label`]…) and what it
//! tells ([`Session::take_told`]).
//!
//! - **The open event is the session's.** The page names an event ([`Session::show`]); the
//!   session opens it, and every change, pull, undo, rename and delete updates it here.
//! - **The pending batch.** A change ([`Session::edit`]) is made on the open event and waits to be
//!   written: the app writes it ([`Session::flush`]) once the change has been drawn
//!   ([`Told::flush_soon`]), so that several quick changes make one write. The batch keeps the
//!   changes' labels, oldest first, to name them if they are lost. Every other call writes what
//!   waits first, so that writes keep their order.
//! - **Pulling a conflict.** When another tab or window wrote the event first, nothing of this
//!   tab is written: the event is read again as stored ([`Pulled`]), the changes still waiting
//!   are named as lost, and this tab's undo entries for the event are let go, since undoing them
//!   would erase the other tab's work. [`Pulled::said`] is what the page says about it.
//! - **Another tab's change to storage** ([`Session::follow`], from the key the browser names):
//!   the list of events, or the open event, is read again.
//! - **Undo.** Every change made, rename and delete can be undone ([`UndoStack`]); undoing a
//!   logged change logs an `undo` for each entry it wrote ([`edit::undo`]).
//! - **A reason folded into the last change.** [`Session::give_reason`] gives the entries the
//!   last change logged ([`Session::logged`]) a reason. It is not a change of its own for undo:
//!   undoing the change takes its entries back, reason and all.
//!
//! A save the browser refuses (storage full) loses nothing: the stored event stays the last one
//! written whole, the open event keeps the change, and the next change writes both.
//!
//! ```
//! use tiebreak::core::Event;
//! use tiebreak::store::session::Session;
//! use tiebreak::store::MemoryBackend;
//! let mut tab = Session::new(MemoryBackend::default());
//! tab.create(Event::default()).unwrap();
//! tab.edit("naming the event".into(), |e| {
//!     e.name = "Friday".into();
//!     Ok(())
//! })
//! .unwrap();
//! assert!(tab.take_told().flush_soon);
//! tab.flush();
//! assert_eq!(tab.take_told().saved, Some(Ok(())));
//! assert_eq!(tab.index().events[0].name, "Friday");
//! assert_eq!(tab.undo_label().as_deref(), Some("Undo naming the event"));
//! ```

use std::fmt;
use std::ops::Range;

use super::undo::{self, Undo, UndoStack};
use super::{Backend, Index, Problem, SaveError, Store, Touched};
use crate::core::edit::{self, Edit, Stamp};
use crate::core::{Event, InputError};
use crate::route::EventId;

#[cfg(test)]
mod tests;

/// The event a tab shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Open {
    /// Its id in the store.
    pub id: EventId,
    /// The event.
    pub event: Event,
}

/// The log entries one change wrote, waiting for an optional reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Logged {
    /// The event's id.
    pub id: EventId,
    /// The entries' indices in the event's log.
    pub entries: Range<usize>,
    /// What they say, for the prompt.
    pub summary: String,
}

/// What the page is told after a call, once ([`Session::take_told`]): what the session holds
/// (the open event, the list, undo) the page reads itself.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Told {
    /// A short notice ("Deleted “Friday”.").
    pub notice: Option<String>,
    /// The conflict banner, which stays until dismissed.
    pub conflict: Option<String>,
    /// How the last write went: `Ok` clears the banner of a failed save, `Err` is its sentence.
    pub saved: Option<Result<(), String>>,
    /// A change waits and nothing was waiting before: arrange a [`Session::flush`].
    pub flush_soon: bool,
    /// Undo brought back an event that is not the one shown: show it.
    pub go_to: Option<EventId>,
}

/// Everything a page shows of a session, read after each call ([`Session::shown`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    /// What the page is told, once.
    pub told: Told,
    /// The open event.
    pub open: Option<Open>,
    /// The list of events.
    pub index: Index,
    /// Stored data that could not be read.
    pub problems: Vec<Problem>,
    /// Why storage cannot be used at all, if it cannot.
    pub unavailable: Option<String>,
    /// What undoing does next.
    pub undo: Option<String>,
    /// The log entries waiting for a reason.
    pub logged: Option<Logged>,
}

/// Why a call changed nothing, as one sentence (its `Display`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotMade {
    /// No event is open.
    NoEvent,
    /// The core refused the change.
    Refused(InputError),
    /// Another tab or window changed the event first; [`Told::conflict`] says what happened.
    Stale,
    /// A rename, when another tab or window changed the event first.
    StaleRename,
    /// The event could not be read from storage.
    Unreadable,
    /// Storage refused to write.
    Save(SaveError),
    /// A file to import could not be read: its name, and why.
    File {
        /// The file's name.
        name: String,
        /// Why, as a sentence.
        why: String,
    },
    /// A players' link's event could not be saved: why.
    Link(String),
}

impl fmt::Display for NotMade {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotMade::NoEvent => f.write_str("no event is open."),
            NotMade::Refused(e) => write!(f, "{e}"),
            NotMade::Stale => f.write_str(
                "not made: this event was changed in another tab or window (see above).",
            ),
            NotMade::StaleRename => f.write_str(
                "not renamed: this event was changed in another tab or window (see above).",
            ),
            NotMade::Unreadable => f.write_str("that event could not be read."),
            NotMade::Save(e) => write!(f, "{e}"),
            NotMade::File { name, why } => write!(f, "{name}: {why}"),
            NotMade::Link(why) => write!(f, "The players' link could not be saved: {why}"),
        }
    }
}

impl From<InputError> for NotMade {
    fn from(e: InputError) -> NotMade {
        NotMade::Refused(e)
    }
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

/// One tab's store, its open event, the changes it has not written yet, and what it can undo.
pub struct Session<B: Backend> {
    store: Store<B>,
    /// The event open, if any.
    open: Option<Open>,
    /// The event the page shown belongs to, if any: a deletion elsewhere is a banner there.
    shown: Option<EventId>,
    /// What the open event's changes not yet written were ("the result of round 1, table 2"),
    /// oldest first; empty when nothing waits.
    waiting: Vec<String>,
    undo: UndoStack,
    /// This tab's name: the changes it can undo are kept beside an event for it alone, so that a
    /// reload of this tab takes them up and another tab never undoes this one's work.
    tab: String,
    /// The log entries of the last change, waiting for a reason.
    logged: Option<Logged>,
    told: Told,
}

impl<B: Backend> Session<B> {
    /// Opens the store over `backend`, with no event open, nothing waiting and nothing to undo.
    pub fn new(backend: B) -> Session<B> {
        Session {
            store: Store::open(backend),
            open: None,
            shown: None,
            waiting: Vec::new(),
            undo: UndoStack::default(),
            tab: String::new(),
            logged: None,
            told: Told::default(),
        }
    }

    /// Names this tab (the app's [`crate::app::dom::tab_id`]); every session is the same unnamed
    /// tab until then.
    pub fn set_tab(&mut self, tab: String) {
        self.tab = tab;
    }

    /// The event open, with its id.
    pub fn open_event(&self) -> Option<&Open> {
        self.open.as_ref()
    }

    /// The list of events.
    pub fn index(&self) -> &Index {
        self.store.index()
    }

    /// Stored data that could not be read so far.
    pub fn problems(&self) -> &[Problem] {
        self.store.problems()
    }

    /// Why storage cannot be used at all, as a sentence, if it cannot.
    pub fn unavailable(&self) -> Option<String> {
        self.store.unavailable().map(ToString::to_string)
    }

    /// What undoing does next, for the button.
    pub fn undo_label(&self) -> Option<String> {
        self.undo.last().map(Undo::label)
    }

    /// The labels of the changes waiting to be written, oldest first.
    pub fn waiting(&self) -> &[String] {
        &self.waiting
    }

    /// The log entries waiting for a reason, if any.
    pub fn logged(&self) -> Option<&Logged> {
        self.logged.as_ref()
    }

    /// What the page is told since it last asked, once.
    pub fn take_told(&mut self) -> Told {
        std::mem::take(&mut self.told)
    }

    /// Everything the page shows, with what it is told since it last asked ([`Session::take_told`]).
    pub fn shown(&mut self) -> Shown {
        Shown {
            told: self.take_told(),
            open: self.open.clone(),
            index: self.store.index().clone(),
            problems: self.store.problems().to_vec(),
            unavailable: self.unavailable(),
            undo: self.undo_label(),
            logged: self.logged.clone(),
        }
    }

    /// The page now shown belongs to the event `id` (`None`: the list of events, or a page of no
    /// event). The event opens if it is not the open one; the open event stays open otherwise.
    pub fn show(&mut self, id: Option<&EventId>) {
        self.flush();
        self.shown = id.cloned();
        let Some(id) = id else { return };
        if self.open.as_ref().is_some_and(|o| o.id == *id) {
            return;
        }
        self.open = self.store.load(id).map(|event| Open {
            id: id.clone(),
            event,
        });
        if self.open.is_some() {
            self.restore_undo(id);
        }
    }

    /// Applies `change` to the open event. Made, it waits to be written and can be undone;
    /// refused, nothing changes and the core's sentence is the answer. `label` says what the
    /// change is ("the result of round 1, table 2"), for undo and for a conflict.
    pub fn edit(
        &mut self,
        label: String,
        change: impl FnOnce(&mut Event) -> Result<(), InputError>,
    ) -> Result<(), NotMade> {
        self.change(label, change, true)
    }

    /// Makes `edit` on the open event through the core ([`edit::apply`]), stamped `stamp`:
    /// logged where it is a correction, checked whole, or refused with the core's sentence. Undo
    /// names it by [`Edit::label`].
    pub fn apply(&mut self, edit: &Edit, stamp: &Stamp) -> Result<(), NotMade> {
        let label = match &self.open {
            Some(o) => edit.label(&o.event),
            None => return Err(NotMade::NoEvent),
        };
        self.edit(label, |e| edit::apply_in_place(e, edit, stamp))
    }

    /// Reads a form against the open event (`read`, such as a result read at the event's
    /// best-of) and makes the change it asks for, stamped `stamp`; a form refused is the form's
    /// sentence, and nothing changes.
    pub fn submit(
        &mut self,
        read: impl FnOnce(&Event) -> Result<Edit, InputError>,
        stamp: &Stamp,
    ) -> Result<(), NotMade> {
        let edit = match &self.open {
            Some(o) => read(&o.event)?,
            None => return Err(NotMade::NoEvent),
        };
        self.apply(&edit, stamp)
    }

    /// Asks for a reason for the log entries `logged` (the log's "Add reason").
    pub fn ask_reason(&mut self, logged: Logged) {
        self.logged = Some(logged);
    }

    /// Lets the reason prompt go.
    pub fn dismiss_reason(&mut self) {
        self.logged = None;
    }

    /// Gives the entries waiting for a reason ([`Session::logged`]) the reason `reason` (an
    /// empty one clears it). Not a change of its own for undo: the reason belongs to the entries.
    pub fn give_reason(&mut self, reason: &str, stamp: &Stamp) -> Result<(), NotMade> {
        let Some(logged) = self.logged.clone() else {
            return Ok(());
        };
        if self.open.as_ref().is_none_or(|o| o.id != logged.id) {
            self.logged = None;
            return Ok(());
        }
        let fold = |e: &mut Event| {
            for entry in logged.entries {
                let reason = reason.to_string();
                edit::apply_in_place(e, &Edit::SetReason { entry, reason }, stamp)?;
            }
            Ok(())
        };
        self.change("the reason of a correction".into(), fold, false)?;
        self.logged = None;
        Ok(())
    }

    fn change(
        &mut self,
        label: String,
        change: impl FnOnce(&mut Event) -> Result<(), InputError>,
        undoable: bool,
    ) -> Result<(), NotMade> {
        let Some(Open { id, event: before }) = &self.open else {
            return Err(NotMade::NoEvent);
        };
        let id = id.clone();
        // Another tab saved since this one read the event: this copy is stale, and a change made
        // on it would be refused when saved. Read the newer version instead, and say so.
        if self.store.changed_elsewhere(&id) {
            let mut lost = std::mem::take(&mut self.waiting);
            lost.push(label);
            self.pull(&id, lost);
            return Err(NotMade::Stale);
        }
        let mut after = before.clone();
        change(&mut after)?;
        if after == *before {
            return Ok(());
        }
        // The second line of defence: nothing that would not open again is ever saved.
        after.validate()?;
        // The log only grows (`core::edit`): what this change wrote is what follows the old log.
        let logged = before.log.len()..after.log.len();
        let entries = after.log.get(logged.clone()).unwrap_or_default();
        self.logged = (!entries.is_empty()).then(|| Logged {
            id: id.clone(),
            summary: crate::render::log::summary(entries),
            entries: logged,
        });
        if undoable {
            let entries = entries.to_vec();
            self.undo.push(Undo::Edit {
                id: id.clone(),
                before: Box::new(before.clone()),
                label: label.clone(),
                entries,
            });
        }
        self.told.flush_soon |= self.waiting.is_empty();
        self.waiting.push(label);
        self.open = Some(Open { id, event: after });
        Ok(())
    }

    /// Writes the changes waiting, if any.
    pub fn flush(&mut self) {
        if self.waiting.is_empty() {
            return;
        }
        let lost = std::mem::take(&mut self.waiting);
        if let Some(Open { id, event }) = &self.open {
            let result = self.store.save(id, event);
            let id = id.clone();
            self.settle(&id, result, lost);
        }
    }

    /// Saves `event`, and tells how it went ([`Session::settle`]).
    fn write(&mut self, id: &EventId, event: &Event, lost: Vec<String>) -> bool {
        let result = self.store.save(id, event);
        self.settle(id, result, lost)
    }

    /// Tells how a save of `id` went ([`Session::write`]); on a conflict, reads the stored
    /// version, names `lost` as not made, and answers `false`.
    fn settle(&mut self, id: &EventId, result: Result<(), SaveError>, lost: Vec<String>) -> bool {
        match result {
            Err(SaveError::Conflict(_)) => {
                self.pull(id, lost);
                false
            }
            result => {
                if result.is_ok() {
                    self.keep_undo(id);
                }
                self.saved(result);
                true
            }
        }
    }

    /// Keeps this tab's changes to `id` that can be undone beside it, at the revision just
    /// written, so that Undo survives a reload ([`undo::kept_text`]).
    fn keep_undo(&mut self, id: &EventId) {
        let Some(rev) = self.store.revision(id) else {
            return;
        };
        let text = undo::kept_text(&self.undo, id, &self.tab, rev);
        self.store.keep_undo(id, text.as_deref());
    }

    /// The changes to `id` kept beside it by the tab that last wrote it (this one before a
    /// reload), when this tab has none of its own: they lead to the event as stored.
    fn restore_undo(&mut self, id: &EventId) {
        if self.undo.of(id).next().is_some() {
            return;
        }
        let (Some(rev), Some(text)) = (self.store.revision(id), self.store.kept_undo(id)) else {
            return;
        };
        for change in undo::read_kept(&text, id, &self.tab, rev) {
            self.undo.push(change);
        }
    }

    fn saved(&mut self, result: Result<(), SaveError>) {
        self.told.saved = Some(result.map_err(|e| e.to_string()));
    }

    /// Follows a change another tab or window made to storage: `key` is the key changed (the
    /// window's `storage` event), `None` when storage was cleared. The list of events, or the
    /// open event, is read again; a change of this tab still waiting is written first, and
    /// refused if it is now stale.
    pub fn follow(&mut self, key: Option<&str>) {
        match Touched::of(key) {
            Touched::Index => {
                self.store.reload_index();
            }
            Touched::Event(id) => {
                self.flush();
                if self.open.as_ref().is_some_and(|o| o.id == id) {
                    self.pull(&id, Vec::new());
                }
            }
            Touched::All => {
                self.flush();
                match self.open.as_ref().map(|o| o.id.clone()) {
                    Some(id) => self.pull(&id, Vec::new()),
                    None => {
                        self.store.reload_index();
                    }
                }
            }
            Touched::Other => {}
        }
    }

    /// Reads `id` again after another tab or window changed it: the stored version replaces the
    /// open one, this tab's undo entries for it are let go, `lost` are named as not made, and
    /// the page is told ([`Pulled::said`]).
    fn pull(&mut self, id: &EventId, lost: Vec<String>) {
        let open = self.open.as_ref().filter(|o| o.id == *id);
        let name = open
            .map(|o| o.event.name.clone())
            .or_else(|| self.store.index().name_of(id).map(str::to_string))
            .unwrap_or_default();
        self.store.reload_index();
        let event = self.store.load(id);
        let forgotten = self.undo.forget(id);
        if self.open.as_ref().is_some_and(|o| o.id == *id) {
            self.open = event.clone().map(|event| Open {
                id: id.clone(),
                event,
            });
            self.logged = None;
        }
        let pulled = Pulled {
            id: id.clone(),
            event,
            name,
            lost,
            forgotten,
        };
        match pulled.said(self.shown.as_ref() == Some(id)) {
            Some(Said::Conflict(sentence)) => self.told.conflict = Some(sentence),
            Some(Said::Notice(sentence)) => self.told.notice = Some(sentence),
            None => {}
        }
    }

    /// Undoes the most recent change, after writing what waits. A change the core cannot undo is
    /// a failed save's banner, with its sentence.
    pub fn undo(&mut self, stamp: &Stamp) {
        self.flush();
        let Some(undo) = self.undo.pop() else { return };
        self.logged = None;
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
                let is_open = self.open.as_ref().is_some_and(|o| o.id == id);
                let loaded;
                let current = match &self.open {
                    Some(o) if is_open => Some(&o.event),
                    _ => {
                        loaded = self.store.load(&id);
                        loaded.as_ref()
                    }
                };
                if let Some(current) = current {
                    match edit::undo(current, &before, &entries, stamp) {
                        Ok(undone) => before = undone,
                        // A change that wrote nothing can still be undone as it always was.
                        Err(_) if entries.is_empty() => {}
                        Err(e) => {
                            self.told.saved = Some(Err(format!("Not undone: {e}")));
                            return;
                        }
                    }
                }
                if self.write(&id, &before, vec![format!("undoing {label}")]) {
                    if !is_open {
                        self.told.go_to = Some(id.clone());
                    }
                    self.open = Some(Open { id, event: before });
                }
            }
            Undo::Delete { id, name } => {
                let restored = self.store.restore(&id);
                if restored.is_ok() {
                    self.told.notice = Some(format!("Restored “{name}”."));
                }
                self.saved(restored);
            }
        }
    }

    /// Creates an event, opens it and returns its id.
    pub fn create(&mut self, event: Event) -> Result<EventId, NotMade> {
        self.flush();
        let id = self.store.create(&event).map_err(NotMade::Save)?;
        self.open = Some(Open {
            id: id.clone(),
            event,
        });
        Ok(id)
    }

    /// Saves `read`, an event read from the file `file_name` (a match CSV, an event file, or an
    /// archive file), as a new event and opens it. An event with no name is named after the file;
    /// the notice says what was imported. A refusal names the file, and the open event is never
    /// touched.
    pub fn import(
        &mut self,
        file_name: &str,
        read: Result<Event, String>,
    ) -> Result<EventId, NotMade> {
        let mut event = read.map_err(|why| NotMade::File {
            name: file_name.to_string(),
            why,
        })?;
        if event.name.is_empty() {
            event.name = crate::core::name_from_file(file_name);
        }
        let summary = crate::render::import_summary(&event);
        let id = self.create(event)?;
        self.told.notice = Some(summary);
        Ok(id)
    }

    /// Saves `read`, the event of a players' link that a phone left ("Save a copy to this
    /// device"), as a new event named as a copy from a link, and opens it.
    pub fn save_copy(&mut self, read: Result<Event, String>) -> Result<EventId, NotMade> {
        let mut event = read.map_err(NotMade::Link)?;
        event.name = format!("{} (copy from a link)", crate::render::title(&event).trim());
        let title = event.name.clone();
        let id = self
            .create(event)
            .map_err(|e| NotMade::Link(e.to_string()))?;
        self.told.notice = Some(format!(
            "Saved “{title}” on this device from a players' link."
        ));
        Ok(id)
    }

    /// Renames an event from the list; undo gives the old name back.
    pub fn rename(&mut self, id: &EventId, name: &str) -> Result<(), NotMade> {
        self.flush();
        let name = name.trim();
        if name.is_empty() {
            return Err(InputError::new("an event's name is empty: type a name.").into());
        }
        let Some(mut event) = self.store.load(id) else {
            return Err(NotMade::Unreadable);
        };
        let before = event.clone();
        event.name = name.to_string();
        let label = "renaming the event".to_string();
        if !self.write(id, &event, vec![label.clone()]) {
            return Err(NotMade::StaleRename);
        }
        self.undo.push(Undo::Edit {
            id: id.clone(),
            before: Box::new(before),
            label,
            entries: Vec::new(),
        });
        if self.open.as_ref().is_some_and(|o| o.id == *id) {
            self.open = Some(Open {
                id: id.clone(),
                event,
            });
        }
        Ok(())
    }

    /// Deletes an event; undo brings it back.
    pub fn delete(&mut self, id: &EventId) {
        self.flush();
        let name = self
            .store
            .index()
            .name_of(id)
            .unwrap_or_default()
            .to_string();
        let result = self.store.delete(id);
        if result.is_ok() {
            self.undo.push(Undo::Delete {
                id: id.clone(),
                name: name.clone(),
            });
            if self.open.as_ref().is_some_and(|o| o.id == *id) {
                self.open = None;
                self.logged = None;
            }
            self.told.notice = Some(format!("Deleted “{name}”."));
        }
        self.saved(result);
    }

    /// Copies an event under a new name (“Friday (copy)”), and returns the copy's id. The open
    /// event stays open.
    pub fn duplicate(&mut self, id: &EventId) -> Result<EventId, NotMade> {
        self.flush();
        let Some(mut event) = self.store.load(id) else {
            return Err(NotMade::Unreadable);
        };
        event.name = format!("{} (copy)", event.name);
        self.store.create(&event).map_err(NotMade::Save)
    }

    /// Replaces unreadable stored data under `key` after the user chose to; a backup is kept.
    /// The open event is read again if its revision was the data replaced, so that saving it
    /// works again.
    pub fn replace_problem(&mut self, key: &str) {
        self.flush();
        let result = self.store.replace_protected(key);
        self.saved(result);
        if let Some(id) = self.open.as_ref().map(|o| o.id.clone()) {
            if self.store.changed_elsewhere(&id) {
                self.pull(&id, Vec::new());
            }
        }
    }
}
