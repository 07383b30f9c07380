/// Select Graphic Rendition: the escape that sets colours and attributes.
///
/// Styles given here are already downgraded (see ``Style/downgraded(to:)``), so the escape for a
/// colour is the one its case names.
enum SGR {
    /// The shortest escape that changes the terminal's attributes from `current` to `target`;
    /// empty when they are the same.
    ///
    /// Two candidates: reset everything and set what `target` needs (`ESC[0;1;34m`), or turn off
    /// and on only what differs (`ESC[22;34m`). Bold and dim share one "off" (22), so leaving
    /// one of them turns the other back on when it stays.
    static func transition(from current: Style, to target: Style) -> String {
        if current == target { return "" }
        let fromReset = sequence(["0"] + parameters(setting: target))

        var delta: [String] = []
        var base = current
        if (current.bold && !target.bold) || (current.dim && !target.dim) {
            delta.append("22")
            base.bold = false
            base.dim = false
        }
        if current.italic && !target.italic { delta.append("23") }
        if current.underline && !target.underline { delta.append("24") }
        if current.reverse && !target.reverse { delta.append("27") }
        if current.strikethrough && !target.strikethrough { delta.append("29") }
        if target.bold && !base.bold { delta.append("1") }
        if target.dim && !base.dim { delta.append("2") }
        if target.italic && !current.italic { delta.append("3") }
        if target.underline && !current.underline { delta.append("4") }
        if target.reverse && !current.reverse { delta.append("7") }
        if target.strikethrough && !current.strikethrough { delta.append("9") }
        if target.foreground != current.foreground {
            delta += target.foreground.map { colorParameters($0, background: false) } ?? ["39"]
        }
        if target.background != current.background {
            delta += target.background.map { colorParameters($0, background: true) } ?? ["49"]
        }
        let incremental = sequence(delta)
        return incremental.utf8.count < fromReset.utf8.count ? incremental : fromReset
    }

    /// The escape that resets every attribute.
    static let reset = "\u{1B}[0m"

    /// The parameters that turn a reset terminal into `style`.
    static func parameters(setting style: Style) -> [String] {
        var parameters: [String] = []
        if style.bold { parameters.append("1") }
        if style.dim { parameters.append("2") }
        if style.italic { parameters.append("3") }
        if style.underline { parameters.append("4") }
        if style.reverse { parameters.append("7") }
        if style.strikethrough { parameters.append("9") }
        if let foreground = style.foreground { parameters += colorParameters(foreground, background: false) }
        if let background = style.background { parameters += colorParameters(background, background: true) }
        return parameters
    }

    static func colorParameters(_ color: Color, background: Bool) -> [String] {
        switch color {
        case .basic(let index):
            let index = Int(index & 0x0F)
            let base = index < 8 ? (background ? 40 : 30) : (background ? 100 : 90)
            return [String(base + index % 8)]
        case .indexed(let index):
            return [background ? "48" : "38", "5", String(index)]
        case .rgb(let r, let g, let b):
            return [background ? "48" : "38", "2", String(r), String(g), String(b)]
        }
    }

    private static func sequence(_ parameters: [String]) -> String {
        "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }
}
