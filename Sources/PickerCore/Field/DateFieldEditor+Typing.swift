import Foundation

/// Typing into the focused segment (Behaviour 3.1): digits fill a number and move on once no
/// further digit could fit; letters choose a month name, AM/PM or a zone by prefix.
extension DateFieldEditor {
    /// The numbers a person types into a segment of `kind`: the hour as the clock shows it
    /// (0–23 on `H`; on a 12-hour clock 1–12, and 13–23 read as the afternoon), the day up to the calendar's longest month (31 in February
    /// then settles at the month's end, Behaviour 2.8), the year up to four digits (an era's years
    /// up to the era's last).
    func typedRange(of kind: DateFieldSegment.Kind) -> ClosedRange<Int> {
        switch kind {
        case .year:
            if layout.usesEra, let table = layout.eraTable {
                return 1 ... max(99, table.lastYear(ofEra: fields.era, context: state.context) ?? 99)
            }
            return 1 ... 9999
        case .month: return 1 ... max(1, state.context.maximumMonth)
        case .day: return 1 ... max(1, state.context.maximumDay)
        case .hour:
            switch hourCycle {
            // 13–23 on a 12-hour clock are the afternoon, as the platform's field reads them.
            case .h11: return 0 ... 23
            case .h12: return 1 ... 23
            case .h23: return 0 ... 23
            case .h24: return 1 ... 24
            }
        case .minute, .second, .countdownMinutes: return 0 ... 59
        case .countdownHours: return 0 ... 23
        case .era, .dayPeriod, .timeZone: return 0 ... 0
        }
    }

    /// One typed character: a digit (ASCII or the locale's own, `٢`) on a number, a letter on
    /// a name. Typing into a cleared segment, or one just focused, starts fresh.
    mutating func type(_ character: Character) {
        guard let index = focusedSegment else { return }
        let kind = segments[index].kind
        if kind.isNumeric, let digit = character.wholeNumberValue, (0 ... 9).contains(digit) {
            typeDigit(digit, into: index)
        } else if character.isLetter || !kind.isNumeric {
            typeLetter(character, into: index)
        }
    }

    private mutating func typeDigit(_ digit: Int, into index: Int) {
        let kind = segments[index].kind
        let range = typedRange(of: kind)
        if kind == .hour, hourCycle == .h11 || hourCycle == .h12, !pendingDigits.isEmpty,
           (Int(pendingDigits + String(digit)) ?? 0) > range.upperBound {
            // 2 then 5 on a 12-hour clock: 25 is no hour, so 2 o'clock stands and the 5 is
            // the minutes' first digit.
            commitPending()
            advance(from: index)
            if let next = focusedSegment, next != index, segments[next].kind.isNumeric { typeDigit(digit, into: next) }
            return
        }
        clearedSegment = nil
        typedLetters = ""
        pendingDigits.append(String(digit))
        let typed = Int(pendingDigits) ?? 0
        // Complete when one more digit could only overshoot, or the digits are all there.
        if typed * 10 > range.upperBound || pendingDigits.count >= String(range.upperBound).count {
            commitPending()
            advance(from: index)
        }
    }

    /// Sets the focused segment to the digits typed so far, clamped into its numbers; nothing
    /// when none were typed.
    mutating func commitPending() {
        guard !pendingDigits.isEmpty, let index = focusedSegment else {
            pendingDigits = ""
            return
        }
        let kind = segments[index].kind
        let range = typedRange(of: kind)
        var typed = min(max(Int(pendingDigits) ?? range.lowerBound, range.lowerBound), range.upperBound)
        if kind == .year, pendingDigits.count <= 2, !layout.usesEra { typed = nearestYear(endingIn: typed) }
        pendingDigits = ""
        settle(kind, at: segmentValue(ofTyped: typed, kind: kind))
    }

    /// A year typed with one or two digits, as a date field reads it: the year ending in them
    /// nearest the one shown (`27` in 2026 is 2027, `99` is 1999), as ICU reads two-digit years.
    private func nearestYear(endingIn typed: Int) -> Int {
        let current = fields.year
        let century = current - current.modulo(100)
        let candidates = [century - 100 + typed, century + typed, century + 100 + typed].filter { $0 >= 1 }
        return candidates.min { abs($0 - current) < abs($1 - current) } ?? typed
    }

    /// The segment value a typed number stands for: the clock's hour in the half day shown
    /// (a 24-hour number past the half day on a 12-hour clock sets PM: `17` is 5 PM), the
    /// plain month of that number.
    private func segmentValue(ofTyped typed: Int, kind: DateFieldSegment.Kind) -> Int {
        switch kind {
        case .month: return MonthSlot(month: typed, isLeap: false).value
        case .hour:
            let period = fields.hour / 12
            let hour: Int
            switch hourCycle {
            case .h11 where typed >= 12, .h12 where typed > 12: hour = typed
            case .h11, .h12: hour = typed % 12 + 12 * period
            case .h23: hour = typed
            case .h24: hour = typed % 24
            }
            return hour * 2
        default: return typed
        }
    }

    /// A letter on a month, AM/PM or zone segment: the typed letters so far plus this one
    /// choose the first name they begin (case- and diacritic-insensitive, in the locale); when
    /// nothing begins so, the letter alone starts again.
    private mutating func typeLetter(_ character: Character, into index: Int) {
        let kind = segments[index].kind
        let names = nameChoices(of: kind)
        guard !names.isEmpty else { return }
        pendingDigits = ""
        clearedSegment = nil
        for prefix in [typedLetters + String(character), String(character)] {
            let folded = fold(prefix)
            if let match = names.first(where: { $0.names.contains { fold($0).hasPrefix(folded) } }) {
                typedLetters = prefix
                settle(kind, at: match.value)
                return
            }
        }
        typedLetters = ""
    }

    /// `text` compared case- and diacritic-insensitively in the locale.
    private func fold(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: layout.locale)
    }

    /// The names letters choose among on a segment of `kind`, each with its value: the months
    /// of the year (full and short names), AM and PM, the zones (city and short name).
    func nameChoices(of kind: DateFieldSegment.Kind) -> [(value: Int, names: [String])] {
        switch kind {
        case .month:
            let full = layout.standaloneMonthSymbols
            let short = formatters.shortMonthSymbols
            return (values(of: .month) ?? []).map { value in
                let month = MonthSlot(value: value).month - 1
                return (value, [full, short].compactMap { $0.indices.contains(month) ? $0[month] : nil })
            }
        case .dayPeriod:
            return layout.dayPeriodSymbols.enumerated().map { ($0.offset, [$0.element]) }
        case .timeZone:
            return Self.zoneIdentifiers.enumerated().map { index, identifier in
                let city = identifier.split(separator: "/").last.map { $0.replacingOccurrences(of: "_", with: " ") } ?? identifier
                return (index, [city, identifier])
            }
        default:
            return []
        }
    }
}
