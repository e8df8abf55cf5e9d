/* SPDX-License-Identifier: Apache-2.0 */
/* Linked into the libFuzzer builds of the harnesses: libFuzzer keeps the
 * crashing input itself. */
#include "fuzz.h"

void (*fz_on_failure)(void) = NULL;
