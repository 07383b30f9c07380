import PickerCore
import PickerTerminal
import PickerTesting
import TerminalUI
import Testing

/// Issue 29: `pick choose --ansi` draws the items' own colours (as fzf's `--ansi`) in the wheel,
/// the list style and a filter's rows, while they match, measure and print as their text.
@Suite("--ansi colours")
struct AnsiColorsTests {
    /// `ls --color`-like lines: a bold blue directory, a plain file, a bold green program.
    static let listing = ["\u{1B}[01;34mdocs\u{1B}[0m", "notes.txt", "\u{1B}[01;32mrun.sh\u{1B}[0m"]
    /// `git log --color --oneline`-like lines: a yellow hash, then the subject in the default colour.
    static let log = [
        "\u{1B}[33m1a2b3c4\u{1B}[m Fix the parser",
        "\u{1B}[33m5d6e7f8\u{1B}[m \u{1B}[1;31mHEAD\u{1B}[m Add tests",
    ]

    static func lines(_ lines: [String], pieces: Int = 1) -> LineListSource {
        var source = LineListSource(bytes: [])
        source.stripsEscapes = true
        let bytes = Array(lines.joined(separator: "\n").utf8) + [UInt8(ascii: "\n")]
        let size = max(1, bytes.count / pieces)
        for start in stride(from: 0, to: bytes.count, by: size) {
            source.append(Array(bytes[start..<min(bytes.count, start + size)]))
        }
        source.closeLastLine()
        return source
    }

    static func buffer(_ picker: some TerminalPicker, width: Int, height: Int, depth: ColorDepth = .trueColor) -> Buffer {
        var buffer = Buffer(width: width, height: height)
        picker.render(into: &buffer, area: buffer.bounds, theme: .default(for: depth))
        return buffer
    }

    // MARK: Storage

    @Test("lines keep their text; an SGR's place is the scalar it stands before, whatever the pieces")
    func marks() {
        for pieces in [1, 3, 7, 200] {
            let source = Self.lines(Self.log + ["é\u{1B}[32mx"], pieces: pieces)
            #expect((0..<source.count).map { source.title(forRow: $0) } == ["1a2b3c4 Fix the parser", "5d6e7f8 HEAD Add tests", "éx"])
            #expect(source.bytes(forRow: 0) == Array("1a2b3c4 Fix the parser".utf8))
            #expect(source.titleColors(forRow: 0).map(\.offset) == [0, 7], "\(pieces) pieces")
            #expect(source.titleColors(forRow: 1).map { String(decoding: $0.parameters, as: UTF8.self) } == ["33", "", "1;31", ""])
            #expect(source.titleColors(forRow: 1).map(\.offset) == [0, 7, 8, 12])
            // "é" is two bytes and one scalar.
            #expect(source.titleColors(forRow: 2).map(\.offset) == [1])
        }
    }

    @Test("plain lines under --ansi store no colours: a million of them cost what they cost without --ansi")
    func plainLinesCostNothing() {
        var plain = LineListSource(bytes: [])
        var stripped = LineListSource(bytes: [])
        stripped.stripsEscapes = true
        var chunk: [UInt8] = []
        for line in 0..<1_000_000 {
            chunk.append(contentsOf: String(line).utf8)
            chunk.append(UInt8(ascii: "\n"))
            if chunk.count > 60_000 {
                plain.append(chunk)
                stripped.append(chunk)
                chunk = []
            }
        }
        plain.append(chunk)
        stripped.append(chunk)
        #expect(stripped.count == 1_000_000)
        #expect(stripped.colors.isEmpty)
        #expect(stripped.colors.byteSize == 0)
        // The same bytes, and nothing kept for colours: the footprint is the bytes and offsets
        // alone (how far each buffer grew ahead of its contents is the allocator's affair).
        #expect(stripped.data == plain.data)
    }

    @Test("only lines with escapes are stored; --header-lines keeps the colours of the rows under it")
    func sparse() {
        var source = Self.lines(["plain", "\u{1B}[31mred\u{1B}[0m", "plain", "\u{1B}[34mblue"])
        #expect(source.titleColors(forRow: 0).isEmpty)
        #expect(source.titleColors(forRow: 2).isEmpty)
        #expect(source.titleColors(forRow: 3).map { String(decoding: $0.parameters, as: UTF8.self) } == ["34"])
        source.removeFirstRows(1)
        #expect(source.title(forRow: 0) == "red")
        #expect(source.titleColors(forRow: 0).map { String(decoding: $0.parameters, as: UTF8.self) } == ["31"])
        #expect(source.titleColors(forRow: 2).map { String(decoding: $0.parameters, as: UTF8.self) } == ["34"])
        // Lines read after the header still lose their escapes and keep their colours.
        source.append(Array("\u{1B}[32mgreen\n".utf8))
        #expect(source.title(forRow: 3) == "green")
        #expect(source.titleColors(forRow: 3).map(\.offset) == [0])
    }

    // MARK: Golden frames

    @Test("Golden frame: ls --color-like items in the wheel, in their colours, the band kept under the selected one")
    func wheel() {
        let picker = WheelTerminalPicker(WheelPicker(source: Self.lines(Self.listing), selection: [0]), header: nil, showsHelp: false)
        let buffer = Self.buffer(picker, width: 16, height: 3)
        let theme = Theme.default(for: .trueColor)
        #expect(buffer.lines == ["", "› docs      ‹", "  notes.txt"])
        // The selected item's own bold blue sits on the band, which runs under it unbroken.
        #expect(buffer.mask { $0.foreground == .basic(4) && $0.bold } == ["", "  ####", ""])
        #expect(buffer.mask { $0.background == theme.bandBackground }[1] == "################")
        // A plain item keeps the row's look.
        #expect(buffer[3, 2].style == theme.rowStyle(distance: 1))

        let below = WheelTerminalPicker(WheelPicker(source: Self.lines(Self.listing), selection: [1]), header: nil, showsHelp: false)
        let next = Self.buffer(below, width: 16, height: 3)
        #expect(next.lines == ["  docs", "› notes.txt ‹", "  run.sh"])
        #expect(next.mask { $0.foreground == .basic(4) && $0.bold } == ["  ####", "", ""])
        #expect(next.mask { $0.foreground == .basic(2) && $0.bold } == ["", "", "  ######"])
        // Off the band, the item's colour takes the row's foreground and nothing else.
        #expect(next[2, 0].style.background == theme.rowStyle(distance: 1).background)
    }

    @Test("Golden frame: git log --color-like items in the list style, hash yellow, HEAD bold red, the rest the row's")
    func list() {
        let items = ItemListSource(lines: Self.lines(Self.log))
        let picker = WatchStylePicker(WheelPicker(source: items, selection: [1]), style: .list, header: nil, showsHelp: false)
        let buffer = Self.buffer(picker, width: 30, height: 2)
        #expect(buffer.lines.map { $0.trimmingCharacters(in: .whitespaces) } == ["1a2b3c4 Fix the parser", "› 5d6e7f8 HEAD Add tests"])
        let yellow = buffer.mask { $0.foreground == .basic(3) }
        let red = buffer.mask { $0.foreground == .basic(1) && $0.bold }
        #expect(yellow == ["  #######", "  #######"])
        #expect(red == ["", "          ####"])
        let theme = Theme.default(for: .trueColor)
        // The subject after the reset is drawn as a row is drawn.
        #expect(buffer[12, 0].style == theme.near)
        #expect(buffer.mask { $0.background == theme.bandBackground }[1] == "##############################")
    }

    @Test("Golden frame: a filter's rows keep their colours, and the matched characters keep the match look over them")
    func filter() throws {
        var driver = PickerDriver(
            FilteringWheelPicker(LineFilter(source: Self.lines(Self.listing)), header: nil), width: 20, theme: .default(for: .trueColor))
        driver.type("run")
        driver.settle()
        let buffer = driver.buffer
        let row = buffer.lines.firstIndex { $0.contains("run.sh") } ?? -1
        #expect(row >= 0)
        guard row >= 0 else { return }
        let green = buffer.mask { $0.foreground == .basic(2) && $0.bold }[row]
        let underlined = buffer.mask { $0.underline }[row]
        // "run" matched: its three cells take the match look (underlined, the match colour)
        // over the item's bold green; ".sh" stays green.
        let title = try #require(buffer.lines[row].range(of: "run.sh")).lowerBound.utf16Offset(in: buffer.lines[row])
        #expect(underlined == String(repeating: " ", count: title) + "###")
        #expect(green == String(repeating: " ", count: title + 3) + "###")
        #expect(buffer[title, row].style.bold)
    }

    @Test("Without colours (NO_COLOR, a monochrome terminal) the items' colours are not drawn, their bold is")
    func noColor() {
        let picker = WheelTerminalPicker(WheelPicker(source: Self.lines(Self.listing), selection: [1]), header: nil, showsHelp: false)
        let none = PickerDriver(picker, width: 16, height: 3, theme: .default(for: .none))
        #expect(!none.lastWrite.contains("34m") && !none.lastWrite.contains(";34"))
        #expect(!none.lastWrite.contains("32m") && !none.lastWrite.contains(";32"))
        let colored = PickerDriver(picker, width: 16, height: 3, theme: .default(for: .basic16))
        #expect(colored.lastWrite.contains("34"))
        #expect(none.frame == colored.frame)
    }
}

extension AnsiColorsTests {
    @Test("items given as arguments keep their colours as read lines do")
    func arguments() {
        let source = LineListSource(strippingEscapesFrom: ["plain", "\u{1B}[31mred\u{1B}[0m", "two\nlines\u{1B}[1m!"])
        #expect((0..<source.count).map { source.lineText(forRow: $0) } == ["plain", "red", "two\nlines!"])
        #expect(source.titleColors(forRow: 0).isEmpty)
        #expect(source.titleColors(forRow: 1).map(\.offset) == [0])
        #expect(source.titleColors(forRow: 2).map(\.offset) == [9])
    }
}

extension AnsiColorsTests {
    static func parameters(_ marks: [LineColors.Mark]) -> [String] { marks.map { String(decoding: $0.parameters, as: UTF8.self) } }

    @Test("--with-nth: the colours follow the fields shown, each starting in the colours in force where it stood")
    func shownFields() {
        var source = Self.lines(["\u{1B}[31mred\u{1B}[0m\tblue", "\u{1B}[1;31mred\tbl\u{1B}[0mue", "a\t\u{1B}[32mb"])
        source.fields = LineFields(delimiter: .text([UInt8(ascii: "\t")]), shown: [FieldRange(single: 1)])
        #expect(source.title(forRow: 0) == "red\t")
        #expect(source.titleColors(forRow: 0).map(\.offset) == [0, 3])
        #expect(Self.parameters(source.titleColors(forRow: 0)) == ["31", "0"])
        source.fields?.shown = [FieldRange(single: 2)]
        // Row 1's second field starts inside the bold red that began before it, which ends at "ue".
        #expect(source.title(forRow: 1) == "blue")
        #expect(source.titleColors(forRow: 1).map(\.offset) == [0, 2])
        #expect(Self.parameters(source.titleColors(forRow: 1)) == ["1;31", "0"])
        // Fields shown out of order: the second, green, then the first after a reset.
        source.fields?.shown = [FieldRange(single: 2), FieldRange(single: 1)]
        #expect(source.title(forRow: 2) == "ba\t")
        #expect(source.titleColors(forRow: 2).map(\.offset) == [0, 1])
        #expect(Self.parameters(source.titleColors(forRow: 2)) == ["32", ""])
    }

    @Test("Golden frame: printf '\\e[31mred\\e[0m\\tblue' | pick choose --ansi --with-nth 1 -d '\\t' draws red in red, as fzf does")
    func shownFieldsFrame() {
        var source = Self.lines(["\u{1B}[31mred\u{1B}[0m\tblue", "plain\tx"])
        source.fields = LineFields(delimiter: .text([UInt8(ascii: "\t")]), shown: [FieldRange(single: 1)])
        let picker = WheelTerminalPicker(WheelPicker(source: source, selection: [1]), header: nil, showsHelp: false)
        let buffer = Self.buffer(picker, width: 16, height: 3)
        #expect(buffer.lines == ["  red", "› plain  ‹", ""])
        #expect(buffer.mask { $0.foreground == .basic(1) } == ["  ###", "", ""])
    }

    @Test("Golden frame: --fields title,caption in the list style draws the title and the caption in the colours they had in the line")
    func titleField() {
        let lines = Self.lines(["\u{1B}[01;34mdocs\u{1B}[0m\t\u{1B}[33ma folder\u{1B}[0m", "notes.txt\ta file"])
        let items = ItemListSource(lines: lines, fields: ItemFields(order: [.title, .caption]))
        #expect(items.hasTitleColors)
        #expect(items.titleColors(forRow: 0, inComponent: 0, selection: [1]).map(\.offset) == [0])
        let picker = WatchStylePicker(WheelPicker(source: items, selection: [1]), style: .list, header: nil, showsHelp: false)
        let buffer = Self.buffer(picker, width: 30, height: 4)
        let blue = buffer.mask { $0.foreground == .basic(4) && $0.bold }
        let row = buffer.lines.firstIndex { $0.contains("docs") } ?? -1
        #expect(row >= 0)
        guard row >= 0 else { return }
        let title = buffer.lines[row].distance(from: buffer.lines[row].startIndex, to: buffer.lines[row].range(of: "docs")?.lowerBound ?? buffer.lines[row].startIndex)
        #expect(blue[row] == String(repeating: " ", count: title) + "####")
        #expect(blue.enumerated().allSatisfy { $0.offset == row || !$0.element.contains("#") })
        // The caption under the title, yellow as it was in the line; the other caption plain.
        let yellow = buffer.mask { $0.foreground == .basic(3) }
        #expect(buffer.lines[row + 1].contains("a folder"))
        #expect(yellow[row + 1] == String(repeating: " ", count: title) + "########")
        #expect(yellow.enumerated().allSatisfy { $0.offset == row + 1 || !$0.element.contains("#") })
    }
}
