/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The board test images' first argument, "--kernel=NAME": selects that
 * aesalt kernel (bare metal has no environment for AESALT_KERNEL).  Returns
 * NAME, or NULL after printing why not.
 */
#ifndef AESALT_BOARD_SELECT_KERNEL_H
#define AESALT_BOARD_SELECT_KERNEL_H

#include <stdio.h>
#include <string.h>

#include "aesalt/aesalt.h"

static const char *board_select_kernel(int argc, char *argv[])
{
	const char *name;

	if (argc < 2 || strncmp(argv[1], "--kernel=", 9) != 0) {
		printf("usage: %s --kernel=NAME [ARG...]\n", argc > 0 ? argv[0] : "image");
		return NULL;
	}
	name = argv[1] + 9;
	if (aesalt_kernel_select(name) != AESALT_OK) {
		printf("aesalt: kernel %s is not usable here\n", name);
		return NULL;
	}
	return name;
}

#endif /* AESALT_BOARD_SELECT_KERNEL_H */
