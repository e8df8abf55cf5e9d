#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# TLS sessions of wolfSSL with the aesalt device (CTest label "tls",
# registered by wolfssl_port/CMakeLists.txt).  One session per call:
#
#   wolfssl_tls.sh pki DIR
#       CA and server certificate (ECDSA P-256, CN and SAN localhost,
#       127.0.0.1), generated now with openssl: wolfSSL 5.5's bundled
#       certificates expired in 2025.
#   wolfssl_tls.sh MODE SUITE --pki DIR --bin DIR --src DIR [--devid]
#                  [--mbedtls-peer PATH] [--emulator "CMD ARGS"]
#     MODE own       wolfSSL server and client (wolfssl_port/tls_peer.c),
#                    1 MiB each way at once, SHA-256 compared both ways;
#          examples  wolfSSL's own examples/server and examples/client,
#                    unmodified (find-device route): handshake and their
#                    message exchange;
#          openssl   our wolfSSL client against Debian's openssl s_server,
#                    1 MiB each way, SHA-256 compared both ways;
#          mbedtls   the Mbed TLS client of mbedtls_alt/tests
#                    (mbedtls_tls_peer) against our wolfSSL server, 1 MiB
#                    each way, SHA-256 compared both ways.
#     --bin DIR      wolfssl_port's build directory (tls_peer, examples)
#     --src DIR      the wolfSSL source tree (the examples run from it)
#     --devid        the explicit device-id route (wolfSSL without
#                    WOLF_CRYPTO_CB_FIND): wolfSSL_CTX_SetDevId
#     --emulator     command that runs the programs of --bin (qemu-user
#                    for a cross build), e.g. "qemu-m68k -L /usr/m68k-linux-gnu"
#
# Every wolfSSL side must show AES records of the suite's mode served by
# the device in both directions (its request counters).  Servers listen on
# free 127.0.0.1 ports and are always stopped (trap).  Exit 0 on success.
set -uo pipefail

BYTES=1048576

wolfssl_die() {
  echo "wolfssl_tls: $*" >&2
  exit 1
}

# wolfssl_suite NAME: sets tls, wolf, mode, ossl (s_server options) and
# mbed (mbedtls_tls_peer suite name, empty if it has none).
wolfssl_suite() {
  case $1 in
  tls13-aes128-gcm) tls=1.3 wolf=TLS13-AES128-GCM-SHA256 mode=gcm
    ossl="-tls1_3 -ciphersuites TLS_AES_128_GCM_SHA256" mbed=TLS13-AES128-GCM ;;
  tls13-aes256-gcm) tls=1.3 wolf=TLS13-AES256-GCM-SHA384 mode=gcm
    ossl="-tls1_3 -ciphersuites TLS_AES_256_GCM_SHA384" mbed=TLS13-AES256-GCM ;;
  tls13-aes128-ccm) tls=1.3 wolf=TLS13-AES128-CCM-SHA256 mode=ccm
    ossl="-tls1_3 -ciphersuites TLS_AES_128_CCM_SHA256" mbed=TLS13-AES128-CCM ;;
  tls12-aes128-gcm) tls=1.2 wolf=ECDHE-ECDSA-AES128-GCM-SHA256 mode=gcm
    ossl="-tls1_2 -cipher ECDHE-ECDSA-AES128-GCM-SHA256" mbed=ECDHE-ECDSA-AES128-GCM ;;
  tls12-aes256-gcm) tls=1.2 wolf=ECDHE-ECDSA-AES256-GCM-SHA384 mode=gcm
    ossl="-tls1_2 -cipher ECDHE-ECDSA-AES256-GCM-SHA384" mbed=ECDHE-ECDSA-AES256-GCM ;;
  tls12-aes128-ccm) tls=1.2 wolf=ECDHE-ECDSA-AES128-CCM mode=ccm
    ossl="-tls1_2 -cipher ECDHE-ECDSA-AES128-CCM" mbed=ECDHE-ECDSA-AES128-CCM ;;
  tls12-aes128-cbc) tls=1.2 wolf=ECDHE-ECDSA-AES128-SHA256 mode=cbc
    ossl="-tls1_2 -cipher ECDHE-ECDSA-AES128-SHA256" mbed=ECDHE-ECDSA-AES128-CBC-SHA256 ;;
  tls12-aes256-cbc) tls=1.2 wolf=ECDHE-ECDSA-AES256-SHA384 mode=cbc
    ossl="-tls1_2 -cipher ECDHE-ECDSA-AES256-SHA384" mbed= ;;
  *) wolfssl_die "unknown suite $1" ;;
  esac
}

wolfssl_pki() {
  local d=$1
  mkdir -p "$d" || return 1
  (
    cd "$d" || exit 1
    openssl ecparam -name prime256v1 -genkey -noout -out ca.key &&
      openssl req -x509 -new -key ca.key -subj "/CN=aesalt wolfSSL test CA" -days 7 \
        -out ca.pem &&
      openssl ecparam -name prime256v1 -genkey -noout -out srv.key &&
      openssl req -new -key srv.key -subj "/CN=localhost" -out srv.csr &&
      printf '%s\n' "subjectAltName=DNS:localhost,IP:127.0.0.1" "basicConstraints=CA:FALSE" \
        "keyUsage=digitalSignature" "extendedKeyUsage=serverAuth" >ext.cnf &&
      openssl x509 -req -in srv.csr -CA ca.pem -CAkey ca.key -CAcreateserial -days 7 \
        -extfile ext.cnf -out srv.pem
  ) >"$d/pki.log" 2>&1 || { cat "$d/pki.log"; return 1; }
  echo "wolfssl_tls: certificates in $d"
}

# ---- one session ------------------------------------------------------------

pids=()
tmp=
wolfssl_cleanup() {
  local p
  exec 3>&- 2>/dev/null
  for p in "${pids[@]}"; do
    kill "$p" 2>/dev/null
  done
  for p in "${pids[@]}"; do
    wait "$p" 2>/dev/null
  done
  [ -n "$tmp" ] && rm -rf "$tmp"
}

# wolfssl_free_port: a port nobody listens on now.
wolfssl_free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'
}

# wolfssl_wait_file F: waits (10 s at most) until F exists and is not empty.
wolfssl_wait_file() {
  local i
  for i in $(seq 100); do
    [ -s "$1" ] && return 0
    sleep 0.1
  done
  return 1
}

# wolfssl_wait_pid PID SECONDS: waits for PID; 1 if it had to be killed.
wolfssl_wait_pid() {
  local i
  for i in $(seq $(($2 * 10))); do
    kill -0 "$1" 2>/dev/null || { wait "$1"; return $?; }
    sleep 0.1
  done
  kill "$1" 2>/dev/null
  wait "$1" 2>/dev/null
  return 1
}

# wolfssl_hash FILE LABEL: the sha256 of the line "LABEL N sha256 H" in FILE.
wolfssl_hash() {
  awk -v l="$2" '$1 == l && $3 == "sha256" { print $2 " " $4 }' "$1"
}

# wolfssl_stats_ok FILE MODE: the device's counter line in FILE (printed at
# exit with AESALT_WOLFSSL_STATS=1) shows MODE records served both ways.
wolfssl_stats_ok() {
  local line enc dec
  line=$(grep '^aesalt-wolfssl: kernel=' "$1" | tail -n 1)
  enc=$(echo "$line" | sed -nE "s/.* ${2}_enc=([0-9]+).*/\1/p")
  dec=$(echo "$line" | sed -nE "s/.* ${2}_dec=([0-9]+).*/\1/p")
  [ -n "$enc" ] && [ -n "$dec" ] && [ "$enc" -gt 0 ] && [ "$dec" -gt 0 ]
}

wolfssl_show() {
  local f
  for f in "$@"; do
    echo "--- $(basename "$f")"
    head -c 3000 "$f"
  done
}

# ---- modes ------------------------------------------------------------------

wolfssl_own() {
  local port_file=$tmp/port devid=()
  [ "$use_devid" = 1 ] && devid=(--devid)
  "${emu[@]}" "$bin/aesalt_wolfssl_tls_peer" server --port 0 --port-file "$port_file" --tls "$tls" \
    --ciphers "$wolf" --cert "$pki/srv.pem" --key "$pki/srv.key" --bytes "$BYTES" \
    --expect "$mode" "${devid[@]}" >"$tmp/server.out" 2>&1 &
  pids+=($!)
  local spid=$!
  wolfssl_wait_file "$port_file" || { wolfssl_show "$tmp/server.out"; wolfssl_die "server not listening"; }
  "${emu[@]}" "$bin/aesalt_wolfssl_tls_peer" client --port "$(cat "$port_file")" --tls "$tls" \
    --ciphers "$wolf" --ca "$pki/ca.pem" --bytes "$BYTES" --expect "$mode" "${devid[@]}" \
    >"$tmp/client.out" 2>&1
  local crc=$?
  wolfssl_wait_pid "$spid" 20
  local src=$?
  wolfssl_check_pair "$crc" "$src" "$tmp/client.out" "$tmp/server.out"
}

# wolfssl_check_pair CLIENT_RC SERVER_RC CLIENT_OUT SERVER_OUT: both ended
# well and each received exactly what the other sent.
wolfssl_check_pair() {
  local cs cr ss sr
  cs=$(wolfssl_hash "$3" sent)
  cr=$(wolfssl_hash "$3" received)
  ss=$(wolfssl_hash "$4" sent)
  sr=$(wolfssl_hash "$4" received)
  if [ "$1" != 0 ] || [ "$2" != 0 ] || [ -z "$cs" ] || [ "$cs" != "$sr" ] || [ "$ss" != "$cr" ] ||
    [ "${cs%% *}" != "$BYTES" ] || [ "${ss%% *}" != "$BYTES" ]; then
    wolfssl_show "$3" "$4"
    wolfssl_die "client rc $1, server rc $2; client sent/received [$cs] [$cr], server [$ss] [$sr]"
  fi
  echo "ok: $(head -n 1 "$3"); $BYTES bytes each way, SHA-256 equal"
  grep '^device:' "$3" | sed 's/^/  client /'
  grep '^device:' "$4" | sed 's/^/  server /'
}

wolfssl_examples() {
  local port ready=$tmp/ready v=4 crc src
  [ "$tls" = 1.2 ] && v=3
  port=$(wolfssl_free_port)
  (cd "$src_dir" && AESALT_WOLFSSL_STATS=1 exec "${emu[@]}" "$bin/wolfssl/examples/server/server" -p "$port" \
    -v "$v" -l "$wolf" -c "$pki/srv.pem" -k "$pki/srv.key" -d -R "$ready") \
    >"$tmp/server.out" 2>&1 &
  pids+=($!)
  local spid=$!
  for _ in $(seq 100); do
    [ -e "$ready" ] && break
    sleep 0.1
  done
  [ -e "$ready" ] || { wolfssl_show "$tmp/server.out"; wolfssl_die "example server not ready"; }
  (cd "$src_dir" && AESALT_WOLFSSL_STATS=1 timeout 30 "${emu[@]}" "$bin/wolfssl/examples/client/client" \
    -p "$port" -v "$v" -l "$wolf" -A "$pki/ca.pem" -x) >"$tmp/client.out" 2>&1
  crc=$?
  wolfssl_wait_pid "$spid" 20
  src=$?
  if [ "$crc" != 0 ] || [ "$src" != 0 ] || ! grep -q "I hear you fa shizzle" "$tmp/client.out" ||
    ! grep -q "hello wolfssl" "$tmp/server.out" || ! wolfssl_stats_ok "$tmp/client.out" "$mode" ||
    ! wolfssl_stats_ok "$tmp/server.out" "$mode"; then
    wolfssl_show "$tmp/client.out" "$tmp/server.out"
    wolfssl_die "example client rc $crc, server rc $src, or the device served no $mode record"
  fi
  echo "ok: examples/client and examples/server, $(grep -m1 'cipher suite' "$tmp/client.out")"
  grep '^aesalt-wolfssl:' "$tmp/client.out" | sed 's/^/  client /'
  grep '^aesalt-wolfssl:' "$tmp/server.out" | sed 's/^/  server /'
}

wolfssl_openssl() {
  local port crc src want got
  port=$(wolfssl_free_port)
  "${emu[@]}" "$bin/aesalt_wolfssl_tls_peer" gen 2 "$BYTES" >"$tmp/s_server.in" || wolfssl_die "gen failed"
  mkfifo "$tmp/fifo"
  # shellcheck disable=SC2086 # $ossl is a list of options
  openssl s_server -accept "127.0.0.1:$port" -cert "$pki/srv.pem" -key "$pki/srv.key" \
    -naccept 1 -quiet $ossl <"$tmp/fifo" >"$tmp/s_server.out" 2>"$tmp/s_server.err" &
  pids+=($!)
  local spid=$!
  exec 3>"$tmp/fifo"
  cat "$tmp/s_server.in" >&3 &
  pids+=($!)
  local devid=()
  [ "$use_devid" = 1 ] && devid=(--devid)
  "${emu[@]}" "$bin/aesalt_wolfssl_tls_peer" client --port "$port" --tls "$tls" --ciphers "$wolf" \
    --ca "$pki/ca.pem" --bytes "$BYTES" --expect "$mode" "${devid[@]}" >"$tmp/client.out" 2>&1
  crc=$?
  # s_server ends by itself when the client closes (-naccept 1); at end of
  # its input it would drop the connection at once, losing what it had not
  # read yet, so its stdin stays open until then.
  wolfssl_wait_pid "$spid" 20
  src=$?
  exec 3>&-
  want="$BYTES $(sha256sum <"$tmp/s_server.in" | cut -d' ' -f1)"
  got="$(wc -c <"$tmp/s_server.out") $(sha256sum <"$tmp/s_server.out" | cut -d' ' -f1)"
  if [ "$crc" != 0 ] || [ "$(wolfssl_hash "$tmp/client.out" received)" != "$want" ] ||
    [ "$(wolfssl_hash "$tmp/client.out" sent)" != "$got" ]; then
    wolfssl_show "$tmp/client.out" "$tmp/s_server.err"
    wolfssl_die "client rc $crc, s_server rc $src; s_server received [$got], sent [$want]"
  fi
  echo "ok: wolfSSL client / openssl s_server: $(head -n 1 "$tmp/client.out"); $BYTES bytes each way, SHA-256 equal"
  grep '^device:' "$tmp/client.out" | sed 's/^/  client /'
}

wolfssl_mbedtls() {
  local port_file=$tmp/port crc src
  [ -n "$mbed" ] || wolfssl_die "no Mbed TLS suite for $suite"
  [ -x "$mbedtls_peer" ] || wolfssl_die "no Mbed TLS peer at '$mbedtls_peer'"
  local devid=()
  [ "$use_devid" = 1 ] && devid=(--devid)
  "${emu[@]}" "$bin/aesalt_wolfssl_tls_peer" server --port 0 --port-file "$port_file" --tls "$tls" \
    --ciphers "$wolf" --cert "$pki/srv.pem" --key "$pki/srv.key" --bytes "$BYTES" \
    --expect "$mode" "${devid[@]}" >"$tmp/server.out" 2>&1 &
  pids+=($!)
  local spid=$!
  wolfssl_wait_file "$port_file" || { wolfssl_show "$tmp/server.out"; wolfssl_die "server not listening"; }
  timeout 60 "$mbedtls_peer" client "$(cat "$port_file")" "$mbed" "$BYTES" 7 "$pki/ca.pem" \
    >"$tmp/client.out" 2>&1
  crc=$?
  wolfssl_wait_pid "$spid" 20
  src=$?
  # mbedtls_tls_peer prints "sent N HASH" / "received N HASH".
  local cs cr ss sr
  cs=$(awk '$1 == "sent" { print $2 " " $NF }' "$tmp/client.out")
  cr=$(awk '$1 == "received" { print $2 " " $NF }' "$tmp/client.out")
  ss=$(wolfssl_hash "$tmp/server.out" sent)
  sr=$(wolfssl_hash "$tmp/server.out" received)
  if [ "$crc" != 0 ] || [ "$src" != 0 ] || [ -z "$cs" ] || [ "$cs" != "$sr" ] || [ "$ss" != "$cr" ]; then
    wolfssl_show "$tmp/client.out" "$tmp/server.out"
    wolfssl_die "Mbed TLS client rc $crc, wolfSSL server rc $src; client [$cs] [$cr], server [$ss] [$sr]"
  fi
  echo "ok: Mbed TLS client / wolfSSL server: $(head -n 1 "$tmp/server.out"); $BYTES bytes each way, SHA-256 equal"
  grep '^device:' "$tmp/server.out" | sed 's/^/  server /'
}

# ---- main -------------------------------------------------------------------

[ $# -ge 1 ] || wolfssl_die "usage: wolfssl_tls.sh pki DIR | MODE SUITE --pki DIR --bin DIR --src DIR ..."
cmd=$1
shift
if [ "$cmd" = pki ]; then
  [ $# -eq 1 ] || wolfssl_die "usage: wolfssl_tls.sh pki DIR"
  wolfssl_pki "$1"
  exit $?
fi
[ $# -ge 1 ] || wolfssl_die "no suite"
suite=$1
shift
pki= bin= src_dir= use_devid=0 mbedtls_peer= emulator=
while [ $# -gt 0 ]; do
  case $1 in
  --pki) pki=$2; shift 2 ;;
  --bin) bin=$2; shift 2 ;;
  --src) src_dir=$2; shift 2 ;;
  --devid) use_devid=1; shift ;;
  --mbedtls-peer) mbedtls_peer=$2; shift 2 ;;
  --emulator) emulator=$2; shift 2 ;;
  *) wolfssl_die "unknown option $1" ;;
  esac
done
read -r -a emu <<<"$emulator"
[ -s "$pki/srv.pem" ] || wolfssl_die "no certificates in '$pki' (run: wolfssl_tls.sh pki DIR)"
[ -x "$bin/aesalt_wolfssl_tls_peer" ] || wolfssl_die "no aesalt_wolfssl_tls_peer in '$bin'"
wolfssl_suite "$suite"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/aesalt-wolfssl-tls.XXXXXX") || exit 1
trap wolfssl_cleanup EXIT
trap 'exit 1' INT TERM

case $cmd in
own) wolfssl_own ;;
examples) wolfssl_examples ;;
openssl) wolfssl_openssl ;;
mbedtls) wolfssl_mbedtls ;;
*) wolfssl_die "unknown mode $cmd" ;;
esac
