/* SPDX-License-Identifier: Apache-2.0 */
/*
 * The GCM case the thread tests share: The Galois/Counter Mode of Operation
 * (McGrew, Viega), Appendix B, Test Case 4 (AES-128, 60-byte plaintext,
 * 20-byte AAD), as hex, and the buffers it is decoded into.
 */
#ifndef AESALT_TESTS_GCM_TC4_H
#define AESALT_TESTS_GCM_TC4_H

#include <stdint.h>

static const char *const tc4_key = "feffe9928665731c6d6a8f9467308308";
static const char *const tc4_iv = "cafebabefacedbaddecaf888";
static const char *const tc4_aad = "feedfacedeadbeeffeedfacedeadbeefabaddad2";
static const char *const tc4_pt = "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d"
				  "8a318a721c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657"
				  "ba637b39";
static const char *const tc4_ct = "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e23"
				  "29aca12e21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac97"
				  "3d58e091";
static const char *const tc4_tag = "5bc94fbc3221a5db94fae95ae7121a47";

static uint8_t key[16], iv[12], aad[20], pt[60], want_ct[60], want_tag[16];

#endif /* AESALT_TESTS_GCM_TC4_H */
