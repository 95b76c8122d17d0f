//! The store's tests: natively, over a `MemoryBackend`.

use super::*;
use crate::core::write_event_json;
use crate::route::EventId;
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
    assert_eq!(again.index().current.as_ref(), Some(&id));
    assert_eq!(again.index().events[0].players, 2);
}

#[test]
fn a_damaged_event_is_reported_kept_and_never_overwritten() {
    let mut backend = MemoryBackend::default();
    backend.items.insert(
        event_key(&EventId::new("1")),
        "{\"format\":\"tiebreak-event\",".into(),
    );
    backend.items.insert(
        INDEX_KEY.into(),
        r#"{"schema":1,"events":[{"id":"1","name":"Old"}],"last_id":1}"#.into(),
    );
    let mut store = Store::open(backend);
    assert_eq!(store.load(&EventId::new("1")), None);
    assert_eq!(store.problems().len(), 1);
    assert_eq!(store.problems()[0].raw, "{\"format\":\"tiebreak-event\",");
    assert_eq!(
        store.save(&EventId::new("1"), &event("New")),
        Err(SaveError::Protected(event_key(&EventId::new("1"))))
    );
    assert_eq!(
        store.delete(&EventId::new("1")),
        Err(SaveError::Protected(event_key(&EventId::new("1"))))
    );
    assert_eq!(
        store.backend.items[&event_key(&EventId::new("1"))],
        "{\"format\":\"tiebreak-event\","
    );
    // A new event gets a fresh id and leaves the damaged one alone.
    let id = store.create(&event("New")).unwrap();
    assert_eq!(id, EventId::new("2"));
    // Replacing keeps a backup of the raw text.
    store
        .replace_protected(&event_key(&EventId::new("1")))
        .unwrap();
    assert_eq!(
        store.backend.items[&format!("{}.backup", event_key(&EventId::new("1")))],
        "{\"format\":\"tiebreak-event\","
    );
}

#[test]
fn a_future_index_is_not_overwritten_and_its_events_are_still_listed() {
    let mut backend = MemoryBackend::default();
    backend
        .items
        .insert(INDEX_KEY.into(), r#"{"schema":7,"events":[]}"#.into());
    backend.items.insert(
        event_key(&EventId::new("a")),
        write_event_json(&event("Kept")),
    );
    let mut store = Store::open(backend);
    assert_eq!(
        store.problems()[0].reason,
        "the list of events was saved by a newer Tiebreak (schema 7; this one reads up to 1)"
    );
    assert_eq!(store.index().events[0].id, EventId::new("a"));
    assert_eq!(store.index().events[0].name, "Kept");
    assert_eq!(store.load(&EventId::new("a")).unwrap().name, "Kept");
    // The list lives in memory; the events are still saved under their own keys.
    assert_eq!(store.set_current(Some(&EventId::new("a"))), Ok(()));
    assert!(store.protected.contains(INDEX_KEY));
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
            "line 3: a field must be a whole number, found a string",
        ),
        (
            r#"{"schema":1,"events":[],"current":7}"#,
            "line 1: a field must be a string, found a number",
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
        assert!(store.protected.contains(INDEX_KEY));
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
                id: EventId::new("1"),
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

/// The browser's refusal is told apart by the exception's name, never by its message: a message
/// that mentions a quota is not a full storage.
#[test]
fn a_full_storage_is_known_by_the_exceptions_name() {
    let full = |name: &str| StorageError::of_exception(name, format!("{name}: refused"));
    assert_eq!(full("QuotaExceededError"), StorageError::Full);
    assert_eq!(full("NS_ERROR_DOM_QUOTA_REACHED"), StorageError::Full);
    assert_eq!(
        full("SecurityError"),
        StorageError::Unavailable("SecurityError: refused".into())
    );
    assert_eq!(
        StorageError::of_exception("", "the quota of this profile is 0".into()),
        StorageError::Unavailable("the quota of this profile is 0".into())
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
    let ids: Vec<EventId> = (0..TRASH_KEPT + 2)
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
    shared.borrow_mut().items.insert(
        event_key(&EventId::new("1")),
        write_event_json(&event("Old")),
    );
    let mut a = Store::open(shared.clone());
    let mut b = Store::open(shared.clone());
    let e = a.load(&EventId::new("1")).unwrap();
    assert_eq!(b.load(&EventId::new("1")), Some(e.clone()));
    assert_eq!(a.revision(&EventId::new("1")), Some(0));
    // Once purged from the trash its revision is gone too, and it is revision 0 again.
    shared
        .borrow_mut()
        .items
        .remove(&event_key(&EventId::new("1")));
    assert_eq!(
        b.save(&EventId::new("1"), &e),
        Err(SaveError::Conflict(EventId::new("1")))
    );
    shared.borrow_mut().items.insert(
        event_key(&EventId::new("1")),
        write_event_json(&event("Old")),
    );
    assert_eq!(a.save(&EventId::new("1"), &e), Ok(()));
    assert_eq!(
        stored(&shared, &rev_key(&EventId::new("1"))).as_deref(),
        Some("1")
    );
    assert_eq!(
        b.save(&EventId::new("1"), &e),
        Err(SaveError::Conflict(EventId::new("1")))
    );
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
        .insert(event_key(&EventId::new("1")), "{\"format\":".into());
    shared
        .borrow_mut()
        .items
        .insert(rev_key(&EventId::new("1")), "4".into());
    let mut a = Store::open(shared.clone());
    let mut b = Store::open(shared.clone());
    assert_eq!(a.load(&EventId::new("1")), None);
    assert_eq!(b.load(&EventId::new("1")), None);
    for store in [&mut a, &mut b] {
        assert_eq!(
            store.save(&EventId::new("1"), &event("New")),
            Err(SaveError::Protected(event_key(&EventId::new("1"))))
        );
    }
    assert_eq!(
        stored(&shared, &event_key(&EventId::new("1"))).as_deref(),
        Some("{\"format\":")
    );
    assert_eq!(
        stored(&shared, &rev_key(&EventId::new("1"))).as_deref(),
        Some("4")
    );
}

/// The list of events is read again before every change: an event created in one tab stays
/// listed when another tab saves.
#[test]
fn the_list_keeps_what_another_tab_created_renamed_or_deleted() {
    let (mut a, mut b, _) = two_tabs();
    let first = a.create(&event("Friday")).unwrap();
    let second = b.create(&event("Saturday")).unwrap();
    assert_eq!(
        (first.to_string(), second.to_string()),
        ("1".into(), "2".into())
    );
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
    assert_eq!(third, EventId::new("3"));
    assert_eq!(names(&mut b), ["Sunday", "Saturday"]);
}

/// A round timer is kept while its event can still be restored, and removed with it once the
/// trash lets it go: no key of the scheme outlives its event.
#[test]
fn a_timer_goes_with_its_event_when_the_trash_lets_it_go() {
    let mut store = Store::open(MemoryBackend::default());
    let first = store.create(&event("First")).unwrap();
    store
        .backend
        .items
        .insert(timer_key(&first), "2 1764000000000 0".into());
    store.delete(&first).unwrap();
    assert!(store.backend.items.contains_key(&timer_key(&first)));
    for n in 0..TRASH_KEPT {
        let id = store.create(&event(&format!("Other {n}"))).unwrap();
        store.delete(&id).unwrap();
    }
    assert!(!store.backend.items.contains_key(&timer_key(&first)));
    assert!(!store.backend.items.contains_key(&trash_key(&first)));
    let left: Vec<&String> = store
        .backend
        .items
        .keys()
        .filter(|k| k.ends_with(&format!(".{first}")))
        .collect();
    assert_eq!(left, Vec::<&String>::new());
}
