/// Numbers given as flag values, read with a message for each way they can be wrong.
///
/// A negative number is a value, not a flag (`--height -1` says the height must be at least
/// 1); a whole number too large for its type is refused by name rather than wrapped or trapped,
/// and a number of seconds beyond the maximum counts as the maximum (Behaviour 6.6).
///
/// ```swift
/// try NumberArgument.integer("7", minimum: 1)       // 7
/// try NumberArgument.integer("0", minimum: 1)       // throws: must be at least 1, not 0
/// try NumberArgument.seconds("1e19", maximum: 31_536_000)   // 31536000
/// ```
enum NumberArgument {
    /// A whole number in decimal digits, at least `minimum`.
    static func integer(_ text: String, minimum: Int) throws(FlagValueError) -> Int {
        let digits = text.first == "-" || text.first == "+" ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw FlagValueError(reason: "must be a whole number, not '\(EchoedText.escaped(text))'")
        }
        guard let number = Int(text) else {
            throw FlagValueError(reason: "is too large: '\(text)'")
        }
        guard number >= minimum else {
            throw FlagValueError(reason: "must be at least \(minimum), not \(number)")
        }
        return number
    }

    /// A number of seconds (`2`, `0.5`, `1e3`), more than zero; one beyond `maximum` (a script's
    /// "forever") counts as `maximum`.
    static func seconds(_ text: String, maximum: Double) throws(FlagValueError) -> Double {
        // Decimal notation only: Double also reads "nan", "inf" and hexadecimal, which no
        // person means as a timeout.
        guard text.allSatisfy({ "0123456789.eE+-".contains($0) }), let number = Double(text) else {
            throw FlagValueError(reason: "must be a number of seconds, not '\(EchoedText.escaped(text))'")
        }
        guard number > 0 else {
            throw FlagValueError(reason: "must be a positive number of seconds, not \(text)")
        }
        return min(number, maximum)
    }
}
