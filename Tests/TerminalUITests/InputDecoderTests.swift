import Testing

@testable import TerminalUI

@Suite struct InputDecoderTests {
    private static let esc = "\u{1B}"

    private static func key(_ key: Key, _ modifiers: KeyModifiers = []) -> InputEvent {
        .key(KeyStroke(key, modifiers))
    }

    private static func char(_ character: Character, _ modifiers: KeyModifiers = []) -> InputEvent {
        .key(KeyStroke(.character(character), modifiers))
    }

    private static func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int, _ modifiers: KeyModifiers = []) -> InputEvent {
        .mouse(MouseEvent(kind, x: x, y: y, modifiers: modifiers))
    }

    /// Every sequence the decoder knows, with the events it must give.
    static let cases: [(String, [UInt8], [InputEvent])] = {
        let e = esc
        var cases: [(String, [UInt8], [InputEvent])] = []
        func add(_ name: String, _ text: String, _ events: [InputEvent]) {
            cases.append((name, Array(text.utf8), events))
        }
        func addBytes(_ name: String, _ bytes: [UInt8], _ events: [InputEvent]) {
            cases.append((name, bytes, events))
        }
        add("ascii", "a", [char("a")])
        add("text", "hi!", [char("h"), char("i"), char("!")])
        add("two-byte UTF-8", "é", [char("é")])
        add("three-byte UTF-8", "日", [char("日")])
        add("four-byte UTF-8", "😀", [char("😀")])
        add("enter CR", "\r", [key(.enter)])
        add("enter LF", "\n", [key(.enter)])
        add("tab", "\t", [key(.tab)])
        addBytes("backspace DEL", [0x7F], [key(.backspace)])
        addBytes("backspace BS", [0x08], [key(.backspace)])
        addBytes("ctrl-a", [0x01], [char("a", .control)])
        addBytes("ctrl-c", [0x03], [char("c", .control)])
        addBytes("ctrl-z", [0x1A], [char("z", .control)])
        addBytes("ctrl-space", [0x00], [char(" ", .control)])
        addBytes("ctrl-backslash", [0x1C], [char("\\", .control)])
        add("up", "\(e)[A", [key(.up)])
        add("down", "\(e)[B", [key(.down)])
        add("right", "\(e)[C", [key(.right)])
        add("left", "\(e)[D", [key(.left)])
        add("home CSI H", "\(e)[H", [key(.home)])
        add("end CSI F", "\(e)[F", [key(.end)])
        add("home 1~", "\(e)[1~", [key(.home)])
        add("end 4~", "\(e)[4~", [key(.end)])
        add("home 7~", "\(e)[7~", [key(.home)])
        add("end 8~", "\(e)[8~", [key(.end)])
        add("insert", "\(e)[2~", [key(.insert)])
        add("delete", "\(e)[3~", [key(.delete)])
        add("page up", "\(e)[5~", [key(.pageUp)])
        add("page down", "\(e)[6~", [key(.pageDown)])
        add("SS3 up", "\(e)OA", [key(.up)])
        add("SS3 down", "\(e)OB", [key(.down)])
        add("SS3 right", "\(e)OC", [key(.right)])
        add("SS3 left", "\(e)OD", [key(.left)])
        add("SS3 home", "\(e)OH", [key(.home)])
        add("SS3 end", "\(e)OF", [key(.end)])
        add("SS3 keypad enter", "\(e)OM", [key(.enter)])
        add("ctrl-up", "\(e)[1;5A", [key(.up, .control)])
        add("shift-up", "\(e)[1;2A", [key(.up, .shift)])
        add("alt-right", "\(e)[1;3C", [key(.right, .alt)])
        add("ctrl-shift-left", "\(e)[1;6D", [key(.left, [.control, .shift])])
        add("shift-end", "\(e)[1;2F", [key(.end, .shift)])
        add("ctrl-page up", "\(e)[5;5~", [key(.pageUp, .control)])
        add("shift-page up", "\(e)[5;2~", [key(.pageUp, .shift)])
        add("shift-page down", "\(e)[6;2~", [key(.pageDown, .shift)])
        add("shift-tab", "\(e)[Z", [key(.tab, .shift)])
        add("F1", "\(e)OP", [key(.function(1))])
        add("F2", "\(e)OQ", [key(.function(2))])
        add("F3", "\(e)OR", [key(.function(3))])
        add("F4", "\(e)OS", [key(.function(4))])
        add("F1 rxvt", "\(e)[11~", [key(.function(1))])
        add("F4 rxvt", "\(e)[14~", [key(.function(4))])
        add("F5", "\(e)[15~", [key(.function(5))])
        add("F6", "\(e)[17~", [key(.function(6))])
        add("F7", "\(e)[18~", [key(.function(7))])
        add("F8", "\(e)[19~", [key(.function(8))])
        add("F9", "\(e)[20~", [key(.function(9))])
        add("F10", "\(e)[21~", [key(.function(10))])
        add("F11", "\(e)[23~", [key(.function(11))])
        add("F12", "\(e)[24~", [key(.function(12))])
        add("ctrl-F5", "\(e)[15;5~", [key(.function(5), .control)])
        add("shift-F1 xterm", "\(e)[1;2P", [key(.function(1), .shift)])
        add("F2 linux console", "\(e)[[B", [key(.function(2))])
        add("alt-x", "\(e)x", [char("x", .alt)])
        add("alt-shift-X", "\(e)X", [char("X", .alt)])
        add("alt-é", "\(e)é", [char("é", .alt)])
        addBytes("alt-ctrl-a", [0x1B, 0x01], [char("a", [.alt, .control])])
        addBytes("alt-backspace", [0x1B, 0x7F], [key(.backspace, .alt)])
        add("alt-enter", "\(e)\r", [key(.enter, .alt)])
        add("alt-up rxvt", "\(e)\(e)[A", [key(.up, .alt)])
        add("CSI u ctrl-enter", "\(e)[13;5u", [key(.enter, .control)])
        add("modifyOtherKeys ctrl-shift-a", "\(e)[27;6;65~", [char("A", [.control, .shift])])
        add("mouse left press", "\(e)[<0;1;1M", [mouse(.press(.left), 0, 0)])
        add("mouse left release", "\(e)[<0;10;5m", [mouse(.release(.left), 9, 4)])
        add("mouse middle press", "\(e)[<1;3;4M", [mouse(.press(.middle), 2, 3)])
        add("mouse right press", "\(e)[<2;80;24M", [mouse(.press(.right), 79, 23)])
        add("mouse left drag", "\(e)[<32;5;6M", [mouse(.drag(.left), 4, 5)])
        add("mouse right drag", "\(e)[<34;5;6M", [mouse(.drag(.right), 4, 5)])
        add("mouse move", "\(e)[<35;5;6M", [mouse(.move, 4, 5)])
        add("wheel up", "\(e)[<64;2;3M", [mouse(.scrollUp, 1, 2)])
        add("wheel down", "\(e)[<65;2;3M", [mouse(.scrollDown, 1, 2)])
        add("wheel left", "\(e)[<66;2;3M", [mouse(.scrollLeft, 1, 2)])
        add("wheel right", "\(e)[<67;2;3M", [mouse(.scrollRight, 1, 2)])
        add("shift click", "\(e)[<4;1;1M", [mouse(.press(.left), 0, 0, .shift)])
        add("alt click", "\(e)[<8;1;1M", [mouse(.press(.left), 0, 0, .alt)])
        add("ctrl click", "\(e)[<16;1;1M", [mouse(.press(.left), 0, 0, .control)])
        add("ctrl wheel down", "\(e)[<81;7;1M", [mouse(.scrollDown, 6, 0, .control)])
        add("large coordinates", "\(e)[<0;300;200M", [mouse(.press(.left), 299, 199)])
        addBytes("X10 mouse", [0x1B, 0x5B, 0x4D, 32, 33 + 4, 33 + 2], [mouse(.press(.left), 4, 2)])
        add("paste", "\(e)[200~hello\r\nworld\(e)[201~", [.paste("hello\nworld")])
        add("paste with escapes inside", "\(e)[200~a\(e)[Ab\(e)[201~x", [.paste("a\(e)[Ab"), char("x")])
        add("empty paste", "\(e)[200~\(e)[201~", [.paste("")])
        add("unknown CSI", "\(e)[999X", [])
        add("device attributes reply", "\(e)[?1;2c", [])
        add("focus in", "\(e)[I", [])
        add("cursor position report", "\(e)[12;40R", [])
        add("stray paste end", "\(e)[201~", [])
        add("unknown CSI between keys", "a\(e)[38;2;1;2;3mb", [char("a"), char("b")])
        add("keys in a row", "ab\(e)[Ac\r", [char("a"), char("b"), key(.up), char("c"), key(.enter)])
        addBytes("invalid byte", [0xFF], [char("\u{FFFD}")])
        addBytes("broken two-byte", [0xC3, 0x28], [char("\u{FFFD}"), char("(")])
        addBytes("surrogate", [0xED, 0xA0, 0x80], [char("\u{FFFD}"), char("\u{FFFD}"), char("\u{FFFD}")])
        addBytes("overlong", [0xC0, 0xAF], [char("\u{FFFD}"), char("\u{FFFD}")])
        addBytes("lone continuation", [0x80, 0x61], [char("\u{FFFD}"), char("a")])
        return cases
    }()

    @Test func everyKnownSequenceDecodesExactly() {
        for (name, bytes, expected) in Self.cases {
            var decoder = InputDecoder()
            let events = decoder.decode(bytes)
            #expect(events == expected, "\(name)")
            #expect(!decoder.isAwaitingMore, "\(name) left bytes held back")
        }
    }

    @Test func splittingAtEveryByteBoundaryGivesTheSameEvents() {
        for (name, bytes, expected) in Self.cases {
            for split in 0...bytes.count {
                var decoder = InputDecoder()
                var events = decoder.decode(Array(bytes[..<split]))
                events += decoder.decode(Array(bytes[split...]))
                #expect(events == expected, "\(name) split at \(split)")
                #expect(!decoder.isAwaitingMore, "\(name) split at \(split)")
            }
            var decoder = InputDecoder()
            let oneByteAtATime = bytes.flatMap { decoder.decode([$0]) }
            #expect(oneByteAtATime == expected, "\(name) one byte at a time")
        }
    }

    @Test func allCasesTogetherDecodeAsTheirConcatenation() {
        var decoder = InputDecoder()
        let bytes = Self.cases.flatMap(\.1)
        #expect(decoder.decode(bytes) == Self.cases.flatMap(\.2))
        #expect(!decoder.isAwaitingMore)
    }

    @Test func loneEscapeWaitsForTheTimeout() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.isAwaitingMore)
        #expect(decoder.flush() == [Self.key(.escape)])
        #expect(!decoder.isAwaitingMore)
        #expect(decoder.flush() == [])
    }

    @Test func escapeAfterTextIsHeldAndTheTextIsNot() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("ab\u{1B}".utf8)) == [Self.char("a"), Self.char("b")])
        #expect(decoder.isAwaitingMore)
        #expect(decoder.decode(Array("[B".utf8)) == [Self.key(.down)])
        #expect(!decoder.isAwaitingMore)
    }

    @Test func escapeThenAKeyAfterTheTimeoutAreTwoKeys() {
        var decoder = InputDecoder()
        _ = decoder.decode([0x1B])
        #expect(decoder.flush() == [Self.key(.escape)])
        #expect(decoder.decode(Array("[A".utf8)) == [Self.char("["), Self.char("A")])
    }

    @Test func twoEscapesAreTwoEscapes() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0x1B, 0x1B]) == [])
        #expect(decoder.flush() == [Self.key(.escape), Self.key(.escape)])
        #expect(decoder.decode([0x1B, 0x1B, 0x61]) == [Self.key(.escape), Self.char("a", .alt)])
    }

    @Test(arguments: [
        ("\u{1B}[", [InputEvent.key(KeyStroke(.character("["), .alt))]),
        ("\u{1B}O", [.key(KeyStroke(.character("O"), .alt))]),
        ("\u{1B}[1;", []),
        ("\u{1B}[<0;1", []),
        ("\u{1B}[M!", []),
        ("\u{1B}[200~abc", [.paste("abc")]),
        ("\u{1B}[200~abc\u{1B}[20", [.paste("abc\u{1B}[20")]),
    ])
    func flushFinishesUnfinishedSequences(text: String, expected: [InputEvent]) {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array(text.utf8)) == [])
        #expect(decoder.isAwaitingMore)
        #expect(decoder.flush() == expected)
        #expect(!decoder.isAwaitingMore)
    }

    @Test func flushFinishesHalfACharacter() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0xE6, 0x97]) == [])
        #expect(decoder.isAwaitingMore)
        #expect(decoder.flush() == [Self.char("\u{FFFD}")])
        #expect(decoder.decode([0x1B, 0xE6]) == [])
        #expect(decoder.flush() == [Self.char("\u{FFFD}", .alt)])
    }

    @Test func utf8SplitAcrossCalls() {
        var decoder = InputDecoder()
        let bytes = Array("日😀".utf8)
        #expect(decoder.decode(Array(bytes[0..<2])) == [])
        #expect(decoder.decode(Array(bytes[2..<5])) == [Self.char("日")])
        #expect(decoder.decode(Array(bytes[5...])) == [Self.char("😀")])
    }

    @Test func pasteSpanningSeveralCalls() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~hel".utf8)) == [])
        #expect(decoder.isAwaitingMore)
        #expect(decoder.decode(Array("lo 日".utf8).dropLast(1).map { $0 }) == [])
        #expect(decoder.decode([Array("日".utf8)[2]] + Array("\u{1B}[20".utf8)) == [])
        #expect(decoder.decode(Array("1~x".utf8)) == [.paste("hello 日"), Self.char("x")])
        #expect(!decoder.isAwaitingMore)
    }

    @Test func escapeTimeoutIsAShortPause() {
        #expect(InputDecoder.escapeTimeout == .milliseconds(InputDecoder.escapeTimeoutMilliseconds))
        #expect((25...50).contains(InputDecoder.escapeTimeoutMilliseconds))
    }

    @Test func fuzzedBytesNeverCrashAndAlwaysFlushClean() {
        var generator = SplitMix64(seed: 0xDEC0DE)
        let alphabet: [UInt8] =
            [0x1B, 0x1B, 0x1B, 0x5B, 0x5B, 0x4F, 0x3C, 0x3B, 0x3B, 0x7E, 0x4D, 0x6D, 0x41, 0x5A, 0x75, 0x3F, 0x3A]
            + Array(0x30...0x39) + [0x32, 0x30, 0x30, 0x31] + [0x00, 0x01, 0x08, 0x09, 0x0D, 0x7F]
            + [0x80, 0xBF, 0xC3, 0xE6, 0xED, 0xF0, 0xF4, 0xFF]
        for round in 0..<5000 {
            let length = Int(generator.next() % 48)
            let bytes: [UInt8] = (0..<length).map { _ in
                generator.next() % 4 == 0
                    ? UInt8(truncatingIfNeeded: generator.next()) : alphabet[Int(generator.next() % UInt64(alphabet.count))]
            }
            var whole = InputDecoder()
            let expected = whole.decode(bytes) + whole.flush()
            #expect(!whole.isAwaitingMore, "round \(round): \(bytes)")

            var chunked = InputDecoder()
            var events: [InputEvent] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + Int(generator.next() % 6))
                events += chunked.decode(Array(bytes[start..<end]))
                start = end
            }
            events += chunked.flush()
            #expect(!chunked.isAwaitingMore, "round \(round): \(bytes)")
            #expect(events == expected, "round \(round): \(bytes)")
        }
    }
}
