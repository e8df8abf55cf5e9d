/* SPDX-License-Identifier: Apache-2.0 */
/*
 * x86_64 measurement helper (not built by CMake, not a test): stock Mbed
 * TLS against Mbed TLS with the aesalt shim, in one process, alternated
 * call by call, the minimum over N calls of the TSC cycles of each call
 * (the way bench/x86_64/min_tsc.c compares aesalt with OpenSSL).  Both
 * libmbedcrypto.so builds are loaded with dlopen(RTLD_LOCAL |
 * RTLD_DEEPBIND), so each resolves its own symbols; contexts live in
 * opaque buffers large enough for either layout.  The calls are those of
 * Mbed TLS's programs/test/benchmark (one-shot CMAC from the key, CCM and
 * GCM over a set key, CTR/CBC/XTS in place).
 *
 * The two libraries: Release builds of this tree as mbedtls_alt/
 * benchmark.sh configures them (stock: -DAESALT_MBEDTLS_STOCK=ON), with
 * -DUSE_SHARED_MBEDTLS_LIBRARY=ON -DUSE_STATIC_MBEDTLS_LIBRARY=OFF, target
 * mbedcrypto; bench/results/x86_64-mbedtls-benchmark.md has the numbers.
 *
 *   cc -O2 -o min_tsc_mbedtls bench/mbedtls/min_tsc_mbedtls.c -ldl -lcrypto
 *   AESALT_KERNEL=aesni ./min_tsc_mbedtls STOCK.so SHIM.so CALLS [MODE...]
 *   ./min_tsc_mbedtls --one stock|shim STOCK.so SHIM.so CALLS MODE BITS SIZE
 *
 * The first form prints, per mode (cmac ctr cbc xts gcm ccm), key size
 * and message size, the minimum cycles per call of each side (below 2 KiB
 * each sample times a run of 2048 / size calls) and their ratio (shim /
 * stock: at most 1 is the goal); CCM also beside OpenSSL's EVP aes-N-ccm
 * (same nonce, tag and message: a third column, and shim / OpenSSL).
 * --one runs only one side's calls of one cell inside run_calls() (for
 * valgrind --tool=callgrind --toggle-collect=run_calls: instructions per
 * call, independent of load).
 */
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <x86intrin.h>

#include <openssl/evp.h>

/* Mbed TLS 3.6 constants (include/mbedtls/cipher.h, aes.h, gcm.h). */
#define CIPHER_ID_AES 2
#define AES_128_ECB 2 /* MBEDTLS_CIPHER_AES_128_ECB; +1 per key size */
#define AES_ENCRYPT 1

struct lib {
	const char *name;
	void *(*info_from_type)(int);
	int (*cmac)(const void *, const uint8_t *, size_t, const uint8_t *, size_t, uint8_t *);
	void (*aes_init)(void *);
	int (*aes_setkey_enc)(void *, const uint8_t *, unsigned);
	int (*ctr)(void *, size_t, size_t *, uint8_t *, uint8_t *, const uint8_t *, uint8_t *);
	int (*cbc)(void *, int, size_t, uint8_t *, const uint8_t *, uint8_t *);
	void (*xts_init)(void *);
	int (*xts_setkey_enc)(void *, const uint8_t *, unsigned);
	int (*xts)(void *, int, size_t, const uint8_t *, const uint8_t *, uint8_t *);
	void (*gcm_init)(void *);
	int (*gcm_setkey)(void *, int, const uint8_t *, unsigned);
	int (*gcm)(void *, int, size_t, const uint8_t *, size_t, const uint8_t *, size_t,
		   const uint8_t *, uint8_t *, size_t, uint8_t *);
	void (*ccm_init)(void *);
	int (*ccm_setkey)(void *, int, const uint8_t *, unsigned);
	int (*ccm)(void *, size_t, const uint8_t *, size_t, const uint8_t *, size_t,
		   const uint8_t *, uint8_t *, uint8_t *, size_t);
	_Alignas(64) uint8_t ctx[8192];
};

static struct lib libs[2];
static uint8_t buf[16384], key[64], iv[16], tag[16];

/* The shim build links its context-taking functions under NAME_aesalt
 * (the configuration-mismatch guard of aesalt_user_config.h). */
static void *sym(void *h, const char *lib, const char *s)
{
	char alt[96];
	void *p = dlsym(h, s);

	if (p == NULL) {
		snprintf(alt, sizeof alt, "%s_aesalt", s);
		p = dlsym(h, alt);
	}

	if (p == NULL) {
		fprintf(stderr, "min_tsc_mbedtls: %s: no %s\n", lib, s);
		exit(2);
	}
	return p;
}

#define SYM(f, s) memcpy(&l->f, &(void *){ sym(h, path, s) }, sizeof(void *))

static void load(struct lib *l, const char *name, const char *path)
{
	void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL | RTLD_DEEPBIND);

	if (h == NULL) {
		fprintf(stderr, "min_tsc_mbedtls: %s\n", dlerror());
		exit(2);
	}
	l->name = name;
	SYM(info_from_type, "mbedtls_cipher_info_from_type");
	SYM(cmac, "mbedtls_cipher_cmac");
	SYM(aes_init, "mbedtls_aes_init");
	SYM(aes_setkey_enc, "mbedtls_aes_setkey_enc");
	SYM(ctr, "mbedtls_aes_crypt_ctr");
	SYM(cbc, "mbedtls_aes_crypt_cbc");
	SYM(xts_init, "mbedtls_aes_xts_init");
	SYM(xts_setkey_enc, "mbedtls_aes_xts_setkey_enc");
	SYM(xts, "mbedtls_aes_crypt_xts");
	SYM(gcm_init, "mbedtls_gcm_init");
	SYM(gcm_setkey, "mbedtls_gcm_setkey");
	SYM(gcm, "mbedtls_gcm_crypt_and_tag");
	SYM(ccm_init, "mbedtls_ccm_init");
	SYM(ccm_setkey, "mbedtls_ccm_setkey");
	SYM(ccm, "mbedtls_ccm_encrypt_and_tag");
}

enum mode { CMAC, CTR, CBC, XTS, GCM, CCM, NMODES };
static const char *const mname[NMODES] = { "cmac", "ctr", "cbc", "xts", "gcm", "ccm" };

/* Key set-up outside the timed calls (CMAC's is inside, as in the
 * benchmark). */
static void setup(struct lib *l, enum mode m, unsigned bits)
{
	switch (m) {
	case CMAC:
		break;
	case CTR:
	case CBC:
		l->aes_init(l->ctx);
		l->aes_setkey_enc(l->ctx, key, bits);
		break;
	case XTS:
		l->xts_init(l->ctx);
		l->xts_setkey_enc(l->ctx, key, 2 * bits);
		break;
	case GCM:
		l->gcm_init(l->ctx);
		l->gcm_setkey(l->ctx, CIPHER_ID_AES, key, bits);
		break;
	case CCM:
		l->ccm_init(l->ctx);
		l->ccm_setkey(l->ctx, CIPHER_ID_AES, key, bits);
		break;
	default:
		break;
	}
}

static int call(struct lib *l, enum mode m, unsigned bits, size_t n)
{
	uint8_t out[16], sb[16] = { 0 };
	size_t off = 0;

	switch (m) {
	case CMAC:
		return l->cmac(l->info_from_type(AES_128_ECB + (int)(bits - 128) / 64), key, bits,
			       buf, n, out);
	case CTR:
		return l->ctr(l->ctx, n, &off, iv, sb, buf, buf);
	case CBC:
		return l->cbc(l->ctx, AES_ENCRYPT, n, iv, buf, buf);
	case XTS:
		return l->xts(l->ctx, AES_ENCRYPT, n, iv, buf, buf);
	case GCM:
		return l->gcm(l->ctx, AES_ENCRYPT, n, iv, 12, NULL, 0, buf, buf, 16, tag);
	case CCM:
		return l->ccm(l->ctx, n, iv, 12, NULL, 0, buf, buf, tag, 16);
	default:
		return -1;
	}
}

/* OpenSSL EVP CCM, set up once per key size (12-byte nonce, 16-byte
 * tag); a message is init with the nonce, the length, the data, the tag. */
static EVP_CIPHER_CTX *ossl;

static void ossl_setup(unsigned bits)
{
	if (ossl == NULL)
		ossl = EVP_CIPHER_CTX_new();
	EVP_EncryptInit_ex(ossl, bits == 128 ? EVP_aes_128_ccm() : EVP_aes_256_ccm(), NULL, NULL,
			   NULL);
	EVP_CIPHER_CTX_ctrl(ossl, EVP_CTRL_CCM_SET_IVLEN, 12, NULL);
	EVP_CIPHER_CTX_ctrl(ossl, EVP_CTRL_CCM_SET_TAG, 16, NULL);
	EVP_EncryptInit_ex(ossl, NULL, NULL, key, NULL);
}

static int ossl_ccm(size_t n)
{
	int l, ok;

	ok = EVP_EncryptInit_ex(ossl, NULL, NULL, NULL, iv) &&
	     EVP_EncryptUpdate(ossl, NULL, &l, NULL, (int)n) &&
	     EVP_EncryptUpdate(ossl, buf, &l, buf, (int)n) && EVP_EncryptFinal_ex(ossl, buf, &l) &&
	     EVP_CIPHER_CTX_ctrl(ossl, EVP_CTRL_CCM_GET_TAG, 16, tag);
	return ok ? 0 : -1;
}

/* The calls callgrind counts (--toggle-collect=run_calls). */
__attribute__((noinline)) int run_calls(struct lib *l, enum mode m, unsigned bits, size_t n,
					long calls)
{
	int ret = 0;

	for (long i = 0; i < calls; i++)
		ret |= call(l, m, bits, n);
	return ret;
}

static enum mode parse_mode(const char *s)
{
	for (int m = 0; m < NMODES; m++)
		if (strcmp(s, mname[m]) == 0)
			return (enum mode)m;
	fprintf(stderr, "min_tsc_mbedtls: unknown mode %s\n", s);
	exit(2);
}

int main(int argc, char **argv)
{
	static const size_t sizes[] = { 16, 64, 256, 1024, 8192, 16384 };
	static const unsigned keys[] = { 128, 256 };
	int one = argc > 1 && strcmp(argv[1], "--one") == 0;
	int mask = 0;
	long calls;

	if (argc < 4 + 2 * one) {
		fprintf(stderr, "usage: see the comment on top of min_tsc_mbedtls.c\n");
		return 2;
	}
	load(&libs[0], "stock", argv[1 + 2 * one]);
	load(&libs[1], "shim", argv[2 + 2 * one]);
	calls = atol(argv[3 + 2 * one]);
	memset(key, 7, sizeof key);
	if (one) {
		struct lib *l = &libs[strcmp(argv[2], "shim") == 0];
		enum mode m = parse_mode(argv[6]);
		unsigned bits = (unsigned)atoi(argv[7]);

		setup(l, m, bits);
		return run_calls(l, m, bits, (size_t)atol(argv[8]), calls) != 0;
	}
	for (int i = 4; i < argc; i++)
		mask |= 1 << parse_mode(argv[i]);
	if (mask == 0)
		mask = (1 << NMODES) - 1;
	printf("%-5s %4s %6s %12s %12s %7s\n", "mode", "key", "bytes", "stock cyc", "shim cyc",
	       "ratio");
	printf("(ccm also: %12s %7s)\n", "openssl cyc", "shim/openssl");
	for (int m = 0; m < NMODES; m++) {
		if (!(mask & 1 << m))
			continue;
		for (size_t k = 0; k < sizeof keys / sizeof keys[0]; k++) {
			setup(&libs[0], (enum mode)m, keys[k]);
			setup(&libs[1], (enum mode)m, keys[k]);
			if (m == CCM)
				ossl_setup(keys[k]);
			for (size_t s = 0; s < sizeof sizes / sizeof sizes[0]; s++) {
				uint64_t best[3] = { ~0ull, ~0ull, ~0ull };
				/* calls per sample: the TSC of a guest may step in
				 * tens of cycles, so short calls are timed in runs */
				long r = sizes[s] < 2048 ? 2048 / (long)sizes[s] : 1;
				int ret = 0;

				for (long i = 0; i < calls; i++)
					for (int side = 0; side < 2 + (m == CCM); side++) {
						uint64_t t0 = __rdtsc(), t;

						for (long j = 0; j < r; j++)
							ret |= side == 2 ? ossl_ccm(sizes[s])
									 : call(&libs[side],
										(enum mode)m,
										keys[k], sizes[s]);
						t = (__rdtsc() - t0) / (uint64_t)r;
						if (t < best[side])
							best[side] = t;
					}
				if (ret != 0) {
					fprintf(stderr, "min_tsc_mbedtls: %s failed\n", mname[m]);
					return 1;
				}
				printf("%-5s %4u %6zu %12llu %12llu %7.2f", mname[m], keys[k],
				       sizes[s], (unsigned long long)best[0],
				       (unsigned long long)best[1],
				       (double)best[1] / (double)best[0]);
				if (m == CCM)
					printf(" %12llu %7.2f", (unsigned long long)best[2],
					       (double)best[1] / (double)best[2]);
				printf("\n");
			}
		}
	}
	return 0;
}
