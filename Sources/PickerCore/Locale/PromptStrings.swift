import Foundation
import ProcessState

/// The words a prompt's chrome is written in: a language of ``Translations`` and any words a
/// program puts in their place.
///
/// Everything a picker shows that is not the person's own data (the help line's words after
/// each key, the notices that take its place) is looked up here, so one value decides the
/// chrome's language apart from the date locale (Behaviour 6.1): German dates with English
/// help, or the reverse. ``language`` is a ``Translations`` key (`de`, `zh-Hant`); a word it
/// lacks, and a language the table lacks, fall back to English. ``overrides`` replaces any word
/// in every language; a word that takes a value is an ICU message pattern there too (`{0}`,
/// `{0, plural, one {…} other {…}}`).
///
/// Keys are never translated: a help label keeps its key (`↑↓`, `esc`, `tab`) and only the word
/// after it changes (``helpLabel(_:)``).
///
/// The drawing reads ``current``, which a session binds for the time it runs; PickerKit's
/// prompts bind the environment's strings (`PromptEnvironment.strings`).
///
/// ```swift
/// var strings = PromptStrings(language: "de")
/// strings.helpLabel("↑↓ change")                      // "↑↓ ändern"
/// strings.text(.noticeAtMost, .count(3))              // "höchstens 3 können ausgewählt werden"
/// strings.overrides[.helpSelect] = "übernehmen"
/// strings.helpLabel("enter select")                   // "enter übernehmen"
/// PromptStrings.$current.withValue(strings) { /* draw a picker */ }
/// ```
public struct PromptStrings: Equatable, Sendable {
    /// The ``Translations`` key of the chrome's language (`en`, `de`, `zh-Hans`).
    public var language: String
    /// Words put in place of the table's, in whatever language: what a program says instead.
    public var overrides: [InterfaceWord: String]

    /// The chrome in `language` (a ``Translations`` key or any language tag: `de`, `de-CH`,
    /// `zh_TW`), with `overrides` in place of the table's words.
    public init(language: String = "en", overrides: [InterfaceWord: String] = [:]) {
        self.language = ChromeLanguage.key(forTag: language) ?? Translations.english
        self.overrides = overrides
    }

    /// The chrome in `locale`'s language.
    public init(locale: Locale) {
        self.init(language: Translations.key(for: locale))
    }

    /// English, with no overrides: the package's own words.
    public static let english = PromptStrings()

    /// The strings the drawing uses now: English unless a session or a test binds others.
    @TaskLocal public static var current: PromptStrings = .english

    /// A value a message pattern takes.
    public enum Value: Equatable, Sendable {
        /// A count, formatted with the language's digits and choosing its plural form.
        case count(Int)
        /// A text already formatted (`3 days`, `30×8`), put in as it is.
        case text(String)
    }

    /// Whether these are the package's English words, untouched: then labels need no lookup.
    package var isPlainEnglish: Bool { language == Translations.english && overrides.isEmpty }

    /// The text of `word`: the override, else the table's in ``language``, else English.
    /// "today" is CLDR's (ICU's relative day name), the table's only where ICU is absent.
    public subscript(word: InterfaceWord) -> String {
        if let override = overrides[word] { return override }
        if word == .helpToday, let today = Self.today(language: language) { return today }
        return Translations.word(word, language: language)
    }

    /// CLDR's "today" in `language`, asked of ICU the first time a language needs it: a session
    /// draws in one language, so it pays for one relative-date formatter, not one per language
    /// of the table (``ProcessCaches/todayWords``).
    private static func today(language: String) -> String? {
        if let known = todays.withLock({ $0[language] }) { return known }
        let today = MessagePattern.today(language: language)
        todays.withLock { todays in
            if todays.count >= ProcessCaches.todayWords.limit { todays.removeAll() }
            todays[language] = today
        }
        return today
    }

    /// ICU's answers so far, nil where ICU has none (the table's word is used then).
    private static let todays = Locked([String: String?]())

    /// The text of `word` with `values` put into its placeholders (`{0}`, `{1}`), counts through
    /// ICU's message format (plural forms, native digits).
    ///
    /// ```swift
    /// PromptStrings(language: "ar").text(.noticeAtMost, .count(3))   // "يمكن اختيار ٣ عناصر على الأكثر"
    /// ```
    public func text(_ word: InterfaceWord, _ values: Value...) -> String {
        MessagePattern.format(self[word], language: language, values: values)
    }

    /// `label` (an English help label such as `↑↓ change` or `type to filter`) in ``language``:
    /// the key before the first space stays, the word after it is the table's. A label whose
    /// word the table lacks stays as it is.
    ///
    /// The English label is the lookup key, as a message catalogue's id is: the key tables keep
    /// writing English and are made once, whatever language the session draws in.
    public func helpLabel(_ label: String) -> String {
        guard !isPlainEnglish else { return label }
        if let word = Self.helpWords[label] { return self[word] }
        guard let space = label.firstIndex(of: " "), let word = Self.helpWords[String(label[label.index(after: space)...])] else {
            return label
        }
        return String(label[..<space]) + " " + self[word]
    }

    /// `hint` (an English key hint a key table speaks, such as "Escape cancels") in
    /// ``language``: the table's sentence whose English text it is, or `hint` as it is when the
    /// table has none (a hint a program wrote). Key names stay literal in every language.
    ///
    /// The English hint is the lookup key, as a help label's is: the key tables keep writing
    /// English and are made once, whatever language the session speaks.
    ///
    /// ```swift
    /// PromptStrings(language: "ko").spokenHint("Enter selects")   // "Enter로 선택"
    /// ```
    public func spokenHint(_ hint: String) -> String {
        guard !isPlainEnglish, let word = Self.hintWords[hint] else { return hint }
        return self[word]
    }

    /// A list position as the language says it: "2 of 5", "5개 중 2번째".
    ///
    /// ```swift
    /// PromptStrings(language: "de").position(2, of: 5)   // "2 von 5"
    /// ```
    public func position(_ index: Int, of count: Int) -> String {
        text(.spokenPosition, .count(index), .count(count))
    }

    /// The spoken key hints by their English text: the lookup ``spokenHint(_:)`` makes.
    private static let hintWords: [String: InterfaceWord] = {
        var words: [String: InterfaceWord] = [:]
        for word in InterfaceWord.allCases where word.rawValue.hasPrefix("hint") && word != .hintsAgain {
            words[Translations.word(word, language: Translations.english)] = word
        }
        return words
    }()

    /// `items` joined as the language lists them ("Apple, Banana and Cherry"), from CLDR's
    /// list patterns.
    ///
    /// ```swift
    /// PromptStrings(language: "de").list(["Apfel", "Birne", "Kirsche"])   // "Apfel, Birne und Kirsche"
    /// ```
    public func list(_ items: [String]) -> String {
        MessagePattern.list(items, language: language)
    }

    /// The help-line words by their English text: the lookup ``helpLabel(_:)`` makes.
    private static let helpWords: [String: InterfaceWord] = {
        var words: [String: InterfaceWord] = [:]
        for word in InterfaceWord.allCases where word.rawValue.hasPrefix("help") {
            words[Translations.word(word, language: Translations.english)] = word
        }
        return words
    }()
}
