#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""No README or .S file outside bench/results/ types a measured figure.

A measured figure lives in one place, the generated bench/results/ files;
READMEs and assembly headers link to them (STYLE.md section 10).  This lint
finds, in every tracked README.md and .S file outside bench/results/, a
decimal number with a measuring unit right after it: instructions, insns/B,
c/B, cycles, clocks, cpb, MiB/s, mem/B, accesses, or a ratio (1.23x, 1.23×),
a range of two (0.61-0.73x) included; and a table of figures: a Markdown
table row, or a comment line of a .S file, with two or more decimal numbers
(version numbers such as "Mbed TLS 3.6" or "qemu 7.2" not counted).  A
bound after "at most", "at least", "within", "<=" or ">=" is a goal, not a
figure.  Tables
between
'<!-- begin/end bench/readme_tables.py NAME -->' are generated from the CSVs
(bench/readme_tables.py checks them) and skipped.

bench/typed_figures.allow lists what may stay, one 'PATH | TEXT' a line:
TEXT is part of the line (every figure on it is then allowed), or '*' for
every line of PATH (a folder when PATH ends with '/').  It has two kinds:
numbers that are not measurements of this code (a goal's bound, a figure
published elsewhere with its source), and figures still typed that are to be
replaced by links (each a known defect, listed so that no new one is
added).  An entry that matches nothing is reported (exit 1 with --strict).

    bench/check_typed_figures.py [--strict] [REPO]
"""
import os
import re
import subprocess
import sys

BENCH = os.path.dirname(os.path.abspath(__file__))
UNIT = (r"(?:insns?/B|insn/B|insns?\b|instructions?\b|c/B|cycles?\b|clocks?\b|cpb\b|"
        r"[MG]i?B/s|mem/B|accesses\b|x\b|×)")
FIGURE = re.compile(r"(?<![\w.])\d+\.\d+(?:\s?[-–]\s?\d+\.\d+)?\s?" + UNIT)
DECIMAL = re.compile(r"(?<![\w.\-/])\d+\.\d+(?![\w.])")
VERSION = re.compile(r"(?:TLS|SSL|wolfSSL|OpenSSL|libcrypto|gcc|GCC|QEMU|qemu\S*|version|v|LLVM|"
                     r"llvm-mca-|Python|CMake|Debian|glibc|[Ss]ection|sec\.|Table|RFC|SP|"
                     r"FIPS|ISA|ARMv|armv|Armv|[Ii]ssue|clang|binutils|trixie|bookworm)\s*$")
# A goal's bound ("at most 1.1x OpenSSL") is not a measurement.
BOUND = re.compile(r"(?:at most|at least|within|≤|≥|<=|>=)\s*$", re.I)
COMMENT = re.compile(r"\s*(?:\*|//|/\*|#|@)")
BEGIN = re.compile(r"<!-- begin bench/readme_tables\.py (\S+) -->")
END = re.compile(r"<!-- end bench/readme_tables\.py (\S+) -->")


def figures(path, line):
    """The measured-looking figures of LINE (of file PATH)."""
    figs = [m.group(0) for m in FIGURE.finditer(line) if not BOUND.search(line[:m.start()])]
    table = line.lstrip().startswith("|") if path.endswith(".md") else COMMENT.match(line)
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
            if " | " not in line:
                sys.exit("%s:%d: not 'PATH | TEXT'" % (path, n))
            p, text = line.split(" | ", 1)
            entries.append([p.strip(), text.strip(), 0])
    return entries


def allowed(entries, path, line):
    for e in entries:
        p, text = e[0], e[1]
        if path == p or (p.endswith("/") and path.startswith(p)):
            if text == "*" or text in line:
                e[2] += 1
                return True
    return False


def main():
    args = sys.argv[1:]
    strict = "--strict" in args
    args = [a for a in args if a != "--strict"]
    repo = args[0] if args else os.path.dirname(BENCH)
    allow_file = os.path.join(repo, "bench", "typed_figures.allow")
    entries = load_allow(allow_file)
    try:
        files = subprocess.run(["git", "-C", repo, "ls-files", "-z", "--", "*README.md", "*.S"],
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
                      if n == "README.md" or n.endswith(".S")]
    found = []
    for path in sorted(f for f in files if f):
        if path.startswith("bench/results/") or not os.path.exists(os.path.join(repo, path)):
            continue
        generated = None
        with open(os.path.join(repo, path), encoding="utf-8", errors="replace") as f:
            for n, line in enumerate(f, 1):
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
