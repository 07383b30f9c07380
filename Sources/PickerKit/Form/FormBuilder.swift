/// Collects a form's fields, written one per line as in a SwiftUI view body, keeping each
/// field's value type so the form gives back a tuple of typed answers.
///
/// A field can stand under `if`, `if let`, `if`/`else` and `switch`, decided when the form is
/// built (before it opens), so a form asks only what is still open:
/// - under `if` or `if let` without `else`, the field's answer is optional, nil when the
///   condition left the field out;
/// - under `if`/`else` or `switch`, each branch holds one field of the same value type, and
///   the answer is that type.
///
/// Each branch holds one field; for two conditional fields, write two `if`s.
///
/// What is decided while the form runs is a field's, not the builder's: a field built from a
/// closure over ``FormAnswers`` (`Field("City", from: { answers in … })`) follows the answers
/// above it, built again each time one of them is answered.
///
/// ```swift
/// let (fruit, day) = try Prompt.form {
///     Field("Fruit", from: ["Apple", "Cherry"])    // String
///     Field("Day", .date)                          // Date
/// }
///
/// // Only the options a person left out: `city` is a String?, nil when it was given.
/// let (city, seat) = try Prompt.form {
///     if givenCity == nil { Field("City", from: cities) }
///     if isMember { Field("Seat", from: ["Aisle", "Window", "Lounge"]) }
///     else { Field("Seat", from: ["Aisle", "Window"]) }
/// }
///
/// // The cities of the country answered above.
/// let (country, town) = try Prompt.form {
///     Field("Country", from: ["France", "Japan"])
///     Field("City", from: { answers in cities[answers["Country"] ?? ""] ?? [] })
/// }
/// ```
@resultBuilder
public enum FormBuilder {
    /// The fields in order, each with its own value type.
    public static func buildBlock<each Value>(_ fields: repeat Field<each Value>) -> (repeat Field<each Value>) {
        (repeat each fields)
    }

    /// A field under `if` (or `if let`) without `else`: in the form when the condition holds,
    /// answered nil when it does not.
    public static func buildOptional<Value>(_ field: Field<Value>?) -> Field<Value?> {
        guard let field else {
            return Field<Value?>(leftOutAs: nil)
        }
        if let dependent = field.dependent {
            return Field<Value?>(label: field.label) { answers, previous in
                buildOptional(dependent(answers, previous.flatMap { $0 }))
            }
        }
        return Field<Value?>(label: field.label) { environment throws(PromptError) in
            let made = try field.make(environment)
            let value = made.value
            return .init(field: made.field, value: { value($0) }, warnings: made.warnings)
        }
    }

    /// The field of an `if` branch (or of a `switch` case), answered as the other branch's.
    public static func buildEither<Value>(first field: Field<Value>) -> Field<Value> {
        field
    }

    /// The field of an `else` branch (or of a later `switch` case).
    public static func buildEither<Value>(second field: Field<Value>) -> Field<Value> {
        field
    }

    /// A field under `if #available`, as it is.
    public static func buildLimitedAvailability<Value>(_ field: Field<Value>) -> Field<Value> {
        field
    }
}

extension Field {
    /// A field a condition left out of the form: never shown, answered `value`.
    init(leftOutAs value: Value) {
        self.init(label: "") { _ throws(PromptError) in
            throw .invalidArgument("a field left out of the form is never built")
        }
        leftOut = { value }
    }
}
