//! The worked examples of `shared/rules/*.txt` and `shared/cases/README.md`, one test each, named after
//! the example.
//!
//! Every expected value is an exact fraction worked out by hand from the rules texts; decimals appear
//! only where a source prints them, to pin the display rounding. Events are built through the public
//! API. Where a source only says what an opponent "finished", the event gives that opponent real
//! matches against filler players until the record matches.
//!
//! Where a source slips, the test pins the correct value and says so (see "Known slips in the sources"
//! in `shared/rules/README.md`).

use tiebreak::core::{
    compute, read_csv, read_event_json, write_event_json, ByeGames, EmptyFigure, Event, Fraction,
    GameResult, MissedRounds, OpponentValues, PlayerBreakdown, PlayerId, RepeatedOpponents,
    Results, Ruleset, Standings, Tiebreaker, FLOOR_033, FLOOR_THIRD, PRESETS,
};

/// Games won, lost and drawn, from the side of the player named first.
type Games = (u32, u32, u32);

const WIN: Games = (2, 0, 0);
const LOSS: Games = (0, 2, 0);
const DRAW: Games = (1, 1, 1);

use Tiebreaker::{
    Cumulative as CUM, GameWinPct as GWP, MatchPoints as MP, MatchWinPct as MWP,
    OpponentsGameWinPct as OGW, OpponentsMatchWinPct as OMW, OpponentsOpponentsMatchWinPct as OOMW,
};

/// The scenario of `shared/cases/pod-scenario-2.csv`, copied so that a clean clone has it.
const POD_SCENARIO_2: &str = include_str!("data/pod-scenario-2.csv");

fn f(n: u128, d: u128) -> Fraction {
    Fraction::new(n, d)
}

/// An event built by player name. Players are registered the first time they are named.
#[derive(Default)]
struct Build {
    event: Event,
    fillers: usize,
}

impl Build {
    fn id(&mut self, name: &str) -> PlayerId {
        match self.event.player_named(name) {
            Some(id) => id,
            None => self.event.add_player(name).unwrap(),
        }
    }

    /// A match in `round`, `games` from `a`'s side.
    fn play(&mut self, round: u32, a: &str, b: &str, games: Games) -> &mut Build {
        let (a, b) = (self.id(a), self.id(b));
        let result = GameResult::new(games.0, games.1, games.2);
        self.event.push_match(round, a, b, Some(result)).unwrap();
        self
    }

    fn bye(&mut self, round: u32, name: &str) -> &mut Build {
        let id = self.id(name);
        self.event.push_bye(round, id).unwrap();
        self
    }

    /// A match of `name` against a new filler player, who appears nowhere else.
    fn against_filler(&mut self, round: u32, name: &str, games: Games) -> &mut Build {
        self.fillers += 1;
        let filler = format!("filler {}", self.fillers);
        self.play(round, name, &filler, games)
    }

    /// A player's whole history from round 1, against fillers: `None` is a bye.
    fn history(&mut self, name: &str, rounds: &[Option<Games>]) -> &mut Build {
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
    fn extra_record(&mut self, name: &str, record: (u32, u32, u32), busy: &[u32]) -> &mut Build {
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

    fn under(&self, preset: &str) -> Table {
        let ruleset = Ruleset::preset(preset).unwrap();
        Table {
            standings: compute(&self.event, &ruleset).unwrap(),
            event: self.event.clone(),
        }
    }
}

/// One opponent of "Me": the record they finished with, and Me's games against them.
struct Met {
    finished: (u32, u32, u32),
    me: Games,
}

fn met(finished: (u32, u32, u32), me: Games) -> Option<Met> {
    Some(Met { finished, me })
}

/// The name of the opponent who finished with `record`: `opp 4-4-0`.
fn opp(record: (u32, u32, u32)) -> String {
    format!("opp {}-{}-{}", record.0, record.1, record.2)
}

/// An event in which "Me" meets one opponent a round, from round 1, and each opponent finishes with
/// the given record (the match against Me included), made up against fillers. `None` is a bye for Me.
fn me_against(opponents: &[Option<Met>]) -> Build {
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
struct Table {
    event: Event,
    standings: Standings,
}

impl Table {
    fn of(&self, name: &str) -> &PlayerBreakdown {
        let id = self
            .event
            .player_named(name)
            .unwrap_or_else(|| panic!("no player named {name}"));
        &self.standings.players[id]
    }

    /// The opponents' figures as `name`'s OMW, OGW and OOMW count them, in the order met.
    fn lines(&self, name: &str) -> Vec<OpponentValues> {
        self.of(name)
            .opponents
            .iter()
            .map(|l| self.standings.opponent_values(l))
            .collect()
    }

    /// Checks one figure of one player: the single assertion most tests go through.
    fn check(&self, name: &str, figure: Tiebreaker, expected: Fraction) -> &Table {
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
    fn order(&self) -> Vec<&str> {
        self.standings
            .rows
            .iter()
            .map(|r| self.event.players[r.player].name.as_str())
            .collect()
    }

    /// Checks that `names` finish in this order relative to each other.
    fn check_order(&self, names: &[&str]) -> &Table {
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

fn pod_scenario_2(preset: &str) -> Table {
    let event = read_csv(POD_SCENARIO_2, 3).unwrap();
    let ruleset = Ruleset::preset(preset).unwrap();
    Table {
        standings: compute(&event, &ruleset).unwrap(),
        event,
    }
}

// ---------------------------------------------------------------------------------------------
// Case 1: opponents' match-win % (MTR Appendix C and DCI 1999, players F and G).
// ---------------------------------------------------------------------------------------------

/// F's opponents, in the order the MTR lists them. F loses to the 7-1-0 and 6-2-0 players: 6-2-0.
fn player_f_opponents() -> Vec<Option<Met>> {
    vec![
        met((4, 4, 0), WIN),
        met((7, 1, 0), LOSS),
        met((1, 3, 1), WIN),
        met((3, 3, 1), WIN),
        met((6, 2, 0), LOSS),
        met((5, 2, 1), WIN),
        met((4, 3, 1), WIN),
        met((6, 1, 1), WIN),
    ]
}

/// G: the same opponents, but a round-1 bye replaces the 4-4-0 player. Still 6-2-0.
fn player_g_opponents() -> Vec<Option<Met>> {
    let mut opponents = player_f_opponents();
    opponents[0] = None;
    opponents
}

#[test]
fn mtr_player_f_omw_is_20711_over_33600() {
    let table = me_against(&player_f_opponents()).under("mtr");
    let me = table.of("Me");
    assert_eq!(me.record.to_string(), "6-2-0");
    let lines: Vec<(Fraction, Fraction, bool)> = table
        .lines("Me")
        .iter()
        .map(|l| (l.match_win_raw, l.match_win, l.match_win_floored()))
        .collect();
    assert_eq!(
        lines,
        vec![
            (f(12, 24), f(1, 2), false),
            (f(21, 24), f(7, 8), false),
            // "0.33 <raised from 0.27>": 1-3-1 is 4/15.
            (f(4, 15), f(33, 100), true),
            (f(10, 21), f(10, 21), false),
            (f(18, 24), f(3, 4), false),
            (f(16, 24), f(2, 3), false),
            (f(13, 24), f(13, 24), false),
            (f(19, 24), f(19, 24), false),
        ]
    );
    assert_eq!(me.omw.count, 8);
    table.check("Me", OMW, f(20711, 33600));
}

#[test]
fn mtr_player_g_omw_leaves_the_bye_out_18611_over_29400() {
    let table = me_against(&player_g_opponents()).under("mtr");
    let me = table.of("Me");
    assert_eq!(me.record.to_string(), "6-2-0");
    assert_eq!(me.bye_rounds, vec![1]);
    assert!(me.opponents.iter().all(|l| l.round != 1));
    assert_eq!(me.opponents.len(), 7);
    assert_eq!(me.omw.count, 7);
    table.check("Me", OMW, f(18611, 29400));
}

#[test]
fn dci_1999_player_f_omw_is_20711_over_33600_printed_as_0_62() {
    let table = me_against(&player_f_opponents()).under("dci-1999");
    table.check("Me", OMW, f(20711, 33600));
    assert_eq!(f(20711, 33600).to_fixed(2), "0.62");
    assert_eq!(f(20711, 33600).to_fixed(4), "0.6164");
}

#[test]
fn dci_1999_player_g_omw_corrects_the_extra_term() {
    // The sheet's sum lists eight terms, 0.33 and 0.27 both, over 7 opponents. The 1-3-1 player
    // counts once, at 0.33: seven terms adding to 18611/4200.
    let table = me_against(&player_g_opponents()).under("dci-1999");
    let me = table.of("Me");
    assert_eq!(me.omw.count, 7);
    assert_eq!(me.omw.sum(), f(18611, 4200));
    table.check("Me", OMW, f(18611, 29400));
    assert_eq!(f(18611, 29400).to_fixed(2), "0.63");
    assert_eq!(f(18611, 29400).to_fixed(4), "0.6330");
}

#[test]
fn mtr_byes_are_ignored_in_ogw_too() {
    // MTR Appendix C: "A player's byes are ignored when computing his or her opponents' match-win
    // and opponents' game-win percentages." G's OGW averages the same 7 opponents as F's without
    // the 4-4-0 player.
    let g = me_against(&player_g_opponents()).under("mtr");
    let f_table = me_against(&player_f_opponents()).under("mtr");
    let g_lines: Vec<Fraction> = g.lines("Me").iter().map(|l| l.game_win).collect();
    let f_lines: Vec<Fraction> = f_table
        .lines("Me")
        .iter()
        .skip(1)
        .map(|l| l.game_win)
        .collect();
    assert_eq!(g_lines, f_lines);
    assert_eq!(g.of("Me").ogw.count, 7);
}

// ---------------------------------------------------------------------------------------------
// Case 2: match-win % (the MTR table; DCI 1999 players C, D and E).
// ---------------------------------------------------------------------------------------------

/// The MTR table's eight-round tournament: C plays all eight rounds; D goes 1-3-0 and withdraws;
/// E goes 3-2-0 with a round-1 bye and withdraws.
fn mtr_match_win_table() -> Build {
    let mut build = Build::default();
    let (w, l, d) = (Some(WIN), Some(LOSS), Some(DRAW));
    build.history("C", &[w, w, l, w, d, w, l, w]);
    build.history("D", &[w, l, l, l]);
    build.history("E", &[None, w, w, l, l]);
    let (d_id, e_id) = (build.id("D"), build.id("E"));
    build.event.players[d_id].dropped_after = Some(4);
    build.event.players[e_id].dropped_after = Some(5);
    build
}

#[test]
fn mtr_match_win_5_2_1_is_16_over_24() {
    for preset in ["mtr", "dci-1999"] {
        let table = mtr_match_win_table().under(preset);
        let c = table.of("C");
        assert_eq!(
            (c.match_points, c.match_win.points, c.match_win.units),
            (16, 16, 8)
        );
        table.check("C", MWP, f(16, 24));
        assert_eq!(f(16, 24).to_fixed(3), "0.667");
    }
}

#[test]
fn mtr_match_win_1_3_0_withdrawn_is_raised_from_3_over_12_to_33_over_100() {
    for preset in ["mtr", "dci-1999"] {
        let table = mtr_match_win_table().under(preset);
        let d = table.of("D");
        assert_eq!(d.match_win.raw, Some(f(3, 12)));
        assert!(d.match_win.floored());
        table.check("D", MWP, f(33, 100));
    }
}

#[test]
fn mtr_match_win_3_2_0_with_a_bye_is_9_over_15() {
    for preset in ["mtr", "dci-1999"] {
        let table = mtr_match_win_table().under(preset);
        let e = table.of("E");
        assert_eq!(e.record.to_string(), "3-2-0");
        assert_eq!(
            (
                e.match_win.points,
                e.match_win.units,
                e.match_win.byes_counted
            ),
            (9, 5, 1)
        );
        table.check("E", MWP, f(9, 15));
    }
}

#[test]
fn wer_match_win_3_2_0_with_a_bye_leaves_the_bye_out_6_over_12() {
    for preset in ["wer", "pod-sheet"] {
        let table = mtr_match_win_table().under(preset);
        let e = table.of("E");
        assert_eq!(e.match_points, 9, "the bye still earns its 3 match points");
        assert_eq!(
            (
                e.match_win.points,
                e.match_win.units,
                e.match_win.byes_left_out
            ),
            (6, 4, 1)
        );
        table.check("E", MWP, f(6, 12));
    }
}

// ---------------------------------------------------------------------------------------------
// Case 3: game-win % (the MTR table; DCI 1999 players H and I).
// ---------------------------------------------------------------------------------------------

/// The four-round tournament of players H and I, each against fillers.
fn mtr_game_win_table() -> Build {
    let mut build = Build::default();
    build.history(
        "H",
        &[
            Some((2, 0, 0)),
            Some((2, 1, 0)),
            Some((1, 2, 0)),
            Some((2, 0, 0)),
        ],
    );
    build.history(
        "I",
        &[
            Some((1, 2, 0)),
            Some((1, 2, 0)),
            Some((0, 2, 0)),
            Some((1, 2, 0)),
        ],
    );
    build
}

#[test]
fn mtr_game_win_player_h_is_21_over_30() {
    for preset in ["mtr", "dci-1999", "wer"] {
        let table = mtr_game_win_table().under(preset);
        let h = table.of("H");
        assert_eq!((h.game_win.points, h.game_win.units), (21, 10));
        table.check("H", GWP, f(21, 30));
        assert_eq!(f(21, 30).to_fixed(2), "0.70");
    }
}

#[test]
fn mtr_game_win_player_i_is_raised_from_9_over_33_to_33_over_100() {
    let table = mtr_game_win_table().under("mtr");
    let i = table.of("I");
    assert_eq!((i.game_win.points, i.game_win.units), (9, 11));
    assert_eq!(i.game_win.raw, Some(f(9, 33)));
    assert!(i.game_win.floored());
    table.check("I", GWP, f(33, 100));
}

#[test]
fn dci_1999_player_i_gwp_stays_9_over_33() {
    // DCI 1999 prints player I at 0.27 and never raises it: no floor on a player's own GWP.
    let table = mtr_game_win_table().under("dci-1999");
    assert!(!table.of("I").game_win.floored());
    assert_eq!(table.of("I").game_win.floor, None);
    table.check("I", GWP, f(9, 33));
    assert_eq!(f(9, 33).to_fixed(2), "0.27");
}

#[test]
fn wer_player_i_gwp_stays_9_over_33() {
    mtr_game_win_table().under("wer").check("I", GWP, f(9, 33));
}

#[test]
fn dci_1999_opponents_of_player_i_still_count_33_over_100_in_ogw() {
    // DCI 1999: "as with opponents' match-win percentage, each opponent has a minimum game-win
    // percentage of 0.33". Player I's first opponent faced only I.
    let table = mtr_game_win_table().under("dci-1999");
    let id = table.event.player_named("I").unwrap();
    let opponent = table
        .standings
        .players
        .iter()
        .find(|p| p.opponents.iter().any(|l| l.opponent == id))
        .unwrap();
    let line = table.standings.opponent_values(&opponent.opponents[0]);
    assert_eq!(
        (line.game_win_raw, line.game_win, line.game_win_floored()),
        (f(9, 33), f(33, 100), true)
    );
    assert_eq!(opponent.ogw.value, Some(f(33, 100)));
}

#[test]
fn wer_opponents_game_win_can_fall_below_33_percent() {
    // The deep dive: "WER does not implement the 33.0% floor on PGW%. This means that both PGW% and
    // OGW% can end up below that value."
    let table = mtr_game_win_table().under("wer");
    let id = table.event.player_named("I").unwrap();
    let opponent = table
        .standings
        .players
        .iter()
        .find(|p| p.opponents.iter().any(|l| l.opponent == id))
        .unwrap();
    assert_eq!(opponent.ogw.value, Some(f(9, 33)));
    assert!(f(9, 33) < FLOOR_033);
}

// ---------------------------------------------------------------------------------------------
// MTR Appendix C (and DCI 1999): match points, game points, byes.
// ---------------------------------------------------------------------------------------------

#[test]
fn mtr_match_points_6_2_0_is_18_and_4_2_2_is_14() {
    let mut build = Build::default();
    let (w, l, d) = (Some(WIN), Some(LOSS), Some(DRAW));
    build.history("A", &[w, w, l, w, w, l, w, w]);
    build.history("B", &[w, d, l, w, d, w, l, w]);
    let table = build.under("mtr");
    assert_eq!(table.of("A").record.to_string(), "6-2-0");
    table.check("A", MP, Fraction::whole(18));
    assert_eq!(table.of("B").record.to_string(), "4-2-2");
    table.check("B", MP, Fraction::whole(14));
}

#[test]
fn mtr_game_points_2_0_0_and_2_1_0_and_2_0_1() {
    // "2-0-0: 6 game points and 0; 2-1-0: 6 and 3; 2-0-1: 7 and 1."
    for (games, winner, loser) in [((2, 0, 0), 6, 0), ((2, 1, 0), 6, 3), ((2, 0, 1), 7, 1)] {
        let mut build = Build::default();
        build.play(1, "Winner", "Loser", games);
        let table = build.under("mtr");
        assert_eq!(table.of("Winner").game_win.points, winner, "{games:?}");
        assert_eq!(table.of("Loser").game_win.points, loser, "{games:?}");
    }
}

#[test]
fn mtr_bye_is_a_2_0_win_worth_3_match_points_and_6_game_points() {
    let mut build = Build::default();
    build.bye(1, "Lucky");
    let table = build.under("mtr");
    let lucky = table.of("Lucky");
    assert_eq!(lucky.match_points, 3);
    assert_eq!(
        (
            lucky.game_win.points,
            lucky.game_win.units,
            lucky.game_win.byes_counted
        ),
        (6, 2, 1)
    );
    assert_eq!(lucky.record.to_string(), "1-0-0");
    assert!(lucky.opponents.is_empty());
    assert_eq!(lucky.omw.value, None);
}

#[test]
fn mtr_more_games_won_when_time_runs_out_wins_the_match() {
    // "Competitors who have won more games than their opponents when the match's time allotment
    // runs out are credited with match wins"; equal games is a draw.
    let mut build = Build::default();
    build
        .play(1, "A", "B", (1, 0, 1))
        .play(1, "C", "D", (1, 1, 0));
    let table = build.under("mtr");
    table
        .check("A", MP, Fraction::whole(3))
        .check("B", MP, Fraction::whole(0));
    table
        .check("C", MP, Fraction::whole(1))
        .check("D", MP, Fraction::whole(1));
}

#[test]
fn best_of_3_rejects_3_0_with_the_exact_message() {
    let message =
        "3-0 is not a possible result in a best-of-3 match: a player wins at most 2 games.";
    assert_eq!(GameResult::new(3, 0, 0).check(3), Err(message.to_string()));

    let mut event = Event::default();
    let a = event.add_player("Ann").unwrap();
    let b = event.add_player("Bo").unwrap();
    let err = event
        .push_match(1, a, b, Some(GameResult::new(3, 0, 0)))
        .unwrap_err();
    assert_eq!(err.to_string(), message);
    assert!(event.rounds.is_empty(), "a rejected match is not added");

    let err = read_csv(
        "round,player_a,player_b,a_wins,b_wins,draws\n1,Ann,Bo,3,0,0\n",
        3,
    )
    .unwrap_err();
    // Read from a file, it is also what Melee records, and the sentence says which ruleset
    // reads it.
    assert_eq!(
        err.to_string(),
        format!("line 2: {message} Melee records such a result as played: the `melee` ruleset counts it.")
    );
}

#[test]
fn best_of_3_rejects_2_2_because_the_match_is_over() {
    let err = read_csv("1,Ann,Bo,2,2,0\n", 3).unwrap_err();
    assert_eq!(
        err.to_string(),
        "line 1: 2-2 is not a possible result in a best-of-3 match: the match ends as soon as one player wins 2 games. Melee records such a result as played: the `melee` ruleset counts it."
    );
}

// ---------------------------------------------------------------------------------------------
// Case 4 and the rest of the deep dive.
// ---------------------------------------------------------------------------------------------

#[test]
fn deep_dive_match_win_6_2_1_is_19_over_27() {
    let (w, l, d) = (Some(WIN), Some(LOSS), Some(DRAW));
    let mut build = Build::default();
    build.history("P", &[w, w, l, w, d, w, l, w, w]);
    for preset in ["mtr", "wer"] {
        let table = build.under(preset);
        table
            .check("P", MP, Fraction::whole(19))
            .check("P", MWP, f(19, 27));
    }
    assert_eq!(f(19, 27).to_percent(4), "70.3704%");
}

#[test]
fn deep_dive_wer_match_win_6_2_1_with_two_byes_is_13_over_21() {
    let (w, l, d) = (Some(WIN), Some(LOSS), Some(DRAW));
    let mut build = Build::default();
    build.history("P", &[None, None, w, l, d, w, l, w, w]);
    let wer = build.under("wer");
    assert_eq!(wer.of("P").record.to_string(), "6-2-1");
    wer.check("P", MP, Fraction::whole(19))
        .check("P", MWP, f(13, 21));
    assert_eq!(f(13, 21).to_percent(4), "61.9048%");
    // MTR counts the bye rounds: the same player is at 19/27.
    build.under("mtr").check("P", MWP, f(19, 27));
}

#[test]
fn deep_dive_match_win_1_4_dropped_is_raised_to_33_percent() {
    let (w, l) = (Some(WIN), Some(LOSS));
    let mut build = Build::default();
    build.history("P", &[l, w, l, l, l]);
    let table = build.under("wer");
    assert_eq!(table.of("P").match_win.raw, Some(f(3, 15)));
    table.check("P", MWP, f(33, 100));
}

#[test]
fn deep_dive_game_points_2_0_2_1_2_0_1_1_1_are_22_over_30() {
    let mut build = Build::default();
    build.history(
        "P",
        &[
            Some((2, 0, 0)),
            Some((2, 1, 0)),
            Some((2, 0, 0)),
            Some((1, 1, 1)),
        ],
    );
    for preset in ["mtr", "wer"] {
        let table = build.under(preset);
        assert_eq!(
            (table.of("P").game_win.points, table.of("P").game_win.units),
            (22, 10)
        );
        table.check("P", GWP, f(22, 30));
    }
    assert_eq!(f(22, 30).to_percent(4), "73.3333%");
}

#[test]
fn deep_dive_game_win_with_a_bye_corrects_11_to_12_over_30() {
    // "0-2, 2-0 via a bye, 1-2, and 1-2 ... this is 11 match points out of a possible 30, which is
    // a PGW% of 36.6667%." It means game points, and they add to 0 + 6 + 3 + 3 = 12, not 11: the
    // PGW% is 12/30 = 40%. The correct sum is pinned, not the slip.
    let mut build = Build::default();
    build.history(
        "P",
        &[Some((0, 2, 0)), None, Some((1, 2, 0)), Some((1, 2, 0))],
    );
    for preset in ["mtr", "wer"] {
        let table = build.under(preset);
        let g = &table.of("P").game_win;
        assert_eq!((g.points, g.units, g.byes_counted), (12, 10, 1));
        table.check("P", GWP, f(12, 30));
    }
    assert_eq!(f(12, 30).to_percent(4), "40.0000%");
    // The pod sheet treats the bye as 0-0: 6 game points over 8 games, raised to one third.
    let pod = build.under("pod-sheet");
    assert_eq!(pod.of("P").game_win.raw, Some(f(6, 24)));
    pod.check("P", GWP, FLOOR_THIRD);
}

#[test]
fn deep_dive_omw_of_opponents_0_2_2_2_4_1_3_2_3_1_1_is_869_over_1500() {
    // (33/100 + 6/12 + 12/15 + 9/15 + 10/15) / 5.
    let build = me_against(&[
        met((0, 2, 0), WIN),
        met((2, 2, 0), WIN),
        met((4, 1, 0), LOSS),
        met((3, 2, 0), LOSS),
        met((3, 1, 1), DRAW),
    ]);
    for preset in ["mtr", "wer"] {
        let table = build.under(preset);
        let values: Vec<Fraction> = table.lines("Me").iter().map(|l| l.match_win).collect();
        assert_eq!(
            values,
            vec![f(33, 100), f(6, 12), f(12, 15), f(9, 15), f(10, 15)]
        );
        table.check("Me", OMW, f(869, 1500));
    }
    assert_eq!(f(869, 1500).to_percent(4), "57.9333%");
}

#[test]
fn deep_dive_cumulative_win_win_loss_corrects_7_8675() {
    // The deep dive ends round 3 at "7.8675"; 6.75 + 0.9375 is 7.6875.
    let mut build = Build::default();
    build.history("P", &[Some(WIN), Some(WIN), Some(LOSS)]);
    let table = build.under("cumulative");
    let cumulative = &table.of("P").cumulative;
    let steps: Vec<(u32, u32, Fraction, Fraction)> = cumulative
        .steps()
        .iter()
        .map(|s| (s.round, s.points, s.pool, s.total))
        .collect();
    assert_eq!(
        steps,
        vec![
            (1, 3, f(3, 1), f(3, 1)),
            (2, 3, f(15, 4), f(27, 4)),
            (3, 0, f(15, 16), f(123, 16))
        ]
    );
    assert_eq!(cumulative.value, f(123, 16));
    table.check("P", CUM, f(123, 16));
    assert_eq!(f(123, 16).to_fixed(4), "7.6875");
}

/// Players who each follow one win/loss sequence against fillers.
fn cumulative_sequences(sequences: &[&str]) -> Table {
    let mut build = Build::default();
    for s in sequences {
        let rounds: Vec<Option<Games>> = s
            .chars()
            .map(|c| Some(if c == 'W' { WIN } else { LOSS }))
            .collect();
        build.history(s, &rounds);
    }
    build.under("cumulative")
}

#[test]
fn deep_dive_cumulative_orders_the_four_round_sequences() {
    // The deep dive's list, in its order, up to W-L-W-L.
    let listed = ["WWWW", "WWWL", "WWLW", "LWWW", "WWLL", "WLWL"];
    let table = cumulative_sequences(&[&listed[..], &["WLLW", "LWWL"]].concat());
    table.check_order(&listed);
    let values = [
        f(939, 64),
        f(747, 64),
        f(699, 64),
        f(171, 16),
        f(507, 64),
        f(495, 64),
    ];
    for (s, v) in listed.iter().zip(values) {
        table.check(s, CUM, v);
    }
    // The list then puts W-L-L-W ahead of L-W-W-L, but its own bonus-pool rule gives W-L-L-W
    // 3 + 0.75 + 0.1875 + 3.046875 = 447/64 and L-W-W-L 0 + 3 + 3.75 + 0.9375 = 123/16, which is
    // more. The rule, not the list, is pinned here.
    table
        .check("WLLW", CUM, f(447, 64))
        .check("LWWL", CUM, f(123, 16));
    table.check_order(&["WLWL", "LWWL", "WLLW"]);
}

#[test]
fn deep_dive_cumulative_can_rank_an_earlier_first_loss_ahead() {
    // The deep dive says a 5-2 player whose first loss is in round 3 finishes behind 5-2 players who
    // lost later. Its bonus pool weighs the last loss most instead: losing rounds 3 and 7 leaves
    // 80571/4096, more than losing rounds 4 and 5 (76779/4096). The rule is pinned, not the claim.
    let table = cumulative_sequences(&["WWLWWWL", "WWWLLWW"]);
    table
        .check("WWLWWWL", CUM, f(80571, 4096))
        .check("WWWLLWW", CUM, f(76779, 4096));
    table.check_order(&["WWLWWWL", "WWWLLWW"]);
}

#[test]
fn deep_dive_1_1_1_gives_both_players_4_game_points() {
    let mut build = Build::default();
    build
        .play(1, "A", "B", (1, 1, 1))
        .play(1, "C", "D", (2, 1, 0));
    let table = build.under("wer");
    assert_eq!(table.of("A").game_win.points, 4);
    assert_eq!(table.of("B").game_win.points, 4);
    assert_eq!(table.of("C").game_win.points, 6);
    assert_eq!(table.of("D").game_win.points, 3);
}

#[test]
fn deep_dive_intentional_draw_0_0_3_counts_like_losing_1_2() {
    let mut build = Build::default();
    build
        .play(1, "A", "B", (0, 0, 3))
        .play(1, "C", "D", (2, 1, 0));
    for preset in ["wer", "mtr"] {
        let table = build.under(preset);
        for name in ["A", "B", "D"] {
            let g = &table.of(name).game_win;
            assert_eq!(
                (g.points, g.units, g.raw),
                (3, 3, Some(f(1, 3))),
                "{name} under {preset}"
            );
        }
        table
            .check("A", MP, Fraction::whole(1))
            .check("B", MP, Fraction::whole(1));
    }
}

#[test]
fn deep_dive_repeated_opponent_counts_once_under_every_preset() {
    // "If you ... play against the same person three times ... that person will be counted in the
    // average only once." A meets B in rounds 1 and 3; B finishes 1-2 and C 2-1.
    let mut build = Build::default();
    build
        .play(1, "A", "B", WIN)
        .play(2, "A", "C", WIN)
        .play(3, "A", "B", WIN);
    build
        .against_filler(2, "B", WIN)
        .against_filler(1, "C", WIN)
        .against_filler(3, "C", WIN);
    let wer = build.under("wer");
    let a = wer.of("A");
    let lines: Vec<(u32, Vec<u32>)> = a
        .opponents
        .iter()
        .map(|l| (l.round, a.other_rounds(l)))
        .collect();
    assert_eq!(lines, vec![(1, vec![3]), (2, vec![])]);
    assert_eq!(a.repeated.iter().map(|l| l.round).collect::<Vec<_>>(), [3]);
    // B is 1-2 (3/9 = 1/3) and C is 2-1 (6/9 = 2/3): (1/3 + 2/3) / 2 = 1/2.
    wer.check("A", OMW, f(1, 2));
    // Every preset counts B once: MTR Appendix C averages "each opponent that player faced".
    for preset in ["mtr", "wltr", "dci-1999", "pod-sheet", "team", "cumulative"] {
        let table = build.under(preset);
        assert_eq!(table.of("A").opponents.len(), 2, "{preset}");
        table.check("A", OMW, f(1, 2));
    }
    // Counting each match is a choice made by hand: B counts twice, (1/3 + 2/3 + 1/3) / 3 = 4/9.
    let each_match = Ruleset {
        repeated_opponents: RepeatedOpponents::EachMatch,
        ..Ruleset::default()
    };
    let by_hand = Table {
        standings: compute(&build.event, &each_match).unwrap(),
        event: build.event.clone(),
    };
    assert_eq!(by_hand.of("A").opponents.len(), 3);
    assert!(by_hand.of("A").repeated.is_empty());
    by_hand.check("A", OMW, f(4, 9));
}

#[test]
fn deep_dive_ogw_counts_the_opponents_own_byes() {
    // "OGW% also ignores byes, but ... byes that your opponents received when calculating their
    // PGW% are still counted." Opp lost 0-2 to A and had a round-2 bye: 6 game points over 4 games.
    let mut build = Build::default();
    build.play(1, "A", "Opp", WIN).bye(2, "Opp");
    let wer = build.under("wer");
    assert_eq!(wer.lines("A")[0].game_win, f(1, 2));
    wer.check("A", OGW, f(1, 2));
    // The pod sheet's bye is 0-0: the opponent is at 0/6, counted at one third.
    build.under("pod-sheet").check("A", OGW, FLOOR_THIRD);
}

#[test]
fn deep_dive_oomw_is_the_average_of_the_opponents_omw() {
    // Team Swiss (WER): MP, OMW, OOMW. In pod scenario 2 Jorge and Bernie tie on OMW at
    // (2/3 + 33/100 + 2/3)/3 = 499/900. Jorge's opponents Chuck, Andy and Mariano have OMW 7/9, 4/9
    // and 133/300: OOMW 1499/2700. Bernie's Tino, Chuck and Roger have 4/9, 7/9 and 7/9: 2/3.
    let team = pod_scenario_2("team");
    team.check("Jorge", OMW, f(499, 900))
        .check("Bernie", OMW, f(499, 900));
    let omws: Vec<Fraction> = team.lines("Jorge").iter().map(|l| l.omw).collect();
    assert_eq!(omws, vec![f(7, 9), f(4, 9), f(133, 300)]);
    team.check("Jorge", OOMW, f(1499, 2700))
        .check("Bernie", OOMW, f(2, 3));
    team.check_order(&["Chuck", "Bernie", "Jorge"]);
}

#[test]
fn deep_dive_perfect_tie_goes_to_registration_order() {
    // "The first player entered into a fresh install of WER will always finish ahead of all other
    // players with completely-identical tiebreakers." Zed is registered before Amy, and both beat the
    // same two players 2-0; those two are perfectly tied too. Eve has both byes: as many points, but
    // no opponents, so she ranks below them without a perfect tie.
    let mut build = Build::default();
    for name in ["Zed", "Amy", "Cy", "Dee", "Eve"] {
        build.id(name);
    }
    build
        .play(1, "Amy", "Cy", WIN)
        .play(1, "Zed", "Dee", WIN)
        .bye(1, "Eve");
    build
        .play(2, "Dee", "Amy", LOSS)
        .play(2, "Cy", "Zed", LOSS)
        .bye(2, "Eve");
    for preset in PRESETS.map(|p| p.name) {
        let table = build.under(preset);
        let rows: Vec<(u32, &str, bool)> = table
            .standings
            .rows
            .iter()
            .map(|r| {
                (
                    r.rank,
                    table.event.players[r.player].name.as_str(),
                    r.perfect_tie,
                )
            })
            .collect();
        assert_eq!(
            rows,
            vec![
                (1, "Zed", true),
                (2, "Amy", true),
                // Eve, with only byes, has no OMW or OGW, and ranks below Zed and Amy; but Melee
                // gives her the floor, which is all Zed and Amy have too: a perfect tie.
                (3, "Eve", preset == "melee"),
                (4, "Cy", true),
                (5, "Dee", true)
            ],
            "under {preset}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// The draft pod sheet.
// ---------------------------------------------------------------------------------------------

/// Scenario 1, rebuilt: Derek played a 3-0 (Unbeaten), Mariano and Bernie; Mariano played the 0-3
/// (Winless), Derek and a 1-2 (Pat); Bernie played a 1-2 (Quinn), the 0-3 and Derek. Derek went
/// 5-4 in games, Mariano 5-2 and Bernie 5-3. The sheet does not name the others.
fn pod_scenario_1() -> Build {
    let mut build = Build::default();
    build
        .play(1, "Derek", "Unbeaten", (1, 2, 0))
        .play(1, "Mariano", "Winless", (2, 0, 0))
        .play(1, "Bernie", "Quinn", (2, 1, 0))
        .play(1, "Pat", "Robin", (2, 0, 0));
    build
        .play(2, "Derek", "Mariano", (2, 1, 0))
        .play(2, "Bernie", "Winless", (2, 0, 0))
        .play(2, "Unbeaten", "Pat", (2, 0, 0))
        .play(2, "Quinn", "Robin", (2, 1, 0));
    build
        .play(3, "Derek", "Bernie", (2, 1, 0))
        .play(3, "Mariano", "Pat", (2, 0, 0))
        .play(3, "Unbeaten", "Quinn", (2, 0, 0))
        .play(3, "Robin", "Winless", (2, 1, 0));
    build
}

#[test]
fn pod_sheet_scenario_1_order_is_derek_mariano_bernie() {
    let table = pod_scenario_1().under("pod-sheet");
    for name in ["Derek", "Mariano", "Bernie"] {
        assert_eq!(table.of(name).record.to_string(), "2-1-0");
    }
    // "Derek's opponents have points totals of 6, 6, and 9 ... 7. Mariano's ... 3 (because a 0-3
    // player is counted as 1-2 for OMP), 6 and 3 ... 4. Bernie's ... 6, 3, and 3 ... 4."
    table
        .check("Derek", OMW, f(21, 27))
        .check("Mariano", OMW, f(12, 27))
        .check("Bernie", OMW, f(12, 27));
    // "Mariano won 5 out of 7 games, so 15 points divided by 7 ... Bernie won 5 out of 8 games."
    table
        .check("Mariano", GWP, f(15, 21))
        .check("Bernie", GWP, f(15, 24));
    table.check_order(&["Derek", "Mariano", "Bernie"]);
    // Under MTR both OMWs take the 0-3 player at 0.33 instead: still tied, same order.
    let mtr = pod_scenario_1().under("mtr");
    let omw = f(133, 300);
    mtr.check("Mariano", OMW, omw).check("Bernie", OMW, omw);
    mtr.check_order(&["Derek", "Mariano", "Bernie"]);
}

#[test]
fn pod_sheet_scenario_2_csv_registers_players_in_order_of_first_appearance() {
    let event = read_csv(POD_SCENARIO_2, 3).unwrap();
    let names: Vec<&str> = event.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "Scott", "Andy", "Tino", "Bernie", "Derek", "Roger", "Jorge", "Chuck", "Mariano",
            "Paul"
        ]
    );
    assert_eq!(event.rounds.len(), 3);
}

#[test]
fn pod_sheet_scenario_2_order_is_chuck_jorge_bernie_mariano_tino() {
    for preset in ["pod-sheet", "wltr"] {
        let table = pod_scenario_2(preset);
        for name in ["Chuck", "Jorge", "Bernie", "Mariano", "Tino"] {
            assert_eq!(table.of(name).record.to_string(), "2-1-0", "{name}");
        }
        table.check_order(&["Chuck", "Jorge", "Bernie", "Mariano", "Tino"]);
        // Derek went 3-0; the 2-1 group follows him.
        assert_eq!(
            &table.order()[..6],
            ["Derek", "Chuck", "Jorge", "Bernie", "Mariano", "Tino"]
        );
        table.check("Chuck", OMW, f(21, 27));
    }
}

#[test]
fn pod_sheet_scenario_2_jorge_and_bernie_tie_on_omw_and_gwp_at_5_over_9() {
    for preset in ["pod-sheet", "wltr"] {
        let table = pod_scenario_2(preset);
        // "Jorge's opponents have points totals of 6, 3 (because a 0-3 player is counted as 1-2
        // for OMP), and 6, totaling 15, divided by 3 is 5."
        let jorge: Vec<(Fraction, bool)> = table
            .lines("Jorge")
            .iter()
            .map(|l| (l.match_win, l.match_win_floored()))
            .collect();
        assert_eq!(
            jorge,
            vec![(f(2, 3), false), (f(1, 3), true), (f(2, 3), false)]
        );
        table
            .check("Jorge", OMW, f(15, 27))
            .check("Bernie", OMW, f(15, 27));
        table
            .check("Jorge", GWP, f(5, 9))
            .check("Bernie", GWP, f(5, 9));
    }
}

#[test]
fn pod_sheet_scenario_2_ogw_splits_jorge_109_over_216_and_bernie_13_over_27() {
    // Jorge: (5/9 + 2/8 raised to 1/3 + 5/8) / 3. Bernie: (5/9 + 5/9 + 3/9) / 3. The sheet's
    // "144.43, divided by 3 is 48.143" adds truncated decimals; the exact value is 13/27.
    for preset in ["pod-sheet", "wltr"] {
        let table = pod_scenario_2(preset);
        let jorge: Vec<(Fraction, Fraction)> = table
            .lines("Jorge")
            .iter()
            .map(|l| (l.game_win_raw, l.game_win))
            .collect();
        assert_eq!(
            jorge,
            vec![(f(5, 9), f(5, 9)), (f(6, 24), f(1, 3)), (f(5, 8), f(5, 8))]
        );
        table
            .check("Jorge", OGW, f(109, 216))
            .check("Bernie", OGW, f(13, 27));
    }
    assert_eq!(f(109, 216).to_fixed(4), "0.5046");
    assert_eq!(f(13, 27).to_fixed(4), "0.4815");
}

#[test]
fn pod_sheet_scenario_2_mariano_and_tino_tie_on_omw_and_gwp_splits_them() {
    for preset in ["pod-sheet", "wltr"] {
        let table = pod_scenario_2(preset);
        table
            .check("Mariano", OMW, f(4, 9))
            .check("Tino", OMW, f(4, 9));
        table
            .check("Mariano", GWP, f(5, 8))
            .check("Tino", GWP, f(5, 9));
        table.check_order(&["Mariano", "Tino"]);
    }
}

#[test]
fn mtr_floor_puts_tino_ahead_of_mariano_in_pod_scenario_2() {
    // Mariano's OMW becomes (1/3 + 33/100 + 2/3) / 3 = 133/300, below Tino's 4/9.
    let table = pod_scenario_2("mtr");
    let mariano: Vec<Fraction> = table.lines("Mariano").iter().map(|l| l.match_win).collect();
    assert_eq!(mariano, vec![f(1, 3), f(33, 100), f(2, 3)]);
    table
        .check("Mariano", OMW, f(133, 300))
        .check("Tino", OMW, f(4, 9));
    assert_eq!(f(133, 300).to_fixed(4), "0.4433");
    table.check_order(&["Chuck", "Jorge", "Bernie", "Tino", "Mariano"]);
}

#[test]
fn mtr_floor_makes_jorge_and_bernie_omw_499_over_900() {
    // (2/3 + 33/100 + 2/3) / 3. OGW still splits them: Jorge (5/9 + 33/100 + 5/8) / 3 = 2719/5400.
    let table = pod_scenario_2("mtr");
    table
        .check("Jorge", OMW, f(499, 900))
        .check("Bernie", OMW, f(499, 900));
    assert_eq!(f(499, 900).to_fixed(4), "0.5544");
    table
        .check("Jorge", OGW, f(2719, 5400))
        .check("Bernie", OGW, f(13, 27));
    table.check_order(&["Jorge", "Bernie"]);
}

#[test]
fn cumulative_preset_reorders_pod_scenario_2() {
    // Chuck and Mariano went W-W-L (123/16), Bernie W-L-W (111/16), Jorge and Tino L-W-W (27/4);
    // OMW then splits the pairs.
    let table = pod_scenario_2("cumulative");
    table
        .check("Chuck", CUM, f(123, 16))
        .check("Mariano", CUM, f(123, 16));
    table.check("Bernie", CUM, f(111, 16));
    table
        .check("Jorge", CUM, f(27, 4))
        .check("Tino", CUM, f(27, 4));
    table.check_order(&["Chuck", "Mariano", "Bernie", "Jorge", "Tino"]);
}

#[test]
fn pod_sheet_bye_is_left_out_of_omp_and_game_win() {
    // "A bye counts as a win, but doesn't count towards OMP or Game-Win Percentage ... the player
    // with the bye would have their total divided by two."
    let mut build = Build::default();
    build
        .play(1, "A", "B", (2, 1, 0))
        .bye(2, "A")
        .play(3, "A", "C", (1, 2, 0));
    build
        .against_filler(2, "B", WIN)
        .against_filler(3, "B", WIN);
    build
        .against_filler(1, "C", LOSS)
        .against_filler(2, "C", LOSS);
    let table = build.under("pod-sheet");
    let a = table.of("A");
    assert_eq!(a.match_points, 6);
    assert_eq!((a.match_win.points, a.match_win.units), (3, 2));
    assert_eq!(
        (
            a.game_win.points,
            a.game_win.units,
            a.game_win.byes_left_out
        ),
        (9, 6, 1)
    );
    assert_eq!(a.omw.count, 2);
    // B 2-1 (6 points) and C 1-2 (3 points): 9 over two opponents, out of 9 each.
    table.check("A", OMW, f(9, 18)).check("A", GWP, f(9, 18));
}

#[test]
fn pod_sheet_unstarted_third_game_is_1_1_not_1_1_1() {
    // "If two players run out of time in their third game, the game score for each is 1-1-1. But if
    // they never start their third game, the game score for each is 1-1." Both are drawn matches.
    let mut build = Build::default();
    build
        .play(1, "A", "B", (1, 1, 1))
        .play(1, "C", "D", (1, 1, 0));
    let table = build.under("pod-sheet");
    assert_eq!(
        (table.of("A").game_win.points, table.of("A").game_win.units),
        (4, 3)
    );
    assert_eq!(
        (table.of("C").game_win.points, table.of("C").game_win.units),
        (3, 2)
    );
    table
        .check("A", MP, Fraction::whole(1))
        .check("C", MP, Fraction::whole(1));
}

// ---------------------------------------------------------------------------------------------
// The presets, as `shared/rules/README.md` describes them.
// ---------------------------------------------------------------------------------------------

const INDIVIDUAL: [Tiebreaker; 4] = [MP, OMW, GWP, OGW];

fn check_preset(name: &str, expected: Ruleset) {
    assert_eq!(Ruleset::preset(name).unwrap(), expected);
    assert!(PRESETS.iter().any(|p| p.name == name));
}

#[test]
fn preset_mtr_counts_byes_as_2_0_wins_and_floors_everything_at_0_33() {
    check_preset(
        "mtr",
        Ruleset {
            name: "mtr".into(),
            match_win_floor: Some(f(33, 100)),
            game_win_floor: Some(f(33, 100)),
            opponent_game_win_floor: Some(f(33, 100)),
            byes_in_match_win: true,
            bye_games: ByeGames::TwoZero,
            repeated_opponents: RepeatedOpponents::Once,
            tiebreakers: INDIVIDUAL.to_vec(),
            results: Results::BestOf,
            empty_figure: EmptyFigure::None,
        },
    );
    assert_eq!(Ruleset::default(), Ruleset::preset("mtr").unwrap());
    assert_eq!(PRESETS[0].name, "mtr");
}

#[test]
fn preset_wer_leaves_byes_out_of_match_win_and_has_no_game_win_floor() {
    check_preset(
        "wer",
        Ruleset {
            name: "wer".into(),
            match_win_floor: Some(f(33, 100)),
            game_win_floor: None,
            opponent_game_win_floor: None,
            byes_in_match_win: false,
            bye_games: ByeGames::TwoZero,
            repeated_opponents: RepeatedOpponents::Once,
            tiebreakers: INDIVIDUAL.to_vec(),
            results: Results::BestOf,
            empty_figure: EmptyFigure::None,
        },
    );
}

#[test]
fn preset_wltr_floors_at_one_third() {
    check_preset(
        "wltr",
        Ruleset {
            name: "wltr".into(),
            match_win_floor: Some(f(1, 3)),
            game_win_floor: Some(f(1, 3)),
            opponent_game_win_floor: Some(f(1, 3)),
            byes_in_match_win: true,
            bye_games: ByeGames::TwoZero,
            repeated_opponents: RepeatedOpponents::Once,
            tiebreakers: INDIVIDUAL.to_vec(),
            results: Results::BestOf,
            empty_figure: EmptyFigure::None,
        },
    );
}

#[test]
fn preset_dci_1999_has_no_own_game_win_floor_but_floors_opponents() {
    check_preset(
        "dci-1999",
        Ruleset {
            name: "dci-1999".into(),
            match_win_floor: Some(f(33, 100)),
            game_win_floor: None,
            opponent_game_win_floor: Some(f(33, 100)),
            byes_in_match_win: true,
            bye_games: ByeGames::TwoZero,
            repeated_opponents: RepeatedOpponents::Once,
            tiebreakers: INDIVIDUAL.to_vec(),
            results: Results::BestOf,
            empty_figure: EmptyFigure::None,
        },
    );
}

#[test]
fn preset_pod_sheet_treats_byes_as_0_0_and_floors_at_one_third() {
    check_preset(
        "pod-sheet",
        Ruleset {
            name: "pod-sheet".into(),
            match_win_floor: Some(f(1, 3)),
            game_win_floor: Some(f(1, 3)),
            opponent_game_win_floor: Some(f(1, 3)),
            byes_in_match_win: false,
            bye_games: ByeGames::NotCounted,
            repeated_opponents: RepeatedOpponents::Once,
            tiebreakers: INDIVIDUAL.to_vec(),
            results: Results::BestOf,
            empty_figure: EmptyFigure::None,
        },
    );
}

#[test]
fn preset_team_is_wer_ordered_by_match_points_omw_oomw() {
    check_preset(
        "team",
        Ruleset {
            name: "team".into(),
            match_win_floor: Some(f(33, 100)),
            game_win_floor: None,
            opponent_game_win_floor: None,
            byes_in_match_win: false,
            bye_games: ByeGames::TwoZero,
            repeated_opponents: RepeatedOpponents::Once,
            tiebreakers: vec![MP, OMW, OOMW],
            results: Results::BestOf,
            empty_figure: EmptyFigure::None,
        },
    );
}

#[test]
fn preset_cumulative_is_mtr_with_cumulative_second() {
    check_preset(
        "cumulative",
        Ruleset {
            name: "cumulative".into(),
            match_win_floor: Some(f(33, 100)),
            game_win_floor: Some(f(33, 100)),
            opponent_game_win_floor: Some(f(33, 100)),
            byes_in_match_win: true,
            bye_games: ByeGames::TwoZero,
            repeated_opponents: RepeatedOpponents::Once,
            tiebreakers: vec![MP, CUM, OMW, GWP, OGW],
            results: Results::BestOf,
            empty_figure: EmptyFigure::None,
        },
    );
}

/// Melee, as its 43 published events of 2026 show it (tests/real_events.rs): every floor one
/// third, an opponent met twice counted twice, the floor for a figure with nothing to count, and
/// results as recorded; byes as in MTR.
#[test]
fn preset_melee_is_what_melee_publishes() {
    check_preset(
        "melee",
        Ruleset {
            name: "melee".into(),
            match_win_floor: Some(f(1, 3)),
            game_win_floor: Some(f(1, 3)),
            opponent_game_win_floor: Some(f(1, 3)),
            byes_in_match_win: true,
            bye_games: ByeGames::TwoZero,
            repeated_opponents: RepeatedOpponents::EachMatch,
            tiebreakers: INDIVIDUAL.to_vec(),
            results: Results::AsRecorded,
            empty_figure: EmptyFigure::Floor,
        },
    );
}

#[test]
fn floors_are_data_not_floats() {
    // Exact: three thirds make one, which no float does, and 0.33 is 33/100, below a third.
    let two_thirds = FLOOR_THIRD.checked_add(FLOOR_THIRD).unwrap();
    assert_eq!(two_thirds.checked_add(FLOOR_THIRD), Some(f(1, 1)));
    assert_eq!((FLOOR_033.numer(), FLOOR_033.denom()), (33, 100));
    assert_eq!(FLOOR_033.to_fixed(6), "0.330000");
    assert_eq!(FLOOR_THIRD.to_fixed(6), "0.333333");
    assert!(FLOOR_033 < FLOOR_THIRD);
}

#[test]
fn every_preset_is_in_the_list_once() {
    let names: Vec<&str> = PRESETS.iter().map(|p| p.name).collect();
    assert_eq!(
        names,
        [
            "mtr",
            "wer",
            "wltr",
            "dci-1999",
            "pod-sheet",
            "team",
            "cumulative",
            "melee"
        ]
    );
}

/// Late entries (issue 4): a player who joins at round 3 of 3 gets two losses with no opponent by
/// default, which enter no one's OMW; the event can leave them out instead.
#[test]
fn late_entry_missed_rounds_are_losses_without_an_opponent() {
    let csv = "round,player_a,player_b,a_wins,b_wins,draws\n1,Ann,Bo,2,0,0\n1,Cy,BYE,,,\n2,Ann,Cy,2,1,0\n2,Bo,BYE,,,\n";
    let mut event = read_csv(csv, 3).unwrap();
    let late = event.add_late_player("Lee").unwrap();
    assert_eq!(event.players[late].entered_round, Some(3));
    assert_eq!(
        event.push_bye(2, late).unwrap_err().message,
        "Lee entered the event in round 3, so cannot play in round 2."
    );
    event
        .push_match(3, late, 0, Some(GameResult::new(2, 1, 0)))
        .unwrap();
    let s = compute(&event, &Ruleset::default()).unwrap();
    let lee = &s.players[late];
    assert_eq!(lee.record.to_string(), "1-2-0");
    assert_eq!(lee.record.missed, 2);
    // 3 points in 3 rounds; games 2-1 plus 0-2 for each missed round: 6 game points in 7 games.
    assert_eq!(lee.match_win.value, Some(Fraction::new(1, 3)));
    assert_eq!(
        lee.game_win.value,
        Some(Fraction::new(6, 21)).map(|f| f.max(FLOOR_033))
    );
    // Lee's only opponent is Ann; Ann's OMW counts Lee's 1/3 once.
    assert_eq!(lee.opponents.len(), 1);
    let ann = &s.players[0];
    assert_eq!(
        ann.opponents.iter().filter(|l| l.opponent == late).count(),
        1
    );
    // Left out instead: 3 points in 1 round.
    event.missed_rounds = MissedRounds::LeftOut;
    let s = compute(&event, &Ruleset::default()).unwrap();
    assert_eq!(s.players[late].record.to_string(), "1-0-0");
    assert_eq!(s.players[late].match_win.value, Some(Fraction::ONE));
    // The choice and the entry round survive the event file.
    let back = read_event_json(&write_event_json(&event)).unwrap();
    assert_eq!(back, event);
}

// ---------------------------------------------------------------------------------------------
// The limits within which no fraction outgrows 128 bits (see "Limits" in src/core/standings.rs),
// each tested at its worst case, and what happens past them. Every expected fraction was worked
// out apart from the core, with Python's `fractions`.
// ---------------------------------------------------------------------------------------------

/// Ann beats Bo in each of `rounds` rounds, under the `cumulative` ruleset.
fn cumulative_after(rounds: u32) -> Result<Standings, tiebreak::core::Overflow> {
    let mut event = Event::default();
    let ann = event.add_player("Ann").unwrap();
    let bo = event.add_player("Bo").unwrap();
    for round in 1..=rounds {
        event
            .push_match(round, ann, bo, Some(GameResult::new(2, 0, 0)))
            .unwrap();
    }
    compute(&event, &Ruleset::preset("cumulative").unwrap())
}

/// The Cumulative total grows fastest when every round is a win: the pool after round k is
/// 4 - 4^(1-k), and the total is over 4^(k-1). 61 rounds would still fit in 128 bits (62 would
/// not), so MAX_ROUNDS (60) leaves a round to spare, and a 61st round is refused before any
/// figure is counted.
#[test]
fn limit_cumulative_fits_at_max_rounds_of_wins() {
    let at_60 = cumulative_after(60).unwrap();
    assert_eq!(
        at_60.players[0].cumulative.value,
        f(
            79310603748499980416593821263393893035,
            332306998946228968225951765070086144
        )
    );
    // The breakdown's steps reach the same total.
    assert_eq!(
        at_60.players[0].cumulative.steps().last().map(|s| s.total),
        Some(at_60.players[0].cumulative.value)
    );
    let mut event = Event::default();
    let ann = event.add_player("Ann").unwrap();
    let bo = event.add_player("Bo").unwrap();
    assert_eq!(
        event
            .push_match(61, ann, bo, Some(GameResult::new(2, 0, 0)))
            .unwrap_err()
            .to_string(),
        "round `61` is out of range: rounds are numbered from 1 to 60."
    );
}

/// OMW's worst case at MAX_ROUNDS: 60 opponents whose match-win % have every denominator from
/// 3 × 1 to 3 × 60 that a record allows, so their common denominator is 3 × lcm(1..60). The
/// records are the highest-scoring ones of 1 to 60 rounds with the largest reduced denominator.
#[test]
fn limit_omw_at_60_opponents_with_every_denominator() {
    use tiebreak::core::check::{check, parse_record, Totals};
    let records = [
        "0-0-1", "1-0-1", "2-0-1", "2-1-1", "4-0-1", "4-1-1", "6-0-1", "6-1-1", "8-0-1", "7-1-2",
        "10-0-1", "10-1-1", "12-0-1", "12-1-1", "14-0-1", "14-1-1", "16-0-1", "16-1-1", "18-0-1",
        "17-1-2", "20-0-1", "20-1-1", "22-0-1", "22-1-1", "24-0-1", "24-1-1", "26-0-1", "26-1-1",
        "28-0-1", "27-1-2", "30-0-1", "30-1-1", "32-0-1", "32-1-1", "34-0-1", "34-1-1", "36-0-1",
        "36-1-1", "38-0-1", "37-1-2", "40-0-1", "40-1-1", "42-0-1", "42-1-1", "44-0-1", "44-1-1",
        "46-0-1", "46-1-1", "48-0-1", "47-1-2", "50-0-1", "50-1-1", "52-0-1", "52-1-1", "54-0-1",
        "54-1-1", "56-0-1", "56-1-1", "58-0-1", "57-1-2",
    ];
    let opponents: Vec<Totals> = records
        .iter()
        .map(|r| Totals::from_record(parse_record(r).unwrap()))
        .collect();
    let e = check(&Ruleset::default(), &Totals::default(), &opponents).unwrap();
    let omw = e.figures.iter().find(|f| f.code == "omw").unwrap();
    assert_eq!(
        omw.exact,
        Some(f(59457105521628656219329877, 64604747765181544672752000))
    );
    assert_eq!(omw.display, "92.03%");
}

/// OGW's worst case for best-of-9 at its limit of 14 rounds: 14 opponents whose game counts are
/// the 14 largest primes up to 14 × 18 = 252 games (so no two share a factor), each won all but
/// one drawn game: (3g - 2)/(3g) in lowest terms.
#[test]
fn limit_ogw_at_14_opponents_with_coprime_game_counts() {
    use tiebreak::core::check::{check, Games, Totals};
    let primes = [
        179, 181, 191, 193, 197, 199, 211, 223, 227, 229, 233, 239, 241, 251,
    ];
    let opponents: Vec<Totals> = primes
        .iter()
        .map(|&g| Totals {
            games: Some(Games {
                won: g - 1,
                lost: 0,
                drawn: 1,
            }),
            ..Totals::from_record((14, 0, 0))
        })
        .collect();
    let e = check(&Ruleset::default(), &Totals::default(), &opponents).unwrap();
    let ogw = e.figures.iter().find(|f| f.code == "ogw").unwrap();
    assert_eq!(
        ogw.exact,
        Some(f(
            2691912397298721271950643738109613,
            2700429655086864078986176666841891
        ))
    );
    assert_eq!(ogw.display, "99.68%");
}

/// A result built by hand, never checked against a best-of, with more games than a `u32` can
/// add up: the standings refuse it instead of wrapping the count.
#[test]
fn a_hand_built_result_too_large_to_count_is_refused() {
    let mut event = Event::default();
    let ann = event.add_player("Ann").unwrap();
    let bo = event.add_player("Bo").unwrap();
    event.push_match(1, ann, bo, None).unwrap();
    event.push_match(2, ann, bo, None).unwrap();
    for round in &mut event.rounds {
        round.pairings = vec![tiebreak::core::Pairing::Match {
            a: ann,
            b: bo,
            result: Some(GameResult::new(u32::MAX, 0, 0)),
        }];
    }
    assert!(matches!(
        compute(&event, &Ruleset::default()),
        Err(tiebreak::core::Overflow)
    ));
}
