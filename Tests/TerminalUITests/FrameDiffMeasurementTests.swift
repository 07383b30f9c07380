import TestSupport
import Testing

@testable import TerminalUI

/// Terminals measure some grapheme clusters their own way: tmux joins what follows a ZWJ to the
/// cell of the first emoji (`👨‍👩‍👧‍👦` two columns), xterm and VTE draw the emoji side by side
/// (eight), some terminals make `❤️` two columns wide. Whatever width a terminal gives such a
/// cluster, the damage must stay inside that cluster's own cells: every other cell shows what
/// the frame holds, the cursor ends where the diff says, and nothing wraps. Clusters every one
/// of them measures alike (`जनवरी`, `👍🏽`) are drawn cell for cell, as tmux does.
@Suite("Frames on terminals that measure text differently") struct FrameDiffMeasurementTests {
    /// Month names in scripts whose clusters join several scalars, emoji sequences, and
    /// ordinary text between them.
    static let texts = [
        "जनवरी", "फ़रवरी", "ஜனவரி", "มกราคม", "មករា", "ဇန်နဝါရီ", "❤️", "👍🏽", "👨‍👩‍👧‍👦", "🇫🇷",
        "e\u{301}", "ab", "日本", "  ", "xyz", "ကြော်", "सितंबर",
    ]

    /// Ways a terminal may measure a ZWJ sequence or VS16, each differing from ``DisplayWidth``.
    enum Measure: String, CaseIterable, CustomTestStringConvertible {
        /// `wcwidth` of each scalar added up: the emoji of a ZWJ sequence side by side.
        case addsUpScalars
        /// Every such cluster one column.
        case narrow
        /// The most any terminal gives (``DisplayWidth/widestReach(of:)``): VS16 makes two.
        case widest

        var testDescription: String { rawValue }

        func width(of character: Character) -> Int {
            switch self {
            case .narrow: 1
            case .addsUpScalars: character.unicodeScalars.reduce(0) { $0 + DisplayWidth.of(scalar: $1) }
            case .widest: DisplayWidth.widestReach(of: String(character))
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

    @Test func aClusterOfSeveralCellsIsWrittenWholeFromItsFirstCell() {
        var first = Buffer(width: 8, height: 1)
        first.write("कि|", x: 1, y: 0)
        var cursor = CursorPosition(x: 0, y: 0)
        // Every terminal measures it alike: no absolute column after it.
        #expect(FrameDiff.bytes(from: Buffer(width: 8, height: 1), to: first, cursor: &cursor, depth: .none) == " कि|")
        // Only the vowel sign changes (ि to ी): the cluster is written again from its consonant.
        var second = Buffer(width: 8, height: 1)
        second.write("की|", x: 1, y: 0)
        cursor = CursorPosition(x: 0, y: 0)
        #expect(FrameDiff.bytes(from: first, to: second, cursor: &cursor, depth: .none) == " की")
        #expect(cursor == CursorPosition(x: 3, y: 0))
        // Only the consonant changes: the same.
        var third = Buffer(width: 8, height: 1)
        third.write("खी|", x: 1, y: 0)
        #expect(FrameDiff.bytes(from: second, to: third, cursor: &cursor, depth: .none) == "\r\u{1B}[Cखी")
    }

    @Test func aClusterMeasuredDifferentlyIsFollowedByAnAbsoluteColumn() {
        var frame = Buffer(width: 8, height: 1)
        frame.write("👨‍👩‍👧|", x: 1, y: 0)
        var cursor = CursorPosition(x: 0, y: 0)
        // Over blanks nothing needs erasing; after the cluster, CHA to column 4 (one-based), and
        // the cells xterm and VTE draw its six columns over are drawn again.
        #expect(FrameDiff.bytes(from: Buffer(width: 8, height: 1), to: frame, cursor: &cursor, depth: .none) == " 👨‍👩‍👧\u{1B}[4G|   ")
        // Over a cluster that was there, its cells are erased first (ECH).
        var over = Buffer(width: 8, height: 1)
        over.write("ab", x: 1, y: 0)
        cursor = CursorPosition(x: 0, y: 0)
        #expect(FrameDiff.bytes(from: over, to: frame, cursor: &cursor, depth: .none) == " \u{1B}[2X👨‍👩‍👧\u{1B}[4G|   ")
    }

    @Test func aClusterThatCouldPassTheLastColumnIsWrittenWithAutowrapOff() {
        var frame = Buffer(width: 4, height: 1)
        frame.write("❤️", x: 3, y: 0)
        var cursor = CursorPosition(x: 0, y: 0)
        let bytes = FrameDiff.bytes(from: Buffer(width: 4, height: 1), to: frame, cursor: &cursor, depth: .none)
        #expect(bytes == "   \u{1B}[?7l❤️\u{1B}[?7h\r")
        #expect(cursor == CursorPosition(x: 0, y: 0))
    }

    /// The columns of clusters some terminal measures differently (a ZWJ sequence, VS16), with
    /// their continuation cells.
    static func columnsOfSeveralScalarClusters(in frame: Buffer, row y: Int) -> Set<Int> {
        var columns: Set<Int> = []
        for x in 0..<frame.width where !frame[x, y].isContinuation && !frame[x, y].joinsPrevious {
            var end = x + 1
            var text = frame[x, y].grapheme
            while end < frame.width, frame[end, y].isContinuation || frame[end, y].joinsPrevious {
                text += frame[end, y].grapheme
                end += 1
            }
            if DisplayWidth.widestReach(of: text) > end - x { columns.formUnion(x..<end) }
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
