/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The build's kernel and feature choice, and the constant-time switch
 * (README "Build and install" and "Picking a kernel").  CMake passes what
 * it built:
 *   AESALT_TEST_KERNELS      the kernels of the table, in order;
 *   AESALT_TEST_KERNELS_CT   those it declared CONSTANT_TIME ON;
 *   AESALT_TEST_LEFT_OUT     the target's kernels it did not build;
 *   AESALT_TEST_CT_BUILD     1 under AESALT_CONSTANT_TIME=ON;
 *   AESALT_NO_AEGIS, AESALT_NO_XTS, AESALT_NO_CFB_OFB as the library.
 * Checks:
 *  - the table is exactly AESALT_TEST_KERNELS, and each kernel's
 *    AESALT_KERNEL_CONSTTIME flag is what CMake declared (a kernel CMake
 *    wrongly calls constant time would be kept by the switch);
 *  - a kernel left out is unknown to the library;
 *  - under AESALT_CONSTANT_TIME=ON, every kernel of the table is constant
 *    time;
 *  - a compiled-out mode returns AESALT_ERR_UNSUPPORTED and writes nothing,
 *    a built one works (one vector each, the suites do the rest);
 *  - the runtime switch: "--env" (run with AESALT_CONSTANT_TIME=1) checks
 *    that only constant-time kernels are listed, chosen and selectable;
 *    "--env-forced NAME" (with AESALT_KERNEL=NAME, not constant time) that
 *    the forced kernel is refused and key set-up fails; without arguments,
 *    aesalt_kernel_require_constant_time() last, with the same checks.
 * Prints "test_constant_time: ok" when every check passed (the forced
 * run's test matches it after the refusal message).
 *
 * Seen to fail, each planted once: AESALT_CONSTANT_TIME=ON keeping table
 * (host, Cortex-M4 board) or armv7m (armhf); table declared CONSTANT_TIME
 * ON; dispatch ignoring the rule (env, env_forced); the XTS stub
 * returning AESALT_OK (single-ct64).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aesalt/aesalt.h"
#include "kernel.h"
#include "testutil.h"

#ifndef AESALT_TEST_KERNELS
#error CMake passes AESALT_TEST_KERNELS (tests/CMakeLists.txt)
#endif

static const char kernels[] = AESALT_TEST_KERNELS;	 /* "a,b,c" */
static const char kernels_ct[] = AESALT_TEST_KERNELS_CT; /* "a,c" */
static const char left_out[] = AESALT_TEST_LEFT_OUT;	 /* "d,e" */

/* Whether name is an item of the comma list. */
static int in_list(const char *list, const char *name)
{
	size_t n = strlen(name);
	const char *p = list;
	while (*p != '\0') {
		const char *e = strchr(p, ',');
		size_t len = e != NULL ? (size_t)(e - p) : strlen(p);
		if (len == n && strncmp(p, name, n) == 0)
			return 1;
		p += len;
		if (*p == ',')
			p++;
	}
	return 0;
}

/* Calls fn(item) for each item of the comma list. */
static void each(const char *list, void (*fn)(const char *name))
{
	char buf[64];
	const char *p = list;
	while (*p != '\0') {
		const char *e = strchr(p, ',');
		size_t len = e != NULL ? (size_t)(e - p) : strlen(p);
		if (len < sizeof buf) {
			memcpy(buf, p, len);
			buf[len] = '\0';
			fn(buf);
		}
		p += len;
		if (*p == ',')
			p++;
	}
}

static void check_left_out(const char *name)
{
	CHECK(aesalt_kernel_constant_time(name) == AESALT_ERR_UNSUPPORTED,
	      "kernel %s was left out of the build but the library knows it", name);
	CHECK(aesalt_kernel_select(name) == AESALT_ERR_UNSUPPORTED,
	      "kernel %s was left out of the build but can be selected", name);
}

/* The table against CMake's lists. */
static void check_table(void)
{
	size_t i, n = 0;
	char built[256] = "";

	for (i = 0; i < aesalt_kernels_len; i++) {
		const struct aesalt_kernel *k = aesalt_kernels[i];
		int ct = (k->flags & AESALT_KERNEL_CONSTTIME) != 0;
		CHECK(in_list(kernels, k->name), "kernel %s in the table, not in AESALT_KERNELS",
		      k->name);
		CHECK(ct == in_list(kernels_ct, k->name),
		      "kernel %s: its flags say constant time %d, its aesalt_add_kernel() %d",
		      k->name, ct, in_list(kernels_ct, k->name));
		CHECK(aesalt_kernel_constant_time(k->name) == ct, "aesalt_kernel_constant_time(%s)",
		      k->name);
#if AESALT_TEST_CT_BUILD
		CHECK(ct, "AESALT_CONSTANT_TIME=ON built kernel %s, which is not constant time",
		      k->name);
#endif
		if (strlen(built) + strlen(k->name) + 2 < sizeof built) {
			if (n++ != 0)
				strcat(built, ",");
			strcat(built, k->name);
		}
	}
	CHECK(strcmp(built, kernels) == 0, "table %s, CMake built %s", built, kernels);
	each(left_out, check_left_out);
	printf("kernels built: %s (constant time: %s; left out: %s)\n", kernels, kernels_ct,
	       left_out[0] != '\0' ? left_out : "none");
}

/* The optional modes: compiled out, AESALT_ERR_UNSUPPORTED and the output
 * untouched; built, one known answer (the suites test them in full). */
static void check_features(void)
{
	/* XTS's two halves must differ (AESALT_ERR_WEAK_KEY otherwise). */
	static const uint8_t key[64] = { [16] = 1 };
	uint8_t iv[32] = { 0 }, in[32] = { 0 }, out[32], tag[16];
	size_t off = 0;
	aesalt_aes_key k, k2;
	int ret;

	memset(&k, 0, sizeof k);
	memset(&k2, 0, sizeof k2);
	if (aesalt_aes_setkey_enc(&k, key, 16) != AESALT_OK ||
	    aesalt_aes_setkey_enc(&k2, key + 16, 16) != AESALT_OK) {
		CHECK(0, "aesalt_aes_setkey_enc with kernel %s",
		      aesalt_kernel_active() ? aesalt_kernel_active() : "(none)");
		return;
	}

	memset(out, 0xa5, sizeof out);
	ret = aesalt_aegis128l_encrypt(key, iv, NULL, 0, in, out, 32, tag, 16);
#if defined(AESALT_NO_AEGIS)
	CHECK(ret == AESALT_ERR_UNSUPPORTED && out[0] == 0xa5 && out[31] == 0xa5,
	      "AEGIS compiled out: %d", ret);
	CHECK(aesalt_aegis128_decrypt(key, iv, NULL, 0, in, out, 16, tag, 16) ==
		      AESALT_ERR_UNSUPPORTED,
	      "AEGIS-128 decrypt compiled out");
	CHECK(aesalt_aegis256_encrypt(key, key, NULL, 0, in, out, 16, tag, 16) ==
		      AESALT_ERR_UNSUPPORTED,
	      "AEGIS-256 compiled out");
	printf("AEGIS: compiled out (AESALT_AEGIS=OFF), returns AESALT_ERR_UNSUPPORTED\n");
#else
	CHECK(ret == AESALT_OK && out[0] != 0xa5, "AEGIS-128L built: %d", ret);
#endif

	memset(out, 0xa5, sizeof out);
	ret = aesalt_xts_enc(&k, &k2, out, in, 32, iv);
#if defined(AESALT_NO_XTS)
	CHECK(ret == AESALT_ERR_UNSUPPORTED && out[0] == 0xa5, "XTS compiled out: %d", ret);
	CHECK(aesalt_xts_dec(&k, &k2, out, in, 32, iv) == AESALT_ERR_UNSUPPORTED,
	      "XTS decrypt compiled out");
	CHECK(aesalt_aes_xts(1, key, 32, iv, in, out, 32) == AESALT_ERR_UNSUPPORTED,
	      "one-shot XTS compiled out");
	printf("XTS: compiled out (AESALT_XTS=OFF), returns AESALT_ERR_UNSUPPORTED\n");
#else
	CHECK(ret == AESALT_OK && out[0] != 0xa5, "XTS built: %d", ret);
#endif

	memset(out, 0xa5, sizeof out);
	ret = aesalt_cfb128_enc(&k, out, in, 32, iv, &off);
#if defined(AESALT_NO_CFB_OFB)
	CHECK(ret == AESALT_ERR_UNSUPPORTED && out[0] == 0xa5, "CFB128 compiled out: %d", ret);
	CHECK(aesalt_cfb8_dec(&k, out, in, 32, iv) == AESALT_ERR_UNSUPPORTED, "CFB8 compiled out");
	CHECK(aesalt_ofb(&k, out, in, 32, iv, &off) == AESALT_ERR_UNSUPPORTED, "OFB compiled out");
	CHECK(aesalt_aes_ofb(key, 16, iv, in, out, 32) == AESALT_ERR_UNSUPPORTED,
	      "one-shot OFB compiled out");
	CHECK(aesalt_aes_cfb128(1, key, 16, iv, in, out, 32) == AESALT_ERR_UNSUPPORTED,
	      "one-shot CFB128 compiled out");
	CHECK(out[0] == 0xa5, "compiled-out CFB/OFB wrote its output");
	printf("CFB/OFB: compiled out (AESALT_CFB_OFB=OFF), returns AESALT_ERR_UNSUPPORTED\n");
#else
	CHECK(ret == AESALT_OK && out[0] != 0xa5, "CFB128 built: %d", ret);
#endif
	aesalt_aes_key_wipe(&k);
}

/* Under the runtime switch: only constant-time kernels are listed,
 * active and selectable; the others are refused. */
static void check_ct_only(const char *how)
{
	size_t i, n = aesalt_kernel_count();
	const char *active = aesalt_kernel_active();

	CHECK(active != NULL && aesalt_kernel_constant_time(active) == 1,
	      "%s: active kernel %s is not constant time", how, active ? active : "(none)");
	for (i = 0; i < n; i++) {
		const char *name = aesalt_kernel_name(i);
		CHECK(name != NULL && aesalt_kernel_constant_time(name) == 1,
		      "%s: kernel %s listed, not constant time", how, name ? name : "(null)");
	}
	for (i = 0; i < aesalt_kernels_len; i++) {
		const struct aesalt_kernel *k = aesalt_kernels[i];
		if (k->flags & AESALT_KERNEL_CONSTTIME)
			continue;
		CHECK(aesalt_kernel_select(k->name) == AESALT_ERR_UNSUPPORTED,
		      "%s: non-constant-time kernel %s could be selected", how, k->name);
		CHECK(aesalt_kernel_active() != NULL &&
			      aesalt_kernel_constant_time(aesalt_kernel_active()) == 1,
		      "%s: after refusing %s, the active kernel is not constant time", how,
		      k->name);
		printf("%s: %s refused (not constant time)\n", how, k->name);
	}
	CHECK(aesalt_kernel_select(NULL) == AESALT_OK && aesalt_kernel_active() != NULL &&
		      aesalt_kernel_constant_time(aesalt_kernel_active()) == 1,
	      "%s: the automatic choice is not constant time", how);
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "";

	if (strcmp(mode, "--env-forced") == 0 && argc > 2) {
		aesalt_aes_key k;
		static const uint8_t key[16];
		/* AESALT_CONSTANT_TIME=1 AESALT_KERNEL=argv[2], not constant time:
		 * refused, no kernel active, set-up fails, as for any refused
		 * forced kernel. */
		memset(&k, 0, sizeof k);
		CHECK(aesalt_kernel_active() == NULL,
		      "forced %s under AESALT_CONSTANT_TIME=1: %s active", argv[2],
		      aesalt_kernel_active() ? aesalt_kernel_active() : "");
		CHECK(aesalt_aes_setkey_enc(&k, key, 16) == AESALT_ERR_UNSUPPORTED,
		      "key set-up after a refused forced kernel");
		CHECK(aesalt_kernel_select(argv[2]) == AESALT_ERR_UNSUPPORTED,
		      "aesalt_kernel_select(%s) under AESALT_CONSTANT_TIME=1", argv[2]);
		CHECK(aesalt_kernel_require_constant_time() == AESALT_ERR_UNSUPPORTED,
		      "require_constant_time after a refused forced kernel must not pick one");
	} else if (strcmp(mode, "--env") == 0) {
		check_table();
		if (kernels_ct[0] == '\0') {
			CHECK(aesalt_kernel_active() == NULL && aesalt_kernel_count() == 0,
			      "AESALT_CONSTANT_TIME=1 without a constant-time kernel: %s active",
			      aesalt_kernel_active() ? aesalt_kernel_active() : "none");
		} else {
			check_ct_only("AESALT_CONSTANT_TIME=1");
			check_features();
		}
	} else {
		size_t i, nonct = 0;
		check_table();
		check_features();
		/* Before the switch, every usable kernel can be selected. */
		for (i = 0; i < aesalt_kernel_count(); i++) {
			const char *name = aesalt_kernel_name(i);
			CHECK(aesalt_kernel_select(name) == AESALT_OK, "select %s", name);
			nonct += aesalt_kernel_constant_time(name) == 0;
		}
#if AESALT_TEST_CT_BUILD
		CHECK(nonct == 0, "AESALT_CONSTANT_TIME=ON: %zu usable kernels not constant time",
		      nonct);
		check_ct_only("AESALT_CONSTANT_TIME=ON");
#endif
		/* Then switched on from code, for good. */
		if (kernels_ct[0] == '\0') {
			/* no constant-time kernel in the build: refused, and no
			 * kernel left to set keys up with */
			CHECK(aesalt_kernel_require_constant_time() == AESALT_ERR_UNSUPPORTED &&
				      aesalt_kernel_active() == NULL && aesalt_kernel_count() == 0,
			      "aesalt_kernel_require_constant_time without a constant-time kernel");
			printf("aesalt_kernel_require_constant_time(): refused, no constant-time "
			       "kernel in this build\n");
		} else {
			CHECK(aesalt_kernel_require_constant_time() == AESALT_OK,
			      "aesalt_kernel_require_constant_time");
			check_ct_only("aesalt_kernel_require_constant_time()");
			check_features(); /* the modes still run on the kernel it chose */
		}
		printf("non-constant-time kernels usable before the switch: %zu\n", nonct);
	}
	if (test_failed == 0 && test_passed > 0)
		printf("test_constant_time: ok\n");
	return test_summary("test_constant_time");
}
