/* SPDX-License-Identifier: Apache-2.0 */
/*
 * aesalt_device.h: the wolfSSL settings the aesalt crypto-callback device
 * needs, for a user_settings.h to include (config/wolfssl/user_settings.h,
 * config/wolfssl/baremetal/user_settings.h).
 */
#ifndef AESALT_CONFIG_WOLFSSL_DEVICE_H
#define AESALT_CONFIG_WOLFSSL_DEVICE_H

/* Crypto callbacks, and the find-device hook (wolfSSL 5.6.2 and later;
 * ignored by older versions, which then reach the device only through an
 * explicit device id). */
#define WOLF_CRYPTO_CB
#define WOLF_CRYPTO_CB_FIND

#ifdef AESALT_WOLFSSL_ONLY_AES
/* No software AES in wolfSSL: every block goes through the device's ECB
 * (needs WOLF_CRYPTO_CB_FIND and HAVE_AES_ECB; GCM streaming is not
 * supported by wolfSSL in this mode). */
#define WOLF_CRYPTO_CB_ONLY_AES
#endif

/* The AES modes the device serves (CBC and decryption are defaults). */
#define HAVE_AES_ECB
#define WOLFSSL_AES_DIRECT
#define WOLFSSL_AES_COUNTER
#define HAVE_AESGCM
#define HAVE_AESCCM
/* Modes wolfSSL runs itself over its AES blocks (on the device under
 * ONLY_AES). */
#define WOLFSSL_AES_CFB
#define WOLFSSL_AES_OFB
#define WOLFSSL_AES_XTS
#define WOLFSSL_CMAC
#define GCM_TABLE_4BIT

/* Never with the device: wolfSSL's own AES assembly (WOLFSSL_AESNI,
 * WOLFSSL_ARMASM, WOLFSSL_RISCV_ASM, WOLFSSL_PPC64_ASM) runs AES without
 * calling it.  The device (wolfssl_port/device.h) refuses to compile with them. */
#undef WOLFSSL_AESNI
#undef WOLFSSL_ARMASM

#endif /* AESALT_CONFIG_WOLFSSL_DEVICE_H */
