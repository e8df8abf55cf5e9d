/* SPDX-License-Identifier: Apache-2.0 */
/*
 * TF-PSA-Crypto 1.0 on bare metal, driver-only: the
 * TF_PSA_CRYPTO_USER_CONFIG_FILE that psa_driver/CMakeLists.txt puts over
 * the tree's default configuration when it builds the driver-only build
 * (AESALT_PSA_DRIVER_ONLY) for the board.  The board's configuration
 * (baremetal_user_config.h: the platform's entropy, no clock) and the
 * driver-only one (psa_driver/config/aesalt_psa_driver_only.h: the
 * built-in AES, its modes, GCM, CCM and CMAC compiled out), as a project
 * with a user configuration of its own includes the latter.
 */
#include "baremetal_user_config.h"
#include "../../psa_driver/config/aesalt_psa_driver_only.h"
