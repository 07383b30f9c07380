import Foundation
import PickerCore
import Testing

/// The chrome's words in 24 languages: the table, the language rule, ICU's patterns (Behaviour 6.1).
@Suite("Chrome translations and language")
struct ChromeTranslationTests {
    /// The words of the chrome (help line, notices, screen-reader mode's traits and hints) each
    /// language file must hold.
    static let chromeWords = InterfaceWord.allCases.filter {
        ["help", "notice", "spoken", "hint"].contains(where: $0.rawValue.hasPrefix)
    }

    /// The argument numbers a pattern has (`{0, plural, …}` and `{1}` give [0, 1]).
    static func arguments(_ pattern: String) -> [Int] {
        var found: Set<Int> = []
        var rest = Substring(pattern)
        while let brace = rest.firstIndex(of: "{") {
            rest = rest[rest.index(after: brace)...]
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            if let number = Int(digits) { found.insert(number) }
        }
        return found.sorted()
    }

    @Test("Every language has every word, not empty, with English's placeholders",
          arguments: ConfirmationTests.languages)
    func everyWordEveryLanguage(language: String) throws {
        let table = try #require(Translations.chrome[language]?(), "no chrome table for \(language)")
        let english = try #require(Translations.chrome["en"]?())
        for word in InterfaceWord.allCases {
            let text = try #require(table[word], "\(language) lacks \(word)")
            #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(language) \(word)")
            #expect(Self.arguments(text) == Self.arguments(english[word] ?? ""), "\(language) \(word): \(text)")
        }
        // Every word of the enum, the answers and screen-reader sentences too, in each file.
        #expect(Set(table.keys) == Set(InterfaceWord.allCases))
    }

    @Test("Every pattern formats in its language: no argument left unfilled, nothing left in braces",
          arguments: ConfirmationTests.languages)
    func everyPatternFormats(language: String) {
        let strings = PromptStrings(language: language)
        for count in [0, 1, 2, 3, 5, 11, 21, 100] {
            for word in Self.chromeWords {
                // A bare `{0}` in English takes a text the picker formats ("30×8", a day, a span);
                // `{0, number}` and `{0, plural, …}` take a count.
                let english = Translations.word(word, language: "en")
                let values: [PromptStrings.Value] = Self.arguments(strings[word]).map { index in
                    english.contains("{\(index)}") ? .text("30×8") : .count(count)
                }
                let text = MessagePatternProbe.format(strings, word, values)
                #expect(!text.contains("{") && !text.contains("}") && !text.contains("\u{F8F0}"), "\(language) \(word): \(text)")
            }
        }
    }

    /// Every help label the key tables write (and a form's `enter next`/`enter submit`).
    static let helpLabels = [
            "/ search",
            "0-9 type",
            "alt+key index",
            "ctrl-a all",
            "enter done",
            "enter edit",
            "enter next",
            "enter or esc: done",
            "enter pick",
            "enter select",
            "enter submit",
            "enter/esc close",
            "esc back",
            "esc cancel",
            "esc clear/cancel",
            "esc grid",
            "h/l column",
            "j/k change",
            "pgup/pgdn month",
            "shift+arrows extend",
            "space am/pm",
            "space choose",
            "space edit",
            "space open",
            "t today",
            "tab calendar",
            "tab choose",
            "tab complete",
            "tab next",
            "tab times",
            "tab/⇧tab field",
            "type to filter",
            "y/n answer",
            "←→ choose",
            "←→ column",
            "←→ move",
            "←→ segment",
            "←→↑↓ day",
            "↑ more",
            "↑↓ change",
            "↑↓ field",
            "↑↓ minute",
            "↑↓ move",
            "↑↓ step",
            "↓ next",
            "⇧↑↓ hour",
    ]

    @Test("Every help label the pickers write has its word in the table")
    func everyLabelKnown() {
        var marked = PromptStrings.english
        for word in InterfaceWord.allCases where word.rawValue.hasPrefix("help") { marked.overrides[word] = "⁂" }
        for label in Self.helpLabels + ["space new start", "esc clear", "tab time", "space start", "enter start", "space end", "enter end"] {
            #expect(marked.helpLabel(label).contains("⁂"), "\(label) has no word in the table")
        }
    }

    @Test("English stays word for word what the pickers showed")
    func englishUnchanged() {
        let english = PromptStrings.english
        #expect(english.text(.noticeAtMost, .count(3)) == "at most 3 can be chosen")
        #expect(english.text(.noticeAtMostText, .text("3 days")) == "at most 3 days can be chosen")
        #expect(english.text(.noticeAtLeast, .count(2), .count(1)) == "choose at least 2 (1 chosen)")
        #expect(english.text(.noticeAtLeastText, .text("2 days"), .count(0)) == "choose at least 2 days (0 chosen)")
        #expect(english.text(.noticeTooSmall, .text("30×8")) == "Window too small — need 30×8")
        #expect(english.helpLabel("↑↓ change") == "↑↓ change")
        #expect(english.helpLabel("enter or esc: done") == "enter or esc: done")
    }

    @Test("Counts take the language's plural form and digits, from ICU")
    func pluralsAndDigits() {
        #expect(PromptStrings(language: "de").text(.noticeAtMost, .count(1)) == "höchstens 1 kann ausgewählt werden")
        #expect(PromptStrings(language: "de").text(.noticeAtMost, .count(3)) == "höchstens 3 können ausgewählt werden")
        #expect(PromptStrings(language: "fr").text(.noticeAtLeast, .count(2), .count(1)) == "choisissez-en au moins 2 (1 choisi)")
        #expect(PromptStrings(language: "fr").text(.noticeAtLeast, .count(3), .count(2)) == "choisissez-en au moins 3 (2 choisis)")
        // Arabic has six plural forms; Hebrew a dual.
        #expect(PromptStrings(language: "ar").text(.noticeAtMost, .count(2)) == "يمكن اختيار عنصرين على الأكثر")
        #expect(PromptStrings(language: "ar").text(.noticeAtMost, .count(3)) == "يمكن اختيار 3 عناصر على الأكثر")
        #expect(PromptStrings(language: "ar").text(.noticeAtMost, .count(11)) == "يمكن اختيار 11 عنصرًا على الأكثر")
        #expect(PromptStrings(language: "he").text(.noticeAtMost, .count(2)) == "אפשר לבחור שני פריטים לכל היותר")
        // Digits are the language's default numbering in CLDR: Persian's own, Bengali's (and, without a
        // region, Arabic's) Latin.
        #expect(PromptStrings(language: "fa").text(.noticeAtMost, .count(3)) == "حداکثر ۳ مورد قابل انتخاب است")
        #expect(PromptStrings(language: "bn").text(.noticeAtMost, .count(3)) == "সর্বাধিক 3টি বেছে নেওয়া যাবে")
    }

    @Test("A formatted count kept for the next frame is its own pattern's, language's and counts'")
    func keptFormatting() {
        let german = PromptStrings(language: "de"), english = PromptStrings.english
        for _ in 0..<2 {
            #expect(german.text(.headerCountChosen, .count(2), .count(3)) == "2/3 gewählt")
            #expect(german.text(.headerCountChosen, .count(3), .count(3)) == "3/3 gewählt")
            #expect(english.text(.headerCountChosen, .count(2), .count(3)) == "2/3 chosen")
            #expect(english.text(.headerCountChosen, .count(1_000), .count(2_000)) == "1,000/2,000 chosen")
            #expect(german.text(.noticeAtMost, .count(3)) == "höchstens 3 können ausgewählt werden")
        }
    }

    @Test("Counts written without ICU are what ICU writes, in every language of the table",
          arguments: ConfirmationTests.languages)
    func plainDigitsMatchICU(language: String) throws {
        let table = try #require(Translations.chrome[language]?())
        let counts: [Double] = [0, 1, 2, 3, 7, 11, 21, 100, 101, 999]
        var patterns = table.values.filter { $0.contains(", number}") }
        patterns.append("{0, number}/{1, number}")
        for pattern in patterns {
            for count in counts {
                let numbers = [count, 999 - count]
                let icu = MessagePattern.formatCountsWithICU(pattern, language: language, numbers: numbers)
                if let plain = MessagePattern.plainDigits(pattern, language: language, numbers: numbers) {
                    #expect(plain == icu, "\(language) \(pattern) \(numbers)")
                }
            }
        }
        // A language said to write ASCII digits does, and then the plain path serves it.
        if MessagePattern.asciiDigitLanguages.contains(language) {
            #expect(MessagePattern.formatCountsWithICU("{0, number}", language: language, numbers: [123]) == "123")
            #expect(MessagePattern.plainDigits("{0, number}/{1, number}", language: language, numbers: [2, 3]) == "2/3")
        }
        #expect(MessagePattern.plainDigits("{0, number}", language: language, numbers: [1_000]) == nil)
        #expect(MessagePattern.plainDigits("{0, plural, one {# item} other {# items}}", language: language, numbers: [2]) == nil)
    }

    @Test("A text put in a pattern stays as given, braces and apostrophes too")
    func textsAsGiven() {
        #expect(PromptStrings(language: "fr").text(.noticeAtMostText, .text("{3} jours'")) == "au plus {3} jours' peuvent être choisis")
    }

    @Test("Help labels keep their keys and change their word",
          arguments: [("de", "↑↓ change", "↑↓ ändern"), ("ja", "enter select", "enter 選択"), ("ko", "esc cancel", "esc 취소"),
                      ("ar", "tab/⇧tab field", "tab/⇧tab الحقل"), ("hi", "j/k change", "j/k बदलें"),
                      ("fr", "type to filter", "taper pour filtrer"), ("de", "space am/pm", "space vorm./nachm."),
                      ("de", "F1 unknown", "F1 unknown"), ("de", "nothing", "nothing")])
    func helpLabels(language: String, english: String, translated: String) {
        #expect(PromptStrings(language: language).helpLabel(english) == translated)
    }

    @Test("Every language keeps every key of a label: only the word after the first space changes",
          arguments: ConfirmationTests.languages)
    func keysNeverChange(language: String) {
        let strings = PromptStrings(language: language)
        for label in ["↑↓ change", "←→↑↓ day", "tab/⇧tab field", "pgup/pgdn month", "esc cancel", "enter select", "ctrl-a all"] {
            let key = label.prefix { $0 != " " }
            #expect(strings.helpLabel(label).hasPrefix(key + " "), "\(language) \(label)")
        }
    }

    @Test("A program's words replace the table's in any language")
    func overrides() {
        var strings = PromptStrings(language: "de", overrides: [.helpSelect: "übernehmen"])
        #expect(strings.helpLabel("enter select") == "enter übernehmen")
        #expect(strings.helpLabel("esc cancel") == "esc abbrechen")
        strings.overrides[.noticeAtMost] = "max. {0, number}"
        #expect(strings.text(.noticeAtMost, .count(4)) == "max. 4")
        #expect(PromptStrings(language: "en", overrides: [.helpChange: "turn"]).helpLabel("↑↓ change") == "↑↓ turn")
    }

    @Test("\"today\" is CLDR's relative day name, in running text's case")
    func today() {
        #expect(PromptStrings(language: "en")[.helpToday] == "today")
        #expect(PromptStrings(language: "de").helpLabel("t today") == "t heute")
        #expect(PromptStrings(language: "ja").helpLabel("t today") == "t 今日")
        #expect(PromptStrings(language: "ru")[.helpToday] == "сегодня")
        #expect(PromptStrings(language: "de", overrides: [.helpToday: "jetzt"]).helpLabel("t today") == "t jetzt")
        // Asked again, the word comes from the process's cache and is the same.
        #expect(PromptStrings(language: "de")[.helpToday] == "heute")
        #expect(PromptStrings(language: "ru")[.helpToday] == "сегодня")
    }

    @Test("Lists join by CLDR's pattern")
    func lists() {
        #expect(PromptStrings(language: "en").list(["Apple", "Banana", "Cherry"]) == "Apple, Banana, and Cherry")
        #expect(PromptStrings(language: "de").list(["Apfel", "Birne", "Kirsche"]) == "Apfel, Birne und Kirsche")
        #expect(PromptStrings(language: "ja").list(["A", "B", "C"]) == "A、B、C")
        #expect(PromptStrings(language: "de").list(["Apfel"]) == "Apfel")
        #expect(PromptStrings(language: "de").list([]) == "")
    }

    @Test("The language: PICK_LANGUAGE, then LC_ALL, LC_MESSAGES, LANGUAGE, LANG; English otherwise",
          arguments: [
            ([:], "en"),
            (["LANG": "ko_KR.UTF-8"], "ko"),
            (["LANG": "de_DE.UTF-8", "PICK_LANGUAGE": "en"], "en"),
            (["LANG": "de_DE.UTF-8", "LC_ALL": "fr_FR.UTF-8"], "fr"),
            (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "sv_SE.UTF-8"], "sv"),
            (["LC_MESSAGES": "sv_SE.UTF-8", "LC_ALL": "pl_PL.UTF-8"], "pl"),
            (["LANG": "de_DE.UTF-8", "LANGUAGE": "xx:nl:de"], "nl"),
            (["LANGUAGE": "", "LANG": "it_IT"], "it"),
            (["LANG": "C.UTF-8"], "en"),
            (["LANG": "POSIX"], "en"),
            (["LANG": "xx_YY.UTF-8"], "en"),
            (["LC_ALL": "zh_TW.UTF-8"], "zh-Hant"),
            (["LC_ALL": "zh_HK"], "zh-Hant"),
            (["LC_ALL": "zh_Hant_TW"], "zh-Hant"),
            (["LC_ALL": "zh_CN.GB18030"], "zh-Hans"),
            (["LANG": "pt_BR.UTF-8"], "pt"),
            (["LANG": "iw_IL.UTF-8"], "he"),
            (["LANG": "sr_RS@latin"], "en"),
            (["PICK_LANGUAGE": "ja", "LC_ALL": "de_DE.UTF-8"], "ja"),
          ] as [([String: String], String)])
    func languageRule(variables: [String: String], expected: String) {
        #expect(ChromeLanguage.key(in: variables) == expected)
    }

    @Test("Strings made from a tag or a locale find the table's key; an unknown one is English")
    func stringsFromTags() {
        #expect(PromptStrings(language: "de-CH").language == "de")
        #expect(PromptStrings(language: "zh_TW").language == "zh-Hant")
        #expect(PromptStrings(language: "xx").language == "en")
        #expect(PromptStrings(locale: Locale(identifier: "uk_UA")).language == "uk")
    }

    @Test("The bound strings are what the drawing reads; English when none are bound")
    func taskLocal() {
        #expect(PromptStrings.current == .english)
        PromptStrings.$current.withValue(PromptStrings(language: "ko")) {
            #expect(PromptStrings.current.helpLabel("↑↓ change") == "↑↓ 변경")
        }
    }
}

/// Formats a word with an array of values (the API takes them variadic).
private enum MessagePatternProbe {
    static func format(_ strings: PromptStrings, _ word: InterfaceWord, _ values: [PromptStrings.Value]) -> String {
        switch values.count {
        case 0: strings[word]
        case 1: strings.text(word, values[0])
        default: strings.text(word, values[0], values[1])
        }
    }
}
