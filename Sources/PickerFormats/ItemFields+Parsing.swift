import PickerCore

/// Reading `pick choose --fields title,caption,image`: the names of the tab-separated fields,
/// in the order a line holds them.
///
/// ```swift
/// try ItemFields(parsing: "title,caption")     // ItemFields(order: [.title, .caption])
/// try ItemFields(parsing: "title,title")       // throws: field 'title' is named twice
/// ```
extension ItemFields {
    /// Why a `--fields` value cannot be read.
    public struct Unreadable: Error, Equatable, CustomStringConvertible {
        /// One line for stderr.
        public let description: String

        /// The reason, as one line.
        public init(description: String) {
            self.description = description
        }
    }

    /// Fields from a comma-separated list such as `title,caption,image`.
    public init(parsing text: String) throws(Unreadable) {
        var order: [Field] = []
        for name in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = name.trimmingWhitespace()
            guard let field = Field(rawValue: trimmed) else {
                throw Unreadable(description: "unknown field '\(trimmed)': use title, caption and image")
            }
            guard !order.contains(field) else { throw Unreadable(description: "field '\(trimmed)' is named twice") }
            order.append(field)
        }
        self.init(order: order)
    }
}
