#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Constant-time trace check of the m68k kernels under qemu-m68k.
#
# Builds the ct_trace plugin (host compiler, QEMU 7.2 plugin header from
# third_party/qemu-7.2) and ct_driver (static, against the libaesalt.a of an
# m68k build), then runs every slot of each kernel on two secret sets and
# compares the hash of the executed instruction addresses and of the memory
# access addresses (with sizes and directions) of the two runs:
#
#   m68k_ct   must be identical (the kernel claims constant time);
#   ct64      must be identical (the portable constant-time kernel);
#   m68020    must DIFFER: the table kernel is the control that shows the
#             check can see a leak (when the build has it).
#
# Usage: asm/m68k/ctcheck/ct-check.sh M68K-BUILD-DIR [CPU]   (CPU: m68030)
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
build=${1:?usage: ct-check.sh M68K-BUILD-DIR [CPU]}
cpu=${2:-m68030}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cc=${HOSTCC:-cc}
qhdr=$root/third_party/qemu-7.2/include/qemu
if ! $cc -O2 -fPIC -shared -Wall -Wextra -I"$qhdr" -o "$work/ct_trace.so" "$here/ct_trace.c"; then
  echo "ct-check: cannot build the plugin (needs $qhdr/qemu-plugin.h: ci/fetch-sources)"
  exit 2
fi
m68k-linux-gnu-gcc -O2 -static -no-pie -I"$root/include" -I"$root/core" \
  -o "$work/ct_driver" "$here/ct_driver.c" "$build/libaesalt.a" || exit 2
b=$(m68k-linux-gnu-nm "$work/ct_driver" | awk '$3 == "ct_mark_begin" {print "0x" $1}')
e=$(m68k-linux-gnu-nm "$work/ct_driver" | awk '$3 == "ct_mark_end" {print "0x" $1}')
kernels="m68k_ct ct64 m68020"
status=0
for k in $kernels; do
  if ! qemu-m68k -cpu "$cpu" -plugin "$work/ct_trace.so,begin=$b,end=$e" -d plugin \
    -D "$work/$k.log" "$work/ct_driver" "$k" >"$work/$k.out" 2>&1; then
    if grep -q "no kernel" "$work/$k.out"; then
      echo "ct-check: $k not built here, skipped"
      continue
    fi
    cat "$work/$k.out"
    status=1
    continue
  fi
  r0=$(grep 'region 0 ' "$work/$k.log" | sed 's/.*region 0 //')
  r1=$(grep 'region 1 ' "$work/$k.log" | sed 's/.*region 1 //')
  echo "$k secret set 0: $r0"
  echo "$k secret set 1: $r1"
  if [ -z "$r0" ] || [ -z "$r1" ]; then
    echo "ct-check: $k: no regions measured"
    status=1
  elif [ "$k" = m68020 ]; then
    if [ "$r0" = "$r1" ]; then
      echo "ct-check: FAIL: the leaky control kernel m68020 gave identical traces"
      status=1
    else
      echo "ct-check: $k differs, as a table kernel must (the check sees leaks)"
    fi
  elif [ "$r0" != "$r1" ]; then
    echo "ct-check: FAIL: $k: the traces depend on the secrets"
    status=1
  else
    echo "ct-check: $k identical: no secret-dependent branch or address"
  fi
done
exit $status
