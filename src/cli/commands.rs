//! Each command's work: read the event, apply the ruleset's options, compute, and render the text
//! to print with `src/render`.

use crate::core::edit::{self, Edit, Stamp};
use crate::core::model::log::format_time;
use crate::core::pairing::next_round;
use crate::core::write_log_json;
use crate::core::{advice, share};
use crate::core::{
    compute, tiebreakers::report, Choice, Event, Ruleset, Standings, Tiebreaker, PRESETS,
};
use crate::core::{read_event, read_event_as_recorded, tiebreakers::audit as core_audit, Results};
use crate::render::{
    advice as render_advice, audit as render_audit, csv, html, json, log as render_log, text,
};

use std::ffi::OsString;
use std::io::Write;

use super::args::{input, read_input, usage, Failure, Format, Options, QrFormat, DEFAULT_BASE};

/// What `tiebreak standings` computed, given back once printed: the process, about to exit, leaves
/// it to the system to free (`cli::run`) instead of running 2000 players' destructors.
pub(super) struct Computed(
    #[expect(
        dead_code,
        reason = "held only to be freed by the system at exit, never read"
    )]
    Event,
    #[expect(
        dead_code,
        reason = "held only to be freed by the system at exit, never read"
    )]
    Standings,
);

/// `tiebreak standings`: the table, or one player's breakdown, written to `out`. A failure is
/// returned before anything is written; an error writing (a closed pipe) is not a failure.
pub(super) fn standings<W: Write>(
    o: &Options,
    text: &str,
    out: &mut W,
) -> Result<Computed, Failure> {
    let file = o.file.to_string_lossy();
    let best_of = o.best_of.unwrap_or(crate::core::DEFAULT_BEST_OF);
    let event = read(o, text, best_of)?;
    let ruleset = ruleset_for(o, &event)?;
    check_results_under(o, &event, &ruleset)?;
    let standings = compute(&event, &ruleset).map_err(|e| input(format!("{file}: {e}")))?;

    if let Some(name) = &o.player {
        let Some(player) = event.player_named(name) else {
            return Err(input(unknown_player(&event, name)));
        };
        let explanation = report::explain(&event, &standings, player);
        let _ = match o.format {
            Format::Text => {
                let mut printed = text::explanation(&explanation);
                if let Some(audit) = core_audit::audit_standings(&event, &standings) {
                    let figures = core_audit::published_figures(&event, &audit, player);
                    printed.push_str(&render_audit::breakdown_text(&event, &figures));
                }
                out.write_all(printed.as_bytes())
            }
            Format::Json => json::write_pretty(out, &explanation),
            Format::Csv => {
                return Err(usage(
                    "--player has no CSV form: use --format text or --format json.",
                ))
            }
        };
        return Ok(Computed(event, standings));
    }
    let _ = match o.format {
        Format::Text => out.write_all(text::standings(&event, &standings).as_bytes()),
        Format::Json => json::write_rows(out, &event, &standings),
        Format::Csv => out.write_all(csv::standings(&event, &standings).as_bytes()),
    };
    Ok(Computed(event, standings))
}

/// The file read under its own ruleset, as every command reads it; but with every result as
/// recorded (0-0-0 and 3-0 too) when the options ask for a ruleset that reads them so
/// (`--ruleset melee` on a match CSV). The ruleset the command runs under is chosen next, and its
/// results checked then ([`check_results_under`]): `--ruleset mtr` on Melee's file refuses 3-0.
fn read(o: &Options, text: &str, best_of: u32) -> Result<Event, Failure> {
    let file = o.file.to_string_lossy();
    let asked = o.ruleset.is_some() || !o.overrides.is_empty();
    let as_recorded = asked && ruleset_for(o, &Event::default())?.results != Results::BestOf;
    let read = if as_recorded {
        read_event_as_recorded
    } else {
        read_event
    };
    read(text, best_of).map_err(|e| input(format!("{file}: {e}")))
}

/// Refuses an event whose results `ruleset` does not read (3-0 in a best-of-3 under `mtr`), with
/// the round, the table and the ruleset that reads them.
fn check_results_under(o: &Options, event: &Event, ruleset: &Ruleset) -> Result<(), Failure> {
    event
        .check_results_as(ruleset.results)
        .map_err(|e| input(format!("{}: {e}", o.file.to_string_lossy())))
}

/// The event of `pair` and `share`: the file read, under `--ruleset` and the overrides if given
/// (else the event's own ruleset).
pub(super) fn event_under_options(o: &Options, text: &str) -> Result<Event, Failure> {
    let mut event = read(o, text, o.best_of.unwrap_or(crate::core::DEFAULT_BEST_OF))?;
    if o.ruleset.is_some() || !o.overrides.is_empty() {
        event.ruleset = ruleset_for(o, &event)?;
    }
    check_results_under(o, &event, &event.ruleset)?;
    Ok(event)
}

/// `tiebreak audit`: the published standings against `--ruleset` (else the ruleset that agrees,
/// [`core_audit::audit_to_show`]), and every preset's answer. The text to print, whether
/// every figure the file can check agrees, and the ruleset's name.
pub(super) fn audit(o: &Options, text: &str) -> Result<(String, bool, String), Failure> {
    let file = o.file.to_string_lossy();
    let event = read(o, text, o.best_of.unwrap_or(crate::core::DEFAULT_BEST_OF))?;
    if event.published.is_none() {
        return Err(input(format!(
            "{file}: the file carries no published standings to compare with: `tiebreak audit` reads an archive file with its `Standings` (or an event the app imported from one)."
        )));
    }
    let audits = core_audit::audit_presets(&event);
    let shown = if o.ruleset.is_some() || !o.overrides.is_empty() {
        core_audit::audit(&event, &ruleset_for(o, &event)?)
    } else {
        core_audit::audit_to_show(&event, &audits)
    }
    .map_err(|e| input(format!("{file}: {e}")))?;
    let agrees = shown.agrees_where_checkable();
    let text = match o.format {
        Format::Json => render_audit::json(&event, &shown, &audits),
        _ => render_audit::text(&event, &shown, &audits),
    };
    Ok((text, agrees, shown.ruleset.name))
}

/// What one file of `tiebreak audit FILE FILE...` comes to.
enum Outcome {
    /// Every figure agrees under the ruleset.
    Agrees { ruleset: String, players: usize },
    /// Every figure agrees where the file can check it.
    Gaps {
        ruleset: String,
        players: usize,
        gap_players: usize,
        depend: usize,
    },
    /// Some player the file can check differs; `other` is the first preset that agrees.
    Differs {
        ruleset: String,
        players: usize,
        differ: usize,
        other: Option<&'static str>,
    },
    /// The file was not read, or has no published standings: the sentence.
    Refused(String),
}

impl Outcome {
    fn code(&self) -> &'static str {
        match self {
            Outcome::Agrees { .. } => "agrees",
            Outcome::Gaps { .. } => "gaps",
            Outcome::Differs { .. } => "differs",
            Outcome::Refused(_) => "refused",
        }
    }
}

/// One file of a many-file audit: read it, and audit it under its own ruleset (the preset of
/// its date for Melee's), the other presets only when that one differs.
fn audit_one(path: &OsString) -> Outcome {
    let text = match read_input(path) {
        Ok(t) => t,
        Err(f) => return Outcome::Refused(f.message),
    };
    let event = match read_event(&text, 3) {
        Ok(e) => e,
        Err(e) => return Outcome::Refused(e.to_string()),
    };
    drop(text);
    let own = match core_audit::audit(&event, &event.ruleset) {
        Ok(a) => a,
        Err(e) => return Outcome::Refused(e.to_string()),
    };
    let ruleset = own.ruleset.name.clone();
    let players = own.rows.len();
    if own.agrees() {
        Outcome::Agrees { ruleset, players }
    } else if own.agrees_where_checkable() {
        Outcome::Gaps {
            ruleset,
            players,
            gap_players: own.gaps.gaps.len(),
            depend: own.gaps.dependent(),
        }
    } else {
        let other = core_audit::agreeing(&core_audit::audit_presets(&event))
            .into_iter()
            .find(|&name| name != ruleset);
        Outcome::Differs {
            ruleset,
            players,
            differ: own.players_that_differ_checkably(),
            other,
        }
    }
}

/// `tiebreak audit FILE FILE...`: one line a file, in the order given, then a summary line;
/// the files are read on every core. Whether no file differs or was refused.
pub(super) fn audit_many<W: Write>(o: &Options, out: &mut W) -> bool {
    let files: Vec<&OsString> = std::iter::once(&o.file).chain(&o.more_files).collect();
    let workers = std::thread::available_parallelism()
        .map_or(1, std::num::NonZeroUsize::get)
        .min(files.len());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let done: std::sync::Mutex<Vec<Option<Outcome>>> =
        std::sync::Mutex::new((0..files.len()).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some(path) = files.get(i) else { break };
                let outcome = audit_one(path);
                if let Ok(mut d) = done.lock() {
                    d[i] = Some(outcome);
                }
            });
        }
    });
    let done = done.into_inner().unwrap_or_default();
    let mut counts = [0usize; 4];
    for (path, outcome) in files.iter().zip(&done) {
        let Some(outcome) = outcome else { continue };
        let file = path.to_string_lossy();
        counts[match outcome {
            Outcome::Agrees { .. } => 0,
            Outcome::Gaps { .. } => 1,
            Outcome::Differs { .. } => 2,
            Outcome::Refused(_) => 3,
        }] += 1;
        let line = match o.format {
            Format::Json => {
                let mut v = crate::render::json::Fields::default();
                v.push("file", file.as_ref());
                v.push("outcome", outcome.code());
                match outcome {
                    Outcome::Agrees { ruleset, players } => {
                        v.push("ruleset", ruleset.as_str());
                        v.push("players", *players);
                    }
                    Outcome::Gaps {
                        ruleset,
                        players,
                        gap_players,
                        depend,
                    } => {
                        v.push("ruleset", ruleset.as_str());
                        v.push("players", *players);
                        v.push("gap_players", *gap_players);
                        v.push("depend", *depend);
                    }
                    Outcome::Differs {
                        ruleset,
                        players,
                        differ,
                        other,
                    } => {
                        v.push("ruleset", ruleset.as_str());
                        v.push("players", *players);
                        v.push("differ", *differ);
                        v.push("agreeing_preset", *other);
                    }
                    Outcome::Refused(why) => {
                        v.push("reason", why.as_str());
                    }
                }
                serde_json::to_string(&v).unwrap_or_default()
            }
            _ => match outcome {
                Outcome::Agrees { ruleset, players } => {
                    let players = crate::core::base::words::plural(*players as u32, "player", "players");
                    format!("agrees   {ruleset:<18} {file}: every figure of {players}")
                }
                Outcome::Gaps {
                    ruleset,
                    players,
                    gap_players,
                    depend,
                } if depend * 2 > *players => format!(
                    "gaps     {ruleset:<18} {file}: {depend} of {} cannot be checked; it lacks matches of {}",
                    crate::core::base::words::plural(*players as u32, "player", "players"),
                    crate::core::base::words::plural(*gap_players as u32, "player", "players"),
                ),
                Outcome::Gaps {
                    ruleset,
                    gap_players,
                    depend,
                    ..
                } => format!(
                    "gaps     {ruleset:<18} {file}: every figure the file can check; it lacks matches of {}, and {} depend on them",
                    crate::core::base::words::plural(*gap_players as u32, "player", "players"),
                    crate::core::base::words::plural(*depend as u32, "player", "players")
                ),
                Outcome::Differs {
                    ruleset,
                    differ,
                    other,
                    ..
                } => format!(
                    "differs  {ruleset:<18} {file}: {} the file can check {}{}",
                    crate::core::base::words::plural(*differ as u32, "player", "players"),
                    if *differ == 1 { "differs" } else { "differ" },
                    other.map(|o| format!(" ({o} agrees)")).unwrap_or_default()
                ),
                Outcome::Refused(why) => format!("refused  {:<18} {file}: {why}", "-"),
            },
        };
        if writeln!(out, "{line}").is_err() {
            break;
        }
    }
    let total = files.len();
    let summary = match o.format {
        Format::Json => serde_json::to_string(&crate::render::json::Fields(vec![
            ("files", total.into()),
            ("agrees", counts[0].into()),
            ("gaps", counts[1].into()),
            ("differs", counts[2].into()),
            ("refused", counts[3].into()),
        ]))
        .unwrap_or_default(),
        _ => format!(
            "{total} files: {} agree, {} agree where the file can check (gaps named), {} differ, {} refused.",
            counts[0], counts[1], counts[2], counts[3]
        ),
    };
    let _ = writeln!(out, "{summary}");
    counts[2] == 0 && counts[3] == 0
}

/// Seconds since 1970, now.
pub(super) fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// `tiebreak share`: the players' link, or its QR code.
pub(super) fn share_link(o: &Options, text: &str) -> Result<String, Failure> {
    let file = o.file.to_string_lossy();
    let event = event_under_options(o, text)?;
    let taken_at = o.taken_at.unwrap_or_else(now);
    let link = share::players_link(o.base.as_deref().unwrap_or(DEFAULT_BASE), &event, taken_at);
    let Some(format) = o.qr else {
        return Ok(format!("{link}\n"));
    };
    let Some(code) = share::qr(&link) else {
        return Err(input(format!(
            "{file}: the link is {} characters, too long for a QR code that a phone can read (version {} holds about 1,270): share the link itself (`tiebreak share` without --qr).",
            link.len(),
            share::MAX_QR_VERSION
        )));
    };
    Ok(match format {
        QrFormat::Svg => {
            let mut svg = html::qr_svg(&code, &link).into_string();
            svg.push('\n');
            svg
        }
        QrFormat::Text => format!("{}\n{link}\n", text::qr(&code)),
    })
}

/// `tiebreak advise`: what each table (or, before a round is paired, each player) needs.
pub(super) fn advise(o: &Options, text: &str) -> Result<String, Failure> {
    let file = o.file.to_string_lossy();
    let event = event_under_options(o, text)?;
    let advice = advice::advise(
        &event,
        o.top.unwrap_or(advice::DEFAULT_CUT),
        o.samples.unwrap_or(advice::DEFAULT_SAMPLES),
    )
    .map_err(|e| input(format!("{file}: {e}")))?;
    Ok(match o.format {
        Format::Json => json::pretty(&render_advice::json(&event, &advice), 4096),
        _ => render_advice::text(&event, &advice),
    })
}

/// `tiebreak log`: the corrections log, oldest first; as JSON, the event file's own `log` array.
pub(super) fn log(o: &Options, text: &str) -> Result<String, Failure> {
    let event = read(o, text, 3)?;
    Ok(match o.format {
        Format::Json => format!("{}\n", write_log_json(&event)),
        _ => render_log::text(&event),
    })
}

/// `tiebreak pair`: the next round's pairings, by the same code as the app.
pub(super) fn pair(o: &Options, text: &str) -> Result<String, Failure> {
    let file = o.file.to_string_lossy();
    let mut event = event_under_options(o, text)?;
    let played = event.rounds_paired();
    // Each drop is an edit like the app's: checked against the whole event, or refused.
    let stamp = Stamp::at(&format_time(now()));
    for name in &o.drops {
        let Some(p) = event.player_named(name) else {
            return Err(input(unknown_player(&event, name)));
        };
        // A player dropped already (or disqualified) sits this round out as they are: their drop
        // is not moved to a later round.
        if event.players[p]
            .dropped_after
            .is_some_and(|after| after <= played)
        {
            continue;
        }
        let drop = Edit::Drop {
            player: p,
            after: played,
        };
        event = edit::apply(&event, &drop, &stamp).map_err(|e| input(format!("{file}: {e}")))?;
    }
    let seed = o.seed.or(event.seed).unwrap_or(0);
    let round = next_round(&event, seed, false).map_err(|e| input(format!("{file}: {e}")))?;
    let standings = compute(&event, &event.ruleset).map_err(|e| input(format!("{file}: {e}")))?;
    let text = text::pairings(&event, &standings, &round, played + 1, seed);
    // The sentences read the round back from the event it joins.
    event.rounds.push(round);
    Ok(match o.format {
        Format::Json => json::pairings(&event, played + 1),
        _ => text,
    })
}

pub(super) fn unknown_player(event: &Event, name: &str) -> String {
    let names: Vec<&str> = event.players.iter().map(|p| p.name.as_str()).collect();
    let shown = if names.len() <= 12 {
        names.join(", ")
    } else {
        format!("{}, and {} more", names[..12].join(", "), names.len() - 12)
    };
    format!("no player named `{name}` in this event. The players are: {shown}.")
}

/// The ruleset: `--ruleset`, else the event file's own, else `mtr`; then each override.
pub(super) fn ruleset_for(o: &Options, event: &Event) -> Result<Ruleset, Failure> {
    let mut ruleset = match &o.ruleset {
        Some(name) => Ruleset::preset(name).map_err(|e| usage(e.to_string()))?,
        None => event.ruleset.clone(),
    };
    for (name, value) in &o.overrides {
        // The CLI's own spellings (`none` for no floor, `true` and `false`), onto the codes of
        // `Ruleset::set_choice`; an empty value is none of them.
        let code = match (name.as_str(), value.as_str()) {
            (_, "") => None,
            ("--byes-in-match-win", "true") => Some("yes"),
            ("--byes-in-match-win", "false") => Some("no"),
            (n, "none") if n.ends_with("floor") => Some(""),
            (_, v) => Some(v),
        };
        let mut set = |choice: Choice| {
            let code = code.ok_or(())?;
            ruleset.set_choice(choice, code).map_err(|_| ())?;
            let floor = match choice {
                Choice::MatchWinFloor => ruleset.match_win_floor,
                Choice::GameWinFloor => ruleset.game_win_floor,
                Choice::OpponentGameWinFloor => ruleset.opponent_game_win_floor,
                _ => None,
            };
            if Ruleset::floor_is_valid(floor) {
                Ok(())
            } else {
                Err(())
            }
        };
        let done = match name.as_str() {
            "--floor" => set(Choice::MatchWinFloor)
                .and_then(|()| set(Choice::GameWinFloor))
                .and_then(|()| set(Choice::OpponentGameWinFloor)),
            "--match-win-floor" => set(Choice::MatchWinFloor),
            "--game-win-floor" => set(Choice::GameWinFloor),
            "--opponent-game-win-floor" => set(Choice::OpponentGameWinFloor),
            "--byes-in-match-win" => set(Choice::ByesInMatchWin),
            "--bye-games" => set(Choice::ByeGames),
            "--repeated-opponents" => set(Choice::RepeatedOpponents),
            "--results" => set(Choice::Results),
            "--empty-figure" => set(Choice::EmptyFigure),
            "--playoff" => set(Choice::Playoff),
            "--unplayed-rounds" => set(Choice::UnplayedRounds),
            "--match-points" => set(Choice::MatchPoints),
            _ => {
                ruleset.tiebreakers = parse_tiebreakers(value)?;
                Ok(())
            }
        };
        if done.is_err() {
            return Err(usage(match name.as_str() {
                "--byes-in-match-win" => format!("--byes-in-match-win takes yes or no, not `{value}`."),
                "--bye-games" => format!("--bye-games takes 2-0, none or as-round, not `{value}`."),
                "--repeated-opponents" => {
                    format!("--repeated-opponents takes each or once, not `{value}`.")
                }
                "--results" => format!("--results takes best-of or as-recorded, not `{value}`."),
                "--empty-figure" => format!("--empty-figure takes none, floor, zero or floor-0.3333, not `{value}`."),
                "--playoff" => format!("--playoff takes left-out, counted, no-points, by-round or everyone, not `{value}`."),
                "--unplayed-rounds" => format!("--unplayed-rounds takes left-out or lost, not `{value}`."),
                "--match-points" => format!("--match-points takes a win's and a draw's match points such as 3-1, a win from 1 to {} and a draw no more than a win; not `{value}`.", crate::core::MatchPoints::MAX_WIN),
                _ => format!(
                    "{name} takes a fraction between 0 and 1 such as 33/100, 1/3 or 0.33, or none; not `{value}`."
                ),
            }));
        }
    }
    if !o.overrides.is_empty() && !ruleset.name.ends_with(" (custom)") {
        ruleset.name.push_str(" (custom)");
    }
    ruleset.validate().map_err(|e| usage(e.to_string()))?;
    Ok(ruleset)
}

pub(super) fn parse_tiebreakers(value: &str) -> Result<Vec<Tiebreaker>, Failure> {
    let mut list = Vec::new();
    for code in value.split(',').map(str::trim) {
        let Some(t) = Tiebreaker::from_code(code) else {
            let codes: Vec<&str> = Tiebreaker::ALL.iter().map(|t| t.code()).collect();
            return Err(usage(format!(
                "unknown tiebreaker `{code}` in --tiebreakers: choose from {}.",
                codes.join(", ")
            )));
        };
        if list.contains(&t) {
            return Err(usage(format!(
                "`{code}` appears twice in --tiebreakers: list each tiebreaker once."
            )));
        }
        list.push(t);
    }
    Ok(list)
}

pub(super) fn list_rulesets() -> String {
    let mut out = String::new();
    for p in PRESETS {
        out.push_str(&format!(
            "{:<11} {}\n{:<11} Source: {}\n",
            p.name, p.summary, "", p.source
        ));
    }
    out
}
