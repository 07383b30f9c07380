import Foundation
import PickerTesting

/// The whole drawing sweep of issue 16: every available locale's date pickers, in every mode
/// and style, at 80×24 and at the minimum size, checked as the tests check a daily sample of
/// them (`DateDrawingSweepTests`). Problems are printed on stderr.
///
///     Benchmarks/.build/release/workload sweep      # after swift build -c release --product workload
public struct DateDrawingSweepWorkload: Workload {
    public static let name = "Sweep: date pickers in every locale × mode × style, two sizes"
    public static let key = "sweep"

    let locales = Locale.availableIdentifiers.sorted()

    public init() {}

    /// The number of problems found: 0 when every picker drew well.
    public func run() -> Int {
        let sweep = DateDrawingSweep()
        var count = 0
        for identifier in locales {
            for problem in sweep.problems(locale: identifier) {
                FileHandle.standardError.write(Data((problem + "\n").utf8))
                count += 1
            }
        }
        return count
    }
}
