import PickerTerminal
import TerminalUI

/// Shows a picker on the terminal (or not, with `--no-input`) and gives back its value and the
/// exit status its outcome calls for.
///
/// A command's warnings (a minute interval the platform ignores, say) are printed where a
/// person sees them, above the picker, but only once the terminal is open: so when there is
/// none, the "no terminal" error is the one line on stderr (exit 2 always prints one line).
/// With `--no-input` they come back in the outcome, for `main` to print.
///
/// ```swift
/// let outcome = try PickerLauncher.launch(picker, presentation: flags, context: context)
/// outcome.deliver()
/// ```
enum PickerLauncher {
    /// Runs `picker` as `presentation` says.
    ///
    /// A `feed` (content still arriving, e.g. `pick choose`'s stdin) is read while the picker
    /// is shown; screen-reader mode reads all of it first, as it announces a whole list.
    static func launch<Picker: TerminalPicker>(
        _ picker: Picker, feed: InputFeed<Picker>? = nil, presentation: SessionFlags, warnings: [String] = [],
        context: CommandContext
    ) throws(PickFailure) -> CommandOutcome {
        try checkHeight(presentation.height, of: picker)
        if presentation.noInput {
            // Headless: the initial selection, exactly as a confirmed picker would print it.
            return .value(picker.output, warnings: warnings)
        }
        let options = sessionOptions(presentation, terminalPath: context.terminalPath)
        if try AccessibleMode.isRequested(flag: presentation.accessible, environment: context.environment) {
            var picker = picker
            feed?.drain(into: &picker)
            let (outcome, output) = try AccessibleMode.run(picker, options: options, warnings: warnings)
            return CommandOutcome(session: outcome, output: output)
        }
        let session: TerminalSession
        do {
            session = try TerminalSession(options: options)
        } catch {
            throw .noTerminal(error.description)
        }
        show(warnings)
        let theme = Theme(depth: ColorDepth.detect(environment: context.environment))
        // The value comes from what the run hands back, read here on a path that returns.
        //
        // Why: reading `picker.output` after `session.run(&picker)` once crashed the release
        // build (Swift 6.3.1) with a bad pointer on every confirmed pick, while debug builds were
        // fine. The cause is a compiler bug: in a generic function that returns `Never`, a
        // generic value read only on paths ending in `Never` calls (then the picker, in
        // `finish`'s `.confirmed` case) loses its copy to SIL's `mem2reg` pass, and the read sees
        // uninitialised memory (reduced without PickerKit in `Reductions/GenericNeverMem2Reg/`).
        // So the run returns the picker (``TerminalSessionResult``) instead of changing a
        // variable in place, the value is read on a normal-return path, and only plain bytes go
        // on to code that ends the process.
        do {
            let result = try session.run(picker, theme: theme, feed: feed)
            return CommandOutcome(session: result.outcome, output: result.output ?? [])
        } catch {
            throw .usage(error.description)
        }
    }

    /// Prints `warnings` on stderr now, as the picker opens.
    static func show(_ warnings: [String]) {
        guard !warnings.isEmpty else { return }
        StandardStreams.write(CommandOutcome.warningLines(warnings), to: .error)
    }

    /// A usage error when `--height` gives fewer rows than `picker` can ever be used in.
    ///
    /// The minimum is the one at a wide window: a date and time picker stacks its wheels under
    /// the grid only when the window is narrow, and the "window too small" notice covers that.
    static func checkHeight(_ height: Int?, of picker: some TerminalPicker) throws(PickFailure) {
        guard let height else { return }
        var widest = picker
        widest.areaDidChange(to: AreaSize(width: 10_000, height: height))
        let minimum = widest.minimumSize.height
        if height < minimum {
            throw .usage("--height must be at least \(minimum) for this picker, not \(height)")
        }
    }

    private static func sessionOptions(_ presentation: SessionFlags, terminalPath: String) -> TerminalSessionOptions {
        TerminalSessionOptions(
            placement: presentation.fullscreen ? .fullscreen : .inline(height: presentation.height),
            keepsFinalChoice: presentation.keep,
            timeout: presentation.timeout,
            terminalPath: terminalPath)
    }
}
