#!/bin/sh
# Installs the build into a temporary prefix, then builds a consumer through
# find_package(aesalt) and another through pkg-config, and runs both.
# Usage: check.sh BUILD_DIR SOURCE_DIR
set -eu
build=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cmake --install "$build" --prefix "$tmp/prefix" >/dev/null
cmake -S "$src/tests/install" -B "$tmp/cmake" -DCMAKE_PREFIX_PATH="$tmp/prefix" >/dev/null
cmake --build "$tmp/cmake" >/dev/null
"$tmp/cmake/consumer"

pcdir=$(dirname "$(find "$tmp/prefix" -name aesalt.pc | head -n 1)")
pc() { PKG_CONFIG_PATH=$pcdir pkg-config --define-prefix "$@" aesalt; }
# shellcheck disable=SC2046
cc -std=c11 -o "$tmp/pc-consumer" "$src/tests/install/consumer.c" $(pc --cflags --libs)
# -laesalt finds the shared library, which lives in the temporary prefix.
LD_LIBRARY_PATH=$(pc --variable=libdir) "$tmp/pc-consumer"
