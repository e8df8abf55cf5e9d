/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The entropy callback of the PSA rows on the Cortex-M board (bench/tfpsa/
 * CMakeLists.txt): TF-PSA-Crypto built for bare metal takes its entropy
 * from the platform (config/tfpsa/baremetal_user_config.h,
 * MBEDTLS_PSA_DRIVER_GET_ENTROPY) and the board has none.  NOT ENTROPY: a
 * fixed byte sequence, enough for psa_crypto_init() to seed its DRBG.  No
 * measured call draws random numbers (bench/insn_bench.c sets every IV and
 * nonce itself), and the stock and the driver image link the same code.
 */
#include <psa/crypto.h>
#include <mbedtls/platform.h>

int mbedtls_platform_get_entropy(psa_driver_get_entropy_flags_t flags, size_t *estimate_bits,
				 unsigned char *output, size_t output_size)
{
	static uint32_t x = 0x2545f491u;
	size_t i;

	(void)flags;
	for (i = 0; i < output_size; i++) {
		x ^= x << 13; /* xorshift32 */
		x ^= x >> 17;
		x ^= x << 5;
		output[i] = (unsigned char)x;
	}
	*estimate_bits = 8 * output_size;
	return 0;
}
