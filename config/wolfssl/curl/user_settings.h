/* SPDX-License-Identifier: Apache-2.0 */
/*
 * user_settings.h for curl: config/wolfssl/user_settings.h (the aesalt
 * device, find-device route) plus the OpenSSL compatibility layer that
 * curl's wolfSSL backend calls (X509_STORE, app data, curves list), as
 * wolfSSL's own ./configure --enable-curl turns on.  Used by
 * ci/test-clients (tests/clients/curl_build.sh).
 */
#ifndef AESALT_CONFIG_WOLFSSL_CURL_USER_SETTINGS_H
#define AESALT_CONFIG_WOLFSSL_CURL_USER_SETTINGS_H

#include "../user_settings.h"

#define OPENSSL_EXTRA
#define HAVE_EX_DATA
#define HAVE_ALPN

#endif /* AESALT_CONFIG_WOLFSSL_CURL_USER_SETTINGS_H */
