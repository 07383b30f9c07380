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
        #expect(closing.components(separatedBy: "{answer}").count == 2, "\(language): \(closing)")
        let filled = Translations.word(.answerChosen, for: locale, answer: "Banana")
        #expect(filled.contains("Banana") && !filled.contains("{answer}"), "\(language): \(filled)")
    }

    @Test("The closing line in English, German and Japanese")
    func closingLine() {
        #expect(Translations.word(.answerChosen, for: Locale(identifier: "en_US"), answer: "Banana") == "Banana chosen.")
        #expect(Translations.word(.answerChosen, for: Locale(identifier: "de_DE"), answer: "Banane") == "Banane gewählt.")
        #expect(Translations.word(.answerChosen, for: Locale(identifier: "ja_JP"), answer: "バナナ") == "バナナを選択しました。")
        #expect(Translations.word(.cancelled, for: Locale(identifier: "xx")) == "Cancelled.")
    }
}
