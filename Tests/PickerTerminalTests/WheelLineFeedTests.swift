import Foundation
import PickerCore
import PickerTerminal
import TerminalUI
import TestSupport
import Testing

/// A wheel of lines fed while it is shown (`seq 1000000 | pick choose`): rows grow at the end,
/// the selection and the frame stay put, and the session is told to redraw only when what is
/// drawn changed.
@Suite("Wheel fed lines while shown")
struct WheelLineFeedTests {
    typealias Picker = WheelTerminalPicker<LineListSource>

    static func picker(_ text: String, selection: Int = 0, loops: Bool = false) -> Picker {
        let lines = LineListSource(bytes: Array(text.utf8), loops: loops)
        return WheelTerminalPicker(WheelPicker(source: lines, selection: [selection]))
    }

    static func frame(_ picker: Picker) -> String {
        FrameComposer.frame(for: picker, width: 40, height: 6, theme: .default(for: .none)).lines.joined(separator: "\n")
    }

    /// `picker.absorb(arrival)`, callable inside `#expect`.
    static func absorb(_ arrival: InputFeed<Picker>.Arrival, into picker: inout Picker) -> Bool {
        picker.absorb(arrival)
    }

    static func numbers(_ range: ClosedRange<Int>) -> String {
        range.map { "\($0)\n" }.joined()
    }

    @Test("rows below the last one fill in as lines arrive; the selection stays")
    func blanksFillIn() {
        var picker = Self.picker("1\n2\n", selection: 1)
        #expect(
            Self.frame(picker) == """

                  1
                › 2 ‹


                ↑↓ change · enter select · esc cancel
                """)
        #expect(Self.absorb(.bytes(Array("3\n4".utf8)), into: &picker))
        #expect(
            Self.frame(picker) == """

                  1
                › 2 ‹
                  3

                ↑↓ change · enter select · esc cancel
                """)
        #expect(Self.absorb(.end, into: &picker))
        #expect(picker.wheel.state.selection == [1])
        #expect(picker.wheel.numberOfRows(inComponent: 0) == 4)
        #expect(!Self.absorb(.end, into: &picker))
    }

    @Test("far below the visible rows, arriving lines ask for no redraw, and the frame is indeed the same")
    func noRedrawOutOfSight() {
        var picker = Self.picker(Self.numbers(1...300))
        let before = Self.frame(picker)
        #expect(!Self.absorb(.bytes(Array(Self.numbers(301...5000).utf8)), into: &picker))
        #expect(Self.frame(picker) == before)
        #expect(picker.wheel.numberOfRows(inComponent: 0) == 5000)
        // A partial line changes nothing at all.
        #expect(!Self.absorb(.bytes(Array("50".utf8)), into: &picker))
    }

    @Test("Enter while lines still arrive gives the selected row's exact bytes")
    func confirmWhileLoading() {
        var picker = Self.picker("a\r\n\u{FF}b\n")
        _ = picker.handle(.key(KeyStroke(.down)), now: 0)
        _ = picker.absorb(.bytes(Array("c\n".utf8)))
        #expect(picker.handle(.key(KeyStroke(.enter)), now: 0.1) == .confirmed)
        #expect(picker.output == Array("\u{FF}b".utf8))
    }

    @Test("type-ahead searches the lines loaded so far, then the later ones (Behaviour 1.11)")
    func typeAheadWhileLoading() {
        var picker = Self.picker("apple\nbanana\n")
        _ = picker.handle(.key(KeyStroke(.character("c"))), now: 0)
        #expect(picker.wheel.state.selection == [0])
        _ = picker.absorb(.bytes(Array("cherry\n".utf8)))
        _ = picker.handle(.key(KeyStroke(.character("c"))), now: 5)
        #expect(picker.wheel.state.selection == [2])
    }

    @Test("looping (Behaviour 1.9): the row above the first is the newest last, and the selection does not move")
    func loopingWhileLoading() {
        var picker = Self.picker(Self.numbers(1...300), loops: true)
        #expect(Self.absorb(.bytes(Array(Self.numbers(301...400).utf8)), into: &picker))
        #expect(picker.wheel.state.selection == [0])
        #expect(Self.frame(picker).hasPrefix("  399\n  400\n› 1"))
    }

    @Test("whatever arrives while keys move the wheel, no redraw is skipped that the frame needed")
    func redrawWheneverTheFrameChanges() {
        // Seeded, so a failure repeats: chunk sizes and keys.
        var generator = SplitMix64(seed: 0x5EED)
        for round in 0..<40 {
            let loops = round % 5 == 0
            let input = Array(Self.numbers(1...(round * 37 % 700 + 1)).utf8)
            var picker = Self.picker("0\n", loops: loops)
            var start = 0
            var now = 0.0
            while start < input.count {
                let end = min(input.count, start + Int.random(in: 1...400, using: &generator))
                let before = Self.frame(picker)
                let redraw = picker.absorb(.bytes(Array(input[start..<end])))
                if !redraw { #expect(Self.frame(picker) == before, "round \(round) at byte \(start)") }
                start = end
                let keys: [Key] = [.down, .up, .pageDown, .end, .home]
                now += 0.05
                _ = picker.handle(.key(KeyStroke(keys.randomElement(using: &generator) ?? .down)), now: now)
                if Bool.random(using: &generator) { picker.tick(now: now + 1) }
            }
            let before = Self.frame(picker)
            if !picker.absorb(.end) { #expect(Self.frame(picker) == before) }
        }
    }

    @Test("a feed drained from a pipe gives every line, the unterminated last one included")
    func drainFromPipe() throws {
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data("1\n2\r\n3".utf8))
        try pipe.fileHandleForWriting.close()
        var picker = Self.picker("0\n")
        let reader = InputReader(descriptor: pipe.fileHandleForReading.fileDescriptor)
        Picker.feed(from: reader).drain(into: &picker)
        #expect((0..<4).map(picker.wheel.source.title(forRow:)) == ["0", "1", "2", "3"])
        #expect(reader.read(upTo: 16) == .end)
    }
}
