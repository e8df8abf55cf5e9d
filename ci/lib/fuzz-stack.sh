# shellcheck shell=bash
# SPDX-License-Identifier: Apache-2.0
# The libFuzzer builds of the TLS-stack harnesses (tests/fuzz/fuzz_mbedtls.c,
# fuzz_wolfssl.c): the whole tree, the stack included, with clang, ASan +
# UBSan and libFuzzer's coverage, so that the stack's code is instrumented
# too.  Sourced by ci/fuzz and ci/test-wolfssl.
#
# fuzz_stack_configure STACK DIR [CMAKE_ARGS...]: configures DIR for STACK
# (mbedtls: Mbed TLS 3.6 with the shim, target fuzz_mbedtls; wolfssl:
# wolfSSL 5.9 with the device, target fuzz_wolfssl); $root is the clone.
fuzz_stack_configure() {
  local stack=$1 dir=$2 args=()
  shift 2
  case $stack in
    mbedtls)
      args=(-DAESALT_MBEDTLS_SOURCE_DIR="$root/third_party/mbedtls-3.6" -DAESALT_MBEDTLS_LIBFUZZER=ON)
      ;;
    wolfssl)
      args=(-DAESALT_WOLFSSL_SOURCE_DIR="$root/third_party/wolfssl-5.9"
        -DAESALT_WOLFSSL_SETTINGS_DIR="$root/config/wolfssl" -DAESALT_WOLFSSL_LIBFUZZER=ON
        -DAESALT_TEST_HOOKS=ON)
      ;;
    *) return 2 ;;
  esac
  cmake -S "$root" -B "$dir" -DCMAKE_C_COMPILER=clang -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER_LAUNCHER=ccache -DAESALT_BUILD_TESTS=OFF -DAESALT_BUILD_BENCH=OFF \
    "-DCMAKE_C_FLAGS=-fsanitize=address,undefined,fuzzer-no-link -fno-sanitize-recover=undefined" \
    "${args[@]}" "$@"
}
