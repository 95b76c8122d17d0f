//! The list of events ([`Index`]) as the store keeps it under `tiebreak.index`: its entries, and
//! its JSON, read leniently so that an index from another build of the same schema opens.

use serde::{Deserialize, Serialize};

use crate::core::{parse_json_quick, InputError};
use crate::route::EventId;

/// One event in the index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The event's id, part of its key.
    pub id: EventId,
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
    pub current: Option<EventId>,
    /// The last id handed out; 0 when the index has none.
    pub last_id: u64,
}

impl Index {
    /// The name the list gives event `id`, if it lists it.
    pub fn name_of(&self, id: &EventId) -> Option<&str> {
        self.events
            .iter()
            .find(|e| e.id == *id)
            .map(|e| e.name.as_str())
    }

    /// The index as stored: compact JSON, its fields in this order.
    pub fn to_json(&self) -> String {
        let file = IndexFile {
            schema: self.schema,
            events: self.events.iter().map(EntryFile::from).collect(),
            trash: self.trash.iter().map(EntryFile::from).collect(),
            current: self.current.as_ref().map(EventId::to_string),
            last_id: self.last_id,
        };
        // Serializing cannot fail: every key is a string.
        serde_json::to_string(&file).unwrap_or_default()
    }

    /// Reads a stored index. An error carries the line and what is wrong, such as
    /// "line 1: missing field `events`".
    pub fn from_json(text: &str) -> Result<Index, InputError> {
        let file: IndexFile =
            parse_json_quick(text).map_err(|(line, message)| InputError::at(line, message))?;
        Ok(Index {
            schema: file.schema,
            events: file.events.into_iter().map(read_entry).collect(),
            trash: file.trash.into_iter().map(read_entry).collect(),
            current: file.current.map(EventId::new),
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
            id: e.id.to_string(),
            name: e.name.clone(),
            date: e.date.clone(),
            players: e.players,
            rounds: e.rounds,
        }
    }
}

fn read_entry(e: EntryFile) -> Entry {
    Entry {
        id: EventId::new(e.id),
        name: e.name,
        date: e.date,
        players: e.players,
        rounds: e.rounds,
    }
}
