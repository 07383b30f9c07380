#!/bin/sh
# The shell Fenrir runs in its emulated terminal: a plain bash with a one-character prompt, the
# test's scratch folder as its home and `pick`'s folder first on PATH (both passed by the test).
export PS1='$ ' HISTFILE=/dev/null LANG=C.UTF-8 PATH="$FENRIR_PICK_DIR:$PATH"
cd "$FENRIR_WORK" || exit 1
exec /bin/bash --norc --noprofile -i
