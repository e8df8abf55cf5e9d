#!/usr/bin/env bash
# The insn_count plugin's known-answer test on one target: runs
# aesalt-plugin-loop (loop.c) for N = 1000, 3000, 1000 under qemu-user with
# the plugin and requires, exactly:
#   insns(3000) - insns(1000) = 2000 * insns_per_iter
#   mem(3000)   - mem(1000)   = 2000 * mem_per_iter
#   the two N = 1000 regions equal, each at least 1000 * insns_per_iter
#   three regions, no plugin error
# Usage: check-loop.sh QEMU SYSROOT PLUGIN LOOP-BINARY   (QEMU_CPU from the env)
set -uo pipefail
qemu=$1 sysroot=$2 plugin=$3 bin=$4
log=$(mktemp)
out=$(mktemp)
trap 'rm -f "$log" "$out"' EXIT

if ! "$qemu" -L "$sysroot" -plugin "$plugin" -d plugin -D "$log" "$bin" 1000 3000 1000 >"$out"; then
  echo "check-loop: $bin failed under $qemu"
  cat "$log"
  exit 1
fi
per_insn=$(awk 'NR == 1 {print $5}' "$out")
per_mem=$(awk 'NR == 1 {print $7}' "$out")
mapfile -t insns < <(awk '$2 == "region" {print $5}' "$log")
mapfile -t mem < <(awk '$2 == "region" {print $7}' "$log")
fail=0
check() { # DESCRIPTION CONDITION-RESULT
  if [ "$2" -ne 1 ]; then
    echo "check-loop: FAIL $1"
    fail=1
  fi
}
check "three regions (got ${#insns[@]})" "$([ ${#insns[@]} -eq 3 ] && echo 1 || echo 0)"
check "no plugin error" "$(grep -q 'insn_count: error' "$log" && echo 0 || echo 1)"
if [ ${#insns[@]} -eq 3 ] && [ -n "$per_insn" ]; then
  check "insns(3000) - insns(1000) = ${insns[1]} - ${insns[0]}, expected $((2000 * per_insn))" \
    "$([ $((insns[1] - insns[0])) -eq $((2000 * per_insn)) ] && echo 1 || echo 0)"
  check "mem(3000) - mem(1000) = ${mem[1]} - ${mem[0]}, expected $((2000 * per_mem))" \
    "$([ $((mem[1] - mem[0])) -eq $((2000 * per_mem)) ] && echo 1 || echo 0)"
  check "repeatable: ${insns[0]} and ${insns[2]} insns, ${mem[0]} and ${mem[2]} mem" \
    "$([ "${insns[0]}" -eq "${insns[2]}" ] && [ "${mem[0]}" -eq "${mem[2]}" ] && echo 1 || echo 0)"
  check "insns(1000) = ${insns[0]} >= $((1000 * per_insn))" \
    "$([ "${insns[0]}" -ge $((1000 * per_insn)) ] && echo 1 || echo 0)"
fi
if [ $fail -eq 0 ]; then
  echo "check-loop: ok: ${insns[0]} / ${insns[1]} insns, ${mem[0]} / ${mem[1]} mem for N = 1000 / 3000" \
    "($per_insn insns and $per_mem load per iteration)"
fi
exit $fail
