/* SPDX-License-Identifier: Apache-2.0 */
/*
 * TF_PSA_CRYPTO_USER_CONFIG_FILE of the PSA rows on the targets where the
 * C library's malloc cannot be measured (bench/tfpsa/CMakeLists.txt,
 * AESALT_TFPSA_BENCH_ARENA; ci/bench sets it on m68k): TF-PSA-Crypto's
 * mbedtls_calloc and mbedtls_free become the lab's fixed-arena allocator
 * (arena.c), in the stock and the driver build alike.  Everything else is
 * the tree's default configuration.
 */
#ifndef AESALT_BENCH_TFPSA_ARENA_CONFIG_H
#define AESALT_BENCH_TFPSA_ARENA_CONFIG_H
#include <stddef.h>

void *aesalt_bench_arena_calloc(size_t n, size_t size);
void aesalt_bench_arena_free(void *p);

#define MBEDTLS_PLATFORM_MEMORY
#define MBEDTLS_PLATFORM_CALLOC_MACRO aesalt_bench_arena_calloc
#define MBEDTLS_PLATFORM_FREE_MACRO aesalt_bench_arena_free
#endif
