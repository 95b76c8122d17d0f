//! A ruleset in words: the rule behind each choice, with its source, and how two rulesets differ.

use crate::core::base::fraction::Fraction;

use super::choices::{
    ByeGames, Choice, DrawnGames, EmptyFigure, MatchPoints, PlayoffFigures, RepeatedOpponents,
    Results, StageFigures, UnplayedRounds,
};
use super::fields::Ruleset;
use super::presets::{FLOOR_033, FLOOR_THIRD};

impl Ruleset {
    /// The choices on which this ruleset and `other` differ, each in words, this one's first:
    /// `the floor: 0.33 against one third`. Empty when every choice is the same.
    pub fn differences(&self, other: &Ruleset) -> Vec<String> {
        self.differences_where(other, &|_| true)
    }

    /// [`Ruleset::differences`], leaving out the choices of drawn games, the playoff and stages
    /// where `matters` says they change nothing (an event with no drawn game, playoff or stages):
    /// a sentence names only what can make two figures differ.
    pub fn differences_where(
        &self,
        other: &Ruleset,
        matters: &dyn Fn(Choice) -> bool,
    ) -> Vec<String> {
        fn floor(f: Option<Fraction>) -> String {
            match f {
                None => "none".into(),
                Some(f) if f == FLOOR_033 => "0.33".into(),
                Some(f) if f == FLOOR_THIRD => "one third".into(),
                Some(f) => f.ratio(),
            }
        }
        let mut out = Vec::new();
        let mut differ = |what: &str, mine: String, theirs: String| {
            if mine != theirs {
                out.push(format!("{what}: {mine} against {theirs}"));
            }
        };
        let floors = |r: &Ruleset| {
            [
                r.match_win_floor,
                r.game_win_floor,
                r.opponent_game_win_floor,
            ]
        };
        let one_floor = |r: &Ruleset| floors(r).iter().all(|f| *f == r.match_win_floor);
        if one_floor(self) && one_floor(other) {
            differ(
                "the floor",
                floor(self.match_win_floor),
                floor(other.match_win_floor),
            );
        } else {
            let names = [
                "the match-win floor",
                "the game-win floor",
                "the opponents' game-win floor",
            ];
            for ((what, mine), theirs) in names.iter().zip(floors(self)).zip(floors(other)) {
                differ(what, floor(mine), floor(theirs));
            }
        }
        let yes_no = |b: bool| if b { "counted" } else { "left out" }.to_string();
        differ(
            "bye rounds in match-win %",
            yes_no(self.byes_in_match_win),
            yes_no(other.byes_in_match_win),
        );
        let bye = |b: ByeGames| match b {
            ByeGames::TwoZero => "2-0".to_string(),
            ByeGames::NotCounted => "0-0, left out".to_string(),
            ByeGames::AsRound => "1-0 in best-of-one".to_string(),
        };
        differ("a bye's games", bye(self.bye_games), bye(other.bye_games));
        let repeated = |r: RepeatedOpponents| match r {
            RepeatedOpponents::EachMatch => "each match counts".to_string(),
            RepeatedOpponents::Once => "counted once".to_string(),
        };
        differ(
            "an opponent met twice",
            repeated(self.repeated_opponents),
            repeated(other.repeated_opponents),
        );
        let empty = |e: EmptyFigure| match e {
            EmptyFigure::None => "no figure".to_string(),
            EmptyFigure::Floor => "the floor".to_string(),
            EmptyFigure::Zero => "0".to_string(),
            EmptyFigure::FloorWritten => "0.3333 for OMW and OGW, the floor for GW".to_string(),
            EmptyFigure::OneTenth => "0.1 for OMW and OGW, the floor for GW".to_string(),
            EmptyFigure::One => "1 for OMW and OGW, the floor for GW".to_string(),
        };
        differ(
            "a figure with nothing to count",
            empty(self.empty_figure),
            empty(other.empty_figure),
        );
        let results = |r: Results| match r {
            Results::BestOf => "possible in the best-of".to_string(),
            Results::AsRecorded => "as recorded".to_string(),
            Results::AsRecordedUnplayed => "as recorded, 0-0-0 not played".to_string(),
        };
        differ("results", results(self.results), results(other.results));
        let drawn = |d: DrawnGames| match d {
            DrawnGames::OnePoint => "1 game point".to_string(),
            DrawnGames::NoPoints => "no game point".to_string(),
        };
        if matters(Choice::DrawnGames) {
            differ(
                "a drawn game",
                drawn(self.drawn_games),
                drawn(other.drawn_games),
            );
        }
        let playoff = |p: PlayoffFigures| match p {
            PlayoffFigures::LeftOut => "left out".to_string(),
            PlayoffFigures::Counted => "counted".to_string(),
            PlayoffFigures::WithoutPoints => "counted without match points".to_string(),
            PlayoffFigures::Everyone => "counted for everyone".to_string(),
            PlayoffFigures::ByRound => "counted by round".to_string(),
        };
        if matters(Choice::Playoff) {
            differ(
                "the playoff in its players' figures",
                playoff(self.playoff),
                playoff(other.playoff),
            );
        }
        let stages = |s: StageFigures| match s {
            StageFigures::AtEnd => "at the end".to_string(),
            StageFigures::AsOfStage => "at the end of the player's last stage".to_string(),
        };
        if matters(Choice::Stages) {
            differ(
                "when figures are taken",
                stages(self.stages),
                stages(other.stages),
            );
        }
        let unplayed = |u: UnplayedRounds| match u {
            UnplayedRounds::LeftOut => "left out".to_string(),
            UnplayedRounds::Lost => "lost".to_string(),
        };
        if matters(Choice::UnplayedRounds) {
            differ(
                "a round not played in match-win %",
                unplayed(self.unplayed_rounds),
                unplayed(other.unplayed_rounds),
            );
        }
        let points = |m: MatchPoints| format!("a win {}, a draw {}", m.win, m.draw);
        differ(
            "the match points",
            points(self.match_points),
            points(other.match_points),
        );
        let order = |r: &Ruleset| {
            r.tiebreakers
                .iter()
                .map(|t| t.code())
                .collect::<Vec<_>>()
                .join(", ")
        };
        differ("the order", order(self), order(other));
        out
    }

    /// The rule behind one choice of this ruleset, as a sentence that names its source.
    pub fn explain(&self, choice: Choice) -> String {
        match choice {
            Choice::MatchWinFloor => floor_rule("match-win %", self.match_win_floor),
            Choice::GameWinFloor => match self.game_win_floor {
                None if self.name == "melee-2024-2025" => "Melee did not raise a player's own game-win % to one third from 16 May 2024 to 12 November 2025: a game-win % below it was published as it was (0.25, 0.0909).".into(),
                None => "No floor on a player's own game-win % (DCI 1999 leaves player I at 0.27; WER has no game-win floor).".into(),
                floor => floor_rule("game-win %", floor),
            },
            Choice::OpponentGameWinFloor => match self.opponent_game_win_floor {
                None => "Opponents' game-win % are not floored (WER), so OGW can fall below 0.33.".into(),
                floor => floor_rule("each opponent's game-win % in OGW", floor),
            },
            Choice::ByesInMatchWin => {
                if self.byes_in_match_win {
                    "MTR Appendix C: a bye is a match win and its round counts in the rounds played (3-2-0 with a bye is 9/15).".into()
                } else {
                    "WER and the pod sheet: bye rounds are left out of match-win % (the deep dive: \"Rounds with byes are not included\").".into()
                }
            }
            Choice::ByeGames => match self.bye_games {
                ByeGames::TwoZero => "MTR Appendix C: a bye is a 2-0 win, 6 game points over 2 games.".into(),
                ByeGames::NotCounted => "Pod sheet: a bye is 0-0 and leaves game-win % untouched.".into(),
                ByeGames::AsRound => "Melee, in some events: a bye is 1-0 in a round of best-of-one matches, 2-0 elsewhere.".into(),
            },
            Choice::RepeatedOpponents => match self.repeated_opponents {
                RepeatedOpponents::EachMatch => "Melee: each match counts, so an opponent met twice is averaged in twice. No rules text does this; the scorekeeper's deep dive counts them once (\"the average is of all of your opponents, and not all your matches\").".into(),
                RepeatedOpponents::Once if self.name == "melee-2024-2025" => "Melee counted an opponent met twice once from 16 May 2024 to 12 November 2025 (in the Swiss rounds, and again in the playoff), as the scorekeeper's deep dive says: \"the average is of all of your opponents, and not all your matches\".".into(),
                RepeatedOpponents::Once => "An opponent met twice counts once: the scorekeeper's deep dive says \"the average is of all of your opponents, and not all your matches\", and MTR Appendix C averages \"each opponent that player faced\".".into(),
            },
            Choice::Results => match self.results {
                Results::BestOf => "MTR Appendix C: a match is a best-of-N, so a result is one such a match can end with (no player wins 3 games of a best-of-3), and 0-0-0 is no result.".into(),
                Results::AsRecorded => "Melee: results as recorded. 0-0-0 is a draw with no games (1 match point each), and a result a best-of-3 cannot end with, such as 3-0 or 2-2, counts its games as recorded.".into(),
                Results::AsRecordedUnplayed => "Melee until 15 May 2024: results as recorded, a result a best-of-3 cannot end with counting its games as recorded; but 0-0-0 is a match not played, which counts nothing.".into(),
            },
            Choice::EmptyFigure => match self.empty_figure {
                EmptyFigure::None => "With nothing to count there is no figure: a player with no opponents has no OMW or OGW, and one with no games no game-win %.".into(),
                EmptyFigure::Floor => "Melee: a figure with nothing to count is the floor. A player with no opponents (only byes) gets it as OMW and OGW, and one with no games as game-win %.".into(),
                EmptyFigure::Zero => "Melee until 14 April 2024: a figure with nothing to count is 0 (a player who played nothing was published with 0 everywhere).".into(),
                EmptyFigure::FloorWritten => "Melee since 21 August 2025: a player with no opponents (only byes) gets 0.3333 as OMW and OGW, the floor as Melee writes it at 4 decimals, and one with no games the floor as game-win %.".into(),
                EmptyFigure::OneTenth => "CardsRealm since May 2025: a player with no opponents (only byes) gets 0.1 as OMW and OGW, and one with no games the floor as game-win %.".into(),
                EmptyFigure::One => "CardsRealm until May 2025: a player with no opponents (only byes) gets 1 as OMW and OGW, and one with no games the floor as game-win %.".into(),
            },
            Choice::DrawnGames => match self.drawn_games {
                DrawnGames::OnePoint => "MTR Appendix C: a drawn game, an unfinished one included, is worth 1 game point.".into(),
                DrawnGames::NoPoints => "Melee until 14 April 2024: a drawn game counted among the games played but was worth no game point, so an intentional draw (0-0-3) is 0 points over 3 games.".into(),
            },
            Choice::Playoff => match self.playoff {
                PlayoffFigures::LeftOut => "The standings are the Swiss rounds': the playoff changes no figure.".into(),
                PlayoffFigures::Counted => "Melee from 16 May 2024 to 12 November 2025: a playoff player's published figures count the playoff's matches and games as further rounds, points included.".into(),
                PlayoffFigures::WithoutPoints => "Melee until 15 May 2024: a playoff player's published figures count the playoff's matches and games, but the playoff earns no match points.".into(),
                PlayoffFigures::Everyone => "Melee, in some events: the playoff counts with its match points in every player's opponents.".into(),
                PlayoffFigures::ByRound => "Melee in spring 2024, in some events: the playoff counts with its match points, each player's figures as of their last playoff round.".into(),
            },
            Choice::Stages => match self.stages {
                StageFigures::AtEnd => "Every figure is taken at the end of the event.".into(),
                StageFigures::AsOfStage => "Melee: a player's figures are those at the end of the last stage they played in (a first day, a second day), as Melee publishes each stage's standings.".into(),
            },
            Choice::UnplayedRounds => match self.unplayed_rounds {
                UnplayedRounds::LeftOut => "MTR Appendix C: a match-win % is over the rounds the player played; a round before they entered or after they dropped is left out.".into(),
                UnplayedRounds::Lost => "CardsRealm until 17 May 2025: a match-win % is over every Swiss round, a round the player did not play (after a drop) a loss, so 2 wins and a drop after round 2 of 4 is 6/12.".into(),
            },
            Choice::MatchPoints => match self.match_points {
                MatchPoints { win: 3, draw: 1 } => "MTR Appendix C: a match win earns 3 match points, a draw 1 and a loss 0; a player with a bye is considered to have won the match.".into(),
                m => format!("This event's own match points, as Topdeck lets an event choose them: a win (a bye too) earns {}, a draw {} and a loss 0; a match-win % is a player's match points over {} for each round.", m.win, m.draw, m.win),
            },
            Choice::ByesInOpponents => "MTR Appendix C: \"A player's byes are ignored when computing his or her opponents' match-win and opponents' game-win percentages.\"".into(),
            Choice::PerfectTies => "WER: a perfect tie is broken by registration order; the first player entered finishes ahead.".into(),
        }
    }
}

fn floor_rule(what: &str, floor: Option<Fraction>) -> String {
    match floor {
        None => format!("No floor on {what}."),
        Some(f) if f == FLOOR_033 => {
            format!("The 0.33 floor of MTR Appendix C and DCI 1999: {what} below 0.33 is raised to 0.33.")
        }
        Some(f) if f == FLOOR_THIRD => {
            format!(
                "WLTR, the pod sheet and Melee: {what} below one third (33.33%) is raised to 1/3."
            )
        }
        Some(f) => format!("Custom floor: {what} below {f} is raised to {f}."),
    }
}
