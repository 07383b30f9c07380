import PickerKit

/// Runs a command's prompt through PickerKit's public API (or not, with `--no-input`) and
/// gives back its value and the exit status its ending calls for.
///
/// A command's warnings (a minute interval the platform ignores, say) are printed where a
/// person sees them, above the picker, but only once the terminal is open: so when there is
/// none, the "no terminal" error is the one line on stderr (exit 2 always prints one line).
/// With `--no-input` they come back in the outcome, for `main` to print.
///
/// ```swift
/// let prompt = PickerPrompt(picker) { $0.output }
/// let outcome = try PickerLauncher.launch(prompt, presentation: flags, context: context)
/// outcome.deliver()
/// ```
enum PickerLauncher {
    /// Runs what a PickerKit builder assembles from the settings: its prompt, or the answer
    /// it found without asking (status 1 for none, as fzf's). A rule the settings break is a
    /// usage error (status 2). `unanswered` is printed when nothing is chosen (`--print-query`).
    static func launch(
        building build: () throws(PromptError) -> LineAssembly, presentation flags: SessionFlags, context: CommandContext,
        unanswered: [UInt8]? = nil
    ) throws(PickFailure) -> CommandOutcome {
        let assembly: LineAssembly
        do {
            assembly = try build()
        } catch .timedOut {
            return CommandOutcome(exit: .status(PromptError.timedOut.exitStatus))
        } catch {
            throw PickFailure(building: error)
        }
        // The timeout counts from the command's start: the picker gets what reading the lines left of it.
        var flags = flags
        flags.timeout = flags.timeout.map { max(0.001, $0 - (MonotonicClock.now() - context.started)) }
        switch assembly {
        case .prompt(let prompt): return try launch(prompt, presentation: flags, context: context)
        case .answered(let bytes): return .value(bytes)
        case .unanswered: return CommandOutcome(standardOutput: unanswered ?? [], exit: .status(1))
        }
    }

    /// Runs `prompt` as the flags in `presentation` say; its value is the bytes to print.
    /// With `keepsAnswer`, `--keep` leaves the prompt's own answered line rather than the value
    /// printed (a password's dots, Behaviour 8.4).
    static func launch<Picker: TerminalPicker>(
        _ prompt: PickerPrompt<Picker, [UInt8]>, presentation flags: SessionFlags, context: CommandContext,
        keepsAnswer: Bool = false, title: String? = nil
    ) throws(PickFailure) -> CommandOutcome {
        try launch(LinePrompt(prompt), presentation: flags, context: context, keepsAnswer: keepsAnswer, title: title)
    }

    /// Runs `prompt` as the flags in `presentation` say; its value is the bytes to print.
    ///
    /// The value comes back from the run, on a path that returns. Why: Swift 6.3.1's release
    /// build miscompiles reading `picker.output` after a session changed the picker in place,
    /// and crashes on every confirmed pick: in a generic function that returns `Never`, a generic
    /// value read only on paths ending in `Never` calls loses its copy to SIL's `mem2reg` pass
    /// (reduced without PickerKit in `Reductions/GenericNeverMem2Reg/`). Only plain bytes go on
    /// to code that ends the process.
    ///
    /// `--keep` leaves `Title: value`, as every answered line reads: the title is
    /// `title` (a command's question), else `--header`; a value alone without either.
    static func launch(
        _ prompt: LinePrompt, presentation flags: SessionFlags, context: CommandContext, keepsAnswer: Bool = false,
        title: String? = nil
    ) throws(PickFailure) -> CommandOutcome {
        try checkHeight(flags.height, minimum: prompt.minimumHeight(at:))
        if flags.noInput {
            // Headless: the initial selection, exactly as a confirmed picker would print it.
            return .value(prompt.initialLines, warnings: prompt.warnings)
        }
        var presentation = flags.promptPresentation
        var environment = try context.promptEnvironment()
        environment.reportWarnings = { show($0) }
        presentation.accessible = flags.accessible
        if let language = flags.language { environment.language = language }
        do {
            // `--keep` leaves what is printed (a `--format`, a countdown's seconds), not the
            // picker's own output, so the screen and the script agree.
            let bytes = try prompt.run(
                presentation: presentation, environment: environment, answersWithValue: flags.keep && !keepsAnswer,
                title: title ?? flags.header)
            // Confirmed with nothing chosen (`--print-query`'s Enter on no match): printed, status 1.
            if prompt.choseNothing { return CommandOutcome(standardOutput: (bytes ?? []) + [UInt8(ascii: "\n")], exit: .status(1)) }
            return .value(bytes)
        } catch {
            return try CommandOutcome(ending: error)
        }
    }

    /// Prints `warnings` on stderr now, as the picker opens.
    static func show(_ warnings: [String]) {
        guard !warnings.isEmpty else { return }
        StandardStreams.write(CommandOutcome.warningLines(warnings), to: .error)
    }

    /// A usage error when `--height` gives fewer rows than the picker can ever be used in;
    /// `minimum` is the picker's fewest rows at a wide window, `height` rows tall.
    ///
    /// The minimum is the one at a wide window: a date and time picker stacks its wheels under
    /// the grid only when the window is narrow, and the "window too small" notice covers that.
    static func checkHeight(_ height: Int?, minimum: (Int) -> Int) throws(PickFailure) {
        guard let height else { return }
        let minimum = minimum(height)
        if height < minimum {
            throw .usage("--height must be at least \(minimum) for this picker, not \(height)")
        }
    }
}

extension SessionFlags {
    /// How PickerKit shows the prompt: `pick` clears its area when done; `--keep` leaves the
    /// printed value as the answered line (see ``PickerLauncher/launch(_:presentation:context:)``);
    /// `--vim` is the key mode, so every command's picker gets vim keys here, in one place.
    var promptPresentation: PromptPresentation {
        PromptPresentation(
            placement: fullscreen ? .fullscreen : .inline(height: height), showsHelp: !noHelp,
            timeout: timeout.map(PromptPresentation.clampedTimeout(seconds:)), ending: keep ? .answeredLine : .clear, keyMode: vim ? .vim : .standard)
    }
}

extension CommandOutcome {
    /// What a prompt that ended without a value prints and exits with: nothing and 1, 130 or
    /// 124; a signal re-raised; the errors thrown as one-line failures (exit 2).
    init(ending error: PromptError) throws(PickFailure) {
        switch error {
        case .cancelled, .taskCancelled, .interrupted, .timedOut: self.init(exit: .status(error.exitStatus))
        case let .terminated(signal): self.init(exit: .signal(signal))
        case let .noTerminal(reason): throw .noTerminal(reason)
        case let .invalidArgument(message), let .invalidEnvironment(message), let .terminalFailed(message):
            throw .usage(message)
        case .scriptExhausted: throw .usage(error.description)
        }
    }
}
