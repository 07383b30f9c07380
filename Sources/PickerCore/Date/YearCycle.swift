import Foundation

/// How a calendar that counts its years in cycles (chinese, dangi: sixty-year cycles, each an
/// era) numbers them one after another, so a year wheel can run across cycles.
///
/// Such a calendar says so itself: its eras are many, and every era holds the same number of
/// years (`minimumRange(of: .year) == maximumRange(of: .year)`). A year is then numbered
/// `(era − first era) × length + year`, and a wheel row is one such number; its title is
/// ICU's own name for the year (see ``DatePickerLayout/namedYearPattern``).
///
/// ```swift
/// let cycle = YearCycle(calendar: Calendar(identifier: .chinese))   // length 60, first era 1
/// cycle?.serialYear(era: 78, year: 40)                             // 4660 (2023, 癸卯)
/// cycle?.eraAndYear(ofSerialYear: 4661)                            // (78, 41)
/// ```
struct YearCycle: Equatable, Sendable {
    /// Years in one era.
    let length: Int
    /// The number of the first era.
    let firstEra: Int

    /// The cycle of `calendar`, nil for a calendar whose eras are not equal cycles.
    init?(calendar: Calendar) {
        guard let eras = calendar.maximumRange(of: .era), eras.count > 2,
              let years = calendar.maximumRange(of: .year), years == calendar.minimumRange(of: .year),
              years.lowerBound == 1, years.count > 1
        else { return nil }
        length = years.count
        firstEra = eras.lowerBound
    }

    /// The serial number of `year` of `era` (1 for the first year of the first era).
    func serialYear(era: Int, year: Int) -> Int {
        (era - firstEra) * length + year
    }

    /// The era and year of serial year `serial`.
    func eraAndYear(ofSerialYear serial: Int) -> (era: Int, year: Int) {
        let zeroBased = serial - 1
        let era = zeroBased.floorDivided(by: length)
        return (era + firstEra, zeroBased - era * length + 1)
    }
}
