#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""llvm-mca estimates of the hot loops of aesalt's assembly kernels.

ESTIMATES, not measurements: llvm-mca runs a loop body through one LLVM
scheduling model (its latencies, ports and issue width; caches and branch
prediction are not modelled, every load hits) and reports the cycles of
many iterations.  Here each loop is taken from the object file the build
assembled (objdump -d between the loop's backward branch and its target, so
macros and .insn words are already expanded), its branch targets rewritten
to one label, and the cycles per iteration divided by the bytes one
iteration processes give estimated cycles per byte.

Each loop is found by its function and a check: the first backward-branch
loop of the function in which a given pattern of instructions occurs a
given number of times (e.g. the 40 AES instructions of two AES-128 blocks),
and an addi advancing a pointer by the loop's byte count: a changed kernel
makes the check fail rather than estimate another loop.  A mode made of
two loops (GCM: CTR and GHASH) adds their cycles per byte.

Usage: mca.py TARGET BUILD-DIR [BUILD-DIR...] > markdown
       mca.py --has TARGET    (exit status: does it have loops for TARGET)
  TARGET: riscv64, ppc64le or ppc64.  The objects are looked up in the build
  directories in order (ci/bench: the target's bench build).
  LLVM_MCA: the llvm-mca binary (default llvm-mca-19).
"""
import glob
import os
import re
import subprocess
import sys

sys.dont_write_bytecode = True

# riscv64: the SiFive U74 model (RV64GC, dual issue, in order).  A U74 has
# no scalar crypto and LLVM's model prices none of it: for zkn each such
# instruction is replaced by a base instruction of the same operands before
# the run (ZKN_PROXY), so its row prices a U74-like pipeline in which an
# AES or carry-less step costs one ALU (or multiply) operation: an estimate
# of the kernel's schedule, not of any existing core.
ZKN_PROXY = [
    (r"^aes64(es|esm|ds|dsm)\s", "xor "),
    (r"^aes64ks2\s", "xor "),
    (r"^aes64ks1i\s+(\w+),\s*(\w+),\s*(\w+)", r"xori \1,\2,\3"),
    (r"^aes64im\s+(\w+),\s*(\w+)", r"mv \1,\2"),
    (r"^clmulh?\s", "mul "),
    (r"^clmulr\s", "mul "),
    (r"^(rev8|brev8|zip|unzip)\s+(\w+),\s*(\w+)", r"mv \2,\3"),
    (r"^(pack|packh|packw|andn|orn|xnor|ror|rol|rorw|rolw)\s", "xor "),
    (r"^(rori|roriw)\s", "srli "),
]

TARGETS = {
    "riscv64": {
        "objdump": "riscv64-linux-gnu-objdump",
        "mca": ["-mtriple=riscv64-linux-gnu", "-mcpu=sifive-u74"],
        "model": "SiFive U74 (`-mcpu=sifive-u74`)",
        # (kernel, mode, [(object, symbol, pattern, count, bytes)...], proxy)
        "loops": [
            # One block per iteration; the loops of the three key sizes
            # differ only in length: the shortest is AES-128's.
            ("rv64", "ecb", [("aes-rv64", "aesalt_aes_ecb_enc_rv64", r"^lw\s", "min", 16)],
             None),
            ("zkn", "ecb", [("aes-zkn", "aesalt_aes_ecb_enc_zkn", r"^aes64es", 40, 32)],
             ZKN_PROXY),
            ("zkn", "ctr", [("aes-zkn", "aesalt_aes_ctr32_zkn", r"^aes64es", 40, 32)],
             ZKN_PROXY),
            ("zkn", "gcm-enc", [("aes-zkn", "aesalt_aes_ctr32_zkn", r"^aes64es", 40, 32),
                                ("ghash-zkn", "aesalt_ghash_zkn", r"^clmul", 28, 64)],
             ZKN_PROXY),
        ],
    },
    "ppc64le": {
        "objdump": "powerpc64le-linux-gnu-objdump",
        "mca": ["-mtriple=powerpc64le-linux-gnu", "-mcpu=pwr9"],
        "model": "POWER9 (`-mcpu=pwr9`)",
        # LLVM's assembler takes POWER registers as numbers, objdump names them.
        "rewrite": [(r"\b(?:vs|v|r|f)(\d+)\b", r"\1")],
        # Published measurements of other code on real POWER cores (issue 13
        # quotes them): OpenSSL's aesp8-ppc.pl file header (POWER8), and
        # libgcrypt's 2023 commit messages (POWER9).
        "published": {
            "ecb": "libgcrypt 0.70 (POWER9)",
            "cbc-dec": "OpenSSL aesp8 0.72 (POWER8)",
            "ctr": "OpenSSL aesp8 0.74 (POWER8); libgcrypt 0.75 (POWER9)",
            "xts": "OpenSSL aesp8 1.1 (POWER8)",
            "gcm-enc": "libgcrypt 1.27 (POWER9)",
        },
        "loops": [
            ("p8", "ecb", [("aes-p8", "aesalt_aes_ecb_enc_p8", r"^vcipher", 80, 128)], None),
            ("p8", "cbc-dec", [("aes-p8", "aesalt_aes_cbc_dec_p8", r"^vncipher", 80, 128)],
             None),
            ("p8", "ctr", [("aes-p8", "aesalt_aes_ctr32_p8", r"^vcipher", 80, 128)], None),
            ("p8", "xts", [("aes-p8", "aesalt_aes_xts_enc_p8", r"^vcipher", 80, 128)], None),
            ("p8", "gcm-enc", [("aes-p8", "aesalt_aes_ctr32_p8", r"^vcipher", 80, 128),
                               ("ghash-p8", "aesalt_ghash_p8", r"^vpmsumd", None, 128)],
             None),
            # The eight-block loop (64 vcipher, 256 bytes).
            ("p8", "aegis128l", [("aegis-p8", "aesalt_aegis128l_enc_p8", r"^vcipher", 64,
                                  256)], None),
        ],
    },
}
# Big-endian ELFv1: the same loops and model (no byte-order permutes).
TARGETS["ppc64"] = dict(TARGETS["ppc64le"], objdump="powerpc64-linux-gnu-objdump",
                        mca=["-mtriple=powerpc64-linux-gnu", "-mcpu=pwr9"])

REWRITE = []  # the target's operand rewrites (main)
LINE = re.compile(r"^\s*([0-9a-f]+):\s+(\S.*)$")
BRANCH_TARGET = re.compile(r"([,\s])([0-9a-f]+) <[^>]*>\s*$")


def fail(msg):
    sys.stderr.write("mca.py: %s\n" % msg)
    sys.exit(1)


def find_object(dirs, name):
    for d in dirs:
        hits = glob.glob(os.path.join(d, "CMakeFiles", "aesalt_objects.dir", "asm", "*",
                                      name + ".S.o"))
        if hits:
            return hits[0]
    fail("no %s.S.o in %s" % (name, " ".join(dirs)))


def function_insns(objdump, obj, symbol):
    """[(address, text)] of the function, in order."""
    syms = subprocess.run([objdump, "-t", obj], check=True, capture_output=True,
                          text=True).stdout
    table = [l.split() for l in syms.splitlines() if " .text" in l and " g " in l]
    addrs = sorted(int(f[0], 16) for f in table)
    start = [int(f[0], 16) for f in table if f[-1] == symbol]
    if not start:
        # ELFv1 (big-endian ppc64): the symbol names a descriptor in .opd;
        # objdump -d names the code by its synthetic dot-symbol.
        heads = [(int(m.group(1), 16), m.group(2)) for m in re.finditer(
            r"^([0-9a-f]+) <([^>]*)>:$", subprocess.run(
                [objdump, "-d", obj], check=True, capture_output=True, text=True).stdout,
            re.M)]
        addrs = sorted(a for a, _ in heads)
        start = [a for a, n in heads if n == "." + symbol]
    if not start:
        fail("%s: no symbol %s" % (obj, symbol))
    start = start[0]
    stop = min([a for a in addrs if a > start] or [start + 0x100000])
    out = subprocess.run([objdump, "-d", "--no-show-raw-insn", "--start-address=%#x" % start,
                          "--stop-address=%#x" % stop, obj], check=True,
                         capture_output=True, text=True).stdout
    insns = []
    for l in out.splitlines():
        m = LINE.match(l)
        if m:
            insns.append((int(m.group(1), 16), re.sub(r"\s+", " ", m.group(2).strip())))
    return insns


def loops(insns):
    """[(first index, last index)] of backward-branch loops, in order."""
    index = {a: i for i, (a, _) in enumerate(insns)}
    found = []
    for i, (a, text) in enumerate(insns):
        m = BRANCH_TARGET.search(text)
        if m and int(m.group(2), 16) < a and int(m.group(2), 16) in index:
            found.append((index[int(m.group(2), 16)], i))
    return found


def pick_loop(insns, symbol, pattern, count, nbytes):
    """The first loop with count matches of pattern (count None: any number
    but 0; "min": the one with the fewest) that advances a pointer by
    nbytes."""
    step = re.compile(r"^(c\.)?addi?\s+\w+,\s*\w+,\s*(%d|%#x)$" % (nbytes, nbytes))
    found = []
    for lo, hi in loops(insns):
        body = [t for _, t in insns[lo:hi + 1]]
        n = sum(1 for t in body if re.match(pattern, t))
        if n == 0 or count not in (None, "min", n) or not any(step.match(t) for t in body):
            continue
        found.append((n, body))
        if count != "min":
            break
    if not found:
        fail("%s: no loop with %s %s times and a step of %d" % (symbol, pattern, count, nbytes))
    return min(found, key=lambda f: f[0])[1]


def mca_source(body, proxy):
    lines = ["mca_loop:"]
    for t in body:
        t = BRANCH_TARGET.sub(r"\1mca_loop", t)
        op, _, args = t.partition(" ")
        for pat, rep in REWRITE:
            args = re.sub(pat, rep, args)
        t = (op + " " + args).strip()
        for pat, rep in proxy or []:
            t = re.sub(pat, rep, t)
        lines.append("\t" + t)
    return "\n".join(lines) + "\n"


def run_mca(mca, args, src):
    r = subprocess.run([mca] + args + ["-iterations=200", "-"], input=src,
                       capture_output=True, text=True)
    if r.returncode != 0:
        fail("llvm-mca: %s\n%s" % (r.stderr.strip(), src))
    it = int(re.search(r"^Iterations:\s+(\d+)", r.stdout, re.M).group(1))
    cyc = int(re.search(r"^Total Cycles:\s+(\d+)", r.stdout, re.M).group(1))
    n = int(re.search(r"^Instructions:\s+(\d+)", r.stdout, re.M).group(1))
    return cyc / it, n / it


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--has":
        sys.exit(0 if sys.argv[2] in TARGETS else 1)
    if len(sys.argv) < 3 or sys.argv[1] not in TARGETS:
        fail("usage: mca.py %s BUILD-DIR..." % "|".join(TARGETS))
    t = TARGETS[sys.argv[1]]
    REWRITE[:] = t.get("rewrite", [])
    dirs = sys.argv[2:]
    mca = os.environ.get("LLVM_MCA", "llvm-mca-19")
    ver = subprocess.run([mca, "--version"], capture_output=True, text=True).stdout
    ver = re.search(r"LLVM version (\S+)", ver)
    rows = []
    for kernel, mode, parts, proxy in t["loops"]:
        cpb = ipb = 0.0
        what = []
        for obj, symbol, pattern, count, nbytes in parts:
            insns = function_insns(t["objdump"], find_object(dirs, obj), symbol)
            body = pick_loop(insns, symbol, pattern, count, nbytes)
            cyc, n = run_mca(mca, t["mca"], mca_source(body, proxy))
            cpb += cyc / nbytes
            ipb += n / nbytes
            what.append("%s (%d insns, %d B)" % (symbol, len(body), nbytes))
        rows.append((kernel, mode, cpb, ipb, " + ".join(what)))
    print("### llvm-mca estimates (not measurements)\n")
    print("Estimated cycles per byte of each kernel's steady-state loop (AES-128) on the "
          "%s scheduling model of LLVM %s's llvm-mca (`bench/mca.py`, run by `ci/bench`): "
          "the loop as the build assembled it, %s.  No cache, no branch misprediction, no "
          "call overhead or tail: a bound on what the loop could reach on that core, to "
          "be checked on a real board." % (t["model"], ver.group(1) if ver else "?",
                                          "200 iterations"))
    if any(p for _, _, _, p in t["loops"]):
        print("\nzkn: a SiFive U74 has no scalar crypto and LLVM's model prices none; each "
              "Zkne/Zknd/Zbkb/Zbc instruction is priced as one base instruction of the same "
              "operands (aes64* and the bit-manipulation ones as an ALU op, clmul/clmulh as "
              "a multiply): a hypothetical U74 with single-cycle AES steps.")
    print("\nThe loop's instructions per byte, beside the counted ones in the tables above, "
          "show that the loop estimated is the loop the benchmark runs.")
    pub = t.get("published", {})
    if pub:
        print("\nPublished: cycles per byte other code measured on real cores, as their "
              "authors published them (the sources quoted in issue 13), for scale.")
    print("\n| kernel | mode | est. cycles/B | loop insns/B | loop(s) |%s" %
          (" published c/B |" if pub else ""))
    print("|---|---|---:|---:|---|%s" % ("---|" if pub else ""))
    for kernel, mode, cpb, ipb, what in rows:
        print("| %s | %s | %.2f | %.2f | %s |%s" % (kernel, mode, cpb, ipb, what,
                                                   " %s |" % pub.get(mode, "-") if pub else ""))
    print()


if __name__ == "__main__":
    main()
