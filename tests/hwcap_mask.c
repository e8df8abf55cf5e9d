/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Linked into every test on Linux aarch64 and ppc64 with
 * -Wl,--wrap=getauxval: AESALT_TEST_HWCAP_MASK=<bits> (and
 * AESALT_TEST_HWCAP2_MASK) clears those bits from what the library sees,
 * so the no-crypto-extension paths run under an emulator whose every CPU
 * model has the extensions.
 */
#include <stdlib.h>
#include <sys/auxv.h>

unsigned long __real_getauxval(unsigned long type);
unsigned long __wrap_getauxval(unsigned long type);

static unsigned long mask_of(const char *name)
{
	const char *s = getenv(name);
	return s != NULL ? strtoul(s, NULL, 0) : 0;
}

unsigned long __wrap_getauxval(unsigned long type)
{
	unsigned long v = __real_getauxval(type);
	if (type == AT_HWCAP)
		v &= ~mask_of("AESALT_TEST_HWCAP_MASK");
	else if (type == AT_HWCAP2)
		v &= ~mask_of("AESALT_TEST_HWCAP2_MASK");
	return v;
}
