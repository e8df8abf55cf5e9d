/* SPDX-License-Identifier: Apache-2.0 */
/*
 * Guest side of the constant-time trace proofs (cttrace.py, plugin
 * ct_trace.c).  For each kernel named on the command line, every slot of
 * core/kernel.h that the kernel sets (key expansion both ways, ECB, CBC,
 * CTR32, XTS, GHASH set-up and GHASH, fused GCM and CCM, AEGIS absorb/enc/dec of
 * each variant; AEGIS composed over the round where the kernel has no AEGIS
 * code, as core/aegis.c runs it), with every key size, runs once unmeasured
 * (lazy binding, first-touch paths) and then once per secret set between
 * the markers aesalt_ct_mark_begin/end.  A secret set is the keys, data,
 * IV, tweak, GHASH key and accumulator, and AEGIS state; the public inputs
 * (lengths, counter, buffer addresses: static buffers) are the same in
 * every set.  Each measured region is announced on stdout, in the order of
 * the plugin's regions:
 *
 *   region KERNEL SLOT
 *
 *   ct_driver --list              one line per kernel of the table,
 *                                 "kernel NAME ct=C usable=U", and the
 *                                 markers' entry addresses, "markers B E"
 *                                 (the build links it without PIE, so
 *                                 they are the same in every run)
 *   ct_driver [--full] [--sets N] [--skip SLOT,...] KERNEL...
 *
 * --skip leaves out the named slots (names without the key size, e.g.
 * "xts_enc,gcm_enc"): those with instructions no plugin-capable QEMU runs.
 *
 * Lengths: 35 blocks (two strides of the widest kernel, 16 blocks, plus a
 * 3-block tail) and 7 AEGIS blocks; --full: 141 and 23.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aesalt/aesalt.h"
#include "aegis_c.h"
#include "kernel.h"

/* The markers (external, so the symbols stay); distinct bodies, so
 * identical-code folding cannot merge them. */
void aesalt_ct_mark_begin(void);
void aesalt_ct_mark_end(void);

__attribute__((noinline)) void aesalt_ct_mark_begin(void)
{
	__asm__ volatile("" ::: "memory");
}

__attribute__((noinline)) void aesalt_ct_mark_end(void)
{
	__asm__ volatile(" " ::: "memory");
}

#define MAX_BLOCKS 160

static aesalt_aes_key ke, kd;
static aesalt_ghash_key gk;
static aesalt_aegis_state st;
static uint8_t key[32], in[16 * MAX_BLOCKS], out[16 * MAX_BLOCKS];
static uint8_t iv[16], tweak[16], ctr[16], y[16], h[16];
static size_t nb = 35, nb_aegis = 7;

enum slot {
	SETKEY_ENC,
	SETKEY_DEC,
	ECB_ENC,
	ECB_DEC,
	CBC_ENC,
	CBC_DEC,
	CTR32,
	XTS_ENC,
	XTS_DEC,
	GHASH_SETKEY,
	GHASH,
	GCM_ENC,
	GCM_DEC,
	CCM_ENC,
	CCM_DEC,
	CBC_MAC,
	CFB_ENC,
	OFB,
	BLOCK_ENC,
	BLOCK_DEC,
	AEGIS, /* AEGIS + 3 * variant + op */
	N_SLOTS = AEGIS + 9
};

static const char *const slot_names[AEGIS] = {
	"setkey_enc", "setkey_dec", "ecb_enc",	    "ecb_dec", "cbc_enc",   "cbc_dec",	 "ctr32",
	"xts_enc",    "xts_dec",    "ghash_setkey", "ghash",   "gcm_enc",   "gcm_dec",	 "ccm_enc",
	"ccm_dec",    "cbc_mac",    "cfb_enc",	    "ofb",     "block_enc", "block_dec",
};

static const char *const aegis_names[3] = { "aegis128", "aegis128l", "aegis256" };
static const char *const aegis_ops[3] = { "absorb", "enc", "dec" };

typedef void (*absorb_c_fn)(aesalt_aes_round_fn, aesalt_aegis_state *, const uint8_t *, size_t);
typedef void (*encdec_c_fn)(aesalt_aes_round_fn, aesalt_aegis_state *, uint8_t *, const uint8_t *,
			    size_t);
static const absorb_c_fn absorb_c[3] = { aesalt_aegis128_absorb_c, aesalt_aegis128l_absorb_c,
					 aesalt_aegis256_absorb_c };
static const encdec_c_fn enc_c[3] = { aesalt_aegis128_enc_c, aesalt_aegis128l_enc_c,
				      aesalt_aegis256_enc_c };
static const encdec_c_fn dec_c[3] = { aesalt_aegis128_dec_c, aesalt_aegis128l_dec_c,
				      aesalt_aegis256_dec_c };

static const struct aesalt_aegis_slots *aegis_group(const struct aesalt_kernel *k, unsigned v)
{
	const struct aesalt_aegis_slots *g = v == 0   ? &k->aegis128
					     : v == 1 ? &k->aegis128l
						      : &k->aegis256;
	return g->absorb != NULL && g->enc != NULL && g->dec != NULL ? g : NULL;
}

/* Does the kernel have this slot (AEGIS: its own code or a round)? */
static int has_slot(const struct aesalt_kernel *k, enum slot s)
{
	switch (s) {
	case XTS_ENC:
		return k->aes_xts_enc != NULL;
	case XTS_DEC:
		return k->aes_xts_dec != NULL;
	case GCM_ENC:
		return k->gcm_enc != NULL;
	case GCM_DEC:
		return k->gcm_dec != NULL;
	case CCM_ENC:
		return k->ccm_enc != NULL;
	case CCM_DEC:
		return k->ccm_dec != NULL;
	case CBC_MAC:
		return k->cbc_mac != NULL;
	case CFB_ENC:
		return k->cfb_enc != NULL;
	case OFB:
		return k->ofb != NULL;
	case BLOCK_ENC:
		return k->aes_block_enc != NULL;
	case BLOCK_DEC:
		return k->aes_block_dec != NULL;
	default:
		if (s >= AEGIS)
			return aegis_group(k, (unsigned)(s - AEGIS) / 3) != NULL ||
			       k->aes_round != NULL;
		return 1;
	}
}

static int keyed(enum slot s)
{
	return s <= BLOCK_DEC && s != GHASH_SETKEY && s != GHASH;
}

static void fill(uint8_t *p, size_t n, uint32_t *s)
{
	while (n--) {
		*s ^= *s << 13;
		*s ^= *s >> 17;
		*s ^= *s << 5;
		*p++ = (uint8_t)*s;
	}
}

/* The secrets of set number `set`; the expanded keys the slot needs are
 * made here, outside the measured region. */
static void secrets(const struct aesalt_kernel *k, enum slot s, unsigned bits, unsigned set)
{
	uint32_t x = 0x9e3779b9u * (set + 1u);
	fill(key, sizeof key, &x);
	fill(in, sizeof in, &x);
	fill(iv, sizeof iv, &x);
	fill(tweak, sizeof tweak, &x);
	fill(h, sizeof h, &x);
	fill(y, sizeof y, &x);
	fill(st.s[0], sizeof st.s, &x);
	memset(out, 0, sizeof out);
	/* the counter is public: its low 32 bits wrap inside the call */
	memset(ctr, 0xc3, 12);
	memset(ctr + 12, 0xff, 3);
	ctr[15] = 0xf8;
	if (keyed(s)) {
		k->aes_setkey_enc(&ke, key, bits);
		k->aes_setkey_dec(&kd, key, bits);
	}
	if (s == GHASH || s == GCM_ENC || s == GCM_DEC)
		k->ghash_setkey(&gk, h);
}

/* One slot, once.  Not inlined, so that every region runs the very same
 * instructions around the markers. */
__attribute__((noinline)) static void run(const struct aesalt_kernel *k, enum slot s, unsigned bits,
					  int measured)
{
	const struct aesalt_aegis_slots *g = NULL;
	unsigned v = 0, op = 0;
	if (s >= AEGIS) {
		v = (unsigned)(s - AEGIS) / 3;
		op = (unsigned)(s - AEGIS) % 3;
		g = aegis_group(k, v);
	}
	if (measured)
		aesalt_ct_mark_begin();
	switch (s) {
	case SETKEY_ENC:
		k->aes_setkey_enc(&ke, key, bits);
		break;
	case SETKEY_DEC:
		k->aes_setkey_dec(&kd, key, bits);
		break;
	case ECB_ENC:
		k->aes_ecb_enc(&ke, out, in, nb);
		break;
	case ECB_DEC:
		k->aes_ecb_dec(&kd, out, in, nb);
		break;
	case CBC_ENC:
		k->aes_cbc_enc(&ke, out, in, nb, iv);
		break;
	case CBC_DEC:
		k->aes_cbc_dec(&kd, out, in, nb, iv);
		break;
	case CTR32:
		k->aes_ctr32(&ke, out, in, nb, ctr);
		break;
	case XTS_ENC:
		k->aes_xts_enc(&ke, out, in, nb, tweak);
		break;
	case XTS_DEC:
		k->aes_xts_dec(&kd, out, in, nb, tweak);
		break;
	case GHASH_SETKEY:
		k->ghash_setkey(&gk, h);
		break;
	case GHASH:
		k->ghash(&gk, y, in, nb);
		break;
	case GCM_ENC:
		(void)k->gcm_enc(&ke, &gk, out, in, 16 * nb, ctr, y);
		break;
	case GCM_DEC:
		(void)k->gcm_dec(&ke, &gk, out, in, 16 * nb, ctr, y);
		break;
	case CCM_ENC: /* y as the CBC-MAC chaining value: secret */
		k->ccm_enc(&ke, out, in, nb, ctr, y);
		break;
	case CCM_DEC:
		k->ccm_dec(&ke, out, in, nb, ctr, y);
		break;
	case CBC_MAC: /* y as the chaining value: secret */
		k->cbc_mac(&ke, y, in, nb);
		break;
	case CFB_ENC:
		k->cfb_enc(&ke, out, in, nb, iv);
		break;
	case OFB:
		k->ofb(&ke, out, in, nb, iv);
		break;
	case BLOCK_ENC: /* one block, whatever nb */
		(void)k->aes_block_enc(&ke, out, in);
		break;
	case BLOCK_DEC:
		(void)k->aes_block_dec(&kd, out, in);
		break;
	default:
		if (g != NULL && op == 0)
			g->absorb(&st, in, nb_aegis);
		else if (g != NULL)
			(op == 1 ? g->enc : g->dec)(&st, out, in, nb_aegis);
		else if (op == 0)
			absorb_c[v](k->aes_round, &st, in, nb_aegis);
		else
			(op == 1 ? enc_c : dec_c)[v](k->aes_round, &st, out, in, nb_aegis);
		break;
	}
	if (measured)
		aesalt_ct_mark_end();
}

static void slot_name(char *buf, size_t n, const struct aesalt_kernel *k, enum slot s,
		      unsigned bits)
{
	if (s >= AEGIS) {
		unsigned v = (unsigned)(s - AEGIS) / 3;
		snprintf(buf, n, "%s_%s%s", aegis_names[v], aegis_ops[(unsigned)(s - AEGIS) % 3],
			 aegis_group(k, v) != NULL ? "" : "(round)");
	} else if (keyed(s)) {
		snprintf(buf, n, "%s/%u", slot_names[s], bits);
	} else {
		snprintf(buf, n, "%s", slot_names[s]);
	}
}

/* The address of a function's first instruction: ELFv1 function pointers
 * point to a descriptor whose first word it is; Thumb's have bit 0 set. */
static unsigned long entry(void (*f)(void))
{
	unsigned long a;
	memcpy(&a, &f, sizeof a < sizeof f ? sizeof a : sizeof f);
#if defined(__powerpc64__) && defined(_CALL_ELF) && _CALL_ELF == 1
	memcpy(&a, (const void *)a, sizeof a);
#endif
#if defined(__arm__)
	a &= ~1ul;
#endif
	return a;
}

static const struct aesalt_kernel *find(const char *name)
{
	size_t i;
	for (i = 0; i < aesalt_kernels_len; i++)
		if (strcmp(aesalt_kernels[i]->name, name) == 0)
			return aesalt_kernels[i];
	return NULL;
}

/* Whether the slot's name (before any "/bits" or "(round)") is in the
 * comma-separated list. */
static int skipped(const char *list, const char *name)
{
	size_t n = strcspn(name, "/(");
	const char *p = list;
	while (list != NULL && *p != '\0') {
		size_t m = strcspn(p, ",");
		if (m == n && strncmp(p, name, n) == 0)
			return 1;
		p += m + (p[m] == ',');
	}
	return 0;
}

int main(int argc, char **argv)
{
	unsigned sets = 3, set, bits;
	const char *skip = NULL;
	int a;
	size_t i;
	char name[64];

	for (a = 1; a < argc && argv[a][0] == '-'; a++) {
		if (strcmp(argv[a], "--list") == 0) {
			for (i = 0; i < aesalt_kernels_len; i++) {
				const struct aesalt_kernel *k = aesalt_kernels[i];
				printf("kernel %s ct=%d usable=%d\n", k->name,
				       aesalt_kernel_constant_time(k->name),
				       k->usable == NULL || k->usable());
			}
			printf("markers 0x%lx 0x%lx\n", entry(aesalt_ct_mark_begin),
			       entry(aesalt_ct_mark_end));
			return 0;
		} else if (strcmp(argv[a], "--full") == 0) {
			nb = 141;
			nb_aegis = 23;
		} else if (strcmp(argv[a], "--sets") == 0 && a + 1 < argc) {
			sets = (unsigned)strtoul(argv[++a], NULL, 10);
		} else if (strcmp(argv[a], "--skip") == 0 && a + 1 < argc) {
			skip = argv[++a];
		} else {
			fprintf(stderr, "usage: ct_driver --list | [--full] [--sets N] "
					"[--skip SLOT,...] KERNEL...\n");
			return 2;
		}
	}
	if (sets < 2 || 32 * nb_aegis > sizeof in) {
		fprintf(stderr, "ct_driver: need at least 2 secret sets\n");
		return 2;
	}
	for (; a < argc; a++) {
		const struct aesalt_kernel *k = find(argv[a]);
		enum slot s;
		if (k == NULL) {
			printf("no kernel %s\n", argv[a]);
			return 1;
		}
		for (s = SETKEY_ENC; s < N_SLOTS; s++) {
			if (!has_slot(k, s))
				continue;
			for (bits = 128; bits <= 256; bits += 64) {
				if (!keyed(s) && bits > 128)
					break;
				slot_name(name, sizeof name, k, s, bits);
				if (skipped(skip, name))
					continue;
				secrets(k, s, bits, 1000u);
				run(k, s, bits, 0);
				for (set = 0; set < sets; set++) {
					secrets(k, s, bits, set);
					printf("region %s %s\n", k->name, name);
					run(k, s, bits, 1);
				}
			}
		}
	}
	fflush(stdout);
	return 0;
}
