import PickerTerminal

// `pick`: pickers for shell scripts. The command line gives back what to print and how to
// end; this prints it and exits, once.
StandardStreams.holdClosedStreams()
ProcessControl.ignoreBrokenPipe()
ProcessControl.reportCrashesInOneLine(as: "pick")
PickCommandLine.run(
    arguments: Array(CommandLine.arguments.dropFirst()),
    context: .process(environment: ProcessEnvironment.variables())
).deliver()
