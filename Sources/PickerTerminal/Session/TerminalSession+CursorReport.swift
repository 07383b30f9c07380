extension TerminalSession {
    /// A cursor position report (`ESC [ row ; column R`) found in input bytes, zero-based.
    struct CursorReport: Equatable {
        var row: Int
        var column: Int

        /// Finds the first report in `bytes` and returns it with the bytes around it (typed
        /// ahead by the person, to be decoded as keys), or nil when none is complete yet.
        static func extract(from bytes: [UInt8]) -> (report: CursorReport, rest: [UInt8])? {
            var start = 0
            while start + 1 < bytes.count {
                defer { start += 1 }
                guard bytes[start] == 0x1B, bytes[start + 1] == UInt8(ascii: "[") else { continue }
                var index = start + 2
                guard let row = number(in: bytes, at: &index), index < bytes.count,
                    bytes[index] == UInt8(ascii: ";")
                else { continue }
                index += 1
                guard let column = number(in: bytes, at: &index), index < bytes.count,
                    bytes[index] == UInt8(ascii: "R")
                else { continue }
                let rest = Array(bytes[..<start]) + Array(bytes[(index + 1)...])
                return (CursorReport(row: max(0, row - 1), column: max(0, column - 1)), rest)
            }
            return nil
        }

        /// Where a report that has begun but not ended starts at the end of `bytes` (ESC, `[`,
        /// then only digits and `;`), or nil.
        static func incompleteSuffixStart(in bytes: [UInt8]) -> Int? {
            guard let escape = bytes.lastIndex(of: 0x1B) else { return nil }
            let tail = bytes[(escape + 1)...]
            guard tail.first.map({ $0 == UInt8(ascii: "[") }) ?? true else { return nil }
            let allowed = Set(Array("0123456789;".utf8))
            return tail.dropFirst().allSatisfy(allowed.contains) ? escape : nil
        }

        private static func number(in bytes: [UInt8], at index: inout Int) -> Int? {
            var value = 0
            var digits = 0
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]), digits < 6 {
                value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
                digits += 1
            }
            return digits > 0 ? value : nil
        }
    }
}
