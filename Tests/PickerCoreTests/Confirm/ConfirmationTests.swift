import Foundation
import PickerCore
import Testing

/// The yes/no question's words and letters (Behaviour 6.1, 6.7).
@Suite("Translations and answer keys")
struct ConfirmationTests {
    static let languages = [
        "en", "zh-Hans", "zh-Hant", "es", "hi", "ar", "pt", "bn", "ru", "ja", "de", "fr", "ko", "it", "tr", "vi", "pl",
        "nl", "id", "fa", "he", "th", "uk", "sv",
    ]

    @Test("The table holds the 24 languages, each with every word, no answer left in English but English's own")
    func everyLanguageHasEveryWord() {
        #expect(Set(Translations.languages) == Set(Self.languages))
        for language in Self.languages where language != "en" {
            let locale = Locale(identifier: language)
            for word in InterfaceWord.allCases {
                let text = Translations.word(word, for: locale)
                #expect(!text.isEmpty)
                // The answers differ from English ("No" is Spanish and Italian for no as well);
                // a chrome word may be the same (`index`, `segment`), and has its own test.
                if word == .yes || (word == .no && !["es", "it"].contains(language)) {
                    #expect(text != Translations.word(word, for: Locale(identifier: "en")), "\(language) \(word)")
                }
            }
        }
    }

    @Test("Locales find their language; Chinese by script; an unknown language is English",
          arguments: [("de_DE", "Ja", "Nein"), ("zh_TW", "是", "否"), ("zh-Hant-HK", "是", "否"), ("zh_CN", "是", "否"),
                      ("he_IL", "כן", "לא"), ("pt_BR", "Sim", "Não"), ("xx", "Yes", "No"), ("en_US_POSIX", "Yes", "No")])
    func lookUp(identifier: String, yes: String, no: String) {
        let locale = Locale(identifier: identifier)
        #expect(Translations.word(.yes, for: locale) == yes)
        #expect(Translations.word(.no, for: locale) == no)
    }

    @Test("Chinese keys its scripts apart")
    func chineseScripts() {
        #expect(Translations.key(for: Locale(identifier: "zh_Hant_TW")) == "zh-Hant")
        #expect(Translations.key(for: Locale(identifier: "zh_Hans_CN")) == "zh-Hans")
        #expect(Translations.key(for: Locale(identifier: "sv_SE")) == "sv")
    }

    @Test("y and n always answer, in either case; other letters do not")
    func plainKeys() {
        let keys = AnswerKeys()
        #expect(keys.answer(for: "y") == true)
        #expect(keys.answer(for: "Y") == true)
        #expect(keys.answer(for: "n") == false)
        #expect(keys.answer(for: "N") == false)
        #expect(keys.answer(for: "x") == nil)
    }

    @Test("glibc's expressions give their letters: signs and digits are no keys")
    func expressions() {
        #expect(AnswerKeys.letters(inExpression: "^[+1jJyY]") == ["j", "y"])
        #expect(AnswerKeys.letters(inExpression: "^[-0nN]") == ["n"])
        #expect(AnswerKeys.letters(inExpression: "^[oOyY].*") == ["o", "y"])
        #expect(AnswerKeys.letters(inExpression: "^y") == ["y"])
        #expect(AnswerKeys.letters(inExpression: "^[+1]") == [])
        let german = AnswerKeys.forLocale(yes: "Ja", no: "Nein", expressions: ("^[+1jJyY]", "^[-0nN]"))
        #expect(german.answer(for: "J") == true)
        #expect(german.answer(for: "n") == false)
    }

    @Test("Without expressions, the words' first letters: Turkish answers no with h, Hebrew and Japanese with their own")
    func wordsFirstLetters() {
        let turkish = AnswerKeys.forLocale(yes: "Evet", no: "Hayır", expressions: nil)
        #expect(turkish.answer(for: "e") == true)
        #expect(turkish.answer(for: "H") == false)
        let hebrew = AnswerKeys.forLocale(yes: "כן", no: "לא", expressions: nil)
        #expect(hebrew.answer(for: "כ") == true)
        #expect(hebrew.answer(for: "ל") == false)
        let japanese = AnswerKeys.forLocale(yes: "はい", no: "いいえ", expressions: nil)
        #expect(japanese.answer(for: "は") == true)
        #expect(japanese.answer(for: "い") == false)
        #expect(japanese.answer(for: "y") == true)
    }

    @Test("A letter both answers claim answers neither; y stays yes and n stays no")
    func collisions() {
        let clash = AnswerKeys(yes: ["a"], no: ["a"])
        #expect(clash.answer(for: "a") == nil)
        let swapped = AnswerKeys(yes: ["n"], no: ["y"])
        #expect(swapped.answer(for: "n") == false)
        #expect(swapped.answer(for: "y") == true)
        // An empty word gives no letter.
        #expect(AnswerKeys.forLocale(yes: "", no: "", expressions: nil) == AnswerKeys())
    }

    @Test("The focus starts on the default and moves without answering")
    func focus() {
        var question = Confirmation(default: false, affirmative: "Yes", negative: "No")
        #expect(question.focusedAnswer == false)
        #expect(question.defaultAnswer == false)
        question.toggle()
        #expect(question.focusedAnswer == true)
        question.focus(false)
        #expect(question.label(of: question.focusedAnswer) == "No")
        #expect(question.defaultAnswer == false)
    }
}
