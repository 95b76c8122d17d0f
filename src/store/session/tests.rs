//! The save protocol's tests: tabs of one browser as sessions over one `MemoryBackend`, each
//! showing its open event the way the app does (the event a change or a conflict hands back).

use std::cell::RefCell;
use std::rc::Rc;

use super::*;
use crate::core::{GameResult, LogKind, Pairing};
use crate::store::undo::UNDO_KEPT;
use crate::store::{rev_key, MemoryBackend, StorageError};

type Shared = Rc<RefCell<MemoryBackend>>;

fn stamp() -> Stamp {
    Stamp::at("2026-11-24T14:05:00Z")
}

/// One tab: its session, and the event it shows.
struct Tab<B: Backend = Shared> {
    session: Session<B>,
    open: Open,
}

impl Tab {
    /// A tab that opens the event `id`.
    fn opening(shared: &Shared, id: &EventId) -> Tab {
        Tab::over(shared.clone(), id)
    }
}

impl<B: Backend> Tab<B> {
    /// A tab over `backend` that opens the event `id`.
    fn over(backend: B, id: &EventId) -> Tab<B> {
        let mut session = Session::open(backend);
        let event = session.store().load(id.as_str()).unwrap();
        Tab {
            session,
            open: Open {
                id: id.clone(),
                event,
            },
        }
    }

    /// Makes `edit`, and shows what the session hands back, as `AppState::edit` does.
    fn apply(&mut self, label: &str, edit: Edit) -> Result<Edited, String> {
        let change = |e: &mut Event| edit::apply_in_place(e, &edit, &stamp());
        let edited = self.session.edit(self.open.clone(), label.into(), change)?;
        self.show(&edited);
        Ok(edited)
    }

    fn show(&mut self, edited: &Edited) {
        match edited {
            Edited::Made { event, .. } => self.open.event = event.clone(),
            Edited::Stale(pulled) => self.show_pulled(pulled),
            Edited::Same => {}
        }
    }

    fn show_pulled(&mut self, pulled: &Pulled) {
        if let Some(event) = &pulled.event {
            self.open.event = event.clone();
        }
    }

    fn flush(&mut self) -> Option<Written> {
        let written = self.session.flush(Some(&self.open));
        if let Some(Written::Stale(pulled)) = &written {
            self.show_pulled(pulled);
        }
        written
    }

    fn undo(&mut self) -> Option<Undone> {
        let undone = self.session.undo(Some(&self.open), &stamp());
        match &undone {
            Some(Undone::Edit { event, .. }) => self.open.event = event.clone(),
            Some(Undone::Stale(pulled)) => self.show_pulled(pulled),
            _ => {}
        }
        undone
    }
}

/// "Friday": Ann and Bo at table 1 of round 1, Ann winning 2-1-0, saved by a first tab.
fn friday() -> (Shared, EventId) {
    let shared = Rc::new(RefCell::new(MemoryBackend::default()));
    let mut event = Event {
        name: "Friday".into(),
        ..Event::default()
    };
    let ann = event.add_player("Ann").unwrap();
    let bo = event.add_player("Bo").unwrap();
    event
        .push_match(1, ann, bo, Some(GameResult::new(2, 1, 0)))
        .unwrap();
    let id = Session::open(shared.clone()).create(&event).unwrap();
    (shared, id)
}

fn result(a: u32, b: u32) -> Edit {
    Edit::SetResult {
        round: 1,
        table: 0,
        result: Some(GameResult::new(a, b, 0)),
    }
}

fn add(name: &str) -> Edit {
    Edit::AddPlayer { name: name.into() }
}

fn stored(shared: &Shared, id: &EventId) -> Event {
    Session::open(shared.clone())
        .store()
        .load(id.as_str())
        .unwrap()
}

fn names(event: &Event) -> Vec<&str> {
    event.players.iter().map(|p| p.name.as_str()).collect()
}

fn revision(shared: &Shared, id: &EventId) -> Option<String> {
    shared.borrow().items.get(&rev_key(id.as_str())).cloned()
}

#[test]
fn quick_changes_wait_and_make_one_write() {
    let (shared, id) = friday();
    let mut tab = Tab::opening(&shared, &id);
    let first = tab.apply("adding Cy", add("Cy")).unwrap();
    assert!(matches!(first, Edited::Made { first: true, .. }));
    let second = tab.apply("adding Di", add("Di")).unwrap();
    assert!(matches!(second, Edited::Made { first: false, .. }));
    assert_eq!(tab.session.waiting(), ["adding Cy", "adding Di"]);
    // Nothing is written before the flush.
    assert_eq!(names(&stored(&shared, &id)), ["Ann", "Bo"]);
    assert_eq!(tab.flush(), Some(Written::Done(Ok(()))));
    assert_eq!(names(&stored(&shared, &id)), ["Ann", "Bo", "Cy", "Di"]);
    assert_eq!(revision(&shared, &id).as_deref(), Some("2"));
    assert_eq!(tab.session.waiting(), [] as [String; 0]);
    assert_eq!(tab.flush(), None);
}

#[test]
fn a_change_that_changes_nothing_is_neither_written_nor_undone() {
    let (shared, id) = friday();
    let mut tab = Tab::opening(&shared, &id);
    assert_eq!(tab.apply("the result", result(2, 1)), Ok(Edited::Same));
    assert_eq!(tab.session.undo_label(), None);
    assert_eq!(tab.flush(), None);
}

#[test]
fn a_refused_change_leaves_everything_as_it_was() {
    let (shared, id) = friday();
    let mut tab = Tab::opening(&shared, &id);
    let refused = tab.apply("adding Ann", add("Ann"));
    assert_eq!(
        refused,
        Err("there is already a player named `Ann`: add something to tell them apart, such as an initial.".into())
    );
    assert_eq!(tab.session.undo_label(), None);
    assert_eq!(tab.flush(), None);
}

/// Tab A's change waits; tab B writes the event first. A's write is refused, its change named as
/// lost, and A shows B's version.
#[test]
fn a_second_tab_writing_first_turns_the_waiting_change_into_a_conflict() {
    let (shared, id) = friday();
    let mut a = Tab::opening(&shared, &id);
    let mut b = Tab::opening(&shared, &id);
    a.apply("adding Cy", add("Cy")).unwrap();
    b.apply("adding Di", add("Di")).unwrap();
    assert_eq!(b.flush(), Some(Written::Done(Ok(()))));
    let Some(Written::Stale(pulled)) = a.flush() else {
        panic!("A's write went through");
    };
    assert_eq!(pulled.lost, ["adding Cy"]);
    assert_eq!(pulled.forgotten, 1);
    assert_eq!(pulled.name, "Friday");
    assert_eq!(names(pulled.event.as_ref().unwrap()), ["Ann", "Bo", "Di"]);
    assert_eq!(
        pulled.said(true),
        Some(Said::Conflict(
            "“Friday” was changed in another tab or window. This tab now shows that version. Your change (adding Cy) was not made: check it, then make it again.".into()
        ))
    );
    // B's work is kept, and A now shows it, with nothing to undo.
    assert_eq!(names(&stored(&shared, &id)), ["Ann", "Bo", "Di"]);
    assert_eq!(names(&a.open.event), ["Ann", "Bo", "Di"]);
    assert_eq!(a.session.undo_label(), None);
    // A makes its change again on B's version: both are kept.
    a.apply("adding Cy", add("Cy")).unwrap();
    assert_eq!(a.flush(), Some(Written::Done(Ok(()))));
    assert_eq!(names(&stored(&shared, &id)), ["Ann", "Bo", "Di", "Cy"]);
}

/// B wrote before A made its change: the change is not made at all, and the ones still waiting
/// are named with it.
#[test]
fn a_change_on_a_stale_copy_is_not_made() {
    let (shared, id) = friday();
    let mut a = Tab::opening(&shared, &id);
    let mut b = Tab::opening(&shared, &id);
    a.apply("adding Cy", add("Cy")).unwrap();
    b.apply("adding Di", add("Di")).unwrap();
    b.flush();
    let Ok(Edited::Stale(pulled)) = a.apply("adding Eve", add("Eve")) else {
        panic!("A's change was made");
    };
    assert_eq!(pulled.lost, ["adding Cy", "adding Eve"]);
    assert_eq!(a.session.waiting(), [] as [String; 0]);
    assert_eq!(a.flush(), None);
    assert_eq!(names(&a.open.event), ["Ann", "Bo", "Di"]);
    assert_eq!(revision(&shared, &id).as_deref(), Some("2"));
}

/// Undo after a conflict starts again from the other tab's version: it never takes back the
/// other tab's work.
#[test]
fn undo_after_a_conflict_starts_from_the_other_tabs_version() {
    let (shared, id) = friday();
    let mut a = Tab::opening(&shared, &id);
    a.apply("adding Cy", add("Cy")).unwrap();
    a.flush();
    a.apply("adding Di", add("Di")).unwrap();
    let mut b = Tab::opening(&shared, &id);
    b.apply("adding Eve", add("Eve")).unwrap();
    b.flush();
    let Some(Written::Stale(pulled)) = a.flush() else {
        panic!("A's write went through");
    };
    assert_eq!(
        (pulled.lost, pulled.forgotten),
        (vec!["adding Di".to_string()], 2)
    );
    assert_eq!(a.undo(), None);
    a.apply("adding Fay", add("Fay")).unwrap();
    assert_eq!(a.session.undo_label().as_deref(), Some("Undo adding Fay"));
    a.flush();
    let Some(Undone::Edit { written, .. }) = a.undo() else {
        panic!("nothing undone");
    };
    assert_eq!(written, Ok(()));
    assert_eq!(names(&stored(&shared, &id)), ["Ann", "Bo", "Cy", "Eve"]);
}

/// The other tab reads the event again on its `storage` event: nothing of its own is lost, but
/// its undo entries for the event go, and the notice says so.
#[test]
fn reading_again_lets_undo_go_and_says_so() {
    let (shared, id) = friday();
    let mut b = Tab::opening(&shared, &id);
    b.apply("adding Cy", add("Cy")).unwrap();
    b.flush();
    let mut a = Tab::opening(&shared, &id);
    a.apply("adding Di", add("Di")).unwrap();
    a.flush();
    let pulled = b.session.read_again(&id, Some(&b.open));
    assert_eq!(
        names(pulled.event.as_ref().unwrap()),
        ["Ann", "Bo", "Cy", "Di"]
    );
    assert_eq!(pulled.lost, [] as [String; 0]);
    assert_eq!(pulled.forgotten, 1);
    assert_eq!(
        pulled.said(true),
        Some(Said::Notice(
            "“Friday” was changed in another tab or window: this tab shows that version, and Undo starts again from it.".into()
        ))
    );
    assert_eq!(b.session.undo_label(), None);
    // Read again with nothing to let go, there is nothing to say.
    assert_eq!(b.session.read_again(&id, Some(&b.open)).said(true), None);
}

#[test]
fn what_the_page_says_after_a_deletion() {
    let (shared, id) = friday();
    let mut a = Tab::opening(&shared, &id);
    let mut b = Tab::opening(&shared, &id);
    b.apply("adding Cy", add("Cy")).unwrap();
    a.session.delete(&id).1.unwrap();
    let Some(Written::Stale(pulled)) = b.flush() else {
        panic!("B's write went through");
    };
    assert_eq!(pulled.event, None);
    assert_eq!(
        pulled.said(true),
        Some(Said::Conflict(
            "“Friday” was deleted in another tab or window. Your change (adding Cy) was not made: check it, then make it again.".into()
        ))
    );
    let quiet = Pulled {
        lost: Vec::new(),
        forgotten: 0,
        ..*pulled
    };
    assert_eq!(
        quiet.said(true),
        Some(Said::Conflict(
            "“Friday” was deleted in another tab or window.".into()
        ))
    );
    assert_eq!(quiet.said(false), None);
    let unnamed = Pulled {
        name: " ".into(),
        ..quiet
    };
    assert_eq!(
        unnamed.said(true),
        Some(Said::Conflict(
            "This event was deleted in another tab or window.".into()
        ))
    );
}

/// A correction is logged; its reason is given afterwards. The reason is not a change of its
/// own for undo: undoing the correction logs an `undo`, and keeps the entry with its reason.
#[test]
fn a_reason_is_folded_into_the_last_change() {
    let (shared, id) = friday();
    let mut tab = Tab::opening(&shared, &id);
    let Ok(Edited::Made { logged, .. }) = tab.apply("the result of table 1", result(1, 2)) else {
        panic!("not made");
    };
    assert_eq!(logged, 0..1);
    assert_eq!(
        tab.session.undo_label().as_deref(),
        Some("Undo the result of table 1")
    );
    let given = tab
        .session
        .give_reason(tab.open.clone(), logged, "slip misread", &stamp())
        .unwrap();
    tab.show(&given);
    assert!(matches!(given, Edited::Made { ref logged, .. } if logged.is_empty()));
    assert_eq!(
        tab.session.waiting(),
        ["the result of table 1", "the reason of a correction"]
    );
    assert_eq!(
        tab.session.undo_label().as_deref(),
        Some("Undo the result of table 1")
    );
    tab.flush();
    let reasons = |e: &Event| -> Vec<(LogKind, Option<String>)> {
        e.log.iter().map(|l| (l.kind, l.reason.clone())).collect()
    };
    assert_eq!(
        reasons(&stored(&shared, &id)),
        [(LogKind::Result, Some("slip misread".to_string()))]
    );
    let Some(Undone::Edit { event, written, .. }) = tab.undo() else {
        panic!("nothing undone");
    };
    assert_eq!(written, Ok(()));
    assert!(matches!(
        event.rounds[0].pairings[0],
        Pairing::Match { result: Some(r), .. } if r == GameResult::new(2, 1, 0)
    ));
    assert_eq!(
        reasons(&stored(&shared, &id)),
        [
            (LogKind::Result, Some("slip misread".to_string())),
            (LogKind::Undo, None)
        ]
    );
    assert_eq!(tab.session.undo_label(), None);
}

/// The browser refuses the save: the error is shown, the stored event stays the last one written
/// whole, the tab keeps the change, and the next change writes both once there is room.
#[test]
fn a_failed_save_loses_nothing() {
    let (shared, id) = friday();
    let mut tab = Tab::opening(&shared, &id);
    tab.apply("adding Cy", add("Cy")).unwrap();
    shared.borrow_mut().refuse = Some(StorageError::Full);
    assert_eq!(
        tab.flush(),
        Some(Written::Done(Err(SaveError::Storage(StorageError::Full))))
    );
    assert_eq!(names(&stored(&shared, &id)), ["Ann", "Bo"]);
    assert_eq!(names(&tab.open.event), ["Ann", "Bo", "Cy"]);
    assert_eq!(tab.session.undo_label().as_deref(), Some("Undo adding Cy"));
    shared.borrow_mut().refuse = None;
    tab.apply("adding Di", add("Di")).unwrap();
    assert_eq!(tab.flush(), Some(Written::Done(Ok(()))));
    assert_eq!(names(&stored(&shared, &id)), ["Ann", "Bo", "Cy", "Di"]);
}

/// Storage that keeps short values (a revision) but refuses values longer than its room (an
/// event): the revision is written and the event is not, the worst case of a full storage.
struct Quota {
    shared: Shared,
    room: Rc<std::cell::Cell<usize>>,
}

impl Backend for Quota {
    fn get(&self, key: &str) -> Result<Option<String>, StorageError> {
        self.shared.get(key)
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StorageError> {
        if value.len() > self.room.get() {
            return Err(StorageError::Full);
        }
        self.shared.set(key, value)
    }

    fn remove(&mut self, key: &str) -> Result<(), StorageError> {
        self.shared.remove(key)
    }

    fn keys(&self) -> Result<Vec<String>, StorageError> {
        self.shared.keys()
    }
}

#[test]
fn a_save_refused_halfway_keeps_the_older_event_whole() {
    let (shared, id) = friday();
    let room = Rc::new(std::cell::Cell::new(10));
    let quota = Quota {
        shared: shared.clone(),
        room: room.clone(),
    };
    let mut tab = Tab::over(quota, &id);
    tab.apply("adding Cy", add("Cy")).unwrap();
    assert_eq!(
        tab.flush(),
        Some(Written::Done(Err(SaveError::Storage(StorageError::Full))))
    );
    // The revision went up, the event did not change: it is whole, one version older.
    assert_eq!(revision(&shared, &id).as_deref(), Some("2"));
    assert_eq!(names(&stored(&shared, &id)), ["Ann", "Bo"]);
    assert_eq!(names(&tab.open.event), ["Ann", "Bo", "Cy"]);
    // Once there is room, the next change writes both.
    room.set(usize::MAX);
    tab.apply("adding Di", add("Di")).unwrap();
    assert_eq!(tab.flush(), Some(Written::Done(Ok(()))));
    assert_eq!(revision(&shared, &id).as_deref(), Some("3"));
    assert_eq!(names(&stored(&shared, &id)), ["Ann", "Bo", "Cy", "Di"]);
}

#[test]
fn undo_waits_for_the_changes_still_waiting() {
    let (shared, id) = friday();
    let mut tab = Tab::opening(&shared, &id);
    tab.apply("adding Cy", add("Cy")).unwrap();
    assert_eq!(tab.undo(), None);
    assert_eq!(tab.session.undo_label().as_deref(), Some("Undo adding Cy"));
    tab.flush();
    assert!(matches!(tab.undo(), Some(Undone::Edit { .. })));
    assert_eq!(names(&stored(&shared, &id)), ["Ann", "Bo"]);
}

#[test]
fn renaming_and_deleting_can_be_undone() {
    let (shared, id) = friday();
    let mut tab = Tab::opening(&shared, &id);
    assert_eq!(
        tab.session.rename(&id, "  ", None).map(|_| ()),
        Err("an event's name is empty: type a name.".into())
    );
    let (event, written) = tab.session.rename(&id, " Friday draft ", None).unwrap();
    assert_eq!(
        (event.name.as_str(), written),
        ("Friday draft", Written::Done(Ok(())))
    );
    tab.open.event = event;
    assert_eq!(
        tab.session.undo_label().as_deref(),
        Some("Undo renaming the event")
    );
    let (name, deleted) = tab.session.delete(&id);
    assert_eq!((name.as_str(), deleted), ("Friday draft", Ok(())));
    assert_eq!(
        tab.session.undo_label().as_deref(),
        Some("Undo deleting “Friday draft”")
    );
    assert_eq!(
        tab.session.undo(None, &stamp()),
        Some(Undone::Restored {
            name: "Friday draft".into(),
            written: Ok(())
        })
    );
    assert!(matches!(
        tab.session.undo(None, &stamp()),
        Some(Undone::Edit { ref event, written: Ok(()), .. }) if event.name == "Friday"
    ));
    assert_eq!(stored(&shared, &id).name, "Friday");
}

/// A rename reads the stored event first, so it keeps another tab's change; the tab that has
/// not read the rename then cannot write over it.
#[test]
fn a_rename_keeps_the_other_tabs_change_and_is_kept() {
    let (shared, id) = friday();
    let mut a = Tab::opening(&shared, &id);
    let mut b = Tab::opening(&shared, &id);
    b.apply("adding Cy", add("Cy")).unwrap();
    b.flush();
    let (event, written) = a
        .session
        .rename(&id, "Friday draft", Some(&a.open))
        .unwrap();
    assert_eq!(written, Written::Done(Ok(())));
    assert_eq!(names(&event), ["Ann", "Bo", "Cy"]);
    let Ok(Edited::Stale(pulled)) = b.apply("adding Di", add("Di")) else {
        panic!("B's change was made");
    };
    assert_eq!(pulled.name, "Friday");
    assert_eq!(pulled.event.map(|e| e.name), Some("Friday draft".into()));
    assert_eq!(stored(&shared, &id).name, "Friday draft");
}

#[test]
fn a_copy_is_named_after_its_event() {
    let (shared, id) = friday();
    let mut session = Session::open(shared.clone());
    let copy = session.duplicate(&id).unwrap();
    assert_eq!(copy, EventId::new("2"));
    assert_eq!(stored(&shared, &copy).name, "Friday (copy)");
    assert_eq!(
        session.duplicate(&EventId::new("9")),
        Err("that event could not be read.".into())
    );
}

#[test]
fn only_the_last_changes_can_be_undone() {
    let mut stack = UndoStack::default();
    let delete = |n: usize| Undo::Delete {
        id: EventId::new(n.to_string()),
        name: format!("E{n}"),
    };
    for n in 0..UNDO_KEPT + 2 {
        stack.push(delete(n));
    }
    assert_eq!(stack.len(), 50);
    assert_eq!(stack.last(), Some(&delete(51)));
    let mut oldest = None;
    while let Some(u) = stack.pop() {
        oldest = Some(u);
    }
    assert_eq!(oldest, Some(delete(2)));
}

#[test]
fn forgetting_an_event_keeps_the_others_changes() {
    let mut stack = UndoStack::default();
    let edit = |id: &str| Undo::Edit {
        id: EventId::new(id),
        before: Box::default(),
        label: format!("adding a player to {id}"),
        entries: Vec::new(),
    };
    for id in ["1", "2", "1"] {
        stack.push(edit(id));
    }
    stack.push(Undo::Delete {
        id: EventId::new("1"),
        name: "Friday".into(),
    });
    assert_eq!(stack.forget(&EventId::new("1")), 2);
    assert_eq!(stack.len(), 2);
    assert_eq!(
        stack.last().map(Undo::label).as_deref(),
        Some("Undo deleting “Friday”")
    );
    stack.pop();
    assert_eq!(stack.pop(), Some(edit("2")));
    assert!(stack.is_empty());
}
