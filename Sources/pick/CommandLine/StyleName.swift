/// The `--style` names, spelled the same in every command, and the old spellings still read.
///
/// `wheels` is the wheel style everywhere (`choose`, `date`, `time`, ...), as the platform's
/// wheels are plural; `wheel` is read as `wheels`. The month grid is `inline` in `date`,
/// `datetime`, `dates` and `range`, the platform's name for the calendar shown in place;
/// `range` also reads `graphical`, its old name for the grid. An unknown name is a usage error
/// (exit 2) listing the names the command takes.
///
/// ```swift
/// try StyleName.read("wheel", accepted: ["wheels", "list"], command: "choose")   // "wheels"
/// try StyleName.read("round", accepted: ["wheels", "list"], command: "choose")
/// // throws: --style must be wheels or list for pick choose, not 'round'
/// ```
enum StyleName {
    /// The old spellings every command reads: `wheel` for `wheels`.
    static let aliases = ["wheel": "wheels"]

    /// The name `text` stands for, once `aliases` (on top of ``aliases``) are read; a usage
    /// error naming the `accepted` names when it is none of them.
    static func read(
        _ text: String, accepted: [String], aliases extra: [String: String] = [:], command: String
    ) throws(PickFailure) -> String {
        let name = extra[text] ?? aliases[text] ?? text
        guard accepted.contains(name) else {
            throw .usage("--style must be \(listed(accepted)) for pick \(command), not '\(text)'")
        }
        return name
    }

    /// `a, b or c`.
    static func listed(_ names: [String]) -> String {
        guard let last = names.last, names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " or " + last
    }
}
