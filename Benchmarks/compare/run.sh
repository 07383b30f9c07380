#!/usr/bin/env bash
# Side-by-side harness: installs the peers and the harness's Python packages when missing, builds
# `pick` in release, then runs compare.py with any arguments given (e.g. --rounds 9 --only date).
#
#   Benchmarks/compare/run.sh                 # everything, 5 rounds
#   PICK_SKIP_BUILD=1 Benchmarks/compare/run.sh --only choose-3
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"

need=()
command -v dialog >/dev/null 2>&1 || need+=(dialog)
command -v whiptail >/dev/null 2>&1 || need+=(whiptail)
command -v fzf >/dev/null 2>&1 || need+=(fzf)
[ -x /usr/bin/time ] || need+=(time)
python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || need+=(python3-venv)
if ((${#need[@]})); then
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${need[@]}"
fi

if [ ! -x "$here/.venv/bin/python" ]; then
    python3 -m venv "$here/.venv"
fi
"$here/.venv/bin/python" -m pip install -q --disable-pip-version-check -r "$here/requirements.txt"

# The stdlib and Foundation linked statically, as pick is shipped: a dynamically linked Swift
# program spends ~6 ms more loading libFoundation before main (see README.md).
if [ -z "${PICK_SKIP_BUILD:-}" ]; then
    (cd "$root" && swift build -c release --product pick --static-swift-stdlib --scratch-path .build-release)
fi
exec "$here/.venv/bin/python" "$here/compare.py" --pick "$root/.build-release/release/pick" "$@"
