/// Scaling by area averaging: each new pixel is the mean of the old pixels it covers, weighted by
/// how much of each it covers. Shrinking a photo so keeps its colours (no aliasing from picking
/// one pixel in ten); growing a tiny image repeats its pixels with blended seams.
extension RGBAImage {
    /// The image scaled to exactly `width × height` (an empty image when either is 0).
    ///
    /// ```swift
    /// let checker = RGBAImage(width: 2, height: 2) { x, y in (x + y) % 2 == 0 ? .white : .black }
    /// checker.resampled(width: 1, height: 1)[0, 0]   // grey 128: the average of the four
    /// ```
    public func resampled(width newWidth: Int, height newHeight: Int) -> RGBAImage {
        guard newWidth > 0, newHeight > 0, !isEmpty else { return RGBAImage(width: max(0, newWidth), height: max(0, newHeight)) }
        if newWidth == width, newHeight == height { return self }
        let xSpans = Self.spans(from: width, to: newWidth)
        let ySpans = Self.spans(from: height, to: newHeight)
        var output = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        for (row, ySpan) in ySpans.enumerated() {
            for (column, xSpan) in xSpans.enumerated() {
                var sums: (Double, Double, Double, Double) = (0, 0, 0, 0)
                var total = 0.0
                for (y, yWeight) in ySpan {
                    for (x, xWeight) in xSpan {
                        let weight = xWeight * yWeight
                        let offset = (y * width + x) * 4
                        sums.0 += Double(pixels[offset]) * weight
                        sums.1 += Double(pixels[offset + 1]) * weight
                        sums.2 += Double(pixels[offset + 2]) * weight
                        sums.3 += Double(pixels[offset + 3]) * weight
                        total += weight
                    }
                }
                let offset = (row * newWidth + column) * 4
                output[offset] = Self.byte(sums.0 / total)
                output[offset + 1] = Self.byte(sums.1 / total)
                output[offset + 2] = Self.byte(sums.2 / total)
                output[offset + 3] = Self.byte(sums.3 / total)
            }
        }
        return RGBAImage(width: newWidth, height: newHeight, pixels: output) ?? RGBAImage(width: newWidth, height: newHeight)
    }

    /// The image shrunk, keeping its aspect ratio, so it is at most `maximum` pixels each way;
    /// itself when it already fits. What a cache keeps of a big photo.
    package func bounded(by maximum: Int) -> RGBAImage {
        guard width > maximum || height > maximum, maximum > 0 else { return self }
        let scale = Double(maximum) / Double(max(width, height))
        return resampled(width: max(1, Int((Double(width) * scale).rounded())), height: max(1, Int((Double(height) * scale).rounded())))
    }

    /// For each new index along one axis, the old indices it covers with their coverage weights.
    private static func spans(from old: Int, to new: Int) -> [[(Int, Double)]] {
        let step = Double(old) / Double(new)
        return (0..<new).map { index in
            let start = Double(index) * step
            let end = start + step
            var covered: [(Int, Double)] = []
            var position = Int(start)
            while Double(position) < end, position < old {
                let weight = min(end, Double(position + 1)) - max(start, Double(position))
                if weight > 1e-9 { covered.append((position, weight)) }
                position += 1
            }
            return covered
        }
    }

    private static func byte(_ value: Double) -> UInt8 { UInt8(min(255, max(0, value.rounded()))) }
}
