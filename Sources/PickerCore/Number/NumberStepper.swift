import Foundation

/// A number field's state without a screen: a value within optional bounds, stepped by `step`
/// or typed digit by digit (`pick number`, `Prompt.number`).
///
/// The value is a `Decimal`, exact for the whole numbers, decimals and doubles the prompts
/// ask for, and always within ``minimum`` and ``maximum``: stepping clamps to them. Typing
/// builds ``typed``, plain ASCII (`-12.5`), which becomes the value on ``commit()`` only when
/// it is a number within the bounds; otherwise ``problem`` says why and the value stays
/// (Behaviour 6.8).
///
/// ```swift
/// var guests = NumberStepper(value: 2, bounds: 1...8, step: 1)
/// guests.step(by: 1)          // 3
/// guests.type("9")            // typed "9": out of bounds
/// guests.problem              // .aboveMaximum
/// guests.commit()             // false: the value stays 3
/// ```
public struct NumberStepper: Equatable, Sendable {
    /// Why typed text cannot become the value.
    public enum Problem: Equatable, Sendable {
        /// Nothing that reads as a number (`-` alone, an empty field).
        case notANumber
        /// Below the lower bound.
        case belowMinimum
        /// Above the upper bound.
        case aboveMaximum
    }

    /// The value as it stands (the last one accepted while something is typed).
    public private(set) var value: Decimal
    /// The smallest value allowed, if any.
    public let minimum: Decimal?
    /// The largest value allowed, if any.
    public let maximum: Decimal?
    /// What ↑ and ↓ add and take away; Page Up and Page Down take ten of them.
    public let step: Decimal
    /// The digits after the decimal separator that a value may have and is shown with (0 for
    /// whole numbers).
    public let fractionDigits: Int
    /// The text being typed, in ASCII (`-12.5`); nil while the value is shown.
    public private(set) var typed: String?

    /// A stepper at `value` (clamped into `bounds`), stepping by `step` (its magnitude; zero
    /// steps by one unit of the last fraction digit), values having at most `fractionDigits`
    /// digits after the separator.
    public init(value: Decimal, bounds: ClosedRange<Decimal>? = nil, step: Decimal = 1, fractionDigits: Int = 0) {
        self.init(value: value, minimum: bounds?.lowerBound, maximum: bounds?.upperBound, step: step, fractionDigits: fractionDigits)
    }

    /// A stepper with a bound on either side or none.
    public init(value: Decimal, minimum: Decimal?, maximum: Decimal?, step: Decimal = 1, fractionDigits: Int = 0) {
        var minimum = minimum
        var maximum = maximum
        if let low = minimum, let high = maximum, low > high { (minimum, maximum) = (high, low) }
        self.minimum = minimum
        self.maximum = maximum
        self.fractionDigits = max(0, min(fractionDigits, 18))
        let unit = Self.unit(fractionDigits: self.fractionDigits)
        let magnitude = step < 0 ? -step : step
        self.step = magnitude.isZero || magnitude.isNaN ? unit : magnitude
        self.value = 0
        self.value = clamped(Self.rounded(value.isNaN ? 0 : value, fractionDigits: self.fractionDigits))
    }

    /// The value `value` would be once clamped into the bounds.
    public func clamped(_ value: Decimal) -> Decimal {
        var result = value
        if let minimum, result < minimum { result = minimum }
        if let maximum, result > maximum { result = maximum }
        return result
    }

    /// Whether a negative value is allowed, so `-` may be typed.
    public var allowsNegative: Bool { minimum.map { $0 < 0 } ?? true }

    /// Steps `count` steps up (negative: down), ending any typing first; clamps to the bounds.
    public mutating func step(by count: Int) {
        if typed != nil { _ = commit() }
        typed = nil
        // Beyond Decimal's range the sum is NaN: the value stays where it can be written.
        let next = value + step * Decimal(count)
        if !next.isNaN { value = clamped(next) }
    }

    /// Goes to the lower bound (`toMaximum` false) or the upper one, where there is one.
    public mutating func goToBound(maximum toMaximum: Bool) {
        typed = nil
        if let bound = toMaximum ? maximum : minimum { value = bound }
    }

    /// Types `character`: an ASCII digit, `-` (first, where negatives are allowed) or `.` (once,
    /// where fractions are allowed); the first one typed starts afresh. Returns whether it was taken.
    @discardableResult
    public mutating func type(_ character: Character) -> Bool {
        var text = typed ?? ""
        switch character {
        case "0"..."9":
            if let dot = text.firstIndex(of: "."), text.distance(from: dot, to: text.endIndex) > fractionDigits { return false }
            // Enough digits for any bound; more would only be refused.
            guard text.filter(\.isNumber).count < 30 else { return false }
            text.append(character)
        case "-":
            guard allowsNegative, text.isEmpty else { return false }
            text = "-"
        case ".":
            guard fractionDigits > 0, !text.contains(".") else { return false }
            text += text.filter(\.isNumber).isEmpty ? "0." : "."
        default:
            return false
        }
        typed = text
        return true
    }

    /// Takes back the last character typed; with nothing typed, starts editing the value's own
    /// digits without their last one.
    public mutating func deleteBackward() {
        var text = typed ?? plainText
        if !text.isEmpty { text.removeLast() }
        typed = text
    }

    /// Why the typed text cannot become the value now; nil when it can, or when nothing is typed.
    public var problem: Problem? {
        guard let typed else { return nil }
        guard let number = Self.number(typed) else { return .notANumber }
        if let minimum, number < minimum { return .belowMinimum }
        if let maximum, number > maximum { return .aboveMaximum }
        return nil
    }

    /// Makes the typed text the value when it can be; returns false (the text kept) when not.
    @discardableResult
    public mutating func commit() -> Bool {
        guard let text = typed else { return true }
        guard problem == nil, let number = Self.number(text) else { return false }
        value = number
        typed = nil
        return true
    }

    /// Gives up what was typed; the value stays.
    public mutating func discardTyping() { typed = nil }

    /// The value in plain ASCII for scripts, the "C" locale's form: `-12.50` with two fraction
    /// digits, no grouping.
    public var plainText: String { Self.plain(value, fractionDigits: fractionDigits) }

    /// `value` in plain ASCII with exactly `fractionDigits` digits after a `.`.
    public static func plain(_ value: Decimal, fractionDigits: Int) -> String {
        var rounded = Self.rounded(value, fractionDigits: fractionDigits)
        let negative = rounded < 0
        if negative { rounded = -rounded }
        var text = "\(rounded)"
        if fractionDigits > 0 {
            if !text.contains(".") { text += "." }
            let have = text.distance(from: text.firstIndex(of: ".") ?? text.endIndex, to: text.endIndex) - 1
            text += String(repeating: "0", count: max(0, fractionDigits - have))
        }
        return (negative && !rounded.isZero ? "-" : "") + text
    }

    /// The number ASCII text reads as (`-`, `.` and digits), nil for none.
    package static func number(_ text: String) -> Decimal? {
        guard text.contains(where: \.isNumber),
              text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-" || $0 == ".") })
        else { return nil }
        return Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }

    /// `value` rounded half away from zero to `fractionDigits` places.
    package static func rounded(_ value: Decimal, fractionDigits: Int) -> Decimal {
        var input = value
        var result = Decimal()
        NSDecimalRound(&result, &input, fractionDigits, .plain)
        return result
    }

    private static func unit(fractionDigits: Int) -> Decimal {
        var unit = Decimal(1)
        for _ in 0..<fractionDigits { unit /= 10 }
        return unit
    }
}
