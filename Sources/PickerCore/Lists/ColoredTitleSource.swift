/// A data source whose rows' titles carry colours of their own: lines read with `pick choose
/// --ansi` (``LineListSource``), the matches of a filter over them (``LineFilter``) and the items
/// made of them (``ItemListSource``). A view draws a row's title, then lays these colours over
/// it, then the match highlight.
///
/// ```swift
/// if source.hasTitleColors, let colored = source as? any ColoredTitleSource {
///     colored.titleColors(forRow: row, inComponent: 0, selection: selection)   // [(0, "31"), (3, "")]
/// }
/// ```
package protocol ColoredTitleSource: WheelDataSource {
    /// The SGR escapes of the row's title, each at the index of the Unicode scalar it stands
    /// before, ascending; empty when the title has no colours of its own.
    func titleColors(forRow row: Int, inComponent component: Int, selection: [Int]) -> [LineColors.Mark]
}

extension LineListSource: ColoredTitleSource {
    /// Whether some line was read with colours (`--ansi`).
    public var hasTitleColors: Bool { !colors.isEmpty }

    package func titleColors(forRow row: Int, inComponent component: Int, selection: [Int]) -> [LineColors.Mark] {
        titleColors(forRow: row)
    }
}

extension LineFilter: ColoredTitleSource {
    /// Whether some of the filtered lines were read with colours (`--ansi`).
    public var hasTitleColors: Bool { !source.colors.isEmpty }

    /// The colours of the `row`-th match's line.
    package func titleColors(forRow row: Int, inComponent component: Int, selection: [Int]) -> [LineColors.Mark] {
        guard !source.colors.isEmpty, row >= 0, row < matchCount else { return [] }
        return source.titleColors(forRow: sourceRow(forMatch: row))
    }
}

extension ItemListSource: ColoredTitleSource {
    /// Whether some of the items' lines carry colours of their own (`--ansi`).
    public var hasTitleColors: Bool { lines.hasTitleColors }

    /// The colours of the item's title: of its line, or of the title field when the item is
    /// split into fields (`--fields`), as they stood in the line.
    package func titleColors(forRow row: Int, inComponent component: Int, selection: [Int]) -> [LineColors.Mark] {
        guard row >= 0, row < count else { return [] }
        guard !fields.order.isEmpty else { return (filter?.source ?? lines).titleColors(forRow: lineRow(forRow: row)) }
        return colors(of: .title, forRow: row)
    }

    /// The colours of the item's caption (`--fields` naming one), as they stood in the line;
    /// empty when it has none.
    package func captionColors(forRow row: Int) -> [LineColors.Mark] {
        guard fields.order.contains(.caption), row >= 0, row < count else { return [] }
        return colors(of: .caption, forRow: row)
    }

    /// The colours of `field` of the item at `row` (a valid row), as they stood in its line.
    private func colors(of field: ItemFields.Field, forRow row: Int) -> [LineColors.Mark] {
        let lineRow = lineRow(forRow: row)
        let source = filter?.source ?? lines
        guard !source.colors.isEmpty, let range = fields.range(of: field, inLine: source.bytes(forRow: lineRow)) else { return [] }
        return source.colors(forRow: lineRow, in: [range])
    }
}
