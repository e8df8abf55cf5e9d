# SPDX-License-Identifier: Apache-2.0
# The kernel generators' shared AES model (asm/gen/aesmodel.py) and their
# scheduler and register allocator (asm/gen/regsched.py), checked in
# every build (included by tests/CMakeLists.txt, bare metal too): FIPS-197
# known answers, every S-box circuit on all 256 bytes, and core/aes_ct64.c's
# sbox() statement for statement against the model's CT64_SBOX.  The generators' own byte-for-byte checks are in the
# tests.cmake of the architecture whose code they write (AESALT_PYTHON:
# the interpreter they run with, empty without one).
find_package(Python3 COMPONENTS Interpreter)
set(AESALT_PYTHON "")
if(Python3_FOUND)
  set(AESALT_PYTHON ${Python3_EXECUTABLE})
  add_test(NAME unit.aesmodel.generated
    COMMAND ${AESALT_PYTHON} ${CMAKE_CURRENT_LIST_DIR}/aesmodel.py --check
            ${PROJECT_SOURCE_DIR}/core/aes_ct64.c)
  set_tests_properties(unit.aesmodel.generated PROPERTIES LABELS unit)
  # The generators' one scheduler and register allocator (regsched.py):
  # random programs scheduled, allocated with spills and run, random
  # parallel moves run, random lifetimes packed into slots.
  add_test(NAME unit.regsched
    COMMAND ${AESALT_PYTHON} ${CMAKE_CURRENT_LIST_DIR}/regsched.py --check)
  set_tests_properties(unit.regsched PROPERTIES LABELS unit)
endif()
