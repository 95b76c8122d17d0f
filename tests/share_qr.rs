//! The players' link as a QR code: it reads back to the exact link (from the code itself, from
//! the terminal's text and from the SVG), and a link too long for a readable code has none.

#![cfg(not(target_arch = "wasm32"))]

mod common;
use common::share::*;

use qrcodegen::QrCode;
use tiebreak::core::model::generate::swiss_event;
use tiebreak::core::share;
use tiebreak::render::{html, text};

/// Reads a matrix of modules (`true`: dark) with rqrr, drawn at 5 pixels a module inside `quiet`
/// light modules: the version it reports and the text.
fn read_modules(dark: &[Vec<bool>], quiet: usize) -> (usize, String) {
    let side = dark.len();
    assert!(dark.iter().all(|row| row.len() == side), "not a square");
    let scale = 5;
    let width = (side + 2 * quiet) * scale;
    let mut image = rqrr::PreparedImage::prepare_from_greyscale(width, width, |x, y| {
        let (mx, my) = (x / scale, y / scale);
        let inside = (quiet..side + quiet).contains(&mx) && (quiet..side + quiet).contains(&my);
        if inside && dark[my - quiet][mx - quiet] {
            0
        } else {
            255
        }
    });
    let grids = image.detect_grids();
    assert_eq!(grids.len(), 1, "one QR code in the image");
    let (meta, text) = grids[0].decode().expect("rqrr reads the code");
    (meta.version.0, text)
}

/// The modules of `code`, without a quiet zone.
fn modules(code: &QrCode) -> Vec<Vec<bool>> {
    (0..code.size())
        .map(|y| (0..code.size()).map(|x| code.get_module(x, y)).collect())
        .collect()
}

/// `matrix` (with its quiet zone of 4) holds exactly `code`'s modules inside a light border.
fn assert_same_modules(matrix: &[Vec<bool>], code: &QrCode) {
    let size = code.size() as usize;
    assert_eq!(matrix.len(), size + 8);
    for (y, row) in matrix.iter().enumerate() {
        assert_eq!(row.len(), size + 8, "row {y}");
        for (x, &dark) in row.iter().enumerate() {
            let inside = (4..size + 4).contains(&x) && (4..size + 4).contains(&y);
            let expected = inside && code.get_module(x as i32 - 4, y as i32 - 4);
            assert_eq!(dark, expected, "module ({x}, {y})");
        }
    }
}

/// The link of a generated `players` × `rounds` event at [`BASE`] and [`TAKEN_AT`], with the
/// generator's names (`Player 0007`) or realistic ones.
fn generated_link(players: usize, rounds: u32, realistic: bool) -> String {
    let mut event = swiss_event(players, rounds, 2025);
    if realistic {
        for (i, p) in event.players.iter_mut().enumerate() {
            p.name = realistic_name(i);
        }
        event.validate().unwrap();
    }
    share::link(
        BASE,
        share::version_of(&event),
        &share::encode(&event, TAKEN_AT),
    )
}

/// Checks that `link`'s QR code reads back as `link` from the code, the text and the SVG, and
/// returns the code's version.
fn check_qr_reads_back(link: &str) -> u8 {
    let code = share::qr(link).expect("a QR code");
    let version = code.version().value();
    assert!(version <= share::MAX_QR_VERSION);
    let (read_version, text_read) = read_modules(&modules(&code), 4);
    assert_eq!(text_read, link, "the code itself");
    assert_eq!(read_version, usize::from(version));

    let drawing = text::qr(&code);
    let matrix = common::qr::text_modules(&drawing);
    assert_same_modules(&matrix, &code);
    assert_eq!(read_modules(&matrix, 0).1, link, "the terminal's drawing");

    let svg = html::qr_svg(&code, link).into_string();
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    assert!(svg.contains(&format!("<title>{link}</title>")));
    let matrix = common::qr::svg_modules(&svg);
    assert_same_modules(&matrix, &code);
    assert_eq!(read_modules(&matrix, 0).1, link, "the SVG");
    version
}

#[test]
fn qr_codes_read_back_as_their_links() {
    for (players, rounds) in [(16, 4), (32, 5), (64, 6)] {
        let link = generated_link(players, rounds, false);
        let version = check_qr_reads_back(&link);
        eprintln!(
            "{players}x{rounds}: link of {} characters, QR version {version}",
            link.len()
        );
    }
}

#[test]
fn qr_versions_and_link_lengths() {
    // Measured: the generator's names (`Player 0007`), seed 2025, base http://127.0.0.1:8080/.
    let mut measured = Vec::new();
    for (players, rounds) in [(16, 4), (32, 5), (64, 6), (128, 7)] {
        let link = generated_link(players, rounds, false);
        let version = share::qr(&link).map(|c| c.version().value());
        eprintln!(
            "{players}x{rounds}: link of {} characters, QR version {version:?} (at most {})",
            link.len(),
            share::MAX_QR_VERSION
        );
        measured.push((players, rounds, link.len(), version));
    }
    assert_eq!(
        measured,
        [
            (16, 4, 279, Some(11)),
            (32, 5, 460, Some(15)),
            (64, 6, 888, Some(21)),
            // Past version 25: the link alone.
            (128, 7, 1999, None),
        ]
    );
}

#[test]
fn a_32_player_event_with_real_names_fits_a_readable_code() {
    let link = generated_link(32, 5, true);
    let version = check_qr_reads_back(&link);
    eprintln!(
        "32x5 with names of 12 to 18 characters: link of {} characters, QR version {version}",
        link.len()
    );
    assert!(version <= 25);
    assert_eq!((link.len(), version), (747, 19));
}

#[test]
fn a_link_too_long_for_a_readable_code_has_none() {
    // 2,000 characters is past what version 25 holds at the lowest error correction (1,273 bytes).
    let link = format!("{BASE}#/v/1/{}", "A".repeat(2000));
    assert!(share::qr(&link).is_none());
}

// ---------------------------------------------------------------------------------------------
// 3. Hostile payloads.
// ---------------------------------------------------------------------------------------------
