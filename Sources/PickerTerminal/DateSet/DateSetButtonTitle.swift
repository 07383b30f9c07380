import TerminalUI

/// The compact multiple-dates button's text (Behaviour 5.1): the count and the chosen days,
/// `3 days: Nov 22, 25, 28`, shortened to its width by leaving out the last days first
/// (`5 days: Nov 22, 25, …`), down to the count alone.
///
/// ```swift
/// DateSetButtonTitle.fitted(count: "3 days", labels: ["Nov 22", "25", "28"], width: 40)   // "3 days: Nov 22, 25, 28"
/// DateSetButtonTitle.fitted(count: "3 days", labels: ["Nov 22", "25", "28"], width: 18)   // "3 days: Nov 22, …"
/// DateSetButtonTitle.fitted(count: "3 days", labels: ["Nov 22", "25", "28"], width: 10)   // "3 days"
/// ```
package enum DateSetButtonTitle {
    /// The longest form of `count: labels…` that fits `width` columns.
    package static func fitted(count: String, labels: [String], width: Int) -> String {
        let labels = labels.map(DisplayText.sanitized)
        guard !labels.isEmpty else { return count }
        let whole = count + ": " + labels.joined(separator: ", ")
        if DisplayText.width(whole) <= width { return whole }
        for kept in stride(from: labels.count - 1, through: 1, by: -1) {
            let text = count + ": " + labels.prefix(kept).joined(separator: ", ") + ", …"
            if DisplayText.width(text) <= width { return text }
        }
        return count
    }
}
