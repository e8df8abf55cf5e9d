/* SPDX-License-Identifier: Apache-2.0 */
/*
 * An ordinary Mbed TLS application, for the configuration-mismatch test
 * (mbedtls_alt/tests/mismatch.cmake).  It keeps a GCM context on its own
 * stack between two guard buffers, keys it and encrypts one block, and
 * fails if a guard changed.
 *
 * Compiled with the aesalt configuration (the right way) it links against
 * the shim's libmbedcrypto and passes.  Compiled without it (the wrong
 * way: only Mbed TLS's include/) it must not link: its context would be
 * the built-in one, and mbedtls_gcm_setkey would write an aesalt context
 * over it and past it.
 *
 * Known answer: GCM specification (McGrew-Viega) test case 2.
 */
#include <stdio.h>
#include <string.h>

#include "mbedtls/gcm.h"

struct guarded {
	unsigned char before[64];
	mbedtls_gcm_context gcm;
	unsigned char after[1024];
};

int main(void)
{
	static const unsigned char ct2[16] = { 0x03, 0x88, 0xda, 0xce, 0x60, 0xb6, 0xa3, 0x92,
					       0xf3, 0x28, 0xc2, 0xb9, 0x71, 0xb2, 0xfe, 0x78 };
	static const unsigned char tag2[16] = { 0xab, 0x6e, 0x47, 0xd4, 0x2c, 0xec, 0x13, 0xbd,
						0xf5, 0x3a, 0x67, 0xb2, 0x12, 0x57, 0xbd, 0xdf };
	unsigned char key[16] = { 0 }, iv[12] = { 0 }, pt[16] = { 0 }, ct[16], tag[16];
	struct guarded g;
	size_t i;
	int ret, bad = 0;

	memset(&g, 0x5a, sizeof(g));
	mbedtls_gcm_init(&g.gcm);
	ret = mbedtls_gcm_setkey(&g.gcm, MBEDTLS_CIPHER_ID_AES, key, 128);
	if (ret == 0)
		ret = mbedtls_gcm_crypt_and_tag(&g.gcm, MBEDTLS_GCM_ENCRYPT, sizeof(pt), iv,
						sizeof(iv), NULL, 0, pt, ct, sizeof(tag), tag);
	for (i = 0; i < sizeof(g.before); i++)
		bad |= g.before[i] != 0x5a;
	for (i = 0; i < sizeof(g.after); i++)
		bad |= g.after[i] != 0x5a;
	mbedtls_gcm_free(&g.gcm);
	if (bad) {
		printf("mismatch-app: memory around the context was overwritten "
		       "(sizeof(mbedtls_gcm_context) here: %u)\n",
		       (unsigned)sizeof(g.gcm));
		return 1;
	}
	if (ret != 0 || memcmp(ct, ct2, 16) != 0 || memcmp(tag, tag2, 16) != 0) {
		printf("mismatch-app: GCM test case 2 failed (ret %d)\n", ret);
		return 1;
	}
	printf("mismatch-app: GCM test case 2 ok, context of %u bytes intact\n",
	       (unsigned)sizeof(g.gcm));
	return 0;
}
