#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The host's full real-time matrix: every aesalt kernel x mode x key size x
message size beside OpenSSL's EVP, stock Mbed TLS (its AES-NI code) and
wolfSSL (its AES-NI/AVX assembly), all in one program and one run, as
Markdown: the median TSC cycles per byte over several runs with their range,
the median and range of the per-run ratios to OpenSSL, and the issue's
verdicts at 16 KiB.

    bench/host_matrix.py BENCH OUT_PREFIX [--runs N] [--calls C] [--impl A,B]
                         [--also BENCH2 IMPLS]... [--note TEXT]...

BENCH is aesalt-insn-bench-host (bench/qemu-plugin/peers.cmake, built by
ci/bench); each of the N runs is `BENCH --tsc C --sizes ...`: per cell it
alternates the implementations call by call and keeps each one's fewest
TSC ticks per call over C calls, which filters out preemption on a shared
machine the same way for every row.  --also: rows that cannot be linked
into BENCH (another build of a library BENCH has, e.g. the PSA API of
TF-PSA-Crypto stock and with aesalt's driver: aesalt-insn-bench-tfpsa,
-tfpsa-aesalt), from BENCH2 --impl IMPLS, run in each run right after
BENCH, in a process of their own.  Writes OUT_PREFIX.csv, OUT_PREFIX.json
(the sidecar: the run's conditions, the notes, the row and column order and
the AEGIS/GCM per-run ratios, which the CSV's cells cannot give) and
OUT_PREFIX.md, made from those two alone.  Not a test: it never fails
because of a time.

    bench/host_matrix.py --from-csv OUT_PREFIX

writes OUT_PREFIX.md again from OUT_PREFIX.csv and OUT_PREFIX.json
(bench/check_results.py refuses a results file its CSV does not give).
"""
import argparse
import csv
import json
import os
import platform
import statistics
import subprocess
import sys
import time

SIZES = [16, 64, 256, 1024, 8192, 16384]
TARGET_MODES = ["ecb", "cbc-dec", "ctr", "xts", "gcm-enc", "gcm-dec"]
TARGET = 1.1
REF = "openssl"
KERNELS = ["vaes", "aesni"]  # the kernels the targets are about
PEERS = ["mbedtls-aesni", "wolfssl-aesni"]


def load_avg():
    try:
        with open("/proc/loadavg", encoding="ascii") as f:
            return " ".join(f.read().split()[:3])
    except OSError:
        return "?"


def cpu_model():
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "?"


def cpu_flags():
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("flags"):
                    have = set(line.split(":", 1)[1].split())
                    want = ["aes", "pclmulqdq", "avx", "avx2", "avx512f", "avx512vl", "vaes",
                            "vpclmulqdq", "constant_tsc", "nonstop_tsc", "hypervisor"]
                    return " ".join(w for w in want if w in have)
    except OSError:
        pass
    return "?"


def ratio_cell(v, o):
    """Median and range of the per-run ratios v/o (same runs)."""
    r = [x / y for x, y in zip(v, o) if y > 0]
    return statistics.median(r), min(r), max(r)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("bench")
    ap.add_argument("out")
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--calls", type=int, default=300)
    ap.add_argument("--impl", default="")
    ap.add_argument("--also", nargs=2, action="append", default=[],
                    metavar=("BENCH2", "IMPLS"))
    ap.add_argument("--note", action="append", default=[])
    a = ap.parse_args()

    cells = {}  # (impl, mode, key, size) -> [cpb per run]
    hz = []
    overhead = []
    loads = []
    t0 = time.time()
    for _ in range(a.runs):
        args = ["--tsc", str(a.calls), "--sizes", ",".join(map(str, SIZES))]
        cmd = [a.bench] + args + (["--impl", a.impl] if a.impl else [])
        loads.append(load_avg())
        out = subprocess.run(cmd, check=True, stdout=subprocess.PIPE, text=True).stdout
        for bench2, impls2 in a.also:
            out += subprocess.run([bench2] + args + ["--impl", impls2], check=True,
                                  stdout=subprocess.PIPE, text=True).stdout
        for line in out.splitlines():
            f = line.split()
            if f[0] == "tsc-overhead":
                overhead.append(f[1])
            elif f[0] == "tsc-hz":
                hz.append(float(f[1]))
            elif f[0] == "tsc":
                k = (f[1], f[2], int(f[3]), int(f[4]))
                cells.setdefault(k, []).append(int(f[5]) / int(f[4]))
    loads.append(load_avg())
    wall = time.time() - t0
    ghz = statistics.median(hz) * 1e-9 if hz else 0

    impls, modes = [], []
    for (i, m, _, _) in cells:
        if i not in impls:
            impls.append(i)
        if m not in modes:
            modes.append(m)

    aegis = {}
    for i in impls:
        ag = cells.get((i, "aegis128l", 128, 16384))
        g = cells.get((i, "gcm-enc", 128, 16384))
        if ag and g:
            aegis[i] = list(ratio_cell(ag, g))
    with open(a.out + ".csv", "w", encoding="ascii") as f:
        f.write("impl,mode,keybits,size,median_cpb,min_cpb,max_cpb,median_mib_s,"
                "ratio_openssl_median,ratio_openssl_min,ratio_openssl_max,runs\n")
        for k in sorted(cells):
            v = cells[k]
            med = statistics.median(v)
            o = cells.get((REF, k[1], k[2], k[3]))
            rat = ",,"
            if k[0] != REF and o and len(o) == len(v):
                rat = "%.3f,%.3f,%.3f" % ratio_cell(v, o)
            mib = ghz * 1e9 / med / 2**20 if med > 0 else 0
            f.write("%s,%s,%d,%d,%.3f,%.3f,%.3f,%.1f,%s,%d\n"
                    % (k + (med, min(v), max(v), mib, rat, len(v))))
    side = {"generator": "bench/host_matrix.py", "runs": a.runs, "calls": a.calls,
            "sizes": SIZES, "wall_s": round(wall), "loads": loads, "cpu_model": cpu_model(),
            "cpu_flags": cpu_flags(), "cpus": os.cpu_count() or 0, "tsc_ghz": round(ghz, 3),
            "tsc_overhead": sorted(set(overhead)), "notes": a.note, "impls": impls,
            "modes": modes, "aegis_over_gcm": aegis}
    with open(a.out + ".json", "w", encoding="utf-8") as f:
        json.dump(side, f, indent=1, sort_keys=True)
        f.write("\n")
    sys.stdout.write(render(a.out))
    return 0


def render(prefix):
    """OUT_PREFIX.md from OUT_PREFIX.csv and OUT_PREFIX.json; returns its text."""
    with open(prefix + ".json", encoding="utf-8") as f:
        side = json.load(f)
    cells = {}  # (impl, mode, key, size) -> CSV row
    with open(prefix + ".csv", encoding="ascii", newline="") as f:
        for r in csv.DictReader(f):
            cells[(r["impl"], r["mode"], int(r["keybits"]), int(r["size"]))] = r
    impls, modes, sizes = side["impls"], side["modes"], side["sizes"]

    def get(i, m, key, s):
        return cells.get((i, m, key, s))

    out = []
    out.append("# x86_64 host: real time, aesalt beside OpenSSL, Mbed TLS and wolfSSL\n")
    out.append("Generated by `bench/host_matrix.py` (ci/bench's host part): %d runs of "
               "`aesalt-insn-bench-host --tsc %d --sizes %s`, %.0f s in all. Load average "
               "(1, 5, 15 min) before each run and after the last: %s.\n"
               % (side["runs"], side["calls"], ",".join(map(str, sizes)), side["wall_s"],
                  "; ".join(side["loads"])))
    out.append("")
    out.append("- **CPU**: %s (`/proc/cpuinfo`; flags: %s), %d online CPUs shared with "
               "other jobs." % (side["cpu_model"], side["cpu_flags"], side["cpus"]))
    out.append("- **Clock**: c/B are time-stamp-counter ticks per byte. The TSC runs at a "
               "constant %.3f GHz (measured against CLOCK_MONOTONIC), not at the core clock: "
               "under turbo or a lower clock the core does more or fewer cycles per tick, "
               "the same for every row of a run, so compare within the table; MiB/s = TSC "
               "rate / c/B." % side["tsc_ghz"])
    out.append("- **Method**: in one process, for each (mode, key, size) every "
               "implementation is set up, checked to give the same bytes as the first, then "
               "called %d times alternated call by call (each round starting one further "
               "along); each keeps its fewest ticks of one whole message (less the cost of "
               "reading the counter, lfence+rdtsc, %s ticks). A minimum of many short calls drops the calls "
               "another process interrupted, for every row alike; the runs then give the "
               "median and the range (in parentheses) of the cycles per byte and of each "
               "row's ratio to OpenSSL in the same run (`×`)."
               % (side["calls"], "/".join(side["tsc_overhead"]) or "?"))
    out.append("- **Messages**: bench/ops.c's: GCM and CCM a 12-byte nonce, no AAD, 16-byte "
               "tag, one whole operation per message; CBC and CTR chain their IV; an XTS "
               "message is one data unit, its key size that of each of its two keys; CMAC "
               "update and finish; AEGIS one-shot encrypt.")
    for n in side["notes"]:
        out.append("- %s" % n)

    # The targets first.
    cols = [i for i in KERNELS + PEERS if i in impls]
    out.append("\n## Targets at 16 KiB (issue 14)\n")
    out.append("ECB, CBC-dec, CTR, XTS and GCM at most %.1f× OpenSSL's cycles per byte, "
               "AES-128 and AES-256. Each cell: median c/B, then the median and range of the "
               "per-run ratio to OpenSSL; `met`/**missed** for the aesalt kernels.\n" % TARGET)
    out.append("| mode | key | openssl c/B | " + " | ".join(cols) + " |")
    out.append("|---|--:|--:|" + "---|" * len(cols))
    for m in TARGET_MODES:
        for key in (128, 256):
            o = get(REF, m, key, 16384)
            if not o:
                continue
            line = "| %s | %d | %s |" % (m, key, o["median_cpb"])
            for i in cols:
                v = get(i, m, key, 16384)
                if not v or not v["ratio_openssl_median"]:
                    line += " – |"
                    continue
                rm, lo, hi = (float(v["ratio_openssl_" + x]) for x in ("median", "min", "max"))
                verdict = ""
                if i in KERNELS:
                    verdict = "met " if rm <= TARGET else "**missed** "
                line += " %s: %s%.2f× (%.2f–%.2f) |" % (v["median_cpb"], verdict, rm, lo, hi)
            out.append(line)
    out.append("\nAEGIS-128L faster than our GCM (16 KiB, median c/B, AES-128-GCM "
               "encryption on the same kernel):\n")
    for i in impls:
        ag = get(i, "aegis128l", 128, 16384)
        g = get(i, "gcm-enc", 128, 16384)
        if ag and g and i in side["aegis_over_gcm"]:
            rm, lo, hi = side["aegis_over_gcm"][i]
            out.append("- %s: AEGIS-128L %s, GCM %s c/B: %s (%.2f×, %.2f–%.2f)"
                       % (i, ag["median_cpb"], g["median_cpb"],
                          "met" if rm < 1 else "**missed**", rm, lo, hi))

    out.append("\n## Every cell\n")
    out.append("Median TSC c/B over the runs (range), `×` the median per-run ratio to "
               "OpenSSL; lower is better.\n")
    for m in modes:
        for key in (128, 256):
            rows = [i for i in impls if get(i, m, key, sizes[-1])]
            if not rows:
                continue
            out.append("\n### %s, %s\n" % (m, "AES-%d" % key if not m.startswith("aegis")
                                          else m.upper()))
            out.append("| impl | " + " | ".join("%d B" % s for s in sizes) + " |")
            out.append("|---|" + "--:|" * len(sizes))
            for i in rows:
                line = "| %s |" % i
                for s in sizes:
                    v = get(i, m, key, s)
                    if not v:
                        line += " – |"
                        continue
                    cell = "%s (%s–%s)" % (v["median_cpb"], v["min_cpb"], v["max_cpb"])
                    if i != REF and v["ratio_openssl_median"]:
                        cell += " %.2f×" % float(v["ratio_openssl_median"])
                    line += " " + cell + " |"
                out.append(line)
    text = "\n".join(out) + "\n"
    with open(prefix + ".md", "w", encoding="utf-8") as f:
        f.write(text)
    return text


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--from-csv":
        render(sys.argv[2])
        sys.exit(0)
    sys.exit(main())
