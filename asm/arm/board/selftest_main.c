/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Mbed TLS's selftest program on a Cortex-M board, with the aesalt shim and
 * a chosen kernel (asm/arm/tests.cmake compiles programs/test/selftest.c
 * with main renamed to mbedtls_selftest_main):
 *   mbedtls_selftest.elf --kernel=NAME MODULE...
 * selects kernel NAME (no environment on bare metal), runs the named
 * self-tests and then checks that an Mbed TLS AES context made through
 * mbedtls_aes_setkey_enc belongs to that kernel: so a pass means the
 * self-tests ran on aesalt's kernel, not on Mbed TLS's own AES.
 */
#include <stdio.h>
#include <string.h>

#include "aesalt/aesalt.h"
#include "select_kernel.h"
#include "mbedtls/aes.h"

#if !defined(MBEDTLS_AES_ALT) || !defined(MBEDTLS_GCM_ALT)
#error "build with config/mbedtls/aesalt_user_config.h as MBEDTLS_USER_CONFIG_FILE"
#endif

int mbedtls_selftest_main(int argc, char *argv[]);

int main(int argc, char *argv[])
{
	static const unsigned char key[16];
	const char *want, *got;
	mbedtls_aes_context aes;
	int ret;

	want = board_select_kernel(argc, argv);
	if (want == NULL)
		return 2;
	argv[1] = argv[0];
	ret = mbedtls_selftest_main(argc - 1, argv + 1);

	mbedtls_aes_init(&aes);
	got = mbedtls_aes_setkey_enc(&aes, key, 128) == 0 ? aesalt_aes_key_kernel(&aes.key) : NULL;
	if (got == NULL || strcmp(got, want) != 0) {
		printf("aesalt: Mbed TLS's AES context is not on kernel %s\n", want);
		ret = 1;
	} else {
		printf("aesalt: Mbed TLS's AES ran on kernel %s\n", want);
	}
	mbedtls_aes_free(&aes);
	return ret;
}
