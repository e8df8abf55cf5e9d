#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
#
# wolfSSL's own testwolfcrypt with the aesalt device (CTest label
# "wolfssl", registered by wolfssl_port/CMakeLists.txt).
#
#   wolfssl_testwolfcrypt.sh TESTWOLFCRYPT ROUTE [EMULATOR]
#
# EMULATOR: command (with its arguments) that runs a cross-built
# TESTWOLFCRYPT, e.g. "qemu-m68k -L /usr/m68k-linux-gnu"; empty or absent
# on the host.
#
# Runs from the wolfSSL source tree (testwolfcrypt reads certs/ there).
# The device is registered when libwolfssl loads (automatic registration)
# and prints its request counters at exit (AESALT_WOLFSSL_STATS=1).  Passes
# only if testwolfcrypt passes AND ECB, CBC, CTR, GCM and CCM requests, both
# directions, and CMAC requests (its cmac_test) reached the device, with keys of one kernel: AESALT_KERNEL's
# when it is set.  A passing testwolfcrypt with an idle device is a
# failure.  Under ROUTE only-aes the device must also never have declined a
# request (there is no software AES to decline to).
set -u

[ $# -eq 2 ] || [ $# -eq 3 ] ||
  { echo "usage: $0 TESTWOLFCRYPT find|devid|only-aes [EMULATOR]" >&2; exit 2; }
prog=$1
route=$2
emulator=${3:-}
out=$(mktemp "${TMPDIR:-/tmp}/aesalt-testwolfcrypt.XXXXXX") || exit 1
trap 'rm -f "$out"' EXIT

# shellcheck disable=SC2086 # $emulator is a command and its arguments
AESALT_WOLFSSL_STATS=1 $emulator "$prog" >"$out" 2>&1
rc=$?
line=$(grep '^aesalt-wolfssl: kernel=' "$out" | tail -n 1)
if [ $rc -ne 0 ] || [ -z "$line" ]; then
  tail -n 40 "$out"
  echo "wolfssl_testwolfcrypt: testwolfcrypt exited $rc${line:+, device: $line}"
  exit 1
fi

# value NAME: the counter NAME of the device's line.
value() {
  echo "$line" | sed -nE "s/.* $1=([^ ]+).*/\\1/p"
}

fail=0
for c in ecb_enc ecb_dec cbc_enc cbc_dec ctr gcm_enc gcm_dec ccm_enc ccm_dec cmac; do
  v=$(value "$c")
  if [ -z "$v" ] || [ "$v" -eq 0 ]; then
    echo "wolfssl_testwolfcrypt: no $c request reached the device"
    fail=1
  fi
done
if [ "$(value mixed)" != 0 ]; then
  echo "wolfssl_testwolfcrypt: keys of more than one kernel served requests"
  fail=1
fi
kernel=$(echo "$line" | sed -nE 's/^aesalt-wolfssl: kernel=([^ ]+).*/\1/p')
if [ -n "${AESALT_KERNEL:-}" ] && [ "$AESALT_KERNEL" != auto ] && [ "$kernel" != "$AESALT_KERNEL" ]; then
  echo "wolfssl_testwolfcrypt: AESALT_KERNEL=$AESALT_KERNEL but the device used $kernel"
  fail=1
fi
if [ "$route" = only-aes ] && [ "$(value declined)" != 0 ]; then
  echo "wolfssl_testwolfcrypt: the ONLY_AES device declined $(value declined) requests"
  fail=1
fi
grep -E '^ ?wolfSSL version|^Test complete|Exiting main' "$out"
echo "$line"
[ $fail -eq 0 ] || { tail -n 20 "$out"; exit 1; }
echo "wolfssl_testwolfcrypt: passed, route $route, kernel $kernel"
