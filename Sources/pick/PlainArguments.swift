/// A command line of long flags and items only, read without ArgumentParser.
///
/// Why it exists: before ArgumentParser reads a single argument it builds its parser by
/// reflecting over the command's property wrappers, and every first use of a generic wrapper
/// type makes the Swift runtime scan every protocol conformance of the binary: more than half
/// of what `pick choose` would run before its first frame ("Start-up" in Benchmarks/README.md).
/// The usual calls — `pick date`,
/// `pick choose --header Fruit`, flags from `PICK_*` variables — only use long flags, so they
/// are read here from the same table of flags the variables use (``EnvironmentFlag``).
///
/// Anything this does not understand makes the initialiser return nil, and ArgumentParser
/// parses the line as always, with its usual help and messages: `-h`, `--help`, `--`, a short
/// flag, an unknown flag, a flag given twice, a missing or empty value, or a value that starts
/// with `-`. A value that does not convert (`--height x`) is caught by
/// ``value(_:)`` the same way.
///
/// ```swift
/// let line = PlainArguments(["--header", "Fruit", "Apple", "--loop"], flags: ChooseCommand.environmentFlags)
/// line?.string("header")  // "Fruit"
/// line?.items             // ["Apple"]
/// line?.flag("loop")      // true
/// ```
struct PlainArguments {
    /// Thrown by ``value(_:)`` when a value does not convert: ArgumentParser then takes over.
    struct Unreadable: Error {}

    /// The arguments that are not flags, in order.
    private(set) var items: [String] = []
    /// The values given to each flag by its name; an empty array for a switch that was given.
    private var values: [String: [String]] = [:]

    init?(_ arguments: [String], flags: [EnvironmentFlag]) {
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("-") else {
                items.append(argument)
                continue
            }
            guard argument.hasPrefix("--") else { return nil }
            let body = argument.dropFirst(2)
            let equals = body.firstIndex(of: "=")
            let name = equals.map { body[..<$0] } ?? body
            guard let flag = flags.first(where: { $0.name == name }) else { return nil }
            switch flag.kind {
            case .flag:
                guard equals == nil, values[flag.name] == nil else { return nil }
                values[flag.name] = []
            case .value, .repeatedValue:
                let value: String
                if let equals {
                    value = String(body[body.index(after: equals)...])
                } else {
                    guard let next = rest.popFirst() else { return nil }
                    value = next
                }
                guard !value.isEmpty, !value.hasPrefix("-") else { return nil }
                guard flag.kind == .repeatedValue || values[flag.name] == nil else { return nil }
                values[flag.name, default: []].append(value)
            }
        }
    }

    /// True when the switch `name` was given.
    func flag(_ name: String) -> Bool { values[name] != nil }

    /// The value of the option `name`, or nil when it was not given.
    func string(_ name: String) -> String? { values[name]?.last }

    /// Every value of the repeatable option `name`, in order.
    func strings(_ name: String) -> [String] { values[name] ?? [] }

    /// The value of the option `name` as a number (nil when not given), converted as
    /// ArgumentParser converts it.
    func value<Value: LosslessStringConvertible>(_ name: String) throws(Unreadable) -> Value? {
        guard let text = values[name]?.last else { return nil }
        guard let value = Value(text) else { throw Unreadable() }
        return value
    }
}
