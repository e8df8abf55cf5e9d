#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The table of bench/mbedtls/benchmark.sh: WORK SERIES COLUMN... (reads
WORK/<column>.txt, the outputs of Mbed TLS's benchmark program)."""
import re, sys
work, series, cols = sys.argv[1], sys.argv[2], sys.argv[3:]
rows, data = [], {}
for c in cols:
    with open("%s/%s.txt" % (work, c)) as f:
        for line in f:
            m = re.match(r"^\s+(\S.*?)\s+:\s+(\d+) KiB/s", line)
            if m:
                if m.group(1) not in rows:
                    rows.append(m.group(1))
                data[(m.group(1), c)] = int(m.group(2))
print("Mbed TLS %s programs/test/benchmark, MiB/s (higher is better)" % series)
print("%-26s" % "mode" + "".join("%14s" % c for c in cols))
for r in rows:
    print("%-26s" % r + "".join(
        "%14s" % ("%.1f" % (data[(r, c)] / 1024.0) if (r, c) in data else "-") for c in cols))
