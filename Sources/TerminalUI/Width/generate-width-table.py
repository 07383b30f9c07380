#!/usr/bin/env python3
"""Generates WidthTable.swift: the display width and emoji properties of every Unicode scalar.

Where the data comes from
    The Unicode Character Database files shipped by Debian's `unicode-data` package
    (version 15.0.0-1 when this table was last generated), installed under /usr/share/unicode:
      - UnicodeData.txt                       general categories (Mn, Me, Cf, Cc, ...)
      - EastAsianWidth.txt                    East_Asian_Width (W and F are two columns wide)
      - emoji/emoji-data.txt                  Emoji_Presentation, Extended_Pictographic
      - emoji/emoji-variation-sequences.txt   scalars that take VS16 (U+FE0F) for emoji style

How to rerun it
    apt-get install unicode-data            # or pass another UCD directory as the argument
    python3 Sources/TerminalUI/Width/generate-width-table.py [UCD-DIR]
It rewrites WidthTable.swift next to this script. Commit both together.

The rules (per scalar, as glibc's wcwidth gives them; DisplayWidth.swift puts the scalars of a
grapheme cluster into terminal cells as tmux does)
    width 0: controls (Cc), Mn, Me, Cf, ZWJ, variation selectors, Hangul medial vowels and final
             consonants (U+1160–U+11FF, U+D7B0–U+D7FF), which join the syllable before them.
             U+00AD SOFT HYPHEN stays 1, as terminals (and glibc's wcwidth) draw it.
    width 2: East_Asian_Width W or F (unassigned code points in the CJK ideograph planes and blocks
             count as W, as UAX #11 says), and Extended_Pictographic with Emoji_Presentation.
    width 1: everything else, including ambiguous (A) characters and unassigned code points.
    flags:   Extended_Pictographic, and "takes VS16" (a base listed in
             emoji-variation-sequences.txt, which terminals that follow emoji presentation draw
             two columns wide with U+FE0F; tmux, xterm and VTE do not).

Output format
    One [UInt32] array sorted by code point: each entry is (first scalar of a run << 8) | properties,
    and a run lasts until the next entry's first scalar. Properties: bits 0–1 width, bit 2
    Extended_Pictographic, bit 3 takes VS16. Lookups binary-search it.
"""

import os
import sys

UCD = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "WidthTable.swift")
MAX = 0x110000

EXT_PICT = 4
VS16_BASE = 8


def ranges(path):
    """Yields (first, last, fields) for each data line of a UCD-style file."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            fields = [x.strip() for x in line.split(";")]
            cps = fields[0].split("..")
            first = int(cps[0], 16)
            last = int(cps[-1], 16)
            yield first, last, fields[1:]


def version_line(path):
    """The file's name-and-version header line, or its "Emoji Version" line for emoji files."""
    with open(path, encoding="utf-8") as f:
        head = [f.readline().strip("# \n") for _ in range(10)]
    for line in head:
        if line.startswith("Used with Emoji Version"):
            return "%s, emoji %s" % (head[0], line.split("Version ")[1].split()[0])
    return head[0]


def main():
    width = [1] * MAX
    flags = [0] * MAX

    # UAX #11: unassigned code points in these ranges default to W.
    for first, last in [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),
                        (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]:
        for cp in range(first, last + 1):
            width[cp] = 2

    for first, last, fields in ranges(os.path.join(UCD, "EastAsianWidth.txt")):
        w = 2 if fields[0] in ("W", "F") else 1
        for cp in range(first, last + 1):
            width[cp] = w

    emoji_presentation = set()
    emoji_data = os.path.join(UCD, "emoji", "emoji-data.txt")
    for first, last, fields in ranges(emoji_data):
        for cp in range(first, last + 1):
            if fields[0] == "Extended_Pictographic":
                flags[cp] |= EXT_PICT
            elif fields[0] == "Emoji_Presentation":
                emoji_presentation.add(cp)
    for cp in emoji_presentation:
        if flags[cp] & EXT_PICT:
            width[cp] = 2

    variations = os.path.join(UCD, "emoji", "emoji-variation-sequences.txt")
    with open(variations, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            seq = line.split(";")[0].split()
            if len(seq) == 2 and seq[1] == "FE0F":
                flags[int(seq[0], 16)] |= VS16_BASE

    # Zero width last: a combining mark inside a wide block is still zero width.
    unicode_data = os.path.join(UCD, "UnicodeData.txt")
    with open(unicode_data, encoding="utf-8") as f:
        range_start = None
        for line in f:
            fields = line.split(";")
            cp = int(fields[0], 16)
            category = fields[2]
            if fields[1].endswith(", First>"):
                range_start = cp
                continue
            first = range_start if fields[1].endswith(", Last>") else cp
            range_start = None
            if category in ("Mn", "Me", "Cf", "Cc"):
                for c in range(first, cp + 1):
                    width[c] = 0
    for cp in list(range(0x1160, 0x1200)) + list(range(0xD7B0, 0xD800)):
        width[cp] = 0
    for cp in list(range(0xFE00, 0xFE10)) + list(range(0xE0100, 0xE01F0)) + [0x200D]:
        width[cp] = 0
    width[0x00AD] = 1

    entries = []
    previous = None
    for cp in range(MAX):
        props = width[cp] | flags[cp]
        if props != previous:
            entries.append((cp << 8) | props)
            previous = props

    sources = ", ".join(
        version_line(os.path.join(UCD, name))
        for name in ("EastAsianWidth.txt", os.path.join("emoji", "emoji-data.txt")))
    lines = []
    for i in range(0, len(entries), 8):
        lines.append("        " + ", ".join("0x%08X" % e for e in entries[i:i + 8]) + ",")

    with open(OUT, "w", encoding="utf-8") as out:
        out.write("// GENERATED by generate-width-table.py from the Unicode Character Database\n")
        out.write("// (%s). Do not edit: rerun the script.\n\n" % sources)
        out.write("/// Runs of Unicode scalars with the same display properties, sorted by first scalar.\n")
        out.write("///\n")
        out.write("/// Each entry is `(first scalar << 8) | properties`; a run lasts until the next entry.\n")
        out.write("/// Properties: bits 0–1 width (0, 1, 2), bit 2 Extended_Pictographic, bit 3 takes VS16.\n")
        out.write("enum WidthTable {\n")
        out.write("    static let runs: [UInt32] = [\n")
        out.write("\n".join(lines) + "\n")
        out.write("    ]\n")
        out.write("}\n")
    print("wrote %d runs to %s" % (len(entries), OUT))


if __name__ == "__main__":
    main()
