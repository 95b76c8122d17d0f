//! The session's tests: tabs of one browser as sessions over one `MemoryBackend`, each making
//! the calls the app makes (`AppState` calls each once, then reads what the session holds and
//! takes what it tells).

use std::cell::RefCell;
use std::rc::Rc;

use super::*;
use crate::core::{GameResult, LogKind, Pairing};
use crate::store::undo::UNDO_KEPT;
use crate::store::{event_key, rev_key, MemoryBackend, StorageError, INDEX_KEY};

type Shared = Rc<RefCell<MemoryBackend>>;

fn stamp() -> Stamp {
    Stamp::at("2026-11-24T14:05:00Z")
}

/// A tab over `backend` on the page of event `id`, as the app opens it from its address.
fn over<B: Backend>(backend: B, id: &EventId) -> Session<B> {
    let mut tab = Session::new(backend);
    tab.show(Some(id));
    assert!(tab.open_event().is_some(), "event {id} did not open");
    tab
}

/// A tab of the browser `shared` on the page of event `id`.
fn opening(shared: &Shared, id: &EventId) -> Session<Shared> {
    over(shared.clone(), id)
}

/// The open event of `tab`.
fn shown<B: Backend>(tab: &Session<B>) -> &Event {
    &tab.open_event().expect("no event is open").event
}

/// Makes `edit` in `tab`, stamped [`stamp`], as `AppState::apply` does.
fn apply<B: Backend>(tab: &mut Session<B>, edit: Edit) -> Result<(), NotMade> {
    tab.apply(&edit, &stamp())
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
    let id = Session::new(shared.clone()).create(event).unwrap();
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
    Store::open(shared.clone()).load(id).unwrap()
}

fn names(event: &Event) -> Vec<&str> {
    event.players.iter().map(|p| p.name.as_str()).collect()
}

fn revision(shared: &Shared, id: &EventId) -> Option<String> {
    shared.borrow().items.get(&rev_key(id)).cloned()
}

#[test]
fn quick_changes_wait_and_make_one_write() {
    let (shared, id) = friday();
    let mut tab = opening(&shared, &id);
    apply(&mut tab, add("Cy")).unwrap();
    assert!(tab.take_told().flush_soon);
    apply(&mut tab, add("Di")).unwrap();
    // The second change joins the first: no second save is arranged.
    assert_eq!(tab.take_told(), Told::default());
    assert_eq!(tab.waiting(), ["adding Cy", "adding Di"]);
    // Nothing is written before the flush.
    assert_eq!(names(&stored(&shared, &id)), ["Ann", "Bo"]);
    tab.flush();
    assert_eq!(tab.take_told().saved, Some(Ok(())));
    assert_eq!(names(&stored(&shared, &id)), ["Ann", "Bo", "Cy", "Di"]);
    assert_eq!(revision(&shared, &id).as_deref(), Some("2"));
    assert_eq!(tab.waiting(), [] as [String; 0]);
    tab.flush();
    assert_eq!(tab.take_told(), Told::default());
}

/// What the app's signals show after a change: one read of the session, and what it was told
/// only once.
#[test]
fn what_a_page_shows_is_read_once() {
    let (shared, id) = friday();
    let mut tab = opening(&shared, &id);
    apply(&mut tab, result(0, 2)).unwrap();
    let shown = tab.shown();
    assert!(shown.told.flush_soon);
    assert_eq!(shown.open.as_ref().map(|o| &o.id), Some(&id));
    assert_eq!(shown.index.name_of(&id), Some("Friday"));
    assert_eq!(shown.problems, []);
    assert_eq!(shown.unavailable, None);
    assert_eq!(
        shown.undo.as_deref(),
        Some("Undo the result of round 1, table 1")
    );
    assert_eq!(shown.logged.map(|l| l.entries), Some(0..1));
    assert_eq!(tab.shown().told, Told::default());
}

#[test]
fn a_change_that_changes_nothing_is_neither_written_nor_undone() {
    let (shared, id) = friday();
    let mut tab = opening(&shared, &id);
    assert_eq!(apply(&mut tab, result(2, 1)), Ok(()));
    assert_eq!(tab.undo_label(), None);
    assert_eq!(tab.take_told(), Told::default());
    assert_eq!(tab.waiting(), [] as [String; 0]);
}

#[test]
fn a_refused_change_leaves_everything_as_it_was() {
    let (shared, id) = friday();
    let mut tab = opening(&shared, &id);
    let refused = apply(&mut tab, add("Ann")).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "there is already a player named `Ann`: add something to tell them apart, such as an initial."
    );
    assert_eq!(tab.undo_label(), None);
    assert_eq!(tab.waiting(), [] as [String; 0]);
    assert_eq!(names(shown(&tab)), ["Ann", "Bo"]);
}

#[test]
fn no_event_open_is_a_sentence() {
    let (shared, _) = friday();
    let mut tab = Session::new(shared);
    tab.show(None);
    let refused = apply(&mut tab, add("Cy")).unwrap_err();
    assert_eq!(refused, NotMade::NoEvent);
    assert_eq!(refused.to_string(), "no event is open.");
    // A page of an event that is not stored opens nothing.
    tab.show(Some(&EventId::new("9")));
    assert_eq!(tab.open_event(), None);
}

/// Tab A's change waits; tab B writes the event first. A's write is refused, its change named as
/// lost, and A shows B's version.
#[test]
fn a_second_tab_writing_first_turns_the_waiting_change_into_a_conflict() {
    let (shared, id) = friday();
    let mut a = opening(&shared, &id);
    let mut b = opening(&shared, &id);
    apply(&mut a, add("Cy")).unwrap();
    apply(&mut b, add("Di")).unwrap();
    b.flush();
    assert_eq!(b.take_told().saved, Some(Ok(())));
    a.take_told();
    a.flush();
    let told = a.take_told();
    assert_eq!(told.saved, None);
    assert_eq!(
        told.conflict.as_deref(),
        Some("“Friday” was changed in another tab or window. This tab now shows that version. Your change (adding Cy) was not made: check it, then make it again.")
    );
    // B's work is kept, and A now shows it, with nothing to undo.
    assert_eq!(names(&stored(&shared, &id)), ["Ann", "Bo", "Di"]);
    assert_eq!(names(shown(&a)), ["Ann", "Bo", "Di"]);
    assert_eq!(a.undo_label(), None);
    // A makes its change again on B's version: both are kept.
    apply(&mut a, add("Cy")).unwrap();
    a.flush();
    assert_eq!(a.take_told().saved, Some(Ok(())));
    assert_eq!(names(&stored(&shared, &id)), ["Ann", "Bo", "Di", "Cy"]);
}

/// B wrote before A made its change: the change is not made at all, and the ones still waiting
/// are named with it.
#[test]
fn a_change_on_a_stale_copy_is_not_made() {
    let (shared, id) = friday();
    let mut a = opening(&shared, &id);
    let mut b = opening(&shared, &id);
    apply(&mut a, add("Cy")).unwrap();
    apply(&mut b, add("Di")).unwrap();
    b.flush();
    a.take_told();
    let refused = apply(&mut a, add("Eve")).unwrap_err();
    assert_eq!(refused, NotMade::Stale);
    assert_eq!(
        refused.to_string(),
        "not made: this event was changed in another tab or window (see above)."
    );
    assert_eq!(
        a.take_told().conflict.as_deref(),
        Some("“Friday” was changed in another tab or window. This tab now shows that version. Your change (adding Cy; adding Eve) was not made: check it, then make it again.")
    );
    assert_eq!(a.waiting(), [] as [String; 0]);
    assert_eq!(names(shown(&a)), ["Ann", "Bo", "Di"]);
    assert_eq!(revision(&shared, &id).as_deref(), Some("2"));
}

/// Undo after a conflict starts again from the other tab's version: it never takes back the
/// other tab's work.
#[test]
fn undo_after_a_conflict_starts_from_the_other_tabs_version() {
    let (shared, id) = friday();
    let mut a = opening(&shared, &id);
    apply(&mut a, add("Cy")).unwrap();
    a.flush();
    apply(&mut a, add("Di")).unwrap();
    let mut b = opening(&shared, &id);
    apply(&mut b, add("Eve")).unwrap();
    b.flush();
    a.flush();
    assert!(a.take_told().conflict.is_some());
    // Both of A's undo entries for the event went with the conflict.
    assert_eq!(a.undo_label(), None);
    a.undo(&stamp());
    assert_eq!(names(&stored(&shared, &id)), ["Ann", "Bo", "Cy", "Eve"]);
    apply(&mut a, add("Fay")).unwrap();
    assert_eq!(a.undo_label().as_deref(), Some("Undo adding Fay"));
    a.flush();
    a.take_told();
    a.undo(&stamp());
    assert_eq!(a.take_told().saved, Some(Ok(())));
    assert_eq!(names(&stored(&shared, &id)), ["Ann", "Bo", "Cy", "Eve"]);
    assert_eq!(names(shown(&a)), ["Ann", "Bo", "Cy", "Eve"]);
}

/// The other tab reads the event again on its `storage` event: nothing of its own is lost, but
/// its undo entries for the event go, and the notice says so.
#[test]
fn another_tabs_save_is_followed_and_lets_undo_go() {
    let (shared, id) = friday();
    let mut b = opening(&shared, &id);
    apply(&mut b, add("Cy")).unwrap();
    b.flush();
    b.take_told();
    let mut a = opening(&shared, &id);
    apply(&mut a, add("Di")).unwrap();
    a.flush();
    // The browser names the key that changed; a revision's key is nothing B shows.
    b.follow(Some(&rev_key(&id)));
    assert_eq!(names(shown(&b)), ["Ann", "Bo", "Cy"]);
    b.follow(Some(&event_key(&id)));
    assert_eq!(names(shown(&b)), ["Ann", "Bo", "Cy", "Di"]);
    assert_eq!(
        b.take_told().notice.as_deref(),
        Some("“Friday” was changed in another tab or window: this tab shows that version, and Undo starts again from it.")
    );
    assert_eq!(b.undo_label(), None);
    // Read again with nothing to let go, there is nothing to say.
    b.follow(Some(&event_key(&id)));
    assert_eq!(b.take_told(), Told::default());
}

/// Another tab creates an event: the list follows it from the index's key, and a cleared
/// storage reads everything again.
#[test]
fn the_list_follows_another_tab() {
    let (shared, id) = friday();
    let mut a = opening(&shared, &id);
    let mut b = Session::new(shared.clone());
    let other = b
        .create(Event {
            name: "Saturday".into(),
            ..Event::default()
        })
        .unwrap();
    assert_eq!(a.index().name_of(&other), None);
    a.follow(Some(INDEX_KEY));
    assert_eq!(a.index().name_of(&other), Some("Saturday"));
    shared.borrow_mut().items.clear();
    a.follow(None);
    assert_eq!(a.open_event(), None);
    assert_eq!(
        a.take_told().conflict.as_deref(),
        Some("“Friday” was deleted in another tab or window.")
    );
}

#[test]
fn what_the_page_says_after_a_deletion() {
    let (shared, id) = friday();
    let mut a = opening(&shared, &id);
    let mut b = opening(&shared, &id);
    apply(&mut b, add("Cy")).unwrap();
    a.delete(&id);
    assert_eq!(a.take_told().notice.as_deref(), Some("Deleted “Friday”."));
    assert_eq!(a.open_event(), None);
    b.take_told();
    b.flush();
    assert_eq!(b.open_event(), None);
    assert_eq!(
        b.take_told().conflict.as_deref(),
        Some("“Friday” was deleted in another tab or window. Your change (adding Cy) was not made: check it, then make it again.")
    );
    let quiet = Pulled {
        id: id.clone(),
        event: None,
        name: "Friday".into(),
        lost: Vec::new(),
        forgotten: 0,
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

/// A deletion elsewhere is a banner only on the event's own pages: from the list, the open
/// event just goes.
#[test]
fn a_deletion_elsewhere_is_quiet_from_the_list() {
    let (shared, id) = friday();
    let mut a = opening(&shared, &id);
    a.show(None);
    let mut b = opening(&shared, &id);
    b.delete(&id);
    a.follow(Some(&event_key(&id)));
    assert_eq!(a.open_event(), None);
    assert_eq!(a.take_told().conflict, None);
}

/// A correction is logged; its reason is given afterwards. The reason is not a change of its
/// own for undo: undoing the correction logs an `undo`, and keeps the entry with its reason.
#[test]
fn a_reason_is_folded_into_the_last_change() {
    let (shared, id) = friday();
    let mut tab = opening(&shared, &id);
    apply(&mut tab, result(1, 2)).unwrap();
    let logged = tab.logged().cloned().unwrap();
    assert_eq!(
        (logged.id.clone(), logged.entries.clone()),
        (id.clone(), 0..1)
    );
    assert_eq!(
        tab.undo_label().as_deref(),
        Some("Undo the result of round 1, table 1")
    );
    tab.give_reason("slip misread", &stamp()).unwrap();
    assert_eq!(tab.logged(), None);
    assert_eq!(
        tab.waiting(),
        [
            "the result of round 1, table 1",
            "the reason of a correction"
        ]
    );
    assert_eq!(
        tab.undo_label().as_deref(),
        Some("Undo the result of round 1, table 1")
    );
    tab.flush();
    let reasons = |e: &Event| -> Vec<(LogKind, Option<String>)> {
        e.log.iter().map(|l| (l.kind, l.reason.clone())).collect()
    };
    assert_eq!(
        reasons(&stored(&shared, &id)),
        [(LogKind::Result, Some("slip misread".to_string()))]
    );
    tab.take_told();
    tab.undo(&stamp());
    assert_eq!(tab.take_told().saved, Some(Ok(())));
    assert!(matches!(
        shown(&tab).rounds[0].pairings[0],
        Pairing::Match { result: Some(r), .. } if r == GameResult::new(2, 1, 0)
    ));
    assert_eq!(
        reasons(&stored(&shared, &id)),
        [
            (LogKind::Result, Some("slip misread".to_string())),
            (LogKind::Undo, None)
        ]
    );
    assert_eq!(tab.undo_label(), None);
    // With no entries waiting, a reason changes nothing.
    assert_eq!(tab.give_reason("late", &stamp()), Ok(()));
    assert_eq!(tab.waiting(), [] as [String; 0]);
}

/// The log's "Add reason" asks for a reason for an older entry; dismissing it lets it go.
#[test]
fn a_reason_can_be_asked_for_and_dismissed() {
    let (shared, id) = friday();
    let mut tab = opening(&shared, &id);
    apply(&mut tab, result(1, 2)).unwrap();
    apply(&mut tab, add("Cy")).unwrap();
    assert_eq!(tab.logged(), None);
    tab.ask_reason(Logged {
        id: id.clone(),
        entries: 0..1,
        summary: "Round 1, table 1".into(),
    });
    assert_eq!(tab.logged().map(|l| l.entries.clone()), Some(0..1));
    tab.dismiss_reason();
    assert_eq!(tab.logged(), None);
    tab.ask_reason(Logged {
        id: id.clone(),
        entries: 0..1,
        summary: "Round 1, table 1".into(),
    });
    tab.give_reason("judge call", &stamp()).unwrap();
    assert_eq!(shown(&tab).log[0].reason.as_deref(), Some("judge call"));
}

/// The browser refuses the save: the error is shown, the stored event stays the last one written
/// whole, the tab keeps the change, and the next change writes both once there is room.
#[test]
fn a_failed_save_loses_nothing() {
    let (shared, id) = friday();
    let mut tab = opening(&shared, &id);
    apply(&mut tab, add("Cy")).unwrap();
    shared.borrow_mut().refuse = Some(StorageError::Full);
    tab.take_told();
    tab.flush();
    assert_eq!(
        tab.take_told().saved,
        Some(Err(SaveError::Storage(StorageError::Full).to_string()))
    );
    assert_eq!(names(&stored(&shared, &id)), ["Ann", "Bo"]);
    assert_eq!(names(shown(&tab)), ["Ann", "Bo", "Cy"]);
    assert_eq!(tab.undo_label().as_deref(), Some("Undo adding Cy"));
    shared.borrow_mut().refuse = None;
    apply(&mut tab, add("Di")).unwrap();
    tab.flush();
    assert_eq!(tab.take_told().saved, Some(Ok(())));
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
    let mut tab = over(quota, &id);
    apply(&mut tab, add("Cy")).unwrap();
    tab.take_told();
    tab.flush();
    assert_eq!(
        tab.take_told().saved,
        Some(Err(SaveError::Storage(StorageError::Full).to_string()))
    );
    // The revision went up, the event did not change: it is whole, one version older.
    assert_eq!(revision(&shared, &id).as_deref(), Some("2"));
    assert_eq!(names(&stored(&shared, &id)), ["Ann", "Bo"]);
    assert_eq!(names(shown(&tab)), ["Ann", "Bo", "Cy"]);
    // Once there is room, the next change writes both.
    room.set(usize::MAX);
    apply(&mut tab, add("Di")).unwrap();
    tab.flush();
    assert_eq!(tab.take_told().saved, Some(Ok(())));
    assert_eq!(revision(&shared, &id).as_deref(), Some("3"));
    assert_eq!(names(&stored(&shared, &id)), ["Ann", "Bo", "Cy", "Di"]);
}

/// Undo writes the changes still waiting first, then undoes the last one.
#[test]
fn undo_writes_the_changes_still_waiting_first() {
    let (shared, id) = friday();
    let mut tab = opening(&shared, &id);
    apply(&mut tab, add("Cy")).unwrap();
    apply(&mut tab, add("Di")).unwrap();
    tab.undo(&stamp());
    assert_eq!(tab.waiting(), [] as [String; 0]);
    assert_eq!(names(&stored(&shared, &id)), ["Ann", "Bo", "Cy"]);
    assert_eq!(names(shown(&tab)), ["Ann", "Bo", "Cy"]);
    assert_eq!(revision(&shared, &id).as_deref(), Some("3"));
    assert_eq!(tab.undo_label().as_deref(), Some("Undo adding Cy"));
}

#[test]
fn renaming_and_deleting_can_be_undone() {
    let (shared, id) = friday();
    let mut tab = opening(&shared, &id);
    assert_eq!(
        tab.rename(&id, "  ").unwrap_err().to_string(),
        "an event's name is empty: type a name."
    );
    tab.rename(&id, " Friday draft ").unwrap();
    assert_eq!(shown(&tab).name, "Friday draft");
    assert_eq!(tab.take_told().saved, Some(Ok(())));
    assert_eq!(tab.undo_label().as_deref(), Some("Undo renaming the event"));
    tab.delete(&id);
    assert_eq!(
        tab.take_told(),
        Told {
            notice: Some("Deleted “Friday draft”.".into()),
            saved: Some(Ok(())),
            ..Told::default()
        }
    );
    assert_eq!(
        tab.undo_label().as_deref(),
        Some("Undo deleting “Friday draft”")
    );
    tab.undo(&stamp());
    assert_eq!(
        tab.take_told(),
        Told {
            notice: Some("Restored “Friday draft”.".into()),
            saved: Some(Ok(())),
            ..Told::default()
        }
    );
    assert_eq!(tab.index().name_of(&id), Some("Friday draft"));
    // The event restored is not open: undoing its rename opens it, and the page goes to it.
    assert_eq!(tab.open_event(), None);
    tab.undo(&stamp());
    assert_eq!(tab.take_told().go_to, Some(id.clone()));
    assert_eq!(shown(&tab).name, "Friday");
    assert_eq!(stored(&shared, &id).name, "Friday");
}

/// A rename reads the stored event first, so it keeps another tab's change; the tab that has
/// not read the rename then cannot write over it.
#[test]
fn a_rename_keeps_the_other_tabs_change_and_is_kept() {
    let (shared, id) = friday();
    let mut a = opening(&shared, &id);
    let mut b = opening(&shared, &id);
    apply(&mut b, add("Cy")).unwrap();
    b.flush();
    a.rename(&id, "Friday draft").unwrap();
    assert_eq!(names(shown(&a)), ["Ann", "Bo", "Cy"]);
    b.take_told();
    assert_eq!(apply(&mut b, add("Di")), Err(NotMade::Stale));
    assert_eq!(
        b.take_told().conflict.as_deref(),
        Some("“Friday” was changed in another tab or window. This tab now shows that version. Your change (adding Di) was not made: check it, then make it again.")
    );
    assert_eq!(shown(&b).name, "Friday draft");
    assert_eq!(stored(&shared, &id).name, "Friday draft");
}

#[test]
fn a_copy_is_named_after_its_event_and_the_open_one_stays() {
    let (shared, id) = friday();
    let mut session = opening(&shared, &id);
    let copy = session.duplicate(&id).unwrap();
    assert_eq!(copy, EventId::new("2"));
    assert_eq!(stored(&shared, &copy).name, "Friday (copy)");
    assert_eq!(session.open_event().map(|o| o.id.clone()), Some(id));
    assert_eq!(
        session
            .duplicate(&EventId::new("9"))
            .unwrap_err()
            .to_string(),
        "that event could not be read."
    );
}

/// An import names an event that has no name after its file, opens it and says what it holds;
/// a file that could not be read is named, and nothing is saved.
#[test]
fn an_import_is_named_after_its_file() {
    let (shared, id) = friday();
    let mut tab = opening(&shared, &id);
    let unnamed = Event {
        name: String::new(),
        ..stored(&shared, &id)
    };
    let new = tab.import("thursday.csv", Ok(unnamed)).unwrap();
    assert_eq!(shown(&tab).name, "thursday");
    assert_eq!(tab.open_event().map(|o| o.id.clone()), Some(new));
    assert_eq!(
        tab.take_told().notice.as_deref(),
        Some(crate::render::import_summary(shown(&tab)).as_str())
    );
    let refused = tab
        .import("bad.csv", Err("line 2: a result is `2-x`.".into()))
        .unwrap_err();
    assert_eq!(refused.to_string(), "bad.csv: line 2: a result is `2-x`.");
    assert_eq!(tab.index().events.len(), 2);
}

/// A players' link's event saved on this device is a copy, named so.
#[test]
fn a_copy_from_a_link_says_so() {
    let (shared, id) = friday();
    let mut tab = Session::new(shared.clone());
    let event = stored(&shared, &id);
    let copy = tab.save_copy(Ok(event)).unwrap();
    assert_eq!(stored(&shared, &copy).name, "Friday (copy from a link)");
    assert_eq!(
        tab.take_told().notice.as_deref(),
        Some("Saved “Friday (copy from a link)” on this device from a players' link.")
    );
    assert_eq!(
        tab.save_copy(Err("the link is cut short.".into()))
            .unwrap_err()
            .to_string(),
        "The players' link could not be saved: the link is cut short."
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

/// Undo survives a reload (issue 41): the changes a tab made are kept beside the event, and a
/// tab opened on it later (the page reloaded) undoes them, most recent first, with their labels
/// and the log's undo entries. A change another tab made since is never undone from the stale
/// list, and a damaged list is none.
#[test]
fn undo_survives_a_reload() {
    let (shared, id) = friday();
    let mut tab = opening(&shared, &id);
    apply(&mut tab, result(0, 2)).unwrap();
    apply(&mut tab, add("Cy")).unwrap();
    tab.flush();
    drop(tab);
    let mut reloaded = opening(&shared, &id);
    assert_eq!(reloaded.undo_label().as_deref(), Some("Undo adding Cy"));
    reloaded.undo(&stamp());
    assert_eq!(names(&stored(&shared, &id)), ["Ann", "Bo"]);
    assert_eq!(
        reloaded.undo_label().as_deref(),
        Some("Undo the result of round 1, table 1")
    );
    // The undo itself is written, with what is left, and survives the next reload too.
    drop(reloaded);
    let mut again = opening(&shared, &id);
    assert_eq!(
        again.undo_label().as_deref(),
        Some("Undo the result of round 1, table 1")
    );
    again.undo(&stamp());
    let back = stored(&shared, &id);
    let Pairing::Match { result, .. } = back.rounds[0].pairings[0] else {
        panic!("table 1 is a match");
    };
    assert_eq!(result, Some(GameResult::new(2, 1, 0)));
    assert_eq!(
        back.log.iter().map(|e| e.kind).collect::<Vec<_>>(),
        [LogKind::Result, LogKind::Undo]
    );
    assert_eq!(again.undo_label(), None);

    // A change written since without its list (an older build): the list kept leads to an older
    // revision, and is not used.
    let mut first = opening(&shared, &id);
    apply(&mut first, add("Di")).unwrap();
    first.flush();
    assert_eq!(
        opening(&shared, &id).undo_label().as_deref(),
        Some("Undo adding Di")
    );
    let mut older = Store::open(shared.clone());
    let mut changed = older.load(&id).unwrap();
    changed.add_player("Eve").unwrap();
    older.save(&id, &changed).unwrap();
    assert_eq!(opening(&shared, &id).undo_label(), None);
    // Another tab (its own name) never takes up this tab's list.
    let mut mine = opening(&shared, &id);
    mine.set_tab("a".into());
    apply(&mut mine, add("Fay")).unwrap();
    mine.flush();
    let mut theirs = Session::new(shared.clone());
    theirs.set_tab("b".into());
    theirs.show(Some(&id));
    assert_eq!(theirs.undo_label(), None);
    let mut again = Session::new(shared.clone());
    again.set_tab("a".into());
    again.show(Some(&id));
    assert_eq!(again.undo_label().as_deref(), Some("Undo adding Fay"));
    // A damaged list is none.
    shared
        .borrow_mut()
        .items
        .insert(crate::store::undo_key(&id), "{\"rev\":".into());
    assert_eq!(opening(&shared, &id).undo_label(), None);
}
