/* SPDX-License-Identifier: Apache-2.0 */
/* Stand-in for OpenSSL's generated opensslv.h. */
#ifndef OPENSSL_OPENSSLV_H
#define OPENSSL_OPENSSLV_H
#define OPENSSL_VERSION_MAJOR 3
#define OPENSSL_VERSION_MINOR 0
#define OPENSSL_VERSION_PATCH 20
#define OPENSSL_VERSION_NUMBER 0x30000140L
#endif
