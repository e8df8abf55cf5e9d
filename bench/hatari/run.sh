#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The cycle-level check of the m68k kernels on Hatari's cycle-exact 68030
# (see bench/hatari/README.md): builds the ROM image of rom.S + hb_main.c +
# loops.S with the m68020 and m68k_ct kernels, runs it on Hatari (built by
# ci/build-hatari) headless with a debugger breakpoint on hb_mark_hit that
# prints each mark's tag and CycleCounter, keeps the raw marks (marks.txt in
# OUT), runs the same loops under QEMU for cycles.py's estimate
# (est_loops.c) and prints the tables of bench/hatari/report.py.
# Usage: bench/hatari/run.sh [OUT-DIR] [HATARI-OPTION...]
#   (default OUT: a temporary directory; default machine: --machine falcon)
# Env: HB_RAM=st (default: the program, its data and stack in ST-RAM at
# 0x10000, the Falcon's 16-bit bus shared with the video) or tt (in TT-RAM at
# 0x1000000: 32-bit, the CPU's alone; adds --ttram 4 --addr24 off); HATARI
# (default: the path ci/build-hatari prints); CC (m68k-linux-gnu-gcc).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:-$(mktemp -d)}
shift || true
mkdir -p "$out"
cc=${CC:-m68k-linux-gnu-gcc}
hatari=${HATARI:-$("$root/ci/build-hatari" | tail -n 1)}
elf=$out/hb.elf
case ${HB_RAM:-st} in
  st) base=0x10000 ram=() ;;
  tt) base=0x1000000 ram=(--ttram 4 --addr24 off) ;;
  *) echo "run.sh: HB_RAM is st or tt" >&2; exit 2 ;;
esac
"$cc" -m68030 -O2 -std=c11 -Wall -Wextra -Werror -ffreestanding -fno-builtin \
  -fno-tree-loop-distribute-patterns -nostdlib -static -no-pie -Wl,--build-id=none \
  -Wl,--no-warn-rwx-segments -Wl,--defsym=RAM_BASE=$base -T "$here/rom.ld" \
  -I"$root/include" -I"$root/core" -I"$root/asm/m68k" -I"$root/asm" -o "$elf" \
  "$here/rom.S" "$here/loops.S" "$here/hb_main.c" \
  "$root/asm/m68k/aes-m68020.S" "$root/asm/m68k/aes-m68k-ct.S" \
  "$root/asm/m68k/ghash-m68020.S" "$root/asm/m68k/ghash-m68k-ct.S" \
  "$root/asm/m68k/kernel_m68020.c" "$root/asm/m68k/kernel_m68k_ct.c" \
  "$root/asm/m68k/freestanding/ft_support.c"
m68k-linux-gnu-objcopy -O binary -j .rom -j .text "$elf" "$out/rom.img"
hit=$(m68k-linux-gnu-nm "$elf" | awk '$3 == "hb_mark_hit" {print $1}')
printf 'e d0\ne CycleCounter\n' >"$out/mark.ini"
printf 'b pc = $%s :trace :quiet :file %s\n' "$hit" "$out/mark.ini" >"$out/bp.ini"
[ $# -gt 0 ] || set -- --machine falcon
mkdir -p "$out/home"
rc=0
HOME=$out/home SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy timeout 600 "$hatari" \
  --configfile /dev/null --log-level error --sound off --fast-forward on \
  --cpulevel 3 --cpu-exact on --compatible on --mmu off --fpu none --dsp none \
  --memsize 4 --natfeats on --tos "$out/rom.img" --patch-tos off \
  --parse "$out/bp.ini" "${ram[@]}" "$@" >"$out/hatari.log" 2>&1 || rc=$?
grep -E '^= ' "$out/hatari.log" >"$out/marks.txt" || true
if [ "$rc" -ne 0 ]; then
  echo "run.sh: Hatari exited with $rc (log: $out/hatari.log)" >&2
  tail -n 20 "$out/hatari.log" >&2
  exit 1
fi
# cycles.py's estimate of the same loops: est_loops.c under qemu-m68k
# -cpu m68030 and the insn_count plugin (bench/qemu-plugin/).
make -s -C "$root/bench/qemu-plugin" O="$out/qemu-plugin" qemu7 >&2
"$cc" -m68030 -O2 -std=c11 -Wall -Wextra -Werror -static -I"$root/bench/qemu-plugin" \
  -o "$out/est_loops" "$here/est_loops.c" "$here/loops.S" "$root/bench/qemu-plugin/marker.c"
qemu-m68k -cpu m68030 -plugin "$out/qemu-plugin/insn_count-qemu7.so,$(python3 \
  "$root/bench/qemu-plugin/cycles.py" --plugin-args "$root/bench/qemu-plugin/m68030-timing.txt")" \
  -d plugin -D "$out/est_loops.log" "$out/est_loops"
python3 "$here/report.py" "$out/marks.txt" "$out/est_loops.log"
