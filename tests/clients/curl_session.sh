#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# curl on aesalt: one TLS version and cipher suite, one HTTPS download and
# one HTTPS upload of the same size with a curl built by curl_build.sh,
# against tests/clients/https_server.py on 127.0.0.1 (ECDSA P-256
# certificate made now with openssl, tests/tls/tls_session.sh pki).
#
#   curl_session.sh --curl PROGRAM --stack mbedtls|wolfssl --suite ID
#                   [--bytes N] [--emulator "CMD ARGS"] [--pki DIR]
#     ID   tls12-aes128-gcm tls12-aes256-gcm tls12-aes128-ccm tls12-aes128-cbc
#          tls13-aes128-gcm tls13-aes256-gcm tls13-aes128-ccm
#          (ECDHE-ECDSA for TLS 1.2; CBC is AES-128-CBC-SHA256)
#     N    bytes each way (default 16 MiB)
#     --emulator  runs curl (qemu-user for a cross build)
#
# Checks, each a failure when it does not hold:
#   - "curl -V" names the stack (mbedTLS/3.6 or wolfSSL/5.9);
#   - the download's SHA-256 equals the served file's, and the server's
#     SHA-256 of the upload equals the sent file's;
#   - the server negotiated exactly the suite and version (it refuses others);
#   - AESALT_VERBOSE=1: curl's stderr names the aesalt kernel that served
#     it (with AESALT_KERNEL set, that kernel);
#   - wolfSSL: the device's counters (AESALT_WOLFSSL_STATS=1) show the
#     suite's mode both ways, and at least one request per 16 KiB record
#     of the bulk direction (decryption for the download, encryption for
#     the upload).
# Exit 0 with one "PASS: ..." line.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)

die() {
  echo "FAIL: curl_session: $*"
  exit 1
}

curl='' stack='' suite='' bytes=16777216 emulator='' pki=''
while [ $# -gt 0 ]; do
  case $1 in
  --curl) curl=$2; shift 2 ;;
  --stack) stack=$2; shift 2 ;;
  --suite) suite=$2; shift 2 ;;
  --bytes) bytes=$2; shift 2 ;;
  --pki) pki=$2; shift 2 ;;
  --emulator) # may come without its value when that is empty (CMake drops it)
    if [ $# -ge 2 ] && [ "${2#--}" = "$2" ]; then
      emulator=$2
      shift
    fi
    shift ;;
  *) die "unknown argument $1" ;;
  esac
done
[ -x "$curl" ] && [ -n "$stack" ] && [ -n "$suite" ] ||
  die "usage: curl_session.sh --curl PROGRAM --stack mbedtls|wolfssl --suite ID ..."
read -r -a emu <<<"$emulator"

case $suite in
tls12-aes128-gcm) tls=1.2 cipher=ECDHE-ECDSA-AES128-GCM-SHA256 ;;
tls12-aes256-gcm) tls=1.2 cipher=ECDHE-ECDSA-AES256-GCM-SHA384 ;;
tls12-aes128-ccm) tls=1.2 cipher=ECDHE-ECDSA-AES128-CCM ;;
tls12-aes128-cbc) tls=1.2 cipher=ECDHE-ECDSA-AES128-SHA256 ;;
tls13-aes128-gcm) tls=1.3 cipher=TLS_AES_128_GCM_SHA256 ;;
tls13-aes256-gcm) tls=1.3 cipher=TLS_AES_256_GCM_SHA384 ;;
tls13-aes128-ccm) tls=1.3 cipher=TLS_AES_128_CCM_SHA256 ;;
*) die "unknown suite $suite" ;;
esac
mode=${suite##*-}
case $stack in
mbedtls) names='mbedTLS/3\.6' ;;
wolfssl) names='wolfSSL/5\.9' ;;
*) die "unknown stack $stack" ;;
esac

tmp=$(mktemp -d "${TMPDIR:-/tmp}/aesalt-curl.XXXXXX") || exit 1
spid=
cleanup() {
  if [ -n "$spid" ]; then
    kill "$spid" 2>/dev/null
    wait "$spid" 2>/dev/null
  fi
  rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

fail() {
  local f
  for f in "$tmp"/*.err "$tmp"/server.log "$tmp"/upload.out; do
    [ -s "$f" ] && { echo "--- $(basename "$f")"; tail -c 3000 "$f"; echo; }
  done
  die "$stack, $suite: $*"
}

# 1. curl -V names the stack.
"${emu[@]}" "$curl" -V >"$tmp/version.out" 2>"$tmp/version.err" || fail "curl -V failed"
grep -q "$names" "$tmp/version.out" || fail "curl -V does not name $names: $(head -n 1 "$tmp/version.out")"

# 2. The server, one version and suite.
if [ -z "$pki" ]; then
  pki=$tmp/pki
  bash "$here/../tls/tls_session.sh" pki "$pki" >/dev/null || die "could not make certificates"
fi
head -c "$bytes" /dev/urandom >"$tmp/down.bin"
head -c "$bytes" /dev/urandom >"$tmp/up.bin"
down_sum=$(sha256sum <"$tmp/down.bin" | cut -d' ' -f1)
up_sum=$(sha256sum <"$tmp/up.bin" | cut -d' ' -f1)
# Python's ssl sets no TLS 1.3 suites: OpenSSL's own configuration does
# (CCM is not among OpenSSL's defaults).
cat >"$tmp/openssl.cnf" <<CNF
openssl_conf = aesalt_conf
[aesalt_conf]
ssl_conf = aesalt_ssl
[aesalt_ssl]
system_default = aesalt_tls
[aesalt_tls]
Ciphersuites = $cipher
CNF
OPENSSL_CONF=$tmp/openssl.cnf python3 "$here/https_server.py" --cert "$pki/srv.pem" \
  --key "$pki/srv.key" --data "$tmp/down.bin" --tls "$tls" --cipher "$cipher" \
  --port-file "$tmp/port" --log "$tmp/server.log" 2>"$tmp/server.err" &
spid=$!
for _ in $(seq 100); do
  [ -s "$tmp/port" ] && break
  kill -0 "$spid" 2>/dev/null || fail "server did not start"
  sleep 0.1
done
[ -s "$tmp/port" ] || fail "server did not start"
port=$(cat "$tmp/port")
# By name (the certificate's CN and SAN), connected to 127.0.0.1: curl over
# this wolfSSL refuses to verify an IP address (wolfSSL_check_domain_name).
url=https://localhost:$port

# 3. Download and upload, with the kernel named and the device counted.
topts=(--tlsv"$tls" --tls-max "$tls")
run_curl() {
  local name=$1
  shift
  AESALT_VERBOSE=1 AESALT_WOLFSSL_STATS=1 timeout 600 "${emu[@]}" "$curl" -sS --fail-with-body \
    --cacert "$pki/ca.pem" --resolve "localhost:$port:127.0.0.1" "${topts[@]}" "$@" 2>"$tmp/$name.err"
}
run_curl download "$url/data" -o "$tmp/got.bin" || fail "download: curl exit status $?"
got=$(sha256sum <"$tmp/got.bin" | cut -d' ' -f1)
[ "$got" = "$down_sum" ] || fail "download: $(wc -c <"$tmp/got.bin") bytes, sha256 $got, sent $down_sum"
run_curl upload -T "$tmp/up.bin" "$url/upload" -o "$tmp/upload.out" || fail "upload: curl exit status $?"
[ "$(cat "$tmp/upload.out")" = "$bytes sha256 $up_sum" ] ||
  fail "upload: the server got '$(cat "$tmp/upload.out")', sent $bytes sha256 $up_sum"
grep -q "^GET /data TLSv$tls $cipher 200\$" "$tmp/server.log" || fail "no GET over TLSv$tls $cipher"
grep -q "^PUT /upload TLSv$tls $cipher 200\$" "$tmp/server.log" || fail "no PUT over TLSv$tls $cipher"

# kernel_of FILE: the kernel that AESALT_VERBOSE=1 named in FILE.
kernel_of() {
  sed -nE 's/^aesalt: kernel ([A-Za-z0-9_]+) .*/\1/p' "$1" | head -n 1
}
kernel=$(kernel_of "$tmp/download.err")
[ -n "$kernel" ] || fail "download: AESALT_VERBOSE=1 named no aesalt kernel"
[ "$(kernel_of "$tmp/upload.err")" = "$kernel" ] || fail "upload: not the kernel of the download"
if [ -n "${AESALT_KERNEL:-}" ] && [ "$kernel" != "$AESALT_KERNEL" ]; then
  fail "AESALT_KERNEL=$AESALT_KERNEL, but kernel $kernel served"
fi

# counter FILE NAME: the device's counter NAME at exit.
counter() {
  grep '^aesalt-wolfssl: kernel=' "$1" | tail -n 1 | sed -nE "s/.* $2=([0-9]+).*/\1/p"
}
stats=
if [ "$stack" = wolfssl ]; then
  records=$(((bytes + 16383) / 16384))
  for t in download:dec upload:enc; do
    f=$tmp/${t%%:*}.err
    enc=$(counter "$f" "${mode}_enc")
    dec=$(counter "$f" "${mode}_dec")
    [ -n "$enc" ] && [ -n "$dec" ] || fail "${t%%:*}: no device counters (AESALT_WOLFSSL_STATS=1)"
    [ "$enc" -gt 0 ] && [ "$dec" -gt 0 ] || fail "${t%%:*}: device ${mode}_enc=$enc ${mode}_dec=$dec"
    bulk=$dec
    [ "${t#*:}" = enc ] && bulk=$enc
    [ "$bulk" -ge "$records" ] ||
      fail "${t%%:*}: device ${mode}_${t#*:}=$bulk, fewer than the $records records"
    stats+=" ${t%%:*} ${mode}_enc=$enc ${mode}_dec=$dec;"
  done
fi
echo "PASS: curl $stack $suite ($cipher over TLSv$tls), $bytes bytes down and up, SHA-256 checked, kernel $kernel${stats:+;$stats}"
exit 0
