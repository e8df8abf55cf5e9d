#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""The fuzz seed corpus, from the vector files of tests/vectors/.

    gen_seeds.py VECTOR_DIR OUT_DIR
    gen_seeds.py --dict > lengths.dict   (the committed dictionary)

Writes OUT_DIR/<harness>/<file>-<n>, one input per vector, in the input
format of each harness (tests/fuzz/fuzz.h and the harness's header): the
same key, IV/nonce, AAD, message and tag length as the vector, no streaming
pieces, the forgery flipping bit 0 of the first ciphertext byte.  Run at
build time (tests/fuzz/CMakeLists.txt); nothing binary is committed.
"""
import os
import sys

KEYSEL = {16: 0, 24: 1, 32: 2}
MODES = {"aes_ecb": 0, "aes_cbc": 1, "aes_cfb128": 2, "aes_cfb8": 3, "aes_ofb": 4,
         "aes_ctr": 5, "aes_xts": 6}
AEGIS = {"aegis128": 0, "aegis128l": 1, "aegis256": 2}


def vectors(path):
    """The key = hex records of a vector file, as dicts of bytes."""
    rec = {}
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line.startswith("#"):
                continue
            if not line:
                if rec:
                    yield rec
                rec = {}
                continue
            name, _, value = line.partition("=")
            try:
                rec[name.strip()] = bytes.fromhex(value.strip())
            except ValueError:  # result = fail, counts
                rec[name.strip()] = value.strip()
    if rec:
        yield rec


def length(n):
    """A length field (fz_len): the two top bits choose the range."""
    if n < 64:
        v = n
    elif n < 1024:
        v = 0x4000 | n
    elif n < 16384:
        v = 0x8000 | n
    else:
        v = 0xC000 | (n >> 2)  # the low two bits come from the PRNG
    return v.to_bytes(2, "big")


def keysel(key):
    if len(key) in KEYSEL:
        return bytes([KEYSEL[len(key)]])
    return bytes([0xF0, len(key) & 63])


def pad(b, n):
    return b[:n] + bytes(max(0, n - len(b)))


FLIP = bytes([0, 0, 0, 0])  # where: ciphertext, position 0, bit 0


def seed(harness, base, v):
    pt = v.get("pt", v.get("msg", b""))
    if harness == "modes":
        mode = MODES[base]
        key = v["key"]
        sel = keysel(key[: len(key) // 2] if base == "aes_xts" else key)
        iv = v.get("iv", v.get("tweak", bytes(16)))
        return (bytes([mode, 1]) + sel + pad(key, 64) + pad(iv, 16) + length(len(pt)) + pt
                + bytes([0, 0]))
    if harness in ("gcm", "ccm"):
        nonce = v["iv"] if harness == "gcm" else v["nonce"]
        aad = v.get("aad", b"")
        return (keysel(v["key"]) + pad(v["key"], 32) + bytes([len(nonce)]) + nonce
                + length(len(aad)) + aad + length(len(pt)) + pt + bytes([len(v["tag"])])
                + (bytes([0, 0]) if harness == "gcm" else b"") + FLIP)
    if harness == "cmac":
        return keysel(v["key"]) + pad(v["key"], 32) + length(len(pt)) + pt + bytes([0])
    if harness == "aegis":
        aad = v.get("aad", b"")
        return (bytes([AEGIS[base]]) + pad(v["key"], 32) + pad(v["nonce"], 32)
                + length(len(aad)) + aad + length(len(pt)) + pt + bytes([len(v["tag"])]) + FLIP)
    raise ValueError(harness)


def harness_of(base):
    if base in MODES:
        return "modes"
    if base in AEGIS:
        return "aegis"
    return {"gcm": "gcm", "ccm": "ccm", "cmac": "cmac"}.get(base)


DICT_LENGTHS = [0, 1, 15, 16, 17, 31, 32, 33, 47, 48, 63, 64, 112, 127, 128, 129, 143, 255, 256,
                257, 511, 512, 1023, 4080, 4095, 4096, 4097, 4111, 4112, 4127, 4128, 8191,
                8192, 8208, 16383, 16384, 32768, 65532]


def write_dict():
    print("# SPDX-License-Identifier: Apache-2.0")
    print("# libFuzzer dictionary of the harnesses' 16-bit length fields (tests/fuzz/fuzz.h:")
    print("# the two top bits choose the range): block edges, the 8- and 16-block")
    print("# widths of the wide kernels, the 4 KiB chunks of core/, the 64 KiB end.")
    print("# Written by tests/fuzz/gen_seeds.py --dict.")
    for n in DICT_LENGTHS:
        print('len_%d="%s"' % (n, "".join("\\x%02x" % b for b in length(n))))


def main():
    if sys.argv[1:] == ["--dict"]:
        write_dict()
        return
    vec_dir, out_dir = sys.argv[1], sys.argv[2]
    counts = {}
    for name in sorted(os.listdir(vec_dir)):
        base, ext = os.path.splitext(name)
        harness = harness_of(base)
        if ext != ".txt" or harness is None:
            continue
        os.makedirs(os.path.join(out_dir, harness), exist_ok=True)
        for i, v in enumerate(vectors(os.path.join(vec_dir, name))):
            if harness in ("gcm", "ccm", "aegis") and "tag" not in v:
                continue
            if any(isinstance(x, str) for x in v.values()):
                continue  # expected failures and repeat counts: not a seed
            with open(os.path.join(out_dir, harness, "%s-%03d" % (base, i)), "wb") as f:
                f.write(seed(harness, base, v))
            counts[harness] = counts.get(harness, 0) + 1
    for h in ("modes", "gcm", "ccm", "cmac", "aegis"):
        os.makedirs(os.path.join(out_dir, h), exist_ok=True)
    print("gen_seeds: " + ", ".join("%s %d" % kv for kv in sorted(counts.items())))


if __name__ == "__main__":
    main()
