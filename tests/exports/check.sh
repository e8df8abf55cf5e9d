#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# The symbol boundary: the functions libaesalt.so exports (defined, global,
# in the dynamic symbol table) must be exactly the AESALT_API functions of
# the public header.  Usage: check.sh NM LIBRARY HEADER
#   AESALT_EXPORTS_SELFCHECK=1  adds a name to the header's list, so the
#                               comparison must fail (the check can fail).
set -eu
nm=$1
lib=$2
header=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Declarations: "AESALT_API <type> [*]name(" anywhere in the header.
sed -n 's/^AESALT_API[^(]*[ *]\(aesalt_[A-Za-z0-9_]*\)(.*/\1/p' "$header" | sort -u >"$tmp/declared"
if [ "${AESALT_EXPORTS_SELFCHECK:-0}" = 1 ]; then
  echo aesalt_not_a_function >>"$tmp/declared"
  sort -u -o "$tmp/declared" "$tmp/declared"
fi
# Exports: global defined symbols of any kind (T, D, B, R, W ...), but the
# test interface of core/test_hooks.h (aesalt_test_*, AESALT_TEST_HOOKS
# builds only, exported for test programs that use aesalt inside another
# shared library).
"$nm" -D --defined-only "$lib" | awk 'NF >= 3 && $2 ~ /^[A-Z]$/ {print $3}' |
  sed 's/@.*//' | grep -v '^aesalt_test_' | sort -u >"$tmp/exported"

n=$(wc -l <"$tmp/declared")
if [ "$n" -lt 40 ]; then
  echo "exports: only $n declarations found in $header: the parser is broken"
  exit 1
fi
if ! diff -u "$tmp/declared" "$tmp/exported" >"$tmp/diff"; then
  echo "exports: $lib does not export exactly the header's $n functions"
  echo "(- declared but not exported, + exported but not declared)"
  cat "$tmp/diff"
  exit 1
fi
echo "exports: $n functions, exactly the header's"
