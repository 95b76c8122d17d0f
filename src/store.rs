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
//! ```
//! use tiebreak::store::{MemoryBackend, Store};
//! use tiebreak::core::Event;
//! let mut store = Store::open(MemoryBackend::default());
//! let id = store.create(&Event { name: "Friday draft".into(), ..Event::default() }).unwrap();
//! assert_eq!(store.index().events[0].name, "Friday draft");
//! assert_eq!(store.load(&id).unwrap().name, "Friday draft");
//! ```

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::core::parse_json;
#[cfg(test)]
use crate::core::write_event_json;
use crate::core::{read_event_json, write_event_json_compact, Event, InputError, SCHEMA_VERSION};

/// Every key starts with this.
pub const PREFIX: &str = "tiebreak.";
/// The index of events.
pub const INDEX_KEY: &str = "tiebreak.index";
/// The schema of the index written by this build.
pub const INDEX_SCHEMA: u32 = 1;
/// How many deleted events are kept for undo.
pub const TRASH_KEPT: usize = 5;

/// The address players' phones open, as the organizer set it ("Address for players' phones");
/// the app's own address when missing. One for the whole browser, not one per event.
pub const SHARE_BASE_KEY: &str = "tiebreak.share-base";

/// An event from a players' link waiting to be saved, as the event file's JSON: the phone view
/// ("Save a copy to this device") writes it, and the organizer's app, loaded next, reads it as an
/// import, saves it in the store and removes it. The phone view's bundle carries no store.
pub const INCOMING_KEY: &str = "tiebreak.incoming";

/// The key of an event.
pub fn event_key(id: &str) -> String {
    format!("{PREFIX}event.{id}")
}

/// The key of an event's revision: a whole number, 1 for a new event, one more at every save,
/// delete and restore. Kept apart from the event, so that the event file format does not change;
/// a missing key is revision 0 (an event saved before revisions existed).
pub fn rev_key(id: &str) -> String {
    format!("{PREFIX}rev.{id}")
}

/// The key of a deleted event.
pub fn trash_key(id: &str) -> String {
    format!("{PREFIX}trash.{id}")
}

/// Raw string storage: `localStorage`, or memory in tests.
pub trait Backend {
    /// The text under `key`, if any.
    fn get(&self, key: &str) -> Result<Option<String>, StorageError>;
    /// Stores `value` under `key`.
    fn set(&mut self, key: &str, value: &str) -> Result<(), StorageError>;
    /// Removes `key`.
    fn remove(&mut self, key: &str) -> Result<(), StorageError>;
    /// Every key.
    fn keys(&self) -> Result<Vec<String>, StorageError>;
}

/// Why the browser refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StorageError {
    /// The quota is used up.
    Full,
    /// Storage is switched off or blocked (private mode, a policy).
    Unavailable(String),
}

impl fmt::Display for StorageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StorageError::Full => f.write_str("the browser's storage for this page is full: export the event to a file now, then delete old events to make room."),
            StorageError::Unavailable(why) => write!(f, "the browser does not let this page store data ({why}): changes last only until the tab closes, so export the event to a file."),
        }
    }
}

/// Why a save did not happen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// The browser refused.
    Storage(StorageError),
    /// The key holds data this build could not read; it is kept as it is.
    Protected(String),
    /// Another tab or window saved or deleted this event after this store read it: the newer
    /// version is kept, and this copy was not written. Carries the event's id.
    Conflict(String),
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

/// One event in the index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The event's id, part of its key.
    pub id: String,
    /// The event's name, for the list.
    pub name: String,
    /// The event's date, for the list; `""` when the index has none.
    pub date: String,
    /// Players registered; 0 when the index has none.
    pub players: usize,
    /// Rounds paired; 0 when the index has none.
    pub rounds: u32,
}

/// The list of events.
///
/// Stored as JSON: `{"schema":1,"events":[…],"trash":[…],"current":"1","last_id":3}`, each entry
/// `{"id":"1","name":"Friday","date":"","players":8,"rounds":3}`. A field this build does not know
/// is ignored, so that an index written by a later build of the same schema still opens.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Index {
    /// The schema of this index.
    pub schema: u32,
    /// The events, newest first.
    pub events: Vec<Entry>,
    /// Deleted events that can still be restored, most recent last; empty when the index has none.
    pub trash: Vec<Entry>,
    /// The event that was open.
    pub current: Option<String>,
    /// The last id handed out; 0 when the index has none.
    pub last_id: u64,
}

impl Index {
    /// The index as stored: compact JSON, its fields in this order.
    pub fn to_json(&self) -> String {
        let file = IndexFile {
            schema: self.schema,
            events: self.events.iter().map(EntryFile::from).collect(),
            trash: self.trash.iter().map(EntryFile::from).collect(),
            current: self.current.clone(),
            last_id: self.last_id,
        };
        // Serializing cannot fail: every key is a string.
        serde_json::to_string(&file).unwrap_or_default()
    }

    /// Reads a stored index. An error carries the line and what is wrong, such as
    /// "line 1: missing field `events`".
    pub fn from_json(text: &str) -> Result<Index, InputError> {
        let file: IndexFile =
            parse_json(text).map_err(|(line, message)| InputError::at(line, message))?;
        Ok(Index {
            schema: file.schema,
            events: file.events.into_iter().map(read_entry).collect(),
            trash: file.trash.into_iter().map(read_entry).collect(),
            current: file.current,
            last_id: file.last_id,
        })
    }
}

/// The index as stored. A field it does not define is ignored (no `deny_unknown_fields`).
#[derive(Serialize, Deserialize)]
struct IndexFile {
    schema: u32,
    events: Vec<EntryFile>,
    #[serde(default)]
    trash: Vec<EntryFile>,
    #[serde(default)]
    current: Option<String>,
    #[serde(default)]
    last_id: u64,
}

/// One entry as stored; only `id` and `name` are required.
#[derive(Serialize, Deserialize)]
struct EntryFile {
    id: String,
    name: String,
    #[serde(default)]
    date: String,
    #[serde(default)]
    players: usize,
    #[serde(default)]
    rounds: u32,
}

impl From<&Entry> for EntryFile {
    fn from(e: &Entry) -> EntryFile {
        EntryFile {
            id: e.id.clone(),
            name: e.name.clone(),
            date: e.date.clone(),
            players: e.players,
            rounds: e.rounds,
        }
    }
}

fn read_entry(e: EntryFile) -> Entry {
    Entry {
        id: e.id,
        name: e.name,
        date: e.date,
        players: e.players,
        rounds: e.rounds,
    }
}

/// The events of one browser profile.
pub struct Store<B: Backend> {
    backend: B,
    index: Index,
    /// Keys whose text could not be read: never written or removed.
    protected: BTreeSet<String>,
    /// What could not be read, for the app to report.
    problems: Vec<Problem>,
    /// Why storage cannot be used at all, if it cannot.
    unavailable: Option<StorageError>,
    /// Events read this session with their revision, so that switching between them does not
    /// parse again while no other tab changed them.
    cache: BTreeMap<String, (u64, Event)>,
    /// The revision of each event as this store last read or wrote it: a save must find it
    /// still stored.
    revisions: BTreeMap<String, u64>,
}

fn entry(id: &str, event: &Event) -> Entry {
    Entry {
        id: id.to_string(),
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
            protected: BTreeSet::new(),
            problems: Vec::new(),
            unavailable: None,
            cache: BTreeMap::new(),
            revisions: BTreeMap::new(),
        };
        if let Err(e) = store.read_index() {
            store.unavailable = Some(e);
        }
        // Events whose index entry was lost are found again by their keys.
        if store.protected.contains(INDEX_KEY) {
            if let Ok(keys) = store.backend.keys() {
                let prefix = event_key("");
                for key in keys {
                    if let Some(id) = key.strip_prefix(&prefix) {
                        let found = store.backend.get(&key).ok().flatten();
                        let entry_of = found
                            .and_then(|raw| read_event_json(&raw).ok())
                            .map(|event| entry(id, &event));
                        store.index.events.push(entry_of.unwrap_or_else(|| Entry {
                            id: id.to_string(),
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
    fn read_revision(&mut self, id: &str) -> Result<u64, SaveError> {
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
    pub fn revision(&mut self, id: &str) -> Option<u64> {
        self.read_revision(id).ok()
    }

    /// Whether another tab or window saved or deleted `id` since this store last read or wrote
    /// it: the next [`Store::save`] of it would be a [`SaveError::Conflict`].
    pub fn changed_elsewhere(&mut self, id: &str) -> bool {
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

    /// Whether the list of events is kept in memory only, because the stored one is protected.
    pub fn index_in_memory_only(&self) -> bool {
        self.protected.contains(INDEX_KEY)
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
    pub fn load(&mut self, id: &str) -> Option<Event> {
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
                        self.revisions.insert(id.to_string(), rev);
                        self.cache.insert(id.to_string(), (rev, event.clone()));
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
    pub fn create(&mut self, event: &Event) -> Result<String, SaveError> {
        let mut index = self.fresh_index()?;
        // An id whose keys hold something (a restored backup, a damaged event, an unreadable
        // revision) is skipped.
        let id = loop {
            index.last_id += 1;
            let id = format!("{:x}", index.last_id);
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
    pub fn save(&mut self, id: &str, event: &Event) -> Result<(), SaveError> {
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
            return Err(SaveError::Conflict(id.to_string()));
        }
        let rev = stored + 1;
        self.backend.set(&rev_key(id), &rev.to_string())?;
        self.revisions.insert(id.to_string(), rev);
        self.cache.remove(id);
        self.write(&key, &write_event_json_compact(event))?;
        self.cache.insert(id.to_string(), (rev, event.clone()));
        let stored_index = self.fresh_index()?;
        let mut index = stored_index.clone();
        match index.events.iter_mut().find(|e| e.id == id) {
            Some(e) => *e = entry(id, event),
            None => index.events.insert(0, entry(id, event)),
        }
        if index != stored_index {
            self.save_index(index)?;
        }
        Ok(())
    }

    /// Remembers which event is open.
    pub fn set_current(&mut self, id: Option<&str>) -> Result<(), SaveError> {
        let mut index = self.fresh_index()?;
        index.current = id.map(str::to_string);
        self.save_index(index)
    }

    /// Moves an event to the trash, from where [`Store::restore`] brings it back. The trash keeps
    /// the stored text, the newest version whichever tab saved it; the revision goes up, so that
    /// a tab still showing the event cannot save it back.
    pub fn delete(&mut self, id: &str) -> Result<(), SaveError> {
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
        if let Some(pos) = index.events.iter().position(|e| e.id == id) {
            let e = index.events.remove(pos);
            index.trash.retain(|t| t.id != id);
            index.trash.push(e);
        }
        if index.current.as_deref() == Some(id) {
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
            if self.backend.get(&event_key(&old))?.is_none()
                && !self.protected.contains(&rev_key(&old))
            {
                self.backend.remove(&rev_key(&old))?;
            }
        }
        Ok(())
    }

    /// Brings back a deleted event. The revision goes up, as for a save.
    pub fn restore(&mut self, id: &str) -> Result<(), SaveError> {
        let Some(raw) = self.backend.get(&trash_key(id))? else {
            return Ok(());
        };
        let rev = self.read_revision(id)? + 1;
        self.backend.set(&rev_key(id), &rev.to_string())?;
        self.write(&event_key(id), &raw)?;
        let mut index = self.fresh_index()?;
        let listed = index.trash.iter().position(|e| e.id == id);
        let e = match listed {
            Some(pos) => Some(index.trash.remove(pos)),
            None => read_event_json(&raw).ok().map(|event| entry(id, &event)),
        };
        if let Some(e) = e {
            if !index.events.iter().any(|x| x.id == id) {
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
            let prefix = event_key("");
            if let Some(id) = key.strip_prefix(&prefix) {
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

/// Storage in memory, for tests and as a last resort when the browser has none.
#[derive(Clone, Debug, Default)]
pub struct MemoryBackend {
    /// The stored text.
    pub items: BTreeMap<String, String>,
    /// When set, every write fails with this error.
    pub refuse: Option<StorageError>,
}

impl Backend for MemoryBackend {
    fn get(&self, key: &str) -> Result<Option<String>, StorageError> {
        Ok(self.items.get(key).cloned())
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StorageError> {
        if let Some(e) = &self.refuse {
            return Err(e.clone());
        }
        self.items.insert(key.to_string(), value.to_string());
        Ok(())
    }

    fn remove(&mut self, key: &str) -> Result<(), StorageError> {
        self.items.remove(key);
        Ok(())
    }

    fn keys(&self) -> Result<Vec<String>, StorageError> {
        Ok(self.items.keys().cloned().collect())
    }
}

/// One backend shared by several stores, as `localStorage` is by the tabs of one browser: the
/// tests open two stores over one `Rc<RefCell<MemoryBackend>>`.
impl<B: Backend> Backend for std::rc::Rc<std::cell::RefCell<B>> {
    fn get(&self, key: &str) -> Result<Option<String>, StorageError> {
        self.borrow().get(key)
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StorageError> {
        self.borrow_mut().set(key, value)
    }

    fn remove(&mut self, key: &str) -> Result<(), StorageError> {
        self.borrow_mut().remove(key)
    }

    fn keys(&self) -> Result<Vec<String>, StorageError> {
        self.borrow().keys()
    }
}

/// The schema version of the events this build writes, for the app's "about" line.
pub const EVENT_SCHEMA: u32 = SCHEMA_VERSION;

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::RefCell;
    use std::rc::Rc;

    fn event(name: &str) -> Event {
        let mut e = Event {
            name: name.into(),
            ..Event::default()
        };
        e.add_player("Ann").unwrap();
        e
    }

    #[test]
    fn a_reopened_store_reads_back_exactly_what_was_saved() {
        let mut store = Store::open(MemoryBackend::default());
        let id = store.create(&event("Friday")).unwrap();
        let mut e = store.load(&id).unwrap();
        e.add_player("Bo").unwrap();
        store.save(&id, &e).unwrap();
        let mut again = Store::open(store.backend.clone());
        assert_eq!(again.load(&id), Some(e));
        assert_eq!(again.index().current.as_deref(), Some(id.as_str()));
        assert_eq!(again.index().events[0].players, 2);
    }

    #[test]
    fn a_damaged_event_is_reported_kept_and_never_overwritten() {
        let mut backend = MemoryBackend::default();
        backend
            .items
            .insert(event_key("1"), "{\"format\":\"tiebreak-event\",".into());
        backend.items.insert(
            INDEX_KEY.into(),
            r#"{"schema":1,"events":[{"id":"1","name":"Old"}],"last_id":1}"#.into(),
        );
        let mut store = Store::open(backend);
        assert_eq!(store.load("1"), None);
        assert_eq!(store.problems().len(), 1);
        assert_eq!(store.problems()[0].raw, "{\"format\":\"tiebreak-event\",");
        assert_eq!(
            store.save("1", &event("New")),
            Err(SaveError::Protected(event_key("1")))
        );
        assert_eq!(store.delete("1"), Err(SaveError::Protected(event_key("1"))));
        assert_eq!(
            store.backend.items[&event_key("1")],
            "{\"format\":\"tiebreak-event\","
        );
        // A new event gets a fresh id and leaves the damaged one alone.
        let id = store.create(&event("New")).unwrap();
        assert_eq!(id, "2");
        // Replacing keeps a backup of the raw text.
        store.replace_protected(&event_key("1")).unwrap();
        assert_eq!(
            store.backend.items[&format!("{}.backup", event_key("1"))],
            "{\"format\":\"tiebreak-event\","
        );
    }

    #[test]
    fn a_future_index_is_not_overwritten_and_its_events_are_still_listed() {
        let mut backend = MemoryBackend::default();
        backend
            .items
            .insert(INDEX_KEY.into(), r#"{"schema":7,"events":[]}"#.into());
        backend
            .items
            .insert(event_key("a"), write_event_json(&event("Kept")));
        let mut store = Store::open(backend);
        assert_eq!(
            store.problems()[0].reason,
            "the list of events was saved by a newer Tiebreak (schema 7; this one reads up to 1)"
        );
        assert_eq!(store.index().events[0].id, "a");
        assert_eq!(store.index().events[0].name, "Kept");
        assert_eq!(store.load("a").unwrap().name, "Kept");
        // The list lives in memory; the events are still saved under their own keys.
        assert_eq!(store.set_current(Some("a")), Ok(()));
        assert!(store.index_in_memory_only());
        let id = store.create(&event("New")).unwrap();
        assert!(store.backend.items.contains_key(&event_key(&id)));
        assert_eq!(
            store.backend.items[INDEX_KEY],
            r#"{"schema":7,"events":[]}"#
        );
    }

    #[test]
    fn a_damaged_index_says_what_is_wrong() {
        for (raw, reason) in [
            (
                r#"{"schema":1,"events":[{"name":"Old"}]}"#,
                "line 1: missing field `id`",
            ),
            (
                "{\"schema\":1,\n\"events\":[],\n\"last_id\":\"3\"}",
                "line 3: `last_id` must be a whole number, found a string",
            ),
            (
                r#"{"schema":1,"events":[],"current":7}"#,
                "line 1: `current` must be a string, found a number",
            ),
            (
                r#"{"schema":1,"events":[]"#,
                "line 1: expected `,` or `}` after a value, found the end of the text",
            ),
        ] {
            let mut backend = MemoryBackend::default();
            backend.items.insert(INDEX_KEY.into(), raw.into());
            let store = Store::open(backend);
            assert_eq!(
                store.problems()[0].reason,
                format!("the list of events is damaged ({reason})")
            );
            assert!(store.index_in_memory_only());
        }
    }

    /// As with the serde reader before, a field the index does not define is ignored, and the
    /// fields with a default may be left out.
    #[test]
    fn an_index_with_fields_left_out_or_unknown_opens() {
        let mut backend = MemoryBackend::default();
        backend.items.insert(
            INDEX_KEY.into(),
            r#"{"schema":1,"events":[{"id":"1","name":"Old","colour":"red"}],"current":null,"sort":"date"}"#
                .into(),
        );
        let store = Store::open(backend);
        assert_eq!(store.problems(), []);
        assert_eq!(
            *store.index(),
            Index {
                schema: 1,
                events: vec![Entry {
                    id: "1".into(),
                    name: "Old".into(),
                    date: String::new(),
                    players: 0,
                    rounds: 0,
                }],
                ..Index::default()
            }
        );
        assert_eq!(
            store.index().to_json(),
            r#"{"schema":1,"events":[{"id":"1","name":"Old","date":"","players":0,"rounds":0}],"trash":[],"current":null,"last_id":0}"#
        );
    }

    #[test]
    fn a_full_storage_is_an_error_not_a_silent_loss() {
        let mut store = Store::open(MemoryBackend::default());
        let id = store.create(&event("Friday")).unwrap();
        store.backend.refuse = Some(StorageError::Full);
        assert_eq!(
            store.save(&id, &event("Friday 2")),
            Err(SaveError::Storage(StorageError::Full))
        );
        assert_eq!(
            SaveError::Storage(StorageError::Full).to_string(),
            "not saved: the browser's storage for this page is full: export the event to a file now, then delete old events to make room."
        );
    }

    #[test]
    fn deleting_can_be_undone() {
        let mut store = Store::open(MemoryBackend::default());
        let id = store.create(&event("Friday")).unwrap();
        store.delete(&id).unwrap();
        assert!(store.index().events.is_empty());
        assert_eq!(store.load(&id), None);
        store.restore(&id).unwrap();
        assert_eq!(store.index().events[0].name, "Friday");
        assert_eq!(store.load(&id).unwrap().name, "Friday");
    }

    #[test]
    fn only_the_last_deleted_events_are_kept() {
        let mut store = Store::open(MemoryBackend::default());
        let ids: Vec<String> = (0..TRASH_KEPT + 2)
            .map(|i| store.create(&event(&format!("E{i}"))).unwrap())
            .collect();
        for id in &ids {
            store.delete(id).unwrap();
        }
        assert_eq!(store.index().trash.len(), TRASH_KEPT);
        assert!(!store.backend.items.contains_key(&trash_key(&ids[0])));
        assert!(store
            .backend
            .items
            .contains_key(&trash_key(&ids[TRASH_KEPT + 1])));
    }

    /// One tab's store over the browser's shared storage.
    type Tab = Store<Rc<RefCell<MemoryBackend>>>;

    /// Two stores over one backend: two tabs of one browser.
    fn two_tabs() -> (Tab, Tab, Rc<RefCell<MemoryBackend>>) {
        let shared = Rc::new(RefCell::new(MemoryBackend::default()));
        (
            Store::open(shared.clone()),
            Store::open(shared.clone()),
            shared,
        )
    }

    fn stored(shared: &Rc<RefCell<MemoryBackend>>, key: &str) -> Option<String> {
        shared.borrow().items.get(key).cloned()
    }

    /// Issue 9: tab A enters a result, tab B still shows the event as it was and enters another.
    /// B's save is refused and A's result stays; B reads A's version and saves on top of it.
    #[test]
    fn a_stale_tab_cannot_overwrite_a_newer_save() {
        let (mut a, mut b, shared) = two_tabs();
        let id = a.create(&event("Friday")).unwrap();
        let mut in_a = a.load(&id).unwrap();
        let mut in_b = b.load(&id).unwrap();
        in_a.add_player("Bo").unwrap();
        a.save(&id, &in_a).unwrap();
        in_b.add_player("Cy").unwrap();
        assert_eq!(b.save(&id, &in_b), Err(SaveError::Conflict(id.clone())));
        assert!(b.changed_elsewhere(&id));
        assert_eq!(
            stored(&shared, &event_key(&id)).unwrap(),
            write_event_json_compact(&in_a)
        );
        assert_eq!(stored(&shared, &rev_key(&id)).as_deref(), Some("2"));
        // B reads the newer version and makes its change again: both players are kept.
        let mut again = b.load(&id).unwrap();
        assert_eq!(again, in_a);
        assert!(!b.changed_elsewhere(&id));
        again.add_player("Cy").unwrap();
        b.save(&id, &again).unwrap();
        assert_eq!(stored(&shared, &rev_key(&id)).as_deref(), Some("3"));
        let names: Vec<String> = Store::open(shared.clone())
            .load(&id)
            .unwrap()
            .players
            .into_iter()
            .map(|p| p.name)
            .collect();
        assert_eq!(names, ["Ann", "Bo", "Cy"]);
        // And now A is the stale one.
        assert_eq!(a.save(&id, &in_a), Err(SaveError::Conflict(id.clone())));
        assert_eq!(
            SaveError::Conflict(id).to_string(),
            "not saved: another tab or window changed this event after this one read it, and its newer version is kept. Make the change again on that version."
        );
    }

    #[test]
    fn every_save_delete_and_restore_counts_the_revision_up() {
        let (mut a, _, shared) = two_tabs();
        let id = a.create(&event("Friday")).unwrap();
        assert_eq!(stored(&shared, &rev_key(&id)).as_deref(), Some("1"));
        let e = a.load(&id).unwrap();
        a.save(&id, &e).unwrap();
        a.save(&id, &e).unwrap();
        assert_eq!(stored(&shared, &rev_key(&id)).as_deref(), Some("3"));
        assert_eq!(a.revision(&id), Some(3));
        a.delete(&id).unwrap();
        assert_eq!(stored(&shared, &rev_key(&id)).as_deref(), Some("4"));
        a.restore(&id).unwrap();
        assert_eq!(stored(&shared, &rev_key(&id)).as_deref(), Some("5"));
    }

    #[test]
    fn a_fresh_save_goes_through_after_the_other_tab_reads_again() {
        let (mut a, mut b, _) = two_tabs();
        let id = a.create(&event("Friday")).unwrap();
        let e = b.load(&id).unwrap();
        // Saves from one tab follow each other without a conflict.
        b.save(&id, &e).unwrap();
        b.save(&id, &e).unwrap();
        assert!(!b.changed_elsewhere(&id));
        // A wrote revision 1 and never read the later ones.
        assert!(a.changed_elsewhere(&id));
        assert_eq!(a.save(&id, &e), Err(SaveError::Conflict(id.clone())));
        assert_eq!(a.load(&id), Some(e.clone()));
        assert_eq!(a.save(&id, &e), Ok(()));
        assert_eq!(a.revision(&id), Some(4));
    }

    #[test]
    fn a_tab_that_still_shows_a_deleted_event_cannot_bring_it_back_by_saving() {
        let (mut a, mut b, shared) = two_tabs();
        let id = a.create(&event("Friday")).unwrap();
        let e = b.load(&id).unwrap();
        a.delete(&id).unwrap();
        assert_eq!(b.save(&id, &e), Err(SaveError::Conflict(id.clone())));
        assert_eq!(stored(&shared, &event_key(&id)), None);
        assert_eq!(b.load(&id), None);
        assert!(b.reload_index().events.is_empty());
        assert_eq!(b.reload_index().trash[0].name, "Friday");
        // Restored in A, it opens in B again, and B's save goes through.
        a.restore(&id).unwrap();
        assert_eq!(b.load(&id), Some(e.clone()));
        assert_eq!(b.save(&id, &e), Ok(()));
    }

    /// An event saved before revisions existed has none: it is revision 0, and once deleted a
    /// tab that read it at revision 0 still cannot save it back.
    #[test]
    fn an_event_from_before_revisions_is_revision_0() {
        let shared = Rc::new(RefCell::new(MemoryBackend::default()));
        shared.borrow_mut().items.insert(
            INDEX_KEY.into(),
            r#"{"schema":1,"events":[{"id":"1","name":"Old"}],"last_id":1}"#.into(),
        );
        shared
            .borrow_mut()
            .items
            .insert(event_key("1"), write_event_json(&event("Old")));
        let mut a = Store::open(shared.clone());
        let mut b = Store::open(shared.clone());
        let e = a.load("1").unwrap();
        assert_eq!(b.load("1"), Some(e.clone()));
        assert_eq!(a.revision("1"), Some(0));
        // Once purged from the trash its revision is gone too, and it is revision 0 again.
        shared.borrow_mut().items.remove(&event_key("1"));
        assert_eq!(b.save("1", &e), Err(SaveError::Conflict("1".into())));
        shared
            .borrow_mut()
            .items
            .insert(event_key("1"), write_event_json(&event("Old")));
        assert_eq!(a.save("1", &e), Ok(()));
        assert_eq!(stored(&shared, &rev_key("1")).as_deref(), Some("1"));
        assert_eq!(b.save("1", &e), Err(SaveError::Conflict("1".into())));
    }

    #[test]
    fn an_unreadable_revision_is_protected_until_the_user_replaces_it() {
        let (mut a, _, shared) = two_tabs();
        let id = a.create(&event("Friday")).unwrap();
        shared
            .borrow_mut()
            .items
            .insert(rev_key(&id), "seven".into());
        let mut b = Store::open(shared.clone());
        // The event still opens, but nothing saves over it.
        let e = b.load(&id).unwrap();
        assert_eq!(e.name, "Friday");
        assert_eq!(b.save(&id, &e), Err(SaveError::Protected(rev_key(&id))));
        assert_eq!(b.delete(&id), Err(SaveError::Protected(rev_key(&id))));
        assert_eq!(a.save(&id, &e), Err(SaveError::Protected(rev_key(&id))));
        assert_eq!(
            b.problems()[0].reason,
            "the revision of event 1 is not a whole number (it is “seven”)"
        );
        assert_eq!(stored(&shared, &rev_key(&id)).as_deref(), Some("seven"));
        assert_eq!(
            stored(&shared, &event_key(&id)).unwrap(),
            write_event_json_compact(&e)
        );
        // Replacing keeps a backup; after a fresh read the event saves again.
        b.replace_protected(&rev_key(&id)).unwrap();
        assert_eq!(
            stored(&shared, &format!("{}.backup", rev_key(&id))).as_deref(),
            Some("seven")
        );
        assert_eq!(b.save(&id, &e), Err(SaveError::Conflict(id.clone())));
        b.load(&id).unwrap();
        assert_eq!(b.save(&id, &e), Ok(()));
        assert_eq!(stored(&shared, &rev_key(&id)).as_deref(), Some("1"));
    }

    #[test]
    fn a_protected_event_stays_protected_for_a_second_tab() {
        let shared = Rc::new(RefCell::new(MemoryBackend::default()));
        shared
            .borrow_mut()
            .items
            .insert(event_key("1"), "{\"format\":".into());
        shared.borrow_mut().items.insert(rev_key("1"), "4".into());
        let mut a = Store::open(shared.clone());
        let mut b = Store::open(shared.clone());
        assert_eq!(a.load("1"), None);
        assert_eq!(b.load("1"), None);
        for store in [&mut a, &mut b] {
            assert_eq!(
                store.save("1", &event("New")),
                Err(SaveError::Protected(event_key("1")))
            );
        }
        assert_eq!(
            stored(&shared, &event_key("1")).as_deref(),
            Some("{\"format\":")
        );
        assert_eq!(stored(&shared, &rev_key("1")).as_deref(), Some("4"));
    }

    /// The list of events is read again before every change: an event created in one tab stays
    /// listed when another tab saves.
    #[test]
    fn the_list_keeps_what_another_tab_created_renamed_or_deleted() {
        let (mut a, mut b, _) = two_tabs();
        let first = a.create(&event("Friday")).unwrap();
        let second = b.create(&event("Saturday")).unwrap();
        assert_eq!((first.as_str(), second.as_str()), ("1", "2"));
        let mut e = a.load(&first).unwrap();
        e.name = "Friday draft".into();
        a.save(&first, &e).unwrap();
        let names = |s: &mut Tab| -> Vec<String> {
            s.reload_index()
                .events
                .iter()
                .map(|e| e.name.clone())
                .collect()
        };
        assert_eq!(names(&mut b), ["Saturday", "Friday draft"]);
        b.delete(&first).unwrap();
        assert_eq!(names(&mut a), ["Saturday"]);
        let third = a.create(&event("Sunday")).unwrap();
        assert_eq!(third, "3");
        assert_eq!(names(&mut b), ["Sunday", "Saturday"]);
    }
}
