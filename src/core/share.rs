//! The players' link: a snapshot of an event carried in the address's fragment, and its QR code.
//!
//! `<address>#/v/1/<payload>`: the fragment never reaches a server, so the event stays between the
//! organizer and the player. The payload is the event as [postcard] bytes (a versioned, compact
//! binary encoding of [`Wire`]), raw deflate ([miniz_oxide]), then base64url without padding. The
//! `1` is the link's version: a reader refuses a newer one with a sentence instead of guessing.
//!
//! A link is untrusted input. [`decode`] caps what it reads at every stage (the payload's length,
//! the inflated size), then builds the same file structure an imported event file becomes and
//! checks it with the same code ([`super::model::file`]), so a link can hold nothing an import would
//! refuse. Every failure is one sentence; nothing panics.
//!
//! ```
//! use tiebreak::core::{read_csv, share};
//! let event = read_csv("1,Ann,Bo,2,1,0\n2,Ann,BYE,,,\n", 3).unwrap();
//! let version = share::version_of(&event); // 1: no corrections to carry
//! let payload = share::encode(&event, 1_700_000_000);
//! let link = share::link("https://store.example/tiebreak/", version, &payload);
//! assert!(link.starts_with("https://store.example/tiebreak/#/v/1/"));
//! let snapshot = share::read_fragment("1", &payload).unwrap();
//! assert_eq!(snapshot.event.players, event.players);
//! assert_eq!(snapshot.event.rounds, event.rounds);
//! assert_eq!(snapshot.taken_at, 1_700_000_000);
//! ```

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use qrcodegen::{QrCode, QrCodeEcc, QrSegment, Version};
use serde::{Deserialize, Serialize};

use super::base::fraction::Fraction;
use super::base::ruleset::{Choice, ChoiceError, EmptyFigure, Results, Ruleset, Tiebreaker};
use super::model::event::{Event, GameResult, InputError, MissedRounds, Pairing};
use super::model::file::{
    self, EventFile, LogFile, PlayerFile, PlayoffFile, ResultFile, RoundFile, RulesetField,
    RulesetFile, TableFile,
};
use super::model::log::{LogEntry, LogKind};

/// The newest version of the link this build writes and reads: the `3` of `#/v/3/`. A link
/// carries version 2 only when it carries corrections ([`Wire`] then [`WireLog`]), and version 3
/// only when it carries the floor's settings ([`Wire`], [`WireLog`], then [`WireFloor`]: fixed
/// tables, time extensions, byes before the event); an event with none is written as version 1,
/// byte for byte as earlier builds wrote it. Version 4 is version 3 whose ruleset makes a choice
/// that version 3 could not carry (results as recorded, the floor for a figure with nothing to
/// count: the `melee` preset), so that an older build says it is newer rather than damaged.
/// Version 5 carries what only a platform's file holds ([`WireMelee`] after [`WireFloor`]: the
/// stages, the double losses, a playoff as played) or a ruleset of schema 4's choices (a preset of
/// Melee's earlier rules, or a ruleset chosen by hand that makes them).
pub const LINK_VERSION: u32 = 5;

/// The part of the address before the version: `#/v/`.
pub const ROUTE: &str = "#/v/";

/// The longest payload read, in characters: 256 KiB, a link no browser chokes on and far more
/// than a 256-player, 9-round event needs (about 12 KB).
pub const MAX_PAYLOAD_CHARS: usize = 256 * 1024;

/// The most bytes a payload may inflate to: 1 MiB. Deflate can expand a thousandfold, so without
/// this cap a small link could ask for gigabytes.
pub const MAX_INFLATED_BYTES: usize = 1 << 20;

/// The largest QR code offered: version 25 (117 modules a side). Printed at half a millimetre a
/// module (about twice what a phone camera resolves at 20 cm) it is about 6 cm wide, which phone cameras read at arm's length;
/// past it the modules get too small on paper, so a bigger event gets its link only.
pub const MAX_QR_VERSION: u8 = 25;

/// The latest moment a link may say it was taken: the end of the year 9999, in seconds since
/// 1970 (the largest date a browser shows). `tiebreak share --taken-at` takes no later one.
pub const MAX_TAKEN_AT: u64 = 253_402_300_799;

/// An event as a link carries it, and when the organizer took it.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    /// The event: players, drops, late entries, every round with its results, the ruleset.
    pub event: Event,
    /// When the snapshot was taken, in seconds since 1970-01-01 UTC.
    pub taken_at: u64,
}

/// The payload's structure (version 1), shaped for deflate and for a small wasm: players are
/// indices into `names`; each round's seats are one list of small numbers and its results
/// another, so that deflate's Huffman codes see small alphabets; and every field is a string, a
/// number or a list of them, so that postcard's code in the app stays small (each derived type
/// would cost its own decoder). A match's result is one number: 0 while it is missing, else
/// `1 + a_wins + 16 × b_wins + 256 × draws` (every count is below 16: a match is at most best of
/// 9). The ruleset is its preset's name alone, or, for a ruleset chosen by hand, eight texts:
/// its name, the match-win, game-win and opponents' game-win floors (`33/100`, or empty for none),
/// `yes` or `no` for byes in match-win %, the bye's games and the repeated-opponent choice by
/// their codes (`2-0`, `once`), and the tiebreaker codes joined by commas (`mp,omw,gwp,ogw`). The event's seed is left out: players
/// need no part of the pairing's randomness. The postcard bytes are followed by their Adler-32
/// checksum (4 bytes, big-endian), so that a damaged link is refused rather than read as another
/// event.
#[derive(Serialize, Deserialize, Debug, PartialEq)]
struct Wire {
    taken_at: u64,
    name: String,
    date: String,
    best_of: u32,
    ruleset: Vec<String>,
    missed_rounds_left_out: bool,
    planned_rounds: Option<u32>,
    names: Vec<String>,
    /// `player, round` after round: the players who dropped, and after which round.
    dropped: Vec<u32>,
    /// `player, round` after round: the late entries, and the round each entered.
    entered: Vec<u32>,
    /// For each round, `a, b` of every match in table order (byes left out).
    seats: Vec<Vec<u32>>,
    /// For each round, one code a match.
    results: Vec<Vec<u32>>,
    /// For each round, `table index, player` of each bye, in table order.
    byes: Vec<Vec<u32>>,
    /// Empty without a playoff; else its seeds, then each match's winner plus one (0 while
    /// undecided).
    playoff: Vec<u32>,
}

/// What a version 5 payload carries after [`WireFloor`]: the event's stages (the last round of
/// each but the last); the double losses as `round, table` pairs (both 1-based); and a playoff as
/// played (empty for none, or for a playoff seeded in the usual order, which [`Wire`] carries):
/// its first round as `a + 1, b + 1` pairs (`b` 0 for a bye), each match's winner plus one (0
/// while undecided) and result code (as [`Wire`]'s), then the match for third place, `winner + 1,
/// result code` (empty without one).
#[derive(Serialize, Deserialize, Debug, PartialEq, Default)]
struct WireMelee {
    stages: Vec<u32>,
    double_losses: Vec<u32>,
    first: Vec<u32>,
    winners: Vec<u32>,
    results: Vec<u32>,
    third: Vec<u32>,
}

/// A result as one number: 0 for none, else `1 + a_wins + 16 × b_wins + 256 × draws`.
fn result_code(result: Option<GameResult>) -> u32 {
    result.map_or(0, |g| {
        1 + (g.a_wins & 15) + 16 * (g.b_wins & 15) + 256 * (g.draws & 15)
    })
}

fn wire_melee(event: &Event) -> WireMelee {
    let mut melee = WireMelee {
        stages: event.stages.clone(),
        ..WireMelee::default()
    };
    for (r, round) in event.rounds.iter().enumerate() {
        for &t in &round.double_losses {
            melee.double_losses.extend([r as u32 + 1, t as u32 + 1]);
        }
    }
    if let Some(p) = event.playoff.as_ref().filter(|p| !plain_playoff(p)) {
        for &(a, b) in &p.first {
            melee
                .first
                .extend([a as u32 + 1, b.map_or(0, |b| b as u32 + 1)]);
        }
        melee.winners = p
            .winners
            .iter()
            .map(|w| w.map_or(0, |w| w as u32 + 1))
            .collect();
        melee.results = p.results.iter().map(|r| result_code(*r)).collect();
        if let Some(t) = p.third_place {
            melee.third = vec![t.winner.map_or(0, |w| w as u32 + 1), result_code(t.result)];
        }
    }
    melee
}

/// Whether [`Wire`]'s seeds and winners say all of the playoff (seeded in the usual order, no
/// games, no match for third place).
fn plain_playoff(p: &super::model::playoff::Playoff) -> bool {
    p.third_place.is_none()
        && p.results.iter().all(Option::is_none)
        && super::model::playoff::Playoff::seeded(p.seeds.clone()).is_ok_and(|s| s.first == p.first)
}

/// Whether the ruleset makes a choice of schema 4 (drawn games, the playoff, stages),
/// or is a preset an earlier link could not name.
fn ruleset_of_version_5(r: &Ruleset) -> bool {
    if r.is_preset() {
        !super::base::ruleset::PRESETS[..8]
            .iter()
            .any(|p| p.name == r.name)
    } else {
        r.drawn_games != Default::default()
            || r.playoff != Default::default()
            || r.stages != Default::default()
            || r.results == Results::AsRecordedUnplayed
            || r.empty_figure == EmptyFigure::Zero
    }
}

/// Puts a [`WireMelee`] into the event file a payload stands for; the file's own checks check
/// the rest (a double loss at a table with no result, a bracket that does not hold).
fn melee_into(melee: WireMelee, names: &[String], file: &mut EventFile) -> Result<(), InputError> {
    let name = |i: u32| {
        i.checked_sub(1)
            .and_then(|i| names.get(i as usize))
            .cloned()
            .ok_or_else(|| damaged("its playoff names a player it does not list"))
    };
    file.stages = melee.stages;
    if !melee.double_losses.len().is_multiple_of(2) {
        return Err(damaged("its list of double losses is cut short"));
    }
    for pair in melee.double_losses.chunks_exact(2) {
        file.rounds
            .get_mut((pair[0] as usize).wrapping_sub(1))
            .ok_or_else(|| damaged("it names a double loss past its rounds"))?
            .double_losses
            .push(pair[1]);
    }
    if melee.first.is_empty() {
        return Ok(());
    }
    if !melee.first.len().is_multiple_of(2) || !melee.third.len().is_multiple_of(2) {
        return Err(damaged("its playoff is cut short"));
    }
    let mut first = Vec::with_capacity(melee.first.len() / 2);
    for pair in melee.first.chunks_exact(2) {
        let mut names = vec![name(pair[0])?];
        if pair[1] != 0 {
            names.push(name(pair[1])?);
        }
        first.push(names);
    }
    let code = |c: u32| {
        result(c)
            .map(|r| r.map(ResultFile::from))
            .map_err(|()| damaged("its playoff has no such result"))
    };
    file.playoff = Some(PlayoffFile {
        seeds: Vec::new(),
        first,
        winners: melee
            .winners
            .iter()
            .map(|&w| if w == 0 { Ok(None) } else { name(w).map(Some) })
            .collect::<Result<_, _>>()?,
        results: melee
            .results
            .iter()
            .map(|&c| code(c))
            .collect::<Result<_, _>>()?,
        third_place: match melee.third.as_slice() {
            [] => None,
            [w, c] => Some(file::ThirdPlaceFile {
                winner: if *w == 0 { None } else { Some(name(*w)?) },
                result: code(*c)?,
            }),
            _ => return Err(damaged("its match for third place is cut short")),
        },
    });
    Ok(())
}

/// The payload of an event's link, taken at `taken_at` (seconds since 1970): [`payload_bytes`],
/// raw-deflated by miniz_oxide at its best compression, then [`payload_of_deflated`].
///
/// The browser app deflates the same bytes with the browser's own `CompressionStream`
/// (`deflate-raw`) instead, so that its wasm carries no compressor (PERFORMANCE.md); any raw
/// deflate stream reads back the same through [`decode`].
pub fn encode(event: &Event, taken_at: u64) -> String {
    let deflated = miniz_oxide::deflate::compress_to_vec(&payload_bytes(event, taken_at), 10);
    payload_of_deflated(&deflated)
}

/// The bytes a payload deflates: the event's postcard bytes ([`Wire`]) and their Adler-32
/// checksum.
pub fn payload_bytes(event: &Event, taken_at: u64) -> Vec<u8> {
    let mut bytes = postcard::to_allocvec(&wire(event, taken_at)).unwrap_or_default();
    let log = wire_log(event);
    let floor = wire_floor(event);
    let melee = wire_melee(event);
    let five = version_of(event) == 5;
    if !log.numbers.is_empty() || floor != WireFloor::default() || five {
        bytes.extend(postcard::to_allocvec(&log).unwrap_or_default());
    }
    if floor != WireFloor::default() || five {
        bytes.extend(postcard::to_allocvec(&floor).unwrap_or_default());
    }
    if five {
        bytes.extend(postcard::to_allocvec(&melee).unwrap_or_default());
    }
    let sum = adler2::adler32_slice(&bytes);
    bytes.extend_from_slice(&sum.to_be_bytes());
    bytes
}

/// The payload, from the raw-deflated [`payload_bytes`]: base64url without padding.
pub fn payload_of_deflated(deflated: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(deflated)
}

/// The link players open: `base` without any fragment, then `#/v/1/` (or `#/v/2/` for an event
/// whose link carries corrections, [`version_of`]) and the payload.
pub fn link(base: &str, version: u32, payload: &str) -> String {
    let base = base.split('#').next().unwrap_or_default();
    format!("{base}{ROUTE}{version}/{payload}")
}

/// The link version of an event's payload: 2 when it carries corrections, else 1.
pub fn version_of(event: &Event) -> u32 {
    let r = &event.ruleset;
    if ruleset_of_version_5(r) || wire_melee(event) != WireMelee::default() {
        5
    } else if r.results != Results::default() || r.empty_figure != EmptyFigure::default() {
        4
    } else if wire_floor(event) != WireFloor::default() {
        3
    } else if carried(event).next().is_some() {
        2
    } else {
        1
    }
}

/// The log entries a link carries: those that touch matches ([`LogEntry::concerns_matches`])
/// and name only players of the event, oldest first. Penalties are not carried; their effect on
/// a result is, since results are.
fn carried(event: &Event) -> impl Iterator<Item = (&LogEntry, Vec<u32>)> {
    event.log.iter().filter_map(move |e| {
        if !e.concerns_matches() {
            return None;
        }
        let ids: Option<Vec<u32>> = e
            .players
            .iter()
            .map(|n| event.player_named(n).map(|p| p as u32))
            .collect();
        ids.filter(|ids| !ids.is_empty()).map(|ids| (e, ids))
    })
}

/// The corrections after [`Wire`] in a version 2 payload. For each entry, in `numbers`: its time
/// in seconds since 1970, its kind (the index in [`LogKind::ALL`]), its round and its table (0
/// for none), the number of its players, then each player's index into `names`; in `texts`: its
/// before, after and reason (empty for none: an entry never holds an empty text).
#[derive(Serialize, Deserialize, Debug, PartialEq, Default)]
struct WireLog {
    numbers: Vec<u64>,
    texts: Vec<String>,
}

/// The floor's settings after [`WireLog`] in a version 3 payload: `player, table` of each fixed
/// table, `player, byes` of each player with byes before the event, and for each round its
/// tables' numbers (empty when positional) and extensions (empty when none).
#[derive(Serialize, Deserialize, Debug, PartialEq, Default)]
struct WireFloor {
    fixed: Vec<u32>,
    byes: Vec<u32>,
    numbers: Vec<Vec<u32>>,
    extensions: Vec<Vec<u32>>,
    /// The power-paired rounds' numbers.
    power: Vec<u32>,
}

fn wire_floor(event: &Event) -> WireFloor {
    let mut floor = WireFloor::default();
    for (i, p) in event.players.iter().enumerate() {
        if let Some(t) = p.fixed_table {
            floor.fixed.extend([i as u32, t]);
        }
        if p.byes > 0 {
            floor.byes.extend([i as u32, p.byes]);
        }
    }
    if event
        .rounds
        .iter()
        .any(|r| !r.numbers.is_empty() || !r.extensions.is_empty())
    {
        floor.numbers = event.rounds.iter().map(|r| r.numbers.clone()).collect();
        floor.extensions = event.rounds.iter().map(|r| r.extensions.clone()).collect();
    }
    floor.power = (1..=event.rounds_paired())
        .filter(|&r| event.rounds[r as usize - 1].power)
        .collect();
    floor
}

/// Puts a [`WireFloor`] into the event file a payload stands for; the file's own checks check
/// the numbers.
fn floor_into(floor: WireFloor, file: &mut EventFile) -> Result<(), InputError> {
    for (list, fixed) in [(&floor.fixed, true), (&floor.byes, false)] {
        if list.len() % 2 != 0 {
            return Err(damaged("its list of fixed tables and byes is cut short"));
        }
        for pair in list.chunks_exact(2) {
            let player = file
                .players
                .get_mut(pair[0] as usize)
                .ok_or_else(|| damaged("it names a player past the event's players"))?;
            if fixed {
                player.fixed_table = Some(pair[1]);
            } else {
                player.byes = pair[1];
            }
        }
    }
    let rounds = file.rounds.len();
    for &r in &floor.power {
        file.rounds
            .get_mut((r as usize).wrapping_sub(1))
            .ok_or_else(|| damaged("it names a power-paired round past its rounds"))?
            .power = true;
    }
    if !(floor.numbers.is_empty() || floor.numbers.len() == rounds)
        || !(floor.extensions.is_empty() || floor.extensions.len() == rounds)
    {
        return Err(damaged("its table numbers do not match its rounds"));
    }
    for (r, round) in file.rounds.iter_mut().enumerate() {
        let count = round.tables.len();
        for (list, numbers) in [
            (floor.numbers.get(r), true),
            (floor.extensions.get(r), false),
        ] {
            let Some(list) = list.filter(|l| !l.is_empty()) else {
                continue;
            };
            if list.len() != count {
                return Err(damaged(format!(
                    "round {} has {} tables but {} table numbers or extensions",
                    r + 1,
                    count,
                    list.len()
                )));
            }
            for (t, &n) in round.tables.iter_mut().zip(list) {
                if numbers {
                    t.table = Some(n);
                } else {
                    t.extension = n;
                }
            }
        }
    }
    Ok(())
}

fn wire_log(event: &Event) -> WireLog {
    let mut log = WireLog::default();
    for (e, ids) in carried(event) {
        let kind = LogKind::ALL.iter().position(|k| *k == e.kind).unwrap_or(0);
        log.numbers.extend([
            super::model::log::parse_time(&e.at).unwrap_or(0),
            kind as u64,
            e.round.map_or(0, u64::from),
            e.table.map_or(0, u64::from),
            ids.len() as u64,
        ]);
        log.numbers.extend(ids.iter().map(|&i| u64::from(i)));
        for text in [&e.before, &e.after, &e.reason] {
            log.texts.push(text.clone().unwrap_or_default());
        }
    }
    log
}

/// The log entries of a version 2 payload, as the event file writes them, checked for shape;
/// the event file's own checks ([`file::event`]) check the rest.
fn log_files(log: WireLog, names: &[String]) -> Result<Vec<LogFile>, InputError> {
    let mut out = Vec::new();
    let mut numbers = log.numbers.into_iter();
    let mut texts = log.texts.into_iter();
    while let Some(at) = numbers.next() {
        let n = out.len() + 1;
        let mut next = || {
            numbers
                .next()
                .ok_or_else(|| damaged(format!("its correction {n} is cut short")))
        };
        let (kind, round, table, count) = (next()?, next()?, next()?, next()?);
        let kind = usize::try_from(kind)
            .ok()
            .and_then(|k| LogKind::ALL.get(k))
            .ok_or_else(|| damaged(format!("its correction {n} is of no known kind")))?;
        if at > MAX_TAKEN_AT {
            return Err(damaged(format!(
                "its correction {n} was made after the year 9999"
            )));
        }
        let small = |v: u64| {
            u32::try_from(v)
                .map_err(|_| damaged(format!("its correction {n} has a number past any event")))
        };
        if count > 2 {
            return Err(damaged(format!("its correction {n} names {count} players")));
        }
        let mut players = Vec::new();
        for _ in 0..count {
            let i = next()?;
            let name = usize::try_from(i)
                .ok()
                .and_then(|i| names.get(i))
                .ok_or_else(|| {
                    damaged(format!(
                        "its correction {n} names a player it does not list"
                    ))
                })?;
            players.push(name.clone());
        }
        let mut text = || {
            texts
                .next()
                .map(|t| (!t.is_empty()).then_some(t))
                .ok_or_else(|| damaged(format!("its correction {n} is cut short")))
        };
        let (before, after, reason) = (text()?, text()?, text()?);
        out.push(LogFile {
            at: super::model::log::format_time(at),
            kind: kind.code().to_string(),
            round: (round > 0).then(|| small(round)).transpose()?,
            table: (table > 0).then(|| small(table)).transpose()?,
            players,
            before,
            after,
            reason,
        });
    }
    if texts.next().is_some() {
        return Err(damaged("its corrections have texts left over"));
    }
    Ok(out)
}

/// Checks an address for players' phones, as the organizer types it: an `http://` or `https://`
/// address with no spaces, at most 300 characters. Returns it without any fragment.
pub fn check_base(base: &str) -> Result<String, InputError> {
    let base = base.trim();
    let base = base.split('#').next().unwrap_or_default();
    let lower = base.to_ascii_lowercase();
    let rest = lower
        .strip_prefix("https://")
        .or_else(|| lower.strip_prefix("http://"));
    if base.chars().count() > 300 {
        return Err(InputError::new("that address is longer than 300 characters: use the address of the app's page, such as http://192.168.1.20:8080/."));
    }
    match rest {
        None => Err(InputError::new(format!(
            "`{}` is not a web address: start it with http:// or https://, such as http://192.168.1.20:8080/.",
            super::model::event::one_line(base.to_string())
        ))),
        Some("") => Err(InputError::new("the address has no host after http://: write it like http://192.168.1.20:8080/.")),
        Some(_) if base.chars().any(|c| c.is_whitespace() || c.is_control()) => {
            Err(InputError::new("an address cannot hold spaces or line breaks: copy it from the browser's address bar."))
        }
        Some(_) => Ok(base.to_string()),
    }
}

/// The snapshot in the two parts of a fragment after `#/v/`: the version and the payload.
pub fn read_fragment(version: &str, payload: &str) -> Result<Snapshot, InputError> {
    match version.parse::<u64>() {
        Ok(v @ 1..=5) if v <= u64::from(LINK_VERSION) => decode_version(payload, v as u32),
        Ok(v) if v > u64::from(LINK_VERSION) => Err(InputError::new(format!(
            "this link was made by a newer Tiebreak (link version {v}; this one reads version {LINK_VERSION}): reload the page to update it, or ask the organizer for the standings."
        ))),
        _ => Err(damaged(format!(
            "`{}` is not a link version",
            super::model::event::one_line(version.chars().take(20).collect())
        ))),
    }
}

/// The sentence of every link that cannot be read: `what` is wrong with it, and what to do.
fn damaged(what: impl std::fmt::Display) -> InputError {
    InputError::new(format!(
        "this link is damaged: {what}. Scan the QR code again, or ask the organizer for the link."
    ))
}

/// The snapshot in a payload of any version this build reads, checked as an imported event file
/// is.
pub fn decode(payload: &str) -> Result<Snapshot, InputError> {
    decode_version(payload, LINK_VERSION)
}

/// The snapshot in a payload of link version `version`: a version 1 payload holds no corrections.
fn decode_version(payload: &str, version: u32) -> Result<Snapshot, InputError> {
    // A link copied from a chat may end in punctuation or a line break.
    let payload = payload.trim_end_matches(['.', ',', ')', ' ', '\n', '\r', '\t']);
    if payload.is_empty() {
        return Err(damaged("it ends where the event should begin"));
    }
    if let Some(c) = payload
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || *c == '-' || *c == '_'))
    {
        return Err(damaged(format!(
            "it holds {}, which no Tiebreak link has",
            super::model::event::one_line(format!("`{c}`"))
        )));
    }
    // Every character is ASCII now, so its length in bytes is its length in characters.
    if payload.len() > MAX_PAYLOAD_CHARS {
        return Err(InputError::new(format!(
            "this link is {} characters long, more than any event Tiebreak shares ({MAX_PAYLOAD_CHARS} at most): it is not a Tiebreak link.",
            payload.len()
        )));
    }
    let deflated = URL_SAFE_NO_PAD
        .decode(payload)
        .map_err(|_| damaged("it is cut short in the middle of a character"))?;
    let bytes = miniz_oxide::inflate::decompress_to_vec_with_limit(&deflated, MAX_INFLATED_BYTES)
        .map_err(|e| match e.status {
            miniz_oxide::inflate::TINFLStatus::HasMoreOutput => InputError::new(format!(
                "this link expands to more than {} MiB, more than any event: it is not a Tiebreak link.",
                MAX_INFLATED_BYTES >> 20
            )),
            miniz_oxide::inflate::TINFLStatus::FailedCannotMakeProgress => {
                damaged("it is cut short")
            }
            _ => damaged("its compressed data cannot be read"),
        })?;
    let Some((bytes, sum)) = bytes.split_last_chunk::<4>() else {
        return Err(damaged("it is too short to hold an event"));
    };
    if adler2::adler32_slice(bytes) != u32::from_be_bytes(*sum) {
        return Err(damaged("its contents do not match their checksum"));
    }
    let (wire, rest) = postcard::take_from_bytes::<Wire>(bytes)
        .map_err(|_| damaged("the event in it cannot be read"))?;
    let (log, floor, melee) = if rest.is_empty() {
        (
            WireLog::default(),
            WireFloor::default(),
            WireMelee::default(),
        )
    } else if version < 2 {
        return Err(damaged("it has data after the event"));
    } else {
        let (log, rest) = postcard::take_from_bytes::<WireLog>(rest)
            .map_err(|_| damaged("its corrections cannot be read"))?;
        let (floor, rest) = if rest.is_empty() || version < 3 {
            (WireFloor::default(), rest)
        } else {
            postcard::take_from_bytes::<WireFloor>(rest)
                .map_err(|_| damaged("its fixed tables and extensions cannot be read"))?
        };
        let (melee, rest) = if rest.is_empty() || version < 5 {
            (WireMelee::default(), rest)
        } else {
            postcard::take_from_bytes::<WireMelee>(rest)
                .map_err(|_| damaged("its stages, double losses and playoff cannot be read"))?
        };
        if !rest.is_empty() {
            return Err(damaged("it has data after the event"));
        }
        (log, floor, melee)
    };
    let log = log_files(log, &wire.names)?;
    if wire.taken_at > MAX_TAKEN_AT {
        return Err(damaged("the time it was taken is after the year 9999"));
    }
    let taken_at = wire.taken_at;
    let names = wire.names.clone();
    let mut file = event_file(wire, version)?;
    file.log = log;
    floor_into(floor, &mut file)?;
    melee_into(melee, &names, &mut file)?;
    let event = file::event(file, None)
        .map_err(|e| InputError::new(format!("the event in this link is not valid: {e}")))?;
    Ok(Snapshot { event, taken_at })
}

/// A QR code of `link` that a phone can read, or `None` when the link is too long for one
/// ([`MAX_QR_VERSION`]). The smallest version that fits, at the highest error correction that
/// keeps that version (at least level L, 7% of the code can be lost).
pub fn qr(link: &str) -> Option<QrCode> {
    let segments = QrSegment::make_segments(link);
    QrCode::encode_segments_advanced(
        &segments,
        QrCodeEcc::Low,
        Version::MIN,
        Version::new(MAX_QR_VERSION),
        None,
        true,
    )
    .ok()
}

/// The event in wire form.
fn wire(event: &Event, taken_at: u64) -> Wire {
    // Player ids are indices into the players list, whose length came from memory: u32 holds any
    // event a browser can hold (an event file of 4 billion players would not fit in a tab).
    let id = |p: usize| p as u32;
    let mut seats = Vec::with_capacity(event.rounds.len());
    let mut results = Vec::with_capacity(event.rounds.len());
    let mut byes = Vec::with_capacity(event.rounds.len());
    for round in &event.rounds {
        let (mut s, mut r, mut b) = (Vec::new(), Vec::new(), Vec::new());
        for (t, p) in round.pairings.iter().enumerate() {
            match *p {
                Pairing::Match {
                    a,
                    b: other,
                    result,
                } => {
                    s.extend([id(a), id(other)]);
                    r.push(result_code(result));
                }
                Pairing::Bye { player } => b.extend([t as u32, id(player)]),
            }
        }
        seats.push(s);
        results.push(r);
        byes.push(b);
    }
    let sparse = |f: &dyn Fn(&super::model::event::Player) -> Option<u32>| {
        event
            .players
            .iter()
            .enumerate()
            .filter_map(|(i, p)| f(p).map(|r| [id(i), r]))
            .flatten()
            .collect()
    };
    let playoff = event
        .playoff
        .as_ref()
        .filter(|p| plain_playoff(p))
        .map_or_else(Vec::new, |p| {
            p.seeds
                .iter()
                .map(|&s| id(s))
                .chain(p.winners.iter().map(|w| w.map_or(0, |w| id(w) + 1)))
                .collect()
        });
    Wire {
        taken_at,
        name: event.name.clone(),
        date: event.date.clone(),
        best_of: event.best_of,
        ruleset: ruleset_texts(&event.ruleset),
        missed_rounds_left_out: event.missed_rounds == MissedRounds::LeftOut,
        planned_rounds: event.planned_rounds,
        names: event.players.iter().map(|p| p.name.clone()).collect(),
        dropped: sparse(&|p| p.dropped_after),
        entered: sparse(&|p| p.entered_round),
        seats,
        results,
        byes,
        playoff,
    }
}

/// The event file a wire event stands for, names in place of indices, for [`file::event`] to
/// check as it checks an import. Only what the file cannot say is checked here: an index past
/// the players, a player listed twice as dropped, seats that do not pair up.
fn event_file(wire: Wire, version: u32) -> Result<EventFile, InputError> {
    let count = wire.names.len();
    let name = |i: u32| {
        wire.names.get(i as usize).cloned().ok_or_else(|| {
            damaged(format!(
                "it names player {} of an event of {count} players",
                u64::from(i) + 1
            ))
        })
    };
    let mut players: Vec<PlayerFile> = wire
        .names
        .iter()
        .map(|n| PlayerFile {
            name: n.clone(),
            dropped_after: None,
            entered_round: None,
            fixed_table: None,
            byes: 0,
        })
        .collect();
    for (list, what) in [(&wire.dropped, "dropped"), (&wire.entered, "entered")] {
        if list.len() % 2 != 0 {
            return Err(damaged(format!("its list of who {what} is cut short")));
        }
        for pair in list.chunks_exact(2) {
            let (p, round) = (pair[0], pair[1]);
            let player = players.get_mut(p as usize).ok_or_else(|| {
                damaged(format!(
                    "it says player {} {what}, in an event of {count} players",
                    u64::from(p) + 1
                ))
            })?;
            let field = if what == "dropped" {
                &mut player.dropped_after
            } else {
                &mut player.entered_round
            };
            if field.replace(round).is_some() {
                return Err(damaged(format!(
                    "it says twice when {} {what}",
                    player.name
                )));
            }
        }
    }
    let count_rounds = wire.seats.len();
    if wire.results.len() != count_rounds || wire.byes.len() != count_rounds {
        return Err(damaged(format!(
            "it has {count_rounds} rounds of seats, {} of results and {} of byes",
            wire.results.len(),
            wire.byes.len()
        )));
    }
    let mut rounds = Vec::with_capacity(count_rounds);
    for (r, ((seats, results), byes)) in wire
        .seats
        .iter()
        .zip(&wire.results)
        .zip(&wire.byes)
        .enumerate()
    {
        let number = r as u32 + 1;
        if byes.len() % 2 != 0 {
            return Err(damaged(format!(
                "round {number}'s list of byes is cut short"
            )));
        }
        if seats.len() % 2 != 0 || results.len() != seats.len() / 2 {
            return Err(damaged(format!(
                "round {number} has {} seats for {} results",
                seats.len(),
                results.len()
            )));
        }
        let tables = results.len() + byes.len() / 2;
        let mut out = Vec::with_capacity(tables);
        let mut matches = seats.chunks_exact(2).zip(results);
        let mut byes = byes.chunks_exact(2).peekable();
        for t in 0..tables {
            if let Some(bye) = byes.next_if(|b| b[0] as usize == t) {
                out.push(TableFile {
                    a: None,
                    b: None,
                    result: None,
                    bye: Some(name(bye[1])?),
                    table: None,
                    extension: 0,
                });
                continue;
            }
            let Some((seat, &code)) = matches.next() else {
                return Err(damaged(format!(
                    "round {number} places its byes past its tables"
                )));
            };
            out.push(TableFile {
                a: Some(name(seat[0])?),
                b: Some(name(seat[1])?),
                result: result(code)
                    .map_err(|()| {
                        damaged(format!(
                            "round {number}, table {} has no such result",
                            t + 1
                        ))
                    })?
                    .map(|r| ResultFile {
                        a_wins: r.a_wins,
                        b_wins: r.b_wins,
                        draws: r.draws,
                    }),
                bye: None,
                table: None,
                extension: 0,
            });
        }
        // Every table took a bye or a match, so a bye left over would have left a table without
        // a match first ("places its byes past its tables"): none can be left here.
        rounds.push(RoundFile {
            round: number,
            tables: out,
            paired_before_corrections: Vec::new(),
            power: false,
            double_losses: Vec::new(),
        });
    }
    let ruleset =
        ruleset_field(&wire.ruleset, version).map_err(|e| damaged(format!("its ruleset {e}")))?;
    let playoff = match wire.playoff.len() {
        0 => None,
        n => {
            // A top 8 has 8 seeds and 7 matches; a top 4, 4 and 3. Anything else is refused by
            // the event file's own check, which names it.
            let seeds = n.div_ceil(2);
            let (s, w) = wire.playoff.split_at(seeds);
            Some(PlayoffFile {
                first: Vec::new(),
                results: Vec::new(),
                third_place: None,
                seeds: s.iter().map(|&p| name(p)).collect::<Result<_, _>>()?,
                winners: w
                    .iter()
                    .map(|&p| p.checked_sub(1).map(name).transpose())
                    .collect::<Result<_, _>>()?,
            })
        }
    };
    Ok(EventFile {
        format: file::FORMAT.into(),
        schema: file::SCHEMA_VERSION,
        name: wire.name,
        date: wire.date,
        best_of: wire.best_of,
        ruleset,
        players,
        rounds,
        planned_rounds: wire.planned_rounds,
        seed: None,
        missed_rounds: wire.missed_rounds_left_out.then_some(MissedRounds::LeftOut),
        playoff,
        penalties: Vec::new(),
        log: Vec::new(),
        published: None,
        stages: Vec::new(),
    })
}

/// A ruleset as the link writes it ([`Wire`]): a preset's name alone, or its eight texts, and
/// two more (results, the figure with nothing to count) when either is not the default (link
/// version 4).
fn ruleset_texts(r: &Ruleset) -> Vec<String> {
    if r.is_preset() {
        return vec![r.name.clone()];
    }
    let mut texts = eight_texts(r);
    let five = ruleset_of_version_5(r);
    if five || r.results != Results::default() || r.empty_figure != EmptyFigure::default() {
        texts.push(r.results.code().to_string());
        texts.push(r.empty_figure.code().to_string());
    }
    if five {
        texts.push(r.drawn_games.code().to_string());
        texts.push(r.playoff.code().to_string());
        texts.push(r.stages.code().to_string());
    }
    texts
}

/// The eight texts of a ruleset chosen by hand, as every version writes them.
fn eight_texts(r: &Ruleset) -> Vec<String> {
    let floor = |f: Option<Fraction>| f.map(|f| f.ratio()).unwrap_or_default();
    let codes: Vec<&str> = r.tiebreakers.iter().map(|t| t.code()).collect();
    vec![
        r.name.clone(),
        floor(r.match_win_floor),
        floor(r.game_win_floor),
        floor(r.opponent_game_win_floor),
        (if r.byes_in_match_win { "yes" } else { "no" }).to_string(),
        r.bye_games.code().to_string(),
        r.repeated_opponents.code().to_string(),
        codes.join(","),
    ]
}

/// The event file's ruleset from the link's texts; the event file's reader checks it
/// ([`Ruleset::validate`]). An error says what is wrong with the texts.
fn ruleset_field(texts: &[String], version: u32) -> Result<RulesetField, String> {
    let (texts, extra, newer) = match texts {
        [name] => return Ok(RulesetField::Preset(name.clone())),
        [eight @ .., results, empty, drawn, playoff, stages]
            if texts.len() == 13 && version >= 5 =>
        {
            (
                eight,
                Some((results, empty)),
                Some([drawn, playoff, stages]),
            )
        }
        [eight @ .., results, empty] if texts.len() == 10 && version >= 4 => {
            (eight, Some((results, empty)), None)
        }
        eight if eight.len() == 8 => (eight, None, None),
        _ if version >= 5 => return Err(format!("has {} parts, not 1, 8, 10 or 13", texts.len())),
        _ if version >= 4 => return Err(format!("has {} parts, not 1, 8 or 10", texts.len())),
        _ => return Err(format!("has {} parts, not 1 or 8", texts.len())),
    };
    let [name, m, g, o, byes, bye_games, repeated, order] = texts else {
        return Err(format!("has {} parts, not 1 or 8", texts.len()));
    };
    let mut ruleset = Ruleset {
        name: name.clone(),
        ..Ruleset::default()
    };
    for (choice, text, what) in [
        (Choice::MatchWinFloor, m, "floor"),
        (Choice::GameWinFloor, g, "floor"),
        (Choice::OpponentGameWinFloor, o, "floor"),
        (Choice::ByesInMatchWin, byes, "choice for byes"),
        (Choice::ByeGames, bye_games, "bye"),
        (
            Choice::RepeatedOpponents,
            repeated,
            "choice for repeated opponents",
        ),
    ] {
        ruleset.set_choice(choice, text).map_err(|e| match e {
            ChoiceError::NotAFraction => "has a floor that is not a fraction".to_string(),
            _ => format!("has an unknown {what}"),
        })?;
    }
    if let Some((results, empty)) = extra {
        for (choice, text, what) in [
            (Choice::Results, results, "choice for results"),
            (Choice::EmptyFigure, empty, "figure for nothing counted"),
        ] {
            ruleset
                .set_choice(choice, text)
                .map_err(|_| format!("has an unknown {what}"))?;
        }
    }
    if let Some([drawn, playoff, stages]) = newer {
        for (choice, text, what) in [
            (Choice::DrawnGames, drawn, "choice for drawn games"),
            (Choice::Playoff, playoff, "choice for the playoff"),
            (Choice::Stages, stages, "choice for stages"),
        ] {
            ruleset
                .set_choice(choice, text)
                .map_err(|_| format!("has an unknown {what}"))?;
        }
    }
    let mut file = RulesetFile::from(&ruleset);
    // An empty text is no tiebreakers (an event file may hold none), not one empty code.
    file.tiebreakers = order
        .split(',')
        .filter(|_| !order.is_empty())
        .map(Tiebreaker::from_code)
        .collect::<Option<_>>()
        .ok_or_else(|| "has an unknown tiebreaker".to_string())?;
    Ok(RulesetField::Custom(file))
}

/// The result a code stands for: `Ok(None)` for 0 (no result yet), `Err` for a code no result has.
fn result(code: u32) -> Result<Option<GameResult>, ()> {
    if code == 0 {
        return Ok(None);
    }
    let c = code - 1;
    if c >= 16 * 16 * 16 {
        return Err(());
    }
    Ok(Some(GameResult::new(c & 15, (c >> 4) & 15, c >> 8)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn result_codes_round_trip() {
        for (a, b, d) in [
            (2, 0, 0),
            (0, 2, 0),
            (2, 1, 0),
            (1, 1, 1),
            (0, 0, 3),
            (5, 4, 0),
        ] {
            let code = 1 + a + 16 * b + 256 * d;
            assert_eq!(result(code), Ok(Some(GameResult::new(a, b, d))));
        }
        assert_eq!(result(0), Ok(None));
        assert_eq!(result(4097), Err(()));
    }

    /// The phone view's way in: the address's fragment read by the route, then its two parts.
    #[test]
    fn a_players_page_is_not_part_of_the_payload() {
        use crate::route::Page;
        let event = crate::core::read_csv("1,Ann,Bo,2,1,0\n", 3).unwrap();
        let payload = encode(&event, 7);
        let read = |hash: &str| match Page::from_hash(hash) {
            Page::View {
                version,
                payload,
                player,
            } => (
                read_fragment(&version, &payload).map(|s| s.taken_at),
                player,
            ),
            other => panic!("{other:?}"),
        };
        assert_eq!(read(&format!("#/v/1/{payload}/p/1")), (Ok(7), Some(1)));
        assert_eq!(read(&format!("#/v/1/{payload}")), (Ok(7), None));
    }

    #[test]
    fn a_base_loses_its_fragment() {
        assert_eq!(link("http://a.b/x#/e/1", 1, "P"), "http://a.b/x#/v/1/P");
        assert_eq!(
            check_base(" http://192.168.1.20:8080/#/ "),
            Ok("http://192.168.1.20:8080/".into())
        );
        assert!(check_base("ftp://x").is_err());
        assert!(check_base("http://").is_err());
        assert!(check_base("http://a b").is_err());
    }
}
