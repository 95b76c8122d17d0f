//! Reading back the QR codes the crate draws: the modules of an SVG path (`html::qr_svg`, the
//! CLI's `--qr svg`) or of a text drawing (`text::qr`, `--qr text`), and their text with rqrr.

/// The modules of `qr_svg`'s path (`M{x} {y}h{n}v1h-{n}z`), quiet zone included; `true` is dark.
pub fn svg_modules(svg: &str) -> Vec<Vec<bool>> {
    let view = svg.split("viewBox=\"0 0 ").nth(1).unwrap();
    let side: usize = view.split(' ').next().unwrap().parse().unwrap();
    assert!(view.starts_with(&format!("{side} {side}\"")));
    let d = svg
        .split(" d=\"")
        .nth(1)
        .unwrap()
        .split('"')
        .next()
        .unwrap();
    let mut matrix = vec![vec![false; side]; side];
    for run in d.split('M').skip(1) {
        let (xy, rest) = run.split_once('h').unwrap();
        let (x, y) = xy.split_once(' ').unwrap();
        let (x, y): (usize, usize) = (x.parse().unwrap(), y.parse().unwrap());
        let (n, rest) = rest.split_once("v1h-").unwrap();
        let n: usize = n.parse().unwrap();
        assert_eq!(rest, format!("{n}z"), "a run closes itself");
        for cell in &mut matrix[y][x..x + n] {
            assert!(!*cell, "two runs over ({x}, {y})");
            *cell = true;
        }
    }
    matrix
}

/// The modules drawn by `text::qr` (light modules are blocks, two rows a line), quiet zone
/// included; `true` is dark.
pub fn text_modules(drawing: &str) -> Vec<Vec<bool>> {
    let lines: Vec<&str> = drawing.lines().collect();
    let side = lines[0].chars().count();
    let mut rows = Vec::new();
    for line in &lines {
        assert_eq!(line.chars().count(), side, "every line is as wide");
        let (mut top, mut bottom) = (Vec::new(), Vec::new());
        for c in line.chars() {
            let (t, b) = match c {
                '█' => (false, false),
                '▀' => (false, true),
                '▄' => (true, false),
                ' ' => (true, true),
                other => panic!("{other:?} in the drawing"),
            };
            top.push(t);
            bottom.push(b);
        }
        rows.push(top);
        rows.push(bottom);
    }
    // An odd side leaves the last line's lower half past the code: drawn dark, not part of it.
    assert_eq!(lines.len(), side.div_ceil(2));
    if side % 2 == 1 {
        assert!(rows.pop().unwrap().iter().all(|&d| d));
    }
    rows
}

/// The text of the one QR code in a square of modules (`true`: dark), at 4 pixels a module.
pub fn read(dark: &[Vec<bool>]) -> String {
    let side = dark.len();
    let mut image = rqrr::PreparedImage::prepare_from_greyscale(side * 4, side * 4, |x, y| {
        if dark[y / 4][x / 4] {
            0
        } else {
            255
        }
    });
    let grids = image.detect_grids();
    assert_eq!(grids.len(), 1, "one QR code");
    grids[0].decode().unwrap().1
}
