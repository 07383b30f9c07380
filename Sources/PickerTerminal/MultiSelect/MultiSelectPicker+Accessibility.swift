import PickerCore

extension MultiSelectPicker {
    /// The answer screen-reader mode confirms after Enter (Behaviour 6.3): every item reported,
    /// in input order, as the chrome's language lists them ("Apple, Banana and Cherry", CLDR's
    /// list pattern through ``/PickerCore/PromptStrings/list(_:)``), so a person hears all the
    /// items chosen, not the one under the cursor.
    ///
    /// ```swift
    /// // Apple and Cherry chosen, en:
    /// picker.spokenAnswer   // "Apple and Cherry"
    /// ```
    public var spokenAnswer: String {
        let items = reportedRows.map { DisplayText.sanitized(String(decoding: list.outputBytes(forItem: $0), as: UTF8.self)) }
        guard !items.isEmpty else { return AccessibleTranscript<Self>.chosenValue(of: self) }
        return PromptStrings.current.list(items)
    }

    /// What a key changed, for screen-reader mode (Behaviour 6.3), short enough to hear at once:
    /// after Space the item, whether it is now chosen and the count of the limit ("Apple chosen,
    /// 1 of 3"); after a move the item with its place and whether it is chosen ("Banana, 2 of 5,
    /// not chosen", the transcript leaving out the state when it is the same as the item's
    /// before). A refusal's notice follows. The count is in the opening line and on `?`.
    ///
    /// ```swift
    /// // Limit 3, Space on Apple, then Down:
    /// picker.accessibleChange   // "Fruit, Apple chosen, 1 of 3"
    /// picker.accessibleChange   // "Fruit, Banana, 2 of 5, not chosen"
    /// ```
    public var accessibleChange: String {
        let strings = PromptStrings.current
        var parts = [spokenName]
        if let row = list.currentRow, let toggledItem, list.item(forRow: row) == toggledItem {
            let word: InterfaceWord = choices.contains(toggledItem) ? .spokenItemChosen : .spokenItemNotChosen
            parts.append(strings.text(word, .text(spokenTitle), .count(choices.count), .count(choices.limit ?? list.itemCount)))
        } else {
            parts.append(list.spokenValue)
            if let row = list.currentRow { parts.append(strings[choices.contains(list.item(forRow: row)) ? .spokenChosen : .spokenNotChosen]) }
        }
        if let notice { parts.append(notice) }
        return parts.joined(separator: ", ")
    }

    /// The item under the selection as the list says it, without its place: the list's value
    /// up to the position that ends it ("Banana, 2 of 5" → "Banana").
    private var spokenTitle: String {
        let parts = list.spokenValue.components(separatedBy: ", ")
        return parts.count > 1 ? parts.dropLast().joined(separator: ", ") : list.spokenValue
    }
}
