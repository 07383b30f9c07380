import Foundation
import PickerTerminal

/// Reading single variables, shared with `pick` so both read them the same way.
extension PromptEnvironment {
    /// The variable that turns screen-reader mode on: `PICK_ACCESSIBLE=1`.
    public static let accessibleVariable = "PICK_ACCESSIBLE"

    /// Whether `text` (a variable's value) says yes or no: `1`, `true`, `yes`, `on` are true;
    /// empty, `0`, `false`, `no`, `off` are false (any letter case); anything else nil.
    ///
    /// ```swift
    /// PromptEnvironment.switchValue("Yes")    // true
    /// PromptEnvironment.switchValue("")       // false
    /// PromptEnvironment.switchValue("maybe")  // nil
    /// ```
    public static func switchValue(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "1", "true", "yes", "on": true
        case "", "0", "false", "no", "off": false
        default: nil
        }
    }

    /// The yes-or-no `variable` holds (nil when unset); a value that is neither throws one line
    /// naming the variable, the same line `pick` prints for its `PICK_*` switches.
    ///
    /// ```swift
    /// try PromptEnvironment.switchSetting("PICK_ACCESSIBLE", in: ["PICK_ACCESSIBLE": "on"])   // true
    /// ```
    public static func switchSetting(_ variable: String, in variables: [String: String]) throws(PromptError) -> Bool? {
        guard let value = variables[variable] else { return nil }
        guard let on = switchValue(value) else {
            throw .invalidEnvironment("\(variable) must be 1 or 0 (true or false), not '\(value)'")
        }
        return on
    }

    /// The variable that chooses a built-in theme: `PICK_THEME=high-contrast`.
    public static let themeVariable = "PICK_THEME"

    /// The built-in theme `PICK_THEME` names (nil when unset or empty); an unknown name throws
    /// one line listing the known ones.
    ///
    /// ```swift
    /// try PromptEnvironment.themeSetting(in: ["PICK_THEME": "light"])   // .light
    /// try PromptEnvironment.themeSetting(in: ["PICK_THEME": "neon"])
    /// // PICK_THEME must be one of default, high-contrast, no-color, light, not 'neon'
    /// ```
    public static func themeSetting(in variables: [String: String]) throws(PromptError) -> Theme.Name? {
        guard let value = variables[themeVariable], !value.isEmpty else { return nil }
        guard let name = Theme.Name(rawValue: value.lowercased()) else {
            throw .invalidEnvironment("\(themeVariable) must be one of \(Theme.Name.list), not '\(value)'")
        }
        return name
    }

    /// The zone `TZ` names (`Europe/Berlin`, `:Europe/Berlin`, or a path into the zoneinfo
    /// folder), else the system's.
    ///
    /// ```swift
    /// PromptEnvironment.timeZone(fromTZ: ":Asia/Tokyo").identifier   // "Asia/Tokyo"
    /// ```
    public static func timeZone(fromTZ value: String?) -> TimeZone {
        guard var name = value, !name.isEmpty else { return .current }
        if name.hasPrefix(":") { name.removeFirst() }
        if let range = name.range(of: "zoneinfo/") { name = String(name[range.upperBound...]) }
        // A POSIX rule such as `CET-1CEST` has no identifier; Foundation's own reading of TZ
        // (the system zone) is the best left.
        return TimeZone(identifier: name) ?? .current
    }

    /// Writes each warning as `<program>: warning: <line>` on standard error, the program being
    /// this executable's name; control characters in a line are made visible.
    public static let printWarnings: @Sendable ([String]) -> Void = { warnings in
        guard !warnings.isEmpty else { return }
        let program = CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? "prompt"
        let text = warnings.map { "\(program): warning: \(DisplayText.sanitized($0))\n" }.joined()
        StandardStreams.write(text, to: .error)
    }
}
