/* SPDX-License-Identifier: Apache-2.0 */
/* Prints what aesalt_kernel_constant_time() says of the ct64 kernel, for
 * asm/m68k/ct64-nomul.sh. */
#include <stdio.h>

#include <aesalt/aesalt.h>

int main(void)
{
	const int ct = aesalt_kernel_constant_time("ct64");

	printf("ct64 constant time: %d\n", ct);
	return ct < 0;
}
