#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file descriptor a chunk at a time, for input that keeps arriving while a picker is
/// shown (the lines piped into `pick choose`).
///
/// A read is only made once `poll` says the descriptor is readable, and a read of a readable
/// pipe returns what is there without waiting for the rest, so the descriptor's blocking mode is
/// never changed: standard input may be shared with other processes, and a flag set on it would
/// be theirs too. An inherited `O_NONBLOCK` is harmless as well: its `EAGAIN` reads as "nothing
/// yet".
///
/// ```swift
/// let input = InputReader.standardInput
/// while true {
///     switch input.read(upTo: 65_536) {            // waits for input first
///     case .bytes(let chunk): lines.append(chunk)
///     case .end: return lines
///     case .failed(let error): throw error
///     }
/// }
/// ```
package struct InputReader: Sendable {
    /// What a read brought.
    package enum Chunk: Equatable, Sendable {
        /// Some bytes; empty when nothing was ready after all.
        case bytes([UInt8])
        /// End of file: the writer closed its end.
        case end
        /// The descriptor cannot be read.
        case failed(StandardStreamError)
    }

    /// The descriptor read.
    package let descriptor: Int32

    /// Reads `descriptor`, which stays open and is never closed by the reader.
    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Standard input.
    package static var standardInput: InputReader { InputReader(descriptor: STDIN_FILENO) }

    /// The size of the input when it is a regular file (`pick choose < file`), else nil.
    package var sizeHint: Int? {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 else { return nil }
        return Int(status.st_size)
    }

    /// Whether a read would return at once, waiting at most `timeout` seconds (nil: forever).
    package func isReadable(waiting timeout: Double?) -> Bool {
        Poller.wait(for: [descriptor], timeout: timeout)[0]
    }

    /// Waits until the descriptor is readable or the monotonic clock (``MonotonicClock``)
    /// reaches `deadline` (nil: no deadline); false when the deadline came first.
    package func waitUntilReadable(before deadline: Double?) -> Bool {
        guard let deadline else {
            while !isReadable(waiting: nil) {}
            return true
        }
        while true {
            let left = deadline - MonotonicClock.now()
            guard left > 0 else { return isReadable(waiting: 0) }
            if isReadable(waiting: left) { return true }
        }
    }

    /// Waits until the descriptor is readable, then reads at most `count` bytes: what is there,
    /// without waiting for `count` of them.
    package func read(upTo count: Int) -> Chunk {
        _ = waitUntilReadable(before: nil)
        return readReady(upTo: count)
    }

    /// Reads at most `count` bytes of what is ready; call it when `poll` said the descriptor
    /// is readable, else it may wait.
    package func readReady(upTo count: Int) -> Chunk {
        var chunk = [UInt8](repeating: 0, count: max(1, count))
        while true {
            let got = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if got > 0 {
                chunk.removeSubrange(got...)
                return .bytes(chunk)
            }
            if got == 0 { return .end }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK: return .bytes([])
            default: return .failed(StandardStreamError(reason: TerminalDevice.describe(errno)))
            }
        }
    }
}

/// `read(2)`, named apart from `InputReader.read(upTo:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
