//! What a tab can undo: its own changes, most recent last, as many as [`UNDO_KEPT`].

use crate::core::{Event, LogEntry};
use crate::route::EventId;

/// How many changes can be undone.
pub const UNDO_KEPT: usize = 50;

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

    /// Lets go of every change to `id`, after another tab or window changed it: undoing one
    /// would erase that tab's work. Returns how many there were.
    pub fn forget(&mut self, id: &EventId) -> usize {
        let before = self.changes.len();
        self.changes
            .retain(|u| !matches!(u, Undo::Edit { id: x, .. } if x == id));
        before - self.changes.len()
    }
}
