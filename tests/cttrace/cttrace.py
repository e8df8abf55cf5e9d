#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Constant-time trace proofs of every kernel of one build (CTest cttrace.*).

Builds the ct_trace plugin (host compiler, QEMU 7.2's plugin header from
third_party/qemu-7.2, the API of Debian 12's qemu-user), asks the driver
(ct_driver.c) for the build's kernel table and each kernel's
aesalt_kernel_constant_time(), then runs the driver under qemu-user with the
plugin, once per CPU model, on every kernel not traced yet that the model
runs (those its probes find usable, and those the model entry forces: a
model with extensions the build's probes cannot see).  Per kernel and slot
the traces of the secret sets (hash of executed instruction addresses and of
memory access addresses, sizes and directions) must be

  identical  for a kernel that claims constant time;
  different  for `table`, the control that shows the check sees a leak
             (every slot that does a secret-indexed lookup: all but its
             GHASH set-up, which must then be identical);
and the other kernels that do not claim it (T-table kernels) are reported.
A kernel that claims constant time and that no model ran fails the test.

  cttrace.py --driver PROG --emulator "qemu-aarch64 -L /usr/..." \\
      --model max [--model 'rv64,zk=true|zkn' ...] [--full] [--matrix FILE]
      [--plugin-api 10.0 --only zvkned,table]

A model entry is QEMU_CPU, optionally followed by |KERNEL... to force.
--untraced KERNEL:REASON (asm/<arch>/kernels.cmake, AESALT_CTTRACE_UNTRACED)
names a constant-time kernel that no QEMU able to load plugins can run; it
is reported with its reason instead of failing.  --untraced
KERNEL/SLOT,SLOT:REASON leaves out only those slots (names without the key
size; the driver's --skip): the kernel's other slots are traced.  Each kernel runs in a
driver process of its own (one that traps fails alone).
AESALT_FULL=1 in the environment is --full: 8 secret sets, longer messages,
every model runs every kernel it can.
"""
import argparse
import os
import shlex
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CONTROL = "table"
# The control's slots without a secret-indexed lookup, which must therefore
# trace alike: its GHASH table is built with masks (core/ghash_table.c).
CONTROL_SAME = {"ghash_setkey"}


def build_plugin(work, api):
    """api: "7.2" (Debian 12's qemu-user) or "10.0" (ci/build-qemu-plugins'
    QEMU; its header needs glib's)."""
    hdr = os.path.join(ROOT, "third_party", "qemu-" + api, "include", "qemu")
    so = os.path.join(work, "ct_trace.so")
    cc = os.environ.get("HOSTCC", "cc")
    extra = []
    if api != "7.2":
        g = subprocess.run(["pkg-config", "--cflags", "glib-2.0"], capture_output=True,
                           text=True)
        extra = shlex.split(g.stdout)
    cmd = [cc, "-O2", "-fPIC", "-shared", "-Wall", "-Wextra", "-Werror",
           "-I" + hdr] + extra + ["-o", so, os.path.join(HERE, "ct_trace.c")]
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        sys.stdout.write(r.stdout + r.stderr)
        sys.exit("cttrace: cannot build the plugin (needs %s/qemu-plugin.h: "
                 "ci/fetch-sources)" % hdr)
    return so


def run_driver(emu, cpu, plugin, log, args):
    """plugin: None or (path, begin address, end address)."""
    cmd = list(emu) + ["-cpu", cpu]
    if plugin:
        cmd += ["-plugin", "%s,begin=%s,end=%s" % plugin, "-d", "plugin", "-D", log]
    return subprocess.run(cmd + args, capture_output=True, text=True)


def trace_kernel(emu, cpu, plugin, work, driver, k, sets, full, ct, verdicts, where,
                 skip=None):
    """Runs one kernel's slots (but those in skip) under one model; returns
    the failures."""
    failed = 0
    log = os.path.join(work, "%s.log" % k)
    args = [driver, "--sets", str(sets)] + (["--full"] if full else [])
    args += (["--skip", ",".join(skip)] if skip else []) + [k]
    r = run_driver(emu, cpu, plugin, log, args)
    labels = [l.split()[1:] for l in r.stdout.splitlines() if l.startswith("region ")]
    hashes = []
    if os.path.exists(log):
        with open(log) as fh:
            hashes = [l.split(" insns ", 1)[1].strip() for l in fh
                      if l.startswith("ct_trace: region ")]
    if r.returncode != 0 or len(labels) != len(hashes) or not labels:
        print("cttrace: FAIL: %s under %s: driver exit %d, %d regions announced, %d "
              "measured" % (k, cpu, r.returncode, len(labels), len(hashes)))
        sys.stdout.write(r.stdout[-1000:] + r.stderr[-1000:])
        return 1
    runs = {}
    for (_, slot), hsh in zip(labels, hashes):
        runs.setdefault(slot, []).append(hsh)
    where.setdefault(k, []).append(cpu)
    out = verdicts.setdefault(k, [])
    for slot, hs in runs.items():
        same = len(set(hs)) == 1
        out.append((slot, same))
        if ct and not same:
            failed += 1
            print("cttrace: FAIL: %s %s under %s: the traces depend on the secrets:"
                  % (k, slot, cpu))
            for i, hsh in enumerate(hs):
                print("    set %d: insns %s" % (i, hsh))
        elif k == CONTROL and same != (slot in CONTROL_SAME):
            failed += 1
            print("cttrace: FAIL: control %s %s under %s: traces %s, expected %s"
                  % (k, slot, cpu, "identical" if same else "different",
                     "different (the check would miss a leak)" if same else "identical"))
    return failed


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--driver", required=True)
    ap.add_argument("--emulator", required=True)
    ap.add_argument("--model", action="append", required=True)
    ap.add_argument("--untraced", action="append", default=[],
                    help="KERNEL:REASON, a constant-time kernel no QEMU with "
                    "plugins can run (reported, not failed)")
    ap.add_argument("--plugin-api", default="7.2", choices=["7.2", "10.0"],
                    help="the QEMU whose plugin header builds ct_trace")
    ap.add_argument("--only", help="KERNEL,...: trace only these (the others are "
                    "another test's); a constant-time one no model runs fails")
    ap.add_argument("--full", action="store_true")
    ap.add_argument("--matrix", help="write the kernel x slot table (Markdown)")
    a = ap.parse_args()
    full = a.full or os.environ.get("AESALT_FULL") == "1"
    emu = shlex.split(a.emulator)
    work = tempfile.mkdtemp(prefix="cttrace.")
    plugin = build_plugin(work, a.plugin_api)

    models = []
    for m in a.model:
        parts = m.split("|")
        models.append((parts[0], set(p for p in parts[1:] if p)))

    r = run_driver(emu, models[0][0], None, None, [a.driver, "--list"])
    kernels = []  # (name, claims constant time)
    for line in r.stdout.splitlines():
        f = line.split()
        if len(f) == 4 and f[0] == "kernel":
            kernels.append((f[1], f[2] == "ct=1"))
    if a.only:
        only = a.only.split(",")
        kernels = [(k, ct) for k, ct in kernels if k in only]
        if len(kernels) != len(only):
            sys.exit("cttrace: --only %s: the build has %s" % (a.only, kernels))
    if r.returncode != 0 or not kernels:
        sys.exit("cttrace: the driver listed no kernels:\n" + r.stdout + r.stderr)
    claims = dict(kernels)
    marks = [l.split()[1:] for l in r.stdout.splitlines() if l.startswith("markers ")]
    if len(marks) != 1 or len(marks[0]) != 2:
        sys.exit("cttrace: the driver printed no marker addresses:\n" + r.stdout)
    plugin = (plugin, marks[0][0], marks[0][1])

    untraced = {}  # kernel -> reason (whole kernel)
    skips = {}  # kernel -> ([slot...], reason)
    for u in a.untraced:
        what, reason = u.split(":", 1)
        if "/" in what:
            k, slots = what.split("/", 1)
            skips[k] = (slots.split(","), reason)
        else:
            untraced[what] = reason

    sets = 8 if full else 3
    verdicts = {}  # kernel -> list of (slot, same)
    where = {}
    failed = 0
    for cpu, force in models:
        lst = run_driver(emu, cpu, None, None, [a.driver, "--list"]).stdout
        usable = set(l.split()[1] for l in lst.splitlines() if l.endswith("usable=1"))
        todo = [k for k, _ in kernels if (k in usable or k in force) and
                (full or k not in verdicts)]
        if not todo:
            continue
        for k in todo:
            failed += trace_kernel(emu, cpu, plugin, work, a.driver, k, sets, full,
                                   claims[k], verdicts, where, skips.get(k, ([],))[0])

    for k, ct in kernels:
        if k not in verdicts:
            if ct and k in untraced:
                print("cttrace: NOTE: %s claims constant time and is NOT trace-checked: %s"
                      % (k, untraced[k]))
            elif ct:
                failed += 1
                print("cttrace: FAIL: %s claims constant time (aesalt_kernel_constant_time) "
                      "but no model of this build ran it: add a model (--model) that does"
                      % k)
            else:
                print("cttrace: %s (not constant time) not run here" % k)
            continue
        v = verdicts[k]
        nsame = sum(1 for _, s in v if s)
        kind = "claims constant time" if ct else (
            "control, must differ" if k == CONTROL else "not constant time")
        print("cttrace: %-8s %-22s under %-40s %2d slots identical, %2d differ" %
              (k, "(" + kind + ")", ",".join(where[k]), nsame, len(v) - nsame))
        if k in skips:
            print("cttrace: NOTE: %s: slots %s NOT trace-checked: %s"
                  % (k, ",".join(skips[k][0]), skips[k][1]))
    if a.matrix:
        write_matrix(a.matrix, kernels, verdicts, where, skips)
    print("cttrace: %s (%d secret sets per slot)" % ("FAILED" if failed else "passed", sets))
    return 1 if failed else 0


def write_matrix(path, kernels, verdicts, where, skips):
    """Slots as rows, kernels as columns; a cell sums the key sizes (and
    models) of that slot: "same", "differs", "-" (the kernel leaves the
    slot to core), AEGIS "(round)" when composed over the kernel's round."""
    done = [(k, ct) for k, ct in kernels if k in verdicts]
    slots = []
    for k, _ in done:
        for s, _ in verdicts[k]:
            base = s.split("/")[0].replace("(round)", "")
            if base not in slots:
                slots.append(base)
    with open(path, "w") as fh:
        fh.write("| slot | " + " | ".join(
            "`%s`%s" % (k, "" if ct else " (not CT)") for k, ct in done) + " |\n")
        fh.write("|---|" + "---|" * len(done) + "\n")
        for base in slots:
            cells = []
            for k, _ in done:
                got = [(same, s.endswith("(round)")) for s, same in verdicts[k]
                       if s.split("/")[0].replace("(round)", "") == base]
                if not got:
                    cells.append("untraced" if base in skips.get(k, ([],))[0] else "–")
                    continue
                c = ("same" if all(g for g, _ in got) else
                     "**differs**" if not any(g for g, _ in got) else
                     "**differs** %d/%d" % (sum(1 for g, _ in got if not g), len(got)))
                cells.append(c + (" (round)" if got[0][1] else ""))
            fh.write("| %s | %s |\n" % (base, " | ".join(cells)))


if __name__ == "__main__":
    sys.exit(main())
