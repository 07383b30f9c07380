import Foundation
import PickerImages
import PickerKit

/// Lines naming images (`pick image`'s input): a path alone, or tab-separated fields, one of
/// them the path and another a caption shown as the card's title.
///
/// ```swift
/// let fields = try ImageLines.fieldOrder("image,caption")
/// ImageLines.item(from: Array("a.png\tThe cover".utf8), fields: fields)   // ("The cover", "a.png")
/// ```
package enum ImageLines {
    /// A field of a line.
    package enum Field: String, Sendable { case image, caption, title }

    /// The fields `text` lists (e.g. "caption,image"); an invalid argument unless it names
    /// `image` once and only known fields.
    package static func fieldOrder(_ text: String) throws(PromptError) -> [Field] {
        let names = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        let fields = names.compactMap(Field.init(rawValue:))
        guard fields.count == names.count, Set(fields).count == fields.count, fields.contains(.image) else {
            throw .invalidArgument("--fields must name image and may add caption or title, not '\(text)'")
        }
        return fields
    }

    /// The title and path a line stands for (the title is the file's name unless the line gives
    /// one); nil for an empty line or one without its path.
    package static func item(from line: [UInt8], fields: [Field]) -> (title: String, path: [UInt8])? {
        let parts = fields.count == 1 ? [line[...]] : line.split(separator: 0x09, omittingEmptySubsequences: false)
        var path: [UInt8]?
        var title: String?
        for (field, part) in zip(fields, parts) {
            switch field {
            case .image: path = Array(part)
            case .caption, .title: title = title ?? String(decoding: part, as: UTF8.self)
            }
        }
        guard let path, !path.isEmpty else { return nil }
        return (title.flatMap { $0.isEmpty ? nil : $0 } ?? ImagePicker.fileName(of: path), path)
    }

    /// Every line of `input` up to its end, without line endings (a CR before LF too): all of
    /// them, since a card stack shows how many there are; a stream still open at `deadline`
    /// (``PickerTerminal/MonotonicClock``) ends the prompt with ``PromptError/timedOut``.
    package static func read(_ input: LineInput, deadline: Double? = nil) throws(PromptError) -> [[UInt8]] {
        switch input {
        case .none: throw LineRule.noImageInput.error(.commandLine)
        case .arguments(let paths): return paths.map { Array($0.utf8) }
        case .stream(let reader):
            var bytes: [UInt8] = []
            while true {
                guard reader.waitUntilReadable(before: deadline) else { throw PromptError.timedOut }
                switch reader.readReady(upTo: 1 << 16) {
                case .bytes(let chunk): bytes += chunk
                case .end:
                    return bytes.split(separator: 0x0A).map { $0.last == 0x0D ? Array($0.dropLast()) : Array($0) }
                case .failed(let error): throw LineRule.unreadable(error.description).error(.commandLine)
                }
            }
        }
    }
}
