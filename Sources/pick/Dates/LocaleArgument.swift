import Foundation
import PickerCore

/// Reads `--locale` and the environment's locale for the date commands, through
/// ``PickerCore/LocaleName`` (which says which forms are accepted), turning a name without
/// data into a usage error.
///
/// ```swift
/// try LocaleArgument.locale("zh_TW")                 // zh_Hant_TW
/// try LocaleArgument.locale("xx_YY")                 // usage error: unknown locale 'xx_YY'
/// ```
enum LocaleArgument {
    /// What `--help` and the usage error say `--locale` takes.
    static let forms = "de_DE, de-DE, zh_TW, de_DE.UTF-8, sr_RS@latin, ja_JP@calendar=japanese, C"

    /// The locale `text` names; a usage error saying which text was unknown.
    static func locale(_ text: String) throws(PickFailure) -> Locale {
        guard let locale = LocaleName.locale(text) else {
            throw .usage("unknown locale '\(text)' (ICU has no data for it; use a name such as \(forms))")
        }
        return locale
    }
}
