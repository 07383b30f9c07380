import Foundation
#if canImport(_FoundationICU)
import _FoundationICU
#endif

/// A date component's name in the person's language, from CLDR through ICU's date-time
/// pattern generator: "Stunde", "Minute", "Monat", "Tag", "Jahr", "Tageshälfte", "Epoche"
/// (de), "時", "分" (ja), "hour", "minute" (en) — the names Behaviour 2.12 gives each element.
///
/// Foundation has no API for these names, but on Linux it carries ICU as the
/// `_FoundationICU` module, whose `udatpg_getFieldDisplayName` answers them. Where that
/// module is absent (Darwin), there is no ICU to ask and ``name(of:locale:)`` is nil: callers
/// fall back to the English words of ``AccessibilityPhrase``.
///
/// ```swift
/// FieldDisplayName.name(of: .hour, locale: Locale(identifier: "de_DE"))   // "Stunde"
/// ```
enum FieldDisplayName {
    /// The name of `kind`'s field in `locale`, first letter capitalized for the start of a
    /// spoken phrase ("Hour", "Heure"); nil where ICU cannot be asked.
    static func name(of kind: DateComponentKind, locale: Locale) -> String? {
        #if canImport(_FoundationICU)
        let field: UDateTimePatternField
        switch kind {
        case .era: field = UDATPG_ERA_FIELD
        case .year: field = UDATPG_YEAR_FIELD
        case .month: field = UDATPG_MONTH_FIELD
        case .day, .dayOfYear: field = UDATPG_DAY_FIELD
        case .dayPeriod: field = UDATPG_DAYPERIOD_FIELD
        case .hour, .countdownHours: field = UDATPG_HOUR_FIELD
        case .minute, .countdownMinutes: field = UDATPG_MINUTE_FIELD
        }
        var status = U_ZERO_ERROR
        guard let generator = swift_udatpg_open(locale.identifier, &status), status.rawValue <= U_ZERO_ERROR.rawValue else {
            return nil
        }
        defer { swift_udatpg_close(generator) }
        var buffer = [UChar](repeating: 0, count: 64)
        let length = swift_udatpg_getFieldDisplayName(generator, field, UDATPG_WIDE, &buffer, Int32(buffer.count), &status)
        guard status.rawValue <= U_ZERO_ERROR.rawValue, length > 0 else { return nil }
        let name = String(decoding: buffer.prefix(Int(length)), as: UTF16.self)
        return name.prefix(1).uppercased(with: locale) + name.dropFirst()
        #else
        return nil
        #endif
    }
}
