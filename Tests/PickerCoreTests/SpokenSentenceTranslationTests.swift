import Foundation
import PickerCore
import Testing

/// Screen-reader mode's own sentences (issue 27, item 3) in every language of the table.
@Suite("Spoken sentences in every language")
struct SpokenSentenceTranslationTests {
    static let spoken: [InterfaceWord] = [.answerChosen, .cancelled, .endOfList, .topOfList, .hintsAgain]

    @Test("Every language has each sentence in its own words, and the answer's place in the closing line",
          arguments: ConfirmationTests.languages)
    func everyLanguage(language: String) {
        let locale = Locale(identifier: language)
        for word in Self.spoken {
            let text = Translations.word(word, for: locale)
            #expect(!text.isEmpty)
            if language != "en" {
                #expect(text != Translations.word(word, for: Locale(identifier: "en")), "\(language) \(word)")
            }
        }
        let closing = Translations.word(.answerChosen, for: locale)
        #expect(closing.components(separatedBy: "{0}").count == 2, "\(language): \(closing)")
        let filled = PromptStrings(locale: locale).text(.answerChosen, .text("Banana"))
        #expect(filled.contains("Banana") && !filled.contains("{0}"), "\(language): \(filled)")
    }

    @Test("The closing line in English, German and Japanese, filled as every other word is")
    func closingLine() {
        #expect(PromptStrings(language: "en").text(.answerChosen, .text("Banana")) == "Banana chosen.")
        #expect(PromptStrings(language: "de").text(.answerChosen, .text("Banane")) == "Banane gewählt.")
        #expect(PromptStrings(language: "ja").text(.answerChosen, .text("バナナ")) == "バナナを選択しました。")
        #expect(Translations.word(.cancelled, for: Locale(identifier: "xx")) == "Cancelled.")
    }

    @Test("An override of the closing line is the sentence filled; an answer's braces and apostrophes stay text")
    func closingLineOverride() {
        let strings = PromptStrings(language: "de", overrides: [.answerChosen: "Genommen: {0}!"])
        #expect(strings.text(.answerChosen, .text("Banane")) == "Genommen: Banane!")
        #expect(PromptStrings.english.text(.answerChosen, .text("it's {0}")) == "it's {0} chosen.")
    }
}
