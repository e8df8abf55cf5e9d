#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# One TLS session over 127.0.0.1 with Mbed TLS built on the aesalt shim:
# handshake with one forced cipher suite, then 1 MiB each way at the same
# time, checked by SHA-256 on both ends.
#
#   mbedtls_tls.sh --peer-bin PATH --suite NAME --against PEER [--emulator "CMD ARGS"]
#
#   PATH   mbedtls_tls_peer (mbedtls_alt/tests/mbedtls_tls_peer.c), linked
#          with the shim build
#   NAME   ECDHE-ECDSA-AES128-GCM | ECDHE-ECDSA-AES256-GCM |
#          ECDHE-ECDSA-AES128-CCM | ECDHE-ECDSA-AES128-CBC-SHA256 |
#          TLS13-AES128-GCM | TLS13-AES256-GCM | TLS13-AES128-CCM
#   PEER   mbedtls         Mbed TLS client against Mbed TLS server
#          openssl-server  Mbed TLS client against openssl s_server
#          openssl-client  openssl s_client against Mbed TLS server
#   --emulator  prefix for running the peer binary (qemu-user for cross builds)
#
# Certificates (ECDSA P-256 CA and server certificate for "localhost") are
# made with openssl at each run.  Every server listens on 127.0.0.1 only, on
# a port the kernel reported free, and is always stopped (trap).
set -euo pipefail

peer_bin=
suite=
against=
emulator=
while [ $# -gt 0 ]; do
  case $1 in
  --peer-bin) peer_bin=$2; shift 2 ;;
  --suite) suite=$2; shift 2 ;;
  --against) against=$2; shift 2 ;;
  --emulator) emulator=$2; shift 2 ;;
  *) echo "mbedtls_tls.sh: unknown argument $1" >&2; exit 2 ;;
  esac
done
[ -n "$peer_bin" ] && [ -n "$suite" ] && [ -n "$against" ] || {
  echo "usage: mbedtls_tls.sh --peer-bin PATH --suite NAME --against PEER" >&2
  exit 2
}

bytes=1048576
# shellcheck disable=SC2206
peer=($emulator "$peer_bin")

# openssl names and protocol options of each suite.
case $suite in
ECDHE-ECDSA-AES128-GCM) ossl=(-tls1_2 -cipher ECDHE-ECDSA-AES128-GCM-SHA256) ;;
ECDHE-ECDSA-AES256-GCM) ossl=(-tls1_2 -cipher ECDHE-ECDSA-AES256-GCM-SHA384) ;;
ECDHE-ECDSA-AES128-CCM) ossl=(-tls1_2 -cipher ECDHE-ECDSA-AES128-CCM) ;;
ECDHE-ECDSA-AES128-CBC-SHA256) ossl=(-tls1_2 -cipher ECDHE-ECDSA-AES128-SHA256) ;;
TLS13-AES128-GCM) ossl=(-tls1_3 -ciphersuites TLS_AES_128_GCM_SHA256) ;;
TLS13-AES256-GCM) ossl=(-tls1_3 -ciphersuites TLS_AES_256_GCM_SHA384) ;;
TLS13-AES128-CCM) ossl=(-tls1_3 -ciphersuites TLS_AES_128_CCM_SHA256) ;;
*) echo "mbedtls_tls.sh: unknown suite $suite" >&2; exit 2 ;;
esac

tmp=$(mktemp -d)
pids=()
cleanup() {
  local p
  exec 3>&- 2>/dev/null || true
  for p in "${pids[@]}"; do
    kill "$p" 2>/dev/null || true
  done
  for p in "${pids[@]}"; do
    wait "$p" 2>/dev/null || true
  done
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

fail() {
  echo "FAIL: $suite against $against: $*"
  for f in "$tmp"/*.out "$tmp"/*.err; do
    [ -s "$f" ] && { echo "--- $(basename "$f")"; head -c 2000 "$f"; echo; }
  done
  exit 1
}

# ---- certificates --------------------------------------------------------
(
  cd "$tmp"
  openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out ca.key 2>/dev/null
  openssl req -x509 -new -key ca.key -sha256 -days 2 -subj "/CN=aesalt test CA" \
    -addext "basicConstraints=critical,CA:TRUE" \
    -addext "keyUsage=critical,keyCertSign,cRLSign" -out ca.crt
  openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256 -out srv.key 2>/dev/null
  openssl req -new -key srv.key -sha256 -subj "/CN=localhost" -out srv.csr
  printf '%s\n' "basicConstraints=CA:FALSE" "keyUsage=critical,digitalSignature" \
    "extendedKeyUsage=serverAuth" "subjectAltName=DNS:localhost" >srv.ext
  openssl x509 -req -in srv.csr -CA ca.crt -CAkey ca.key -CAcreateserial -sha256 -days 2 \
    -extfile srv.ext -out srv.crt 2>/dev/null
) || fail "could not make certificates"

# A port on 127.0.0.1 that the kernel reports free.
port=$(python3 -c 'import socket
s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()')

# Data of each direction: client sends seed 1, server sends seed 2.
"${peer[@]}" gen $bytes 1 >"$tmp/c2s.bin"
"${peer[@]}" gen $bytes 2 >"$tmp/s2c.bin"
c2s_hash=$(sha256sum <"$tmp/c2s.bin" | cut -d' ' -f1)
s2c_hash=$(sha256sum <"$tmp/s2c.bin" | cut -d' ' -f1)

# wait_listening FILE PID: until the Mbed TLS server printed "listening".
wait_listening() {
  local i
  for i in $(seq 1 100); do
    grep -q '^listening' "$1" 2>/dev/null && return 0
    kill -0 "$2" 2>/dev/null || return 1
    sleep 0.1
  done
  return 1
}

# wait_port: until something listens on 127.0.0.1:$port (without connecting,
# which would use up s_server's single accept).
wait_port() {
  local i
  for i in $(seq 1 100); do
    ss -ltnH "sport = :$port" 2>/dev/null | grep -q . && return 0
    sleep 0.1
  done
  return 1
}

# check_line FILE WHAT HASH: FILE has "WHAT <bytes> HASH".
check_line() {
  grep -q "^$2 $bytes $3\$" "$1" || fail "$(basename "$1"): no '$2 $bytes $3'"
}

case $against in
mbedtls)
  timeout 90 "${peer[@]}" server "$port" "$suite" $bytes 2 "$tmp/srv.crt" "$tmp/srv.key" \
    >"$tmp/server.out" 2>"$tmp/server.err" &
  pids+=($!)
  wait_listening "$tmp/server.out" "${pids[0]}" || fail "server did not start"
  timeout 90 "${peer[@]}" client "$port" "$suite" $bytes 1 "$tmp/ca.crt" \
    >"$tmp/client.out" 2>"$tmp/client.err" || fail "client failed"
  wait "${pids[0]}" || fail "server failed"
  pids=()
  check_line "$tmp/client.out" sent "$c2s_hash"
  check_line "$tmp/client.out" received "$s2c_hash"
  check_line "$tmp/server.out" sent "$s2c_hash"
  check_line "$tmp/server.out" received "$c2s_hash"
  negotiated=$(grep '^negotiated' "$tmp/client.out")
  ;;
openssl-server)
  mkfifo "$tmp/in"
  timeout 90 openssl s_server -accept "127.0.0.1:$port" -naccept 1 -quiet \
    -cert "$tmp/srv.crt" -key "$tmp/srv.key" "${ossl[@]}" \
    <"$tmp/in" >"$tmp/from-client.bin" 2>"$tmp/s_server.err" &
  pids+=($!)
  exec 3>"$tmp/in"
  cat "$tmp/s2c.bin" >&3 &
  pids+=($!)
  wait_port || fail "s_server did not start"
  timeout 90 "${peer[@]}" client "$port" "$suite" $bytes 1 "$tmp/ca.crt" \
    >"$tmp/client.out" 2>"$tmp/client.err" || fail "client failed"
  # s_server ends by itself when the client closes (-naccept 1).  Its stdin
  # stays open until then: at end of input s_server (-quiet) drops the
  # connection at once, losing what it had not read yet (seen with the
  # client under qemu).
  wait "${pids[0]}" || true # s_server's exit status after the peer closes is not meaningful
  exec 3>&-
  check_line "$tmp/client.out" sent "$c2s_hash"
  check_line "$tmp/client.out" received "$s2c_hash"
  got=$(sha256sum <"$tmp/from-client.bin" | cut -d' ' -f1)
  [ "$got" = "$c2s_hash" ] || fail "s_server received $(stat -c %s "$tmp/from-client.bin") bytes, sha256 $got"
  negotiated=$(grep '^negotiated' "$tmp/client.out")
  ;;
openssl-client)
  timeout 90 "${peer[@]}" server "$port" "$suite" $bytes 2 "$tmp/srv.crt" "$tmp/srv.key" \
    >"$tmp/server.out" 2>"$tmp/server.err" &
  pids+=($!)
  wait_listening "$tmp/server.out" "${pids[0]}" || fail "server did not start"
  mkfifo "$tmp/in"
  timeout 90 openssl s_client -connect "127.0.0.1:$port" -quiet -CAfile "$tmp/ca.crt" \
    -verify_return_error -verify_hostname localhost -servername localhost "${ossl[@]}" \
    <"$tmp/in" >"$tmp/from-server.bin" 2>"$tmp/s_client.err" &
  client=$!
  pids+=($client)
  exec 3>"$tmp/in"
  cat "$tmp/c2s.bin" >&3 &
  pids+=($!)
  wait "${pids[0]}" || fail "server failed"
  exec 3>&-
  wait "$client" || true # s_client's status after the server closes is not meaningful
  check_line "$tmp/server.out" sent "$s2c_hash"
  check_line "$tmp/server.out" received "$c2s_hash"
  got=$(sha256sum <"$tmp/from-server.bin" | cut -d' ' -f1)
  [ "$got" = "$s2c_hash" ] || fail "s_client received $(stat -c %s "$tmp/from-server.bin") bytes, sha256 $got"
  negotiated=$(grep '^negotiated' "$tmp/server.out")
  ;;
*)
  fail "unknown peer"
  ;;
esac
echo "PASS: $suite against $against ($negotiated), $bytes bytes each way, SHA-256 checked"
