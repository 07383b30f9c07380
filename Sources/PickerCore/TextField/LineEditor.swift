/// One line of text being edited, with a cursor that moves by character (grapheme cluster,
/// Behaviour 8.1): what a text prompt and a filter's query are typed into.
///
/// The text is kept in logical order, as typed, whatever its direction; the cursor is a count
/// of characters from the start, so an emoji of several scalars, a letter with its combining
/// accents or a CJK ideograph is one step of the arrows and one Backspace. How wide each is on
/// screen is the drawing layer's business.
///
/// A `characterLimit` counts characters, not bytes or columns: typing or pasting beyond it
/// keeps what fits and drops the rest.
///
/// ```swift
/// var line = LineEditor(text: "hello wor", characterLimit: 20)
/// line.apply(.insert("ld"))          // "hello world", cursor 11
/// line.apply(.moveWordBackward)      // cursor 6
/// line.apply(.deleteWordBackward)    // "world", cursor 0
/// line.apply(.insert("👩‍💻 "))        // "👩‍💻 world", cursor 2: the emoji is one character
/// ```
public struct LineEditor: Equatable, Sendable {
    /// An edit or a cursor move, as a key stands for it.
    public enum Edit: Equatable, Sendable {
        /// Inserts text at the cursor (typed or pasted), up to the limit.
        case insert(String)
        /// One character left (←, Ctrl-B).
        case moveBackward
        /// One character right (→, Ctrl-F).
        case moveForward
        /// To the start of the previous word (Alt-B, Ctrl-←).
        case moveWordBackward
        /// To the end of the next word (Alt-F, Ctrl-→).
        case moveWordForward
        /// To the start of the line (Home, Ctrl-A).
        case moveToStart
        /// To the end of the line (End, Ctrl-E).
        case moveToEnd
        /// Deletes the character before the cursor (Backspace).
        case deleteBackward
        /// Deletes the character under the cursor (Delete, Ctrl-D).
        case deleteForward
        /// Deletes back to the start of the word before the cursor, spaces included (Ctrl-W), as
        /// readline's `unix-word-rubout` does.
        case deleteWordBackward
        /// Deletes from the start of the line to the cursor (Ctrl-U).
        case deleteToStart
        /// Deletes from the cursor to the end of the line (Ctrl-K).
        case deleteToEnd
        /// Empties the line.
        case clear
    }

    /// The characters of the line, in logical order.
    public private(set) var characters: [Character]
    /// Where the cursor is: how many characters come before it (`0...characters.count`).
    public private(set) var cursor: Int
    /// The most characters the line holds; nil for no limit.
    public let characterLimit: Int?

    /// A line holding `text` (cut to `characterLimit` characters), the cursor at its end.
    ///
    /// ```swift
    /// LineEditor(text: "abcdef", characterLimit: 3).text   // "abc"
    /// ```
    public init(text: String = "", characterLimit: Int? = nil) {
        self.characterLimit = characterLimit.map { max(0, $0) }
        let all = Array(text)
        characters = self.characterLimit.map { Array(all.prefix($0)) } ?? all
        cursor = characters.count
    }

    /// The line as a string.
    public var text: String { String(characters) }

    /// The characters before the cursor.
    public var textBeforeCursor: String { String(characters[..<cursor]) }

    /// Whether the line is empty.
    public var isEmpty: Bool { characters.isEmpty }

    /// Whether the cursor is after the last character.
    public var isCursorAtEnd: Bool { cursor == characters.count }

    /// Applies `edit`; returns whether the text changed (a move alone returns false).
    ///
    /// ```swift
    /// var line = LineEditor(text: "ab")
    /// line.apply(.moveToStart)      // false: the text is the same
    /// line.apply(.deleteForward)    // true: "b"
    /// ```
    @discardableResult
    public mutating func apply(_ edit: Edit) -> Bool {
        switch edit {
        case .insert(let typed): return insert(typed)
        case .moveBackward: cursor = max(0, cursor - 1)
        case .moveForward: cursor = min(characters.count, cursor + 1)
        case .moveWordBackward: cursor = Self.wordStart(before: cursor, in: characters, isWord: Self.isWordCharacter)
        case .moveWordForward: cursor = Self.wordEnd(after: cursor, in: characters)
        case .moveToStart: cursor = 0
        case .moveToEnd: cursor = characters.count
        case .deleteBackward: return delete(max(0, cursor - 1)..<cursor)
        case .deleteForward: return delete(cursor..<min(characters.count, cursor + 1))
        case .deleteWordBackward:
            return delete(Self.wordStart(before: cursor, in: characters) { !$0.isWhitespace }..<cursor)
        case .deleteToStart: return delete(0..<cursor)
        case .deleteToEnd: return delete(cursor..<characters.count)
        case .clear: return delete(0..<characters.count)
        }
        return false
    }

    /// Replaces the whole line with `text` (cut to the limit), the cursor at its end.
    public mutating func replace(with text: String) {
        self = LineEditor(text: text, characterLimit: characterLimit)
    }

    /// The rest of the first of `suggestions` that extends the line, compared without case,
    /// while the cursor is at the end of a line that is not empty; nil when none does.
    ///
    /// ```swift
    /// LineEditor(text: "ba").completion(from: ["Apple", "Banana"])   // "nana"
    /// ```
    public func completion(from suggestions: [String]) -> String? {
        guard !characters.isEmpty, isCursorAtEnd else { return nil }
        for suggestion in suggestions {
            let candidate = Array(suggestion)
            guard candidate.count > characters.count else { continue }
            let extends = zip(characters, candidate).allSatisfy { typed, suggested in
                typed == suggested || typed.lowercased() == suggested.lowercased()
            }
            if extends { return String(candidate[characters.count...]) }
        }
        return nil
    }

    /// Completes the line with the first of `suggestions` that extends it (its own letter case
    /// wins, as fish's and gum's do), cut to the limit; returns whether it did.
    @discardableResult
    public mutating func complete(from suggestions: [String]) -> Bool {
        guard let rest = completion(from: suggestions) else { return false }
        let whole = suggestions.first { suggestion in
            suggestion.count == characters.count + rest.count && suggestion.hasSuffix(rest)
        } ?? text + rest
        replace(with: whole)
        return true
    }

    /// Pasted text as one line: each line break (CR LF counted once) and tab becomes a space,
    /// and other control characters (escape sequences among them) are dropped, so nothing
    /// pasted acts as a key or reaches the screen as a command.
    ///
    /// ```swift
    /// LineEditor.singleLine(fromPaste: "one\r\ntwo\u{1B}[31m")   // "one two[31m"
    /// ```
    public static func singleLine(fromPaste text: String) -> String {
        var result = String.UnicodeScalarView()
        for character in text {
            if character.isNewline || character == "\t" {
                result.append(" ")
                continue
            }
            for scalar in character.unicodeScalars where scalar.properties.generalCategory != .control {
                result.append(scalar)
            }
        }
        return String(result)
    }

    // MARK: Editing

    private mutating func insert(_ typed: String) -> Bool {
        var added = typed
        if let limit = characterLimit { added = String(added.prefix(max(0, limit - characters.count))) }
        guard !added.isEmpty else { return false }
        // Joined as a string, so a combining mark typed after a letter becomes one character with it.
        let before = String(characters[..<cursor]) + added
        let joined = Array(before + String(characters[cursor...]))
        guard characterLimit.map({ joined.count <= $0 }) ?? true, joined != characters else { return false }
        characters = joined
        cursor = min(before.count, characters.count)
        return true
    }

    private mutating func delete(_ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        // Rejoined, so an accent left beside a letter reads as one character again.
        characters = Array(String(characters[..<range.lowerBound]) + String(characters[range.upperBound...]))
        cursor = min(range.lowerBound, characters.count)
        return true
    }

    // MARK: Words

    /// A letter, digit or connector (`_`): what a word is made of for Alt-B and Alt-F.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// The start of the word before `index`: back over what is not a word, then over the word.
    static func wordStart(before index: Int, in characters: [Character], isWord: (Character) -> Bool) -> Int {
        var index = index
        while index > 0, !isWord(characters[index - 1]) { index -= 1 }
        while index > 0, isWord(characters[index - 1]) { index -= 1 }
        return index
    }

    /// The end of the word after `index`: forward over what is not a word, then over the word.
    static func wordEnd(after index: Int, in characters: [Character]) -> Int {
        var index = index
        while index < characters.count, !isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, isWordCharacter(characters[index]) { index += 1 }
        return index
    }
}
