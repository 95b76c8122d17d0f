//! What a tab can undo: its own changes, most recent last, as many as [`UNDO_KEPT`]; the most
//! recent [`UNDO_STORED`] of an event are kept beside it in storage ([`kept_text`]), so that Undo
//! survives a reload.

use crate::core::{
    read_event_json, read_log_json, write_event_json_compact, write_log_entries_compact, Event,
    LogEntry,
};
use crate::route::EventId;

/// How many changes can be undone.
pub const UNDO_KEPT: usize = 50;

/// How many changes to an event are kept beside it in storage, at most: each holds the whole
/// event as it was, so a long list would crowd the browser's storage (about 5 MB for every
/// event); [`UNDO_STORED_BYTES`] bounds them too.
pub const UNDO_STORED: usize = 20;

/// The most text the changes kept beside an event take; the oldest go first.
pub const UNDO_STORED_BYTES: usize = 400_000;

/// A change that can be undone.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Undo {
    /// An event as it was before a change.
    Edit {
        /// The event's id.
        id: EventId,
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
        id: EventId,
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

/// The changes of one tab that can be undone, most recent last.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct UndoStack {
    changes: Vec<Undo>,
}

impl UndoStack {
    /// Keeps `undo`, the most recent change; past [`UNDO_KEPT`] the oldest is let go.
    pub fn push(&mut self, undo: Undo) {
        self.changes.push(undo);
        if self.changes.len() > UNDO_KEPT {
            self.changes.remove(0);
        }
    }

    /// Takes the most recent change.
    pub fn pop(&mut self) -> Option<Undo> {
        self.changes.pop()
    }

    /// The most recent change.
    pub fn last(&self) -> Option<&Undo> {
        self.changes.last()
    }

    /// How many changes can be undone.
    pub fn len(&self) -> usize {
        self.changes.len()
    }

    /// Whether nothing can be undone.
    pub fn is_empty(&self) -> bool {
        self.changes.is_empty()
    }

    /// The changes to `id`, oldest first.
    pub fn of<'a>(&'a self, id: &'a EventId) -> impl Iterator<Item = &'a Undo> + 'a {
        self.changes
            .iter()
            .filter(move |u| matches!(u, Undo::Edit { id: x, .. } if x == id))
    }

    /// Lets go of every change to `id`, after another tab or window changed it: undoing one
    /// would erase that tab's work. Returns how many there were.
    pub fn forget(&mut self, id: &EventId) -> usize {
        let before = self.changes.len();
        self.changes
            .retain(|u| !matches!(u, Undo::Edit { id: x, .. } if x == id));
        before - self.changes.len()
    }
}

/// The first line of the changes kept beside an event ([`kept_text`]): its format and version.
const KEPT_HEAD: &str = "tiebreak-undo 1";

/// The most recent changes of `stack` to `id` as stored beside it, at its revision `rev`: at
/// most [`UNDO_STORED`] of them and [`UNDO_STORED_BYTES`] of text, the oldest let go first.
/// `None` when there is none to keep.
///
/// One line each: the head, the tab that made them (`tab`: only that tab, reloaded, takes them
/// up; another tab never undoes its work), the revision the changes lead to (so that changes
/// another tab, or an older build, made since are never undone from a stale list), then three
/// lines a change, oldest
/// first: the undo button's label, the event before it (its compact file, which has no line
/// break), and what it logged (the log's compact JSON). Lines rather than a JSON object of them:
/// a serde type of its own cost the organizer's bundle more than these few lines of code.
pub fn kept_text(stack: &UndoStack, id: &EventId, tab: &str, rev: u64) -> Option<String> {
    let mut changes: Vec<[String; 3]> = Vec::new();
    let mut bytes = 0;
    let recent: Vec<&Undo> = stack.of(id).collect();
    for undo in recent.into_iter().rev().take(UNDO_STORED) {
        let Undo::Edit {
            before,
            label,
            entries,
            ..
        } = undo
        else {
            continue;
        };
        let change = [
            label.replace('\n', " "),
            write_event_json_compact(before),
            write_log_entries_compact(entries),
        ];
        bytes += change.iter().map(String::len).sum::<usize>() + 3;
        if bytes > UNDO_STORED_BYTES {
            break;
        }
        changes.push(change);
    }
    if changes.is_empty() {
        return None;
    }
    let mut out = format!("{KEPT_HEAD}\n{}\n{rev}", tab.replace('\n', " "));
    for change in changes.iter().rev() {
        for line in change {
            out.push('\n');
            out.push_str(line);
        }
    }
    Some(out)
}

/// The changes to `id` that `text` kept ([`kept_text`]), oldest first, when tab `tab` made them
/// and they lead to its revision `rev` now; none when they do not, or when any cannot be read (a
/// damaged key is never half undone).
pub fn read_kept(text: &str, id: &EventId, tab: &str, rev: u64) -> Vec<Undo> {
    let mut lines = text.split('\n');
    if lines.next() != Some(KEPT_HEAD)
        || lines.next() != Some(tab)
        || lines.next().and_then(|r| r.parse().ok()) != Some(rev)
    {
        return Vec::new();
    }
    let lines: Vec<&str> = lines.collect();
    if !lines.len().is_multiple_of(3) || lines.len() / 3 > UNDO_STORED {
        return Vec::new();
    }
    let mut out = Vec::with_capacity(lines.len() / 3);
    for c in lines.chunks_exact(3) {
        // A label is one short line ("the result of round 1, table 2"); anything else is not ours.
        if c[0].len() > 200 || c[0].contains(crate::core::base::error::is_line_control) {
            return Vec::new();
        }
        let (Ok(before), Ok(entries)) = (read_event_json(c[1]), read_log_json(c[2])) else {
            return Vec::new();
        };
        out.push(Undo::Edit {
            id: id.clone(),
            before: Box::new(before),
            label: c[0].to_string(),
            entries,
        });
    }
    out
}
