/// Where each line lies in one byte buffer: a start and an end offset per line, four bytes each
/// while the buffer is under 4 GiB (eight beyond), so a million lines cost 8 MB of offsets
/// instead of a String (and usually a heap allocation) each.
///
/// Lines are only ever added at the end, as input arrives. Lines that end within the first
/// 4 GiB keep compact offsets; the first line that ends beyond goes, with every later one, into
/// wide offsets, so a growing buffer never has to convert what it already holds.
struct LineOffsets: Equatable, Sendable {
    private var compactStarts: [UInt32] = []
    private var compactEnds: [UInt32] = []
    private var wideStarts: [Int] = []
    private var wideEnds: [Int] = []

    init() {}

    /// The lines of `bytes`: split at LF, a CR before the LF left out, and no empty last line
    /// for a trailing newline; an unterminated last line is a line.
    init(splitting bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { buffer in
            // This is on `pick choose`'s start-up path for arguments and tests: a counting pass
            // sizes the arrays exactly so they never grow.
            var lineCount = 0
            for byte in buffer where byte == UInt8(ascii: "\n") { lineCount += 1 }
            if let last = buffer.last, last != UInt8(ascii: "\n") { lineCount += 1 }
            reserveCapacity(lineCount, bufferSize: buffer.count)
            var lineStart = 0
            appendLines(endingIn: buffer, from: 0, lineStart: &lineStart)
            if lineStart < buffer.count { append(start: lineStart, end: buffer.count) }
        }
    }

    /// Lines of the given byte lengths laid end to end with one separator byte between them.
    init(lengths: [Int]) {
        reserveCapacity(lengths.count, bufferSize: lengths.reduce(0) { $0 + $1 + 1 })
        var position = 0
        for length in lengths {
            append(start: position, end: position + length)
            position += length + 1
        }
    }

    var count: Int { compactStarts.count + wideStarts.count }

    /// The byte range of line `index`, without its line ending.
    func range(ofLine index: Int) -> Range<Int> {
        let compactCount = compactStarts.count
        if index < compactCount { return Int(compactStarts[index])..<Int(compactEnds[index]) }
        return wideStarts[index - compactCount]..<wideEnds[index - compactCount]
    }

    /// Bytes held by the offsets, for memory accounting.
    var byteSize: Int {
        (compactStarts.capacity + compactEnds.capacity) * 4 + (wideStarts.capacity + wideEnds.capacity) * 8
    }

    /// Adds the line `start..<end`.
    mutating func append(start: Int, end: Int) {
        if wideStarts.isEmpty, end <= Int(UInt32.max) {
            compactStarts.append(UInt32(truncatingIfNeeded: start))
            compactEnds.append(UInt32(truncatingIfNeeded: end))
        } else {
            wideStarts.append(start)
            wideEnds.append(end)
        }
    }

    /// Forgets the last `count` lines.
    mutating func removeLast(_ count: Int) {
        let wide = min(count, wideStarts.count)
        wideStarts.removeLast(wide)
        wideEnds.removeLast(wide)
        compactStarts.removeLast(count - wide)
        compactEnds.removeLast(count - wide)
    }

    /// Adds every line that a newline (or `separator`) at or after `scanStart` in `buffer`
    /// ends; `lineStart` is where the line being read began, and afterwards where the next one
    /// begins.
    ///
    /// A CR right before the LF is left out of the line even when it came in an earlier chunk
    /// than the LF: it is looked for in the whole buffer, not in the new bytes only. Lines that
    /// end at another separator (NUL, `--read0`) keep every byte.
    mutating func appendLines(
        endingIn buffer: UnsafeBufferPointer<UInt8>, from scanStart: Int, lineStart: inout Int, separator: UInt8 = UInt8(ascii: "\n")
    ) {
        let newline = separator
        let carriageReturn = separator == UInt8(ascii: "\n") ? UInt8(ascii: "\r") : separator
        var start = lineStart
        for index in scanStart..<buffer.count where buffer[index] == newline {
            let end = index > start && buffer[index - 1] == carriageReturn ? index - 1 : index
            append(start: start, end: end)
            start = index + 1
        }
        lineStart = start
    }

    private mutating func reserveCapacity(_ lineCount: Int, bufferSize: Int) {
        if bufferSize <= Int(UInt32.max) {
            compactStarts.reserveCapacity(lineCount)
            compactEnds.reserveCapacity(lineCount)
        }
    }
}
