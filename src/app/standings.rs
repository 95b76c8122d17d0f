//! The standings table, and each player's breakdown.

use leptos::prelude::*;

use super::reply::{reply, Refusal};
use super::state::AppState;
use crate::core::tiebreakers::audit::{self, Audit};
use crate::core::tiebreakers::report;
use crate::core::{compute, Standings, PRESETS};
use crate::render::forms::pick::{RulesetMenu, WhyOtherField};
use crate::render::html::Sheet;
use crate::render::markup::Html;
use crate::render::{self, breakdown, standings_tab};
use crate::route::{Page, Tab};

/// Rows drawn at a time: a 2000-player event stays responsive.
pub const PAGE_SIZE: usize = 100;

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

/// The standings tab: its head, what was published, and the table, whose heading, rows and card
/// are drawn by [`crate::render::standings_tab`].
#[component]
pub fn StandingsTab() -> impl IntoView {
    let state = expect_context::<AppState>();
    let standings = standings_of(&state);
    let page = RwSignal::new(0usize);
    let audit = published_audit(&state, standings);
    let head = move || {
        standings.with(|s| match s {
            Some(Ok(s)) => standings_tab::head(s),
            _ => Html::default(),
        })
    };
    let rows = move || {
        let skip = page.get() * PAGE_SIZE;
        let id = state.open_id().unwrap_or_default();
        let href = |player| {
            Page::Player {
                event: id.clone(),
                player,
            }
            .hash()
        };
        audit.with(|audit| {
            standings.with(|s| {
                let Some(Ok(s)) = s else {
                    return Html::default();
                };
                state.open.with(|o| {
                    o.as_ref().map_or_else(Html::default, |o| {
                        standings_tab::rows(&o.event, s, audit.as_ref(), (skip, PAGE_SIZE), &href)
                    })
                })
            })
        })
    };
    let published = move || {
        audit.with(|audit| {
            state.open.with(|o| match (audit, o) {
                (Some(audit), Some(o)) => standings_tab::published_card(&o.event, audit),
                _ => Html::default(),
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
            <div class="contents" inner_html=move || published().into_string()></div>
            <div class="table-wrap">
                <table class="standings" data-testid="standings">
                    <thead inner_html=move || head().into_string()></thead>
                    <tbody inner_html=move || rows().into_string()></tbody>
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
                <label for=RulesetMenu::ID>"Ruleset"</label>
                <select
                    id=RulesetMenu::ID
                    data-testid=RulesetMenu::ID
                    prop:value=ruleset_name
                    on:change=move |ev| {
                        let menu = RulesetMenu { name: event_target_value(&ev) };
                        // A name that is no preset is refused with its sentence, never ignored.
                        if reply(ruleset_error, state.submit(|_| menu.read())).is_none() {
                            // Nothing changed: the menu shows the event's ruleset again.
                            let current = state.open.with_untracked(|o| o.as_ref().map(|o| o.event.ruleset.name.clone()).unwrap_or_default());
                            if let Some(target) = ev.target() {
                                let _ = js_sys::Reflect::set(&target, &"value".into(), &current.into());
                            }
                        }
                    }
                >
                    {PRESETS.iter().map(|p| view! { <option value=p.name>{p.name}</option> }).collect_view()}
                </select>
            </div>
            <Refusal error=ruleset_error testid="standings-error" />
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
                return Html::default();
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
                _ => Html::default(),
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
            <section class="figure no-print" on:change=move |ev| {
                    let field = WhyOtherField { value: event_target_value(&ev) };
                    let players = state.with_event_untracked(|e| e.players.len());
                    other.set(players.and_then(|n| field.read(n).ok()).flatten());
                }
                inner_html=move || why().into_string()></section>
        </section>
    }
}
