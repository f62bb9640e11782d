#!/usr/bin/env bash
# Builds the libFuzzer binary (release, -sanitize=fuzzer,address) and runs one of its
# targets, one property each (Sources/DynamicCodingFuzzer/FuzzTarget.swift), in one process
# (libFuzzer's default; -jobs would fork a child that logs to a file):
#
#   Fuzz/run.sh roundtrip 60          # the roundtrip target for 60 seconds
#   Fuzz/run.sh locality -runs=N      # N executions
#   Fuzz/run.sh history 60 -seed=1    # further arguments go to libFuzzer
#   Fuzz/run.sh all 30                # every target in turn, 30 seconds each
#
# Targets: roundtrip, locality, fidelity, history, textedits, agreement, locator.
# Each target starts from its corpus, Fuzz/.build-corpus/TARGET, where its new inputs go, and
# from seeds the binary writes into Fuzz/.build-seeds/TARGET: the committed Fuzz/Corpus, and
# for a target that picks a model by the input's first two bytes, each model's seed behind
# its selector. Exits non-zero when the fuzzer finds a crash (with `all`: when any target
# does, after running the others); the input is saved as Fuzz/.build-artifacts/TARGET-crash-*
# (reproduce with `FUZZ_TARGET=TARGET <binary> <file>`). -print_final_stats=1 prints each
# target's exec/s. Set SWIFT_BUILD_LOCK to a file to build under `flock` (a shared machine).
set -euo pipefail
cd "$(dirname "$0")"

targets=(roundtrip locality fidelity history textedits agreement locator)
usage() { echo "usage: Fuzz/run.sh TARGET|all SECONDS|-runs=N [libFuzzer flags]; targets: ${targets[*]}" >&2; exit 2; }

target=${1:-}
limit=${2:-}
shift 2 || usage
case "$target" in
    all) selected=("${targets[@]}") ;;
    *) [[ " ${targets[*]} " == *" $target "* ]] || usage; selected=("$target") ;;
esac
case "$limit" in
    -runs=*) budget=("$limit") ;;
    *[!0-9]* | '') usage ;;
    *) budget=("-max_total_time=$limit") ;;
esac

build=(swift build -c release --package-path . -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
lock=()
if [[ -n "${SWIFT_BUILD_LOCK:-}" ]]; then lock=(flock "$SWIFT_BUILD_LOCK"); fi
"${lock[@]}" "${build[@]}"
binary="$("${lock[@]}" "${build[@]}" --show-bin-path)/DynamicCodingFuzzer"

# libFuzzer reports crashes itself; Swift's backtracer would take over its signals.
export SWIFT_BACKTRACE=${SWIFT_BACKTRACE:-enable=no}
failed=()
for name in "${selected[@]}"; do
    echo "=== fuzz target: $name"
    rm -rf ".build-seeds/$name"
    mkdir -p ".build-corpus/$name" ".build-seeds/$name" .build-artifacts
    ASAN_OPTIONS=detect_leaks=0 FUZZ_TARGET=$name FUZZ_WRITE_SEEDS=".build-seeds/$name" FUZZ_CORPUS=Corpus \
        "$binary"
    (
        set -x
        FUZZ_TARGET=$name "$binary" ".build-corpus/$name" ".build-seeds/$name" -dict=fuzz.dict \
            -artifact_prefix=".build-artifacts/$name-" -timeout=20 -rss_limit_mb=4096 \
            -print_final_stats=1 "${budget[@]}" "$@"
    ) || failed+=("$name")
done
if ((${#failed[@]})); then
    echo "fuzz targets that failed: ${failed[*]}" >&2
    exit 1
fi
