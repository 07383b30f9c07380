extension Translations {
    /// Every word by language key, one file a language (`Chrome+de.swift`, …): what
    /// ``word(_:language:)`` reads. Each language's words are made when first asked for, so a
    /// run pays for its own language's alone, not for all 24 before its first frame.
    package static let chrome: [String: @Sendable () -> [InterfaceWord: String]] = [
        "en": { englishChrome },
        "de": { germanChrome },
        "fr": { frenchChrome },
        "es": { spanishChrome },
        "pt": { portugueseChrome },
        "it": { italianChrome },
        "nl": { dutchChrome },
        "sv": { swedishChrome },
        "ru": { russianChrome },
        "uk": { ukrainianChrome },
        "pl": { polishChrome },
        "tr": { turkishChrome },
        "vi": { vietnameseChrome },
        "id": { indonesianChrome },
        "ja": { japaneseChrome },
        "ko": { koreanChrome },
        "zh-Hans": { simplifiedChineseChrome },
        "zh-Hant": { traditionalChineseChrome },
        "hi": { hindiChrome },
        "bn": { bengaliChrome },
        "ar": { arabicChrome },
        "fa": { persianChrome },
        "he": { hebrewChrome },
        "th": { thaiChrome },
    ]
}
