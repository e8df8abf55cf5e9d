/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Test-only interface, present when the library is built with
 * AESALT_TEST_HOOKS (the test build; never in a release build).
 */
#ifndef AESALT_CORE_TEST_HOOKS_H
#define AESALT_CORE_TEST_HOOKS_H

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

#ifdef __cplusplus
}
#endif

#endif /* AESALT_CORE_TEST_HOOKS_H */
