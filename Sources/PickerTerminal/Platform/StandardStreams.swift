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

    /// Writes every byte to `stream`, or says why not (the system's words: "No space left on
    /// device"): a full disk (`> /dev/full`), a reader gone (`| head -c0`), a closed stream
    /// (`>&-`, see ``holdClosedStreams()``). Nil when every byte was written.
    ///
    /// ```swift
    /// if let reason = StandardStreams.writeReportingFailure(value, to: .output) {
    ///     StandardStreams.write("pick: cannot write the value: \(reason)\n", to: .error)
    /// }
    /// ```
    package static func writeReportingFailure(_ bytes: [UInt8], to stream: Stream) -> String? {
        writeAll(bytes, to: stream.descriptor).map(TerminalDevice.describe)
    }

    /// Holds the place of a standard output or error the process was started without (`>&-`)
    /// with a descriptor that refuses writes (`/dev/null` opened for reading), so the
    /// terminal the session opens never takes that number and a value written to "standard
    /// output" fails, as it should, rather than landing on the terminal or nowhere.
    ///
    /// Call it first thing, before anything opens a file.
    ///
    /// ```swift
    /// StandardStreams.holdClosedStreams()
    /// ```
    package static func holdClosedStreams() {
        for descriptor in [STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let placeholder = open("/dev/null", O_RDONLY)
            if placeholder >= 0, placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
        }
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
