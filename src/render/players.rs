//! The organizer's list of players as markup: each player's name (or the form that renames
//! them), their tags, their fixed table and byes before the event, and Rename and Drop (or
//! Undrop). The app draws the list whole; each control names its action (`data-action`:
//! `rename`, `rename-cancel`, `drop`, `undrop`, `table`, `byes`; a form `rename-save`) and its
//! player (`data-key`), which one listener per kind of event reads. Every field has an `id`
//! (`render::forms::players`), so that the focus stays in it when the list is drawn again.

use super::forms::players::{ByesField, FixedTableField, RenameForm};
use super::markup::Html;
use crate::core::{Event, PlayerId};

/// The rows of `event`'s players, in registration order; `renaming` is the player whose row
/// holds the rename form.
pub fn player_list(event: &Event, renaming: Option<PlayerId>) -> Html {
    let paired = event.rounds.len() as u64;
    let mut out = Html::default();
    for (id, p) in event.players.iter().enumerate() {
        let key = id as u64;
        out.push_raw(if p.dropped_after.is_some() {
            "<li class=\"dropped\" data-testid=\"player-row\">"
        } else {
            "<li data-testid=\"player-row\">"
        });
        if renaming == Some(id) {
            let field = Html::text(&RenameForm::id(id));
            out.push_raw("<form class=\"inline\" data-action=\"rename-save\" data-key=\"")
                .push_number(key)
                .push_raw("\"><label class=\"visually-hidden\" for=\"")
                .push(&field)
                .push_raw("\">New name</label><input id=\"")
                .push(&field)
                .push_raw("\" value=\"")
                .push_text(&p.name)
                .push_raw("\"><button type=\"submit\">Save</button><button type=\"button\" data-action=\"rename-cancel\">Cancel</button></form>");
        } else {
            out.push_raw("<span class=\"name\">")
                .push_text(&p.name)
                .push_raw("</span>");
        }
        if let Some(r) = p.dropped_after {
            out.push_raw("<span class=\"tag\">dropped after round ")
                .push_number(r.into())
                .push_raw("</span>");
        }
        if let Some(r) = p.entered_round {
            out.push_raw("<span class=\"tag\" data-testid=\"late-entry\">entered in round ")
                .push_number(r.into())
                .push_raw("</span>");
        }
        out.push_raw("<span class=\"floor-fields\"><label title=\"The table this player sits at every round, from the next round paired\">Table<input id=\"")
            .push_text(&FixedTableField::id(id))
            .push_raw("\" data-testid=\"")
            .push_raw(FixedTableField::TEST_ID)
            .push_raw("\" aria-label=\"Fixed table of ")
            .push_text(&p.name)
            .push_raw("\" inputmode=\"numeric\" size=\"3\" placeholder=\"any\" value=\"");
        if let Some(t) = p.fixed_table {
            out.push_number(t.into());
        }
        out.push_raw("\" data-action=\"table\" data-key=\"")
            .push_number(key)
            .push_raw("\"></label>");
        // A late entry has no byes before the event.
        if p.entered_round.is_none() {
            out.push_raw("<label title=\"Byes earned before the event: a bye in rounds 1 to this\">Byes<input id=\"")
                .push_text(&ByesField::id(id))
                .push_raw("\" data-testid=\"")
                .push_raw(ByesField::TEST_ID)
                .push_raw("\" aria-label=\"Byes before the event of ")
                .push_text(&p.name)
                .push_raw("\" inputmode=\"numeric\" size=\"2\" placeholder=\"0\" value=\"");
            if p.byes > 0 {
                out.push_number(p.byes.into());
            }
            out.push_raw("\" data-action=\"byes\" data-key=\"")
                .push_number(key)
                .push_raw("\"></label>");
        }
        out.push_raw("</span><span class=\"actions\"><button type=\"button\" aria-label=\"Rename ")
            .push_text(&p.name)
            .push_raw("\" data-action=\"rename\" data-key=\"")
            .push_number(key)
            .push_raw("\">Rename</button>");
        if p.dropped_after.is_some() {
            out.push_raw("<button type=\"button\" data-action=\"undrop\" data-key=\"")
                .push_number(key)
                .push_raw("\">Undrop</button>");
        } else {
            out.push_raw(
                "<button type=\"button\" data-testid=\"drop-player\" title=\"Drop after round ",
            )
            .push_number(paired)
            .push_raw(": not paired again, results still count\" data-action=\"drop\" data-key=\"")
            .push_number(key)
            .push_raw("\">Drop</button>");
        }
        out.push_raw("</span></li>");
    }
    out
}
