/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Opt-in registration of the aesalt device when the program (or the
 * library this file is linked into, e.g. libwolfssl) is loaded, so that
 * unmodified wolfSSL applications use aesalt.  Built only with
 * AESALT_WOLFSSL_AUTO_REGISTER (CMake option of the same name).
 *
 * At load time it takes one reference on wolfCrypt (wolfCrypt_Init()), so
 * the device table it registers into is not cleared by the application's
 * own wolfCrypt_Init() and stays until exit.
 *
 * Environment:
 *   AESALT_WOLFSSL=0 (or off)  do not register: wolfSSL's software only,
 *                              e.g. for the software rows of a benchmark;
 *   AESALT_WOLFSSL_STATS=1     at exit, print the device's request counters
 *                              as one line on stderr;
 *   AESALT_VERBOSE=1           report the registration on stderr.
 */
#ifndef WOLFSSL_USER_SETTINGS
#include <wolfssl/options.h>
#endif
#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/wc_port.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aesalt/aesalt.h"
#include "aesalt_wolfssl.h"

#if !defined(__GNUC__) && !defined(__clang__)
#error "AESALT_WOLFSSL_AUTO_REGISTER needs load-time constructors (GCC or Clang): call aesalt_wolfssl_register() instead"
#endif

static int env_on(const char *name)
{
	const char *v = getenv(name);
	return v != NULL && v[0] != '\0' && strcmp(v, "0") != 0 && strcmp(v, "off") != 0;
}

static void print_stats(void)
{
	aesalt_wolfssl_stats st;

	if (aesalt_wolfssl_get_stats(&st) != 0)
		return;
	fprintf(stderr,
		"aesalt-wolfssl: kernel=%s mixed=%d ecb_enc=%lu ecb_dec=%lu cbc_enc=%lu "
		"cbc_dec=%lu ctr=%lu gcm_enc=%lu gcm_dec=%lu ccm_enc=%lu ccm_dec=%lu "
		"cmac=%lu declined=%lu errors=%lu\n",
		st.kernel != NULL ? st.kernel : "none", st.kernels_mixed, st.ecb_enc, st.ecb_dec,
		st.cbc_enc, st.cbc_dec, st.ctr, st.gcm_enc, st.gcm_dec, st.ccm_enc, st.ccm_dec,
		st.cmac, st.declined, st.errors);
}

__attribute__((constructor)) static void aesalt_wolfssl_auto_register(void)
{
	const char *v = getenv("AESALT_WOLFSSL");
	int ret;

	if (v != NULL && (strcmp(v, "0") == 0 || strcmp(v, "off") == 0)) {
		if (env_on("AESALT_VERBOSE"))
			fprintf(stderr, "aesalt-wolfssl: AESALT_WOLFSSL=%s, not registered\n", v);
		return;
	}
	ret = wolfCrypt_Init();
	if (ret == 0)
		ret = aesalt_wolfssl_register();
	if (ret != 0) {
		/* wolfSSL's software still runs: say so rather than fail. */
		fprintf(stderr, "aesalt-wolfssl: device not registered (wolfSSL error %d)\n", ret);
		return;
	}
	if (env_on("AESALT_VERBOSE"))
		fprintf(stderr, "aesalt-wolfssl: device 0x%x registered, kernel %s\n",
			(unsigned)AESALT_WOLFSSL_DEVID, aesalt_kernel_active());
	if (env_on("AESALT_WOLFSSL_STATS"))
		atexit(print_stats);
}
