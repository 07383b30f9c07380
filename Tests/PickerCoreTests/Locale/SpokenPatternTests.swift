import Foundation
import PickerCore
import Testing

/// The patterns screen-reader mode fills around a value (issue 27): English word for word as the
/// pickers said it, and the languages' plural forms from ICU (Behaviour 6.1).
@Suite("Spoken patterns: matches, characters, cursor, range, answers")
struct SpokenPatternTests {
    @Test("English stays what the pickers said")
    func english() {
        let english = PromptStrings.english
        #expect(english.text(.spokenMatchPosition, .count(1), .count(2)) == "1 of 2 matches")
        #expect(english.text(.spokenMatchPosition, .count(1), .count(1)) == "1 of 1 match")
        #expect(english.text(.spokenCharacterCount, .count(1)) == "1 character")
        #expect(english.text(.spokenCharacterCount, .count(3)) == "3 characters")
        #expect(english.text(.spokenCursorAt, .count(2), .count(3)) == "cursor at character 2 of 3")
        #expect(english.text(.hintAnswersYes, .text(english.text(.spokenLetterOr, .text("y"), .text("j")))) == "y or j answers yes")
        #expect(english.text(.spokenRangeValue, .text("November 22 to 25, 4 days")) == "range November 22 to 25, 4 days")
        #expect(english.text(.spokenSpanTo, .text("November 22"), .text("25")) == "November 22 to 25")
        #expect(english.text(.spokenStartTimeValue, .text("09:00")) == "start time 09:00")
        #expect([english[.spokenNoStart], english[.spokenNoMatches], english[.spokenTextField], english[.spokenDates]]
                == ["no start chosen", "no matches", "text field", "Dates"])
    }

    @Test("Counts take the language's plural form: German, Russian, Arabic, Hebrew")
    func plurals() {
        #expect(PromptStrings(language: "de").text(.spokenMatchPosition, .count(1), .count(2)) == "1 von 2 Treffern")
        #expect(PromptStrings(language: "de").text(.spokenMatchPosition, .count(1), .count(1)) == "1 von 1 Treffer")
        #expect(PromptStrings(language: "ru").text(.spokenCharacterCount, .count(5)) == "5 символов")
        #expect(PromptStrings(language: "ru").text(.spokenCharacterCount, .count(2)) == "2 символа")
        #expect(PromptStrings(language: "ar").text(.spokenCharacterCount, .count(2)) == "حرفان")
        #expect(PromptStrings(language: "he").text(.spokenMatchPosition, .count(1), .count(1)) == "1 מתוך התאמה אחת")
    }

    @Test("Every language's vim hints keep the letters, and differ from English", arguments: ConfirmationTests.languages)
    func vimLetters(language: String) {
        let vim: [InterfaceWord] = [.hintVimArrowsAdjust, .hintVimArrowsMatches, .hintVimArrowsStep, .hintVimArrowMinuteHand,
                                    .hintVimArrowAdjust, .hintVimLeftRightColumn, .hintVimLeftRightAnswer,
                                    .hintVimLeftRightCursor, .hintVimKeysDayWeek]
        for word in vim {
            let text = Translations.word(word, language: language)
            let letters: [Character] = word == .hintVimKeysDayWeek ? ["h", "j", "k", "l"]
                : word.rawValue.contains("LeftRight") ? ["h", "l"] : ["j", "k"]
            #expect(letters.allSatisfy(text.contains), "\(language) \(word): \(text)")
            if language != "en" { #expect(text != Translations.word(word, language: "en"), "\(language) \(word)") }
        }
    }
}
