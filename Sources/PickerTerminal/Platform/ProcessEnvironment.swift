#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's environment variables, read straight from the C `environ` list.
///
/// Why not `ProcessInfo.processInfo.environment`: on Linux, Foundation's `ProcessInfo` is set
/// up on first use (host and process state, locks, a dictionary built through generic code),
/// work and page faults a static binary would pay before `pick` has read its first flag
/// (Benchmarks/README.md). This is the same dictionary, made in one cheap pass: each
/// `NAME=value` entry split at its first `=`, the first of two entries with one name kept (as
/// `getenv` finds it), entries without `=` skipped.
///
/// ```swift
/// let variables = ProcessEnvironment.variables()
/// variables["TERM"]   // "xterm-256color"
/// ```
package enum ProcessEnvironment {
    /// Every variable of the process, read now.
    package static func variables() -> [String: String] {
        #if canImport(Glibc)
        let entries: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        #else
        let entries: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = _NSGetEnviron().pointee
        #endif
        var texts: [String] = []
        if var cursor = entries {
            while let entry = cursor.pointee {
                texts.append(String(cString: entry))
                cursor += 1
            }
        }
        return variables(parsing: texts)
    }

    /// The variables of `NAME=value` entries, as ``variables()`` reads them.
    static func variables(parsing entries: [String]) -> [String: String] {
        var variables: [String: String] = [:]
        for text in entries {
            guard let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let name = String(text[..<equals])
            if variables[name] == nil {
                variables[name] = String(text[text.index(after: equals)...])
            }
        }
        return variables
    }
}
