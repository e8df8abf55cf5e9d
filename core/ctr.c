/* SPDX-License-Identifier: Apache-2.0 */
/*
 * CTR with a 128-bit big-endian counter, streaming as mbedtls_aes_crypt_ctr
 * (stream_block holds the keystream of the block before counter, *nc_off
 * the bytes of it already used).
 *
 * Kernels only count in the low 32 bits (ctr32 slot); the 2^32 wrap and the
 * carry into bytes 0..11 are done here, by splitting the call at the wrap
 * as the Linux riscv64 glue does.
 */
#include <string.h>

#include "bytes.h"
#include "ct.h"
#include "internal.h"

/* Adds 1 to the 96-bit big-endian number in ctr[0..11]. */
static void carry96(uint8_t ctr[16])
{
	int i;
	for (i = 11; i >= 0; i--)
		if (++ctr[i] != 0)
			break;
}

/* see internal.h */
void aesalt_ctr128_split(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t nblocks,
			 uint8_t ctr[16])
{
	/* Blocks left before the low word wraps: 2^32 - low. */
	uint64_t room = ((uint64_t)1 << 32) - aesalt_load_be32(ctr + 12);

	/* A call that reaches the wrap ends there (the kernel leaves the low
	 * word 0) and the carry into ctr[0..11] is done here; room then fits
	 * in size_t, as nblocks does. */
	while ((uint64_t)nblocks >= room) {
		size_t n = (size_t)room;

		AESALT_COUNT(key->kernel);
		key->kernel->aes_ctr32(key, out, in, n, ctr);
		carry96(ctr);
		in += 16 * n;
		out += 16 * n;
		nblocks -= n;
		room = (uint64_t)1 << 32;
	}
	/* The usual case: no wrap, one kernel call. */
	if (nblocks > 0) {
		AESALT_COUNT(key->kernel);
		key->kernel->aes_ctr32(key, out, in, nblocks, ctr);
	}
}

/* aesalt_ctr past its checks, for a call that starts inside a keystream
 * block or ends inside one.  Not inlined: the common whole-block call
 * then needs no stack frame of its own. */
static AESALT_NOINLINE void ctr_stream(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in,
				       size_t len, uint8_t counter[16], uint8_t stream_block[16],
				       size_t *nc_off)
{
	size_t n, head, i, whole;

	/* len == 0 passes every step below without touching in and out
	 * (which may then be NULL) and leaves *nc_off as it was. */
	n = *nc_off;
	if (n != 0 && len != 0) {
		/* The rest of the keystream block of the previous call. */
		head = 16 - n;
		if (head > len)
			head = len;
		for (i = 0; i < head; i++)
			out[i] = (uint8_t)(in[i] ^ stream_block[n + i]);
		n = (n + head) & 15;
		in += head;
		out += head;
		len -= head;
	}

	/* Here n is 0 unless len is: the head used the whole block. */
	whole = len & ~(size_t)15;
	if (whole != 0)
		aesalt_ctr128_blocks(key, out, in, whole / 16, counter);
	if ((len & 15) != 0) {
		/* Keystream for the partial block comes from a zero block, so
		 * the kernel's ctr32 slot (and its counter update) is reused. */
		memset(stream_block, 0, 16);
		aesalt_ctr128_blocks(key, stream_block, stream_block, 1, counter);
		aesalt_xor(out + whole, in + whole, stream_block, len & 15);
		n = len & 15;
	}
	*nc_off = n;
}

/* see aesalt.h */
int aesalt_ctr(const aesalt_aes_key *key, uint8_t *out, const uint8_t *in, size_t len,
	       uint8_t counter[16], uint8_t stream_block[16], size_t *nc_off)
{
	int ret = aesalt_check_key(key, 0);
	if (ret == AESALT_OK)
		ret = aesalt_check_buffers(out, in, len);
	if (ret != AESALT_OK)
		return ret;
	if (counter == NULL || stream_block == NULL || nc_off == NULL || *nc_off > 15)
		return AESALT_ERR_BAD_INPUT;
	if (*nc_off == 0 && (len & 15) == 0) {
		/* whole blocks from a block boundary: one kernel call */
		if (len != 0)
			aesalt_ctr128_blocks(key, out, in, len / 16, counter);
	} else {
		ctr_stream(key, out, in, len, counter, stream_block, nc_off);
	}
	return AESALT_OK;
}
