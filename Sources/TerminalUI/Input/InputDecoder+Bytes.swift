/// What one step of decoding found: the event (if the bytes meant one), where the next event
/// starts, and whether a bracketed paste begins there.
///
/// One step never finds more than one event, so it holds an optional rather than an array:
/// decoding a key allocates nothing.
struct ParsedInput {
    var event: InputEvent?
    var next: Int
    var startsPaste = false
    /// The terminal answering a question (not a person's input), kept apart from the events.
    var reply: TerminalReply?

    static func key(_ key: Key, _ modifiers: KeyModifiers = [], next: Int) -> ParsedInput {
        ParsedInput(event: .key(KeyStroke(key, modifiers)), next: next)
    }

    /// Bytes that mean nothing to us, dropped whole.
    static func swallowed(next: Int) -> ParsedInput { ParsedInput(event: nil, next: next) }

    /// A terminal's answer, consumed whole.
    static func reply(_ reply: TerminalReply, next: Int) -> ParsedInput { ParsedInput(event: nil, next: next, reply: reply) }

    /// The same event with `modifiers` added when it is a key (Alt from a leading Esc).
    func adding(_ modifiers: KeyModifiers) -> ParsedInput {
        guard case .key(var press)? = event else { return self }
        var copy = self
        press.modifiers.formUnion(modifiers)
        copy.event = .key(press)
        return copy
    }
}

extension InputDecoder {
    /// Decodes the event starting at `pending[index]`; nil when more bytes are needed to tell
    /// (never when `final`). Always consumes at least one byte.
    func parseEvent(at index: Int, final: Bool) -> ParsedInput? {
        let byte = pending[index]
        switch byte {
        case 0x1B:
            return parseEscape(at: index, final: final)
        case 0x0D, 0x0A:
            return .key(.enter, next: index + 1)
        case 0x09:
            return .key(.tab, next: index + 1)
        case 0x7F, 0x08:
            return .key(.backspace, next: index + 1)
        case 0x00:
            return .key(.character(" "), .control, next: index + 1)
        case 0x01...0x1A:
            return .key(.character(Character(Unicode.Scalar(byte - 1 + 0x61))), .control, next: index + 1)
        case 0x1C...0x1F:
            // Ctrl-\ Ctrl-] Ctrl-^ Ctrl-_ : the control code is the character minus 0x40.
            return .key(.character(Character(Unicode.Scalar(byte + 0x40))), .control, next: index + 1)
        case 0x20...0x7E:
            return .key(.character(Character(Unicode.Scalar(byte))), next: index + 1)
        default:
            guard let (scalar, next) = parseUTF8(at: index, final: final) else { return nil }
            return .key(.character(Character(scalar)), next: next)
        }
    }

    /// Decodes what follows an Esc at `pending[index]`.
    private func parseEscape(at index: Int, final: Bool) -> ParsedInput? {
        guard index + 1 < pending.count else {
            return final ? .key(.escape, next: index + 1) : nil
        }
        switch pending[index + 1] {
        case UInt8(ascii: "["):
            return parseCSI(at: index, final: final)
        case UInt8(ascii: "O"):
            return parseSS3(at: index, final: final)
        case UInt8(ascii: "_"):
            return parseApplicationCommand(at: index, final: final)
        case 0x1B:
            // Esc Esc [ A is Alt-Up on some terminals; Esc Esc alone is two presses of Esc.
            guard index + 2 < pending.count else {
                return final ? .key(.escape, next: index + 1) : nil
            }
            let third = pending[index + 2]
            guard third == UInt8(ascii: "[") || third == UInt8(ascii: "O") else {
                return .key(.escape, next: index + 1)
            }
            guard let inner = parseEscape(at: index + 1, final: final) else { return nil }
            return inner.event == nil ? inner : inner.adding(.alt)
        default:
            // Alt-x arrives as Esc then x.
            return parseEvent(at: index + 1, final: final)?.adding(.alt)
        }
    }

    /// Decodes `ESC O x` (SS3): the application-mode arrows, Home/End, F1–F4 and keypad Enter.
    private func parseSS3(at index: Int, final: Bool) -> ParsedInput? {
        var cursor = index + 2
        // Some terminals put a modifier digit between O and the key (ESC O 5 A).
        var modifiers: KeyModifiers = []
        if cursor < pending.count, (0x31...0x39).contains(pending[cursor]) {
            modifiers = Self.modifiers(xterm: Int(pending[cursor] - 0x30))
            cursor += 1
        }
        guard cursor < pending.count else {
            return final ? .key(.character("O"), .alt, next: index + 2) : nil
        }
        let key: Key? =
            switch pending[cursor] {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            case UInt8(ascii: "M"): .enter
            case UInt8(ascii: "P"): .function(1)
            case UInt8(ascii: "Q"): .function(2)
            case UInt8(ascii: "R"): .function(3)
            case UInt8(ascii: "S"): .function(4)
            default: nil
            }
        if let key { return .key(key, modifiers, next: cursor + 1) }
        if (0x40...0x7E).contains(pending[cursor]) { return .swallowed(next: cursor + 1) }
        // Not SS3 after all: Alt-O (Alt-Shift-o), and the next byte starts a new event.
        return .key(.character("O"), .alt, next: index + 2)
    }

    /// The longest CSI we wait for; anything longer is noise and is dropped.
    private static let longestCSI = 48

    /// Decodes `ESC [ parameters intermediates final` (ECMA-48 CSI).
    private func parseCSI(at index: Int, final: Bool) -> ParsedInput? {
        let parametersStart = index + 2
        var cursor = parametersStart
        while cursor < pending.count, cursor - index < Self.longestCSI,
            (0x20...0x3F).contains(pending[cursor])
        {
            cursor += 1
        }
        if cursor - index >= Self.longestCSI { return .swallowed(next: cursor) }
        guard cursor < pending.count else {
            guard final else { return nil }
            // "ESC [" alone is Alt-[; with parameters it is a cut-off sequence: dropped.
            return cursor == parametersStart ? .key(.character("["), .alt, next: cursor) : .swallowed(next: cursor)
        }
        let finalByte = pending[cursor]
        guard (0x40...0x7E).contains(finalByte) else {
            // Broken off by a byte that cannot be in a CSI: drop what came, go on from that byte.
            return .swallowed(next: cursor)
        }
        let parameters = pending[parametersStart..<cursor]
        if parameters.isEmpty, finalByte == UInt8(ascii: "M") {
            return parseX10Mouse(at: cursor + 1, final: final)
        }
        if parameters.isEmpty, finalByte == UInt8(ascii: "[") {
            return parseLinuxFunctionKey(at: cursor + 1, final: final)
        }
        var parsed = interpretCSI(parameters, final: finalByte)
        parsed.next = cursor + 1
        return parsed
    }

    /// Linux console F1–F5: `ESC [ [ A` … `ESC [ [ E`.
    private func parseLinuxFunctionKey(at index: Int, final: Bool) -> ParsedInput? {
        guard index < pending.count else { return final ? .swallowed(next: index) : nil }
        let byte = pending[index]
        if (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(byte) {
            return .key(.function(Int(byte - UInt8(ascii: "A")) + 1), next: index + 1)
        }
        return .swallowed(next: index)
    }

    /// Decodes one UTF-8 scalar at `pending[index]` (a byte ≥ 0x80): the scalar and the index
    /// after it, U+FFFD for an ill-formed sequence (as much of it as is ill-formed, the way
    /// the Unicode standard's "maximal subpart" practice does), nil when it is cut short.
    func parseUTF8(at index: Int, final: Bool) -> (Unicode.Scalar, Int)? {
        let lead = pending[index]
        let length: Int
        var range: ClosedRange<UInt8> = 0x80...0xBF  // allowed second byte
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            range = 0xA0...0xBF  // no overlong forms
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            range = 0x80...0x9F  // no surrogates
        case 0xF0:
            length = 4
            range = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            range = 0x80...0x8F  // nothing past U+10FFFF
        default:
            return (Self.replacement, index + 1)
        }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            let position = index + offset
            guard position < pending.count else {
                return final ? (Self.replacement, position) : nil
            }
            let byte = pending[position]
            guard (offset == 1 ? range : 0x80...0xBF).contains(byte) else {
                return (Self.replacement, position)
            }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return (Unicode.Scalar(value) ?? Self.replacement, index + length)
    }

    static let replacement: Unicode.Scalar = "\u{FFFD}"
}
