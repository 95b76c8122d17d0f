//! The match CSV: `round,player_a,player_b,a_wins,b_wins,draws`, one row per match.
//!
//! The format of `shared/cases/README.md`: a `player_b` of `BYE` (any case) or empty gives `player_a`
//! a bye, and players are registered in order of first appearance. A bye's row whose counts are
//! `0,2,0` is a bye the platform's file records as a loss ([`crate::core::Round::lost_byes`]). The header line is optional.
//! Names with commas go in double quotes. A row whose three game counts are all empty is a pairing
//! without a result yet. Every problem is reported with its line number.
//!
//! ```
//! use tiebreak::core::read_csv;
//! let event = read_csv("round,player_a,player_b,a_wins,b_wins,draws\n1,Ann,Bo,2,1,0\n1,Cy,BYE,,,\n", 3).unwrap();
//! assert_eq!(event.players.len(), 3);
//! let err = read_csv("1,Ann,Bo,3,0,0\n", 3).unwrap_err();
//! assert_eq!(err.to_string(), "line 1: 3-0 is not a possible result in a best-of-3 match: a player wins at most 2 games. Melee records such a result as played: the `melee` ruleset counts it.");
//! ```

use std::borrow::Cow;

use crate::core::base::error::{InputError, PlayerId};
use crate::core::base::ruleset::Results;
use crate::core::model::event::{Event, Pairing, Player, Round};
use crate::core::model::game_result::GameResult;
use crate::core::model::limits::{check_best_of, check_round, MAX_ROUNDS};
use crate::core::model::names::{check_name, name_key_of, NameMap};

/// The header line, as written by [`write_csv`].
pub const CSV_HEADER: &str = "round,player_a,player_b,a_wins,b_wins,draws";

/// One line of a registration list ([`read_roster`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entrant {
    /// The line of the list, from 1, blank lines counted: a refusal names it.
    pub line: usize,
    /// The name as written, trimmed (its quotes taken off): [`Event::add_player`] checks it.
    pub name: String,
    /// Byes earned before the event.
    pub byes: u32,
}

/// A registration list, one player a line: a name, or a name and the byes they earned before the
/// event after a comma or a tab (`Ann,2`, as a spreadsheet's `name,byes` columns give it; `Ann,`
/// is no byes). A header line `name,byes` is skipped, and so are empty lines. What follows the
/// last comma or tab is a number of byes or nothing: a name that has a comma goes in double quotes
/// (`"Smith, John"`, `"Smith, John",1`), as in the match CSV. Byes are bounded by [`MAX_ROUNDS`];
/// a problem names its line.
///
/// ```
/// use tiebreak::core::read_roster;
/// let read = read_roster("name,byes\nAnn,2\n\n\"Smith, John\"\nBo\t1\nCy,\n").unwrap();
/// let names: Vec<(usize, &str, u32)> =
///     read.iter().map(|e| (e.line, e.name.as_str(), e.byes)).collect();
/// assert_eq!(names, [(2, "Ann", 2), (4, "Smith, John", 0), (5, "Bo", 1), (6, "Cy", 0)]);
/// let err = read_roster("Ann\nSmith, John\n").unwrap_err();
/// assert_eq!(err.to_string(), "line 2: `Smith, John` ends in `John`, not a number of byes: write `Smith,2` for two byes, leave out the comma, or put a name that has a comma in double quotes (`\"Smith, John\"`).");
/// ```
pub fn read_roster(text: &str) -> Result<Vec<Entrant>, InputError> {
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line_no = i + 1;
        let line = line.trim().trim_start_matches('\u{feff}');
        if line.is_empty() {
            continue;
        }
        let (name, after) = roster_fields(line);
        let byes = match after {
            Some((_, last))
                if out.is_empty()
                    && name.eq_ignore_ascii_case("name")
                    && last.eq_ignore_ascii_case("byes") =>
            {
                continue
            }
            None => 0,
            Some((_, "")) => 0,
            Some((_, last)) if last.bytes().all(|b| b.is_ascii_digit()) => last
                .parse::<u32>()
                .ok()
                .filter(|&b| b <= MAX_ROUNDS)
                .ok_or_else(|| {
                    InputError::at(
                        line_no,
                        format!(
                            "{last} byes are too many: an event has at most {MAX_ROUNDS} rounds."
                        ),
                    )
                })?,
            Some((sep, last)) => {
                return Err(InputError::at(line_no, not_byes(line, &name, sep, last)));
            }
        };
        out.push(Entrant {
            line: line_no,
            name: name.into_owned(),
            byes,
        });
    }
    Ok(out)
}

/// A trimmed line of a registration list as its name and, after a comma or a tab, the text that
/// follows it (trimmed): the name in double quotes when the line opens with one and the quote
/// closes before the end or a separator (`""` inside is a quote), else up to the last comma or tab.
fn roster_fields(line: &str) -> (Cow<'_, str>, Option<(char, &str)>) {
    if let Some(inner) = line.strip_prefix('"') {
        let mut name = String::new();
        let mut chars = inner.char_indices();
        while let Some((at, c)) = chars.next() {
            if c != '"' {
                name.push(c);
                continue;
            }
            let rest = &inner[at + 1..];
            if rest.starts_with('"') {
                name.push('"');
                chars.next();
                continue;
            }
            let rest = rest.trim_start();
            let after = match rest.chars().next() {
                None => None,
                Some(sep @ (',' | '\t')) => Some((sep, rest[1..].trim())),
                // Not a quoted name (`"Big" Jim`): the line is read as it is written.
                Some(_) => break,
            };
            return (Cow::Owned(name.trim().to_string()), after);
        }
    }
    match line.rfind([',', '\t']) {
        Some(at) => {
            let sep = char::from(line.as_bytes()[at]);
            (
                Cow::Borrowed(line[..at].trim()),
                Some((sep, line[at + 1..].trim())),
            )
        }
        None => (Cow::Borrowed(line), None),
    }
}

/// The refusal of a registration line whose text after its last separator is not a number of
/// byes: `Dana,x` is a typo for a number or a name with a comma, and the sentence says how to
/// write either.
fn not_byes(line: &str, name: &str, sep: char, last: &str) -> String {
    let two = if name.contains(',') {
        format!("{}{sep}2", quote_always(name))
    } else {
        format!("{name}{sep}2")
    };
    if sep == '\t' {
        format!("`{line}` ends in `{last}`, not a number of byes: write `{two}` for two byes, or leave out the tab.")
    } else if line.starts_with('"') {
        format!("`{line}` ends in `{last}`, not a number of byes: write `{two}` for two byes, or leave out the comma.")
    } else {
        format!(
            "`{line}` ends in `{last}`, not a number of byes: write `{two}` for two byes, leave out the comma, or put a name that has a comma in double quotes (`{}`).",
            quote_always(line)
        )
    }
}

/// `text` in double quotes, a quote inside doubled.
fn quote_always(text: &str) -> String {
    format!("\"{}\"", text.replace('"', "\"\""))
}

/// Reads a match CSV into an event with the given best-of.
///
/// One pass, with few copies: the fields of a line without quotes are borrowed from the text, a
/// name is looked up first as spelled (most rows repeat a spelling seen before), and the seats of a
/// round are a bit per round and player.
pub fn read_csv(text: &str, best_of: u32) -> Result<Event, InputError> {
    read_csv_with(text, best_of, Results::BestOf)
}

/// [`read_csv`] with its results checked under `results` ([`GameResult::check_under`]).
pub(crate) fn read_csv_with(
    text: &str,
    best_of: u32,
    results: Results,
) -> Result<Event, InputError> {
    check_best_of(best_of)?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut event = Event {
        best_of,
        ..Event::default()
    };
    // Each name's key (`name_key`), and each spelling seen in the text, to its player.
    let mut names: NameMap<Cow<str>> = NameMap::default();
    let mut spellings: NameMap<&str> = NameMap::default();
    // For each player, bit r - 1 is set once the player has a table in round r (r <= MAX_ROUNDS).
    let mut seated: Vec<u64> = Vec::new();
    // For each round, the line of each of its tables, to name the first line of a player paired twice.
    let mut lines_of_round: Vec<Vec<usize>> = Vec::new();
    // round -> the first line that mentions it (0: none yet).
    let mut first_line_of_round = [0usize; MAX_ROUNDS as usize + 1];
    let mut saw_header = false;
    let mut rows = 0usize;
    let mut fields: Vec<Cow<str>> = Vec::with_capacity(6);

    let mut lines = Lines(text);
    let mut line = 0;
    while let Some((raw_line, quoted)) = lines.next_split(&mut fields) {
        line += 1;
        let trimmed = raw_line.trim_start();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        if quoted {
            split_fields(raw_line, &mut fields).map_err(|m| InputError::at(line, m))?;
        }
        if rows == 0 && !saw_header && fields[0].trim().eq_ignore_ascii_case("round") {
            check_header(&fields).map_err(|m| InputError::at(line, m))?;
            saw_header = true;
            continue;
        }
        rows += 1;
        if fields.len() < 3 {
            return Err(InputError::at(
                line,
                format!(
                    "expected the columns {CSV_HEADER}, but found {} {}.",
                    fields.len(),
                    if fields.len() == 1 {
                        "column"
                    } else {
                        "columns"
                    }
                ),
            ));
        }
        if fields.len() > 6 {
            return Err(InputError::at(
                line,
                format!("expected 6 columns ({CSV_HEADER}) but found {}: put a name that has a comma in double quotes.", fields.len()),
            ));
        }
        let round = parse_round(trim(&fields[0])).map_err(|m| InputError::at(line, m))?;
        let first_line = &mut first_line_of_round[round as usize];
        if *first_line == 0 {
            *first_line = line;
        }

        let a_name = trim(&fields[1]);
        let b_name = trim(&fields[2]);
        if a_name.is_empty() {
            return Err(InputError::at(
                line,
                "player_a is empty: write the name of a player.",
            ));
        }
        if a_name.eq_ignore_ascii_case("bye") {
            return Err(InputError::at(
                line,
                "player_a is BYE: write the player who gets the bye in player_a and BYE in player_b.",
            ));
        }
        let is_bye = b_name.is_empty() || b_name.eq_ignore_ascii_case("bye");
        let count = |i: usize| fields.get(i).map_or("", |f| trim(f));
        let result =
            parse_result(&[count(3), count(4), count(5)]).map_err(|m| InputError::at(line, m))?;

        let mut register = |field: usize| -> Result<PlayerId, InputError> {
            // A name borrowed from the text is remembered as spelled; a quoted one is not.
            let spelling = match &fields[field] {
                Cow::Borrowed(field) => Some(trim(field)),
                Cow::Owned(_) => None,
            };
            if let Some(&id) = spelling.and_then(|s| spellings.get(s)) {
                return Ok(id);
            }
            let name = trim(&fields[field]);
            let id = match names.get(&name_key_of(name)) {
                Some(&id) => id,
                None => {
                    let name = check_name(name).map_err(|e| InputError::at(line, e.message))?;
                    names.insert(
                        Cow::Owned(name_key_of(&name).into_owned()),
                        event.players.len(),
                    );
                    event.players.push(Player::named(name));
                    seated.push(0);
                    event.players.len() - 1
                }
            };
            if let Some(spelling) = spelling {
                spellings.insert(spelling, id);
            }
            Ok(id)
        };
        let a = register(1)?;
        let b = if is_bye { None } else { Some(register(2)?) };

        if b == Some(a) {
            return Err(InputError::at(
                line,
                format!(
                    "{} cannot be paired against themselves.",
                    event.players[a].name
                ),
            ));
        }
        let index = round as usize - 1;
        if event.rounds.len() <= index {
            event.rounds.resize_with(index + 1, Round::default);
            lines_of_round.resize_with(index + 1, Vec::new);
        }
        let bit = 1u64 << index;
        for p in std::iter::once(a).chain(b) {
            if seated[p] & bit != 0 {
                let first = event.rounds[index]
                    .pairings
                    .iter()
                    .zip(&lines_of_round[index])
                    .find(|(pairing, _)| pairing.players().any(|q| q == p))
                    .map_or(0, |(_, &first)| first);
                return Err(InputError::at(
                    line,
                    format!(
                        "{} is paired twice in round {round} (first on line {first}): each player plays once a round.",
                        event.players[p].name
                    ),
                ));
            }
            seated[p] |= bit;
        }
        let pairing = match b {
            // A bye whose counts are 0-2-0 is one the platform's file records as a loss, as
            // `write_csv` writes it; any other counts on a bye's row are left out, as before.
            None if result == Some(GameResult::new(0, 2, 0)) => {
                let table = event.rounds[index].pairings.len();
                event.rounds[index].lost_byes.push(table);
                Pairing::Bye { player: a }
            }
            None => Pairing::Bye { player: a },
            Some(b) => {
                if let Some(result) = result {
                    result
                        .check_under(best_of, results)
                        .map_err(|m| InputError::at(line, m.message))?;
                }
                Pairing::Match { a, b, result }
            }
        };
        event.rounds[index].pairings.push(pairing);
        lines_of_round[index].push(line);
    }

    if rows == 0 {
        return Err(InputError::new(if saw_header {
            "the file has a header but no matches: add one row per match, such as `1,Ann,Bo,2,1,0`."
        } else {
            "the file is empty: expected a header `round,player_a,player_b,a_wins,b_wins,draws` and one row per match."
        }));
    }
    if let Some(gap) = event.rounds.iter().position(|r| r.pairings.is_empty()) {
        let later = (gap as u32 + 2..=event.rounds.len() as u32).find_map(|r| {
            let line = first_line_of_round[r as usize];
            (line != 0).then_some((r, line))
        });
        if let Some((round, line)) = later {
            // The sentence is the event's own (`Event::validate`); only the line is the CSV's.
            return Err(InputError::at(
                line,
                crate::core::model::event::gap_sentence(gap as u32 + 1, round),
            ));
        }
    }
    // The rows were checked one by one, with their lines; the event's own checks are the one home
    // of every bound, and cost one linear pass.
    event.validate_with(results)?;
    Ok(event)
}

fn check_header(fields: &[Cow<str>]) -> Result<(), String> {
    let expected: Vec<&str> = CSV_HEADER.split(',').collect();
    let got: Vec<String> = fields
        .iter()
        .map(|f| f.trim().to_ascii_lowercase())
        .collect();
    let ok = (got.len() == 6 || got.len() == 5) && got.iter().zip(&expected).all(|(g, e)| g == e);
    if ok {
        Ok(())
    } else {
        Err(format!(
            "the header `{}` does not match the expected `{CSV_HEADER}`.",
            fields.join(",")
        ))
    }
}

fn parse_round(field: &str) -> Result<u32, String> {
    let field = field.trim();
    match field.parse::<u32>() {
        Ok(r) => check_round(r).map(|()| r).map_err(|e| e.message),
        Err(_) if field.bytes().all(|b| b.is_ascii_digit()) && !field.is_empty() => Err(format!(
            "round `{field}` is out of range: rounds are numbered from 1 to {MAX_ROUNDS}."
        )),
        Err(_) => Err(format!(
            "round `{field}` is not a round number: write a whole number from 1."
        )),
    }
}

/// Reads the three game counts; all empty means no result yet.
fn parse_result(counts: &[&str]) -> Result<Option<GameResult>, String> {
    const COLUMNS: [&str; 3] = ["a_wins", "b_wins", "draws"];
    if counts.iter().all(|c| c.is_empty()) {
        return Ok(None);
    }
    let mut values = [0u32; 3];
    for (i, column) in COLUMNS.iter().enumerate() {
        let text = counts.get(i).copied().unwrap_or("");
        if text.is_empty() {
            if i == 2 {
                // A missing draws column means no drawn games.
                continue;
            }
            return Err(format!(
                "{column} is empty: write all of a_wins, b_wins and draws, or leave all three empty for a match without a result."
            ));
        }
        values[i] = match text.parse::<u32>() {
            Ok(v) if v <= 99 => v,
            _ if text.starts_with('-') => {
                return Err(format!("{column} `{text}` is negative: a game count is 0 or more."))
            }
            _ => {
                return Err(format!(
                    "{column} `{text}` is not a number of games: write a whole number such as 0, 1 or 2."
                ))
            }
        };
    }
    Ok(Some(GameResult::new(values[0], values[1], values[2])))
}

/// The lines of a text, split as [`str::lines`] splits them (at `\n` or `\r\n`), by a plain scan
/// of the bytes: a match CSV has many short lines.
struct Lines<'a>(&'a str);

impl<'a> Lines<'a> {
    /// The next line, and its fields split at its commas in the same scan of its bytes that
    /// finds its end (one pass instead of three: the end, a quote, the commas). A line with a
    /// double quote is returned with `true`, and its `fields` are to be split again by
    /// [`split_fields`], which honours the quotes.
    fn next_split(&mut self, fields: &mut Vec<Cow<'a, str>>) -> Option<(&'a str, bool)> {
        let text = self.0;
        if text.is_empty() {
            return None;
        }
        fields.clear();
        let bytes = text.as_bytes();
        let mut quoted = false;
        let mut start = 0;
        let mut end = bytes.len();
        for (i, &b) in bytes.iter().enumerate() {
            match b {
                b'\n' => {
                    end = i;
                    break;
                }
                b',' => {
                    fields.push(Cow::Borrowed(&text[start..i]));
                    start = i + 1;
                }
                b'"' => quoted = true,
                _ => {}
            }
        }
        let line = &text[..end];
        let ended = end < bytes.len();
        self.0 = if ended { &text[end + 1..] } else { "" };
        let line = match line.strip_suffix('\r').filter(|_| ended) {
            Some(shorter) => {
                // The `\r` of a `\r\n` line ending ends its last field, not the line.
                start = start.min(shorter.len());
                shorter
            }
            None => line,
        };
        fields.push(Cow::Borrowed(&line[start..]));
        Some((line, quoted))
    }
}

/// The lines alone, for the tests.
#[cfg(test)]
impl<'a> Iterator for Lines<'a> {
    type Item = &'a str;

    fn next(&mut self) -> Option<&'a str> {
        self.next_split(&mut Vec::new()).map(|(line, _)| line)
    }
}

/// [`str::trim`], with a quick answer for a field that starts and ends with a visible ASCII
/// character, as nearly every field does.
pub(crate) fn trim(field: &str) -> &str {
    match field.as_bytes() {
        [first, .., last] if first.is_ascii_graphic() && last.is_ascii_graphic() => field,
        [only] if only.is_ascii_graphic() => field,
        _ => field.trim(),
    }
}

/// Splits one CSV line with double quotes into `fields`, honouring them (`""` inside quotes is a
/// quote). A line without quotes is split where its end is found ([`Lines::next_split`]).
fn split_fields<'a>(line: &'a str, fields: &mut Vec<Cow<'a, str>>) -> Result<(), String> {
    fields.clear();
    let mut field = String::new();
    let mut chars = line.chars().peekable();
    let mut quoted = false;
    let mut at_start = true;
    while let Some(c) = chars.next() {
        if quoted {
            if c == '"' {
                if chars.peek() == Some(&'"') {
                    chars.next();
                    field.push('"');
                } else {
                    quoted = false;
                }
            } else {
                field.push(c);
            }
            continue;
        }
        match c {
            ',' => {
                fields.push(Cow::Owned(std::mem::take(&mut field)));
                at_start = true;
                continue;
            }
            '"' if at_start && field.trim().is_empty() => {
                field.clear();
                quoted = true;
            }
            _ => field.push(c),
        }
        at_start = false;
    }
    if quoted {
        return Err("a double quote is not closed: close it, or remove it.".into());
    }
    fields.push(Cow::Owned(field));
    Ok(())
}

/// Writes an event as a match CSV that [`read_csv`] reads back.
pub fn write_csv(event: &Event) -> String {
    let mut out = String::from(CSV_HEADER);
    out.push('\n');
    for (i, round) in event.rounds.iter().enumerate() {
        for (table, pairing) in round.pairings.iter().enumerate() {
            let name = |p: PlayerId| quote(&event.players[p].name);
            match *pairing {
                Pairing::Match { a, b, result } => {
                    let counts = result
                        .map(|r| format!("{},{},{}", r.a_wins, r.b_wins, r.draws))
                        .unwrap_or_else(|| ",,".into());
                    out.push_str(&format!("{},{},{},{counts}\n", i + 1, name(a), name(b)));
                }
                Pairing::Bye { player } => {
                    let counts = if round.lost_byes.contains(&table) {
                        "0,2,0"
                    } else {
                        ",,"
                    };
                    out.push_str(&format!("{},{},BYE,{counts}\n", i + 1, name(player)));
                }
            }
        }
    }
    out
}

/// Quotes a field when it needs it (RFC 4180): a comma, a double quote, a line break, or a space at
/// either end. Names cannot hold line breaks ([`check_name`]); an event's name or a hand-built
/// event still can, and must not split a row.
pub(crate) fn quote(name: &str) -> String {
    if name.contains([',', '"', '\r', '\n']) || name.starts_with(' ') || name.ends_with(' ') {
        format!("\"{}\"", name.replace('"', "\"\""))
    } else {
        name.to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_quoted_fields() {
        let mut fields = Vec::new();
        split_fields(r#"1,"O'Neill, Paul","Say ""hi""",2,0,0"#, &mut fields).unwrap();
        assert_eq!(
            fields,
            vec!["1", "O'Neill, Paul", r#"Say "hi""#, "2", "0", "0"]
        );
    }

    #[test]
    fn splits_lines_as_str_lines_does() {
        for text in [
            "",
            "\n",
            "a",
            "a\n",
            "a\r\nb",
            "a\rb\r",
            "a\n\nb\r\n",
            "é\r\n\r\n",
        ] {
            assert_eq!(
                Lines(text).collect::<Vec<_>>(),
                text.lines().collect::<Vec<_>>()
            );
        }
        assert_eq!(Lines("1,a\r\n2,b").collect::<Vec<_>>(), ["1,a", "2,b"]);
    }

    #[test]
    fn splits_fields_in_the_line_scan_as_split_fields_does() {
        let text = "round,player_a,player_b\r\n1,Ann,Bo,2,1,0\n,\n1,a,\r\n\n 2 , Cy ,BYE,,,\r\n1,\"O'Neill, Paul\",Bo,2,0,0\r\nx,\r";
        let mut lines = Lines(text);
        let mut fields = Vec::new();
        let mut got = Vec::new();
        while let Some((line, quoted)) = lines.next_split(&mut fields) {
            let mut expected = Vec::new();
            split_fields(line, &mut expected).unwrap();
            if quoted {
                assert_eq!(line, "1,\"O'Neill, Paul\",Bo,2,0,0");
            } else {
                assert_eq!(fields, expected, "{line:?}");
            }
            got.push(line);
        }
        assert_eq!(got, text.lines().collect::<Vec<_>>());
        assert_eq!(got.len(), 8);
    }

    #[test]
    fn trims_as_str_trim_does() {
        for field in [
            "",
            " ",
            "a",
            " a",
            "a ",
            "\u{a0}a",
            "a\u{3000}",
            "Ann Bo",
            "\ta\t",
            "é",
        ] {
            assert_eq!(trim(field), field.trim());
        }
        assert_eq!(trim(" Ann Bo\u{a0}"), "Ann Bo");
    }

    #[test]
    fn writes_what_it_reads() {
        let text = "round,player_a,player_b,a_wins,b_wins,draws\n1,\"O'Neill, Paul\",Bo,2,1,0\n1,Cy,BYE,,,\n2,Bo,Cy,,,\n";
        let event = read_csv(text, 3).unwrap();
        assert_eq!(write_csv(&event), text);
    }

    /// A bye the platform's file records as a loss is written counted 0-2-0 and read back as one;
    /// other counts on a bye's row are left out, as earlier builds read them.
    #[test]
    fn a_bye_recorded_as_a_loss_survives_the_csv() {
        let text = "round,player_a,player_b,a_wins,b_wins,draws\n1,Ann,Bo,2,1,0\n1,Cy,BYE,0,2,0\n2,Ann,Cy,2,0,0\n2,Bo,BYE,,,\n";
        let event = read_csv(text, 3).unwrap();
        assert_eq!(event.rounds[0].lost_byes, [1]);
        assert!(event.rounds[1].lost_byes.is_empty());
        assert!(event.validate().is_ok());
        assert_eq!(write_csv(&event), text);
        let won = read_csv("1,Ann,Bo,2,1,0\n1,Cy,BYE,2,0,0\n", 3).unwrap();
        assert!(won.rounds[0].lost_byes.is_empty());
        assert_eq!(won.rounds[0].pairings[1], Pairing::Bye { player: 2 });
    }
}
