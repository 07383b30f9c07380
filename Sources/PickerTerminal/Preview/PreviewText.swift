import PickerCore
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
                guard let end = EscapeSequenceFilter.end(ofSequenceIn: input, at: index) else {
                    held = Array(input[index...])
                    return
                }
                if input[index + 1] == UInt8(ascii: "["), input[end - 1] == UInt8(ascii: "m") {
                    style.applySGR(input[(index + 2)..<(end - 1)])
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
