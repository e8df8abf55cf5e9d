/* SPDX-License-Identifier: Apache-2.0 */
/*
 * TF-PSA-Crypto 1.0 on bare metal (the Cortex-M test board of
 * asm/arm/board/, newlib, no operating system): the
 * TF_PSA_CRYPTO_USER_CONFIG_FILE that psa_driver/CMakeLists.txt puts over
 * the tree's default configuration when it builds for the board.
 *
 * The board has neither getrandom() nor /dev/urandom, so the built-in
 * entropy source is replaced by the platform's: the firmware supplies
 * mbedtls_platform_get_entropy() (MBEDTLS_PSA_DRIVER_GET_ENTROPY).  The
 * board's test images take TF-PSA-Crypto's test framework's fake one
 * (framework/tests/src/fake_external_rng_for_test.c): fine for tests, and
 * not entropy.  Nor is there a clock that TF-PSA-Crypto knows how to read
 * (mbedtls_ms_time() needs POSIX clock_gettime), and the cryptography does
 * not need one: MBEDTLS_HAVE_TIME and MBEDTLS_HAVE_TIME_DATE are off.
 * Everything else is the default configuration, so that the suites'
 * outcomes compare case by case with the host's stock run
 * (psa_driver/tests/compare.py).
 */
#undef MBEDTLS_PSA_BUILTIN_GET_ENTROPY
#define MBEDTLS_PSA_DRIVER_GET_ENTROPY
#undef MBEDTLS_HAVE_TIME
#undef MBEDTLS_HAVE_TIME_DATE
