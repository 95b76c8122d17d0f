//! The round timer's model and its storage: a timer is stored under `tiebreak.timer.<event id>`
//! ([`timer_key`]) as `round end_ms paused_ms`: the round it times, the time it ends (milliseconds
//! since 1970), and, while paused, the milliseconds that were left (`-` when running). It stores
//! when the round ends, not what is left, so that it keeps running across reloads and while the
//! laptop sleeps. The app's `RoundTimer` draws it; the second screen reads what is left.
//!
//! ```
//! use tiebreak::store::timer::Timer;
//! let t = Timer::started(3, 50, 1_000);
//! assert_eq!(t.text(), "3 3001000 -");
//! assert_eq!(t.left(61_000), 2_940_000); // 49 minutes left after one
//! let paused = t.toggled(61_000);
//! assert_eq!(paused.text(), "3 3001000 2940000");
//! assert_eq!(paused.left(999_999), 2_940_000);
//! assert_eq!(Timer::parse(&paused.text()), Some(paused));
//! ```

use super::backend::{timer_key, Backend};
use crate::route::EventId;

/// A started timer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Timer {
    /// The round it times.
    pub round: u32,
    /// When the round ends, in milliseconds since 1970.
    pub end: i64,
    /// While paused, the milliseconds that were left.
    pub paused: Option<i64>,
}

impl Timer {
    /// A timer of `minutes` for round `round`, started at `now`.
    pub fn started(round: u32, minutes: u32, now: i64) -> Timer {
        Timer {
            round,
            end: now.saturating_add(i64::from(minutes) * 60_000),
            paused: None,
        }
    }

    /// Paused at `now` if it runs; running again from `now` if it was paused.
    pub fn toggled(self, now: i64) -> Timer {
        match self.paused {
            None => Timer {
                paused: Some(self.end - now),
                ..self
            },
            Some(left) => Timer {
                end: now.saturating_add(left),
                paused: None,
                ..self
            },
        }
    }

    /// The timer as stored, or `None` for anything else.
    pub fn parse(text: &str) -> Option<Timer> {
        let mut parts = text.split(' ');
        let round = parts.next()?.parse().ok()?;
        let end = parts.next()?.parse().ok()?;
        let paused = match parts.next()? {
            "-" => None,
            left => Some(left.parse().ok()?),
        };
        if parts.next().is_some() {
            return None;
        }
        Some(Timer { round, end, paused })
    }

    /// The timer as stored.
    pub fn text(&self) -> String {
        let paused = self.paused.map_or("-".to_string(), |p| p.to_string());
        format!("{} {} {paused}", self.round, self.end)
    }

    /// Milliseconds left at `now`: negative once time is up.
    pub fn left(&self, now: i64) -> i64 {
        self.paused.unwrap_or(self.end - now)
    }
}

/// The timer of event `id`, if one is stored and readable.
pub fn load(backend: &impl Backend, id: &EventId) -> Option<Timer> {
    backend
        .get(&timer_key(id))
        .ok()
        .flatten()
        .and_then(|t| Timer::parse(&t))
}

/// Stores the timer of event `id`, or removes it (`None`). A refusal of the browser's storage
/// leaves the timer as it was: it is a convenience, not part of the event.
pub fn save(backend: &mut impl Backend, id: &EventId, timer: Option<Timer>) {
    let _ = match timer {
        Some(t) => backend.set(&timer_key(id), &t.text()),
        None => backend.remove(&timer_key(id)),
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::MemoryBackend;

    #[test]
    fn a_timer_is_stored_paused_resumed_and_cleared() {
        let mut b = MemoryBackend::default();
        assert_eq!(load(&b, &EventId::new("e1")), None);
        let t = Timer::started(2, 50, 10_000);
        save(&mut b, &EventId::new("e1"), Some(t));
        assert_eq!(
            b.get("tiebreak.timer.e1").unwrap().as_deref(),
            Some("2 3010000 -")
        );
        assert_eq!(load(&b, &EventId::new("e1")), Some(t));
        assert_eq!(load(&b, &EventId::new("e2")), None);
        // Paused after 10 minutes, resumed 5 minutes later: 40 minutes left, ending 5 minutes later.
        let paused = t.toggled(610_000);
        assert_eq!(paused.left(910_000), 2_400_000);
        let resumed = paused.toggled(910_000);
        assert_eq!(resumed.end, 3_310_000);
        assert_eq!(resumed.left(3_370_000), -60_000);
        save(&mut b, &EventId::new("e1"), None);
        assert_eq!(b.get("tiebreak.timer.e1").unwrap(), None);
    }

    #[test]
    fn a_damaged_timer_is_no_timer() {
        for text in ["", "2", "2 10", "2 10 x", "x 10 -", "2 10 - 5", "2  10 -"] {
            assert_eq!(Timer::parse(text), None, "{text:?}");
        }
        assert_eq!(
            Timer::parse("2 10 -5"),
            Some(Timer {
                round: 2,
                end: 10,
                paused: Some(-5)
            })
        );
    }
}
