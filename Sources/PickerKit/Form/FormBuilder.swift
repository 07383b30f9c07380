/// Collects a form's fields, written one per line as in a SwiftUI view body, keeping each
/// field's value type so the form gives back a tuple of typed answers.
///
/// ```swift
/// let (fruit, day) = try Prompt.form {
///     Field("Fruit", from: ["Apple", "Cherry"])    // String
///     Field("Day", .date)                          // Date
/// }
/// ```
@resultBuilder
public enum FormBuilder {
    /// The fields in order, each with its own value type.
    public static func buildBlock<each Value>(_ fields: repeat Field<each Value>) -> (repeat Field<each Value>) {
        (repeat each fields)
    }
}
