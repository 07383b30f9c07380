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

    /// Appends to `found` the rows among `rows` (folded lines of `source`, ascending) that
    /// match, and in fuzzy mode each one's ranking key (score and length) to `keys`.
    func collect(_ rows: some Sequence<Int>, in folded: FoldedLines, source: LineListSource,
                 into found: inout [UInt32], keys: inout [UInt32]) {
        let needed = signature.bits
        folded.signatures.withUnsafeBufferPointer { signatures in
            folded.bytes.withUnsafeBufferPointer { text in
                switch mode {
                case .exact:
                    for row in rows where signatures[row] & needed == needed {
                        if signatureDecides || Self.containsAll(words, in: text, range: folded.range(ofLine: row)) {
                            found.append(UInt32(truncatingIfNeeded: row))
                        }
                    }
                case .fuzzy:
                    collectFuzzy(rows, text: text, signatures: signatures, in: folded, source: source, into: &found, keys: &keys)
                }
            }
        }
    }

    /// The fuzzy part of ``collect(_:in:source:into:keys:)``: an ASCII line (nearly every
    /// line) is scored on its bytes in place, with every buffer opened once for all the rows,
    /// so a line costs no array, string or reference count; another line is scored on its
    /// scalars.
    private func collectFuzzy(_ rows: some Sequence<Int>, text: UnsafeBufferPointer<UInt8>, signatures: UnsafeBufferPointer<UInt64>,
                              in folded: FoldedLines, source: LineListSource, into found: inout [UInt32], keys: inout [UInt32]) {
        let needed = signature.bits
        let wordsAreASCII = wordsAreASCII
        wordBytes.withUnsafeBufferPointer { wordBytes in
            wordEnds.withUnsafeBufferPointer { wordEnds in
                source.data.withUnsafeBufferPointer { original in
                    CharacterClass.ofByte.withUnsafeBufferPointer { classes in
                        for row in rows where signatures[row] & needed == needed {
                            let range = folded.range(ofLine: row)
                            let line = UnsafeBufferPointer(rebasing: text[range])
                            var total: Int? = 0
                            var length = range.count
                            if folded.isByteForByte(row) {
                                guard wordsAreASCII else { continue }
                                let start = source.lines.range(ofLine: row).lowerBound
                                let written = UnsafeBufferPointer(rebasing: original[start..<(start + range.count)])
                                var wordStart = 0
                                for wordEnd in wordEnds {
                                    let word = UnsafeBufferPointer(rebasing: wordBytes[wordStart..<wordEnd])
                                    guard let score = FuzzyScorer.score(word, in: line, classOf: { classes[Int(written[$0])] }) else {
                                        total = nil
                                        break
                                    }
                                    total? += score
                                    wordStart = wordEnd
                                }
                            } else {
                                length = source.lines.range(ofLine: row).count
                                let units = String(decoding: line, as: UTF8.self).unicodeScalars.map(\.value)
                                total = Self.fuzzyScore(wordScalars, units: units) { CharacterClass(units[$0]) }
                            }
                            if let total {
                                found.append(UInt32(truncatingIfNeeded: row))
                                keys.append(MatchRanking.key(score: total, length: length))
                            }
                        }
                    }
                }
            }
        }
    }

    static func containsAll(_ words: [[UInt8]], in text: UnsafeBufferPointer<UInt8>, range: Range<Int>) -> Bool {
        words.allSatisfy { word in word.withUnsafeBufferPointer { ByteSearch.contains($0, in: text, range: range) } }
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
