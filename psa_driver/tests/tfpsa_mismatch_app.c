/* SPDX-License-Identifier: Apache-2.0 */
/*
 * An ordinary PSA Crypto application, for the configuration-mismatch test
 * of the PSA driver (psa_driver/tests/mismatch.cmake).  It keeps an AEAD
 * operation on its own stack between two guard buffers, runs a multi-part
 * AES-GCM encryption through it and fails if a guard changed or the result
 * is wrong.
 *
 * Compiled with the derived context headers (the right way) it links
 * against the TF-PSA-Crypto library with aesalt's driver and passes.
 * Compiled with the tree's own headers (the wrong way) it must not link:
 * its psa_aead_operation_t would be the built-in size, and the driver's
 * context would be written over it and past it.
 *
 * Known answer: GCM specification (McGrew-Viega) test case 2 (AES-128,
 * zero key, zero 96-bit IV, one zero block).
 */
#include <stdio.h>
#include <string.h>

#include "psa/crypto.h"

struct guarded {
	unsigned char before[64];
	psa_aead_operation_t op;
	unsigned char after[1024];
};

int main(void)
{
	static const unsigned char ct2[16] = { 0x03, 0x88, 0xda, 0xce, 0x60, 0xb6, 0xa3, 0x92,
					       0xf3, 0x28, 0xc2, 0xb9, 0x71, 0xb2, 0xfe, 0x78 };
	static const unsigned char tag2[16] = { 0xab, 0x6e, 0x47, 0xd4, 0x2c, 0xec, 0x13, 0xbd,
						0xf5, 0x3a, 0x67, 0xb2, 0x12, 0x57, 0xbd, 0xdf };
	unsigned char key[16] = { 0 }, iv[12] = { 0 }, pt[16] = { 0 }, ct[16], tag[16];
	psa_key_attributes_t attr = PSA_KEY_ATTRIBUTES_INIT;
	psa_key_id_t id = 0;
	struct guarded g;
	size_t n = 0, fin = 0, tn = 0, i;
	psa_status_t st;
	int bad = 0;

	memset(&g, 0x5a, sizeof(g));
	g.op = psa_aead_operation_init();
	st = psa_crypto_init();
	psa_set_key_type(&attr, PSA_KEY_TYPE_AES);
	psa_set_key_bits(&attr, 128);
	psa_set_key_usage_flags(&attr, PSA_KEY_USAGE_ENCRYPT);
	psa_set_key_algorithm(&attr, PSA_ALG_GCM);
	if (st == PSA_SUCCESS)
		st = psa_import_key(&attr, key, sizeof(key), &id);
	if (st == PSA_SUCCESS)
		st = psa_aead_encrypt_setup(&g.op, id, PSA_ALG_GCM);
	if (st == PSA_SUCCESS)
		st = psa_aead_set_nonce(&g.op, iv, sizeof(iv));
	if (st == PSA_SUCCESS)
		st = psa_aead_update(&g.op, pt, sizeof(pt), ct, sizeof(ct), &n);
	if (st == PSA_SUCCESS)
		st = psa_aead_finish(&g.op, ct + n, sizeof(ct) - n, &fin, tag, sizeof(tag), &tn);
	psa_aead_abort(&g.op);
	for (i = 0; i < sizeof(g.before); i++)
		bad |= g.before[i] != 0x5a;
	for (i = 0; i < sizeof(g.after); i++)
		bad |= g.after[i] != 0x5a;
	psa_destroy_key(id);
	mbedtls_psa_crypto_free();
	if (bad) {
		printf("tfpsa-mismatch-app: memory around the operation was overwritten "
		       "(sizeof(psa_aead_operation_t) here: %u)\n",
		       (unsigned)sizeof(g.op));
		return 1;
	}
	if (st != PSA_SUCCESS || n + fin != 16 || tn != 16 || memcmp(ct, ct2, 16) != 0 ||
	    memcmp(tag, tag2, 16) != 0) {
		printf("tfpsa-mismatch-app: GCM test case 2 failed (status %d)\n", (int)st);
		return 1;
	}
	printf("tfpsa-mismatch-app: GCM test case 2 ok, operation of %u bytes intact\n",
	       (unsigned)sizeof(g.op));
	return 0;
}
