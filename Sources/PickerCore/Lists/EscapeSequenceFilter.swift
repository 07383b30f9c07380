/// Takes terminal escape sequences out of input arriving in pieces, for `pick choose --ansi`:
/// items coloured by `ls --color` or `git log --color` match and print as their text alone,
/// as fzf's `--ansi` has them (`printf '\e[31mred\e[0m\n' | fzf --ansi --filter red` prints `red`).
///
/// Removed: CSI sequences (`ESC [` parameters, intermediates, a final byte; SGR colours among
/// them), string sequences (`ESC ]`, `ESC P`, `ESC X`, `ESC _`, `ESC ^`, up to BEL or `ESC \`, or the
/// line's end), and two- or three-byte escapes (`ESC c`, `ESC ( B`). A sequence split across
/// two pieces is held until the next one completes it; one still open when the input ends is
/// dropped (``finish()``).
///
/// ```swift
/// var filter = EscapeSequenceFilter()
/// filter.filter(Array("\u{1B}[31mre".utf8))   // "re"
/// filter.filter(Array("d\u{1B}[0".utf8))      // "d" (the "\u{1B}[0" waits)
/// filter.filter(Array("m\n".utf8))            // "\n"
/// ```
package struct EscapeSequenceFilter: Equatable, Sendable {
    /// The start of a sequence an earlier piece ended inside.
    private var pending: [UInt8] = []

    package init() {}

    /// An SGR escape taken out: where in the bytes kept it stood, and its parameters (the
    /// `1;31` of `ESC [ 1 ; 3 1 m`), for drawing the text in its colours again.
    package struct SGR: Equatable, Sendable {
        /// The index in the bytes ``filter(_:sgr:)`` returned at which the escape stood.
        package var offset: Int
        /// The parameter bytes between `ESC [` and `m`.
        package var parameters: [UInt8]
    }

    /// `bytes` without their escape sequences; the start of one they end inside is kept for the
    /// next call.
    package mutating func filter(_ bytes: [UInt8]) -> [UInt8] {
        var ignored: [SGR]?
        return filter(bytes, sgr: &ignored)
    }

    /// `bytes` without their escape sequences, as ``filter(_:)``; the SGR escapes among them
    /// are added to `sgr` (when it is not nil) with where they stood in what is returned.
    package mutating func filter(_ bytes: [UInt8], sgr: inout [SGR]?) -> [UInt8] {
        guard !pending.isEmpty || bytes.contains(Self.escape) else { return bytes }
        let input = pending + bytes
        pending = []
        var kept: [UInt8] = []
        kept.reserveCapacity(input.count)
        var index = 0
        while index < input.count {
            guard input[index] == Self.escape else {
                kept.append(input[index])
                index += 1
                continue
            }
            guard let end = Self.end(ofSequenceIn: input, at: index) else {
                pending = Array(input[index...])
                break
            }
            if sgr != nil, input[index + 1] == UInt8(ascii: "["), input[end - 1] == UInt8(ascii: "m") {
                sgr?.append(SGR(offset: kept.count, parameters: Array(input[(index + 2)..<(end - 1)])))
            }
            index = end
        }
        return kept
    }

    /// The input has ended: a sequence still open is dropped.
    package mutating func finish() { pending = [] }

    /// `text` without its escape sequences (an item given as an argument).
    package static func stripped(_ text: String) -> String {
        var filter = EscapeSequenceFilter()
        return String(decoding: filter.filter(Array(text.utf8)), as: UTF8.self)
    }

    private static let escape: UInt8 = 0x1B

    /// Where the sequence starting with ESC at `start` ends (the index after it); nil when the
    /// bytes end before it does. The one scanner for escapes in text a person did not type:
    /// `--ansi` items here, and a preview command's output in the pane.
    ///
    /// A CSI runs to its final byte; a string sequence (OSC, DCS, SOS, PM, APC) to BEL or
    /// `ESC \`; an escape with intermediates (`ESC ( B`) to the byte after them; anything else
    /// is two bytes. A broken sequence ends before the byte that breaks it (a CSI at a byte
    /// outside its ranges, a string at a newline, NUL or a lone ESC), so no text is lost to it.
    ///
    /// ```swift
    /// EscapeSequenceFilter.end(ofSequenceIn: Array("\u{1B}(Bx".utf8), at: 0)   // 3
    /// EscapeSequenceFilter.end(ofSequenceIn: Array("\u{1B}[3".utf8), at: 0)    // nil
    /// ```
    package static func end(ofSequenceIn bytes: [UInt8], at start: Int) -> Int? {
        let next = start + 1
        guard next < bytes.count else { return nil }
        switch bytes[next] {
        case UInt8(ascii: "["):
            // Parameters and intermediates (0x20–0x3F), then the final byte (0x40–0x7E); any
            // other byte ends a broken sequence before it, so no text is lost to it.
            var index = next + 1
            while index < bytes.count {
                let byte = bytes[index]
                if (0x40...0x7E).contains(byte) { return index + 1 }
                if !(0x20...0x3F).contains(byte) { return index }
                index += 1
            }
            return nil
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "X"), UInt8(ascii: "_"), UInt8(ascii: "^"):
            var index = next + 1
            while index < bytes.count {
                switch bytes[index] {
                case 0x07: return index + 1
                case UInt8(ascii: "\n"), 0: return index
                case escape:
                    guard index + 1 < bytes.count else { return nil }
                    return bytes[index + 1] == UInt8(ascii: "\\") ? index + 2 : index
                default: index += 1
                }
            }
            return nil
        case 0x20...0x2F:
            // ESC, intermediates, a final byte: a character set choice such as ESC ( B.
            var index = next + 1
            while index < bytes.count, (0x20...0x2F).contains(bytes[index]) { index += 1 }
            return index < bytes.count ? index + 1 : nil
        default:
            return next + 1
        }
    }
}
