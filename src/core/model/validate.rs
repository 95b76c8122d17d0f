//! [`Event::validate`], the one home of the invariants: the best-of, the planned rounds, names,
//! every player's rounds, every table and every result, then the corrections log and the
//! penalties. It sits above the event model and the log, which hold the data it checks; every
//! reader and every edit calls it.

use std::borrow::Cow;

use crate::core::base::error::{InputError, PlayerId};
use crate::core::base::ruleset::Results;
use crate::core::model::event::{gap_sentence, Event, Pairing};
use crate::core::model::game_result::{GameResult, Outcome};
use crate::core::model::limits::{check_best_of, check_extension, MAX_ROUNDS, MAX_TABLE};
use crate::core::model::log::{
    check_reason, check_time, Penalty, PenaltyKind, MAX_LOG_ENTRIES, MAX_PENALTIES,
    MAX_REASON_CHARS, MAX_TEXT_CHARS,
};
use crate::core::model::names::{checked_name, duplicate_name, name_key_of, NameMap};

impl Event {
    /// Checks the whole event: the best-of, the planned rounds, names (each in its stored form,
    /// no two alike), every player's rounds, every table and every result (under the event's own
    /// ruleset's [`Results`]). Linear in the size of the event.
    pub fn validate(&self) -> Result<(), InputError> {
        self.validate_with(self.ruleset.results)
    }

    /// Checks every result under the ruleset's [`Results`]: the check of [`Event::validate`] alone,
    /// for a reader that read the results as recorded and then chose the ruleset (the CLI's
    /// `--ruleset`). The sentence names the round and the table.
    pub fn check_results(&self) -> Result<(), InputError> {
        self.check_results_as(self.ruleset.results)
    }

    /// [`Event::check_results`] under `results` rather than the event's own ruleset's: whether
    /// another ruleset reads every result (the CLI's `--ruleset`, the audit of every preset).
    pub fn check_results_as(&self, results: Results) -> Result<(), InputError> {
        for (i, round) in self.rounds.iter().enumerate() {
            for (t, pairing) in round.pairings.iter().enumerate() {
                if let Pairing::Match {
                    result: Some(result),
                    ..
                } = pairing
                {
                    self.check_result(i as u32 + 1, t, result, results)?;
                }
            }
        }
        Ok(())
    }

    /// The one check of a result in the event: under `results`, with its round and table.
    fn check_result(
        &self,
        round: u32,
        table: usize,
        result: &GameResult,
        results: Results,
    ) -> Result<(), InputError> {
        result.check_under(self.best_of, results).map_err(|m| {
            // A result that only Melee records names its players too: the sentence leads the
            // reader to a match of a file they did not write.
            let players = match self
                .rounds
                .get(round as usize - 1)
                .map(|r| &r.pairings[table])
            {
                Some(&Pairing::Match { a, b, .. })
                    if results == Results::BestOf && result.only_as_recorded(self.best_of) =>
                {
                    let name = |p: usize| self.players.get(p).map_or("?", |p| p.name.as_str());
                    format!(" ({} v {})", name(a), name(b))
                }
                _ => String::new(),
            };
            InputError::new(format!("round {round}, table {}{players}: {m}", table + 1))
        })
    }

    /// [`Event::validate`] with the results read under `results` rather than the ruleset's own:
    /// a reader that reads every result as recorded, before a ruleset is chosen, passes
    /// [`Results::AsRecorded`].
    pub(crate) fn validate_with(&self, results: Results) -> Result<(), InputError> {
        check_best_of(self.best_of)?;
        if let Some(planned) = self.planned_rounds {
            if planned > MAX_ROUNDS {
                return Err(InputError::new(format!(
                    "{planned} planned rounds are too many: an event has at most {MAX_ROUNDS} rounds."
                )));
            }
        }
        if self.rounds.len() > MAX_ROUNDS as usize {
            return Err(InputError::new(format!(
                "the event has {} rounds, but at most {MAX_ROUNDS} are supported.",
                self.rounds.len()
            )));
        }
        let mut keys: NameMap<Cow<str>> = NameMap::default();
        keys.reserve(self.players.len());
        for (id, p) in self.players.iter().enumerate() {
            // A name is stored in one form (`check_name`): every way in gives it so.
            let stored = checked_name(&p.name)?;
            if stored != p.name.as_str() {
                return Err(InputError::new(format!(
                    "the name `{}` is not in the form names are kept in (trimmed, one space between words, accents composed): write it as `{stored}`.",
                    p.name
                )));
            }
            let key = name_key_of(&p.name);
            if let Some(&first) = keys.get(&key) {
                return Err(duplicate_name(&self.players[first].name));
            }
            keys.insert(key, id);
            self.check_player(p)?;
        }
        let mut fixed: std::collections::HashMap<u32, PlayerId> = Default::default();
        for (id, p) in self.players.iter().enumerate() {
            if let Some(table) = p.fixed_table {
                if let Some(&other) = fixed.get(&table) {
                    return Err(InputError::new(format!(
                        "table {table} is the fixed table of both {} and {}: give one of them another table.",
                        self.players[other].name, p.name
                    )));
                }
                fixed.insert(table, id);
            }
        }
        // The last round each player has a table in, so that "paired twice" is one look-up.
        let mut seated_in = vec![0u32; self.players.len()];
        for (i, round) in self.rounds.iter().enumerate() {
            let number = i as u32 + 1;
            if round.pairings.is_empty() && i + 1 < self.rounds.len() {
                return Err(InputError::new(gap_sentence(number, number + 1)));
            }
            for &(r, t) in &round.paired_before {
                if r == 0 || r >= number || t == 0 || t as usize > self.players.len().max(1) {
                    return Err(InputError::new(format!(
                        "round {number} says it was paired before a correction of round {r}, table {t}, which cannot be: list only earlier rounds' tables."
                    )));
                }
            }
            self.check_numbers(number, round)?;
            for (k, &t) in round.double_losses.iter().enumerate() {
                let with_result = matches!(
                    round.pairings.get(t),
                    Some(Pairing::Match {
                        result: Some(_),
                        ..
                    })
                );
                if !with_result || round.double_losses[..k].contains(&t) {
                    return Err(InputError::new(format!(
                        "round {number}: table {} is listed as a match both players lost, but it is not a match with a result, or it is listed twice.",
                        t.wrapping_add(1)
                    )));
                }
            }
            for (k, &t) in round.lost_byes.iter().enumerate() {
                if !matches!(round.pairings.get(t), Some(Pairing::Bye { .. }))
                    || round.lost_byes[..k].contains(&t)
                {
                    return Err(InputError::new(format!(
                        "round {number}: table {} is listed as a bye recorded as a loss, but it is not a bye, or it is listed twice.",
                        t.wrapping_add(1)
                    )));
                }
            }
            for (t, pairing) in round.pairings.iter().enumerate() {
                let at = |e: InputError| {
                    InputError::new(format!("round {number}, table {}: {}", t + 1, e.message))
                };
                // The players at the table, without a vector per table.
                let (seats, count, result) = match *pairing {
                    Pairing::Match { a, b, result } => ([a, b], 2, result),
                    Pairing::Bye { player } => ([player, player], 1, None),
                };
                let players = &seats[..count];
                self.check_seats(number, players, |p| seated_in[p] == number)
                    .map_err(at)?;
                if let Some(result) = result {
                    self.check_result(number, t, &result, results)?;
                }
                for &p in players {
                    seated_in[p] = number;
                }
            }
        }
        if let Some(published) = &self.published {
            published.check(self.players.len(), |p| self.players[p].name.clone())?;
        }
        let rounds = self.rounds.len() as u32;
        for (k, &end) in self.stages.iter().enumerate() {
            if end == 0 || end >= rounds || (k > 0 && self.stages[k - 1] >= end) {
                return Err(InputError::new(format!(
                    "a stage cannot end after round {end}: stages end after rounds 1 to {} in order, and the last stage ends with the last round.",
                    rounds.saturating_sub(1)
                )));
            }
        }
        if let Some(playoff) = &self.playoff {
            playoff
                .check(self.players.len())
                .map_err(|e| InputError::new(format!("the playoff: {}", e.message)))?;
        }
        self.check_log_and_penalties()
    }

    /// Checks a round's table numbers and extensions: none, or one per table; the numbers all
    /// different, from 1 up.
    fn check_numbers(
        &self,
        number: u32,
        round: &crate::core::model::event::Round,
    ) -> Result<(), InputError> {
        let count = round.pairings.len();
        if !round.numbers.is_empty() {
            if round.numbers.len() != count {
                return Err(InputError::new(format!(
                    "round {number} has {count} tables but {} table numbers: number every table or none.",
                    round.numbers.len()
                )));
            }
            let most = MAX_TABLE as usize + count;
            let mut seen = std::collections::HashSet::with_capacity(count);
            for &n in &round.numbers {
                if n == 0 || n as usize > most {
                    return Err(InputError::new(format!(
                        "round {number} has a table numbered {n}: tables are numbered from 1 to {most}."
                    )));
                }
                if !seen.insert(n) {
                    return Err(InputError::new(format!(
                        "round {number} has two tables numbered {n}: every table has its own number."
                    )));
                }
            }
        }
        if !round.extensions.is_empty() {
            if round.extensions.len() != count {
                return Err(InputError::new(format!(
                    "round {number} has {count} tables but {} extensions: give every table one or none.",
                    round.extensions.len()
                )));
            }
            for (t, &m) in round.extensions.iter().enumerate() {
                check_extension(m).map_err(|e| {
                    InputError::new(format!(
                        "round {number}, table {}: {}",
                        round.number(t),
                        e.message
                    ))
                })?;
            }
        }
        Ok(())
    }

    /// Checks `result` at the table of `a` against `b` in round `round` against their penalties:
    /// a game loss means the opponent won at least that many games, and a match loss or a
    /// disqualification means the player lost the match. The sentence names the penalty.
    pub fn check_penalties_allow(
        &self,
        round: u32,
        a: PlayerId,
        b: PlayerId,
        result: GameResult,
    ) -> Result<(), InputError> {
        for (player, opponent, theirs, lost) in [
            (a, b, result.b_wins, Outcome::BWins),
            (b, a, result.a_wins, Outcome::AWins),
        ] {
            let name = |p: PlayerId| self.players.get(p).map_or("?", |p| p.name.as_str());
            let reason = |p: &Penalty| {
                if p.reason.is_empty() {
                    String::new()
                } else {
                    format!(" ({})", p.reason)
                }
            };
            let mut game_losses = 0;
            let mut first_game_loss = None;
            for p in self.penalties_of(player, round) {
                match p.kind {
                    PenaltyKind::GameLoss => {
                        game_losses += 1;
                        first_game_loss.get_or_insert(p);
                    }
                    PenaltyKind::MatchLoss | PenaltyKind::Disqualification
                        if result.outcome() != lost =>
                    {
                        return Err(InputError::new(format!(
                            "{} has {} in round {round}{}, so their match is a loss: {} is not possible.",
                            name(player),
                            p.kind.words(),
                            reason(p),
                            result_from(result, player == b),
                        )));
                    }
                    _ => {}
                }
            }
            if let Some(p) = first_game_loss {
                if theirs < game_losses {
                    let what = if game_losses == 1 {
                        "a game loss".to_string()
                    } else {
                        format!("{game_losses} game losses")
                    };
                    return Err(InputError::new(format!(
                        "{} has {what} in round {round}{}, so {} won at least {game_losses} {}: {} is not possible.",
                        name(player),
                        reason(p),
                        name(opponent),
                        if game_losses == 1 { "game" } else { "games" },
                        result_from(result, player == b),
                    )));
                }
            }
        }
        Ok(())
    }

    /// The log's and the penalties' checks, for [`Event::validate`]: every time, kind, round,
    /// table, name and reason within bounds; every penalty at a player's table of a paired round,
    /// and every result agreeing with the penalties.
    pub(crate) fn check_log_and_penalties(&self) -> Result<(), InputError> {
        if self.log.len() > MAX_LOG_ENTRIES {
            return Err(InputError::new(format!(
                "the log has {} entries, more than the {MAX_LOG_ENTRIES} an event can hold.",
                self.log.len()
            )));
        }
        let max_table = self.players.len().max(1) as u32;
        for (i, entry) in self.log.iter().enumerate() {
            let at = || format!("log entry {}", i + 1);
            check_time(&entry.at, &at)?;
            if let Some(round) = entry.round {
                if round == 0 || round > crate::core::model::limits::MAX_ROUNDS {
                    return Err(InputError::new(format!(
                        "{}: round {round} is out of range: rounds are numbered from 1 to {}.",
                        at(),
                        crate::core::model::limits::MAX_ROUNDS
                    )));
                }
            }
            if let Some(table) = entry.table {
                if table == 0 || table > max_table {
                    return Err(InputError::new(format!(
                        "{}: table {table} is out of range: an event of {} players has tables 1 to {max_table}.",
                        at(),
                        self.players.len()
                    )));
                }
            }
            if entry.players.len() > 2 {
                return Err(InputError::new(format!(
                    "{}: it names {} players, but an entry concerns one or two.",
                    at(),
                    entry.players.len()
                )));
            }
            for name in &entry.players {
                crate::core::model::names::check_name(name)
                    .map_err(|e| InputError::new(format!("{}: {}", at(), e.message)))?;
            }
            for (text, most) in [
                (&entry.before, MAX_TEXT_CHARS),
                (&entry.after, MAX_TEXT_CHARS),
                (&entry.reason, MAX_REASON_CHARS),
            ] {
                let Some(text) = text else { continue };
                let ok = !text.trim().is_empty()
                    && !text.chars().any(|c| c.is_control())
                    && text.chars().count() <= most;
                if !ok {
                    return Err(InputError::new(format!(
                        "{}: a text is empty, has a line break, or is longer than {most} characters: write one line, or leave the field out.",
                        at()
                    )));
                }
            }
        }
        if self.penalties.len() > MAX_PENALTIES {
            return Err(InputError::new(format!(
                "the event has {} penalties, more than the {MAX_PENALTIES} it can hold.",
                self.penalties.len()
            )));
        }
        let paired = self.rounds_paired();
        for (i, p) in self.penalties.iter().enumerate() {
            let at = || format!("penalty {}", i + 1);
            check_time(&p.at, &at)?;
            let Some(player) = self.players.get(p.player) else {
                return Err(InputError::new(format!(
                    "{}: there is no player number {}.",
                    at(),
                    p.player
                )));
            };
            check_reason(&p.reason)
                .map_err(|e| InputError::new(format!("{}: {}", at(), e.message)))?;
            if p.round == 0 || p.round > paired {
                return Err(InputError::new(if paired == 0 {
                    format!(
                        "{}: no round is paired yet, so {} cannot have a penalty in round {}.",
                        at(),
                        player.name,
                        p.round
                    )
                } else {
                    format!(
                        "{} has {} in round {}, but only rounds 1 to {paired} are paired: remove the penalty first.",
                        player.name,
                        p.kind.words(),
                        p.round
                    )
                }));
            }
            let table = self.table_of(p.player, p.round);
            match p.kind {
                PenaltyKind::Warning => {}
                PenaltyKind::GameLoss | PenaltyKind::MatchLoss => {
                    if !matches!(table, Some((_, Pairing::Match { .. }))) {
                        return Err(InputError::new(format!(
                            "{} has {} in round {}, but no match in that round: remove the penalty first.",
                            player.name,
                            p.kind.words(),
                            p.round
                        )));
                    }
                }
                PenaltyKind::Disqualification => {
                    if player.dropped_after.is_none_or(|after| after > p.round) {
                        return Err(InputError::new(format!(
                            "{} was disqualified in round {}, so stays dropped after round {} at the latest: remove the penalty first.",
                            player.name, p.round, p.round
                        )));
                    }
                }
            }
            if let Some((_, &Pairing::Match { a, b, result })) = table {
                let losses = self
                    .penalties_of(p.player, p.round)
                    .filter(|q| {
                        matches!(
                            q.kind,
                            PenaltyKind::MatchLoss | PenaltyKind::Disqualification
                        )
                    })
                    .count();
                let other = if a == p.player { b } else { a };
                let other_loses = self.penalties_of(other, p.round).any(|q| {
                    matches!(
                        q.kind,
                        PenaltyKind::MatchLoss | PenaltyKind::Disqualification
                    )
                });
                if losses > 0 && other_loses {
                    return Err(InputError::new(format!(
                        "{} and {} both have a match loss in round {}, but a match has one loser: remove one of the penalties.",
                        self.players[a].name, self.players[b].name, p.round
                    )));
                }
                if let Some(result) = result {
                    self.check_penalties_allow(p.round, a, b, result)?;
                }
            }
        }
        Ok(())
    }
}

/// A result from the side of player B when `flip`: `0-2` for Bo of `2-0`.
fn result_from(result: GameResult, flip: bool) -> GameResult {
    if flip {
        result.swapped()
    } else {
        result
    }
}
