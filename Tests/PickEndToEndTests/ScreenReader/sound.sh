#!/bin/sh
# Fenrir's sound command in the screen-reader test: a sound icon is logged ("I <name>") rather
# than played, so the test can tell icons from words.
printf 'I %s\n' "$(basename "$1")" >> "$FENRIR_LOG"
