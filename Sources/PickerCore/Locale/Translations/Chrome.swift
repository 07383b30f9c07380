extension Translations {
    /// Every word by language key, one file a language (`Chrome+de.swift`, …): what
    /// ``word(_:language:)`` reads.
    package static let chrome: [String: [InterfaceWord: String]] = [
        "en": englishChrome,
        "de": germanChrome,
        "fr": frenchChrome,
        "es": spanishChrome,
        "pt": portugueseChrome,
        "it": italianChrome,
        "nl": dutchChrome,
        "sv": swedishChrome,
        "ru": russianChrome,
        "uk": ukrainianChrome,
        "pl": polishChrome,
        "tr": turkishChrome,
        "vi": vietnameseChrome,
        "id": indonesianChrome,
        "ja": japaneseChrome,
        "ko": koreanChrome,
        "zh-Hans": simplifiedChineseChrome,
        "zh-Hant": traditionalChineseChrome,
        "hi": hindiChrome,
        "bn": bengaliChrome,
        "ar": arabicChrome,
        "fa": persianChrome,
        "he": hebrewChrome,
        "th": thaiChrome,
    ]
}
