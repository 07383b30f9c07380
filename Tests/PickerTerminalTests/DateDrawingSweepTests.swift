import Foundation
import PickerTesting
import Testing

/// Issue 16, item 4: every available locale × mode × style drawn at 80×24 and at its minimum
/// size, without a crash, without the "too small" notice, and inside its area.
///
/// All ~1,000 locales take minutes in a debug build, so each run draws a fixed set of locales
/// that stress layout (right-to-left, CJK, other digits, other calendars) plus a sample of the
/// others chosen by a seed that changes every day, so the whole list is covered over the
/// weeks. `PICK_SWEEP_SEED=n` replays a day's sample; `PICK_SWEEP_ALL=1` draws every locale,
/// as does the benchmarks' `sweep` job (`Benchmarks/.build/release/workload sweep`).
@Suite("Date pickers drawn in every locale")
struct DateDrawingSweepTests {
    static let alwaysDrawn = [
        "en_US", "de_DE", "ar_EG", "he_IL", "fa_IR", "ur_PK", "ja_JP", "ko_KR", "zh_Hant_TW", "th_TH", "my_MM",
        "hi_IN", "am_ET", "ja_JP@calendar=japanese", "en_US_POSIX", "dz_BT",
    ]
    static let sampleSize = 24

    /// The locales this run draws, and the seed that chose them.
    static func locales() -> (locales: [String], seed: UInt64) {
        let environment = ProcessInfo.processInfo.environment
        let all = Locale.availableIdentifiers.sorted()
        let seed = environment["PICK_SWEEP_SEED"].flatMap(UInt64.init) ?? UInt64(Date().timeIntervalSince1970 / 86_400)
        if environment["PICK_SWEEP_ALL"] == "1" { return (all, seed) }
        // A stride through the sorted list from a seeded start: a different slice every day.
        let others = all.filter { !alwaysDrawn.contains($0) }
        let start = Int(seed % UInt64(others.count))
        let step = others.count / sampleSize
        let sample = alwaysDrawn + (0..<sampleSize).map { others[(start + $0 * step) % others.count] }
        return (sample, seed)
    }

    @Test("every mode and style at 80×24 and at the minimum size, inside the area")
    func sweep() {
        let (locales, seed) = Self.locales()
        let sweep = DateDrawingSweep()
        #expect(locales.count >= Self.alwaysDrawn.count + Self.sampleSize || ProcessInfo.processInfo.environment["PICK_SWEEP_ALL"] == "1")
        for identifier in locales {
            let problems = sweep.problems(locale: identifier)
            #expect(problems.isEmpty, "seed \(seed): \(problems.joined(separator: "; "))")
        }
    }

    @Test("the sweep reports a mode × style that does not exist instead of drawing it")
    func sweepReportsUnbuildablePickers() {
        let sweep = DateDrawingSweep()
        #expect(sweep.problems(locale: "en_US", mode: .countDownTimer, style: .inline).first?.contains("cannot be built") == true)
        #expect(sweep.problems(locale: "en_US", mode: .date, style: .inline).isEmpty)
    }
}
