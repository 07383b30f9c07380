import Foundation
import ProcessState

/// The words for "N days" already made, per locale and count: `DateSetCalendar.countText` is
/// in `pick dates`' header, so it is asked for on every frame, and each answer from ICU's unit
/// formatting is costly (a `Duration.UnitsFormatStyle` set up and run) for a text that
/// changes only when the count does.
///
/// ```swift
/// DayCountTexts.shared.text(3, locale: Locale(identifier: "de_DE")) { "3 Tage" }   // made once
/// DayCountTexts.shared.text(3, locale: Locale(identifier: "de_DE")) { "unused" }   // "3 Tage"
/// ```
final class DayCountTexts: Sendable {
    /// The one store, shared by every picker in the process.
    static let shared = DayCountTexts()

    /// Enough for every count a person chooses in several locales; past it the store starts
    /// again rather than grow without bound (``ProcessCaches/dayCountTexts``).
    static var capacity: Int { ProcessCaches.dayCountTexts.limit }

    private struct Key: Hashable {
        var count: Int
        var locale: String
    }

    private let texts = Locked([Key: String]())

    /// The text kept for `count` in `locale`, else the one `make` returns, kept. `make` runs
    /// without the lock: two threads making the same text at once only do the work twice.
    func text(_ count: Int, locale: Locale, make: () -> String) -> String {
        let key = Key(count: count, locale: locale.identifier)
        if let kept = texts.withLock({ $0[key] }) { return kept }
        let made = make()
        texts.withLock { texts in
            if texts.count >= Self.capacity { texts.removeAll(keepingCapacity: true) }
            texts[key] = made
        }
        return made
    }
}
