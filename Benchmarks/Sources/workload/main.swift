// `workload NAME [ITERATIONS]`: runs one workload's measured part ITERATIONS times (default 1)
// and prints its result, for instruction counts that do not depend on the machine's load:
//
//     valgrind --tool=callgrind --toggle-collect='*measuredRun*' .build/release/workload decoder
//
// (Benchmarks/callgrind.sh does exactly that.) Without a name it lists the workloads.
import Foundation
import Workloads

/// The measured part, kept out of line so callgrind can count only what happens inside it.
@inline(never)
func measuredRun(_ workload: any Workload) -> Int {
    workload.run()
}

let arguments = CommandLine.arguments.dropFirst()
// `workload filter-lines PATH`: the filter jobs' input as a file, for `fzf --filter` on it.
if arguments.first == "filter-lines", let path = arguments.dropFirst().first {
    FileManager.default.createFile(atPath: path, contents: Data(FilterLines.make()))
    exit(0)
}
// `workload filter-keys [RUNS]`: each key's median time, for every corpus and mode filter.sh times.
if arguments.first == "filter-keys" {
    let runs = arguments.dropFirst().first.flatMap { Int($0) } ?? 9
    for typing in FilterTyping.all {
        let medians = typing.keyMedians(runs: runs).map { String(format: "%.2f", $0) }
        print("\(typing.label): \(medians.joined(separator: " / ")) ms")
    }
    exit(0)
}
guard let key = arguments.first, let type = allWorkloads.first(where: { $0.key == key }) else {
    print("usage: workload NAME [ITERATIONS]\n")
    for type in allWorkloads {
        print("  \(type.key.padding(toLength: 26, withPad: " ", startingAt: 0)) \(type.name)")
    }
    exit(arguments.isEmpty ? 0 : 64)
}
let iterations = arguments.dropFirst().first.flatMap { Int($0) } ?? 1
let workload = type.init()
var result = 0
// `workload NAME N median`: also times each run and prints the median and the fastest, for jobs
// whose one run is what a person waits for (a keystroke) on a machine too busy for the suite.
if arguments.dropFirst(2).first == "median" {
    var times: [Double] = []
    for _ in 0..<max(1, iterations) {
        let start = DispatchTime.now().uptimeNanoseconds
        result = measuredRun(workload)
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    times.sort()
    print(String(format: "%@: %d; median %.3f ms, fastest %.3f ms over %d runs", type.name, result, times[times.count / 2], times[0], times.count))
    exit(0)
}
for _ in 0..<max(1, iterations) {
    result = measuredRun(workload)
}
print("\(type.name): \(result)")
