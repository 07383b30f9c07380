#!/usr/bin/env bash
# Installs pick as it ships (one optimised, static binary) with its manual page and completion
# scripts under a prefix.
#
#   Scripts/install.sh                        # into /usr/local
#   Scripts/install.sh ~/.local               # into your home, no root needed
#   PICK_BINARY=path Scripts/install.sh DIR   # a pick already built, instead of building one
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
prefix="${1:-/usr/local}"
binary="${PICK_BINARY:-}"
if [[ -z $binary ]]; then
    # The same build as the release tests and the benchmarks: generic metadata through accessors,
    # and on Linux one static executable.
    flags=(-c release --product pick -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
    if [[ $(uname) == Linux ]]; then flags+=(-Xswiftc -static-executable); fi
    swift build --package-path "$root" --scratch-path "$root/.build-release" "${flags[@]}"
    binary="$root/.build-release/release/pick"
fi
install -d "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
    "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
install -m 755 "$binary" "$prefix/bin/pick"
pick="$prefix/bin/pick"
"$pick" --generate-manual-page > "$prefix/share/man/man1/pick.1"
"$pick" --generate-completion-script bash > "$prefix/share/bash-completion/completions/pick"
"$pick" --generate-completion-script zsh > "$prefix/share/zsh/site-functions/_pick"
"$pick" --generate-completion-script fish > "$prefix/share/fish/vendor_completions.d/pick.fish"
echo "installed pick $("$pick" --version) in $prefix"
