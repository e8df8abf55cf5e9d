#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# Builds Debian's curl (third_party/curl-8.14, ci/fetch-sources) against a
# TLS stack built with aesalt, as a user of an installed stack would: the
# stack's headers, its configuration and its libraries, given to curl's own
# CMake project.  A minimal curl: HTTP(S) only, no libpsl, nghttp2, zlib,
# brotli, zstd, libidn2, libssh2, docs or tests.
#
#   curl_build.sh mbedtls STACK-BUILD OUT [TOOLCHAIN]
#       STACK-BUILD  a build of mbedtls_alt/ (Mbed TLS 3.6 with the shim
#                    inside libmbedcrypto): curl links its static libmbedtls,
#                    libmbedx509, libmbedcrypto and compiles with aesalt's
#                    user config (config/mbedtls/aesalt_user_config.h), so
#                    it sees the shim's context types.
#   curl_build.sh wolfssl STACK-BUILD OUT [TOOLCHAIN]
#       STACK-BUILD  a build of wolfssl_port/ with
#                    AESALT_WOLFSSL_AUTO_REGISTER=ON (wolfSSL 5.9, the device
#                    inside libwolfssl, registered when it is loaded and
#                    found through WOLF_CRYPTO_CB_FIND): curl links that
#                    shared libwolfssl (the registration is a load-time
#                    constructor, which a static archive would drop) and
#                    compiles with the same user_settings.h.
#   OUT        curl's build directory; the program is OUT/src/curl.  An
#              existing OUT is only rebuilt (Ninja: nothing to do when
#              neither curl nor the stack's libraries changed).
#   TOOLCHAIN  a CMake toolchain file (config/toolchains/) for a cross build.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
[ $# -ge 3 ] || { echo "usage: curl_build.sh mbedtls|wolfssl STACK-BUILD OUT [TOOLCHAIN]" >&2; exit 2; }
stack=$1 sb=$(cd "$2" && pwd) out=$3 toolchain=${4:-}
src=$root/third_party/curl-8.14
[ -f "$src/include/curl/curl.h" ] || { echo "curl_build: no curl at $src (ci/fetch-sources curl-8.14)" >&2; exit 1; }

args=(-DCMAKE_BUILD_TYPE=Release -DBUILD_SHARED_LIBS=OFF -DBUILD_STATIC_LIBS=ON
  -DBUILD_STATIC_CURL=ON -DBUILD_TESTING=OFF -DBUILD_EXAMPLES=OFF -DBUILD_LIBCURL_DOCS=OFF
  -DBUILD_MISC_DOCS=OFF -DENABLE_CURL_MANUAL=OFF -DCURL_ENABLE_EXPORT_TARGET=OFF
  -DHTTP_ONLY=ON -DCURL_USE_PKGCONFIG=OFF -DCURL_USE_LIBPSL=OFF -DCURL_USE_LIBSSH2=OFF
  -DUSE_LIBIDN2=OFF -DUSE_NGHTTP2=OFF -DCURL_ZLIB=OFF -DCURL_BROTLI=OFF -DCURL_ZSTD=OFF
  -DCURL_USE_OPENSSL=OFF -DCURL_CA_BUNDLE=none -DCURL_CA_PATH=none -DPICKY_COMPILER=OFF)
command -v ninja >/dev/null 2>&1 && args+=(-G Ninja)
command -v ccache >/dev/null 2>&1 && args+=(-DCMAKE_C_COMPILER_LAUNCHER=ccache)
[ -n "$toolchain" ] && args+=(-DCMAKE_TOOLCHAIN_FILE="$toolchain")

case $stack in
mbedtls)
  lib=$sb/mbedtls_alt/mbedtls/library
  inc=$(sed -n 's/^AESALT_MBEDTLS_SOURCE_DIR:[A-Z]*=//p' "$sb/CMakeCache.txt")/include
  cflags="-I$root/mbedtls_alt -I$root/include"
  cflags+=" -DMBEDTLS_USER_CONFIG_FILE='\"$root/config/mbedtls/aesalt_user_config.h\"'"
  args+=(-DCURL_USE_MBEDTLS=ON -DMBEDTLS_INCLUDE_DIR="$inc" -DMBEDTLS_LIBRARY="$lib/libmbedtls.a"
    -DMBEDX509_LIBRARY="$lib/libmbedx509.a" -DMBEDCRYPTO_LIBRARY="$lib/libmbedcrypto.a")
  ;;
wolfssl)
  w=$sb/wolfssl_port
  inc=$(sed -n 's/^AESALT_WOLFSSL_SOURCE_DIR:[A-Z]*=//p' "$sb/CMakeCache.txt")
  # What the library was compiled with: user_settings.h and the platform
  # facts of wolfSSL's CMake config.h (HAVE_PTHREAD, SIZEOF_LONG, ...:
  # they shape wolfSSL's types).  curl includes wolfssl/options.h, which
  # here is that config.h: the options.h wolfSSL's CMake writes into its
  # build tree also lists its own feature defaults (no OPENSSL_EXTRA,
  # ML-KEM, ...) that a user_settings.h build does not use.
  mkdir -p "$out/aesalt-include/wolfssl"
  cp "$w/wolfssl/config.h" "$out/aesalt-include/wolfssl/options.h"
  cflags="-I$out/aesalt-include -DWOLFSSL_USER_SETTINGS -I$w/settings/dir"
  # As wolfssl_port/ builds libwolfssl on a big-endian target.
  if grep -qs -- '-DWORDS_BIGENDIAN' "$sb/build.ninja" "$w/wolfssl/CMakeFiles/wolfssl.dir/flags.make"; then
    cflags+=" -DWORDS_BIGENDIAN="
  fi
  args+=(-DCURL_USE_WOLFSSL=ON -DWOLFSSL_INCLUDE_DIR="$inc" -DWOLFSSL_LIBRARY="$w/wolfssl/libwolfssl.so")
  ;;
*)
  echo "curl_build: unknown stack $stack" >&2
  exit 2
  ;;
esac

if [ ! -f "$out/CMakeCache.txt" ]; then
  cmake -S "$src" -B "$out" "${args[@]}" -DCMAKE_C_FLAGS="$cflags"
fi
cmake --build "$out" -j2 --target curl
