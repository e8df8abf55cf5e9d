#!/usr/bin/env bash
# The insn_count plugin's known-answer test on one target: runs
# aesalt-plugin-loop (loop.c) for N = 1000, 3000, 1000 under qemu-user with
# the plugin and requires, exactly:
#   insns(3000) - insns(1000) = 2000 * insns_per_iter
#   mem(3000)   - mem(1000)   = 2000 * mem_per_iter
#   the two N = 1000 regions equal, each at least 1000 * insns_per_iter
#   three regions, no plugin error
# and runs it again with the options mix=on,dcache=256,icache=256, requiring:
#   the same insns and mem in every region (the options add lines only)
#   each region's mix counts add up to its insns; the two N = 1000 mixes
#   are equal; mix(3000) - mix(1000) adds up to 2000 * insns_per_iter,
#   each class's share a multiple of 2000
#   dcache reads(3000) - reads(1000) = 2000 * mem_per_iter (the one load);
#   icache fetches(3000) - fetches(1000) a positive multiple of 2000 (the
#   loop's long words, each iteration)
#   the same number of misses, at least one, in every region of both
#   caches: the code between two regions (strtoul, printf: kilobytes)
#   evicts the loop from a 256-byte cache, so each region starts cold and
#   misses once per line it uses, however many iterations follow
# Usage: check-loop.sh QEMU SYSROOT PLUGIN LOOP-BINARY   (QEMU_CPU from the env)
set -uo pipefail
qemu=$1 sysroot=$2 plugin=$3 bin=$4
log=$(mktemp)
log2=$(mktemp)
out=$(mktemp)
trap 'rm -f "$log" "$log2" "$out"' EXIT

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

# The options: mix, and the cache models.
if ! "$qemu" -L "$sysroot" -plugin "$plugin,mix=on,dcache=256,icache=256" -d plugin -D "$log2" \
  "$bin" 1000 3000 1000 >/dev/null; then
  echo "check-loop: $bin failed under $qemu with mix=on,dcache=256,icache=256"
  cat "$log2"
  exit 1
fi
check "no plugin error with the options" "$(grep -q 'insn_count: error' "$log2" && echo 0 || echo 1)"
check "the same regions with the options" \
  "$(cmp -s <(grep ' region ' "$log") <(grep ' region ' "$log2") && echo 1 || echo 0)"
# mix_sum R: the sum of region R's mix counts; mix_of R: its "COUNT CLASS" lines, sorted.
mix_sum() { awk -v r="$1" '$2 == "mix" && $3 == r {s += $4} END {print s + 0}' "$log2"; }
mix_of() { awk -v r="$1" '$2 == "mix" && $3 == r {$1 = $2 = $3 = ""; print}' "$log2" | sort; }
cache_field() { # CACHE REGION FIELD(5: reads/fetches, 7: misses)
  awk -v c="$1" -v r="$2" -v f="$3" '$2 == c && $3 == r {print $f}' "$log2"
}
if [ ${#insns[@]} -eq 3 ] && [ -n "$per_insn" ]; then
  for r in 0 1 2; do
    check "mix of region $r adds up to ${insns[$r]} insns (got $(mix_sum $r))" \
      "$([ "$(mix_sum $r)" = "${insns[$r]}" ] && echo 1 || echo 0)"
  done
  check "equal mixes for the two N = 1000 regions" \
    "$(cmp -s <(mix_of 0) <(mix_of 2) && echo 1 || echo 0)"
  # Per class: count(3000) - count(1000), each a multiple of 2000, adding up to 2000 * insns_per_iter.
  mixdiff=$(awk '$2 == "mix" && ($3 == 0 || $3 == 1) {
      k = $5; for (i = 6; i <= NF; i++) k = k " " $i
      d[k] += ($3 == 1 ? $4 : -$4) }
    END { bad = 0; s = 0
      for (k in d) { s += d[k]; if (d[k] < 0 || d[k] % 2000 != 0) bad = 1 }
      print (bad ? "bad" : s) }' "$log2")
  check "mix(3000) - mix(1000) = $mixdiff, expected $((2000 * per_insn)) in multiples of 2000" \
    "$([ "$mixdiff" = $((2000 * per_insn)) ] && echo 1 || echo 0)"
  reads0=$(cache_field dcache 0 5) reads1=$(cache_field dcache 1 5)
  check "dcache reads(3000) - reads(1000) = $((reads1 - reads0)), expected $((2000 * per_mem))" \
    "$([ $((reads1 - reads0)) -eq $((2000 * per_mem)) ] && echo 1 || echo 0)"
  fetch0=$(cache_field icache 0 5) fetch1=$(cache_field icache 1 5)
  check "icache fetches(3000) - fetches(1000) = $((fetch1 - fetch0)), a positive multiple of 2000" \
    "$([ $((fetch1 - fetch0)) -gt 0 ] && [ $(((fetch1 - fetch0) % 2000)) -eq 0 ] && echo 1 || echo 0)"
  for c in dcache icache; do
    mapfile -t misses < <(for r in 0 1 2; do cache_field $c $r 7; done)
    check "$c misses equal and nonzero in the three regions (${misses[*]})" \
      "$([ ${#misses[@]} -eq 3 ] && [ "${misses[0]}" -gt 0 ] && [ "${misses[0]}" = "${misses[1]}" ] &&
        [ "${misses[1]}" = "${misses[2]}" ] && echo 1 || echo 0)"
  done
fi
if [ $fail -eq 0 ]; then
  echo "check-loop: ok: ${insns[0]} / ${insns[1]} insns, ${mem[0]} / ${mem[1]} mem for N = 1000 / 3000" \
    "($per_insn insns and $per_mem load per iteration); with mix and caches: the same regions," \
    "mix adds up, dcache reads +$((reads1 - reads0)), icache fetches +$((fetch1 - fetch0))," \
    "misses $(cache_field dcache 0 7) / $(cache_field icache 0 7) per region"
fi
exit $fail
