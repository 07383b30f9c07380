import Testing

/// The real `pick` binary, run as a person and as a script would run it.
///
/// Interactive tests drive a private tmux server per test (a real pty, so they run the same on
/// CI, where the test runner has no terminal), wait by polling the screen rather than sleeping
/// fixed times, and read results from files the shell writes. They run one after another so
/// a loaded two-core machine is not asked to run a dozen terminals at once.
@Suite(.serialized) struct PickEndToEndTests {}

/// The help line every `pick choose` frame ends with: seeing it means the picker is drawn and
/// listening.
let readyMarker = "esc cancel"
