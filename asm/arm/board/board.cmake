# SPDX-License-Identifier: Apache-2.0
#
# The Cortex-M test board (this folder) in CMake, for bare-metal builds
# (the Cortex-M toolchain file: CMAKE_SYSTEM_NAME Generic).  Included by
# asm/arm/tests.cmake (aesalt's own board tests) and by
# psa_driver/CMakeLists.txt (TF-PSA-Crypto's suites on the board).
#   AESALT_ARM_BOARD          QEMU's board for AESALT_CORTEX_M_CPU (its memory map)
#   AESALT_BOARD_RUN          the command that runs an image there (run.sh)
#   aesalt_board_link(T)      links executable T as a board image (T.elf):
#                             the vector table, the memory map, newlib's
#                             rdimon semihosting
#   aesalt_board_program(T MAIN)   the same for a program that has a main
#                             of its own: renamed to aesalt_board_program_main,
#                             and MAIN (a board main that calls it) added
enable_language(ASM)
set(AESALT_BOARD_DIR ${CMAKE_CURRENT_LIST_DIR})
if(AESALT_CORTEX_M_CPU STREQUAL "cortex-m33")
  set(AESALT_ARM_BOARD mps2-an505)
else()
  set(AESALT_ARM_BOARD mps2-an386) # and mps2-an500 (Cortex-M7): the same map
endif()
set(AESALT_BOARD_RUN sh ${AESALT_BOARD_DIR}/run.sh ${AESALT_CORTEX_M_CPU})
if(NOT TARGET aesalt_board)
  add_library(aesalt_board OBJECT ${AESALT_BOARD_DIR}/vectors.S)
endif()

function(aesalt_board_link name)
  target_sources(${name} PRIVATE $<TARGET_OBJECTS:aesalt_board>)
  target_link_options(${name} PRIVATE --specs=rdimon.specs -L${AESALT_BOARD_DIR}
    -T ${AESALT_BOARD_DIR}/mem-${AESALT_ARM_BOARD}.ld -Wl,--gc-sections)
  set_target_properties(${name} PROPERTIES SUFFIX .elf
    LINK_DEPENDS "${AESALT_BOARD_DIR}/board.ld;${AESALT_BOARD_DIR}/mem-${AESALT_ARM_BOARD}.ld")
endfunction()

function(aesalt_board_program name main)
  # The rename applies to MAIN too, which #undefs main first; the renamed
  # main has no prototype in its program.
  target_compile_definitions(${name} PRIVATE main=aesalt_board_program_main)
  target_compile_options(${name} PRIVATE -Wno-missing-prototypes)
  target_sources(${name} PRIVATE ${main})
  target_include_directories(${name} PRIVATE ${AESALT_BOARD_DIR})
  aesalt_board_link(${name})
endfunction()
