#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0
"""Derives aesalt's dispatch inputs from an unmodified TF-PSA-Crypto 1.0 or
Mbed TLS 3.6 tree.

TF-PSA-Crypto 1.0 (and Mbed TLS 3.6, the same way) dispatches to drivers through code generated from Jinja
templates (scripts/data_files/driver_templates/) and through the driver
context unions of include/psa/crypto_driver_contexts_*.h; both name only
the drivers written into them.  This script reads the tree's own files,
checks that they are byte for byte the ones it was written for (sha256,
TREES below; anything else is an error, never a guess), and writes into
OUT (a build directory, never the tree):

  OUT/templates/   the tree's templates, psa_crypto_driver_wrappers.h.jinja
                   with an aesalt case placed beside each transparent
                   test-driver case of the cipher, AEAD and MAC wrappers
                   (a mechanical copy of that case with the names changed)
  OUT/json/        the tree's driver descriptions plus aesalt's
                   (psa_driver/aesalt_psa_driver.json) in driverlist.json
  OUT/include/psa/crypto_driver_contexts_primitives.h
  OUT/include/psa/crypto_driver_contexts_composites.h
                   the tree's unions with an aesalt member each, and the
                   link-time guard (aesalt names for the functions whose
                   operation types change size)
  OUT/dispatch/psa_crypto.c
                   Mbed TLS 3.6 only: the tree's library/psa_crypto.c, byte
                   for byte, to be compiled in place of the tree's beside
                   the generated psa_crypto_driver_wrappers.h (the tree
                   ships one generated without aesalt beside its own)

The tree's own generator then runs on OUT/templates and OUT/json
(psa_driver/aesalt_tfpsa.cmake).  Exit status 1 with a message on any
mismatch.

Usage: derive.py TREE DRIVER_JSON OUT   (TREE: TF-PSA-Crypto, Mbed TLS 4 or 3.6)
"""
import hashlib
import json
import os
import re
import shutil
import sys

TEMPLATES = "scripts/data_files/driver_templates"
JSONS = "scripts/data_files/driver_jsons"
# Each tree the dispatch was derived for: how to recognise it (a file only
# it has), the file copied beside the generated dispatch header (if any),
# its own guarded names (GUARDED below), and the sha256 of every file read
# or used.  Mbed TLS 3.6 ships its generated psa_crypto_driver_wrappers.h in
# library/ beside psa_crypto.c, where a quoted #include finds it before
# any -I directory; so psa_crypto.c is pinned too and copied, byte for
# byte, beside the generated header in OUT/dispatch/ (README.md).
SAME_IN_BOTH = {  # byte for byte the same file in both releases below
    TEMPLATES + "/OS-template-opaque.jinja":
        "49a5d2f3b1916098f846b5f792fed3a722c91a53c1bcfd9239fec6dad7940618",
    TEMPLATES + "/OS-template-transparent.jinja":
        "f3fe08bc4636da98d68be843ee4394f7522ee0e4269f9dd4c83457e3c831d430",
    JSONS + "/driverlist.json":
        "a2157c832cc16c8be0d90e8f0f33a45b3d636b11dad88eab09880f3a9a3e892d",
}
TREES = {
    "TF-PSA-Crypto 1.0.0": {
        # (Mbed TLS 4.0.0), commit 76920edd
        "marker": "core/psa_crypto.c",
        "copy": None,
        "guarded": [],
        "pins": dict(SAME_IN_BOTH, **{
            TEMPLATES + "/psa_crypto_driver_wrappers.h.jinja":
                "7519cd962ace9398cf2d4b16c9c32ca6c296c04f623e28744706cfdc3a695b48",
            TEMPLATES + "/psa_crypto_driver_wrappers_no_static.c.jinja":
                "765edd70ed9bed213e04cb0e5a5e6714d0a644d0a0bd2542819edce56a6a69e2",
            "include/psa/crypto_driver_contexts_primitives.h":
                "f5b84677b44decea8a0d183e3b599166f23dfd9c02fbaef3f40a6a4351087596",
            "include/psa/crypto_driver_contexts_composites.h":
                "8789be5e8d6aea7e04172512e33521cdd5b9fc001434f515379ca9f127098c52",
            "scripts/generate_driver_wrappers.py":
                "529ce72d770a0a82df7ca9c70b2688d95a9c434b5594b4e950f9d72c55679967",
        }),
    },
    "Mbed TLS 3.6.7": {
        "marker": "library/psa_crypto.c",
        "copy": "library/psa_crypto.c",
        "guarded": ["psa_key_derivation_output_key_ext", "psa_pake_get_implicit_key"],
        "pins": dict(SAME_IN_BOTH, **{
            TEMPLATES + "/psa_crypto_driver_wrappers.h.jinja":
                "07ade939cd6f77499431ae5fba0f5f6294c76add71837e4c4e772307c2709518",
            TEMPLATES + "/psa_crypto_driver_wrappers_no_static.c.jinja":
                "fbd870df76533d87d4f6156e8d1b794d81b4b40c8915a40993bc4e5e0f8091d9",
            "include/psa/crypto_driver_contexts_primitives.h":
                "829aaa3fbf90beeb20bf989a9db20829469d4875d514d0cc18591f8748a0ba0c",
            "include/psa/crypto_driver_contexts_composites.h":
                "9f6bc40047a2d0d48361d82e5a5b05c477d946518b0091a3d4cb8c2cd0c877fd",
            "scripts/generate_driver_wrappers.py":
                "a4737cce8b872de0f49aec7b368b7842a3a2ca25a2e9e2984fbb88b6124c96a7",
            "library/psa_crypto.c":
                "7211de317476bfbff417f96ab86ed4c4ee114112ca39208e13a17213d2313daf",
        }),
    },
}

# The wrappers that get an aesalt case: every entry point of the JSON.
FAMILIES = ("cipher_", "aead_", "mac_")

# Public functions whose operation type holds a driver context the unions
# change (psa_key_derivation_operation_t holds MAC operations); a tree's
# "guarded" entry in TREES adds its own.  The
# derived header renames them, so a program compiled against the tree's
# own headers (the built-in layout) cannot link with a library built with
# aesalt's (the guard of mbedtls_alt/'s configuration, for PSA).
GUARDED = """
psa_aead_abort psa_aead_decrypt_setup psa_aead_encrypt_setup psa_aead_finish
psa_aead_generate_nonce psa_aead_set_lengths psa_aead_set_nonce psa_aead_update
psa_aead_update_ad psa_aead_verify psa_cipher_abort psa_cipher_decrypt_setup
psa_cipher_encrypt_setup psa_cipher_finish psa_cipher_generate_iv
psa_cipher_set_iv psa_cipher_update psa_key_derivation_abort
psa_key_derivation_get_capacity psa_key_derivation_input_bytes
psa_key_derivation_input_integer psa_key_derivation_input_key
psa_key_derivation_key_agreement psa_key_derivation_output_bytes
psa_key_derivation_output_key psa_key_derivation_output_key_custom
psa_key_derivation_set_capacity psa_key_derivation_setup
psa_key_derivation_verify_bytes psa_key_derivation_verify_key psa_mac_abort
psa_mac_sign_finish psa_mac_sign_setup psa_mac_update psa_mac_verify_finish
psa_mac_verify_setup
""".split()


class Mismatch(Exception):
    pass


def read(tree, rel):
    with open(os.path.join(tree, rel), encoding="utf-8") as f:
        return f.read()


def tree_kind(tree):
    """The entry of TREES whose marker file the tree has."""
    for name, kind in TREES.items():
        if os.path.exists(os.path.join(tree, kind["marker"])):
            return name, kind
    raise Mismatch("%s is neither a TF-PSA-Crypto tree (core/psa_crypto.c) nor an Mbed TLS 3 "
                   "tree (library/psa_crypto.c)" % tree)


def check_pins(tree, release, kind):
    bad = []
    for rel, want in kind["pins"].items():
        path = os.path.join(tree, rel)
        try:
            with open(path, "rb") as f:
                got = hashlib.sha256(f.read()).hexdigest()
        except OSError as e:
            bad.append("%s: %s" % (rel, e))
            continue
        if got != want:
            bad.append("%s: sha256 %s, derived for %s" % (rel, got, want))
    if bad:
        raise Mismatch("the tree is not the one aesalt's dispatch was derived "
                       "for (%s):\n  " % release + "\n  ".join(bad))


def rename(text):
    text = text.replace("#if defined(PSA_CRYPTO_DRIVER_TEST)", "#if defined(AESALT_PSA_DRIVER)")
    text = text.replace("#endif /* PSA_CRYPTO_DRIVER_TEST */", "#endif /* AESALT_PSA_DRIVER */")
    text = text.replace("mbedtls_test_transparent_", "aesalt_psa_")
    text = text.replace("transparent_test_driver_ctx", "aesalt_ctx")
    text = text.replace("MBEDTLS_TEST_TRANSPARENT_DRIVER_ID", "AESALT_TRANSPARENT_DRIVER_ID")
    return text


def derive_wrappers(text, entry_points):
    """Adds the aesalt case to each wrapper of entry_points."""
    done = set()
    out = []
    pos = 0
    for m in re.finditer(r"^static inline psa_status_t psa_driver_wrapper_(\w+)\(", text, re.M):
        name = m.group(1)
        if not name.startswith(FAMILIES):
            continue
        end = text.index("\n}\n", m.end())
        body = text[m.start():end]
        test_if = "#if defined(PSA_CRYPTO_DRIVER_TEST)\n"
        test_end = "#endif /* PSA_CRYPTO_DRIVER_TEST */\n"
        if "case PSA_KEY_LOCATION_LOCAL_STORAGE:" in body:
            # One-shot and setup: the test driver's transparent block in
            # the local-storage case, before the built-in call.
            a = body.index(test_if, body.index("case PSA_KEY_LOCATION_LOCAL_STORAGE:"))
            b = body.index(test_end, a) + len(test_end)
            block = body[a:b]
            if "opaque" in block or "mbedtls_test_transparent_" + name not in block:
                raise Mismatch("psa_driver_wrapper_%s: unexpected transparent block" % name)
            new = rename(block)
        elif "switch( operation->id )" in body:
            # Later steps: the test driver's case in the switch on the
            # operation's driver id.
            a = body.index(test_if)
            c = body.index("case MBEDTLS_TEST_TRANSPARENT_DRIVER_ID:", a)
            d = re.compile(r"\n\s*(case |#endif|/\*)").search(body, c)
            if d is None:
                raise Mismatch("psa_driver_wrapper_%s: end of the transparent case" % name)
            case = body[c:d.start() + 1].rstrip("\n") + "\n\n"

            if "mbedtls_test_transparent_" + name not in case or "opaque" in case:
                raise Mismatch("psa_driver_wrapper_%s: unexpected transparent case" % name)
            new = test_if + "        " + case + test_end
            new = rename(new)
        else:
            raise Mismatch("psa_driver_wrapper_%s: no dispatch point found" % name)
        if test_if not in body:
            raise Mismatch("psa_driver_wrapper_%s: no test-driver block" % name)
        out.append(text[pos:m.start() + a])
        out.append(new)
        pos = m.start() + a
        done.add(name)
    out.append(text[pos:])
    missing = sorted(set(entry_points) - done)
    extra = sorted(done - set(entry_points))
    if missing or extra:
        raise Mismatch("wrappers: aesalt entry points without a wrapper %s, wrappers without "
                       "an aesalt entry point %s" % (missing, extra))
    return "".join(out)


def insert_after(text, anchor, addition, what):
    if text.count(anchor) != 1:
        raise Mismatch("%s: anchor %r found %d times" % (what, anchor.strip(), text.count(anchor)))
    return text.replace(anchor, anchor + addition)


NOTE = ("/* Derived by aesalt's psa_driver/derive.py from %s's own "
        "file of this name (sha256 checked): the aesalt member added. */\n")


def derive_primitives(text, release, guarded):
    guard = "".join("#define %s %s_aesalt\n" % (f, f) for f in guarded)
    text = insert_after(text, '#include "psa/crypto_builtin_primitives.h"\n', """
/* aesalt's PSA driver (psa_driver/README.md) is part of this build. */
#define AESALT_PSA_DRIVER 1
#include "aesalt_psa_driver_contexts.h"

/* Link-time guard: the operation types below are not the built-in ones,
 * so the functions that take them get aesalt names.  A program compiled
 * with the tree's own headers calls the stock names and does not link
 * against this library (nor a program compiled with these headers
 * against a stock library); source code is unchanged. */
""" + guard, "crypto_driver_contexts_primitives.h")
    text = insert_after(text, "    mbedtls_psa_cipher_operation_t mbedtls_ctx;\n",
                        "    aesalt_psa_cipher_operation_t aesalt_ctx;\n",
                        "crypto_driver_contexts_primitives.h")
    return NOTE % release + text


def derive_composites(text, release):
    text = insert_after(text, "    mbedtls_psa_mac_operation_t mbedtls_ctx;\n",
                        "    aesalt_psa_mac_operation_t aesalt_ctx;\n",
                        "crypto_driver_contexts_composites.h")
    text = insert_after(text, "    mbedtls_psa_aead_operation_t mbedtls_ctx;\n",
                        "    aesalt_psa_aead_operation_t aesalt_ctx;\n",
                        "crypto_driver_contexts_composites.h")
    return NOTE % release + text


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    old = None
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            old = f.read()
    if old != text:  # unchanged files keep their time: no needless rebuild
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)


def main():
    if len(sys.argv) != 4:
        sys.stderr.write(__doc__)
        return 2
    tree, driver_json, out = sys.argv[1:]
    if os.path.isdir(os.path.join(tree, "tf-psa-crypto")):
        tree = os.path.join(tree, "tf-psa-crypto")  # the Mbed TLS 4 tree
    try:
        release, kind = tree_kind(tree)
        check_pins(tree, release, kind)
        with open(driver_json, encoding="utf-8") as f:
            desc = json.load(f)
        entry_points = [e for c in desc["capabilities"] for e in c["entry_points"]]
        for name in os.listdir(os.path.join(tree, TEMPLATES)):
            text = read(tree, TEMPLATES + "/" + name)
            if name == "psa_crypto_driver_wrappers.h.jinja":
                text = derive_wrappers(text, entry_points)
            write(os.path.join(out, "templates", name), text)
        drivers = json.loads(read(tree, JSONS + "/driverlist.json"))
        for name in os.listdir(os.path.join(tree, JSONS)):
            write(os.path.join(out, "json", name), read(tree, JSONS + "/" + name))
        with open(driver_json, encoding="utf-8") as f:
            write(os.path.join(out, "json", os.path.basename(driver_json)), f.read())
        write(os.path.join(out, "json", "driverlist.json"),
              json.dumps(drivers + [os.path.basename(driver_json)]) + "\n")
        write(os.path.join(out, "include/psa/crypto_driver_contexts_primitives.h"),
              derive_primitives(read(tree, "include/psa/crypto_driver_contexts_primitives.h"), release,
                                GUARDED + kind["guarded"]))
        write(os.path.join(out, "include/psa/crypto_driver_contexts_composites.h"),
              derive_composites(read(tree, "include/psa/crypto_driver_contexts_composites.h"), release))
        if kind["copy"]:
            with open(os.path.join(tree, kind["copy"]), "rb") as f:
                data = f.read()
            path = os.path.join(out, "dispatch", os.path.basename(kind["copy"]))
            os.makedirs(os.path.dirname(path), exist_ok=True)
            if not os.path.exists(path) or open(path, "rb").read() != data:
                with open(path, "wb") as f:
                    f.write(data)
    except (Mismatch, OSError, ValueError, KeyError) as e:
        sys.stderr.write("aesalt psa_driver/derive.py: %s\n" % e)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
