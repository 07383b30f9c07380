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
guard let key = arguments.first, let type = allWorkloads.first(where: { $0.key == key }) else {
    print("usage: workload NAME [ITERATIONS]\n")
    for type in allWorkloads {
        print("  \(type.key.padding(toLength: 16, withPad: " ", startingAt: 0)) \(type.name)")
    }
    exit(arguments.isEmpty ? 0 : 64)
}
let iterations = arguments.dropFirst().first.flatMap { Int($0) } ?? 1
let workload = type.init()
var result = 0
for _ in 0..<max(1, iterations) {
    result = measuredRun(workload)
}
print("\(type.name): \(result)")
