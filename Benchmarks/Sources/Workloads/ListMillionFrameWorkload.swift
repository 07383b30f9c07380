import PickerCore
import PickerTerminal
import TerminalUI

/// One frame of the watch list style over 1,000,000 rows with its index strip (Behaviour 1.14), at
/// 80×24: a scroll step (Down arrow, ``ListMillionScrollFrameWorkload``) or a jump by the index
/// (Alt+M, from the A's to the first M, ``ListMillionIndexFrameWorkload``), rendered and diffed
/// once the list has settled, as `pick choose --style list` draws it over a million lines.
///
/// The lines are sorted names, `<letter>item <n>`, 38,462 under each letter of the alphabet, so
/// the index has 26 keys and the jump crosses half a million rows. Reading the lines and building
/// the index happen in `init`, outside the measured part (``LineLoadingWorkload`` measures loading).
enum ListMillionFrame {
    static let count = 1_000_000

    static let bytes: [UInt8] = {
        let letters = Array("abcdefghijklmnopqrstuvwxyz".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 14)
        for row in 0..<count {
            bytes.append(letters[row * letters.count / count])
            bytes += Array("item \(row)\n".utf8)
        }
        return bytes
    }()

    static func make(key: KeyStroke) -> KeyFrame<WatchStylePicker> {
        let source = ItemListSource(lines: LineListSource(bytes: bytes))
        let picker = WatchStylePicker(WheelPicker(source: source, selection: [1_000]), style: .list, header: "Items")
        return KeyFrame(picker, key: key)
    }
}

/// The million-row list after a Down arrow.
public struct ListMillionScrollFrameWorkload: Workload {
    public static let name = "Frame: render + diff, list of 1,000,000 rows, scroll step, 80×24"
    public static let key = "frame-list-scroll"

    let frame = ListMillionFrame.make(key: KeyStroke(.down))

    public init() {}

    /// The bytes written for the frame.
    public func run() -> Int { frame.renderAndDiff() }
}

/// The million-row list after Alt+M jumps by the index.
public struct ListMillionIndexFrameWorkload: Workload {
    public static let name = "Frame: render + diff, list of 1,000,000 rows, index jump, 80×24"
    public static let key = "frame-list-index"

    let frame = ListMillionFrame.make(key: KeyStroke(.character("m"), .alt))

    public init() {}

    /// The bytes written for the frame.
    public func run() -> Int { frame.renderAndDiff() }
}
