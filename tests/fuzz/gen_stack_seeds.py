#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Seed corpus of the TLS-stack harnesses (fuzz_mbedtls.c, fuzz_wolfssl.c).

  gen_stack_seeds.py OUTDIR NMODES [ONE_WAY_MODES]

One seed per mode x direction x key size: the first fields of the
harnesses' input (mode, direction, key-length selector); the readers of
tests/fuzz/fuzz.h fill every later field from the PRNG seeded by the input,
so libFuzzer starts from every mode and key size at once.  ONE_WAY_MODES
(comma-separated mode numbers) are the modes whose harness reads no
direction byte (AEADs, CMAC): one seed per key size for those, with the
key-length selector right after the mode, else the direction byte would be
taken for the key's and the 32-byte key never seeded."""
import os
import sys

out, nmodes = sys.argv[1], int(sys.argv[2])
one_way = {int(m) for m in sys.argv[3].split(",")} if len(sys.argv) > 3 else set()
os.makedirs(out, exist_ok=True)
for mode in range(nmodes):
    for key in range(3):
        if mode in one_way:
            with open(os.path.join(out, "seed-%d-%d" % (mode, key)), "wb") as f:
                f.write(bytes([mode, key]))
            continue
        for direction in range(2):
            with open(os.path.join(out, "seed-%d-%d-%d" % (mode, direction, key)), "wb") as f:
                f.write(bytes([mode, direction, key, key]))
