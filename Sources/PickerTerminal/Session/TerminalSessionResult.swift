/// How a session ended, with the picker as the session left it: what the `run` of
/// ``TerminalSession`` and of ``AccessibleSession`` that takes the picker by value hands back,
/// so the value is read from the result instead of from a variable the run changed in place.
///
/// ```swift
/// let result = try session.run(makePicker(), theme: theme)
/// switch result.outcome {
/// case .confirmed: print(String(decoding: result.output ?? [], as: UTF8.self))
/// default: exit(result.outcome.exitStatus)
/// }
/// ```
public struct TerminalSessionResult<Picker: TerminalPicker> {
    /// How the session ended.
    public var outcome: TerminalSessionOutcome
    /// The picker with every input applied.
    public var picker: Picker

    /// A result: how the session ended and the picker as it left it.
    public init(outcome: TerminalSessionOutcome, picker: Picker) {
        self.outcome = outcome
        self.picker = picker
    }

    /// The picker's ``TerminalPicker/output`` when the person confirmed; nil otherwise.
    public var output: [UInt8]? { outcome == .confirmed ? picker.output : nil }
}
