//! The CLI's whole pipeline on 2000 players × 15 rounds: the match CSV read, the standings
//! computed, the output written as a string (JSON, text and CSV), as `tiebreak standings FILE
//! --format F` does without the process around it; and each stage of the JSON run on its own.
//!
//! Issue 9 §4 set the target: the whole process within 3× of a peer's bare compute (6.7 ms), about
//! 20 ms. Run with `cargo bench --bench cli`; the figures are criterion's medians.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use tiebreak::cli::{parse, run_on_text};
use tiebreak::core::model::generate::swiss_event;
use tiebreak::core::{compute, read_event, write_csv, Ruleset};
use tiebreak::render::json;

fn pipeline(c: &mut Criterion) {
    let text = write_csv(&swiss_event(2000, 15, 1));
    let mut group = c.benchmark_group("cli_2000x15");
    for format in ["json", "text", "csv"] {
        let args = ["standings", "event.csv", "--format", format];
        let command = parse(args.map(Into::into)).unwrap();
        group.bench_function(format!("whole_{format}"), |b| {
            b.iter(|| run_on_text(&command, black_box(&text)).unwrap())
        });
    }

    let event = read_event(&text, 3).unwrap();
    let ruleset = Ruleset::default();
    let standings = compute(&event, &ruleset).unwrap();
    group.bench_function("read_csv", |b| {
        b.iter(|| read_event(black_box(&text), 3).unwrap())
    });
    group.bench_function("compute", |b| {
        b.iter(|| compute(black_box(&event), &ruleset).unwrap())
    });
    // As the command line writes them (`json::write_rows`), into a buffer of the output's size.
    group.bench_function("json_rows", |b| {
        b.iter(|| {
            let mut out = Vec::with_capacity(800_000);
            json::write_rows(&mut out, black_box(&event), &standings).unwrap();
            out
        })
    });
    group.finish();
}

criterion_group!(benches, pipeline);
criterion_main!(benches);
