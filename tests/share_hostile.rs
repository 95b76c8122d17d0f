//! Hostile payloads in a players' link: each is refused with one sentence and never a panic (a
//! damaged one by its Adler-32 checksum, down to every single bit flip), and an event the event
//! file would refuse is refused in the same words.

#![cfg(not(target_arch = "wasm32"))]

mod common;
use common::share::*;

use std::time::Instant;

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use tiebreak::core::model::generate::swiss_event_with_changes;
use tiebreak::core::pairing::start_playoff;
use tiebreak::core::{
    read_event_json, share, write_event_json, Event, Fraction, GameResult, MissedRounds, Pairing,
    Round, Ruleset, Tiebreaker,
};

/// A real payload to damage: a small event with a late entry and a drop.
fn small_payload() -> String {
    share::encode(&swiss_event_with_changes(6, 3, 11), TAKEN_AT)
}

#[test]
fn an_empty_payload_is_refused() {
    let empty = damaged("it ends where the event should begin");
    assert_eq!(refused(""), empty);
    assert_eq!(refused(".)\n"), empty);
    assert_eq!(
        common::read_link("http://127.0.0.1:8080/#/v/1/")
            .unwrap_err()
            .to_string(),
        empty
    );
    assert_eq!(
        common::read_link("http://127.0.0.1:8080/#/v/1")
            .unwrap_err()
            .to_string(),
        empty
    );
}

#[test]
fn every_truncation_is_refused() {
    let payload = small_payload();
    assert!(share::decode(&payload).is_ok());
    let mut seen = std::collections::BTreeSet::new();
    for end in 0..payload.len() {
        let message = refused(&payload[..end]);
        if end == 0 {
            assert_eq!(message, damaged("it ends where the event should begin"));
        } else if end % 4 == 1 {
            // One base64 character alone holds 6 bits, not a byte.
            assert_eq!(
                message,
                damaged("it is cut short in the middle of a character")
            );
        }
        seen.insert(message);
    }
    for cut in 1..=10 {
        refused(&payload[..payload.len() - cut]);
    }
    // Every truncation is called damaged, in one of these words: a deflate stream cut short
    // never inflates, so neither the checksum nor the event is ever reached.
    let allowed = [
        damaged("it ends where the event should begin"),
        damaged("it is cut short in the middle of a character"),
        damaged("it is cut short"),
        damaged("its compressed data cannot be read"),
    ];
    for message in &seen {
        assert!(allowed.contains(message), "{message}");
    }
}

/// Flips every bit of `payload`'s deflated bytes, one at a time: each flip must be refused in one
/// sentence, or (where deflate ignores the bit, as in the padding after the last block) read as
/// the very same snapshot. Returns the flips, the refusals and the identical reads.
fn flip_every_bit(payload: &str) -> (usize, usize, usize) {
    let original = share::decode(payload).unwrap();
    let deflated = URL_SAFE_NO_PAD.decode(payload).unwrap();
    let (mut refusals, mut identical) = (0, 0);
    for byte in 0..deflated.len() {
        for bit in 0..8 {
            let mut flipped = deflated.clone();
            flipped[byte] ^= 1 << bit;
            let damaged_payload = URL_SAFE_NO_PAD.encode(&flipped);
            match share::decode(&damaged_payload) {
                Ok(snapshot) => {
                    assert_eq!(
                        snapshot, original,
                        "bit {bit} of byte {byte} gave another event"
                    );
                    assert_eq!(
                        byte,
                        deflated.len() - 1,
                        "bit {bit} of byte {byte} is read, yet changes nothing"
                    );
                    identical += 1;
                }
                Err(_) => {
                    refused(&damaged_payload);
                    refusals += 1;
                }
            }
        }
    }
    (deflated.len() * 8, refusals, identical)
}

#[test]
fn every_bit_flip_is_refused() {
    // With the checksum, no flip reads as another event: a flip that deflate notices is refused
    // by the inflater, and one that changes the inflated bytes by the checksum. Only a bit that
    // deflate never reads may change nothing at all.
    let mut custom = swiss_event_with_changes(16, 4, 5);
    custom.ruleset = custom_ruleset();
    custom.playoff = Some(start_playoff(&custom, 8).unwrap());
    for (what, payload) in [
        ("6 players, 3 rounds", small_payload()),
        (
            "16 players, 4 rounds, a custom ruleset, a top 8",
            share::encode(&custom, TAKEN_AT),
        ),
    ] {
        let start = Instant::now();
        let (flips, refusals, identical) = flip_every_bit(&payload);
        eprintln!(
            "{what}: {flips} bit flips of {} deflated bytes: {refusals} refused, {identical} read as the same event, in {:?}",
            flips / 8,
            start.elapsed()
        );
        assert_eq!(refusals + identical, flips);
        // Only the padding bits after the last block (in the last byte) go unread.
        assert!(identical < 8, "{identical} flips changed nothing");
    }
}

#[test]
fn every_bit_flip_of_the_inflated_bytes_is_refused_by_the_checksum() {
    // Adler-32 catches every single-bit error: a flip changes one byte by ±2^k, and so its sum
    // by a number that is not a multiple of 65521. A flip inside the checksum is caught too.
    let bytes = inflate(&small_payload());
    let checksum = damaged("its contents do not match their checksum");
    for byte in 0..bytes.len() {
        for bit in 0..8 {
            let mut flipped = bytes.clone();
            flipped[byte] ^= 1 << bit;
            assert_eq!(
                refused(&payload_of_raw(&flipped)),
                checksum,
                "bit {bit} of byte {byte}"
            );
        }
    }
}

#[test]
fn characters_outside_base64url_are_named() {
    let payload = small_payload();
    for (bad, shown) in [
        ("<script>alert(1)</script>", "`<`"),
        ("abc def", "` `"),
        ("abc%20def", "`%`"),
        ("abc+def/", "`+`"),
        ("abc=", "`=`"),
        ("abcé", "`é`"),
        ("ab\u{1b}[31mc", "`\\u{1b}`"),
        ("ab\ncd", "`\\n`"),
    ] {
        assert_eq!(
            refused(bad),
            damaged(&format!("it holds {shown}, which no Tiebreak link has"))
        );
    }
    // Inside a real payload too.
    let (head, tail) = payload.split_at(payload.len() / 2);
    assert_eq!(
        refused(&format!("{head}<b>{tail}")),
        damaged("it holds `<`, which no Tiebreak link has")
    );
}

#[test]
fn a_deflate_bomb_is_refused_before_it_expands() {
    let zeros = vec![0u8; 50_000_000];
    let bomb = payload_of_raw(&zeros);
    drop(zeros);
    assert!(bomb.len() < share::MAX_PAYLOAD_CHARS, "{}", bomb.len());
    assert_eq!(
        refused(&bomb),
        "this link expands to more than 1 MiB, more than any event: it is not a Tiebreak link."
    );
    // Just past the cap, and at it: there, zeros do not match their checksum, and zeros with
    // their checksum are an event of zeros at the start and the rest left over.
    let just_past = payload_of_raw(&vec![0u8; share::MAX_INFLATED_BYTES + 1]);
    assert_eq!(
        refused(&just_past),
        "this link expands to more than 1 MiB, more than any event: it is not a Tiebreak link."
    );
    let at_cap = payload_of_raw(&vec![0u8; share::MAX_INFLATED_BYTES]);
    assert_eq!(
        refused(&at_cap),
        damaged("its contents do not match their checksum")
    );
    // Zeros with their checksum: the event's parts are read before its published standings (the
    // phone view reads the event alone), and an event of zeros has a ruleset of no parts.
    let at_cap = payload_of(&vec![0u8; share::MAX_INFLATED_BYTES - 4]);
    assert_eq!(
        refused(&at_cap),
        damaged("its ruleset has 0 parts, not 1, 8, 10, 13, 14 or 15")
    );
}

#[test]
fn a_payload_past_the_longest_is_refused_by_its_length() {
    let long = "A".repeat(share::MAX_PAYLOAD_CHARS + 1);
    assert_eq!(
        refused(&long),
        "this link is 262145 characters long, more than any event Tiebreak shares (262144 at most): it is not a Tiebreak link."
    );
    // 100,000 characters of 3 bytes each are not 300,000 characters: such a payload is named
    // for its first character that no link has.
    assert_eq!(
        refused(&"€".repeat(100_000)),
        damaged("it holds `€`, which no Tiebreak link has")
    );
    // At the limit it is read, and refused for what it holds.
    let at_limit = "A".repeat(share::MAX_PAYLOAD_CHARS);
    assert_ne!(refused(&at_limit), refused(&long));
}

#[test]
fn huge_counts_are_refused_without_allocating() {
    let unreadable = damaged("the event in it cannot be read");
    let huge = varint(u64::MAX);
    // taken_at, then the name's length: u64::MAX bytes of name.
    let mut bytes = varint(TAKEN_AT);
    bytes.extend(&huge);
    bytes.extend(b"Ann");
    assert_eq!(refused(&payload_of(&bytes)), unreadable);
    // A u32 field past u32 (best_of).
    let head = |best_of: &[u8]| {
        let mut b = varint(TAKEN_AT);
        b.extend(varint(0)); // name
        b.extend(varint(0)); // date
        b.extend(best_of);
        b
    };
    assert_eq!(refused(&payload_of(&head(&huge))), unreadable);
    // A ruleset of u64::MAX texts, and one text of u64::MAX bytes.
    let mut b = head(&varint(3));
    b.extend(&huge);
    b.extend([3]);
    b.extend(MTR.as_bytes());
    assert_eq!(refused(&payload_of(&b)), unreadable);
    let mut b = head(&varint(3));
    b.push(1);
    b.extend(&huge);
    b.extend(MTR.as_bytes());
    assert_eq!(refused(&payload_of(&b)), unreadable);
    // An event with no players: a valid head (best of 3, mtr), `missed_rounds_left_out`, no
    // planned rounds, then its seven empty lists.
    let empty_event = |left_out: u8| {
        let mut b = head(&varint(3));
        b.push(1); // one text
        b.extend(varint(MTR.len() as u64));
        b.extend(MTR.as_bytes());
        b.push(left_out);
        b.push(0); // planned_rounds: None
        b.extend([0; 7]); // names, dropped, entered, seats, results, byes, playoff
        b
    };
    let lists = empty_event(0).len() - 7;
    // Each list u64::MAX, u32::MAX or 2^40 items long, of which three are there; and in the
    // lists of rounds, one round whose own list is that long.
    for (k, list) in [
        "names", "dropped", "entered", "seats", "results", "byes", "playoff",
    ]
    .iter()
    .enumerate()
    {
        for count in [u64::MAX, u64::from(u32::MAX), 1 << 40] {
            let mut b = empty_event(0);
            b.truncate(lists + k);
            b.extend(varint(count));
            b.extend([1, 1, 1]);
            assert_eq!(refused(&payload_of(&b)), unreadable, "{count} {list}");
            if (3..6).contains(&k) {
                let mut b = empty_event(0);
                b.truncate(lists + k);
                b.push(1);
                b.extend(varint(count));
                b.extend([1, 1, 1]);
                assert_eq!(
                    refused(&payload_of(&b)),
                    unreadable,
                    "a round of {count} {list}"
                );
            }
        }
    }
    // A huge list of seats in a round of a real event, the rest of its bytes left as they were.
    let mut wire = small_wire();
    wire.seats = vec![vec![0; 3]];
    let mut bytes = postcard::to_allocvec(&wire).unwrap();
    let three_seats = [1u8, 3, 0, 0, 0];
    let at = bytes
        .windows(5)
        .position(|w| w == three_seats)
        .expect("the seats in the bytes");
    bytes.splice(at + 1..at + 2, varint(u64::MAX));
    assert_eq!(refused(&payload_of(&bytes)), unreadable);
    // A boolean that is neither 0 nor 1, an option that is neither None (0) nor Some (1), a
    // planned round count past u32, and text that is not UTF-8.
    assert_eq!(refused(&payload_of(&empty_event(2))), unreadable);
    let mut b = empty_event(0);
    b[lists - 1] = 2;
    assert_eq!(refused(&payload_of(&b)), unreadable);
    let mut b = empty_event(0);
    b.splice(
        lists - 1..lists,
        [1].into_iter().chain(huge.iter().copied()),
    );
    assert_eq!(refused(&payload_of(&b)), unreadable);
    let mtr_at = head(&varint(3)).len() + 2;
    let mut b = empty_event(0);
    assert_eq!(&b[mtr_at..mtr_at + 3], b"mtr");
    b[mtr_at] = 0xff; // "\xfftr"
    assert_eq!(
        refused(&payload_of(&b)),
        unreadable,
        "a ruleset of bad UTF-8"
    );
    let named = |name: &[u8]| {
        let mut b = empty_event(0);
        b.splice(lists..lists + 1, [1, name.len() as u8]);
        b.splice(lists + 2..lists + 2, name.iter().copied());
        payload_of(&b)
    };
    assert_eq!(
        refused(&named(&[0xc3, 0x28])),
        unreadable,
        "a name of bad UTF-8"
    );
    assert_eq!(
        share::decode(&named("é".as_bytes())).unwrap().event.players[0].name,
        "é"
    );
    // The same bytes with a real boolean are an event with no players.
    let snapshot = share::decode(&payload_of(&empty_event(1))).unwrap();
    assert_eq!(snapshot.taken_at, TAKEN_AT);
    assert_eq!(snapshot.event.missed_rounds, MissedRounds::LeftOut);
    assert!(snapshot.event.players.is_empty());
    assert!(snapshot.event.rounds.is_empty());
}

#[test]
fn a_payload_with_data_after_the_event_is_refused() {
    let mut bytes = postcard::to_allocvec(&small_wire()).unwrap();
    bytes.push(0);
    // A version 1 link holds the event alone.
    assert_eq!(
        refused_as_version("1", &bytes),
        damaged("it has data after the event")
    );
    // Version 2 reads corrections after it: one zero byte is not a whole list of them.
    assert_eq!(
        refused(&payload_of(&bytes)),
        damaged("its corrections cannot be read")
    );
    // An empty list of corrections (two empty lists), then a byte too many: version 2 reads
    // nothing after the corrections, and version 3 reads the floor's settings there (five lists),
    // which one zero byte is not.
    bytes.extend([0, 0]);
    assert_eq!(
        refused_as_version("2", &bytes),
        damaged("it has data after the event")
    );
    assert_eq!(
        refused(&payload_of(&bytes)),
        damaged("its fixed tables and extensions cannot be read")
    );
    // Five empty lists of the floor's settings, then a byte too many: version 4 reads nothing
    // after the floor's settings, and version 5 reads the stages, double losses and playoff there
    // (six lists), which one zero byte is not.
    bytes.extend([0, 0, 0, 0, 0]);
    assert_eq!(
        refused_as_version("4", &bytes),
        damaged("it has data after the event")
    );
    assert_eq!(
        refused(&payload_of(&bytes)),
        damaged("its stages, double losses and playoff cannot be read")
    );
    // Six empty lists of Melee's stages, double losses and playoff, then a byte too many:
    // version 5 reads nothing after them, and version 6 reads the published standings there,
    // which one zero byte is not.
    bytes.extend([0, 0, 0, 0, 0, 0]);
    assert_eq!(
        refused_as_version("5", &bytes),
        damaged("it has data after the event")
    );
    assert_eq!(
        refused(&payload_of(&bytes)),
        damaged("its published standings cannot be read")
    );
}

#[test]
fn a_time_after_the_year_9999_is_refused() {
    let mut wire = small_wire();
    wire.taken_at = MAX_TAKEN_AT;
    assert_eq!(
        share::decode(&wire_payload(&wire)).unwrap().taken_at,
        MAX_TAKEN_AT
    );
    for taken_at in [MAX_TAKEN_AT + 1, u64::MAX] {
        wire.taken_at = taken_at;
        assert_eq!(
            refused(&wire_payload(&wire)),
            damaged("the time it was taken is after the year 9999")
        );
    }
}

#[test]
fn markup_in_names_is_kept_as_text() {
    let names = ["<b>x</b>", "<script>alert('x')</script>", "&amp; \"q\""];
    let event = event_of(&names);
    let snapshot = share::decode(&share::encode(&event, TAKEN_AT)).unwrap();
    let got: Vec<&str> = snapshot
        .event
        .players
        .iter()
        .map(|p| p.name.as_str())
        .collect();
    assert_eq!(got, names);
    assert_eq!(snapshot.event, event);
}

#[test]
fn control_characters_in_names_are_refused_as_the_event_file_does() {
    for name in [
        "Ann\u{1b}[2J",
        "Ann\nBo",
        "Ann\u{0}",
        "An\u{2028}n",
        "A\tnn",
        "Ann\u{7f}",
    ] {
        let event = event_of(&[name, "Bo", "Cy"]);
        let message = refused_as_the_file_is(&event);
        assert!(
            message.contains("has a control character (a line break, a tab or another invisible character): type the name on one line."),
            "{message}"
        );
    }
    // Around a name, a tab or a line break is trimmed away, by the link as by the event file.
    let event = event_of(&["\tAnn\r\n", "Bo"]);
    let imported = read_event_json(&write_event_json(&event)).unwrap();
    assert_eq!(imported.players[0].name, "Ann");
    assert_eq!(
        share::decode(&share::encode(&event, TAKEN_AT))
            .unwrap()
            .event,
        imported
    );
    // Exactly, for one.
    assert_eq!(
        refused(&share::encode(&event_of(&["Ann\u{1b}[2J", "Bo"]), TAKEN_AT)),
        "the event in this link is not valid: the name `Ann\\u{1b}[2J` has a control character (a line break, a tab or another invisible character): type the name on one line."
    );
}

#[test]
fn other_bad_events_are_refused_as_the_event_file_does() {
    // Two players of one name.
    refused_as_the_file_is(&event_of(&["Ann", "ann ", "Cy"]));
    // An empty name, and one of 101 characters.
    refused_as_the_file_is(&event_of(&["Ann", "  ", "Cy"]));
    refused_as_the_file_is(&event_of(&["Ann", &"x".repeat(201)]));
    // A player at two tables of a round, and a player against themselves.
    let mut twice = event_of(&["Ann", "Bo", "Cy"]);
    twice.rounds[0].pairings[1] = Pairing::Bye { player: 0 };
    refused_as_the_file_is(&twice);
    let mut themselves = event_of(&["Ann", "Bo"]);
    themselves.rounds[0].pairings[0] = Pairing::Match {
        a: 1,
        b: 1,
        result: None,
    };
    refused_as_the_file_is(&themselves);
    // An impossible result, a best-of of 4, a late entry in round 1, a drop past round 60.
    let mut three_nil = event_of(&["Ann", "Bo"]);
    three_nil.rounds[0].pairings[0] = Pairing::Match {
        a: 0,
        b: 1,
        result: Some(GameResult::new(3, 0, 0)),
    };
    refused_as_the_file_is(&three_nil);
    refused_as_the_file_is(&Event {
        best_of: 4,
        ..event_of(&["Ann", "Bo"])
    });
    let mut early = event_of(&["Ann", "Bo"]);
    early.players[1].entered_round = Some(1);
    refused_as_the_file_is(&early);
    let mut late_drop = event_of(&["Ann", "Bo"]);
    late_drop.players[1].dropped_after = Some(61);
    refused_as_the_file_is(&late_drop);
    // A ruleset with a floor above 1, and one with a tiebreaker twice.
    let mut floor = event_of(&["Ann", "Bo"]);
    floor.ruleset.match_win_floor = Some(Fraction::new(3, 2));
    refused_as_the_file_is(&floor);
    let mut twice_listed = event_of(&["Ann", "Bo"]);
    twice_listed
        .ruleset
        .tiebreakers
        .push(Tiebreaker::MatchPoints);
    refused_as_the_file_is(&twice_listed);
    // An empty round before a round with tables.
    let mut gap = event_of(&["Ann", "Bo"]);
    gap.rounds.insert(0, Round::default());
    refused_as_the_file_is(&gap);
}

#[test]
fn indices_past_the_players_are_refused() {
    // At a table.
    let mut wire = small_wire();
    wire.seats = vec![vec![0, 3]];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("it names player 4 of an event of 3 players")
    );
    // At a bye, with the largest index.
    let mut wire = small_wire();
    wire.byes = vec![vec![1, u32::MAX]];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("it names player 4294967296 of an event of 3 players")
    );
    // Dropped and entered.
    let mut wire = small_wire();
    wire.dropped = vec![9, 1];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("it says player 10 dropped, in an event of 3 players")
    );
    let mut wire = small_wire();
    wire.entered = vec![3, 2];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("it says player 4 entered, in an event of 3 players")
    );
    let mut wire = small_wire();
    wire.entered = vec![u32::MAX, 2];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("it says player 4294967296 entered, in an event of 3 players")
    );
    // In the playoff: a seed, and a winner (each winner is written plus one, so u32::MAX is
    // player 4294967295).
    let mut wire = small_wire();
    wire.playoff = vec![0, 1, 2, 7, 0, 0, 0];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("it names player 8 of an event of 3 players")
    );
    let mut wire = small_wire();
    wire.playoff = vec![0, 1, 2, 0, 4, 0, 0];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("it names player 4 of an event of 3 players")
    );
    wire.playoff = vec![0, 1, 2, 0, 0, 0, u32::MAX];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("it names player 4294967295 of an event of 3 players")
    );
    // The same, built from an Event whose pairing names a player past the list.
    let mut event = event_of(&["Ann", "Bo", "Cy"]);
    event.rounds[0].pairings[1] = Pairing::Bye { player: 99 };
    assert_eq!(
        refused(&share::encode(&event, TAKEN_AT)),
        damaged("it names player 100 of an event of 3 players")
    );
}

#[test]
fn malformed_rounds_are_refused() {
    // A player dropped or entered twice, and a list of pairs cut in half.
    let mut wire = small_wire();
    wire.dropped = vec![1, 1, 1, 2];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("it says twice when Bo dropped")
    );
    let mut wire = small_wire();
    wire.entered = vec![2, 2, 2, 2];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("it says twice when Cy entered")
    );
    let mut wire = small_wire();
    wire.dropped = vec![1];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("its list of who dropped is cut short")
    );
    let mut wire = small_wire();
    wire.entered = vec![2, 2, 0];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("its list of who entered is cut short")
    );
    // The three lists of rounds, of different lengths.
    let mut wire = small_wire();
    wire.results = vec![];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("it has 1 rounds of seats, 0 of results and 1 of byes")
    );
    let mut wire = small_wire();
    wire.byes.push(vec![]);
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("it has 1 rounds of seats, 1 of results and 2 of byes")
    );
    // An odd seat, a result too many, a bye cut in half (the sentence counts seats and results
    // alone), and the same in round 2.
    let mut wire = small_wire();
    wire.seats = vec![vec![0, 1, 2]];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("round 1 has 3 seats for 1 results")
    );
    let mut wire = small_wire();
    wire.results = vec![vec![19, 19]];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("round 1 has 2 seats for 2 results")
    );
    let mut wire = small_wire();
    wire.byes = vec![vec![1]];
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("round 1's list of byes is cut short")
    );
    let mut wire = small_wire();
    wire.seats.push(vec![2]);
    wire.results.push(vec![]);
    wire.byes.push(vec![]);
    assert_eq!(
        refused(&wire_payload(&wire)),
        damaged("round 2 has 1 seats for 0 results")
    );
    // A bye past the tables, two byes at one table, byes out of order. (Every bye of a round is
    // placed or refused inside the loop over its tables, so no bye is ever left over after it.)
    let past = damaged("round 1 places its byes past its tables");
    let mut wire = small_wire();
    wire.byes = vec![vec![5, 2]];
    assert_eq!(refused(&wire_payload(&wire)), past);
    let no_match = |byes: Vec<u32>| Wire {
        seats: vec![vec![]],
        results: vec![vec![]],
        byes: vec![byes],
        ..small_wire()
    };
    assert_eq!(refused(&wire_payload(&no_match(vec![0, 2, 0, 1]))), past);
    assert_eq!(refused(&wire_payload(&no_match(vec![1, 2, 0, 1]))), past);
    // In order, two byes and no match are a round, which the event file reads too (a player
    // may sit a round out: Ann has no table).
    let event = share::decode(&wire_payload(&no_match(vec![0, 2, 1, 1])))
        .unwrap()
        .event;
    assert_eq!(
        event.rounds[0].pairings,
        [Pairing::Bye { player: 2 }, Pairing::Bye { player: 1 }]
    );
    assert_eq!(read_event_json(&write_event_json(&event)).unwrap(), event);
    // Result codes that no result has, at table 1, and at table 2 after a bye at table 1.
    for code in [4097, u32::MAX] {
        let mut wire = small_wire();
        wire.results = vec![vec![code]];
        assert_eq!(
            refused(&wire_payload(&wire)),
            damaged("round 1, table 1 has no such result")
        );
        wire.byes = vec![vec![0, 2]];
        assert_eq!(
            refused(&wire_payload(&wire)),
            damaged("round 1, table 2 has no such result")
        );
    }
    // The bye first is a round too.
    let mut wire = small_wire();
    wire.byes = vec![vec![0, 2]];
    let event = share::decode(&wire_payload(&wire)).unwrap().event;
    assert_eq!(event.rounds[0].pairings[0], Pairing::Bye { player: 2 });
}

#[test]
fn rulesets_are_read_from_their_texts() {
    let small = share::decode(&wire_payload(&small_wire())).unwrap().event;
    let under = |ruleset: &Ruleset| Event {
        ruleset: ruleset.clone(),
        ..small.clone()
    };
    let texts = |texts: &[&str]| Wire {
        ruleset: texts.iter().map(|t| t.to_string()).collect(),
        ..small_wire()
    };
    // A preset by its name alone, and both rulesets chosen by hand by their eight texts: read
    // whole.
    assert_eq!(
        share::decode(&wire_payload(&texts(&["wer"])))
            .unwrap()
            .event,
        under(&Ruleset::preset("wer").unwrap())
    );
    for (written, ruleset) in [
        (custom_texts(), custom_ruleset()),
        (mtr_with_another_floor_texts(), mtr_with_another_floor()),
    ] {
        let wire = Wire {
            ruleset: written,
            ..small_wire()
        };
        assert_eq!(
            share::decode(&wire_payload(&wire)).unwrap().event,
            under(&ruleset)
        );
    }
    // A ruleset with no tiebreakers (an event file may hold one): its last text is empty.
    let none = Ruleset {
        tiebreakers: Vec::new(),
        ..custom_ruleset()
    };
    assert_eq!(
        read_event_json(&write_event_json(&under(&none))).unwrap(),
        under(&none)
    );
    let wire = wire_of(&share::encode(&under(&none), TAKEN_AT));
    assert_eq!(wire.ruleset[7], "");
    assert_eq!(
        share::decode(&wire_payload(&wire)).unwrap().event,
        under(&none)
    );
    // An unknown preset name, a floor above 1 and a tiebreaker listed twice are refused by the
    // event file's own checks, in its own words.
    let unknown = refused(&wire_payload(&texts(&["no-such-rules"])));
    let file = write_event_json(&small).replacen(
        "\"ruleset\": \"mtr\"",
        "\"ruleset\": \"no-such-rules\"",
        1,
    );
    assert_ne!(file, write_event_json(&small));
    let words = read_event_json(&file).unwrap_err().to_string();
    assert_eq!(
        unknown,
        format!("the event in this link is not valid: {words}")
    );
    assert!(words.contains("unknown ruleset `no-such-rules`"), "{words}");
    let above_one = Ruleset {
        match_win_floor: Some(Fraction::new(3, 2)),
        ..custom_ruleset()
    };
    let mut eight = custom_texts();
    eight[1] = "3/2".into();
    assert_eq!(
        refused(&wire_payload(&Wire {
            ruleset: eight,
            ..small_wire()
        })),
        format!(
            "the event in this link is not valid: {}",
            file_refusal(&under(&above_one))
        )
    );
    let mut eight = custom_texts();
    eight[7] = "mp,omw,MP".into();
    let twice = Ruleset {
        tiebreakers: vec![
            Tiebreaker::MatchPoints,
            Tiebreaker::OpponentsMatchWinPct,
            Tiebreaker::MatchPoints,
        ],
        ..custom_ruleset()
    };
    assert_eq!(
        refused(&wire_payload(&Wire {
            ruleset: eight,
            ..small_wire()
        })),
        format!(
            "the event in this link is not valid: {}",
            file_refusal(&under(&twice))
        )
    );
    // Texts that are no ruleset: the damaged link's sentence, naming what is wrong.
    // (`refused` reads the newest version, in which ten, thirteen, fourteen and fifteen texts
    // are a ruleset too.)
    for count in [0, 2, 7, 9, 11, 12, 16] {
        let mut wire = small_wire();
        wire.ruleset = custom_texts().into_iter().cycle().take(count).collect();
        assert_eq!(
            refused(&wire_payload(&wire)),
            format!("this link is damaged: its ruleset has {count} parts, not 1, 8, 10, 13, 14 or 15. Scan the QR code again, or ask the organizer for the link."),
        );
    }
    // A fifteenth text that is no match points (`5-9`: a draw worth more than a win).
    let mut wire = small_wire();
    wire.ruleset = custom_texts();
    for text in [
        "best-of", "none", "one", "left-out", "end", "left-out", "5-1",
    ] {
        wire.ruleset.push(text.into());
    }
    let five_one = share::read_fragment("10", &wire_payload(&wire)).unwrap();
    assert_eq!(
        five_one.event.ruleset.match_points,
        tiebreak::core::MatchPoints { win: 5, draw: 1 }
    );
    *wire.ruleset.last_mut().unwrap() = "5-9".into();
    assert_eq!(
        refused(&wire_payload(&wire)),
        "this link is damaged: its ruleset has unknown match points. Scan the QR code again, or ask the organizer for the link.",
    );
    let cases: [(usize, &[&str], &str); 5] = [
        (
            1,
            &["a/3", "1/0", "33%", "-1/3", "1/3/5", " ", "one third", "0.", "1e-1"],
            "this link is damaged: its ruleset has a floor that is not a fraction. Scan the QR code again, or ask the organizer for the link.",
        ),
        (
            4,
            &["", "Yes", "true", "1", "no "],
            "this link is damaged: its ruleset has an unknown choice for byes. Scan the QR code again, or ask the organizer for the link.",
        ),
        (
            5,
            &["", "2-1", "two-zero", "not-counted", "2-0 "],
            "this link is damaged: its ruleset has an unknown bye. Scan the QR code again, or ask the organizer for the link.",
        ),
        (
            6,
            &["", "twice", "Once", "each-match"],
            "this link is damaged: its ruleset has an unknown choice for repeated opponents. Scan the QR code again, or ask the organizer for the link.",
        ),
        (
            7,
            &["mp,,omw", "mp,xyz", "mp;omw", "mp,omw,", ",", "match points"],
            "this link is damaged: its ruleset has an unknown tiebreaker. Scan the QR code again, or ask the organizer for the link.",
        ),
    ];
    for (at, bad, sentence) in cases {
        // The three floors alike.
        let places: &[usize] = if at == 1 { &[1, 2, 3] } else { &[at] };
        for &place in places {
            for text in bad {
                let mut wire = small_wire();
                wire.ruleset = custom_texts();
                wire.ruleset[place] = text.to_string();
                assert_eq!(
                    refused(&wire_payload(&wire)),
                    sentence,
                    "{text:?} as text {place}"
                );
            }
        }
    }
}

#[test]
fn a_wrong_checksum_is_refused() {
    let checksum = damaged("its contents do not match their checksum");
    let bytes = postcard::to_allocvec(&small_wire()).unwrap();
    let sum = adler32(&bytes);
    let with = |sum: [u8; 4]| {
        let mut b = bytes.clone();
        b.extend(sum);
        payload_of_raw(&b)
    };
    // The right sum, big-endian, is read.
    assert!(share::decode(&with(sum.to_be_bytes())).is_ok());
    // Valid postcard bytes after which the sum is wrong: off by one, little-endian, zero, all
    // ones, the sum of a sum (`adler2`'s start value 1 taken as data), or none at all.
    for wrong in [
        (sum ^ 1).to_be_bytes(),
        sum.to_le_bytes(),
        [0; 4],
        [0xff; 4],
        adler32(&sum.to_be_bytes()).to_be_bytes(),
    ] {
        assert_ne!(wrong, sum.to_be_bytes());
        assert_eq!(refused(&with(wrong)), checksum, "{wrong:?}");
    }
    assert_eq!(refused(&payload_of_raw(&bytes)), checksum);
    // The sum of other bytes: of the event before one byte changed, and of a real payload's.
    let mut changed = bytes.clone();
    let last_result = changed.len() - 6;
    assert_eq!(changed[last_result], 19, "Ann's 2-1");
    changed[last_result] = 1 + 16 * 2; // Bo's 2-0
    let mut b = changed.clone();
    b.extend(sum.to_be_bytes());
    assert_eq!(refused(&payload_of_raw(&b)), checksum);
    assert!(share::decode(&payload_of(&changed)).is_ok());
    let real = inflate(&small_payload());
    let mut b = bytes.clone();
    b.extend(&real[real.len() - 4..]);
    assert_eq!(refused(&payload_of_raw(&b)), checksum);
}

#[test]
fn a_payload_too_short_for_its_checksum_is_refused() {
    let short = damaged("it is too short to hold an event");
    for len in 0..4 {
        assert_eq!(
            refused(&payload_of_raw(&vec![1u8; len])),
            short,
            "{len} bytes"
        );
    }
    assert_eq!(refused(&payload_of_raw(&[0, 0, 1])), short);
    // Four bytes are a checksum and nothing before it: the sum of nothing is 1, and then there
    // is no event to read.
    assert_eq!(
        refused(&payload_of_raw(&[0, 0, 0, 0])),
        damaged("its contents do not match their checksum")
    );
    assert_eq!(
        refused(&payload_of_raw(&[0, 0, 0, 1])),
        damaged("the event in it cannot be read")
    );
    assert_eq!(
        refused(&payload_of(&[])),
        damaged("the event in it cannot be read")
    );
}

#[test]
fn a_newer_or_unknown_link_version_is_named() {
    let payload = small_payload();
    assert!(share::read_fragment("1", &payload).is_ok());
    // Version 2 adds the corrections after the event: a version 1 payload reads as version 2.
    assert!(share::read_fragment("2", &payload).is_ok());
    // Version 3 adds fixed tables, extensions and byes after the corrections.
    assert!(share::read_fragment("3", &payload).is_ok());
    // Version 4 adds a ruleset's results and its figure for nothing counted (`melee`).
    assert!(share::read_fragment("4", &payload).is_ok());
    // Version 5 adds Melee's stages, double losses and a playoff as played.
    assert!(share::read_fragment("5", &payload).is_ok());
    // Version 6 adds the published standings.
    assert!(share::read_fragment("6", &payload).is_ok());
    // Version 7 adds the platforms' presets and their choices.
    assert!(share::read_fragment("7", &payload).is_ok());
    // Version 8 adds a bye the platform's file records as a loss.
    assert!(share::read_fragment("8", &payload).is_ok());
    // Version 9 adds the choices that go by round.
    assert!(share::read_fragment("9", &payload).is_ok());
    // Version 10 adds an event's own match points.
    assert!(share::read_fragment("10", &payload).is_ok());
    assert_eq!(
        share::read_fragment("11", &payload).unwrap_err().to_string(),
        "this link was made by a newer Tiebreak (link version 11; this one reads version 10): reload the page to update it, or ask the organizer for the standings."
    );
    assert_eq!(
        common::read_link(&format!("{BASE}#/v/11/{payload}"))
            .unwrap_err()
            .to_string(),
        "this link was made by a newer Tiebreak (link version 11; this one reads version 10): reload the page to update it, or ask the organizer for the standings."
    );
    for (version, shown) in [("x", "x"), ("0", "0"), ("", ""), ("1\n", "1\\n")] {
        let message = share::read_fragment(version, &payload)
            .unwrap_err()
            .to_string();
        assert_eq!(
            message,
            format!("this link is damaged: `{shown}` is not a link version. Scan the QR code again, or ask the organizer for the link.")
        );
    }
}

// ---------------------------------------------------------------------------------------------
// 4. report::compare.
// ---------------------------------------------------------------------------------------------
