#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
# Runs a Cortex-M test image on QEMU's MPS2 board for its core, with
# semihosting for the console, the files and the exit status (newlib's
# rdimon: SYS_EXIT_EXTENDED carries main's return value):
#   run.sh CPU IMAGE.elf [ARG...]     CPU cortex-m4 | cortex-m7 | cortex-m33
# The arguments reach main() through SYS_GET_CMDLINE.
# QEMU_SYSTEM_ARM overrides the emulator (default qemu-system-arm from PATH).
set -u
cpu=$1 elf=$2
shift 2
case $cpu in
  cortex-m4) board=mps2-an386 ;;
  cortex-m7) board=mps2-an500 ;;
  cortex-m33) board=mps2-an505 ;;
  *) echo "run.sh: no board for $cpu" >&2; exit 2 ;;
esac
cfg="enable=on,target=native,arg=$(basename "$elf")"
for a in "$@"; do
  # a comma inside a -semihosting-config value is written twice
  cfg="$cfg,arg=$(printf '%s' "$a" | sed 's/,/,,/g')"
done
exec "${QEMU_SYSTEM_ARM:-qemu-system-arm}" -M "$board" -cpu "$cpu" -nographic -monitor none \
  -serial none -semihosting-config "$cfg" -kernel "$elf"
