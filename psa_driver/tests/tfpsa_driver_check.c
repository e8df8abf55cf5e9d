/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Proof that TF-PSA-Crypto's PSA API reaches aesalt's driver, and which
 * kernel serves it (psa_driver/CMakeLists.txt, label "tfpsa").
 *
 *   tfpsa_driver_check                  one operation of each family
 *                                       (cipher CBC, AEAD GCM and CCM, MAC
 *                                       CMAC) through the PSA API; each
 *                                       must be known-answer correct and
 *                                       add one to the driver's call count
 *                                       (test-hook builds); prints the
 *                                       kernel aesalt chose (AESALT_KERNEL)
 *   tfpsa_driver_check --list-kernels   the usable kernels, one a line
 *
 * Known answers: SP 800-38A F.2.1 (CBC-AES128, first block), the GCM
 * specification test case 2 (McGrew-Viega), SP 800-38B D.1 example 2
 * (CMAC-AES128, 16 bytes), SP 800-38C C.1 example 1 (CCM).
 */
#include <stdio.h>
#include <string.h>

#include "aesalt/aesalt.h"
#include "aesalt_psa_driver.h"
#include "psa/crypto.h"

static const uint8_t k800[16] = { 0x2b, 0x7e, 0x15, 0x16, 0x28, 0xae, 0xd2, 0xa6,
				  0xab, 0xf7, 0x15, 0x88, 0x09, 0xcf, 0x4f, 0x3c };
static const uint8_t p800[16] = { 0x6b, 0xc1, 0xbe, 0xe2, 0x2e, 0x40, 0x9f, 0x96,
				  0xe9, 0x3d, 0x7e, 0x11, 0x73, 0x93, 0x17, 0x2a };

static psa_key_id_t import(const uint8_t *key, size_t len, psa_algorithm_t alg,
			   psa_key_usage_t usage)
{
	psa_key_attributes_t a = PSA_KEY_ATTRIBUTES_INIT;
	psa_key_id_t id = 0;

	psa_set_key_type(&a, PSA_KEY_TYPE_AES);
	psa_set_key_bits(&a, len * 8);
	psa_set_key_usage_flags(&a, usage);
	psa_set_key_algorithm(&a, alg);
	if (psa_import_key(&a, key, len, &id) != PSA_SUCCESS)
		return 0;
	return id;
}

static int fails;

static void check(const char *what, int ok, unsigned long before)
{
	unsigned long after = aesalt_psa_driver_calls();

#ifndef AESALT_PSA_TEST_HOOKS
	/* Without the driver's test hooks there is no count to check. */
	after = before + 1;
#endif
	if (!ok) {
		printf("tfpsa-driver-check: %s: wrong result\n", what);
		fails++;
	} else if (after != before + 1) {
		printf("tfpsa-driver-check: %s: the driver's call count went %lu -> %lu, not +1\n",
		       what, before, after);
		fails++;
	} else {
		printf("tfpsa-driver-check: %s: ok (driver call %lu)\n", what, after);
	}
}

int main(int argc, char **argv)
{
	static const uint8_t cbc1[16] = { 0x76, 0x49, 0xab, 0xac, 0x81, 0x19, 0xb2, 0x46,
					  0xce, 0xe9, 0x8e, 0x9b, 0x12, 0xe9, 0x19, 0x7d };
	static const uint8_t iv800[16] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 };
	static const uint8_t gcm2[32] = { 0x03, 0x88, 0xda, 0xce, 0x60, 0xb6, 0xa3, 0x92,
					  0xf3, 0x28, 0xc2, 0xb9, 0x71, 0xb2, 0xfe, 0x78,
					  0xab, 0x6e, 0x47, 0xd4, 0x2c, 0xec, 0x13, 0xbd,
					  0xf5, 0x3a, 0x67, 0xb2, 0x12, 0x57, 0xbd, 0xdf };
	static const uint8_t cmac2[16] = { 0x07, 0x0a, 0x16, 0xb4, 0x6b, 0x4d, 0x41, 0x44,
					   0xf7, 0x9b, 0xdd, 0x9d, 0xd0, 0x4a, 0x28, 0x7c };
	static const uint8_t kccm[16] = { 0x40, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47,
					  0x48, 0x49, 0x4a, 0x4b, 0x4c, 0x4d, 0x4e, 0x4f };
	static const uint8_t nccm[7] = { 0x10, 0x11, 0x12, 0x13, 0x14, 0x15, 0x16 };
	static const uint8_t accm[8] = { 0, 1, 2, 3, 4, 5, 6, 7 };
	static const uint8_t pccm[4] = { 0x20, 0x21, 0x22, 0x23 };
	static const uint8_t cccm[8] = { 0x71, 0x62, 0x01, 0x5b, 0x4d, 0xac, 0x25, 0x5d };
	uint8_t zero[16] = { 0 }, out[64], buf[32];
	psa_cipher_operation_t cop = PSA_CIPHER_OPERATION_INIT;
	psa_key_id_t id;
	unsigned long before;
	size_t n = 0, n2 = 0;
	const char *kernel;
	int ok;

	if (argc > 1 && strcmp(argv[1], "--list-kernels") == 0) {
		size_t i;

		for (i = 0; i < aesalt_kernel_count(); i++)
			printf("%s\n", aesalt_kernel_name(i));
		return 0;
	}
	if (psa_crypto_init() != PSA_SUCCESS) {
		printf("tfpsa-driver-check: psa_crypto_init failed\n");
		return 1;
	}
	kernel = aesalt_kernel_active();
	printf("tfpsa-driver-check: aesalt kernel %s\n", kernel ? kernel : "(none)");

	/* cipher, multi-part: setup goes to the driver */
	id = import(k800, 16, PSA_ALG_CBC_NO_PADDING, PSA_KEY_USAGE_ENCRYPT);
	before = aesalt_psa_driver_calls();
	ok = id != 0 && psa_cipher_encrypt_setup(&cop, id, PSA_ALG_CBC_NO_PADDING) == PSA_SUCCESS &&
	     psa_cipher_set_iv(&cop, iv800, 16) == PSA_SUCCESS &&
	     psa_cipher_update(&cop, p800, 16, out, sizeof(out), &n) == PSA_SUCCESS &&
	     psa_cipher_finish(&cop, out + n, sizeof(out) - n, &n2) == PSA_SUCCESS &&
	     n + n2 == 16 && memcmp(out, cbc1, 16) == 0;
	psa_cipher_abort(&cop);
	check("CBC (SP 800-38A F.2.1)", ok, before);
	psa_destroy_key(id);

	/* AEAD GCM, one-shot */
	id = import(zero, 16, PSA_ALG_GCM, PSA_KEY_USAGE_ENCRYPT);
	before = aesalt_psa_driver_calls();
	ok = id != 0 &&
	     psa_aead_encrypt(id, PSA_ALG_GCM, zero, 12, NULL, 0, zero, 16, out, sizeof(out), &n) ==
		     PSA_SUCCESS &&
	     n == 32 && memcmp(out, gcm2, 32) == 0;
	check("GCM (test case 2)", ok, before);
	psa_destroy_key(id);

	/* AEAD CCM, one-shot, 4-byte tag, and a bad tag wipes the output */
	id = import(kccm, 16, PSA_ALG_AEAD_WITH_SHORTENED_TAG(PSA_ALG_CCM, 4),
		    PSA_KEY_USAGE_ENCRYPT | PSA_KEY_USAGE_DECRYPT);
	before = aesalt_psa_driver_calls();
	ok = id != 0 &&
	     psa_aead_encrypt(id, PSA_ALG_AEAD_WITH_SHORTENED_TAG(PSA_ALG_CCM, 4), nccm, 7, accm, 8,
			      pccm, 4, out, sizeof(out), &n) == PSA_SUCCESS &&
	     n == 8 && memcmp(out, cccm, 8) == 0;
	check("CCM (SP 800-38C C.1)", ok, before);
	memcpy(buf, cccm, 8);
	buf[7] ^= 1;
	memset(out, 0xa5, sizeof(out));
	before = aesalt_psa_driver_calls();
	ok = psa_aead_decrypt(id, PSA_ALG_AEAD_WITH_SHORTENED_TAG(PSA_ALG_CCM, 4), nccm, 7, accm, 8,
			      buf, 8, out, 4, &n) == PSA_ERROR_INVALID_SIGNATURE &&
	     memcmp(out, zero, 4) == 0;
	check("CCM bad tag: PSA_ERROR_INVALID_SIGNATURE, output wiped", ok, before);
	psa_destroy_key(id);

	/* MAC, one-shot */
	id = import(k800, 16, PSA_ALG_CMAC, PSA_KEY_USAGE_SIGN_MESSAGE);
	before = aesalt_psa_driver_calls();
	ok = id != 0 &&
	     psa_mac_compute(id, PSA_ALG_CMAC, p800, 16, out, sizeof(out), &n) == PSA_SUCCESS &&
	     n == 16 && memcmp(out, cmac2, 16) == 0;
	check("CMAC (SP 800-38B D.1 example 2)", ok, before);
	psa_destroy_key(id);

	mbedtls_psa_crypto_free();
	printf("tfpsa-driver-check: %s\n", fails ? "FAILED" : "all ok");
	return fails ? 1 : 0;
}
