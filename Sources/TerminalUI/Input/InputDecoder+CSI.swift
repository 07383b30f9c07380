extension InputDecoder {
    /// The event a whole CSI sequence stands for (its `next` is set by the caller); unknown
    /// sequences give no event.
    func interpretCSI(_ parameterBytes: ArraySlice<UInt8>, final: UInt8) -> ParsedInput {
        var bytes = parameterBytes
        // A private marker (< = > ?) leads the parameters of mouse reports and replies.
        var marker: UInt8?
        if let first = bytes.first, (0x3C...0x3F).contains(first) {
            marker = first
            bytes = bytes.dropFirst()
        }
        // Intermediate bytes (0x20–0x2F) mark sequences no key sends.
        if bytes.contains(where: { $0 < 0x30 }) { return .swallowed(next: 0) }
        let numbers = Self.numbers(bytes)
        if marker == UInt8(ascii: "<") {
            return final == UInt8(ascii: "M") || final == UInt8(ascii: "m")
                ? sgrMouse(numbers, released: final == UInt8(ascii: "m")) : .swallowed(next: 0)
        }
        if marker == UInt8(ascii: "?"), final == UInt8(ascii: "c") { return .reply(.deviceAttributes, next: 0) }
        if marker != nil { return .swallowed(next: 0) }

        let modifiers = numbers.count > 1 ? Self.modifiers(xterm: numbers[1] ?? 1) : []
        switch final {
        case UInt8(ascii: "A"): return .key(.up, modifiers, next: 0)
        case UInt8(ascii: "B"): return .key(.down, modifiers, next: 0)
        case UInt8(ascii: "C"): return .key(.right, modifiers, next: 0)
        case UInt8(ascii: "D"): return .key(.left, modifiers, next: 0)
        case UInt8(ascii: "H"): return .key(.home, modifiers, next: 0)
        case UInt8(ascii: "F"): return .key(.end, modifiers, next: 0)
        case UInt8(ascii: "Z"): return .key(.tab, modifiers.union(.shift), next: 0)
        case UInt8(ascii: "P")...UInt8(ascii: "S"):
            // xterm's modified F1–F4 (ESC [ 1 ; 5 P); any other first number is a reply such
            // as a cursor position report (ESC [ row ; column R), not a key.
            guard numbers.first ?? 1 == 1 else { return .swallowed(next: 0) }
            return .key(.function(Int(final - UInt8(ascii: "P")) + 1), modifiers, next: 0)
        case UInt8(ascii: "~"): return tildeKey(numbers, modifiers: modifiers)
        case UInt8(ascii: "u"):
            // CSI u (fixterms, kitty): code ; modifiers u
            return Self.codepointKey(numbers.first, modifiers: modifiers)
        default: return .swallowed(next: 0)
        }
    }

    /// `ESC [ n ~` and `ESC [ n ; m ~`: the editing keypad, function keys, paste start.
    private func tildeKey(_ numbers: CSIParameters, modifiers: KeyModifiers) -> ParsedInput {
        guard let number = numbers.first else { return .swallowed(next: 0) }
        let key: Key
        switch number {
        case 1, 7: key = .home
        case 2: key = .insert
        case 3: key = .delete
        case 4, 8: key = .end
        case 5: key = .pageUp
        case 6: key = .pageDown
        case 11...15: key = .function(number - 10)
        case 17...21: key = .function(number - 11)
        case 23, 24: key = .function(number - 12)
        case 200:
            var parsed = ParsedInput.swallowed(next: 0)
            parsed.startsPaste = true
            return parsed
        case 27:
            // xterm modifyOtherKeys: ESC [ 27 ; modifiers ; code ~
            let code = numbers.count > 2 ? numbers[2] : nil
            return Self.codepointKey(code, modifiers: modifiers)
        default:
            // Includes 201 (a paste end without its start).
            return .swallowed(next: 0)
        }
        return .key(key, modifiers, next: 0)
    }

    /// The key a Unicode code point names in CSI u and modifyOtherKeys reports.
    private static func codepointKey(_ code: Int?, modifiers: KeyModifiers) -> ParsedInput {
        guard let code, let scalar = Unicode.Scalar(UInt32(clamping: code)) else { return .swallowed(next: 0) }
        switch code {
        case 13: return .key(.enter, modifiers, next: 0)
        case 9: return .key(.tab, modifiers, next: 0)
        case 27: return .key(.escape, modifiers, next: 0)
        case 8, 127: return .key(.backspace, modifiers, next: 0)
        case 0..<32: return .swallowed(next: 0)
        default: return .key(.character(Character(scalar)), modifiers, next: 0)
        }
    }

    /// xterm's modifier parameter: 1 + (1 Shift, 2 Alt, 4 Ctrl, 8 Meta); Meta counts as Alt.
    static func modifiers(xterm parameter: Int) -> KeyModifiers {
        let bits = max(0, parameter - 1)
        var modifiers: KeyModifiers = []
        if bits & 1 != 0 { modifiers.insert(.shift) }
        if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
        if bits & 4 != 0 { modifiers.insert(.control) }
        return modifiers
    }

    /// The numbers of `1;5` or `<0;10;3` (without the marker): nil where one is empty.
    /// Sub-parameters after a colon are ignored; numbers are capped so none can overflow.
    static func numbers(_ bytes: ArraySlice<UInt8>) -> CSIParameters {
        var numbers = CSIParameters()
        var current: Int?
        var inSubParameter = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: ";"):
                numbers.append(current)
                current = nil
                inSubParameter = false
            case UInt8(ascii: ":"):
                inSubParameter = true
            case UInt8(ascii: "0")...UInt8(ascii: "9") where !inSubParameter:
                current = min(1_000_000, (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0")))
            default:
                break
            }
        }
        numbers.append(current)
        return numbers
    }
}

/// The parameters of a CSI sequence, kept inline: no key or mouse report reads past the
/// third, so only the first three are stored and the rest only counted. Parsing one thus
/// allocates nothing (an array per sequence would be much of decoding's cost).
struct CSIParameters {
    /// How many parameters the sequence had (empty ones count).
    private(set) var count = 0
    private var stored: (Int?, Int?, Int?) = (nil, nil, nil)

    /// Adds the next parameter, nil when it was empty.
    mutating func append(_ value: Int?) {
        switch count {
        case 0: stored.0 = value
        case 1: stored.1 = value
        case 2: stored.2 = value
        default: break
        }
        count += 1
    }

    /// The parameter at `index`: nil when it was empty, past the end, or past the third.
    subscript(index: Int) -> Int? {
        switch index {
        case 0: stored.0
        case 1: stored.1
        case 2: stored.2
        default: nil
        }
    }

    /// The first parameter, or nil (empty, or none).
    var first: Int? { count > 0 ? stored.0 : nil }
}
