//! The event written as its file: the schema it needs, its fields from the event, and the
//! compact and the pretty JSON.

use crate::core::base::ruleset::{
    DrawnGames, EmptyFigure, PlayoffFigures, Results, Ruleset, StageFigures,
};
use crate::core::model::event::{Event, MissedRounds, Pairing, Round};
use crate::core::model::log::LogEntry;
use crate::core::model::playoff::Playoff;

use super::wire::FORMAT;
use super::wire::{
    CorrectionFile, EventFile, LogFile, NotPercentagesFile, PenaltyFile, PlayerFile, PlayoffFile,
    PublishedFile, PublishedRowFile, ResultFile, RoundFile, RulesetField, RulesetFile, TableFile,
    ThirdPlaceFile,
};

/// The schema an event is written with: 4 when it holds what schema 4 added (a ruleset's choice
/// of drawn games, the playoff or stages; the event's stages; a double loss; a playoff as
/// played; published figures that are not percentages or rounds missing from a platform's
/// numbering), else 3 when it carries published standings or its ruleset makes a choice that
/// schema 3 added, else 2; 5 for a platform's preset or the choice of unplayed rounds, 6 for a
/// bye recorded as a loss, 7 for a ruleset that makes a choice of an event's ([`Ruleset::makes_event_choice`]),
/// and 8 for match points other than 3 and 1.
pub(super) fn schema_of(event: &Event) -> u32 {
    let r = &event.ruleset;
    // A preset is written by its name: the earlier presets' names an earlier build reads as
    // they were (`melee` is today's `melee` on an event without stages or a playoff).
    let new_ruleset = if r.is_preset() {
        !crate::core::base::ruleset::PRESETS[..8]
            .iter()
            .any(|p| p.name == r.name)
    } else {
        r.drawn_games != DrawnGames::default()
            || r.playoff != PlayoffFigures::default()
            || r.stages != StageFigures::default()
            || r.results == Results::AsRecordedUnplayed
            || r.empty_figure.is_newer()
    };
    let four = new_ruleset
        || !event.stages.is_empty()
        || event
            .rounds
            .iter()
            .any(|round| !round.double_losses.is_empty())
        || event.playoff.as_ref().is_some_and(|p| !plain_seeded(p))
        || event.published.as_ref().is_some_and(|p| {
            !p.missing_rounds.is_empty()
                || !p.notes.is_empty()
                || p.rows.iter().any(|r| !r.not_percentages.is_empty())
        });
    if r.match_points != Default::default() {
        8
    } else if r.makes_event_choice() {
        7
    } else if event.rounds.iter().any(Round::has_lost_byes) {
        6
    } else if r.is_of_the_platforms() {
        5
    } else if four {
        4
    } else if event.published.is_some()
        || r.results != Results::default()
        || r.empty_figure != EmptyFigure::default()
    {
        3
    } else {
        2
    }
}

/// The log as the event file writes it: the JSON array of `tiebreak log --format json`.
pub fn write_log_json(event: &Event) -> String {
    let entries: Vec<LogFile> = event.log.iter().map(LogFile::from).collect();
    serde_json::to_string_pretty(&entries).unwrap_or_default()
}

/// Log entries as one compact JSON array, as [`super::read::read_log_json`] reads them back.
pub fn write_log_entries_compact(entries: &[LogEntry]) -> String {
    let entries: Vec<LogFile> = entries.iter().map(LogFile::from).collect();
    serde_json::to_string(&entries).unwrap_or_default()
}

/// Whether `playoff` is the bracket of its seeds in the usual order, with winners only: written
/// as earlier schemas did (`seeds` and `winners`).
fn plain_seeded(playoff: &Playoff) -> bool {
    playoff.third_place.is_none()
        && playoff.results.iter().all(Option::is_none)
        && Playoff::seeded(playoff.seeds.clone()).is_ok_and(|s| s.first == playoff.first)
}

fn ruleset_field(ruleset: &Ruleset) -> RulesetField {
    if ruleset.is_preset() {
        RulesetField::Preset(ruleset.name.clone())
    } else {
        RulesetField::Custom(RulesetFile::from(ruleset))
    }
}

/// Writes an event as pretty JSON, for people and files.
pub fn write_event_json(event: &Event) -> String {
    indent(&write_event_json_compact(event))
}

/// Writes an event as compact JSON, for storage: the same file, about half the size.
pub fn write_event_json_compact(event: &Event) -> String {
    serde_json::to_string(&event_file(event)).unwrap_or_default()
}

/// Compact JSON (serde_json's, as [`write_event_json_compact`] writes it) laid out as
/// serde_json's pretty writer lays it out: two spaces a level, `": "` after a key, `[]` and `{}`
/// when empty. One writer of the file's fields, not two: serde_json's pretty writer is a second
/// copy of every type's serializer, 3.9 KB of the organizer's gzipped bundle (PERFORMANCE.md).
/// The tests hold it to serde_json's own pretty output.
fn indent(compact: &str) -> String {
    let mut out = String::with_capacity(compact.len() * 2);
    let mut depth = 0usize;
    let mut chars = compact.chars().peekable();
    let newline = |out: &mut String, depth: usize| {
        out.push('\n');
        for _ in 0..depth {
            out.push_str("  ");
        }
    };
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                out.push('"');
                while let Some(c) = chars.next() {
                    out.push(c);
                    match c {
                        '\\' => out.extend(chars.next()),
                        '"' => break,
                        _ => {}
                    }
                }
            }
            '{' | '[' => {
                out.push(c);
                let close = if c == '{' { '}' } else { ']' };
                if chars.peek() == Some(&close) {
                    out.extend(chars.next());
                } else {
                    depth += 1;
                    newline(&mut out, depth);
                }
            }
            '}' | ']' => {
                depth = depth.saturating_sub(1);
                newline(&mut out, depth);
                out.push(c);
            }
            ',' => {
                out.push(',');
                newline(&mut out, depth);
            }
            ':' => out.push_str(": "),
            c => out.push(c),
        }
    }
    out
}

/// The file's fields, from the event. (Serializing these types cannot fail: every key is a string.)
pub(super) fn event_file(event: &Event) -> EventFile {
    let name = |p: usize| event.players[p].name.clone();
    let ruleset = ruleset_field(&event.ruleset);
    let players = event.players.iter().map(|p| PlayerFile {
        name: p.name.clone(),
        dropped_after: p.dropped_after,
        entered_round: p.entered_round,
        fixed_table: p.fixed_table,
        byes: p.byes,
    });
    let table = |p: &Pairing| match *p {
        Pairing::Match { a, b, result } => TableFile {
            a: Some(name(a)),
            b: Some(name(b)),
            result: result.map(ResultFile::from),
            bye: None,
            table: None,
            extension: 0,
        },
        Pairing::Bye { player } => TableFile {
            a: None,
            b: None,
            result: None,
            bye: Some(name(player)),
            table: None,
            extension: 0,
        },
    };
    let rounds = event.rounds.iter().enumerate().map(|(i, r)| RoundFile {
        round: i as u32 + 1,
        tables: r
            .pairings
            .iter()
            .enumerate()
            .map(|(t, p)| TableFile {
                table: (!r.numbers.is_empty()).then(|| r.number(t)),
                extension: r.extension(t),
                ..table(p)
            })
            .collect(),
        paired_before_corrections: r
            .paired_before
            .iter()
            .map(|&(round, table)| CorrectionFile { round, table })
            .collect(),
        power: r.power,
        double_losses: r.double_losses.iter().map(|&t| t as u32 + 1).collect(),
        lost_byes: r.lost_byes.iter().map(|&t| t as u32 + 1).collect(),
    });
    EventFile {
        format: FORMAT.into(),
        schema: schema_of(event),
        name: event.name.clone(),
        date: event.date.clone(),
        best_of: event.best_of,
        ruleset,
        players: players.collect(),
        rounds: rounds.collect(),
        planned_rounds: event.planned_rounds,
        seed: event.seed,
        missed_rounds: (event.missed_rounds != MissedRounds::default())
            .then_some(event.missed_rounds),
        playoff: event.playoff.as_ref().map(|p| {
            let plain = plain_seeded(p);
            PlayoffFile {
                seeds: p.seeds.iter().map(|&s| name(s)).collect(),
                winners: p.winners.iter().map(|w| w.map(name)).collect(),
                first: if plain {
                    Vec::new()
                } else {
                    p.first
                        .iter()
                        .map(|&(a, b)| std::iter::once(a).chain(b).map(name).collect())
                        .collect()
                },
                results: if p.results.iter().all(Option::is_none) {
                    Vec::new()
                } else {
                    p.results.iter().map(|r| r.map(ResultFile::from)).collect()
                },
                third_place: p.third_place.map(|t| ThirdPlaceFile {
                    winner: t.winner.map(name),
                    result: t.result.map(ResultFile::from),
                }),
            }
        }),
        penalties: event
            .penalties
            .iter()
            .map(|p| PenaltyFile {
                round: p.round,
                player: name(p.player),
                kind: p.kind.code().to_string(),
                reason: p.reason.clone(),
                at: p.at.clone(),
            })
            .collect(),
        log: event.log.iter().map(LogFile::from).collect(),
        published: event.published.as_ref().map(|p| PublishedFile {
            source: p.source.clone(),
            standings: p
                .rows
                .iter()
                .map(|r| PublishedRowFile {
                    player: name(r.player),
                    rank: r.rank,
                    points: r.points,
                    wins: r.record.map(|r| r.0),
                    losses: r.record.map(|r| r.1),
                    draws: r.record.map(|r| r.2),
                    omw: r.omw.as_ref().map(|d| d.text.clone()),
                    gw: r.gw.as_ref().map(|d| d.text.clone()),
                    ogw: r.ogw.as_ref().map(|d| d.text.clone()),
                    not_percentages: NotPercentagesFile::of(r),
                })
                .collect(),
            missing_rounds: p.missing_rounds.clone(),
            notes: p.notes.clone(),
        }),
        stages: event.stages.clone(),
    }
}
