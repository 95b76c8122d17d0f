//! `tiebreak audit`: the published standings against a ruleset, as a text table and as JSON.
//!
//! The JSON is one object: `source`, `publisher`, `ruleset` (the one the rows are computed
//! under), `agrees` (every figure of every player), `agrees_where_checkable` (every figure of
//! the players whose figures do not depend on a match the file lacks), `rulesets_that_agree`
//! (every preset that agrees where the file can check), `swiss_rounds` and `playoff_matches`
//! (where the Swiss rounds end, as read), `stages` (the last round of each stage but the last),
//! `gaps` (`sentence`, `players` with each one's `name`, `published` and `file` records,
//! `depend` the count of players whose figures depend on a gap, `missing_rounds`, `notes`), `rows`
//! (one per published player: `rank`, `name`, `published` with each figure as published,
//! `not_percentages` with any published as something else, `computed` with each as an exact
//! fraction, `agrees`, `differs`, the figures that do not, and `depends_on_gap`) and
//! `other_rulesets` (each other preset: `name`, `players_that_differ` where the file can check,
//! `largest_difference` for each figure that differs, or `refused` with the sentence of a result
//! it refuses).

use serde::Serialize;
use serde_json::value::RawValue;

use crate::core::base::words::and_list;
use crate::core::model::published::{Decimal, PublishedRow};
use crate::core::tiebreakers::audit::{
    agreeing, difference_words, nearest_words, preset_words, summary, Audit, Published4,
    PublishedFigure,
};
use crate::core::{Event, Fraction, InputError};

use super::json::Fields;

/// What was published for one player, after their breakdown in the terminal (`tiebreak
/// standings FILE --player NAME` on a file that carries published standings): a heading and one
/// line per figure, `≠` before a figure that differs.
pub fn breakdown_text(event: &Event, figures: &[PublishedFigure]) -> String {
    let Some(published) = &event.published else {
        return String::new();
    };
    if figures.is_empty() {
        return String::new();
    }
    let mut out = format!("\nPublished by {}", published.publisher());
    if !published.source.is_empty() {
        out.push_str(&format!(" ({})", published.source));
    }
    out.push('\n');
    for f in figures {
        out.push_str(&format!(
            "  {} {}: {}\n",
            if f.agrees { "=" } else { "≠" },
            f.tiebreaker.label(),
            f.line
        ));
    }
    out
}

/// The text of `tiebreak audit`: the table, the summary, and every preset's answer.
pub fn text(
    event: &Event,
    audit: &Audit,
    audits: &[(&'static str, Result<Audit, InputError>)],
) -> String {
    let Some(published) = &event.published else {
        return String::new();
    };
    let mut out = String::new();
    let publisher = published.publisher();
    let source = if published.source.is_empty() {
        String::new()
    } else {
        format!(" ({})", published.source)
    };
    out.push_str(&format!(
        "{publisher}{source} against ruleset {}: published / computed, ≠ where they differ\n\n",
        audit.ruleset.name
    ));
    let mut table: Vec<Vec<String>> = vec![vec![
        "Rank".into(),
        "Player".into(),
        "Points".into(),
        "OMW".into(),
        "GW".into(),
        "OGW".into(),
    ]];
    for row in &audit.rows {
        let mut cells = vec![
            row.published
                .rank
                .map_or_else(String::new, |r| r.to_string()),
            format!(
                "{}{}",
                event.players[row.player].name,
                if row.depends { " *" } else { "" }
            ),
        ];
        for (i, figure) in Published4::ALL.into_iter().enumerate() {
            let published = published_text(figure, &row.published);
            let computed = computed_text(figure, row.computed[i]);
            let mark = if figure.excused_by_no_games(&audit.gaps) {
                "·"
            } else if row.differs.contains(&figure) {
                "≠"
            } else {
                "/"
            };
            cells.push(format!("{published} {mark} {computed}"));
        }
        table.push(cells);
    }
    out.push_str(&super::text::table_text(&table));
    if audit.rows.iter().any(|r| r.depends) {
        out.push_str("* depends on a match the file lacks (the player's or an opponent's): not a rule's difference.\n");
    }
    if audit.gaps.no_games && !audit.rows.is_empty() {
        out.push_str("· not compared: the file records who won each match, not the games.\n");
    }
    out.push('\n');
    out.push_str(&summary(event, audit));
    out.push('\n');
    const SHOWN: usize = 20;
    for (i, g) in audit.gaps.gaps.iter().enumerate() {
        if i == SHOWN {
            out.push_str(&format!(
                "  … and {} more.\n",
                audit.gaps.gaps.len() - SHOWN
            ));
            break;
        }
        out.push_str(&format!(
            "  {}\n",
            g.sentence(&event.players[g.player].name, &publisher)
        ));
    }
    for sentence in crate::core::tiebreakers::audit::not_percentage_sentences(event) {
        out.push_str(&format!("  {sentence}\n"));
    }
    for note in &published.notes {
        out.push_str(&format!("  {note}\n"));
    }
    let agree: Vec<&str> = agreeing(audits);
    out.push_str(&if agree.is_empty() {
        "No preset agrees for every player the file can check.\n".to_string()
    } else {
        format!(
            "Presets that agree for every player{}: {}.\n",
            if audit.gaps.dependent() > 0 {
                " the file can check"
            } else {
                ""
            },
            and_list(&agree)
        )
    });
    if !audit.agrees_where_checkable() {
        if let Some(nearest) = nearest_words(&audit.ruleset, &agree) {
            out.push_str(&nearest);
            out.push('\n');
        }
    }
    let others: Vec<String> = audits
        .iter()
        .filter(|(name, a)| {
            *name != audit.ruleset.name && !a.as_ref().is_ok_and(Audit::agrees_where_checkable)
        })
        .map(|(name, a)| format!("  {}", preset_words(name, a)))
        .collect();
    if !others.is_empty() {
        out.push_str("The other presets:\n");
        out.push_str(&others.join("\n"));
        out.push('\n');
    }
    out
}

/// A published figure as written, `—` when the file leaves it out.
fn published_text(figure: Published4, row: &PublishedRow) -> String {
    match figure {
        Published4::Points => row.points.map_or_else(|| "—".into(), |p| p.to_string()),
        _ => figure
            .published(row)
            .map_or_else(|| "—".into(), |d| d.text.clone()),
    }
}

/// A computed figure exactly: `9`, `5/9`, `—` when there is none.
fn computed_text(figure: Published4, value: Option<Fraction>) -> String {
    match (figure, value) {
        (_, None) => "—".into(),
        (Published4::Points, Some(v)) => v.to_fixed(0),
        (_, Some(v)) => v.to_string(),
    }
}

#[derive(Serialize)]
struct Json<'a> {
    source: &'a str,
    publisher: String,
    ruleset: &'a str,
    agrees: bool,
    agrees_where_checkable: bool,
    rulesets_that_agree: Vec<&'static str>,
    swiss_rounds: usize,
    playoff_matches: usize,
    stages: &'a [u32],
    gaps: JsonGaps,
    rows: Vec<JsonRow>,
    other_rulesets: Vec<JsonOther>,
}

#[derive(Serialize)]
struct JsonGaps {
    sentence: Option<String>,
    players: Vec<JsonGap>,
    depend: usize,
    missing_rounds: Vec<u32>,
    notes: Vec<String>,
}

#[derive(Serialize)]
struct JsonGap {
    name: String,
    published: String,
    file: String,
    sentence: String,
}

#[derive(Serialize)]
struct JsonRow {
    rank: Option<u32>,
    name: String,
    published: JsonPublished,
    #[serde(skip_serializing_if = "Fields::is_empty")]
    not_percentages: Fields,
    computed: JsonComputed,
    agrees: bool,
    differs: Vec<&'static str>,
    depends_on_gap: bool,
}

#[derive(Serialize)]
struct JsonPublished {
    points: Option<u32>,
    omw: Option<Box<RawValue>>,
    gw: Option<Box<RawValue>>,
    ogw: Option<Box<RawValue>>,
}

#[derive(Serialize)]
struct JsonComputed {
    points: Option<u32>,
    omw: Option<String>,
    gw: Option<String>,
    ogw: Option<String>,
}

#[derive(Serialize)]
struct JsonOther {
    name: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    refused: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    players_that_differ: Option<usize>,
    #[serde(skip_serializing_if = "Option::is_none")]
    largest_difference: Option<Fields>,
}

/// A published figure as a JSON number, exactly as written.
fn number(d: Option<&Decimal>) -> Option<Box<RawValue>> {
    d.and_then(|d| RawValue::from_string(d.text.clone()).ok())
}

/// The JSON of `tiebreak audit` (the module's doc has its fields).
pub fn json(
    event: &Event,
    audit: &Audit,
    audits: &[(&'static str, Result<Audit, InputError>)],
) -> String {
    let Some(published) = &event.published else {
        return "null\n".into();
    };
    let rows = audit
        .rows
        .iter()
        .map(|row| JsonRow {
            rank: row.published.rank,
            name: event.players[row.player].name.clone(),
            published: JsonPublished {
                points: row.published.points,
                omw: number(row.published.omw.as_ref()),
                gw: number(row.published.gw.as_ref()),
                ogw: number(row.published.ogw.as_ref()),
            },
            not_percentages: row
                .published
                .not_percentages
                .iter()
                .map(|(c, t)| (c.code(), serde_json::Value::from(t.as_str())))
                .collect(),
            computed: JsonComputed {
                points: row.computed[0].and_then(|p| u32::try_from(p.numer()).ok()),
                omw: row.computed[1].map(|f| f.ratio()),
                gw: row.computed[2].map(|f| f.ratio()),
                ogw: row.computed[3].map(|f| f.ratio()),
            },
            agrees: row.agrees(),
            differs: row.differs.iter().map(|f| f.code()).collect(),
            depends_on_gap: row.depends,
        })
        .collect();
    let other_rulesets = audits
        .iter()
        .filter(|(name, _)| *name != audit.ruleset.name)
        .map(|(name, a)| match a {
            Err(why) => JsonOther {
                name,
                refused: Some(why.to_string()),
                players_that_differ: None,
                largest_difference: None,
            },
            Ok(a) => JsonOther {
                name,
                refused: None,
                players_that_differ: Some(a.players_that_differ_checkably()),
                largest_difference: Some(
                    a.largest_differences()
                        .into_iter()
                        .map(|(f, d)| {
                            (
                                f.code(),
                                match (f, d) {
                                    (_, None) => serde_json::Value::Null,
                                    (Published4::Points, Some(d)) => serde_json::Value::from(
                                        d.to_fixed(0).parse::<u64>().unwrap_or(0),
                                    ),
                                    (f, d) => serde_json::Value::from(difference_words(f, d)),
                                },
                            )
                        })
                        .collect(),
                ),
            },
        })
        .collect();
    let publisher = published.publisher();
    let gaps = JsonGaps {
        sentence: audit.gaps.sentence(&publisher),
        players: audit
            .gaps
            .gaps
            .iter()
            .map(|g| {
                let name = event.players[g.player].name.clone();
                JsonGap {
                    sentence: g.sentence(&name, &publisher),
                    name,
                    published: g.published_words(),
                    file: g.file_words(),
                }
            })
            .collect(),
        depend: audit.gaps.dependent(),
        missing_rounds: audit.gaps.missing_rounds.clone(),
        notes: published.notes.clone(),
    };
    let value = Json {
        source: &published.source,
        publisher,
        ruleset: &audit.ruleset.name,
        agrees: audit.agrees(),
        agrees_where_checkable: audit.agrees_where_checkable(),
        rulesets_that_agree: agreeing(audits),
        swiss_rounds: event.rounds.len(),
        playoff_matches: event
            .playoff
            .as_ref()
            .map_or(0, |p| p.played_rounds().iter().map(Vec::len).sum()),
        stages: &event.stages,
        gaps,
        rows,
        other_rulesets,
    };
    super::json::pretty(&value, 256 * (audit.rows.len() + 8))
}
