//! Where the app keeps its events: one key scheme, one schema version, one load and one save.
//!
//! The browser's `localStorage` is one [`Backend`]; the tests use [`MemoryBackend`]. Everything that
//! decides what to do with stored text lives here, so that it is tested natively:
//!
//! - every event is stored under its own key as the core's event file (the export format);
//! - an index lists the events, with the one that was open;
//! - text that cannot be read, or that a newer Tiebreak wrote, is never overwritten or removed:
//!   the key is *protected*, saving to it fails, and the raw text stays available for download;
//! - a save that the browser refuses (storage full or unavailable) is an error the app shows, never
//!   a silent loss;
//! - a deleted event goes to a trash key first, so that deleting can be undone;
//! - every event has a revision, under its own key, and a save checks it first: a tab or window
//!   whose copy is older than the stored one gets [`SaveError::Conflict`] and writes nothing, so
//!   two tabs of one event never overwrite each other's results (see [`Store::save`]).
//!
//! On top of the store, a tab's save protocol is plain data too ([`session::Session`]): its changes
//! waiting to be written, another tab's version read again after a conflict (and what the page
//! says about it), undo ([`undo::UndoStack`]), and a reason given to the last change. The app's
//! signals only show what the session answers.
//!
//! ```
//! use tiebreak::store::{MemoryBackend, Store};
//! use tiebreak::core::Event;
//! let mut store = Store::open(MemoryBackend::default());
//! let id = store.create(&Event { name: "Friday draft".into(), ..Event::default() }).unwrap();
//! assert_eq!(store.index().events[0].name, "Friday draft");
//! assert_eq!(store.load(&id).unwrap().name, "Friday draft");
//! ```

use std::collections::{HashMap, HashSet};
use std::fmt;

mod backend;
mod index;
pub mod session;
#[cfg(test)]
mod tests;
pub mod timer;
pub mod undo;

pub use backend::{
    event_key, event_of_key, rev_key, timer_key, trash_key, undo_key, Backend, MemoryBackend,
    StorageError, Touched, INCOMING_KEY, INDEX_KEY, INDEX_SCHEMA, PREFIX, SHARE_BASE_KEY,
    TRASH_KEPT,
};
pub use index::{Entry, Index};

use crate::core::{read_event_json, write_event_json_compact, Event, SCHEMA_VERSION};
use crate::route::EventId;

/// Why a save did not happen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// The browser refused.
    Storage(StorageError),
    /// The key holds data this build could not read; it is kept as it is.
    Protected(String),
    /// Another tab or window saved or deleted this event after this store read it: the newer
    /// version is kept, and this copy was not written. Carries the event's id.
    Conflict(EventId),
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Storage(e) => write!(f, "not saved: {e}"),
            SaveError::Protected(key) => write!(f, "not saved: `{key}` holds data this version could not read, and it is kept untouched. Download it first, then choose to replace it."),
            SaveError::Conflict(_) => f.write_str("not saved: another tab or window changed this event after this one read it, and its newer version is kept. Make the change again on that version."),
        }
    }
}

impl From<StorageError> for SaveError {
    fn from(e: StorageError) -> SaveError {
        SaveError::Storage(e)
    }
}

/// Stored text that could not be used, kept for the user to download.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// Where it is stored.
    pub key: String,
    /// The text exactly as stored.
    pub raw: String,
    /// What went wrong, as a sentence.
    pub reason: String,
}

/// The events of one browser profile.
pub struct Store<B: Backend> {
    backend: B,
    index: Index,
    /// Keys whose text could not be read: never written or removed.
    protected: HashSet<String>,
    /// What could not be read, for the app to report.
    problems: Vec<Problem>,
    /// Why storage cannot be used at all, if it cannot.
    unavailable: Option<StorageError>,
    /// Events read this session with their revision, so that switching between them does not
    /// parse again while no other tab changed them.
    cache: HashMap<EventId, (u64, Event)>,
    /// The revision of each event as this store last read or wrote it: a save must find it
    /// still stored.
    revisions: HashMap<EventId, u64>,
}

fn entry(id: &EventId, event: &Event) -> Entry {
    Entry {
        id: id.clone(),
        name: event.name.clone(),
        date: event.date.clone(),
        players: event.players.len(),
        rounds: event.rounds.len() as u32,
    }
}

impl<B: Backend> Store<B> {
    /// Reads the index, and notes what cannot be read. Never writes.
    pub fn open(backend: B) -> Store<B> {
        let mut store = Store {
            backend,
            index: Index {
                schema: INDEX_SCHEMA,
                ..Index::default()
            },
            protected: HashSet::new(),
            problems: Vec::new(),
            unavailable: None,
            cache: HashMap::new(),
            revisions: HashMap::new(),
        };
        if let Err(e) = store.read_index() {
            store.unavailable = Some(e);
        }
        // Events whose index entry was lost are found again by their keys.
        if store.protected.contains(INDEX_KEY) {
            if let Ok(keys) = store.backend.keys() {
                for key in keys {
                    if let Some(id) = event_of_key(&key) {
                        let found = store.backend.get(&key).ok().flatten();
                        let entry_of = found
                            .and_then(|raw| read_event_json(&raw).ok())
                            .map(|event| entry(&id, &event));
                        store.index.events.push(entry_of.unwrap_or_else(|| Entry {
                            id: id.clone(),
                            name: format!("Event {id}"),
                            date: String::new(),
                            players: 0,
                            rounds: 0,
                        }));
                    }
                }
            }
        }
        store
    }

    /// Reads the stored index again, as another tab may have changed it: the index this store
    /// writes next starts from it, so that an event another tab created, renamed or deleted is
    /// never dropped from the list. An index that became unreadable or newer is protected, and the
    /// list stays the one in memory.
    fn read_index(&mut self) -> Result<(), StorageError> {
        if self.protected.contains(INDEX_KEY) {
            return Ok(());
        }
        let Some(raw) = self.backend.get(INDEX_KEY)? else {
            return Ok(());
        };
        match Index::from_json(&raw) {
            Ok(index) if index.schema <= INDEX_SCHEMA => self.index = index,
            Ok(index) => self.protect(
                INDEX_KEY,
                raw,
                format!(
                    "the list of events was saved by a newer Tiebreak (schema {}; this one reads up to {INDEX_SCHEMA})",
                    index.schema
                ),
            ),
            Err(e) => self.protect(INDEX_KEY, raw, format!("the list of events is damaged ({e})")),
        }
        Ok(())
    }

    /// The index as stored now, for a change to start from.
    fn fresh_index(&mut self) -> Result<Index, StorageError> {
        self.read_index()?;
        Ok(self.index.clone())
    }

    /// Reads the list of events again after another tab changed it, and returns it.
    pub fn reload_index(&mut self) -> &Index {
        if let Err(e) = self.read_index() {
            self.unavailable = Some(e);
        }
        &self.index
    }

    /// The revision stored now for `id`: 0 when none is stored. Text that is not a whole number
    /// protects the key, so that no save goes through until the user chose what to do.
    fn read_revision(&mut self, id: &EventId) -> Result<u64, SaveError> {
        let key = rev_key(id);
        if self.protected.contains(&key) {
            return Err(SaveError::Protected(key));
        }
        let Some(raw) = self.backend.get(&key)? else {
            return Ok(0);
        };
        match raw.trim().parse::<u64>() {
            Ok(rev) => Ok(rev),
            Err(_) => {
                let reason = format!(
                    "the revision of event {id} is not a whole number (it is “{}”)",
                    raw.chars().take(40).collect::<String>()
                );
                self.protect(&key, raw, reason);
                Err(SaveError::Protected(key))
            }
        }
    }

    /// The revision of `id` as stored now, or `None` when it cannot be read.
    pub fn revision(&mut self, id: &EventId) -> Option<u64> {
        self.read_revision(id).ok()
    }

    /// Whether another tab or window saved or deleted `id` since this store last read or wrote
    /// it: the next [`Store::save`] of it would be a [`SaveError::Conflict`].
    pub fn changed_elsewhere(&mut self, id: &EventId) -> bool {
        match self.read_revision(id) {
            Ok(rev) => self.revisions.get(id) != Some(&rev),
            Err(_) => false,
        }
    }

    fn protect(&mut self, key: &str, raw: String, reason: String) {
        self.protected.insert(key.to_string());
        if !self.problems.iter().any(|p| p.key == key) {
            self.problems.push(Problem {
                key: key.to_string(),
                raw,
                reason,
            });
        }
    }

    /// The list of events.
    pub fn index(&self) -> &Index {
        &self.index
    }

    /// What could not be read so far.
    pub fn problems(&self) -> &[Problem] {
        &self.problems
    }

    /// Why storage cannot be used at all, if it cannot.
    pub fn unavailable(&self) -> Option<&StorageError> {
        self.unavailable.as_ref()
    }

    /// Reads an event. `None` when it is missing or unreadable; an unreadable one becomes a
    /// [`Problem`] and its key is protected.
    ///
    /// The revision is read before the event. Another tab writes the revision first too (see
    /// [`Store::save`]), so a copy read here is never newer than the revision noted with it: at
    /// worst it is older, and then its save is refused rather than written over newer work.
    pub fn load(&mut self, id: &EventId) -> Option<Event> {
        let rev = match self.read_revision(id) {
            Ok(rev) => Some(rev),
            Err(SaveError::Storage(e)) => {
                self.unavailable = Some(e);
                return None;
            }
            Err(_) => None,
        };
        if let (Some(rev), Some((cached, event))) = (rev, self.cache.get(id)) {
            if *cached == rev {
                return Some(event.clone());
            }
        }
        self.cache.remove(id);
        self.revisions.remove(id);
        let key = event_key(id);
        match self.backend.get(&key) {
            Err(e) => {
                self.unavailable = Some(e);
                None
            }
            Ok(None) => None,
            Ok(Some(raw)) => match read_event_json(&raw) {
                Ok(event) => {
                    // With an unreadable revision the event still opens, but saving it stays
                    // refused (the revision's key is protected).
                    if let Some(rev) = rev {
                        self.revisions.insert(id.clone(), rev);
                        self.cache.insert(id.clone(), (rev, event.clone()));
                    }
                    Some(event)
                }
                Err(e) => {
                    self.protect(&key, raw, format!("the event could not be read: {e}"));
                    None
                }
            },
        }
    }

    /// Creates an event and returns its id.
    pub fn create(&mut self, event: &Event) -> Result<EventId, SaveError> {
        let mut index = self.fresh_index()?;
        // An id whose keys hold something (a restored backup, a damaged event, an unreadable
        // revision) is skipped.
        let id = loop {
            index.last_id += 1;
            let id = EventId::new(format!("{:x}", index.last_id));
            let key = event_key(&id);
            if !self.protected.contains(&key)
                && self.backend.get(&key)?.is_none()
                && self.read_revision(&id).is_ok()
            {
                break id;
            }
        };
        let rev = self.read_revision(&id)? + 1;
        self.backend.set(&rev_key(&id), &rev.to_string())?;
        self.write(&event_key(&id), &write_event_json_compact(event))?;
        self.revisions.insert(id.clone(), rev);
        index.events.insert(0, entry(&id, event));
        index.current = Some(id.clone());
        self.save_index(index)?;
        self.cache.insert(id.clone(), (rev, event.clone()));
        Ok(id)
    }

    /// Saves an event under its id, and its line in the index, if no other tab or window saved or
    /// deleted it since this store read it. Otherwise nothing is written and the answer is
    /// [`SaveError::Conflict`]: the caller reads the newer version ([`Store::load`]) and says so.
    ///
    /// The revision is written before the event. If the browser then refuses the event (storage
    /// full), the stored event is the older one under a newer revision: another tab may replace
    /// it, and this tab shows the error; nothing that was saved is lost.
    pub fn save(&mut self, id: &EventId, event: &Event) -> Result<(), SaveError> {
        let key = event_key(id);
        if self.protected.contains(&key) {
            return Err(SaveError::Protected(key));
        }
        let stored = self.read_revision(id)?;
        // Revision 0 is an event from before revisions, or none at all: a deleted event must not
        // come back from a tab that still shows it.
        let gone = stored == 0 && self.backend.get(&key)?.is_none();
        if gone || self.revisions.get(id) != Some(&stored) {
            self.cache.remove(id);
            return Err(SaveError::Conflict(id.clone()));
        }
        let rev = stored + 1;
        self.backend.set(&rev_key(id), &rev.to_string())?;
        self.revisions.insert(id.clone(), rev);
        self.cache.remove(id);
        self.write(&key, &write_event_json_compact(event))?;
        self.cache.insert(id.clone(), (rev, event.clone()));
        let stored_index = self.fresh_index()?;
        let mut index = stored_index.clone();
        match index.events.iter_mut().find(|e| e.id == *id) {
            Some(e) => *e = entry(id, event),
            None => index.events.insert(0, entry(id, event)),
        }
        if index != stored_index {
            self.save_index(index)?;
        }
        Ok(())
    }

    /// Keeps `text`, the changes to `id` that can be undone ([`undo::kept_text`]), beside it. A
    /// browser that refuses it (storage full) keeps none: the event itself is saved already, and
    /// Undo then lasts until the page is closed, as before.
    pub fn keep_undo(&mut self, id: &EventId, text: Option<&str>) {
        let key = undo_key(id);
        let kept = match text {
            Some(text) => self.backend.set(&key, text),
            None => self.backend.remove(&key),
        };
        if kept.is_err() {
            let _ = self.backend.remove(&key);
        }
    }

    /// The changes to `id` kept to be undone, as [`Store::keep_undo`] wrote them.
    pub fn kept_undo(&mut self, id: &EventId) -> Option<String> {
        self.backend.get(&undo_key(id)).ok().flatten()
    }

    /// Remembers which event is open (the tests' way; the app opens an event by its address,
    /// and [`Store::create`] remembers the one it made).
    #[cfg(test)]
    pub(crate) fn set_current(&mut self, id: Option<&EventId>) -> Result<(), SaveError> {
        let mut index = self.fresh_index()?;
        index.current = id.cloned();
        self.save_index(index)
    }

    /// Moves an event to the trash, from where [`Store::restore`] brings it back. The trash keeps
    /// the stored text, the newest version whichever tab saved it; the revision goes up, so that
    /// a tab still showing the event cannot save it back.
    pub fn delete(&mut self, id: &EventId) -> Result<(), SaveError> {
        let key = event_key(id);
        if self.protected.contains(&key) {
            return Err(SaveError::Protected(key));
        }
        let Some(raw) = self.backend.get(&key)? else {
            return Ok(());
        };
        let rev = self.read_revision(id)? + 1;
        self.write(&trash_key(id), &raw)?;
        let mut index = self.fresh_index()?;
        if let Some(pos) = index.events.iter().position(|e| e.id == *id) {
            let e = index.events.remove(pos);
            index.trash.retain(|t| t.id != *id);
            index.trash.push(e);
        }
        if index.current.as_ref() == Some(id) {
            index.current = None;
        }
        // Only the last few deleted events are kept.
        let mut purge = Vec::new();
        while index.trash.len() > TRASH_KEPT {
            purge.push(index.trash.remove(0).id);
        }
        self.save_index(index)?;
        self.backend.set(&rev_key(id), &rev.to_string())?;
        self.backend.remove(&key)?;
        self.cache.remove(id);
        self.revisions.remove(id);
        for old in purge {
            self.backend.remove(&trash_key(&old))?;
            self.backend.remove(&timer_key(&old))?;
            self.backend.remove(&undo_key(&old))?;
            if self.backend.get(&event_key(&old))?.is_none()
                && !self.protected.contains(&rev_key(&old))
            {
                self.backend.remove(&rev_key(&old))?;
            }
        }
        Ok(())
    }

    /// Brings back a deleted event. The revision goes up, as for a save.
    pub fn restore(&mut self, id: &EventId) -> Result<(), SaveError> {
        let Some(raw) = self.backend.get(&trash_key(id))? else {
            return Ok(());
        };
        let rev = self.read_revision(id)? + 1;
        self.backend.set(&rev_key(id), &rev.to_string())?;
        self.write(&event_key(id), &raw)?;
        let mut index = self.fresh_index()?;
        let listed = index.trash.iter().position(|e| e.id == *id);
        let e = match listed {
            Some(pos) => Some(index.trash.remove(pos)),
            None => read_event_json(&raw).ok().map(|event| entry(id, &event)),
        };
        if let Some(e) = e {
            if !index.events.iter().any(|x| x.id == *id) {
                index.events.insert(0, e);
            }
        }
        self.save_index(index)?;
        self.backend.remove(&trash_key(id))?;
        Ok(())
    }

    /// Replaces protected data, once the user has chosen to: the raw text is moved to a backup
    /// key first (`…​.backup`), never destroyed.
    pub fn replace_protected(&mut self, key: &str) -> Result<(), SaveError> {
        if let Some(p) = self.problems.iter().find(|p| p.key == key) {
            let backup = format!("{key}.backup");
            self.backend.set(&backup, &p.raw)?;
        }
        self.protected.remove(key);
        self.problems.retain(|p| p.key != key);
        if key == INDEX_KEY {
            let index = self.index.clone();
            self.save_index(index)?;
        } else {
            self.backend.remove(key)?;
            if let Some(id) = event_of_key(key) {
                let mut index = self.fresh_index()?;
                index.events.retain(|e| e.id != id);
                self.save_index(index)?;
            }
        }
        Ok(())
    }

    fn write(&mut self, key: &str, value: &str) -> Result<(), SaveError> {
        if self.protected.contains(key) {
            return Err(SaveError::Protected(key.to_string()));
        }
        self.backend.set(key, value)?;
        Ok(())
    }

    fn save_index(&mut self, index: Index) -> Result<(), SaveError> {
        let text = index.to_json();
        if self.protected.contains(INDEX_KEY) {
            // The index on disk is kept for the user; the list lives in memory this session, and
            // the events themselves are still saved under their own keys, where `open` finds them.
            self.index = index;
            return Ok(());
        }
        self.backend.set(INDEX_KEY, &text)?;
        self.index = index;
        Ok(())
    }
}

/// The schema version of the events this build writes, for the app's "about" line.
pub const EVENT_SCHEMA: u32 = SCHEMA_VERSION;
