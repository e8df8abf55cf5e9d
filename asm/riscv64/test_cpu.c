/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The riscv64 part of tests/test_cpu.c: the zkn probe must say yes when
 * the build's -march guarantees the extensions, and otherwise follow
 * riscv_hwprobe exactly (asked here again, independently of cpu.c), so a
 * model without Zbc/Zbkc (QEMU 10) proves the probe refuses zkn there, and
 * QEMU 7.2 (ENOSYS) proves a plain build never claims it.
 * AESALT_TEST_EXPECT_ZKN=0|1 (ci/test-cross's models) pins the answer.
 */
#define _DEFAULT_SOURCE 1 /* syscall() */
#include <stdint.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "cpu.h"
#include "testutil.h"

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
	return test_failed;
}
