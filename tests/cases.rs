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

mod common;
use common::cases::*;

use tiebreak::core::{
    compute, read_csv, Event, Fraction, GameResult, RepeatedOpponents, Ruleset, Tiebreaker,
    FLOOR_033, FLOOR_THIRD, PRESETS,
};
use Tiebreaker::{
    Cumulative as CUM, GameWinPct as GWP, MatchPoints as MP, MatchWinPct as MWP,
    OpponentsGameWinPct as OGW, OpponentsMatchWinPct as OMW, OpponentsOpponentsMatchWinPct as OOMW,
};

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
        .map(|l| (l.match_win_raw, l.match_win, l.match_win != l.match_win_raw))
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
    let line = table
        .standings
        .opponent_values(opponent, &opponent.opponents[0]);
    assert_eq!(
        (
            line.game_win_raw,
            line.game_win,
            line.game_win != line.game_win_raw
        ),
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
    assert_eq!(
        GameResult::new(3, 0, 0).check(3),
        Err(tiebreak::core::InputError::new(message))
    );

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
        if preset == "cardsrealm-early-2025" {
            // CardsRealm until May 2025 gave a player with only byes 1 as OMW and OGW: Eve first.
            assert_eq!(
                rows,
                vec![
                    (1, "Eve", false),
                    (2, "Zed", true),
                    (3, "Amy", true),
                    (4, "Cy", true),
                    (5, "Dee", true)
                ]
            );
            continue;
        }
        assert_eq!(
            rows,
            vec![
                (1, "Zed", true),
                (2, "Amy", true),
                // Eve, with only byes, has no OMW or OGW, and ranks below Zed and Amy; but Melee
                // gives her the floor, which is all Zed and Amy have too: a perfect tie. Melee
                // until April 2024 gave her 0, under the floor, and Melee since August 2025
                // 0.3333, just under one third: no tie.
                (
                    3,
                    "Eve",
                    preset.starts_with("melee") && !matches!(preset, "melee-early-2024" | "melee")
                ),
                (4, "Cy", true),
                (5, "Dee", true)
            ],
            "under {preset}"
        );
    }
}
