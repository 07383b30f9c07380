/// Finds a word's bytes in a buffer of folded lines, eight bytes at a time: filtering a
/// million lines is mostly looking for the first byte of a word, and a word-at-a-time scan
/// (no per-line call, no per-byte branch) does that several times faster than a byte loop,
/// in plain Swift.
///
/// The text's bytes are compared under a mask: a byte-for-byte folded line carries each
/// capital's case in its high bit (``FoldedLines/capitalBit``), which the search ignores.
///
/// ```swift
/// Array("hello world".utf8).withUnsafeBufferPointer { text in
///     Array("wor".utf8).withUnsafeBufferPointer { ByteSearch.firstIndex(of: $0, in: text, from: 0, to: text.count) }
/// }   // 6
/// ```
enum ByteSearch {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Where `word` first occurs wholly inside `start..<end` of `text`, comparing the bits of
    /// `mask` only; nil when it does not.
    static func firstIndex(
        of word: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, mask: UInt8 = 0xFF
    ) -> Int? {
        guard let first = word.first, let base = text.baseAddress else { return word.isEmpty ? start : nil }
        let last = end - word.count
        var position = start
        while position <= last {
            guard let found = firstIndex(of: first, in: text, from: position, to: last + 1, mask: mask) else { return nil }
            if matches(word, at: found, in: base, mask: mask) { return found }
            position = found + 1
        }
        return nil
    }

    /// True when `word` occurs somewhere in `range` of `text`, comparing the bits of `mask` only.
    @inline(__always)
    static func contains(
        _ word: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, range: Range<Int>, mask: UInt8 = 0xFF
    ) -> Bool {
        firstIndex(of: word, in: text, from: range.lowerBound, to: range.upperBound, mask: mask) != nil
    }

    @inline(__always)
    private static func matches(_ word: UnsafeBufferPointer<UInt8>, at index: Int, in base: UnsafePointer<UInt8>, mask: UInt8) -> Bool {
        var offset = 1
        while offset < word.count {
            if base[index + offset] & mask != word[offset] { return false }
            offset += 1
        }
        return true
    }

    /// The first index of `byte` in `start..<end` of `text` (comparing the bits of `mask`
    /// only), reading whole 8-byte words where it can.
    @inline(__always)
    static func firstIndex(of byte: UInt8, in text: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, mask: UInt8 = 0xFF) -> Int? {
        // The loads below read from the bare pointer, unchecked: every one of them lies in
        // `start..<end`, which must lie in the text.
        _checkInvariants(loadingFrom: start, to: end, in: text)
        guard let base = text.baseAddress else { return nil }
        var index = start
        let pattern = ones &* UInt64(byte)
        let masks = ones &* UInt64(mask)
        while index + 8 <= end {
            // Read as little-endian, so the first byte in memory is the lowest: the lowest flagged
            // byte is then always a true match (a borrow only flags bytes above one).
            let chunk = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) & masks ^ pattern
            let zeros = (chunk &- ones) & ~chunk & highs
            if zeros != 0 { return index + zeros.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < end {
            if base[index] & mask == byte { return index }
            index += 1
        }
        return nil
    }

    // MARK: Invariants

    /// Traps when `start..<end` reaches outside `text`, where the word loads of the byte
    /// search would read memory that is not the text's. Compiled in under `PICKERKIT_CHECKS` (debug builds); otherwise empty.
    @inline(__always)
    static func _checkInvariants(loadingFrom start: Int, to end: Int, in text: UnsafeBufferPointer<UInt8>) {
        #if PICKERKIT_CHECKS
        if let violation = _boundsViolation(loadingFrom: start, to: end, count: text.count) {
            preconditionFailure("ByteSearch: \(violation)")
        }
        #endif
    }

    /// What is wrong with searching `start..<end` of a text of `count` bytes, or nil when the
    /// range is empty or lies in the text (every byte the search loads is then the text's).
    static func _boundsViolation(loadingFrom start: Int, to end: Int, count: Int) -> String? {
        guard start < end else { return nil }
        if start < 0 { return "a search from \(start) starts before the text" }
        if end > count { return "a search up to \(end) reads past the text's \(count) bytes" }
        return nil
    }
}
