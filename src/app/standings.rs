//! The standings table, and each player's breakdown.

use leptos::prelude::*;

use super::state::{AppState, Page, Tab};
use crate::core::edit::Edit;
use crate::core::tiebreakers::audit::{self, Audit, Published4};
use crate::core::tiebreakers::report;
use crate::core::{compute, Ruleset, Standings, PRESETS};
use crate::render::html::{self, Sheet};
use crate::render::{self, breakdown};

/// Rows drawn at a time: a 2000-player event stays responsive.
pub const PAGE_SIZE: usize = 100;

/// One row as drawn.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct RowView {
    rank: u32,
    tie: bool,
    player: usize,
    name: String,
    dropped: Option<u32>,
    record: String,
    points: u32,
    cells: Vec<Cell>,
    /// What was published for the points, when it differs from the computed points.
    points_published: Option<String>,
    /// Why the row's figures cannot be checked against the file, when they depend on a match
    /// the file lacks (the player's or an opponent's): its differences are not a rule's.
    gap: Option<String>,
}

/// One figure of a row: its code, the value shown, the exact fraction, and what was published
/// when it differs from the computed figure (`Melee published 55.55556%`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct Cell {
    code: &'static str,
    shown: String,
    exact: Option<String>,
    published: Option<String>,
}

/// The mark of a figure that differs from what was published: `≠` in red for a rule's
/// difference (`differs`), muted where the row depends on a match the file lacks
/// (`differs-gap`), which no ruleset can be blamed for.
fn differs_mark(published: Option<String>, gap: bool) -> impl IntoView {
    published.map(|p| {
        if gap {
            let title = format!("{p}; this figure counts a match the file lacks");
            view! { <span class="differs-mark gap" data-testid="differs-gap" title=title.clone() aria-label=title>"≠"</span> }.into_any()
        } else {
            view! { <span class="differs-mark" data-testid="differs" title=p.clone() aria-label=p>"≠"</span> }.into_any()
        }
    })
}

/// The title of a row's gap mark: the player's own gap in the core's sentence, or the opponent's.
fn gap_title(
    audit: &Audit,
    event: &crate::core::Event,
    publisher: &str,
    player: usize,
) -> Option<String> {
    if !audit.gaps.depends_on_gap(player) {
        return None;
    }
    let own = audit
        .gaps
        .gaps
        .iter()
        .find(|g| g.player == player)
        .map(|g| format!(" {}", g.sentence(&event.players[player].name, publisher)));
    Some(format!(
        "Depends on a match the file lacks ({}): these figures cannot be checked against the file.{}",
        if own.is_some() { "the player's own" } else { "an opponent's" },
        own.unwrap_or_default()
    ))
}

/// `Melee published 55.55556%` when `player`'s `figure` differs from what was published.
fn differs_text(
    audit: Option<&Audit>,
    publisher: &str,
    player: usize,
    figure: Published4,
) -> Option<String> {
    audit?.row_of(player)?.differs_title(publisher, figure)
}

/// The published standings against the standings shown, when the event carries them.
pub fn published_audit(
    state: &AppState,
    standings: Memo<Option<Result<Standings, String>>>,
) -> Memo<Option<Audit>> {
    let open = state.open;
    Memo::new(move |_| {
        standings.with(|s| {
            let Some(Ok(s)) = s else { return None };
            open.with(|o| audit::audit_standings(&o.as_ref()?.event, s))
        })
    })
}

/// The standings of the open event under its ruleset, computed by the core.
pub fn standings_of(state: &AppState) -> Memo<Option<Result<Standings, String>>> {
    let open = state.open;
    Memo::new(move |_| {
        open.with(|o| {
            o.as_ref()
                .map(|o| compute(&o.event, &o.event.ruleset).map_err(|e| e.to_string()))
        })
    })
}

/// The rows of page `page` of the standings, as drawn: each figure with what was published
/// where it differs, and the row's gap mark.
fn row_views(
    event: &crate::core::Event,
    s: &Standings,
    audit: Option<&Audit>,
    page: usize,
) -> Vec<RowView> {
    let cols = render::columns(&s.ruleset);
    let publisher = event
        .published
        .as_ref()
        .map(|p| p.publisher())
        .unwrap_or_default();
    s.rows
        .iter()
        .skip(page * PAGE_SIZE)
        .take(PAGE_SIZE)
        .map(|row| {
            let b = &s.players[row.player];
            let player = &event.players[row.player];
            RowView {
                rank: row.rank,
                tie: row.perfect_tie,
                player: row.player,
                name: player.name.clone(),
                dropped: player.dropped_after,
                record: b.record.to_string(),
                points: b.match_points,
                cells: cols
                    .iter()
                    .map(|&t| Cell {
                        code: t.code(),
                        shown: report::display(t, b.value(t)),
                        exact: b.value(t).map(|f| f.to_string()),
                        published: Published4::of(t)
                            .and_then(|f| differs_text(audit, &publisher, row.player, f)),
                    })
                    .collect(),
                points_published: differs_text(audit, &publisher, row.player, Published4::Points),
                gap: audit.and_then(|a| gap_title(a, event, &publisher, row.player)),
            }
        })
        .collect()
}

/// The standings tab.
#[component]
pub fn StandingsTab() -> impl IntoView {
    let state = expect_context::<AppState>();
    let standings = standings_of(&state);
    let page = RwSignal::new(0usize);
    let id = move || state.open_id().unwrap_or_default();
    let columns = move || {
        state.open.with(|o| {
            o.as_ref()
                .map(|o| render::columns(&o.event.ruleset))
                .unwrap_or_default()
        })
    };
    let audit = published_audit(&state, standings);
    let rows = move || {
        let p = page.get();
        audit.with(|audit| {
            standings.with(|s| {
                let Some(Ok(s)) = s else { return Vec::new() };
                state.open.with(|o| {
                    o.as_ref()
                        .map_or_else(Vec::new, |o| row_views(&o.event, s, audit.as_ref(), p))
                })
            })
        })
    };
    let total = move || {
        standings.with(|s| {
            s.as_ref()
                .and_then(|s| s.as_ref().ok())
                .map_or(0, |s| s.rows.len())
        })
    };
    let pages = move || total().div_ceil(PAGE_SIZE).max(1);

    view! {
        <section class="tab" aria-labelledby="standings-title">
            {ruleset_head(state)}
            {move || standings.with(|s| match s {
                Some(Err(e)) => Some(view! { <p class="error" role="alert">{e.clone()}</p> }),
                _ => None,
            })}
            {published_card(state, audit)}
            <div class="table-wrap">
                <table class="standings" data-testid="standings">
                    <thead>
                        <tr>
                            <th scope="col">"Rank"</th>
                            <th scope="col">"Player"</th>
                            <th scope="col">"Record"</th>
                            <th scope="col" title="Match points">"Points"</th>
                            {move || columns().into_iter().map(|t| view! { <th scope="col" title=t.label()>{render::heading(t)}</th> }).collect_view()}
                        </tr>
                    </thead>
                    <tbody>
                        <For each=rows key=|r| r.clone() let:r>
                            {
                                let href = Page::Player { event: id(), player: r.player }.hash();
                                standings_row(r, href)
                            }
                        </For>
                    </tbody>
                </table>
            </div>
            <Show when=move || { pages() > 1 }>
                {pager(page, pages)}
            </Show>
            <p class="hint">"Hover a figure for its exact fraction; open a player for every step."</p>
            <div class="no-print">
                <super::share::SharePanel full_screen=false />
            </div>
        </section>
    }
}

/// The tab's head: its title, the ruleset menu (a switch the core refuses puts the menu back and
/// says why), the print button, and what the ruleset is.
fn ruleset_head(state: AppState) -> impl IntoView {
    let ruleset_error = RwSignal::new(None::<String>);
    let ruleset_name = move || {
        state.open.with(|o| {
            o.as_ref()
                .map(|o| o.event.ruleset.name.clone())
                .unwrap_or_default()
        })
    };
    view! {
        <div class="tab-head">
            <h3 id="standings-title">"Standings"</h3>
            <div class="field inline-field no-print">
                <label for="standings-ruleset">"Ruleset"</label>
                <select
                    id="standings-ruleset"
                    data-testid="standings-ruleset"
                    prop:value=ruleset_name
                    on:change=move |ev| {
                        let name = event_target_value(&ev);
                        // A name that is no preset is refused with its sentence, never ignored.
                        let refused = Ruleset::preset(&name)
                            .map_err(|e| e.to_string())
                            .and_then(|ruleset| state.apply(Edit::SetRuleset { ruleset }))
                            .err();
                        if refused.is_some() {
                            // Nothing changed: the menu shows the event's ruleset again.
                            let current = state.open.with_untracked(|o| o.as_ref().map(|o| o.event.ruleset.name.clone()).unwrap_or_default());
                            if let Some(target) = ev.target() {
                                let _ = js_sys::Reflect::set(&target, &"value".into(), &current.into());
                            }
                        }
                        ruleset_error.set(refused);
                    }
                >
                    {PRESETS.iter().map(|p| view! { <option value=p.name>{p.name}</option> }).collect_view()}
                </select>
            </div>
            <p class="error" role="alert" data-testid="standings-error" hidden=move || ruleset_error.with(Option::is_none)>{move || ruleset_error.get().unwrap_or_default()}</p>
            <button type="button" class="no-print" data-testid="print-standings" on:click=move |_| {
                super::share::print_sheet(state, Sheet::Standings, 0);
            }>"Print standings"</button>
        </div>
        <p class="hint" data-testid="ruleset-line">
            {move || {
                let name = ruleset_name();
                PRESETS.iter().find(|p| p.name == name).map(|p| p.summary).unwrap_or("A ruleset chosen by hand.")
            }}
        </p>
    }
}

/// What was published, against the ruleset shown: one sentence, the presets that give every
/// published figure when this one differs where the file can check it, the players whose
/// matches the file lacks, and what the reader noticed in the file.
fn published_card(state: AppState, audit: Memo<Option<Audit>>) -> impl IntoView {
    move || {
        audit.with(|audit| {
            let audit = audit.as_ref()?;
            state.open.with(|o| {
                let event = &o.as_ref()?.event;
                let published = event.published.as_ref()?;
                let publisher = published.publisher();
                let agrees = audit.agrees_where_checkable();
                let others = if agrees {
                    String::new()
                } else {
                    format!(" {}", audit::giving_sentence(&audit.ruleset, &audit::presets_that_agree(event)))
                };
                let name = |p: usize| event.players.get(p).map_or("", |p| p.name.as_str());
                let gaps: Vec<String> = audit
                    .gaps
                    .gaps
                    .iter()
                    .map(|g| g.sentence(name(g.player), &publisher))
                    .collect();
                let notes: Vec<String> = published
                    .notes
                    .iter()
                    .cloned()
                    .chain(audit::not_percentage_sentences(event))
                    .collect();
                let any_gap = audit.gaps.dependent() > 0;
                let source = published.link().map(str::to_string);
                Some(view! {
                    <div class="card published" class:differs=!agrees data-testid="published">
                        <p data-testid="published-summary">{audit::summary(event, audit)}{others}</p>
                        {(!gaps.is_empty()).then(|| view! {
                            <ul class="gap-list" data-testid="gap-list">
                                {gaps.into_iter().map(|g| view! { <li data-testid="gap-player">{g}</li> }).collect_view()}
                            </ul>
                        })}
                        {(!notes.is_empty()).then(|| view! {
                            <ul class="published-notes" data-testid="published-notes">
                                {notes.into_iter().map(|n| view! { <li data-testid="published-note">{n}</li> }).collect_view()}
                            </ul>
                        })}
                        <p class="hint">
                            {format!("{publisher} published these standings")}
                            {source.map(|s| view! { " (" <a href=s.clone() rel="noopener noreferrer" target="_blank">{s.clone()}</a> ")" })}
                            ". A figure agrees when the exact fraction, cut or rounded up at the published decimals, gives the published one; "
                            <span class="differs-mark">"≠"</span>
                            " marks one that does not (hover it for what was published)."
                            {any_gap.then(|| view! {
                                " " <span class="gap-mark">"*"</span>
                                " marks a player whose figures depend on a match the file lacks (theirs or an opponent's): a muted "
                                <span class="differs-mark gap">"≠"</span>
                                " on their row is the file's gap, not a rule's difference."
                            })}
                        </p>
                    </div>
                })
            })
        })
    }
}

/// One row of the standings, linking to the player's breakdown (`href`).
fn standings_row(r: RowView, href: String) -> impl IntoView {
    view! {
        <tr data-testid="standings-row" class:tie=r.tie class:gap=r.gap.is_some()>
            <td class="num" data-testid="rank">
                {r.rank}
                {r.tie.then(|| view! { <abbr title="A perfect tie, broken by registration order" class="tie-mark">"="</abbr> })}
            </td>
            <td data-testid="name">
                <a href=href>{r.name.clone()}</a>
                {r.gap.clone().map(|t| view! { <abbr class="gap-mark" data-testid="gap-mark" title=t.clone() aria-label=t>"*"</abbr> })}
                {r.dropped.map(|d| view! { <span class="tag">"dropped R" {d}</span> })}
            </td>
            <td>{r.record.clone()}</td>
            <td class="num" data-testid="points" class:differs=r.points_published.is_some() && r.gap.is_none() class:differs-gap=r.points_published.is_some() && r.gap.is_some()>
                {r.points}
                {differs_mark(r.points_published.clone(), r.gap.is_some())}
            </td>
            {r.cells.iter().map(|c| view! {
                <td class="num" data-testid=c.code class:differs=c.published.is_some() && r.gap.is_none() class:differs-gap=c.published.is_some() && r.gap.is_some() title=c.exact.clone().unwrap_or_default()>
                    {c.shown.clone()}
                    {differs_mark(c.published.clone(), r.gap.is_some())}
                </td>
            }).collect_view()}
        </tr>
    }
}

/// "Previous", "Page 2 of 3", "Next", for a standings of more than [`PAGE_SIZE`] rows.
fn pager(
    page: RwSignal<usize>,
    pages: impl Fn() -> usize + Copy + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <nav class="pager no-print" aria-label="Pages of the standings">
            <button type="button" disabled=move || page.get() == 0 on:click=move |_| page.update(|p| *p = p.saturating_sub(1))>"Previous"</button>
            <span>"Page " {move || page.get() + 1} " of " {pages}</span>
            <button type="button" disabled=move || { page.get() + 1 >= pages() } on:click=move |_| page.update(|p| *p += 1)>"Next"</button>
        </nav>
    }
}

/// One player's breakdown page.
#[component]
pub fn PlayerPage(player: usize) -> impl IntoView {
    let state = expect_context::<AppState>();
    let standings = standings_of(&state);
    let explanation = Memo::new(move |_| {
        standings.with(|s| {
            let Some(Ok(s)) = s else { return None };
            state.open.with(|o| {
                let o = o.as_ref()?;
                (player < o.event.players.len()).then(|| report::explain(&o.event, s, player))
            })
        })
    });
    // What was published for this player, under each figure it belongs to.
    let audit = published_audit(&state, standings);
    let published = Memo::new(move |_| {
        audit.with(|audit| {
            state.open.with(|o| match (audit, o) {
                (Some(audit), Some(o)) => audit::published_figures(&o.event, audit, player),
                _ => Vec::new(),
            })
        })
    });
    // "Why am I below X?" (render::phone::why_below), for the player picked in its menu.
    let other = RwSignal::new(None::<usize>);
    let why = move || {
        let o = other.get();
        standings.with(|s| {
            let Some(Ok(s)) = s else {
                return html::Html::default();
            };
            state.open.with(|open| match open {
                Some(open) if player < open.event.players.len() => {
                    let id = open.id.clone();
                    render::phone::why_below(&open.event, s, player, o, &|p| {
                        Page::Player {
                            event: id.clone(),
                            player: p,
                        }
                        .hash()
                    })
                }
                _ => html::Html::default(),
            })
        })
    };
    let back = move || {
        let event = state.open_id().unwrap_or_default();
        Page::Event {
            event,
            tab: Tab::Standings,
        }
        .hash()
    };
    view! {
        <section class="page breakdown" aria-labelledby="player-title">
            <a class="back no-print" href=back>"← Standings"</a>
            {move || match explanation.get() {
                None => view! { <p class="error">"There is no such player in this event."</p> }.into_any(),
                // The breakdown the phone view and the check page draw too, with the player's
                // penalties under the name.
                Some(e) => {
                    let figures = published.with(|p| breakdown::figures(&e, p));
                    view! {
                        <div class="contents" inner_html=breakdown::head(&e).into_string()></div>
                        <super::penalties::PlayerPenalties player=player />
                        <div class="contents" inner_html=figures.into_string()></div>
                    }
                    .into_any()
                }
            }}
            <section class="figure no-print" on:change=move |ev| other.set(event_target_value(&ev).parse().ok())
                inner_html=move || why().into_string()></section>
        </section>
    }
}
