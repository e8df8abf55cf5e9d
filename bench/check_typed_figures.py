#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""No document, .S file or kernel/core comment types a measured figure.

A measured figure lives in one place, the generated bench/results/ files;
documents, assembly headers and C comments link to them (STYLE.md section
10).  This lint reads every tracked .md file outside bench/results/, every
.S file, and the comments of every .c and .h file under asm/ and core/, and
finds:
- a decimal number with a measuring unit right after it: instructions,
  insns/B, c/B, cycles, clocks, cpb, MiB/s, mem/B, accesses, or a ratio
  (1.23x, 1.23×), a range of two (0.61-0.73x) included;
- a whole number with a per-byte or rate unit: c/B, cpb, insn/B, mem/B,
  KiB/s, MiB/s, "cycles (clocks, instructions) a (per) byte";
- a table of figures: a Markdown table row, or a comment line of a .S file,
  with two or more decimal numbers (version numbers such as "Mbed TLS 3.6"
  or "qemu 7.2" not counted).
A bound after "at most", "at least", "within", "<=" or ">=" is a goal, not a
figure.  Tables between '<!-- begin/end bench/readme_tables.py NAME -->' are
generated from the CSVs (bench/readme_tables.py checks them) and skipped.

bench/typed_figures.allow lists the lines that may stay, one
'PATH | KIND | TEXT' a line, TEXT part of the line (every figure on it is
then allowed).  KIND says why the figures are not a measurement of this
project, and is one of KINDS below; 'published' must name its source
('published (OpenSSL's aesp8-ppc header)').  Anything else (a measured
figure "to be replaced later", a wildcard over a file or folder) is refused:
a measured figure is never allowed, it is linked.  An entry that matches
nothing is reported (exit 1 with --strict).

    bench/check_typed_figures.py [--strict] [REPO]
"""
import os
import re
import subprocess
import sys

BENCH = os.path.dirname(os.path.abspath(__file__))
# Why a figure on an allowed line is not a measurement of this project.
KINDS = {
    "published": "a figure published for other code, its source named",
    "spec": "a constant or timing of a standard or a manual, or arithmetic on them",
    "counted": "a static count of instructions in this project's source (not a run)",
    "size": "the size of a type, a table or a buffer",
    "version": "a version number the lint takes for a figure",
}
UNIT = (r"(?:insns?/B|insn/B|insns?\b|instructions?\b|c/B|cycles?\b|clocks?\b|cpb\b|"
        r"[MG]i?B/s|mem/B|accesses\b|x\b|×)")
FIGURE = re.compile(r"(?<![\w.])\d+\.\d+(?:\s?[-–]\s?\d+\.\d+)?\s?" + UNIT)
# A whole number with a unit that only a measurement (or a goal) carries.
WHOLE = re.compile(r"(?<![\w.])\d+\s?(?:c/B|cpb\b|insns?/B|mem/B|[KMG]i?B/s|"
                   r"(?:cycles|clocks|instructions|insns) (?:a|per) byte)")
DECIMAL = re.compile(r"(?<![\w.\-/])\d+\.\d+(?![\w.])")
VERSION = re.compile(r"(?:TLS|SSL|wolfSSL|OpenSSL|libcrypto|gcc|GCC|QEMU|qemu\S*|version|v|LLVM|"
                     r"llvm-mca-|Python|CMake|Debian|glibc|[Ss]ection|sec\.|since|Linux|Table|RFC|SP|"
                     r"FIPS|ISA|ARMv|armv|Armv|[Ii]ssue|clang|binutils|trixie|bookworm)\s*$")
# A goal's bound ("at most 1.1x OpenSSL") is not a measurement.
BOUND = re.compile(r"(?:at most|at least|within|≤|≥|<=|>=)\s*$", re.I)
COMMENT = re.compile(r"\s*(?:\*|//|/\*|#|@)")
BEGIN = re.compile(r"<!-- begin bench/readme_tables\.py (\S+) -->")
END = re.compile(r"<!-- end bench/readme_tables\.py (\S+) -->")


def figures(path, line):
    """The measured-looking figures of LINE (of file PATH)."""
    figs = [m.group(0) for rx in (FIGURE, WHOLE) for m in rx.finditer(line)
            if not BOUND.search(line[:m.start()])]
    if path.endswith(".md"):
        table = line.lstrip().startswith("|")
    elif path.endswith(".S"):
        table = COMMENT.match(line)
    else:
        table = True  # a C file's comment text, one line of it
    if table:
        nums, prev_end, prev_version = [], None, False
        for m in DECIMAL.finditer(line):
            # a version, or the next of a list of them ("wolfSSL 5.9, 5.7")
            version = bool(VERSION.search(line[:m.start()])) or (
                prev_version and line[prev_end:m.start()] in (", ", " and ", "/", " or "))
            if not version:
                nums.append(m.group(0))
            prev_end, prev_version = m.end(), version
        if len(nums) >= 2:
            figs += [n for n in nums if not any(n in f for f in figs)]
    return figs


def load_allow(path):
    entries = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            parts = line.split(" | ", 2)
            if len(parts) != 3:
                sys.exit("%s:%d: not 'PATH | KIND | TEXT'" % (path, n))
            p, kind, text = (x.strip() for x in parts)
            m = re.match(r"(\w+)(?:\s*\((.+)\))?$", kind)
            if not m or m.group(1) not in KINDS:
                sys.exit("%s:%d: '%s' is not a kind of figure that may be typed (%s); a "
                         "measured figure is linked, never allowed" % (
                             path, n, kind, ", ".join(sorted(KINDS))))
            if m.group(1) == "published" and not m.group(2):
                sys.exit("%s:%d: 'published' without its source: 'published (SOURCE)'" % (
                    path, n))
            if text == "*" or p.endswith("/") or len(text) < 12:
                sys.exit("%s:%d: '%s | %s': an entry names a line of a file (12 characters "
                         "or more of it), not a file or folder" % (path, n, p, text))
            entries.append([p, text, 0])
    return entries


def allowed(entries, path, line):
    for e in entries:
        if path == e[0] and e[1] in line:
            e[2] += 1
            return True
    return False


def c_comments(lines):
    """The comment text of each line of a C file ('' where it has none)."""
    out, inside = [], False
    for line in lines:
        text, i = "", 0
        while i < len(line):
            if inside:
                j = line.find("*/", i)
                text += line[i:] if j < 0 else line[i:j]
                if j < 0:
                    break
                inside, i = False, j + 2
                continue
            m = re.compile(r'"(?:[^"\\]|\\.)*"|/\*|//').search(line, i)
            if not m:
                break
            if m.group(0) == "//":
                text += line[m.end():]
                break
            if m.group(0) == "/*":
                inside, i = True, m.end()
            else:
                i = m.end()
        out.append(text.rstrip("\n"))
    return out


def main():
    args = sys.argv[1:]
    strict = "--strict" in args
    args = [a for a in args if a != "--strict"]
    repo = args[0] if args else os.path.dirname(BENCH)
    allow_file = os.path.join(repo, "bench", "typed_figures.allow")
    entries = load_allow(allow_file)
    try:
        files = subprocess.run(["git", "-C", repo, "ls-files", "-z", "--", "*.md", "*.S",
                                "asm/*.c", "asm/*.h", "core/*.c", "core/*.h"],
                               check=True, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
                               text=True).stdout.split("\0")
    except (OSError, subprocess.CalledProcessError):
        # Not a git work tree (a source archive): every such file but the
        # ignored folders'.
        files = []
        for d, subdirs, names in os.walk(repo):
            rel = os.path.relpath(d, repo)
            subdirs[:] = [x for x in subdirs if not (rel == "." and x in (
                ".git", "build", "third_party"))]
            files += [os.path.normpath(os.path.join(rel, n)) for n in names
                      if n.endswith((".md", ".S")) or (
                          n.endswith((".c", ".h")) and rel.split(os.sep)[0] in ("asm", "core"))]
    found = []
    for path in sorted(f for f in files if f):
        if path.startswith("bench/results/") or not os.path.exists(os.path.join(repo, path)):
            continue
        generated = None
        with open(os.path.join(repo, path), encoding="utf-8", errors="replace") as f:
            lines = f.readlines()
        if path.endswith((".c", ".h")):
            lines = c_comments(lines)
        for n, line in enumerate(lines, 1):
            if generated is None and BEGIN.search(line):
                generated = BEGIN.search(line).group(1)
                continue
            if generated is not None:
                m = END.search(line)
                if m and m.group(1) == generated:
                    generated = None
                continue
            figs = figures(path, line)
            if figs and not allowed(entries, path, line.strip()):
                found.append("%s:%d: typed figure %s: %s" % (
                    path, n, ", ".join(repr(x) for x in figs), line.strip()[:160]))
        if generated is not None:
            found.append("%s: '<!-- begin bench/readme_tables.py %s -->' never ends" % (
                path, generated))
    unused = ["%s: entry matches no line: %s | %s" % (allow_file, e[0], e[1])
              for e in entries if e[2] == 0]
    for line in found:
        print(line)
    for line in unused:
        print(line)
    if found:
        print("check_typed_figures.py: %d line(s) type a measured figure: link the "
              "bench/results/ file and row instead (or, for a number that is not a "
              "measurement, add it to bench/typed_figures.allow with why)" % len(found))
    sys.exit(1 if found or (strict and unused) else 0)


if __name__ == "__main__":
    main()
