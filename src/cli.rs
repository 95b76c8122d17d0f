//! The `tiebreak` command line, as a library: the arguments become a typed [`Command`] or a usage
//! error, and [`run`] turns a command into the text to print. `src/bin/tiebreak.rs` is only `main`.
//!
//! Arguments are read as `OsString`s (with `lexopt`), so an argument that is not UTF-8 is a sentence
//! naming its option, not a panic; tests call [`parse`] and [`run_on_text`] without a process.
//!
//! ```
//! use tiebreak::cli::{parse, Command};
//! let command = parse(["standings", "-", "--ruleset", "wer"].map(Into::into)).unwrap();
//! let Command::Standings(options) = command else { panic!() };
//! assert_eq!(options.ruleset.as_deref(), Some("wer"));
//! assert_eq!(parse(["stand".into()]).unwrap_err().code, 2);
//! ```

use std::ffi::OsString;
use std::io::Read;

use crate::core::edit::{self, Edit, Stamp};
use crate::core::log::format_time;
use crate::core::pairing::pair_next_round;
use crate::core::write_log_json;
use crate::core::{advice, share};
use crate::core::{
    compute, one_line, read_event, report, ByeGames, Event, Fraction, Pairing, RepeatedOpponents,
    Ruleset, Tiebreaker, PRESETS,
};
use crate::render::{advice as render_advice, csv, html, json, log as render_log, text};

/// The text of `tiebreak --help`.
pub const USAGE: &str = "\
Usage: tiebreak standings FILE [options]
       tiebreak pair FILE [--seed N] [--format text|json] [--drop NAME]...
       tiebreak share FILE [--base URL] [--qr svg|text]
       tiebreak advise FILE [--top N] [--samples K] [--format text|json]
       tiebreak log FILE [--format text|json]

Computes the standings of a Swiss event exactly, with every tiebreaker and its explanation.
FILE is a match CSV (round,player_a,player_b,a_wins,b_wins,draws) or an event JSON exported by
the app. Use - to read standard input.

Options:
  --ruleset NAME          mtr (default), wer, wltr, dci-1999, pod-sheet, team, cumulative
  --format FORMAT         text (default), json or csv
  --player NAME           show this player's full breakdown instead of the table
  --best-of N             games per match in a CSV file: 1, 3 (default), 5, 7 or 9

Change one choice of the ruleset by hand (applied after --ruleset):
  --floor F               the floor on every percentage: 33/100, 1/3, 0.33, or none
  --match-win-floor F     the floor on match-win %
  --game-win-floor F      the floor on a player's own game-win %
  --opponent-game-win-floor F
                          the floor on each opponent's game-win % inside OGW
  --byes-in-match-win yes|no
                          whether bye rounds count in match-win %
  --bye-games 2-0|none    what a bye is worth in games
  --repeated-opponents each|once
                          whether an opponent met twice counts twice or once
  --tiebreakers LIST      the order, comma-separated: mp,omw,gwp,ogw (also mwp, oomw, cumulative)

Pairing the next round (`tiebreak pair`):
  --seed N                the seed of the random parts (default: the event's, else 0)
  --drop NAME             drop this player before pairing (repeatable)

Sharing the event with players' phones (`tiebreak share`): prints the link (#/v/1/...)
  --base URL              the address players open (default http://127.0.0.1:8080/)
  --qr svg|text           print the link's QR code instead: an SVG image, or text for a terminal
  --taken-at SECONDS      when the snapshot was taken, in seconds since 1970 (default: now)

What each table needs to make the cut (`tiebreak advise`): for each table of the paired round
and each outcome, whether each player is locked into the top N, out, or depends on the other
tables (with the share of completions that make it); before a round is paired, the weakest
result over the remaining rounds that locks each player in.
  --top N                 the cut: the size of the playoff (default 8)
  --samples K             completions simulated for each open outcome (default 200, at most 10000)

The corrections log (`tiebreak log`), oldest first: every result changed once entered, table
added, removed or swapped by hand, round paired again, drop, undrop, late entry, penalty, ruleset
change after round 1, and undo. --format json prints the event file's own `log` array.

  --list-rulesets         list the rulesets and where each comes from
  -h, --help              show this help
  -V, --version           show the version
";

/// A failure to report: the message, and the exit code (2 for a usage mistake, 1 for bad input).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// One sentence, without the `tiebreak: ` the binary puts before it.
    pub message: String,
    /// 2 for a usage mistake, 1 for bad input.
    pub code: u8,
}

fn usage(message: impl Into<String>) -> Failure {
    Failure {
        message: one_line(message.into()),
        code: 2,
    }
}

fn input(message: impl Into<String>) -> Failure {
    Failure {
        message: one_line(message.into()),
        code: 1,
    }
}

/// What the arguments ask for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `--help`.
    Help,
    /// `--version`.
    Version,
    /// `--list-rulesets`.
    ListRulesets,
    /// `tiebreak standings FILE [options]`.
    Standings(Options),
    /// `tiebreak pair FILE [options]`.
    Pair(Options),
    /// `tiebreak share FILE [--base URL] [--qr svg|text]`.
    Share(Options),
    /// `tiebreak advise FILE [--top N] [--samples K] [--format text|json]`.
    Advise(Options),
    /// `tiebreak log FILE [--format text|json]`.
    Log(Options),
}

/// The options of `standings` and `pair`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// The file to read; `-` is standard input. Any bytes the system allows in a file name.
    pub file: OsString,
    /// `--ruleset`.
    pub ruleset: Option<String>,
    /// `--format`.
    pub format: Format,
    /// `--player`.
    pub player: Option<String>,
    /// `--best-of`.
    pub best_of: Option<u32>,
    /// The options that change one choice of the ruleset, in order: (`--floor`, `1/3`).
    pub overrides: Vec<(String, String)>,
    /// `--seed`.
    pub seed: Option<u64>,
    /// `--drop`, each time it is given.
    pub drops: Vec<String>,
    /// `--base`: the address players open (`share`).
    pub base: Option<String>,
    /// `--qr`: print the link's QR code instead of the link (`share`).
    pub qr: Option<QrFormat>,
    /// `--taken-at`: when the snapshot was taken, in seconds since 1970 (`share`).
    pub taken_at: Option<u64>,
    /// `--top`: the cut (`advise`).
    pub top: Option<usize>,
    /// `--samples`: completions simulated for each open outcome (`advise`).
    pub samples: Option<u32>,
}

/// `--qr`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QrFormat {
    /// An SVG image (the whole output is the SVG document).
    Svg,
    /// Text for a terminal, light modules drawn as blocks, then the link.
    Text,
}

/// The largest `--top`: a cut is a playoff, far below this; the event's own size is checked after.
pub const MAX_TOP: usize = 1024;

/// The address `tiebreak share` links to without `--base`: what `scripts/serve.sh` serves.
pub const DEFAULT_BASE: &str = "http://127.0.0.1:8080/";

/// `--format`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Format {
    /// `text`, the default.
    #[default]
    Text,
    /// `json`.
    Json,
    /// `csv`.
    Csv,
}

const OVERRIDES: [&str; 8] = [
    "--floor",
    "--match-win-floor",
    "--game-win-floor",
    "--opponent-game-win-floor",
    "--byes-in-match-win",
    "--bye-games",
    "--repeated-opponents",
    "--tiebreakers",
];

/// Reads the arguments (without the program's name) into a command, or a usage error.
pub fn parse(args: impl IntoIterator<Item = OsString>) -> Result<Command, Failure> {
    let mut args = args.into_iter();
    let Some(command) = args.next() else {
        return Err(usage("no command given: try `tiebreak standings FILE`."));
    };
    let command = command.to_string_lossy();
    let sharing = command == "share";
    let advising = command == "advise";
    let logging = command == "log";
    let command: fn(Options) -> Command = match command.as_ref() {
        "-h" | "--help" | "help" => return Ok(Command::Help),
        "-V" | "--version" => return Ok(Command::Version),
        "--list-rulesets" => return Ok(Command::ListRulesets),
        "standings" => Command::Standings,
        "pair" => Command::Pair,
        "share" => Command::Share,
        "advise" => Command::Advise,
        "log" => Command::Log,
        other => {
            return Err(usage(format!(
                "unknown command `{other}`: the commands are `standings`, `pair`, `share`, `advise` and `log`, as in `tiebreak standings FILE`."
            )))
        }
    };
    let Some(options) = parse_options(args)? else {
        return Ok(Command::Help);
    };
    let share_only = [
        ("--base", options.base.is_some()),
        ("--qr", options.qr.is_some()),
        ("--taken-at", options.taken_at.is_some()),
    ];
    if let Some((name, _)) = share_only.iter().find(|(_, given)| *given && !sharing) {
        return Err(usage(format!(
            "{name} is an option of `tiebreak share`, as in `tiebreak share FILE {name} ...`."
        )));
    }
    let advise_only = [
        ("--top", options.top.is_some()),
        ("--samples", options.samples.is_some()),
    ];
    if let Some((name, _)) = advise_only.iter().find(|(_, given)| *given && !advising) {
        return Err(usage(format!(
            "{name} is an option of `tiebreak advise`, as in `tiebreak advise FILE {name} ...`."
        )));
    }
    if logging {
        let others = [
            ("--ruleset", options.ruleset.is_some()),
            ("--player", options.player.is_some()),
            ("--best-of", options.best_of.is_some()),
            ("--seed", options.seed.is_some()),
            ("--drop", !options.drops.is_empty()),
        ];
        let name = others
            .iter()
            .find(|(_, given)| *given)
            .map(|(name, _)| name.to_string())
            .or_else(|| options.overrides.first().map(|(name, _)| name.clone()));
        if let Some(name) = name {
            return Err(usage(format!(
                "{name} is not an option of `tiebreak log`: it takes only --format text|json."
            )));
        }
        if options.format == Format::Csv {
            return Err(usage(
                "the log has no CSV form: use --format text or --format json.",
            ));
        }
    }
    if advising && options.format == Format::Csv {
        return Err(usage(
            "the advice has no CSV form: use --format text or --format json.",
        ));
    }
    Ok(command(options))
}

/// The options of a command; `None` for `--help`.
fn parse_options(args: impl IntoIterator<Item = OsString>) -> Result<Option<Options>, Failure> {
    use lexopt::Arg::{Long, Short, Value};
    let mut o = Options::default();
    let mut file: Option<OsString> = None;
    let mut parser = lexopt::Parser::from_args(args);
    loop {
        let arg = match parser.next() {
            Ok(Some(arg)) => arg,
            Ok(None) => break,
            Err(e) => return Err(usage(lexopt_error(e))),
        };
        let name = match arg {
            Value(path) => {
                if let Some(first) = &file {
                    return Err(usage(format!(
                        "two files given, `{}` and `{}`: give one event at a time.",
                        first.to_string_lossy(),
                        path.to_string_lossy()
                    )));
                }
                file = Some(path);
                continue;
            }
            Long("help") | Short('h') => return Ok(None),
            Long(name) => format!("--{name}"),
            Short(c) => format!("-{c}"),
        };
        let takes_value = matches!(
            name.as_str(),
            "--ruleset"
                | "--format"
                | "--player"
                | "--best-of"
                | "--seed"
                | "--drop"
                | "--base"
                | "--qr"
                | "--taken-at"
                | "--top"
                | "--samples"
        ) || OVERRIDES.contains(&name.as_str());
        if !takes_value {
            return Err(usage(format!("unknown option `{name}`.")));
        }
        let value = match parser.value() {
            Ok(v) => v.into_string().map_err(|_| {
                usage(format!(
                    "the value of {name} is not UTF-8 text: type it again, as the event file spells it."
                ))
            })?,
            Err(_) => return Err(usage(format!("{name} needs a value."))),
        };
        match name.as_str() {
            "--ruleset" => o.ruleset = Some(value),
            "--format" => {
                o.format = match value.as_str() {
                    "text" => Format::Text,
                    "json" => Format::Json,
                    "csv" => Format::Csv,
                    other => {
                        return Err(usage(format!(
                            "unknown format `{other}`: choose text, json or csv."
                        )))
                    }
                }
            }
            "--player" => o.player = Some(value),
            "--base" => {
                o.base = Some(share::check_base(&value).map_err(|e| usage(format!("--base: {e}")))?)
            }
            "--qr" => {
                o.qr = Some(match value.as_str() {
                    "svg" => QrFormat::Svg,
                    "text" => QrFormat::Text,
                    other => {
                        return Err(usage(format!("unknown QR format `{other}`: choose svg or text.")))
                    }
                })
            }
            "--taken-at" => match value.parse::<u64>() {
                Ok(n) if n <= share::MAX_TAKEN_AT => o.taken_at = Some(n),
                _ => {
                    return Err(usage(format!(
                        "--taken-at takes seconds since 1970 up to {} (the year 9999), such as 1764000000, not `{value}`.",
                        share::MAX_TAKEN_AT
                    )))
                }
            },
            "--drop" => o.drops.push(value),
            "--top" => match value.parse::<usize>() {
                Ok(n) if (1..=MAX_TOP).contains(&n) => o.top = Some(n),
                _ => {
                    return Err(usage(format!(
                        "--top takes the size of the cut, 1 to {MAX_TOP}, such as 8, not `{value}`."
                    )))
                }
            },
            "--samples" => match value.parse::<u32>() {
                Ok(n) if (1..=advice::MAX_SAMPLES).contains(&n) => o.samples = Some(n),
                _ => {
                    return Err(usage(format!(
                        "--samples takes 1 to {} completions, such as 200, not `{value}`.",
                        advice::MAX_SAMPLES
                    )))
                }
            },
            "--seed" => match value.parse::<u64>() {
                Ok(n) => o.seed = Some(n),
                Err(_) => {
                    return Err(usage(format!(
                        "--seed takes a whole number such as 42, not `{value}`."
                    )))
                }
            },
            "--best-of" => match value.parse::<u32>() {
                Ok(n) => o.best_of = Some(n),
                Err(_) => {
                    return Err(usage(format!(
                        "--best-of takes a number of games such as 3, not `{value}`."
                    )))
                }
            },
            _ => o.overrides.push((name, value)),
        }
    }
    match file {
        Some(file) => o.file = file,
        None => {
            return Err(usage(
                "no FILE given: name a match CSV or an event JSON, or - for standard input.",
            ))
        }
    }
    Ok(Some(o))
}

/// lexopt's errors as our sentences. `next` only fails on a value given to a flag (`--x=1`).
fn lexopt_error(e: lexopt::Error) -> String {
    match e {
        lexopt::Error::UnexpectedValue { option, .. } => format!("unknown option `{option}`."),
        lexopt::Error::MissingValue { option: Some(o) } => format!("{o} needs a value."),
        other => format!("{other}."),
    }
}

/// Runs the command line: the arguments (without the program's name) in, the text to print out.
pub fn run(args: impl IntoIterator<Item = OsString>) -> Result<String, Failure> {
    match parse(args)? {
        Command::Help => Ok(USAGE.into()),
        Command::Version => Ok(format!("tiebreak {}\n", env!("CARGO_PKG_VERSION"))),
        Command::ListRulesets => Ok(list_rulesets()),
        Command::Standings(o) => {
            // Check the ruleset options before reading anything, so that a typo is reported as such.
            ruleset_for(&o, &Event::default())?;
            let text = read_input(&o.file)?;
            standings(&o, &text)
        }
        Command::Pair(o) => {
            if o.format == Format::Csv {
                return Err(usage(
                    "pairings have no CSV form: use --format text or --format json.",
                ));
            }
            let text = read_input(&o.file)?;
            pair(&o, &text)
        }
        Command::Share(o) => {
            let text = read_input(&o.file)?;
            share_link(&o, &text)
        }
        Command::Advise(o) => {
            let text = read_input(&o.file)?;
            advise(&o, &text)
        }
        Command::Log(o) => {
            let text = read_input(&o.file)?;
            log(&o, &text)
        }
    }
}

/// A command run on the text of its file, as if read from it: for tests that need no file.
pub fn run_on_text(command: &Command, text: &str) -> Result<String, Failure> {
    match command {
        Command::Standings(o) => standings(o, text),
        Command::Pair(o) => pair(o, text),
        Command::Share(o) => share_link(o, text),
        Command::Advise(o) => advise(o, text),
        Command::Log(o) => log(o, text),
        _ => Ok(String::new()),
    }
}

fn read_input(path: &OsString) -> Result<String, Failure> {
    let file = path.to_string_lossy();
    // `fs::read` reserves the file's size at once, instead of doubling a buffer as it reads.
    let result = if file == "-" {
        let mut bytes = Vec::new();
        std::io::stdin().read_to_end(&mut bytes).map(|_| bytes)
    } else {
        std::fs::read(path)
    };
    let bytes = match result {
        Ok(bytes) => bytes,
        Err(e) => {
            let why = match e.kind() {
                std::io::ErrorKind::NotFound => "there is no such file".to_string(),
                std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
                _ => e.to_string(),
            };
            return Err(input(format!("cannot read `{file}`: {why}.")));
        }
    };
    String::from_utf8(bytes).map_err(|e| {
        let bad = e.utf8_error().valid_up_to();
        let line = e.as_bytes()[..bad].iter().filter(|&&b| b == b'\n').count() + 1;
        input(format!(
            "{file}: line {line}: the text is not UTF-8: save the file as UTF-8 (in a spreadsheet, \"CSV UTF-8\")."
        ))
    })
}

/// `tiebreak standings`: the table, or one player's breakdown.
fn standings(o: &Options, text: &str) -> Result<String, Failure> {
    let file = o.file.to_string_lossy();
    let best_of = o.best_of.unwrap_or(3);
    let event = read_event(text, best_of).map_err(|e| input(format!("{file}: {e}")))?;
    let ruleset = ruleset_for(o, &event)?;
    let standings = compute(&event, &ruleset).map_err(|e| input(format!("{file}: {e}")))?;

    if let Some(name) = &o.player {
        let Some(player) = event.player_named(name) else {
            return Err(input(unknown_player(&event, name)));
        };
        let explanation = report::explain(&event, &standings, player);
        return Ok(match o.format {
            Format::Text => text::explanation(&explanation),
            Format::Json => to_json(&explanation, 16 * 1024),
            Format::Csv => {
                return Err(usage(
                    "--player has no CSV form: use --format text or --format json.",
                ))
            }
        });
    }
    Ok(match o.format {
        Format::Text => text::standings(&event, &standings),
        Format::Json => to_json(
            &json::rows(&event, &standings),
            512 * (standings.rows.len() + 1),
        ),
        Format::Csv => csv::standings(&event, &standings),
    })
}

/// The event of `pair` and `share`: the file read, under `--ruleset` and the overrides if given
/// (else the event's own ruleset).
fn event_under_options(o: &Options, text: &str) -> Result<Event, Failure> {
    let file = o.file.to_string_lossy();
    let mut event =
        read_event(text, o.best_of.unwrap_or(3)).map_err(|e| input(format!("{file}: {e}")))?;
    if o.ruleset.is_some() || !o.overrides.is_empty() {
        event.ruleset = ruleset_for(o, &event)?;
    }
    Ok(event)
}

/// Seconds since 1970, now.
fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// `tiebreak share`: the players' link, or its QR code.
fn share_link(o: &Options, text: &str) -> Result<String, Failure> {
    let file = o.file.to_string_lossy();
    let event = event_under_options(o, text)?;
    let taken_at = o.taken_at.unwrap_or_else(now);
    let link = share::link(
        o.base.as_deref().unwrap_or(DEFAULT_BASE),
        share::version_of(&event),
        &share::encode(&event, taken_at),
    );
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
fn advise(o: &Options, text: &str) -> Result<String, Failure> {
    let file = o.file.to_string_lossy();
    let event = event_under_options(o, text)?;
    let advice = advice::advise(
        &event,
        o.top.unwrap_or(advice::DEFAULT_CUT),
        o.samples.unwrap_or(advice::DEFAULT_SAMPLES),
    )
    .map_err(|e| input(format!("{file}: {e}")))?;
    Ok(match o.format {
        Format::Json => to_json(&render_advice::json(&event, &advice), 4096),
        _ => render_advice::text(&event, &advice),
    })
}

/// `tiebreak log`: the corrections log, oldest first; as JSON, the event file's own `log` array.
fn log(o: &Options, text: &str) -> Result<String, Failure> {
    let file = o.file.to_string_lossy();
    let event = read_event(text, 3).map_err(|e| input(format!("{file}: {e}")))?;
    Ok(match o.format {
        Format::Json => format!("{}\n", write_log_json(&event)),
        _ => render_log::text(&event),
    })
}

/// `tiebreak pair`: the next round's pairings, by the same code as the app.
fn pair(o: &Options, text: &str) -> Result<String, Failure> {
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
    let round = pair_next_round(&event, seed).map_err(|e| input(format!("{file}: {e}")))?;
    let standings = compute(&event, &event.ruleset).map_err(|e| input(format!("{file}: {e}")))?;
    let name = |p: usize| event.players[p].name.clone();
    let points = |p: usize| standings.players[p].match_points;
    Ok(match o.format {
        Format::Json => {
            let rows: Vec<Table> = round
                .iter()
                .enumerate()
                .map(|(i, t)| {
                    let (a, b) = match *t {
                        Pairing::Match { a, b, .. } => (name(a), Some(name(b))),
                        Pairing::Bye { player } => (name(player), None),
                    };
                    Table { table: i + 1, a, b }
                })
                .collect();
            to_json(&rows, 64 * (rows.len() + 1))
        }
        _ => {
            let mut out = format!("Round {} pairings (seed {seed})\n\n", played + 1);
            for (i, t) in round.iter().enumerate() {
                out.push_str(&match *t {
                    Pairing::Match { a, b, .. } => format!(
                        "{:>5}  {} ({}) vs {} ({})\n",
                        i + 1,
                        name(a),
                        points(a),
                        name(b),
                        points(b)
                    ),
                    Pairing::Bye { player } => {
                        format!("{:>5}  {} ({}): bye\n", i + 1, name(player), points(player))
                    }
                });
            }
            out
        }
    })
}

/// A table of `tiebreak pair --format json`, its fields in this order; `b` is null for a bye.
#[derive(serde::Serialize)]
struct Table {
    table: usize,
    a: String,
    b: Option<String>,
}

/// `value` as pretty JSON and a line break, written into a buffer of about `size` bytes reserved
/// at once (the standings of 2000 players are some 730 KB: growing a buffer copies them again).
fn to_json<T: serde::Serialize>(value: &T, size: usize) -> String {
    let mut bytes = Vec::with_capacity(size);
    if serde_json::to_writer_pretty(&mut bytes, value).is_err() {
        return "null\n".into();
    }
    bytes.push(b'\n');
    // serde_json writes UTF-8 only.
    String::from_utf8(bytes).unwrap_or_else(|_| "null\n".into())
}

fn unknown_player(event: &Event, name: &str) -> String {
    let names: Vec<&str> = event.players.iter().map(|p| p.name.as_str()).collect();
    let shown = if names.len() <= 12 {
        names.join(", ")
    } else {
        format!("{}, and {} more", names[..12].join(", "), names.len() - 12)
    };
    format!("no player named `{name}` in this event. The players are: {shown}.")
}

/// The ruleset: `--ruleset`, else the event file's own, else `mtr`; then each override.
fn ruleset_for(o: &Options, event: &Event) -> Result<Ruleset, Failure> {
    let mut ruleset = match &o.ruleset {
        Some(name) => Ruleset::preset(name).map_err(|e| usage(e.to_string()))?,
        None => event.ruleset.clone(),
    };
    for (name, value) in &o.overrides {
        let floor = || parse_floor(name, value);
        match name.as_str() {
            "--floor" => {
                let f = floor()?;
                ruleset.match_win_floor = f;
                ruleset.game_win_floor = f;
                ruleset.opponent_game_win_floor = f;
            }
            "--match-win-floor" => ruleset.match_win_floor = floor()?,
            "--game-win-floor" => ruleset.game_win_floor = floor()?,
            "--opponent-game-win-floor" => ruleset.opponent_game_win_floor = floor()?,
            "--byes-in-match-win" => {
                ruleset.byes_in_match_win = match value.as_str() {
                    "yes" | "true" => true,
                    "no" | "false" => false,
                    _ => {
                        return Err(usage(format!(
                            "--byes-in-match-win takes yes or no, not `{value}`."
                        )))
                    }
                }
            }
            "--bye-games" => {
                ruleset.bye_games = ByeGames::from_code(value).ok_or_else(|| {
                    usage(format!("--bye-games takes 2-0 or none, not `{value}`."))
                })?
            }
            "--repeated-opponents" => {
                ruleset.repeated_opponents =
                    RepeatedOpponents::from_code(value).ok_or_else(|| {
                        usage(format!(
                            "--repeated-opponents takes each or once, not `{value}`."
                        ))
                    })?
            }
            _ => ruleset.tiebreakers = parse_tiebreakers(value)?,
        }
    }
    if !o.overrides.is_empty() && !ruleset.name.ends_with(" (custom)") {
        ruleset.name.push_str(" (custom)");
    }
    ruleset.validate().map_err(usage)?;
    Ok(ruleset)
}

fn parse_floor(name: &str, value: &str) -> Result<Option<Fraction>, Failure> {
    if value == "none" {
        return Ok(None);
    }
    match Fraction::parse(value) {
        Some(f) if Ruleset::floor_is_valid(Some(f)) => Ok(Some(f)),
        _ => Err(usage(format!(
            "{name} takes a fraction between 0 and 1 such as 33/100, 1/3 or 0.33, or none; not `{value}`."
        ))),
    }
}

fn parse_tiebreakers(value: &str) -> Result<Vec<Tiebreaker>, Failure> {
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

fn list_rulesets() -> String {
    let mut out = String::new();
    for p in PRESETS {
        out.push_str(&format!(
            "{:<11} {}\n{:<11} Source: {}\n",
            p.name, p.summary, "", p.source
        ));
    }
    out
}
