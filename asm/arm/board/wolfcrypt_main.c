/* SPDX-License-Identifier: Apache-2.0 */
/*
 * wolfCrypt's own test (wolfcrypt/test/test.c, built with NO_MAIN_DRIVER)
 * on a Cortex-M board with the aesalt device and a chosen kernel:
 *   wolfcrypt_test.elf --kernel=NAME
 * selects kernel NAME (no environment on bare metal), registers the
 * device, runs wolfcrypt_test() and then requires that the device served
 * ECB, CBC, CTR, GCM and CCM requests, all with keys of kernel NAME.
 * Configuration: config/wolfssl/baremetal/user_settings.h.
 */
#include <stdio.h>
#include <string.h>

#include <wolfssl/wolfcrypt/settings.h>
#include <wolfssl/wolfcrypt/types.h>
#include <wolfssl/wolfcrypt/wc_port.h>
#include <wolfcrypt/test/test.h>

#include "aesalt/aesalt.h"
#include "select_kernel.h"
#include "aesalt_wolfssl.h"

/* TEST ONLY: a fixed pseudo-random sequence, so the board runs repeat.  A
 * firmware's aesalt_board_seed must read the part's TRNG. */
int aesalt_board_seed(unsigned char *out, unsigned int sz)
{
	static unsigned int x = 0x2545f491u;
	unsigned int i;

	for (i = 0; i < sz; i++) {
		x = x * 1103515245u + 12345u;
		out[i] = (unsigned char)(x >> 24);
	}
	return 0;
}

/* USER_TICKS: wolfCrypt's test needs no clock. */
word32 LowResTimer(void)
{
	return 0;
}

int main(int argc, char *argv[])
{
	aesalt_wolfssl_stats st;
	const char *want;
	int ret;

	want = board_select_kernel(argc, argv);
	if (want == NULL)
		return 2;
	if (wolfCrypt_Init() != 0 || aesalt_wolfssl_register() != 0) {
		printf("aesalt: the device did not register\n");
		return 2;
	}
	ret = wolfcrypt_test(NULL);
	if (aesalt_wolfssl_get_stats(&st) != 0)
		return 1;
	printf("aesalt device: ecb %lu/%lu cbc %lu/%lu ctr %lu gcm %lu/%lu ccm %lu/%lu, kernel "
	       "%s%s\n",
	       st.ecb_enc, st.ecb_dec, st.cbc_enc, st.cbc_dec, st.ctr, st.gcm_enc, st.gcm_dec,
	       st.ccm_enc, st.ccm_dec, st.kernel != NULL ? st.kernel : "-",
	       st.kernels_mixed ? " (mixed)" : "");
	if (st.ecb_enc == 0 || st.cbc_enc == 0 || st.cbc_dec == 0 || st.ctr == 0 ||
	    st.gcm_enc == 0 || st.gcm_dec == 0 || st.ccm_enc == 0 || st.ccm_dec == 0 ||
	    st.kernel == NULL || strcmp(st.kernel, want) != 0 || st.kernels_mixed) {
		printf("aesalt: the device did not serve every mode on kernel %s\n", want);
		ret = 1;
	}
	aesalt_wolfssl_unregister();
	wolfCrypt_Cleanup();
	return ret;
}
