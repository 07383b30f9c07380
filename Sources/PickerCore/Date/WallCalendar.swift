import Foundation

/// A picker's calendar in UTC, doing the field arithmetic on wall times; the Gregorian
/// calendar proleptic, as ISO 8601 is (Behaviour 2.11a).
///
/// Foundation's `.gregorian` calendar switches to the Julian calendar before 15 October 1582:
/// its 1582-09-30 is ISO's 1582-10-10, so a picker would show one day and print another.
/// Foundation offers no way to move that switch, but the Gregorian calendar repeats itself
/// exactly every 400 years (146,097 days, whole weeks too), so this type asks Foundation about
/// a wall time before 1600 2,000 years later, where Foundation is Gregorian, and takes 2,000
/// from the year it answers. Later wall times and every other calendar are asked directly. The names a picker shows come from
/// formatters that ``ProlepticGregorian/apply(to:)`` makes proleptic the same way.
///
/// The Buddhist, Republic of China and Japanese calendars are the Gregorian calendar's months
/// and days under other years, and ICU gives them the same Julian part, which it lets no one
/// move. Before 1600 their months, days and weekdays are the proleptic Gregorian ones, asked
/// 2,000 years on of a Gregorian calendar; their era is ICU's, and their year ICU's moved by as
/// many years as the proleptic Gregorian year differs from the Julian one (a day in the first
/// ten days of a Gregorian January is still in December in the Julian calendar).
///
/// ```swift
/// let wall = WallCalendar(Calendar(identifier: .gregorian))
/// wall.dateComponents([.year, .month, .day], from: iso15821010).day   // 10, not 30 (September)
/// ```
struct WallCalendar: Equatable, Sendable {
    /// The calendar Foundation computes with, in UTC.
    let base: Calendar
    /// True when wall times are moved past the Julian years before asking ``base``.
    let isProleptic: Bool
    /// For a calendar of Gregorian months under years of its own (Buddhist, Republic of
    /// China, Japanese): a Gregorian calendar in UTC, asked about its months and days before
    /// 1600; nil for every other calendar.
    private let solar: Calendar?
    /// ``base``'s era and year on 1 January 1600: earlier eras, and earlier years of that era,
    /// are before 1600.
    private let firstUnshiftedEra: Int
    private let firstUnshiftedYearOfEra: Int
    /// True where ``base``'s years count backwards in its era 0 (the Republic of China's years
    /// before 1912).
    private let countsEraZeroBackwards: Bool

    /// Years moved forward: five 400-year cycles, past the switch for every year from 1 BC on.
    static let shiftedYears = 2_000
    /// The same span in seconds: 5 × 146,097 days.
    static let shift: TimeInterval = 5 * 146_097 * 86_400
    /// Wall times from 1600 on are asked as they are: Julian and Gregorian days agree after
    /// 1582, and moving a wall time 2,000 years would round away the fraction of a second a
    /// half-open bound keeps (the instant just before midnight).
    static let firstUnshifted = Date(timeIntervalSince1970: -11_676_096_000)  // 1600-01-01
    private static let firstUnshiftedYear = 1600

    /// `calendar` in UTC; proleptic when it is the Gregorian (or ISO 8601) calendar.
    init(_ calendar: Calendar) {
        var calendar = calendar
        calendar.timeZone = .gmt
        base = calendar
        let solarBased = ProlepticGregorian.hasGregorianMonths(calendar.identifier)
        isProleptic = ProlepticGregorian.applies(to: calendar.identifier) || solarBased
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = .gmt
        solar = solarBased ? gregorian : nil
        let first = solarBased ? calendar.dateComponents([.era, .year], from: Self.firstUnshifted) : DateComponents()
        firstUnshiftedEra = first.era ?? 0
        firstUnshiftedYearOfEra = first.year ?? 0
        countsEraZeroBackwards = calendar.identifier == .republicOfChina
    }

    var timeZone: TimeZone { base.timeZone }

    // MARK: Moving wall times past the switch and back

    /// True when `wall` is asked about 2,000 years on.
    private func shifts(_ wall: Date) -> Bool { isProleptic && wall < Self.firstUnshifted }

    /// True when `components` are read from ``base`` 2,000 years on.
    private func shifts(_ components: DateComponents) -> Bool {
        guard isProleptic, let year = components.year else { return false }
        guard solar != nil else { return components.era == 0 || year < Self.firstUnshiftedYear }
        // Without an era, ICU takes the current one: Japan's is after 1600, the others have one.
        let era = components.era ?? (base.identifier == .japanese ? Int.max : firstUnshiftedEra)
        guard era == firstUnshiftedEra else { return era < firstUnshiftedEra }
        let backwards = countsEraZeroBackwards && era == 0
        return backwards ? year > firstUnshiftedYearOfEra : year < firstUnshiftedYearOfEra
    }

    /// The era and year of ``base`` a wall time before 1600 shows: ICU's, moved as far as the
    /// proleptic Gregorian year is from the Julian one.
    private func solarEraAndYear(of wall: Date, in solar: Calendar) -> (era: Int, year: Int) {
        let own = base.dateComponents([.era, .year], from: wall)
        let julian = solar.dateComponents([.era, .year], from: wall)
        let julianYear = julian.era == 0 ? 1 - (julian.year ?? 0) : julian.year ?? 0
        let prolepticYear = solar.component(.year, from: wall.addingTimeInterval(Self.shift)) - Self.shiftedYears
        let era = own.era ?? 0
        let moved = prolepticYear - julianYear
        return (era, (own.year ?? 0) + (countsEraZeroBackwards && era == 0 ? -moved : moved))
    }

    /// The proleptic Gregorian year of `components`' era and year in ``base``: the year ICU's
    /// own fields put them in, which the shown year is moved to (``solarEraAndYear(of:in:)``).
    private func solarYear(of components: DateComponents, in solar: Calendar) -> Int? {
        var middle = DateComponents()
        middle.era = components.era
        middle.year = components.year
        middle.month = 7
        middle.day = 1
        middle.hour = 12
        guard let date = base.date(from: middle) else { return nil }
        let julian = solar.dateComponents([.era, .year], from: date)
        return julian.era == 0 ? 1 - (julian.year ?? 0) : julian.year
    }

    /// `components` read from ``base`` 2,000 years on, as proleptic Gregorian era and year.
    private func back(_ components: DateComponents) -> DateComponents {
        guard let year = components.year else { return components }
        var components = components
        // The shifted years are all AD: 2,000 back, year 0 and below are BC (1 BC is year 0).
        let proleptic = year - Self.shiftedYears
        if components.era != nil { components.era = proleptic >= 1 ? 1 : 0 }
        components.year = proleptic >= 1 ? proleptic : 1 - proleptic
        return components
    }

    /// Proleptic `components` as ``base`` reads them 2,000 years on.
    private func forward(_ components: DateComponents) -> DateComponents {
        guard let year = components.year else { return components }
        var components = components
        let proleptic = components.era == 0 ? 1 - year : year
        components.era = components.era.map { _ in 1 }
        components.year = proleptic + Self.shiftedYears
        return components
    }

    // MARK: Calendar's questions

    func dateComponents(_ components: Set<Calendar.Component>, from wall: Date) -> DateComponents {
        guard shifts(wall) else { return base.dateComponents(components, from: wall) }
        guard let solar else { return back(base.dateComponents(components, from: wall.addingTimeInterval(Self.shift))) }
        var fields = solar.dateComponents(components, from: wall.addingTimeInterval(Self.shift))
        if components.contains(.era) || components.contains(.year) {
            let own = solarEraAndYear(of: wall, in: solar)
            fields.era = components.contains(.era) ? own.era : nil
            fields.year = components.contains(.year) ? own.year : nil
        }
        return fields
    }

    func component(_ component: Calendar.Component, from wall: Date) -> Int {
        switch component {
        case .era, .year: dateComponents([.era, .year], from: wall).value(for: component) ?? 0
        default: shifts(wall) ? shifted.component(component, from: wall.addingTimeInterval(Self.shift))
            : base.component(component, from: wall)
        }
    }

    /// The calendar asked 2,000 years on: ``base``, or the Gregorian one whose months it has.
    private var shifted: Calendar { solar ?? base }

    func date(from components: DateComponents) -> Date? {
        guard shifts(components) else { return base.date(from: components) }
        guard let solar else { return base.date(from: forward(components))?.addingTimeInterval(-Self.shift) }
        guard let year = solarYear(of: components, in: solar) else { return nil }
        var gregorian = components
        gregorian.era = 1
        gregorian.year = year + Self.shiftedYears
        return solar.date(from: gregorian)?.addingTimeInterval(-Self.shift)
    }

    func date(byAdding component: Calendar.Component, value: Int, to wall: Date) -> Date? {
        let unshifted = base.date(byAdding: component, value: value, to: wall)
        // A step that starts or ends before 1600 is taken 2,000 years on, where both ends are
        // Gregorian; an era's step stays ICU's.
        guard shifts(wall) || unshifted.map(shifts) ?? false, component != .era else { return unshifted }
        return shifted.date(byAdding: component, value: value, to: wall.addingTimeInterval(Self.shift))?
            .addingTimeInterval(-Self.shift)
    }

    func range(of smaller: Calendar.Component, in larger: Calendar.Component, for wall: Date) -> Range<Int>? {
        guard shifts(wall), smaller != .era, larger != .era else { return base.range(of: smaller, in: larger, for: wall) }
        return shifted.range(of: smaller, in: larger, for: wall.addingTimeInterval(Self.shift))
    }

    func dateInterval(of component: Calendar.Component, for wall: Date) -> DateInterval? {
        guard shifts(wall), component != .era else { return base.dateInterval(of: component, for: wall) }
        return shifted.dateInterval(of: component, for: wall.addingTimeInterval(Self.shift))
            .map { DateInterval(start: $0.start.addingTimeInterval(-Self.shift), duration: $0.duration) }
    }

    func startOfDay(for wall: Date) -> Date {
        guard shifts(wall) else { return base.startOfDay(for: wall) }
        return shifted.startOfDay(for: wall.addingTimeInterval(Self.shift)).addingTimeInterval(-Self.shift)
    }

    func maximumRange(of component: Calendar.Component) -> Range<Int>? {
        base.maximumRange(of: component)
    }
}

/// The Gregorian calendar a picker shows is proleptic, as ISO 8601 values are (Behaviour
/// 2.11a): its days before 15 October 1582 are Gregorian days, not Julian ones.
///
/// ```swift
/// let formatter = DateFormatter()
/// formatter.locale = Locale(identifier: "en_US@calendar=gregorian")
/// ProlepticGregorian.apply(to: formatter, calendar: .gregorian)   // 1582-10-10 formats as October 10, not September 30
/// ```
package enum ProlepticGregorian {
    /// True for the calendars shown proleptic: Gregorian and ISO 8601, whose days are ISO's.
    package static func applies(to identifier: Calendar.Identifier) -> Bool {
        identifier == .gregorian || identifier == .iso8601
    }

    /// True for the calendars of Gregorian months and days under years of their own, whose
    /// Julian part ICU lets no one move: Buddhist, Republic of China and Japanese. Their days
    /// before 1582 are shown and printed proleptic too (``WallCalendar``, ``formatter(for:)``).
    package static func hasGregorianMonths(_ identifier: Calendar.Identifier) -> Bool {
        identifier == .buddhist || identifier == .republicOfChina || identifier == .japanese
    }

    /// Makes `formatter`, which formats in `calendar`, name Gregorian days before 1582 as ISO
    /// does; ICU's Gregorian calendar has no Julian part once its change date is moved to
    /// before any date it can show. Set after the formatter's locale. The caller names the
    /// calendar because a formatter's own `calendar` reads gregorian for calendars CoreFoundation
    /// does not know (dangi).
    package static func apply(to formatter: DateFormatter, calendar: Calendar.Identifier) {
        guard applies(to: calendar) else { return }
        formatter.gregorianStartDate = earliestChange
    }

    /// A new formatter for `calendar`: one that names days before 1600 proleptic where ICU
    /// cannot be told to (``hasGregorianMonths(_:)``), a plain one elsewhere. Set its locale,
    /// then ``apply(to:calendar:)``, as for any formatter.
    ///
    /// ```swift
    /// let formatter = ProlepticGregorian.formatter(for: .buddhist)   // 1582-10-10 is 10 October 2125 BE
    /// ```
    package static func formatter(for calendar: Calendar.Identifier) -> DateFormatter {
        hasGregorianMonths(calendar) ? SolarProlepticFormatter(calendar: calendar) : DateFormatter()
    }

    /// `start` … `end` as `formatter` writes the interval, its days before 1600 proleptic like
    /// the days a picker shows: ICU's interval formatter has no change date to move, so an
    /// interval that starts before 1600 is written 2,000 years on, in UTC, and each end's year
    /// and era written then are put back as that end's own (1582 for 3582).
    ///
    /// ```swift
    /// ProlepticGregorian.string(of: formatter, from: iso15821010, to: iso15821012, calendar: gregorian)
    /// // "Oct 10 – 12, 1582", not "Sep 30 – Oct 2, 1582"
    /// ```
    package static func string(of formatter: DateIntervalFormatter, from start: Date, to end: Date,
                               calendar: Calendar) -> String {
        let zone = formatter.timeZone ?? .gmt
        let walls = [start, end].map { $0.addingTimeInterval(TimeInterval(zone.secondsFromGMT(for: $0))) }
        guard applies(to: calendar.identifier) || hasGregorianMonths(calendar.identifier),
              walls[0] < WallCalendar.firstUnshifted, let template = formatter.dateTemplate
        else { return formatter.string(from: start, to: end) }
        let moved = DateIntervalFormatter()
        moved.locale = formatter.locale
        moved.calendar = calendar
        moved.timeZone = .gmt
        moved.dateTemplate = template
        var text = moved.string(from: walls[0].addingTimeInterval(WallCalendar.shift),
                                to: walls[1].addingTimeInterval(WallCalendar.shift))
        let later = DateFormatter()
        let own = Self.formatter(for: calendar.identifier)
        for named in [later, own] {
            named.locale = formatter.locale
            named.calendar = calendar
            named.timeZone = .gmt
        }
        apply(to: own, calendar: calendar.identifier)
        // The era first, then the year: a Japanese era's text holds years of its own. Each text
        // written is first marked by a private-use character, so a text put back ("民国前") is
        // not read again as one written ("民国").
        var putBack: [String] = []
        for field in ["G", "y"] {
            later.dateFormat = field
            own.dateFormat = field
            for wall in walls.reversed() {
                let written = later.string(from: wall.addingTimeInterval(WallCalendar.shift))
                guard !written.isEmpty, text.contains(written) else { continue }
                let mark = String(UnicodeScalar(0xE000 + putBack.count).map(Character.init) ?? "\u{E000}")
                text = text.replacingOccurrences(of: written, with: mark)
                putBack.append(own.string(from: wall))
            }
        }
        for (index, ownText) in putBack.enumerated() {
            let mark = String(UnicodeScalar(0xE000 + index).map(Character.init) ?? "\u{E000}")
            text = text.replacingOccurrences(of: mark, with: ownText)
        }
        return text
    }

    /// A change date before every day ICU computes (it clamps earlier ones to its own limit).
    private static let earliestChange = Date(timeIntervalSinceReferenceDate: -1e15)
}

/// A formatter of a calendar with Gregorian months under years of its own (Buddhist, Republic
/// of China, Japanese) that names a day before 1600 as ``WallCalendar`` shows it (Behaviour
/// 2.11a): ICU refuses to move these calendars' Julian part, so the day is formatted 2,000
/// Gregorian years on, in UTC, with its year, era and zone written in as ICU's text for them.
///
/// ```swift
/// let formatter = SolarProlepticFormatter(calendar: .republicOfChina)
/// formatter.locale = Locale(identifier: "en_US@calendar=roc")
/// formatter.dateFormat = "MMMM d, y G"   // 1582-10-10: "October 10, 330 B.R.O.C."
/// ```
final class SolarProlepticFormatter: DateFormatter, @unchecked Sendable {
    private let wall: WallCalendar

    init(calendar: Calendar.Identifier) {
        wall = WallCalendar(Calendar(identifier: calendar))
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override func string(from date: Date) -> String {
        let zone = timeZone ?? .gmt
        let wallTime = date.addingTimeInterval(TimeInterval(zone.secondsFromGMT(for: date)))
        guard wallTime < WallCalendar.firstUnshifted, let pattern = dateFormat else { return super.string(from: date) }
        let own = wall.dateComponents([.era, .year], from: wallTime)
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = .gmt
        let gregorianYear = gregorian.component(.year, from: wallTime.addingTimeInterval(WallCalendar.shift))
            - WallCalendar.shiftedYears
        let numbers = NumberFormatter()
        numbers.locale = locale
        numbers.usesGroupingSeparator = false
        // The era, the zone and the year are written by formatters of the day's own calendar,
        // which a caller sets on this formatter or names in its locale.
        let ownCalendar = calendar.flatMap { ProlepticGregorian.hasGregorianMonths($0.identifier) ? $0 : nil }
        let plain = DateFormatter()
        plain.locale = locale
        if let ownCalendar { plain.calendar = ownCalendar }
        plain.timeZone = zone
        func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }
        func year(_ value: Int, letters: Int) -> String {
            numbers.minimumIntegerDigits = letters == 2 ? 2 : letters
            let shown = letters == 2 ? abs(value) % 100 : value
            return quoted(numbers.string(from: NSNumber(value: shown)) ?? String(shown))
        }
        // The year as ICU writes it ("元" for a Japanese era's first in ja), read from a day ICU
        // puts in that era and year: the day itself, or where its Julian and Gregorian years
        // differ (the first days of a Gregorian January), a day half a month on.
        let yearFormatter = DateFormatter()
        yearFormatter.locale = locale
        if let ownCalendar { yearFormatter.calendar = ownCalendar }
        yearFormatter.timeZone = .gmt
        let halfMonth: TimeInterval = 15 * 86_400
        let yearDay = [wallTime, wallTime + halfMonth, wallTime - halfMonth].first {
            let icu = wall.base.dateComponents([.era, .year], from: $0)
            return icu.era == own.era && icu.year == own.year
        }
        func ownYear(_ letters: String) -> String {
            guard let yearDay else { return year(own.year ?? 0, letters: letters.count) }
            yearFormatter.dateFormat = letters
            return quoted(yearFormatter.string(from: yearDay))
        }
        // The days, months and times are the Gregorian ones 2,000 years on; the year, the era
        // and the zone are the day's own.
        var rewritten = ""
        var insertedLast = false
        for token in PatternPieces.pieces(of: pattern) {
            let inserted: String
            switch token.letter {
            case "y", "Y", "u": inserted = ownYear(token.text)
            case "r": inserted = year(gregorianYear, letters: token.text.count)
            case "G", "z", "Z", "O", "v", "V", "X", "x":
                plain.dateFormat = token.text
                inserted = quoted(plain.string(from: date))
            default:
                rewritten += token.text
                insertedLast = false
                continue
            }
            // Two quoted texts side by side are one: `''` between them would be a quote.
            if insertedLast { rewritten.removeLast() }
            rewritten += insertedLast ? String(inserted.dropFirst()) : inserted
            insertedLast = true
        }
        let shifted = DateFormatter()
        shifted.locale = locale
        shifted.timeZone = .gmt
        shifted.dateFormat = rewritten
        return shifted.string(from: wallTime.addingTimeInterval(WallCalendar.shift))
    }
}

/// An ICU date pattern cut into its fields (runs of one letter) and literal text.
enum PatternPieces {
    /// A field's letters (`letter` set) or literal text as written, quotes included.
    struct Piece {
        var text: String
        var letter: Character?
    }

    static func pieces(of pattern: String) -> [Piece] {
        var pieces: [Piece] = []
        var quoted = false
        for character in pattern {
            let isField = !quoted && character != "'" && character.isASCII && character.isLetter
            if character == "'" { quoted.toggle() }
            if let last = pieces.last, isField ? last.letter == character : last.letter == nil {
                pieces[pieces.count - 1].text.append(character)
            } else {
                pieces.append(Piece(text: String(character), letter: isField ? character : nil))
            }
        }
        return pieces
    }
}
