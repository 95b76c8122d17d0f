//! `tiebreak share`: the players' link and its QR code from the command line, and every error
//! message word for word.

mod common;
use common::{check_usage_error, run, HEADER, POD};

// ---------------------------------------------------------------------------------------------
// `tiebreak share`: the players' link and its QR code.
// ---------------------------------------------------------------------------------------------

/// A fixed `--taken-at`: 2025-11-24 16:00:00 UTC.
const TAKEN_AT: &str = "1764000000";

/// Writes `text` to a file of its own in the temporary directory and returns its path.
fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let path = std::env::temp_dir().join(format!("tiebreak-{}-{name}", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn share_prints_the_link_to_the_files_event() {
    let path = temp_file("share.csv", POD);
    let file = path.to_str().unwrap();
    let (code, stdout, stderr) = run(&["share", file, "--taken-at", TAKEN_AT], "");
    std::fs::remove_file(&path).unwrap();
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert_eq!(stdout.lines().count(), 1, "{stdout}");
    assert!(stdout.ends_with('\n'));
    let link = stdout.trim_end();
    assert!(link.starts_with("http://127.0.0.1:8080/#/v/1/"), "{link}");
    let snapshot = common::read_link(link).unwrap();
    assert_eq!(snapshot.event, tiebreak::core::read_csv(POD, 3).unwrap());
    assert_eq!(snapshot.taken_at, 1_764_000_000);
    // The same link from standard input, and every time: nothing but the event and the time
    // is in it.
    assert_eq!(run(&["share", "-", "--taken-at", TAKEN_AT], POD).1, stdout);
}

#[test]
fn share_without_taken_at_says_now() {
    let before = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs();
    let (code, stdout, _) = run(&["share", "-"], POD);
    assert_eq!(code, 0);
    let taken_at = common::read_link(&stdout).unwrap().taken_at;
    assert!((before..before + 60).contains(&taken_at), "{taken_at}");
}

#[test]
fn share_uses_the_base_given() {
    let (code, stdout, stderr) = run(
        &[
            "share",
            "-",
            "--taken-at",
            TAKEN_AT,
            "--base",
            "https://x.example/app/",
        ],
        POD,
    );
    assert_eq!((code, stderr.as_str()), (0, ""));
    let default = run(&["share", "-", "--taken-at", TAKEN_AT], POD).1;
    let payload = default
        .strip_prefix("http://127.0.0.1:8080/#/v/1/")
        .unwrap();
    assert_eq!(stdout, format!("https://x.example/app/#/v/1/{payload}"));
    // A fragment of the base is left out, and spaces around it.
    let (_, with_fragment, _) = run(
        &[
            "share",
            "-",
            "--taken-at",
            TAKEN_AT,
            "--base",
            " https://x.example/app/#/e/3 ",
        ],
        POD,
    );
    assert_eq!(with_fragment, stdout);
}

#[test]
fn share_with_another_ruleset_carries_it() {
    let (code, stdout, _) = run(
        &["share", "-", "--taken-at", TAKEN_AT, "--ruleset", "wer"],
        POD,
    );
    assert_eq!(code, 0);
    let snapshot = common::read_link(&stdout).unwrap();
    assert_eq!(
        snapshot.event.ruleset,
        tiebreak::core::Ruleset::preset("wer").unwrap()
    );
}

#[test]
fn share_qr_svg_reads_back_as_the_link() {
    let link = run(&["share", "-", "--taken-at", TAKEN_AT], POD).1;
    let link = link.trim_end();
    let (code, stdout, stderr) = run(&["share", "-", "--taken-at", TAKEN_AT, "--qr", "svg"], POD);
    assert_eq!((code, stderr.as_str()), (0, ""));
    assert!(
        stdout.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""),
        "{stdout}"
    );
    assert!(stdout.ends_with("</svg>\n"));
    assert!(stdout.contains(&format!("<title>{link}</title>")));
    assert_eq!(common::qr::read(&common::qr::svg_modules(&stdout)), link);
}

#[test]
fn share_qr_text_ends_with_the_link() {
    let link = run(&["share", "-", "--taken-at", TAKEN_AT], POD).1;
    let (code, stdout, stderr) = run(&["share", "-", "--taken-at", TAKEN_AT, "--qr", "text"], POD);
    assert_eq!((code, stderr.as_str()), (0, ""));
    // The drawing, an empty line, then the link on the last line.
    let drawing = stdout.strip_suffix(&format!("\n{link}")).unwrap();
    assert_eq!(stdout.lines().last(), Some(link.trim_end()));
    assert_eq!(
        common::qr::read(&common::qr::text_modules(drawing)),
        link.trim_end()
    );
}

#[test]
fn share_qr_of_an_event_too_big_for_one_is_refused() {
    // 128 players, 7 rounds: a link of 1999 characters, past version 25 (tests/share.rs).
    let event = tiebreak::core::model::generate::swiss_event(128, 7, 2025);
    let json = tiebreak::core::write_event_json(&event);
    let (code, stdout, stderr) = run(
        &["share", "-", "--taken-at", TAKEN_AT, "--qr", "svg"],
        &json,
    );
    assert_eq!(
        stderr,
        "tiebreak: -: the link is 1999 characters, too long for a QR code that a phone can read (version 25 holds about 1,270): share the link itself (`tiebreak share` without --qr).\n"
    );
    assert_eq!((code, stdout.as_str()), (1, ""));
    // The link itself is still offered.
    let (code, stdout, _) = run(&["share", "-", "--taken-at", TAKEN_AT], &json);
    assert_eq!((code, stdout.trim_end().len()), (0, 1999));
}

#[test]
fn share_bad_base() {
    check_usage_error(
        &["share", "-", "--base", "ftp://x.example/"],
        "--base: `ftp://x.example/` is not a web address: start it with http:// or https://, such as http://192.168.1.20:8080/.",
    );
    check_usage_error(
        &["share", "-", "--base", "http://"],
        "--base: the address has no host after http://: write it like http://192.168.1.20:8080/.",
    );
    check_usage_error(
        &["share", "-", "--base", "http://my store/"],
        "--base: an address cannot hold spaces or line breaks: copy it from the browser's address bar.",
    );
    check_usage_error(
        &["share", "-", "--base", "192.168.1.20:8080\n"],
        "--base: `192.168.1.20:8080` is not a web address: start it with http:// or https://, such as http://192.168.1.20:8080/.",
    );
    check_usage_error(
        &["share", "-", "--base", &format!("https://{}", "x".repeat(300))],
        "--base: that address is longer than 300 characters: use the address of the app's page, such as http://192.168.1.20:8080/.",
    );
}

#[test]
fn share_bad_qr_format() {
    check_usage_error(
        &["share", "-", "--qr", "png"],
        "unknown QR format `png`: choose svg or text.",
    );
}

#[test]
fn share_bad_taken_at() {
    for value in ["soon", "-1", "253402300800"] {
        check_usage_error(
            &["share", "-", "--taken-at", value],
            &format!("--taken-at takes seconds since 1970 up to 253402300799 (the year 9999), such as 1764000000, not `{value}`."),
        );
    }
}

#[test]
fn share_options_belong_to_share() {
    check_usage_error(
        &["standings", "-", "--base", "http://127.0.0.1:8080/"],
        "--base is an option of `tiebreak share`, as in `tiebreak share FILE --base ...`.",
    );
    check_usage_error(
        &["pair", "-", "--qr", "svg"],
        "--qr is an option of `tiebreak share`, as in `tiebreak share FILE --qr ...`.",
    );
    check_usage_error(
        &["standings", "-", "--taken-at", TAKEN_AT],
        "--taken-at is an option of `tiebreak share`, as in `tiebreak share FILE --taken-at ...`.",
    );
}

#[test]
fn share_missing_file() {
    let (code, stdout, stderr) = run(&["share", "/nonexistent/event.csv"], "");
    assert_eq!(
        stderr,
        "tiebreak: cannot read `/nonexistent/event.csv`: there is no such file.\n"
    );
    assert_eq!((code, stdout.as_str()), (1, ""));
}

#[test]
fn share_a_bad_file() {
    let (code, stdout, stderr) = run(&["share", "-"], &format!("{HEADER}1,Ann,Bo,3,0,0\n"));
    assert_eq!(
        stderr,
        "tiebreak: -: line 2: 3-0 is not a possible result in a best-of-3 match: a player wins at most 2 games. Melee records such a result as played: the `melee` ruleset counts it.\n"
    );
    assert_eq!((code, stdout.as_str()), (1, ""));
}

/// An archive file's link carries Melee's published standings: 2026-425068's figures would pass
/// a QR code's limit, so it carries the verdicts on them. It is version 8: Player 054's bye is
/// recorded as a loss.
#[test]
fn share_of_an_archive_file_carries_its_published_standings() {
    let file = "tests/data/real-events/melee-archive/2026-425068.json";
    let (code, stdout, stderr) = run(&["share", file, "--taken-at", TAKEN_AT], "");
    assert_eq!((code, stderr.as_str()), (0, ""));
    let link = stdout.trim_end();
    assert!(link.starts_with("http://127.0.0.1:8080/#/v/8/"), "{link}");
    assert_eq!(link.len(), 1240);
    let snapshot = common::read_link(link).unwrap();
    let published = snapshot.event.published.unwrap();
    assert_eq!(published.source, "https://melee.gg/Tournament/View/425068");
    assert_eq!(published.rows.len(), 75);
    assert_eq!(snapshot.verdicts.map(|v| v.len()), Some(75));
    let (code, svg, _) = run(&["share", file, "--taken-at", TAKEN_AT, "--qr", "svg"], "");
    assert_eq!(code, 0);
    assert!(svg.starts_with("<svg"), "{svg}");
}
