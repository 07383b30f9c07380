import Foundation

/// Type-ahead on the `dateAndTime` date column ("Mon, Nov 23"), searched within a year.
///
/// The column is a lazy range of millions of days (Behaviour 1.5); the wheel's type-ahead scans
/// every row until one matches, which would format millions of titles for a letter that
/// matches nothing. Weekday and month names repeat within a year, so searching the next
/// ``searchReach`` days finds every name a person can mean.
///
/// A paste costs one search, however long it is: the prefix is folded as it grows, and once
/// it matches no day in reach (the selection then stays, so the reach does too) what is typed
/// next is dropped until typing starts afresh.
struct DayTypeAhead: Equatable, Sendable {
    static let searchReach = 400

    var text = ""
    var lastTypedAt: Double?
    /// `text`, folded as it was typed.
    var matcher: TypeAheadMatcher?
    /// True once `text` matched no day in reach.
    var matchesNothing = false
}

extension DateWheelPicker {
    /// Turns typed text on the date column into a click on the next matching day, or nil
    /// when `action` is not typing there.
    mutating func dayTypeAheadAction(for action: WheelAction) -> WheelAction? {
        guard case let .type(text) = action else { return nil }
        let component = wheel.state.focusedComponent
        guard wheel.source.kind(ofComponent: component) == .dayOfYear else { return nil }
        let now = wheel.state.now
        if let last = dayTypeAhead.lastTypedAt, let now, now - last < wheel.typeAheadResetInterval {
            guard !dayTypeAhead.matchesNothing else { return .tick(now: now) }
        } else {
            dayTypeAhead = DayTypeAhead()
        }
        dayTypeAhead.lastTypedAt = now
        let kept = String(text.prefix(TypeAheadBuffer.maximumLength - dayTypeAhead.text.count))
        guard !kept.isEmpty else { return .tick(now: now ?? 0) }
        dayTypeAhead.text += kept
        let matcher = (dayTypeAhead.matcher ?? TypeAheadMatcher(prefix: "", locale: state.locale)).appending(kept)
        dayTypeAhead.matcher = matcher
        let selected = wheel.state.selection[component]
        let count = wheel.numberOfRows(inComponent: component)
        // A longer prefix the selected day still matches keeps it; otherwise look ahead.
        let first = dayTypeAhead.text.count > 1 ? 0 : 1
        for distance in first ... DayTypeAhead.searchReach where selected + distance < count {
            if matcher.matches(wheel.title(forRow: selected + distance, inComponent: component)) {
                return .select(row: selected + distance, component: component)
            }
        }
        dayTypeAhead.matchesNothing = true
        return .tick(now: now ?? 0)
    }
}
