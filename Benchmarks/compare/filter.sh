#!/usr/bin/env bash
# pick's filter per keystroke beside `fzf --filter` on the same 1,000,000 lines (issue 13,
# section 3; issue 15, item 2). For each corpus and mode it times, RUNS times each (default 9):
#   - fzf --filter QUERY [--exact] < lines > /dev/null   (start, read, match, sort, print)
#   - pick's jobs `filter-CORPUS-MODE-first` (the first key) and `-next` (the three keys after
#     it) with `workload JOB RUNS median`: the lines already read and folded, as in a session
# and prints the medians, pick's per-key median (the slower of the first key and a following
# key), pick's total for the whole query (first + 3 following), and both as a ratio to fzf.
# The match counts of the whole query are printed side by side as a check. Then each key's own
# median (`workload filter-keys RUNS`): the budget is per key, so the slowest key is what counts.
#
#   Benchmarks/compare/filter.sh              # 9 runs each
#   RUNS=15 Benchmarks/compare/filter.sh
#   WORKLOAD=/tmp/workload Benchmarks/compare/filter.sh   # a workload tool built before (no build)
#   FILTER_THREADS=1 Benchmarks/compare/filter.sh          # pick searching on one thread (default: every core)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bench=$(cd "$here/.." && pwd)
runs=${RUNS:-9}
command -v fzf >/dev/null 2>&1 || { echo "filter.sh: fzf is not installed (apt-get install fzf)" >&2; exit 69; }
tool=${WORKLOAD:-}
if [ -z "$tool" ]; then
    swift build -c release --package-path "$bench" --product workload >&2
    tool="$bench/.build/release/workload"
fi
dir=$(mktemp -d "${TMPDIR:-/tmp}/filter-compare.XXXXXX")
trap 'rm -rf "$dir"' EXIT
"$tool" filter-lines "$dir/paths"
seq 1000000 >"$dir/seq"

# The median wall time in ms of RUNS runs of a command, stdin from $1, stdout discarded.
fzf_median() {
    local input=$1
    shift
    local times=()
    for _ in $(seq "$runs"); do
        local start end
        start=$(date +%s%N)
        fzf "$@" <"$input" >/dev/null || true
        end=$(date +%s%N)
        times+=("$(((end - start) / 1000))")
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { printf "%.1f", a[int((NR + 1) / 2)] / 1000 }'
}

# "RESULT MEDIAN_MS" of a workload job.
pick_median() {
    "$tool" "$1" "$runs" median | sed -E 's/.*: ([0-9]+); median ([0-9.]+) ms.*/\1 \2/'
}

echo "date: $(date -u '+%Y-%m-%d %H:%M UTC'), runs: $runs, load: $(cut -d' ' -f1-3 /proc/loadavg), $(fzf --version | head -1 | sed 's/^/fzf /'), pick threads: ${FILTER_THREADS:-every core ($(nproc))}"
printf '| %-6s | %-5s | %-5s | %9s | %9s | %9s | %9s | %10s | %10s | %15s |\n' \
    corpus mode query "fzf ms" "1st key" "next key" "total" "key / fzf" "total/fzf" "matches pick/fzf"
for corpus in paths seq; do
    query=mode
    [ "$corpus" = seq ] && query=4242
    for mode in exact fuzzy; do
        flags=()
        [ "$mode" = exact ] && flags=(--exact)
        fzf_ms=$(fzf_median "$dir/$corpus" --filter "$query" "${flags[@]}")
        fzf_count=$(fzf --filter "$query" "${flags[@]}" <"$dir/$corpus" | wc -l)
        read -r _ first < <(pick_median "filter-$corpus-$mode-first")
        read -r count next3 < <(pick_median "filter-$corpus-$mode-next")
        awk -v c="$corpus" -v m="$mode" -v q="$query" -v f="$fzf_ms" -v a="$first" -v n3="$next3" \
            -v pc="$count" -v fc="$fzf_count" 'BEGIN {
            n = n3 / 3; key = (a > n ? a : n); total = a + n3
            printf "| %-6s | %-5s | %-5s | %9.1f | %9.2f | %9.2f | %9.2f | %10.4f | %10.4f | %15s |\n",
                c, m, q, f, a, n, total, key / f, total / f, pc "/" fc
        }'
    done
done
echo
echo "each key's median, in the order typed (ms):"
"$tool" filter-keys "$runs"
