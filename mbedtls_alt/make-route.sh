#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# The plain-Makefile route of mbedtls_alt/README.md, as a script (CI runs it
# once): Mbed TLS built with its own Makefiles, with the aesalt objects and
# the shim inside libmbedcrypto.a.
#
#   mbedtls_alt/make-route.sh MBEDTLS_TREE WORK_DIR
#
# WORK_DIR receives a copy of the tree (Mbed TLS's Makefiles build in the
# source tree), aesalt's CMake build and the objects.  Ends by running
# programs/test/selftest aes gcm once per usable kernel with AESALT_VERBOSE=1
# and checking that the forced kernel is the one reported.
set -euo pipefail
aesalt=$(cd "$(dirname "$0")/.." && pwd)
tree=$(cd "$1" && pwd)
work=$2
jobs=$(nproc 2>/dev/null || echo 2)
[ "$jobs" -gt 2 ] && jobs=2
cc=${CC:-cc}
command -v ccache >/dev/null 2>&1 && cc="ccache $cc"

rm -rf "$work"
mkdir -p "$work"
work=$(cd "$work" && pwd)
cp -a "$tree" "$work/mbedtls"
mbed=$work/mbedtls

# 1. aesalt itself (any build of libaesalt.a will do; its objects are taken
#    out of the archive so that every kernel of the target comes along).
cmake -S "$aesalt" -B "$work/aesalt" -DCMAKE_BUILD_TYPE=Release \
  -DAESALT_BUILD_TESTS=OFF -DAESALT_BUILD_BENCH=OFF \
  ${CC:+-DCMAKE_C_COMPILER="$CC"} \
  $(command -v ccache >/dev/null 2>&1 && echo -DCMAKE_C_COMPILER_LAUNCHER=ccache)
cmake --build "$work/aesalt" -j"$jobs" --target aesalt_static
mkdir -p "$work/obj"
(cd "$work/obj" && ar x "$work/aesalt/libaesalt.a")

# 2. The flags every Mbed TLS file and the shim compile with.
CFLAGS="-O2 -I$aesalt/include -I$aesalt/mbedtls_alt"
CFLAGS="$CFLAGS -DMBEDTLS_USER_CONFIG_FILE=\\\"$aesalt/config/mbedtls/aesalt_user_config.h\\\""

# 3. The shim, with the same flags plus Mbed TLS's headers.
for f in aes_alt gcm_alt ccm_alt cmac_alt; do
  eval "$cc $CFLAGS -I$mbed/include -I$mbed/library \
    -c $aesalt/mbedtls_alt/$f.c -o $work/obj/mbedtls_$f.o"
done

# 4. Mbed TLS's Makefile: THIRDPARTY_CRYPTO_OBJECTS from the environment is
#    appended to (not replaced by) the library's own third-party objects.
THIRDPARTY_CRYPTO_OBJECTS="$(ls "$work"/obj/*.o | tr '\n' ' ')" \
  make -C "$mbed" -j"$jobs" CC="$cc" CFLAGS="$CFLAGS" lib
make -C "$mbed/programs" -j"$jobs" CC="$cc" CFLAGS="$CFLAGS" test/selftest

# 5. Proof: aesalt is in libmbedcrypto.a and runs the forced kernel.
nm "$mbed/library/libmbedcrypto.a" >"$work/nm.txt"
for sym in aesalt_aes_setkey_enc mbedtls_aes_crypt_ecb mbedtls_gcm_update; do
  grep -q " T $sym\$" "$work/nm.txt" || { echo "make-route: $sym not in libmbedcrypto.a"; exit 1; }
done
kernels=$(sed -n 's/^.*aesalt: kernel \([^ ]*\) (default; usable:\(.*\))$/\2/p' \
  < <(AESALT_VERBOSE=1 "$mbed/programs/test/selftest" aes 2>&1 >/dev/null))
[ -n "$kernels" ] || { echo "make-route: no aesalt kernel reported"; exit 1; }
for k in $kernels; do
  out=$(AESALT_IMPL=$k AESALT_VERBOSE=1 "$mbed/programs/test/selftest" aes gcm 2>&1)
  echo "$out" | grep -q "aesalt: kernel $k (forced by AESALT_IMPL)" ||
    { echo "$out"; echo "make-route: kernel $k not reported"; exit 1; }
  echo "$out" | grep -q "All tests PASS" ||
    { echo "$out"; echo "make-route: selftest failed with kernel $k"; exit 1; }
  echo "make-route: selftest aes gcm passed on aesalt kernel $k"
done
echo "make-route: Mbed TLS $(basename "$tree") built by its Makefile with aesalt: OK"
