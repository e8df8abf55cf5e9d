#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Is aesalt_kernel_constant_time("ct64") true on m68k?  The 68000-68030
# multipliers take operand-dependent time (the 68000's MULU.W 38 + 2n
# clocks, n the number of ones in the source; the MC68030 User's Manual
# gives MULU.L a maximum, sec. 11.6), so ct64 may
# claim constant time there only if none of its code multiplies: its
# AES (core/aes_ct64.c), its GHASH (core/ghash_ct64.c, built with
# AESALT_CT64_GHASH_NOMUL on m68k), its glue and the AEGIS updates it
# composes (core/aegis_c.c).  Divisions are not looked for: the only one
# in those files divides the key length (public).
#
# Usage: ct64-nomul.sh OBJDUMP OBJECT... -- REPORT-COMMAND...
# (the objects of the library; the command runs asm/m68k/ct64_report.c).
# Fails when the report says 1 and an object multiplies, or when the
# report cannot be had; says so when the report is 0.
set -u
objdump=$1
shift
objs=
while [ $# -gt 0 ] && [ "$1" != -- ]; do
  case $(basename "$1") in
    aes_ct64.c.o | ghash_ct64.c.o | kernel_ct64.c.o | aegis_c.c.o) objs="$objs $1" ;;
  esac
  shift
done
[ "${1:-}" = -- ] || { echo "ct64-nomul: no report command"; exit 2; }
shift
n=$(echo "$objs" | wc -w)
[ "$n" -eq 4 ] || { echo "ct64-nomul: found $n of the 4 ct64 objects"; exit 2; }
report=$("$@") || { echo "ct64-nomul: the report program failed: $report"; exit 1; }
echo "$report"
# mul[su].[wl] instructions, and calls of libgcc's multiply helpers
# (__mulsi3, __muldi3: the relocation names them).
muls=$(for o in $objs; do "$objdump" -dr "$o" | grep -E '[[:space:]]mul[su][wl]?[[:space:]]|__mul' |
  sed "s|^|$(basename "$o"): |"; done)
if [ -n "$muls" ]; then
  echo "$muls" | head -n 10
  echo "ct64 objects: $(echo "$muls" | wc -l) multiplies"
else
  echo "ct64 objects: no multiply"
fi
case $report in
  *": 1")
    if [ -n "$muls" ]; then
      echo "ct64-nomul: FAIL: ct64 reports constant time but multiplies (operand-dependent time on the 68000-68030)"
      exit 1
    fi ;;
  *": 0") echo "ct64 reports 0: nothing to check" ;;
  *) echo "ct64-nomul: unexpected report: $report"; exit 1 ;;
esac
exit 0
