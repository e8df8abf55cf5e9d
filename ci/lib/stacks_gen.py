#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The CTestTestfile generator of ci/test-cross-stacks.sh (stacks_gen): see
the option list above stacks_gen() there."""
import json, os, re, shutil, sys

args = sys.argv[1:]
src, out, kernels, name = args[:4]
kernels = [k for k in kernels.split(";") if k]
opt = {"--keep": None, "--expand": None, "--sample": None, "--lock": None,
       "--filter": None, "--titles": None, "--cost": None, "--stride": "1", "--cpu": "", "--path": ""}
renames = []
i = 4
while i < len(args):
    if args[i] == "--rename":
        renames.append(args[i + 1].split("=", 1))
    else:
        opt[args[i]] = args[i + 1]
    i += 2
stride = max(1, int(opt["--stride"]))

def match(key, n):
    return opt[key] is not None and re.search(opt[key], n) is not None

def bracket(s):
    eq = "="
    while ("]" + eq + "]") in s:
        eq += "="
    return "[" + eq + "[" + s + "]" + eq + "]"

def title(r):
    return r.split("\n", 1)[0]

def write(dest, kept):
    os.makedirs(os.path.dirname(dest), exist_ok=True)
    with open(dest, "w") as f:
        f.write("\n\n".join(kept) + "\n\n")

def cases(datax):
    with open(datax) as f:
        return [r for r in f.read().split("\n\n") if r.strip()]

def select(datax, dest):
    """Writes the cases of datax whose title matches --titles."""
    records = cases(datax)
    kept = [r for r in records if re.search(opt["--titles"], title(r))]
    write(dest, kept)
    return len(kept), len(records)

def sample(datax, kernel, dest):
    """Writes the part of datax that kernel number `kernel` runs: every case
    that has no numbered siblings, and every share-th of the others."""
    records = cases(datax)
    key = [re.sub(r"\s*#\d+(\s*\[#\d+\])?\s*$", "", title(r)) for r in records]
    share = 1 if stride == 1 else max(stride, len(kernels))
    kept, c = [], 0
    for j, r in enumerate(records):
        alone = (j == 0 or key[j - 1] != key[j]) and (j + 1 == len(records) or key[j + 1] != key[j])
        if alone:
            kept.append(r)
            continue
        if c % share == kernel % share:
            kept.append(r)
        c += 1
    write(dest, kept)
    return len(kept), len(records)

tests = json.load(open(src))["tests"]
lines, notes = [], []
for t in tests:
    n = t["name"]
    for a, b in renames:
        if n.startswith(a):
            n = b + n[len(a):]
            break
    if opt["--keep"] is not None and not match("--keep", t["name"]):
        continue
    props = {p["name"]: p["value"] for p in t.get("properties", [])}
    env = list(props.get("ENVIRONMENT", []))
    variants = [(n, env, None)]
    if match("--expand", t["name"]):
        variants = []
        for k in kernels:
            nn = f"{name}/{k}/{n[len(name) + 1:]}" if n.startswith(name + "/") else f"{n}/{k}"
            variants.append((nn, env + [f"AESALT_KERNEL={k}"], k))
    for nn, e, k in variants:
        if k is None:
            k = next((v.split("=", 1)[1] for v in e if v.startswith("AESALT_KERNEL=")), None)
        cmd = list(t["command"])
        # CTest resolves the emulator to a full path at configure time
        # (/usr/bin/qemu-riscv64, Debian's 7.2); a model that needs
        # another QEMU (10, through --path) must find its own.
        for j, a in enumerate(cmd):
            if os.path.isabs(a) and os.path.basename(a).startswith("qemu-") and opt["--path"]:
                cmd[j] = shutil.which(os.path.basename(a), path=opt["--path"]) or a
        idx = [j for j, a in enumerate(cmd) if a.endswith(".datax")]
        if idx and match("--sample", t["name"]) and k in kernels:
            base = os.path.basename(cmd[idx[-1]])
            dest = os.path.join(os.path.dirname(out), "sample", name, k, base)
            got, total = sample(cmd[idx[-1]], kernels.index(k), dest)
            cmd[idx[-1]] = dest
            notes.append((k, "NIST GCM", got, total))
        elif idx and match("--filter", t["name"]):
            base = os.path.basename(cmd[idx[-1]])
            dest = os.path.join(os.path.dirname(out), "select", name, base)
            got, total = select(cmd[idx[-1]], dest)
            cmd[idx[-1]] = dest
            notes.append((k, base[len("test_suite_"):-len(".datax")], got, total))
        e = [v for v in e if not v.startswith(("QEMU_CPU=", "PATH="))]
        e += [f"QEMU_CPU={opt['--cpu']}", f"PATH={opt['--path']}"]
        lines.append("add_test(" + " ".join(bracket(a) for a in [nn] + cmd) + ")")
        p = dict(props)
        p["ENVIRONMENT"] = e
        if match("--cost", t["name"]):
            p["COST"] = "10"
        if match("--lock", t["name"]) and "WORKING_DIRECTORY" in p:
            p["RESOURCE_LOCK"] = [p["WORKING_DIRECTORY"]]
        for f in ("FIXTURES_SETUP", "FIXTURES_REQUIRED", "FIXTURES_CLEANUP"):
            if f in p:  # fixtures of one build only
                p[f] = [v + "@" + name for v in p[f]]
        vals = []
        for pn, pv in sorted(p.items()):
            if isinstance(pv, list):
                pv = ";".join(str(v).replace(";", "\\;") for v in pv)
            vals.append(pn + " " + bracket(str(pv)))
        lines.append(f"set_tests_properties({bracket(nn)} PROPERTIES " + " ".join(vals) + ")")
with open(out, "w") as f:
    f.write("\n".join(lines) + "\n")
sums = {}
for k, what, got, total in notes:
    g, n = sums.get((k, what), (0, 0))
    sums[(k, what)] = (g + got, n + total)
for k in kernels:
    parts = [f"{w} {g} of {n} cases" for (kk, w), (g, n) in sums.items() if kk == k]
    if parts:
        print(f"   {name} {k}: " + ", ".join(parts))
print(f"   {sum(1 for l in lines if l.startswith('add_test'))} tests")
