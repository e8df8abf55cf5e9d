#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Turns the aesalt-insn-bench runs of one target under the insn_count plugin
into results.

Each run (--run) pairs the bench's "cell IMPL MODE KEYBITS SIZE REPS DIGEST"
lines (stdout) with the plugin's "insn_count: region N insns I mem M" lines
(QEMU log), in order.  Each cell was measured with 1 and 2 messages; the
difference is the cost of one message, divided by its size gives
instructions and memory accesses per byte.  The runs (one per peer build,
CPU model or environment: ci/bench, targets.sh) are merged into one table;
every implementation's output digest must equal the first one's, across
runs too.  Writes:

  OUT.csv   target,cpu,impl,mode,keybits,size,insns_per_msg,mem_per_msg,
            insns_per_byte,mem_per_byte   (cpu: the model label of the run)
            and, with --cycles, est_cached_clocks_per_byte,
            est_memory_clocks_per_byte,dcache_misses_per_byte,
            icache_misses_per_byte
  OUT.md    tables of instructions/byte and memory accesses/byte, with
            ratio columns peer / aesalt kernel, and the target's verdicts
            (verdicts.py, computed from OUT.csv); with --cycles, the clock
            estimate (cycles.py) first, at every size, then the counts
  OUT.dat   gnuplot data for the chart (16 KiB messages): instructions per
            byte, or with --cycles the estimated cached clocks per byte
  OUT.summary   one line per (mode, key) at the largest size, for ci/bench
  OUT.verdicts  the verdict lines, for ci/bench

  OUT.json  the sidecar: what the md needs beside the CSV (each model's
            QEMU_CPU, the notes, the timing table, the appended section)

Usage: report.py TARGET OUT-PREFIX --run MODEL QEMU_CPU BENCH-STDOUT PLUGIN-LOG
                 [--run ...] [--note TEXT]... [--cycles TIMING-TABLE]
                 [--append MD-FILE] [--see TEXT]
       report.py --from-csv TARGET OUT-PREFIX
--from-csv writes OUT.md, OUT.dat, OUT.summary and OUT.verdicts again from
OUT.csv and OUT.json alone (the md of a run is always made that way, so
bench/check_results.py can refuse a results file its CSV does not give).
--append: a section made in the same run (bench/mca.py's) put at the end.
The first run's model is the table's; columns measured under another model
are labelled with it.  --cycles: the runs' plugin logs carry the mix and
cache lines of cycles.plugin_args(); each cell also gets cycles.py's two
clock estimates.
"""
import argparse
import csv
import json
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cycles  # noqa: E402
import verdicts  # noqa: E402

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))

# Peer families; "mbedtls-aesce" is a configuration of "mbedtls";
# "tfpsa-aesalt" (TF-PSA-Crypto with aesalt's PSA driver) one of "tfpsa".
PEERS = ("mbedtls", "wolfssl", "openssl", "tfpsa")


def fail(msg):
    sys.stderr.write("report.py: %s\n" % msg)
    sys.exit(1)


def peer_family(impl):
    for p in PEERS:
        if impl == p or impl.startswith(p + "-"):
            return p
    return None


def read_run(cells_path, log_path):
    """[(impl, mode, keybits, size, reps, digest, insns, mem)] of one run."""
    cells = [l.split() for l in open(cells_path) if l.startswith("cell ")]
    regions = []
    for line in open(log_path):
        f = line.split()
        if line.startswith("insn_count: error"):
            fail("%s: plugin: %s" % (log_path, line.strip()))
        if len(f) == 7 and f[1] == "region":
            regions.append((int(f[2]), int(f[4]), int(f[6])))
    if len(cells) != len(regions):
        fail("%s: %d cells but %d plugin regions" % (cells_path, len(cells), len(regions)))
    if not cells:
        fail("%s: no cells measured" % cells_path)
    out = []
    for i, (c, r) in enumerate(zip(cells, regions)):
        if r[0] != i or len(c) != 7:
            fail("%s: region %d out of order or malformed cell %s" % (cells_path, r[0], c))
        _, impl, mode, kb, size, reps, digest = c
        out.append((impl, mode, int(kb), int(size), int(reps), digest, r[1], r[2]))
    return out


def estimate_section(timing, table, per_byte, est, sizes):
    """The md section of the clock estimate (--cycles)."""
    w = timing.wait_states
    lines = [
        "## Estimated MC68030 clocks per byte (an estimate from the MC68030 timing tables)", "",
        "Not measured: QEMU does not model time.  `bench/qemu-plugin/cycles.py` prices the "
        "executed instructions of each message, counted by class (mnemonic, size and "
        "addressing modes) by the plugin's `mix=on`, with the instruction-cache-case clocks "
        "of the MC68030 User's Manual, section 11.6 (`bench/qemu-plugin/m68030-timing.txt`: "
        "the table, its source and its assumptions).  Two estimates, with the plugin's model "
        "of the 68030's 256-byte data and instruction caches (direct mapped, 16-byte lines, "
        "no burst fill, write-through; `dcache=%d`, `icache=%d`):" % (
            timing.caches["dcache"], timing.caches["icache"]), "",
        "- **cached**: every instruction in the instruction cache and every operand access "
        "a 2-clock cycle, the manual's assumption (a data-cache hit taken to cost the same);",
        "- **memory**: the same plus memory with %d wait states behind the caches: each "
        "simulated data-read miss and each write (the data cache writes through) +%d clocks, "
        "each instruction long word the instruction cache misses +%d (a whole fetch, not "
        "overlapped with execution: an upper bound)." % (w, w, 2 + w), "",
        "A real 68030 should lie between the two columns, nearer the first for code that "
        "fits the 256-byte caches.  Also charged: every conditional branch as taken, "
        "multiplications and divisions at their maximum, no overlap between instructions "
        "(at most 2 clocks too many after an instruction with a memory operand).  Ratio "
        "columns are peer / aesalt kernel: above 1 means aesalt is estimated faster.  "
        "The cache misses per byte are the simulation's, in the last table.", ""]
    lines += table("Estimated clocks per byte, cached", per_byte(0, est), sizes)
    lines += table("Estimated clocks per byte, memory with %d wait states" % w,
                   per_byte(1, est), sizes)

    def misses(key):
        r = est.get(key)
        return None if r is None else "%.1f / %.1f" % (r[2] / key[3], r[3] / key[3])
    lines += table("Simulated cache misses per byte (data reads / instruction long words)",
                   misses, sizes, ratios=False)
    return lines


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--from-csv":
        render(sys.argv[2], sys.argv[3])
        return
    ap = argparse.ArgumentParser(description="aesalt-insn-bench runs -> md, csv, chart data")
    ap.add_argument("target")
    ap.add_argument("out")
    ap.add_argument("--run", nargs=4, action="append", required=True,
                    metavar=("MODEL", "QEMU_CPU", "CELLS", "LOG"))
    ap.add_argument("--note", action="append", default=[])
    ap.add_argument("--cycles", metavar="TIMING-TABLE")
    ap.add_argument("--append", metavar="MD-FILE")
    ap.add_argument("--see", default="", help="a paragraph after the verdicts (links)")
    args = ap.parse_args()
    target, out = args.target, args.out
    try:
        timing = cycles.Table(args.cycles) if args.cycles else None
    except (OSError, ValueError) as e:
        fail(str(e))

    one = {}
    rows = {}  # (impl, mode, keybits, size) -> (insns/msg, mem/msg)
    one_extras = {}  # with --cycles: key -> the one-message region's mix and caches
    est = {}  # with --cycles: key -> (cached, memory clocks, dcache, icache misses)/msg
    model_of = {}  # impl -> model label of its run
    ref = {}  # (mode, keybits, size) -> (impl, digest) of the first implementation
    order_impl, order_mk, order_size = [], [], []
    for model, _, cells_path, log_path in args.run:
        run_impls = set()
        extras = cycles.read_log(log_path) if timing else {}
        for region, (impl, mode, kb, size, reps, digest, insns, mem) in enumerate(
                read_run(cells_path, log_path)):
            if impl in model_of and impl not in run_impls:
                fail("%s measured by two runs" % impl)
            run_impls.add(impl)
            model_of[impl] = model
            key = (impl, mode, kb, size)
            if timing and region not in extras:
                fail("%s: region %d has no mix (run the plugin with %s)" %
                     (log_path, region, cycles.plugin_args(timing)))
            if reps == 1:
                one[key] = (insns, mem)
                one_extras[key] = extras.get(region)
                first = ref.setdefault((mode, kb, size), (impl, digest))
                if first[1] != digest:
                    fail("%s %s-%d %d bytes: output differs from %s's" %
                         (impl, mode, kb, size, first[0]))
            elif reps == 2:
                if key not in one:
                    fail("cell %s measured twice without a single run" % (key,))
                d_i = insns - one[key][0]
                d_m = mem - one[key][1]
                if d_i <= 0 or d_m < 0:
                    fail("cell %s: the second message cost %d insns, %d mem" % (key, d_i, d_m))
                rows[key] = (d_i, d_m)
                if timing:
                    d = cycles.difference(extras[region], one_extras[key])
                    try:
                        est[key] = cycles.clocks(timing, d, d_m) + (d["dcache"][1],
                                                                    d["icache"][1])
                    except ValueError as e:
                        fail("%s %s-%d %d bytes: %s" % (impl, mode, kb, size, e))
            for lst, v in ((order_impl, impl), (order_mk, (mode, kb)), (order_size, size)):
                if v not in lst:
                    lst.append(v)

    with open(out + ".csv", "w") as f:
        f.write("target,cpu,impl,mode,keybits,size,insns_per_msg,mem_per_msg,"
                "insns_per_byte,mem_per_byte%s\n" % (
                    ",est_cached_clocks_per_byte,est_memory_clocks_per_byte,"
                    "dcache_misses_per_byte,icache_misses_per_byte" if timing else ""))
        for key, (d_i, d_m) in rows.items():
            impl, mode, kb, size = key
            f.write("%s,%s,%s,%s,%d,%d,%d,%d,%.3f,%.3f%s\n" % (
                target, model_of[impl], impl, mode, kb, size, d_i, d_m, d_i / size,
                d_m / size, "".join(",%.3f" % (v / size) for v in est[key]) if timing else ""))
    appendix = ""
    if args.append:
        with open(args.append) as f:
            appendix = f.read()
    runs = []
    for model, cpu, _, _ in args.run:
        if [model, cpu] not in runs:
            runs.append([model, cpu])
    side = {"generator": "bench/qemu-plugin/report.py", "target": target, "runs": runs,
            "notes": args.note, "cycles": args.cycles and repo_path(args.cycles),
            "append": appendix, "see": args.see}
    with open(out + ".json", "w") as f:
        json.dump(side, f, indent=1, sort_keys=True)
        f.write("\n")
    render(target, out)


def repo_path(path):
    """PATH relative to the repository (the sidecar must not name a work tree)."""
    return os.path.relpath(os.path.abspath(path), ROOT)


def render(target, out):
    """OUT.md, OUT.dat, OUT.summary, OUT.verdicts from OUT.csv and OUT.json."""
    try:
        with open(out + ".json") as f:
            side = json.load(f)
        with open(out + ".csv", newline="") as f:
            csv_rows = list(csv.DictReader(f))
        timing = cycles.Table(os.path.join(ROOT, side["cycles"])) if side["cycles"] else None
    except (OSError, ValueError, KeyError) as e:
        fail(str(e))
    table_model, table_cpu = side["runs"][0]
    rows, est, model_of = {}, {}, {}
    order_impl, order_mk, order_size = [], [], []
    est_cols = ("est_cached_clocks_per_byte", "est_memory_clocks_per_byte",
                "dcache_misses_per_byte", "icache_misses_per_byte")
    for r in csv_rows:
        if r["target"] != target:
            fail("%s.csv: row of target %s" % (out, r["target"]))
        impl, mode, kb, size = r["impl"], r["mode"], int(r["keybits"]), int(r["size"])
        key = (impl, mode, kb, size)
        model_of[impl] = r["cpu"]
        rows[key] = (int(r["insns_per_msg"]), int(r["mem_per_msg"]))
        if timing:
            # Per message, as the raw run had them, from the CSV's per-byte
            # figures (the sizes are powers of two: exact).
            est[key] = tuple(float(r[c]) * size for c in est_cols)
        for lst, v in ((order_impl, impl), (order_mk, (mode, kb)), (order_size, size)):
            if v not in lst:
                lst.append(v)
    if not rows:
        fail("%s.csv: no rows" % out)

    aes_impls = [i for i in order_impl if peer_family(i) is None]
    peers = sorted((i for i in order_impl if peer_family(i)),
                   key=lambda i: (PEERS.index(peer_family(i)), order_impl.index(i)))
    cols = aes_impls + peers

    def label(impl, sep=" "):
        m = model_of[impl]
        return impl if m == table_model else "%s%s(%s)" % (impl, sep, m)

    def fmt(v):
        return "-" if v is None else ("%.1f" % v if v < 100 else "%.0f" % v)

    def table(title, value, sizes=order_size, ratios=True):
        """One markdown table: value(key) per byte or None, per column."""
        ratio_cols = [(p, a) for p in peers for a in aes_impls] if ratios else []
        head = (["mode", "key", "bytes"] + [label(c) for c in cols] +
                ["%s / %s" % rc for rc in ratio_cols])
        lines = ["### " + title, "",
                 "| " + " | ".join(head) + " |",
                 "|" + "|".join(["---"] * 3 + ["---:"] * (len(head) - 3)) + "|"]
        for mode, kb in order_mk:
            for size in sizes:
                vals = {c: value((c, mode, kb, size)) for c in cols}
                cells_txt = [v if isinstance(v, str) else fmt(v) for v in vals.values()]
                for p, a in ratio_cols:
                    if vals.get(p) is not None and vals.get(a):
                        cells_txt.append("%.2f" % (vals[p] / vals[a]))
                    else:
                        cells_txt.append("-")
                lines.append("| %s | %d | %d | %s |" % (mode, kb, size, " | ".join(cells_txt)))
        return lines + [""]

    def per_byte(idx, source):
        def value(key):
            r = source.get(key)
            return None if r is None else r[idx] / key[3]
        return value

    verdict_lines = verdicts.verdict_lines(target, out + ".csv")
    with open(out + ".verdicts", "w") as f:
        f.write("".join("%s: %s\n" % (target, v) for v in verdict_lines))

    intro = ("Generated by `ci/bench` from `aesalt-insn-bench` under the insn_count TCG "
             "plugin: exact guest instruction and memory-access counts, the cost of one "
             "message (two messages minus one, so key set-up and call overhead cancel) "
             "divided by its size.  A message is a whole operation (GCM and CCM: 12-byte "
             "nonce, no AAD, 16-byte tag; CMAC: update and finish; AEGIS: one-shot "
             "encrypt), the same operations as aesalt-bench's (bench/ops.c).  XTS key "
             "sizes are per key: XTS-128 is two AES-128 keys (32 bytes, Key1 || Key2), "
             "XTS-256 two AES-256 keys (64 bytes).  "
             "Ratio columns are peer / aesalt kernel: above 1 means aesalt is ahead.")
    if timing:
        # A target with a timing table is judged in its estimated clocks:
        # they lead, instructions and memory accesses follow.
        md = ["# Estimated MC68030 clocks per byte on %s (qemu-user, -cpu %s)" % (
            target, table_cpu), "", intro + "  The clocks are an estimate from the "
            "instruction mix and a cache model (section below); the instruction and "
            "memory-access counts after them are exact but are not time.", ""]
    else:
        md = ["# Instructions per byte on %s (qemu-user, -cpu %s)" % (target, table_cpu), "",
              intro + "  Instruction counts are not cycles: they ignore latency, issue "
              "width and cache misses.", ""]
    notes = list(side["notes"])
    other = [(m, cpu) for m, cpu in side["runs"] if m != table_model]
    for m, cpu in dict(other).items():
        notes.append("Columns labelled (%s) were measured under QEMU_CPU=%s, the others "
                     "under -cpu %s." % (m, cpu, table_cpu))
    md += ["- " + n for n in notes] + ([""] if notes else [])
    if verdict_lines:
        md += ["### Verdicts", "",
               "Computed by `bench/qemu-plugin/verdicts.py` from `%s.csv`:" % target, ""]
        md += ["- " + v for v in verdict_lines] + [""]
    if side.get("see"):
        md += [side["see"], ""]
    chart = "estimated cached clocks" if timing else "instructions"
    md += ["![%s per byte, 16 KiB messages](%s.png)" % (chart, out.split("/")[-1]), ""]
    if timing:
        md += estimate_section(timing, table, per_byte, est, order_size)
        md += ["## Instructions and memory accesses per byte (exact counts)", ""]
    md += table("Instructions per byte", per_byte(0, rows))
    md += table("Memory accesses per byte", per_byte(1, rows))
    text = "\n".join(md)
    if side.get("append"):
        text += side["append"]
    with open(out + ".md", "w") as f:
        f.write(text)

    big = max(order_size)
    with open(out + ".dat", "w") as f:
        f.write("mode " + " ".join(label(c, "") for c in cols) + "\n")
        for mode, kb in order_mk:
            vals = []
            for impl in cols:
                r = (est if timing else rows).get((impl, mode, kb, big))
                vals.append("-" if r is None else "%.3f" % (r[0] / big))
            f.write("%s-%d %s\n" % (mode, kb, " ".join(vals)))

    with open(out + ".summary", "w") as f:
        for mode, kb in order_mk:
            parts = []
            for impl in cols:
                r = rows.get((impl, mode, kb, big))
                if r is not None:
                    parts.append("%s %.1f" % (impl, r[0] / big))
            f.write("%-8s %-9s %3d  %s\n" % (target, mode, kb, "  ".join(parts)))


if __name__ == "__main__":
    main()
