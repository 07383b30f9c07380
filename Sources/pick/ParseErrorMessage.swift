import Foundation

/// ArgumentParser's error messages, made ready to be cut to their first line.
///
/// ArgumentParser quotes the argument it stumbled on (`The value '1⏎2' is invalid for
/// '--height <N>'`) and may add lines of help after the message; `pick` keeps only the first
/// line. A quoted argument holding a newline would cut the message in the middle of the
/// quote, so each quoted argument that holds a control character is escaped first
/// (``EchoedText``), and only the message's own line breaks remain.
///
/// ```swift
/// ParseErrorMessage.quotingEscaped("Unknown option '--a\nb'\nHelp: …", arguments: ["--a\nb"])
/// // "Unknown option '--a\\nb'\nHelp: …"
/// ```
enum ParseErrorMessage {
    /// `message` with every quoted argument (or quoted value of a `--flag=value` argument)
    /// that holds a control character replaced by its escaped form.
    static func quotingEscaped(_ message: String, arguments: [String]) -> String {
        var quoted: Set<String> = []
        for argument in arguments where EchoedText.needsEscaping(argument) {
            quoted.insert(argument)
            if argument.hasPrefix("-"), let equals = argument.firstIndex(of: "=") {
                quoted.insert(String(argument[argument.index(after: equals)...]))
            }
        }
        // Longest first, so a value inside a longer argument is not escaped on its own first.
        return quoted.sorted { $0.count > $1.count }.reduce(message) { message, text in
            message.replacingOccurrences(of: "'\(text)'", with: "'\(EchoedText.escaped(text))'")
        }
    }
}
