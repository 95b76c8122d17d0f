//! The standings table, and each player's breakdown.

use leptos::prelude::*;

use super::reply::{reply, Refusal};
use super::state::AppState;
use crate::core::tiebreakers::audit::{self, Audit};
use crate::core::tiebreakers::report;
use crate::core::{compute, Event, Ruleset, Standings, PRESETS};
use crate::render::forms::pick::{RulesetMenu, WhyOtherField};
use crate::render::html::Sheet;
use crate::render::markup::Html;
use crate::render::{self, breakdown, standings_tab};
use crate::route::{Page, Tab};

/// Rows drawn at a time: a 2000-player event stays responsive.
pub const PAGE_SIZE: usize = 100;

/// The published standings against the standings shown, when the event carries them.
pub fn published_audit(
    viewed: Memo<Option<Event>>,
    standings: Memo<Option<Result<Standings, String>>>,
) -> Memo<Option<Audit>> {
    Memo::new(move |_| {
        standings.with(|s| {
            let Some(Ok(s)) = s else { return None };
            viewed.with(|e| audit::audit_standings(e.as_ref()?, s))
        })
    })
}

/// The open event as the standings tab and the breakdowns show it: a copy under the ruleset the
/// organizer views ([`AppState::viewing`]) when it is not the event's, else the event itself.
pub fn viewed_event(state: &AppState) -> Memo<Option<Event>> {
    let (open, viewing) = (state.open, state.viewing);
    Memo::new(move |_| {
        open.with(|o| {
            let o = o.as_ref()?;
            let mut event = o.event.clone();
            let viewed = viewing.with(|v| {
                v.as_ref()
                    .filter(|(id, _)| *id == o.id)
                    .and_then(|(_, name)| Ruleset::preset(name).ok())
            });
            if let Some(ruleset) = viewed {
                event.ruleset = ruleset;
            }
            Some(event)
        })
    })
}

/// The standings of `viewed` under its ruleset, computed by the core.
pub fn standings_of(viewed: Memo<Option<Event>>) -> Memo<Option<Result<Standings, String>>> {
    Memo::new(move |_| {
        viewed.with(|e| {
            e.as_ref()
                .map(|e| compute(e, &e.ruleset).map_err(|e| e.to_string()))
        })
    })
}

/// The standings tab: its head, what was published, and the table, whose heading, rows and card
/// are drawn by [`crate::render::standings_tab`].
#[component]
pub fn StandingsTab() -> impl IntoView {
    let state = expect_context::<AppState>();
    let viewed = viewed_event(&state);
    let standings = standings_of(viewed);
    let page = RwSignal::new(0usize);
    let audit = published_audit(viewed, standings);
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
                viewed.with(|e| {
                    e.as_ref().map_or_else(Html::default, |e| {
                        standings_tab::rows(e, s, audit.as_ref(), (skip, PAGE_SIZE), &href)
                    })
                })
            })
        })
    };
    let published = move || {
        audit.with(|audit| {
            viewed.with(|e| match (audit, e) {
                (Some(audit), Some(e)) => standings_tab::published_card(e, audit),
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
    let tie_note = move || {
        standings.with(|s| match s {
            Some(Ok(s)) if s.rows.iter().any(|r| r.perfect_tie) => render::phone::tie_note(),
            _ => Html::default(),
        })
    };

    view! {
        <section class="tab" aria-labelledby="standings-title">
            {ruleset_head(state, viewed, standings)}
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
            // What `=` after a rank means, in words, whenever the standings show one.
            <div class="contents" inner_html=move || tie_note().into_string()></div>
            <p class="hint">"Hover a figure for its exact fraction; open a player for every step."</p>
            <div class="no-print">
                <super::share::SharePanel full_screen=false />
            </div>
        </section>
    }
}

/// The tab's head: its title, the menu of the ruleset the standings are viewed under (a view: it
/// changes nothing), what that ruleset is, and, while it is not the event's, a button that makes
/// it the event's ruleset once the organizer confirms what it reorders (an edit Undo takes back;
/// the core refuses one that would reseed a playoff). A view the event's results do not allow is
/// refused with the core's sentence, and the menu shows the event's ruleset again.
fn ruleset_head(
    state: AppState,
    viewed: Memo<Option<Event>>,
    standings: Memo<Option<Result<Standings, String>>>,
) -> impl IntoView {
    let ruleset_error = RwSignal::new(None::<String>);
    let viewed_name = move || {
        viewed.with(|e| {
            e.as_ref()
                .map(|e| e.ruleset.name.clone())
                .unwrap_or_default()
        })
    };
    let event_name = move || {
        state.open.with(|o| {
            o.as_ref()
                .map(|o| o.event.ruleset.name.clone())
                .unwrap_or_default()
        })
    };
    let other = move || viewed_name() != event_name();
    // The event's own ruleset when it is no preset (an imported event's own choice): the menu's
    // first option, so that the menu names it, and picking it views the event's own again (the
    // option is there, hidden and empty, for a preset).
    let own = move || {
        state.open.with(|o| {
            o.as_ref()
                .map(|o| &o.event.ruleset)
                .filter(|r| !r.is_preset())
                .map(|r| r.name.clone())
        })
    };
    let view_under = move |ev: leptos::ev::Event| {
        let menu = RulesetMenu {
            name: event_target_value(&ev),
        };
        let Some(id) = state.open_id_untracked() else {
            return;
        };
        if state.with_event_untracked(|e| e.ruleset.name == menu.name) == Some(true) {
            ruleset_error.set(None);
            state.viewing.set(None);
            return;
        }
        // A view the event's results allow (a 3-0 Melee recorded is no result under mtr).
        let allowed = menu.read().and_then(|edit| {
            state
                .with_event_untracked(|e| {
                    let mut viewed = e.clone();
                    crate::core::edit::apply_in_place(
                        &mut viewed,
                        &edit,
                        &crate::app::dom::now_stamp(),
                    )
                })
                .unwrap_or(Ok(()))
        });
        if reply(ruleset_error, allowed).is_some() {
            // (The event's own ruleset ended the view above.)
            state.viewing.set(Some((id, menu.name)));
        } else if let Some(target) = ev.target() {
            // Nothing changed: the menu shows the ruleset viewed again.
            let _ = js_sys::Reflect::set(&target, &"value".into(), &viewed_name().into());
        }
    };
    let make_it_the_events = move |_| {
        let name = viewed_name();
        let Ok(ruleset) = Ruleset::preset(&name) else {
            return;
        };
        let question = standings.with_untracked(|s| {
            let Some(Ok(to)) = s else { return None };
            state
                .with_event_untracked(|e| {
                    let from = compute(e, &e.ruleset).ok()?;
                    Some(standings_tab::ruleset_question(e, &from, to, &ruleset))
                })
                .flatten()
        });
        if question.is_some_and(|q| crate::app::dom::confirm(&q))
            && reply(
                ruleset_error,
                state.submit(|_| Ok(crate::core::edit::Edit::SetRuleset { ruleset })),
            )
            .is_some()
        {
            state.viewing.set(None);
        }
    };
    view! {
        <div class="tab-head">
            <h3 id="standings-title">"Standings"</h3>
            <div class="field inline-field no-print">
                <label for=RulesetMenu::ID>"View under"</label>
                <select
                    id=RulesetMenu::ID
                    data-testid=RulesetMenu::ID
                    aria-describedby="standings-error"
                    prop:value=viewed_name
                    on:change=view_under
                >
                    <option value=move || own().unwrap_or_default() hidden=move || own().is_none()>
                        {move || own().map(|name| format!("{name} (the event's own)"))}
                    </option>
                    {PRESETS.iter().map(|p| view! { <option value=p.name>{format!("{} ({})", p.title, p.name)}</option> }).collect_view()}
                </select>
            </div>
            <Refusal error=ruleset_error testid="standings-error" />
            <button type="button" class="no-print" data-testid="print-standings" on:click=move |_| {
                super::share::print_sheet(state, Sheet::Standings, 0);
            }>"Print standings"</button>
        </div>
        <p class="hint" data-testid="ruleset-line">
            {move || {
                let name = viewed_name();
                PRESETS.iter().find(|p| p.name == name).map(|p| p.summary).unwrap_or(standings_tab::OWN_RULESET)
            }}
        </p>
        <div class="banner warning no-print" data-testid="viewing-note" hidden=move || !other()>
            <p>{move || standings_tab::viewing_note(&viewed_name(), &event_name())}</p>
            <button type="button" data-testid="set-event-ruleset" on:click=make_it_the_events>
                {move || format!("Make {} the event's ruleset…", viewed_name())}
            </button>
            <button type="button" data-testid="view-event-ruleset" on:click=move |_| state.viewing.set(None)>
                {move || format!("Back to {}", event_name())}
            </button>
        </div>
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
    let viewed = viewed_event(&state);
    let standings = standings_of(viewed);
    let explanation = Memo::new(move |_| {
        standings.with(|s| {
            let Some(Ok(s)) = s else { return None };
            viewed.with(|e| {
                let e = e.as_ref()?;
                (player < e.players.len()).then(|| report::explain(e, s, player))
            })
        })
    });
    // What was published for this player, under each figure it belongs to.
    let audit = published_audit(viewed, standings);
    let published = Memo::new(move |_| {
        audit.with(|audit| {
            viewed.with(|e| match (audit, e) {
                (Some(audit), Some(e)) => audit::published_figures(e, audit, player),
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
            let id = state.open_id().unwrap_or_default();
            viewed.with(|e| match e {
                Some(e) if player < e.players.len() => {
                    render::phone::why_below(e, s, player, o, &|p| {
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
