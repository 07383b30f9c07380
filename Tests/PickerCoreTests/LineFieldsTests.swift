import Foundation
import PickerCore
import PickerFormats
import Testing

/// fzf's fields (`pick choose --delimiter`, `--with-nth`, `--nth`, `--accept-nth`): split and
/// chosen as fzf 0.38's tokenizer does. Each literal expectation names the fzf command it was
/// read from; the matching tests run fzf itself where `fzf --filter` shows the result.
@Suite("Line fields: fzf's --delimiter, --with-nth, --nth and --accept-nth")
struct LineFieldsTests {
    static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    static func fields(_ delimiter: String?, shown: String? = nil, matched: String? = nil, printed: String? = nil) throws
        -> LineFields
    {
        LineFields(
            delimiter: delimiter.map(LineFields.Delimiter.init(parsing:)) ?? .whitespace,
            shown: try shown.map { try FieldRange.list(parsing: $0) }, matched: try matched.map { try FieldRange.list(parsing: $0) },
            printed: try printed.map { try FieldTemplate(parsing: $0) })
    }

    static func split(_ line: String, _ delimiter: String?) throws -> [String] {
        let fields = try Self.fields(delimiter)
        let (bytes, ranges) = fields.split(Array(line.utf8))
        return ranges.map { text(Array(bytes[$0])) }
    }

    // fzf's tokenizer keeps each field's trailing delimiter; `printf LINE | fzf -f '' -d D
    // --nth K` matches a query only in field K with it, which these splits agree with
    // (`fieldsMatchAsFzfFilters` runs fzf on them).
    @Test("splitting: AWK-style by default, else after each delimiter (text, \\t, or a pattern)", arguments: [
        ("  a  b\tc d  ", nil, ["a  ", "b\t", "c ", "d  "]),
        ("a:b::c:", ":", ["a:", "b:", ":", "c:", ""]),
        ("a\tb\tc", "\\t", ["a\t", "b\t", "c"]),
        ("a1b22c", "[0-9]+", ["a1", "b22", "c"]),
        ("k=v; x=y", "; ", ["k=v; ", "x=y"]),
        ("", nil, []),
        ("", ":", [""]),
    ] as [(String, String?, [String])])
    func splitting(line: String, delimiter: String?, expected: [String]) throws {
        #expect(try Self.split(line, delimiter) == expected)
    }

    // What fzf 0.38 shows with `--with-nth`, read from its screen in tmux: `printf 'a:b::c:\none
    // two three\n' | fzf -d : --with-nth 1,3` shows "a::", `--with-nth 2..` "b::c:", `-2` "c:";
    // without `-d`, `--with-nth 2..` shows "two three" (the fields joined as they are).
    @Test("--with-nth shows the fields joined as they are, delimiters included", arguments: [
        ("a:b::c:", ":", "1,3", "a::"),
        ("a:b::c:", ":", "2..", "b::c:"),
        ("a:b::c:", ":", "..2", "a:b:"),
        ("a:b::c:", ":", "-2", "c:"),
        ("one two three", nil, "-1", "three"),
        ("one two three", nil, "2..", "two three"),
        ("one two three", nil, "..", "one two three"),
        ("one two three", nil, "5", ""),
        ("one two three", nil, "3..1", ""),
    ] as [(String, String?, String, String)])
    func shown(line: String, delimiter: String?, expression: String, expected: String) throws {
        let fields = try Self.fields(delimiter, shown: expression)
        #expect(Self.text(fields.shownBytes(of: Array(line.utf8))) == expected)
    }

    // fzf's `--accept-nth` (0.60's man page): the fields, their last delimiter stripped; a
    // template fills each `{…}` with its fields stripped the same way, `{n}` with the index.
    @Test("--accept-nth prints the fields without their last delimiter, or fills a template", arguments: [
        ("a:b::c:", ":", "2", 7, "b"),
        ("a:b::c:", ":", "1,2", 7, "a:b"),
        ("USER  PID  CMD", nil, "2", 0, "PID"),
        ("USER  PID  CMD", nil, "{2} {n}", 4, "PID 4"),
        ("a1b22c", "[0-9]+", "..2", 0, "a1b"),
        ("x,y", ",", "[{1}|{-1}]", 0, "[x|y]"),
        ("x,y", ",", "{n}", 12, "12"),
    ] as [(String, String?, String, Int, String)])
    func printed(line: String, delimiter: String?, template: String, index: Int, expected: String) throws {
        let fields = try Self.fields(delimiter, printed: template)
        #expect(Self.text(fields.printedBytes(of: Array(line.utf8), index: index)) == expected)
    }

    @Test("a field index expression that fzf refuses is refused, naming it", arguments: ["0", "a", "1..0", "", "1...3", "2..x", "{1"])
    func refused(expression: String) {
        let problem: LineFields.Unreadable?
        do {
            if expression.hasPrefix("{") { _ = try FieldTemplate(parsing: expression) } else { _ = try FieldRange.list(parsing: expression) }
            problem = nil
        } catch {
            problem = error
        }
        #expect(problem != nil)
    }

    @Test("--delimiter: a value without pattern characters, or not a valid pattern, is a text")
    func delimiterReading() {
        #expect(LineFields.Delimiter(parsing: ":") == .text(Array(":".utf8)))
        #expect(LineFields.Delimiter(parsing: "\\t") == .text([9]))
        #expect(LineFields.Delimiter(parsing: "[") == .text(Array("[".utf8)))
        if case .pattern(let pattern) = LineFields.Delimiter(parsing: "[:,]") {
            #expect(pattern.source == "[:,]")
        } else {
            Issue.record("[:,] is a pattern")
        }
    }

    @Test("a source shows its --with-nth fields, matches its --nth fields and prints its --accept-nth fields")
    func source() throws {
        var lines = LineListSource(lines: ["1:apple:red", "2:banana:yellow", "3:cherry:red"])
        lines.fields = try Self.fields(":", shown: "2..", matched: "1", printed: "1")
        #expect(lines.title(forRow: 1) == "banana:yellow")
        #expect(lines.bytes(forRow: 1) == Array("2:banana:yellow".utf8))
        #expect(lines.printedBytes(forRow: 1) == Array("2".utf8))
        var filter = LineFilter(source: lines)
        // "red" is in the shown text, but not in its 1st field (the fruit): no match.
        filter.setQuery("red")
        while filter.isSearching { filter.advance(budget: 10) }
        #expect(filter.matchCount == 0)
        filter.setQuery("rr")
        while filter.isSearching { filter.advance(budget: 10) }
        #expect((0..<filter.matchCount).map(filter.sourceRow(forMatch:)) == [2])
    }

    /// `fzf --filter QUERY --exact` with these options prints the lines a query matches in the
    /// fields: pick's exact filter over the same fields matches the same lines.
    @Test("--nth and --delimiter match the lines fzf --filter matches", arguments: [
        (["--nth", "2"], "red"),
        (["--nth", "1"], "a"),
        (["--nth", "-1"], "e"),
        (["--delimiter", ":", "--nth", "2"], "an"),
        (["--delimiter", ":", "--nth", "2.."], "ed"),
        (["--delimiter", ":", "--with-nth", "2..", "--nth", "2"], "ell"),
        (["--delimiter", "[:,]", "--nth", "3"], "e"),
    ] as [([String], String)])
    func fieldsMatchAsFzfFilters(options: [String], query: String) throws {
        let lines = [
            "apple red fruit", "banana yellow fruit", "red cherry", "a:banana:yellow", "b:cherry,red:round",
            "c:red:apple", "  leading spaces red", "e",
        ]
        let fzf = try Self.fzf(["--filter", query, "--exact"] + options, input: lines)
        var source = LineListSource(lines: lines)
        var option: [String: String] = [:]
        for index in stride(from: 0, to: options.count, by: 2) { option[options[index]] = options[index + 1] }
        source.fields = try Self.fields(option["--delimiter"], shown: option["--with-nth"], matched: option["--nth"])
        var filter = LineFilter(source: source)
        filter.setQuery(query)
        while filter.isSearching { filter.advance(budget: 100) }
        let matched = (0..<filter.matchCount).map { lines[filter.sourceRow(forMatch: $0)] }
        #expect(Set(matched) == Set(fzf), "fzf \(options) --filter \(query)")
    }

    /// The lines `fzf ARGUMENTS` prints for `input`.
    static func fzf(_ arguments: [String], input: [String]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["fzf"] + arguments
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        try process.run()
        try stdin.fileHandleForWriting.write(contentsOf: Data(input.map { $0 + "\n" }.joined().utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}

/// `--read0`: lines that end at NUL, whatever the chunks they arrive in, keep their newlines
/// and CRs; `--header-lines` leaves the first rows out of a stream.
@Suite("NUL-separated lines and header rows")
struct NulSeparatedLinesTests {
    static func rows(_ source: LineListSource) -> [String] {
        (0..<source.count).map { String(decoding: source.bytes(forRow: $0), as: UTF8.self) }
    }

    @Test("NUL ends a line, in any chunk; a newline or CR is part of it; titles show ↵", arguments: [
        ["one\ntwo\0thr", "ee\r\n\0", "four"],
        ["one\ntwo", "\0three\r\n", "\0four"],
        ["one\ntwo\0three\r\n\0four"],
    ])
    func nulLines(chunks: [String]) {
        var source = LineListSource(bytes: [])
        source.separator = 0
        for chunk in chunks { source.append(Array(chunk.utf8)) }
        #expect(Self.rows(source) == ["one\ntwo", "three\r\n"])
        source.closeLastLine()
        #expect(Self.rows(source) == ["one\ntwo", "three\r\n", "four"])
        #expect(source.title(forRow: 0) == "one↵two")
    }

    @Test("the first rows of a stream are left out; the line still open stays open")
    func removeFirstRows() {
        var source = LineListSource(bytes: [])
        source.append(Array("NAME\r\nalpha\nbet".utf8))
        source.removeFirstRows(1)
        #expect(Self.rows(source) == ["alpha"])
        source.append(Array("a\n".utf8))
        #expect(Self.rows(source) == ["alpha", "beta"])
    }
}
