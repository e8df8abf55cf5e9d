#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Tables and verdicts of the footprint programs (bench/footprint/footprint.sh).

Reads the rows footprint.sh linked (rows.tsv: arch, opt, row, size image,
context-sizes object, stack log, map file, aesalt build folder) and writes
OUT.csv, its sidecar OUT.json and OUT.md (ci/bench copies them into
bench/results/footprint.*).  Per image: flash (the allocated read-only
sections: text, rodata, vectors, exception index), RAM (the allocated
writable ones: data, bss), both also less the baseline program of the
same build (start-up and C library only); the context sizes from
fp_sizes.o; the peak stack per operation from the board run; the largest
frame -fstack-usage reports among the aesalt C functions linked.  The
sidecar holds what the md takes beside the CSV: the tree measured, the
compilers, the failed builds and stack runs, and the linker maps'
breakdowns ("where the flash goes").  The md is always made from the CSV
and the sidecar alone, so bench/check_results.py (ctest -L bench) can
refuse one its CSV does not give.

  footprint.py --rows ROWS --out OUT [--failed F] [--have-select 0|1]
               [--src DIR] [--src-note TEXT]
  footprint.py --from-csv OUT  OUT.md again from OUT.csv and OUT.json
  footprint.py --selftest     the verdicts on planted inputs: each goal is
                              met by a within-budget input and missed by an
                              over-budget one (ci/bench footprint runs it)
"""
import argparse
import contextlib
import csv
import glob
import io
import json
import os
import re
import subprocess
import sys
import tempfile

OPS = ["init", "gcm_enc", "gcm_dec", "ccm_enc", "ccm_dec", "cbc_enc", "cbc_dec", "cmac"]
CTX = ["aes", "gcm", "ccm", "cmac"]
KERNELS = {"cortex-m4": ["armv7m", "armv7m_ct", "table", "ct64"],
           "m68k": ["m68020", "m68k_ct", "table", "ct64"]}
DEFAULT_KERNEL = {"cortex-m4": "armv7m", "m68k": "m68020"}
CT_KERNEL = {"cortex-m4": "armv7m_ct", "m68k": "m68k_ct"}
STACK_BUDGET = 1024
GCM_RATIO = 1.5
TOOLS = {"cortex-m4": "arm-none-eabi-", "m68k": "m68k-linux-gnu-"}

ROW_TEXT = {
    "baseline": "the program without any crypto (start-up and C library)",
    "mbedtls-default": "stock Mbed TLS 3.6, default tables (built in RAM at first use)",
    "mbedtls-rom": "stock Mbed TLS 3.6, MBEDTLS_AES_ROM_TABLES",
    "mbedtls-fewer": "stock Mbed TLS 3.6, MBEDTLS_AES_FEWER_TABLES",
    "wolfssl-stock": "stock wolfSSL 5.9 (GCM_TABLE_4BIT)",
    "tfpsa-stock": "stock TF-PSA-Crypto 1.0 (Mbed TLS 4.0.0) through the PSA API, default "
                   "tables (bench/footprint/psa/tfpsa_config.h: AES, GCM, CCM, CBC, CMAC only)",
    "tfpsa-rom": "stock TF-PSA-Crypto 1.0 through the PSA API, MBEDTLS_AES_ROM_TABLES",
}


AESALT_ROW = r"(aesalt|shim|wolfssl-device-only-aes|wolfssl-device|psa-driver-only|psa-driver)-(.*)"


def aesalt_set(row):
    """The aesalt build of ROW: "default" or the kernel alone; None for a
    stock row."""
    m = re.match(AESALT_ROW, row)
    return m.group(2) if m and row not in ROW_TEXT else None


def row_text(row):
    if row in ROW_TEXT:
        return ROW_TEXT[row]
    m = re.match(AESALT_ROW, row)
    what = {"aesalt": "aesalt's API", "shim": "Mbed TLS 3.6 through the aesalt shim",
            "wolfssl-device": "wolfSSL 5.9 with the aesalt device",
            "wolfssl-device-only-aes": "wolfSSL 5.9 with the aesalt device, WOLF_CRYPTO_CB_ONLY_AES",
            "psa-driver": "TF-PSA-Crypto 1.0 through the PSA API with aesalt's PSA driver "
                          "(psa_driver/), its built-in AES kept",
            "psa-driver-only": "TF-PSA-Crypto 1.0 through the PSA API with aesalt's PSA driver, "
                               "driver-only (AESALT_PSA_DRIVER_ONLY: its built-in AES, GCM, CCM "
                               "and CMAC compiled out)"}
    s = m.group(2)
    if s.endswith("-small"):
        return "%s, kernel %s alone, no AEGIS/XTS/CFB/OFB, AESALT_SMALL (CBC and CTR over the " \
               "kernel's ECB: less flash, slower)" % (what[m.group(1)], s[:-len("-small")])
    return "%s, %s" % (what[m.group(1)], "default build (every kernel and mode)" if s == "default"
                       else "kernel %s alone, no AEGIS/XTS/CFB/OFB" % s)


def sections(elf):
    """(flash, ram) bytes of ELF: flash the allocated read-only sections and
    the initial image of the writable ones that have contents (.data, which
    start-up copies from flash to RAM), RAM the allocated writable ones."""
    out = subprocess.run(["readelf", "-SW", elf], check=True, capture_output=True,
                         text=True).stdout
    flash = ram = 0
    for line in out.splitlines():
        m = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+(\S+)\s+[0-9a-f]+\s+[0-9a-f]+\s+([0-9a-f]+)\s+"
                     r"\S+\s+(\S*)", line)
        if not m or "A" not in m.group(4):
            continue
        size = int(m.group(3), 16)
        if "W" in m.group(4):
            ram += size
            if m.group(2) != "NOBITS":
                flash += size
        else:
            flash += size
    return flash, ram


def ctx_sizes(obj, arch):
    if obj == "-":
        return {}
    out = subprocess.run([TOOLS[arch] + "nm", "-S", obj], check=True, capture_output=True,
                         text=True).stdout
    sizes = {}
    for line in out.splitlines():
        f = line.split()
        if len(f) == 4 and f[3].startswith("fp_sizeof_"):
            sizes[f[3][len("fp_sizeof_"):]] = int(f[1], 16)
    return sizes


def stack_peaks(log):
    """{op: bytes} from the board run, or None when it did not finish."""
    if log == "-":
        return {}
    try:
        text = open(log).read()
    except OSError:
        return None
    peaks = {m.group(1): int(m.group(2)) for m in re.finditer(r"^stack (\S+) (\d+)$", text, re.M)}
    heap = {m.group(1): int(m.group(2)) for m in re.finditer(r"^heap (\S+) (\d+)$", text, re.M)}
    if re.search(r"^(failed|footprint: )", text, re.M) or not set(OPS) <= set(peaks):
        return None
    peaks.update(("heap:" + op, n) for op, n in heap.items())
    return peaks


def su_frame(build, elf, arch):
    """(bytes, function) of the largest -fstack-usage frame among the C
    functions of aesalt's build linked into ELF, or None."""
    if build == "-" or not os.path.isdir(build):
        return None
    out = subprocess.run([TOOLS[arch] + "nm", elf], check=True, capture_output=True,
                         text=True).stdout
    linked = {line.split()[-1] for line in out.splitlines() if line.strip()}
    best = None
    for su in glob.glob(os.path.join(build, "**", "*.su"), recursive=True):
        for line in open(su):
            f = line.rstrip("\n").split("\t")
            if len(f) < 2:
                continue
            fn = f[0].rsplit(":", 1)[-1]
            if fn in linked and (best is None or int(f[1]) > best[0]):
                best = (int(f[1]), fn)
    return best


def map_objects(path, top=12, keep=(".text", ".rodata", ".ARM.exidx"), by_section=False):
    """[(bytes, object)] of the largest contributors to the output sections
    KEEP (default: flash) in a map file, per object (by_section: per input
    section, "object: section", which with -ffunction-sections is per
    function; an assembly file's code is one section)."""
    per = {}
    section = None
    pending = None
    for line in open(path):
        m = re.match(r"^(\.\S+)\s", line)
        if m and not line.startswith(" "):
            section = m.group(1)
        if section not in keep:
            continue
        m = re.match(r"^ (\.\S+)\s*$", line)
        if m:
            pending = m.group(1)
            continue
        m = re.match(r"^ (\.\S+)?\s+0x([0-9a-f]+)\s+0x([0-9a-f]+)\s+(\S.*)$", line)
        if m and (m.group(1) or pending):
            obj = os.path.basename(m.group(4).strip())
            if by_section:
                obj = "%s: %s" % (obj, m.group(1) or pending)
            per[obj] = per.get(obj, 0) + int(m.group(3), 16)
        pending = None
    return sorted(((n, o) for o, n in per.items() if n), reverse=True)[:top]


# What a flash byte is for, by linked object (flash_groups): aesalt's
# kernel (its assembly, C glue, tables, GHASH), aesalt's modes and
# dispatch (the rest of libaesalt.a), the shim's glue (mbedtls_alt/), the
# stack's own code (Mbed TLS: aes.c apart), the C library, and the program.
KERNEL_OBJ = r"(aes-|ghash-|kernel_|aes_table|aes_ct64|ghash_table|ghash_ct64|kernels\.c)"


def flash_groups(mapf):
    """{group: bytes} of a map file's flash, per what the objects are for."""
    g = {}
    for n, o in map_objects(mapf, top=100000, keep=(".text", ".rodata", ".ARM.exidx", ".data")):
        m = re.match(r"^(lib\S+\.a|[\w.-]+\.a)\((.*)\)$", o)
        lib, member = (m.group(1), m.group(2)) if m else ("", o)
        if lib == "libaesalt.a":
            k = "kernel" if re.match(KERNEL_OBJ, member) else "modes"
        elif re.match(LIBC, lib):
            k = "libc"
        elif lib and member.endswith("_alt.c.o"):
            k = "glue"
        elif lib and member == "aes.c.o":
            k = "aes"
        elif lib:
            k = "stack"
        else:
            k = "program"
        g[k] = g.get(k, 0) + n
    return g


def load(rows_path):
    data = {}
    for line in open(rows_path):
        arch, opt, row, elf, obj, log, mapf, build = line.rstrip("\n").split("\t")
        flash, ram = sections(elf)
        data[(arch, opt, row)] = {
            "flash": flash, "ram": ram, "ctx": ctx_sizes(obj, arch),
            "stack": stack_peaks(log) if arch == "cortex-m4" and row != "baseline" else {},
            "su": su_frame(build, elf, arch) if arch == "cortex-m4" else None,
            "map": mapf,
            "groups": flash_groups(mapf) if arch == "cortex-m4" else {},
        }
    return data


def oneshot(stack):
    """(bytes, operation) of the deepest one-shot API call, or None."""
    ops = [(n, op[len("oneshot_"):]) for op, n in (stack or {}).items() if op.startswith("oneshot_")]
    return max(ops) if ops else None


def kib(n):
    return "%.1f KiB" % (n / 1024.0)


def verdicts(data, have_select):
    """[(status, text)]: status "met", "missed", "stated" or "not measured"."""
    out = []
    arch = "cortex-m4"
    opts = sorted({o for (a, o, _) in data if a == arch}, reverse=True)  # Os, O2
    for opt in opts:
        rom = data.get((arch, opt, "mbedtls-rom"))
        dflt = data.get((arch, opt, "mbedtls-default"))
        small = [DEFAULT_KERNEL[arch] + "-small"] \
            if (arch, opt, "shim-%s-small" % DEFAULT_KERNEL[arch]) in data else []
        for k in KERNELS[arch] + small:
            shim = data.get((arch, opt, "shim-" + k))
            what = "Cortex-M4 -%s, kernel %s: aesalt + shim" % (opt, k.replace("-small", " with AESALT_SMALL"))
            if shim is None or rom is None or dflt is None:
                why = "" if have_select else " (the aesalt source has no AESALT_KERNELS option)"
                out.append(("not measured", "%s flash and RAM against stock Mbed TLS%s" % (what, why)))
                continue
            d = shim["flash"] - rom["flash"]
            out.append(("met" if d <= 0 else "missed",
                        "%s flash %d B <= stock MBEDTLS_AES_ROM_TABLES %d B (%+d B%s%s)" % (
                            what, shim["flash"], rom["flash"], d,
                            ", %.2fx" % (shim["flash"] / rom["flash"]) if d > 0 else "",
                            flash_why(shim, rom) if d > 0 else "")))
            d = shim["ram"] - dflt["ram"]
            out.append(("met" if d <= 0 else "missed",
                        "%s RAM %d B <= stock default tables %d B (%+d B)" % (
                            what, shim["ram"], dflt["ram"], d)))
        ct = data.get((arch, opt, "shim-" + CT_KERNEL[arch]))
        fast = data.get((arch, opt, "shim-" + DEFAULT_KERNEL[arch]))
        if ct and fast:
            d = ct["flash"] - fast["flash"]
            out.append(("stated", "Cortex-M4 -%s: the constant-time kernel %s takes %d B %s flash "
                        "than %s (shim builds, one kernel each: %d B against %d B)" % (
                            opt, CT_KERNEL[arch], abs(d), "more" if d > 0 else "less",
                            DEFAULT_KERNEL[arch], ct["flash"], fast["flash"])))
        else:
            out.append(("not measured", "Cortex-M4 -%s: the constant-time kernel's extra flash "
                        "(needs the single-kernel shim rows)" % opt))
        # The goal is on aesalt's operations (its API); the same operations
        # through the shim add Mbed TLS's own frames: stated beside.
        for k in ["default"] + KERNELS[arch] + small:
            deepest = {}
            for row in ("aesalt-" + k, "shim-" + k):
                v = data.get((arch, opt, row))
                if v is not None and v["stack"] is not None:
                    deepest[row] = max((n, op) for op, n in v["stack"].items()
                                       if not op.startswith("heap:"))
            what = "Cortex-M4 -%s, %s: no aesalt operation needs more than %d B of stack" % (
                opt, "default build" if k == "default" else
                "kernel " + k.replace("-small", " with AESALT_SMALL"), STACK_BUDGET)
            if "aesalt-" + k not in deepest:
                out.append(("not measured", "%s (no complete board run of aesalt-%s)" % (what, k)))
                continue
            n, op = deepest["aesalt-" + k]
            shim = ""
            if "shim-" + k in deepest:
                shim = "; through the Mbed TLS shim %d B (%s)" % deepest["shim-" + k]
            v = data[(arch, opt, "aesalt-" + k)]
            out.append(("met" if n <= STACK_BUDGET else "missed",
                        "%s: the deepest is %d B (%s)%s%s%s" % (
                            what, n, op,
                            "" if n <= STACK_BUDGET else ", %d B over" % (n - STACK_BUDGET),
                            shim, stack_why(v, n, op, k) if n > STACK_BUDGET else "")))
        # the cross-check: a measured peak under the largest static frame of
        # a function linked (and so called) would be a measuring fault.  In
        # a single-kernel build every aesalt function linked can run; the
        # default build links every kernel through its table and runs one
        # (on the Cortex-M4 armv7m), so its largest frame may belong to a
        # kernel that never runs: its rows are not judged.
        low = []
        for (a, o, row), v in sorted(data.items()):
            if a == arch and o == opt and v["su"] and v["stack"] and \
                    aesalt_set(row) not in (None, "default"):
                if max(v["stack"][op] for op in OPS) < v["su"][0]:
                    low.append("%s %d B < %d B (%s)" % (row, max(v["stack"][op] for op in OPS),
                                                        v["su"][0], v["su"][1]))
        out.append(("missed" if low else "met",
                    "Cortex-M4 -%s: cross-check: every single-kernel row's deepest measured stack "
                    "is at least its largest -fstack-usage frame%s" % (
                        opt, ": " + "; ".join(low) if low else "")))
        out += psa_verdicts(data, arch, opt)
    # context sizes: the same in every -O level; judged on the first
    for opt in opts[:1]:
        stock = data.get((arch, opt, "mbedtls-default"))
        for row, name in (("aesalt-default", "aesalt_gcm_ctx"),
                          ("shim-default", "the shim's mbedtls_gcm_context")):
            v = data.get((arch, opt, row))
            if not stock or not v or "gcm" not in v["ctx"] or "gcm" not in stock["ctx"]:
                out.append(("not measured", "Cortex-M4: %s against stock's mbedtls_gcm_context" % name))
                continue
            n, s = v["ctx"]["gcm"], stock["ctx"]["gcm"]
            # stock's GCM also holds an AES context on the heap per key
            # (its cipher layer's), which aesalt's context has inside
            heap = (stock["stack"] or {}).get("heap:gcm_enc", 0)
            more = ""
            if heap:
                more = "; stock also allocates %d B on the heap per GCM key (its cipher " \
                       "layer's AES context): %d B in all, against which %.2fx" % (
                           heap, s + heap, n / (s + heap))
            parts = data[(arch, opt, "aesalt-default")]["ctx"]
            if n > GCM_RATIO * s and "ghash" in parts and "aes" in parts:
                more += "; aesalt_gcm_ctx is the expanded AES key (aesalt_aes_key) %d B, the " \
                        "GHASH key (aesalt_ghash_key) %d B, sized for the largest a kernel " \
                        "needs (armv7m's two 4-bit tables: asm/arm/ghash-armv7m.S), and %d B " \
                        "of GCM state" % (parts["aes"], parts["ghash"],
                                          parts["gcm"] - parts["aes"] - parts["ghash"])
            out.append(("met" if n <= GCM_RATIO * s else "missed",
                        "Cortex-M4: %s %d B <= %.1fx stock's mbedtls_gcm_context %d B (%.2fx%s)" % (
                            name, n, GCM_RATIO, s, n / s, more)))
    return out


def stack_why(v, n, op, k):
    """Why an aesalt row's deepest operation takes N B: an in-place one-shot
    GCM decryption (the whole context, core/gcm.c), and what the others
    take; the largest C frame linked (single-kernel builds)."""
    why = ""
    frame = "; its largest C frame (-fstack-usage): %d B in `%s`" % v["su"] \
        if v["su"] and k != "default" else ""
    if op == "oneshot_gcm_dec_inplace":
        rest = [(m, o) for o, m in v["stack"].items() if not o.startswith("heap:") and o != op]
        why = "; an in-place one-shot GCM decryption keeps a whole aesalt_gcm_ctx (%d B) on " \
              "the stack: in passes it would expand the key twice (core/gcm.c)" % v["ctx"]["gcm"]
        if rest:
            m, o = max(rest)
            why += "; the deepest other operation %d B (%s)" % (m, o)
            if m <= STACK_BUDGET:
                frame = ""
    return why + frame


def psa_verdicts(data, arch, opt):
    """The PSA rows, stated (the issue's goals are on the shim): the
    driver-only build with the default kernel beside stock TF-PSA-Crypto
    with ROM tables (flash) and default tables (RAM), the operation
    objects, the deepest stack of either."""
    k = DEFAULT_KERNEL[arch]
    rom, dflt = data.get((arch, opt, "tfpsa-rom")), data.get((arch, opt, "tfpsa-stock"))
    drv, only = data.get((arch, opt, "psa-driver-" + k)), data.get((arch, opt, "psa-driver-only-" + k))
    what = "Cortex-M4 -%s, the PSA API (TF-PSA-Crypto 1.0)" % opt
    if not rom or not dflt or not only:
        return [("not measured", "%s: stock against aesalt's driver (no complete PSA rows)" % what)]
    out = [("stated", "%s: driver-only with kernel %s takes %d B of flash against stock's %d B "
            "with MBEDTLS_AES_ROM_TABLES (%+d B) and %d B of RAM against stock's %d B with its "
            "default tables (%+d B)%s" % (
                what, k, only["flash"], rom["flash"], only["flash"] - rom["flash"],
                only["ram"], dflt["ram"], only["ram"] - dflt["ram"],
                "; with the built-in AES kept %d B of flash" % drv["flash"] if drv else ""))]
    c, s = only["ctx"], dflt["ctx"]
    if all(x in c and x in s for x in ("aes", "gcm", "cmac")):
        out.append(("stated", "%s: the operation objects with the driver: "
                    "psa_cipher_operation_t %d B, psa_aead_operation_t %d B, "
                    "psa_mac_operation_t %d B (stock: %d, %d, %d B)" % (
                        what, c["aes"], c["gcm"], c["cmac"], s["aes"], s["gcm"], s["cmac"])))
    deep = []
    for row, v in (("driver-only", only), ("stock", dflt)):
        if v["stack"]:
            n, op = max((n, op) for op, n in v["stack"].items() if not op.startswith("heap:"))
            deep.append("%s %d B (%s)" % (row, n, op))
    if deep:
        out.append(("stated", "%s: the deepest stack of an operation: %s" % (what, ", ".join(deep))))
    return out


def flash_why(shim, rom):
    """Where a shim row's flash goes beside stock's, from the linker maps
    (flash_groups), or "" without them."""
    g, r = shim.get("groups") or {}, rom.get("groups") or {}
    if not g or not r:
        return ""
    return (": aesalt's kernel %d B (its code, tables and GHASH) and modes %d B, the shim's "
            "glue %d B and the Mbed TLS code it keeps %d B, against stock's aes.c %d B and "
            "its modes and layers %d B" % (g.get("kernel", 0), g.get("modes", 0),
                                           g.get("glue", 0), g.get("stack", 0),
                                           r.get("aes", 0), r.get("stack", 0)))


def fmt_verdict(v):
    return "- **%s**: %s" % (v[0].upper() if v[0] in ("missed", "not measured") else v[0], v[1])


CSV_HEAD = (["arch", "opt", "row", "flash", "ram", "flash_over_baseline", "ram_over_baseline"] +
            ["ctx_" + c for c in CTX] + ["stack_" + o for o in OPS] +
            ["stack_oneshot_max", "stack_oneshot_op"] + ["heap_" + o for o in OPS] +
            ["su_max_frame", "su_max_function"])
# the rows whose linker map "Where the flash goes" shows (Cortex-M4 -Os)
MAP_ROWS = ("shim-" + DEFAULT_KERNEL["cortex-m4"], "shim-" + CT_KERNEL["cortex-m4"],
            "shim-default", "aesalt-default", "mbedtls-rom", "wolfssl-device-default")
LIBC = r"lib(c|c_nano|g|g_nano|nosys|rdimon)\.a"


def flash_map(row, v):
    """What the md shows of ROW's linker map: its largest objects, the C
    library's share, the largest input sections (one-kernel shims), the
    largest RAM objects."""
    allobj = map_objects(v["map"], top=10000)
    out = {"objects": allobj[:12],
           "libc": sum(n for n, o in allobj if re.match(LIBC, o)),
           "ram_objects": map_objects(v["map"], top=6, keep=(".data", ".bss"))}
    if row.startswith("shim-") and row != "shim-default":
        out["sections"] = map_objects(v["map"], top=20, by_section=True)
    return out


def write(data, have_select, prefix, src, failed=(), src_note=""):
    """PREFIX.csv and its sidecar PREFIX.json (what the md takes beside the
    CSV: the tree measured, the compilers, the failed builds and stack runs,
    the linker maps' breakdowns) from the measured rows, then PREFIX.md
    from those two files alone (render), as --from-csv makes it again."""
    with open(prefix + ".csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(CSV_HEAD)
        for (arch, opt, row), v in sorted(data.items()):
            base = data.get((arch, opt, "baseline"))
            st = v["stack"] or {}
            w.writerow([arch, opt, row, v["flash"], v["ram"],
                        v["flash"] - base["flash"] if base else "",
                        v["ram"] - base["ram"] if base else ""] +
                       [v["ctx"].get(c, "") for c in CTX] + [st.get(o, "") for o in OPS] +
                       list(oneshot(st) or ("", "")) +
                       [st.get("heap:" + o, "") for o in OPS] +
                       [v["su"][0] if v["su"] else "", v["su"][1] if v["su"] else ""])
    side = {"generator": "bench/footprint/footprint.py",
            "measured": describe(src) + (src_note and " (%s)" % src_note),
            "compilers": {"cortex-m4": tool_version("arm-none-eabi-gcc"),
                          "m68k": tool_version("m68k-linux-gnu-gcc")},
            "have_select": bool(have_select),
            "failed_builds": [list(f) for f in failed],
            "failed_stack_runs": [list(k) for k, v in sorted(data.items()) if v["stack"] is None],
            "flash_map": {r: flash_map(r, data[("cortex-m4", "Os", r)]) for r in MAP_ROWS
                          if ("cortex-m4", "Os", r) in data},
            # per row, what the verdicts' reasons take beside the CSV: the
            # flash by what it is for, the context parts not in a column
            "extra": {"/".join(k): {"groups": v.get("groups") or {},
                                    "ctx": {c: n for c, n in v["ctx"].items() if c not in CTX},
                                    "oneshot": {o: n for o, n in (v["stack"] or {}).items()
                                                if o.startswith("oneshot_")}}
                      for k, v in sorted(data.items())}}
    with open(prefix + ".json", "w", encoding="utf-8") as f:
        json.dump(side, f, indent=1, sort_keys=True)
        f.write("\n")
    return render(prefix)


def read_results(prefix):
    """(rows, sidecar) of PREFIX.csv and PREFIX.json: the rows as load()
    gives them, less the map file (its breakdowns are in the sidecar)."""
    with open(prefix + ".json", encoding="utf-8") as f:
        side = json.load(f)
    failed_stack = {tuple(k) for k in side["failed_stack_runs"]}
    data = {}
    with open(prefix + ".csv", newline="") as f:
        r = csv.reader(f)
        if next(r) != CSV_HEAD:
            sys.exit("footprint.py: %s.csv: not the columns footprint.py writes" % prefix)
        for cells in r:
            c = dict(zip(CSV_HEAD, cells))
            key = (c["arch"], c["opt"], c["row"])
            stack = None
            if key not in failed_stack:
                stack = {o: int(c["stack_" + o]) for o in OPS if c["stack_" + o]}
                stack.update(("heap:" + o, int(c["heap_" + o])) for o in OPS if c["heap_" + o])
                if c["stack_oneshot_max"]:
                    stack["oneshot_" + c["stack_oneshot_op"]] = int(c["stack_oneshot_max"])
                stack.update(side.get("extra", {}).get("/".join(key), {}).get("oneshot", {}))
            extra = side.get("extra", {}).get("/".join(key), {})
            data[key] = {"flash": int(c["flash"]), "ram": int(c["ram"]),
                         "ctx": dict({k: int(c["ctx_" + k]) for k in CTX if c["ctx_" + k]},
                                     **extra.get("ctx", {})),
                         "groups": extra.get("groups", {}),
                         "stack": stack,
                         "su": (int(c["su_max_frame"]), c["su_max_function"])
                         if c["su_max_frame"] else None}
    if not data:
        sys.exit("footprint.py: %s.csv: no rows" % prefix)
    return data, side


def render(prefix):
    """PREFIX.md from PREFIX.csv and PREFIX.json; prints the verdicts and
    returns them."""
    data, side = read_results(prefix)
    vs = verdicts(data, side["have_select"])
    L = []
    L.append("# Footprint: AES-GCM, AES-CCM, AES-CBC and CMAC in a minimal program\n")
    L.append("Generated by `ci/bench footprint` (bench/footprint/footprint.sh, footprint.py); "
             "do not edit. One program (bench/footprint/fp_ops.c: AES-128 GCM and CCM encrypt "
             "and decrypt, CBC encrypt and decrypt, one-shot CMAC, each over 64 bytes with its "
             "key set up) linked against each stack with `-ffunction-sections -fdata-sections` "
             "and `--gc-sections`.\n")
    L.append("aesalt measured: %s.\n" % side["measured"])
    L.append("## Verdicts\n")
    L += [fmt_verdict(v) for v in vs]
    L.append("")
    for arch in ("cortex-m4", "m68k"):
        for opt in sorted({o for (a, o, _) in data if a == arch}, reverse=True):
            base = data.get((arch, opt, "baseline"))
            rows = sorted((r for (a, o, r) in data if a == arch and o == opt),
                          key=lambda r: (r != "baseline", not r.startswith("mbedtls"),
                                         not r.startswith("shim"), not r.startswith("aesalt"), r))
            L.append("## %s -%s\n" % (arch, opt))
            head = ["program", "flash", "RAM", "flash - baseline", "RAM - baseline"] + \
                   ["ctx %s" % c.upper() for c in CTX]
            if arch == "cortex-m4":
                head += ["stack " + o for o in OPS] + ["stack one-shot API (deepest)", "heap peak",
                                                       "largest C frame (-fstack-usage)"]
            L.append("| " + " | ".join(head) + " |")
            L.append("|" + " --- |" * len(head))
            for r in rows:
                v = data[(arch, opt, r)]
                cells = ["`%s`" % r, str(v["flash"]), str(v["ram"]),
                         str(v["flash"] - base["flash"]) if base else "",
                         str(v["ram"] - base["ram"]) if base else ""]
                cells += [str(v["ctx"].get(c, "")) for c in CTX]
                if arch == "cortex-m4":
                    if v["stack"] is None:
                        cells += ["FAILED"] * (len(OPS) + 2)
                    else:
                        cells += [str(v["stack"].get(o, "")) for o in OPS]
                        cells.append("%d (%s)" % oneshot(v["stack"]) if oneshot(v["stack"]) else "")
                        cells.append(str(max((v["stack"].get("heap:" + o, 0) for o in OPS),
                                             default=0)) if v["stack"] else "")
                    cells.append("%d (`%s`)" % v["su"] if v["su"] else "")
                L.append("| " + " | ".join(cells) + " |")
            L.append("")
    L.append("## Rows\n")
    for r in sorted({r for (_, _, r) in data}):
        L.append("- `%s`: %s" % (r, row_text(r)))
    L.append("")
    # Where the flash goes: the map file of the one-kernel shim (or the
    # default build without the options) beside stock's smallest tabled form.
    L.append("## Where the flash goes (Cortex-M4 -Os, from the linker map)\n")
    for r in MAP_ROWS:
        v, m = data.get(("cortex-m4", "Os", r)), side["flash_map"].get(r)
        if not v or not m:
            continue
        L.append("`%s` (%d B of flash), the largest objects:\n" % (r, v["flash"]))
        L.append("| object | flash bytes |")
        L.append("| --- | --- |")
        for n, o in m["objects"]:
            L.append("| `%s` | %d |" % (o, n))
        L.append("")
        L.append("The C library's objects in it: %d B in all.\n" % m["libc"])
        if "sections" in m:
            L.append("and the largest input sections (per function where compiled with "
                     "-ffunction-sections):\n")
            L.append("| object: section | flash bytes |")
            L.append("| --- | --- |")
            for n, o in m["sections"]:
                L.append("| `%s` | %d |" % (o, n))
            L.append("")
        if m["ram_objects"]:
            L.append("RAM (%d B), the largest objects: %s\n" % (v["ram"], ", ".join(
                "`%s` %d" % (o, n) for n, o in m["ram_objects"])))
    L.append("## How it is measured\n")
    L.append("- flash: the allocated read-only sections of the image (vectors, text, rodata, "
             "exception index) and the initial image of the initialised data (data, which "
             "start-up copies from flash to RAM: its size counts in both columns; on bare metal "
             "the armv7m kernel's tables are there, in the section `.aesalt_sram.*` that the "
             "board's linker script places in SRAM); RAM: the allocated writable ones "
             "(data, bss), which include the "
             "contexts the program keeps (static: one GCM, one CCM, one AES/CBC, as a firmware "
             "holds them; aesalt also its CMAC). Stack and heap are not in RAM: the stack is the per-operation column; Mbed TLS's one-shot CMAC "
             "allocates its CMAC state and AES context on the heap (the ctx CMAC column counts "
             "them).")
    L.append("- `- baseline`: less the same program without any crypto (row `baseline`), built "
             "and linked the same way.")
    L.append("- Cortex-M4: arm-none-eabi-gcc %s `-mcpu=cortex-m4 -mthumb -mfloat-abi=soft`, "
             "newlib-nano without a console (`--specs=nano.specs --specs=nosys.specs`), "
             "asm/arm/board's vectors and linker script. The C library a stack calls is "
             "counted (aesalt, built as bare metal, reads no environment and prints nothing: "
             "`AESALT_NO_ENV`)." % side["compilers"]["cortex-m4"])
    L.append("- m68k: m68k-linux-gnu-gcc %s `-m68030`, a freestanding link (`-nostdlib`, "
             "bench/footprint/m68k/fp_libc.c: the same byte-loop `memcpy`/`memset`/..., a 1 KiB "
             "bump `calloc` and an empty `fprintf`/`getenv` in every row), because Debian's "
             "m68k compiler has only glibc, whose static start-up and stdio would outweigh "
             "what is measured; aesalt built as bare metal (bench/footprint/m68k/toolchain.cmake: "
             "no threads, no PIC). Linked, not run: no stack column." % side["compilers"]["m68k"])
    L.append("- context sizes (bytes, bench/footprint/fp_sizes.c compiled as the program): "
             "AES the CBC key's context; GCM and CCM their contexts (wolfSSL: its `Aes`); "
             "CMAC what a one-shot CMAC holds (Mbed TLS: cipher context + CMAC state + AES "
             "context; wolfSSL: `Cmac`; aesalt: `aesalt_cmac_ctx`). The PSA rows: the "
             "operation objects, `psa_cipher_operation_t` (AES), `psa_aead_operation_t` (GCM, "
             "CCM), `psa_mac_operation_t` (CMAC); the key sits in one of the two static key "
             "slots (RAM).")
    L.append("- the PSA rows (Cortex-M4): TF-PSA-Crypto 1.0 of the Mbed TLS 4.0.0 tree built "
             "by its own CMake (bench/footprint/psa/, with `aesalt_add_tf_psa_crypto()` for the "
             "driver rows) with bench/footprint/psa/tfpsa_config.h: AES, GCM, CCM, CBC without "
             "padding and CMAC only, static key slots, no file system, clock or threads, and "
             "the platform's random generator (`MBEDTLS_PSA_CRYPTO_EXTERNAL_RNG`: the program's "
             "stand-in, which nothing here draws from). The program imports its key per "
             "operation and calls `psa_aead_encrypt`/`psa_aead_decrypt`, the multi-part cipher "
             "API for CBC (its IV is given) and `psa_mac_compute`.")
    L.append("- stack: each operation (key set-up included) runs on a painted stack of its "
             "own on QEMU's mps2-an386 (bench/footprint/fp_stack_main.c, arm/fp_stack.S); the "
             "peak is the lowest word changed. The aesalt rows also run the same messages "
             "through aesalt's one-shot API (bench/footprint/fp_oneshot.c: `aesalt_gcm_encrypt`, "
             "`aesalt_ccm_decrypt`, `aesalt_aes_cbc`, `aesalt_cmac`...; in the stack image only, "
             "not in the flash image), whose contexts live on its own stack: the deepest of "
             "them is its column, and the 1 KiB verdict covers them. heap peak: the most bytes any one operation had "
             "allocated at once (malloc/calloc wrapped at the link; freed again by the end of "
             "each). `init`: wolfCrypt_Init and the device's "
             "registration (nothing for the other stacks). The cross-check: the largest "
             "frame `-fstack-usage` gives among the aesalt C functions in the image (assembly "
             "has none); in a single-kernel build a measured peak below it would be a "
             "measuring fault (the default build links every kernel and runs one, so its "
             "largest frame can be a kernel's that never runs: not judged).")
    L.append("- the single-kernel builds: `-DAESALT_KERNELS=<kernel> -DAESALT_AEGIS=OFF "
             "-DAESALT_XTS=OFF -DAESALT_CFB_OFB=OFF`; `default`: aesalt's default build. "
             "The wolfSSL device rows use the default build and the default kernel's.")
    for f in side["failed_builds"]:
        L.append("- **the aesalt build %s -%s `%s` failed: its rows are missing.**" % tuple(f))
    if not side["have_select"]:
        L.append("- **the aesalt source measured has no AESALT_KERNELS option: the single-kernel "
                 "rows and their verdicts are missing.**")
    L.append("")
    with open(prefix + ".md", "w", encoding="utf-8") as f:
        f.write("\n".join(L))
    for v in vs:
        print("footprint verdict: %s: %s" % (v[0], v[1]))
    return vs


def describe(src):
    """Which aesalt tree was measured: its commit, or that it is not one."""
    top = subprocess.run(["git", "-C", src, "rev-parse", "--show-toplevel"],
                         capture_output=True, text=True).stdout.strip()
    r = subprocess.run(["git", "-C", src, "describe", "--always", "--dirty", "--abbrev=12"],
                       capture_output=True, text=True)
    if r.returncode != 0 or os.path.realpath(top) != os.path.realpath(src):
        return "the tree `%s` (not a git checkout)" % os.path.basename(os.path.abspath(src))
    b = subprocess.run(["git", "-C", src, "rev-parse", "--abbrev-ref", "HEAD"],
                       capture_output=True, text=True).stdout.strip()
    return "commit `%s` (branch `%s`)" % (r.stdout.strip(), b)


def tool_version(cc):
    try:
        return subprocess.run([cc, "-dumpfullversion"], capture_output=True, text=True,
                              check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "?"


def selftest():
    """Each goal met within budget and missed one byte over it."""
    def fake(flash, ram, gcm=400, stack=512):
        return {"flash": flash, "ram": ram, "ctx": {"aes": 1, "gcm": gcm, "ccm": 1, "cmac": 1},
                "stack": {o: stack for o in OPS}, "su": None, "map": None}

    def base():
        d = {("cortex-m4", "Os", "mbedtls-rom"): fake(20000, 100),
             ("cortex-m4", "Os", "mbedtls-default"): fake(14000, 9000, gcm=400)}
        for k in KERNELS["cortex-m4"]:
            d[("cortex-m4", "Os", "shim-" + k)] = fake(20000, 9000)
            d[("cortex-m4", "Os", "aesalt-" + k)] = fake(15000, 100, stack=1024)
        for r in ("tfpsa-rom", "tfpsa-stock", "psa-driver-armv7m", "psa-driver-only-armv7m"):
            d[("cortex-m4", "Os", r)] = fake(20000, 100)
        d[("cortex-m4", "Os", "aesalt-default")] = fake(30000, 100, gcm=600)
        d[("cortex-m4", "Os", "shim-default")] = fake(30000, 100, gcm=600)
        return d

    def statuses(d):
        return [s for s, _ in verdicts(d, True)]

    ok = statuses(base())
    bad = [s for s in ok if s not in ("met", "stated")]
    if bad:
        sys.exit("footprint.py selftest: a within-budget input gives %s" % bad)
    # (what, the plant, how many verdicts it must turn)
    plants = [
        ("flash", lambda d: d[("cortex-m4", "Os", "shim-table")].update(flash=20001), 1),
        ("RAM", lambda d: d[("cortex-m4", "Os", "shim-ct64")].update(ram=9001), 1),
        ("stack", lambda d: d[("cortex-m4", "Os", "aesalt-armv7m")]["stack"].update(cmac=1025), 1),
        ("gcm ctx", lambda d: d[("cortex-m4", "Os", "aesalt-default")]["ctx"].update(gcm=601), 1),
        ("shim gcm ctx", lambda d: d[("cortex-m4", "Os", "shim-default")]["ctx"].update(gcm=601), 1),
        ("stack run", lambda d: d[("cortex-m4", "Os", "aesalt-armv7m")].update(stack=None), 1),
        # flash and RAM, and the constant-time statement
        ("row", lambda d: d.pop(("cortex-m4", "Os", "shim-armv7m_ct")), 2),
        ("one-shot", lambda d: d[("cortex-m4", "Os", "aesalt-table")]["stack"].update(
            oneshot_gcm_enc=1025), 1),
        ("in-place one-shot", lambda d: d[("cortex-m4", "Os", "aesalt-table")]["stack"].update(
            oneshot_gcm_dec_inplace=1025), 1),
        ("cross-check", lambda d: d[("cortex-m4", "Os", "shim-table")].update(su=(1200, "f")), 1),
        # the default build's largest frame can be a kernel's that never
        # runs: not a fault, no verdict turned
        ("default build's frame", lambda d: d[("cortex-m4", "Os", "shim-default")].update(
            su=(1200, "f")), 0),
        # the PSA rows are stated; without them, the PSA verdict says so
        ("PSA rows", lambda d: d.pop(("cortex-m4", "Os", "psa-driver-only-armv7m")), 1),
    ]
    for name, plant, turned in plants:
        d = base()
        plant(d)
        got = statuses(d)
        if got.count("missed") + got.count("not measured") != turned:
            sys.exit("footprint.py selftest: planted %s over budget, verdicts %s" % (name, got))
    # The md is made from the CSV and the sidecar: they must give the
    # verdicts the measured rows give (a failed stack run, a one-shot peak,
    # a heap, a missing context size included).
    d = base()
    d[("cortex-m4", "Os", "aesalt-table")]["stack"].update(oneshot_gcm_enc=1025,
                                                            oneshot_gcm_dec_inplace=1100,
                                                            oneshot_cmac=700)
    d[("cortex-m4", "Os", "mbedtls-default")]["stack"]["heap:gcm_enc"] = 300
    d[("cortex-m4", "Os", "aesalt-ct64")]["stack"] = None
    d[("cortex-m4", "Os", "shim-default")]["ctx"].pop("gcm")
    d[("cortex-m4", "Os", "shim-table")]["su"] = (1200, "f")
    with tempfile.TemporaryDirectory() as t:
        for v in d.values():
            v["map"] = os.path.join(t, "size.map")
        open(os.path.join(t, "size.map"), "w").close()
        with contextlib.redirect_stdout(io.StringIO()):
            got = write(d, True, os.path.join(t, "fp"), t)
    if got != verdicts(d, True):
        sys.exit("footprint.py selftest: the CSV and sidecar give other verdicts than the "
                 "rows:\n%s\n%s" % (got, verdicts(d, True)))
    print("footprint.py selftest: %d verdicts met within budget, each of %d plants caught, "
          "the same %d verdicts from the CSV and sidecar" % (len(ok), len(plants), len(got)))


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--from-csv":
        render(sys.argv[2])
        return
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows")
    ap.add_argument("--failed", help="aesalt builds that failed: arch, opt, set per line")
    ap.add_argument("--out", help="writes OUT.csv, OUT.json and OUT.md")
    ap.add_argument("--src", default=".")
    ap.add_argument("--src-note", default="", help="said after the tree measured")
    ap.add_argument("--have-select", type=int, default=1)
    ap.add_argument("--selftest", action="store_true")
    a = ap.parse_args()
    if a.selftest:
        selftest()
        return
    if not a.rows or not a.out:
        ap.error("--rows and --out are required")
    failed = [l.split() for l in open(a.failed)] if a.failed else []
    write(load(a.rows), a.have_select, a.out, a.src, failed, a.src_note)


if __name__ == "__main__":
    main()
