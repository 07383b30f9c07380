import Foundation
import FuzzSupport
import PickerCore
import PickerFormats

/// Random text into `DateInputParser` (dates, times, offsets, durations) in random zones and at
/// random "now"s: no crash, the same answer twice, and a date it accepts is a real instant.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDateInputParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var input = FuzzInput(data, size)
    let zones = ["UTC", "Europe/Berlin", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata",
                 "Pacific/Kiritimati", "America/St_Johns", "Africa/Casablanca", "Pacific/Apia"]
    let zone = TimeZone(identifier: input.pick(zones)) ?? .gmt
    let now = Date(timeIntervalSince1970: Double(input.int(in: -70_000...70_000)) * 86_400 / 7)
    let text = input.string(maxBytes: 64)
    let parser = DateInputParser(timeZone: zone, now: now)

    let first = Result { try parser.date(text) }
    let second = Result { try parser.date(text) }
    switch (first, second) {
    case let (.success(a), .success(b)):
        if a != b { fuzzFailure("\(text.debugDescription) gave \(a) then \(b)") }
        if !a.timeIntervalSinceReferenceDate.isFinite { fuzzFailure("\(text.debugDescription) gave \(a)") }
    case (.failure, .failure):
        break
    default:
        fuzzFailure("\(text.debugDescription) answered differently twice")
    }
    if let seconds = try? DateInputParser.duration(text), !seconds.isFinite || seconds < 0 {
        fuzzFailure("duration \(text.debugDescription) gave \(seconds)")
    }
    return 0
}
