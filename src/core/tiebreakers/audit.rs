//! Compare with what was published: each player's published points, OMW, GW and OGW against the
//! figures a ruleset computes, and which presets give every published figure.
//!
//! A published percentage agrees with a computed one when the exact value is within one unit of
//! the file's precision ([`Published::precision`], [`Decimal::within`]); points agree when equal.
//! A figure the file leaves out, or publishes as something that is not a percentage, is not
//! compared. A figure that depends on a match the file lacks ([`crate::core::tiebreakers::gaps`]:
//! every figure of a player whose match it lacks, the OMW and OGW of their opponents) is still
//! compared, but excused: the presets are judged on the other figures only, as a file's gap is
//! not a rule.
//!
//! ```
//! use tiebreak::core::read_archive;
//! use tiebreak::core::tiebreakers::audit::{audit, presets_that_agree};
//! use tiebreak::core::Ruleset;
//! let text = r#"{"Tournament": {"Uri": "https://melee.gg/Tournament/View/1"},
//!   "Rounds": [{"RoundName": "Round 1", "Matches": [{"Player1": "Ann", "Player2": "Bo", "Result": "2-0-0"}]}],
//!   "Standings": [{"Player": "Ann", "Points": 3, "OMWP": 0.3333333, "GWP": 1, "OGWP": 0.3333333},
//!                 {"Player": "Bo", "Points": 0, "OMWP": 1, "GWP": 0.3333333, "OGWP": 1}]}"#;
//! let event = read_archive(text).unwrap();
//! let melee = audit(&event, &Ruleset::preset("melee").unwrap()).unwrap();
//! assert!(melee.agrees());
//! let mtr = audit(&event, &Ruleset::default()).unwrap();
//! assert_eq!(mtr.players_that_differ(), 2); // the 0.33 floor, not one third
//! assert_eq!(
//!     presets_that_agree(&event),
//!     ["wltr", "pod-sheet", "melee", "melee-spring-2024", "melee-early-2024", "cardsrealm-early-2025"]
//! );
//! ```

use crate::core::base::error::{InputError, PlayerId};
use crate::core::base::fraction::Fraction;
use crate::core::base::ruleset::{Ruleset, Tiebreaker, PRESETS};
use crate::core::model::event::Event;
use crate::core::model::published::{Decimal, Published, PublishedRow};
use crate::core::tiebreakers::gaps::{gaps, Gaps, Reach};
use crate::core::tiebreakers::standings::{compute, PlayerBreakdown, Standings};

/// A published figure: the four that platforms publish.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Published4 {
    /// Match points.
    Points,
    /// Opponents' match-win %.
    Omw,
    /// Game-win %.
    Gw,
    /// Opponents' game-win %.
    Ogw,
}

impl Published4 {
    /// The four, in the order of a published table.
    pub const ALL: [Published4; 4] = [
        Published4::Points,
        Published4::Omw,
        Published4::Gw,
        Published4::Ogw,
    ];

    /// The JSON field of `tiebreak audit` and the event file: `points`, `omw`, `gw`, `ogw`.
    pub fn code(self) -> &'static str {
        match self {
            Published4::Points => "points",
            Published4::Omw => "omw",
            Published4::Gw => "gw",
            Published4::Ogw => "ogw",
        }
    }

    /// The short heading: `Points`, `OMW`, `GW`, `OGW`.
    pub fn heading(self) -> &'static str {
        match self {
            Published4::Points => "Points",
            Published4::Omw => "OMW",
            Published4::Gw => "GW",
            Published4::Ogw => "OGW",
        }
    }

    /// The figure of the standings and the breakdown it is compared with.
    pub fn tiebreaker(self) -> Tiebreaker {
        match self {
            Published4::Points => Tiebreaker::MatchPoints,
            Published4::Omw => Tiebreaker::OpponentsMatchWinPct,
            Published4::Gw => Tiebreaker::GameWinPct,
            Published4::Ogw => Tiebreaker::OpponentsGameWinPct,
        }
    }

    /// The published figure a figure of the standings is compared with, if any.
    pub fn of(tiebreaker: Tiebreaker) -> Option<Published4> {
        Published4::ALL
            .into_iter()
            .find(|f| f.tiebreaker() == tiebreaker)
    }

    /// The published figure of `row` in words: `6 points`, `55.55556%`; `None` when the file
    /// leaves it out.
    pub fn published_words(self, row: &PublishedRow) -> Option<String> {
        match self {
            Published4::Points => Some(crate::core::base::words::plural(
                row.points?,
                "point",
                "points",
            )),
            _ => Some(self.published(row)?.percent()),
        }
    }

    /// Whether a file that records who won each match and not the games ([`Gaps::no_games`])
    /// excuses the figure: GW and OGW.
    pub fn excused_by_no_games(self, gaps: &Gaps) -> bool {
        gaps.no_games && matches!(self, Published4::Gw | Published4::Ogw)
    }

    /// Whether a gap of this `reach` excuses the figure: all four of a player whose match the
    /// file lacks, OMW and OGW only of one who met such a player.
    pub fn excused_by(self, reach: Reach) -> bool {
        match reach {
            Reach::Checked => false,
            Reach::Opponent => matches!(self, Published4::Omw | Published4::Ogw),
            Reach::Own => true,
        }
    }

    /// The published percentage of `row`, for the three percentages.
    pub fn published(self, row: &PublishedRow) -> Option<&Decimal> {
        match self {
            Published4::Points => None,
            Published4::Omw => row.omw.as_ref(),
            Published4::Gw => row.gw.as_ref(),
            Published4::Ogw => row.ogw.as_ref(),
        }
    }

    /// The computed value of a player, exactly (points as a whole number).
    pub fn computed(self, p: &PlayerBreakdown) -> Option<Fraction> {
        match self {
            Published4::Points => Some(Fraction::whole(p.match_points.into())),
            Published4::Omw => p.omw.value,
            Published4::Gw => p.game_win.value,
            Published4::Ogw => p.ogw.value,
        }
    }

    /// Whether a computed value agrees with the published one, a percentage within one unit of
    /// the file's `precision` ([`Published::precision`]); `None` when the file does not publish
    /// this figure for the player.
    pub fn agrees(
        self,
        row: &PublishedRow,
        computed: Option<Fraction>,
        precision: u32,
    ) -> Option<bool> {
        match self {
            Published4::Points => row
                .points
                .map(|p| computed == Some(Fraction::whole(p.into()))),
            _ => self
                .published(row)
                .map(|d| computed.is_some_and(|c| d.within(c, precision))),
        }
    }

    /// How far a computed value is from the published one, exactly; `None` when either is
    /// missing.
    pub fn difference(self, row: &PublishedRow, computed: Option<Fraction>) -> Option<Fraction> {
        let published = match self {
            Published4::Points => Fraction::whole(row.points?.into()),
            _ => self.published(row)?.value,
        };
        computed?.abs_diff(published)
    }
}

/// One published row against the computed figures.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuditRow {
    /// Who.
    pub player: PlayerId,
    /// What was published.
    pub published: PublishedRow,
    /// The computed figures, in the order of [`Published4::ALL`].
    pub computed: [Option<Fraction>; 4],
    /// The figures that do not agree.
    pub differs: Vec<Published4>,
    /// Whether a figure of the player's depends on a match the file lacks (theirs or an
    /// opponent's).
    pub depends: bool,
    /// The figures that depend on a match the file lacks ([`Reach`]): all four of a player whose
    /// match it lacks, OMW and OGW of one who met such a player.
    pub excused: Vec<Published4>,
}

impl AuditRow {
    /// `Melee published 55.55556%` when `figure` does not agree, for the mark on the standings.
    pub fn differs_title(&self, publisher: &str, figure: Published4) -> Option<String> {
        if !self.differs.contains(&figure) {
            return None;
        }
        Some(format!(
            "{publisher} published {}",
            figure.published_words(&self.published)?
        ))
    }

    /// Whether every published figure of the player agrees.
    pub fn agrees(&self) -> bool {
        self.differs.is_empty()
    }

    /// Whether the row differs where the file can check it: a figure differs that depends on no
    /// match the file lacks.
    pub fn differs_checkably(&self) -> bool {
        self.differs.iter().any(|f| !self.excused.contains(f))
    }

    /// Whether `figure` differs where the file can check it: a rule's difference.
    pub fn differs_by_rule(&self, figure: Published4) -> bool {
        self.differs.contains(&figure) && !self.excused.contains(&figure)
    }
}

/// The published standings against one ruleset.
#[derive(Clone, Debug, PartialEq)]
pub struct Audit {
    /// The ruleset of the computed figures.
    pub ruleset: Ruleset,
    /// One row per published player, in the published order.
    pub rows: Vec<AuditRow>,
    /// The standings computed.
    pub standings: Standings,
    /// What the file lacks, and whose figures it reaches (from the records alone, whatever the
    /// ruleset).
    pub gaps: Gaps,
    /// The file's precision, in decimals ([`Published::precision`]).
    pub precision: u32,
}

impl Audit {
    /// Whether every figure of every player agrees.
    pub fn agrees(&self) -> bool {
        self.rows.iter().all(AuditRow::agrees)
    }

    /// Whether every figure agrees where the file can check it: a player who differs depends on
    /// a match the file lacks.
    pub fn agrees_where_checkable(&self) -> bool {
        !self.rows.iter().any(AuditRow::differs_checkably)
    }

    /// How many players have a figure that does not agree.
    pub fn players_that_differ(&self) -> usize {
        self.rows.iter().filter(|r| !r.agrees()).count()
    }

    /// How many players differ where the file can check them.
    pub fn players_that_differ_checkably(&self) -> usize {
        self.rows.iter().filter(|r| r.differs_checkably()).count()
    }

    /// Why `figure` of `player` cannot be checked, when the file's gaps excuse it: it counts a
    /// match the file lacks, or the file records who won each match and not the games.
    pub fn excuse(&self, player: PlayerId, figure: Published4) -> Option<&'static str> {
        if figure.excused_by(self.gaps.reach_of(player)) {
            Some("this figure counts a match the file lacks")
        } else if figure.excused_by_no_games(&self.gaps) {
            Some("the file records who won each match, not the games")
        } else {
            None
        }
    }

    /// The row of `player`, if published.
    pub fn row_of(&self, player: PlayerId) -> Option<&AuditRow> {
        self.rows.iter().find(|r| r.player == player)
    }

    /// For each figure, the largest difference between a computed and a published value, over
    /// the players the file can check; `None` where every one agrees. A computed figure missing where one was
    /// published counts as a difference of unknown size, reported as `None` inside.
    pub fn largest_differences(&self) -> Vec<(Published4, Option<Fraction>)> {
        let mut out = Vec::new();
        for (i, figure) in Published4::ALL.into_iter().enumerate() {
            let mut largest: Option<Option<Fraction>> = None;
            for row in self.rows.iter().filter(|r| r.differs_by_rule(figure)) {
                let d = figure.difference(&row.published, row.computed[i]);
                largest = Some(match (largest, d) {
                    (None, d) => d,
                    (Some(Some(a)), Some(b)) => Some(a.max(b)),
                    (Some(a), None) => a,
                    (Some(None), Some(b)) => Some(b),
                });
            }
            if let Some(l) = largest {
                out.push((figure, l));
            }
        }
        out
    }
}

/// The event's published standings against `ruleset`: `Err` with a sentence when the event has
/// none, or when the ruleset refuses one of its results (such as 3-0 under `mtr`).
pub fn audit(event: &Event, ruleset: &Ruleset) -> Result<Audit, InputError> {
    audit_with(event, ruleset, &gaps_of(event)?)
}

/// Each published figure that is not a percentage (`-0.2`), in a sentence, in the published
/// order: `Ann: Melee published GW as -0.2, which is not a percentage: not compared.`
pub fn not_percentage_sentences(event: &Event) -> Vec<String> {
    let Some(published) = &event.published else {
        return Vec::new();
    };
    let publisher = published.publisher();
    let publisher = crate::core::tiebreakers::gaps::within_sentence(&publisher);
    published
        .rows
        .iter()
        .flat_map(|row| {
            row.not_percentages
                .iter()
                .map(move |(c, text)| (row.player, c, text))
        })
        .map(|(p, column, text)| {
            format!(
                "{}: {publisher} published {} as {text}, which is not a percentage: not compared.",
                event.players.get(p).map_or("", |p| p.name.as_str()),
                column.heading()
            )
        })
        .collect()
}

/// The sentence of an event with no published standings.
fn no_published() -> InputError {
    InputError::new("the event carries no published standings to compare with: read a file that has them, such as an archive file with `Standings`.")
}

/// The file's gaps, or the sentence of an event with no published standings.
fn gaps_of(event: &Event) -> Result<Gaps, InputError> {
    gaps(event).ok_or_else(no_published)
}

/// [`audit`] with the file's gaps found once for every ruleset.
fn audit_with(event: &Event, ruleset: &Ruleset, gaps: &Gaps) -> Result<Audit, InputError> {
    let published = event.published.as_ref().ok_or_else(no_published)?;
    event.check_results_as(ruleset.results)?;
    let standings = compute(event, ruleset)?;
    Ok(Audit {
        ruleset: ruleset.clone(),
        rows: rows(published, &standings, gaps),
        standings,
        gaps: gaps.clone(),
        precision: published.precision(),
    })
}

/// The published standings against standings already computed (the app's, under the ruleset it
/// shows): `None` when the event carries none.
pub fn audit_standings(event: &Event, standings: &Standings) -> Option<Audit> {
    let published = event.published.as_ref()?;
    let gaps = gaps(event)?;
    Some(Audit {
        ruleset: standings.ruleset.clone(),
        rows: rows(published, standings, &gaps),
        standings: standings.clone(),
        gaps,
        precision: published.precision(),
    })
}

/// A published figure of one player, for a breakdown: the line to show under the computed
/// figure, and whether they agree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PublishedFigure {
    /// The figure of the breakdown it belongs under.
    pub tiebreaker: Tiebreaker,
    /// `Melee published 55.55555%; computed exactly 5/9 = 55.56%.`, and when they differ, the
    /// presets that give the published figure.
    pub line: String,
    /// Whether the computed figure agrees with the published one.
    pub agrees: bool,
    /// Whether a gap in the file excuses it where it does not agree ([`Audit::excuse`]): not a
    /// rule's difference.
    pub excused: bool,
}

/// The published figures of `player` against `audit` (for a breakdown). Every preset is computed
/// only when a figure differs, to name the presets that give it.
pub fn published_figures(event: &Event, audit: &Audit, player: PlayerId) -> Vec<PublishedFigure> {
    let Some(row) = audit.row_of(player) else {
        return Vec::new();
    };
    let audits = if row.agrees() {
        Vec::new()
    } else {
        audit_presets(event)
    };
    Published4::ALL
        .into_iter()
        .filter_map(|figure| {
            let line = published_line(event, audit, &audits, player, figure)?;
            Some(PublishedFigure {
                tiebreaker: figure.tiebreaker(),
                line,
                agrees: !row.differs.contains(&figure),
                excused: row.excused.contains(&figure),
            })
        })
        .collect()
}

fn rows(published: &Published, standings: &Standings, gaps: &Gaps) -> Vec<AuditRow> {
    let precision = published.precision();
    published
        .rows
        .iter()
        .map(|row| {
            let p = &standings.players[row.player];
            let computed = Published4::ALL.map(|f| f.computed(p));
            let differs = Published4::ALL
                .into_iter()
                .zip(computed)
                .filter(|(f, c)| f.agrees(row, *c, precision) == Some(false))
                .map(|(f, _)| f)
                .collect();
            let reach = gaps.reach_of(row.player);
            AuditRow {
                player: row.player,
                published: row.clone(),
                computed,
                differs,
                depends: reach != Reach::Checked,
                excused: Published4::ALL
                    .into_iter()
                    .filter(|&f| f.excused_by(reach) || f.excused_by_no_games(gaps))
                    .collect(),
            }
        })
        .collect()
}

/// Every preset against the published standings, in the order of [`PRESETS`]: its audit, or
/// the sentence of the result it refuses.
pub fn audit_presets(event: &Event) -> Vec<(&'static str, Result<Audit, InputError>)> {
    let gaps = gaps_of(event);
    PRESETS
        .iter()
        .map(|p| {
            let ruleset = Ruleset::preset(p.name).unwrap_or_default();
            let audit = match &gaps {
                Ok(gaps) => audit_with(event, &ruleset, gaps),
                Err(e) => Err(e.clone()),
            };
            (p.name, audit)
        })
        .collect()
}

/// The presets under which every published figure agrees, in the order of [`PRESETS`].
pub fn presets_that_agree(event: &Event) -> Vec<&'static str> {
    agreeing(&audit_presets(event))
}

/// Of the audits of [`audit_presets`], the presets under which every figure agrees where the
/// file can check it.
pub fn agreeing(audits: &[(&'static str, Result<Audit, InputError>)]) -> Vec<&'static str> {
    audits
        .iter()
        .filter(|(_, a)| a.as_ref().is_ok_and(Audit::agrees_where_checkable))
        .map(|(name, _)| *name)
        .collect()
}

/// The presets that give `player`'s published `figure` (from the audits of [`audit_presets`]).
pub fn presets_giving(
    audits: &[(&'static str, Result<Audit, InputError>)],
    player: PlayerId,
    figure: Published4,
) -> Vec<&'static str> {
    audits
        .iter()
        .filter(|(_, a)| {
            a.as_ref()
                .ok()
                .and_then(|a| a.row_of(player))
                .is_some_and(|r| !r.differs_by_rule(figure))
        })
        .map(|(name, _)| *name)
        .collect()
}

/// The audit `tiebreak audit` shows without `--ruleset`: under the event's own ruleset when it
/// agrees for every player the file can check, else under the first preset that does, else the
/// event's own. A preset is taken from `audits` ([`audit_presets`]) rather than computed again.
pub fn audit_to_show(
    event: &Event,
    audits: &[(&'static str, Result<Audit, InputError>)],
) -> Result<Audit, InputError> {
    let own = match audits
        .iter()
        .find(|(name, _)| event.ruleset.is_preset() && *name == event.ruleset.name)
    {
        Some((_, a)) => a.clone(),
        None => audit(event, &event.ruleset),
    };
    if own.as_ref().is_ok_and(Audit::agrees_where_checkable) {
        return own;
    }
    match audits
        .iter()
        .find_map(|(_, a)| a.as_ref().ok().filter(|a| a.agrees_where_checkable()))
    {
        Some(a) => Ok(a.clone()),
        None => own,
    }
}

/// The presets that give every published figure, after a summary that says some differ: `wltr,
/// pod-sheet and melee give every published figure. mtr differs from wltr only in the floor:
/// 0.33 against one third.` (`giving` from [`presets_that_agree`]).
pub fn giving_sentence(ruleset: &Ruleset, giving: &[&str]) -> String {
    let nearest = nearest_words(ruleset, giving)
        .map(|n| format!(" {n}"))
        .unwrap_or_default();
    match giving {
        [] => "No preset gives every published figure.".to_string(),
        [one] => format!("{one} gives every published figure.{nearest}"),
        many => format!(
            "{} give every published figure.{nearest}",
            crate::core::base::words::and_list(many)
        ),
    }
}

/// A figure's difference in the published unit, with 7 decimals: `0.0033333`.
pub fn difference_words(figure: Published4, difference: Option<Fraction>) -> String {
    match (figure, difference) {
        (_, None) => "a figure not computed".into(),
        (Published4::Points, Some(d)) => {
            crate::core::base::words::plural(d.to_fixed(0), "point", "points")
        }
        (_, Some(d)) => d.to_fixed(7),
    }
}

/// What the published standings are against `audit`, in one sentence, then the file's gaps in
/// another when it has any: `Every figure of the 14 players Melee published agrees under melee.`,
/// `Under mtr, 12 of the 14 players Melee published differ on at least one figure.`, or, with
/// gaps, `Under melee, every figure agrees for the 10 of the 14 players whose figures the file
/// can check.` and the gaps' sentence ([`Gaps::sentence`]).
pub fn summary(event: &Event, audit: &Audit) -> String {
    let publisher = event
        .published
        .as_ref()
        .map_or_else(|| "The platform".to_string(), Published::publisher);
    let within = crate::core::tiebreakers::gaps::within_sentence(&publisher);
    let n = audit.rows.len();
    let dependent = audit.rows.iter().filter(|r| r.depends).count();
    let differ = audit.players_that_differ_checkably();
    let name = &audit.ruleset.name;
    let first = if dependent * 2 > n {
        // More than half cannot be checked: the file checks too little to say it agrees.
        let rest = if differ == 0 {
            "no figure the file can check differs".to_string()
        } else {
            format!(
                "{} {} on a figure the file can check",
                crate::core::base::words::plural(differ as u32, "player", "players"),
                if differ == 1 { "differs" } else { "differ" }
            )
        };
        format!("{dependent} of the {n} players {within} published cannot be checked; under {name}, {rest}.")
    } else if dependent == 0 && differ == 0 && audit.gaps.no_games {
        format!(
            "Every figure the file can check of the {} {within} published agrees under {name}.",
            crate::core::base::words::plural(n as u32, "player", "players"),
        )
    } else if dependent == 0 && differ == 0 {
        format!(
            "Every figure of the {} {within} published agrees under {name}.",
            crate::core::base::words::plural(n as u32, "player", "players"),
        )
    } else if dependent == 0 {
        format!(
            "Under {name}, {differ} of the {n} players {within} published {} on at least one figure.",
            if differ == 1 { "differs" } else { "differ" }
        )
    } else if differ == 0 {
        format!(
            "Under {name}, every figure agrees for the {} of the {n} players {within} published whose figures the file can check.",
            n - dependent
        )
    } else {
        format!(
            "Under {name}, {differ} of the {} players {within} published whose figures the file can check {} on at least one figure.",
            n - dependent,
            if differ == 1 { "differs" } else { "differ" }
        )
    };
    match audit.gaps.sentence(&publisher) {
        Some(gaps) => format!("{first} {gaps}"),
        None => first,
    }
}

/// Another preset against the published standings, in a few words: `mtr: 12 players differ
/// (OMW by up to 0.0033334, OGW by up to 0.0033334)`, `wltr agrees for every player`, or `wer
/// refuses round 3, table 5: …`.
pub fn preset_words(name: &str, audit: &Result<Audit, InputError>) -> String {
    match audit {
        Err(why) => format!("{name} refuses the event: {why}"),
        Ok(a) if a.agrees_where_checkable() => format!("{name} agrees for every player"),
        Ok(a) => {
            let differ = a.players_that_differ_checkably();
            let by: Vec<String> = a
                .largest_differences()
                .into_iter()
                .map(|(f, d)| format!("{} by up to {}", f.heading(), difference_words(f, d)))
                .collect();
            format!(
                "{name}: {} ({})",
                crate::core::base::words::plural(differ as u32, "player differs", "players differ"),
                by.join(", ")
            )
        }
    }
}

/// The published figure of `player` under the computed one, for a breakdown: `Melee published
/// 55.55555%; computed exactly 5/9 = 55.56%.`, then, when they do not agree, the presets that
/// give the published figure. `None` when nothing was published for this figure.
pub fn published_line(
    event: &Event,
    audit: &Audit,
    audits: &[(&'static str, Result<Audit, InputError>)],
    player: PlayerId,
    figure: Published4,
) -> Option<String> {
    let publisher = event.published.as_ref()?.publisher();
    let row = audit.row_of(player)?;
    let i = Published4::ALL.iter().position(|&f| f == figure)?;
    let computed = row.computed[i];
    let published = figure.published_words(&row.published)?;
    let computed_words = match figure {
        Published4::Points => computed.map_or_else(
            || "nothing".into(),
            |c| crate::core::base::words::plural(c.to_fixed(0), "point", "points"),
        ),
        _ => computed.map_or_else(
            || "no figure".into(),
            |c| {
                format!(
                    "exactly {}",
                    crate::core::tiebreakers::report::fraction_and_percent(c)
                )
            },
        ),
    };
    let mut line = format!("{publisher} published {published}; computed {computed_words}.");
    let by_games = audit.gaps.no_games && matches!(figure, Published4::Gw | Published4::Ogw);
    if row.differs.contains(&figure)
        && row.excused.contains(&figure)
        && by_games
        && !figure.excused_by(audit.gaps.reach_of(player))
    {
        line.push_str(
            " The file records who won each match, not the games: not a rule's difference.",
        );
    } else if row.differs.contains(&figure) && row.excused.contains(&figure) {
        // Not a rule's difference: the figure counts a match the file does not hold.
        line.push_str(match audit.gaps.reach_of(player) {
            Reach::Own if audit.gaps.gap_of(player).is_some() => {
                " The file lacks a match of this player's, which the published figure counts: not a rule's difference."
            }
            Reach::Own => {
                " The published figure counts rounds the file does not hold: not a rule's difference."
            }
            _ => {
                " The published figure counts an opponent's match that the file lacks: not a rule's difference."
            }
        });
    } else if row.differs.contains(&figure) {
        let giving = presets_giving(audits, player, figure);
        line.push_str(&format!(
            " {} does not give the published figure; {}.",
            audit.ruleset.name,
            match giving.as_slice() {
                [] => "no preset gives it".to_string(),
                [one] => format!("{one} gives it"),
                many => format!("{} give it", crate::core::base::words::and_list(many)),
            }
        ));
        if let Some(nearest) = nearest_words(&audit.ruleset, &giving) {
            line.push(' ');
            line.push_str(&nearest);
        }
    }
    Some(line)
}

/// Which rule makes `ruleset` differ from the presets that give the published figures, through
/// the nearest of them (the fewest choices apart): `mtr differs from wltr only in the floor: 0.33
/// against one third.` `None` when no preset gives them.
pub fn nearest_words(ruleset: &Ruleset, giving: &[&str]) -> Option<String> {
    let (name, differences) = giving
        .iter()
        .filter_map(|name| {
            let preset = Ruleset::preset(name).ok()?;
            Some((*name, ruleset.differences(&preset)))
        })
        .filter(|(_, d)| !d.is_empty())
        .min_by_key(|(_, d)| d.len())?;
    Some(match differences.as_slice() {
        [one] => format!("{} differs from {name} only in {one}.", ruleset.name),
        many => format!(
            "{} differs from {name} in {}.",
            ruleset.name,
            many.join("; ")
        ),
    })
}
