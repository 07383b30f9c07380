/// How big an image is drawn in terminal cells: as large as fits in the area, keeping its aspect
/// ratio, for a cell twice as tall as it is wide (the usual 1:2 cell).
///
/// Half-block drawing gives each cell two pixels, one above the other, so a cell is one pixel
/// wide and two tall and those pixels come out square: an image `w × h` is drawn on
/// `columns × (2 · rows)` pixels.
///
/// ```swift
/// // A 4×4 image in an area 20 columns wide and 5 rows high: 10 pixels high at most, so 10×10
/// // pixels, 10 columns and 5 rows.
/// ImageFit(imageWidth: 4, imageHeight: 4, columns: 20, rows: 5)   // columns 10, rows 5, pixelRows 10
/// ```
public struct ImageFit: Equatable, Sendable {
    /// Columns the image takes.
    public let columns: Int
    /// Rows the image takes (`pixelRows` halved, rounded up).
    public let rows: Int
    /// Pixels high the image is scaled to: two a row.
    public let pixelRows: Int

    /// The largest size of an `imageWidth × imageHeight` image within `columns × rows` cells.
    public init(imageWidth: Int, imageHeight: Int, columns: Int, rows: Int) {
        guard imageWidth > 0, imageHeight > 0, columns > 0, rows > 0 else {
            self.columns = 0
            self.rows = 0
            pixelRows = 0
            return
        }
        let scale = min(Double(columns) / Double(imageWidth), Double(rows * 2) / Double(imageHeight))
        let width = min(columns, max(1, Int((Double(imageWidth) * scale).rounded())))
        let height = min(rows * 2, max(1, Int((Double(imageHeight) * scale).rounded())))
        self.columns = width
        pixelRows = height
        self.rows = (height + 1) / 2
    }
}
