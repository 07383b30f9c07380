import TerminalUI

/// A preview command's output as lines of styled text the pane can draw: SGR colours and
/// attributes are kept (`ls --color`, `bat --color=always`), every other escape sequence and
/// control character is dropped so nothing the command prints can move the cursor or change
/// the terminal, and tabs are expanded to the next multiple of 8 columns, counting display width.
///
/// Output arrives in pieces: ``append(_:)`` takes each as read, an escape sequence or a
/// character cut between two pieces included.
///
/// ```swift
/// var text = PreviewText()
/// text.append(Array("\u{1B}[31mred\u{1B}[0m\tplain\n".utf8))
/// text.lines[0].map(\.text)   // ["red", "     plain"]
/// ```
package struct PreviewText: Equatable, Sendable {
    /// A run of text in one style.
    package struct Run: Equatable, Sendable {
        package var text: String
        package var style: Style
    }

    /// The lines read so far; the last one may still be growing.
    package private(set) var lines: [[Run]] = [[]]
    private var style = Style.plain
    private var column = 0
    // Bytes of an escape sequence or a character not yet complete.
    private var held: [UInt8] = []

    package init() {}

    /// How many lines there are, the last one counted when it holds anything.
    package var lineCount: Int { lines.last?.isEmpty == true ? lines.count - 1 : lines.count }

    /// Adds what the command wrote next.
    package mutating func append(_ bytes: [UInt8]) {
        let input = held + bytes
        held = []
        var index = 0
        var text: [UInt8] = []
        func flush() {
            guard !text.isEmpty else { return }
            add(String(decoding: text, as: UTF8.self))
            text = []
        }
        while index < input.count {
            let byte = input[index]
            switch byte {
            case 0x1B:
                flush()
                guard let end = Self.escapeEnd(input, from: index) else {
                    held = Array(input[index...])
                    return
                }
                if input[index + 1] == UInt8(ascii: "["), input[end - 1] == UInt8(ascii: "m") {
                    applySGR(input[(index + 2)..<(end - 1)])
                }
                index = end
            case UInt8(ascii: "\n"):
                flush()
                lines.append([])
                column = 0
                index += 1
            case UInt8(ascii: "\t"):
                flush()
                let spaces = 8 - column % 8
                add(String(repeating: " ", count: spaces))
                index += 1
            case 0..<0x20, 0x7F:
                index += 1
            default:
                // A character cut at the end of this piece waits for the rest of its bytes.
                let length = byte < 0xC0 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
                if index + length > input.count, byte >= 0xC0 {
                    flush()
                    held = Array(input[index...])
                    return
                }
                text.append(contentsOf: input[index..<min(input.count, index + length)])
                index += length
            }
        }
        flush()
    }

    private mutating func add(_ text: String) {
        column += DisplayWidth.of(text)
        if let last = lines[lines.count - 1].last, last.style == style {
            lines[lines.count - 1][lines[lines.count - 1].count - 1].text += text
        } else {
            lines[lines.count - 1].append(Run(text: text, style: style))
        }
    }

    /// The index after the escape sequence starting at `start`, nil when it is not complete:
    /// CSI up to its final byte, OSC/DCS/APC up to BEL or ST, anything else two bytes.
    private static func escapeEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        guard start + 1 < bytes.count else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            var index = start + 2
            while index < bytes.count {
                if (0x40...0x7E).contains(bytes[index]) { return index + 1 }
                index += 1
            }
            return nil
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            var index = start + 2
            while index < bytes.count {
                if bytes[index] == 0x07 { return index + 1 }
                if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\") { return index + 2 }
                index += 1
            }
            return nil
        default:
            return start + 2
        }
    }

    /// Applies SGR parameters (`1;31`, `38;5;208`, `38;2;r;g;b`, `0`) to the current style.
    private mutating func applySGR(_ parameters: ArraySlice<UInt8>) {
        let numbers = parameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map {
            Int(String(decoding: $0, as: UTF8.self)) ?? 0
        }
        var index = 0
        while index < numbers.count {
            let number = numbers[index]
            switch number {
            case 0: style = .plain
            case 1: style.bold = true
            case 2: style.dim = true
            case 3: style.italic = true
            case 4: style.underline = true
            case 7: style.reverse = true
            case 9: style.strikethrough = true
            case 22: style.bold = false; style.dim = false
            case 23: style.italic = false
            case 24: style.underline = false
            case 27: style.reverse = false
            case 29: style.strikethrough = false
            case 30...37: style.foreground = .basic(UInt8(number - 30))
            case 39: style.foreground = nil
            case 40...47: style.background = .basic(UInt8(number - 40))
            case 49: style.background = nil
            case 90...97: style.foreground = .basic(UInt8(number - 90 + 8))
            case 100...107: style.background = .basic(UInt8(number - 100 + 8))
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
                if number == 38 { style.foreground = color } else { style.background = color }
            default: break
            }
            index += 1
        }
    }

    /// Draws the lines from `firstLine` into `area`, each cut at the area's right edge.
    package func draw(into buffer: inout Buffer, area: Rect, firstLine: Int) {
        guard area.width > 0, firstLine >= 0 else { return }
        for row in 0..<area.height {
            let index = firstLine + row
            guard index < lines.count else { return }
            var x = area.x
            for run in lines[index] {
                x += buffer.write(run.text, x: x, y: area.y + row, style: run.style, clip: area)
                if x >= area.x + area.width { break }
            }
        }
    }
}
