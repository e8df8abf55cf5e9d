/* SPDX-License-Identifier: Apache-2.0 */
/* Stand-in for OpenSSL's generated configuration.h: a 32-bit Linux build,
 * no assembly (aesalt's bench builds only the AES C files). */
#ifndef OPENSSL_CONFIGURATION_H
#define OPENSSL_CONFIGURATION_H
#define OPENSSL_CONFIGURED_API 30000
#define THIRTY_TWO_BIT
#define RC4_INT unsigned int
#endif
