/* SPDX-License-Identifier: Apache-2.0 */
/*
 * user_settings.h: wolfSSL with every AES block on the aesalt device.
 *
 * WOLF_CRYPTO_CB_ONLY_AES (wolfSSL 5.9 and later): wolfSSL's AES tables
 * and key schedule are compiled out, and every mode, CFB, OFB, XTS, CMAC
 * and GMAC included, runs on the device's ECB.  The device must then be
 * registered before any AES use (aesalt_wolfssl_register(), or the
 * automatic registration); without it AES calls fail with NO_VALID_DEVID.
 *
 * Everything else is the template one directory up.
 */
#ifndef AESALT_CONFIG_WOLFSSL_ONLY_AES_USER_SETTINGS_H
#define AESALT_CONFIG_WOLFSSL_ONLY_AES_USER_SETTINGS_H

#define AESALT_WOLFSSL_ONLY_AES
#include "../user_settings.h"

#endif /* AESALT_CONFIG_WOLFSSL_ONLY_AES_USER_SETTINGS_H */
