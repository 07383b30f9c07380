import Foundation

/// Which tab-separated fields of an input line are an item's title, caption and image
/// (`pick choose --fields title,caption,image`, any order, a subset).
///
/// A line is split at tabs; the n-th field is the n-th name of ``order``. A line with fewer
/// fields has no value for the missing ones; more fields than names are ignored. Without
/// fields (``wholeLine``) the whole line is the title, tabs included, as `pick choose` has
/// always read it. Fields are found as byte ranges, so the printed title or image path is
/// exactly what was read.
///
/// ```swift
/// let fields = ItemFields(order: [.title, .caption, .image])
/// let line = Array("Banana\tYellow and sweet\timg/banana.png".utf8)
/// fields.range(of: .caption, inLine: line)       // 7..<23
/// fields.text(of: .image, inLine: line)          // "img/banana.png"
/// ItemFields.wholeLine.text(of: .title, inLine: line)   // the whole line
/// ```
public struct ItemFields: Equatable, Sendable {
    /// One part of an item.
    public enum Field: String, CaseIterable, Equatable, Sendable {
        /// What the item is called: shown, typed ahead to, printed by default.
        case title
        /// A line under or beside the title (Behaviour 4.4).
        case caption
        /// The path of the item's image.
        case image
    }

    /// The fields in the order the line holds them; empty for ``wholeLine``.
    public let order: [Field]

    /// The whole line is the title.
    public static let wholeLine = ItemFields(order: [])

    /// Fields in `order` (no name twice).
    public init(order: [Field]) {
        self.order = order
    }

    /// Whether lines hold `field`: the title always (the whole line, or the first field when
    /// `title` is not named), the others only when named.
    public func holds(_ field: Field) -> Bool { field == .title || order.contains(field) }

    /// The bytes of `field` in `line`; nil when the line has no such field. The title is the
    /// whole line for ``wholeLine``, and the first field when `title` is not named (so
    /// `--fields image` still shows something to type ahead to).
    public func range(of field: Field, inLine line: UnsafeBufferPointer<UInt8>) -> Range<Int>? {
        guard !order.isEmpty else { return field == .title ? 0..<line.count : nil }
        let position = order.firstIndex(of: field) ?? (field == .title ? 0 : nil)
        guard let position else { return nil }
        var start = 0
        var index = 0
        for (offset, byte) in line.enumerated() where byte == UInt8(ascii: "\t") {
            if index == position { return start..<offset }
            index += 1
            start = offset + 1
        }
        return index == position ? start..<line.count : nil
    }

    /// The bytes of `field` in `line`; see the `UnsafeBufferPointer` form of `range(of:inLine:)`.
    public func range(of field: Field, inLine line: [UInt8]) -> Range<Int>? {
        line.withUnsafeBufferPointer { range(of: field, inLine: $0) }
    }

    /// `field` of `line` as text (invalid UTF-8 as U+FFFD); nil when the line has none.
    public func text(of field: Field, inLine line: [UInt8]) -> String? {
        range(of: field, inLine: line).map { String(decoding: line[$0], as: UTF8.self) }
    }
}
