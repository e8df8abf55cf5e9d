/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The riscv64 part of tests/test_cpu.c: the zkn probe must say yes when
 * the build's -march guarantees the extensions, and otherwise follow
 * riscv_hwprobe exactly (asked here again, independently of cpu.c), so a
 * model without Zbc/Zbkc (QEMU 10) proves the probe refuses zkn there, and
 * QEMU 7.2 (ENOSYS) proves a plain build never claims it.
 * AESALT_TEST_EXPECT_ZKN=0|1 (the cross tests' CPU models) pins the answer.
 *
 * The zvkned probe likewise: it must follow riscv_hwprobe's V, ZVKNED,
 * ZVKG and ZVKB bits, AT_HWCAP's V and VLEN >= 128 (vlenb >= 16, read here
 * only when both say V); AESALT_TEST_EXPECT_ZVKNED=0|1 pins it.
 */
#define _DEFAULT_SOURCE 1 /* syscall() */
#include <stdint.h>
#include <stdlib.h>
#include <sys/auxv.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "cpu.h"
#include "testutil.h"

/* The zvkned probe against hwprobe's IMA_EXT_0 bits e (0: no hwprobe). */
static void check_zvkned(uint64_t e)
{
	int zv = aesalt_cpu_has_zvkned();
	const char *want = getenv("AESALT_TEST_EXPECT_ZVKNED");
	/* IMA_V bit 2, ZVKB 19, ZVKG 20, ZVKNED 21; AT_HWCAP bit 'V' - 'A' */
	int hw = (e >> 2 & 1) && (e >> 19 & 1) && (e >> 20 & 1) && (e >> 21 & 1) &&
		 (getauxval(AT_HWCAP) >> ('V' - 'A') & 1);
	unsigned long vlenb = 0;

	if (hw) {
		__asm__ volatile("csrr %0, 0xc22" : "=r"(vlenb));
		hw = vlenb >= 16;
	}
	printf("zvkned %d (hwprobe+hwcap %d, vlenb %lu)\n", zv, hw, vlenb);
	CHECK(zv == hw, "zvkned probe vs riscv_hwprobe, AT_HWCAP and vlenb");
	if (want != NULL)
		CHECK(zv == atoi(want), "zvkned probe vs AESALT_TEST_EXPECT_ZVKNED");
}

/* see tests/test_cpu.c */
unsigned long test_cpu_arch(void)
{
	int zkn = aesalt_cpu_has_zkn();
	const char *want = getenv("AESALT_TEST_EXPECT_ZKN");
	struct {
		int64_t key;
		uint64_t value;
	} p = { 4, 0 }; /* RISCV_HWPROBE_KEY_IMA_EXT_0 */
	long rc = syscall(258, &p, 1ul, 0ul, (void *)0, 0u);
	int build = 0;

#if defined(__riscv_zkne) && defined(__riscv_zknd) && defined(__riscv_zbkb) &&                     \
	(defined(__riscv_zbkc) || defined(__riscv_zbc))
	build = 1;
#endif
	printf("zkn %d (build %d, hwprobe rc %ld, IMA_EXT_0 %#llx)\n", zkn, build, rc,
	       (unsigned long long)p.value);
	if (build) {
		CHECK(zkn == 1, "zkn probe vs a -march with Zkn and clmul");
	} else if (rc != 0 || p.key != 4) {
		CHECK(zkn == 0, "zkn probe without hwprobe and without -march");
	} else {
		/* ZKNE bit 12, ZKND 11, ZBKB 8, ZBKC 9, ZBC 7 */
		uint64_t e = p.value;
		int hw = (e >> 12 & 1) && (e >> 11 & 1) && (e >> 8 & 1) &&
			 ((e >> 9 & 1) || (e >> 7 & 1));
		CHECK(zkn == hw, "zkn probe vs riscv_hwprobe");
	}
	if (want != NULL)
		CHECK(zkn == atoi(want), "zkn probe vs AESALT_TEST_EXPECT_ZKN");
	check_zvkned(rc == 0 && p.key == 4 ? p.value : 0);
	return test_failed;
}
