#!/usr/bin/env bash
# Checks that the public API of the DynamicCoding library is the one committed in
# api/DynamicCoding.json: any declaration added, removed or changed fails the check.
# Dumps the API of the built module with swift-api-digester (-dump-sdk: source API, not
# ABI; no file paths, no tool arguments), normalizes it (Scripts/check-api.py: no
# imports, no conformances of standard types that are not the library's, declarations
# sorted) and compares it with the baseline. On a difference it prints the digester's
# report (-diagnose-sdk: what breaks clients), every declaration added, removed or
# changed, and the start of a unified diff of the two dumps.
#
# It does not build: it reads the module that Scripts/check-availability.sh builds
# (swift build --target DynamicCoding --scratch-path .build-availability), so CI runs it
# right after that check. The baseline is made on Linux (the dump names Linux's modules,
# e.g. FoundationEssentials for Data) by the toolchain CI uses; a new toolchain may list
# new marker protocols (Copyable, SendableMetatype, ...): then update the baseline.
#
# Usage: Scripts/check-api.sh [--update] [--modules DIR] [--baseline FILE]
#   --update         write the current API to the baseline instead of comparing
#   --modules DIR    the build's Modules folder (default $API_MODULES_DIR, else
#                    .build-availability/debug/Modules); the C module DynamicCodingAtomics
#                    is read from DIR/../DynamicCodingAtomics.build/module.modulemap
#   --baseline FILE  compare with (or update) FILE instead of api/DynamicCoding.json
# Environment: SWIFT_API_DIGESTER, the digester (default: the one next to `swift`).
# Exit status: 0 the API is the baseline's (or --update wrote it), 1 it differs,
# 2 the check could not run.
set -euo pipefail
cd "$(dirname "$0")/.."

update=0
modules="${API_MODULES_DIR:-.build-availability/debug/Modules}"
baseline=api/DynamicCoding.json
while [ $# -gt 0 ]; do
    case "$1" in
        --update) update=1 ;;
        --modules) modules="${2:?--modules needs a folder}"; shift ;;
        --baseline) baseline="${2:?--baseline needs a file}"; shift ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "check-api: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
    shift
done

fail() { echo "check-api: $*" >&2; exit 2; }

[ "$(uname -s)" = Linux ] || fail "the baseline is made on Linux; run the check there"
if [ -n "${SWIFT_API_DIGESTER:-}" ]; then
    digester="$SWIFT_API_DIGESTER"
elif command -v swift >/dev/null; then
    digester="$(dirname "$(readlink -f "$(command -v swift)")")/swift-api-digester"
else
    digester="$(command -v swift-api-digester || true)"
fi
[ -x "$digester" ] || fail "no swift-api-digester (set SWIFT_API_DIGESTER)"
[ -e "$modules/DynamicCoding.swiftmodule" ] ||
    fail "no $modules/DynamicCoding.swiftmodule: build it first with" \
        "swift build --target DynamicCoding --scratch-path .build-availability" \
        "(Scripts/check-availability.sh does)"
atomics_map="$modules/../DynamicCodingAtomics.build/module.modulemap"
[ -e "$atomics_map" ] || fail "no $atomics_map (the build's module map of DynamicCodingAtomics)"

work="$(mktemp -d)"
keep_work=0
trap '[ "$keep_work" = 1 ] || rm -rf "$work"' EXIT

# -swift-only: no declarations imported from C; -avoid-location / -avoid-tool-args: no
# absolute paths or arguments in the dump; a module cache of its own, so the dump does
# not depend on what another build left in the shared one.
if ! "$digester" -dump-sdk -module DynamicCoding -swift-only -avoid-location -avoid-tool-args \
    -abort-on-module-fail -I "$modules" -Xcc "-fmodule-map-file=$atomics_map" \
    -module-cache-path "$work/module-cache" -o "$work/raw.json"; then
    fail "swift-api-digester could not load the module in $modules"
fi
current="$work/DynamicCoding.json"
python3 Scripts/check-api.py normalize "$work/raw.json" "$current" || exit 2

if [ "$update" = 1 ]; then
    mkdir -p "$(dirname "$baseline")"
    cp "$current" "$baseline"
    echo "check-api: wrote $baseline"
    exit 0
fi
[ -e "$baseline" ] || fail "no baseline $baseline: make it with Scripts/check-api.sh --update"

if cmp -s "$baseline" "$current"; then
    echo "check-api: the public API is the one in $baseline"
    exit 0
fi

keep_work=1
echo "check-api: the public API differs from $baseline"
echo
echo "swift-api-digester -diagnose-sdk (changes that break clients; it lists no additions):"
if "$digester" -diagnose-sdk -input-paths "$baseline" -input-paths "$current" \
    -o "$work/diagnose.txt" 2>"$work/diagnose.err"; then
    # The report's section titles (/* ... */) are printed only over the lines they head.
    report="$(awk '/^\/\*/ { title = $0; next } NF { if (title != "") print title; title = ""; print "  " $0 }' \
        "$work/diagnose.txt")"
    echo "${report:-  (nothing it counts as breaking)}"
else
    echo "  (the digester failed: $(head -c 500 "$work/diagnose.err"))"
fi
echo
python3 Scripts/check-api.py compare "$baseline" "$current" || true
echo
echo "The current dump is kept at $current."
echo "If the change is intended, run Scripts/check-api.sh --update, commit" \
    "api/DynamicCoding.json and add a line to CHANGELOG.md"
exit 1
