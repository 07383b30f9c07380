/// Typed items as the lines of a line picker (`Prompt.choosePrompt…`, `Prompt.chooseManyPrompt…`): each
/// item's label is a line, the disabled items' labels are disabled lines, and the selected items
/// are found by equality, so two items with one label stay apart. The rules are the lines'
/// (``LineRule``), checked in the same order as for `pick choose`'s lines.
///
/// ```swift
/// let rows = try ItemRows(["Apple", "Banana"], selected: ["Banana"], disabled: [], wording: .swift, label: { $0 })
/// rows.selectedRows   // [1]
/// ```
package struct ItemRows<Item: Equatable> {
    /// The line of each item, in order.
    package let labels: [String]
    /// The lines that cannot be chosen (Behaviour 1.10).
    package let disabledLabels: Set<String>
    /// The row of each selected item, in the order given.
    package let selectedRows: [Int]

    /// The rows of `items`; breaks ``LineRule/noItems``, ``LineRule/allDisabled`` or
    /// ``LineRule/selectedMissing(_:)``.
    package init(
        _ items: [Item], selected: [Item], disabled: [Item], wording: LineWording, label: (Item) -> String
    ) throws(PromptError) {
        guard !items.isEmpty else { throw LineRule.noItems.error(wording) }
        labels = items.map(label)
        disabledLabels = Set(disabled.map(label))
        let disabledLabels = self.disabledLabels
        guard labels.contains(where: { !disabledLabels.contains($0) }) else { throw LineRule.allDisabled.error(wording) }
        var rows: [Int] = []
        for item in selected {
            guard let row = items.firstIndex(of: item) else { throw LineRule.selectedMissing(label(item)).error(wording) }
            rows.append(row)
        }
        selectedRows = rows
    }

    /// The row the selection starts on: the first selected item's, else the first.
    package var selectedRow: Int { selectedRows.first ?? 0 }
}
