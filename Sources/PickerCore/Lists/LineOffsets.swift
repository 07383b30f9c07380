/// Where each line lies in one byte buffer: a start and an end offset per line, four bytes each
/// while the buffer is under 4 GiB (eight beyond), so a million lines cost 8 MB of offsets
/// instead of a String (and usually a heap allocation) each.
struct LineOffsets: Equatable, Sendable {
    private enum Storage: Equatable, Sendable {
        case compact(starts: [UInt32], ends: [UInt32])
        case wide(starts: [Int], ends: [Int])
    }

    private let storage: Storage

    /// The lines of `bytes`: split at LF, a CR before the LF left out, and no empty last line
    /// for a trailing newline.
    init(splitting bytes: [UInt8]) {
        if bytes.count <= Int(UInt32.max) {
            let (starts, ends) = Self.split(bytes, as: UInt32.self)
            storage = .compact(starts: starts, ends: ends)
        } else {
            let (starts, ends) = Self.split(bytes, as: Int.self)
            storage = .wide(starts: starts, ends: ends)
        }
    }

    /// Lines of the given byte lengths laid end to end with one separator byte between them.
    init(lengths: [Int]) {
        var starts: [Int] = []
        var ends: [Int] = []
        starts.reserveCapacity(lengths.count)
        ends.reserveCapacity(lengths.count)
        var position = 0
        for length in lengths {
            starts.append(position)
            ends.append(position + length)
            position += length + 1
        }
        storage = .wide(starts: starts, ends: ends)
    }

    var count: Int {
        switch storage {
        case .compact(let starts, _): starts.count
        case .wide(let starts, _): starts.count
        }
    }

    /// The byte range of line `index`, without its line ending.
    func range(ofLine index: Int) -> Range<Int> {
        switch storage {
        case .compact(let starts, let ends): Int(starts[index])..<Int(ends[index])
        case .wide(let starts, let ends): starts[index]..<ends[index]
        }
    }

    /// Bytes held by the offsets, for memory accounting.
    var byteSize: Int {
        switch storage {
        case .compact(let starts, let ends): (starts.capacity + ends.capacity) * 4
        case .wide(let starts, let ends): (starts.capacity + ends.capacity) * 8
        }
    }

    /// One pass over the bytes through a raw buffer (this is on `pick choose`'s start-up path);
    /// a first counting pass sizes the arrays exactly so they never grow.
    private static func split<Offset: FixedWidthInteger>(
        _ bytes: [UInt8], as: Offset.Type
    ) -> (starts: [Offset], ends: [Offset]) {
        bytes.withUnsafeBufferPointer { buffer in
            let newline = UInt8(ascii: "\n")
            let carriageReturn = UInt8(ascii: "\r")
            var lineCount = 0
            for byte in buffer where byte == newline { lineCount += 1 }
            if let last = buffer.last, last != newline { lineCount += 1 }
            var starts: [Offset] = []
            var ends: [Offset] = []
            starts.reserveCapacity(lineCount)
            ends.reserveCapacity(lineCount)
            var start = 0
            for index in 0..<buffer.count where buffer[index] == newline {
                let end = index > start && buffer[index - 1] == carriageReturn ? index - 1 : index
                starts.append(Offset(truncatingIfNeeded: start))
                ends.append(Offset(truncatingIfNeeded: end))
                start = index + 1
            }
            if start < buffer.count {
                // An unterminated last line; a lone CR at its end is kept, it ends no line.
                starts.append(Offset(truncatingIfNeeded: start))
                ends.append(Offset(truncatingIfNeeded: buffer.count))
            }
            return (starts, ends)
        }
    }
}
