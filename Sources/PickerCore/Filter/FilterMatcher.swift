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

    /// The test of `query`'s words.
    init(_ query: FilterQuery) {
        mode = query.mode
        words = query.words
        wordScalars = query.wordScalars
        signature = LineSignature.of(query.words.joined())
        signatureDecides = query.mode == .exact && query.words.allSatisfy(LineSignature.isExact(for:))
    }

    /// Appends to `found` the rows among `rows` (folded lines of `source`, ascending) that
    /// match, and in fuzzy mode each one's score to `scores`.
    func collect(_ rows: some Sequence<Int>, in folded: FoldedLines, source: LineListSource,
                 into found: inout [UInt32], scores: inout [Int32]) {
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
                    source.data.withUnsafeBufferPointer { original in
                        CharacterClass.ofByte.withUnsafeBufferPointer { classes in
                            for row in rows where signatures[row] & needed == needed {
                                let line = UnsafeBufferPointer(rebasing: text[folded.range(ofLine: row)])
                                let score: Int?
                                if folded.isByteForByte(row) {
                                    let start = source.lines.range(ofLine: row).lowerBound
                                    score = Self.fuzzyScore(wordScalars, units: line) { classes[Int(original[start + $0])] }
                                } else {
                                    let units = String(decoding: line, as: UTF8.self).unicodeScalars.map(\.value)
                                    score = Self.fuzzyScore(wordScalars, units: units) { CharacterClass(units[$0]) }
                                }
                                if let score {
                                    found.append(UInt32(truncatingIfNeeded: row))
                                    scores.append(Int32(clamping: score))
                                }
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
