/// The items a person has chosen in a multi-select picker (Behaviour 5.1, 5.2): a set of numbers —
/// a list's rows, or a calendar's day numbers — with an optional cap and a required minimum.
///
/// Toggling adds or removes one number; adding beyond ``limit`` is refused (the picker shows a
/// short notice and the set stays as it was). ``isEnough`` says whether confirming may end the
/// prompt (``minimumCount``). Numbers come back in ascending order, the order a list shows its
/// rows and a calendar its days, so output never depends on the order of the toggles.
///
/// Confirming with nothing chosen depends on whether a minimum was given: without one, a list
/// reports the item under the selection (as `gum choose` does); with a minimum of 0
/// (``allowsNone``) it reports nothing, so "none" is an answer a person can give.
///
/// ```swift
/// var choices = ChoiceSet(limit: 2)
/// choices.toggle(4)          // .chosen
/// choices.toggle(1)          // .chosen
/// choices.toggle(7)          // .refused(limit: 2): the set stays [1, 4]
/// choices.toggle(4)          // .unchosen
/// choices.ordered            // [1]
/// ```
public struct ChoiceSet: Equatable, Sendable {
    /// What a toggle did.
    public enum Toggle: Equatable, Sendable {
        /// The number was added.
        case chosen
        /// The number was removed.
        case unchosen
        /// Adding it would pass the limit: nothing changed.
        case refused(limit: Int)
        /// The number cannot be chosen (a disabled row, a day outside the bounds): nothing changed.
        case unavailable
    }

    /// The chosen numbers.
    public private(set) var members: Set<Int>
    /// The most that may be chosen; nil for no limit.
    public let limit: Int?
    /// The fewest that must be chosen before confirming ends the prompt (0 when none was given).
    public let minimumCount: Int
    /// True when a minimum was given (`minimumCount: 0` included): confirming with nothing
    /// chosen then reports nothing, instead of the item under the selection.
    ///
    /// ```swift
    /// ChoiceSet().reported(current: 5)                   // [5]: no minimum given
    /// ChoiceSet(minimumCount: 0).reported(current: 5)    // []: none is an answer
    /// ```
    public let allowsNone: Bool

    /// A set holding `members` (the presets; beyond `limit`, the lowest ones are kept), capped
    /// at `limit` (nil: none; at least 1), needing `minimumCount` (at least 0; nil: none given,
    /// see ``allowsNone``) to confirm.
    public init(_ members: Set<Int> = [], limit: Int? = nil, minimumCount: Int? = nil) {
        let limit = limit.map { max(1, $0) }
        self.limit = limit
        self.minimumCount = max(0, minimumCount ?? 0)
        allowsNone = minimumCount != nil
        if let limit, members.count > limit {
            self.members = Set(members.sorted().prefix(limit))
        } else {
            self.members = members
        }
    }

    /// How many are chosen.
    public var count: Int { members.count }
    /// True when `number` is chosen.
    public func contains(_ number: Int) -> Bool { members.contains(number) }
    /// The chosen numbers, lowest first: list order, or calendar order for days.
    public var ordered: [Int] { members.sorted() }
    /// True when no more may be added.
    package var isFull: Bool { limit.map { members.count >= $0 } ?? false }
    /// True when enough are chosen to confirm (Behaviour 5.1's `--min-count`).
    public var isEnough: Bool { members.count >= minimumCount }

    /// Adds `number`, or removes it when chosen; refused past the limit, or when `isAvailable`
    /// is false (a removal is always allowed).
    @discardableResult
    public mutating func toggle(_ number: Int, isAvailable: Bool = true) -> Toggle {
        if members.remove(number) != nil { return .unchosen }
        guard isAvailable else { return .unavailable }
        if let limit, members.count >= limit { return .refused(limit: limit) }
        members.insert(number)
        return .chosen
    }

    /// Adds `number` unless it is chosen already or the set is full (a `ChoiceSweep`'s step).
    /// - Returns: true when it was added.
    package mutating func add(_ number: Int) -> Bool {
        guard !isFull else { return false }
        return members.insert(number).inserted
    }

    /// Makes room for `count` more numbers, up to the limit, so adding them never regrows the set.
    package mutating func reserveCapacity(forAdding count: Int) {
        let room = limit.map { max(0, min(count, $0 - members.count)) } ?? count
        members.reserveCapacity(members.count + room)
    }

    /// Unchooses everything.
    package mutating func removeAll() { members.removeAll() }

    /// The numbers a confirmed prompt reports: the chosen ones in order, or — when none is
    /// chosen and no minimum was given — `current` alone (the item under the selection, as
    /// `gum choose` does); with a minimum of 0 given (``allowsNone``), nothing.
    ///
    /// ```swift
    /// ChoiceSet([2]).reported(current: 5)                // [2]
    /// ChoiceSet().reported(current: 5)                   // [5]
    /// ChoiceSet(minimumCount: 0).reported(current: 5)    // []
    /// ```
    public func reported(current: Int?) -> [Int] {
        if members.isEmpty, !allowsNone, let current { return [current] }
        return ordered
    }
}
