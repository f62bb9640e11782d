#!/usr/bin/env bash
# Instruction counts (valgrind --tool=callgrind) of one run of each benchmark scenario,
# ours and the hand-written baseline, and their ratio. Unlike times, these repeat
# exactly on a busy machine. A warm scenario decodes 1,000 elements once before the
# count and once counted; a cold one counts its first decode in a fresh process.
# SWIFT_DETERMINISTIC_HASHING=1 makes Swift's hashing repeat between runs; what still
# moves (up to about 2% between builds of the same code) is the runtime's lookups in
# its generic-metadata caches, whose probing depends on where a build puts each type.
# Usage: Scripts/benchmark-instructions.sh [SCENARIO...]; set SWIFT_BUILD to wrap the
# build, e.g. SWIFT_BUILD="flock /tmp/lock swift build".
set -euo pipefail
cd "$(dirname "$0")/.."
${SWIFT_BUILD:-swift build} -c release --product dynamic-coding-benchmarks >/dev/null
binary=.build/release/dynamic-coding-benchmarks
count() {
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file=/dev/null --collect-atstart=no \
        --toggle-collect='*measuredRun*' "$binary" --objects 1000 --once "$1" "$2" 2>&1 |
        sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
scenarios=("$@")
if [ ${#scenarios[@]} -eq 0 ]; then
    mapfile -t scenarios < <("$binary" --list | cut -d' ' -f1)
fi
echo "| scenario | baseline (instructions) | ours (instructions) | ratio |"
echo "|---|---:|---:|---:|"
for number in "${scenarios[@]}"; do
    name=$("$binary" --list | sed -n "${number}p" | cut -d' ' -f3-)
    baseline=$(count "$number" baseline)
    ours=$(count "$number" ours)
    ratio=$(awk -v o="$ours" -v b="$baseline" 'BEGIN { printf "%.2f", o / b }')
    printf '| %s | %s | %s | %s× |\n' "$name" "$baseline" "$ours" "$ratio"
done
