/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The operations of the footprint program (bench/footprint/fp_ops.c), the
 * same on every stack: each sets its key up and runs one message, as a
 * firmware handling one record would.  Each returns 0 on success.
 */
#ifndef AESALT_FOOTPRINT_OPS_H
#define AESALT_FOOTPRINT_OPS_H

#include <stddef.h>
#include <stdint.h>

#define FP_MSG 64 /* message bytes */

typedef int (*fp_op_fn)(void);

struct fp_op {
	const char *name;
	fp_op_fn fn;
};

/* Stack set-up before any operation (wolfSSL: wolfCrypt_Init and, for the
 * device, its registration); 0 on success. */
int fp_init(void);

/* The message, before the first operation. */
void fp_fill(void);

/* In run order: a decryption checks what the encryption before it made. */
extern const struct fp_op fp_ops[];
extern const size_t fp_nops;

/* aesalt's one-shot API (fp_oneshot.c), in the aesalt rows' stack
 * images only: weak, absent elsewhere. */
extern const struct fp_op fp_oneshot_ops[] __attribute__((weak));
extern const size_t fp_oneshot_nops __attribute__((weak));

#endif /* AESALT_FOOTPRINT_OPS_H */
