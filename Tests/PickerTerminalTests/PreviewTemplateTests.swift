import PickerCore
import PickerFormats
import Testing

/// fzf's `{q}`, `{+}`, `{+n}` and `{+FIELDS}` in a preview command (issue 29).
extension PreviewTemplateTests {
    static let chosen: [(index: Int, bytes: [UInt8])] = [(0, Array("my file.txt".utf8)), (3, Array("it's \"here\"".utf8))]

    @Test("{q} is the query quoted; {+} every chosen item quoted, space-separated; {+n} their indexes", arguments: [
        ("echo {q}", "a b's", "echo 'a b'\\''s'"),
        ("echo {q}", "", "echo ''"),
        ("echo {q}", "$HOME `x`", "echo '$HOME `x`'"),
        ("echo {+}", "", #"echo 'my file.txt' 'it'\''s "here"'"#),
        ("echo {+n}", "", "echo 0 3"),
        ("echo {+1}", "", #"echo 'my' 'it'\''s'"#),
        ("echo {+2..}", "", #"echo 'file.txt' '"here"'"#),
        ("echo {} {n}", "q", "echo 'current' 7"),
    ])
    func withChosen(template: String, query: String, expected: String) {
        let command = PreviewTemplate(parsing: template).command(
            item: Array("current".utf8), index: 7, fields: LineFields(), query: query, chosen: Self.chosen)
        #expect(command == expected)
    }

    @Test("With nothing chosen {+} and {+n} are the current item and its index, as in fzf", arguments: [
        ("cat {+}", "cat 'two words'"),
        ("echo {+n}", "echo 5"),
        ("echo {+2}", "echo 'words'"),
    ])
    func noneChosen(template: String, expected: String) {
        let command = PreviewTemplate(parsing: template).command(item: Array("two words".utf8), index: 5, fields: LineFields())
        #expect(command == expected)
    }

    @Test("The template says whether it uses the query and the chosen items, so only those rerun it")
    func uses() {
        #expect(PreviewTemplate(parsing: "grep {q} {}").usesQuery)
        #expect(!PreviewTemplate(parsing: "grep {q} {}").usesChosenItems)
        #expect(PreviewTemplate(parsing: "wc {+}").usesChosenItems)
        #expect(PreviewTemplate(parsing: "echo {+n}").usesChosenItems)
        #expect(!PreviewTemplate(parsing: "cat {} {n} {1}").usesQuery)
        #expect(!PreviewTemplate(parsing: "cat {} {n} {1}").usesChosenItems)
    }

    @Test("Braces that are no placeholder stay as written", arguments: ["{+q}", "{qq}", "{+x}", "{++}", "${HOME}"])
    func kept(template: String) {
        let command = PreviewTemplate(parsing: template).command(item: [], index: 0, fields: LineFields(), query: "Q")
        #expect(command == template)
    }
}
