#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The README's tables of figures, generated from bench/results/*.csv.

A generated table sits in a Markdown file between two comments:

  <!-- begin bench/readme_tables.py NAME -->
  ...
  <!-- end bench/readme_tables.py NAME -->

and NAME is one of TABLES below (which rows of which CSV, in what order).
Nothing between the markers is typed: run this script after ci/bench writes
new results.  --check (ctest bench.readme_tables) rewrites nothing and exits
1 when a block differs from what the CSVs give, or names an unknown table.

    bench/readme_tables.py [--check] [FILE.md...]
        (default: README.md and asm/{arm,m68k,ppc64,riscv64,x86_64}/README.md)
"""
import csv
import os
import re
import sys

sys.dont_write_bytecode = True
BENCH = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH)
RESULTS = os.path.join(BENCH, "results")
sys.path.insert(0, BENCH)
import host_matrix  # noqa: E402  (the host targets: TARGET_MODES, TARGET, KERNELS)

BLOCK = re.compile(r"(<!-- begin bench/readme_tables\.py (\S+) -->\n)(.*?)"
                   r"(<!-- end bench/readme_tables\.py \2 -->)", re.S)
SIZE = 16384
INSN_MODES = [("ecb", "ECB"), ("cbc-enc", "CBC-enc"), ("ctr", "CTR"), ("xts", "XTS"),
              ("gcm-enc", "GCM"), ("aegis128l", "AEGIS-128L")]
# (results file, its label in the table, [(impl, label)]): instructions per
# byte, AES-128, 16 KiB.
INSN_ROWS = [
    ("aarch64", "aarch64 (A53)", [
        ("armv8ce", "`armv8ce`"), ("mbedtls-aesce", "Mbed TLS `aesce.c`"),
        ("wolfssl-armasm", "wolfSSL ARMv8 asm"), ("openssl", "OpenSSL (crypto ext.)"),
        ("neon", "`neon` (no crypto ext.)"), ("openssl-noce", "OpenSSL NEON (vpaes)"),
        ("mbedtls", "Mbed TLS C")]),
    ("m68k", "m68k (68030)", [
        ("m68020", "`m68020`"), ("m68k_ct", "`m68k_ct`"), ("mbedtls", "Mbed TLS C"),
        ("wolfssl", "wolfSSL C"), ("openssl-c", "OpenSSL C (T-tables)")]),
    ("riscv64", "riscv64", [
        ("zvkned", "`zvkned` (RVV, VLEN 128)"), ("openssl-3.5-zvk", "OpenSSL 3.5 (vector crypto)"),
        ("zkn", "`zkn` (rv64 + Zk)"), ("rv64", "`rv64` (base ISA)"), ("table", "`table`"),
        ("ct64", "`ct64`"), ("mbedtls", "Mbed TLS C"), ("wolfssl-rvasm", "wolfSSL RISC-V asm"),
        ("wolfssl-rvzk", "wolfSSL scalar crypto (Zkn)")]),
    ("ppc64le", "ppc64le (POWER9)", [
        ("p8", "`p8`"), ("table", "`table`"), ("ct64", "`ct64`"), ("mbedtls", "Mbed TLS C"),
        ("openssl", "OpenSSL (vcipher)")]),
    ("ppc64", "ppc64 big-endian (POWER8)", [("p8", "`p8`")]),
]
# The 68030's unit: estimated clocks per byte (m68k.csv), cached / memory.
CLOCK_MODES = [("ecb", "ECB"), ("ctr", "CTR"), ("gcm-enc", "GCM")]
CLOCK_ROWS = [("m68020", "`m68020`"), ("m68k_ct", "`m68k_ct`"), ("mbedtls", "Mbed TLS C"),
              ("wolfssl", "wolfSSL C"), ("openssl-c", "OpenSSL C")]
HOST_MODES = [("ecb", "ECB"), ("cbc-dec", "CBC-dec"), ("ctr", "CTR"), ("xts", "XTS"),
              ("gcm-enc", "GCM-enc"), ("gcm-dec", "GCM-dec"), ("ccm-enc", "CCM"),
              ("cmac", "CMAC"), ("cbc-enc", "CBC-enc")]
HOST_COLS = [("vaes", "`vaes`"), ("aesni", "`aesni`"), ("mbedtls-aesni", "Mbed TLS (AES-NI)"),
             ("wolfssl-aesni", "wolfSSL (AES-NI/AVX asm)")]


def load(name):
    with open(os.path.join(RESULTS, name + ".csv"), newline="") as f:
        return list(csv.DictReader(f))


def fig(v):
    """Three significant figures or so, as the results files print them."""
    if v is None:
        return "–"
    return "%.2f" % v if v < 10 else "%.1f" % v if v < 100 else "%.0f" % v


def per_byte(rows, column):
    return {(r["impl"], r["mode"], int(r["keybits"]), int(r["size"])): float(r[column])
            for r in rows if r.get(column)}


def insns():
    out = ["| target | kernel | " + " | ".join(m[1] for m in INSN_MODES) + " |",
           "|---|---|" + "---:|" * len(INSN_MODES)]
    for name, label, impls in INSN_ROWS:
        cells = per_byte(load(name), "insns_per_byte")
        first = "[%s](bench/results/%s.md)" % (label, name)
        for impl, ilabel in impls:
            vals = [cells.get((impl, m, 128, SIZE)) for m, _ in INSN_MODES]
            if all(v is None for v in vals):
                raise ValueError("%s.csv has no row of %s" % (name, impl))
            out.append("| %s | %s | %s |" % (first, ilabel, " | ".join(fig(v) for v in vals)))
            first = ""
    return out


def clocks():
    rows = load("m68k")
    cached = per_byte(rows, "est_cached_clocks_per_byte")
    memory = per_byte(rows, "est_memory_clocks_per_byte")
    out = ["| [68030](bench/results/m68k.md), AES-128, 16 KiB | " +
           " | ".join(m[1] for m in CLOCK_MODES) + " |", "|---|" + "---:|" * len(CLOCK_MODES)]
    for impl, label in CLOCK_ROWS:
        vals = []
        for m, _ in CLOCK_MODES:
            c, w = cached.get((impl, m, 128, SIZE)), memory.get((impl, m, 128, SIZE))
            vals.append("–" if c is None else "%s / %s" % (fig(c), fig(w)))
        out.append("| %s | %s |" % (label, " | ".join(vals)))
    return out


M68K_MODES = [("ecb", "ECB"), ("cbc-enc", "CBC-enc"), ("cbc-dec", "CBC-dec"), ("ctr", "CTR"),
              ("gcm-enc", "GCM-enc"), ("ccm-enc", "CCM-enc")]
M68K_CLOCKS = [("m68020", "m68020"), ("m68k_ct", "m68k_ct"), ("mbedtls", "Mbed TLS C"),
               ("wolfssl", "wolfSSL C")]
M68K_INSNS = [("m68020", "m68020"), ("mbedtls", "Mbed TLS")]


def m68k_modes():
    """asm/m68k/README.md: clocks (cached / memory) and instructions per byte."""
    rows = load("m68k")
    cached = per_byte(rows, "est_cached_clocks_per_byte")
    memory = per_byte(rows, "est_memory_clocks_per_byte")
    insn = per_byte(rows, "insns_per_byte")
    head = (["mode", "bytes"] + ["%s clocks" % c[1] for c in M68K_CLOCKS] +
            ["%s insns" % c[1] for c in M68K_INSNS])
    out = ["| " + " | ".join(head) + " |", "|---|" + "---:|" * (len(head) - 1)]
    for size in (16384, 64):
        for mode, label in M68K_MODES:
            cells = []
            for impl, _ in M68K_CLOCKS:
                k = (impl, mode, 128, size)
                cells.append("–" if k not in cached else "%s / %s" % (fig(cached[k]),
                                                                        fig(memory[k])))
            cells += [fig(insn.get((impl, mode, 128, size))) for impl, _ in M68K_INSNS]
            out.append("| %s | %d | %s |" % (label, size, " | ".join(cells)))
    return out


P8_MODES = [("ecb", "ECB", (128, 256)), ("cbc-enc", "CBC-enc", (128, 256)),
            ("cbc-dec", "CBC-dec", (128, 256)), ("ctr", "CTR", (128, 256)),
            ("xts", "XTS", (128, 256)), ("gcm-enc", "GCM-enc", (128, 256)),
            ("ccm-enc", "CCM-enc", (128,)), ("cmac", "CMAC", (128,)),
            ("aegis128l", "AEGIS-128L", (128,)), ("aegis256", "AEGIS-256", (256,))]


def p8():
    """asm/ppc64/README.md: p8 beside Debian's OpenSSL, ppc64le -cpu power9."""
    cells = per_byte(load("ppc64le"), "insns_per_byte")
    out = ["| mode | key | p8 1 KiB | p8 16 KiB | OpenSSL 16 KiB | p8 / OpenSSL |",
           "|---|---|---:|---:|---:|---:|"]
    for mode, label, keys in P8_MODES:
        for kb in keys:
            a1, a16 = cells.get(("p8", mode, kb, 1024)), cells.get(("p8", mode, kb, SIZE))
            o = cells.get(("openssl", mode, kb, SIZE))
            ratio = "%.2f" % (a16 / o) if a16 and o else "–"
            out.append("| %s | %d | %s | %s | %s | %s |" % (label, kb, fig(a1), fig(a16), fig(o),
                                                         ratio))
    return out


RV_MODES = [("ecb", "ECB"), ("cbc-enc", "CBC-enc"), ("cbc-dec", "CBC-dec"), ("ctr", "CTR"),
            ("xts", "XTS"), ("gcm-enc", "GCM-enc"), ("ccm-enc", "CCM-enc"), ("cmac", "CMAC"),
            ("aegis128l", "AEGIS-128L"), ("aegis256", "AEGIS-256")]


def rv_table(kernel, peer, extra):
    """asm/riscv64/README.md: KERNEL beside PEER (instructions and memory
    accesses per byte, 16 KiB), AES-128 (AEGIS-256: its 256-bit key) and
    AES-256, and the EXTRA implementations' instructions."""
    rows = load("riscv64")
    ins, mem = per_byte(rows, "insns_per_byte"), per_byte(rows, "mem_per_byte")
    head = (["mode", kernel, "%s AES-256" % kernel, peer, "%s / %s" % (kernel, peer)] +
            list(extra) + ["%s mem/B" % kernel, "%s mem/B" % peer])
    out = ["| " + " | ".join(head) + " |", "|---|" + "---:|" * (len(head) - 1)]
    for mode, label in RV_MODES:
        kb = 256 if mode == "aegis256" else 128
        k, k256 = ins.get((kernel, mode, kb, SIZE)), ins.get((kernel, mode, 256, SIZE))
        p = ins.get((peer, mode, kb, SIZE))
        if k is None:
            continue
        cells = [fig(k) if kb == 128 else "–", fig(k256), fig(p),
                 "%.2f" % (k / p) if p else "–"]
        cells += [fig(ins.get((e, mode, kb, SIZE))) for e in extra]
        cells += [fig(mem.get((kernel, mode, kb, SIZE))), fig(mem.get((peer, mode, kb, SIZE)))]
        out.append("| %s | %s |" % (label, " | ".join(cells)))
    return out


def host():
    cells = {(r["impl"], r["mode"], int(r["keybits"]), int(r["size"])): r
             for r in load("x86_64-host")}
    out = ["| mode | key | OpenSSL c/B | " + " | ".join(c[1] for c in HOST_COLS) + " |",
           "|---|--:|--:|" + "---|" * len(HOST_COLS)]
    for mode, label in HOST_MODES:
        for kb in (128, 256):
            o = cells.get(("openssl", mode, kb, SIZE))
            line = "| %s | %d | %s |" % (label, kb, o["median_cpb"] if o else "–")
            for impl, _ in HOST_COLS:
                r = cells.get((impl, mode, kb, SIZE))
                if r is None:
                    line += " – |"
                    continue
                cell = r["median_cpb"]
                if r["ratio_openssl_median"]:
                    ratio = "%.2f×" % float(r["ratio_openssl_median"])
                    if (impl in host_matrix.KERNELS and mode in host_matrix.TARGET_MODES and
                            float(r["ratio_openssl_median"]) <= host_matrix.TARGET):
                        ratio = "**%s**" % ratio
                    cell += " (%s)" % ratio
                line += " %s |" % cell
            out.append(line)
    line = "| AEGIS-128L | 128 | – |"
    for impl, _ in HOST_COLS:
        r = cells.get((impl, "aegis128l", 128, SIZE))
        line += " %s |" % (r["median_cpb"] if r else "–")
    out.append(line)
    return out


ARMHF_MODES = [("ecb", (128, 256)), ("cbc-enc", (128, 256)), ("cbc-dec", (128, 256)),
               ("ctr", (128, 256)), ("xts", (128, 256)), ("gcm-enc", (128, 256)),
               ("ccm-enc", (128, 256)), ("cmac", (128, 256)), ("aegis128l", (128,)),
               ("aegis256", (256,))]


def armv8ce32():
    """asm/arm/README.md: armv8ce32 beside OpenSSL's CE and NEON code and
    ct64, instructions (memory accesses) per byte, 16 KiB, armhf -cpu max."""
    rows = load("armhf")
    ins, mem = per_byte(rows, "insns_per_byte"), per_byte(rows, "mem_per_byte")
    out = ["| mode | key | `armv8ce32` insn/B | mem/B | OpenSSL CE insn/B | mem/B | "
           "OpenSSL NEON (`OPENSSL_armcap=1`) insn/B | `ct64` insn/B |",
           "|---|--:|--:|--:|--:|--:|--:|--:|"]
    for mode, keys in ARMHF_MODES:
        for kb in keys:
            k = (mode, kb, SIZE)
            cells = [fig(ins.get(("armv8ce32",) + k)), fig(mem.get(("armv8ce32",) + k)),
                     fig(ins.get(("openssl",) + k)), fig(mem.get(("openssl",) + k)),
                     fig(ins.get(("openssl-noce",) + k)), fig(ins.get(("ct64",) + k))]
            out.append("| %s | %d | %s |" % (mode, kb, " | ".join(cells)))
    return out


CM4_MODES = [("ecb", "ECB"), ("cbc-enc", "CBC-enc"), ("cbc-dec", "CBC-dec"), ("ctr", "CTR"),
             ("xts", "XTS"), ("gcm-enc", "GCM-enc"), ("ccm-enc", "CCM-enc"),
             ("aegis128l", "AEGIS-128L")]
# (impl, column of cortex-m4.csv, size, label): AES-128.
CM4_ROWS = [("armv7m", "insns_per_byte", 4096, "`armv7m` insn/B"),
            ("armv7m", "mem_per_byte", 4096, "`armv7m` mem/B"),
            ("armv7m", "est_cm4_cycles_per_byte", 4096, "`armv7m` **est. c/B**"),
            ("armv7m", "est_cm4_cycles_per_byte", SIZE, "`armv7m` est. c/B"),
            ("table", "est_cm4_cycles_per_byte", 4096, "`table` (C) est. c/B"),
            ("armv7m_ct", "insns_per_byte", 4096, "`armv7m_ct` insn/B"),
            ("armv7m_ct", "mem_per_byte", 4096, "`armv7m_ct` mem/B"),
            ("armv7m_ct", "est_cm4_cycles_per_byte", 4096, "`armv7m_ct` **est. c/B**"),
            ("armv7m_ct", "est_cm4_cycles_per_byte", SIZE, "`armv7m_ct` est. c/B"),
            ("ct64", "est_cm4_cycles_per_byte", 4096, "`ct64` (C) est. c/B"),
            ("mbedtls", "insns_per_byte", 4096, "Mbed TLS 3.6 C insn/B"),
            ("mbedtls", "est_cm4_cycles_per_byte", 4096, "Mbed TLS 3.6 C **est. c/B**"),
            ("wolfssl", "est_cm4_cycles_per_byte", 4096, "wolfSSL 5.9 C **est. c/B**"),
            ("wolfssl-thumb2", "insns_per_byte", 4096, "wolfSSL 5.9 Thumb-2 asm insn/B"),
            ("wolfssl-thumb2", "est_cm4_cycles_per_byte", 4096,
             "wolfSSL 5.9 Thumb-2 asm **est. c/B**")]


def cortex_m4():
    """asm/arm/README.md: the Cortex-M4 rows, AES-128 (ESTIMATED cycles)."""
    rows = load("cortex-m4")
    out = ["| kernel | size | " + " | ".join(m[1] for m in CM4_MODES) + " |",
           "|---|---|" + "---:|" * len(CM4_MODES)]
    for impl, column, size, label in CM4_ROWS:
        cells = per_byte(rows, column)
        vals = [cells.get((impl, m, 128, size)) for m, _ in CM4_MODES]
        if all(v is None for v in vals):
            raise ValueError("cortex-m4.csv has no row of %s" % impl)
        out.append("| %s | %s KiB | %s |" % (label, size // 1024,
                                             " | ".join(fig(v) for v in vals)))
    return out


def armv7m_ct_aegis():
    """asm/arm/README.md: the AEGIS modes of armv7m_ct beside ct64's round,
    estimated Cortex-M4 cycles per byte, 4 KiB / 16 KiB."""
    cells = per_byte(load("cortex-m4"), "est_cm4_cycles_per_byte")
    modes = [("aegis128l", 128, "AEGIS-128L"), ("aegis128", 128, "AEGIS-128"),
             ("aegis256", 256, "AEGIS-256")]
    out = ["| est. c/B, 4 KiB / 16 KiB | " + " | ".join(m[2] for m in modes) + " |",
           "|---|" + "---:|" * len(modes)]
    for impl, label in (("armv7m_ct", "`armv7m_ct` (its assembly round)"),
                        ("ct64", "`ct64` (core over `ct64`'s round)")):
        out.append("| %s | %s |" % (label, " | ".join(
            "%s / %s" % (fig(cells.get((impl, m, kb, 4096))), fig(cells.get((impl, m, kb, SIZE))))
            for m, kb, _ in modes)))
    return out


TABLES = {"armv8ce32": armv8ce32, "cortex-m4": cortex_m4, "armv7m-ct-aegis": armv7m_ct_aegis,
          "insns": insns, "m68k-clocks": clocks, "host": host, "m68k-modes": m68k_modes,
          "p8": p8, "zkn": lambda: rv_table("zkn", "wolfssl-rvzk", ()),
          "rv64": lambda: rv_table("rv64", "wolfssl-rvasm", ("table", "ct64")),
          "zvkned": lambda: rv_table("zvkned", "openssl-3.5-zvk", ())}


def main():
    args = sys.argv[1:]
    check = bool(args) and args[0] == "--check"
    files = args[1:] if check else args
    files = files or [os.path.join(ROOT, "README.md"),
                      os.path.join(ROOT, "asm", "arm", "README.md"),
                      os.path.join(ROOT, "asm", "m68k", "README.md"),
                      os.path.join(ROOT, "asm", "ppc64", "README.md"),
                      os.path.join(ROOT, "asm", "riscv64", "README.md"),
                      os.path.join(ROOT, "asm", "x86_64", "README.md")]
    stale = 0
    for path in files:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        names = re.findall(r"<!-- begin bench/readme_tables\.py (\S+) -->", text)
        if not names:
            sys.exit("readme_tables.py: %s has no generated table" % path)

        def fill(m):
            if m.group(2) not in TABLES:
                raise ValueError("%s: unknown table %s" % (path, m.group(2)))
            return m.group(1) + "\n".join(TABLES[m.group(2)]()) + "\n" + m.group(4)
        try:
            new = BLOCK.sub(fill, text)
        except (ValueError, OSError, KeyError) as e:
            sys.exit("readme_tables.py: %s" % e)
        if len(BLOCK.findall(text)) != len(names):
            sys.exit("readme_tables.py: %s: a begin marker without its end" % path)
        if new != text:
            if check:
                print("%s: a generated table differs from bench/results/*.csv "
                      "(run bench/readme_tables.py)" % path)
                stale += 1
            else:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(new)
    sys.exit(1 if stale else 0)


if __name__ == "__main__":
    main()
