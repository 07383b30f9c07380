#!/usr/bin/env bash
# Peak resident memory of each pick command at start beside dialog's and fzf's (see peaks.py).
# Builds pick as it ships (static release, as compare/run.sh does) unless PICK_SKIP_BUILD is set.
#
#   Benchmarks/memory/peaks.sh                       # every program, 5 rounds, 10,000,000 lines
#   PICK_SKIP_BUILD=1 Benchmarks/memory/peaks.sh --only seq --rounds 3
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
if [ -z "${PICK_SKIP_BUILD:-}" ]; then
    static=(-Xswiftc -static-executable)
    [ "$(uname)" = Linux ] || static=()
    (cd "$root" && swift build -c release --product pick "${static[@]}" --scratch-path .build-release 2>&1 \
        | grep -v "in statically linked applications requires at runtime")
fi
exec python3 "$here/peaks.py" --pick "$root/.build-release/release/pick" "$@"
