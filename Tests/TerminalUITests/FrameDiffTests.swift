import Testing

@testable import TerminalUI

@Suite struct FrameDiffTests {
    private static let esc = "\u{1B}"

    private func diff(
        _ old: Buffer?, _ new: Buffer, cursor: CursorPosition = CursorPosition(x: 0, y: 0),
        depth: ColorDepth = .trueColor
    ) -> (bytes: String, cursor: CursorPosition) {
        var cursor = cursor
        let bytes = FrameDiff.bytes(from: old, to: new, cursor: &cursor, depth: depth)
        return (bytes, cursor)
    }

    @Test func identicalFramesWriteNothing() {
        var frame = Buffer(width: 8, height: 3)
        frame.write("日本 abc", x: 0, y: 1, style: Style(foreground: .rgb(1, 2, 3), bold: true))
        let result = diff(frame, frame, cursor: CursorPosition(x: 3, y: 2))
        #expect(result.bytes == "")
        #expect(result.cursor == CursorPosition(x: 3, y: 2))
    }

    @Test func oneChangedCellAcrossUnchangedBlanksRewritesThem() {
        let old = Buffer(width: 10, height: 3)
        var new = old
        new.write("x", x: 2, y: 1)
        // Down one, then the two blank cells again ("  ", 2 bytes) beat ESC[2C (4 bytes).
        let result = diff(old, new)
        #expect(result.bytes == "\(Self.esc)[B  x")
        #expect(result.cursor == CursorPosition(x: 3, y: 1))
    }

    @Test func oneChangedCellAcrossStyledCellsMovesRight() {
        var old = Buffer(width: 10, height: 3)
        old.write("abcdef", x: 0, y: 1, style: Style(bold: true))
        var new = old
        new.write("x", x: 5, y: 1)
        let result = diff(old, new, cursor: CursorPosition(x: 0, y: 2))
        #expect(result.bytes == "\(Self.esc)[A\(Self.esc)[5Cx")
        #expect(result.cursor == CursorPosition(x: 6, y: 1))
    }

    @Test func movesLeftOrReturnsWhicheverIsShorter() {
        let old = Buffer(width: 20, height: 2)
        var new = old
        new.write("x", x: 1, y: 0)
        #expect(diff(old, new, cursor: CursorPosition(x: 12, y: 0)).bytes == "\r\(Self.esc)[Cx")  // 4 < ESC[11D
        #expect(diff(old, new, cursor: CursorPosition(x: 2, y: 0)).bytes == "\(Self.esc)[Dx")  // 3 < 4
        #expect(diff(old, new, cursor: CursorPosition(x: 4, y: 0)).bytes == "\r\(Self.esc)[Cx")  // a tie with ESC[3D
        var atZero = old
        atZero.write("y", x: 0, y: 1)
        #expect(diff(old, atZero, cursor: CursorPosition(x: 9, y: 0)).bytes == "\(Self.esc)[B\ry")
    }

    @Test func consecutiveChangesNeedNoMoves() {
        let old = Buffer(width: 10, height: 1)
        var new = old
        new.write("hi", x: 0, y: 0)
        new.write("!", x: 2, y: 0, style: Style(underline: true))
        #expect(diff(old, new).bytes == "hi\(Self.esc)[4m!\(Self.esc)[0m")
    }

    @Test func styleChangesAreIncrementalWhenShorter() {
        let old = Buffer(width: 10, height: 1)
        var new = old
        new.write("a", x: 0, y: 0, style: Style(foreground: .basic(1), bold: true, underline: true))
        new.write("b", x: 1, y: 0, style: Style(foreground: .basic(1), underline: true))
        new.write("c", x: 2, y: 0, style: Style(foreground: .basic(4)))
        new.write("d", x: 3, y: 0, style: Style(dim: true))
        new.write("e", x: 4, y: 0, style: Style(bold: true))
        new.write("f", x: 5, y: 0, style: Style(foreground: .basic(1), bold: true, dim: true))
        new.write("g", x: 6, y: 0, style: Style(foreground: .basic(1), bold: true))
        let expected = [
            "\(Self.esc)[1;4;31ma",
            "\(Self.esc)[22mb",  // bold off
            "\(Self.esc)[0;34mc",  // reset and blue beats underline off and blue (24;34)
            "\(Self.esc)[0;2md",  // reset and dim beats dim and default colour (2;39)
            "\(Self.esc)[0;1me",
            "\(Self.esc)[2;31mf",
            "\(Self.esc)[22;1mg",  // bold and dim share their "off": bold is set again
            "\(Self.esc)[0m",
        ].joined()
        #expect(diff(old, new).bytes == expected)
    }

    @Test(arguments: [
        (ColorDepth.trueColor, "\u{1B}[1;38;2;255;0;0;48;2;0;0;128mx\u{1B}[0m"),
        (.indexed256, "\u{1B}[1;38;5;196;48;5;18mx\u{1B}[0m"),
        (.basic16, "\u{1B}[1;91;44mx\u{1B}[0m"),
        (.none, "\u{1B}[1mx\u{1B}[0m"),
    ])
    func coloursAreDowngradedToTheDepth(depth: ColorDepth, expected: String) {
        let old = Buffer(width: 1, height: 1)
        var new = old
        new.write("x", x: 0, y: 0, style: Style(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 128), bold: true))
        // The one cell is the last column, so the frame ends with CR (pending wrap).
        #expect(diff(old, new, depth: depth).bytes == expected + "\r")
    }

    @Test func noColourDepthKeepsAttributesButNoColour() {
        let old = Buffer(width: 4, height: 1)
        var new = old
        new.write("ab", x: 0, y: 0, style: Style(foreground: .basic(2), background: .indexed(200), underline: true))
        #expect(diff(old, new, depth: .none).bytes == "\(Self.esc)[4mab\(Self.esc)[0m")
        var colourOnly = old
        colourOnly.write("ab", x: 0, y: 0, style: Style(foreground: .basic(2)))
        #expect(diff(old, colourOnly, depth: .none).bytes == "ab")
    }

    @Test func colourDowngrades() {
        #expect(TerminalColor.rgb(255, 0, 0).downgraded(to: .indexed256) == .indexed(196))
        #expect(TerminalColor.rgb(128, 128, 128).downgraded(to: .indexed256) == .indexed(244))
        #expect(TerminalColor.rgb(0, 0, 0).downgraded(to: .indexed256) == .indexed(16))
        #expect(TerminalColor.rgb(255, 255, 255).downgraded(to: .basic16) == .basic(15))
        #expect(TerminalColor.rgb(90, 90, 250).downgraded(to: .basic16) == .basic(12))
        #expect(TerminalColor.rgb(10, 132, 255).downgraded(to: .basic16) == .basic(6))
        #expect(TerminalColor.indexed(196).downgraded(to: .basic16) == .basic(9))
        #expect(TerminalColor.indexed(9).downgraded(to: .trueColor) == .basic(9))
        #expect(TerminalColor.indexed(100).downgraded(to: .trueColor) == .indexed(100))
        #expect(TerminalColor.basic(3).downgraded(to: .none) == nil)
    }

    @Test func aFrameEndingInTheLastColumnEndsWithCarriageReturn() {
        let old = Buffer(width: 4, height: 2)
        var new = old
        new.write("z", x: 3, y: 0)
        new.write("y", x: 3, y: 1)
        // After "z" the cursor is in pending wrap: CR then forward, never ESC[B from an unknown column.
        let result = diff(old, new)
        #expect(result.bytes == "   z\(Self.esc)[B\r\(Self.esc)[3Cy\r")
        #expect(result.cursor == CursorPosition(x: 0, y: 1))
    }

    @Test func wideGraphemesAdvanceTwoColumns() {
        let old = Buffer(width: 6, height: 1)
        var new = old
        new.write("日x", x: 0, y: 0)
        #expect(diff(old, new).bytes == "日x")
        var next = new
        next.write("本", x: 0, y: 0)
        #expect(diff(new, next, cursor: CursorPosition(x: 3, y: 0)).bytes == "\r本")
    }

    @Test func nilOldDrawsEverything() {
        var new = Buffer(width: 3, height: 2)
        new.write("ab", x: 0, y: 0)
        let result = diff(nil, new)
        #expect(result.bytes == "ab \(Self.esc)[B\r   \r")
        #expect(result.cursor == CursorPosition(x: 0, y: 1))
    }

    @Test func brokenCellsAreDrawnAsBlanks() {
        var new = Buffer(width: 4, height: 1)
        new[0, 0] = Cell("a\u{1B}[2J")  // several graphemes, one of them an escape
        new[1, 0] = .continuation  // no head
        new[2, 0] = Cell("日")  // no continuation after it
        new[3, 0] = Cell("\u{7}")
        #expect(diff(Buffer(width: 4, height: 1), new).bytes == "")
        #expect(diff(nil, new).bytes == "    \r")
    }

    @Test func randomFramesReplayedOnAnEmulatedScreenGiveTheNewFrame() {
        var generator = SplitMix64(seed: 20_240_601)
        for round in 0..<400 {
            let width = Int(generator.next() % 9) + 1
            let height = Int(generator.next() % 4) + 1
            let depth = ColorDepth.allCases[Int(generator.next() % 4)]
            var frames = [randomBuffer(width: width, height: height, using: &generator)]
            for _ in 0..<3 {
                frames.append(randomEdit(of: frames[frames.count - 1], using: &generator))
            }
            var cursor = CursorPosition(x: Int(generator.next() % UInt64(width)), y: Int(generator.next() % UInt64(height)))
            // The first frame goes over a screen of junk, as with an unknown screen.
            var screen = ScreenEmulator(
                showing: randomBuffer(width: width, height: height, using: &generator), depth: depth, cursor: cursor)
            var previous: Buffer? = nil
            for frame in frames {
                let bytes = FrameDiff.bytes(from: previous, to: frame, cursor: &cursor, depth: depth)
                screen.apply(bytes)
                #expect(screen.problems.isEmpty, "round \(round): \(screen.problems) in \(bytes.debugDescription)")
                #expect(screen.pen == .plain, "round \(round): frame must end with attributes reset")
                #expect(!screen.pendingWrap && screen.x == cursor.x && screen.y == cursor.y, "round \(round)")
                for y in 0..<height {
                    for x in 0..<width {
                        let expected = frame[x, y]
                        let shown = screen.cell(x: x, y: y)
                        #expect(shown.grapheme == expected.grapheme, "round \(round) at (\(x), \(y))")
                        if !expected.isContinuation {
                            #expect(shown.style == expected.style.downgraded(to: depth), "round \(round) at (\(x), \(y))")
                        }
                    }
                }
                previous = frame
            }
        }
    }

    private func randomBuffer(width: Int, height: Int, using generator: inout SplitMix64) -> Buffer {
        var buffer = Buffer(width: width, height: height)
        for _ in 0..<Int(generator.next() % 8) {
            buffer = randomEdit(of: buffer, using: &generator)
        }
        return buffer
    }

    private func randomEdit(of buffer: Buffer, using generator: inout SplitMix64) -> Buffer {
        let texts = ["a", "bc", "日本", "x語y", "😀", "e\u{301}", "    ", "zz", "👨‍👩‍👧"]
        var buffer = buffer
        for _ in 0..<Int(generator.next() % 4) + 1 {
            let x = Int(generator.next() % UInt64(buffer.width + 1)) - 1
            let y = Int(generator.next() % UInt64(buffer.height))
            let style = randomStyle(using: &generator)
            switch generator.next() % 3 {
            case 0:
                buffer.fill(Rect(x: x, y: y, width: Int(generator.next() % 4), height: 2), with: Cell(" ", style: style))
            case 1:
                buffer.restyle(Rect(x: x, y: y, width: Int(generator.next() % 4), height: 1)) { $0 = style }
            default:
                buffer.write(texts[Int(generator.next() % UInt64(texts.count))], x: x, y: y, style: style)
            }
        }
        return buffer
    }

    private func randomStyle(using generator: inout SplitMix64) -> Style {
        let colors: [TerminalColor?] = [nil, .basic(1), .basic(12), .indexed(33), .indexed(250), .rgb(200, 30, 90), .rgb(0, 0, 0)]
        let bits = generator.next()
        return Style(
            foreground: colors[Int(generator.next() % UInt64(colors.count))],
            background: colors[Int(generator.next() % UInt64(colors.count))],
            bold: bits & 1 != 0, dim: bits & 2 != 0 && bits & 64 != 0, italic: bits & 4 != 0,
            underline: bits & 8 != 0, reverse: bits & 16 != 0 && bits & 128 != 0, strikethrough: bits & 32 != 0 && bits & 256 != 0
        )
    }
}

@Suite struct ColorDepthDetectionTests {
    @Test(arguments: [
        ([:], ColorDepth.basic16),
        (["TERM": "xterm"], .basic16),
        (["TERM": "xterm-256color"], .indexed256),
        (["TERM": "xterm-256color", "COLORTERM": "truecolor"], .trueColor),
        (["TERM": "xterm", "COLORTERM": "24bit"], .trueColor),
        (["TERM": "dumb"], .none),
        (["TERM": "dumb", "COLORTERM": "truecolor"], .none),
        (["NO_COLOR": "1", "TERM": "xterm-256color"], .none),
        (["NO_COLOR": "", "TERM": "xterm-256color"], .indexed256),
        (["NO_COLOR": "1", "CLICOLOR_FORCE": "1"], .basic16),
        (["NO_COLOR": "1", "CLICOLOR_FORCE": "1", "TERM": "screen-256color"], .indexed256),
        (["TERM": "dumb", "CLICOLOR_FORCE": "yes", "COLORTERM": "truecolor"], .trueColor),
        (["TERM": "dumb", "CLICOLOR_FORCE": "0"], .none),
        (["NO_COLOR": "x", "CLICOLOR_FORCE": ""], .none),
    ])
    func detection(environment: [String: String], expected: ColorDepth) {
        #expect(ColorDepth.detect(environment: environment) == expected)
    }
}
