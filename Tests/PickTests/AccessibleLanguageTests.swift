import PickerCore
import PickerKit
import Testing

@testable import pick

/// Issue 27: screen-reader mode speaks its own words (traits, roles, positions, key hints and
/// the closing line) in the chrome's language, keys staying literal (Behaviour 6.1, 2.12).
@Suite("Screen-reader mode in the person's language")
struct AccessibleLanguageTests {
    static func said(_ family: String, _ environment: [String: String], script: String? = nil) throws -> [String] {
        let family = try #require(PickerFamily.all.first { $0.name == family })
        return try #require(try CrossCuttingRule.run(family, ["--accessible"], script: script, environment: environment).record?.transcript)
    }

    @Test("LANG=ko_KR.UTF-8 pick date --accessible speaks Korean hints, traits and closing line")
    func koreanDate() throws {
        let said = try Self.said("date inline", ["LANG": "ko_KR.UTF-8"])
        let text = said.joined(separator: "\n")
        for korean in ["날짜, ", "선택됨.", "화살표 키로 일 단위와 주 단위 이동", "Page Up과 Page Down으로 월 단위 이동",
                       "T로 오늘로 이동", "Enter로 선택, Escape로 취소."] {
            #expect(text.contains(korean), "\(korean) not said:\n\(text)")
        }
        for english in ["Day, ", "selected", "Arrow keys", "goes to today", "Enter selects", "Escape cancels"] {
            #expect(!text.contains(english), "English \(english) said:\n\(text)")
        }
        #expect(said.last?.hasSuffix(" 선택됨.") == true, "\(said)")
        let cancelled = try Self.said("date inline", ["LANG": "ko_KR.UTF-8"], script: "esc")
        #expect(cancelled.last == "취소됨.")
    }

    @Test("A wheel's position, trait and the end of the list in German; PICK_LANGUAGE=en pins English words")
    func germanWheel() throws {
        let said = try Self.said("choose wheel", ["LANG": "de_DE.UTF-8"], script: "up enter")
        let text = said.joined(separator: "\n")
        #expect(text.contains("Apple, 1 von 3"), "\(text)")
        #expect(text.contains("Anfang der Liste."), "\(text)")
        #expect(!text.contains(" of 3"), "\(text)")
        let english = try Self.said("choose wheel", ["LANG": "de_DE.UTF-8", "PICK_LANGUAGE": "en"])
        #expect(english.joined(separator: "\n").contains("Apple, 1 of 3"), "\(english)")
        #expect(english.last == "Apple chosen.")
    }

    // The last English words (issue 27): each is said in German and in Hebrew (right to left),
    // with the table's words, and none of the English ones.

    /// A language the tests speak: its `LANG` and its strings.
    struct Language: Sendable, CustomTestStringConvertible {
        let lang: String
        let strings: PromptStrings
        var testDescription: String { lang }
    }

    static let languages = [
        Language(lang: "de_DE.UTF-8", strings: PromptStrings(language: "de")),
        Language(lang: "he_IL.UTF-8", strings: PromptStrings(language: "he")),
    ]

    /// Everything `family` says in `language`, as one text.
    static func text(_ family: String, _ language: Language, _ extra: [String] = [], script: String? = nil) throws -> String {
        let family = try #require(PickerFamily.all.first { $0.name == family })
        let record = try CrossCuttingRule.run(family, ["--accessible"] + extra, script: script, environment: ["LANG": language.lang]).record
        return try #require(record?.transcript).joined(separator: "\n")
    }

    /// Whether `text` holds every fixed part of `word`'s pattern (what stays around its `{0}`, `{1}`).
    static func holdsPattern(_ text: String, _ word: InterfaceWord, _ strings: PromptStrings) -> Bool {
        strings[word].components(separatedBy: "{0}").flatMap { $0.components(separatedBy: "{1}") }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.allSatisfy(text.contains)
    }

    static func expectNoEnglish(_ text: String, _ words: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        for english in words {
            #expect(!text.contains(english), "English \"\(english)\" said:\n\(text)", sourceLocation: sourceLocation)
        }
    }

    @Test("--vim: the letters' hints (j and k, h and l, h, j, k and l) in the chrome's language", arguments: languages)
    func vimHints(language: Language) throws {
        // The keys' hints in full are said on `?`; the opening says their summaries.
        let wheels = try Self.text("wheels", language, ["--vim"], script: #""?" enter"#)
        #expect(wheels.contains(language.strings[.hintVimArrowsAdjust]), "\(wheels)")
        #expect(wheels.contains(language.strings[.hintVimLeftRightColumn]), "\(wheels)")
        let grid = try Self.text("date inline", language, ["--vim"])
        #expect(grid.contains(language.strings[.hintVimKeysDayWeek]), "\(grid)")
        Self.expectNoEnglish(wheels + grid, ["adjust the value", "change column", "move by day", "Arrow keys"])
    }

    @Test("confirm: the answering letters' hints, the position and the button trait in the chrome's language",
          arguments: languages)
    func confirmHints(language: Language) throws {
        let said = try Self.text("confirm", language, script: #""?" enter"#)
        #expect(Self.holdsPattern(said, .hintAnswersYes, language.strings), "\(said)")
        #expect(Self.holdsPattern(said, .hintAnswersNo, language.strings), "\(said)")
        #expect(said.contains(", \(language.strings.position(1, of: 2)), \(language.strings[.spokenButton])."), "\(said)")
        Self.expectNoEnglish(said, ["answers yes", "answers no", " or ", "button", " of 2"])
    }

    @Test("text: its name and where the cursor is in the chrome's language", arguments: languages)
    func textField(language: Language) throws {
        let said = try Self.text("text", language, script: "left enter")
        #expect(said.hasPrefix(language.strings[.spokenText] + ", Ada\n"), "\(said)")
        #expect(said.contains(language.strings.text(.spokenCursorAt, .count(3), .count(3))), "\(said)")
        // The closing line confirms the text alone, not where the cursor was.
        #expect(said.hasSuffix("\n" + language.strings.text(.answerChosen, .text("Ada"))), "\(said)")
        Self.expectNoEnglish(said, ["text field", "cursor at", "character"])
    }

    @Test("range: its name, the span's words and \"no start chosen\" in the chrome's language", arguments: languages)
    func range(language: Language) throws {
        let said = try Self.text("range", language, script: "esc esc")
        #expect(said.hasPrefix(language.strings[.spokenDateRange] + ", "), "\(said)")
        #expect(Self.holdsPattern(said, .spokenRangeValue, language.strings), "\(said)")
        #expect(said.contains(language.strings[.spokenNoStart]), "\(said)")
        Self.expectNoEnglish(said, ["Date range", "range ", "no start", " to "])
    }

    @Test("The German span reads its dash as \"bis\"")
    func germanSpan() throws {
        let said = try Self.text("range", Self.languages[0])
        #expect(said.contains("Zeitraum 22. bis 24. November, 3 Tage"), "\(said)")
    }

    @Test("filter: \"N of M matches\" as a plural in the chrome's language", arguments: languages)
    func filterMatches(language: Language) throws {
        let two = try Self.text("filter wheel", language, script: #""a" enter"#)
        #expect(two.contains(language.strings.text(.spokenMatchPosition, .count(1), .count(2))), "\(two)")
        let one = try Self.text("filter wheel", language, script: #""an" enter"#)
        #expect(one.contains("Banana, " + language.strings.text(.spokenMatchPosition, .count(1), .count(1))), "\(one)")
        Self.expectNoEnglish(two + one, ["match"])
    }

    @Test("The German filter says \"1 von 2 Treffern\" and \"1 von 1 Treffer\", and confirms \"Banana gewählt.\"")
    func germanMatches() throws {
        let german = Self.languages[0]
        #expect(try Self.text("filter wheel", german, script: #""a" enter"#).contains(", 1 von 2 Treffern"))
        let one = try Self.text("filter wheel", german, script: #""an" enter"#)
        #expect(one.contains("Banana, 1 von 1 Treffer"), "\(one)")
        // The closing line confirms the match alone, as a list's does without its position.
        #expect(one.hasSuffix("\nBanana gewählt."), "\(one)")
    }

    @Test("A picker without a header is named in the chrome's language: dates, date, number", arguments: languages)
    func names(language: Language) throws {
        let dates = try Self.text("dates", language)
        #expect(dates.hasPrefix(language.strings[.spokenDates] + ", "), "\(dates)")
        let date = try Self.text("date inline", language)
        #expect(date.hasPrefix(language.strings[.spokenDate] + ", "), "\(date)")
        let number = try Self.text("number", language)
        #expect(number.hasPrefix(language.strings[.spokenNumber] + ", "), "\(number)")
        Self.expectNoEnglish(dates + date + number, ["Dates", "Date,", "Number"])
    }
}
