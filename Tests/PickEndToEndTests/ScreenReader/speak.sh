#!/bin/sh
# Fenrir's speech command in the screen-reader test: instead of a voice, each utterance is
# appended to the log named by FENRIR_LOG, one line each, "S <text>". Fenrir splits its command
# line into words before it puts the text in, so the whole utterance arrives as $1.
printf 'S %s\n' "$1" >> "$FENRIR_LOG"
