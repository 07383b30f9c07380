import Testing

@testable import TerminalUI

/// Pictures drawn in half blocks: every cell a new colour pair. They are pasted into the buffer
/// as ready cells and their colour escapes worked out from packed styles; these tests show that
/// the buffer is the one writing `▀` cell by cell gave, that the escapes are the shortest ones
/// (byte for byte as before), and that the frames replayed on a terminal show the picture.
@Suite struct PictureFrameTests {
    private static let esc = "\u{1B}"

    @Test func pastedCellsMakeTheBufferWritingHalfBlocksMade() {
        var generator = SplitMix64(seed: 20_261_123)
        for round in 0..<200 {
            let width = Int(generator.next() % 10) + 1
            let height = Int(generator.next() % 4) + 1
            // Wide graphemes under the picture's edges, so halves left behind must be blanked.
            var background = Buffer(width: width, height: height)
            for row in 0..<height { background.write(round % 2 == 0 ? "日本語日本" : "a界b界c", x: Int(generator.next() % 2), y: row) }
            let place = Rect(
                x: Int(generator.next() % UInt64(width + 2)) - 1, y: Int(generator.next() % UInt64(height + 1)) - 1,
                width: Int(generator.next() % 6) + 1, height: Int(generator.next() % 3) + 1)
            let clip = Rect(
                x: Int(generator.next() % UInt64(width)), y: 0, width: Int(generator.next() % UInt64(width + 1)), height: height)
            let styles = (0..<(place.width * place.height)).map { _ in randomPictureStyle(using: &generator) }

            var written = background
            for row in 0..<place.height {
                for column in 0..<place.width {
                    written.write("▀", x: place.x + column, y: place.y + row, style: styles[row * place.width + column], clip: clip)
                }
            }
            var pasted = background
            pasted.paste(styles.map { Cell("▀", style: $0) }, into: place, clip: clip)
            #expect(pasted == written, "round \(round)")
        }
    }

    @Test func cellsThatAreNotOneColumnArePastedAsBlanksInTheirStyle() {
        var buffer = Buffer(width: 4, height: 1)
        let red = Style(background: .indexed(196))
        buffer.paste([Cell("x", style: red), Cell("日", style: red), .continuation, Cell("y")], into: Rect(x: 0, y: 0, width: 4, height: 1))
        #expect(buffer.lines == ["x  y"])
        #expect(buffer[1, 0] == Cell(" ", style: red))
        // A count that does not fill the rectangle writes nothing.
        buffer.paste([Cell("z")], into: Rect(x: 0, y: 0, width: 2, height: 1))
        #expect(buffer.lines == ["x  y"])
    }

    @Test func colourPairsChangeOnlyWhatDiffers() {
        let old = Buffer(width: 5, height: 1)
        var new = old
        let cells = [
            Style(foreground: .indexed(196), background: .indexed(21)),
            Style(foreground: .indexed(196), background: .indexed(22)),  // background only
            Style(foreground: .indexed(7), background: .indexed(22)),  // foreground only, a basic colour
            Style(foreground: .indexed(7), background: .indexed(22), bold: true),
            Style(),  // reset beats 22;39;49
        ]
        new.paste(cells.map { Cell("▀", style: $0) }, into: Rect(x: 0, y: 0, width: 5, height: 1))
        var cursor = CursorPosition(x: 0, y: 0)
        let bytes = FrameDiff.bytes(from: old, to: new, cursor: &cursor, depth: .indexed256)
        let expected = [
            "\(Self.esc)[38;5;196;48;5;21m▀",
            "\(Self.esc)[48;5;22m▀",
            "\(Self.esc)[37m▀",
            "\(Self.esc)[1m▀",
            "\(Self.esc)[0m▀\r",
        ].joined()
        #expect(bytes == expected)
    }

    @Test(arguments: [
        // From plain: the incremental escape is shorter than a reset and the same.
        (Style(), Style(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 128)), "[38;2;255;0;0;48;2;0;0;128m"),
        (Style(foreground: .rgb(255, 0, 0), background: .rgb(0, 0, 128)), Style(foreground: .rgb(9, 99, 0), background: .rgb(0, 0, 128)),
         "[38;2;9;99;0m"),
        // Leaving underline and a colour: 24;39;44 (9) against 0;44 (4).
        (Style(foreground: .rgb(1, 2, 3), background: .basic(4), underline: true), Style(background: .basic(4)), "[0;44m"),
        // A tie (22 against 0) goes to the reset.
        (Style(bold: true), Style(), "[0m"),
        (Style(background: .basic(12)), Style(background: .basic(12), dim: true, italic: true), "[2;3m"),
        (Style(background: .basic(1)), Style(background: .basic(12), italic: true), "[3;104m"),
    ])
    func truecolourTransitionsAreTheShortest(from: Style, to: Style, expected: String) {
        var output: [UInt8] = []
        SGR.appendTransition(from: from.packed, to: to.packed, to: &output)
        #expect(String(decoding: output, as: UTF8.self) == Self.esc + expected)
    }

    @Test func pictureFramesReplayedOnAnEmulatedScreenShowThePicture() {
        var generator = SplitMix64(seed: 20_261_124)
        for round in 0..<120 {
            let width = Int(generator.next() % 12) + 1
            let height = Int(generator.next() % 4) + 1
            let depth = ColorDepth.allCases[Int(generator.next() % 4)]
            var cursor = CursorPosition(x: 0, y: 0)
            var screen = ScreenEmulator(showing: Buffer(width: width, height: height), depth: depth, cursor: cursor)
            var previous: Buffer? = nil
            for _ in 0..<3 {
                var frame = Buffer(width: width, height: height)
                frame.write("title", x: 0, y: 0, style: Style(foreground: .basic(2), bold: generator.next() % 2 == 0))
                let place = Rect(x: Int(generator.next() % UInt64(width)), y: 0, width: width, height: height)
                let cells = (0..<(width * height)).map { _ in Cell("▀", style: randomPictureStyle(using: &generator)) }
                frame.paste(cells, into: place)
                let bytes = FrameDiff.bytes(from: previous, to: frame, cursor: &cursor, depth: depth)
                screen.apply(bytes)
                #expect(screen.problems.isEmpty, "round \(round): \(screen.problems)")
                #expect(screen.pen == .plain, "round \(round)")
                for y in 0..<height {
                    for x in 0..<width {
                        #expect(screen.cell(x: x, y: y).grapheme == frame[x, y].grapheme, "round \(round) at (\(x), \(y))")
                        #expect(screen.cell(x: x, y: y).style == frame[x, y].style.downgraded(to: depth), "round \(round) at (\(x), \(y))")
                    }
                }
                previous = frame
            }
        }
    }

    /// Colours as pictures have them: any palette index or 24-bit colour, now and then none or
    /// a basic one, now and then an attribute.
    private func randomPictureStyle(using generator: inout SplitMix64) -> Style {
        func color() -> TerminalColor? {
            let value = generator.next()
            switch value % 8 {
            case 0: return nil
            case 1: return .basic(UInt8(truncatingIfNeeded: value >> 8) % 16)
            case 2, 3, 4: return .indexed(UInt8(truncatingIfNeeded: value >> 8))
            default: return .rgb(UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: value >> 24))
            }
        }
        let bits = generator.next()
        return Style(
            foreground: color(), background: color(), bold: bits % 7 == 0, dim: bits % 11 == 0, italic: bits % 13 == 0,
            underline: bits % 17 == 0, reverse: bits % 19 == 0, strikethrough: bits % 23 == 0)
    }
}

@Suite struct StyleDowngraderTests {
    /// The diff skips downgrading a style that is its own downgrade (a picture's cells are made
    /// at the terminal's depth); that check must answer exactly as downgrading would.
    @Test func aStyleIsAlreadyDowngradedExactlyWhenDowngradingLeavesItAsItIs() {
        let colors: [TerminalColor?] = [nil, .basic(3), .basic(12), .basic(20), .indexed(5), .indexed(15), .indexed(16), .indexed(231), .indexed(255),
                                .rgb(0, 0, 0), .rgb(255, 128, 7)]
        for depth in ColorDepth.allCases {
            for foreground in colors {
                for background in colors {
                    let style = Style(foreground: foreground, background: background, bold: true)
                    let unchanged = style.downgraded(to: depth).packed == style.packed
                    var downgrader = StyleDowngrader(depth: depth)
                    #expect(downgrader.isAlreadyDowngraded(style.packed) == unchanged, "\(style) at \(depth)")
                    #expect(downgrader.downgraded(style.packed) == style.downgraded(to: depth).packed)
                }
            }
        }
    }
}

@Suite struct PaletteLookupTests {
    /// Each channel goes to its nearest cube level (the lower one on a tie), now looked up:
    /// red swept with green 0 and blue 255, where the cube always beats the grey ramp.
    @Test func everyChannelValueGoesToItsNearestCubeLevel() {
        for value in 0...255 {
            let distances = Palette.cubeLevels.map { abs(Int($0) - value) }
            let level = distances.firstIndex(of: distances.min() ?? 0) ?? -1
            #expect(Palette.nearestIndexed((UInt8(value), 0, 255)) == UInt8(16 + 36 * level + 5), "red \(value)")
        }
    }
}
