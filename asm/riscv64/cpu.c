/* SPDX-License-Identifier: Apache-2.0 */
/* riscv64 CPU probes; see cpu.h. */
#define _DEFAULT_SOURCE 1 /* syscall() */
#include "cpu.h"

#if defined(__riscv_zkne) && defined(__riscv_zknd) && defined(__riscv_zbkb) &&                     \
	(defined(__riscv_zbkc) || defined(__riscv_zbc))
#define BUILD_HAS_ZKN 1
#else
#define BUILD_HAS_ZKN 0
#endif

#if defined(__riscv_v) && defined(__riscv_zvkned) && defined(__riscv_zvkg) &&                      \
	defined(__riscv_zvkb) && defined(__riscv_v_min_vlen) && __riscv_v_min_vlen >= 128
#define BUILD_HAS_ZVKNED 1
#else
#define BUILD_HAS_ZVKNED 0
#endif

#include <stdint.h>

#if defined(__linux__)
#include <sys/auxv.h>
#include <sys/syscall.h>
#include <unistd.h>

/* From Linux arch/riscv/include/uapi/asm/hwprobe.h (6.8 onwards; the
 * scalar crypto bits since 6.8, the syscall since 6.4). */
#define HWPROBE_SYSCALL 258
#define HWPROBE_KEY_IMA_EXT_0 4
#define HWPROBE_EXT_ZBC (1ull << 7)
#define HWPROBE_EXT_ZBKB (1ull << 8)
#define HWPROBE_EXT_ZBKC (1ull << 9)
#define HWPROBE_EXT_ZKND (1ull << 11)
#define HWPROBE_EXT_ZKNE (1ull << 12)
#define HWPROBE_IMA_V (1ull << 2)
#define HWPROBE_EXT_ZVKB (1ull << 19)
#define HWPROBE_EXT_ZVKG (1ull << 20)
#define HWPROBE_EXT_ZVKNED (1ull << 21)
#define HWCAP_V (1ul << ('V' - 'A'))

struct hwprobe_pair {
	int64_t key;
	uint64_t value;
};

/* The IMA_EXT_0 bits of every online CPU (the kernel ANDs them), or 0 when
 * the call or the key is unknown. */
static uint64_t hwprobe_ext0(void)
{
	struct hwprobe_pair p = { HWPROBE_KEY_IMA_EXT_0, 0 };

	if (syscall(HWPROBE_SYSCALL, &p, 1ul, 0ul, (void *)0, 0u) != 0 ||
	    p.key != HWPROBE_KEY_IMA_EXT_0)
		return 0;
	return p.value;
}

/* AT_HWCAP's V: the kernel lets user code run vector instructions. */
static int hwcap_v(void)
{
	return (getauxval(AT_HWCAP) & HWCAP_V) != 0;
}
#else
static uint64_t hwprobe_ext0(void)
{
	return 0;
}

static int hwcap_v(void)
{
	return 0;
}
#endif

/* VLEN / 8 from the vlenb CSR (0xc22); only called once V is proven. */
static unsigned long vlenb(void)
{
	unsigned long b;

	__asm__ volatile("csrr %0, 0xc22" : "=r"(b));
	return b;
}

/* see cpu.h */
int aesalt_cpu_has_zkn(void)
{
	uint64_t e;

	if (BUILD_HAS_ZKN)
		return 1;
	e = hwprobe_ext0();
	return (e & HWPROBE_EXT_ZKNE) && (e & HWPROBE_EXT_ZKND) && (e & HWPROBE_EXT_ZBKB) &&
	       (e & (HWPROBE_EXT_ZBKC | HWPROBE_EXT_ZBC));
}

/* see cpu.h */
int aesalt_cpu_has_zvkned(void)
{
	uint64_t e;
	const uint64_t need =
		HWPROBE_IMA_V | HWPROBE_EXT_ZVKNED | HWPROBE_EXT_ZVKG | HWPROBE_EXT_ZVKB;

	if (BUILD_HAS_ZVKNED)
		return 1;
	e = hwprobe_ext0();
	if ((e & need) != need || !hwcap_v())
		return 0;
	return vlenb() >= 16;
}
