#!/usr/bin/env bash
# Builds the libFuzzer target (release, -sanitize=fuzzer,address) and runs it from the
# seed corpus in Fuzz/Corpus, in one process (libFuzzer's default; -jobs would fork a
# child that logs to a file).
#
#   Fuzz/run.sh             # 60 seconds
#   Fuzz/run.sh 600         # 600 seconds
#   Fuzz/run.sh -runs=N     # N executions
#   Fuzz/run.sh 60 -seed=1  # further arguments go to libFuzzer
#
# Exits non-zero when the fuzzer finds a crash; the input is saved as
# Fuzz/.build-artifacts/crash-* (reproduce with `<binary> <file>`). New inputs go to
# Fuzz/.build-corpus, which later runs start from; the committed seeds stay as they are.
# Set SWIFT_BUILD_LOCK to a file to build under `flock` (a shared machine).
set -euo pipefail
cd "$(dirname "$0")"

limit=${1:-60}
shift || true
case "$limit" in
    -runs=*) budget=("$limit") ;;
    *[!0-9]* | '') echo "usage: Fuzz/run.sh [SECONDS|-runs=N] [libFuzzer flags]" >&2; exit 2 ;;
    *) budget=("-max_total_time=$limit") ;;
esac

build=(swift build -c release --package-path . -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
lock=()
if [[ -n "${SWIFT_BUILD_LOCK:-}" ]]; then lock=(flock "$SWIFT_BUILD_LOCK"); fi
"${lock[@]}" "${build[@]}"
binary="$("${lock[@]}" "${build[@]}" --show-bin-path)/DynamicCodingFuzzer"

mkdir -p .build-corpus .build-artifacts
# libFuzzer reports crashes itself; Swift's backtracer would take over its signals.
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}
set -x
"$binary" .build-corpus Corpus -dict=fuzz.dict -artifact_prefix=.build-artifacts/ \
    -timeout=20 -rss_limit_mb=4096 -print_final_stats=1 "${budget[@]}" "$@"
