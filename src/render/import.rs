//! The import bundle's answer to an [`ImportRequest`]: a file from elsewhere (a match CSV, a
//! platform's archive file) or a players' link, read as an event and written as the event file's
//! compact JSON. Only `src/import_main.rs` calls it; the organizer's app asks through
//! `app::on_demand` ([`crate::render::import_wire`] has why).

use super::import_wire::{ImportAnswer, ImportRequest};
use crate::core::{
    is_event_file, looks_like_json, read_archive, read_csv, share, write_event_json_compact,
    InputError,
};

/// Reads `request`: the event as the event file's compact JSON, or the sentence that refuses it.
/// A file is read as [`crate::core::read_event`] reads it, and refused in its words; Tiebreak's
/// own event file is the one kind left to the organizer's app, which reads it without asking
/// ([`crate::core::is_event_file`]).
pub fn answer(request: &ImportRequest) -> ImportAnswer {
    let event = match request {
        ImportRequest::File { text, best_of } if !looks_like_json(text) => read_csv(text, *best_of),
        ImportRequest::File { text, .. } if is_event_file(text) => Err(InputError::new(
            "this is a Tiebreak event file: the organizer's app reads it without this bundle.",
        )),
        ImportRequest::File { text, .. } => read_archive(text),
        ImportRequest::Link { version, payload } => {
            share::read_fragment(version, payload).map(|s| s.event)
        }
    };
    match event {
        Ok(event) => ImportAnswer::Event(write_event_json_compact(&event)),
        Err(e) => ImportAnswer::Refused(e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::model::generate::FIVE;
    use crate::core::{read_event, read_event_json};

    /// A match CSV comes back as the event the organizer's app read from it before.
    #[test]
    fn a_csv_comes_back_as_the_event_it_reads_as() {
        let csv = "round,player_a,player_b,a_wins,b_wins,draws\n1,Ann,Bo,2,1,0\n1,Cy,BYE,,,\n";
        let ImportAnswer::Event(json) = answer(&ImportRequest::File {
            text: csv.into(),
            best_of: 3,
        }) else {
            panic!("refused");
        };
        assert_eq!(read_event_json(&json).unwrap(), read_event(csv, 3).unwrap());
    }

    /// A refusal is the reader's sentence, with its line.
    #[test]
    fn a_refused_file_is_the_readers_sentence() {
        let csv = "round,player_a,player_b,a_wins,b_wins,draws\n1,Ann,Bo,7,1,0\n";
        assert_eq!(
            answer(&ImportRequest::File {
                text: csv.into(),
                best_of: 3
            }),
            ImportAnswer::Refused(read_event(csv, 3).unwrap_err().to_string())
        );
    }

    /// A players' link comes back as its event; a damaged one is refused with the link's sentence.
    #[test]
    fn a_link_comes_back_as_its_event() {
        let event = read_event(FIVE, 3).unwrap();
        let payload = share::encode(&event, 1_764_000_000);
        let linked = share::decode(&payload).unwrap().event;
        let version = share::version_of(&event).number().to_string();
        let ImportAnswer::Event(json) = answer(&ImportRequest::Link {
            version: version.clone(),
            payload: payload.clone(),
        }) else {
            panic!("refused");
        };
        assert_eq!(read_event_json(&json).unwrap(), linked);
        let cut = &payload[..payload.len() / 2];
        assert_eq!(
            answer(&ImportRequest::Link {
                version: version.clone(),
                payload: cut.into()
            }),
            ImportAnswer::Refused(share::read_fragment(&version, cut).unwrap_err().to_string())
        );
    }
}
