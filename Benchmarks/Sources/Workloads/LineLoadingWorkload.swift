import PickerCore

/// Loading the bytes of `seq 1000000` (6.9 MB) into the list model `pick choose` shows: finding
/// the lines, without making a String per line (Behaviour 1.5).
public struct LineLoadingWorkload: Workload {
    public static let name = "LineListSource: load 1,000,000 stdin lines"
    public static let key = "lines"

    let bytes: [UInt8]

    public init() {
        bytes = SeqLines.make(count: 1_000_000)
    }

    /// The number of rows found.
    public func run() -> Int {
        LineListSource(bytes: bytes).count
    }
}
