# shellcheck shell=bash
# The cross targets of aesalt under qemu-user, for ci/test-cross and
# ci/bench (source it).  No binfmt is registered: every program runs as
#   qemu-<arch> -L /usr/<triple> PROGRAM
# with the CPU model in QEMU_CPU.

# The targets, in the order the scripts run them.
# shellcheck disable=SC2034 # used by the scripts that source this file
AESALT_TARGETS=(m68k riscv64 aarch64 armhf ppc64le ppc64)

# The bare-metal boards (QEMU system emulation, asm/<arch>/board/), each a
# CMake preset whose unit tests run the board itself: LABEL PRESET CTEST-ARGS
# (ci/test-cross).  The Cortex-M4 runs every board test; the M7 and M33,
# the same code on other cores, skip the long differential test.
# shellcheck disable=SC2034 # used by ci/test-cross
AESALT_BOARDS=(cortex-m4 cortex-m7 cortex-m33)
board_ctest_args() {
  case $1 in
    cortex-m4) echo "-L unit" ;;
    cortex-m7 | cortex-m33) echo "-L unit -E unit.differential" ;;
    *) return 1 ;;
  esac
}

# target_triple TARGET: the GNU triple (compiler prefix, sysroot /usr/TRIPLE).
target_triple() {
  case $1 in
    m68k) echo m68k-linux-gnu ;;
    riscv64) echo riscv64-linux-gnu ;;
    aarch64) echo aarch64-linux-gnu ;;
    armhf) echo arm-linux-gnueabihf ;;
    ppc64le) echo powerpc64le-linux-gnu ;;
    ppc64) echo powerpc64-linux-gnu ;;
    *) return 1 ;;
  esac
}

# target_qemu TARGET: the qemu-user program name (found through PATH).
target_qemu() {
  case $1 in
    armhf) echo qemu-arm ;;
    *) echo "qemu-$1" ;;
  esac
}

# The CPU models each target's unit suite runs under, one per line:
#   LABEL QEMU_CPU QEMU-MAJOR [VAR=VALUE,...]
# The optional fourth field is extra environment for that run (ci/test-cross);
# AESALT_CROSS_PRESET=<name> there runs the suite in the build of preset
# cross-<name> (configured and built on first use) instead of cross-TARGET.
# QEMU-MAJOR 7 is Debian 12's qemu-user; 10 is Debian trixie's, unpacked by
# ci/fetch-qemu10 (RISC-V vector crypto).  The first line of each target is
# its quick model and the model of the instruction-count tables.
target_models() {
  case $1 in
    m68k)
      # Debian's glibc is 68020 code; the 68060 traps on its 64-bit mulu.l.
      echo "m68030 m68030 7"
      echo "m68020 m68020 7"
      echo "m68040 m68040 7"
      ;;
    riscv64)
      echo "rv64 rv64 7"
      # The plain build under QEMU 7.2 again, asserting that the default is
      # rv64 (no probe can report Zkn there).
      echo "rv64-default rv64 7 AESALT_TEST_EXPECT_KERNEL=rv64,AESALT_TEST_EXPECT_ZKN=0"
      # QEMU 7.2 has no riscv_hwprobe: zkn runs there only in the build
      # whose -march has the extensions (preset cross-riscv64-zk).
      echo "rv64-zk rv64,zk=true,zbkb=true,zbkc=true,zbc=true 7 AESALT_CROSS_PRESET=riscv64-zk,AESALT_TEST_EXPECT_KERNEL=zkn,AESALT_TEST_EXPECT_ZKN=1"
      # QEMU 10 has it: the plain build finds zkn at run time, and refuses
      # it on a core with Zkne/Zknd/Zbkb but no carry-less multiply.
      echo "rv64-zk-hwprobe rv64,zk=true,zbkb=true,zbkc=true,zbc=true 10"
      echo "rv64-noclmul rv64,zkne=true,zknd=true,zbkb=true,zbkc=false,zbc=false 10 AESALT_TEST_EXPECT_ZKN=0"
      # A core with V, Zvkg and Zvkb but no Zvkned (hwprobe says so): the
      # zvkned kernel must be refused there.
      echo "rv64-v128 rv64,v=true,vlen=128,zvkg=true,zvkb=true 10 AESALT_TEST_EXPECT_ZVKNED=0,AESALT_TEST_EXPECT_KERNEL=rv64"
      # The zvkned kernel (hwprobe finds it; test_cpu checks the probe
      # against hwprobe, AT_HWCAP and vlenb) at VLEN 128 and 256, and 512
      # in the complete matrix (AESALT_FULL=1).  ci/test's time budget: by
      # default the two models pin the probe (AESALT_TEST_EXPECT_ZVKNED=1),
      # which as extra environment keeps the TLS stacks off them, but for
      # VLEN 128 (AESALT_CROSS_STACKS_MODEL=1: the stacks for zvkned);
      # --full runs the stacks for zvkned under all three.
      local zv=" AESALT_TEST_EXPECT_ZVKNED=1"
      [ "${AESALT_FULL:-0}" != 1 ] || zv=
      echo "rv64-zvk-v128 rv64,v=true,vlen=128,zvkned=true,zvkg=true,zvbc=true,zvkb=true 10${zv:+$zv,AESALT_CROSS_STACKS_MODEL=1}"
      echo "rv64-zvk-v256 rv64,v=true,vlen=256,zvkned=true,zvkg=true,zvbc=true,zvkb=true 10$zv"
      [ "${AESALT_FULL:-0}" != 1 ] ||
        echo "rv64-zvk-v512 rv64,v=true,vlen=512,zvkned=true,zvkg=true,zvkb=true 10"
      ;;
    aarch64)
      echo "cortex-a53 cortex-a53 7"
      echo "max max 7"
      # Every QEMU model has the crypto extension: this run masks HWCAP_AES
      # and HWCAP_PMULL in the test programs (tests/hwcap_mask.c) and
      # asserts that the neon kernel is chosen on its own.
      echo "a53-nocrypto cortex-a53 7 AESALT_TEST_HWCAP_MASK=0x18,AESALT_TEST_EXPECT_KERNEL=neon"
      ;;
    armhf)
      # Debian's armhf is ARMv7-A with VFPv3-D16: the Raspberry Pi 2 core
      # (Cortex-A7), the Cortex-A15, and QEMU's max (an ARMv8 core in
      # AArch32, with the crypto extension).
      # The ARMv7 cores have no crypto extension: armv8ce32 must step
      # aside there (neon32, bitsliced NEON with a one-block vector-permute
      # path, is the default: bench/results/never-slower.md), and be the
      # default on max.
      # AESALT_CROSS_STACKS_FULL=1: that model's TLS stacks run under
      # --full only; AESALT_CROSS_STACKS_MODEL=1: by default too, for the
      # kernels it adds (armv8ce32 under max; ci/test-cross), and on the
      # first model (cortex-a7: every kernel but armv7m and armv7m_ct,
      # whose stacks run on the Cortex-M boards, and under --full).
      echo "cortex-a7 cortex-a7 7 AESALT_TEST_EXPECT_KERNEL=neon32,AESALT_CROSS_STACKS_MODEL=1"
      echo "cortex-a15 cortex-a15 7 AESALT_TEST_EXPECT_KERNEL=neon32,AESALT_CROSS_STACKS_FULL=1"
      echo "max max 7 AESALT_TEST_EXPECT_KERNEL=armv8ce32,AESALT_CROSS_STACKS_MODEL=1"
      ;;
    ppc64le)
      # Debian's glibc needs POWER8.
      echo "power9 power9 7"
      echo "power8 power8 7"
      echo "power10 power10 7"
      # Every POWER8+ model has the vector crypto facility: this run masks
      # PPC_FEATURE2_VEC_CRYPTO in the test programs (tests/hwcap_mask.c)
      # and asserts that the portable table kernel (ORDER 890, before ct64)
      # is chosen on its own.
      echo "p9-nocrypto power9 7 AESALT_TEST_HWCAP2_MASK=0x02000000,AESALT_TEST_EXPECT_KERNEL=table"
      ;;
    ppc64)
      # Big-endian ELFv1 (Debian ports' powerpc64 glibc runs on POWER7
      # too): POWER7 has no vector crypto, so p8 must step aside there for
      # the portable table kernel.
      echo "power8 power8 7"
      echo "power9 power9 7"
      echo "power10 power10 7"
      echo "power7 power7 7 AESALT_TEST_EXPECT_KERNEL=table"
      ;;
    *) return 1 ;;
  esac
}

# target_cycle_table TARGET: the instruction timing table of the target's
# clock estimate (bench/qemu-plugin/cycles.py) in ci/bench; nothing for a
# target without one.  m68k: the MC68030's, the model of its tables.
target_cycle_table() {
  case $1 in
    m68k) echo bench/qemu-plugin/m68030-timing.txt ;;
  esac
}

# target_model_cpu TARGET LABEL: the QEMU_CPU of one of target_models' labels.
target_model_cpu() {
  target_models "$1" | awk -v l="$2" '$1 == l {print $2; found = 1} END {exit !found}'
}

# target_model_major TARGET LABEL: the QEMU major version of that label.
target_model_major() {
  target_models "$1" | awk -v l="$2" '$1 == l {print $3; found = 1} END {exit !found}'
}

# The runs of aesalt-insn-bench whose rows make up the target's table in
# ci/bench, one per line:   BINARY MODEL IMPLS [VAR=VALUE,...]
#   BINARY  aesalt-insn-bench-BINARY (bench/qemu-plugin/peers.cmake): each
#           build of a peer is a binary of its own
#   MODEL   a label of target_models; the first run's is the table's model
#           (the first of target_models)
#   IMPLS   the --impl list; "all": every implementation of the binary;
#           "new": the aesalt kernels usable under MODEL but not under the
#           table's model (the run is skipped when there is none)
#   VAR=VALUE  environment of that run; AESALT_BENCH_PRESET=<name> takes the
#           binary from a build of preset cross-<name> (ci/bench)
# BINARY openssl-so runs in the sysroot of target_openssl_so (qemu -L),
# openssl-so2 in that of target_openssl_so2; a
# MODEL of QEMU 10 runs on the plugin-capable QEMU 10 (ci/bench).
target_bench_runs() {
  case $1 in
    aarch64)
      echo "peers cortex-a53 all"
      echo "mbedtls-aesce cortex-a53 mbedtls-aesce"
      echo "wolfssl-armasm cortex-a53 wolfssl-armasm"
      # OpenSSL reads OPENSSL_armcap before main(); 1 is NEON alone.
      echo "peers cortex-a53 openssl-noce OPENSSL_armcap=1"
      ;;
    riscv64)
      echo "peers rv64 all"
      echo "wolfssl-rvasm rv64 wolfssl-rvasm"
      # Zkn/Zbkb/Zbkc code traps under rv64: these rows need rv64-zk.
      echo "peers rv64-zk new AESALT_BENCH_PRESET=riscv64-zk"
      echo "wolfssl-rvzk rv64-zk wolfssl-rvzk"
      # Debian trixie's libcrypto.so (target_openssl_so): its scalar
      # crypto, then its vector crypto (QEMU 10, the plugin-capable build),
      # chosen with OPENSSL_riscvcap (the values insn_bench.c checks).
      echo "openssl-so rv64-zk openssl-3.5-zkn LD_BIND_NOW=1,OPENSSL_riscvcap=rv64gc_zbc_zbkb_zbkc_zbkx_zknd_zkne_zknh_zkr_zkt"
      echo "openssl-so rv64-zvk-v128 openssl-3.5-zvk LD_BIND_NOW=1,OPENSSL_riscvcap=rv64gc_v_zvbc_zvkb_zvkg_zvkned"
      # The zvkned kernel (QEMU 10, the plugin-capable build).
      echo "peers rv64-zvk-v128 zvkned"
      ;;
    m68k)
      echo "peers m68030 all"
      # OpenSSL's T-table C (Debian has no m68k libcrypto): the code of the
      # seed's real-68030 figure, for the calibration in m68k-kernels.md.
      echo "openssl-c m68030 openssl-c"
      ;;
    ppc64le)
      echo "peers power9 all"
      # Debian's newer libcrypto.so (target_openssl_so): its stitched GCM
      # runs on POWER9 and up; under POWER8 its aesp8 code with vpmsumd GHASH.
      echo "openssl-so power9 openssl-3.6 LD_BIND_NOW=1"
      echo "openssl-so power8 openssl-3.6-p8 LD_BIND_NOW=1"
      # Debian trixie's 3.5 (target_openssl_so2): the stitched GCM.
      echo "openssl-so2 power9 openssl-3.5 LD_BIND_NOW=1"
      echo "openssl-so2 power8 openssl-3.5-p8 LD_BIND_NOW=1"
      ;;
    ppc64)
      echo "peers power8 all"
      # wolfSSL's table-based POWER assembly (big-endian only: peers.cmake).
      echo "wolfssl-ppcasm power8 wolfssl-ppcasm"
      ;;
    armhf)
      # max: the ARMv8 core in AArch32, where armv8ce32 and OpenSSL's
      # crypto-extension code (aesv8-armx, ghashv8-armx) run; 1 is
      # ARMV7_NEON alone: OpenSSL's bsaes-armv7 and NEON GHASH.
      echo "peers max all"
      echo "peers max openssl-noce OPENSSL_armcap=1"
      # wolfSSL's ARM32 assembly without the crypto extension (peers.cmake).
      echo "wolfssl-arm32asm max wolfssl-arm32asm"
      ;;
    *) return 1 ;;
  esac
}

# target_openssl_so TARGET: the ARCH/SUITE of the newer Debian OpenSSL whose
# libcrypto.so the target's openssl-so runs use (bench/qemu-plugin/
# fetch-openssl.sh unpacks it with that suite's libc, the sysroot of those
# runs); nothing for a target without.  ppc64le: sid's 3.6.
target_openssl_so() {
  case $1 in
    riscv64) echo riscv64/trixie ;;
    ppc64le) echo ppc64el/sid ;;
  esac
}

# target_openssl_so2 TARGET: a second one, for the openssl-so2 runs.
# ppc64le: trixie's 3.5 from trixie-security in sid's libc (this machine's
# archive serves no ppc64el files of trixie main's openssl 3.5.9 nor of its
# libc6 2.41: 404; fetch-openssl.sh).
target_openssl_so2() {
  case $1 in
    ppc64le) echo ppc64el/trixie-security+sid ;;
  esac
}
