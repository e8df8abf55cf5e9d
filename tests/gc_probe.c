/* SPDX-License-Identifier: Apache-2.0 */
/*
 * A firmware's use of aesalt (issue 27's minimal program: AES-GCM, AES-CCM,
 * AES-CBC and CMAC through the one-shot API), linked with --gc-sections
 * and never run: unit.selection.gc reads its symbols (tests/gc_check.sh)
 * and fails if code of a kernel or mode the build left out (AESALT_KERNELS,
 * AESALT_CONSTANT_TIME, AESALT_AEGIS, AESALT_XTS) is still in it, that is
 * if the kernel table or a kernel's slots still refer to it.
 */
#include <stdint.h>

#include "aesalt/aesalt.h"

int main(void)
{
	static const uint8_t key[16], iv[16];
	uint8_t buf[64] = { 0 }, out[64], tag[16], v[16] = { 0 };
	int rc = 0;

	rc |= aesalt_gcm_encrypt(key, 16, iv, 12, buf, 16, buf, out, 64, tag, 16);
	rc |= aesalt_ccm_encrypt(key, 16, iv, 13, buf, 16, buf, out, 64, tag, 16);
	rc |= aesalt_aes_cbc(1, key, 16, v, buf, out, 64);
	rc |= aesalt_cmac(key, 16, buf, 64, tag);
	return rc != 0;
}
