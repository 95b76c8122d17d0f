//! What the worked-example files (`cases.rs`, `cases_presets.rs`) share: events built through the
//! public API (`Build`), the standings of one (`Table`) and exact fractions (`f`).

use tiebreak::core::{
    compute, read_csv, Event, Fraction, GameResult, OpponentValues, PlayerBreakdown, PlayerId,
    Ruleset, Standings, Tiebreaker,
};

/// Games won, lost and drawn, from the side of the player named first.
pub type Games = (u32, u32, u32);

pub const WIN: Games = (2, 0, 0);
pub const LOSS: Games = (0, 2, 0);
pub const DRAW: Games = (1, 1, 1);

/// The scenario of `shared/cases/pod-scenario-2.csv`, copied so that a clean clone has it.
pub const POD_SCENARIO_2: &str = include_str!("../data/pod-scenario-2.csv");

pub fn f(n: u128, d: u128) -> Fraction {
    Fraction::new(n, d)
}

/// An event built by player name. Players are registered the first time they are named.
#[derive(Default)]
pub struct Build {
    pub event: Event,
    pub fillers: usize,
}

impl Build {
    pub fn id(&mut self, name: &str) -> PlayerId {
        match self.event.player_named(name) {
            Some(id) => id,
            None => self.event.add_player(name).unwrap(),
        }
    }

    /// A match in `round`, `games` from `a`'s side.
    pub fn play(&mut self, round: u32, a: &str, b: &str, games: Games) -> &mut Build {
        let (a, b) = (self.id(a), self.id(b));
        let result = GameResult::new(games.0, games.1, games.2);
        self.event.push_match(round, a, b, Some(result)).unwrap();
        self
    }

    pub fn bye(&mut self, round: u32, name: &str) -> &mut Build {
        let id = self.id(name);
        self.event.push_bye(round, id).unwrap();
        self
    }

    /// A match of `name` against a new filler player, who appears nowhere else.
    pub fn against_filler(&mut self, round: u32, name: &str, games: Games) -> &mut Build {
        self.fillers += 1;
        let filler = format!("filler {}", self.fillers);
        self.play(round, name, &filler, games)
    }

    /// A player's whole history from round 1, against fillers: `None` is a bye.
    pub fn history(&mut self, name: &str, rounds: &[Option<Games>]) -> &mut Build {
        for (i, games) in rounds.iter().enumerate() {
            let round = i as u32 + 1;
            match games {
                Some(games) => self.against_filler(round, name, *games),
                None => self.bye(round, name),
            };
        }
        self
    }

    /// Gives `name` extra wins, losses and draws against fillers, in the first rounds not in `busy`.
    pub fn extra_record(
        &mut self,
        name: &str,
        record: (u32, u32, u32),
        busy: &[u32],
    ) -> &mut Build {
        let (w, l, d) = record;
        let results = std::iter::repeat_n(WIN, w as usize)
            .chain(std::iter::repeat_n(LOSS, l as usize))
            .chain(std::iter::repeat_n(DRAW, d as usize));
        let mut rounds = (1..).filter(|r| !busy.contains(r));
        for games in results {
            let round = rounds.next().unwrap();
            self.against_filler(round, name, games);
        }
        self
    }

    pub fn under(&self, preset: &str) -> Table {
        let ruleset = Ruleset::preset(preset).unwrap();
        Table {
            standings: compute(&self.event, &ruleset).unwrap(),
            event: self.event.clone(),
        }
    }
}

/// One opponent of "Me": the record they finished with, and Me's games against them.
pub struct Met {
    pub finished: (u32, u32, u32),
    pub me: Games,
}

pub fn met(finished: (u32, u32, u32), me: Games) -> Option<Met> {
    Some(Met { finished, me })
}

/// The name of the opponent who finished with `record`: `opp 4-4-0`.
pub fn opp(record: (u32, u32, u32)) -> String {
    format!("opp {}-{}-{}", record.0, record.1, record.2)
}

/// An event in which "Me" meets one opponent a round, from round 1, and each opponent finishes with
/// the given record (the match against Me included), made up against fillers. `None` is a bye for Me.
pub fn me_against(opponents: &[Option<Met>]) -> Build {
    let mut build = Build::default();
    build.id("Me");
    for (i, meeting) in opponents.iter().enumerate() {
        let round = i as u32 + 1;
        let Some(Met { finished, me }) = meeting else {
            build.bye(round, "Me");
            continue;
        };
        let name = opp(*finished);
        build.play(round, "Me", &name, *me);
        // What the opponent still needs, their result against Me taken off.
        let (w, l, d) = *finished;
        let rest = match me.0.cmp(&me.1) {
            std::cmp::Ordering::Greater => (w, l - 1, d),
            std::cmp::Ordering::Less => (w - 1, l, d),
            std::cmp::Ordering::Equal => (w, l, d - 1),
        };
        build.extra_record(&name, rest, &[round]);
    }
    build
}

/// Standings with the event they came from, to look players up by name.
pub struct Table {
    pub event: Event,
    pub standings: Standings,
}

impl Table {
    pub fn of(&self, name: &str) -> &PlayerBreakdown {
        let id = self
            .event
            .player_named(name)
            .unwrap_or_else(|| panic!("no player named {name}"));
        &self.standings.players[id]
    }

    /// The opponents' figures as `name`'s OMW, OGW and OOMW count them, in the order met.
    pub fn lines(&self, name: &str) -> Vec<OpponentValues> {
        let player = self.of(name);
        player
            .opponents
            .iter()
            .map(|l| self.standings.opponent_values(player, l))
            .collect()
    }

    /// Checks one figure of one player: the single assertion most tests go through.
    pub fn check(&self, name: &str, figure: Tiebreaker, expected: Fraction) -> &Table {
        assert_eq!(
            self.of(name).value(figure),
            Some(expected),
            "{} of {name} under {}",
            figure.code(),
            self.standings.ruleset.name
        );
        self
    }

    /// The names in standings order.
    pub fn order(&self) -> Vec<&str> {
        self.standings
            .rows
            .iter()
            .map(|r| self.event.players[r.player].name.as_str())
            .collect()
    }

    /// Checks that `names` finish in this order relative to each other.
    pub fn check_order(&self, names: &[&str]) -> &Table {
        let order = self.order();
        let got: Vec<&str> = order
            .iter()
            .copied()
            .filter(|n| names.contains(n))
            .collect();
        assert_eq!(got, names, "order under {}", self.standings.ruleset.name);
        self
    }
}

pub fn pod_scenario_2(preset: &str) -> Table {
    let event = read_csv(POD_SCENARIO_2, 3).unwrap();
    let ruleset = Ruleset::preset(preset).unwrap();
    Table {
        standings: compute(&event, &ruleset).unwrap(),
        event,
    }
}
