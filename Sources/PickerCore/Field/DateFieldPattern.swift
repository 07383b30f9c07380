import Foundation

/// A locale's pattern for a textual date field, as segments and the literal text between them
/// (Behaviour 3.1), read from ICU: a skeleton per mode and elements (`yMMdd`, `jmm`, `jmmss`, `yMM`,
/// with `G` for the era and `z` for the zone) becomes the locale's pattern through
/// `DateFormatter.dateFormat(fromTemplate:options:locale:)` — `MM/dd/y` (en_US), `dd.MM.y`
/// (de_DE), `y/MM/dd` (ja_JP), `a h:mm` (ko_KR) — which is split into pieces.
///
/// Literals keep the bidirectional marks ICU puts in right-to-left patterns (`dd‏/MM‏/y`): they
/// tell ``DateFieldLine`` which numbers the locale keeps apart when it mirrors the line, and
/// the line drops them before anything is drawn (a terminal must not be handed invisible
/// direction controls).
///
/// ```swift
/// let pattern = DateFieldPattern(mode: .date, elements: [], locale: Locale(identifier: "de_DE"))
/// pattern.pattern     // "dd.MM.y"
/// pattern.pieces      // [.segment(day), .literal("."), .segment(month), .literal("."), .segment(year)]
/// ```
public struct DateFieldPattern: Equatable, Sendable {
    /// A run of the pattern: a segment, or literal text between segments.
    public enum Piece: Equatable, Hashable, Sendable {
        /// A field a person can select.
        case segment(DateFieldSegment)
        /// Text between fields, as ICU writes it (direction marks included).
        case literal(String)
    }

    /// The ICU pattern the pieces were read from.
    public let pattern: String
    /// The pattern's pieces in reading (logical) order.
    public let pieces: [Piece]

    /// The pattern for `mode` with `elements` in `locale` (whose `calendar` keyword, if any,
    /// decides the era). A countdown has no ICU pattern: see ``countdown(locale:)``.
    public init(mode: DatePickerMode, elements: DatePickerElements, locale: Locale) {
        let pattern = DateSkeleton.pattern(Self.skeleton(mode: mode, elements: elements), locale: locale)
        self.init(pattern: pattern)
    }

    /// The pieces of an ICU `pattern`.
    public init(pattern: String) {
        self.pattern = pattern
        pieces = Self.pieces(of: pattern)
    }

    private init(pattern: String, pieces: [Piece]) {
        self.pattern = pattern
        self.pieces = pieces
    }

    /// The segments in reading order.
    public var segments: [DateFieldSegment] {
        pieces.compactMap { if case .segment(let segment) = $0 { return segment } else { return nil } }
    }

    /// The ICU skeleton for a mode and elements: two-digit months and days as a date field
    /// writes them (`yMMdd`), the locale's hour (`j`), `s` for seconds, `G` and `z` when asked.
    static func skeleton(mode: DatePickerMode, elements: DatePickerElements) -> String {
        let seconds = elements.contains(.seconds) ? "ss" : ""
        let era = elements.contains(.era) ? "G" : ""
        let zone = elements.contains(.timeZone) ? "z" : ""
        switch mode {
        case .date: return era + "yMMdd" + zone
        case .yearAndMonth: return era + "yMM" + zone
        case .time: return "jmm" + seconds + zone
        case .dateAndTime: return era + "yMMdd" + "jmm" + seconds + zone
        case .countDownTimer: return "Hmm"
        }
    }

    /// A countdown's segments as the locale writes a duration of hours and minutes in short
    /// units ("1 hr, 15 min", "1 Std., 15 Min."), from Foundation's duration formatting: a
    /// probe of 23 h 45 min is formatted and its two numbers become the segments.
    public static func countdown(locale: Locale) -> DateFieldPattern {
        let style = Duration.UnitsFormatStyle(allowedUnits: [.hours, .minutes], width: .abbreviated,
                                              zeroValueUnits: .show(length: 1)).locale(locale)
        let probe = Duration.seconds(23 * 3600 + 45 * 60).formatted(style)
        let numbers = NumberFormatter()
        numbers.locale = locale
        let hours = numbers.string(from: 23) ?? "23"
        let minutes = numbers.string(from: 45) ?? "45"
        guard let hourRange = probe.range(of: hours), let minuteRange = probe.range(of: minutes),
              hourRange.upperBound <= minuteRange.lowerBound
        else {
            return DateFieldPattern(pattern: "H:mm", pieces: [
                .segment(DateFieldSegment(kind: .countdownHours, letter: "H", width: 1)), .literal(":"),
                .segment(DateFieldSegment(kind: .countdownMinutes, letter: "m", width: 2)),
            ])
        }
        var pieces: [Piece] = []
        let before = String(probe[..<hourRange.lowerBound])
        let between = String(probe[hourRange.upperBound ..< minuteRange.lowerBound])
        let after = String(probe[minuteRange.upperBound...])
        if !before.isEmpty { pieces.append(.literal(before)) }
        pieces.append(.segment(DateFieldSegment(kind: .countdownHours, letter: "H", width: 1)))
        pieces.append(.literal(between))
        pieces.append(.segment(DateFieldSegment(kind: .countdownMinutes, letter: "m", width: 1)))
        if !after.isEmpty { pieces.append(.literal(after)) }
        return DateFieldPattern(pattern: probe, pieces: pieces.filter { $0 != .literal("") })
    }

    // MARK: Reading a pattern

    /// Splits `pattern` into segments and literals: runs of one ASCII letter are fields,
    /// quoted text (`'de'`, `''` for a quote) and everything else literal.
    static func pieces(of pattern: String) -> [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        var quoted = false
        var previousWasQuote = false
        let scalars = Array(pattern.unicodeScalars)
        var index = 0
        func flushLiteral() {
            if !literal.isEmpty { pieces.append(.literal(literal)) }
            literal = ""
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "'" {
                // '' is a quote character, inside or outside quotes.
                if previousWasQuote {
                    literal.unicodeScalars.append("'")
                    previousWasQuote = false
                } else {
                    previousWasQuote = true
                }
                quoted.toggle()
                index += 1
                continue
            }
            previousWasQuote = false
            if !quoted, scalar.isASCII, scalar.properties.isAlphabetic {
                var width = 1
                while index + width < scalars.count, scalars[index + width] == scalar { width += 1 }
                let letter = Character(scalar)
                if let kind = kind(ofPatternLetter: letter) {
                    flushLiteral()
                    // One field written by two letters side by side ("rU年": the year and its
                    // cyclic name in chinese) is one segment, named whole (see `DateFieldEditor`).
                    if case .segment(let previous)? = pieces.last, previous.kind == kind, kind == .year {
                        index += width
                        continue
                    }
                    pieces.append(.segment(DateFieldSegment(kind: kind, letter: letter, width: width)))
                }
                index += width
                continue
            }
            literal.unicodeScalars.append(scalar)
            index += 1
        }
        flushLiteral()
        return pieces
    }

    /// The segment a pattern letter stands for: the wheels' components (``DateSkeleton``),
    /// seconds and the zone; nil for fields a date field does not edit (weekday, week numbers),
    /// which are left out.
    static func kind(ofPatternLetter letter: Character) -> DateFieldSegment.Kind? {
        if letter == "s" { return .second }
        if "zZvVOXx".contains(letter) { return .timeZone }
        return DateSkeleton.kind(ofPatternLetter: letter).flatMap(DateFieldSegment.Kind.init(component:))
    }

    /// The bidirectional formatting characters (LRM, RLM, ALM, embeddings, isolates).
    static let directionMarks: Set<UInt32> = [0x200E, 0x200F, 0x061C, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E,
                                              0x2066, 0x2067, 0x2068, 0x2069]

    /// `text` without bidirectional formatting characters.
    static func withoutDirectionMarks(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !directionMarks.contains(scalar.value) { result.append(scalar) }
        return String(result)
    }

    /// True when `text` holds a right-to-left mark (RLM, ALM): the locale keeps the numbers on
    /// either side apart in a right-to-left line.
    static func holdsRightToLeftMark(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value == 0x200F || $0.value == 0x061C }
    }
}
