# shellcheck shell=bash disable=SC2154 # variables of ci/test-cross, see below
# SPDX-License-Identifier: Apache-2.0
#
# The TLS stacks under emulation, for ci/test-cross (which sources this
# file and calls stacks_target once per target after its unit suite).
#
# Per target and CPU model that ci/test-cross picks (the first model of
# ci/lib/targets.sh with every kernel, each further model with the kernels
# it adds; with AESALT_FULL=1 every model with every kernel), each third-party library is built once per target
# (Release, ccache, Ninja) with aesalt by mbedtls_alt/ or wolfssl_port/,
# and one ctest -j run per model covers:
#   - Mbed TLS 3.6 (and 2.28 on m68k and aarch64), once per kernel that the
#     library, run under the emulator, reports usable (less stacks_skip):
#     test_suite_aes.*, gcm.*, ccm,
#     cipher.{aes,gcm,ccm,misc,padding,nist_kw}, cmac, ctr_drbg,
#     block_cipher* (3.6), psa_crypto (the cases whose title names AES, GCM,
#     CCM, CMAC or CTR_DRBG: its RSA, ECC and hash cases, and the other PSA
#     suites, take minutes per kernel under emulation without reaching
#     aesalt), selftest aes gcm ccm ctr_drbg [cmac], and the shim's proofs
#     (verbose, shim-check, kernel-list);
#   - TLS: the Mbed TLS client (mbedtls_alt/tests/mbedtls_tls_peer) and our
#     wolfSSL client (wolfssl_port/tests/tls_peer.c; both over
#     tests/tls/peer_core.c, driven by tests/tls/tls_session.sh) under qemu against openssl
#     s_server on the host (127.0.0.1, a free port), 1 MiB each way, SHA-256
#     compared, TLS 1.3 AES-128-GCM (not in 2.28), TLS 1.2 ECDHE-ECDSA
#     AES-128-CCM and AES-128-CBC-SHA256, once per kernel;
#   - wolfSSL 5.9 (and 5.7, 5.5 on m68k): testwolfcrypt with the aesalt
#     device (find-device route; 5.5: device id) and the device test, once
#     per kernel, the device's request counters asserted
#     (tests/tls/wolfssl_testwolfcrypt.sh).
# The tests are those that mbedtls_alt/ and wolfssl_port/ register, read
# back with ctest --show-only=json-v1 and written into one
# CTestTestfile.cmake per target (build/cross-TARGET-stacks) with QEMU_CPU
# set and the per-kernel copies made here.  Mbed TLS 3.6's six NIST GCM
# files are shared out between the kernels: its GCM test runs every case
# once per split of the message and of the additional data (up to
# 129 x 129 GCM operations a case), minutes per kernel under emulation.
# The NIST cases come in numbered groups of three with the same parameters
# ("... (AES-128,128,1024,1024,96) #0..#2"), groups with the same lengths
# next to each other; counting those cases c = 0, 1, 2, ... through a file,
# kernel number i runs case c when c mod SHARE == i mod SHARE, where
# SHARE = max(number of kernels, AESALT_CROSS_STRIDE (default 3)).  So
# with three kernels or more every case runs on exactly one kernel (with
# two, a third of them on none), every kernel runs every SHARE-th case,
# covering every length combination, and the cost does not grow with the
# number of kernels.  Cases without numbered siblings (bad IV, selftest,
# the CAVS update counts) run on every kernel, and so does every other
# suite.  AESALT_CROSS_STRIDE=1 runs every case on every kernel.
#
# ccache runs with CCACHE_BASEDIR at the checkout (unless set), so that a
# fresh clone in another folder finds these objects.
#
# Uses from ci/test-cross: root, log_dir, jobs, step, passed, failed,
# summary, qemu10_dir, and the functions of targets.sh.

stacks_stride=${AESALT_CROSS_STRIDE:-3}

# stacks_cmake TARGET DIR ARGS...: configures DIR for TARGET from its preset
# (toolchain, ccache, -Werror, test hooks), Release, no tests of aesalt's.
stacks_cmake() {
  local t=$1 dir=$2 gen=()
  shift 2
  command -v ninja >/dev/null 2>&1 && gen=(-G Ninja)
  cmake --preset "cross-$t" -B "$dir" "${gen[@]}" -DCMAKE_BUILD_TYPE=Release \
    -DAESALT_BUILD_TESTS=OFF -DAESALT_BUILD_BENCH=OFF -DCMAKE_C_FLAGS="$stacks_cflags" "$@"
}

# stacks_build DIR TARGET...: builds those targets of DIR.
stacks_build() {
  local dir=$1
  shift
  env CCACHE_BASEDIR="${CCACHE_BASEDIR:-$root}" cmake --build "$dir" -j"$jobs" --target "$@"
}

# stacks_run PROGRAM ARGS...: runs a target program under the emulator with
# the target's quick model (set by stacks_target).
stacks_run() {
  env PATH="$stacks_path" QEMU_CPU="$stacks_cpu" "$stacks_qemu" -L "/usr/$stacks_triple" "$@"
}

# stacks_gen JSON OUT KERNELS NAME ARGS...: writes the CTest lines of the
# tests in JSON (ctest --show-only=json-v1) to OUT.
#   --keep REGEX     only the tests whose name matches
#   --expand REGEX   tests whose name matches: one copy per kernel
#                    (AESALT_KERNEL=k, name NAME/k/rest)
#   --sample REGEX   tests whose name matches: their .datax argument replaced
#                    by their kernel's share of the cases (top of the file)
#   --filter REGEX --titles TREGEX
#                    tests whose name matches: their .datax argument replaced
#                    by the cases whose title matches TREGEX
#   --cost REGEX     tests whose name matches start first (COST 10): the
#                    long ones, so that none starts last
#   --lock REGEX     tests whose name matches: RESOURCE_LOCK on their
#                    working directory
#   --rename FROM=TO the name prefix FROM becomes TO (repeatable)
stacks_gen() {
  python3 "$root/ci/lib/stacks_gen.py" "$@" "--stride" "$stacks_stride" "--cpu" "$stacks_cpu" "--path" "$stacks_path"
}

# stacks_kernels LIST: the kernels of LIST (one per line, as the programs
# print them) that the stacks have not run yet (stacks_skip, set by
# ci/test-cross), ';'-separated.
stacks_kernels() {
  local k out=()
  for k in $1; do
    case " ${stacks_skip:-} " in *" $k "*) ;; *) out+=("$k") ;; esac
  done
  (IFS=';' && echo "${out[*]}")
}

# stacks_list TARGET NAME PROGRAM ARGS...: runs PROGRAM (which prints the
# kernels it finds usable, one a line) under the emulator and sets
# stacks_list_out to those the stacks have not run yet (stacks_kernels),
# stacks_list_all to all of them (';'-separated); a failure or an empty
# list counts as a failure.
stacks_list() {
  local t=$1 name=$2 list
  shift 2
  if ! list=$(stacks_run "$@") || [ -z "$list" ]; then
    echo "test-cross: $t $name: $(basename "$1") $2 failed under $stacks_qemu"
    failed=$((failed + 1))
    summary+=("$(printf '%-8s %-14s %s' "$t" "$name" "no kernel list")")
    return 1
  fi
  stacks_list_out=$(stacks_kernels "$list")
  stacks_list_all=$(echo "$list" | paste -sd';' -)
  echo "   $name: kernels $stacks_list_out (usable: $stacks_list_all)"
}

# stacks_mbedtls TARGET SERIES FRAGMENT: builds Mbed TLS SERIES with the shim
# for TARGET and writes its tests to FRAGMENT.  0 on success.
stacks_mbedtls() {
  local t=$1 series=$2 frag=$3 b kernels tls name=mbedtls-$2
  b=$root/build/cross-$t-mbedtls-$series
  # The host's suites (ci/test-mbedtls) but, of the PSA ones, only
  # test_suite_psa_crypto and of it only the cases whose title names AES,
  # GCM, CCM, CMAC or CTR_DRBG (its RSA, ECC and hash cases, and the other
  # PSA suites, take minutes per kernel under emulation and do not reach
  # aesalt).
  local suites='^(aes\..*|gcm\..*|ccm|cipher\.(aes|gcm|ccm|misc|padding|nist_kw)|cmac|ctr_drbg|block_cipher.*|psa_crypto)$'
  step "$t-$name-configure" stacks_cmake "$t" "$b" \
    -DAESALT_MBEDTLS_SOURCE_DIR="$root/third_party/mbedtls-$series" \
    -DAESALT_MBEDTLS_SUITES_REGEX="$suites" -DAESALT_MBEDTLS_KERNELS= || return 1
  step "$t-$name-build-check" stacks_build "$b" mbedtls_shim_check || return 1
  # The kernels, as the library reports them under this CPU model.
  stacks_list "$t" "$name" "$b/mbedtls_alt/mbedtls_shim_check" --list-kernels || return 1
  kernels=$stacks_list_out
  # Configured with every usable kernel (its kernel-list test checks that
  # list against the library's), run for those not yet run.
  step "$t-$name-reconfigure" cmake "$b" -DAESALT_MBEDTLS_KERNELS="$stacks_list_all" || return 1
  step "$t-$name-build" stacks_build "$b" aesalt_mbedtls_check || return 1
  rm -rf "$b/mbedtls-outcomes" && mkdir -p "$b/mbedtls-outcomes"
  # TLS: the Mbed TLS client under qemu against openssl s_server.
  tls="^tls/$name/(TLS13-AES128-GCM|ECDHE-ECDSA-AES128-CCM|ECDHE-ECDSA-AES128-CBC-SHA256)/openssl-server\$"
  (cd "$b" && ctest --show-only=json-v1 -L '^(mbedtls|tls)$') >"$frag.json" || return 1
  # Only 3.6's GCM test runs each case once per split (2.28's: once).
  local sample=()
  [ "$series" = 3.6 ] && sample=(--sample "^$name/shim/[^/]+/gcm\\.aes[0-9]+_(en|de)\$")
  stacks_gen "$frag.json" "$frag" "$kernels" "$name" --rename "$name/shim/=$name/" \
    --keep "^$name/shim/((${kernels//;/|})/|[^/]+\$)|$tls" --expand "$tls" "${sample[@]}" \
    --filter "^$name/shim/[^/]+/psa_crypto\$" --titles 'AES|GCM|CCM|CMAC|CTR_DRBG' \
    --cost '/(gcm\.aes.*|ccm|psa_crypto)$'
}

# stacks_wolfssl TARGET VERSION FRAGMENT: builds wolfSSL VERSION with the
# aesalt device for TARGET and writes its tests to FRAGMENT.  0 on success.
stacks_wolfssl() {
  local t=$1 v=$2 frag=$3 b kernels tls name=wolfssl-$2
  b=$root/build/cross-$t-wolfssl-$v
  step "$t-$name-configure" stacks_cmake "$t" "$b" \
    -DAESALT_WOLFSSL_SOURCE_DIR="$root/third_party/wolfssl-$v" \
    -DAESALT_WOLFSSL_SETTINGS_DIR="$root/config/wolfssl" \
    -DAESALT_WOLFSSL_AUTO_REGISTER=ON -DAESALT_WOLFSSL_TLS=full || return 1
  step "$t-$name-build" stacks_build "$b" wolfcrypttest aesalt_wolfssl_test_device \
    aesalt_wolfssl_tls_peer || return 1
  stacks_list "$t" "$name" "$b/wolfssl_port/aesalt_wolfssl_test_device" --kernels || return 1
  kernels=$stacks_list_out
  # TLS: our wolfSSL client under qemu against openssl s_server.
  tls='^tls\.wolfssl\.openssl\.(tls13-aes128-gcm|tls12-aes128-ccm|tls12-aes128-cbc)$'
  (cd "$b" && ctest --show-only=json-v1 -L '^(wolfssl|tls)$') >"$frag.json" || return 1
  # testwolfcrypt runs in the wolfSSL tree: one at a time per tree.
  stacks_gen "$frag.json" "$frag" "$kernels" "$name" --rename "wolfssl.=$name/" \
    --rename "tls.wolfssl.=tls/$name/" --keep "^wolfssl\\.|^tls\\.wolfssl\\.pki\$|$tls" \
    --expand "^wolfssl\\.|$tls" --lock "testwolfcrypt" --cost "testwolfcrypt"
}

# stacks_cases DIR: "KERNEL PASS/SKIP/FAIL, ..." from the Mbed TLS outcome
# files in DIR (SERIES_shim_KERNEL_SUITE.csv, lines
# "platform;configuration;test_suite_SUITE;case;result;cause").
stacks_cases() {
  local f=("$1"/*.csv)
  [ -e "${f[0]}" ] || return 0
  awk -F';' '
    {
      f = FILENAME; sub(/.*\//, "", f); sub(/^mbedtls-[0-9.]+_shim_/, "", f)
      s = $3; sub(/^test_suite_/, "", s)
      k = substr(f, 1, length(f) - length(s) - 5)
      if (!(k in seen)) { seen[k] = 1; order[++n] = k }
      c[k, $5]++
    }
    END {
      for (i = 1; i <= n; i++)
        printf "%s%s %d/%d/%d", (i > 1 ? ", " : ""), order[i], c[order[i], "PASS"],
          c[order[i], "SKIP"], c[order[i], "FAIL"]
    }' "${f[@]}"
}

# stacks_target TARGET LABEL QEMU_CPU QEMU_MAJOR: builds the stacks of
# TARGET and runs their tests under one CPU model; adds to the totals and
# the summary.
stacks_target() {
  local t=$1 label=$2 major=$4 dir frags=() b kind v out line t0 secs built name np nf
  stacks_cpu=$3
  stacks_triple=$(target_triple "$t")
  stacks_qemu=$(target_qemu "$t")
  stacks_path=$PATH
  if [ "$major" = 10 ]; then
    if [ -z "$qemu10_dir" ]; then
      failed=$((failed + 1))
      summary+=("$(printf '%-8s %-14s %s' "$t" "stacks $label" "no QEMU 10")")
      return
    fi
    stacks_path=$qemu10_dir:$PATH
  fi
  # m68k (gcc 12): gcc warns about wolfSSL's own xorbuf inlined into its
  # GHASH (-Wstringop-overflow, under wolfSSL's own -Werror): a warning in
  # third-party code there, not an error.
  stacks_cflags=
  [ "$t" = m68k ] && stacks_cflags="-Wno-error=stringop-overflow"
  dir=$root/build/cross-$t-stacks
  rm -rf "$dir" && mkdir -p "$dir"
  echo "== $t stacks under $label (QEMU_CPU=$stacks_cpu)"
  t0=$(date +%s)
  local builds=("mbedtls 3.6" "wolfssl 5.9")
  # The big-endian target also gets the older series; aarch64 also Mbed
  # TLS 2.28 (its issue asks both series per kernel; 2.28's AES suites are
  # short).
  case $t in
    m68k) builds+=("mbedtls 2.28" "wolfssl 5.7" "wolfssl 5.5") ;;
    aarch64) builds+=("mbedtls 2.28") ;;
  esac
  for b in "${builds[@]}"; do
    read -r kind v <<<"$b"
    if "stacks_$kind" "$t" "$v" "$dir/$kind-$v.cmake" >"$log_dir/cross-$t-$kind-$v-gen.log" 2>&1; then
      frags+=("$dir/$kind-$v.cmake")
    fi
    cat "$log_dir/cross-$t-$kind-$v-gen.log"
  done
  built=$(($(date +%s) - t0))
  echo "   built in $built s"
  [ ${#frags[@]} -gt 0 ] || return
  cat "${frags[@]}" >"$dir/CTestTestfile.cmake"
  t0=$(date +%s)
  out=$(cd "$dir" && ctest -j"$jobs" --timeout 900 --output-on-failure 2>&1)
  secs=$(($(date +%s) - t0))
  echo "$out" >"$log_dir/cross-$t-stacks.log"
  line=$(echo "$out" | grep -E 'tests passed, [0-9]+ tests? failed out of [0-9]+' | tail -n 1)
  if [ -z "$line" ]; then
    echo "$out" | tail -n 30
    echo "test-cross: no ctest result for the $t stacks"
    failed=$((failed + 1))
    summary+=("$(printf '%-8s %-14s %s' "$t" "stacks" "no result")")
    return
  fi
  if ! echo "$line" | grep -q ' 0 tests failed'; then
    echo "$out" | grep -E '\*\*\*|Failed|FAIL' | grep -v '^ *Start' | tail -n 60
  fi
  echo "   $line (${secs} s)"
  nf=$(echo "$line" | sed -E 's/.* ([0-9]+) tests? failed out of ([0-9]+).*/\1/')
  np=$(($(echo "$line" | sed -E 's/.* failed out of ([0-9]+).*/\1/') - nf))
  passed=$((passed + np))
  failed=$((failed + nf))
  summary+=("$(printf '%-8s %-14s %3d passed %3d failed %5d s (build %d s; %s)' "$t" "stacks" \
    "$np" "$nf" "$secs" "$built" "$label")")
  # One row per library: its tests' counts and their summed test seconds.
  for b in "${builds[@]}"; do
    read -r kind v <<<"$b"
    name=$kind-$v
    [ -f "$dir/$name.cmake" ] || continue
    read -r np nf secs < <(echo "$out" | awk -v p="$name/" -v q="tls/$name/" '
      / Test +#[0-9]+: / {
        n = $0; sub(/.* Test +#[0-9]+: /, "", n); sub(/ .*/, "", n)
        if (index(n, p) != 1 && index(n, q) != 1) next
        if ($0 ~ /Passed/) np++; else nf++
        s = $0; sub(/ sec.*/, "", s); sub(/.* /, "", s); cpu += s
      }
      END { printf "%d %d %d\n", np, nf, cpu }')
    # Mbed TLS's outcome files: test cases passed/skipped/failed per kernel.
    local cases=
    if [ "$kind" = mbedtls ]; then
      cases=$(stacks_cases "$root/build/cross-$t-$name/mbedtls-outcomes")
      echo "   $name test cases pass/skip/fail: $cases"
    fi
    summary+=("$(printf '%-8s %-14s %3d passed %3d failed %5d s (sum)%s' "$t" " $name" "$np" "$nf" \
      "$secs" "${cases:+; cases $cases}")")
  done
}
