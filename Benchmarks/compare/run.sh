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

# Built as pick is shipped: one fully static executable (-static-executable: the Swift
# runtime, Foundation, ICU and the C libraries inside). Linked dynamically, a Swift program
# spends ~6 ms loading libFoundation before main; with only the Swift libraries static it still
# loads libstdc++ and relocates a position-independent 78 MB binary, ~3 ms more than this
# (see ../README.md). glibc warns at link time that getpwuid_r and friends need its shared
# NSS modules at run time; pick never looks up users or hosts.
# -disable-concrete-type-metadata-mangled-name-accessors: code asks for a concrete generic
# type's metadata (Set<KeyStroke>, Wheel<LineListSource>...) through its accessor, with the
# conformances it needs passed in, instead of by mangled name, which makes the Swift runtime
# scan every protocol conformance of the binary to check the type's requirements (~0.25 M
# instructions each): `pick choose` runs 2.0 M instructions to its first frame instead of
# 3.1 M, `pick countdown` 10.9 M instead of 15.5 M (see ../README.md, "second pass").
if [ -z "${PICK_SKIP_BUILD:-}" ]; then
    static=(-Xswiftc -static-executable)
    [ "$(uname)" = Linux ] || static=()   # Darwin has no fully static executables
    accessors=(-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
    (cd "$root" && swift build -c release --product pick "${static[@]}" "${accessors[@]}" --scratch-path .build-release 2>&1 \
        | grep -v "in statically linked applications requires at runtime")
fi
exec "$here/.venv/bin/python" "$here/compare.py" --pick "$root/.build-release/release/pick" "$@"
