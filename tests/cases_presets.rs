//! The worked examples of the draft pod sheet, the presets as `shared/rules/README.md` describes
//! them, and the limits within which no fraction outgrows 128 bits: one test each, named after the
//! example, every expected value an exact fraction (see `cases.rs`).

mod common;
use common::cases::*;

use tiebreak::core::{
    compute, read_csv, read_event_json, write_event_json, ByeGames, DrawnGames, EmptyFigure, Event,
    Fraction, GameResult, MatchPoints, MissedRounds, PlayoffFigures, RepeatedOpponents, Results,
    Ruleset, StageFigures, Standings, Tiebreaker, UnplayedRounds, FLOOR_033, FLOOR_THIRD, PRESETS,
};
use Tiebreaker::{
    Cumulative as CUM, GameWinPct as GWP, MatchPoints as MP, OpponentsGameWinPct as OGW,
    OpponentsMatchWinPct as OMW, OpponentsOpponentsMatchWinPct as OOMW,
};

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
            .map(|l| (l.match_win, l.match_win != l.match_win_raw))
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
            drawn_games: DrawnGames::OnePoint,
            playoff: PlayoffFigures::LeftOut,
            stages: StageFigures::AtEnd,
            unplayed_rounds: UnplayedRounds::LeftOut,
            match_points: MatchPoints::default(),
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
            drawn_games: DrawnGames::OnePoint,
            playoff: PlayoffFigures::LeftOut,
            stages: StageFigures::AtEnd,
            unplayed_rounds: UnplayedRounds::LeftOut,
            match_points: MatchPoints::default(),
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
            drawn_games: DrawnGames::OnePoint,
            playoff: PlayoffFigures::LeftOut,
            stages: StageFigures::AtEnd,
            unplayed_rounds: UnplayedRounds::LeftOut,
            match_points: MatchPoints::default(),
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
            drawn_games: DrawnGames::OnePoint,
            playoff: PlayoffFigures::LeftOut,
            stages: StageFigures::AtEnd,
            unplayed_rounds: UnplayedRounds::LeftOut,
            match_points: MatchPoints::default(),
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
            drawn_games: DrawnGames::OnePoint,
            playoff: PlayoffFigures::LeftOut,
            stages: StageFigures::AtEnd,
            unplayed_rounds: UnplayedRounds::LeftOut,
            match_points: MatchPoints::default(),
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
            drawn_games: DrawnGames::OnePoint,
            playoff: PlayoffFigures::LeftOut,
            stages: StageFigures::AtEnd,
            unplayed_rounds: UnplayedRounds::LeftOut,
            match_points: MatchPoints::default(),
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
            drawn_games: DrawnGames::OnePoint,
            playoff: PlayoffFigures::LeftOut,
            stages: StageFigures::AtEnd,
            unplayed_rounds: UnplayedRounds::LeftOut,
            match_points: MatchPoints::default(),
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
            empty_figure: EmptyFigure::FloorWritten,
            drawn_games: DrawnGames::OnePoint,
            playoff: PlayoffFigures::LeftOut,
            stages: StageFigures::AsOfStage,
            unplayed_rounds: UnplayedRounds::LeftOut,
            match_points: MatchPoints::default(),
        },
    );
}

/// Melee's rules of 2024 and 2025, as the archive's files of those dates show them: each period
/// is `melee` with the choices it made otherwise.
/// Melee in spring 2024 counted an opponent met twice once, as `melee-2024-2025` does and
/// today's `melee` does not: A met B in rounds 1 and 3 and C in round 2; B's match-win % is 1/3,
/// C's 2/3. (Evidence: the preset's `source`.)
#[test]
fn melee_spring_2024_counts_an_opponent_met_twice_once() {
    let mut build = Build::default();
    build
        .play(1, "A", "B", (2, 0, 0))
        .play(1, "C", "D", (2, 0, 0))
        .play(2, "A", "C", (2, 0, 0))
        .play(2, "B", "D", (2, 0, 0))
        .play(3, "A", "B", (2, 1, 0))
        .play(3, "C", "D", (2, 0, 0));
    build.under("melee-spring-2024").check("A", OMW, f(1, 2));
    build.under("melee").check("A", OMW, f(4, 9));
}

#[test]
fn melees_earlier_periods_differ_from_melee_in_their_own_choices() {
    let melee = Ruleset::preset("melee").unwrap();
    check_preset(
        "melee-2024-2025",
        Ruleset {
            name: "melee-2024-2025".into(),
            game_win_floor: None,
            repeated_opponents: RepeatedOpponents::Once,
            playoff: PlayoffFigures::Counted,
            empty_figure: EmptyFigure::Floor,
            ..melee.clone()
        },
    );
    check_preset(
        "melee-spring-2024",
        Ruleset {
            name: "melee-spring-2024".into(),
            repeated_opponents: RepeatedOpponents::Once,
            playoff: PlayoffFigures::WithoutPoints,
            results: Results::AsRecordedUnplayed,
            empty_figure: EmptyFigure::Floor,
            ..melee.clone()
        },
    );
    check_preset(
        "melee-early-2024",
        Ruleset {
            name: "melee-early-2024".into(),
            playoff: PlayoffFigures::WithoutPoints,
            results: Results::AsRecordedUnplayed,
            drawn_games: DrawnGames::NoPoints,
            empty_figure: EmptyFigure::Zero,
            ..melee
        },
    );
    // The date of a Melee event picks its period: the first and last day of each.
    for (date, name) in [
        ("2024-01-04", "melee-early-2024"),
        ("2024-04-14", "melee-early-2024"),
        ("2024-04-15", "melee-spring-2024"),
        ("2024-05-15", "melee-spring-2024"),
        ("2024-05-16", "melee-2024-2025"),
        ("2025-08-20", "melee-2024-2025"),
        ("2025-08-21", "melee"),
        ("2025-08-26", "melee"),
        ("2025-08-27", "melee-2024-2025"),
        ("2025-11-12", "melee-2024-2025"),
        ("2025-11-13", "melee"),
        ("2026-11-27T10:00:00", "melee"),
        ("2019-06-01", "melee-early-2024"),
    ] {
        assert_eq!(Ruleset::melee_for(date), Some(name), "{date}");
    }
    for bad in [
        "",
        "2025",
        "2025-13-01",
        "2025-02-32",
        "tomorrow!!",
        "2025/01/01",
        "２０２５-01-01",
    ] {
        assert_eq!(Ruleset::melee_for(bad), None, "{bad}");
    }
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
            "melee",
            "melee-2024-2025",
            "melee-spring-2024",
            "melee-early-2024",
            "cardsrealm",
            "cardsrealm-early-2025",
            "topdeck",
            "manatraders"
        ]
    );
}

/// The platforms' presets (issue 42), each choice as the archive's files showed it: CardsRealm's
/// floor of one third on opponents' figures, its own game-win % floored until May 2025 and not
/// since, its rounds not played lost until May 2025; Topdeck's and ManaTraders' 0.33 floor on
/// opponents' figures and none on a player's own game-win %.
#[test]
fn the_platforms_presets_make_their_files_choices() {
    let third = Some(FLOOR_THIRD);
    let cardsrealm = Ruleset {
        name: "cardsrealm".into(),
        match_win_floor: third,
        game_win_floor: None,
        opponent_game_win_floor: third,
        byes_in_match_win: true,
        bye_games: ByeGames::TwoZero,
        repeated_opponents: RepeatedOpponents::Once,
        tiebreakers: INDIVIDUAL.to_vec(),
        results: Results::AsRecorded,
        empty_figure: EmptyFigure::OneTenth,
        drawn_games: DrawnGames::OnePoint,
        playoff: PlayoffFigures::LeftOut,
        stages: StageFigures::AtEnd,
        unplayed_rounds: UnplayedRounds::LeftOut,
        match_points: MatchPoints::default(),
    };
    check_preset("cardsrealm", cardsrealm.clone());
    check_preset(
        "cardsrealm-early-2025",
        Ruleset {
            name: "cardsrealm-early-2025".into(),
            game_win_floor: third,
            empty_figure: EmptyFigure::One,
            unplayed_rounds: UnplayedRounds::Lost,
            ..cardsrealm
        },
    );
    let dci = Ruleset {
        game_win_floor: None,
        ..Ruleset::default()
    };
    check_preset(
        "topdeck",
        Ruleset {
            name: "topdeck".into(),
            empty_figure: EmptyFigure::Zero,
            ..dci.clone()
        },
    );
    check_preset(
        "manatraders",
        Ruleset {
            name: "manatraders".into(),
            ..dci
        },
    );
}

/// CardsRealm until May 2025: a round a player did not play is lost, so a match-win % is over
/// every Swiss round. B wins rounds 2 and 3 and drops before round 4: 6/9 over the rounds played,
/// 6/12 over all four; A, who beat B and three players who lost everything (one third each),
/// has OMW (2/3 + 1)/4 = 5/12 under `cardsrealm` and (1/2 + 1)/4 = 3/8 under the early preset.
#[test]
fn a_round_not_played_is_lost_until_may_2025() {
    let mut build = Build::default();
    build
        .play(1, "A", "B", WIN)
        .play(2, "B", "C", WIN)
        .play(3, "B", "D", WIN)
        .against_filler(2, "A", WIN)
        .against_filler(3, "A", WIN)
        .against_filler(4, "A", WIN)
        .play(4, "C", "D", WIN);
    let now = build.under("cardsrealm");
    let early = build.under("cardsrealm-early-2025");
    assert_eq!(now.of("B").match_win.value, Some(f(2, 3)));
    assert_eq!(early.of("B").match_win.value, Some(f(1, 2)));
    now.check("A", OMW, f(5, 12));
    early.check("A", OMW, f(3, 8));
    // The late rounds of one who stopped are losses with no games: B's game-win % is unchanged.
    assert_eq!(now.of("B").game_win.value, early.of("B").game_win.value);
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
// The limits within which no fraction outgrows 128 bits (see "Limits" in src/core/tiebreakers/standings/mod.rs),
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
    use tiebreak::core::tiebreakers::check::{check, parse_record, Totals};
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
        .map(|r| record(parse_record(r).unwrap()))
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
    use tiebreak::core::tiebreakers::check::{check, Games, Totals};
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
            ..record((14, 0, 0))
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

/// A match record with no byes and no games.
fn record((wins, losses, draws): (u32, u32, u32)) -> tiebreak::core::tiebreakers::check::Totals {
    tiebreak::core::tiebreakers::check::Totals {
        wins,
        losses,
        draws,
        ..tiebreak::core::tiebreakers::check::Totals::default()
    }
}
