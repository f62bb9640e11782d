#!/usr/bin/env bash
# Checks that the library uses no API of the standard library, Synchronization, Dispatch or
# Foundation newer than Package.swift's platforms without @available/#available (the
# compiler checks Apple availability only when it compiles for an Apple platform; this
# check runs on Linux). Builds the DynamicCoding target with an index store under
# .build-availability, apart from the main .build, then runs Scripts/check-availability.py
# on it; arguments go to the script (e.g. --floors macOS=12,iOS=15,tvOS=15,watchOS=8).
# Exit status: 0 none, 1 uses above the floors, 2 the check could not run.
# Usage: Scripts/check-availability.sh [--floors ...]
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --target DynamicCoding --scratch-path .build-availability \
    -Xswiftc -index-store-path -Xswiftc "$PWD/.build-availability/index" \
    -Xswiftc -index-ignore-system-modules
exec python3 Scripts/check-availability.py --index-store .build-availability/index "$@"
