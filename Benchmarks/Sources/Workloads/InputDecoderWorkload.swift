import TerminalUI

/// The input decoder over 1 MiB of ``MixedKeyBytes``, fed in 4 KiB reads as `read(2)` on a
/// terminal would deliver a fast typist's (or a paste's) bytes, so sequences split across reads
/// are part of the work.
public struct InputDecoderWorkload: Workload {
    public static let name = "InputDecoder: 1 MiB of mixed key bytes"
    public static let key = "decoder"
    static let readSize = 4096

    let bytes: [UInt8]

    public init() {
        bytes = MixedKeyBytes.make(count: 1 << 20)
    }

    /// The number of events decoded.
    public func run() -> Int {
        var decoder = InputDecoder()
        var events = 0
        var start = 0
        while start < bytes.count {
            let end = min(start + Self.readSize, bytes.count)
            events += decoder.decode(Array(bytes[start..<end])).count
            start = end
        }
        return events + decoder.flush().count
    }
}
