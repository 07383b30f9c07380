/// 1,000,000 file-path-like lines from a fixed seed, such as `find` or `git ls-files` pipe into
/// a filter: `src/parser/config_model_4821.swift`; one line in a hundred holds an accented word
/// (`café`, `Zürich`), so the folding of non-ASCII lines is part of the cost. About 31 MB.
///
/// `workload filter-lines PATH` writes them to a file, for `fzf --filter` on the same input.
public enum FilterLines {
    public static let count = 1_000_000
    static let directories = ["src", "lib", "test", "docs", "tools", "assets", "build", "vendor"]
    static let words = [
        "parser", "config", "model", "view", "render", "buffer", "session", "input", "output", "filter",
        "wheel", "calendar", "theme", "layout", "event", "action", "state", "reducer", "source", "cache",
        "index", "query", "match", "score", "rank", "frame", "diff", "style", "color", "width",
    ]
    static let accented = ["café", "Zürich", "naïve", "Genève", "façade", "São_Paulo", "Ærø", "crème"]
    static let extensions = ["swift", "md", "json", "txt", "c", "h", "py", "sh"]

    /// The lines, each ending with a newline.
    public static func make(count: Int = count) -> [UInt8] {
        var random = SplitMix64(seed: 13)
        func pick(_ list: [String]) -> String { list[Int(random.next() % UInt64(list.count))] }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count * 32)
        for _ in 0..<count {
            let name = random.next() % 100 == 0 ? pick(accented) : pick(words)
            let line = "\(pick(directories))/\(pick(words))/\(name)_\(pick(words))_\(random.next() % 10_000).\(pick(extensions))\n"
            bytes += Array(line.utf8)
        }
        return bytes
    }
}
