//! `tiebreak`: exact, explained Swiss standings from the command line.
//!
//! The same rules core as the app: this file only reads arguments and files and prints what the
//! core returns. Every failure is a sentence on stderr and a non-zero exit; nothing panics.

use std::io::{Read, Write};
use std::process::ExitCode;

use tiebreak::core::pairing::pair_next_round;
use tiebreak::core::{
    compute, read_event, report, ByeGames, Event, Fraction, Pairing, RepeatedOpponents, Ruleset,
    Tiebreaker, PRESETS,
};
use tiebreak::render::{csv, json, text};

const USAGE: &str = "\
Usage: tiebreak standings FILE [options]
       tiebreak pair FILE [--seed N] [--format text|json] [--drop NAME]...

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

  --list-rulesets         list the rulesets and where each comes from
  -h, --help              show this help
  -V, --version           show the version
";

/// A failure to report: the message, and the exit code (2 for a usage mistake, 1 for bad input).
struct Failure {
    message: String,
    code: u8,
}

fn usage(message: impl Into<String>) -> Failure {
    Failure {
        message: message.into(),
        code: 2,
    }
}

fn input(message: impl Into<String>) -> Failure {
    Failure {
        message: message.into(),
        code: 1,
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut stdout = std::io::stdout().lock();
    match run(&args) {
        Ok(text) => {
            // A closed pipe (`tiebreak ... | head`) is not an error worth a message.
            let _ = stdout.write_all(text.as_bytes());
            let _ = stdout.flush();
            ExitCode::SUCCESS
        }
        Err(f) => {
            let _ = writeln!(std::io::stderr(), "tiebreak: {}", f.message);
            if f.code == 2 {
                let _ = writeln!(std::io::stderr(), "Run `tiebreak --help` for the options.");
            }
            ExitCode::from(f.code)
        }
    }
}

#[derive(Default)]
struct Options {
    file: Option<String>,
    ruleset: Option<String>,
    format: Format,
    player: Option<String>,
    best_of: Option<u32>,
    overrides: Vec<(String, String)>,
    seed: Option<u64>,
    drops: Vec<String>,
}

#[derive(Clone, Copy, Default, PartialEq, Eq)]
enum Format {
    #[default]
    Text,
    Json,
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

fn run(args: &[String]) -> Result<String, Failure> {
    let Some(command) = args.first() else {
        return Err(usage("no command given: try `tiebreak standings FILE`."));
    };
    match command.as_str() {
        "-h" | "--help" | "help" => return Ok(USAGE.into()),
        "-V" | "--version" => return Ok(format!("tiebreak {}\n", env!("CARGO_PKG_VERSION"))),
        "--list-rulesets" => return Ok(list_rulesets()),
        "standings" | "pair" => {}
        other => {
            return Err(usage(format!(
                "unknown command `{other}`: the commands are `standings` and `pair`, as in `tiebreak standings FILE`."
            )))
        }
    }
    let options = parse_options(&args[1..])?;
    if options.file.is_none() {
        if options.player.is_none() && args[1..].iter().any(|a| a == "--help" || a == "-h") {
            return Ok(USAGE.into());
        }
        return Err(usage(
            "no FILE given: name a match CSV or an event JSON, or - for standard input.",
        ));
    }
    if command == "pair" {
        return pair(&options);
    }
    standings(&options)
}

fn parse_options(args: &[String]) -> Result<Options, Failure> {
    let mut o = Options::default();
    let mut i = 0;
    while i < args.len() {
        let arg = args[i].as_str();
        // Accept both `--name value` and `--name=value`.
        let (name, inline) = match arg.split_once('=') {
            Some((n, v)) if n.starts_with("--") => (n, Some(v.to_string())),
            _ => (arg, None),
        };
        let takes_value = matches!(
            name,
            "--ruleset" | "--format" | "--player" | "--best-of" | "--seed" | "--drop"
        ) || OVERRIDES.contains(&name);
        let value = if takes_value {
            match inline {
                Some(v) => Some(v),
                None => {
                    i += 1;
                    match args.get(i) {
                        Some(v) => Some(v.clone()),
                        None => return Err(usage(format!("{name} needs a value."))),
                    }
                }
            }
        } else {
            None
        };
        match name {
            "--ruleset" => o.ruleset = value,
            "--format" => {
                o.format = match value.as_deref() {
                    Some("text") => Format::Text,
                    Some("json") => Format::Json,
                    Some("csv") => Format::Csv,
                    Some(other) => {
                        return Err(usage(format!(
                            "unknown format `{other}`: choose text, json or csv."
                        )))
                    }
                    None => Format::Text,
                }
            }
            "--player" => o.player = value,
            "--drop" => o.drops.extend(value),
            "--seed" => {
                let text = value.unwrap_or_default();
                match text.parse::<u64>() {
                    Ok(n) => o.seed = Some(n),
                    Err(_) => {
                        return Err(usage(format!(
                            "--seed takes a whole number such as 42, not `{text}`."
                        )))
                    }
                }
            }
            "--best-of" => {
                let text = value.unwrap_or_default();
                match text.parse::<u32>() {
                    Ok(n) => o.best_of = Some(n),
                    Err(_) => {
                        return Err(usage(format!(
                            "--best-of takes a number of games such as 3, not `{text}`."
                        )))
                    }
                }
            }
            n if OVERRIDES.contains(&n) => {
                o.overrides.push((n.to_string(), value.unwrap_or_default()))
            }
            "-" => set_file(&mut o, "-")?,
            n if n.starts_with('-') => {
                return Err(usage(format!("unknown option `{n}`.")));
            }
            file => set_file(&mut o, file)?,
        }
        i += 1;
    }
    Ok(o)
}

fn set_file(o: &mut Options, file: &str) -> Result<(), Failure> {
    if let Some(first) = &o.file {
        return Err(usage(format!(
            "two files given, `{first}` and `{file}`: give one event at a time."
        )));
    }
    o.file = Some(file.to_string());
    Ok(())
}

fn read_input(file: &str) -> Result<String, Failure> {
    let mut bytes = Vec::new();
    let result = if file == "-" {
        std::io::stdin().read_to_end(&mut bytes).map(|_| ())
    } else {
        std::fs::File::open(file).and_then(|mut f| f.read_to_end(&mut bytes).map(|_| ()))
    };
    if let Err(e) = result {
        let why = match e.kind() {
            std::io::ErrorKind::NotFound => "there is no such file".to_string(),
            std::io::ErrorKind::PermissionDenied => "permission denied".to_string(),
            _ => e.to_string(),
        };
        return Err(input(format!("cannot read `{file}`: {why}.")));
    }
    String::from_utf8(bytes).map_err(|e| {
        let bad = e.utf8_error().valid_up_to();
        let line = e.as_bytes()[..bad].iter().filter(|&&b| b == b'\n').count() + 1;
        input(format!(
            "{file}: line {line}: the text is not UTF-8: save the file as UTF-8 (in a spreadsheet, \"CSV UTF-8\")."
        ))
    })
}

fn standings(o: &Options) -> Result<String, Failure> {
    let file = o.file.as_deref().unwrap_or("-");
    // Check the ruleset options before reading anything, so that a typo is reported as such.
    ruleset_for(o, &Event::default())?;
    let text = read_input(file)?;
    let best_of = o.best_of.unwrap_or(3);
    let event = read_event(&text, best_of).map_err(|e| input(format!("{file}: {e}")))?;
    let ruleset = ruleset_for(o, &event)?;
    let standings = compute(&event, &ruleset).map_err(|e| input(format!("{file}: {e}")))?;

    if let Some(name) = &o.player {
        let Some(player) = event.player_named(name) else {
            return Err(input(unknown_player(&event, name)));
        };
        let explanation = report::explain(&event, &standings, player);
        return Ok(match o.format {
            Format::Text => text::explanation(&explanation),
            Format::Json => to_json(&explanation),
            Format::Csv => {
                return Err(usage(
                    "--player has no CSV form: use --format text or --format json.",
                ))
            }
        });
    }
    Ok(match o.format {
        Format::Text => text::standings(&event, &standings),
        Format::Json => to_json(&json::rows(&event, &standings)),
        Format::Csv => csv::standings(&event, &standings),
    })
}

/// `tiebreak pair`: the next round's pairings, by the same code as the app.
fn pair(o: &Options) -> Result<String, Failure> {
    let file = o.file.as_deref().unwrap_or("-");
    if o.format == Format::Csv {
        return Err(usage(
            "pairings have no CSV form: use --format text or --format json.",
        ));
    }
    let text = read_input(file)?;
    let mut event =
        read_event(&text, o.best_of.unwrap_or(3)).map_err(|e| input(format!("{file}: {e}")))?;
    if o.ruleset.is_some() || !o.overrides.is_empty() {
        event.ruleset = ruleset_for(o, &event)?;
    }
    let played = event.rounds.len() as u32;
    for name in &o.drops {
        let Some(p) = event.player_named(name) else {
            return Err(input(unknown_player(&event, name)));
        };
        event.players[p].dropped_after = Some(played);
    }
    let seed = o.seed.or(event.seed).unwrap_or(0);
    let round = pair_next_round(&event, seed).map_err(|e| input(format!("{file}: {e}")))?;
    let standings = compute(&event, &event.ruleset).map_err(|e| input(format!("{file}: {e}")))?;
    let name = |p: usize| event.players[p].name.clone();
    let points = |p: usize| standings.players[p].match_points;
    Ok(match o.format {
        Format::Json => {
            let rows: Vec<serde_json::Value> = round
                .iter()
                .enumerate()
                .map(|(i, t)| {
                    let (a, b) = match *t {
                        Pairing::Match { a, b, .. } => (name(a), Some(name(b))),
                        Pairing::Bye { player } => (name(player), None),
                    };
                    serde_json::json!({ "table": i + 1, "a": a, "b": b })
                })
                .collect();
            to_json(&rows)
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

fn to_json<T: serde::Serialize>(value: &T) -> String {
    let mut s = serde_json::to_string_pretty(value).unwrap_or_else(|_| "null".into());
    s.push('\n');
    s
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
                ruleset.bye_games = match value.as_str() {
                    "2-0" => ByeGames::TwoZero,
                    "none" | "0-0" => ByeGames::NotCounted,
                    _ => {
                        return Err(usage(format!(
                            "--bye-games takes 2-0 or none, not `{value}`."
                        )))
                    }
                }
            }
            "--repeated-opponents" => {
                ruleset.repeated_opponents = match value.as_str() {
                    "each" => RepeatedOpponents::EachMatch,
                    "once" => RepeatedOpponents::Once,
                    _ => {
                        return Err(usage(format!(
                            "--repeated-opponents takes each or once, not `{value}`."
                        )))
                    }
                }
            }
            _ => ruleset.tiebreakers = parse_tiebreakers(value)?,
        }
    }
    if !o.overrides.is_empty() && !ruleset.name.ends_with(" (custom)") {
        ruleset.name.push_str(" (custom)");
    }
    Ok(ruleset)
}

fn parse_floor(name: &str, value: &str) -> Result<Option<Fraction>, Failure> {
    if value == "none" {
        return Ok(None);
    }
    match Fraction::parse(value) {
        Some(f) if f <= Fraction::ONE => Ok(Some(f)),
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
