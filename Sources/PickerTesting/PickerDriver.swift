// SKELETON (views owner completes it).
import PickerTerminal
import TerminalUI
