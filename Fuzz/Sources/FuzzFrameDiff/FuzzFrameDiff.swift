import TerminalUI

@testable import FuzzSupport

/// Random frames in, each diffed from the one before and replayed on a model terminal
/// (`ScreenEmulator`, the tests' own): the screen must then show exactly the new frame, the pen
/// must be reset, the cursor where the diff says, and nothing may wrap or scroll.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrameDiff(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let width = input.int(in: 1...12)
    let height = input.int(in: 1...5)
    let depth = input.pick(ColorDepth.allCases)
    var cursor = CursorPosition(x: input.int(in: 0...(width - 1)), y: input.int(in: 0...(height - 1)))
    var screen = ScreenEmulator(showing: randomEdit(of: Buffer(width: width, height: height), &input), depth: depth, cursor: cursor)
    // The first frame goes over a screen of junk, as with an unknown screen.
    var previous: Buffer? = nil
    var frame = Buffer(width: width, height: height)
    for round in 0..<input.int(in: 1...4) {
        frame = randomEdit(of: frame, &input)
        let bytes = FrameDiff.bytes(from: previous, to: frame, cursor: &cursor, depth: depth)
        screen.apply(bytes)
        if !screen.problems.isEmpty { fuzzFailure("round \(round): \(screen.problems) in \(bytes.debugDescription)") }
        if screen.pen != .plain { fuzzFailure("round \(round): the pen is not reset") }
        if screen.pendingWrap || screen.x != cursor.x || screen.y != cursor.y {
            fuzzFailure("round \(round): cursor at \(screen.x),\(screen.y), diff says \(cursor)")
        }
        for y in 0..<height {
            for x in 0..<width {
                let expected = frame[x, y]
                let shown = screen.cell(x: x, y: y)
                // A cluster's later cells are drawn with its first, in its style, as a terminal
                // draws a cluster in one pen: only their text is theirs.
                if shown.grapheme != expected.grapheme
                    || (!expected.isContinuation && !expected.joinsPrevious
                        && shown.style != expected.style.downgraded(to: depth))
                {
                    fuzzFailure("round \(round) at (\(x), \(y)): \(shown) for \(expected) after \(bytes.debugDescription)")
                }
            }
        }
        previous = frame
    }
    return 0
}

/// A few writes, fills and restyles, with text from graphemes that stress widths.
func randomEdit(of buffer: Buffer, _ input: inout FuzzInput) -> Buffer {
    let texts = ["a", "bc", "日本", "x語y", "😀", "e\u{301}", "    ", "zz", "👨‍👩‍👧", "\u{1B}[2J", "\t", "🇫🇷", "\u{200B}", "ᄀ\u{1161}"]
    var buffer = buffer
    for _ in 0..<input.int(in: 1...4) {
        let x = input.int(in: -1...buffer.width)
        let y = input.int(in: -1...buffer.height)
        let style = randomStyle(&input)
        switch input.int(in: 0...3) {
        case 0:
            buffer.fill(Rect(x: x, y: y, width: input.int(in: 0...5), height: input.int(in: 0...2)), with: Cell(" ", style: style))
        case 1:
            buffer.restyle(Rect(x: x, y: y, width: input.int(in: 0...5), height: 1)) { $0 = style }
        case 2:
            buffer.write(input.string(maxBytes: 8), x: x, y: y, style: style)
        default:
            buffer.write(input.pick(texts), x: x, y: y, style: style)
        }
    }
    return buffer
}

func randomStyle(_ input: inout FuzzInput) -> Style {
    let colors: [TerminalColor?] = [nil, .basic(1), .basic(12), .indexed(200), .indexed(3), .rgb(1, 2, 3), .rgb(250, 128, 0)]
    let flags = input.byte()
    return Style(
        foreground: input.pick(colors), background: input.pick(colors),
        bold: flags & 1 != 0, dim: flags & 2 != 0, italic: flags & 4 != 0, underline: flags & 8 != 0,
        reverse: flags & 16 != 0, strikethrough: flags & 32 != 0)
}
