"""The questionary peer: a select prompt over the lines of a file (argv[1]), as a user would write it."""

import sys

import questionary

with open(sys.argv[1], encoding="utf-8") as lines:
    choices = lines.read().splitlines()
print(questionary.select("Choose", choices=choices).ask())
