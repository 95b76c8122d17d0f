//! The key scheme of the app's storage and the storage behind it: a [`Backend`] is raw strings
//! under keys (`localStorage` in the browser, [`MemoryBackend`] in tests), and every key the app
//! uses is made here.

use std::collections::BTreeMap;
use std::fmt;

use crate::route::EventId;

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
/// ("Save a copy on this phone") writes it, and the organizer's app, loaded next, reads it as an
/// import, saves it in the store and removes it. The phone view's bundle carries no store.
pub const INCOMING_KEY: &str = "tiebreak.incoming";

/// The key of an event.
pub fn event_key(id: &EventId) -> String {
    format!("{PREFIX}event.{id}")
}

/// The event whose key `key` is (`tiebreak.event.3` is event `3`), or `None` for any other key.
pub fn event_of_key(key: &str) -> Option<EventId> {
    key.strip_prefix(PREFIX)?
        .strip_prefix("event.")
        .map(EventId::new)
}

/// What a change to storage by another tab or window touched, from its key (the window's
/// `storage` event; `None` when storage was cleared).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Touched {
    /// The list of events.
    Index,
    /// One event.
    Event(EventId),
    /// Everything: storage was cleared.
    All,
    /// Nothing an open tab shows (a revision, the trash, a timer, another app's key).
    Other,
}

impl Touched {
    /// What changing `key` touched; `None` is storage cleared.
    pub fn of(key: Option<&str>) -> Touched {
        match key {
            None => Touched::All,
            Some(INDEX_KEY) => Touched::Index,
            Some(k) => event_of_key(k).map_or(Touched::Other, Touched::Event),
        }
    }
}

/// The key of an event's revision: a whole number, 1 for a new event, one more at every save,
/// delete and restore. Kept apart from the event, so that the event file format does not change;
/// a missing key is revision 0 (an event saved before revisions existed).
pub fn rev_key(id: &EventId) -> String {
    format!("{PREFIX}rev.{id}")
}

/// The key of a deleted event.
pub fn trash_key(id: &EventId) -> String {
    format!("{PREFIX}trash.{id}")
}

/// The key of the changes to an event that can be undone, kept beside it so that Undo survives a
/// reload ([`super::undo::kept_text`]). Removed with the event when it leaves the trash for good.
pub fn undo_key(id: &EventId) -> String {
    format!("{PREFIX}undo.{id}")
}

/// The key of an event's round timer (`src/app/timer.rs`): `round end_ms paused_ms`. Removed with
/// the event when it leaves the trash for good.
pub fn timer_key(id: &EventId) -> String {
    format!("{PREFIX}timer.{id}")
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

/// The names a browser gives the `web_sys::DomException` of a storage that is full: the standard one, and
/// the one Firefox used before version 67.
const QUOTA_NAMES: [&str; 2] = ["QuotaExceededError", "NS_ERROR_DOM_QUOTA_REACHED"];

impl StorageError {
    /// What the browser's refusal means, from the `web_sys::DomException`'s name (`name`), never from its
    /// message: storage is full when the name says so (`QUOTA_NAMES`); any other refusal is
    /// storage that cannot be used, described as `described`.
    pub fn of_exception(name: &str, described: String) -> StorageError {
        if QUOTA_NAMES.contains(&name) {
            StorageError::Full
        } else {
            StorageError::Unavailable(described)
        }
    }
}

impl fmt::Display for StorageError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StorageError::Full => f.write_str("the browser's storage for this page is full: export the event to a file now, then delete old events to make room."),
            StorageError::Unavailable(why) => write!(f, "the browser does not let this page store data ({why}): changes last only until the tab closes, so export the event to a file."),
        }
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
