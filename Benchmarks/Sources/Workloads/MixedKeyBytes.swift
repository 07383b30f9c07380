/// Bytes as a person at a terminal sends them: mostly plain letters, arrows in both cursor-key
/// modes, modified and function keys, UTF-8 text, control keys, SGR mouse reports, a lone Esc and,
/// now and then, a bracketed paste.
///
/// The mix is drawn from a fixed seed, so the same `count` gives the same bytes everywhere.
///
/// ```swift
/// let bytes = MixedKeyBytes.make(count: 1 << 20)   // 1 MiB, ending on a whole sequence
/// ```
public enum MixedKeyBytes {
    /// The pieces the mix is drawn from, with how often each comes up (out of their sum).
    static let pieces: [(weight: Int, bytes: [UInt8])] = [
        (30, Array("a".utf8)), (10, Array("Z".utf8)), (6, Array("7".utf8)), (4, Array(" ".utf8)),
        (8, Array("\u{1B}[A".utf8)), (8, Array("\u{1B}[B".utf8)), (3, Array("\u{1B}[C".utf8)),
        (3, Array("\u{1B}[D".utf8)), (4, Array("\u{1B}OA".utf8)), (4, Array("\u{1B}OB".utf8)),
        (2, Array("\u{1B}[1;5A".utf8)), (2, Array("\u{1B}[1;2D".utf8)), (2, Array("\u{1B}[5~".utf8)),
        (2, Array("\u{1B}[6~".utf8)), (1, Array("\u{1B}[H".utf8)), (1, Array("\u{1B}[F".utf8)),
        (1, Array("\u{1B}[15~".utf8)), (1, Array("\u{1B}OP".utf8)), (3, Array("é".utf8)),
        (2, Array("日".utf8)), (1, Array("👍🏽".utf8)), (3, [0x0D]), (3, [0x09]), (2, [0x7F]),
        (1, [0x01]), (1, [0x17]), (1, Array("\u{1B}x".utf8)), (3, Array("\u{1B}[<0;10;5M".utf8)),
        (3, Array("\u{1B}[<0;10;5m".utf8)), (3, Array("\u{1B}[<64;40;12M".utf8)),
        (1, Array("\u{1B}[200~pasted text, with\na newline\u{1B}[201~".utf8)),
    ]

    /// `count` bytes (a whole piece may overrun it by a few bytes; it is then cut at the last
    /// whole piece that fits, so the stream never ends inside a sequence).
    public static func make(count: Int, seed: UInt64 = 0x5EED) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        let total = pieces.reduce(0) { $0 + $1.weight }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        while true {
            var pick = Int(random.next() % UInt64(total))
            var chosen = pieces[0].bytes
            for piece in pieces {
                if pick < piece.weight {
                    chosen = piece.bytes
                    break
                }
                pick -= piece.weight
            }
            if bytes.count + chosen.count > count { break }
            bytes += chosen
        }
        return bytes
    }
}
