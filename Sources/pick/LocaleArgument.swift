import Foundation

/// Reads a locale from `--locale` or the environment, accepting the forms people and shells
/// write (`de_DE`, `de-DE`, `de_DE.UTF-8`, `de_DE@euro`, `C`, `POSIX`) and checking it against
/// the locales ICU has data for, since Foundation accepts any identifier silently.
///
/// ```swift
/// try LocaleArgument.locale("de_DE.UTF-8")                 // de_DE
/// try LocaleArgument.locale("ja_JP@calendar=japanese")    // ICU keywords are kept
/// LocaleArgument.fromEnvironment(["LC_TIME": "fr_FR.UTF-8", "LANG": "en_US.UTF-8"])   // fr_FR
/// ```
enum LocaleArgument {
    /// The locale `text` names; a usage error saying which text was unknown.
    static func locale(_ text: String) throws(PickFailure) -> Locale {
        guard let identifier = identifier(text) else {
            throw .usage("unknown locale '\(text)' (use an identifier such as en_US, de_DE or ja_JP)")
        }
        return Locale(identifier: identifier)
    }

    /// The locale for dates from `LC_ALL`, else `LC_TIME`, else `LANG` (the first that is set
    /// and not empty, as POSIX orders them); `en_US_POSIX` when none is set or ICU does not
    /// know it, so an odd shell setting never stops a script.
    static func fromEnvironment(_ environment: [String: String]) -> Locale {
        let setting = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        return Locale(identifier: setting.flatMap(identifier) ?? posix)
    }

    private static let posix = "en_US_POSIX"

    /// The ICU identifier for `text`, or nil when ICU has no data for its language and region.
    static func identifier(_ text: String) -> String? {
        var base = text.trimmingCharacters(in: .whitespaces)
        var keywords = ""
        if let at = base.firstIndex(of: "@") {
            // `@calendar=japanese` is an ICU keyword to keep; `@euro` a POSIX modifier to drop.
            let modifier = base[base.index(after: at)...]
            if modifier.contains("=") { keywords = "@" + modifier }
            base = String(base[..<at])
        }
        if let dot = base.firstIndex(of: ".") { base = String(base[..<dot]) }  // the codeset: `.UTF-8`
        if base == "C" || base == "POSIX" { return posix + keywords }
        base = base.replacingOccurrences(of: "-", with: "_")
        guard !base.isEmpty, known.contains(base) else { return nil }
        return base + keywords
    }

    private static let known = Set(Locale.availableIdentifiers)
}
