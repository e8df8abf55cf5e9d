/* SPDX-License-Identifier: Apache-2.0 */
/* Links against an installed aesalt, checks that the library is the
 * header's version and one FIPS-197 C.1 block. */
#include <stdio.h>
#include <string.h>

#include <aesalt/aesalt.h>

int main(void)
{
	static const uint8_t key[16] = { 0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07,
					 0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f };
	static const uint8_t pt[16] = { 0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77,
					0x88, 0x99, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff };
	static const uint8_t ct[16] = { 0x69, 0xc4, 0xe0, 0xd8, 0x6a, 0x7b, 0x04, 0x30,
					0xd8, 0xcd, 0xb7, 0x80, 0x70, 0xb4, 0xc5, 0x5a };
	uint8_t out[16];
	int ret;

	if (aesalt_version() != AESALT_VERSION_NUMBER) {
		printf("consumer: library version %#lx, header %#x\n", aesalt_version(),
		       AESALT_VERSION_NUMBER);
		return 1;
	}
	ret = aesalt_aes_ecb(1, key, sizeof key, pt, out, sizeof out);

	if (ret != AESALT_OK || memcmp(out, ct, 16) != 0) {
		printf("consumer: FIPS-197 C.1 failed (%s)\n", aesalt_strerror(ret));
		return 1;
	}
	printf("consumer: FIPS-197 C.1 ok with kernel %s\n", aesalt_kernel_active());
	return 0;
}
