/* SPDX-License-Identifier: Apache-2.0 */
/*
 * wolfSSL configuration of the peer rows of aesalt-insn-bench
 * (WOLFSSL_USER_SETTINGS; peers.cmake): the modes of the bench, and GCM with
 * the 4-bit table, wolfSSL's ./configure default.
 *  - "wolfssl" (aesalt-insn-bench-peers): wolfCrypt's portable C AES only
 *    (no WOLFSSL_ARMASM, no RISC-V assembly, no AES-NI).  Cache-attack
 *    resistance stays at wolfSSL's default (on: the tables are touched
 *    before use; on RISC-V wolfSSL then touches every cache line of a table
 *    at each lookup, WOLFSSL_AES_TOUCH_LINES, which costs instructions).
 *  - "wolfssl-aesalt": the same C with aesalt's device; see below.
 *  - The assembly of wolfSSL 5.9, one build each (the variant definition
 *    comes from peers.cmake); see below.
 */
#ifndef AESALT_INSN_BENCH_WOLFSSL_SETTINGS_H
#define AESALT_INSN_BENCH_WOLFSSL_SETTINGS_H

/* ./configure sets WORDS_BIGENDIAN; settings.h does not detect it (m68k). */
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
#define WORDS_BIGENDIAN
#endif

#define WOLFCRYPT_ONLY
#define SINGLE_THREADED
#define HAVE_AESGCM
#define GCM_TABLE_4BIT
#define HAVE_AESCCM
#define HAVE_AES_ECB
#define HAVE_AES_DECRYPT
#define WOLFSSL_AES_DIRECT
#define WOLFSSL_AES_COUNTER
#define WOLFSSL_AES_CFB
#define WOLFSSL_AES_OFB
#define WOLFSSL_AES_XTS
#define WOLFSSL_CMAC
#define WC_NO_RNG
#define NO_RSA
#define NO_DH
#define NO_DSA
#define NO_DES3
#define NO_RC4
#define NO_MD4
#define NO_MD5
#define NO_SHA
#define NO_HMAC
#define NO_ASN
#define NO_CODING
#define NO_PWDBASED
#define NO_SIG_WRAPPER
#define NO_FILESYSTEM
#define NO_WRITEV
#define NO_ERROR_STRINGS
#define WOLFSSL_NO_SOCK

#if defined(AESALT_PEER_WOLFSSL_DEVICE)
/* "wolfssl-aesalt" (every target): this C build with aesalt's
 * crypto-callback device, configured as config/wolfssl/aesalt_device.h
 * tells users to (WOLF_CRYPTO_CB and WOLF_CRYPTO_CB_FIND: objects without
 * a device id go to the device; the modes it serves), cryptocb.c and
 * wolfssl_port/ compiled in (peers.cmake). */
#include "aesalt_device.h"
#elif defined(AESALT_PEER_WOLFSSL_ARMASM)
/* "wolfssl-armasm", aarch64 (./configure --enable-armasm):
 * port/arm/armv8-aes-asm.S, crypto-extension AES for ECB, CBC, CTR, XTS and
 * GCM (AES_GCM_encrypt_AARCH64, which also needs PMULL), chosen at run time
 * by cpuid.c from HWCAP, with NEON code as the fallback.  GCM and CTR take
 * those paths as configured above (HAVE_AESGCM without
 * WOLFSSL_AESGCM_STREAM; WOLFSSL_AES_COUNTER), XTS with WOLFSSL_AES_XTS, ECB
 * with HAVE_AES_ECB, CBC by default; CCM and CMAC go block by block through
 * AES_encrypt_AARCH64. */
#define WOLFSSL_ARMASM
#elif defined(AESALT_PEER_WOLFSSL_THUMB2)
/* "wolfssl-thumb2", Cortex-M (./configure --host=armv7m --enable-armasm):
 * port/arm/thumb2-aes-asm.S, table AES in Thumb-2 for the key schedule,
 * ECB, CBC, CTR and GCM's counter part (AES_GCM_encrypt), and GHASH with
 * the 4-bit table (GCM_gmult_len); CCM, CMAC and XTS go block by block
 * through AES_encrypt_block under wolfCrypt's C.  No NEON, no crypto
 * extension (WOLFSSL_ARMASM_NO_HW_CRYPTO: the table code). */
#define WOLFSSL_ARMASM
#define WOLFSSL_ARMASM_THUMB2
#define WOLFSSL_ARMASM_NO_HW_CRYPTO
#define WOLFSSL_ARMASM_NO_NEON
#define WOLFSSL_ARM_ARCH 7
#elif defined(AESALT_PEER_WOLFSSL_ARM32ASM)
/* "wolfssl-arm32asm", armhf (./configure --host=armv7a --enable-armasm):
 * port/arm/armv8-32-aes-asm.S built for ARMv7-A without the crypto
 * extension (WOLFSSL_ARMASM_NO_HW_CRYPTO: its ARM-mode table AES for the
 * key schedule, ECB, CBC, CTR and GCM's counter part, GHASH with the 4-bit
 * table, GCM_gmult_len); CCM, CMAC and XTS block by block through
 * AES_encrypt_block.  Its ./configure also passes -mfpu=neon, which that
 * table code does not use. */
#define WOLFSSL_ARMASM
#define WOLFSSL_ARMASM_NO_HW_CRYPTO
#define WOLFSSL_ARM_ARCH 7
#elif defined(AESALT_PEER_WOLFSSL_RVASM)
/* "wolfssl-rvasm", riscv64 (./configure --enable-riscv-asm):
 * port/riscv/riscv-64-aes.c with the base ISA only (table lookups in
 * inline assembly; GHASH in C). */
#define WOLFSSL_RISCV_ASM
#elif defined(AESALT_PEER_WOLFSSL_RVZK)
/* "wolfssl-rvzk", riscv64 (./configure
 * --enable-riscv-asm=zkned,zbkb,zbkc): the same file with the scalar crypto
 * instructions a CPU with Zkn, Zbkb and Zbkc has. */
#define WOLFSSL_RISCV_ASM
#define WOLFSSL_RISCV_SCALAR_CRYPTO_ASM /* Zkne/Zknd: aes64es(m), aes64ds(m), aes64ks1i/ks2, aes64im */
#define WOLFSSL_RISCV_BIT_MANIPULATION	    /* Zbkb: brev8, pack */
#define WOLFSSL_RISCV_BASE_BIT_MANIPULATION /* rev8 (Zbb or Zbkb) */
#define WOLFSSL_RISCV_CARRYLESS		    /* Zbc/Zbkc: clmul, clmulh for GHASH */
#elif defined(AESALT_PEER_WOLFSSL_PPC64ASM)
/* "wolfssl-ppcasm", big-endian ppc64 (./configure --enable-ppc64-asm):
 * port/ppc64/ppc64-aes-asm.S, table-based AES in assembly (no vector
 * crypto) for the key schedule, ECB, CBC, CTR, XTS and GCM's counter
 * part; GHASH stays wolfCrypt's C (GCM_TABLE_4BIT); CCM and CMAC go block
 * by block. */
#define WOLFSSL_PPC64_ASM
#elif defined(AESALT_PEER_WOLFSSL_AESNI)
/* "wolfssl-aesni", x86_64 host (./configure --enable-aesni --enable-intelasm:
 * WOLFSSL_AESNI, USE_INTEL_SPEEDUP, WOLFSSL_X86_64_BUILD, C compiled with
 * -maes): aes_asm.S (AES_ECB_encrypt_AESNI, AES_CBC_decrypt_AESNI_by8, the
 * key schedule), aes_gcm_asm.S (AES_GCM_encrypt_avx2 / _avx1 / _aesni,
 * chosen at run time by cpuid.c, and their decrypt twins), aes_xts_asm.S
 * (AES_XTS_encrypt_avx1 / _aesni); CTR, CBC-encrypt, CCM and CMAC go
 * through AES_encrypt_AESNI one block at a time under wolfCrypt's C modes.
 * The .S files read HAVE_AESGCM and WOLFSSL_AES_XTS from here (configure
 * passes them in AM_CCASFLAGS). */
#define WOLFSSL_AESNI
#define USE_INTEL_SPEEDUP
#define WOLFSSL_X86_64_BUILD
#endif

#endif
