#!/usr/bin/env bash
# Counts the hops of one decode: the library's frames on the call stack from a
# BackedDecodable model's init(from:) down to the init(from:) of one element of its
# `[any P]` property (debug build, so nothing is inlined; frames without a source line,
# such as protocol witness thunks, are not counted), and the folder crossings among them
# (two library frames in a row from different folders of Sources/DynamicCoding).
# Prints each library frame, outermost first, as `folder/File.swift:line function`.
# Needs gdb. Usage: Scripts/count-hops.sh; set SWIFT_BUILD to wrap the build, e.g.
# SWIFT_BUILD="flock /tmp/lock swift build".
set -euo pipefail
cd "$(dirname "$0")/hop-probe"
# A build made before the library's files were renamed fails on missing inputs: clean.
${SWIFT_BUILD:-swift build} --product HopProbe >/dev/null 2>&1 ||
    { swift package clean && ${SWIFT_BUILD:-swift build} --product HopProbe >/dev/null; }
line=$(grep -n "hop-probe: stop here" Sources/HopProbe/main.swift | cut -d: -f1)
gdb -batch -ex "break main.swift:$line" -ex run -ex bt .build/debug/HopProbe 2>/dev/null |
    grep -E "^#[0-9]+ .* at .*/Sources/DynamicCoding/" |
    sed -E 's/^#[0-9]+ +(0x[0-9a-f]+ in )?([^ ]+) .* at .*\/Sources\/DynamicCoding\/(.*)$/\3 \2/' |
    swift demangle --simplified | tac |
    python3 -c '
import sys
frames = [line.rstrip("\n").split(" ", 1) for line in sys.stdin if line.strip()]
folders = ["/".join(place.split(":")[0].split("/")[:-1][:2]) for place, _ in frames]
for place, function in frames:
    print(f"{place:58} {function[:100]}")
crossings = sum(1 for a, b in zip(folders, folders[1:]) if a != b)
print(f"{len(frames)} hops, {crossings} folder crossings")
'
