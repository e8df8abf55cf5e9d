/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The aesni kernel's assembly entry points (asm/x86_64/aes-aesni.S,
 * ghash-aesni.S, gcm-aesni.S, aegis-aesni.S): the aesni glue uses them all,
 * the vaes glue those it shares (key expansion, CBC encryption, GHASH,
 * AEGIS).  Only the two kernel structures refer to them.
 */
#ifndef AESALT_X86_64_AESNI_H
#define AESALT_X86_64_AESNI_H

#include <stddef.h>
#include <stdint.h>

#include "kernel.h"

AESALT_SLOT(aes_setkey_enc, aesni);
AESALT_SLOT(aes_setkey_dec, aesni);
AESALT_SLOT(aes_ecb_enc, aesni);
AESALT_SLOT(aes_ecb_dec, aesni);
AESALT_SLOT(aes_cbc_enc, aesni);
AESALT_SLOT(aes_cfb_enc, aesni);
AESALT_SLOT(aes_ofb, aesni);
AESALT_SLOT(aes_cbc_dec, aesni);
AESALT_SLOT(aes_ctr32, aesni);
AESALT_SLOT(aes_xts_enc, aesni);
AESALT_SLOT(aes_xts_dec, aesni);
AESALT_SLOT(ghash_setkey, aesni);
AESALT_SLOT(ghash, aesni);
AESALT_SLOT(gcm_enc, aesni);
AESALT_SLOT(ccm_enc, aesni);
AESALT_SLOT(ccm_dec, aesni);
AESALT_SLOT(gcm_dec, aesni);
AESALT_SLOT(aegis128_absorb, aesni);
AESALT_SLOT(aegis128_enc, aesni);
AESALT_SLOT(aegis128_dec, aesni);
AESALT_SLOT(aegis128l_absorb, aesni);
AESALT_SLOT(aegis128l_enc, aesni);
AESALT_SLOT(aegis128l_dec, aesni);
AESALT_SLOT(aegis256_absorb, aesni);
AESALT_SLOT(aegis256_enc, aesni);
AESALT_SLOT(aegis256_dec, aesni);

#endif /* AESALT_X86_64_AESNI_H */
