import Foundation

// `pick`: pickers for shell scripts. Everything happens in PickCommandLine, which never returns.
PickCommandLine.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
