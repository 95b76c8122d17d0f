//! The banners over every page of the organizer's app: why storage cannot be used, another tab's
//! change, a save that failed, stored data that could not be read, and the last action's notice.
//! Drawn as one [`Html`], which the app sets whole; each button names its action
//! (`data-action`, and `data-key` for a stored key), which one listener of the app reads.
//!
//! ```
//! use tiebreak::render::banners::{banners, Banners};
//! let b = Banners { notice: Some("Imported 8 players."), ..Banners::default() };
//! assert_eq!(
//!     banners(&b).as_str(),
//!     "<p class=\"banner notice\" role=\"status\" data-testid=\"notice\">Imported 8 players. \
//!      <button type=\"button\" class=\"link\" data-action=\"dismiss-notice\">Dismiss</button></p>"
//! );
//! ```

use super::markup::Html;

/// What the banners show; each is drawn when it is there.
#[derive(Clone, Copy, Debug, Default)]
pub struct Banners<'a> {
    /// Why storage cannot be used at all.
    pub unavailable: Option<&'a str>,
    /// Why this tab's changes were not made: another tab saved first.
    pub conflict: Option<&'a str>,
    /// The last save that failed.
    pub save_error: Option<&'a str>,
    /// Stored text that could not be read: its key and why.
    pub problems: &'a [(&'a str, &'a str)],
    /// The last action's notice.
    pub notice: Option<&'a str>,
}

/// The banners, in the order above.
pub fn banners(b: &Banners) -> Html {
    let mut out = Html::default();
    if let Some(e) = b.unavailable {
        out.push_raw(
            "<p class=\"banner warning\" role=\"alert\" data-testid=\"storage-unavailable\">Storage: ",
        )
        .push_text(e)
        .push_raw("</p>");
    }
    if let Some(c) = b.conflict {
        out.push_raw("<p class=\"banner conflict\" role=\"alert\" data-testid=\"conflict-banner\">")
            .push_text(c)
            .push_raw(" <button type=\"button\" class=\"link\" data-action=\"dismiss-conflict\">Dismiss</button></p>");
    }
    if let Some(e) = b.save_error {
        out.push_raw("<p class=\"banner warning\" role=\"alert\" data-testid=\"save-error\">")
            .push_text(e)
            .push_raw(
                " <button type=\"button\" data-action=\"export\">Export the event now</button></p>",
            );
    }
    for &(key, reason) in b.problems {
        out.push_raw("<div class=\"banner problem\" role=\"alert\" data-testid=\"storage-problem\"><p>Some saved data could not be read: ")
            // A reason that is a sentence already ends with its period.
            .push_text(reason.trim_end_matches('.'))
            .push_raw(". It is kept exactly as it was and nothing overwrites it.</p><button type=\"button\" data-testid=\"download-raw\" data-action=\"download-raw\" data-key=\"")
            .push_text(key)
            .push_raw("\">Download the raw data</button> <button type=\"button\" class=\"danger\" data-action=\"replace\" data-key=\"")
            .push_text(key)
            .push_raw("\">Replace it (keeps a backup)</button></div>");
    }
    if let Some(n) = b.notice {
        out.push_raw("<p class=\"banner notice\" role=\"status\" data-testid=\"notice\">")
            .push_text(n)
            .push_raw(" <button type=\"button\" class=\"link\" data-action=\"dismiss-notice\">Dismiss</button></p>");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every banner at once, in its order, each text escaped; a problem's key travels in its
    /// buttons, escaped too.
    #[test]
    fn every_banner_in_order() {
        let b = Banners {
            unavailable: Some("localStorage is off."),
            conflict: Some("Another tab <saved> first."),
            save_error: Some("the storage is full."),
            problems: &[("tiebreak.event.\"3\"", "it is not JSON.")],
            notice: Some("Deleted “Friday”."),
        };
        assert_eq!(
            banners(&b).into_string(),
            concat!(
                "<p class=\"banner warning\" role=\"alert\" data-testid=\"storage-unavailable\">Storage: localStorage is off.</p>",
                "<p class=\"banner conflict\" role=\"alert\" data-testid=\"conflict-banner\">Another tab &lt;saved&gt; first. <button type=\"button\" class=\"link\" data-action=\"dismiss-conflict\">Dismiss</button></p>",
                "<p class=\"banner warning\" role=\"alert\" data-testid=\"save-error\">the storage is full. <button type=\"button\" data-action=\"export\">Export the event now</button></p>",
                "<div class=\"banner problem\" role=\"alert\" data-testid=\"storage-problem\"><p>Some saved data could not be read: it is not JSON. It is kept exactly as it was and nothing overwrites it.</p>",
                "<button type=\"button\" data-testid=\"download-raw\" data-action=\"download-raw\" data-key=\"tiebreak.event.&quot;3&quot;\">Download the raw data</button> ",
                "<button type=\"button\" class=\"danger\" data-action=\"replace\" data-key=\"tiebreak.event.&quot;3&quot;\">Replace it (keeps a backup)</button></div>",
                "<p class=\"banner notice\" role=\"status\" data-testid=\"notice\">Deleted “Friday”. <button type=\"button\" class=\"link\" data-action=\"dismiss-notice\">Dismiss</button></p>",
            )
        );
    }

    /// Nothing to say is no markup.
    #[test]
    fn no_banner_is_no_markup() {
        assert!(banners(&Banners::default()).is_empty());
    }
}
