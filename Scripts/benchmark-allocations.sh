#!/usr/bin/env bash
# The benchmark with its allocation column filled: builds Scripts/malloc-counter.c into a
# shared object that counts every malloc, calloc, realloc and aligned allocation, and
# runs the benchmark with it preloaded (Linux, glibc). The benchmark checks the counter
# on class instances first. Usage: Scripts/benchmark-allocations.sh [--rounds N]
# Set SWIFT_BUILD to wrap the build, e.g. SWIFT_BUILD="flock /tmp/lock swift build".
set -euo pipefail
cd "$(dirname "$0")/.."
${SWIFT_BUILD:-swift build} -c release --package-path Benchmarks --product dynamic-coding-benchmarks >/dev/null
counter=.build/malloc-counter.so
gcc -O2 -shared -fPIC -o "$counter" Scripts/malloc-counter.c
LD_PRELOAD="$PWD/$counter" Benchmarks/.build/release/dynamic-coding-benchmarks "$@"
