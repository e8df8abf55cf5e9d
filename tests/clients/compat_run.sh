#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# Mbed TLS's own interoperability script, tests/compat.sh (Mbed TLS's
# ssl_client2/ssl_server2 against openssl s_server/s_client for every
# ciphersuite both support), restricted to the AES suites (-f AES) and the
# OpenSSL peer, on the stock build and on the shim build of the same Mbed
# TLS tree; the shim's pass list is compared with the stock build's.
#
#   compat_run.sh SRC SHIM-BUILD STOCK-BUILD OUT [MODES [VERIFIES]]
#     SRC          the Mbed TLS tree (third_party/mbedtls-3.6)
#     SHIM-BUILD   a build of mbedtls_alt/ (ssl_client2, ssl_server2 built)
#     STOCK-BUILD  the same with AESALT_MBEDTLS_STOCK=ON
#     OUT          work directory (a copy of compat.sh runs in
#                  OUT/<build>/tests, its ../framework a link to SRC's)
#     MODES        compat.sh -m (default "tls12 dtls12")
#     VERIFIES     compat.sh -V (default "NO YES")
#
# The stock build's outcomes are kept in OUT and reused while its programs,
# compat.sh, openssl and the options are the same (stock Mbed TLS does not
# change with aesalt); the shim always runs.
#
# Fails when the shim passes a case the stock build does not, when the shim
# passes fewer cases, when a run passes nothing, or when an Mbed TLS program
# of the shim run did not name an aesalt kernel (AESALT_VERBOSE=1, every
# log kept).  Prints the counts; the last line "PASS: ..." or "FAIL: ...".
set -uo pipefail
[ $# -ge 4 ] || { echo "usage: compat_run.sh SRC SHIM-BUILD STOCK-BUILD OUT [MODES [VERIFIES]]" >&2; exit 2; }
src=$(cd "$1" && pwd) shim=$(cd "$2" && pwd) stock=$(cd "$3" && pwd) out=$4 modes=${5:-tls12 dtls12} verifies=${6:-NO YES}
mkdir -p "$out"
out=$(cd "$out" && pwd)

# run NAME BUILD [ENV...]: compat.sh against BUILD's programs; the outcome
# file is OUT/NAME.outcomes.
run() {
  local name=$1 b=$2 w
  shift 2
  w=$out/$name
  rm -rf "$w" && mkdir -p "$w/tests"
  ln -s "$src/framework" "$w/framework"
  # A copy: compat.sh works in its own directory (logs, temporary files).
  cp "$src/tests/compat.sh" "$w/tests/compat.sh"
  (cd "$w/tests" && env "$@" M_SRV="$b/mbedtls_alt/mbedtls/programs/ssl/ssl_server2" \
    M_CLI="$b/mbedtls_alt/mbedtls/programs/ssl/ssl_client2" MBEDTLS_TEST_CONFIGURATION="$name" \
    MBEDTLS_TEST_OUTCOME_FILE="$out/$name.outcomes" bash "$w/tests/compat.sh" -f AES \
    -p OpenSSL -m "$modes" -V "$verifies" ${keep:+--preserve-logs}) >"$out/$name.log" 2>&1
  tail -n 1 "$out/$name.log"
}
# The stock run's key: what its outcomes depend on.
key=$( (sha256sum "$stock"/mbedtls_alt/mbedtls/programs/ssl/ssl_{server,client}2 \
  "$src/tests/compat.sh" | cut -d' ' -f1; openssl version; echo "$modes/$verifies") | sha256sum)
if [ -s "$out/stock.outcomes" ] && [ "$(cat "$out/stock.key" 2>/dev/null)" = "$key" ]; then
  echo "compat: stock outcomes of an earlier run (same programs, compat.sh, openssl, options)"
else
  rm -f "$out/stock.outcomes" "$out/stock.key"
  keep= run stock "$stock"
  echo "$key" >"$out/stock.key"
fi
rm -f "$out/shim.outcomes"
keep=1 run shim "$shim" AESALT_VERBOSE=1

pass() { awk -F';' '$5 == "PASS" {print $4}' "$1" | sort; }
pass "$out/stock.outcomes" >"$out/stock.pass"
pass "$out/shim.outcomes" >"$out/shim.pass"
ns=$(wc -l <"$out/stock.pass") nh=$(wc -l <"$out/shim.pass")
total=$(wc -l <"$out/shim.outcomes")
echo "compat: stock passes $ns, shim passes $nh of $total cases (AES suites, OpenSSL peer, -m $modes -V $verifies)"
status=0
lost=$(comm -23 "$out/stock.pass" "$out/shim.pass")
if [ -n "$lost" ]; then
  echo "compat: passed by the stock build, not by the shim:"
  echo "$lost" | head -n 40 | sed 's/^/  /'
  status=1
fi
[ "$nh" -ge "$ns" ] || { echo "compat: the shim passes fewer cases ($nh < $ns)"; status=1; }
[ "$ns" -gt 0 ] && [ "$nh" -gt 0 ] || { echo "compat: a run passed no case"; status=1; }
# Every kept log of an Mbed TLS program (the m side of each case) names the
# aesalt kernel; logs of passed cases only, one server log per group.
logs=0 unnamed=0
for f in "$out"/shim/tests/c-cli-*.log "$out"/shim/tests/c-srv-*.log; do
  [ -f "$f" ] || continue
  grep -q 'ssl_client2\|ssl_server2' "$f" || continue
  logs=$((logs + 1))
  grep -q 'aesalt: kernel ' "$f" || unnamed=$((unnamed + 1))
done
kernel=$(cat "$out"/shim/tests/c-*.log 2>/dev/null | sed -n 's/.*aesalt: kernel \([A-Za-z0-9_]*\).*/\1/p' | sort -u | paste -sd, -)
echo "compat: $logs logs of the shim's Mbed TLS programs, $unnamed without an aesalt kernel (kernel: ${kernel:-none})"
[ "$logs" -gt 0 ] && [ "$unnamed" -eq 0 ] || status=1
if [ $status -eq 0 ]; then
  echo "PASS: compat.sh AES suites: shim $nh passed, stock $ns passed"
else
  echo "FAIL: compat.sh AES suites: shim $nh passed, stock $ns passed"
fi
exit $status
