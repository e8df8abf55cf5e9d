#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Stock-vs-shim comparison of Mbed TLS test outcomes.

Every registered suite run writes an outcome file (MBEDTLS_TEST_OUTCOME_FILE,
one line per test case: platform;config;suite;case;PASS|SKIP|FAIL;cause),
named <prefix>_<suite>.csv by mbedtls_alt/CMakeLists.txt:

    mbedtls-3.6_stock_aes.cbc.csv        stock build
    mbedtls-3.6_shim_ct64_aes.cbc.csv    shim build, kernel ct64

This prints, per suite, pass/skip/fail of the stock run and of each shim
kernel run, and checks case by case that the shim gives the stock result.
The only differences accepted are those Mbed TLS itself makes for ALT
builds: a case that passes on stock and is skipped at run time on the shim
("Runtime skip") in a suite whose test code uses Mbed TLS's
MBEDTLS_TEST_PSA_SKIP_IF_ALT_* macros (AES-192 or non-12-byte GCM nonces
reported unsupported by an ALT implementation); a case whose dependencies
are met only with Mbed TLS's own AES accelerators (ACCEL_ONLY_DEPS); a case
declared for the built-in module only (depends_on:!MBEDTLS_*_ALT).

Usage: compare.py --series 3.6 --source MBEDTLS_TREE STOCK_DIR SHIM_DIR
Ends with "compare-<series>: N passed, N failed" (one check per suite and
shim kernel, plus one per missing file) and exits 1 on any failure.
"""
import argparse
import glob
import os
import re
import sys


def load(path):
    cases = []
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            parts = line.rstrip("\n").split(";")
            if len(parts) < 5:
                continue
            cases.append((parts[3], parts[4], ";".join(parts[5:])))
    return cases


def counts(cases):
    p = sum(1 for c in cases if c[1] == "PASS")
    s = sum(1 for c in cases if c[1] == "SKIP")
    f = len(cases) - p - s
    return p, s, f


def alt_skip_suite(source, suite):
    """True if the suite's test code has Mbed TLS's skip-for-ALT macros."""
    func = suite.split(".")[0]
    path = os.path.join(source, "tests", "suites", "test_suite_%s.function" % func)
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return "MBEDTLS_TEST_PSA_SKIP_IF_ALT_" in f.read()
    except OSError:
        return False


# Dependencies that only Mbed TLS's own AES accelerators satisfy; the aesalt
# configuration turns those accelerators off (the ALT context replaces the
# layout they work on), so cases that need them are skipped on the shim.
ACCEL_ONLY_DEPS = {"HAVE_CONSTANT_TIME_AES", "MBEDTLS_AESNI_C", "MBEDTLS_AESCE_C",
                   "MBEDTLS_PADLOCK_C", "MBEDTLS_AESNI_HAVE_CODE", "MBEDTLS_AESCE_HAVE_CODE"}


# Cases Mbed TLS itself declares only for its built-in modules
# (depends_on:!MBEDTLS_<module>_ALT): an ALT build skips them by design.
# 3.6 and 2.28 have one, "CCM lengths #7 AD too long (2^16 - 2^8)": stock
# refuses such AAD, an ALT may accept it.  (The aesalt CCM gives it to the
# stock code, which refuses it as before, but Mbed TLS skips the case.)
NOT_ALT_DEPS = {"!MBEDTLS_AES_ALT", "!MBEDTLS_GCM_ALT", "!MBEDTLS_CCM_ALT", "!MBEDTLS_CMAC_ALT"}


def case_deps(source, suite):
    """Case description -> set of depends_on symbols (with their '!'), from
    the .data file."""
    deps = {}
    path = os.path.join(source, "tests", "suites", "test_suite_%s.data" % suite)
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            blocks = f.read().split("\n\n")
    except OSError:
        return deps
    for b in blocks:
        lines = [x for x in b.strip().split("\n") if x]
        if len(lines) >= 2:
            d = set()
            if lines[1].startswith("depends_on:"):
                d = {x.strip() for x in lines[1][len("depends_on:"):].split(":")}
            deps[lines[0]] = d
    return deps


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--series", required=True)
    ap.add_argument("--source", required=True)
    ap.add_argument("stock")
    ap.add_argument("shim")
    a = ap.parse_args()

    sprefix = "mbedtls-%s_stock_" % a.series
    stock = {}
    for path in glob.glob(os.path.join(a.stock, sprefix + "*.csv")):
        stock[os.path.basename(path)[len(sprefix):-4]] = load(path)
    shim = {}  # kernel -> suite -> cases
    pat = re.compile(r"^mbedtls-%s_shim_([A-Za-z0-9]+)_(.*)\.csv$" % re.escape(a.series))
    for path in glob.glob(os.path.join(a.shim, "*.csv")):
        m = pat.match(os.path.basename(path))
        if m:
            shim.setdefault(m.group(1), {})[m.group(2)] = load(path)
    kernels = sorted(shim)

    passed = failed = 0
    notes = []
    if not stock:
        print("compare-%s: no stock outcome files in %s" % (a.series, a.stock))
        failed += 1
    if not kernels:
        print("compare-%s: no shim outcome files in %s" % (a.series, a.shim))
        failed += 1

    deps_cache = {}
    suites = sorted(set(stock) | {s for k in kernels for s in shim[k]})
    head = "%-36s %17s" % ("suite (pass/skip/fail)", "stock")
    for k in kernels:
        head += " %17s" % ("shim " + k)
    print("Mbed TLS %s: stock vs aesalt shim, per suite" % a.series)
    print(head)
    print("-" * len(head))
    tot_stock = [0, 0, 0]
    tot_shim = {k: [0, 0, 0] for k in kernels}
    for s in suites:
        row = "%-36s" % s
        st = stock.get(s)
        if st is None:
            row += " %17s" % "MISSING"
            failed += 1
            notes.append("%s: no stock outcome" % s)
        else:
            c = counts(st)
            tot_stock = [x + y for x, y in zip(tot_stock, c)]
            row += " %17s" % ("%d/%d/%d" % c)
        for k in kernels:
            sh = shim[k].get(s)
            if sh is None:
                row += " %17s" % "MISSING"
                failed += 1
                notes.append("%s [%s]: no shim outcome" % (s, k))
                continue
            c = counts(sh)
            tot_shim[k] = [x + y for x, y in zip(tot_shim[k], c)]
            mark = ""
            ok = st is not None and len(st) == len(sh)
            explained = 0
            accel = 0
            notalt = 0
            if ok:
                for (name, r1, _), (name2, r2, cause2) in zip(st, sh):
                    if name != name2:
                        ok = False
                        break
                    if r1 == r2:
                        continue
                    if (r1 == "PASS" and r2 == "SKIP" and cause2 == "Runtime skip"
                            and alt_skip_suite(a.source, s)):
                        explained += 1
                        continue
                    if r1 == "PASS" and r2 == "SKIP" and cause2 != "Runtime skip":
                        if s not in deps_cache:
                            deps_cache[s] = case_deps(a.source, s)
                        deps = deps_cache[s].get(name, set())
                        if {d.lstrip("!") for d in deps} & ACCEL_ONLY_DEPS:
                            accel += 1
                            continue
                        if deps & NOT_ALT_DEPS:
                            notalt += 1
                            continue
                    ok = False
                    notes.append("%s [%s]: '%s' stock %s, shim %s %s"
                                 % (s, k, name, r1, r2, cause2))
            elif st is not None:
                notes.append("%s [%s]: %d cases on stock, %d on shim" % (s, k, len(st), len(sh)))
            if ok and c[2] == 0:
                passed += 1
                if explained:
                    mark = "*"
                    notes.append("%s [%s]: %d case(s) skipped by Mbed TLS's ALT rule "
                                 "(MBEDTLS_TEST_PSA_SKIP_IF_ALT_*)" % (s, k, explained))
                if notalt:
                    mark = "*"
                    notes.append("%s [%s]: %d case(s) that Mbed TLS declares only for its "
                                 "built-in module (depends_on:!MBEDTLS_*_ALT)" % (s, k, notalt))
                if accel:
                    mark = "*"
                    notes.append("%s [%s]: %d case(s) depend on Mbed TLS's own AES-NI/AESCE "
                                 "code (e.g. HAVE_CONSTANT_TIME_AES), which the aesalt "
                                 "configuration turns off" % (s, k, accel))
            else:
                failed += 1
                mark = "!"
            row += " %17s" % ("%d/%d/%d%s" % (c + (mark,)))
        print(row)
    print("-" * len(head))
    row = "%-36s %17s" % ("total", "%d/%d/%d" % tuple(tot_stock))
    for k in kernels:
        row += " %17s" % ("%d/%d/%d" % tuple(tot_shim[k]))
    print(row)
    print("(* differs from stock only by skips Mbed TLS itself makes for this configuration;"
          " ! mismatch or failure)")
    for n in notes:
        print("  " + n)
    print("compare-%s: %d passed, %d failed" % (a.series, passed, failed))
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
