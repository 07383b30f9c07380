/// Which language the chrome is in, from the process's variables (Behaviour 6.1).
///
/// `PICK_LANGUAGE` first (the chrome alone, apart from the date locale), then gettext's order:
/// `LC_ALL`, `LC_MESSAGES`, `LANGUAGE` (a colon-separated list, its first language the table
/// has), `LANG`. The first variable set decides; `C`, `POSIX` or a language the table lacks is
/// English. Names are read as POSIX locale names or language tags (`de_DE.UTF-8`, `pt-BR`,
/// `zh_TW`, `sr_RS@latin`); reading them needs no ICU, so a picker's first frame does not wait.
///
/// ```swift
/// ChromeLanguage.key(in: ["LANG": "ko_KR.UTF-8"])                       // "ko"
/// ChromeLanguage.key(in: ["LANG": "de_DE.UTF-8", "PICK_LANGUAGE": "en"]) // "en"
/// ChromeLanguage.key(in: ["LANGUAGE": "xx:fr:de", "LANG": "C"])          // "fr"
/// ChromeLanguage.key(in: ["LC_ALL": "zh_TW.UTF-8"])                      // "zh-Hant"
/// ```
public enum ChromeLanguage {
    /// The variable that sets the chrome's language alone: `PICK_LANGUAGE=de`.
    public static let variable = "PICK_LANGUAGE"

    /// The variables read, in order.
    public static let variables = [variable, "LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG"]

    /// The ``Translations`` key the first set variable names, or `en`.
    public static func key(in environment: [String: String]) -> String {
        for name in variables {
            guard let value = environment[name], !value.isEmpty else { continue }
            let tags = name == "LANGUAGE" ? value.split(separator: ":").map(String.init) : [value]
            return tags.lazy.compactMap { key(forTag: $0) }.first ?? Translations.english
        }
        return Translations.english
    }

    /// The ``Translations`` key of one name (`de_DE.UTF-8`, `pt-BR`, `zh_Hant`), or nil when the
    /// table has no such language (or the name is `C` or `POSIX`).
    ///
    /// ```swift
    /// ChromeLanguage.key(forTag: "zh_HK.UTF-8")   // "zh-Hant"
    /// ChromeLanguage.key(forTag: "iw_IL")         // "he"
    /// ChromeLanguage.key(forTag: "C.UTF-8")       // nil
    /// ```
    public static func key(forTag tag: String) -> String? {
        let name = tag.prefix { $0 != "." && $0 != "@" }
        let subtags = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
        guard let first = subtags.first else { return nil }
        let language = renamed[first] ?? first
        if language == "zh" {
            let traditional = subtags.dropFirst().contains { ["hant", "tw", "hk", "mo"].contains($0) }
            return traditional ? "zh-Hant" : "zh-Hans"
        }
        return known.contains(language) ? language : nil
    }

    /// The table's languages.
    private static let known: Set<String> = [
        "en", "es", "hi", "ar", "pt", "bn", "ru", "ja", "de", "fr", "ko", "it", "tr", "vi", "pl", "nl", "id", "fa", "he",
        "th", "uk", "sv",
    ]

    /// Old codes some systems still name (`iw_IL`, `in_ID`).
    private static let renamed = ["iw": "he", "in": "id"]
}
