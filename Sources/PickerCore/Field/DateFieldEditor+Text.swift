import Foundation

/// What the field shows: each segment's text in the locale (its digits, names, AM/PM), the
/// placeholder of a cleared segment, the digits being typed, and the line they make.
extension DateFieldEditor {
    /// The field as drawn, left to right on the screen (mirrored right-to-left).
    public var line: DateFieldLine {
        let numeric = Set(segments.indices.filter { segments[$0].kind.isNumeric })
        let texts = segments.indices.map(text(ofSegment:))
        return DateFieldLine(pieces: piecesShown(texts: texts), texts: texts, numericSegments: numeric,
                             isRightToLeft: layout.isRightToLeft)
    }

    /// The pattern's pieces, less a literal that a named year already ends with: the year
    /// segment of a chinese or dangi field reads "2026丙午年" and its pattern "r年MMMdd" puts
    /// "年" after it again.
    private func piecesShown(texts: [String]) -> [DateFieldPattern.Piece] {
        guard namedYearText != nil else { return pattern.pieces }
        var pieces = pattern.pieces
        var segment = 0
        for index in pieces.indices {
            guard case .segment(let piece) = pieces[index] else { continue }
            defer { segment += 1 }
            guard piece.kind == .year, index + 1 < pieces.count, texts.indices.contains(segment),
                  case .literal(let literal) = pieces[index + 1] else { continue }
            let trimmed = literal.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty, texts[segment].hasSuffix(trimmed), let range = literal.range(of: trimmed) {
                pieces[index + 1] = .literal(literal.replacingCharacters(in: range, with: ""))
            }
            break
        }
        return pieces.filter { $0 != .literal("") }
    }

    /// The year as the wheels and the grid name it where the calendar names its years
    /// ("2026丙午年", "2026(bing-wu)"), not the number within the sixty-year cycle; nil where
    /// years are numbers.
    var namedYearText: String? {
        layout.formatters.namedYear?.string(from: state.context.resolver.wall(of: state.date))
    }

    /// The whole field as one line of text.
    public var text: String { line.text }

    /// What segment `index` shows: its placeholder when cleared, the digits typed so far while
    /// typing, else its value in the locale.
    public func text(ofSegment index: Int) -> String {
        guard segments.indices.contains(index) else { return "" }
        if clearedSegment == index { return placeholder(ofSegment: index) }
        if focusedSegment == index, !pendingDigits.isEmpty {
            return pendingDigits.compactMap(\.wholeNumberValue).map { layout.number($0) }.joined()
        }
        return valueText(of: segments[index])
    }

    /// The value of `segment` as the locale writes it.
    func valueText(of segment: DateFieldSegment) -> String {
        let value = self.value(of: segment.kind, in: state)
        let digits = segment.minimumDigits
        switch segment.kind {
        case .era: return formatters.era.string(from: state.date)
        case .year:
            if let named = namedYearText { return named }
            return layout.number(segment.width == 2 ? value % 100 : value, minimumDigits: digits)
        case .month:
            let month = MonthSlot(value: value).month
            guard segment.showsName else { return layout.number(month, minimumDigits: digits) }
            let names = segment.width == 3 ? formatters.shortMonthSymbols : layout.standaloneMonthSymbols
            return names.indices.contains(month - 1) ? names[month - 1] : layout.number(month)
        case .day, .minute, .second: return layout.number(value, minimumDigits: digits)
        case .dayPeriod: return layout.dayPeriodSymbols.indices.contains(value) ? layout.dayPeriodSymbols[value] : ""
        case .hour:
            let hour = layout.number(hourCycle.displayHour(value / 2), minimumDigits: digits)
            // The second pass of a repeated hour says which it is, as the wheel's row does
            // (Behaviour 2.5): "1 EST" after "1 EDT"; a field with a zone segment shows it there.
            guard value % 2 == 1, !segments.contains(where: { $0.kind == .timeZone }) else { return hour }
            return hour + " " + formatters.zone.string(from: state.date)
        case .timeZone:
            // Which zone, not only its offset: zones share short names ("GMT+6", "MEZ"), so the
            // zone's exemplar city in the locale comes first, as the segment's steps go through
            // the cities of a region; a zone with no city ("UTC") is its short name alone.
            let short = formatters.zone.string(from: state.date)
            guard state.timeZone.identifier.contains("/") else { return short }
            return formatters.city.string(from: state.date) + " " + short
        case .countdownHours, .countdownMinutes: return layout.number(value)
        }
    }

    /// A cleared segment's placeholder, as wide as its value: the first letter of the
    /// segment's name in the locale, repeated (`mm`, `dd`, `yyyy` in English; `tt`, `jjjj` in
    /// German), or `-` where that name is not in a script with letter case.
    public func placeholder(ofSegment index: Int) -> String {
        guard segments.indices.contains(index) else { return "" }
        let segment = segments[index]
        let width = max(2, valueText(of: segment).count)
        let name = segment.kind.componentKind.map { $0.accessibilityLabel(locale: layout.locale) } ?? ""
        let letter = name.first.map { String($0).lowercased(with: layout.locale) }
        let cased = letter.map { $0 != $0.uppercased(with: layout.locale) } ?? false
        return String(repeating: cased ? (letter ?? "-") : "-", count: width)
    }

    /// The name of segment `index` for a screen reader, in the locale where ICU names it
    /// ("Month", "Monat"): Behaviour 2.12.
    public func label(ofSegment index: Int) -> String {
        guard segments.indices.contains(index) else { return "" }
        let kind = segments[index].kind
        if let component = kind.componentKind { return component.accessibilityLabel(locale: layout.locale) }
        return kind == .second ? "Second" : "Time zone"
    }
}

extension DateFieldSegment.Kind {
    /// The segment standing for a wheel component; nil for `dateAndTime`'s date column, which
    /// a field writes as its parts.
    init?(component: DateComponentKind) {
        switch component {
        case .era: self = .era
        case .year: self = .year
        case .month: self = .month
        case .day: self = .day
        case .dayPeriod: self = .dayPeriod
        case .hour: self = .hour
        case .minute: self = .minute
        case .countdownHours: self = .countdownHours
        case .countdownMinutes: self = .countdownMinutes
        case .dayOfYear: return nil
        }
    }

    /// The wheel component standing for the same field, for its name and spoken value; nil
    /// for seconds and the zone, which no wheel shows.
    public var componentKind: DateComponentKind? {
        switch self {
        case .era: return .era
        case .year: return .year
        case .month: return .month
        case .day: return .day
        case .dayPeriod: return .dayPeriod
        case .hour: return .hour
        case .minute: return .minute
        case .countdownHours: return .countdownHours
        case .countdownMinutes: return .countdownMinutes
        case .second, .timeZone: return nil
        }
    }
}
