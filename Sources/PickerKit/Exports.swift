// What `import PickerKit` gives an app: the one-call prompts of this module, and the public
// surface of the four modules below, re-exported whole.
//
// Whole modules rather than a list of names, because each of these modules' public surface is
// itself the chosen set: a declaration is public only when an app needs it (a type or member
// PickerKit's prompts take or return, such as `Theme`, `WatchStyle` or `DatePickerMode`; what the
// DocC articles and the README show an app using to build a picker of its own, such as
// `WheelPicker`, `TerminalSession` or `KeyBindingTable`). What only our own targets use (the
// process machinery: `ProcessControl`, `StandardStreams`, `InputReader`; the session loop and
// frame composer; the watch styles' card views; the codecs) has `package` access and never
// reaches an app. A list of `@_exported import struct ...` lines would have to follow every
// type a public signature names, and a forgotten one would make a prompt's parameter type
// unnameable; the access modifiers already say it once, beside each declaration.
//
// Images are not here: `Prompt.chooseImage` is in the PickerKitImages product, so an app that
// never shows a picture builds without libpng or libturbojpeg.
@_exported import PickerCore
@_exported import PickerFormats
@_exported import PickerTerminal
@_exported import TerminalUI
