import Foundation
import PickerCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's yes/no expressions for a locale (`nl_langinfo(YESEXPR)` and `NOEXPR`),
/// read through a locale object of its own (`newlocale`), so the process's locale is never
/// changed and no lock is needed.
///
/// A locale the system has not installed has no expressions here; the caller then takes the
/// first letters of the translated words (`AnswerKeys.forLocale(yes:no:expressions:)`).
///
/// ```swift
/// LocaleAnswers.expressions(for: Locale(identifier: "de_DE"))   // ("^[+1jJyY]", "^[-0nN]") where installed
/// LocaleAnswers.keys(for: Locale(identifier: "tr_TR")).answer(for: "h")   // false
/// ```
package enum LocaleAnswers {
    /// The expressions of `locale`, or nil when the C library has no such locale installed.
    package static func expressions(for locale: Locale) -> (yes: String, no: String)? {
        guard let language = locale.language.languageCode?.identifier else { return nil }
        let base = locale.region.map { "\(language)_\($0.identifier)" } ?? language
        for name in [base + ".UTF-8", base + ".utf8", base] {
            if let found = expressions(named: name) { return found }
        }
        return nil
    }

    /// The answering keys for `locale`: its expressions' letters where installed, else the
    /// first letters of its translated words.
    package static func keys(for locale: Locale) -> AnswerKeys {
        AnswerKeys.forLocale(
            yes: Translations.word(.yes, for: locale), no: Translations.word(.no, for: locale),
            expressions: expressions(for: locale))
    }

    private static func expressions(named name: String) -> (yes: String, no: String)? {
        #if canImport(Glibc)
        guard let handle = newlocale(LC_MESSAGES_MASK, name, nil) else { return nil }
        defer { freelocale(handle) }
        // langinfo.h's YESEXPR and NOEXPR, which the Glibc module leaves out: the first two
        // items of the LC_MESSAGES category, `_NL_ITEM(LC_MESSAGES, 0)` and `(…, 1)`.
        let messages = nl_item(LC_MESSAGES) << 16
        guard let yes = nl_langinfo_l(messages, handle), let no = nl_langinfo_l(messages | 1, handle)
        else { return nil }
        return (String(cString: yes), String(cString: no))
        #else
        return nil
        #endif
    }
}
