#!/usr/bin/env bash
# Builds the DocC catalog (Sources/DynamicCoding/Documentation.docc) against the
# DynamicCoding module's symbol graphs and fails when docc reports any warning or error.
# Usage: Scripts/build-docs.sh [OUTPUT-DIR]   (default: .build-docs/DynamicCoding.doccarchive)
#
# The symbol graphs include extension blocks (-emit-extension-block-symbols, what
# swift-docc-plugin does by default), so the package's extensions of Decoder, Encoder,
# KeyedDecodingContainer, KeyedEncodingContainer and CodingUserInfoKey get pages of their
# own, and links such as ``Swift/Decoder/decode(_:at:strategy:)`` resolve. Everything is
# built under .build-docs, apart from the main .build.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="$PWD/.build-docs"
graphs="$scratch/symbol-graphs"
output="${1:-$scratch/DynamicCoding.doccarchive}"
docc="$(command -v docc || true)"
if [ -z "$docc" ]; then
    docc="$(dirname "$(command -v swift)")/docc"
fi

# The compiler writes symbol graphs only when it emits the module: remove the module file
# so that an up-to-date scratch build still emits it (and the graphs) again.
rm -rf "$graphs" "$output" "$scratch"/*/debug/Modules/DynamicCoding.swiftmodule
mkdir -p "$graphs"
swift build --scratch-path "$scratch" --target DynamicCoding \
    -Xswiftc -emit-symbol-graph \
    -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" \
    -Xswiftc -emit-extension-block-symbols

if [ ! -f "$graphs/DynamicCoding.symbols.json" ]; then
    echo "build-docs: no symbol graph was written to $graphs." >&2
    exit 1
fi

log="$scratch/docc.log"
status=0
"$docc" convert Sources/DynamicCoding/Documentation.docc \
    --additional-symbol-graph-dir "$graphs" \
    --fallback-display-name DynamicCoding \
    --fallback-bundle-identifier DynamicCoding \
    --output-path "$output" \
    --warnings-as-errors >"$log" 2>&1 || status=$?
cat "$log"

problems=$(grep -cE '(^|[[:space:]])(warning|error):' "$log" || true)
if [ "$status" -ne 0 ] || [ "$problems" -ne 0 ]; then
    echo "build-docs: docc reported $problems warning(s) or error(s) (exit status $status)." >&2
    exit 1
fi
echo "build-docs: no warnings; the archive is at $output"
