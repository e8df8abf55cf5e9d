/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Test-only interface, present when the library is built with
 * AESALT_TEST_HOOKS (the test build; never in a release build).
 */
#ifndef AESALT_CORE_TEST_HOOKS_H
#define AESALT_CORE_TEST_HOOKS_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Exported (the library is hidden by default) so that a test program can
 * reach them in a shared library that holds aesalt: wolfSSL's test_device
 * counts the calls of the aesalt inside libwolfssl.so.  tests/exports
 * knows that test builds have them. */
#if defined(__GNUC__) || defined(__clang__)
#define AESALT_TEST_API __attribute__((visibility("default")))
#else
#define AESALT_TEST_API
#endif

/* Kernel slot calls made with keys or states of the named kernel since
 * start or the last reset. */
AESALT_TEST_API unsigned long aesalt_test_kernel_calls(const char *name);
AESALT_TEST_API void aesalt_test_reset_calls(void);

/* y = GHASH_H(in) (y zero at first, nblocks blocks) with the named
 * kernel's slots, its GHASH key filled with the byte fill before
 * ghash_setkey: the kernel contract says the result cannot depend on fill.
 * Returns 0, or -1 if no such kernel. */
AESALT_TEST_API int aesalt_test_ghash_filled(const char *name, int fill, const uint8_t h[16],
					     const uint8_t *in, size_t nblocks, uint8_t y[16]);

#ifdef __cplusplus
}
#endif

#endif /* AESALT_CORE_TEST_HOOKS_H */
