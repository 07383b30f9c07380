import Foundation
import ProcessState

/// ICU skeletons (field templates) the date picker asks the locale about (Behaviour 2.3).
///
/// A skeleton lists fields without order or punctuation; ICU's pattern generator turns it into
/// the locale's pattern: `yMMMMd` → `MMMM d, y` (en_US), `d. MMMM y` (de_DE), `Gy年M月d日`
/// (ja_JP with the japanese calendar). `j` stands for the locale's preferred hour.
enum DateSkeleton {
    static let date = "yMMMMd"
    static let yearAndMonth = "yMMMM"
    static let time = "jmm"
    static let hour = "j"
    static let dayOfYear = "MMMEd"
    static let monthName = "LLLL"
    static let era = "GGGG"
    static let longDay = "yMMMMEEEEd"
    static let mediumDate = "yMMMd"
    static let mediumDateTime = "yMMMdjmm"
    static let longDateTime = "yMMMMEEEEdjmm"

    /// The locale's pattern for `skeleton`, or the skeleton itself if ICU has none.
    ///
    /// Asked once per skeleton and locale in a process, then kept: each answer opens ICU's
    /// pattern generator for the locale, and every layout asks for its time and date patterns
    /// (a `datetime` picker makes three layouts; each formatter made later asks again).
    static func pattern(_ skeleton: String, locale: Locale) -> String {
        let key = skeleton + "\u{0}" + locale.identifier
        if let known = patterns.withLock({ $0[key] }) { return known }
        let pattern = DateFormatter.dateFormat(fromTemplate: skeleton, options: 0, locale: locale) ?? skeleton
        return patterns.withLock { patterns in
            // A sweep through every locale asks a few thousand; past that, start afresh.
            if patterns.count >= patternCapacity { patterns.removeAll(keepingCapacity: true) }
            patterns[key] = pattern
            return pattern
        }
    }

    /// ``ProcessCaches/datePatterns``.
    private static var patternCapacity: Int { ProcessCaches.datePatterns.limit }
    // Keyed by a string, not a struct: the first dictionary of a new key type costs the Swift
    // runtime a scan of every protocol conformance in the binary.
    private static let patterns = Locked([String: String]())

    /// The pattern letters of `pattern` in order, skipping quoted literals (`'de'`, `''`).
    ///
    /// Reads Unicode scalars, not characters: a literal may put a combining mark right after
    /// its closing quote (nnh: `'lyɛ'̌ʼ d 'na' MMMM, y`), which would hide the quote inside
    /// one grapheme.
    static func fieldLetters(of pattern: String) -> [Character] {
        var letters: [Character] = []
        var quoted = false
        for scalar in pattern.unicodeScalars {
            if scalar == "'" {
                quoted.toggle()
            } else if !quoted, scalar.isASCII, scalar.properties.isAlphabetic {
                letters.append(Character(scalar))
            }
        }
        return letters
    }

    /// The year part of a year-and-month pattern: `rU年MMMM` → `rU年`, `MMMM r(U)` → `r(U)`,
    /// `'tháng' M 'năm' U r` → `'năm' U r`, `MMMM 'de' U` → `U`.
    ///
    /// Where ICU names years (the sexagenary `U` of chinese and dangi), a year alone is best
    /// shown as ICU shows it beside a month, with the related Gregorian year: ICU's pattern
    /// for the year skeleton alone drops that number in some locales (zh: `U年`). The month
    /// fields go with the quoted words that belong to them: a word before the month labels
    /// it (Vietnamese `tháng`, "month"), and where the month opens the pattern, the words
    /// between it and the year join the two (Portuguese `de`). Then the spaces and separators
    /// left at either end go.
    static func yearPart(ofYearMonthPattern pattern: String) -> String {
        enum Kind { case month, field, quoted, other }
        var tokens: [(text: String, kind: Kind)] = []
        var quoted = false
        for scalar in pattern.unicodeScalars {
            let kind: Kind
            if scalar == "'" || quoted {
                kind = .quoted
            } else if scalar == "M" || scalar == "L" {
                kind = .month
            } else if scalar.isASCII, scalar.properties.isAlphabetic {
                kind = .field
            } else {
                kind = .other
            }
            // A quote closes its literal as part of it; `''` inside one stays in the one token.
            let continues = tokens.last.map { $0.kind == kind && (kind != .quoted || quoted || scalar == "'") } ?? false
            if scalar == "'" { quoted.toggle() }
            if continues {
                tokens[tokens.count - 1].text.unicodeScalars.append(scalar)
            } else {
                tokens.append((String(scalar), kind))
            }
        }
        func isBlank(_ token: (text: String, kind: Kind)) -> Bool {
            token.kind == .other && token.text.allSatisfy(\.isWhitespace)
        }
        var dropped = Set<Int>()
        for (index, token) in tokens.enumerated() where token.kind == .month {
            dropped.insert(index)
            // The words labelling the month, before it.
            var before = index - 1
            while before >= 0, tokens[before].kind == .quoted || isBlank(tokens[before]) {
                dropped.insert(before)
                before -= 1
            }
            // The words joining a month that opens the pattern to the year after it.
            guard before < 0, !tokens[..<index].contains(where: { $0.kind == .quoted }) else { continue }
            var after = index + 1
            while after < tokens.count, tokens[after].kind == .quoted || isBlank(tokens[after]) {
                dropped.insert(after)
                after += 1
            }
        }
        let kept = tokens.indices.filter { !dropped.contains($0) }.map { tokens[$0].text }.joined()
        let separators = CharacterSet.whitespaces.union(CharacterSet(charactersIn: ",，、،.·-/"))
        return kept.trimmingCharacters(in: separators)
    }

    /// The component a pattern letter stands for, nil for the ones a picker does not show.
    static func kind(ofPatternLetter letter: Character) -> DateComponentKind? {
        switch letter {
        case "G": return .era
        case "y", "Y", "u", "r", "U": return .year
        case "M", "L": return .month
        case "d": return .day
        case "a", "b", "B": return .dayPeriod
        case "h", "H", "k", "K": return .hour
        case "m": return .minute
        default: return nil
        }
    }

    /// The distinct components of `pattern` in the order they appear.
    static func componentOrder(of pattern: String) -> [DateComponentKind] {
        var order: [DateComponentKind] = []
        for letter in fieldLetters(of: pattern) {
            if let kind = kind(ofPatternLetter: letter), !order.contains(kind) {
                order.append(kind)
            }
        }
        return order
    }
}
