/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The main of a Cortex-M board image made from a TF-PSA-Crypto program
 * that has a main of its own (TF-PSA-Crypto's test suites,
 * psa_driver/tests/tfpsa_driver_check.c), which asm/arm/board/board.cmake
 * compiles with that main renamed to aesalt_board_program_main:
 *
 *   IMAGE.elf --kernel=NAME [--outcome=NAME] PROGRAM-ARG...
 *
 * selects aesalt kernel NAME (bare metal has no AESALT_KERNEL); with
 * --outcome, puts into the environment the program and the driver read
 * with getenv() the outcome and call-count files of
 * psa_driver/CMakeLists.txt, NAME.csv (MBEDTLS_TEST_OUTCOME_FILE) and
 * NAME.calls (AESALT_PSA_CALLS_FILE), which they write on the host through
 * semihosting (one argument for both: semihosting passes at most 255
 * bytes of command line); runs the program with PROGRAM-ARG...; and
 * fails, whatever the program returned, unless the PSA API reached
 * aesalt's driver (its call count: test-hook builds) and kernel NAME is
 * still the one aesalt runs.
 */
#undef main
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200112L /* setenv */
#endif

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aesalt/aesalt.h"
#include "aesalt_psa_driver.h"
#include "select_kernel.h"

#ifndef AESALT_PSA_TEST_HOOKS
#error "the board's TF-PSA-Crypto images need the driver's call count (AESALT_TEST_HOOKS=ON)"
#endif

/* The program's main: some declare argv const, which changes nothing in
 * the call. */
int aesalt_board_program_main(int argc, char *argv[]);

int main(int argc, char *argv[])
{
	const char *want, *got;
	unsigned long calls;
	int i, ret;

	want = board_select_kernel(argc, argv);
	if (want == NULL)
		return 2;
	i = 2;
	if (i < argc && strncmp(argv[i], "--outcome=", 10) == 0) {
		static char csv[256], calls_file[256];
		const char *name = argv[i] + 10;

		if ((size_t)snprintf(csv, sizeof(csv), "%s.csv", name) >= sizeof(csv) ||
		    (size_t)snprintf(calls_file, sizeof(calls_file), "%s.calls", name) >=
			    sizeof(calls_file) ||
		    setenv("MBEDTLS_TEST_OUTCOME_FILE", csv, 1) != 0 ||
		    setenv("AESALT_PSA_CALLS_FILE", calls_file, 1) != 0) {
			printf("aesalt-board: cannot set the outcome files of %s\n", name);
			return 2;
		}
		i++;
	}
	argv[i - 1] = argv[0];
	ret = aesalt_board_program_main(argc - i + 1, argv + i - 1);

	got = aesalt_kernel_active();
	calls = aesalt_psa_driver_calls();
	printf("aesalt-board: kernel %s, aesalt PSA driver calls %lu\n", got ? got : "(none)",
	       calls);
	if (got == NULL || strcmp(got, want) != 0) {
		printf("aesalt-board: FAILED: the kernel is not %s\n", want);
		ret = 1;
	} else if (calls == 0) {
		printf("aesalt-board: FAILED: the PSA API never reached aesalt's driver\n");
		ret = 1;
	}
	return ret;
}
