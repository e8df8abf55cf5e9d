#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The Cortex-M4 results (bench/results/cortex-m4.{md,csv}) from one run of
bench/cortex-m4/measure.sh.

Reads DIR/<run>.cells and DIR/<run>.plugin.log of the runs "bench",
"bench-thumb2", "bench-mbedtls-aesalt", "bench-wolfssl-aesalt",
"bench-tfpsa" and "bench-tfpsa-aesalt" (messages; a run without its files
is left out) and "keyexp" and "keyexp-thumb2" (one key set-up), prices them with cm4cycles.py (an ESTIMATE of Cortex-M4 cycles
from the instruction mix; QEMU does not model time), checks that every
implementation's output digest equals the first one's (across the runs
too: exit 1 otherwise), and writes

  OUT.csv  target,cpu,impl,mode,keybits,size,insns_per_msg,mem_per_msg,
           est_cm4_cycles_per_msg,insns_per_byte,mem_per_byte,
           est_cm4_cycles_per_byte   (messages; key set-ups are in OUT.md)
  OUT.md   the estimated cycles, instructions and memory accesses per byte
           at 4 and 16 KiB with ratio columns peer / implementation, the key
           expansion, the calibration against published figures, and the
           verdicts of bench/results/goals.json "cortex-m4" (verdicts.py,
           judged from OUT.csv)
  OUT.verdicts  the verdict lines, for ci/bench
  OUT.json the sidecar: the notes and the key set-ups (one call each, not
           a per-byte figure: not in the CSV's rows)

Usage: cm4report.py DIR OUT-PREFIX [--note TEXT]...
       cm4report.py --from-csv OUT-PREFIX
--from-csv writes OUT.md, OUT.summary and OUT.verdicts again from OUT.csv
and OUT.json alone (a run's md is always made that way, so
bench/check_results.py can refuse a results file its CSV does not give).
"""
import argparse
import csv
import json
import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the source tree
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cm4cycles  # noqa: E402
import verdicts  # noqa: E402

TARGET = "cortex-m4"
KERNELS = ("armv7m", "armv7m_ct", "table", "ct64")
PEERS = ("mbedtls", "wolfssl", "wolfssl-thumb2", "mbedtls-aesalt", "wolfssl-aesalt", "tfpsa",
         "tfpsa-aesalt")
ORDER = KERNELS + PEERS
SIZES = (4096, 16384)

# Published measurements on real Cortex-M4 parts of code this run also
# counts: (row, mode, keybits, message size, clock Hz, bytes per second,
# what).  cycles/byte = clock / throughput.
PUBLISHED = [
    ("wolfssl-thumb2", "gcm-enc", 128, 1024, 168e6, 1.053 * 2 ** 20,
     "wolfSSL's IDE/STM32Cube/STM32_Benchmarks.md (in the wolfSSL 5.9 source, section "
     "STM32F439ZI): STM32F439ZI, Cortex-M4 at 168 MHz, GCC -Os, WOLFSSL_ARMASM with "
     "WOLFSSL_ARMASM_THUMB2, WOLFSSL_ARMASM_INLINE (thumb2-aes-asm_c.c: the same generated "
     "code as thumb2-aes-asm.S, as inline assembly), WOLFSSL_ARMASM_NO_HW_CRYPTO, "
     "GCM_TABLE_4BIT; wolfCrypt benchmark AES-128-GCM-enc-no_AAD, 1024-byte blocks "
     "(wc_AesGcmEncrypt, 12-byte IV, 16-byte tag, as the gcm-enc cell): 1.053 MiB/s"),
    ("wolfssl", "cbc-enc", 128, 1024, 80e6, 425 * 1024,
     "the same file, section STM32L4A6Z (No HW Crypto, NO ASM): NUCLEO-L4A6ZG, Cortex-M4 at "
     "80 MHz, GCC -Os, wolfSSL 5.6.4's C (WOLFSSL_NO_ASM); AES-128-CBC-enc, 1024-byte "
     "blocks: 425.000 KiB/s"),
    ("wolfssl", "gcm-enc", 128, 1024, 80e6, 306.893 * 1024,
     "the same section: AES-128-GCM-enc-no_AAD: 306.893 KiB/s"),
]
CALIBRATION_NOTE = (
    "Neither source states the flash wait states or the cache settings.  At 168 MHz an "
    "STM32F439 needs 5 flash wait states (RM0090, section 3.5.1, for 2.7-3.6 V); its ART "
    "accelerator has 64 lines of 128 bits of instruction cache and 8 lines of 128 bits of "
    "data cache (RM0090, section 3.2), which STM32Cube projects turn on by default "
    "(stm32f4xx_hal_conf.h: PREFETCH_ENABLE, INSTRUCTION_CACHE_ENABLE and DATA_CACHE_ENABLE "
    "1, applied by HAL_Init).  At 80 MHz an STM32L4 runs with 4 wait states.  wolfSSL's AES "
    "tables are const data in flash: their loads go through the small D-cache, while the "
    "estimate assumes zero-wait-state memory; the GCM tables (4-bit, made by the key "
    "set-up) are in RAM.  So flash latency on the table lookups is the likely main part of "
    "the factor (these figures cannot separate it); code whose tables sit in SRAM (or a part without "
    "wait states) should land closer to the estimate.  The builds differ from the ones "
    "counted here in -Os against -O2 (the assembly is the same), and the C row in wolfSSL "
    "version (5.6.4 against 5.9).")


def fail(msg):
    sys.stderr.write("cm4report.py: %s\n" % msg)
    sys.exit(1)


def load(d, names):
    rows = []
    for n in names:
        cells, log = os.path.join(d, n + ".cells"), os.path.join(d, n + ".plugin.log")
        if not os.path.exists(cells):
            continue
        try:
            rows += cm4cycles.messages(cells, log)
        except ValueError as e:
            fail("%s: %s" % (n, e))
    return rows


def check_digests(rows):
    ref = {}
    for r in rows:
        first = ref.setdefault((r["mode"], r["keybits"], r["size"]), (r["impl"], r["digest"]))
        if first[1] != r["digest"]:
            fail("%s %s-%d %d bytes: output differs from %s's" % (
                r["impl"], r["mode"], r["keybits"], r["size"], first[0]))


def by_order(rows):
    rank = {n: i for i, n in enumerate(ORDER)}
    return sorted(rows, key=lambda r: rank.get(r["impl"], len(ORDER)))


def fmt(x, nd=2):
    return "-" if x is None else "%.*f" % (nd, x)


def calibration_summary(factors):
    if not factors:
        return "Not calibrated in this run (no row of the published figures was measured)."
    return ("Calibrated below against published measurements of code this run counts too: "
            "on real parts running from flash they took %.2fx to %.2fx the estimate." % (
                min(factors), max(factors)))


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--from-csv":
        render(sys.argv[2])
        return
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("out")
    ap.add_argument("--note", action="append", default=[])
    a = ap.parse_args()

    msgs = load(a.dir, ("bench", "bench-thumb2", "bench-mbedtls-aesalt", "bench-wolfssl-aesalt",
                        "bench-tfpsa", "bench-tfpsa-aesalt"))
    keys = load(a.dir, ("keyexp", "keyexp-thumb2"))
    if not msgs:
        fail("%s: no bench.cells" % a.dir)
    check_digests(msgs)

    with open(a.out + ".csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["target", "cpu", "impl", "mode", "keybits", "size", "insns_per_msg",
                    "mem_per_msg", "est_cm4_cycles_per_msg", "insns_per_byte",
                    "mem_per_byte", "est_cm4_cycles_per_byte"])
        for r in by_order(msgs):
            n = r["size"]
            w.writerow([TARGET, "cortex-m4", r["impl"], r["mode"], r["keybits"], n, r["insns"],
                        r["mem"], r["cyc"], "%.4f" % (r["insns"] / n), "%.4f" % (r["mem"] / n),
                        "%.4f" % (r["cyc"] / n)])

    side = {"generator": "bench/qemu-plugin/cm4report.py", "target": TARGET,
            "notes": a.note,
            "keyexp": [[r["impl"], r["mode"], r["keybits"], r["cyc"], r["insns"]] for r in keys]}
    with open(a.out + ".json", "w") as f:
        json.dump(side, f, indent=1, sort_keys=True)
        f.write("\n")
    render(a.out)


def render(out):
    """OUT.md, OUT.summary, OUT.verdicts from OUT.csv and OUT.json."""
    try:
        with open(out + ".json") as f:
            side = json.load(f)
        with open(out + ".csv", newline="") as f:
            msgs = [{"impl": r["impl"], "mode": r["mode"], "keybits": int(r["keybits"]),
                     "size": int(r["size"]), "insns": int(r["insns_per_msg"]),
                     "mem": int(r["mem_per_msg"]), "cyc": int(r["est_cm4_cycles_per_msg"])}
                    for r in csv.DictReader(f)]
        keys = [{"impl": k[0], "mode": k[1], "keybits": k[2], "cyc": k[3], "insns": k[4]}
                for k in side["keyexp"]]
        notes = side["notes"]
    except (OSError, ValueError, KeyError, IndexError) as e:
        fail(str(e))
    if not msgs:
        fail("%s.csv: no rows" % out)
    cell = {(r["impl"], r["mode"], r["keybits"], r["size"]): r for r in msgs}

    modes = []
    for r in msgs:
        if r["mode"] not in modes:
            modes.append(r["mode"])
    impls = [i for i in ORDER if any(r["impl"] == i for r in msgs)]
    peers = [p for p in PEERS if p in impls]

    def per_byte(impl, mode, kb, size, what="cyc"):
        r = cell.get((impl, mode, kb, size))
        return None if r is None else r[what] / size

    cal = ["## Calibration of the estimate against published measurements", ""]
    cal += ["| row | cell | published | published c/B | estimate c/B (this run) | "
           "factor (published / estimate) |", "|---|---|---|--:|--:|--:|"]
    factors = []
    for row, mode, kb, size, hz, bps, what in PUBLISHED:
        est = per_byte(row, mode, kb, size)
        pub = hz / bps
        factor = None if est is None else pub / est
        if factor is not None:
            factors.append(factor)
        cal += ["| `%s` | %s-%d, %d B | %s | %.1f | %s | %s |" % (
            row, mode, kb, size, what, pub, fmt(est, 1),
            "-" if factor is None else "**%.2f**" % factor)]
    cal += ["", CALIBRATION_NOTE, ""]

    md = ["# Cortex-M4 (QEMU mps2-an386): estimated cycles, instructions and memory "
          "accesses per byte", ""]
    md += ["One run of `bench/cortex-m4/measure.sh` (`ci/bench cortex-m4`): every "
           "implementation built with the same `arm-none-eabi-gcc -mcpu=cortex-m4 -mthumb "
           "-O2`, run on QEMU's `mps2-an386` (`-cpu cortex-m4`, semihosting) under the "
           "insn_count plugin (`mix=on,pair=on`).  Whole messages: GCM and CCM with a "
           "12-byte nonce, no AAD and a 16-byte tag; CMAC update and finish; XTS-128 is "
           "two AES-128 keys.  Each message's count is two messages' region less one's.", ""]
    md += ["**The cycles are an ESTIMATE**, not a measurement: QEMU does not model time. "
           "`bench/qemu-plugin/cm4cycles.py` prices each executed instruction with the "
           "Cortex-M4 TRM's timings (ARM DDI 0439B, Table 3-1 and section 3.3.2), "
           "zero-wait-state memory: ALU 1, single loads and stores 2 but 1 after a single "
           "load, `LDM`/`STM`/`PUSH` 1 + N, branches 1 + 2 and every branch counted as "
           "taken.  " + calibration_summary(factors), ""]
    for n in notes:
        md += ["- " + n]
    if notes:
        md += [""]

    md += ["## AES-128, 4 KiB: estimated cycles per byte (ESTIMATE)", ""]
    md += ["| implementation | " + " | ".join(modes) + " |",
           "|---|" + "--:|" * len(modes)]
    for i in impls:
        kb = {m: (128 if m != "aegis256" else 256) for m in modes}
        md += ["| `%s` | " % i + " | ".join(fmt(per_byte(i, m, kb[m], 4096), 1)
                                          for m in modes) + " |"]
    md += ["", "(aegis256: its 256-bit key.)", ""]

    for size in SIZES:
        md += ["## %d KiB messages: every cell" % (size // 1024), ""]
        md += ["Ratio columns: the peer's estimated cycles / this row's (above 1: this row "
               "is faster).", ""]
        head = ["mode", "key", "implementation", "**est. c/B** (estimate)", "insn/B", "mem/B"]
        head += ["%s / this" % p for p in peers]
        md += ["| " + " | ".join(head) + " |", "|---|--:|---|" + "--:|" * (len(head) - 3)]
        for m in modes:
            for kb in (128, 256):
                for i in impls:
                    c = per_byte(i, m, kb, size)
                    if c is None:
                        continue
                    row = [m, str(kb), "`%s`" % i, fmt(c), fmt(per_byte(i, m, kb, size, "insns")),
                           fmt(per_byte(i, m, kb, size, "mem"))]
                    for p in peers:
                        pc = per_byte(p, m, kb, size)
                        row.append("-" if pc is None or p == i else "%.2f" % (pc / c))
                    md += ["| " + " | ".join(row) + " |"]
        md += [""]

    if keys:
        md += ["## Key expansion: one set-up call (ESTIMATE of cycles; instructions)", ""]
        md += ["`bench/cortex-m4/keyexp_main.c`: one `aesalt_aes_setkey_enc`/`_dec` call "
               "(its checks and the kernel's expansion; the peers' `mbedtls_aes_setkey_enc`/"
               "`_dec`, `wc_AesSetKey`), two set-ups' region less one's, after an untimed "
               "one (Mbed TLS builds its tables on the first).", ""]
        kc = {(r["impl"], r["mode"], r["keybits"]): r for r in keys}
        cols = [(d, kb) for d in ("enc", "dec") for kb in (128, 192, 256)]
        md += ["| implementation | " + " | ".join("setkey-%s %d" % c for c in cols) + " |",
               "|---|" + "--:|" * len(cols)]
        for i in impls:
            cells = []
            for d, kb in cols:
                r = kc.get((i, "setkey-" + d, kb))
                cells.append("-" if r is None else "%d (%d)" % (r["cyc"], r["insns"]))
            if any(x != "-" for x in cells):
                md += ["| `%s` | " % i + " | ".join(cells) + " |"]
        md += [""]

    md += cal

    lines = verdicts.verdict_lines(TARGET, out + ".csv")
    if lines:
        md += ["## Targets (bench/results/goals.json, judged by verdicts.py from the CSV)", ""]
        md += ["- " + l for l in lines] + [""]
    with open(out + ".md", "w") as f:
        f.write("\n".join(md))
    with open(out + ".verdicts", "w") as f:
        f.write("".join("%s: %s\n" % (TARGET, l) for l in lines))
    with open(out + ".summary", "w") as f:
        for m in modes:
            best = ", ".join("%s %s" % (i, fmt(per_byte(i, m, 128, 16384), 1)) for i in impls
                             if per_byte(i, m, 128, 16384) is not None)
            if best:
                f.write("%-8s %-9s 128  est. c/B: %s\n" % (TARGET, m, best))


if __name__ == "__main__":
    main()
