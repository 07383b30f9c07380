/// One query's test of folded lines: which lines match, and in fuzzy mode how well.
///
/// Every line is first checked against the query's ``LineSignature``: a line missing one of
/// the bytes the words need is passed over after one AND, without reading it. When every word
/// is a single letter or digit (the first key typed, most often) the signature is the whole
/// answer in exact mode. Only the lines left are searched (exact) or scored (fuzzy).
///
/// ```swift
/// var folding = TextFolding(locale: nil)
/// let matcher = FilterMatcher(FilterQuery("zu", mode: .exact, folding: &folding))
/// // matcher.collect(0..<lines.count, in: folded, source: lines, into: &found) appends the rows holding "zu"
/// ```
struct FilterMatcher: Sendable {
    let mode: FilterMode
    /// The folded words, as UTF-8 (what exact matching searches for).
    let words: [[UInt8]]
    /// The folded words as scalars (what fuzzy matching compares with a line's folded scalars).
    let wordScalars: [[UInt32]]
    /// The bytes every word needs, together.
    let signature: LineSignature
    /// Exact mode, every word one letter or digit: a line whose signature holds them matches.
    let signatureDecides: Bool
    /// The words end to end (what fuzzy matching compares with an ASCII line's folded bytes),
    /// in one buffer so the hot loop reads them through one pointer.
    let wordBytes: [UInt8]
    /// Where each word ends in ``wordBytes``.
    let wordEnds: [Int]
    /// True when every word is ASCII: otherwise no ASCII line can hold them all.
    let wordsAreASCII: Bool

    /// The test of `query`'s words.
    init(_ query: FilterQuery) {
        mode = query.mode
        words = query.words
        wordScalars = query.wordScalars
        signature = LineSignature.of(query.words.joined())
        signatureDecides = query.mode == .exact && query.words.allSatisfy(LineSignature.isExact(for:))
        wordBytes = Array(query.words.joined())
        wordEnds = query.words.reduce(into: []) { ends, word in ends.append((ends.last ?? 0) + word.count) }
        wordsAreASCII = wordBytes.allSatisfy { $0 < 0x80 }
    }

    /// Writes to `found` the rows among `rows` (folded lines of `source`, ascending) that
    /// match, and in fuzzy mode each one's ranking key (score and length) to `keys`, and says
    /// how many: each buffer has room for every row of `rows` (`keys` only in fuzzy mode), so
    /// a match costs one store, no capacity or uniqueness check of an array.
    func collect<Rows: Sequence>(_ rows: Rows, in folded: FoldedLines, source: LineListSource,
                                 found: UnsafeMutableBufferPointer<UInt32>, keys: UnsafeMutableBufferPointer<UInt32>) -> Int
    where Rows.Element: BinaryInteger {
        let needed = signature.bits
        return folded.signatures.withUnsafeBufferPointer { signatures in
            folded.bytes.withUnsafeBufferPointer { text in
                switch mode {
                case .exact where signatureDecides:
                    // Every word one letter or digit: the signature alone answers, no line is read.
                    var count = 0
                    for element in rows {
                        let row = Int(truncatingIfNeeded: element)
                        guard signatures[row] & needed == needed else { continue }
                        found[count] = UInt32(truncatingIfNeeded: row)
                        count += 1
                    }
                    return count
                case .exact:
                    var count = 0
                    for element in rows {
                        let row = Int(truncatingIfNeeded: element)
                        guard signatures[row] & needed == needed else { continue }
                        // The mask a constant in each branch: a line without capitals is searched unmasked.
                        let range = folded.range(ofLine: row)
                        let matches = folded.hasCapitals(row)
                            ? Self.containsAll(words, in: text, range: range, mask: ~FoldedLines.capitalBit)
                            : Self.containsAll(words, in: text, range: range, mask: 0xFF)
                        guard matches else { continue }
                        found[count] = UInt32(truncatingIfNeeded: row)
                        count += 1
                    }
                    return count
                case .fuzzy:
                    return collectFuzzy(rows, text: text, signatures: signatures, in: folded, source: source, found: found, keys: keys)
                }
            }
        }
    }

    /// The fuzzy part of ``collect(_:in:source:found:keys:)``: an ASCII line (nearly every
    /// line) is scored on its folded bytes in place, its classes read from the same bytes
    /// (``CharacterClass/ofKeptByte``), with every buffer opened once for all the rows, so a
    /// line costs no array, string or reference count and no read of the source; another line
    /// is scored on its scalars.
    private func collectFuzzy<Rows: Sequence>(_ rows: Rows, text: UnsafeBufferPointer<UInt8>, signatures: UnsafeBufferPointer<UInt64>,
                                              in folded: FoldedLines, source: LineListSource,
                                              found: UnsafeMutableBufferPointer<UInt32>, keys: UnsafeMutableBufferPointer<UInt32>) -> Int
    where Rows.Element: BinaryInteger {
        let needed = signature.bits
        let wordsAreASCII = wordsAreASCII
        var count = 0
        // Another line's folded scalars, decoded into one buffer kept for all the rows.
        var units: [UInt32] = []
        wordBytes.withUnsafeBufferPointer { wordBytes in
            wordEnds.withUnsafeBufferPointer { wordEnds in
                CharacterClass.ofKeptByte.withUnsafeBufferPointer { classes in
                    FuzzyScorer.bonusTable.withUnsafeBufferPointer { bonuses in
                        for element in rows {
                            let row = Int(truncatingIfNeeded: element)
                            guard signatures[row] & needed == needed else { continue }
                            let range = folded.range(ofLine: row)
                            let line = UnsafeBufferPointer(rebasing: text[range])
                            var total: Int? = 0
                            var length = range.count
                            if folded.isByteForByte(row) {
                                guard wordsAreASCII else { continue }
                                /// The sum of the words' scores in the line, comparing its bytes under `mask`.
                                @inline(__always)
                                func scoreWords(mask: UInt8) -> Int? {
                                    var total = 0
                                    var wordStart = 0
                                    for wordEnd in wordEnds {
                                        let word = UnsafeBufferPointer(rebasing: wordBytes[wordStart..<wordEnd])
                                        guard let score = FuzzyScorer.score(
                                            word, inKeptBytes: line, mask: mask, classes: classes, bonuses: bonuses
                                        ) else { return nil }
                                        total += score
                                        wordStart = wordEnd
                                    }
                                    return total
                                }
                                // The mask a constant in each branch: a line without capitals is compared unmasked.
                                total = folded.hasCapitals(row)
                                    ? scoreWords(mask: ~FoldedLines.capitalBit) : scoreWords(mask: 0xFF)
                            } else {
                                length = source.lines.range(ofLine: row).count
                                Self.decode(line, into: &units)
                                total = Self.fuzzyScore(wordScalars, units: units) { CharacterClass(units[$0]) }
                            }
                            if let total {
                                found[count] = UInt32(truncatingIfNeeded: row)
                                keys[count] = MatchRanking.key(score: total, length: length)
                                count += 1
                            }
                        }
                    }
                }
            }
        }
        return count
    }

    /// Replaces `units` with the scalars of the UTF-8 `bytes` (U+FFFD for a broken sequence,
    /// as `String(decoding:as:)` reads it), without making a string.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, into units: inout [UInt32]) {
        units.removeAll(keepingCapacity: true)
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): units.append(scalar.value)
            case .error: units.append(0xFFFD)
            case .emptyInput: return
            }
        }
    }

    @inline(__always)
    static func containsAll(_ words: [[UInt8]], in text: UnsafeBufferPointer<UInt8>, range: Range<Int>, mask: UInt8) -> Bool {
        words.allSatisfy { word in word.withUnsafeBufferPointer { ByteSearch.contains($0, in: text, range: range, mask: mask) } }
    }

    /// The sum of every word's fuzzy score in `units`, or nil when one of them does not match;
    /// the matched unit indexes are appended to `positions` when it is given.
    static func fuzzyScore<Units: RandomAccessCollection<Unit>, Unit: FixedWidthInteger>(
        _ words: [[UInt32]], units: Units, classOf: (Int) -> CharacterClass, positions: UnsafeMutablePointer<[Int]>? = nil
    ) -> Int? where Units.Index == Int {
        var total = 0
        for word in words {
            guard let score = FuzzyScorer.score(word, in: units, classOf: classOf, positions: positions) else { return nil }
            total += score
        }
        return total
    }
}
