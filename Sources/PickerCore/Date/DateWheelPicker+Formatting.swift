import Foundation

extension DateWheelPicker {
    /// The value in one short line in the locale: what the compact style's button shows
    /// (Behaviour 2.10) — "Nov 22, 2026", "2:30 PM", "Nov 22, 2026, 2:30 PM", "November 2026",
    /// "1 hr, 15 min".
    public var formattedValue: String {
        let formatters = layout.formatters
        let wall = state.context.resolver.wall(of: state.date)
        switch state.mode {
        case .date: return formatters.mediumDate.string(from: wall)
        case .time: return formatters.time.string(from: wall)
        case .dateAndTime: return formatters.mediumDateTime.string(from: wall)
        case .yearAndMonth: return formatters.monthYear.string(from: wall)
        case .countDownTimer: return durationText(state.countDownDuration, units: [.hours, .minutes], width: .abbreviated)
        }
    }

    /// Titles a renderer measures to size `component` once, so the column does not change
    /// width while it turns (Behaviour 1.6): every month name, both day periods, every
    /// countdown row, the longest numbers, today's word and a long date.
    public func measuringTitles(forComponent component: Int) -> [String] {
        guard let kind = wheel.source.kind(ofComponent: component) else { return [] }
        let selection = wheel.state.selection
        let rows = wheel.source.numberOfRows(inComponent: component, selection: selection)
        switch kind {
        case .month, .dayPeriod, .era, .countdownHours, .countdownMinutes:
            // Every row: a unit's plural forms differ in width ("1 שעה", "שעתיים", "23 שע׳").
            return (0 ..< rows).map { wheel.source.title(forRow: $0, inComponent: component, selection: selection) }
        case .dayOfYear:
            // A week of days covers every weekday name; a month name varies, so add the widest.
            let selected = selection.indices.contains(component) ? selection[component] : 0
            let week = (selected ..< min(rows, selected + 7)).map {
                wheel.source.title(forRow: $0, inComponent: component, selection: selection)
            }
            return week + [layout.todayTitle]
        case .hour:
            // The second pass of a repeated hour carries the zone's name, the widest title.
            let secondPasses = (0 ..< rows).filter { wheel.source.value(ofRow: $0, component: component, selection: selection) % 2 == 1 }
            return ([0, rows - 1, rows / 2] + secondPasses).map {
                wheel.source.title(forRow: $0, inComponent: component, selection: selection)
            }
        default:
            guard rows > 0 else { return [] }
            return [0, rows - 1, rows / 2].map { wheel.source.title(forRow: $0, inComponent: component, selection: selection) }
        }
    }
}
