extension Style {
    /// Applies the parameters of an SGR escape (the `1;31` of `ESC [ 1 ; 3 1 m`) as a terminal
    /// would: what coloured text a program wrote (`ls --color`, `git log --color`, `bat`) looks
    /// like when it is drawn again inside a picker, in a preview pane or as `--ansi` items.
    ///
    /// Understood: reset (`0`, or no parameter), bold, dim, italic, underline, reverse and
    /// strikethrough and their "off" codes, the 16 basic and bright colours (`30`–`37`, `90`–`97`
    /// and their backgrounds), the defaults (`39`, `49`), 256 colours (`38;5;n`) and true colour
    /// (`38;2;r;g;b`). Anything else is left alone, so an unknown code changes nothing.
    ///
    /// ```swift
    /// var style = Style.plain
    /// style.applySGR(Array("1;38;5;208".utf8)[...])   // bold, foreground .indexed(208)
    /// style.applySGR([])                              // plain again
    /// ```
    package mutating func applySGR(_ parameters: ArraySlice<UInt8>) {
        let numbers = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
            Int(String(decoding: $0, as: UTF8.self)) ?? 0
        }
        var index = 0
        while index < numbers.count {
            let number = numbers[index]
            switch number {
            case 0: self = .plain
            case 1: bold = true
            case 2: dim = true
            case 3: italic = true
            case 4: underline = true
            case 7: reverse = true
            case 9: strikethrough = true
            case 22: bold = false; dim = false
            case 23: italic = false
            case 24: underline = false
            case 27: reverse = false
            case 29: strikethrough = false
            case 30...37: foreground = .basic(UInt8(number - 30))
            case 39: foreground = nil
            case 40...47: background = .basic(UInt8(number - 40))
            case 49: background = nil
            case 90...97: foreground = .basic(UInt8(number - 90 + 8))
            case 100...107: background = .basic(UInt8(number - 100 + 8))
            case 38, 48:
                var color: TerminalColor?
                if index + 2 < numbers.count, numbers[index + 1] == 5 {
                    color = .indexed(UInt8(clamping: numbers[index + 2]))
                    index += 2
                } else if index + 4 < numbers.count, numbers[index + 1] == 2 {
                    color = .rgb(
                        UInt8(clamping: numbers[index + 2]), UInt8(clamping: numbers[index + 3]), UInt8(clamping: numbers[index + 4]))
                    index += 4
                }
                if number == 38 { foreground = color } else { background = color }
            default: break
            }
            index += 1
        }
    }
}
