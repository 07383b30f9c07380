#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and error as bytes, and whether standard input is a terminal, for the
/// `pick` command. (Standard input itself is read by `InputReader`, a chunk at a time, so
/// `pick choose` can draw before its input ends.)
///
/// ```swift
/// guard !StandardStreams.inputIsTerminal else { ... }
/// StandardStreams.write(Array("Banana\n".utf8), to: .output)
/// ```
package enum StandardStreams {
    /// Standard output or standard error.
    package enum Stream: Sendable {
        /// Standard output: the chosen value.
        case output
        /// Standard error: messages for the person.
        case error

        var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }
    }

    /// True when standard input is a terminal (then there is nothing piped to read).
    package static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// Writes every byte to `stream`; a closed reader (EPIPE) or other error ends it quietly.
    package static func write(_ bytes: [UInt8], to stream: Stream) {
        writeAll(bytes, to: stream.descriptor)
    }

    /// Writes `text` to `stream`.
    package static func write(_ text: String, to stream: Stream) {
        write(Array(text.utf8), to: stream)
    }
}

/// Standard input could not be read (see `InputReader`).
package struct StandardStreamError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What the system said (`strerror`).
    package var reason: String
    package var description: String { "cannot read standard input: \(reason)" }
}
