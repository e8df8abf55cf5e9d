#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# A qemu-user-like front end for the Cortex-M4 board, so that
# bench/qemu-plugin/check-loop.sh (the insn_count plugin's known-answer
# test) runs on it unchanged (bench/cortex-m4/measure.sh does):
#   qemu-m4.sh -L DIR -plugin PLUGIN[,ARGS] -d plugin -D LOG ELF [ARG...]
# runs ELF (a board image: vectors.S, rdimon) on qemu-system-arm -M
# mps2-an386 -cpu cortex-m4 with ARGs through semihosting, the plugin
# given elf=ELF (system mode: it reads the markers from the image), its
# stdout on stdout and its exit status (semihosting SYS_EXIT) as ours.
# -L is accepted and ignored (no sysroot on bare metal).
set -euo pipefail
plugin="" log=""
while [ $# -gt 0 ]; do
  case $1 in
    -L) shift 2 ;;
    -plugin) plugin=$2; shift 2 ;;
    -d) shift 2 ;;
    -D) log=$2; shift 2 ;;
    *) break ;;
  esac
done
if [ $# -lt 1 ] || [ -z "$plugin" ] || [ -z "$log" ]; then
  echo "usage: $0 -L DIR -plugin PLUGIN -d plugin -D LOG ELF [ARG...]" >&2
  exit 2
fi
elf=$1
shift
# a comma inside -semihosting-config is written twice
args="arg=$(basename "$elf")"
for a in "$@"; do args="$args,arg=${a//,/,,}"; done
exec qemu-system-arm -M mps2-an386 -cpu cortex-m4 -nographic -monitor none -serial none \
  -semihosting-config "enable=on,target=native,$args" -kernel "$elf" \
  -plugin "$plugin,elf=$elf" -d plugin -D "$log"
