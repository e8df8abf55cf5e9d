#!/usr/bin/env bash
# Fetches Debian 12's OpenSSL for the peer rows of aesalt-insn-bench on the
# targets Debian builds it for (arm64 -> aarch64, ppc64el -> ppc64le, armhf):
# libssl3 (libcrypto.so.3) and libssl-dev (headers, the .so link) with
# 'apt-get download' through the private apt configuration of
# ci/lib/private-apt.sh, with a package list of its own for the foreign
# architectures.  The .debs are kept in ~/.cache/aesalt/debs (AESALT_CACHE);
# each architecture is unpacked (dpkg-deb -x) into the ignored
# third_party/openssl-<debian-arch>/.  Idempotent.
# Usage: bench/qemu-plugin/fetch-openssl.sh [DEBIAN-ARCH...]   (default: arm64 ppc64el)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
# shellcheck source=../../ci/lib/private-apt.sh
source "$root/ci/lib/private-apt.sh"
cache=${AESALT_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/aesalt}/debs
arches=("$@")
[ ${#arches[@]} -gt 0 ] || arches=(arm64 ppc64el)
mkdir -p "$cache"

foreign=$root/third_party/apt-foreign
release=$(. /etc/os-release && echo "${VERSION_CODENAME:-bookworm}")
inited=0
foreign_apt() {
  apt-get "${PRIVATE_APT_OPTS[@]}" -o "Dir::Etc::SourceList=$foreign/sources.list" \
    -o "Dir::State::Lists=$foreign/lists" -o "Dir::Cache=$foreign/cache" \
    -o "Dir::State::status=$foreign/status" \
    -o APT::Architectures::=arm64 -o APT::Architectures::=ppc64el -o APT::Architectures::=armhf "$@"
}
init() {
  local uri
  [ $inited -eq 0 ] || return 0
  private_apt_init
  # The same archive as the private configuration, the machine's release only.
  uri=$(awk '$1 == "deb" {for (i = 2; i <= NF; i++) if ($i ~ /:\/\//) {print $i; exit}}' \
    "$root/third_party/apt/etc/sources.list")
  mkdir -p "$foreign/lists/partial" "$foreign/cache/archives/partial"
  : >"$foreign/status"
  echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg arch=arm64,ppc64el,armhf] $uri $release main" \
    >"$foreign/sources.list"
  local d
  for d in arm64 ppc64el armhf; do
    if [ -z "$(find "$foreign/lists" -maxdepth 1 -name "*binary-${d}_Packages*" -mmin -1440 | head -n 1)" ]; then
      foreign_apt update -qq
      break
    fi
  done
  inited=1
}

for a in "${arches[@]}"; do
  dest=$root/third_party/openssl-$a
  debs=()
  for p in libssl3 libssl-dev; do
    f=$(ls "$cache/${p}_"*"_$a.deb" 2>/dev/null | sort -V | tail -n 1 || true)
    if [ -z "$f" ]; then
      init
      (cd "$cache" && foreign_apt download -qq "$p:$a" >&2)
      f=$(ls "$cache/${p}_"*"_$a.deb" | sort -V | tail -n 1)
    fi
    debs+=("$f")
  done
  stamp=$(basename -a "${debs[@]}" | tr '\n' ' ')
  if [ -f "$dest/.aesalt-version" ] && [ "$(cat "$dest/.aesalt-version")" = "$stamp" ]; then
    echo "fetch-openssl: $a present ($stamp)"
    continue
  fi
  rm -rf "$dest"
  tmp=$(mktemp -d "$root/third_party/.openssl.XXXXXX")
  for f in "${debs[@]}"; do
    dpkg-deb -x "$f" "$tmp"
  done
  echo "$stamp" >"$tmp/.aesalt-version"
  mv "$tmp" "$dest"
  echo "fetch-openssl: $a unpacked ($stamp)"
done
