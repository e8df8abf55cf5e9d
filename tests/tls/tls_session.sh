#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# One TLS session over 127.0.0.1 between two peers, for every stack: the
# peers of tests/tls/peer_core.h (mbedtls_alt/tests/mbedtls_tls_peer,
# wolfssl_port/tests/tls_peer: the same options and output), Debian's
# openssl, or wolfSSL's own example programs.  One forced cipher suite,
# 1 MiB each way at the same time, checked by SHA-256 on both ends against
# the streams the peers' "gen" writes (client seed 1, server seed 2).
#
#   tls_session.sh pki DIR
#       CA and server certificate (ECDSA P-256, CN and SAN localhost,
#       127.0.0.1), made now with openssl.
#   tls_session.sh --suite ID --server PEER --client PEER [--pki DIR]
#                  [--server-args "ARGS"] [--client-args "ARGS"]
#                  [--emulator "CMD ARGS"] [--bytes N]
#     ID    tls13-aes128-gcm tls13-aes256-gcm tls13-aes128-ccm
#           tls12-aes128-gcm tls12-aes256-gcm tls12-aes128-ccm
#           tls12-aes128-cbc tls12-aes256-cbc (ECDHE-ECDSA for TLS 1.2)
#     PEER  a peer program of peer_core.h (path); "openssl" (s_server or
#           s_client); or "wolfssl-examples:BUILD:SRC" on both sides:
#           wolfSSL's examples/server and examples/client of wolfssl_port's
#           build directory BUILD, run from the wolfSSL tree SRC,
#           unmodified (handshake and their message exchange; the aesalt
#           device must show records of the suite's mode both ways); or
#           "mbedtls-programs:DIR" on one side and "openssl" on the other:
#           Mbed TLS 4's ssl_server2 or ssl_client2 from DIR (its
#           programs/ssl build directory, over psa_driver/ built with
#           AESALT_TEST_HOOKS), unmodified, against openssl s_client or
#           s_server -www: their HTTP exchange, made as large as the
#           programs allow (they send only fixed messages, so not the
#           1 MiB streams: ssl_client2 a 20000-byte request, two records;
#           ssl_server2 a 16384-byte answer, its padding checked), the
#           suite named on both sides, the aesalt kernel
#           (AESALT_VERBOSE=1) and the PSA driver's call count at exit
#           (AESALT_PSA_CALLS_FILE) above 0.
#     DIR   certificates made by "pki" (default: made now, for this session)
#     ARGS  more options for that side's peer program (--devid,
#           --check-device)
#     --emulator  runs the peer programs and examples (qemu-user for a
#           cross build), e.g. "qemu-m68k -L /usr/m68k-linux-gnu"
#
# Servers listen on free 127.0.0.1 ports and are always stopped (trap).
# Exit 0 on success, with one "PASS: ..." line.
set -uo pipefail

die() {
  echo "FAIL: tls_session: $*"
  exit 1
}

make_pki() {
  local d=$1
  mkdir -p "$d" || return 1
  (
    cd "$d" || exit 1
    openssl ecparam -name prime256v1 -genkey -noout -out ca.key &&
      openssl req -x509 -new -key ca.key -subj "/CN=aesalt test CA" -days 7 \
        -addext "basicConstraints=critical,CA:TRUE" \
        -addext "keyUsage=critical,keyCertSign,cRLSign" -out ca.pem &&
      openssl ecparam -name prime256v1 -genkey -noout -out srv.key &&
      openssl req -new -key srv.key -subj "/CN=localhost" -out srv.csr &&
      printf '%s\n' "subjectAltName=DNS:localhost,IP:127.0.0.1" "basicConstraints=CA:FALSE" \
        "keyUsage=critical,digitalSignature" "extendedKeyUsage=serverAuth" >ext.cnf &&
      openssl x509 -req -in srv.csr -CA ca.pem -CAkey ca.key -CAcreateserial -days 7 \
        -extfile ext.cnf -out srv.pem
  ) >"$d/pki.log" 2>&1 || { cat "$d/pki.log"; return 1; }
  echo "tls_session: certificates in $d"
}

if [ "${1:-}" = pki ]; then
  [ $# -eq 2 ] || die "usage: tls_session.sh pki DIR"
  make_pki "$2"
  exit $?
fi

suite='' server='' client='' pki='' server_args='' client_args='' emulator='' bytes=1048576
while [ $# -gt 0 ]; do
  case $1 in
  --suite) suite=$2; shift 2 ;;
  --server) server=$2; shift 2 ;;
  --client) client=$2; shift 2 ;;
  --pki) pki=$2; shift 2 ;;
  --server-args) server_args=$2; shift 2 ;;
  --client-args) client_args=$2; shift 2 ;;
  --emulator) # may come without its value when that is empty (CMake drops it)
    if [ $# -ge 2 ] && [ "${2#--}" = "$2" ]; then
      emulator=$2
      shift
    fi
    shift ;;
  --bytes) bytes=$2; shift 2 ;;
  *) die "unknown argument $1" ;;
  esac
done
[ -n "$suite" ] && [ -n "$server" ] && [ -n "$client" ] ||
  die "usage: tls_session.sh --suite ID --server PEER --client PEER [--pki DIR] ..."
[ -z "$pki" ] || [ -s "$pki/srv.pem" ] || die "no certificates in '$pki' (tls_session.sh pki DIR)"
read -r -a emu <<<"$emulator"
read -r -a sargs <<<"$server_args"
read -r -a cargs <<<"$client_args"

# openssl's options, wolfSSL's example name and -v, Mbed TLS's suite name
# (its programs' force_ciphersuite), and the AES mode.
case $suite in
tls13-aes128-gcm) ossl="-tls1_3 -ciphersuites TLS_AES_128_GCM_SHA256" ex=TLS13-AES128-GCM-SHA256 mb=TLS1-3-AES-128-GCM-SHA256 ;;
tls13-aes256-gcm) ossl="-tls1_3 -ciphersuites TLS_AES_256_GCM_SHA384" ex=TLS13-AES256-GCM-SHA384 mb=TLS1-3-AES-256-GCM-SHA384 ;;
tls13-aes128-ccm) ossl="-tls1_3 -ciphersuites TLS_AES_128_CCM_SHA256" ex=TLS13-AES128-CCM-SHA256 mb=TLS1-3-AES-128-CCM-SHA256 ;;
tls12-aes128-gcm) ossl="-tls1_2 -cipher ECDHE-ECDSA-AES128-GCM-SHA256" ex=ECDHE-ECDSA-AES128-GCM-SHA256 mb=TLS-ECDHE-ECDSA-WITH-AES-128-GCM-SHA256 ;;
tls12-aes256-gcm) ossl="-tls1_2 -cipher ECDHE-ECDSA-AES256-GCM-SHA384" ex=ECDHE-ECDSA-AES256-GCM-SHA384 mb=TLS-ECDHE-ECDSA-WITH-AES-256-GCM-SHA384 ;;
tls12-aes128-ccm) ossl="-tls1_2 -cipher ECDHE-ECDSA-AES128-CCM" ex=ECDHE-ECDSA-AES128-CCM mb=TLS-ECDHE-ECDSA-WITH-AES-128-CCM ;;
tls12-aes128-cbc) ossl="-tls1_2 -cipher ECDHE-ECDSA-AES128-SHA256" ex=ECDHE-ECDSA-AES128-SHA256 mb=TLS-ECDHE-ECDSA-WITH-AES-128-CBC-SHA256 ;;
tls12-aes256-cbc) ossl="-tls1_2 -cipher ECDHE-ECDSA-AES256-SHA384" ex=ECDHE-ECDSA-AES256-SHA384 mb=TLS-ECDHE-ECDSA-WITH-AES-256-CBC-SHA384 ;;
*) die "unknown suite $suite" ;;
esac
mode=${suite##*-}
exv=4 mbv=tls13
[ "${suite#tls12}" != "$suite" ] && exv=3 mbv=tls12
read -r -a ossl_opts <<<"$ossl"
ossl_name=${ossl_opts[2]}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/aesalt-tls.XXXXXX") || exit 1
pids=()
cleanup() {
  local p
  exec 3>&- 2>/dev/null
  for p in "${pids[@]}"; do
    kill "$p" 2>/dev/null
  done
  for p in "${pids[@]}"; do
    wait "$p" 2>/dev/null
  done
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 1' INT TERM
if [ -z "$pki" ]; then
  pki=$tmp/pki
  make_pki "$pki" >/dev/null || die "could not make certificates"
fi

show() {
  local f
  for f in "$@"; do
    [ -s "$f" ] && { echo "--- $(basename "$f")"; head -c 3000 "$f"; echo; }
  done
}

fail() {
  show "$tmp"/*.out "$tmp"/*.err
  die "$suite, client $client, server $server: $*"
}

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# wait_for TEST PID: up to 10 s until TEST (a command) holds, while PID lives.
wait_for() {
  for _ in $(seq 100); do
    eval "$1" && return 0
    kill -0 "$2" 2>/dev/null || return 1
    sleep 0.1
  done
  return 1
}

# wait_pid PID SECONDS: waits for PID; its status, or 1 if it had to be killed.
wait_pid() {
  for _ in $(seq $(($2 * 10))); do
    kill -0 "$1" 2>/dev/null || { wait "$1"; return $?; }
    sleep 0.1
  done
  kill "$1" 2>/dev/null
  wait "$1" 2>/dev/null
  return 1
}

# check_line FILE WHAT HASH: FILE (a peer's output) has "WHAT <bytes> sha256 HASH".
check_line() {
  grep -q "^$2 $bytes sha256 $3\$" "$1" || fail "$(basename "$1"): no '$2 $bytes sha256 $3'"
}

# check_file FILE HASH: FILE (what openssl received) is the stream of HASH.
check_file() {
  local got
  got=$(sha256sum <"$1" | cut -d' ' -f1)
  [ "$got" = "$2" ] || fail "openssl received $(wc -c <"$1") bytes, sha256 $got"
}

# ---- wolfSSL's examples -------------------------------------------------------

# examples_ok FILE: the device's counter line (printed at exit with
# AESALT_WOLFSSL_STATS=1) shows records of the mode served both ways.
examples_ok() {
  local line enc dec
  line=$(grep '^aesalt-wolfssl: kernel=' "$1" | tail -n 1)
  enc=$(echo "$line" | sed -nE "s/.* ${mode}_enc=([0-9]+).*/\1/p")
  dec=$(echo "$line" | sed -nE "s/.* ${mode}_dec=([0-9]+).*/\1/p")
  [ -n "$enc" ] && [ -n "$dec" ] && [ "$enc" -gt 0 ] && [ "$dec" -gt 0 ]
}

if [ "${server%%:*}" = wolfssl-examples ]; then
  [ "$client" = "$server" ] || die "wolfssl-examples needs the same on both sides"
  IFS=: read -r _ bin src <<<"$server"
  port=$(free_port)
  ready=$tmp/ready
  (cd "$src" && AESALT_WOLFSSL_STATS=1 exec "${emu[@]}" "$bin/wolfssl/examples/server/server" \
    -p "$port" -v "$exv" -l "$ex" -c "$pki/srv.pem" -k "$pki/srv.key" -d -R "$ready") \
    >"$tmp/server.out" 2>&1 &
  pids+=($!)
  spid=$!
  wait_for '[ -e "$ready" ]' "$spid" || fail "example server not ready"
  (cd "$src" && AESALT_WOLFSSL_STATS=1 timeout 30 "${emu[@]}" "$bin/wolfssl/examples/client/client" \
    -p "$port" -v "$exv" -l "$ex" -A "$pki/ca.pem" -x) >"$tmp/client.out" 2>&1
  crc=$?
  wait_pid "$spid" 20
  src_rc=$?
  if [ "$crc" != 0 ] || [ "$src_rc" != 0 ] || ! grep -q "I hear you fa shizzle" "$tmp/client.out" ||
    ! grep -q "hello wolfssl" "$tmp/server.out" || ! examples_ok "$tmp/client.out" ||
    ! examples_ok "$tmp/server.out"; then
    fail "example client rc $crc, server rc $src_rc, or the device served no $mode record"
  fi
  echo "PASS: $suite, wolfSSL examples/client and examples/server ($(grep -m1 'cipher suite' "$tmp/client.out"))"
  grep '^aesalt-wolfssl:' "$tmp/client.out" | sed 's/^/  client /'
  grep '^aesalt-wolfssl:' "$tmp/server.out" | sed 's/^/  server /'
  exit 0
fi

# ---- Mbed TLS 4's ssl_server2 / ssl_client2 and openssl -----------------------

# programs_report SIDE: sets report to that program's aesalt kernel
# (AESALT_VERBOSE) and driver call count (AESALT_PSA_CALLS_FILE, written at
# exit); fails unless both are there and the count is above 0.
programs_report() {
  local kernel calls
  kernel=$(sed -n 's/.*aesalt: kernel \([A-Za-z0-9_]*\).*/\1/p' "$tmp/$1.out" | head -n 1)
  calls=$(sed -n 's/^aesalt-psa-calls \([0-9]*\)$/\1/p' "$tmp/$1.calls" 2>/dev/null | tail -n 1)
  [ -n "$kernel" ] || fail "$1: no aesalt kernel named (AESALT_VERBOSE=1)"
  [ -n "$calls" ] && [ "$calls" -gt 0 ] ||
    fail "$1: the aesalt PSA driver took no call (${calls:-no count}; a test-hook build?)"
  report="  $1 aesalt kernel $kernel, PSA driver calls $calls"
}

if [ "${server%%:*}" = mbedtls-programs ] || [ "${client%%:*}" = mbedtls-programs ]; then
  [ "$client" = openssl ] || [ "$server" = openssl ] ||
    die "mbedtls-programs needs openssl on the other side"
  [ -n "$pki" ] || { pki=$tmp/pki && make_pki "$pki" >/dev/null; } || die "no certificates"
  port=$(free_port)
  if [ "$client" = openssl ]; then
    dir=${server#*:}
    [ -x "$dir/ssl_server2" ] || die "no ssl_server2 in '$dir'"
    # ssl_server2 answers each connection and waits for the next; SIGTERM
    # ends it cleanly (so its exit handlers write the call count).
    AESALT_VERBOSE=1 AESALT_PSA_CALLS_FILE=$tmp/server.calls timeout 90 "${emu[@]}" \
      "$dir/ssl_server2" server_addr=127.0.0.1 server_port="$port" crt_file="$pki/srv.pem" \
      key_file="$pki/srv.key" auth_mode=none force_version="$mbv" force_ciphersuite="$mb" \
      response_size=16384 >"$tmp/server.out" 2>&1 &
    pids+=($!)
    spid=$!
    wait_for 'ss -ltnH "sport = :$port" 2>/dev/null | grep -q .' "$spid" ||
      fail "ssl_server2 did not start"
    # -quiet implies -ign_eof: s_client sends the request and reads until
    # the server closes.
    printf 'GET / HTTP/1.0\r\n\r\n' | timeout 30 openssl s_client -connect "127.0.0.1:$port" \
      -quiet -CAfile "$pki/ca.pem" -verify_return_error -verify_hostname localhost \
      -servername localhost "${ossl_opts[@]}" >"$tmp/from-server.bin" 2>"$tmp/s_client.err"
    crc=$?
    kill -TERM "$spid" 2>/dev/null
    wait_pid "$spid" 20
    src_rc=$?
    [ "$crc" = 0 ] || fail "s_client exit status $crc"
    [ "$src_rc" = 0 ] || fail "ssl_server2 exit status $src_rc"
    grep -q "Ciphersuite is $mb ]" "$tmp/server.out" || fail "ssl_server2 did not negotiate $mb"
    # Its answer: the page naming the suite, padded with B to 16384 bytes.
    [ "$(wc -c <"$tmp/from-server.bin")" = 16384 ] &&
      grep -q "Successful connection using: $mb<" "$tmp/from-server.bin" &&
      [ -z "$(tail -c 16000 "$tmp/from-server.bin" | tr -d B)" ] ||
      fail "s_client did not get ssl_server2's 16384-byte answer over $mb"
    programs_report server
    echo "PASS: $suite, client openssl, server ssl_server2 ($mbv $mb), HTTP exchange"
  else
    dir=${client#*:}
    [ -x "$dir/ssl_client2" ] || die "no ssl_client2 in '$dir'"
    # s_server -www answers the GET with a page naming the session's suite.
    timeout 90 openssl s_server -accept "127.0.0.1:$port" -naccept 1 -www \
      -cert "$pki/srv.pem" -key "$pki/srv.key" "${ossl_opts[@]}" \
      </dev/null >"$tmp/s_server.out" 2>"$tmp/s_server.err" &
    pids+=($!)
    spid=$!
    wait_for 'ss -ltnH "sport = :$port" 2>/dev/null | grep -q .' "$spid" ||
      fail "s_server did not start"
    AESALT_VERBOSE=1 AESALT_PSA_CALLS_FILE=$tmp/client.calls timeout 60 "${emu[@]}" \
      "$dir/ssl_client2" server_addr=127.0.0.1 server_port="$port" server_name=localhost \
      ca_file="$pki/ca.pem" auth_mode=required force_version="$mbv" force_ciphersuite="$mb" \
      request_size=20000 >"$tmp/client.out" 2>&1
    crc=$?
    wait_pid "$spid" 20
    [ "$crc" = 0 ] || fail "ssl_client2 exit status $crc"
    grep -q "Ciphersuite is $mb ]" "$tmp/client.out" || fail "ssl_client2 did not negotiate $mb"
    grep -q "Write to server: 20000 bytes written" "$tmp/client.out" ||
      fail "ssl_client2 did not send its 20000-byte request"
    grep -q "Cipher is $ossl_name\$" "$tmp/client.out" ||
      fail "ssl_client2 did not read s_server's page naming $ossl_name"
    programs_report client
    echo "PASS: $suite, client ssl_client2, server openssl ($mbv $mb), HTTP exchange"
  fi
  echo "$report"
  exit 0
fi

# ---- peer programs and openssl ----------------------------------------------

gen_bin=$client
[ "$client" = openssl ] && gen_bin=$server
[ "$gen_bin" != openssl ] || die "at least one side must be a peer program"
for p in "$client" "$server"; do
  [ "$p" = openssl ] || [ -x "$p" ] || die "no peer program at '$p'"
done
"${emu[@]}" "$gen_bin" gen 1 "$bytes" >"$tmp/c2s.bin" || die "gen failed"
"${emu[@]}" "$gen_bin" gen 2 "$bytes" >"$tmp/s2c.bin" || die "gen failed"
c2s=$(sha256sum <"$tmp/c2s.bin" | cut -d' ' -f1)
s2c=$(sha256sum <"$tmp/s2c.bin" | cut -d' ' -f1)

# The server, in the background; sets port and spid.
if [ "$server" = openssl ]; then
  port=$(free_port)
  mkfifo "$tmp/s.fifo"
  timeout 90 openssl s_server -accept "127.0.0.1:$port" -naccept 1 -quiet \
    -cert "$pki/srv.pem" -key "$pki/srv.key" "${ossl_opts[@]}" \
    <"$tmp/s.fifo" >"$tmp/from-client.bin" 2>"$tmp/s_server.err" &
  pids+=($!)
  spid=$!
  # Its stdin stays open until it ends: at end of input s_server (-quiet)
  # drops the connection at once, losing what it had not read yet.
  exec 3>"$tmp/s.fifo"
  cat "$tmp/s2c.bin" >&3 &
  pids+=($!)
  wait_for 'ss -ltnH "sport = :$port" 2>/dev/null | grep -q .' "$spid" ||
    fail "s_server did not start"
else
  timeout 90 "${emu[@]}" "$server" server --suite "$suite" --port 0 --port-file "$tmp/port" \
    --cert "$pki/srv.pem" --key "$pki/srv.key" --bytes "$bytes" "${sargs[@]}" \
    >"$tmp/server.out" 2>"$tmp/server.err" &
  pids+=($!)
  spid=$!
  wait_for '[ -s "$tmp/port" ]' "$spid" || fail "server not listening"
  port=$(cat "$tmp/port")
fi

if [ "$client" = openssl ]; then
  mkfifo "$tmp/c.fifo"
  timeout 90 openssl s_client -connect "127.0.0.1:$port" -quiet -CAfile "$pki/ca.pem" \
    -verify_return_error -verify_hostname localhost -servername localhost "${ossl_opts[@]}" \
    <"$tmp/c.fifo" >"$tmp/from-server.bin" 2>"$tmp/s_client.err" &
  pids+=($!)
  cpid=$!
  exec 4>"$tmp/c.fifo"
  cat "$tmp/c2s.bin" >&4 &
  pids+=($!)
  wait_pid "$spid" 90
  src_rc=$?
  exec 4>&-
  wait_pid "$cpid" 20 # s_client's status after the server closes is not meaningful
  crc=0
else
  timeout 90 "${emu[@]}" "$client" client --suite "$suite" --port "$port" --ca "$pki/ca.pem" \
    --bytes "$bytes" "${cargs[@]}" >"$tmp/client.out" 2>"$tmp/client.err"
  crc=$?
  wait_pid "$spid" 20
  src_rc=$?
fi
exec 3>&-
# s_server's exit status after the peer closes is not meaningful.
[ "$server" = openssl ] && src_rc=0
[ "$crc" = 0 ] || fail "client exit status $crc"
[ "$src_rc" = 0 ] || fail "server exit status $src_rc"

if [ "$client" = openssl ]; then
  check_file "$tmp/from-server.bin" "$s2c"
else
  check_line "$tmp/client.out" sent "$c2s"
  check_line "$tmp/client.out" received "$s2c"
fi
if [ "$server" = openssl ]; then
  check_file "$tmp/from-client.bin" "$c2s"
else
  check_line "$tmp/server.out" sent "$s2c"
  check_line "$tmp/server.out" received "$c2s"
fi
negotiated=$(cat "$tmp/client.out" "$tmp/server.out" 2>/dev/null | grep -m1 '^negotiated' | cut -d' ' -f2-)
echo "PASS: $suite, client $(basename "$client"), server $(basename "$server") ($negotiated), $bytes bytes each way, SHA-256 checked"
for side in client server; do
  grep -h '^device:' "$tmp/$side.out" 2>/dev/null | sed "s/^/  $side /"
done
exit 0
