import PickerCore
import Testing

/// The text prompt's line editor (Behaviour 8.1, 8.2, 8.3): edits by character, words, limits,
/// paste and suggestions.
@Suite("LineEditor")
struct LineEditorTests {
    @Test("Moves and deletes go by grapheme cluster: an emoji, an accented letter and a CJK ideograph are one step each")
    func clusters() {
        let family = "👩‍👩‍👧"
        var line = LineEditor(text: "a\(family)e\u{301}中")
        #expect(line.characters.count == 4)
        #expect(line.cursor == 4)
        line.apply(.deleteBackward)
        #expect(line.text == "a\(family)e\u{301}")
        line.apply(.moveBackward)
        line.apply(.deleteBackward)
        #expect(line.text == "ae\u{301}")
        #expect(line.cursor == 1)
        line.apply(.deleteForward)
        #expect(line.text == "a")
    }

    @Test("A combining mark typed after a letter joins it as one character")
    func combiningTyped() {
        var line = LineEditor(text: "e")
        line.apply(.insert("\u{301}"))
        #expect(line.characters == ["e\u{301}"])
        #expect(line.cursor == 1)
    }

    @Test("Home, End, Ctrl-A/E and typing in the middle")
    func moveAndInsert() {
        var line = LineEditor(text: "world")
        line.apply(.moveToStart)
        let changed = line.apply(.insert("hello "))
        #expect(changed)
        #expect(line.text == "hello world")
        #expect(line.cursor == 6)
        let moved = line.apply(.moveToEnd)
        #expect(!moved)
        #expect(line.isCursorAtEnd)
        #expect(line.textBeforeCursor == "hello world")
    }

    @Test("Word moves stop at word edges; Ctrl-W deletes back to the space, as readline's unix-word-rubout does")
    func words() {
        var line = LineEditor(text: "git commit --amend")
        line.apply(.moveWordBackward)
        #expect(line.cursor == 13)   // before "amend"
        line.apply(.moveWordBackward)
        #expect(line.cursor == 4)    // before "commit"
        line.apply(.moveWordForward)
        #expect(line.cursor == 10)   // after "commit"
        line.apply(.moveToEnd)
        line.apply(.deleteWordBackward)
        #expect(line.text == "git commit ")
        line.apply(.deleteWordBackward)
        #expect(line.text == "git ")
    }

    @Test("Ctrl-U deletes to the start, Ctrl-K to the end")
    func killLine() {
        var line = LineEditor(text: "abcdef")
        line.apply(.moveBackward)
        line.apply(.moveBackward)
        line.apply(.deleteToEnd)
        #expect(line.text == "abcd")
        line.apply(.moveBackward)
        line.apply(.deleteToStart)
        #expect(line.text == "d")
        #expect(line.cursor == 0)
        let deletedToStart = line.apply(.deleteToStart)
        let deletedBack = line.apply(.deleteBackward)
        #expect(!deletedToStart && !deletedBack)
    }

    @Test("The character limit counts characters: typing and pasting keep what fits", arguments: [
        ("abc", "defg", "abcde"), ("ab", "👍🏽👍🏽👍🏽", "ab👍🏽👍🏽👍🏽"), ("中文", "中文字幕", "中文中文字"),
    ])
    func limit(start: String, typed: String, expected: String) {
        var line = LineEditor(text: start, characterLimit: 5)
        line.apply(.insert(typed))
        #expect(line.text == expected)
        #expect(line.characters.count <= 5)
        let changed = line.apply(.insert("x"))
        #expect(!changed)
    }

    @Test("An initial text longer than the limit is cut to it")
    func initialCut() {
        #expect(LineEditor(text: "abcdef", characterLimit: 3).text == "abc")
    }

    @Test("A suggestion extends what is typed, case aside, only at the end of a line that is not empty")
    func suggestions() {
        let cities = ["Lisbon", "London", "Lyon"]
        var line = LineEditor(text: "lo")
        #expect(line.completion(from: cities) == "ndon")
        let changed = line.complete(from: cities)
        #expect(changed)
        #expect(line.text == "London")
        #expect(line.completion(from: cities) == nil, "a whole suggestion extends nothing")
        #expect(LineEditor().completion(from: cities) == nil)
        var middle = LineEditor(text: "ly")
        middle.apply(.moveBackward)
        #expect(middle.completion(from: cities) == nil)
        #expect(LineEditor(text: "x").completion(from: cities) == nil)
    }

    @Test("A completion is cut to the limit")
    func completionLimit() {
        var line = LineEditor(text: "Lo", characterLimit: 4)
        line.complete(from: ["London"])
        #expect(line.text == "Lond")
    }

    @Test("A paste is one line: line breaks and tabs become spaces, control characters go")
    func paste() {
        #expect(LineEditor.singleLine(fromPaste: "one\r\ntwo\nthree\tfour") == "one two three four")
        #expect(LineEditor.singleLine(fromPaste: "red\u{1B}[31m\u{07}") == "red[31m")
    }

    @Test("Right-to-left text is kept in logical order, the cursor counting from its start")
    func rightToLeft() {
        var line = LineEditor(text: "שלום")
        line.apply(.moveToStart)
        line.apply(.moveForward)
        line.apply(.insert("x"))
        #expect(line.text == "שxלום")
        #expect(line.cursor == 2)
    }
}
