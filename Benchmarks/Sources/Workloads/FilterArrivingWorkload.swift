import PickerCore

/// Filtering lines while they are still arriving: `pick choose --filter` reading 1,000,000
/// path-like lines from a pipe, 64 KiB a read, with "m" typed before the first line came.
///
/// Each read's lines are added to the filter (which folds them as they come) and one event's
/// search slice follows, as the session interleaves reads and events; the search is then run
/// to its end. The per-key jobs fold lines that are all there at the start, so they cannot
/// see the cost of arrivals, such as folding that reserves exactly each read's room and so
/// copies every folded array on every read ("Reading while filtering" in Benchmarks/README.md).
///
/// ```sh
/// Benchmarks/callgrind.sh filter-arriving     # instructions of one whole arrival
/// ```
public struct FilterArrivingWorkload: Workload {
    public static let name = "Filter: 1,000,000 path-like lines arriving 64 KiB a read under \"m\", exact"
    public static let key = "filter-arriving"

    /// The reads, as a pipe hands them over.
    let reads: [[UInt8]]

    public init() {
        let bytes = FilterLines.make()
        let size = 65_536
        reads = stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0 ..< min($0 + size, bytes.count)]) }
    }

    /// The matches of "m" once every line has arrived.
    public func run() -> Int {
        var filter = LineFilter(source: LineListSource(bytes: []))
        filter.setQuery("m")
        for read in reads {
            filter.append(read)
            filter.advance(budget: LineFilter.rowsPerEvent)
        }
        filter.closeLastLine()
        FilterTyping.finish(&filter)
        return filter.matchCount
    }
}
