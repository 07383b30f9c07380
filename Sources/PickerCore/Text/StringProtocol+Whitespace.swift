/// Trimming spaces and tabs without Foundation's `NSString` bridge.
///
/// `trimmingCharacters(in: .whitespaces)` goes through `NSString`: its first call in a process
/// sets the bridge up, a real share of what `pick date` runs before its first frame
/// (Benchmarks/README.md), just to trim `iso`. The same characters, Unicode's space separators
/// (category Zs), the tab and the zero-width space, are read here scalar by scalar, for the
/// values read on the way to a first frame (the locale, `--format`, a date). Package access:
/// PickerFormats reads values with it too, and a public `String` method would be PickerKit's API.
///
/// ```swift
/// " de_DE\t".trimmingWhitespace()      // "de_DE"
/// "\u{3000}iso ".trimmingWhitespace()  // "iso": the ideographic space is a space separator
/// "a\n".trimmingWhitespace()           // "a\n": line ends are not whitespace here
/// ```
extension StringProtocol {
    package func trimmingWhitespace() -> String {
        let scalars = String(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !Self.isWhitespace($0) }),
              let last = scalars.lastIndex(where: { !Self.isWhitespace($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// What `CharacterSet.whitespaces` holds: the tab, the space separators, and (as Core
    /// Foundation defines the set) the zero-width space.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }
}
