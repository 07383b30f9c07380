#!/usr/bin/env bash
# Runs PickerKit's fuzzers, each for SECONDS on its committed seed corpus, and fails on the
# first crash or broken invariant (libFuzzer then leaves the input in Fuzz/crashes/).
#
#   Fuzz/run.sh                      # every target, 60 s each
#   Fuzz/run.sh 30                   # every target, 30 s each (what CI runs)
#   Fuzz/run.sh 3600 FuzzTypeAhead   # one target for an hour
#
# New inputs that reach new code go to a temporary corpus, so the committed seeds stay as they
# are; FUZZ_GROW=1 adds them to Fuzz/Corpus/<target>/ instead. FUZZ_CONFIG=debug builds without
# optimisation.
set -euo pipefail
cd "$(dirname "$0")"

seconds=${1:-60}
shift || true
targets=("$@")
if ((${#targets[@]} == 0)); then
    targets=(FuzzInputDecoder FuzzDateInputParser FuzzPickArguments FuzzTypeAhead FuzzFrameDiff)
fi
config=${FUZZ_CONFIG:-release}
flags=(-c "$config" -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing)

swift build "${flags[@]}" 2>&1 | grep -Ev "Cannot export local symbol" >&2 || true
bin=$(swift build "${flags[@]}" --show-bin-path)
mkdir -p crashes
status=0
for target in "${targets[@]}"; do
    [[ -x "$bin/$target" ]] || { echo "$target: not built" >&2; exit 1; }
    if [[ ${FUZZ_GROW:-0} == 1 ]]; then
        work="Corpus/$target"
    else
        work=$(mktemp -d)
    fi
    log=$(mktemp)
    # Swift's own crash backtracer trips over AddressSanitizer and can hang: libFuzzer reports.
    if SWIFT_BACKTRACE=enable=no "$bin/$target" -max_total_time="$seconds" -print_final_stats=1 -timeout=20 -rss_limit_mb=4096 \
        -artifact_prefix="crashes/$target-" "$work" "Corpus/$target" >"$log" 2>&1; then
        runs=$(grep -o 'number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo '?')
        echo "$target: $runs inputs in ${seconds} s, no crash"
    else
        echo "$target: FAILED" >&2
        grep -E "Fatal error|ERROR|SUMMARY|Test unit written|fuzzFailure|deadly" "$log" | head -20 >&2
        status=1
    fi
    rm -f "$log"
    [[ ${FUZZ_GROW:-0} == 1 ]] || rm -rf "$work"
done
exit $status
