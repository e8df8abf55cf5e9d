/* SPDX-License-Identifier: Apache-2.0 */
/* Stand-in for OpenSSL's generated crypto.h: the AES C files need nothing
 * from it but its includes. */
#ifndef OPENSSL_CRYPTO_H
#define OPENSSL_CRYPTO_H
#include <stddef.h>
#include <openssl/e_os2.h>
#endif
