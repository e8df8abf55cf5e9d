#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# The library names no part of the lab (STYLE.md section 10): no file of
# include/, core/, asm/, mbedtls_alt/, wolfssl_port/ or psa_driver/ (the
# folders that exist) may name bench/, the QEMU plugin or one of the lab's
# programs, or a ci/ script.  Arrows point from the lab and the CI down to
# the library, never back.  Allowed: a link to a generated results file
# (bench/results/...), where the numbers live.  Not checked: the READMEs
# (*.md), which may tell a reader where the lab is.
#
#   tests/library_names_no_lab.sh [SOURCE-ROOT]    (default: this tree)
# Prints each offending line as FILE:LINE: TEXT and exits 1 if any.
set -u
root=${1:-$(cd "$(dirname "$0")/.." && pwd)}
cd "$root" || exit 2

# The lab's folder, the plugin and its shared objects, the lab's programs
# by name, and a ci/ path (not ".../ci/" inside another path or a
# variable).
re='(^|[^A-Za-z0-9_.-])bench/'
re="$re|qemu-plugin|insn_count\\.c|insn_count[-.A-Za-z0-9]*\\.so"
re="$re|cm4cycles|cm4report|cycles\\.py|insn_bench|mca\\.py|min_tsc|measure\\.sh|host_matrix"
re="$re|(^|[^A-Za-z0-9_.\$/-])ci/[A-Za-z]"

set --
for d in include core asm mbedtls_alt wolfssl_port psa_driver; do
  [ -d "$d" ] && set -- "$@" "$d"
done
[ $# -gt 0 ] || {
  echo "library_names_no_lab: no library folder under $root" >&2
  exit 2
}
found=$(find "$@" -type f ! -name '*.md' | LC_ALL=C sort | while read -r f; do
  sed -e 's#bench/results/#@RESULTS@/#g' "$f" | grep -nE "$re" | sed "s#^#$f:#"
done)
n=$(find "$@" -type f ! -name '*.md' | wc -l)
if [ -n "$found" ]; then
  printf '%s\n' "$found"
  echo "library_names_no_lab: FAIL: the library names the lab or ci/ in the lines above ($n files checked)"
  exit 1
fi
echo "library_names_no_lab: $n files of $* name no part of the lab or ci/"
