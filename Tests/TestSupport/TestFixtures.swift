import Foundation

/// The fixed surroundings tests run in, written out so that expectations never go through the
/// code under test and nothing reads the clock or the machine's zone and locale: zones, the
/// gregorian calendar, instants from wall times or ISO 8601 text, the locale and the "now" of
/// most tests.
///
/// ```swift
/// let environment = PromptEnvironment(locale: TestFixtures.locale, timeZone: TestFixtures.berlin,
///                                     now: TestFixtures.now)
/// TestFixtures.date(2026, 11, 23)                      // Monday's first instant in Berlin
/// TestFixtures.instant("2026-03-08T07:30:00Z")
/// ```
public enum TestFixtures {
    /// The gregorian calendar, in its default zone (set one before reading wall times).
    public static let gregorian = Calendar(identifier: .gregorian)

    /// The zone `identifier` names (GMT for one the system does not know, which no test uses).
    public static func zone(_ identifier: String) -> TimeZone {
        TimeZone(identifier: identifier) ?? .gmt
    }

    public static let utc = zone("UTC")
    public static let berlin = zone("Europe/Berlin")
    public static let newYork = zone("America/New_York")
    public static let lordHowe = zone("Australia/Lord_Howe")
    public static let kolkata = zone("Asia/Kolkata")

    /// US English, the locale of most frames.
    public static let locale = Locale(identifier: "en_US")

    /// The instant of a wall time in `zone` (Berlin unless given).
    public static func date(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0, _ second: Int = 0,
        in zone: TimeZone = berlin
    ) -> Date {
        var calendar = gregorian
        calendar.timeZone = zone
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return calendar.date(from: components) ?? .distantPast
    }

    /// An instant from ISO 8601 text with an explicit offset ("2026-03-08T07:30:00Z").
    public static func instant(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text) ?? Date(timeIntervalSince1970: 0)
    }

    /// Sunday 22 November 2026, 14:30 in Berlin: the value and "now" of most tests.
    public static let now = date(2026, 11, 22, 14, 30)
}
