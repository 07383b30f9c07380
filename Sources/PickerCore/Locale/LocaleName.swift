import Foundation

/// A locale as people and shells write it, read into a locale ICU has data for.
///
/// Foundation accepts any identifier and silently falls back to root data, so a name is
/// checked here instead. Accepted are all forms ICU canonicalizes to a locale with data:
/// - ICU and BCP 47 identifiers: `de_DE`, `de-DE`, `zh-Hant-TW`, `ja_JP@calendar=japanese`
///   (ICU keywords are kept);
/// - aliases ICU knows: `iw_IL` is `he_IL`;
/// - a region whose script is implied: `zh_TW` is `zh_Hant_TW`, `sr_RS` `sr_Cyrl_RS`,
///   `uz_UZ` `uz_Latn_UZ`, `ur_PK` `ur_Aran_PK` (ICU's likely subtags decide, not a table here);
/// - POSIX forms: a codeset (`de_DE.UTF-8`) is dropped, a script modifier is read
///   (`sr_RS@latin` is `sr_Latn_RS`), other modifiers (`@euro`) are dropped, and `C` and
///   `POSIX` are `en_US_POSIX`.
///
/// A name is accepted when some locale with data expands, by ICU's likely subtags, to the
/// same language, script and region as the name does; `fr_US` or `xx_YY` are not.
///
/// ```swift
/// LocaleName.identifier("zh_CN.UTF-8")      // "zh_Hans_CN"
/// LocaleName.identifier("xx_YY")            // nil
/// LocaleName.fromEnvironment(["LANG": "zh_TW.UTF-8"]).locale.identifier   // "zh_Hant_TW"
/// ```
public enum LocaleName {
    /// The POSIX locale, used for `C` and `POSIX` and when the environment names no usable locale.
    package static let posixIdentifier = "en_US_POSIX"

    /// The locale `text` names, or nil when ICU has no data for it.
    public static func locale(_ text: String) -> Locale? {
        identifier(text).map { Locale(identifier: $0) }
    }

    /// The identifier of the locale with data that `text` names, or nil.
    public static func identifier(_ text: String) -> String? {
        var base = text.trimmingWhitespace()
        var keywords = ""
        var scriptModifier: String?
        if let at = base.firstIndex(of: "@") {
            let modifier = String(base[base.index(after: at)...])
            // `@calendar=japanese` is an ICU keyword to keep; `@latin` a POSIX script modifier;
            // anything else (`@euro`) a POSIX modifier with no meaning for dates.
            if modifier.contains("=") { keywords = "@" + modifier } else { scriptModifier = script(named: modifier) }
            base = String(base[..<at])
        }
        if let dot = base.firstIndex(of: ".") { base = String(base[..<dot]) }  // the codeset: `.UTF-8`
        if base == "C" || base == "POSIX" { return posixIdentifier + keywords }
        guard !base.isEmpty else { return nil }
        // A name already spelt as one with data (`en_US`, what most shells set) is that
        // locale: ICU's canonicalization is costly and would give it back unchanged.
        if scriptModifier == nil, LocalesWithData.contains(base) { return base + keywords }
        let canonical = Locale.identifier(.icu, from: base)
        if scriptModifier == nil, LocalesWithData.contains(canonical) { return canonical + keywords }
        guard let wanted = Subtags(Locale.Language(identifier: canonical).maximalIdentifier, script: scriptModifier) else {
            return nil
        }
        let candidates = [wanted.joined, [wanted.language, wanted.region].joined(separator: "_"),
                          [wanted.language, wanted.script].joined(separator: "_"), wanted.language]
        let found = candidates.first { candidate in
            LocalesWithData.contains(candidate)
                && Subtags(Locale.Language(identifier: candidate).maximalIdentifier, script: nil) == wanted
        }
        return found.map { $0 + keywords }
    }

    /// The locale for dates from the environment, and why the setting was not used if it
    /// could not be.
    public struct EnvironmentLocale: Equatable, Sendable {
        /// The locale named, or `en_US_POSIX` when none is set or the name has no data.
        public let locale: Locale
        /// One line saying which variable named an unusable locale, nil when all is well.
        public let warning: String?
    }

    /// The locale from `LC_ALL`, else `LC_TIME`, else `LANG` (the first set and not empty, as
    /// POSIX orders them); `en_US_POSIX` when none is set. A name without data also gives
    /// `en_US_POSIX`, so an odd shell setting never stops a script, but with a ``EnvironmentLocale/warning``
    /// to print, never silently.
    public static func fromEnvironment(_ environment: [String: String]) -> EnvironmentLocale {
        let variables = ["LC_ALL", "LC_TIME", "LANG"]
        guard let variable = variables.first(where: { !(environment[$0] ?? "").isEmpty }),
              let setting = environment[variable]
        else { return EnvironmentLocale(locale: Locale(identifier: posixIdentifier), warning: nil) }
        if let identifier = identifier(setting) {
            return EnvironmentLocale(locale: Locale(identifier: identifier), warning: nil)
        }
        return EnvironmentLocale(
            locale: Locale(identifier: posixIdentifier),
            warning: "\(variable)=\(setting) names no locale with data; using \(posixIdentifier)")
    }

    // MARK: Helpers

    /// The four-letter script code whose English name is `name` (`latin` → `Latn`), as glibc
    /// writes scripts in modifiers; nil for other modifiers.
    private static func script(named name: String) -> String? {
        let english = Locale(identifier: "en")
        return scripts.first { english.localizedString(forScriptCode: $0)?.lowercased() == name.lowercased() }
    }

    /// The script codes that appear in locales with data.
    private static let scripts: Set<String> = Set(LocalesWithData.all.flatMap { identifier in
        identifier.split(separator: "_").map(String.init).filter { $0.count == 4 && $0.first?.isUppercase == true }
    })

    /// Language, script and region of a maximal identifier (`zh-Hant-TW`).
    private struct Subtags: Equatable {
        let language: String
        let script: String
        let region: String

        init?(_ maximal: String, script override: String?) {
            let parts = maximal.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
            guard parts.count >= 3, parts[1].count == 4 else { return nil }
            language = parts[0]
            script = override ?? parts[1]
            region = parts[2]
        }

        var joined: String { [language, script, region].joined(separator: "_") }
    }
}
