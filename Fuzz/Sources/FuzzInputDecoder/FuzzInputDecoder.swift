import FuzzSupport
import TerminalUI

/// Random bytes into `InputDecoder`: no crash, and reads split anywhere give the events one read
/// gives (the decoder keeps back what is not whole yet), and `flush()` leaves nothing held back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInputDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let cuts = (0..<input.int(in: 0...4)).map { _ in input.int(in: 0...4_096) }
    let bytes = input.rest()

    var whole = InputDecoder()
    let once = whole.decode(bytes) + whole.flush()
    if whole.isAwaitingMore { fuzzFailure("flush left bytes held back") }

    var split = InputDecoder()
    var events: [InputEvent] = []
    var start = 0
    for cut in cuts.sorted() where cut > start && cut < bytes.count {
        events += split.decode(Array(bytes[start..<cut]))
        start = cut
    }
    events += split.decode(Array(bytes[start...])) + split.flush()
    if events != once { fuzzFailure("split reads \(cuts) decoded \(events), one read \(once)") }
    return 0
}
