import Testing

@testable import pick

/// `pick choose --style list|stack|sequence|link` with `--limit` / `--no-limit` and `--filter`,
/// run in-process: presets print in list order; the list filters; what the style cannot do is
/// one usage line.
@Suite("Watch styles: choosing several and filtering, commands in-process")
struct WatchStyleChoiceCommandTests {
    static let locale = ["LANG": "en_US.UTF-8"]

    @Test("--no-input prints the preset selection in list order, as --print says", arguments: [
        (["choose", "--style", "list", "--no-input", "--no-limit", "--selected", "c", "--selected", "a", "a", "b", "c"], nil, "a\nc\n"),
        (["choose", "--style", "stack", "--no-input", "--limit", "2", "--selected", "b"], "a\nb\nc\n", "b\n"),
        (["choose", "--style", "sequence", "--no-input", "--no-limit"], "a\nb\n", "a\n"),
        (["choose", "--style", "list", "--no-input", "--no-limit", "--fields", "title,caption", "--print", "caption",
          "--selected", "Cherry", "--selected", "Apple"], "Apple\tred\nBanana\tyellow\nCherry\tdark\n", "red\ndark\n"),
    ] as [([String], String?, String)])
    func presets(arguments: [String], input: String?, expected: String) throws {
        let outcome = try CommandRun.pick(arguments, environment: Self.locale, input: input)
        #expect(outcome.errorText == "")
        #expect(outcome.outputText == expected)
        #expect(outcome.exit == .status(0))
    }

    @Test("--style list filters: --query, --select-1 and --exit-0 answer from the matches, as on the wheel", arguments: [
        (["choose", "--style", "list", "--no-input", "--filter", "--query", "an", "Apple", "Banana", "Mango"], nil, 0, "Banana\n"),
        (["choose", "--style", "list", "--filter=fuzzy", "--query", "mgo", "--select-1"], "Apple\nBanana\nMango\n", 0, "Mango\n"),
        (["choose", "--style", "list", "--fields", "title,caption", "--print", "line", "--query", "sweet", "--select-1"],
         "Apple\tred\nBanana\tsweet\nCherry\tdark\n", 0, "Banana\tsweet\n"),
        (["choose", "--style", "list", "--print", "index", "--query", "go", "--select-1"], "Apple\nBanana\nMango\n", 0, "2\n"),
        (["choose", "--style", "list", "--query", "kiwi", "--exit-0"], "Apple\nBanana\n", 1, ""),
        // --selected names a title with fields; a --query decides instead.
        (["choose", "--style", "list", "--no-input", "--fields", "title,caption", "--selected", "Cherry", "--filter=exact"],
         "Apple\tred\nBanana\tsweet\nCherry\tdark\n", 0, "Cherry\n"),
        (["choose", "--style", "list", "--no-input", "--fields", "title,caption", "--selected", "Cherry", "--query", "an"],
         "Apple\tred\nBanana\tsweet\nCherry\tdark\n", 0, "Banana\n"),
        // Filtering with several chosen: the presets print in input order, whatever the query.
        (["choose", "--style", "list", "--no-input", "--no-limit", "--filter=exact", "a", "b"], nil, 0, "a\n"),
        (["choose", "--no-input", "--limit", "2", "--filter=exact", "--selected", "c", "--selected", "a", "--query", "b", "a", "b", "c"],
         nil, 0, "a\nc\n"),
        (["choose", "--style", "list", "--no-input", "--no-limit", "--query", "b", "a", "b", "c"], nil, 0, "b\n"),
    ] as [([String], String?, Int32, String)])
    func listFilters(arguments: [String], input: String?, status: Int32, expected: String) throws {
        let outcome = try CommandRun.pick(arguments, environment: Self.locale, input: input)
        #expect(outcome.errorText == "")
        #expect(outcome.outputText == expected)
        #expect(outcome.exit == .status(status))
    }

    @Test("what a style cannot do: one line, status 2, nothing printed", arguments: [
        (["choose", "--style", "link", "--no-input", "--no-limit", "a", "b"],
         "pick: --limit, --no-limit and --min-count need a list; --style link shows one item on a button"),
        (["choose", "--style", "link", "--no-input", "--limit", "2", "a", "b"],
         "pick: --limit, --no-limit and --min-count need a list; --style link shows one item on a button"),
        (["choose", "--style", "stack", "--no-input", "--query", "a", "a", "b"],
         "pick: --filter, --query, --select-1 and --exit-0 work with the wheel and list styles, not --style stack"),
        (["choose", "--style", "sequence", "--no-input", "--filter=fuzzy", "a", "b"],
         "pick: --filter, --query, --select-1 and --exit-0 work with the wheel and list styles, not --style sequence"),
        (["choose", "--style", "link", "--no-input", "--exit-0", "a", "b"],
         "pick: --filter, --query, --select-1 and --exit-0 work with the wheel and list styles, not --style link"),
        (["choose", "--style", "list", "--no-input", "--limit", "1", "--selected", "a", "--selected", "b", "a", "b"],
         "pick: give one --selected, or --limit N / --no-limit to choose several"),
        (["choose", "--style", "list", "--no-input", "--limit", "1", "--no-limit", "a"], "pick: give --limit N or --no-limit, not both"),
        (["choose", "--style", "list", "--no-input", "--limit", "2", "--fields", "title,caption", "--selected", "Fig", "Apple\tred"],
         "pick: --selected 'Fig' is not among the items' titles"),
    ] as [([String], String)])
    func usage(arguments: [String], message: String) throws {
        let outcome = try CommandRun.pick(arguments, environment: Self.locale)
        #expect(outcome.exit == .status(2))
        #expect(outcome.errorLines == [message])
        #expect(outcome.standardOutput.isEmpty)
    }
}
