#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Builds and runs the freestanding m68k tests (see ft_main.c):
#   68000   -m68000      under qemu-m68k -cpu m68000
#   cfv4e   -mcpu=5475   under qemu-m68k -cpu cfv4e   (ColdFire V4e)
#   68020   -m68020      under qemu-m68k -cpu m68020  (control)
# The assembler is the gate: gas rejects any instruction the -m/-mcpu
# target lacks, which QEMU's m68000 model would silently run.
# Each binary also runs under the ct_trace plugin (tests/cttrace), which
# counts word and long accesses at odd addresses: an address error on a real
# 68000, which QEMU does not raise.  The 68000 build must make none.  (The
# plugin needs third_party/qemu-7.2's header; without it this part is
# skipped and says so.)
# Usage: asm/m68k/freestanding/run.sh [BUILD-DIR]   (default: a temporary one)
# Prints one result line per model and exits non-zero if any failed.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
out=${1:-$(mktemp -d)}
mkdir -p "$out"
cc=${CC:-m68k-linux-gnu-gcc}
qemu=${QEMU:-qemu-m68k}
status=0
plugin=$out/ct_trace.so
if ! ${HOSTCC:-cc} -O2 -fPIC -shared -I"$root/third_party/qemu-7.2/include/qemu" \
  -o "$plugin" "$root/tests/cttrace/ct_trace.c" 2>/dev/null; then
  echo "run.sh: no QEMU plugin header: the odd-address check is skipped"
  plugin=
fi
srcs="$root/asm/m68k/aes-m68k-ct.S $root/asm/m68k/ghash-m68k-ct.S
  $root/asm/m68k/kernel_m68k_ct.c
  $here/ft_main.c $here/ft_support.c $here/start.S"
# The 68000 build gets the library's options for CPUs without misaligned
# accesses (asm/m68k/strict-align.cflags, as asm/m68k/kernels.cmake gives
# them to the library); the test puts no buffer at an even address for it.
strict=$(grep '^-' "$root/asm/m68k/strict-align.cflags" | tr '\n' ,)
for m in "68000 -m68000,$strict m68000" "cfv4e -mcpu=5475 cfv4e" "68020 -m68020 m68020"; do
  set -- $m
  name=$1 flags=$(echo "$2" | tr , " ") cpu=$3
  bin=$out/ft_m68k-$name
  # shellcheck disable=SC2086
  if ! $cc $flags -O2 -std=c11 -Wall -Wextra -ffreestanding -fno-builtin \
    -fno-tree-loop-distribute-patterns -nostdlib -static -no-pie \
    -I"$root/include" -I"$root/core" -I"$root/asm/m68k" -I"$here" -o "$bin" $srcs >"$bin.log" 2>&1; then
    cat "$bin.log"
    echo "ft_m68k $name: BUILD FAILED"
    status=1
    continue
  fi
  if [ -n "$plugin" ]; then
    b=$(m68k-linux-gnu-nm "$bin" | awk '$3 == "ft_mark_begin" {print "0x" $1}')
    e=$(m68k-linux-gnu-nm "$bin" | awk '$3 == "ft_mark_end" {print "0x" $1}')
    res=$("$qemu" -cpu "$cpu" -plugin "$plugin,begin=$b,end=$e" -d plugin -D "$bin.plugin" \
      "$bin" 2>&1)
  else
    res=$("$qemu" -cpu "$cpu" "$bin" 2>&1)
  fi
  rc=$?
  echo "$res" | grep -v '^ft_m68k: '
  odd=
  if [ -n "$plugin" ]; then
    odd=$(awk '/odd-address/ {print $NF}' "$bin.plugin")
    if [ "$name" = 68000 ] && [ "$odd" != 0 ]; then
      echo "ft_m68k $name: FAIL: $odd word/long accesses at odd addresses:"
      for pc in $(awk '/at pc/ {print $NF}' "$bin.plugin"); do
        echo "  $(m68k-linux-gnu-addr2line -f -e "$bin" "0x$pc" | head -n 1) (pc $pc)"
      done
      rc=1
    fi
    odd=", $odd odd-address word/long accesses"
    r0=$(awk '/region 0 / {sub(/.*region 0 /, ""); print}' "$bin.plugin")
    r1=$(awk '/region 1 / {sub(/.*region 1 /, ""); print}' "$bin.plugin")
    if [ -z "$r0" ] || [ "$r0" != "$r1" ]; then
      echo "ft_m68k $name: FAIL: constant-time regions differ: '$r0' / '$r1'"
      rc=1
    else
      odd="$odd, constant-time trace identical ($r0)"
    fi
  fi
  echo "$name (-cpu $cpu): $(echo "$res" | grep '^ft_m68k: ' | sed 's/^ft_m68k: //')$odd (exit $rc)"
  [ $rc -eq 0 ] || status=1
done
exit $status
