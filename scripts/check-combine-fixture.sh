#!/usr/bin/env bash
# Builds and runs Tests/Fixtures/CombineUser: a separate package, written as for Apple
# platforms with `import Vellum` for `import SwiftUI` and `import Combine` kept, depending on
# the Vellum product of this checkout. It fails when that file stops compiling or when its
# timer probe draws the wrong ticks. Not part of `make test` (it builds Vellum a second time,
# in its own folder). Usage: scripts/check-combine-fixture.sh [output folder for the PNGs]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
scratch="${COMBINE_FIXTURE_BUILD:-$root/.build-combine-fixture}"
out="${1:-$(mktemp -d)}"
mkdir -p "$out"
cd "$root/Tests/Fixtures/CombineUser"
swift build --scratch-path "$scratch"
"$scratch/debug/CombineUser" "$out"
