// SKELETON (views owner completes it).
import TerminalUI

/// The colours and markers views draw with, resolved for the terminal's colour depth.
public struct Theme: Equatable, Sendable {
    public var depth: ColorDepth

    public init(depth: ColorDepth) {
        self.depth = depth
    }
}
