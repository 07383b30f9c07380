import PickerCore

/// What `pick choose` prints for the chosen item (`--print title|caption|image|line|index`).
///
/// ```swift
/// ItemOutput.caption.bytes(forRow: 1, of: source)   // Array("Yellow".utf8)
/// ItemOutput.index.bytes(forRow: 1, of: source)     // Array("1".utf8): rows count from zero (Behaviour 1.4)
/// ```
public enum ItemOutput: String, CaseIterable, Equatable, Sendable {
    /// The title field's exact bytes (the whole line without `--fields`).
    case title
    /// The caption field's bytes (empty when the line has none).
    case caption
    /// The image field's bytes (empty when the line has none).
    case image
    /// The whole line, exactly as read.
    case line
    /// The row number, from zero (Behaviour 1.4).
    case index

    /// What is printed for `row` of `source` (a match's line, when the source is filtered).
    public func bytes(forRow row: Int, of source: ItemListSource) -> [UInt8] {
        switch self {
        case .title:
            // A whole line prints as `--accept-nth` says, when it says.
            source.fields.order.isEmpty
                ? source.lines.printedBytes(forRow: source.lineRow(forRow: row)) : source.bytes(of: .title, forRow: row) ?? []
        case .caption: source.bytes(of: .caption, forRow: row) ?? []
        case .image: source.bytes(of: .image, forRow: row) ?? []
        case .line: source.lines.bytes(forRow: source.lineRow(forRow: row))
        case .index: Array(String(source.lineRow(forRow: row)).utf8)
        }
    }
}
