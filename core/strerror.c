/* SPDX-License-Identifier: Apache-2.0 */
#include "aesalt/aesalt.h"

/* see aesalt.h */
const char *aesalt_strerror(int err)
{
	switch (err) {
	case AESALT_OK:
		return "success";
	case AESALT_ERR_BAD_INPUT:
		return "bad input (NULL pointer, overlapping buffers, bad size or misuse)";
	case AESALT_ERR_KEY_LENGTH:
		return "bad key length";
	case AESALT_ERR_INPUT_LENGTH:
		return "data length not allowed by the mode";
	case AESALT_ERR_AUTH:
		return "authentication failed (output wiped)";
	case AESALT_ERR_UNSUPPORTED:
		return "kernel unknown, refused or not usable on this CPU, or mode compiled out of "
		       "this build";
	case AESALT_ERR_CIPHER:
		return "the caller's block cipher function failed";
	case AESALT_ERR_WEAK_KEY:
		return "key refused by its standard (XTS: Key1 == Key2)";
	default:
		return "unknown aesalt error";
	}
}

/* see aesalt.h */
unsigned long aesalt_version(void)
{
	return AESALT_VERSION_NUMBER;
}
