//! What a link's payload carries, version by version, written from the event.

use serde::{Deserialize, Serialize};

use crate::core::base::fraction::Fraction;
use crate::core::base::ruleset::{EmptyFigure, MatchPoints, Results, Ruleset};
use crate::core::model::event::{Event, MissedRounds, Pairing};
use crate::core::model::game_result::GameResult;
use crate::core::model::log::{LogEntry, LogKind};
use crate::core::model::published::{Column, Decimal, Published};

/// The version of a players' link, the `5` of `#/v/5/`: what its payload carries after `Wire`.
/// Each version carries what the one before it does, and an event is written with the lowest one
/// that carries it ([`super::version_of`]), byte for byte as the builds that wrote that version
/// wrote it, so that an older build reads its link, or says it is newer rather than damaged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum LinkVersion {
    /// Version 1: the event alone (`Wire`).
    Plain = 1,
    /// Version 2: corrections (`WireLog` after `Wire`).
    Corrections = 2,
    /// Version 3: the floor's settings (`WireFloor` after `WireLog`: fixed tables, time
    /// extensions, byes before the event).
    Floor = 3,
    /// Version 4: version 3 whose ruleset makes a choice that version 3 could not carry (results
    /// as recorded, the floor for a figure with nothing to count: the `melee` preset).
    Choices = 4,
    /// Version 5: what only a platform's file holds (`WireMelee` after `WireFloor`: the
    /// stages, the double losses, a playoff as played), or a ruleset of schema 4's choices (a
    /// preset of Melee's earlier rules, or a ruleset chosen by hand that makes them).
    Platform = 5,
    /// Version 6: the standings a platform published (`WirePublished` after `WireMelee`), so
    /// that a player's phone shows what the organizer's screen shows beside each computed figure.
    Published = 6,
    /// Version 7: version 6 whose ruleset version 6 could not name: a platform's preset
    /// (`cardsrealm`, `topdeck`, `manatraders`), or a ruleset chosen by hand that makes their
    /// choices (a round not played lost; 0.1 or 1 for a figure with nothing to count), written
    /// with a fourteenth text.
    Platforms = 7,
    /// Version 8: a bye the platform's file records as a loss, carried as version 5 carries a
    /// double loss (`WireMelee`'s `round, table` pairs: at a bye's table, it is a bye lost). The
    /// payload is laid out as version 7's; the number tells an older build that it cannot read it.
    LostByes = 8,
    /// Version 9: a ruleset that makes a choice of an event's ([`Ruleset::makes_event_choice`]: a
    /// bye's games `as-round`, the playoff `by-round` or `everyone`), which Tiebreak settles for a
    /// Melee file from its published figures. The payload is laid out as version 8's; the number tells an older build
    /// that it cannot read the choice.
    EventChoices = 9,
    /// Version 10: a ruleset whose match points are not 3 for a win and 1 for a draw (an event's
    /// own, as Topdeck lets it choose), written with a fifteenth text, their code (`5-1`). The
    /// payload is laid out as version 9's.
    MatchPoints = 10,
}

impl LinkVersion {
    /// The newest version this build writes and reads.
    pub const NEWEST: LinkVersion = LinkVersion::MatchPoints;

    /// The version numbered `number` in a link, if this build reads it.
    pub fn from_number(number: u64) -> Option<LinkVersion> {
        match number {
            1 => Some(LinkVersion::Plain),
            2 => Some(LinkVersion::Corrections),
            3 => Some(LinkVersion::Floor),
            4 => Some(LinkVersion::Choices),
            5 => Some(LinkVersion::Platform),
            6 => Some(LinkVersion::Published),
            7 => Some(LinkVersion::Platforms),
            8 => Some(LinkVersion::LostByes),
            9 => Some(LinkVersion::EventChoices),
            10 => Some(LinkVersion::MatchPoints),
            _ => None,
        }
    }

    /// Its number in a link: `1` to `10`.
    pub fn number(self) -> u32 {
        self as u32
    }
}

/// The latest moment a link may say it was taken: the end of the year 9999, in seconds since
/// 1970 (the largest date a browser shows). `tiebreak share --taken-at` takes no later one.
pub const MAX_TAKEN_AT: u64 = 253_402_300_799;

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
pub(super) struct Wire {
    pub(super) taken_at: u64,
    pub(super) name: String,
    pub(super) date: String,
    pub(super) best_of: u32,
    pub(super) ruleset: Vec<String>,
    pub(super) missed_rounds_left_out: bool,
    pub(super) planned_rounds: Option<u32>,
    pub(super) names: Vec<String>,
    /// `player, round` after round: the players who dropped, and after which round.
    pub(super) dropped: Vec<u32>,
    /// `player, round` after round: the late entries, and the round each entered.
    pub(super) entered: Vec<u32>,
    /// For each round, `a, b` of every match in table order (byes left out).
    pub(super) seats: Vec<Vec<u32>>,
    /// For each round, one code a match.
    pub(super) results: Vec<Vec<u32>>,
    /// For each round, `table index, player` of each bye, in table order.
    pub(super) byes: Vec<Vec<u32>>,
    /// Empty without a seeded playoff; else its seeds, then each match's winner plus one (0 while
    /// undecided). A playoff with games or a match for third place is also in [`WireMelee`],
    /// whose bracket a reader takes, with these seeds.
    pub(super) playoff: Vec<u32>,
}

/// What a version 5 payload carries after [`WireFloor`]: the event's stages (the last round of
/// each but the last); the double losses as `round, table` pairs (both 1-based); and a playoff as
/// played (empty for none, or for a playoff seeded in the usual order, which [`Wire`] carries):
/// its first round as `a + 1, b + 1` pairs (`b` 0 for a bye), each match's winner plus one (0
/// while undecided) and result code (as [`Wire`]'s), then the match for third place, `winner + 1,
/// result code` (empty without one).
#[derive(Serialize, Deserialize, Debug, PartialEq, Default)]
pub(super) struct WireMelee {
    pub(super) stages: Vec<u32>,
    pub(super) double_losses: Vec<u32>,
    pub(super) first: Vec<u32>,
    pub(super) winners: Vec<u32>,
    pub(super) results: Vec<u32>,
    pub(super) third: Vec<u32>,
}

/// What a version 6 payload carries after [`WireMelee`]: the published standings, one entry a
/// row in the published order. `players` holds each row's player (an index into `names`);
/// `ranks` and `points` each row's figure plus one (0 where the file gives none); `records` three
/// numbers a row, wins, losses and draws each plus one (all 0 where the file gives none). The
/// percentages are the texts as published (`0.5555555`, empty where none), in `omw`, `gw` and
/// `ogw`, one a row; or, in a link that would pass the QR code's limit with them
/// ([`super::PublishedForm::Verdicts`]), those three lists are empty and `verdicts` holds one
/// number a row, `omw + 3 × gw + 9 × ogw`, each 0 where not published, 1 where it agrees with the
/// computed figure, 2 where it differs. `not_percentages` is `row, column` pairs (the column's
/// index in [`Column::ALL`]) with their texts in `not_texts`. The reader's notes are left out: a
/// phone shows the verdicts, not the file's history.
#[derive(Serialize, Deserialize, Debug, PartialEq, Default)]
pub(super) struct WirePublished {
    pub(super) source: String,
    pub(super) players: Vec<u32>,
    pub(super) ranks: Vec<u32>,
    pub(super) points: Vec<u32>,
    pub(super) records: Vec<u32>,
    pub(super) omw: Vec<String>,
    pub(super) gw: Vec<String>,
    pub(super) ogw: Vec<String>,
    pub(super) verdicts: Vec<u32>,
    pub(super) not_percentages: Vec<u32>,
    pub(super) not_texts: Vec<String>,
    pub(super) missing_rounds: Vec<u32>,
}

/// The published standings of `event` as a version 6 payload carries them: with the figures, or
/// with the verdicts on them (`verdicts`, one a row, from [`verdicts_of`]) in their place.
pub(super) fn wire_published(published: &Published, verdicts: Option<&[u32]>) -> WirePublished {
    let plus = |v: Option<u32>| v.map_or(0, |v| v.saturating_add(1));
    let mut w = WirePublished {
        source: published.source.clone(),
        missing_rounds: published.missing_rounds.clone(),
        ..WirePublished::default()
    };
    for (i, row) in published.rows.iter().enumerate() {
        w.players.push(row.player as u32);
        w.ranks.push(plus(row.rank));
        w.points.push(plus(row.points));
        let (a, b, c) = row
            .record
            .map_or((None, None, None), |(a, b, c)| (Some(a), Some(b), Some(c)));
        w.records.extend([plus(a), plus(b), plus(c)]);
        if verdicts.is_none() {
            let text = |d: &Option<Decimal>| d.as_ref().map(|d| d.text.clone()).unwrap_or_default();
            w.omw.push(text(&row.omw));
            w.gw.push(text(&row.gw));
            w.ogw.push(text(&row.ogw));
        }
        for (column, text) in &row.not_percentages {
            let c = Column::ALL.iter().position(|x| x == column).unwrap_or(0);
            w.not_percentages.extend([i as u32, c as u32]);
            w.not_texts.push(text.clone());
        }
    }
    if let Some(v) = verdicts {
        w.verdicts = v.to_vec();
    }
    w
}

/// A result as one number: 0 for none, else `1 + a_wins + 16 × b_wins + 256 × draws`.
fn result_code(result: Option<GameResult>) -> u32 {
    result.map_or(0, |g| {
        1 + (g.a_wins & 15) + 16 * (g.b_wins & 15) + 256 * (g.draws & 15)
    })
}

pub(super) fn wire_melee(event: &Event) -> WireMelee {
    let mut melee = WireMelee {
        stages: event.stages.clone(),
        ..WireMelee::default()
    };
    for (r, round) in event.rounds.iter().enumerate() {
        // A bye recorded as a loss (link version 8) is listed with the double losses: its table
        // is a bye's, which a double loss's never is.
        for &t in round.double_losses.iter().chain(&round.lost_byes) {
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
fn plain_playoff(p: &crate::core::model::playoff::Playoff) -> bool {
    p.third_place.is_none()
        && p.results.iter().all(Option::is_none)
        && crate::core::model::playoff::Playoff::seeded(p.seeds.clone())
            .is_ok_and(|s| s.first == p.first)
}

/// Whether the ruleset makes a choice of schema 4 (drawn games, the playoff, stages),
/// or is a preset an earlier link could not name.
pub(super) fn ruleset_of_version_5(r: &Ruleset) -> bool {
    if r.is_preset() {
        !crate::core::base::ruleset::PRESETS[..8]
            .iter()
            .any(|p| p.name == r.name)
    } else {
        r.drawn_games != Default::default()
            || r.playoff != Default::default()
            || r.stages != Default::default()
            || r.results == Results::AsRecordedUnplayed
            || r.empty_figure.is_newer()
    }
}

/// Whether the ruleset is one that link version 6 could not name: a platform's preset, or a
/// ruleset chosen by hand that makes a choice the platforms added.
pub(super) fn ruleset_of_version_7(r: &Ruleset) -> bool {
    r.is_of_the_platforms()
}

/// The log entries a link carries: those that touch matches ([`LogEntry::concerns_matches`])
/// and name only players of the event, oldest first. Penalties are not carried; their effect on
/// a result is, since results are.
pub(super) fn carried(event: &Event) -> impl Iterator<Item = (&LogEntry, Vec<u32>)> {
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
pub(super) struct WireLog {
    pub(super) numbers: Vec<u64>,
    pub(super) texts: Vec<String>,
}

/// The floor's settings after [`WireLog`] in a version 3 payload: `player, table` of each fixed
/// table, `player, byes` of each player with byes before the event, and for each round its
/// tables' numbers (empty when positional) and extensions (empty when none).
#[derive(Serialize, Deserialize, Debug, PartialEq, Default)]
pub(super) struct WireFloor {
    pub(super) fixed: Vec<u32>,
    pub(super) byes: Vec<u32>,
    pub(super) numbers: Vec<Vec<u32>>,
    pub(super) extensions: Vec<Vec<u32>>,
    /// The power-paired rounds' numbers.
    pub(super) power: Vec<u32>,
}

pub(super) fn wire_floor(event: &Event) -> WireFloor {
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

pub(super) fn wire_log(event: &Event) -> WireLog {
    let mut log = WireLog::default();
    for (e, ids) in carried(event) {
        let kind = LogKind::ALL.iter().position(|k| *k == e.kind).unwrap_or(0);
        log.numbers.extend([
            crate::core::model::log::parse_time(&e.at).unwrap_or(0),
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

/// The event in wire form.
pub(super) fn wire(event: &Event, taken_at: u64) -> Wire {
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
    let sparse = |f: &dyn Fn(&crate::core::model::event::Player) -> Option<u32>| {
        event
            .players
            .iter()
            .enumerate()
            .filter_map(|(i, p)| f(p).map(|r| [id(i), r]))
            .flatten()
            .collect()
    };
    // A seeded playoff's seeds, even when [`WireMelee`] carries its games: the phone shows them.
    let playoff = event
        .playoff
        .as_ref()
        .filter(|p| p.is_seeded())
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

/// A ruleset as the link writes it ([`Wire`]): a preset's name alone, or its eight texts, and
/// two more (results, the figure with nothing to count) when either is not the default (link
/// version 4).
fn ruleset_texts(r: &Ruleset) -> Vec<String> {
    if r.is_preset() {
        return vec![r.name.clone()];
    }
    let mut texts = eight_texts(r);
    let five = ruleset_of_version_5(r);
    // Match points other than 3 and 1 come fifteenth, after all fourteen (version 10). The
    // ninth and tenth texts come with any later one: a reader takes 8, 10, 13, 14 or 15 texts.
    let points = r.match_points != MatchPoints::default();
    let seven = points || ruleset_of_version_7(r);
    if five || seven || r.results != Results::default() || r.empty_figure != EmptyFigure::default()
    {
        texts.push(r.results.code().to_string());
        texts.push(r.empty_figure.code().to_string());
    }
    if five || seven {
        texts.push(r.drawn_games.code().to_string());
        texts.push(r.playoff.code().to_string());
        texts.push(r.stages.code().to_string());
    }
    if seven {
        texts.push(r.unplayed_rounds.code().to_string());
    }
    if points {
        texts.push(r.match_points.code());
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
