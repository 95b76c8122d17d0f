//! The event: players in registration order, rounds of pairings, results and drops.
//!
//! ```
//! use tiebreak::core::{Event, GameResult};
//! let mut event = Event::default();
//! let alice = event.add_player("Alice").unwrap();
//! let bob = event.add_player("Bob").unwrap();
//! event.push_match(1, alice, bob, Some(GameResult::new(2, 1, 0))).unwrap();
//! assert!(event.push_match(1, alice, bob, None).is_err()); // paired twice in round 1
//! assert!(GameResult::new(3, 0, 0).check(3).is_err()); // impossible in a best of three
//! ```

use crate::core::base::error::{InputError, PlayerId};
use crate::core::base::ruleset::Ruleset;
use crate::core::model::game_result::GameResult;
use crate::core::model::limits::check_table_number;
use crate::core::model::limits::{check_round, MAX_ROUNDS};
use crate::core::model::log::{LogEntry, Penalty};
use crate::core::model::names::{check_name, name_key};
use crate::core::model::names::{duplicate_name, name_key_of};
use crate::core::model::published::Published;

/// A registered player.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Player {
    /// The name shown everywhere, in its stored form ([`check_name`]); unique within an event,
    /// ignoring case, spacing and how accents are encoded ([`name_key`]).
    pub name: String,
    /// The round after which the player left the event, if they did.
    pub dropped_after: Option<u32>,
    /// For a late entry, the first round the player could play; the rounds before it are counted
    /// as the event's [`MissedRounds`] say.
    pub entered_round: Option<u32>,
    /// The table this player sits at every round (a player with mobility needs): pairing gives
    /// their match this table number, whoever the opponent is.
    pub fixed_table: Option<u32>,
    /// Byes earned before the event (for example 2 at a Regional Championship Qualifier): a bye in
    /// each of rounds 1 to `byes` when those rounds are paired. Never for a late entry.
    pub byes: u32,
}

impl Player {
    /// A player with this name, nothing else set.
    pub fn named(name: String) -> Player {
        Player {
            name,
            ..Player::default()
        }
    }

    /// Whether round `round` gives this player a bye earned before the event.
    pub fn has_bye_before_event(&self, round: u32) -> bool {
        round <= self.byes
    }
}

/// What the rounds a late entry missed count as: a choice of the event.
///
/// Their names, `losses` and `left-out`, have one home, [`MissedRounds::code`]: the event file
/// (through serde) and the app's menu both use it.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(into = "&str", try_from = "String")]
pub enum MissedRounds {
    /// The default, as at a store event that lets a player in late: each missed round is a match
    /// loss with no opponent (0-2 in games where a bye is 2-0), so it never enters anyone's OMW.
    #[default]
    Losses,
    /// The missed rounds are not counted at all.
    LeftOut,
}

impl MissedRounds {
    /// The name of the choice in the event file and the app: `losses` or `left-out`.
    pub fn code(self) -> &'static str {
        match self {
            MissedRounds::Losses => "losses",
            MissedRounds::LeftOut => "left-out",
        }
    }

    /// Reads a name written by [`MissedRounds::code`].
    pub fn from_code(code: &str) -> Option<MissedRounds> {
        [MissedRounds::Losses, MissedRounds::LeftOut]
            .into_iter()
            .find(|m| m.code() == code)
    }
}

impl From<MissedRounds> for &'static str {
    fn from(m: MissedRounds) -> &'static str {
        m.code()
    }
}

impl TryFrom<String> for MissedRounds {
    type Error = String;
    fn try_from(code: String) -> Result<MissedRounds, String> {
        MissedRounds::from_code(&code)
            .ok_or_else(|| format!("`{code}` is not a choice: expected `losses` or `left-out`"))
    }
}

/// One table of a round: a match, or a bye.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pairing {
    /// Two players, and their result once it is in.
    Match {
        /// Player A.
        a: PlayerId,
        /// Player B.
        b: PlayerId,
        /// The games; `None` until the result is entered.
        result: Option<GameResult>,
    },
    /// MTR Appendix C: "Players receiving byes are considered to have won the match."
    Bye {
        /// The player with the bye.
        player: PlayerId,
    },
}

impl Pairing {
    /// The players at this table.
    pub fn players(&self) -> impl Iterator<Item = PlayerId> {
        let (a, b) = match *self {
            Pairing::Match { a, b, .. } => (a, Some(b)),
            Pairing::Bye { player } => (player, None),
        };
        std::iter::once(a).chain(b)
    }
}

/// One round: its pairings, in table order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Round {
    /// The tables of the round.
    pub pairings: Vec<Pairing>,
    /// The results of earlier rounds corrected after this round was paired, as `(round, table)`
    /// (table 1-based), in the order they were made: the round was "paired before the correction
    /// of round 2, table 3". The MTR does not pair a round again after a correction.
    pub paired_before: Vec<(u32, u32)>,
    /// The table number of each of `pairings`, when a fixed table moved them from their place
    /// (table `i + 1`): empty, or one number per table, all different.
    pub numbers: Vec<u32>,
    /// Each table's time extension in minutes (a judge's call): empty, or one per table.
    pub extensions: Vec<u32>,
    /// Whether the round was power-paired (1st against 2nd) rather than Swiss.
    pub power: bool,
    /// The tables (0-based, in order) whose match both players lost, with no games, as when both
    /// receive a match loss: neither earns a point, each is still the other's opponent, and the
    /// result kept is the one the file recorded. Melee lists such a match twice, 2-0 on one side
    /// and 0-0-0 on the other (both players' published records count a loss).
    pub double_losses: Vec<usize>,
    /// The tables (0-based, in order) whose bye the file records as a loss: the player lost the
    /// round with no opponent. Melee writes such a round as a match against `-` recorded `0-2-0`
    /// and its published record counts a loss (159 of the archive's 163 players with one): no
    /// match points, a lost round in match-win %, and no games (383120's HowardB: GW 8/16, where
    /// 0-2 would make it 8/18).
    pub lost_byes: Vec<usize>,
}

impl Player {
    /// Whether the player has not dropped: the players a playoff's cut and the advice count.
    pub fn not_dropped(&self) -> bool {
        self.dropped_after.is_none()
    }
}

impl Round {
    /// Whether the round's results are those of best-of-one matches
    /// ([`crate::core::model::game_result::best_of_one`]).
    pub fn best_of_one(&self) -> bool {
        crate::core::model::game_result::best_of_one(self.pairings.iter().filter_map(|p| match p {
            Pairing::Match {
                result: Some(r), ..
            } => Some(r),
            _ => None,
        }))
    }

    /// Whether a table of the round is a bye recorded as a loss ([`Round::lost_byes`]): what
    /// the event file's schema 6 and the link's version 8 added.
    pub fn has_lost_byes(&self) -> bool {
        !self.lost_byes.is_empty()
    }

    /// A round of these tables, paired before no correction.
    pub fn new(pairings: Vec<Pairing>) -> Round {
        Round {
            pairings,
            ..Round::default()
        }
    }

    /// The printed number of the table at `index` (0-based): its place, unless a fixed table
    /// numbered the round.
    pub fn number(&self, index: usize) -> u32 {
        self.numbers.get(index).copied().unwrap_or(index as u32 + 1)
    }

    /// The index (0-based) of the table printed as `number`.
    pub fn index_of(&self, number: u32) -> Option<usize> {
        if self.numbers.is_empty() {
            let i = (number as usize).checked_sub(1)?;
            return (i < self.pairings.len()).then_some(i);
        }
        self.numbers.iter().position(|&n| n == number)
    }

    /// The time extension of the table at `index`, in minutes.
    pub fn extension(&self, index: usize) -> u32 {
        self.extensions.get(index).copied().unwrap_or(0)
    }

    /// Adds a table at the end: numbered after the highest number in use.
    pub fn push_table(&mut self, pairing: Pairing) {
        if !self.numbers.is_empty() {
            let next = self.numbers.iter().max().map_or(1, |n| n + 1);
            self.numbers.push(next);
        }
        if !self.extensions.is_empty() {
            self.extensions.push(0);
        }
        self.pairings.push(pairing);
    }

    /// Removes the table at `index` with its number and extension. Every other table keeps its
    /// number: the players already sit at them. (The numbers are kept only while they differ from
    /// the tables' places.)
    pub fn remove_table(&mut self, index: usize) -> Pairing {
        if self.numbers.is_empty() && index + 1 < self.pairings.len() {
            self.numbers = (1..=self.pairings.len() as u32).collect();
        }
        if index < self.numbers.len() {
            self.numbers.remove(index);
        }
        if self
            .numbers
            .iter()
            .copied()
            .eq(1..=self.numbers.len() as u32)
        {
            self.numbers.clear();
        }
        if index < self.extensions.len() {
            self.extensions.remove(index);
        }
        self.drop_zero_extensions();
        // The tables a platform's file marks keep their marks: the later ones move up one.
        for marked in [&mut self.double_losses, &mut self.lost_byes] {
            marked.retain(|&t| t != index);
            for t in marked.iter_mut().filter(|t| **t > index) {
                *t -= 1;
            }
        }
        self.pairings.remove(index)
    }

    /// Sets the extension of the table at `index` (checked by the caller).
    pub fn set_extension(&mut self, index: usize, minutes: u32) {
        if self.extensions.len() < self.pairings.len() {
            self.extensions.resize(self.pairings.len(), 0);
        }
        if let Some(e) = self.extensions.get_mut(index) {
            *e = minutes;
        }
        self.drop_zero_extensions();
    }

    /// No extensions at all is an empty list, as the event file reads it back.
    pub(crate) fn drop_zero_extensions(&mut self) {
        if self.extensions.iter().all(|&e| e == 0) {
            self.extensions.clear();
        }
    }
}

/// A Swiss event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Event {
    /// The event's name.
    pub name: String,
    /// The date, as the organizer wrote it (ISO `2026-11-22` from the app).
    pub date: String,
    /// Games per match: 3 for a best of three.
    pub best_of: u32,
    /// The ruleset the event is run under. Standings can still be computed under any other.
    pub ruleset: Ruleset,
    /// Players in registration order.
    pub players: Vec<Player>,
    /// Rounds in order: `rounds[0]` is round 1.
    pub rounds: Vec<Round>,
    /// The number of Swiss rounds the organizer plans, if set.
    pub planned_rounds: Option<u32>,
    /// The seed of the random parts of the pairings, so that a round can be paired again the same.
    pub seed: Option<u64>,
    /// What the rounds a late entry missed count as.
    pub missed_rounds: MissedRounds,
    /// The single-elimination playoff after the Swiss rounds, once started.
    pub playoff: Option<crate::core::model::playoff::Playoff>,
    /// The corrections log, oldest first ([`crate::core::model::log`]).
    pub log: Vec<LogEntry>,
    /// The penalties given, in the order they were given.
    pub penalties: Vec<Penalty>,
    /// The standings a platform published for this event, when it was read from one (Melee's):
    /// kept to compare with what Tiebreak computes.
    pub published: Option<Published>,
    /// The last round of each stage of the Swiss rounds but the last, in order (`[9]`: a first day
    /// of rounds 1 to 9, then a second day). A platform publishes each stage's standings, and a
    /// ruleset may take a player's figures at the end of the last stage they played in
    /// ([`crate::core::base::ruleset::StageFigures`]). Empty: one stage.
    pub stages: Vec<u32>,
}

impl Default for Event {
    fn default() -> Event {
        Event {
            name: String::new(),
            date: String::new(),
            best_of: crate::core::model::limits::DEFAULT_BEST_OF,
            ruleset: Ruleset::default(),
            players: Vec::new(),
            rounds: Vec::new(),
            planned_rounds: None,
            seed: None,
            missed_rounds: MissedRounds::Losses,
            playoff: None,
            log: Vec::new(),
            penalties: Vec::new(),
            published: None,
            stages: Vec::new(),
        }
    }
}

impl Event {
    /// Registers a player at the end of the registration order, their name in its stored form
    /// ([`check_name`]); refused when another player has that name ([`name_key`]).
    pub fn add_player(&mut self, name: &str) -> Result<PlayerId, InputError> {
        let name = check_name(name)?;
        if let Some(existing) = self.player_named(&name) {
            return Err(duplicate_name(&self.players[existing].name));
        }
        self.players.push(Player::named(name));
        Ok(self.players.len() - 1)
    }

    /// Registers a player who joins at the next round; the rounds already paired count as the
    /// event's [`MissedRounds`] say.
    pub fn add_late_player(&mut self, name: &str) -> Result<PlayerId, InputError> {
        let id = self.add_player(name)?;
        let next = self.rounds.len() as u32 + 1;
        if next > 1 {
            self.players[id].entered_round = Some(next);
        }
        Ok(id)
    }

    /// The player with this name, ignoring case, spacing and how accents are encoded
    /// ([`name_key`]).
    pub fn player_named(&self, name: &str) -> Option<PlayerId> {
        let key = name_key_of(name);
        self.players
            .iter()
            .position(|p| name_key_of(&p.name) == key)
    }

    /// The round `round` (1-based), made when it is the round after the last one paired. Rounds
    /// are numbered without gaps, so a later one is refused ([`Event::check_table`] has checked).
    fn round_mut(&mut self, round: u32) -> &mut Round {
        let index = round as usize - 1;
        if self.rounds.len() == index {
            self.rounds.push(Round::default());
        }
        &mut self.rounds[index]
    }

    /// Adds a match to round `round` (1-based), checking it against the rest of the round.
    pub fn push_match(
        &mut self,
        round: u32,
        a: PlayerId,
        b: PlayerId,
        result: Option<GameResult>,
    ) -> Result<(), InputError> {
        self.check_table(round, &[a, b])?;
        if let Some(result) = result {
            result.check_typed(self.best_of, self.ruleset.results)?;
        }
        self.round_mut(round)
            .push_table(Pairing::Match { a, b, result });
        Ok(())
    }

    /// Gives `player` a bye in round `round` (1-based).
    pub fn push_bye(&mut self, round: u32, player: PlayerId) -> Result<(), InputError> {
        self.check_table(round, &[player])?;
        self.round_mut(round).push_table(Pairing::Bye { player });
        Ok(())
    }

    /// Renames a player, refusing a name another player has.
    pub fn rename_player(&mut self, player: PlayerId, name: &str) -> Result<(), InputError> {
        let name = check_name(name)?;
        if let Some(other) = self.player_named(&name).filter(|&o| o != player) {
            return Err(duplicate_name(&self.players[other].name));
        }
        if let Some(p) = self.players.get_mut(player) {
            // The log names players as text: it follows the rename.
            let old = name_key(&p.name);
            for entry in &mut self.log {
                for n in &mut entry.players {
                    if name_key(n) == old {
                        n.clone_from(&name);
                    }
                }
            }
            p.name = name;
        }
        Ok(())
    }

    /// Drops a player after `round`, or brings them back with `None`.
    ///
    /// A dropped player's results still count for their opponents (MTR Appendix C); they are only
    /// not paired again. Refused when they already play in a later round.
    pub fn set_dropped(&mut self, player: PlayerId, after: Option<u32>) -> Result<(), InputError> {
        if let Some(p) = self.players.get(player) {
            self.check_player(&Player {
                dropped_after: after,
                ..p.clone()
            })?;
        }
        if let Some(after) = after {
            for (i, round) in self.rounds.iter().enumerate().skip(after as usize) {
                if round
                    .pairings
                    .iter()
                    .any(|t| t.players().any(|p| p == player))
                {
                    return Err(InputError::new(format!(
                        "{} is paired in round {}: remove that table first, or drop them after round {}.",
                        self.players[player].name,
                        i + 1,
                        i + 1
                    )));
                }
            }
        }
        if let Some(p) = self.players.get_mut(player) {
            p.dropped_after = after;
        }
        Ok(())
    }

    /// Enters, changes or clears (`None`) the result of table `table` (0-based) of round `round`.
    pub fn set_result(
        &mut self,
        round: u32,
        table: usize,
        result: Option<GameResult>,
    ) -> Result<(), InputError> {
        if let Some(r) = result {
            r.check_typed(self.best_of, self.ruleset.results)?;
        }
        match self
            .rounds
            .get_mut((round as usize).wrapping_sub(1))
            .and_then(|r| r.pairings.get_mut(table))
        {
            Some(Pairing::Match { result: slot, .. }) => {
                *slot = result;
                Ok(())
            }
            Some(Pairing::Bye { .. }) => Err(InputError::new(
                "a bye has no result to enter: it counts as a 2-0 win.",
            )),
            None => Err(InputError::new(format!(
                "round {round} has no table {}.",
                table + 1
            ))),
        }
    }

    /// Swaps two players' seats in round `round`: each takes the other's opponent (or bye). Refused
    /// when either table already has a result.
    pub fn swap_players(&mut self, round: u32, p: PlayerId, q: PlayerId) -> Result<(), InputError> {
        let name = |id: PlayerId| self.players.get(id).map_or("?", |p| p.name.as_str());
        if p == q {
            return Err(InputError::new(format!(
                "pick two different players to swap, not {} twice.",
                name(p)
            )));
        }
        let Some(r) = self.rounds.get((round as usize).wrapping_sub(1)) else {
            return Err(InputError::new(format!("round {round} is not paired.")));
        };
        let seat = |id: PlayerId| {
            r.pairings
                .iter()
                .position(|t| t.players().any(|x| x == id))
                .ok_or_else(|| {
                    InputError::new(format!("{} has no table in round {round}.", name(id)))
                })
        };
        let (tp, tq) = (seat(p)?, seat(q)?);
        for t in [tp, tq] {
            if r.lost_byes.contains(&t) {
                return Err(InputError::new(format!(
                    "table {} of round {round} is a bye the file records as a loss: it stays with its player.",
                    t + 1
                )));
            }
            if matches!(
                r.pairings[t],
                Pairing::Match {
                    result: Some(_),
                    ..
                }
            ) {
                return Err(InputError::new(format!(
                    "table {} of round {round} has a result: clear it before swapping.",
                    t + 1
                )));
            }
        }
        let other = |x: PlayerId| match x {
            x if x == p => q,
            x if x == q => p,
            x => x,
        };
        let r = &mut self.rounds[round as usize - 1];
        // Both players at one table change sides once.
        let tables = if tp == tq { &[tp][..] } else { &[tp, tq][..] };
        for &t in tables {
            r.pairings[t] = match r.pairings[t] {
                Pairing::Match { a, b, result } => Pairing::Match {
                    a: other(a),
                    b: other(b),
                    result,
                },
                Pairing::Bye { player } => Pairing::Bye {
                    player: other(player),
                },
            };
        }
        Ok(())
    }

    /// The tables (0-based) of round `round` that are waiting for a result.
    pub fn missing_results(&self, round: u32) -> Vec<usize> {
        self.rounds
            .get((round as usize).wrapping_sub(1))
            .map(|r| {
                r.pairings
                    .iter()
                    .enumerate()
                    .filter(|(_, t)| matches!(t, Pairing::Match { result: None, .. }))
                    .map(|(i, _)| i)
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Removes table `table` (0-based) of round `round`, and the round itself when it is the last
    /// one and now empty. Refused when it would leave an earlier round without tables.
    pub fn remove_table(&mut self, round: u32, table: usize) -> Result<Pairing, InputError> {
        let index = (round as usize).wrapping_sub(1);
        let count = self.rounds.len();
        let Some(r) = self.rounds.get_mut(index) else {
            return Err(InputError::new(format!("round {round} is not paired.")));
        };
        if table >= r.pairings.len() {
            return Err(InputError::new(format!(
                "round {round} has no table {}.",
                table + 1
            )));
        }
        if r.pairings.len() == 1 && index + 1 < count {
            return Err(InputError::new(format!(
                "table {} is the last one of round {round}, and round {} is paired: remove the later rounds first, or add another table to round {round}.",
                table + 1,
                round + 1
            )));
        }
        let removed = r.remove_table(table);
        while self.rounds.last().is_some_and(|r| r.pairings.is_empty()) {
            self.rounds.pop();
        }
        // A late entry joins at the next round: with the last round gone, that is an earlier one.
        let next = self.rounds_paired() + 1;
        for p in &mut self.players {
            if p.entered_round.is_some_and(|r| r > next) {
                p.entered_round = (next > 1).then_some(next);
            }
        }
        Ok(removed)
    }

    /// Whether `player` plays in round `round`: entered by then (a late entry from their
    /// `entered_round` on) and not dropped before it. The one home of this rule: the pairings, the
    /// round view and [`Event::unpaired`] all ask here.
    pub fn plays_in(&self, player: PlayerId, round: u32) -> bool {
        self.players.get(player).is_some_and(|p| {
            p.entered_round.is_none_or(|entered| entered <= round)
                && p.dropped_after.is_none_or(|after| round <= after)
        })
    }

    /// The players of round `round` ([`Event::plays_in`]), in registration order.
    pub fn players_in(&self, round: u32) -> Vec<PlayerId> {
        (0..self.players.len())
            .filter(|&p| self.plays_in(p, round))
            .collect()
    }

    /// The players of round `round` ([`Event::plays_in`]) who have no table in it, in registration
    /// order.
    pub fn unpaired(&self, round: u32) -> Vec<PlayerId> {
        let mut paired = vec![false; self.players.len()];
        if let Some(r) = self.rounds.get((round as usize).wrapping_sub(1)) {
            for p in r.pairings.iter().flat_map(Pairing::players) {
                if let Some(slot) = paired.get_mut(p) {
                    *slot = true;
                }
            }
        }
        (0..self.players.len())
            .filter(|&p| !paired[p] && self.plays_in(p, round))
            .collect()
    }

    /// Checks that the players of a new table exist, are distinct, are not already paired in the
    /// round, and had not dropped.
    fn check_table(&self, round: u32, players: &[PlayerId]) -> Result<(), InputError> {
        let existing = self.rounds.get((round as usize).wrapping_sub(1));
        self.check_seats(round, players, |p| {
            existing.is_some_and(|r| r.pairings.iter().any(|t| t.players().any(|q| q == p)))
        })
    }

    /// The checks of [`Event::check_table`], with `seated` saying whether a player already has a
    /// table in the round: the one home of these rules for every way to add a table.
    pub(crate) fn check_seats(
        &self,
        round: u32,
        players: &[PlayerId],
        seated: impl Fn(PlayerId) -> bool,
    ) -> Result<(), InputError> {
        check_round(round)?;
        let next = self.rounds_paired() + 1;
        if round > next {
            return Err(InputError::new(gap_sentence(next, round)));
        }
        for &p in players {
            if p >= self.players.len() {
                return Err(InputError::new(format!("there is no player number {p}.")));
            }
        }
        if players.len() == 2 && players[0] == players[1] {
            return Err(InputError::new(format!(
                "{} cannot be paired against themselves.",
                self.players[players[0]].name
            )));
        }
        for &p in players {
            if seated(p) {
                return Err(InputError::new(format!(
                    "{} is paired twice in round {round}.",
                    self.players[p].name
                )));
            }
        }
        // Who plays in the round is `plays_in`; the sentences say which half of it failed.
        if let Some(&p) = players.iter().find(|&&p| !self.plays_in(p, round)) {
            let player = &self.players[p];
            return Err(InputError::new(match player.entered_round {
                Some(entered) if round < entered => format!(
                    "{} entered the event in round {entered}, so cannot play in round {round}.",
                    player.name
                ),
                _ => format!(
                    "{} dropped after round {}, so cannot play in round {round}.",
                    player.name,
                    player.dropped_after.unwrap_or(0)
                ),
            }));
        }
        Ok(())
    }

    /// Checks a player's rounds against the event: the one home of these bounds, for the event
    /// file, [`Event::set_dropped`] and [`Event::validate`].
    ///
    /// A late entry enters at a round from 2 (round 1 is not late) to the round after the last one
    /// paired ([`Event::add_late_player`]). A drop is after a round from 0 (before round 1) to
    /// [`MAX_ROUNDS`]: not bound by the rounds paired, since a round can be removed after a drop.
    pub fn check_player(&self, player: &Player) -> Result<(), InputError> {
        let name = &player.name;
        let next = self.rounds_paired().saturating_add(1);
        if let Some(entered) = player.entered_round {
            if entered < 2 || entered > next {
                let range = if next < 2 {
                    "no round is paired yet, so no one can enter late".to_string()
                } else {
                    format!("a late entry enters at a round from 2 to {next}, the round after the last one paired")
                };
                return Err(InputError::new(format!(
                    "{name} entered in round {entered}, but {range}: fix `entered_round`."
                )));
            }
        }
        if let Some(table) = player.fixed_table {
            check_table_number(table)
                .map_err(|e| InputError::new(format!("{name}'s fixed {}", e.message)))?;
        }
        if player.byes > 0 {
            let most = self.planned_rounds.unwrap_or(MAX_ROUNDS).min(MAX_ROUNDS);
            if player.byes > most {
                return Err(InputError::new(format!(
                    "{name} cannot have {} byes before the event: the event has {most} rounds at most.",
                    player.byes
                )));
            }
            if player.entered_round.is_some() {
                return Err(InputError::new(format!(
                    "{name} is a late entry, so cannot have byes before the event: a late entry's missed rounds follow the event's own rule."
                )));
            }
        }
        if let Some(after) = player.dropped_after {
            if after > MAX_ROUNDS {
                return Err(InputError::new(format!(
                    "{name} dropped after round {after}, but an event has at most {MAX_ROUNDS} rounds: fix `dropped_after`."
                )));
            }
        }
        Ok(())
    }

    /// The table (0-based) of `player` in round `round`, and what it is.
    pub fn table_of(&self, player: PlayerId, round: u32) -> Option<(usize, &Pairing)> {
        self.rounds
            .get((round as usize).wrapping_sub(1))?
            .pairings
            .iter()
            .enumerate()
            .find(|(_, t)| t.players().any(|p| p == player))
    }

    /// The penalties of `player` in round `round`.
    pub fn penalties_of(&self, player: PlayerId, round: u32) -> impl Iterator<Item = &Penalty> {
        self.penalties
            .iter()
            .filter(move |p| p.player == player && p.round == round)
    }

    /// The number of rounds that have at least one table.
    pub fn rounds_paired(&self) -> u32 {
        self.rounds.len() as u32
    }
}

/// The one sentence for rounds numbered with a gap: round `later` has tables, but round `empty`
/// (an earlier one) has none. The event's checks, the match CSV and every edit use it.
pub(crate) fn gap_sentence(empty: u32, later: u32) -> String {
    format!(
        "round {later} cannot have tables while round {empty} has none: pair round {empty} first, and number the rounds without gaps."
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(result: (u32, u32, u32), best_of: u32, expected: Result<(), &str>) {
        let r = GameResult::new(result.0, result.1, result.2);
        assert_eq!(r.check(best_of), expected.map_err(InputError::new));
    }

    #[test]
    fn possible_results_in_a_best_of_three() {
        for r in [
            (2, 0, 0),
            (2, 1, 0),
            (1, 2, 0),
            (0, 2, 0),
            (1, 1, 1),
            (0, 0, 3),
            (2, 0, 1),
            (1, 0, 0),
            (1, 1, 0),
        ] {
            check(r, 3, Ok(()));
        }
    }

    #[test]
    fn impossible_results_say_why() {
        check(
            (3, 0, 0),
            3,
            Err(
                "3-0 is not a possible result in a best-of-3 match: a player wins at most 2 games.",
            ),
        );
        check((2, 2, 0), 3, Err("2-2 is not a possible result in a best-of-3 match: the match ends as soon as one player wins 2 games."));
        check((0, 0, 4), 3, Err("0-0-4 is not a possible result in a best-of-3 match: it has 4 drawn games, and at most 3 fit in a round."));
        check((0, 0, 0), 3, Err("0-0-0 records no games: an intentional draw is 0-0-3, and a match that has not been played has no result yet."));
        check(
            (2, 0, 0),
            1,
            Err("2-0 is not a possible result in a best-of-1 match: a player wins at most 1 game."),
        );
    }

    #[test]
    fn duplicate_names_are_refused_ignoring_case() {
        let mut e = Event::default();
        e.add_player("Chuck").unwrap();
        assert_eq!(
            e.add_player(" chuck ").unwrap_err().to_string(),
            "there is already a player named `Chuck`: add something to tell them apart, such as an initial."
        );
    }

    #[test]
    fn dropped_players_cannot_be_paired_later() {
        let mut e = Event::default();
        let a = e.add_player("A").unwrap();
        let b = e.add_player("B").unwrap();
        e.push_match(1, a, b, None).unwrap();
        e.players[a].dropped_after = Some(1);
        assert_eq!(
            e.push_match(2, a, b, None).unwrap_err().to_string(),
            "A dropped after round 1, so cannot play in round 2."
        );
    }

    #[test]
    fn results_typed_at_the_keyboard() {
        let parse = |t: &str| GameResult::parse(t, 3);
        assert_eq!(parse("2-0"), Ok(GameResult::new(2, 0, 0)));
        assert_eq!(parse("21"), Ok(GameResult::new(2, 1, 0)));
        assert_eq!(parse(" 1-2 "), Ok(GameResult::new(1, 2, 0)));
        assert_eq!(parse("111"), Ok(GameResult::new(1, 1, 1)));
        assert_eq!(parse("0-0-3"), Ok(GameResult::new(0, 0, 3)));
        // An unfinished third game is a drawn game.
        assert_eq!(parse("1-1"), Ok(GameResult::new(1, 1, 0)));
        assert_eq!(
            parse("30"),
            Err(InputError::new(
                "3-0 is not a possible result in a best-of-3 match: a player wins at most 2 games."
            ))
        );
        assert_eq!(
            parse("2-x"),
            Err(InputError::new("`2-x` is not a result: type games won by each player, then drawn games, such as 2-1 or 1-1-1."))
        );
    }

    #[test]
    fn editing_an_event() {
        let mut e = Event::default();
        let ann = e.add_player("Ann").unwrap();
        let bo = e.add_player("Bo").unwrap();
        let cy = e.add_player("Cy").unwrap();
        assert_eq!(
            e.rename_player(bo, " ann ").unwrap_err().message,
            "there is already a player named `Ann`: add something to tell them apart, such as an initial."
        );
        e.rename_player(bo, "Bo B.").unwrap();
        assert_eq!(e.players[bo].name, "Bo B.");
        e.push_match(1, ann, bo, None).unwrap();
        assert_eq!(e.unpaired(1), [cy]);
        e.set_result(1, 0, Some(GameResult::new(2, 1, 0))).unwrap();
        assert_eq!(
            e.set_result(1, 0, Some(GameResult::new(3, 1, 0)))
                .unwrap_err()
                .message,
            "3-1 is not a possible result in a best-of-3 match: a player wins at most 2 games."
        );
        assert_eq!(
            e.set_result(1, 5, None).unwrap_err().message,
            "round 1 has no table 6."
        );
        e.push_bye(1, cy).unwrap();
        assert_eq!(
            e.set_result(1, 1, None).unwrap_err().message,
            "a bye has no result to enter: it counts as a 2-0 win."
        );
        e.push_match(2, ann, cy, None).unwrap();
        assert_eq!(
            e.set_dropped(cy, Some(1)).unwrap_err().message,
            "Cy is paired in round 2: remove that table first, or drop them after round 2."
        );
        assert_eq!(
            e.remove_table(2, 0),
            Ok(Pairing::Match {
                a: ann,
                b: cy,
                result: None
            })
        );
        assert_eq!(e.rounds.len(), 1);
        e.set_dropped(cy, Some(1)).unwrap();
        assert_eq!(e.unpaired(2), [ann, bo]);
        e.set_dropped(cy, None).unwrap();
        assert_eq!(e.unpaired(2), [ann, bo, cy]);
    }
}
