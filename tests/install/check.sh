#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Installs the build into a fresh prefix with `cmake --install --prefix`,
# then builds a consumer through find_package(aesalt) and another through
# pkg-config (no --define-prefix: the .pc file is relocatable; no
# LD_LIBRARY_PATH: its run path finds the shared library), and runs both.
# Usage: check.sh BUILD_DIR SOURCE_DIR
# Environment (tests/CMakeLists.txt sets them for a cross build):
#   CC, AESALT_C_FLAGS   the build's compiler and flags (e.g. -m32)
#   AESALT_TOOLCHAIN     its CMake toolchain file, if any
#   AESALT_EMULATOR      the command that runs its programs (qemu-user)
set -eu
build=$1
src=$2
cc=${CC:-cc}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cmake --install "$build" --prefix "$tmp/prefix" >/dev/null
set --
[ -n "${AESALT_TOOLCHAIN:-}" ] && set -- "$@" "-DCMAKE_TOOLCHAIN_FILE=$AESALT_TOOLCHAIN"
cmake -S "$src/tests/install" -B "$tmp/cmake" -DCMAKE_PREFIX_PATH="$tmp/prefix" \
  -DCMAKE_C_COMPILER="$cc" -DCMAKE_C_FLAGS="${AESALT_C_FLAGS:-}" "$@" >/dev/null
cmake --build "$tmp/cmake" >/dev/null
# shellcheck disable=SC2086 # the emulator is a command line
${AESALT_EMULATOR:-} "$tmp/cmake/consumer"

pcdir=$(dirname "$(find "$tmp/prefix" -name aesalt.pc | head -n 1)")
pc() { PKG_CONFIG_PATH=$pcdir PKG_CONFIG_LIBDIR=$pcdir pkg-config "$@" aesalt; }
# The header must be found from the relocated prefix.
case $(pc --cflags) in
*"$tmp/prefix"* | *"$pcdir"*) ;;
*)
  echo "check.sh: pkg-config --cflags does not point into the install prefix: $(pc --cflags)"
  exit 1
  ;;
esac
# shellcheck disable=SC2046,SC2086
$cc ${AESALT_C_FLAGS:-} -std=c11 -o "$tmp/pc-consumer" "$src/tests/install/consumer.c" \
  $(pc --cflags --libs)
# shellcheck disable=SC2086
out=$(${AESALT_EMULATOR:-} "$tmp/pc-consumer") || {
  echo "$out"
  exit 1
}
echo "$out"
# The build's choice is exported: the kernel that ran is one of the
# package's kernels (aesalt.pc's variable kernels, aesaltConfig.cmake's
# aesalt_KERNELS, checked by tests/install/CMakeLists.txt).
active=$(echo "$out" | sed -n 's/.*with kernel \([a-z0-9_]*\).*/\1/p')
case " $(pc --variable=kernels) " in
*" $active "*) ;;
*)
  echo "check.sh: kernel $active ran, but aesalt.pc says kernels=$(pc --variable=kernels)"
  exit 1
  ;;
esac
