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

/* Kernel slot calls made with keys or states of the named kernel since
 * start or the last reset. */
unsigned long aesalt_test_kernel_calls(const char *name);
void aesalt_test_reset_calls(void);

#ifdef __cplusplus
}
#endif

#endif /* AESALT_CORE_TEST_HOOKS_H */
