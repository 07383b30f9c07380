import Foundation
#if canImport(_FoundationICU)
import _FoundationICU
#endif

/// The locales ICU has data for, asked about one identifier at a time.
///
/// Foundation's one list of them, `Locale.availableIdentifiers`, makes each of ICU's ~1,000
/// identifiers a Swift string, a large share of what a date command runs before its first frame
/// (Benchmarks/README.md), to learn that `en_US` has data. Where ICU can be asked directly (the
/// `_FoundationICU` module Foundation carries on Linux), its identifiers are compared as the C
/// strings it keeps, and nothing is made; elsewhere (Darwin) Foundation's list is read once.
///
/// ```swift
/// LocalesWithData.contains("en_US")   // true
/// LocalesWithData.contains("fr_US")   // false: ICU would fall back to fr's data
/// ```
enum LocalesWithData {
    /// True when ICU has data for exactly `identifier` (an ICU identifier: `zh_Hant_TW`).
    static func contains(_ identifier: String) -> Bool {
        #if canImport(_FoundationICU)
        return identifier.withCString { wanted in
            (0..<swift_uloc_countAvailable()).contains { index in
                swift_uloc_getAvailable(index).map { strcmp($0, wanted) == 0 } ?? false
            }
        }
        #else
        return Self.all.contains(identifier)
        #endif
    }

    /// Every identifier with data, as Foundation lists them: for the rare question a
    /// comparison cannot answer (which scripts occur at all).
    static let all = Locale.availableIdentifiers
}
