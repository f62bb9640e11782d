#!/usr/bin/env bash
# Instruction counts (valgrind --tool=callgrind) of one run of each benchmark scenario,
# ours and the hand-written baseline, and their ratio. Unlike times, these repeat
# exactly on a busy machine. A warm scenario decodes 1,000 elements once before the
# count and once counted; a cold one counts its first decode in a fresh process.
# SWIFT_DETERMINISTIC_HASHING=1 makes Swift's hashing repeat between runs. What still
# moves between builds of the same code (up to 13% of a warm scenario) is the runtime's
# lookups in its generic-metadata cache, which Foundation's unspecialized containers make
# on every call: how long each probe takes depends on where a build puts each type. The
# last three columns leave those lookups out, the figure that moves only with the code.
# Usage: Scripts/benchmark-instructions.sh [SCENARIO...]; set SWIFT_BUILD to wrap the
# build, e.g. SWIFT_BUILD="flock /tmp/lock swift build".
set -euo pipefail
cd "$(dirname "$0")/.."
${SWIFT_BUILD:-swift build} -c release --package-path Benchmarks --product dynamic-coding-benchmarks >/dev/null
binary=Benchmarks/.build/release/dynamic-coding-benchmarks
profile=$(mktemp)
trap 'rm -f "$profile"' EXIT
# Prints "total outside", the instructions counted and those outside the metadata cache.
count() {
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$profile" --collect-atstart=no \
        --toggle-collect='*measuredRun*' "$binary" --objects 1000 --once "$1" "$2" >/dev/null 2>&1
    callgrind_annotate --auto=no --threshold=100 "$profile" | awk '
        /PROGRAM TOTALS/ { gsub(",", "", $1); total = $1 }
        /getGenericMetadata|MetadataCacheKey|GenericCacheEntry|getCache\(|ConcurrentReadableHashMap|awaitSatisfyingState|AtomicWaitQueue|LockingConcurrentMap/ {
            gsub(",", "", $1); cache += $1 }
        END { print total, total - cache }'
}
scenarios=("$@")
if [ ${#scenarios[@]} -eq 0 ]; then
    mapfile -t scenarios < <("$binary" --list | cut -d' ' -f1)
fi
echo "| scenario | baseline | ours | ratio | baseline, outside the metadata cache | ours, outside | ratio |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for number in "${scenarios[@]}"; do
    name=$("$binary" --list | sed -n "${number}p" | cut -d' ' -f3-)
    read -r baseline baselineOutside < <(count "$number" baseline)
    read -r ours oursOutside < <(count "$number" ours)
    printf '| %s | %s | %s | %s× | %s | %s | %s× |\n' "$name" "$baseline" "$ours" \
        "$(awk -v o="$ours" -v b="$baseline" 'BEGIN { printf "%.2f", o / b }')" "$baselineOutside" "$oursOutside" \
        "$(awk -v o="$oursOutside" -v b="$baselineOutside" 'BEGIN { printf "%.2f", o / b }')"
done
