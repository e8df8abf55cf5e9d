#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
# Footprint of AES-GCM, AES-CCM, AES-CBC and CMAC in a minimal program, per
# stack, on the Cortex-M4 (arm-none-eabi-gcc, newlib-nano) and on m68k
# (-m68030): flash, RAM, the context sizes a stack allocates per key, and on
# the Cortex-M4 board (QEMU mps2-an386) the peak stack of each operation,
# then bench/footprint/footprint.py writes the tables and the verdicts into
# build/footprint/ (ci/bench footprint copies them into bench/results/):
#   footprint.md   tables, verdicts, notes
#   footprint.csv  one row per program and column
#   footprint.json the sidecar: what the md takes beside the CSV (the tree
#                  measured, compilers, failed builds and stack runs, the
#                  linker maps' breakdowns); the md is footprint.py
#                  --from-csv of the two, and bench/check_results.py
#                  (ctest -L bench) checks it
#
#   bench/footprint/footprint.sh [SRC]
#     SRC  the aesalt source tree whose library, Mbed TLS shim
#          (mbedtls_alt/), wolfSSL device (wolfssl_port/) and configuration
#          (config/) are measured (default: this checkout).  The build-time
#          options AESALT_KERNELS, AESALT_AEGIS, AESALT_XTS and AESALT_CFB_OFB
#          must be in it for the single-kernel rows: without them those rows
#          are left out and their verdicts say so.
# Environment: AESALT_FP_SRC_NOTE (a note on SRC for the .md), AESALT_FP_ARCHES (default "cortex-m4 m68k"), AESALT_FP_OPTS
# (default "Os O2"), JOBS (default 2).  Builds go to build/footprint/
# (compiled objects are reused when their command line is unchanged).
# The peers: third_party/mbedtls-3.6 and third_party/wolfssl-5.9
# (ci/fetch-sources), and for the PSA rows TF-PSA-Crypto 1.0 of
# third_party/mbedtls-4.0 (ci/setup; without it those rows are left out).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
src=$(cd "${1:-$root}" && pwd)
jobs=${JOBS:-2}
work=$root/build/footprint
fp=$root/bench/footprint
mb=$root/third_party/mbedtls-3.6
wl=$root/third_party/wolfssl-5.9
tfpsa=$root/third_party/mbedtls-4.0/tf-psa-crypto
mkdir -p "$work"
for d in "$mb/library/aes.c" "$wl/wolfcrypt/src/aes.c"; do
  [ -f "$d" ] || { echo "footprint.sh: $d missing (ci/fetch-sources)" >&2; exit 1; }
done

# the build-time choice of issue 27 (the select branch)
have_select=0
if grep -q AESALT_KERNELS "$src/CMakeLists.txt"; then
  have_select=1
fi

rows=$work/rows.tsv
failed=$work/failed.tsv
: >"$rows"
: >"$failed"

# compile OUT.o SRC FLAGS...: compiled again only when the command changed.
compile() {
  local o=$1 s=$2 cc
  shift 2
  cc="$CC $ARCHFLAGS $OPTFLAGS $* -c $s -o $o"
  if [ -f "$o" ] && [ -f "$o.cmd" ] && [ "$(cat "$o.cmd")" = "$cc" ] && [ "$o" -nt "$s" ]; then
    return 0
  fi
  mkdir -p "$(dirname "$o")"
  # shellcheck disable=SC2086 # ARCHFLAGS and OPTFLAGS are word lists
  $CC $ARCHFLAGS $OPTFLAGS "$@" -c "$s" -o "$o"
  echo "$cc" >"$o.cmd"
}

# archive LIB.a DIR FLAGS -- SOURCES...: each source compiled into DIR, one
# static library of them.
archive() {
  local lib=$1 dir=$2 f objs=()
  shift 2
  local fl=()
  while [ "$1" != -- ]; do fl+=("$1"); shift; done
  shift
  for f in "$@"; do
    compile "$dir/$(basename "$f").o" "$f" "${fl[@]}"
    objs+=("$dir/$(basename "$f").o")
  done
  rm -f "$lib"
  "$AR" rcs "$lib" "${objs[@]}"
}

# aesalt_build DIR CMAKE_ARGS...: libaesalt.a of SRC, configured once.
aesalt_build() {
  local b=$1
  shift
  local want="$* | $ARCHFLAGS $OPTFLAGS $SUFLAGS | $TOOLCHAIN"
  if [ ! -f "$b/CMakeCache.txt" ] || [ "$(cat "$b/fp.args" 2>/dev/null)" != "$want" ]; then
    rm -rf "$b"
    cmake -S "$src" -B "$b" -DCMAKE_TOOLCHAIN_FILE="$TOOLCHAIN" -DCMAKE_BUILD_TYPE= \
      -DCMAKE_C_COMPILER_LAUNCHER=ccache \
      -DCMAKE_C_FLAGS="$ARCHFLAGS $OPTFLAGS $SUFLAGS" -DCMAKE_ASM_FLAGS="$ARCHFLAGS $OPTFLAGS" \
      -DAESALT_BUILD_TESTS=OFF -DAESALT_BUILD_BENCH=OFF -DAESALT_INSTALL=OFF "$@" \
      >"$b.configure.log" 2>&1 || { echo "footprint.sh: configure $b failed (see $b.configure.log)" >&2; return 1; }
    echo "$want" >"$b/fp.args"
  fi
  cmake --build "$b" -j"$jobs" --target aesalt_static >"$b.build.log" 2>&1 ||
    { echo "footprint.sh: build $b failed (see $b.build.log)" >&2; return 1; }
}

# link ROW STACK FLAGS -- OBJECTS/LIBS...: the size image (and on the
# Cortex-M4 the stack image, run on the board), the context sizes object,
# and a line of rows.tsv.
link_row() {
  local row=$1 stack=$2 d=$B/$1 fl=()
  shift 2
  while [ "$1" != -- ]; do fl+=("$1"); shift; done
  shift
  mkdir -p "$d"
  compile "$d/fp_ops.o" "$fp/fp_ops.c" "-DFP_STACK_$stack" "${fl[@]}" -I"$fp"
  compile "$d/fp_sizes.o" "$fp/fp_sizes.c" "-DFP_STACK_$stack" "${fl[@]}" -fno-common
  # shellcheck disable=SC2086
  $CC $ARCHFLAGS $OPTFLAGS "$B/fp_size_main.o" "$d/fp_ops.o" "$@" $SIZELINK \
    -Wl,-Map="$d/size.map" -o "$d/size.elf" >"$d/link.log" 2>&1 ||
    { echo "footprint.sh: $ARCH $OPT $row: link failed (see $d/link.log)" >&2; return 1; }
  local stacklog=-
  if [ "$ARCH" = cortex-m4 ]; then
    local extra=()
    if [ "$stack" = AESALT ]; then
      # aesalt's one-shot API too, in the stack image only
      compile "$d/fp_oneshot.o" "$fp/fp_oneshot.c" "${fl[@]}" -I"$fp"
      extra=("$d/fp_oneshot.o")
    fi
    # shellcheck disable=SC2086
    $CC $ARCHFLAGS $OPTFLAGS "$B/fp_stack_main.o" "$B/fp_stack.o" "$d/fp_ops.o" "${extra[@]}" "$@" $STACKLINK \
      -o "$d/stack.elf" >>"$d/link.log" 2>&1 ||
      { echo "footprint.sh: $ARCH $OPT $row: stack image link failed (see $d/link.log)" >&2; return 1; }
    stacklog=$d/stack.txt
    if ! timeout 120 "$src/asm/arm/board/run.sh" cortex-m4 "$d/stack.elf" >"$stacklog" 2>&1; then
      echo "footprint.sh: $ARCH $OPT $row: the stack run failed (see $stacklog)" >&2
      echo "failed" >>"$stacklog"
    fi
  fi
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$ARCH" "$OPT" "$row" "$d/size.elf" "$d/fp_sizes.o" \
    "$stacklog" "$d/size.map" "${SUDIRS:--}" >>"$rows"
}

# tfpsa_build DIR CFLAGS CMAKE_ARGS...: libtfpsacrypto.a of TF-PSA-Crypto
# 1.0 (bench/footprint/psa/: stock, or with aesalt's PSA driver when the
# arguments name FP_AESALT_SRC), configured once.
tfpsa_build() {
  local b=$1 cflags=$2
  shift 2
  local want="$* | $ARCHFLAGS $OPTFLAGS $SUFLAGS $cflags | $TOOLCHAIN"
  if [ ! -f "$b/CMakeCache.txt" ] || [ "$(cat "$b/fp.args" 2>/dev/null)" != "$want" ]; then
    rm -rf "$b"
    cmake -S "$fp/psa" -B "$b" -DCMAKE_TOOLCHAIN_FILE="$TOOLCHAIN" -DCMAKE_BUILD_TYPE= \
      -DCMAKE_C_COMPILER_LAUNCHER=ccache \
      -DCMAKE_C_FLAGS="$ARCHFLAGS $OPTFLAGS $SUFLAGS $cflags" -DCMAKE_ASM_FLAGS="$ARCHFLAGS $OPTFLAGS" \
      -DFP_TFPSA_TREE="$tfpsa" -DTF_PSA_CRYPTO_CONFIG_FILE="$fp/psa/tfpsa_config.h" "$@" \
      >"$b.configure.log" 2>&1 || { echo "footprint.sh: configure $b failed (see $b.configure.log)" >&2; return 1; }
    echo "$want" >"$b/fp.args"
  fi
  cmake --build "$b" -j"$jobs" --target tfpsacrypto >"$b.build.log" 2>&1 ||
    { echo "footprint.sh: build $b failed (see $b.build.log)" >&2; return 1; }
}

mbedtls_sources=()
for f in aes cipher cipher_wrap gcm ccm cmac platform platform_util constant_time block_cipher; do
  mbedtls_sources+=("$mb/library/$f.c")
done
wolfssl_sources=()
for f in aes cmac wc_port memory error logging cryptocb; do
  wolfssl_sources+=("$wl/wolfcrypt/src/$f.c")
done
port=$src/wolfssl_port
port_sources=("$port/aesalt_wolfssl.c" "$port/key_cache.c" "$port/key_schedule.c" "$port/register.c")
shim_sources=("$src/mbedtls_alt/aes_alt.c" "$src/mbedtls_alt/gcm_alt.c" "$src/mbedtls_alt/ccm_alt.c"
  "$src/mbedtls_alt/cmac_alt.c")

for ARCH in ${AESALT_FP_ARCHES:-cortex-m4 m68k}; do
  case $ARCH in
    cortex-m4)
      CC=arm-none-eabi-gcc AR=arm-none-eabi-ar
      ARCHFLAGS="-mcpu=cortex-m4 -mthumb -mfloat-abi=soft"
      TOOLCHAIN=$src/config/toolchains/arm-none-eabi-cortex-m.cmake
      kernels=(armv7m armv7m_ct table ct64)
      default_kernel=armv7m
      # newlib-nano without a console (nosys) for the measured image;
      # newlib-nano with semihosting (rdimon) for the stack run.
      board=(-L"$src/asm/arm/board" -T "$src/asm/arm/board/mem-mps2-an386.ld" "$src/asm/arm/board/vectors.S")
      SIZELINK="--specs=nano.specs --specs=nosys.specs ${board[*]} -Wl,--gc-sections"
      STACKLINK="--specs=nano.specs --specs=rdimon.specs ${board[*]} -Wl,--gc-sections
        -Wl,--wrap=malloc,--wrap=calloc,--wrap=free"
      SUFLAGS=-fstack-usage
      ;;
    m68k)
      CC=m68k-linux-gnu-gcc AR=m68k-linux-gnu-ar
      ARCHFLAGS="-m68030"
      TOOLCHAIN=$fp/m68k/toolchain.cmake
      kernels=(m68020 m68k_ct table ct64)
      default_kernel=m68020
      # freestanding: no C library, the same small stand-ins in every row
      # (bench/footprint/m68k/fp_libc.c), linked but not run.
      SIZELINK="-nostdlib -static -Wl,--gc-sections -Wl,-e,_start" # + fp_libc.o, -lgcc
      STACKLINK=
      SUFLAGS=
      ;;
    *) echo "footprint.sh: unknown ARCH $ARCH" >&2; exit 1 ;;
  esac
  for OPT in ${AESALT_FP_OPTS:-Os O2}; do
    OPTFLAGS="-$OPT -ffunction-sections -fdata-sections"
    B=$work/$ARCH-$OPT
    echo "== footprint $ARCH -$OPT"
    mkdir -p "$B"
    if [ "$ARCH" = m68k ]; then
      compile "$B/fp_libc.o" "$fp/m68k/fp_libc.c" -ffreestanding
      SIZELINK="-nostdlib -static -Wl,--gc-sections -Wl,-e,_start $B/fp_libc.o -lgcc"
    else
      compile "$B/fp_stack_main.o" "$fp/fp_stack_main.c" -I"$fp"
      compile "$B/fp_stack.o" "$fp/arm/fp_stack.S"
    fi
    compile "$B/fp_size_main.o" "$fp/fp_size_main.c" -I"$fp"
    compile "$B/fp_baseline_main.o" "$fp/fp_size_main.c" -I"$fp" -DFP_BASELINE

    # the program with no crypto: what every row shares
    mkdir -p "$B/baseline"
    # shellcheck disable=SC2086
    $CC $ARCHFLAGS $OPTFLAGS "$B/fp_baseline_main.o" $SIZELINK -Wl,-Map="$B/baseline/size.map" \
      -o "$B/baseline/size.elf"
    printf '%s\t%s\tbaseline\t%s\t-\t-\t%s\t-\n' "$ARCH" "$OPT" "$B/baseline/size.elf" \
      "$B/baseline/size.map" >>"$rows"

    # (a) stock Mbed TLS 3.6, three table variants
    mbinc=(-I"$mb/include" -I"$mb/library" "-DMBEDTLS_CONFIG_FILE=\"$fp/mbedtls_config.h\"")
    for v in 0:default 1:rom 2:fewer; do
      SUDIRS=
      archive "$B/mbedtls-${v#*:}.a" "$B/mbedtls-${v#*:}" "${mbinc[@]}" -DFP_MBEDTLS_TABLES="${v%%:*}" -- \
        "${mbedtls_sources[@]}"
      link_row "mbedtls-${v#*:}" MBEDTLS "${mbinc[@]}" -DFP_MBEDTLS_TABLES="${v%%:*}" -- "$B/mbedtls-${v#*:}.a"
    done

    # (c) stock wolfSSL 5.9
    wlinc=(-DWOLFSSL_USER_SETTINGS -I"$fp/wolfssl" -I"$wl")
    SUDIRS=
    archive "$B/wolfssl-stock.a" "$B/wolfssl-stock" "${wlinc[@]}" -DFP_WOLFSSL_DEVICE=0 -- "${wolfssl_sources[@]}"
    link_row wolfssl-stock WOLFSSL "${wlinc[@]}" -DFP_WOLFSSL_DEVICE=0 -- "$B/wolfssl-stock.a"

    # aesalt builds: the default set (every kernel and feature), and, with
    # the build-time options, each kernel alone without the optional modes
    sets=(default)
    if [ $have_select -eq 1 ]; then
      sets+=("${kernels[@]}")
    fi
    # and the default kernel alone with AESALT_SMALL (flash over speed)
    if grep -q AESALT_SMALL "$src/CMakeLists.txt"; then
      sets+=("$default_kernel-small")
    fi
    for s in "${sets[@]}"; do
      a=$B/aesalt-$s
      if [ "$s" = default ]; then
        aesalt_build "$a" || { printf '%s\t%s\t%s\n' "$ARCH" "$OPT" "$s" >>"$failed"; continue; }
      elif [ "${s%-small}" != "$s" ]; then
        aesalt_build "$a" -DAESALT_KERNELS="${s%-small}" -DAESALT_AEGIS=OFF -DAESALT_XTS=OFF \
          -DAESALT_CFB_OFB=OFF -DAESALT_SMALL=ON ||
          { printf '%s\t%s\t%s\n' "$ARCH" "$OPT" "$s" >>"$failed"; continue; }
      else
        aesalt_build "$a" -DAESALT_KERNELS="$s" -DAESALT_AEGIS=OFF -DAESALT_XTS=OFF \
          -DAESALT_CFB_OFB=OFF || { printf '%s\t%s\t%s\n' "$ARCH" "$OPT" "$s" >>"$failed"; continue; }
      fi
      lib=$a/libaesalt.a
      SUDIRS=$a
      # (d) the aesalt API
      link_row "aesalt-$s" AESALT -I"$src/include" -- "$lib"
      # (b) Mbed TLS through the shim
      shinc=(-I"$src/mbedtls_alt" -I"$src/include" -I"$src/config/mbedtls" "${mbinc[@]}"
        "-DMBEDTLS_USER_CONFIG_FILE=\"aesalt_user_config.h\"" -DFP_MBEDTLS_TABLES=0)
      archive "$B/shim-$s.a" "$B/shim-$s" "${shinc[@]}" -Wno-stringop-overflow -- \
        "${mbedtls_sources[@]}" "${shim_sources[@]}"
      link_row "shim-$s" MBEDTLS "${shinc[@]}" -- "$B/shim-$s.a" "$lib"
      # (c) wolfSSL with the aesalt device, with and without
      # WOLF_CRYPTO_CB_ONLY_AES (the default set and the default kernel)
      if [ "$s" = default ] || [ "$s" = "$default_kernel" ]; then
        for dv in 1:device 2:device-only-aes; do
          dinc=("${wlinc[@]}" -I"$port" -I"$src/include" -DFP_WOLFSSL_DEVICE="${dv%%:*}")
          archive "$B/wolfssl-${dv#*:}-$s.a" "$B/wolfssl-${dv#*:}-$s" "${dinc[@]}" -- \
            "${wolfssl_sources[@]}" "${port_sources[@]}"
          link_row "wolfssl-${dv#*:}-$s" WOLFSSL "${dinc[@]}" -- "$B/wolfssl-${dv#*:}-$s.a" "$lib"
        done
      fi
    done

    # (d) the PSA API of TF-PSA-Crypto 1.0 (Mbed TLS 4.0.0): stock (default
    # and ROM tables), and with aesalt's PSA driver (the default kernel
    # alone), built-in AES kept and driver-only.  Cortex-M4 only.
    if [ "$ARCH" = cortex-m4 ] && [ -f "$tfpsa/include/psa/crypto.h" ]; then
      psainc=(-I"$tfpsa/include" -I"$tfpsa/drivers/builtin/include"
        "-DTF_PSA_CRYPTO_CONFIG_FILE=\"$fp/psa/tfpsa_config.h\"")
      for v in 0:stock 1:rom; do
        t=$B/tfpsa-${v#*:}
        SUDIRS=
        tfpsa_build "$t" "-DFP_TFPSA_TABLES=${v%%:*}" ||
          { printf '%s\t%s\t%s\n' "$ARCH" "$OPT" "tfpsa-${v#*:}" >>"$failed"; continue; }
        link_row "tfpsa-${v#*:}" PSA "${psainc[@]}" -DFP_TFPSA_TABLES="${v%%:*}" -- \
          "$t/tfpsa/core/libtfpsacrypto.a"
      done
      for v in OFF:psa-driver ON:psa-driver-only; do
        t=$B/${v#*:}-$default_kernel
        tfpsa_build "$t" "" -DFP_AESALT_SRC="$src" -DAESALT_BUILD_TESTS=OFF -DAESALT_BUILD_BENCH=OFF \
          -DAESALT_INSTALL=OFF -DAESALT_KERNELS="$default_kernel" -DAESALT_AEGIS=OFF -DAESALT_XTS=OFF \
          -DAESALT_CFB_OFB=OFF -DAESALT_PSA_DRIVER_ONLY="${v%%:*}" ||
          { printf '%s\t%s\t%s\n' "$ARCH" "$OPT" "${v#*:}-$default_kernel" >>"$failed"; continue; }
        drvinc=(-I"$t/aesalt-psa-dispatch/include" -I"$t/aesalt-psa-dispatch/dispatch"
          -I"$src/psa_driver" -I"$src/include" "${psainc[@]}")
        if [ "${v%%:*}" = ON ]; then
          drvinc+=("-DTF_PSA_CRYPTO_USER_CONFIG_FILE=\"$src/psa_driver/config/aesalt_psa_driver_only.h\"")
        fi
        SUDIRS=$t/aesalt
        link_row "${v#*:}-$default_kernel" PSA "${drvinc[@]}" -- "$t/tfpsa/core/libtfpsacrypto.a"
      done
    fi
  done
done

python3 "$fp/footprint.py" --rows "$rows" --failed "$failed" --have-select $have_select \
  --src "$src" --src-note "${AESALT_FP_SRC_NOTE:-}" --out "$work/footprint"
