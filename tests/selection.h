/* SPDX-License-Identifier: Apache-2.0 */
/*
 * What the build chose (AESALT_KERNELS, AESALT_AEGIS, AESALT_XTS,
 * AESALT_CFB_OFB: README "Build and install"), for the suites and the fuzz
 * drivers: tests/CMakeLists.txt gives them the library's AESALT_NO_*
 * definitions and AESALT_TEST_KERNELS.  A suite skips what the build left
 * out, says so, and checks that it is refused instead.
 */
#ifndef AESALT_TESTS_SELECTION_H
#define AESALT_TESTS_SELECTION_H

#include <stddef.h>
#include <string.h>

/* The build option that left out the mode that a function or mode name
 * (say "aesalt_cfb8_enc", "AEGIS-128L") belongs to, or NULL.  The tests get
 * the library's AESALT_NO_* definitions (tests/CMakeLists.txt); a mode left
 * out returns AESALT_ERR_UNSUPPORTED and writes nothing, which the suites
 * check instead of running it. */
static inline const char *test_compiled_out(const char *name)
{
	char low[96];
	size_t i;

	for (i = 0; name[i] != '\0' && i + 1 < sizeof low; i++)
		low[i] = (char)(name[i] >= 'A' && name[i] <= 'Z' ? name[i] - 'A' + 'a' : name[i]);
	low[i] = '\0';
#if defined(AESALT_NO_AEGIS)
	if (strstr(low, "aegis") != NULL)
		return "AESALT_AEGIS=OFF";
#endif
#if defined(AESALT_NO_XTS)
	if (strstr(low, "xts") != NULL)
		return "AESALT_XTS=OFF";
#endif
#if defined(AESALT_NO_CFB_OFB)
	if (strstr(low, "cfb") != NULL || strstr(low, "ofb") != NULL)
		return "AESALT_CFB_OFB=OFF";
#endif
	return NULL;
}

/* Whether kernel name is built into this library (AESALT_TEST_KERNELS,
 * "a,b,c", from tests/CMakeLists.txt; every kernel when it is not given). */
static inline int test_kernel_built(const char *name)
{
#if defined(AESALT_TEST_KERNELS)
	const char *list = AESALT_TEST_KERNELS, *p = list;
	size_t n = strlen(name);

	while ((p = strstr(p, name)) != NULL) {
		if ((p == list || p[-1] == ',') && (p[n] == ',' || p[n] == '\0'))
			return 1;
		p += n;
	}
	return 0;
#else
	(void)name;
	return 1;
#endif
}

/* How many kernels must be usable on any CPU: the portable ones the build
 * has (ct64, table), at least 1.  A build with one kernel (AESALT_KERNELS)
 * has nothing to switch between or compare against. */
static inline size_t test_min_usable(void)
{
	size_t n = (size_t)test_kernel_built("ct64") + (size_t)test_kernel_built("table");
	return n > 0 ? n : 1;
}

#endif /* AESALT_TESTS_SELECTION_H */
