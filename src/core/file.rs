//! The event file: the JSON the app exports and stores, and the CLI reads.
//!
//! Players are referred to by name, so the file reads well and survives hand edits. It carries a
//! schema version: a reader refuses a newer schema instead of guessing.
//!
//! The fields, in the order they are written (`?` when left out unless set):
//! `format` (`"tiebreak-event"`), `schema`, `name`, `date`, `best_of` (3 when missing), `ruleset`
//! (a preset name, `"mtr"` when missing, or an object spelling out every option), `players`
//! (`{"name", "dropped_after"?, "entered_round"?}`), `rounds` (`{"round": 1, "tables": [...]}`,
//! each table `{"a", "b", "result"?: {"a_wins", "b_wins", "draws"}}` or `{"bye"}`),
//! `planned_rounds`?, `seed`?, `missed_rounds`? (`"losses"`, the default, or `"left-out"`) and
//! `playoff`? (`{"seeds", "winners"}`, by name, `null` for a match not yet decided). A field the
//! format does not define is an error that names it. [`super::json`] reads and writes the text.
//!
//! ```
//! use tiebreak::core::{read_event_json, write_event_json, read_csv};
//! let event = read_csv("1,Ann,Bo,2,1,0\n", 3).unwrap();
//! let json = write_event_json(&event);
//! assert_eq!(read_event_json(&json).unwrap(), event);
//! ```

use std::collections::HashMap;

use super::event::{
    clean_name, duplicate_name, name_key, Event, GameResult, InputError, MissedRounds, Pairing,
    Player, PlayerId, Round,
};
use super::fraction::Fraction;
use super::json::{self, array, number, object, text, Json, Value, NULL};
use super::playoff::Playoff;
use super::ruleset::{ByeGames, RepeatedOpponents, Ruleset, Tiebreaker};

/// The `format` field of every event file.
pub const FORMAT: &str = "tiebreak-event";
/// The schema version written by this build. Older versions are read; newer ones are refused.
pub const SCHEMA_VERSION: u32 = 1;

// The names the file gives each choice (kebab-case for the options, snake_case for tiebreakers).
const MISSED_ROUNDS: [(MissedRounds, &str); 2] = [
    (MissedRounds::Losses, "losses"),
    (MissedRounds::LeftOut, "left-out"),
];
const BYE_GAMES: [(ByeGames, &str); 2] = [
    (ByeGames::TwoZero, "two-zero"),
    (ByeGames::NotCounted, "not-counted"),
];
const REPEATED_OPPONENTS: [(RepeatedOpponents, &str); 2] = [
    (RepeatedOpponents::EachMatch, "each-match"),
    (RepeatedOpponents::Once, "once"),
];
const TIEBREAKERS: [(Tiebreaker, &str); 7] = [
    (Tiebreaker::MatchPoints, "match_points"),
    (Tiebreaker::MatchWinPct, "match_win_pct"),
    (Tiebreaker::GameWinPct, "game_win_pct"),
    (Tiebreaker::OpponentsMatchWinPct, "opponents_match_win_pct"),
    (Tiebreaker::OpponentsGameWinPct, "opponents_game_win_pct"),
    (
        Tiebreaker::OpponentsOpponentsMatchWinPct,
        "opponents_opponents_match_win_pct",
    ),
    (Tiebreaker::Cumulative, "cumulative"),
];

/// The name of `value` in `names`.
fn name_of<T: PartialEq>(names: &[(T, &'static str)], value: T) -> &'static str {
    names.iter().find(|n| n.0 == value).map_or("", |n| n.1)
}

/// Writes an event as pretty JSON, for people and files.
pub fn write_event_json(event: &Event) -> String {
    json::write(&event_file(event), true)
}

/// Writes an event as compact JSON, for storage: the same file, about half the size.
pub fn write_event_json_compact(event: &Event) -> String {
    json::write(&event_file(event), false)
}

/// The file's fields, in the order earlier builds wrote them.
fn event_file(event: &Event) -> Json {
    let name = |p: usize| text(&event.players[p].name);
    let ruleset = match Ruleset::preset(&event.ruleset.name) {
        Ok(preset) if preset == event.ruleset => text(&preset.name),
        _ => ruleset_object(&event.ruleset),
    };
    let players = event.players.iter().map(|p| {
        let mut fields = vec![("name", text(&p.name))];
        if let Some(after) = p.dropped_after {
            fields.push(("dropped_after", number(after.into())));
        }
        if let Some(round) = p.entered_round {
            fields.push(("entered_round", number(round.into())));
        }
        object(fields)
    });
    let table = |p: &Pairing| match *p {
        Pairing::Match { a, b, result } => {
            let mut fields = vec![("a", name(a)), ("b", name(b))];
            if let Some(r) = result {
                fields.push((
                    "result",
                    object(vec![
                        ("a_wins", number(r.a_wins.into())),
                        ("b_wins", number(r.b_wins.into())),
                        ("draws", number(r.draws.into())),
                    ]),
                ));
            }
            object(fields)
        }
        Pairing::Bye { player } => object(vec![("bye", name(player))]),
    };
    let rounds = event.rounds.iter().enumerate().map(|(i, r)| {
        object(vec![
            ("round", number(i as u64 + 1)),
            ("tables", array(r.pairings.iter().map(table).collect())),
        ])
    });
    let mut fields = vec![
        ("format", text(FORMAT)),
        ("schema", number(SCHEMA_VERSION.into())),
        ("name", text(&event.name)),
        ("date", text(&event.date)),
        ("best_of", number(event.best_of.into())),
        ("ruleset", ruleset),
        ("players", array(players.collect())),
        ("rounds", array(rounds.collect())),
    ];
    if let Some(planned) = event.planned_rounds {
        fields.push(("planned_rounds", number(planned.into())));
    }
    if let Some(seed) = event.seed {
        fields.push(("seed", number(seed)));
    }
    if event.missed_rounds != MissedRounds::default() {
        let missed = name_of(&MISSED_ROUNDS, event.missed_rounds);
        fields.push(("missed_rounds", text(missed)));
    }
    if let Some(p) = &event.playoff {
        let seeds = p.seeds.iter().map(|&s| name(s)).collect();
        let winners = p.winners.iter().map(|w| w.map_or(NULL, name)).collect();
        fields.push((
            "playoff",
            object(vec![("seeds", array(seeds)), ("winners", array(winners))]),
        ));
    }
    object(fields)
}

/// A ruleset with every option spelled out.
fn ruleset_object(r: &Ruleset) -> Json {
    let floor = |f: Option<Fraction>| f.map_or(NULL, |f| text(&f.ratio()));
    let tiebreakers = r
        .tiebreakers
        .iter()
        .map(|&t| text(name_of(&TIEBREAKERS, t)));
    object(vec![
        ("name", text(&r.name)),
        ("match_win_floor", floor(r.match_win_floor)),
        ("game_win_floor", floor(r.game_win_floor)),
        ("opponent_game_win_floor", floor(r.opponent_game_win_floor)),
        (
            "byes_in_match_win",
            Json {
                line: 0,
                value: Value::Bool(r.byes_in_match_win),
            },
        ),
        ("bye_games", text(name_of(&BYE_GAMES, r.bye_games))),
        (
            "repeated_opponents",
            text(name_of(&REPEATED_OPPONENTS, r.repeated_opponents)),
        ),
        ("tiebreakers", array(tiebreakers.collect())),
    ])
}

/// Whether a text looks like JSON rather than CSV.
pub fn looks_like_json(text: &str) -> bool {
    text.trim_start_matches('\u{feff}')
        .trim_start()
        .starts_with('{')
}

/// Reads an event file, checking the schema and every table.
pub fn read_event_json(text: &str) -> Result<Event, InputError> {
    let text = text.trim_start_matches('\u{feff}');
    if text.trim().is_empty() {
        return Err(InputError::new(
            "the file is empty: expected a Tiebreak event exported as JSON.",
        ));
    }
    // Errors with a line come from reading the JSON; the others are already whole sentences.
    read(text).map_err(|e| match e.line {
        Some(line) => InputError::at(
            line,
            format!(
                "{}. Check the event file against an export from Tiebreak.",
                e.message
            ),
        ),
        None => e,
    })
}

const EVENT_FIELDS: [&str; 12] = [
    "format",
    "schema",
    "name",
    "date",
    "best_of",
    "ruleset",
    "players",
    "rounds",
    "planned_rounds",
    "seed",
    "missed_rounds",
    "playoff",
];

fn read(text: &str) -> Result<Event, InputError> {
    let root = json::parse(text)?;
    let file = root.object("the event file")?;
    // Look at the version first, so that a newer file is named as such and not as a field error.
    if let Some(Value::String(format)) = file.get("format").map(|f| &f.value) {
        if format != FORMAT {
            return Err(InputError::new(format!(
                "this JSON is a `{format}`, not a `{FORMAT}`: export the event from Tiebreak."
            )));
        }
    }
    if let Some(Ok(schema)) = file.get("schema").map(|s| s.u64("")) {
        if schema > u64::from(SCHEMA_VERSION) {
            return Err(InputError::new(format!(
                "this event was saved by a newer Tiebreak (schema {schema}; this one reads up to {SCHEMA_VERSION}): update Tiebreak to open it."
            )));
        }
    }
    file.only(&EVENT_FIELDS)?;
    file.req("format")?.str("`format`")?;
    file.req("schema")?.u32("`schema`")?;
    let string = |key: &str| -> Result<String, InputError> {
        let value = file
            .get(key)
            .map(|v| v.str(&format!("`{key}`")))
            .transpose()?;
        Ok(value.unwrap_or_default().to_string())
    };
    let optional = |key: &str| {
        file.opt(key)
            .map(|v| v.u32(&format!("`{key}`")))
            .transpose()
    };
    let mut event = Event {
        name: string("name")?,
        date: string("date")?,
        best_of: file
            .get("best_of")
            .map(|v| v.u32("`best_of`"))
            .transpose()?
            .unwrap_or(3),
        ruleset: match file.get("ruleset") {
            None => Ruleset::default(),
            Some(r) => match &r.value {
                Value::String(name) => {
                    Ruleset::preset(name).map_err(|e| InputError::new(e.to_string()))?
                }
                Value::Object(_) => read_ruleset(r)?,
                _ => return Err(r.wrong("`ruleset`", "a preset name or an object")),
            },
        },
        players: Vec::new(),
        rounds: Vec::new(),
        planned_rounds: optional("planned_rounds")?,
        seed: file.opt("seed").map(|v| v.u64("`seed`")).transpose()?,
        missed_rounds: match file.get("missed_rounds") {
            Some(m) => m.choice("`missed_rounds`", &MISSED_ROUNDS)?,
            None => MissedRounds::default(),
        },
        playoff: None,
    };
    // One map from name to player, so that reading a 2000-player event stays linear.
    let players = file.req("players")?.array("`players`")?;
    let mut ids: HashMap<String, PlayerId> = HashMap::with_capacity(players.len());
    for (id, p) in players.iter().enumerate() {
        let p = p.object("each player")?;
        p.only(&["name", "dropped_after", "entered_round"])?;
        let name = p.req("name")?.str("a player's `name`")?;
        let optional = |key: &str| p.opt(key).map(|v| v.u32(&format!("`{key}`"))).transpose();
        let player = Player {
            name: clean_name(name)?,
            dropped_after: optional("dropped_after")?,
            entered_round: optional("entered_round")?,
        };
        if let Some(&first) = ids.get(&name_key(&player.name)) {
            return Err(duplicate_name(&event.players[first].name));
        }
        ids.insert(name_key(&player.name), id);
        event.players.push(player);
    }
    let find = |name: &str, at: &dyn Fn() -> String| {
        ids.get(&name_key(name)).copied().ok_or_else(|| {
            InputError::new(format!("{}: `{name}` is not in the players list.", at()))
        })
    };
    let rounds = file
        .get("rounds")
        .map(|r| r.array("`rounds`"))
        .transpose()?;
    for (i, round) in rounds.unwrap_or_default().iter().enumerate() {
        let number = i as u32 + 1;
        let round = round.object("each round")?;
        round.only(&["round", "tables"])?;
        let said = round.req("round")?.u32("`round`")?;
        let tables = round.req("tables")?.array("`tables`")?;
        if said != number {
            return Err(InputError::new(format!(
                "the rounds are out of order: the round at position {number} says it is round {said}. List the rounds as 1, 2, 3."
            )));
        }
        let mut pairings = Vec::with_capacity(tables.len());
        for (t, table) in tables.iter().enumerate() {
            let at = || format!("round {number}, table {}", t + 1);
            let table = table.object("each table")?;
            pairings.push(match table.get("bye") {
                Some(bye) => {
                    table.only(&["bye"])?;
                    Pairing::Bye {
                        player: find(bye.str("`bye`")?, &at)?,
                    }
                }
                None => {
                    table.only(&["a", "b", "result"])?;
                    let a = table.req("a")?.str("`a`")?;
                    let b = table.req("b")?.str("`b`")?;
                    Pairing::Match {
                        a: find(a, &at)?,
                        b: find(b, &at)?,
                        result: table.opt("result").map(read_result).transpose()?,
                    }
                }
            });
        }
        event.rounds.push(Round { pairings });
    }
    if let Some(p) = file.opt("playoff") {
        let p = p.object("`playoff`")?;
        p.only(&["seeds", "winners"])?;
        let seeds = p.req("seeds")?.array("`seeds`")?;
        let winners = p.req("winners")?.array("`winners`")?;
        let names = seeds.iter().map(|s| s.str("each seed"));
        let names = names.collect::<Result<Vec<_>, _>>()?;
        let winners = winners.iter().map(|w| match w.value {
            Value::Null => Ok(None),
            _ => w.str("each winner").map(Some),
        });
        let winners = winners.collect::<Result<Vec<_>, _>>()?;
        let at = || "playoff".to_string();
        if names.len() != 8 && names.len() != 4 {
            return Err(InputError::new(format!(
                "playoff: {} seeds, but a playoff is a top 8 or a top 4.",
                names.len()
            )));
        }
        if winners.len() != names.len() - 1 {
            return Err(InputError::new(format!(
                "playoff: a top {} has {} matches, but {} winners are listed.",
                names.len(),
                names.len() - 1,
                winners.len()
            )));
        }
        let mut playoff = Playoff {
            seeds: names
                .iter()
                .map(|s| find(s, &at))
                .collect::<Result<_, _>>()?,
            winners: vec![None; winners.len()],
        };
        for (i, w) in winners.iter().enumerate() {
            if let Some(w) = w {
                playoff.set_winner(i, Some(find(w, &at)?)).map_err(|e| {
                    InputError::new(format!("playoff, match {}: {}", i + 1, e.message))
                })?;
            }
        }
        event.playoff = Some(playoff);
    }
    event.validate()?;
    Ok(event)
}

fn read_result(r: &Json) -> Result<GameResult, InputError> {
    let r = r.object("`result`")?;
    r.only(&["a_wins", "b_wins", "draws"])?;
    Ok(GameResult::new(
        r.req("a_wins")?.u32("`a_wins`")?,
        r.req("b_wins")?.u32("`b_wins`")?,
        r.req("draws")?.u32("`draws`")?,
    ))
}

/// A ruleset with every option spelled out; a floor that is missing or `null` is no floor.
fn read_ruleset(r: &Json) -> Result<Ruleset, InputError> {
    let r = r.object("`ruleset`")?;
    r.only(&[
        "name",
        "match_win_floor",
        "game_win_floor",
        "opponent_game_win_floor",
        "byes_in_match_win",
        "bye_games",
        "repeated_opponents",
        "tiebreakers",
    ])?;
    let floor = |key: &str| -> Result<Option<Fraction>, InputError> {
        let Some(f) = r.opt(key) else {
            return Ok(None);
        };
        let text = f.str(&format!("`{key}`"))?;
        match Fraction::parse(text) {
            Some(floor) => Ok(Some(floor)),
            None => Err(InputError::at(
                f.line,
                format!("`{text}` is not a fraction: write it like `1/3` or `0.33`"),
            )),
        }
    };
    let tiebreakers = r.req("tiebreakers")?.array("`tiebreakers`")?;
    Ok(Ruleset {
        name: r.req("name")?.str("the ruleset's `name`")?.to_string(),
        match_win_floor: floor("match_win_floor")?,
        game_win_floor: floor("game_win_floor")?,
        opponent_game_win_floor: floor("opponent_game_win_floor")?,
        byes_in_match_win: r.req("byes_in_match_win")?.bool("`byes_in_match_win`")?,
        bye_games: r.req("bye_games")?.choice("`bye_games`", &BYE_GAMES)?,
        repeated_opponents: r
            .req("repeated_opponents")?
            .choice("`repeated_opponents`", &REPEATED_OPPONENTS)?,
        tiebreakers: tiebreakers
            .iter()
            .map(|t| t.choice("each tiebreaker", &TIEBREAKERS))
            .collect::<Result<_, _>>()?,
    })
}
