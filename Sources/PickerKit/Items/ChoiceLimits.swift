import PickerTerminal

/// How many may be chosen when a picker chooses several (Behaviour 5.2): at most ``limit``
/// (nil: any number), at least ``minimumCount`` for Enter to confirm. A minimum given as 0
/// lets Enter with nothing chosen answer nothing; none given (nil) answers the item under the
/// selection (`ChoiceSet.allowsNone`).
///
/// ```swift
/// let limits = ChoiceLimits(limit: 2)
/// try limits.choices(presetRows: [0, 3], wording: .swift)   // both chosen at first
/// try limits.choices(presetRows: [0, 1, 3], wording: .swift)
/// // throws: 3 items selected, but at most 2 can be chosen
/// ```
package struct ChoiceLimits: Equatable, Sendable {
    package var limit: Int?
    package var minimumCount: Int?

    package init(limit: Int? = nil, minimumCount: Int? = nil) {
        self.limit = limit
        self.minimumCount = minimumCount
    }

    /// The limits' own rules: a limit of at least one, and no minimum above it.
    package func check(_ wording: LineWording) throws(PromptError) {
        if let limit, limit < 1 { throw LineRule.limitTooSmall(limit).error(wording) }
        if let limit, let minimumCount, minimumCount > limit { throw LineRule.minimumAboveLimit(minimum: minimumCount, limit: limit).error(wording) }
    }

    /// The choice set with `rows` chosen at first; more of them than the limit breaks
    /// ``LineRule/tooManySelected(count:limit:presets:)`` (`presets` names the flag that gave them).
    package func choices(presetRows rows: [Int], presets: String = "--selected", wording: LineWording) throws(PromptError)
        -> ChoiceSet
    {
        let chosen = Set(rows)
        if let limit, chosen.count > limit {
            throw LineRule.tooManySelected(count: chosen.count, limit: limit, presets: presets).error(wording)
        }
        return ChoiceSet(chosen, limit: limit, minimumCount: minimumCount)
    }
}
