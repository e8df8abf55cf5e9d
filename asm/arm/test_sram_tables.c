/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The armv7m kernel's tables on the boards (asm/arm/tests.cmake): its
 * timing argument holds only with the tables in zero-wait-state SRAM (a
 * Cortex-M3/M4 has no data cache), so the board's linker script
 * (asm/arm/board/board.ld, the model for a firmware's) must put section
 * .aesalt_sram in the DATA region, and the reset handler must have copied
 * them there from flash.  Checks that the AES tables and the GHASH
 * reduction table lie in [__aesalt_sram_start, __aesalt_sram_end), that
 * this range lies in the DATA region, that the copy holds the tables
 * (Te[0], S[0], S[255], the last reduction word), and that armv7m, the
 * default kernel here, computes FIPS-197's AES-128 example from them.
 */
#include <stdint.h>
#include <string.h>

#include "aesalt/aesalt.h"
#include "testutil.h"

/* asm/arm/aes-armv7m.S and ghash-armv7m.S */
extern const uint32_t aesalt_aes_tables_armv7m[];
extern const uint32_t aesalt_ghash_r8_armv7m[];
/* asm/arm/board/board.ld */
extern const char __aesalt_sram_start[], __aesalt_sram_end[];
extern const char __data_region_start[], __data_region_end[];

static int inside(const void *p, size_t n, const char *lo, const char *hi)
{
	uintptr_t a = (uintptr_t)p;
	return a >= (uintptr_t)lo && a + n <= (uintptr_t)hi;
}

int main(void)
{
	const uint8_t *sbox = (const uint8_t *)aesalt_aes_tables_armv7m + 1024;
	/* FIPS-197 Appendix C.1 (AES-128). */
	static const uint8_t k[16] = { 0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07,
				       0x08, 0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x0e, 0x0f };
	static const uint8_t pt[16] = { 0x00, 0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77,
					0x88, 0x99, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff };
	static const uint8_t ct[16] = { 0x69, 0xc4, 0xe0, 0xd8, 0x6a, 0x7b, 0x04, 0x30,
					0xd8, 0xcd, 0xb7, 0x80, 0x70, 0xb4, 0xc5, 0x5a };
	aesalt_aes_key key;
	uint8_t out[16];

	printf("tables %p, ghash r8 %p, .aesalt_sram [%p, %p), DATA [%p, %p)\n",
	       (const void *)aesalt_aes_tables_armv7m, (const void *)aesalt_ghash_r8_armv7m,
	       (const void *)__aesalt_sram_start, (const void *)__aesalt_sram_end,
	       (const void *)__data_region_start, (const void *)__data_region_end);
	/* Te, S, Td, IS, RCON: 2570 bytes; R8: 256 words. */
	CHECK(inside(aesalt_aes_tables_armv7m, 2570, __aesalt_sram_start, __aesalt_sram_end),
	      "AES tables outside .aesalt_sram");
	CHECK(inside(aesalt_ghash_r8_armv7m, 1024, __aesalt_sram_start, __aesalt_sram_end),
	      "GHASH table outside .aesalt_sram");
	CHECK((uintptr_t)__aesalt_sram_end > (uintptr_t)__aesalt_sram_start &&
		      inside(__aesalt_sram_start,
			     (size_t)((uintptr_t)__aesalt_sram_end -
				      (uintptr_t)__aesalt_sram_start),
			     __data_region_start, __data_region_end),
	      ".aesalt_sram not in the DATA (SRAM) region");
	/* The reset handler copied them (not zeroes, not another image). */
	CHECK(aesalt_aes_tables_armv7m[0] == 0xa56363c6u, "Te[0] = %08lx",
	      (unsigned long)aesalt_aes_tables_armv7m[0]);
	CHECK(sbox[0] == 0x63 && sbox[255] == 0x16, "S[0], S[255] = %02x %02x", sbox[0], sbox[255]);
	CHECK(aesalt_ghash_r8_armv7m[255] != 0 && aesalt_ghash_r8_armv7m[0] == 0,
	      "R8[0], R8[255] = %08lx %08lx", (unsigned long)aesalt_ghash_r8_armv7m[0],
	      (unsigned long)aesalt_ghash_r8_armv7m[255]);
	CHECK(aesalt_kernel_active() != NULL && strcmp(aesalt_kernel_active(), "armv7m") == 0,
	      "default kernel %s, expected armv7m",
	      aesalt_kernel_active() ? aesalt_kernel_active() : "(none)");
	CHECK(aesalt_aes_setkey_enc(&key, k, 16) == AESALT_OK &&
		      aesalt_ecb_enc(&key, out, pt, 16) == AESALT_OK && memcmp(out, ct, 16) == 0,
	      "AES-128 known answer through the default kernel");
	return test_summary("test_sram_tables");
}
