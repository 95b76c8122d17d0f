//! The phone view (`#/v/1/<payload>`, and `#/v/1/<payload>/p/<n>` for one player): a read-only
//! snapshot of an event that the organizer published as a link or a QR code.
//!
//! Made for a phone first: find my name, my table this round in large type, my record and my
//! standing, "why am I below X?", my whole breakdown (the same [`Explanation`] as the organizer's
//! breakdown page), then the standings and this round's pairings by name. It says when the
//! snapshot was taken and which round it covers, so that nobody reads stale pairings as current.
//!
//! The link is decoded by [`share::read_fragment`], which checks it as an import is checked; a
//! link that cannot be read shows its sentence and a way back, never a blank page. Nothing from
//! the link is stored unless the player asks ("Save a copy to this device").

use leptos::prelude::*;

use super::standings::{ExplanationView, WhyBelow};
use super::state::{AppState, Page};
use crate::core::report::{self, display};
use crate::core::round_view::{points_before, seats, status};
use crate::core::share::{self, Snapshot};
use crate::core::{compute, name_key, Event, Standings};
use crate::render::html;

/// How many names the search lists at once.
const MATCHES_SHOWN: usize = 8;

/// `2026-11-24 14:05`, in the phone's time zone, and how long ago that was.
fn taken_words(taken_at: u64) -> String {
    let ms = taken_at as f64 * 1000.0;
    let d = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(ms));
    let when = format!(
        "{:04}-{:02}-{:02} {:02}:{:02}",
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date(),
        d.get_hours(),
        d.get_minutes()
    );
    let now = super::share::now_secs();
    let ago = now.saturating_sub(taken_at) / 60;
    let ago = match ago {
        _ if taken_at > now + 60 => String::new(),
        0 => " (just now)".into(),
        m if m < 120 => format!(" ({m} min ago)"),
        m if m < 48 * 60 => format!(" ({} hours ago)", m / 60),
        m => format!(" ({} days ago)", m / 60 / 24),
    };
    format!("{when}{ago}")
}

/// Which round the snapshot covers, and whether its pairings are still being played.
fn round_words(event: &Event) -> String {
    let round = event.rounds.len() as u32;
    if round == 0 {
        return "Registration: no round is paired yet.".into();
    }
    let of = event
        .planned_rounds
        .map(|p| format!(" of {p}"))
        .unwrap_or_default();
    let missing = event.missing_results(round).len();
    if missing == 0 {
        format!("Round {round}{of} is complete: the standings are after round {round}.")
    } else {
        format!(
            "Round {round}{of} is being played: {}",
            status(event, round).trim_start_matches(&format!("Round {round}: "))
        )
    }
}

/// The phone view.
#[component]
pub fn ViewPage() -> impl IntoView {
    let state = expect_context::<AppState>();
    let parts = Memo::new(move |_| match state.page.get() {
        Page::View(v, p, who) => (v, p, who),
        _ => Default::default(),
    });
    let key = Memo::new(move |_| parts.with(|(v, p, _)| (v.clone(), p.clone())));
    let snapshot: Memo<Result<Snapshot, String>> = Memo::new(move |_| {
        key.with(|(v, p)| share::read_fragment(v, p).map_err(|e| e.to_string()))
    });
    let standings: Memo<Option<Result<Standings, String>>> = Memo::new(move |_| {
        snapshot.with(|s| {
            s.as_ref()
                .ok()
                .map(|s| compute(&s.event, &s.event.ruleset).map_err(|e| e.to_string()))
        })
    });
    move || match snapshot.with(|s| s.as_ref().err().cloned()) {
        Some(e) => view! { <ViewError message=e /> }.into_any(),
        None => {
            view! { <Snapshotted parts=parts snapshot=snapshot standings=standings /> }.into_any()
        }
    }
}

/// A link that cannot be read: its sentence and the ways on.
#[component]
fn ViewError(message: String) -> impl IntoView {
    view! {
        <section class="page view-error" data-testid="view-error">
            <h2>"This link cannot be opened"</h2>
            <p class="error" role="alert" data-testid="view-error-message">{message}</p>
            <p>
                "Ask the organizer to show the QR code again, or open "
                <a href="#/" data-testid="view-home">"Tiebreak's home page"</a>
                " or " <a href="#/check">"check your tiebreakers by hand"</a> "."
            </p>
        </section>
    }
}

type Parts = (String, String, Option<usize>);

/// The snapshot, read.
#[component]
fn Snapshotted(
    parts: Memo<Parts>,
    snapshot: Memo<Result<Snapshot, String>>,
    standings: Memo<Option<Result<Standings, String>>>,
) -> impl IntoView {
    let state = expect_context::<AppState>();
    let href = move |p: Option<usize>| {
        parts.with_untracked(|(v, payload, _)| Page::View(v.clone(), payload.clone(), p).hash())
    };
    let me = Memo::new(move |_| {
        let who = parts.with(|(_, _, w)| *w)?;
        snapshot.with(|s| {
            s.as_ref()
                .ok()
                .filter(|s| who < s.event.players.len())
                .map(|_| who)
        })
    });
    let event = move |f: &dyn Fn(&Event) -> String| {
        snapshot.with(|s| s.as_ref().map(|s| f(&s.event)).unwrap_or_default())
    };
    let title = move || {
        event(&|e| {
            if e.name.trim().is_empty() {
                "Event".into()
            } else {
                e.name.clone()
            }
        })
    };
    let taken = move || {
        snapshot.with(|s| {
            s.as_ref()
                .map(|s| taken_words(s.taken_at))
                .unwrap_or_default()
        })
    };
    let query = RwSignal::new(String::new());
    let matches = move || {
        let q = name_key(&query.get());
        if q.is_empty() {
            return Vec::new();
        }
        snapshot.with(|s| {
            let Ok(s) = s else { return Vec::new() };
            s.event
                .players
                .iter()
                .enumerate()
                .filter(|(_, p)| name_key(&p.name).contains(&q))
                .take(MATCHES_SHOWN)
                .map(|(i, p)| (i, p.name.clone()))
                .collect()
        })
    };
    let saved = RwSignal::new(None::<Result<String, String>>);
    let save_copy = move |_| {
        let copy = snapshot.with_untracked(|s| s.as_ref().ok().map(|s| s.event.clone()));
        if let Some(mut event) = copy {
            if event.name.trim().is_empty() {
                event.name = "Event".into();
            }
            event.name = format!("{} (copy from a link)", event.name.trim());
            saved.set(Some(state.create(event)));
        }
    };
    let standings_html = move || {
        standings.with(|s| match s {
            Some(Ok(st)) => snapshot.with(|snap| {
                snap.as_ref()
                    .map(|snap| {
                        html::phone_standings(
                            &snap.event,
                            st,
                            &|p| href(Some(p)),
                            me.get_untracked(),
                        )
                        .into_string()
                    })
                    .unwrap_or_default()
            }),
            _ => String::new(),
        })
    };
    let seats_html = move || {
        event(&|e| {
            let round = e.rounds.len() as u32;
            if round == 0 {
                String::new()
            } else {
                html::seats_list(e, round).into_string()
            }
        })
    };
    let error = move || standings.with(|s| s.as_ref().and_then(|s| s.as_ref().err().cloned()));
    view! {
        <section class="page phone-view" data-testid="phone-view">
            <header class="view-head">
                <h2 data-testid="view-title">{title}</h2>
                <p class="meta" data-testid="view-round">{move || event(&round_words)}</p>
                <p class="meta" data-testid="view-taken">"Snapshot taken " {taken} ". It does not update by itself: scan the organizer's newest code for later rounds."</p>
            </header>
            <p class="error" role="alert" hidden=move || error().is_none()>{move || error().unwrap_or_default()}</p>
            <div class="card find" data-testid="find">
                <label for="find-name">{move || if me.get().is_some() { "Someone else?" } else { "Find my name" }}</label>
                <input id="find-name" data-testid="find-name" type="search" autocomplete="off"
                    placeholder="Type a few letters of your name"
                    prop:value=move || query.get()
                    on:input=move |ev| query.set(event_target_value(&ev)) />
                <ul class="matches" data-testid="matches">
                    {move || matches().into_iter().map(|(i, n)| view! {
                        <li><a href=href(Some(i)) data-testid="match" on:click=move |_| query.set(String::new())>{n}</a></li>
                    }).collect_view()}
                </ul>
                <p class="hint" hidden=move || query.with(|q| q.trim().is_empty()) || !matches().is_empty()>
                    "No player's name contains that."
                </p>
            </div>
            {move || me.get().map(|p| view! { <Me player=p snapshot=snapshot standings=standings href=href /> })}
            <section class="card" aria-labelledby="view-standings-title">
                <h3 id="view-standings-title">"Standings"</h3>
                <div class="table-wrap" inner_html=standings_html></div>
                <p class="hint">"Tap a name for that player's breakdown."</p>
            </section>
            <section class="card" aria-labelledby="view-seats-title" hidden=move || event(&|e| e.rounds.len().to_string()) == "0">
                <h3 id="view-seats-title">{move || event(&|e| format!("Round {} pairings by name", e.rounds.len()))}</h3>
                <ul class="seats" data-testid="view-seats" inner_html=seats_html></ul>
            </section>
            <div class="card save-copy">
                <button type="button" data-testid="save-copy" on:click=save_copy>"Save a copy to this device"</button>
                {move || saved.get().map(|r| match r {
                    Ok(id) => view! {
                        <p class="notice" data-testid="saved">"Saved. " <a href=Page::Event(id, super::state::Tab::Standings).hash()>"Open the copy"</a></p>
                    }.into_any(),
                    Err(e) => view! { <p class="error" role="alert">{e}</p> }.into_any(),
                })}
                <p class="hint">"Nothing from this link is kept on this phone unless you save a copy."</p>
            </div>
        </section>
    }
}

/// One player: their table, their standing, "why am I below X?" and their breakdown.
#[component]
fn Me(
    player: usize,
    snapshot: Memo<Result<Snapshot, String>>,
    standings: Memo<Option<Result<Standings, String>>>,
    href: impl Fn(Option<usize>) -> String + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let table = move || {
        snapshot.with(|s| {
            let Ok(s) = s else { return None };
            let e = &s.event;
            let round = e.rounds.len() as u32;
            if round == 0 {
                return Some((
                    String::new(),
                    "No round is paired yet.".to_string(),
                    String::new(),
                ));
            }
            let points = points_before(e, round);
            let mine = seats(e, round).into_iter().find(|&(p, _, _)| p == player);
            let me = &e.players[player].name;
            Some(match mine {
                Some((_, t, Some(o))) => {
                    let result = e.rounds[round as usize - 1].pairings[t - 1].clone();
                    let result = match result {
                        crate::core::Pairing::Match {
                            a, result: Some(r), ..
                        } => {
                            let r = if a == player {
                                r
                            } else {
                                crate::core::GameResult::new(r.b_wins, r.a_wins, r.draws)
                            };
                            format!("Result in: {}-{}-{}.", r.a_wins, r.b_wins, r.draws)
                        }
                        _ => "No result yet.".into(),
                    };
                    (
                        format!("Table {t}"),
                        format!(
                            "{me} ({}) vs {} ({})",
                            points_label(points[player]),
                            e.players[o].name,
                            points_label(points[o])
                        ),
                        format!("Round {round}. Points before the round. {result}"),
                    )
                }
                Some((_, t, None)) => (
                    format!("Table {t}: bye"),
                    format!("{me} has the bye this round (a match win)."),
                    format!("Round {round}."),
                ),
                None => (
                    "Not playing".into(),
                    match e.players[player].dropped_after {
                        Some(d) => format!("{me} dropped after round {d}."),
                        None => format!("{me} is not in round {round}'s pairings."),
                    },
                    format!("Round {round}."),
                ),
            })
        })
    };
    let explanation = Memo::new(move |_| {
        standings.with(|st| {
            let Some(Ok(st)) = st else { return None };
            snapshot.with(|s| {
                s.as_ref()
                    .ok()
                    .map(|s| report::explain(&s.event, st, player))
            })
        })
    });
    let standing = move || {
        standings.with(|st| {
            let Some(Ok(st)) = st else {
                return String::new();
            };
            let b = &st.players[player];
            let rank = st
                .rows
                .iter()
                .find(|r| r.player == player)
                .map_or(0, |r| r.rank);
            let first = st.ruleset.tiebreakers.iter().find(|t| t.code() != "mp");
            let first = first
                .map(|&t| {
                    format!(
                        " · {} {}",
                        crate::render::heading(t),
                        display(t, b.value(t))
                    )
                })
                .unwrap_or_default();
            format!(
                "Rank {rank} of {} · record {} · {}{first}",
                st.rows.len(),
                b.record,
                points_label(b.match_points)
            )
        })
    };
    view! {
        <section class="card me" data-testid="my-table">
            {move || table().map(|(big, line, note)| view! {
                <p class="big" data-testid="my-table-number">{big}</p>
                <p class="line" data-testid="my-table-line">{line}</p>
                <p class="hint">{note}</p>
            })}
        </section>
        <section class="card" data-testid="my-standing">
            <p class="standing">{standing}</p>
            {move || standings.with(|st| match st {
                Some(Ok(st)) => snapshot.with(|s| s.as_ref().ok().map(|s| view! {
                    <WhyBelow event=s.event.clone() standings=st.clone() player=player href=move |p| href(Some(p)) />
                })),
                _ => None,
            })}
        </section>
        <section class="breakdown card" data-testid="my-breakdown">
            {move || explanation.get().map(|e| view! { <ExplanationView e=e /> })}
        </section>
    }
}

/// `1 pt`, `6 pts`.
fn points_label(points: u32) -> String {
    format!("{points} {}", if points == 1 { "pt" } else { "pts" })
}
