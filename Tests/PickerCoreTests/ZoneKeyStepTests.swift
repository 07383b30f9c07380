import Foundation
import PickerCore
import Testing
import PickerFormats

/// Key steps across the transitions that are not on the hour (Behaviour 2.5): a step always
/// reaches the next instant that exists in its direction, in every zone.
///
/// The sweep's expectations are derived from Python's `zoneinfo` (the IANA tz data), not from
/// the code under test: `Tests/Oracles/zone_key_steps.py` writes ``ZoneKeyStepGolden/lines``.
@Suite("Key steps across transitions off the hour")
struct ZoneKeyStepTests {
    typealias F = DateFixture

    /// Steps `picker` by `rows` and lets it come to rest, as a person pressing an arrow and
    /// then waiting does.
    static func step(_ picker: inout DateWheelPicker, _ rows: Int, clock: inout Double) {
        picker.apply(.step(by: rows))
        clock += 30
        picker.apply(.tick(now: clock))
    }

    @Test("every zone with a transition off the hour 1970–2040: five hour steps down, five up, as zoneinfo says")
    func sweep() throws {
        var checked = 0
        var zones = Set<String>()
        var wrong: [String] = []
        for line in ZoneKeyStepGolden.lines.split(separator: "\n") {
            let fields = line.split(separator: " ")
            try #require(fields.count == 4, "\(line)")
            let zone = try #require(TimeZone(identifier: String(fields[0])), "\(fields[0])")
            let instants = { (text: Substring) in
                text == "-" ? [] : text.split(separator: ",").compactMap { Double($0).map(Date.init(timeIntervalSince1970:)) }
            }
            let start = try #require(instants(fields[1]).first)
            var picker = F.picker(.time, date: start, locale: "de_DE", zone: zone)
            var clock = 0.0
            picker.apply(.tick(now: clock))
            picker.apply(.focus(component: picker.component(.hour)))
            for (rows, expected) in [(1, instants(fields[2])), (-1, instants(fields[3]))] {
                for instant in expected {
                    let from = picker.date
                    Self.step(&picker, rows, clock: &clock)
                    if picker.date != instant, wrong.count < 12 {
                        wrong.append("\(fields[0]) \(Self.iso(from, zone)) \(rows > 0 ? "↓" : "↑") → \(Self.iso(picker.date, zone)), "
                            + "zoneinfo \(Self.iso(instant, zone))")
                    }
                    checked += 1
                }
            }
            zones.insert(String(fields[0]))
        }
        #expect(wrong.isEmpty, "\(wrong)")
        #expect(zones.count >= 25 && checked > 8_000, "\(zones.count) zones, \(checked) steps")
    }

    static func iso(_ date: Date, _ zone: TimeZone) -> String {
        DateOutputFormat.iso(date, mode: .dateAndTime, timeZone: zone)
    }

    @Test("the issue's examples: Lord Howe's and Chatham's fall-back hours, Chatham's spring gap, date and time wheels",
          arguments: [
              // zone, start, key steps on the hour wheel, what each step reaches (derived from zoneinfo)
              ("Australia/Lord_Howe", "2026-04-04T13:15:00Z", 1, ["2026-04-04T14:15:00Z", "2026-04-04T15:45:00Z", "2026-04-04T16:45:00Z"]),
              ("Pacific/Chatham", "2026-04-04T11:30:00Z", 1, ["2026-04-04T12:30:00Z", "2026-04-04T13:30:00Z", "2026-04-04T14:30:00Z"]),
              ("Pacific/Chatham", "2026-09-26T13:05:00Z", 1, ["2026-09-26T14:05:00Z", "2026-09-26T15:05:00Z"]),
              ("Pacific/Chatham", "2026-09-26T15:25:00Z", -1, ["2026-09-26T14:25:00Z", "2026-09-26T13:25:00Z", "2026-09-26T12:25:00Z"]),
          ])
    func examples(zone identifier: String, start: String, rows: Int, reached: [String]) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        for locale in ["de_DE", "en_US"] {
            var picker = F.picker(.dateAndTime, date: F.instant(start), locale: locale, zone: zone)
            var clock = 0.0
            picker.apply(.tick(now: clock))
            picker.apply(.focus(component: picker.component(.hour)))
            for expected in reached {
                Self.step(&picker, rows, clock: &clock)
                #expect(Self.iso(picker.date, zone) == Self.iso(F.instant(expected), zone), "\(locale)")
            }
        }
    }
}

/// The clock face steps wall-clock hours as the wheels do, and the second pass of a repeated
/// hour is told apart on the wheels, the field and the clock (Behaviour 2.5). Instants derived
/// from zoneinfo, as ``ZoneKeyStepTests`` says.
@Suite("Repeated hours and the clock, off the hour")
struct RepeatedHourTests {
    typealias F = DateFixture

    @Test("the clock's hour hand reaches what the hour wheel reaches", arguments: [
        ("Australia/Lord_Howe", "2026-04-04T13:15:00Z", 1, ["2026-04-04T14:15:00Z", "2026-04-04T15:45:00Z", "2026-04-04T16:45:00Z"]),
        ("Australia/Lord_Howe", "2026-04-04T14:45:00Z", 1, ["2026-04-04T15:15:00Z", "2026-04-04T16:15:00Z"]),
        ("Pacific/Chatham", "2026-04-04T11:30:00Z", 1, ["2026-04-04T12:30:00Z", "2026-04-04T13:30:00Z", "2026-04-04T14:30:00Z"]),
        ("Pacific/Chatham", "2026-09-26T13:05:00Z", 1, ["2026-09-26T14:05:00Z", "2026-09-26T15:05:00Z"]),
        ("Pacific/Chatham", "2026-09-26T15:25:00Z", -1, ["2026-09-26T14:25:00Z", "2026-09-26T13:25:00Z", "2026-09-26T12:25:00Z"]),
    ])
    func clockSteps(zone identifier: String, start: String, rows: Int, reached: [String]) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        for mode in [DatePickerMode.dateAndTime, .time] {
            var clock = ClockEditor(state: F.state(mode, style: .graphical, date: F.instant(start), zone: zone))
            var wheels = F.picker(mode, date: F.instant(start), locale: "en_US", zone: zone)
            var now = 0.0
            wheels.apply(.tick(now: now))
            wheels.apply(.focus(component: wheels.component(.hour)))
            for expected in reached {
                clock.apply(.turn(.hour, by: rows))
                ZoneKeyStepTests.step(&wheels, rows, clock: &now)
                #expect(clock.state.date == F.instant(expected), "\(mode)")
                #expect(wheels.date == F.instant(expected), "\(mode)")
            }
        }
    }

    @Test("the second 01 of Lord Howe's and New York's fall-back night names its offset on wheels, field and clock",
          arguments: [
              // zone, the first and the second 01:45 (derived from zoneinfo), en_US
              ("Australia/Lord_Howe", "2026-04-04T14:45:00Z", "2026-04-04T15:15:00Z"),
              ("America/New_York", "2026-11-01T05:45:00Z", "2026-11-01T06:45:00Z"),
          ])
    func secondPassNamed(zone identifier: String, first: String, second: String) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        let firstPass = F.picker(.time, date: F.instant(first), locale: "de_DE", zone: zone)
        let secondPass = F.picker(.time, date: F.instant(second), locale: "de_DE", zone: zone)
        #expect(firstPass.selectedTitles == ["01", "45"])
        let label = try #require(secondPass.selectedTitles.first?.dropFirst(3))
        #expect(secondPass.selectedTitles == ["01 " + label, "45"])
        #expect(!label.isEmpty)
        let field = { (date: String) in
            DateFieldEditor(state: F.state(.time, date: F.instant(date), locale: "de_DE", zone: zone)).text
        }
        #expect(field(first) == "01:45")
        #expect(field(second) == "01 \(label):45")
        let clock = ClockEditor(state: F.state(.time, style: .graphical, date: F.instant(second), locale: "de_DE", zone: zone))
        #expect(clock.text == "01 \(label):45")
    }
}
