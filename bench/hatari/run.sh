#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# The cycle-level check of the m68k kernels on an emulated 68030 (see
# bench/hatari/README.md): builds the ROM image of rom.S + hb_main.c +
# loops.S with the m68020 and m68k_ct kernels and runs it headless on
# Hatari's cycle-exact 68030 (built by ci/build-hatari; a debugger
# breakpoint on hb_mark_hit prints each mark's tag and CycleCounter) or on
# MAME's gen32 (HB_EMU=mame: Debian's mame package; a Lua-set breakpoint
# logs each tag and totalcycles).  Keeps the marks (marks.txt in OUT), runs
# the same loops under QEMU for cycles.py's estimate (est_loops.c) and
# prints the tables of bench/hatari/report.py.
# Usage: bench/hatari/run.sh [OUT-DIR] [EMULATOR-OPTION...]
#   (default OUT: a temporary directory; Hatari's default: --machine falcon)
# Env: HB_EMU=hatari (default) or mame; for Hatari, HB_RAM=st (default: the
# program, its data and stack in ST-RAM at 0x10000, the Falcon's 16-bit bus
# shared with the video) or tt (in TT-RAM at 0x1000000: 32-bit, the CPU's
# alone; adds --ttram 4 --addr24 off); HATARI (default: the path
# ci/build-hatari prints); MAME (/usr/games/mame); CC (m68k-linux-gnu-gcc).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:-$(mktemp -d)}
shift || true
mkdir -p "$out"
cc=${CC:-m68k-linux-gnu-gcc}
elf=$out/hb.elf
# rom_build ROM_BASE RAM_BASE STACK_TOP [CC-OPTION...]: hb.elf and rom.img.
rom_build() {
  local rom=$1 ram=$2 stack=$3
  shift 3
  "$cc" -m68030 -O2 -std=c11 -Wall -Wextra -Werror -ffreestanding -fno-builtin \
    -fno-tree-loop-distribute-patterns -nostdlib -static -no-pie -Wl,--build-id=none \
    -Wl,--no-warn-rwx-segments -Wl,--defsym=ROM_BASE="$rom" -Wl,--defsym=RAM_BASE="$ram" \
    -Wl,--defsym=STACK_TOP="$stack" -T "$here/rom.ld" "$@" \
    -I"$root/include" -I"$root/core" -I"$root/asm/m68k" -I"$root/asm" -o "$elf" \
    "$here/rom.S" "$here/loops.S" "$here/hb_main.c" \
    "$root/asm/m68k/aes-m68020.S" "$root/asm/m68k/aes-m68k-ct.S" \
    "$root/asm/m68k/ghash-m68020.S" "$root/asm/m68k/ghash-m68k-ct.S" \
    "$root/asm/m68k/kernel_m68020.c" "$root/asm/m68k/kernel_m68k_ct.c" \
    "$root/asm/m68k/freestanding/ft_support.c"
  m68k-linux-gnu-objcopy -O binary -j .rom -j .text "$elf" "$out/rom.img"
}
sym() { m68k-linux-gnu-nm "$elf" | awk -v s="$1" '$3 == s {print $1}'; }
rc=0
case ${HB_EMU:-hatari} in
hatari)
  hatari=${HATARI:-$("$root/ci/build-hatari" | tail -n 1)}
  case ${HB_RAM:-st} in
    st) base=0x10000 ram=() ;;
    tt) base=0x1000000 ram=(--ttram 4 --addr24 off) ;;
    *) echo "run.sh: HB_RAM is st or tt" >&2; exit 2 ;;
  esac
  rom_build 0xe00000 "$base" $((base + 0x100000))
  printf 'e d0\ne CycleCounter\n' >"$out/mark.ini"
  printf 'b pc = $%s :trace :quiet :file %s\n' "$(sym hb_mark_hit)" "$out/mark.ini" >"$out/bp.ini"
  [ $# -gt 0 ] || set -- --machine falcon
  mkdir -p "$out/home"
  HOME=$out/home SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy timeout 600 "$hatari" \
    --configfile /dev/null --log-level error --sound off --fast-forward on \
    --cpulevel 3 --cpu-exact on --compatible on --mmu off --fpu none --dsp none \
    --memsize 4 --natfeats on --tos "$out/rom.img" --patch-tos off \
    --parse "$out/bp.ini" "${ram[@]}" "$@" >"$out/emu.log" 2>&1 || rc=$?
  grep -E '^= ' "$out/emu.log" >"$out/marks.txt" || true
  ;;
mame)
  # MAME's gen32 (Mephisto Genius 68030: a 68030 at 33 MHz, ROM at 0, RAM
  # at 0x40000000, 512 KiB): our image replaces its ROM (MAME warns of the
  # wrong checksums and runs it); the two other ROMs it asks for are zeros.
  rom_build 0 0x40000000 0x40080000 -DHB_MAME
  mkdir -p "$out/roms/gen32"
  truncate -s 256K "$out/rom.img"
  cp "$out/rom.img" "$out/roms/gen32/genius_68030_version_4.01"
  truncate -s 32K "$out/roms/gen32/sinus_15_bavaria"
  truncate -s 4K "$out/roms/gen32/hd44780_a00.bin"
  cat >"$out/hb.lua" <<LUA
local cpu = manager.machine.devices[":maincpu"]
cpu.debug:bpset(0x$(sym hb_mark_hit), "1", 'logerror "HBMARK %x %x\\n",d0,totalcycles; g')
cpu.debug:bpset(0x$(sym hb_exit), "1", 'logerror "HBEXIT %x\\n",d0; g')
manager.machine.debugger:command("g")
LUA
  (cd "$out" && timeout 600 "${MAME:-/usr/games/mame}" gen32 -rompath roms -skip_gameinfo \
    -video none -sound none -nothrottle -seconds_to_run 60 -debug -debugger none \
    -autoboot_script hb.lua -oslog -nvram_directory nv -cfg_directory cfg "$@") \
    >"$out/emu.log" 2>&1 || rc=$?
  awk '$1 == "HBMARK" {printf "= $%s (hex)\n= $%s (hex)\n", tolower($2), tolower($3)}' \
    "$out/emu.log" >"$out/marks.txt"
  # the ROM's exit status, as hb_exit's breakpoint saw it
  [ "$(awk '$1 == "HBEXIT" {print $2}' "$out/emu.log")" = 0 ] || rc=1
  ;;
*) echo "run.sh: HB_EMU is hatari or mame" >&2; exit 2 ;;
esac
if [ "$rc" -ne 0 ]; then
  echo "run.sh: ${HB_EMU:-hatari} failed ($rc; log: $out/emu.log)" >&2
  tail -n 20 "$out/emu.log" >&2
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
python3 "$here/report.py" --emu "${HB_EMU:-hatari}" "$out/marks.txt" "$out/est_loops.log"
