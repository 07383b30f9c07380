"""The InquirerPy peer: a select prompt over the lines of a file (argv[1]), as a user would write it."""

import sys

from InquirerPy import inquirer

with open(sys.argv[1], encoding="utf-8") as lines:
    choices = lines.read().splitlines()
print(inquirer.select(message="Choose", choices=choices).execute())
