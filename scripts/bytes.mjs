// What a bundle's wasm is made of, for PERFORMANCE.md: reads `twiggy top -f csv` of a wasm file
// that kept its function names (scripts/bytes.sh makes one) and prints its largest items, and its
// items grouped by crate and, Tiebreak's own, by module (`tiebreak::render::phone`). Given two
// files, it prints them side by side, before and after.
//
//   node scripts/bytes.mjs FILE.wasm [ROWS]
//   node scripts/bytes.mjs BEFORE.wasm AFTER.wasm [ROWS]
//
// An item is charged to the crate that owns it: `<T as Trait>::f` to T's crate, unless T is a
// type of std (a Vec, an iterator, a closure's frame) with one of our paths inside, which is then
// charged to that module, since the copy exists for our code; in the table by module, so is any
// generic code instantiated over one of our types. Data segments, the names section and the
// tables are one group.
import { execFileSync } from "node:child_process";

const args = process.argv.slice(2);
const files = args.filter((a) => a.endsWith(".wasm"));
const rows = Number(args.find((a) => /^\d+$/.test(a)) ?? 30);
if (files.length < 1 || files.length > 2) {
  console.error("usage: node scripts/bytes.mjs FILE.wasm [AFTER.wasm] [ROWS]");
  process.exit(2);
}

// One CSV row of twiggy: Name,ShallowSize,ShallowSizePercent (the name may be quoted, with "").
function parse(line) {
  const m = line.match(/^("(?:[^"]|"")*"|[^,]*),(\d+),/);
  if (!m) return null;
  const name = m[1].startsWith('"') ? m[1].slice(1, -1).replaceAll('""', '"') : m[1];
  return { name, size: Number(m[2]) };
}

// Our module: `tiebreak::core::tiebreakers::standings`, `tiebreak::render::phone`, `tiebreak::app::view`.
// The item's own name (a function, a type) is dropped, and so are closures' frames.
function ourModule(path) {
  const parts = path
    .replace(/<.*$/, "")
    .split("::")
    .filter((s) => s && !s.startsWith("{{"));
  // `module::<impl Type>::method` names its module before the `<impl`; `module::function` after.
  if (parts.length > 2 && !path.includes("::<impl ")) parts.pop();
  const depth = parts[1] === "core" ? 4 : ["app", "render", "store", "cli"].includes(parts[1]) ? 3 : 2;
  return parts.slice(0, depth).join("::").replace(/\[[0-9a-f]+\]/g, "");
}

// std's methods on primitive types (`<char as Debug>::fmt`, `<u128>::_fmt_inner`) belong to core.
const PRIMITIVE = /^(char|str|bool|u8|u16|u32|u64|u128|usize|i8|i16|i32|i64|i128|isize|f32|f64|T)$/;

function owner(name) {
  if (name.startsWith("data segment") || name.startsWith('"') || /^(elem|table|export|import)\b/.test(name)) {
    return ["(data, names, tables)", "(data, names, tables)"];
  }
  let n = name.replace(/::h[0-9a-f]{16}$/, "");
  if (n.startsWith("<")) {
    // `<X as Y>::f` or `<X>::f`: X, found by matching the angle brackets.
    let depth = 0;
    let i = 1;
    for (; i < n.length; i++) {
      const c = n[i];
      if (c === "<") depth++;
      else if (c === ">") {
        if (depth === 0) break;
        depth--;
      } else if (depth === 0 && n.startsWith(" as ", i)) break;
    }
    const x = n.slice(1, i).replace(/^&(mut )?/, "").replace(/^dyn /, "");
    const ours = n.match(/tiebreak(?:_[a-z]+)?::[a-z_]+(?:::[a-z_]+)*/);
    const stdType = /^(alloc|core|std)(\[[0-9a-f]+\])?::|^[[(]/.test(x);
    if (stdType && ours) return ["tiebreak", ourModule(ours[0])];
    // `<PhantomData<T> as serde_core::de::DeserializeSeed>::deserialize`: a std type, another
    // crate's trait; the code is that crate's (here serde's derive, once per type read).
    const trait = n.startsWith(" as ", i) ? n.slice(i + 4).split("::")[0].replace(/\[[0-9a-f]+\]/g, "") : "";
    n = stdType && trait && !/^(alloc|core|std)$/.test(trait) ? trait : x;
  }
  let crate = n.split("::")[0].split("<")[0].replace(/\[[0-9a-f]+\]/g, "").replace(/^[[(&\s]+|[\])\s]+$/g, "");
  if (crate.startsWith("tiebreak")) return ["tiebreak", ourModule(n)];
  if (PRIMITIVE.test(crate)) crate = "core";
  else if (crate === "__rustc") crate = "std";
  // A name without a path is wasm-bindgen's glue: an export, a shim, the externref table.
  else if (!name.includes("::")) crate = "(exports and glue)";
  else if (!crate) crate = "?";
  // A copy of another crate's generic code made for one of our types or closures
  // (`core::ptr::drop_in_place<tiebreak::app::state::AppState>`, a Leptos view over our closure)
  // is that crate's code, but our module's bytes.
  const ours = name.match(/tiebreak(?:_[a-z]+)?::[a-z_]+(?:::[a-z_{}]+)*/);
  if (ours) return [crate, ourModule(ours[0])];
  // The standard library by its module (`core::slice`, where the sorts are; `core::fmt`).
  const std = n.match(/^(core|alloc|std)(?:\[[0-9a-f]+\])?::([a-z_]+)/);
  return [crate, std ? `${std[1]}::${std[2]}` : crate];
}

// The items of one file: the largest as twiggy lists them, and the sums by crate and by module.
function measure(file) {
  const csv = execFileSync("twiggy", ["top", "-n", "1000000", "-f", "csv", file], {
    encoding: "utf8",
    maxBuffer: 1 << 28,
  });
  const items = [];
  const byCrate = new Map();
  const byModule = new Map();
  let total = 0;
  for (const line of csv.split("\n").slice(1)) {
    const row = parse(line);
    if (!row || row.name.startsWith("Σ") || row.name.startsWith("...") || row.name.includes('names" subsection')) continue;
    const [crate, module] = owner(row.name);
    byCrate.set(crate, (byCrate.get(crate) ?? 0) + row.size);
    byModule.set(module, (byModule.get(module) ?? 0) + row.size);
    items.push(row);
    total += row.size;
  }
  return { file, items, byCrate, byModule, total };
}

const n = (v) => (v ?? 0).toLocaleString("en");
// An item's name as a reader wants it: no hash, no crate disambiguator, at most 110 characters.
function short(name) {
  const s = name.replace(/::h[0-9a-f]{16}$/, "").replace(/\[[0-9a-f]{16}\]/g, "");
  return s.length > 110 ? `${s.slice(0, 107)}...` : s;
}

const measured = files.map(measure);
for (const m of measured) console.log(`${m.file}: ${n(m.total)} B without the names section`);
if (measured.length === 1) {
  const [m] = measured;
  console.log(`\nThe ${rows} largest items\n| bytes | item |\n|---:|---|`);
  for (const it of m.items.slice(0, rows)) console.log(`| ${n(it.size)} | \`${short(it.name)}\` |`);
  for (const [title, map] of [
    ["By crate", m.byCrate],
    ["By crate, and Tiebreak's own by module", m.byModule],
  ]) {
    console.log(`\n${title}\n| bytes | share | owner |\n|---:|---:|---|`);
    for (const [k, v] of [...map].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
      console.log(`| ${n(v)} | ${((100 * v) / m.total).toFixed(1)}% | \`${k}\` |`);
    }
  }
} else {
  const [a, b] = measured;
  console.log(`\nThe ${rows} largest items, before and after\n| | before | bytes | after | bytes |\n|---:|---|---:|---|---:|`);
  for (let i = 0; i < rows; i++) {
    const x = a.items[i];
    const y = b.items[i];
    console.log(`| ${i + 1} | \`${short(x?.name ?? "")}\` | ${n(x?.size)} | \`${short(y?.name ?? "")}\` | ${n(y?.size)} |`);
  }
  for (const [title, key] of [
    ["By crate", "byCrate"],
    ["By crate, and Tiebreak's own by module", "byModule"],
  ]) {
    const keys = new Set([...a[key].keys(), ...b[key].keys()]);
    const largest = [...keys].sort((k, l) => Math.max(b[key].get(l) ?? 0, a[key].get(l) ?? 0) - Math.max(b[key].get(k) ?? 0, a[key].get(k) ?? 0));
    console.log(`\n${title}\n| owner | before | after | change |\n|---|---:|---:|---:|`);
    for (const k of largest.slice(0, rows)) {
      const x = a[key].get(k) ?? 0;
      const y = b[key].get(k) ?? 0;
      console.log(`| \`${k}\` | ${n(x)} | ${n(y)} | ${y - x > 0 ? "+" : ""}${n(y - x)} |`);
    }
    console.log(`| all | ${n(a.total)} | ${n(b.total)} | ${n(b.total - a.total)} |`);
  }
}
