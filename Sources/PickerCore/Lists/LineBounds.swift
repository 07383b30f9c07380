/// How much of an input of lines is kept, so that endless or enormous input (`yes`,
/// `/dev/zero`, a 50 MB line) costs memory in proportion to what a person can be shown and
/// choose among, not to what arrives (Behaviour 7.4).
///
/// - A line longer than ``lineLength`` keeps its first bytes: it is shown (cut) and can be
///   found by a filter, but it is never chosen, because its exact bytes are no longer there to
///   print. The rest of it is read and left out.
/// - Once ``lineCount`` lines are kept or ``byteCount`` bytes are read, the input is full: what
///   comes after is not kept, and a reader stops reading (``LineListSource/isFull``).
///
/// ```swift
/// var source = LineListSource(bytes: [], bounds: LineBounds(lineLength: 4, lineCount: 2, byteCount: 100))
/// source.append(Array("abcdefgh\nxy\nmore\n".utf8))
/// source.count                 // 2: "abcd" (cut, not choosable) and "xy"
/// source.isFull                // true
/// ```
package struct LineBounds: Sendable, Equatable {
    /// The most bytes kept of one line (without its line ending).
    package var lineLength: Int
    /// The most lines kept.
    package var lineCount: Int
    /// The most bytes read, kept or left out.
    package var byteCount: Int

    package init(lineLength: Int, lineCount: Int, byteCount: Int) {
        self.lineLength = lineLength
        self.lineCount = lineCount
        self.byteCount = byteCount
    }

    /// What standard input is read with: lines of up to 1 MiB (eight times the longest single
    /// argument Linux passes to a program, so a line cut there is not one a shell could hand on
    /// whole anyway), ten million lines (a million more than a person scrolls or a filter needs,
    /// and 80 MB of offsets), and 1 GiB read in all.
    package static let standard = LineBounds(lineLength: 1 << 20, lineCount: 10_000_000, byteCount: 1 << 30)

    /// The most bytes of one line decoded for drawing: four per cell of the widest row a buffer
    /// holds (`Buffer.maximumWidth`, 1024 cells), enough for a full row of any characters without
    /// combining marks. Only what is drawn is cut; the line's bytes stay whole.
    package static let displayLength = 4096

    /// Everything kept: for lines already held in memory, such as arguments.
    package static let unbounded = LineBounds(lineLength: .max, lineCount: .max, byteCount: .max)
}
