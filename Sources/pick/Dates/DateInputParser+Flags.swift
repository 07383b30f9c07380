import Foundation
import PickerKit
import PickerFormats

extension DateInputParser {
    /// The date a flag's `text` gives, or a usage error naming the flag:
    /// `--value: …` as ``DateInputParser/ParseError`` describes it, else `cannot read "…"`.
    ///
    /// ```swift
    /// try parser.date("22.11.2026", flag: "--value")   // PickFailure.usage("--value: …")
    /// ```
    func date(_ text: String, flag: String) throws(PickFailure) -> Date {
        do {
            return try date(text)
        } catch let error as DateInputParser.ParseError {
            throw .usage("\(flag): \(error.description)")
        } catch {
            throw .usage("\(flag): cannot read \"\(text)\"")
        }
    }
}

extension DateInputParser {
    /// The `--min` and `--max` dates; when `--max` is earlier than `--min` both are dropped and
    /// the warning says so, as `pick date` does (Behaviour 2.6).
    ///
    /// ```swift
    /// try parser.bounds(min: "2026-12-01", max: "2026-11-01").warning
    /// // "--min 2026-12-01 is later than --max 2026-11-01; both are ignored"
    /// ```
    func bounds(min: String?, max: String?) throws(PickFailure) -> (lower: Date?, upper: Date?, warning: String?) {
        let lower = try min.map { text throws(PickFailure) in try date(text, flag: "--min") }
        let upper = try max.map { text throws(PickFailure) in try date(text, flag: "--max") }
        if let lower, let upper, upper < lower {
            return (nil, nil, "--min \(min ?? "") is later than --max \(max ?? ""); both are ignored")
        }
        return (lower, upper, nil)
    }
}
