/// What a form-level validation finds wrong with a form's answers taken together: the message,
/// and the field to go back to (by its label), where the message then shows.
///
/// A field's own validation sees only its value; a rule across fields ("business class only
/// for four or fewer") sees every answer when the person submits and returns one of these
/// (Behaviour 6.4). The form focuses the field it names (the last one when it names none or a
/// label the form does not have) and shows the message under it until the answers satisfy the
/// rule or the person moves to another field.
///
/// ```swift
/// FormIssue("Business class is for four or fewer", field: "Class")
/// ```
public struct FormIssue: Equatable, Sendable {
    /// What is wrong, in the person's words: shown under the field.
    public var message: String
    /// The label of the field to go back to; nil for the field where Enter was pressed.
    public var field: String?

    /// An issue saying `message`, pointing at the field labelled `field`.
    ///
    /// ```swift
    /// FormIssue("Pick a later day", field: "Return")
    /// ```
    public init(_ message: String, field: String? = nil) {
        self.message = message
        self.field = field
    }
}
