/// The bytes `seq 1 count` prints: "1\n2\n…", as `pick choose` reads them from a pipe.
public enum SeqLines {
    public static func make(count: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 8)
        for number in 1...max(1, count) {
            bytes += Array(String(number).utf8)
            bytes.append(0x0A)
        }
        return bytes
    }
}
