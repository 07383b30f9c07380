import Foundation
import PickerCore

/// Reads `--calendar`: a calendar named as ICU names it (`gregorian`, `japanese`, `buddhist`,
/// `hebrew`, `islamic-umalqura`, `persian`, `chinese`, ...), looked up through Foundation.
///
/// ```swift
/// try CalendarArgument.calendar("japanese").identifier   // .japanese
/// try CalendarArgument.calendar("julian")                // usage error listing the known names
/// ```
enum CalendarArgument {
    /// The calendar `text` names; a usage error listing the names Foundation knows otherwise.
    static func calendar(_ text: String) throws(PickFailure) -> Calendar {
        guard let identifier = identifier(text) else {
            throw .usage("unknown calendar '\(text)' (known: \(knownNames.joined(separator: ", ")))")
        }
        return Calendar(identifier: identifier)
    }

    /// Foundation's identifier for the ICU calendar name `text`, or nil when it has none.
    ///
    /// Foundation turns the `calendar` keyword of a locale into its identifier and falls back
    /// to gregorian for a name it does not know, so only `gregorian` itself may come back as
    /// gregorian.
    static func identifier(_ text: String) -> Calendar.Identifier? {
        let name = text.trimmingWhitespace().lowercased()
        // Only what a keyword value may hold, so the name cannot add other keywords.
        guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
            return nil
        }
        let identifier = Locale(identifier: "en@calendar=\(name)").calendar.identifier
        if identifier == .gregorian, name != "gregorian", name != "gregory" { return nil }
        // A calendar Foundation computes as another (ethiopic-amete-alem as gregorian) would
        // show one calendar's names on another's days.
        guard DateCalendarContext.computesFaithfully(Calendar(identifier: identifier), icuName: name) else { return nil }
        return identifier
    }

    /// The ICU calendar names, for the error message: those this Foundation knows.
    static var knownNames: [String] {
        ["gregorian", "buddhist", "chinese", "coptic", "dangi", "ethiopic", "ethiopic-amete-alem", "hebrew", "indian",
         "islamic", "islamic-civil", "islamic-tbla", "islamic-umalqura", "iso8601", "japanese", "persian", "roc"]
            .filter { identifier($0) != nil }
    }
}
