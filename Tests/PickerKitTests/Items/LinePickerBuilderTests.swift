#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import PickerKit
import Testing

/// `LinePickerBuilder`: the one place `pick choose`'s pickers are assembled, and its rules.
@Suite("Building a picker over lines")
struct LinePickerBuilderTests {
    /// What an assembly comes to, as text: the prompt's initial value, or the answer found
    /// without asking.
    static func summary(_ assembly: LineAssembly) -> String {
        switch assembly {
        case .prompt(let prompt): "prompt " + String(decoding: prompt.initialValue, as: UTF8.self)
        case .answered(let bytes): "answered " + String(decoding: bytes, as: UTF8.self)
        case .unanswered: "unanswered"
        }
    }

    static func settings(_ change: (inout LinePickerSettings) -> Void) -> LinePickerSettings {
        var settings = LinePickerSettings()
        change(&settings)
        return settings
    }

    static let fruit = LineInput.arguments(["Apple", "Apricot", "Banana", "Cherry"])

    // MARK: Rules

    static let broken: [(LinePickerSettings, LineInput, String)] = [
        (settings { $0.look = ItemLook() }, fruit,
         "--fields, --caption, --outline, --indicator, --print and --caption-position need --style list, stack, sequence or link"),
        (settings { ($0.watchStyle, $0.filter) = (.stack, LineFilterSettings(mode: .exact)) }, fruit,
         "--filter, --query, --select-1 and --exit-0 work with the wheel and list styles, not --style stack"),
        (settings { ($0.watchStyle, $0.choices) = (.link, ChoiceLimits(limit: 2)) }, fruit,
         "--limit, --no-limit and --min-count need a list; --style link shows one item on a button"),
        (settings { $0.selected = ["Apple", "Banana"] }, fruit, "give one --selected, or --limit N / --no-limit to choose several"),
        (settings { _ in }, .none, "no items: give them as arguments, or pipe them one per line on stdin"),
        (settings { $0.selected = ["Kiwi"] }, fruit, "--selected 'Kiwi' is not among the items"),
        (settings { $0.disabled = ["Apple"] }, .arguments(["Apple"]), "every item is --disabled: nothing could be chosen"),
        (settings { ($0.selected, $0.disabled, $0.choices) = (["Banana"], ["Banana"], ChoiceLimits()) }, fruit,
         "--selected 'Banana' is --disabled"),
        (settings { ($0.selected, $0.choices) = (["Apple", "Banana", "Cherry"], ChoiceLimits(limit: 2)) }, fruit,
         "3 --selected values, but at most 2 can be chosen (--limit)"),
        (settings { ($0.selected, $0.watchStyle, $0.look) = (["Fig"], .list, ItemLook(fields: ItemFields(order: [.title, .caption]))) },
         fruit, "--selected 'Fig' is not among the items' titles"),
        (settings { ($0.selected, $0.disabled, $0.choices, $0.filter) = (["Banana"], ["Banana"], ChoiceLimits(), LineFilterSettings(mode: .exact)) },
         fruit, "--selected 'Banana' is --disabled"),
    ]

    @Test("a broken rule is one invalid argument in the command line's words, whatever the style", arguments: 0..<broken.count)
    func rules(case index: Int) {
        let (settings, input, message) = Self.broken[index]
        #expect(throws: PromptError.invalidArgument(message)) { try LinePickerBuilder.build(input, settings) }
    }

    @Test("the same rule in a Swift caller's words")
    func swiftWording() {
        #expect(throws: PromptError.invalidArgument("the selected item 'Kiwi' is not among the items")) {
            try LinePickerBuilder.build(Self.fruit, Self.settings { $0.selected = ["Kiwi"] }, wording: .swift)
        }
        #expect(throws: PromptError.invalidArgument("filtering needs the list style, not .sequence")) {
            try LinePickerBuilder.build(
                Self.fruit, Self.settings { ($0.watchStyle, $0.filter) = (.sequence, LineFilterSettings(mode: .fuzzy)) },
                wording: .swift)
        }
    }

    // MARK: Presets and disabled lines

    @Test("the selection starts on --selected in every style; several presets print in list order",
          arguments: [nil, WatchStyle.list, .stack, .sequence, .link])
    func selected(style: WatchStyle?) throws {
        let one = try LinePickerBuilder.build(Self.fruit, Self.settings { ($0.watchStyle, $0.selected) = (style, ["Banana"]) })
        #expect(Self.summary(one) == "prompt Banana")
        guard style != .link else { return }
        let several = try LinePickerBuilder.build(
            Self.fruit, Self.settings { ($0.watchStyle, $0.selected, $0.choices) = (style, ["Cherry", "Apple"], ChoiceLimits()) })
        #expect(Self.summary(several) == "prompt Apple\nCherry")
    }

    @Test("--select-1 answers the one enabled match, even beside a disabled one; --exit-0 answers nothing when all are disabled",
          arguments: [nil, WatchStyle.list])
    func answersAtOnce(style: WatchStyle?) throws {
        let one = try LinePickerBuilder.build(Self.fruit, Self.settings {
            ($0.watchStyle, $0.disabled) = (style, ["Apricot"])
            $0.filter = LineFilterSettings(mode: .exact, query: "ap", selectsOnlyMatch: true)
        })
        #expect(Self.summary(one) == "answered Apple")
        let none = try LinePickerBuilder.build(Self.fruit, Self.settings {
            ($0.watchStyle, $0.disabled) = (style, ["Apple", "Apricot"])
            $0.filter = LineFilterSettings(mode: .exact, query: "ap", exitsWithoutMatch: true)
        })
        #expect(Self.summary(none) == "unanswered")
        // Two enabled matches: nothing to answer alone, so the picker opens on the first.
        let two = try LinePickerBuilder.build(Self.fruit, Self.settings {
            $0.watchStyle = style
            $0.filter = LineFilterSettings(mode: .exact, query: "ap", selectsOnlyMatch: true)
        })
        #expect(Self.summary(two) == "prompt Apple")
    }

    @Test("never shown, a query whose matches are all disabled answers nothing; shown, it opens", arguments: [nil, WatchStyle.list])
    func withoutInput(style: WatchStyle?) throws {
        func build(usesInitialValue: Bool) throws -> String {
            Self.summary(try LinePickerBuilder.build(Self.fruit, Self.settings {
                ($0.watchStyle, $0.disabled, $0.usesInitialValue) = (style, ["Banana"], usesInitialValue)
                $0.filter = LineFilterSettings(mode: .exact, query: "ban")
            }))
        }
        #expect(try build(usesInitialValue: true) == "unanswered")
        #expect(try build(usesInitialValue: false) == "prompt ")
    }

    // MARK: Fields

    @Test("with fields, --selected is a title and --print picks the part printed")
    func fields() throws {
        let lines = LineInput.arguments(["Apple\tRed\tapple.png", "Banana\tYellow\tbanana.png"])
        let fields = try ItemFields(parsing: "title,caption,image")
        for (printed, expected) in [(ItemOutput.title, "Banana"), (.caption, "Yellow"), (.image, "banana.png"), (.index, "1")] {
            let assembly = try LinePickerBuilder.build(lines, Self.settings {
                ($0.watchStyle, $0.selected) = (.stack, ["Banana"])
                $0.look = ItemLook(fields: fields, printed: printed)
            })
            #expect(Self.summary(assembly) == "prompt " + expected)
        }
    }

    // MARK: Streaming

    /// A pipe with `text` written into it; its writing end stays open unless `closes`.
    static func makePipe(_ text: String, closes: Bool) -> (reader: InputReader, writer: Int32) {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let bytes = Array(text.utf8)
        #expect(bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) } == bytes.count)
        if closes { close(ends[1]) }
        return (InputReader(descriptor: ends[0]), ends[1])
    }

    @Test("streamed lines: the picker opens once what it needs is read, the rest left to load while shown")
    func streaming() throws {
        let lines = (0..<100).map { "line \($0)" }.joined(separator: "\n") + "\n"
        // The writer still open: the picker opens without waiting for the end.
        let open = Self.makePipe(lines, closes: false)
        defer { close(open.writer); close(open.reader.descriptor) }
        let shown = try LinePickerBuilder.build(.stream(open.reader), Self.settings { $0.selected = ["line 99"] })
        #expect(Self.summary(shown) == "prompt line 99")
        // Nothing more to come and nothing to choose: the rule, before anything is drawn.
        let closed = Self.makePipe("Apple\n", closes: true)
        defer { close(closed.reader.descriptor) }
        #expect(throws: PromptError.invalidArgument("every item is --disabled: nothing could be chosen")) {
            try LinePickerBuilder.build(.stream(closed.reader), Self.settings { $0.disabled = ["Apple"] })
        }
    }

    @Test("a stream whose line never ends opens the picker once the line passes its length: shown cut, nothing to print (Behaviour 7.4)")
    func endlessLine() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let writer = ends[1]
        let total = LineBounds.standard.lineLength + (1 << 17)
        let written = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let chunk = [UInt8](repeating: UInt8(ascii: "z"), count: 1 << 14)
            var count = 0
            while count < total {
                let wrote = chunk.withUnsafeBytes { write(writer, $0.baseAddress, min($0.count, total - count)) }
                if wrote <= 0 { break }
                count += wrote
            }
            close(writer)
            written.signal()
        }
        let shown = try LinePickerBuilder.build(.stream(InputReader(descriptor: ends[0])), LinePickerSettings())
        // Without the bound the line would be a row only at the end of the input, whole and choosable.
        guard case .prompt(let prompt) = shown else {
            Issue.record("no picker to show")
            return
        }
        #expect(prompt.initialValue.isEmpty)
        var rest = [UInt8](repeating: 0, count: 1 << 16)
        while read(ends[0], &rest, rest.count) > 0 {}
        written.wait()
        close(ends[0])
    }

    @Test("a line of 600 KB read from a file, within the length, is chosen byte for byte (Behaviour 7.4)")
    func longLineChosen() throws {
        let line = (0..<600_000).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("long-line-\(getpid())").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(line + Array("\nshort\n".utf8))))
        defer { unlink(path) }
        let descriptor = open(path, O_RDONLY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        let shown = try LinePickerBuilder.build(.stream(InputReader(descriptor: descriptor)), LinePickerSettings())
        guard case .prompt(let prompt) = shown else {
            Issue.record("no picker to show")
            return
        }
        let whole = prompt.initialValue == line
        #expect(whole)
    }

    @Test("--select-1 reads the stream to its end before answering")
    func streamedAnswer() throws {
        let lines = (0..<5000).map { "line \($0)" }.joined(separator: "\n") + "\nunique\n"
        let closed = Self.makePipe(lines, closes: true)
        defer { close(closed.reader.descriptor) }
        let answer = try LinePickerBuilder.build(.stream(closed.reader), Self.settings {
            $0.filter = LineFilterSettings(mode: .exact, query: "unique", selectsOnlyMatch: true)
        })
        #expect(Self.summary(answer) == "answered unique")
    }
}
