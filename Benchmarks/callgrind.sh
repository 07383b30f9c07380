#!/usr/bin/env bash
# Instruction counts that do not depend on the machine's load: runs one workload's measured part
# under valgrind's callgrind and prints the instructions it executed (setup excluded).
#
#   Benchmarks/callgrind.sh                 # lists the workloads
#   Benchmarks/callgrind.sh decoder [N]     # instructions of N runs (default 1)
#   KEEP=1 Benchmarks/callgrind.sh frame    # also keeps callgrind.out.* for callgrind_annotate
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
swift build -c release --package-path "$here" --product workload >&2
tool="$here/.build/release/workload"
if [ $# -eq 0 ]; then exec "$tool"; fi
out=$(mktemp "${TMPDIR:-/tmp}/callgrind.out.XXXXXX")
valgrind --tool=callgrind --callgrind-out-file="$out" --toggle-collect='*measuredRun*' "$tool" "$@" >&2
total=$(awk '/^(summary|totals):/ { print $2; exit }' "$out")
echo "$1: $total instructions (${2:-1} run(s))"
if [ -n "${KEEP:-}" ]; then
    echo "profile: $out  (callgrind_annotate --inclusive=yes $out | head -40)" >&2
else
    rm -f "$out"
fi
