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
//! - a deleted event goes to a trash key first, so that deleting can be undone.
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

/// The key of an event.
pub fn event_key(id: &str) -> String {
    format!("{PREFIX}event.{id}")
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
}

impl fmt::Display for SaveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SaveError::Storage(e) => write!(f, "not saved: {e}"),
            SaveError::Protected(key) => write!(f, "not saved: `{key}` holds data this version could not read, and it is kept untouched. Download it first, then choose to replace it."),
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
    /// Events read this session, so that switching between them does not parse again.
    cache: BTreeMap<String, Event>,
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
        };
        match store.backend.get(INDEX_KEY) {
            Err(e) => store.unavailable = Some(e),
            Ok(None) => {}
            Ok(Some(raw)) => match Index::from_json(&raw) {
                Ok(index) if index.schema <= INDEX_SCHEMA => store.index = index,
                Ok(index) => store.protect(
                    INDEX_KEY,
                    raw,
                    format!(
                        "the list of events was saved by a newer Tiebreak (schema {}; this one reads up to {INDEX_SCHEMA})",
                        index.schema
                    ),
                ),
                Err(e) => store.protect(INDEX_KEY, raw, format!("the list of events is damaged ({e})")),
            },
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
    pub fn load(&mut self, id: &str) -> Option<Event> {
        if let Some(event) = self.cache.get(id) {
            return Some(event.clone());
        }
        let key = event_key(id);
        match self.backend.get(&key) {
            Err(e) => {
                self.unavailable = Some(e);
                None
            }
            Ok(None) => None,
            Ok(Some(raw)) => match read_event_json(&raw) {
                Ok(event) => {
                    self.cache.insert(id.to_string(), event.clone());
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
        let mut index = self.index.clone();
        index.last_id += 1;
        let id = format!("{:x}", index.last_id);
        // An id whose key holds something (a restored backup, a damaged event) is skipped.
        let mut id = id;
        while self.protected.contains(&event_key(&id))
            || self.backend.get(&event_key(&id)).ok().flatten().is_some()
        {
            index.last_id += 1;
            id = format!("{:x}", index.last_id);
        }
        self.write(&event_key(&id), &write_event_json_compact(event))?;
        index.events.insert(0, entry(&id, event));
        index.current = Some(id.clone());
        self.save_index(index)?;
        self.cache.insert(id.clone(), event.clone());
        Ok(id)
    }

    /// Saves an event under its id, and its line in the index.
    pub fn save(&mut self, id: &str, event: &Event) -> Result<(), SaveError> {
        self.write(&event_key(id), &write_event_json_compact(event))?;
        self.cache.insert(id.to_string(), event.clone());
        let mut index = self.index.clone();
        match index.events.iter_mut().find(|e| e.id == id) {
            Some(e) => *e = entry(id, event),
            None => index.events.insert(0, entry(id, event)),
        }
        if index != self.index {
            self.save_index(index)?;
        }
        Ok(())
    }

    /// Remembers which event is open.
    pub fn set_current(&mut self, id: Option<&str>) -> Result<(), SaveError> {
        let mut index = self.index.clone();
        index.current = id.map(str::to_string);
        self.save_index(index)
    }

    /// Moves an event to the trash, from where [`Store::restore`] brings it back.
    pub fn delete(&mut self, id: &str) -> Result<(), SaveError> {
        let key = event_key(id);
        if self.protected.contains(&key) {
            return Err(SaveError::Protected(key));
        }
        let Some(raw) = self.backend.get(&key)? else {
            return Ok(());
        };
        self.write(&trash_key(id), &raw)?;
        let mut index = self.index.clone();
        if let Some(pos) = index.events.iter().position(|e| e.id == id) {
            let e = index.events.remove(pos);
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
        self.backend.remove(&key)?;
        self.cache.remove(id);
        for old in purge {
            self.backend.remove(&trash_key(&old))?;
        }
        Ok(())
    }

    /// Brings back a deleted event.
    pub fn restore(&mut self, id: &str) -> Result<(), SaveError> {
        let Some(raw) = self.backend.get(&trash_key(id))? else {
            return Ok(());
        };
        self.write(&event_key(id), &raw)?;
        let mut index = self.index.clone();
        if let Some(pos) = index.trash.iter().position(|e| e.id == id) {
            let e = index.trash.remove(pos);
            index.events.insert(0, e);
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
                let mut index = self.index.clone();
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

/// The schema version of the events this build writes, for the app's "about" line.
pub const EVENT_SCHEMA: u32 = SCHEMA_VERSION;

#[cfg(test)]
mod tests {
    use super::*;

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
}
