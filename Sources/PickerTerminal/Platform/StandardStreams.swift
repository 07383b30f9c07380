#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard input, output and error as bytes, for the `pick` command.
///
/// Items are read as raw bytes so a line that is not valid UTF-8 comes back byte-exact, and all
/// at once (one growing buffer, large reads) so a million lines load in well under a second.
///
/// ```swift
/// let items = try StandardStreams.readAllInput()
/// StandardStreams.write(Array("Banana\n".utf8), to: .output)
/// ```
public enum StandardStreams {
    public enum Stream: Sendable {
        case output, error

        var descriptor: Int32 { self == .output ? STDOUT_FILENO : STDERR_FILENO }
    }

    /// True when standard input is a terminal (then there is nothing piped to read).
    public static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

    /// Every byte of standard input, until end of file.
    ///
    /// Reads a large chunk at a time and appends only what arrived; when stdin is a file its
    /// size is reserved up front, so the bytes are copied once.
    public static func readAllInput() throws(StandardStreamError) -> [UInt8] {
        var bytes: [UInt8] = []
        var status = stat()
        if fstat(STDIN_FILENO, &status) == 0, status.st_size > 0 {
            bytes.reserveCapacity(Int(status.st_size) + 1)
        }
        let chunkSize = 1 << 20
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let count = read(STDIN_FILENO, chunk.baseAddress, chunkSize)
            if count > 0 {
                bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[0..<count]))
            } else if count == 0 {
                return bytes
            } else if errno != EINTR, errno != EAGAIN {
                throw StandardStreamError(reason: TerminalDevice.describe(errno))
            }
        }
    }

    /// Writes every byte to `stream`; a closed reader (EPIPE) or other error ends it quietly.
    public static func write(_ bytes: [UInt8], to stream: Stream) {
        writeAll(bytes, to: stream.descriptor)
    }

    /// Writes `text` to `stream`.
    public static func write(_ text: String, to stream: Stream) {
        write(Array(text.utf8), to: stream)
    }
}

/// Standard input could not be read.
public struct StandardStreamError: Error, Equatable, Sendable, CustomStringConvertible {
    public var reason: String
    public var description: String { "cannot read standard input: \(reason)" }
}
