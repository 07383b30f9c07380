/// One item as the watch styles draw it: its row, title, and the optional caption and image
/// path its line gave (``ItemFields``).
///
/// ```swift
/// let banana = ListItem(row: 1, title: "Banana", caption: "Yellow and sweet", image: "img/banana.png")
/// ```
public struct ListItem: Equatable, Sendable {
    /// The item's row, from zero.
    public var row: Int
    /// What the item is called.
    public var title: String
    /// A line shown with the item; nil for none.
    public var caption: String?
    /// The path of the item's image, as read; nil for none.
    public var image: String?

    /// An item of `row` with a `title` and, optionally, a caption and an image path.
    public init(row: Int, title: String, caption: String? = nil, image: String? = nil) {
        self.row = row
        self.title = title
        self.caption = caption
        self.image = image
    }
}
