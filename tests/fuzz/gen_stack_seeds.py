#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Seed corpus of the TLS-stack harnesses (fuzz_mbedtls.c, fuzz_wolfssl.c).

  gen_stack_seeds.py OUTDIR NMODES

One seed per mode x direction x key size: the first three fields of the
harnesses' input (mode, direction, key-length selector); the readers of
tests/fuzz/fuzz.h fill every later field from the PRNG seeded by the input,
so libFuzzer starts from every mode and key size at once."""
import os
import sys

out, nmodes = sys.argv[1], int(sys.argv[2])
os.makedirs(out, exist_ok=True)
for mode in range(nmodes):
    for direction in range(2):
        for key in range(3):
            with open(os.path.join(out, "seed-%d-%d-%d" % (mode, direction, key)), "wb") as f:
                f.write(bytes([mode, direction, key, key]))
