#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""One-off migration: the sidecar (NAME.json) of a results md written before
its generator wrote one, recovered from the md itself.

report.py, cm4report.py and host_matrix.py now write NAME.json beside
NAME.csv in the same run, and bench/check_results.py needs it to regenerate
NAME.md.  For an md made by an older generator (the runs gone), this reads
back what the sidecar holds (the notes, each model's QEMU_CPU, the appended
llvm-mca section; the Cortex-M4 key set-ups; the host's run conditions,
row order and AEGIS/GCM ratios) and writes bench/results/NAME.json.  Then
run the generator's --from-csv mode and review the md's diff.  Not needed
once every results file comes from a ci/bench run with the current
generators.

    bench/sidecar_from_md.py NAME...     (e.g. aarch64 cortex-m4 x86_64-host)
"""
import csv
import json
import os
import re
import sys

RESULTS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "results")


def write(name, side):
    with open(os.path.join(RESULTS, name + ".json"), "w", encoding="utf-8") as f:
        json.dump(side, f, indent=1, sort_keys=True, ensure_ascii=False)
        f.write("\n")


def report(t, md):
    lines = md.split("\n")
    cpu = re.search(r"-cpu (\S+)\)$", lines[0]).group(1)
    with open(os.path.join(RESULTS, t + ".csv"), newline="") as f:
        rows = list(csv.DictReader(f))
    runs, notes, see = [[rows[0]["cpu"], cpu]], [], ""
    i = 4
    while lines[i].startswith("- "):
        m = re.match(r"- Columns labelled \((.*?)\) were measured under QEMU_CPU=(\S+), "
                     r"the others", lines[i])
        if m:
            runs.append([m.group(1), m.group(2)])
        else:
            notes.append(lines[i][2:])
        i += 1
    k = md.find("\n### llvm-mca")
    for line in lines:
        if line.startswith("Notes on the kernels") or line.startswith("The hand-measured kernel"):
            see = line
    write(t, {"generator": "bench/qemu-plugin/report.py", "target": t, "runs": runs,
              "notes": notes, "append": md[k + 1:] if k >= 0 else "", "see": see,
              "cycles": "bench/qemu-plugin/m68030-timing.txt"
              if "est_cached_clocks_per_byte" in rows[0] else None})


def cortex_m4(md):
    lines = md.split("\n")
    i = lines.index("## AES-128, 4 KiB: estimated cycles per byte (ESTIMATE)")
    j = i - 1
    while j > 0 and (lines[j].startswith("- ") or lines[j] == ""):
        j -= 1
    notes = [line[2:] for line in lines[j + 1:i] if line.startswith("- ")]
    cols = [(d, kb) for d in ("enc", "dec") for kb in (128, 192, 256)]
    keyexp, on = [], False
    for line in lines:
        if line.startswith("## Key expansion"):
            on = True
        elif line.startswith("## "):
            on = False
        m = re.match(r"\| `([^`]+)` \| (.*) \|$", line) if on else None
        if m:
            for (d, kb), c in zip(cols, m.group(2).split(" | ")):
                if c != "-":
                    cyc, ins = re.match(r"(\d+) \((\d+)\)", c).groups()
                    keyexp.append([m.group(1), "setkey-" + d, kb, int(cyc), int(ins)])
    write("cortex-m4", {"generator": "bench/qemu-plugin/cm4report.py", "target": "cortex-m4",
                        "notes": notes, "keyexp": keyexp})


def host(name, md):
    lines = md.split("\n")
    m = re.search(r"(\d+) runs of `aesalt-insn-bench-host --tsc (\d+) --sizes ([\d,]+)`, "
                  r"(\d+) s in all\. Load average \(1, 5, 15 min\) before each run and after "
                  r"the last: (.*)\.$", lines[2])
    c = re.match(r"- \*\*CPU\*\*: (.*) \(`/proc/cpuinfo`; flags: (.*)\), (\d+) online CPUs",
                 [line for line in lines if line.startswith("- **CPU**")][0])
    ov = re.search(r"lfence\+rdtsc, (.*?) ticks\)", md).group(1)
    k = [n for n, line in enumerate(lines) if line.startswith("- **Messages**")][0] + 1
    notes = []
    while lines[k].startswith("- "):
        notes.append(lines[k][2:])
        k += 1
    impls, modes, aegis, every = [], [], {}, False
    for line in lines:
        every = every or line.startswith("## Every cell")
        mm = re.match(r"### (\S+), ", line)
        if mm and mm.group(1) not in modes:
            modes.append(mm.group(1))
        mm = re.match(r"\| (\S+) \| [\d–]", line)
        if every and mm and mm.group(1) != "impl" and mm.group(1) not in impls:
            impls.append(mm.group(1))
        mm = re.match(r"- (\S+): AEGIS-128L [\d.]+, GCM [\d.]+ c/B: \S+ \(([\d.]+)×, "
                      r"([\d.]+)–([\d.]+)\)", line)
        if mm:
            aegis[mm.group(1)] = [float(x) for x in mm.group(2, 3, 4)]
    write(name, {"generator": "bench/host_matrix.py", "runs": int(m.group(1)),
                 "calls": int(m.group(2)), "sizes": [int(x) for x in m.group(3).split(",")],
                 "wall_s": int(m.group(4)), "loads": m.group(5).split("; "),
                 "cpu_model": c.group(1), "cpu_flags": c.group(2), "cpus": int(c.group(3)),
                 "tsc_ghz": float(re.search(r"constant ([\d.]+) GHz", md).group(1)),
                 "tsc_overhead": ov.split("/") if ov != "?" else [], "notes": notes,
                 "impls": impls, "modes": modes, "aegis_over_gcm": aegis})


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    for name in sys.argv[1:]:
        with open(os.path.join(RESULTS, name + ".md"), encoding="utf-8") as f:
            md = f.read()
        if name == "cortex-m4":
            cortex_m4(md)
        elif md.startswith("# x86_64 host"):
            host(name, md)
        else:
            report(name, md)


if __name__ == "__main__":
    main()
