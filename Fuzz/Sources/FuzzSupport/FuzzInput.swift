import FuzzDriver
import Foundation

/// The fuzzer's bytes read as decisions: numbers in a range, choices, strings, so one input
/// describes a whole scenario and libFuzzer's mutations change it a little at a time.
///
/// Reading past the end gives zeros, so every input is a complete scenario.
///
/// ```swift
/// var input = FuzzInput(data, size)
/// let width = input.int(in: 1...40)
/// let text = input.string(maxBytes: 20)
/// ```
public struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    /// The `size` bytes at `data` (libFuzzer's arguments).
    public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    }

    /// Bytes given directly (for replaying a case).
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// True once every byte was read.
    public var isAtEnd: Bool { position >= bytes.count }

    /// Every byte, whatever was read.
    public var all: [UInt8] { bytes }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A number in `range`, from one or two bytes.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let span = range.upperBound - range.lowerBound + 1
        let raw = span > 256 ? Int(byte()) << 8 | Int(byte()) : Int(byte())
        return range.lowerBound + raw % span
    }

    /// One of `choices`.
    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[int(in: 0...(choices.count - 1))]
    }

    /// A length (up to `maxBytes`) and then that many bytes.
    public mutating func bytes(maxBytes: Int) -> [UInt8] {
        let count = int(in: 0...maxBytes)
        return (0..<count).map { _ in byte() }
    }

    /// Bytes as UTF-8 (invalid bytes become U+FFFD), up to `maxBytes`.
    public mutating func string(maxBytes: Int) -> String {
        String(decoding: bytes(maxBytes: maxBytes), as: UTF8.self)
    }

    /// The bytes not read yet.
    public mutating func rest() -> [UInt8] {
        defer { position = bytes.count }
        return position < bytes.count ? Array(bytes[position...]) : []
    }
}

/// Stops the fuzzer with a message: libFuzzer saves the input that caused it.
public func fuzzFailure(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) -> Never {
    fatalError(message(), file: file, line: line)
}

/// Hands control to libFuzzer's driver with the fuzzer's `LLVMFuzzerTestOneInput` and the
/// process's arguments, and exits with its status. SwiftPM gives every executable a `main` of
/// its own, which would stand in for libFuzzer's: each fuzzer's `main.swift` calls this.
///
/// ```swift
/// runFuzzer()   // main.swift
/// ```
public func runFuzzer() -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput))
}
