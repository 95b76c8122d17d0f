//! The command line's arguments: the usage text, the options of each command, and [`parse`],
//! which turns them into a typed [`Command`] or a usage error ([`Failure`] of [`ExitKind::Usage`],
//! exit code 2).

use std::ffi::OsString;
use std::io::Read;

use crate::core::{advice, one_line, share, DEFAULT_PRESET, MELEE_PERIODS, PRESETS};

/// A failure to report: the message, and what kind of failure it is, which sets the exit code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// One sentence, without the `tiebreak: ` the binary puts before it.
    pub message: String,
    /// A usage mistake or bad input.
    pub kind: ExitKind,
}

/// What kind of failure a [`Failure`] is: each has its exit code.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExitKind {
    /// Bad input: a file or a value the command cannot use. Exit code 1.
    Input = 1,
    /// A usage mistake: an unknown command or option, or a missing value. Exit code 2, and the
    /// binary points to `tiebreak --help`.
    Usage = 2,
}

impl ExitKind {
    /// The process's exit code: 1 or 2.
    pub fn code(self) -> u8 {
        self as u8
    }
}

pub(super) fn usage(message: impl Into<String>) -> Failure {
    Failure {
        message: one_line(message.into()),
        kind: ExitKind::Usage,
    }
}

pub(super) fn input(message: impl Into<String>) -> Failure {
    Failure {
        message: one_line(message.into()),
        kind: ExitKind::Input,
    }
}

/// The text of `tiebreak --help`: [`USAGE`], its `--ruleset` line listing every preset of
/// [`PRESETS`] (the default marked, Melee's periods apart), wrapped as the rest of the text.
pub fn help_text() -> String {
    let melee = |name: &str| MELEE_PERIODS.iter().any(|&(_, _, p)| p == name);
    let named = |name: &'static str| match name {
        n if n == DEFAULT_PRESET => format!("{n} (default)"),
        n if n == MELEE_PERIODS[0].2 => {
            format!("{n} (Melee's current rules, the default of an archive from melee.gg)")
        }
        n => n.to_string(),
    };
    // The platforms' presets come after Melee's in `PRESETS`.
    let platform = |name: &str| {
        let last_melee = PRESETS.iter().rposition(|p| melee(p.name)).unwrap_or(0);
        PRESETS.iter().position(|p| p.name == name) > Some(last_melee)
    };
    let list = |keep: &dyn Fn(&str) -> bool| -> Vec<String> {
        let mut names: Vec<String> = PRESETS
            .iter()
            .filter(|p| keep(p.name))
            .map(|p| named(p.name))
            .collect();
        names.dedup();
        names
    };
    let text = format!(
        "{}; Melee's rules by period: {}; the other platforms': {}",
        list(&|n| !melee(n) && !platform(n)).join(", "),
        list(&|n| melee(n)).join(", "),
        list(&|n| platform(n)).join(", ")
    );
    // Greedy wrapping at the help's width, continued under the option's description.
    let (first, indent, width) = ("  --ruleset NAME          ", 26, 98);
    let mut out = String::from(first);
    let mut line = first.len();
    for (i, word) in text.split(' ').enumerate() {
        if i > 0 && line + 1 + word.len() > width {
            out.push('\n');
            out.push_str(&" ".repeat(indent));
            line = indent;
        } else if i > 0 {
            out.push(' ');
            line += 1;
        }
        out.push_str(word);
        line += word.chars().count();
    }
    USAGE.replace("{presets}", &out)
}

/// The text of `tiebreak --help` ([`help_text`]), where `{presets}` stands for the presets
/// `--ruleset` takes.
pub const USAGE: &str = "\
Usage: tiebreak standings FILE [options]
       tiebreak pair FILE [--seed N] [--format text|json] [--drop NAME]...
       tiebreak share FILE [--base URL] [--qr svg|text]
       tiebreak advise FILE [--top N] [--samples K] [--format text|json]
       tiebreak log FILE [--format text|json]
       tiebreak audit FILE [--ruleset NAME] [--format text|json]
       tiebreak audit FILE FILE... [--format text|json]

Computes the standings of a Swiss event exactly, with every tiebreaker and its explanation.
FILE is a match CSV (round,player_a,player_b,a_wins,b_wins,draws), an event JSON exported by
the app, or an event in the open tournament-data archive's JSON (Melee's, CardsRealm's, Topdeck's,
ManaTraders' and MTGO's events, with `Tournament`, `Rounds` and `Standings`). Use - to read
standard input.

Options:
{presets}
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
  --bye-games 2-0|none|as-round
                          what a bye is worth in games: 2-0, nothing, or as its round's
                          matches are won (1-0 in a round of best-of-one matches, else 2-0)
  --repeated-opponents each|once
                          whether an opponent met twice counts twice or once
  --tiebreakers LIST      the order, comma-separated: mp,omw,gwp,ogw (also mwp, oomw, cumulative)
  --results best-of|as-recorded
                          a result must be possible in the best-of, or is read as recorded
                          (0-0-0 a draw with no games, 3-0 with its 3 games, as Melee records)
  --empty-figure none|floor|zero|floor-0.3333
                          a figure with nothing to count (OMW with no opponents, GW with no
                          games): none, the floor, 0, or the floor as Melee writes it (0.3333)
  --playoff left-out|counted|no-points|by-round|everyone
                          whether the playoff enters its players' figures: not at all, with its
                          match points, its matches and games without match points, with its
                          match points and each player's figures as of their last playoff
                          round, or with its match points in every player's figures
  --unplayed-rounds left-out|lost
                          a round a player did not play, in their match-win %: left out,
                          or a loss (CardsRealm until May 2025)
  --match-points W-D      a win's and a draw's match points: 3-1 (MTR), or an event's own such
                          as 5-1; a match-win % is then match points over W for each round

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

Comparing with the published standings (`tiebreak audit`): each player's published and computed
points, OMW, GW and OGW, for a file that carries what a platform published (an archive's
`Standings`). A figure agrees when the exact value, cut or raised at the published number of
decimals, gives it. Without --ruleset, every preset is tried: the rows are computed under the
event's own ruleset if it agrees, else the first preset that does. Exits 0 only if every figure
agrees where the file can check it: a player whose figures depend on a match the file lacks
(their published record is not what the file's rounds give, or an opponent's is) is marked *
and named, and the presets are judged on the others. --format json: {ruleset, agrees,
agrees_where_checkable, rulesets_that_agree, swiss_rounds, playoff_matches, stages, gaps,
rows: [{name, published, computed, agrees, differs, depends_on_gap}], other_rulesets}.
With several files, one line a file, then a summary line: agrees (every figure), gaps (every
figure the file can check), differs or refused, with the ruleset of the file's date (and a
preset that agrees, for one that differs). --format json writes each line as a JSON object.
Exits 0 only if no file differs or is refused.

  --list-rulesets         list the rulesets and where each comes from
  -h, --help              show this help
  -V, --version           show the version
";

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
    /// `tiebreak audit FILE [--ruleset NAME] [--format text|json]`.
    Audit(Options),
}

/// The options of `standings` and `pair`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// The file to read; `-` is standard input. Any bytes the system allows in a file name.
    pub file: OsString,
    /// The files after the first (`tiebreak audit FILE FILE...`).
    pub more_files: Vec<OsString>,
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

pub(super) const OVERRIDES: [&str; 13] = [
    "--floor",
    "--match-win-floor",
    "--game-win-floor",
    "--opponent-game-win-floor",
    "--byes-in-match-win",
    "--bye-games",
    "--repeated-opponents",
    "--tiebreakers",
    "--results",
    "--empty-figure",
    "--playoff",
    "--unplayed-rounds",
    "--match-points",
];

/// The first of `options` given, else the first ruleset choice set by hand (`--floor`, …): the
/// option to name when a command takes none of them.
fn first_given(options: &[(&str, bool)], given: &Options) -> Option<String> {
    options
        .iter()
        .find(|(_, set)| *set)
        .map(|(name, _)| name.to_string())
        .or_else(|| given.overrides.first().map(|(name, _)| name.clone()))
}

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
    let auditing = command == "audit";
    let command: fn(Options) -> Command = match command.as_ref() {
        "-h" | "--help" | "help" => return Ok(Command::Help),
        "-V" | "--version" => return Ok(Command::Version),
        "--list-rulesets" => return Ok(Command::ListRulesets),
        "standings" => Command::Standings,
        "pair" => Command::Pair,
        "share" => Command::Share,
        "advise" => Command::Advise,
        "log" => Command::Log,
        "audit" => Command::Audit,
        other => {
            return Err(usage(format!(
                "unknown command `{other}`: the commands are `standings`, `pair`, `share`, `advise`, `log` and `audit`, as in `tiebreak standings FILE`."
            )))
        }
    };
    let Some(options) = parse_options(args)? else {
        return Ok(Command::Help);
    };
    if let Some(second) = options.more_files.first().filter(|_| !auditing) {
        return Err(usage(format!(
            "two files given, `{}` and `{}`: give one event at a time (only `tiebreak audit` takes several).",
            options.file.to_string_lossy(),
            second.to_string_lossy()
        )));
    }
    if auditing && !options.more_files.is_empty() {
        let single = [
            ("--ruleset", options.ruleset.is_some()),
            ("--best-of", options.best_of.is_some()),
        ];
        if let Some(name) = first_given(&single, &options) {
            return Err(usage(format!(
                "{name} is an option of the one-file audit: several files are each audited under the ruleset of their own date, as in `tiebreak audit FILE FILE... --format json`."
            )));
        }
    }
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
        if let Some(name) = first_given(&others, &options) {
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
    if auditing {
        let others = [
            ("--player", options.player.is_some()),
            ("--seed", options.seed.is_some()),
            ("--drop", !options.drops.is_empty()),
        ];
        if let Some((name, _)) = others.iter().find(|(_, given)| *given) {
            return Err(usage(format!(
                "{name} is not an option of `tiebreak audit`: it takes --ruleset NAME (and the options that change one choice), --best-of N and --format text|json."
            )));
        }
        if options.format == Format::Csv {
            return Err(usage(
                "the audit has no CSV form: use --format text or --format json.",
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
                if file.is_some() {
                    o.more_files.push(path);
                } else {
                    file = Some(path);
                }
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

/// The text of the file `path` names (`-` is standard input), or a sentence: it cannot be read,
/// or it is not UTF-8 (with the line where it stops being so).
pub(crate) fn read_input(path: &OsString) -> Result<String, Failure> {
    let file = path.to_string_lossy();
    // `std::fs::read` reserves the file's size at once, instead of doubling a buffer as it reads.
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
