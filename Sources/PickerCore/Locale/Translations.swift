import Foundation

/// A word a picker shows or speaks that CLDR does not translate, so the package carries it.
///
/// ICU names months, weekdays and units in every language, but not the answers of a yes/no
/// question; those words live in ``Translations``, one table for the whole package, keyed by
/// this enum, so a word added later is one case here and one entry a language there
/// (Behaviour 6.1).
///
/// ```swift
/// Translations.word(.yes, for: Locale(identifier: "de_DE"))   // "Ja"
/// ```
public enum InterfaceWord: String, CaseIterable, Sendable {
    /// The affirmative answer of a yes/no question (`pick confirm`'s first button).
    case yes
    /// The negative answer of a yes/no question.
    case no
}

/// The package's own translations of the words CLDR lacks (``InterfaceWord``), in the 24
/// languages the package speaks, English for the rest.
///
/// A language is found by its code, and for Chinese by its script (`zh_TW` is `zh-Hant`,
/// `zh_CN` `zh-Hans`); a language the table lacks, or a word a language lacks, falls back to
/// English, so every word always has a text.
///
/// ```swift
/// Translations.word(.no, for: Locale(identifier: "zh_TW"))   // "否"
/// Translations.word(.yes, for: Locale(identifier: "xx"))     // "Yes"
/// Translations.languages.count                               // 24
/// ```
public enum Translations {
    /// The text of `word` in `locale`'s language, or in English when the table has none.
    public static func word(_ word: InterfaceWord, for locale: Locale) -> String {
        let language = key(for: locale)
        return table[language]?[word] ?? table[english]?[word] ?? word.rawValue
    }

    /// The language keys the table holds (`en`, `zh-Hans`, `he`, …).
    public static var languages: [String] { table.keys.sorted() }

    /// The table key of `locale`: its language code, with the script for Chinese, whose two
    /// scripts write the words differently.
    package static func key(for locale: Locale) -> String {
        let language = locale.language.languageCode?.identifier ?? english
        guard language == "zh" else { return language }
        let script = locale.language.script?.identifier ?? locale.language.maximalIdentifier
        return script.contains("Hant") ? "zh-Hant" : "zh-Hans"
    }

    private static let english = "en"

    /// Every translation: language key → word → text.
    private static let table: [String: [InterfaceWord: String]] = [
        "en": [.yes: "Yes", .no: "No"],
        "zh-Hans": [.yes: "是", .no: "否"],
        "zh-Hant": [.yes: "是", .no: "否"],
        "es": [.yes: "Sí", .no: "No"],
        "hi": [.yes: "हाँ", .no: "नहीं"],
        "ar": [.yes: "نعم", .no: "لا"],
        "pt": [.yes: "Sim", .no: "Não"],
        "bn": [.yes: "হ্যাঁ", .no: "না"],
        "ru": [.yes: "Да", .no: "Нет"],
        "ja": [.yes: "はい", .no: "いいえ"],
        "de": [.yes: "Ja", .no: "Nein"],
        "fr": [.yes: "Oui", .no: "Non"],
        "ko": [.yes: "예", .no: "아니요"],
        "it": [.yes: "Sì", .no: "No"],
        "tr": [.yes: "Evet", .no: "Hayır"],
        "vi": [.yes: "Có", .no: "Không"],
        "pl": [.yes: "Tak", .no: "Nie"],
        "nl": [.yes: "Ja", .no: "Nee"],
        "id": [.yes: "Ya", .no: "Tidak"],
        "fa": [.yes: "بله", .no: "خیر"],
        "he": [.yes: "כן", .no: "לא"],
        "th": [.yes: "ใช่", .no: "ไม่ใช่"],
        "uk": [.yes: "Так", .no: "Ні"],
        "sv": [.yes: "Ja", .no: "Nej"],
    ]
}
