// One `import PickerKit` gives an app everything it needs: the pickers' models (PickerCore),
// the drawing surface and colour depths (TerminalUI), the terminal pickers, views and themes
// (PickerTerminal), and the one-call prompts of this module.
@_exported import PickerCore
@_exported import PickerTerminal
@_exported import TerminalUI
