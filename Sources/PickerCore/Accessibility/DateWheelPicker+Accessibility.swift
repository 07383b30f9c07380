import Foundation

extension DateWheelPicker {
    /// One adjustable element per component, in reading order (Behaviour 2.12), labelled with
    /// the component's name in the locale ("Stunde", "Minute"), without a hint: the keys that
    /// change a component are the terminal's, spoken from its key table.
    ///
    /// Values are localized from ICU: the hour as the locale says a time of that hour
    /// ("2 PM", "14 Uhr", "14時"), minutes and countdown parts as durations ("30 minutes",
    /// "30 Minuten"), the month with its year ("November 2026"), days in full.
    public var accessibilityElements: [AccessibilityElement] {
        components.indices.map { component in
            let kind = components[component]
            return AccessibilityElement(label: kind.accessibilityLabel(locale: layout.locale),
                                        value: accessibilityValue(ofComponent: component),
                                        traits: .adjustable)
        }
    }

    /// The whole value in one line in the locale, for a screen reader's summary
    /// ("Sunday, November 22, 2026 at 2:30 PM", "1 hour, 15 minutes").
    package var accessibilitySummary: String {
        let formatters = layout.formatters
        let wall = state.context.resolver.wall(of: state.date)
        switch state.mode {
        case .date: return formatters.longDay.string(from: wall)
        case .time: return formatters.time.string(from: wall)
        case .dateAndTime: return formatters.longDateTime.string(from: wall)
        case .yearAndMonth: return formatters.monthYear.string(from: wall)
        case .countDownTimer: return durationText(state.countDownDuration, units: [.hours, .minutes], width: .wide)
        }
    }

    /// The spoken value of `component`.
    public func accessibilityValue(ofComponent component: Int) -> String {
        guard components.indices.contains(component) else { return "" }
        let formatters = layout.formatters
        let wall = state.context.resolver.wall(of: state.date)
        let fields = state.context.fields(of: state.date)
        let selection = wheel.state.selection
        switch components[component] {
        case .era, .dayPeriod:
            return wheel.source.title(forRow: selection[component], inComponent: component, selection: selection)
        case .year: return formatters.year.string(from: wall)
        case .month: return formatters.monthYear.string(from: wall)
        case .day: return formatters.longDay.string(from: wall)
        case .dayOfYear:
            let day = formatters.longDay.string(from: wall)
            return state.context.dayNumber(of: state.date) == state.context.dayNumber(of: state.now)
                ? "\(layout.todayTitle), \(day)" : day
        case .hour: return formatters.hour.string(from: wall)
        case .minute: return durationText(TimeInterval(fields.minute * 60), units: [.minutes], width: .wide)
        case .countdownHours:
            return durationText(TimeInterval(Int(state.countDownDuration) / 3600 * 3600), units: [.hours], width: .wide)
        case .countdownMinutes:
            return durationText(TimeInterval(Int(state.countDownDuration) % 3600), units: [.minutes], width: .wide)
        }
    }

    /// A duration in the locale's words ("2 hours", "30 Minuten"), zero units spoken.
    func durationText(_ seconds: TimeInterval, units: Set<Duration.UnitsFormatStyle.Unit>,
                      width: Duration.UnitsFormatStyle.UnitWidth) -> String {
        let style = Duration.UnitsFormatStyle(allowedUnits: units, width: width, zeroValueUnits: .show(length: 1))
            .locale(layout.locale)
        return Duration.seconds(Int64(seconds)).formatted(style)
    }
}
