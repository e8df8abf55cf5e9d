#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# unit.selection.gc: the symbols of a firmware image linked with
# --gc-sections (tests/gc_probe.c) must hold nothing of a kernel or mode
# the build left out.
#   gc_check.sh NM IMAGE "LEFT-OUT KERNELS" "LEFT-OUT MODES" "BUILT KERNELS"
# A kernel's symbols end in _<name> or hold _<name>_ (aesalt_kernel_table,
# aesalt_aes_ecb_enc_table, aesalt_ghash_table...); a built kernel whose
# name extends a left-out one's (armv7m_ct, armv7m) is not counted.  Modes:
# AEGIS (aegis, the AES round only AEGIS uses), XTS (xts), CFB_OFB (cfb,
# ofb).  Prints what it found; exits 1 if anything.
nm=$1 image=$2 out_kernels=$3 out_modes=$4 built=$5
syms=$("$nm" "$image" | awk '{print $NF}') || exit 2
[ -n "$syms" ] || {
  echo "gc_check: no symbols in $image"
  exit 2
}
bad=
for k in $out_kernels; do
  hits=$(echo "$syms" | grep -E "(^|_)${k}(_|\$)")
  for b in $built; do
    case $b in "${k}"_*) hits=$(echo "$hits" | grep -v "_${b}") ;; esac
  done
  [ -n "$hits" ] && bad="$bad
kernel $k left out, still linked: $(echo $hits)"
done
for m in $out_modes; do
  case $m in
  AEGIS) re='aegis|aesalt_aes_round' ;;
  XTS) re='xts' ;;
  CFB_OFB) re='cfb|ofb' ;;
  *) continue ;;
  esac
  hits=$(echo "$syms" | grep -Ei "$re")
  [ -n "$hits" ] && bad="$bad
mode $m left out, still linked: $(echo $hits)"
done
if [ -n "$bad" ]; then
  echo "gc_check: $image:$bad"
  exit 1
fi
echo "gc_check: $image: nothing of the kernels left out (${out_kernels:-none}) or the modes left out (${out_modes:-none})"
