#!/usr/bin/env bash
# Builds main.swift three ways and runs each: debug, -O, and -O without SIL mem2reg.
set -u
cd "$(dirname "$0")"
out=$(mktemp -d)
swiftc -version 2>&1 | head -1
for flags in "-Onone" "-O" "-O -Xllvm -sil-disable-pass=mem2reg"; do
    # shellcheck disable=SC2086
    swiftc $flags main.swift -o "$out/main" 2>/dev/null
    result=$(SWIFT_BACKTRACE=enable=no "$out/main" 2>/dev/null)
    status=$?
    printf '%-40s exit %3d, printed: %s\n' "$flags" "$status" "$result"
done
rm -rf "$out"
