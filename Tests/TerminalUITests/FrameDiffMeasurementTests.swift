import TestSupport
import Testing

@testable import TerminalUI

/// Terminals measure some grapheme clusters their own way (tmux and glibc's `wcwidth` add up the
/// scalars: `री` is two columns there, `👨‍👩‍👧‍👦` eight, `❤️` one). Whatever width a terminal
/// gives such a cluster, the damage must stay inside that cluster's own cells: every other cell
/// shows what the frame holds, the cursor ends where the diff says, and nothing wraps.
@Suite("Frames on terminals that measure text differently") struct FrameDiffMeasurementTests {
    /// Month names in scripts whose clusters join several scalars, emoji sequences, and
    /// ordinary text between them.
    static let texts = [
        "जनवरी", "फ़रवरी", "ஜனவரி", "มกราคม", "មករា", "ဇန်နဝါရီ", "❤️", "👍🏽", "👨‍👩‍👧‍👦", "🇫🇷",
        "e\u{301}", "ab", "日本", "  ", "xyz",
    ]

    /// Ways a terminal may measure a grapheme, each differing from ``DisplayWidth`` for
    /// clusters of several scalars.
    enum Measure: String, CaseIterable, CustomTestStringConvertible {
        /// `wcwidth` of each scalar added up: spacing vowel signs count, joiners do not.
        case addsUpScalars
        /// Every cluster of several scalars one column.
        case narrow
        /// The most a terminal adding up scalars gives: every scalar of a cluster at least one
        /// column (wide ones two), combining marks too, except joiners, variation selectors and tags.
        case widest

        var testDescription: String { rawValue }

        func width(of character: Character) -> Int {
            let scalars = character.unicodeScalars
            guard scalars.count > 1 else { return DisplayWidth.of(character) }
            switch self {
            case .narrow:
                return 1
            case .addsUpScalars:
                return scalars.reduce(0) { sum, scalar in
                    switch scalar.properties.generalCategory {
                    case .nonspacingMark, .enclosingMark, .format: sum
                    case .spacingMark: sum + 1
                    default: sum + DisplayWidth.of(scalar: scalar)
                    }
                }
            case .widest:
                return scalars.reduce(0) { sum, scalar in
                    switch scalar.value {
                    case 0x200D, 0xFE00...0xFE0F, 0xE0000...0xE007F: sum
                    default: sum + max(1, DisplayWidth.of(scalar: scalar))
                    }
                }
            }
        }
    }

    @Test(arguments: Measure.allCases)
    func damageStaysInsideTheClusterMeasuredDifferently(measure: Measure) {
        var generator = SplitMix64(seed: 13)
        for round in 0..<300 {
            let width = Int(generator.next() % 14) + 4
            let height = Int(generator.next() % 3) + 1
            let depth = ColorDepth.allCases[Int(generator.next() % 4)]
            var cursor = CursorPosition(x: 0, y: height - 1)
            var screen = ScreenEmulator(
                showing: Buffer(width: width, height: height), depth: depth, cursor: cursor,
                measure: measure.width(of:))
            var previous: Buffer?
            var frame = Buffer(width: width, height: height)
            for _ in 0..<4 {
                frame = edited(frame, using: &generator)
                let bytes = FrameDiff.bytes(from: previous, to: frame, cursor: &cursor, depth: depth)
                screen.apply(bytes)
                // Nothing wrapped or was refused, attributes are reset, the cursor is where the diff says.
                let settled = screen.problems.isEmpty && screen.pen == .plain && !screen.pendingWrap
                #expect(settled && screen.x == cursor.x && screen.y == cursor.y, "round \(round): \(screen.problems) in \(bytes.debugDescription)")
                for y in 0..<height {
                    let fragile = Self.columnsOfSeveralScalarClusters(in: frame, row: y)
                    for x in 0..<width where !fragile.contains(x) {
                        let expected = frame[x, y]
                        let shown = screen.cell(x: x, y: y)
                        #expect(
                            shown.grapheme == expected.grapheme,
                            "round \(round) at (\(x), \(y)): \(frame.lines) shown as \(screen.cells.map(\.grapheme))")
                        if !expected.isContinuation {
                            #expect(shown.style == expected.style.downgraded(to: depth), "round \(round) at (\(x), \(y))")
                        }
                    }
                }
                previous = frame
            }
        }
    }

    @Test func aClusterOfSeveralScalarsIsFollowedByAnAbsoluteColumn() {
        var frame = Buffer(width: 8, height: 1)
        frame.write("री|", x: 1, y: 0)
        var cursor = CursorPosition(x: 0, y: 0)
        // Over blanks nothing needs erasing; after the cluster, CHA to column 3 (one-based).
        #expect(FrameDiff.bytes(from: Buffer(width: 8, height: 1), to: frame, cursor: &cursor, depth: .none) == " री\u{1B}[3G|")
        // Over a cluster that was there, its cells are erased first (ECH).
        var over = Buffer(width: 8, height: 1)
        over.write("ab", x: 1, y: 0)
        cursor = CursorPosition(x: 0, y: 0)
        #expect(FrameDiff.bytes(from: over, to: frame, cursor: &cursor, depth: .none) == " \u{1B}[Xरी\u{1B}[3G|")
    }

    @Test func aClusterThatCouldPassTheLastColumnIsWrittenWithAutowrapOff() {
        var frame = Buffer(width: 4, height: 1)
        frame.write("👍🏽", x: 2, y: 0)
        var cursor = CursorPosition(x: 0, y: 0)
        let bytes = FrameDiff.bytes(from: Buffer(width: 4, height: 1), to: frame, cursor: &cursor, depth: .none)
        #expect(bytes == "  \u{1B}[?7l👍🏽\u{1B}[?7h\r")
        #expect(cursor == CursorPosition(x: 0, y: 0))
    }

    /// The columns of clusters of several scalars in row `y` (with their continuation cells).
    static func columnsOfSeveralScalarClusters(in frame: Buffer, row y: Int) -> Set<Int> {
        var columns: Set<Int> = []
        for x in 0..<frame.width where frame[x, y].grapheme.unicodeScalars.count > 1 {
            columns.insert(x)
            if x + 1 < frame.width, frame[x + 1, y].isContinuation { columns.insert(x + 1) }
        }
        return columns
    }

    private func edited(_ buffer: Buffer, using generator: inout SplitMix64) -> Buffer {
        var buffer = buffer
        for _ in 0..<Int(generator.next() % 3) + 1 {
            let x = Int(generator.next() % UInt64(buffer.width))
            let y = Int(generator.next() % UInt64(buffer.height))
            let style = generator.next() % 2 == 0 ? Style.plain : Style(foreground: .basic(2), reverse: true)
            let text = Self.texts[Int(generator.next() % UInt64(Self.texts.count))]
            buffer.write(text, x: x, y: y, style: style)
        }
        return buffer
    }
}
