/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Constant-time check, in the way of Adam Langley's ctgrind as Mbed TLS
 * (TEST_CF_SECRET) and BoringSSL (CONSTTIME_SECRET) use it: secrets are
 * marked undefined for valgrind's memcheck, so any branch or memory address
 * that depends on them is reported as a use of an uninitialised value.
 * Run as `valgrind --error-exitcode=1 test_ctgrind` against a library built
 * with -DAESALT_CTGRIND (which declassifies only the verdict of a tag
 * check).
 *
 * For every kernel that claims to be constant time (ct64 at least): the key
 * and the plaintext (or ciphertext) are marked secret, every mode runs, and
 * the outputs are marked defined again and compared with results computed
 * beforehand without marks, so the test checks correctness as well.
 *
 * `test_ctgrind --selfcheck` runs only a deliberately leaky function (a
 * table lookup indexed by a secret byte); under valgrind it must fail,
 * which proves valgrind is really watching (the CMake runs it WILL_FAIL).
 * Without valgrind the marks do nothing.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <valgrind/memcheck.h>

#include "aesalt/aesalt.h"
#include "testutil.h"

#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))

#define LEN 77 /* several blocks and a partial one */
#define XLEN 70

static uint8_t key[64], iv[32], aad[23], msg[LEN];
static const char *kern;

/* One case: writes out (and out2: a tag, IV or MAC) from sk (the secret
 * key) and sm (the secret message). */
struct ct_case {
	const char *name;
	int (*run)(const uint8_t *sk, const uint8_t *sm, uint8_t *out, uint8_t *out2);
};

static int c_ecb_enc(const uint8_t *sk, const uint8_t *sm, uint8_t *out, uint8_t *out2)
{
	(void)out2;
	return aesalt_aes_ecb(1, sk, 16, sm, out, 64);
}

static int c_ecb_dec(const uint8_t *sk, const uint8_t *sm, uint8_t *out, uint8_t *out2)
{
	(void)out2;
	return aesalt_aes_ecb(0, sk, 32, sm, out, 64);
}

static int c_cbc_enc(const uint8_t *sk, const uint8_t *sm, uint8_t *out, uint8_t *out2)
{
	memcpy(out2, iv, 16);
	return aesalt_aes_cbc(1, sk, 24, out2, sm, out, 64);
}

static int c_cbc_dec(const uint8_t *sk, const uint8_t *sm, uint8_t *out, uint8_t *out2)
{
	memcpy(out2, iv, 16);
	return aesalt_aes_cbc(0, sk, 16, out2, sm, out, 64);
}

static int c_cfb128_enc(const uint8_t *sk, const uint8_t *sm, uint8_t *out, uint8_t *out2)
{
	memcpy(out2, iv, 16);
	return aesalt_aes_cfb128(1, sk, 32, out2, sm, out, LEN);
}

static int c_cfb128_dec(const uint8_t *sk, const uint8_t *sm, uint8_t *out, uint8_t *out2)
{
	memcpy(out2, iv, 16);
	return aesalt_aes_cfb128(0, sk, 32, out2, sm, out, LEN);
}

static int c_cfb8_enc(const uint8_t *sk, const uint8_t *sm, uint8_t *out, uint8_t *out2)
{
	memcpy(out2, iv, 16);
	return aesalt_aes_cfb8(1, sk, 16, out2, sm, out, 20);
}

static int c_cfb8_dec(const uint8_t *sk, const uint8_t *sm, uint8_t *out, uint8_t *out2)
{
	memcpy(out2, iv, 16);
	return aesalt_aes_cfb8(0, sk, 16, out2, sm, out, 20);
}

static int c_ofb(const uint8_t *sk, const uint8_t *sm, uint8_t *out, uint8_t *out2)
{
	memcpy(out2, iv, 16);
	return aesalt_aes_ofb(sk, 24, out2, sm, out, LEN);
}

static int c_ctr(const uint8_t *sk, const uint8_t *sm, uint8_t *out, uint8_t *out2)
{
	memcpy(out2, iv, 16);
	out2[15] = 0xfe; /* crosses a 2^32 wrap: the carry must be constant time too */
	memset(out2 + 12, 0xff, 3);
	return aesalt_aes_ctr(sk, 32, out2, sm, out, LEN);
}

static int c_xts_enc(const uint8_t *sk, const uint8_t *sm, uint8_t *out, uint8_t *out2)
{
	(void)out2;
	return aesalt_aes_xts(1, sk, 64, iv, sm, out, XLEN);
}

static int c_xts_dec(const uint8_t *sk, const uint8_t *sm, uint8_t *out, uint8_t *out2)
{
	(void)out2;
	return aesalt_aes_xts(0, sk, 32, iv, sm, out, XLEN);
}

static int c_gcm_enc(const uint8_t *sk, const uint8_t *sm, uint8_t *out, uint8_t *out2)
{
	return aesalt_gcm_encrypt(sk, 16, iv, 12, aad, sizeof aad, sm, out, LEN, out2, 16);
}

/* Decryption cases take the ciphertext made by the encryption case (see
 * prepare()), so the tag verifies; the forged variants flip a tag bit. */
static uint8_t gcm_ct[LEN], gcm_tag[16], ccm_ct[LEN], ccm_tag[16];
static uint8_t a128_ct[LEN], a128_tag[16], a128l_ct[LEN], a128l_tag[32], a256_ct[LEN], a256_tag[32];
static int forged;

static int c_gcm_dec(const uint8_t *sk, const uint8_t *sm, uint8_t *out, uint8_t *out2)
{
	uint8_t t[16];
	(void)sm;
	(void)out2;
	memcpy(t, gcm_tag, 16);
	t[5] ^= (uint8_t)forged;
	return aesalt_gcm_decrypt(sk, 16, iv, 12, aad, sizeof aad, gcm_ct, out, LEN, t, 16);
}

static int c_gcm_stream(const uint8_t *sk, const uint8_t *sm, uint8_t *out, uint8_t *out2)
{
	aesalt_gcm_ctx g;
	int rc;
	memset(&g, 0, sizeof g);
	rc = aesalt_gcm_setkey(&g, sk, 32);
	rc |= aesalt_gcm_start(&g, 1, iv, 20);
	rc |= aesalt_gcm_aad(&g, aad, 5);
	rc |= aesalt_gcm_aad(&g, aad + 5, sizeof aad - 5);
	rc |= aesalt_gcm_update(&g, out, sm, 19);
	rc |= aesalt_gcm_update(&g, out + 19, sm + 19, LEN - 19);
	rc |= aesalt_gcm_finish(&g, out2, 16);
	aesalt_gcm_wipe(&g);
	return rc;
}

static int c_ccm_enc(const uint8_t *sk, const uint8_t *sm, uint8_t *out, uint8_t *out2)
{
	return aesalt_ccm_encrypt(sk, 24, iv, 11, aad, sizeof aad, sm, out, LEN, out2, 14);
}

static int c_ccm_dec(const uint8_t *sk, const uint8_t *sm, uint8_t *out, uint8_t *out2)
{
	uint8_t t[16];
	(void)sm;
	(void)out2;
	memcpy(t, ccm_tag, 14);
	t[13] ^= (uint8_t)forged;
	return aesalt_ccm_decrypt(sk, 24, iv, 11, aad, sizeof aad, ccm_ct, out, LEN, t, 14);
}

static int c_cmac(const uint8_t *sk, const uint8_t *sm, uint8_t *out, uint8_t *out2)
{
	aesalt_cmac_ctx c;
	int rc = aesalt_cmac(sk, 16, sm, LEN, out2);
	memset(&c, 0, sizeof c);
	rc |= aesalt_cmac_setkey(&c, sk, 32);
	rc |= aesalt_cmac_update(&c, sm, 30);
	rc |= aesalt_cmac_update(&c, sm + 30, LEN - 30);
	rc |= aesalt_cmac_finish(&c, out);
	aesalt_cmac_wipe(&c);
	return rc;
}

static int c_a128_enc(const uint8_t *sk, const uint8_t *sm, uint8_t *out, uint8_t *out2)
{
	return aesalt_aegis128_encrypt(sk, iv, aad, sizeof aad, sm, out, LEN, out2, 16);
}

static int c_a128_dec(const uint8_t *sk, const uint8_t *sm, uint8_t *out, uint8_t *out2)
{
	uint8_t t[16];
	(void)sm;
	(void)out2;
	memcpy(t, a128_tag, 16);
	t[0] ^= (uint8_t)forged;
	return aesalt_aegis128_decrypt(sk, iv, aad, sizeof aad, a128_ct, out, LEN, t, 16);
}

static int c_a128l_enc(const uint8_t *sk, const uint8_t *sm, uint8_t *out, uint8_t *out2)
{
	return aesalt_aegis128l_encrypt(sk, iv, aad, sizeof aad, sm, out, LEN, out2, 32);
}

static int c_a128l_dec(const uint8_t *sk, const uint8_t *sm, uint8_t *out, uint8_t *out2)
{
	uint8_t t[32];
	(void)sm;
	(void)out2;
	memcpy(t, a128l_tag, 32);
	t[31] ^= (uint8_t)forged;
	return aesalt_aegis128l_decrypt(sk, iv, aad, sizeof aad, a128l_ct, out, LEN, t, 32);
}

static int c_a256_enc(const uint8_t *sk, const uint8_t *sm, uint8_t *out, uint8_t *out2)
{
	return aesalt_aegis256_encrypt(sk, iv, aad, sizeof aad, sm, out, LEN, out2, 32);
}

static int c_a256_dec(const uint8_t *sk, const uint8_t *sm, uint8_t *out, uint8_t *out2)
{
	uint8_t t[32];
	(void)sm;
	(void)out2;
	memcpy(t, a256_tag, 32);
	t[17] ^= (uint8_t)forged;
	return aesalt_aegis256_decrypt(sk, iv, aad, sizeof aad, a256_ct, out, LEN, t, 32);
}

static const struct ct_case cases[] = {
	{ "ECB enc", c_ecb_enc },
	{ "ECB dec", c_ecb_dec },
	{ "CBC enc", c_cbc_enc },
	{ "CBC dec", c_cbc_dec },
	{ "CFB128 enc", c_cfb128_enc },
	{ "CFB128 dec", c_cfb128_dec },
	{ "CFB8 enc", c_cfb8_enc },
	{ "CFB8 dec", c_cfb8_dec },
	{ "OFB", c_ofb },
	{ "CTR", c_ctr },
	{ "XTS enc", c_xts_enc },
	{ "XTS dec", c_xts_dec },
	{ "GCM enc", c_gcm_enc },
	{ "GCM dec", c_gcm_dec },
	{ "GCM streaming", c_gcm_stream },
	{ "CCM enc", c_ccm_enc },
	{ "CCM dec", c_ccm_dec },
	{ "CMAC", c_cmac },
	{ "AEGIS-128 enc", c_a128_enc },
	{ "AEGIS-128 dec", c_a128_dec },
	{ "AEGIS-128L enc", c_a128l_enc },
	{ "AEGIS-128L dec", c_a128l_dec },
	{ "AEGIS-256 enc", c_a256_enc },
	{ "AEGIS-256 dec", c_a256_dec },
};

#define NCASES (sizeof cases / sizeof cases[0])

/* Ciphertexts and tags for the decryption cases, with the kernel selected
 * and nothing marked. */
static int prepare(void)
{
	int rc = c_gcm_enc(key, msg, gcm_ct, gcm_tag);
	rc |= c_ccm_enc(key, msg, ccm_ct, ccm_tag);
	rc |= c_a128_enc(key, msg, a128_ct, a128_tag);
	rc |= c_a128l_enc(key, msg, a128l_ct, a128l_tag);
	rc |= c_a256_enc(key, msg, a256_ct, a256_tag);
	return rc;
}

static int is_decrypt_aead(size_t i)
{
	return cases[i].run == c_gcm_dec || cases[i].run == c_ccm_dec ||
	       cases[i].run == c_a128_dec || cases[i].run == c_a128l_dec ||
	       cases[i].run == c_a256_dec;
}

static void run_case(size_t i)
{
	uint8_t ref[LEN], ref2[32], out[LEN], out2[32], sk[64], sm[LEN];
	int rc_ref, rc;

	/* reference, unmarked */
	memset(ref, 0, sizeof ref);
	memset(ref2, 0, sizeof ref2);
	rc_ref = cases[i].run(key, msg, ref, ref2);
	CHECK(rc_ref == (forged && is_decrypt_aead(i) ? AESALT_ERR_AUTH : 0),
	      "%s %s%s: unmarked run returned %d", kern, cases[i].name, forged ? " (forged)" : "",
	      rc_ref);

	/* marked */
	memcpy(sk, key, sizeof sk);
	memcpy(sm, msg, sizeof sm);
	memset(out, 0, sizeof out);
	memset(out2, 0, sizeof out2);
	SECRET(sk, sizeof sk);
	SECRET(sm, sizeof sm);
	rc = cases[i].run(sk, sm, out, out2);
	PUBLIC(out, sizeof out);
	PUBLIC(out2, sizeof out2);
	CHECK(rc == rc_ref, "%s %s%s: returned %d with secrets marked, %d without", kern,
	      cases[i].name, forged ? " (forged)" : "", rc, rc_ref);
	CHECK(memcmp(out, ref, sizeof out) == 0 && memcmp(out2, ref2, sizeof out2) == 0,
	      "%s %s%s: results differ with secrets marked", kern, cases[i].name,
	      forged ? " (forged)" : "");
	if (forged && is_decrypt_aead(i)) {
		size_t j;
		for (j = 0; j < LEN && out[j] == 0; j++)
			;
		CHECK(j == LEN, "%s %s (forged): output not wiped", kern, cases[i].name);
	}
}

/* ---- self-check --------------------------------------------------------- */

/* Deliberately leaky: the address of each load depends on a secret byte,
 * exactly what a table-based AES does and what valgrind must report. */
static unsigned leaky_sum(const uint8_t *secret, size_t n)
{
	static uint8_t table[256];
	unsigned s = 0;
	size_t i;
	for (i = 0; i < 256; i++)
		table[i] = (uint8_t)(i * 7 + 3);
	for (i = 0; i < n; i++)
		s += table[secret[i]];
	return s;
}

static int selfcheck(void)
{
	uint8_t secret[32];
	unsigned want, got;
	size_t i;

	for (i = 0; i < sizeof secret; i++)
		secret[i] = (uint8_t)(i * 13 + 1);
	want = leaky_sum(secret, sizeof secret);
	SECRET(secret, sizeof secret);
	got = leaky_sum(secret, sizeof secret);
	PUBLIC(&got, sizeof got);
	CHECK(got == want, "selfcheck: leaky_sum gave %u, expected %u", got, want);
	if (!RUNNING_ON_VALGRIND)
		printf("test_ctgrind --selfcheck: not running under valgrind, so nothing can be "
		       "detected; exiting 0 so a WILL_FAIL run reports the missing valgrind\n");
	return test_summary("test_ctgrind --selfcheck");
}

int main(int argc, char **argv)
{
	size_t n = aesalt_kernel_count(), k, i, nct = 0;
	uint64_t s = 0x63746772696e64ull;
	int have_ct64 = 0;

	if (argc > 1 && strcmp(argv[1], "--selfcheck") == 0)
		return selfcheck();

	if (!RUNNING_ON_VALGRIND)
		printf("test_ctgrind: not running under valgrind: correctness only\n");
	test_fill(&s, key, sizeof key);
	test_fill(&s, iv, sizeof iv);
	test_fill(&s, aad, sizeof aad);
	test_fill(&s, msg, sizeof msg);

	for (k = 0; k < n; k++) {
		kern = aesalt_kernel_name(k);
		if (kern == NULL || aesalt_kernel_constant_time(kern) != 1)
			continue;
		nct++;
		have_ct64 |= strcmp(kern, "ct64") == 0;
		CHECK(aesalt_kernel_select(kern) == 0, "select %s", kern);
		CHECK(prepare() == 0, "%s: preparing the ciphertexts failed", kern);
		for (forged = 0; forged < 2; forged++)
			for (i = 0; i < NCASES; i++)
				if (!forged || is_decrypt_aead(i))
					run_case(i);
	}
	CHECK(have_ct64, "ct64 is not among the constant-time kernels (%zu found)", nct);
	aesalt_kernel_select(NULL);
	return test_summary("test_ctgrind");
}
