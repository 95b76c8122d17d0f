//! The players' link (`src/core/share/`): encoding an event into its payload (postcard, raw
//! deflate, base64url), decoding it back (inflate, postcard, the event file's checks), and the QR
//! code of the link, for events of 64 × 6 and 256 × 9 (players × rounds). It also prints each
//! link's length and QR version, the figures the issue asks to report.
//!
//! Run with `cargo bench --bench share`. The same work in the browser's wasm is timed by
//! `scripts/bench-browser.sh` (`bench_share` in `src/main.rs`).

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use tiebreak::core::model::generate::swiss_event;
use tiebreak::core::share;

const SIZES: [(usize, u32); 2] = [(64, 6), (256, 9)];
/// A fixed moment, so that the payloads do not change between runs.
const TAKEN_AT: u64 = 1_764_000_000;

fn links(c: &mut Criterion) {
    for (players, rounds) in [(16, 4), (32, 5), (64, 6), (128, 7), (256, 9)] {
        let e = swiss_event(players, rounds, 0x5EED ^ players as u64);
        let link = share::link(
            "http://192.168.1.20:8080/",
            share::LinkVersion::Plain,
            &share::encode(&e, TAKEN_AT),
        );
        let version = share::qr(&link).map_or("none (link only)".to_string(), |q| {
            format!("version {}", q.version().value())
        });
        println!(
            "link {players}x{rounds}: {} characters, QR {version}",
            link.len()
        );
    }
    let mut group = c.benchmark_group("share");
    for (players, rounds) in SIZES {
        let e = swiss_event(players, rounds, 0x5EED ^ players as u64);
        let size = format!("{players}x{rounds}");
        let payload = share::encode(&e, TAKEN_AT);
        group.bench_with_input(BenchmarkId::new("encode", &size), &e, |b, e| {
            b.iter(|| share::encode(std::hint::black_box(e), TAKEN_AT))
        });
        group.bench_with_input(BenchmarkId::new("decode", &size), &payload, |b, p| {
            b.iter(|| share::decode(std::hint::black_box(p)).unwrap())
        });
        let link = share::link(
            "http://192.168.1.20:8080/",
            share::LinkVersion::Plain,
            &payload,
        );
        group.bench_with_input(BenchmarkId::new("qr", &size), &link, |b, l| {
            b.iter(|| share::qr(std::hint::black_box(l)))
        });
    }
    group.finish();
}

criterion_group!(benches, links);
criterion_main!(benches);
