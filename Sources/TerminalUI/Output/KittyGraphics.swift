import Foundation

/// The bytes of the kitty graphics protocol that show an image in real pixels: transmit the
/// pixels and place them over a rectangle of cells in one command (`a=T`), then delete them.
///
/// Commands are APC strings, `ESC _ G <keys> ; <base64 payload> ESC \`. The payload is the RGBA
/// pixels (`f=32`, `s=` width, `v=` height) in base64, cut into chunks of at most 4096 bytes:
/// every chunk but the last says `m=1`, the last `m=0`; only the first carries the keys. `c=` and
/// `r=` scale the image into that many columns and rows at the cursor, `C=1` leaves the cursor
/// where it was, and `q=2` asks the terminal not to answer.
///
/// ```swift
/// let bytes = KittyGraphics.place(rgba: pixels, width: 4, height: 4, id: 7, columns: 20, rows: 10)
/// // ESC_Ga=T,f=32,s=4,v=4,i=7,c=20,r=10,C=1,q=2,m=0;<base64 of 64 bytes>ESC\
/// KittyGraphics.delete(id: 7)   // ESC_Ga=d,d=I,i=7,q=2ESC\
/// ```
package enum KittyGraphics {
    /// The most base64 bytes one command carries, as the protocol asks.
    package static let chunkSize = 4096

    /// The id the support question uses.
    package static let queryID = 31

    /// Asks whether the terminal speaks the protocol: a 1×1 RGB image sent to be checked, not
    /// kept (`a=q`). A terminal that speaks it answers `ESC _ G i=31;OK ESC \`; others say
    /// nothing, so the question is followed by a device-attributes question (`ESC [ c`) that
    /// every terminal answers: an answer to that with no graphics answer before it means no.
    package static let query: [UInt8] = Array("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c".utf8)

    /// True when `reply` (a graphics answer's payload, e.g. `i=31;OK`) says the query worked.
    package static func isPositiveAnswer(_ reply: String) -> Bool {
        let parts = reply.split(separator: ";", maxSplits: 1)
        guard parts.count == 2 else { return false }
        return parts[0].split(separator: ",").contains("i=\(queryID)") && parts[1] == "OK"
    }

    /// Transmits `width × height` pixels of RGBA bytes (`rgba`, row after row) and places them
    /// over `columns × rows` cells at the cursor, as image `id`.
    package static func place(rgba: [UInt8], width: Int, height: Int, id: Int, columns: Int, rows: Int) -> [UInt8] {
        let payload = Array(Data(rgba).base64EncodedString().utf8)
        let keys = "a=T,f=32,s=\(width),v=\(height),i=\(id),c=\(columns),r=\(rows),C=1,q=2"
        var bytes: [UInt8] = []
        bytes.reserveCapacity(payload.count + payload.count / chunkSize * 16 + 64)
        var start = 0
        repeat {
            let end = min(start + chunkSize, payload.count)
            let more = end < payload.count ? 1 : 0
            let control = start == 0 ? "\(keys),m=\(more)" : "m=\(more)"
            bytes += Array("\u{1B}_G\(control);".utf8)
            bytes += payload[start..<end]
            bytes += [0x1B, UInt8(ascii: "\\")]
            start = end
        } while start < payload.count
        return bytes
    }

    /// Deletes image `id` and its placements, freeing the terminal's copy.
    package static func delete(id: Int) -> [UInt8] { Array("\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\".utf8) }
}
