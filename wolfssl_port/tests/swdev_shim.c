/* SPDX-License-Identifier: Apache-2.0 */
/*
 * wolfSSL tests its WOLF_CRYPTO_CB_ONLY_* builds with a software device:
 * test programs compiled with WOLFSSL_SWDEV call wc_SwDev_Init() after
 * wolfCrypt_Init() and wc_SwDev_Cleanup() at the end, and then leave the
 * find-device callback alone (wolfcrypt/test/test.c, tests/swdev/ of
 * wolfSSL 5.9).  For the ONLY_AES testwolfcrypt the aesalt device plays
 * that part: these two functions register it (unless the automatic
 * registration already did) and remove it again.
 */
#include "aesalt_wolfssl.h"

int wc_SwDev_Init(void);
void wc_SwDev_Cleanup(void);

static int s_owned;

int wc_SwDev_Init(void)
{
	int ret;

	if (aesalt_wolfssl_registered())
		return 0;
	ret = aesalt_wolfssl_register();
	s_owned = ret == 0;
	return ret;
}

void wc_SwDev_Cleanup(void)
{
	if (s_owned)
		aesalt_wolfssl_unregister();
	s_owned = 0;
}
