//! A payload's parts read back into the event file they stand for, checked for shape: the event
//! file's own checks check the rest.

use crate::core::base::error::InputError;
use crate::core::base::ruleset::{Choice, ChoiceError, MatchPoints, Ruleset, Tiebreaker};
use crate::core::model::event::MissedRounds;
use crate::core::model::file::{
    self, EventFile, LogFile, PlayerFile, PlayoffFile, ResultFile, RoundFile, RulesetField,
    RulesetFile, TableFile,
};
use crate::core::model::game_result::GameResult;
use crate::core::model::log::LogKind;

use super::wire::{LinkVersion, Wire, WireFloor, WireLog, WireMelee, WirePublished, MAX_TAKEN_AT};

/// What a verdict-only link says of each published row's percentages, in the published order:
/// for OMW, GW and OGW, `None` where not published, `Some(true)` where it agrees with the computed
/// figure and `Some(false)` where it differs ([`super::PublishedForm::Verdicts`]).
pub type Verdicts = Vec<[Option<bool>; 3]>;

/// The published standings of a version 6 payload as the event file writes them, names in place
/// of indices, checked for shape only: the event file's own reader ([`file::published`]) checks
/// the rest, as it checks an import. With the verdicts, when the link carries them in place of
/// the percentages.
pub(super) fn published_file(
    w: WirePublished,
    names: &[String],
) -> Result<(file::PublishedFile, Option<Verdicts>), InputError> {
    let rows = w.players.len();
    let unfit = |what: &str| damaged(format!("its published standings {what}"));
    if rows > names.len() {
        return Err(unfit("list more rows than it has players"));
    }
    if w.ranks.len() != rows || w.points.len() != rows || w.records.len() != 3 * rows {
        return Err(unfit("do not fit their rows"));
    }
    let figures = [&w.omw, &w.gw, &w.ogw];
    let verdicts_only = figures.iter().all(|f| f.is_empty()) && !w.verdicts.is_empty();
    if !(verdicts_only && w.verdicts.len() == rows
        || w.verdicts.is_empty() && figures.iter().all(|f| f.len() == rows))
    {
        return Err(unfit("do not fit their rows"));
    }
    if w.not_percentages.len() != 2 * w.not_texts.len() {
        return Err(unfit("do not fit their rows"));
    }
    let less = |v: u32| v.checked_sub(1);
    let text = |list: &[String], i: usize| list.get(i).filter(|t| !t.is_empty()).cloned();
    let mut standings = Vec::with_capacity(rows);
    for (i, &p) in w.players.iter().enumerate() {
        let player = names.get(p as usize).cloned().ok_or_else(|| {
            damaged(format!(
                "its published standings name player {} of an event of {} players",
                u64::from(p) + 1,
                names.len()
            ))
        })?;
        let record = match w.records[3 * i..3 * i + 3] {
            [0, 0, 0] => None,
            [a, b, c] if a > 0 && b > 0 && c > 0 => Some((a - 1, b - 1, c - 1)),
            _ => return Err(unfit("give part of a record")),
        };
        standings.push(file::PublishedRowFile {
            player,
            rank: less(w.ranks[i]),
            points: less(w.points[i]),
            wins: record.map(|r| r.0),
            losses: record.map(|r| r.1),
            draws: record.map(|r| r.2),
            omw: text(&w.omw, i),
            gw: text(&w.gw, i),
            ogw: text(&w.ogw, i),
            not_percentages: file::NotPercentagesFile::default(),
        });
    }
    for (pair, t) in w.not_percentages.chunks_exact(2).zip(w.not_texts) {
        let row = standings
            .get_mut(pair[0] as usize)
            .ok_or_else(|| unfit("name a row they do not have"))?;
        let slot = match pair[1] {
            0 => &mut row.not_percentages.omw,
            1 => &mut row.not_percentages.gw,
            2 => &mut row.not_percentages.ogw,
            _ => return Err(unfit("name a column they do not have")),
        };
        if slot.replace(t).is_some() {
            return Err(unfit("give a figure twice"));
        }
    }
    let verdicts = if verdicts_only {
        let of = |code: u32| match code {
            0 => None,
            1 => Some(true),
            _ => Some(false),
        };
        let mut out = Vec::with_capacity(rows);
        for &v in &w.verdicts {
            if v >= 27 {
                return Err(unfit("hold a verdict of no known kind"));
            }
            out.push([of(v % 3), of(v / 3 % 3), of(v / 9)]);
        }
        Some(out)
    } else {
        None
    };
    let published = file::PublishedFile {
        source: w.source,
        standings,
        missing_rounds: w.missing_rounds,
        notes: Vec::new(),
    };
    Ok((published, verdicts))
}

/// Puts a [`WireMelee`] into the event file a payload stands for; the file's own checks check
/// the rest (a double loss at a table with no result, a bracket that does not hold). From link
/// version 8, a double loss listed at a bye's table is a bye recorded as a loss.
pub(super) fn melee_into(
    melee: WireMelee,
    names: &[String],
    file: &mut EventFile,
    version: LinkVersion,
) -> Result<(), InputError> {
    let name = |i: u32| {
        i.checked_sub(1)
            .and_then(|i| names.get(i as usize))
            .cloned()
            .ok_or_else(|| damaged("its playoff names a player it does not list"))
    };
    file.stages = melee.stages;
    if !melee.double_losses.len().is_multiple_of(2) {
        return Err(damaged("its list of double losses is cut short"));
    }
    for pair in melee.double_losses.chunks_exact(2) {
        let round = file
            .rounds
            .get_mut((pair[0] as usize).wrapping_sub(1))
            .ok_or_else(|| damaged("it names a double loss past its rounds"))?;
        let at_bye = round
            .tables
            .get((pair[1] as usize).wrapping_sub(1))
            .is_some_and(|t| t.bye.is_some());
        if at_bye && version >= LinkVersion::LostByes {
            round.lost_byes.push(pair[1]);
        } else {
            round.double_losses.push(pair[1]);
        }
    }
    if melee.first.is_empty() {
        return Ok(());
    }
    if !melee.first.len().is_multiple_of(2) || !melee.third.len().is_multiple_of(2) {
        return Err(damaged("its playoff is cut short"));
    }
    let mut first = Vec::with_capacity(melee.first.len() / 2);
    for pair in melee.first.chunks_exact(2) {
        let mut names = vec![name(pair[0])?];
        if pair[1] != 0 {
            names.push(name(pair[1])?);
        }
        first.push(names);
    }
    let code = |c: u32| {
        result(c)
            .map(|r| r.map(ResultFile::from))
            .map_err(|()| damaged("its playoff has no such result"))
    };
    // The seeds [`Wire`] carried, for a playoff seeded here (none for one as played).
    let seeds = file.playoff.take().map(|p| p.seeds).unwrap_or_default();
    file.playoff = Some(PlayoffFile {
        seeds,
        first,
        winners: melee
            .winners
            .iter()
            .map(|&w| if w == 0 { Ok(None) } else { name(w).map(Some) })
            .collect::<Result<_, _>>()?,
        results: melee
            .results
            .iter()
            .map(|&c| code(c))
            .collect::<Result<_, _>>()?,
        third_place: match melee.third.as_slice() {
            [] => None,
            [w, c] => Some(file::ThirdPlaceFile {
                winner: if *w == 0 { None } else { Some(name(*w)?) },
                result: code(*c)?,
            }),
            _ => return Err(damaged("its match for third place is cut short")),
        },
    });
    Ok(())
}

/// Puts a [`WireFloor`] into the event file a payload stands for; the file's own checks check
/// the numbers.
pub(super) fn floor_into(floor: WireFloor, file: &mut EventFile) -> Result<(), InputError> {
    for (list, fixed) in [(&floor.fixed, true), (&floor.byes, false)] {
        if list.len() % 2 != 0 {
            return Err(damaged("its list of fixed tables and byes is cut short"));
        }
        for pair in list.chunks_exact(2) {
            let player = file
                .players
                .get_mut(pair[0] as usize)
                .ok_or_else(|| damaged("it names a player past the event's players"))?;
            if fixed {
                player.fixed_table = Some(pair[1]);
            } else {
                player.byes = pair[1];
            }
        }
    }
    let rounds = file.rounds.len();
    for &r in &floor.power {
        file.rounds
            .get_mut((r as usize).wrapping_sub(1))
            .ok_or_else(|| damaged("it names a power-paired round past its rounds"))?
            .power = true;
    }
    if !(floor.numbers.is_empty() || floor.numbers.len() == rounds)
        || !(floor.extensions.is_empty() || floor.extensions.len() == rounds)
    {
        return Err(damaged("its table numbers do not match its rounds"));
    }
    for (r, round) in file.rounds.iter_mut().enumerate() {
        let count = round.tables.len();
        for (list, numbers) in [
            (floor.numbers.get(r), true),
            (floor.extensions.get(r), false),
        ] {
            let Some(list) = list.filter(|l| !l.is_empty()) else {
                continue;
            };
            if list.len() != count {
                return Err(damaged(format!(
                    "round {} has {} tables but {} table numbers or extensions",
                    r + 1,
                    count,
                    list.len()
                )));
            }
            for (t, &n) in round.tables.iter_mut().zip(list) {
                if numbers {
                    t.table = Some(n);
                } else {
                    t.extension = n;
                }
            }
        }
    }
    Ok(())
}

/// The log entries of a version 2 payload, as the event file writes them, checked for shape;
/// the event file's own checks ([`file::event`]) check the rest.
pub(super) fn log_files(log: WireLog, names: &[String]) -> Result<Vec<LogFile>, InputError> {
    let mut out = Vec::new();
    let mut numbers = log.numbers.into_iter();
    let mut texts = log.texts.into_iter();
    while let Some(at) = numbers.next() {
        let n = out.len() + 1;
        let mut next = || {
            numbers
                .next()
                .ok_or_else(|| damaged(format!("its correction {n} is cut short")))
        };
        let (kind, round, table, count) = (next()?, next()?, next()?, next()?);
        let kind = usize::try_from(kind)
            .ok()
            .and_then(|k| LogKind::ALL.get(k))
            .ok_or_else(|| damaged(format!("its correction {n} is of no known kind")))?;
        if at > MAX_TAKEN_AT {
            return Err(damaged(format!(
                "its correction {n} was made after the year 9999"
            )));
        }
        let small = |v: u64| {
            u32::try_from(v)
                .map_err(|_| damaged(format!("its correction {n} has a number past any event")))
        };
        if count > 2 {
            return Err(damaged(format!("its correction {n} names {count} players")));
        }
        let mut players = Vec::new();
        for _ in 0..count {
            let i = next()?;
            let name = usize::try_from(i)
                .ok()
                .and_then(|i| names.get(i))
                .ok_or_else(|| {
                    damaged(format!(
                        "its correction {n} names a player it does not list"
                    ))
                })?;
            players.push(name.clone());
        }
        let mut text = || {
            texts
                .next()
                .map(|t| (!t.is_empty()).then_some(t))
                .ok_or_else(|| damaged(format!("its correction {n} is cut short")))
        };
        let (before, after, reason) = (text()?, text()?, text()?);
        out.push(LogFile {
            at: crate::core::model::log::format_time(at),
            kind: kind.code().to_string(),
            round: (round > 0).then(|| small(round)).transpose()?,
            table: (table > 0).then(|| small(table)).transpose()?,
            players,
            before,
            after,
            reason,
        });
    }
    if texts.next().is_some() {
        return Err(damaged("its corrections have texts left over"));
    }
    Ok(out)
}

/// The sentence of every link that cannot be read: `what` is wrong with it, and what to do.
pub(super) fn damaged(what: impl std::fmt::Display) -> InputError {
    InputError::new(format!(
        "this link is damaged: {what}. Scan the QR code again, or ask the organizer for the link."
    ))
}

/// The event file a wire event stands for, names in place of indices, for [`file::event`] to
/// check as it checks an import. Only what the file cannot say is checked here: an index past
/// the players, a player listed twice as dropped, seats that do not pair up.
pub(super) fn event_file(wire: Wire, version: LinkVersion) -> Result<EventFile, InputError> {
    let count = wire.names.len();
    let name = |i: u32| {
        wire.names.get(i as usize).cloned().ok_or_else(|| {
            damaged(format!(
                "it names player {} of an event of {count} players",
                u64::from(i) + 1
            ))
        })
    };
    let mut players: Vec<PlayerFile> = wire
        .names
        .iter()
        .map(|n| PlayerFile {
            name: n.clone(),
            dropped_after: None,
            entered_round: None,
            fixed_table: None,
            byes: 0,
        })
        .collect();
    for (list, what) in [(&wire.dropped, "dropped"), (&wire.entered, "entered")] {
        if list.len() % 2 != 0 {
            return Err(damaged(format!("its list of who {what} is cut short")));
        }
        for pair in list.chunks_exact(2) {
            let (p, round) = (pair[0], pair[1]);
            let player = players.get_mut(p as usize).ok_or_else(|| {
                damaged(format!(
                    "it says player {} {what}, in an event of {count} players",
                    u64::from(p) + 1
                ))
            })?;
            let field = if what == "dropped" {
                &mut player.dropped_after
            } else {
                &mut player.entered_round
            };
            if field.replace(round).is_some() {
                return Err(damaged(format!(
                    "it says twice when {} {what}",
                    player.name
                )));
            }
        }
    }
    let count_rounds = wire.seats.len();
    if wire.results.len() != count_rounds || wire.byes.len() != count_rounds {
        return Err(damaged(format!(
            "it has {count_rounds} rounds of seats, {} of results and {} of byes",
            wire.results.len(),
            wire.byes.len()
        )));
    }
    let mut rounds = Vec::with_capacity(count_rounds);
    for (r, ((seats, results), byes)) in wire
        .seats
        .iter()
        .zip(&wire.results)
        .zip(&wire.byes)
        .enumerate()
    {
        let number = r as u32 + 1;
        if byes.len() % 2 != 0 {
            return Err(damaged(format!(
                "round {number}'s list of byes is cut short"
            )));
        }
        if seats.len() % 2 != 0 || results.len() != seats.len() / 2 {
            return Err(damaged(format!(
                "round {number} has {} seats for {} results",
                seats.len(),
                results.len()
            )));
        }
        let tables = results.len() + byes.len() / 2;
        let mut out = Vec::with_capacity(tables);
        let mut matches = seats.chunks_exact(2).zip(results);
        let mut byes = byes.chunks_exact(2).peekable();
        for t in 0..tables {
            if let Some(bye) = byes.next_if(|b| b[0] as usize == t) {
                out.push(TableFile {
                    a: None,
                    b: None,
                    result: None,
                    bye: Some(name(bye[1])?),
                    table: None,
                    extension: 0,
                });
                continue;
            }
            let Some((seat, &code)) = matches.next() else {
                return Err(damaged(format!(
                    "round {number} places its byes past its tables"
                )));
            };
            out.push(TableFile {
                a: Some(name(seat[0])?),
                b: Some(name(seat[1])?),
                result: result(code)
                    .map_err(|()| {
                        damaged(format!(
                            "round {number}, table {} has no such result",
                            t + 1
                        ))
                    })?
                    .map(ResultFile::from),
                bye: None,
                table: None,
                extension: 0,
            });
        }
        // Every table took a bye or a match, so a bye left over would have left a table without
        // a match first ("places its byes past its tables"): none can be left here.
        rounds.push(RoundFile {
            round: number,
            tables: out,
            paired_before_corrections: Vec::new(),
            power: false,
            double_losses: Vec::new(),
            lost_byes: Vec::new(),
        });
    }
    let ruleset =
        ruleset_field(&wire.ruleset, version).map_err(|e| damaged(format!("its ruleset {e}")))?;
    let playoff = match wire.playoff.len() {
        0 => None,
        n => {
            // A top 8 has 8 seeds and 7 matches; a top 4, 4 and 3. Anything else is refused by
            // the event file's own check, which names it.
            let seeds = n.div_ceil(2);
            let (s, w) = wire.playoff.split_at(seeds);
            Some(PlayoffFile {
                first: Vec::new(),
                results: Vec::new(),
                third_place: None,
                seeds: s.iter().map(|&p| name(p)).collect::<Result<_, _>>()?,
                winners: w
                    .iter()
                    .map(|&p| p.checked_sub(1).map(name).transpose())
                    .collect::<Result<_, _>>()?,
            })
        }
    };
    Ok(EventFile {
        format: file::FORMAT.into(),
        schema: file::SCHEMA_VERSION,
        name: wire.name,
        date: wire.date,
        best_of: wire.best_of,
        ruleset,
        players,
        rounds,
        planned_rounds: wire.planned_rounds,
        seed: None,
        missed_rounds: wire.missed_rounds_left_out.then_some(MissedRounds::LeftOut),
        playoff,
        penalties: Vec::new(),
        log: Vec::new(),
        published: None,
        stages: Vec::new(),
    })
}

/// The event file's ruleset from the link's texts; the event file's reader checks it
/// ([`Ruleset::validate`]). An error says what is wrong with the texts.
fn ruleset_field(texts: &[String], version: LinkVersion) -> Result<RulesetField, String> {
    let (texts, extra, newer, unplayed) = match texts {
        [name] => return Ok(RulesetField::Preset(name.clone())),
        [fourteen @ .., points] if texts.len() == 15 && version >= LinkVersion::MatchPoints => {
            let mut field = ruleset_field(fourteen, version)?;
            if let RulesetField::Custom(file) = &mut field {
                file.match_points = MatchPoints::from_code(points)
                    .ok_or_else(|| "has unknown match points".to_string())?;
            }
            return Ok(field);
        }
        [eight @ .., results, empty, drawn, playoff, stages, unplayed]
            if texts.len() == 14 && version >= LinkVersion::Platforms =>
        {
            (
                eight,
                Some((results, empty)),
                Some([drawn, playoff, stages]),
                Some(unplayed),
            )
        }
        [eight @ .., results, empty, drawn, playoff, stages]
            if texts.len() == 13 && version >= LinkVersion::Platform =>
        {
            (
                eight,
                Some((results, empty)),
                Some([drawn, playoff, stages]),
                None,
            )
        }
        [eight @ .., results, empty] if texts.len() == 10 && version >= LinkVersion::Choices => {
            (eight, Some((results, empty)), None, None)
        }
        eight if eight.len() == 8 => (eight, None, None, None),
        _ if version >= LinkVersion::MatchPoints => {
            return Err(format!(
                "has {} parts, not 1, 8, 10, 13, 14 or 15",
                texts.len()
            ))
        }
        _ if version >= LinkVersion::Platforms => {
            return Err(format!("has {} parts, not 1, 8, 10, 13 or 14", texts.len()))
        }
        _ if version >= LinkVersion::Platform => {
            return Err(format!("has {} parts, not 1, 8, 10 or 13", texts.len()))
        }
        _ if version >= LinkVersion::Choices => {
            return Err(format!("has {} parts, not 1, 8 or 10", texts.len()))
        }
        _ => return Err(format!("has {} parts, not 1 or 8", texts.len())),
    };
    let [name, m, g, o, byes, bye_games, repeated, order] = texts else {
        return Err(format!("has {} parts, not 1 or 8", texts.len()));
    };
    let mut ruleset = Ruleset {
        name: name.clone(),
        ..Ruleset::default()
    };
    for (choice, text, what) in [
        (Choice::MatchWinFloor, m, "floor"),
        (Choice::GameWinFloor, g, "floor"),
        (Choice::OpponentGameWinFloor, o, "floor"),
        (Choice::ByesInMatchWin, byes, "choice for byes"),
        (Choice::ByeGames, bye_games, "bye"),
        (
            Choice::RepeatedOpponents,
            repeated,
            "choice for repeated opponents",
        ),
    ] {
        ruleset.set_choice(choice, text).map_err(|e| match e {
            ChoiceError::NotAFraction => "has a floor that is not a fraction".to_string(),
            _ => format!("has an unknown {what}"),
        })?;
    }
    if let Some((results, empty)) = extra {
        for (choice, text, what) in [
            (Choice::Results, results, "choice for results"),
            (Choice::EmptyFigure, empty, "figure for nothing counted"),
        ] {
            ruleset
                .set_choice(choice, text)
                .map_err(|_| format!("has an unknown {what}"))?;
        }
    }
    if let Some([drawn, playoff, stages]) = newer {
        for (choice, text, what) in [
            (Choice::DrawnGames, drawn, "choice for drawn games"),
            (Choice::Playoff, playoff, "choice for the playoff"),
            (Choice::Stages, stages, "choice for stages"),
        ] {
            ruleset
                .set_choice(choice, text)
                .map_err(|_| format!("has an unknown {what}"))?;
        }
    }
    if let Some(unplayed) = unplayed {
        ruleset
            .set_choice(Choice::UnplayedRounds, unplayed)
            .map_err(|_| "has an unknown choice for unplayed rounds".to_string())?;
    }
    if ruleset.makes_event_choice() && version < LinkVersion::EventChoices {
        return Err(format!(
            "makes a choice of an event's, which version {} cannot carry",
            version.number()
        ));
    }
    let mut file = RulesetFile::from(&ruleset);
    // An empty text is no tiebreakers (an event file may hold none), not one empty code.
    file.tiebreakers = order
        .split(',')
        .filter(|_| !order.is_empty())
        .map(Tiebreaker::from_code)
        .collect::<Option<_>>()
        .ok_or_else(|| "has an unknown tiebreaker".to_string())?;
    Ok(RulesetField::Custom(file))
}

/// The result a code stands for: `Ok(None)` for 0 (no result yet), `Err` for a code no result has.
pub(super) fn result(code: u32) -> Result<Option<GameResult>, ()> {
    if code == 0 {
        return Ok(None);
    }
    let c = code - 1;
    if c >= 16 * 16 * 16 {
        return Err(());
    }
    Ok(Some(GameResult::new(c & 15, (c >> 4) & 15, c >> 8)))
}
