#!/usr/bin/env python3
"""Writes src/core/model/compose_table.rs: Unicode's canonical compositions within the Basic
Multilingual Plane (a letter and a combining mark that NFC writes as one character), sorted, for
`core::model::names::composed`. Run it when Python's Unicode version moves on:

    python3 scripts/compose-table.py > src/core/model/compose_table.rs
"""
import unicodedata

pairs = []
for cp in range(0x10000):
    c = chr(cp)
    d = unicodedata.decomposition(c)
    if not d or d.startswith("<"):
        continue
    parts = [int(x, 16) for x in d.split()]
    # A canonical pair that NFC composes again (the composition exclusions are left out).
    if len(parts) != 2 or unicodedata.normalize("NFC", chr(parts[0]) + chr(parts[1])) != c:
        continue
    pairs.append((parts[0], parts[1], cp))
pairs.sort()

print("//! Unicode's canonical compositions in the Basic Multilingual Plane, as")
print(f"//! `(first, second, composed)` sorted by `(first, second)`: {len(pairs)} pairs of Unicode")
print(f"//! {unicodedata.unidata_version}. Written by `scripts/compose-table.py`; do not edit.")
print()
print("/// `(first, second, composed)`, sorted: a binary search finds a pair.")
print("#[rustfmt::skip]")
print(f"pub(super) const COMPOSITIONS: [(u16, u16, u16); {len(pairs)}] = [")
line = "   "
for a, b, c in pairs:
    item = f" (0x{a:04X}, 0x{b:04X}, 0x{c:04X}),"
    if len(line) + len(item) > 100:
        print(line)
        line = "   "
    line += item
print(line)
print("];")
