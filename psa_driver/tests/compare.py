#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Stock-vs-driver comparison of TF-PSA-Crypto (or Mbed TLS 3.6) test outcomes.

Every registered suite run writes an outcome file (MBEDTLS_TEST_OUTCOME_FILE,
one line per case: platform;config;suite;case;PASS|SKIP|FAIL;cause) and,
in driver builds, the driver's call count (AESALT_PSA_CALLS_FILE), named by
psa_driver/CMakeLists.txt:

    tfpsa-1.0_stock_<suite>.csv                    stock build
    tfpsa-1.0_driver_<kernel>_<suite>.csv/.calls   driver, built-in fallback
    tfpsa-1.0_driver-only_<kernel>_<suite>.csv/.calls   driver-only build

With --series mbedtls-3.6 the files start "mbedtls-3.6_" instead: the
driver on Mbed TLS 3.6, compared with the stock 3.6 run of
mbedtls_alt/CMakeLists.txt (same suites, same outcome-file names).

For every driver run this checks, case by case, that the result is the
stock result, and that the driver ran (a call count above 0: the
operations went to aesalt, not to the built-in code).  The one accepted
difference: in the driver-only build a case that passes on stock is
skipped because it depends on a built-in module that build compiles out
(DRIVER_ONLY_DEPS, as TF-PSA-Crypto's docs/driver-only-builds.md says) or
on ARIA or Camellia, which the driver-only configuration turns off; and
on a cross target compared with the host's stock run, a case that needs a
64-bit size_t (depends_on:SIZE_MAX>=...) skipped on a 32-bit target.

Usage: compare.py [--series tfpsa-1.0|mbedtls-3.6] --source TREE [--data GENERATED_DATA_DIR]
                  STOCK_DIR DRIVER_DIR...
Ends with "compare-tfpsa: N passed, N failed" (one check per driver run of
a suite, plus one per missing file) and exits 1 on any failure.
"""
import argparse
import glob
import os
import re
import sys

# Built-in modules the driver-only build removes (MBEDTLS_PSA_ACCEL_* of
# every AES mechanism): cases that call them directly are skipped there.
DRIVER_ONLY_DEPS = {
    "MBEDTLS_AES_C", "MBEDTLS_CCM_C", "MBEDTLS_GCM_C", "MBEDTLS_CMAC_C", "MBEDTLS_CIPHER_C",
    "MBEDTLS_CIPHER_MODE_CBC", "MBEDTLS_CIPHER_MODE_CFB", "MBEDTLS_CIPHER_MODE_CTR",
    "MBEDTLS_CIPHER_MODE_OFB", "MBEDTLS_CIPHER_MODE_XTS", "MBEDTLS_CIPHER_PADDING_PKCS7",
    "MBEDTLS_NIST_KW_C", "MBEDTLS_PSA_BUILTIN_CIPHER", "MBEDTLS_PSA_BUILTIN_AEAD",
    "MBEDTLS_CTR_DRBG_C", "MBEDTLS_BLOCK_CIPHER_C", "MBEDTLS_PKCS5_C",
    "MBEDTLS_CCM_GCM_CAN_AES", "MBEDTLS_BLOCK_CIPHER_CAN_AES", "MBEDTLS_CTR_DRBG_USE_128_BIT_KEY",
    # turned off by config/aesalt_psa_driver_only.h (psa_driver/README.md)
    "PSA_WANT_KEY_TYPE_ARIA", "PSA_WANT_KEY_TYPE_CAMELLIA", "MBEDTLS_ARIA_C", "MBEDTLS_CAMELLIA_C",
}


def load(path):
    cases = []
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            parts = line.rstrip("\n").split(";")
            if len(parts) >= 5:
                cases.append((parts[3], parts[4], ";".join(parts[5:])))
    return cases


def counts(cases):
    p = sum(1 for c in cases if c[1] == "PASS")
    s = sum(1 for c in cases if c[1] == "SKIP")
    return p, s, len(cases) - p - s


def calls(path):
    try:
        with open(path, encoding="utf-8") as f:
            return sum(int(m.group(1)) for m in re.finditer(r"aesalt-psa-calls (\d+)", f.read()))
    except OSError:
        return None


def case_deps(dirs, suite):
    deps = {}
    for d in dirs:
        path = os.path.join(d, "test_suite_%s.data" % suite)
        if os.path.exists(path):
            with open(path, encoding="utf-8", errors="replace") as f:
                for b in f.read().split("\n\n"):
                    lines = [x for x in b.strip().split("\n") if x]
                    if len(lines) >= 2:
                        dd = set()
                        if lines[1].startswith("depends_on:"):
                            dd = {x.strip() for x in lines[1][len("depends_on:"):].split(":")}
                        deps[lines[0]] = dd
    return deps


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--series", default="tfpsa-1.0", choices=("tfpsa-1.0", "mbedtls-3.6"))
    ap.add_argument("--source", required=True)
    ap.add_argument("--data", action="append", default=[],
                    help="another folder of .data files (the generated suites')")
    ap.add_argument("stock")
    ap.add_argument("driver", nargs="+")
    a = ap.parse_args()

    stock = {}
    head = a.series + "_stock_"
    for path in glob.glob(os.path.join(a.stock, head + "*.csv")):
        stock[os.path.basename(path)[len(head):-4]] = load(path)
    runs = {}  # (target, variant, kernel) -> suite -> path
    # <variant>_<kernel>_<suite>: kernel names may hold "_" (armv7m_ct), so
    # the suite is the longest stock suite name the file name ends with.
    # With several driver folders (the host's builds, or cross targets that
    # share kernel names) each run is named by its build folder too.
    pat = re.compile(r"^%s_(driver|driver-only)_(.+)\.csv$" % re.escape(a.series))
    for d in a.driver:
        target = ""
        if len(a.driver) > 1:
            target = os.path.basename(os.path.dirname(os.path.abspath(d))) + ":"
        for path in glob.glob(os.path.join(d, "*.csv")):
            m = pat.match(os.path.basename(path))
            if not m:
                continue
            rest = m.group(2)
            ends = [x for x in stock if rest.endswith("_" + x)]
            if ends:
                suite = max(ends, key=len)
                kernel = rest[:-len(suite) - 1]
            else:
                kernel, _, suite = rest.partition("_")
            runs.setdefault((target, m.group(1), kernel), {})[suite] = path
    passed = failed = 0
    notes = []
    if not stock:
        print("compare-tfpsa: no stock outcome files in %s" % a.stock)
        failed += 1
    if not runs:
        print("compare-tfpsa: no driver outcome files")
        failed += 1
    print("%s: stock vs aesalt PSA driver, per suite (pass/skip/fail, driver calls)"
          % {"tfpsa-1.0": "TF-PSA-Crypto 1.0", "mbedtls-3.6": "Mbed TLS 3.6"}[a.series])
    print("%-34s %-13s %-26s %s" % ("suite", "stock", "run", "result"))
    deps_cache = {}
    for (target, variant, kernel) in sorted(runs):
        for suite in sorted(runs[(target, variant, kernel)]):
            path = runs[(target, variant, kernel)][suite]
            dr = load(path)
            n = calls(path[:-4] + ".calls")
            st = stock.get(suite)
            run = "%s%s/%s" % (target, variant, kernel)
            bad = []
            skipped_by_config = 0
            if st is None:
                bad.append("no stock outcome")
            elif [c[0] for c in st] != [c[0] for c in dr]:
                bad.append("%d cases on stock, %d here" % (len(st), len(dr)))
            else:
                for (name, r1, _), (_, r2, cause2) in zip(st, dr):
                    if r1 == r2:
                        continue
                    if r1 == "PASS" and r2 == "SKIP" and cause2 != "Runtime skip":
                        if suite not in deps_cache:
                            deps_cache[suite] = case_deps(
                                [os.path.join(a.source, "tests", "suites")] + a.data, suite)
                        deps = deps_cache[suite].get(name, set())
                        if variant == "driver-only" and deps & DRIVER_ONLY_DEPS:
                            skipped_by_config += 1
                            continue
                        if any(x.startswith("SIZE_MAX") for x in deps):
                            # a 32-bit target against the host's stock run
                            skipped_by_config += 1
                            continue
                    bad.append("'%s' stock %s, %s %s %s" % (name, r1, run, r2, cause2))
            c = counts(dr)
            if c[2]:
                bad.append("%d failed" % c[2])
            if not n:
                bad.append("the driver never ran (calls: %s)" % n)
            verdict = "ok" if not bad else "MISMATCH"
            if skipped_by_config:
                verdict += " (%d cases skipped by configuration or word size)" % skipped_by_config
            print("%-34s %-13s %-26s %s" % (
                suite, "%d/%d/%d" % counts(st) if st else "-",
                "%s %d/%d/%d %s" % (run, c[0], c[1], c[2], n), verdict))
            for b in bad:
                notes.append("%s [%s]: %s" % (suite, run, b))
            if bad:
                failed += 1
            else:
                passed += 1
    for x in notes[:60]:
        print("  " + x)
    print("compare-tfpsa: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
