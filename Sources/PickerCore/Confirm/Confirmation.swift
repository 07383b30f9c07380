import Foundation

/// A yes/no question's state without a screen: two answers, the one the focus is on, and the
/// letters that answer at once (`pick confirm`, `Prompt.confirm`).
///
/// The focus starts on the default answer; moving it never answers, Enter answers the focused
/// one, and a letter of ``keys`` answers at once (Behaviour 6.7).
///
/// ```swift
/// var question = Confirmation(default: false, affirmative: "Yes", negative: "No")
/// question.focusedAnswer          // false: "No" has the focus
/// question.toggle()
/// question.focusedAnswer          // true
/// question.keys.answer(for: "N")  // false
/// ```
public struct Confirmation: Equatable, Sendable {
    /// The affirmative answer's label (`Yes`, or the locale's word).
    public var affirmative: String
    /// The negative answer's label (`No`, or the locale's word).
    public var negative: String
    /// The answer the focus is on: true for ``affirmative``.
    public private(set) var focusedAnswer: Bool
    /// The answer the question opens on, which `--no-input` and an unattended run answer.
    public let defaultAnswer: Bool
    /// The letters that answer at once.
    public var keys: AnswerKeys

    /// A question opening on `defaultAnswer`, answered with the two labels.
    public init(default defaultAnswer: Bool = true, affirmative: String, negative: String, keys: AnswerKeys = AnswerKeys()) {
        self.affirmative = affirmative
        self.negative = negative
        self.defaultAnswer = defaultAnswer
        focusedAnswer = defaultAnswer
        self.keys = keys
    }

    /// Puts the focus on `answer`.
    public mutating func focus(_ answer: Bool) { focusedAnswer = answer }

    /// Moves the focus to the other answer.
    public mutating func toggle() { focusedAnswer.toggle() }

    /// The label of `answer`.
    public func label(of answer: Bool) -> String { answer ? affirmative : negative }
}

/// The letters that answer a yes/no question at once: `y` and `n` always, plus the locale's own.
///
/// The locale's letters come from its yes/no expressions where the platform has them (glibc's
/// `YESEXPR`, `^[+1jJyY]` for German), else from the first letter of the translated words
/// (``Translations``). A letter both lists claim answers neither, so a locale never makes one
/// key mean two things; `y` stays yes and `n` stays no. Letters match in either case.
///
/// ```swift
/// let keys = AnswerKeys.forLocale(yes: "Evet", no: "Hayır", expressions: nil)
/// keys.answer(for: "e")   // true
/// keys.answer(for: "H")   // false
/// keys.answer(for: "x")   // nil
/// ```
public struct AnswerKeys: Equatable, Sendable {
    /// Letters answering yes, lower-case.
    public private(set) var yes: [Character]
    /// Letters answering no, lower-case.
    public private(set) var no: [Character]

    /// `y` and `n` and the given letters, kept apart as the type's discussion says.
    public init(yes: [Character] = [], no: [Character] = []) {
        let yes = Self.lowered(["y"] + yes)
        let no = Self.lowered(["n"] + no)
        self.yes = Self.unique(yes.filter { $0 == "y" || (!no.contains($0) && $0 != "n") })
        self.no = Self.unique(no.filter { $0 == "n" || (!yes.contains($0) && $0 != "y") })
    }

    /// The keys for a locale whose words are `yes` and `no`: the letters of the platform's
    /// `expressions` (a `YESEXPR` and a `NOEXPR`) when it has them, else the words' first letters.
    public static func forLocale(yes: String, no: String, expressions: (yes: String, no: String)?) -> AnswerKeys {
        if let expressions {
            let fromYes = letters(inExpression: expressions.yes)
            let fromNo = letters(inExpression: expressions.no)
            if !fromYes.isEmpty || !fromNo.isEmpty { return AnswerKeys(yes: fromYes, no: fromNo) }
        }
        return AnswerKeys(yes: yes.first.map { [$0] } ?? [], no: no.first.map { [$0] } ?? [])
    }

    /// The letters a POSIX yes/no expression accepts as its first character: those of the
    /// bracket after `^` (`^[+1jJyY]` gives `j`, `y`), or the one letter after `^` (`^y`);
    /// digits and signs are left out, as no key should answer by them.
    package static func letters(inExpression expression: String) -> [Character] {
        var rest = Substring(expression)
        if rest.first == "^" { rest = rest.dropFirst() }
        if rest.first == "[", let close = rest.firstIndex(of: "]") {
            return unique(lowered(rest[rest.index(after: rest.startIndex)..<close].filter(\.isLetter)))
        }
        return rest.first.map { $0.isLetter ? lowered([$0]) : [] } ?? []
    }

    /// What `character` answers: true for yes, false for no, nil for neither.
    public func answer(for character: Character) -> Bool? {
        guard let lowered = Self.lowered([character]).first else { return nil }
        if yes.contains(lowered) { return true }
        if no.contains(lowered) { return false }
        return nil
    }

    private static func lowered<Letters: Sequence<Character>>(_ letters: Letters) -> [Character] {
        letters.compactMap { String($0).lowercased().first }
    }

    private static func unique(_ letters: [Character]) -> [Character] {
        var seen: Set<Character> = []
        return letters.filter { seen.insert($0).inserted }
    }
}
