import Foundation
import PickerCore
import Testing

@Suite("Clock face geometry: hand angles for a time, the value for an angle")
struct ClockFaceTests {
    @Test("3:00: the hour hand at 90°, the minute hand at 0°; 15:00 the same")
    func threeOClock() {
        #expect(ClockFace.angles(hour: 3, minute: 0) == ClockFace.Angles(hour: 90, minute: 0))
        #expect(ClockFace.angles(hour: 15, minute: 0) == ClockFace.Angles(hour: 90, minute: 0))
    }

    @Test("10:10: the minute hand at 60°, the hour hand a sixth of the way from 10 to 11 (305°)")
    func tenPastTen() {
        #expect(ClockFace.angles(hour: 10, minute: 10) == ClockFace.Angles(hour: 305, minute: 60))
        #expect(ClockFace.angles(hour: 22, minute: 10) == ClockFace.Angles(hour: 305, minute: 60))
        #expect(ClockFace.angles(hour: 0, minute: 30) == ClockFace.Angles(hour: 15, minute: 180))
        #expect(ClockFace.angles(hour: 23, minute: 59) == ClockFace.Angles(hour: 359.5, minute: 354))
    }

    @Test("Screen positions: right of the centre is 3 o'clock, below 6, left 9, above 12")
    func positions() {
        #expect(ClockFace.angle(dx: 0, dy: -5) == 0)
        #expect(ClockFace.angle(dx: 5, dy: 0) == 90)
        #expect(ClockFace.angle(dx: 0, dy: 5) == 180)
        #expect(ClockFace.angle(dx: -5, dy: 0) == 270)
        #expect(abs(ClockFace.angle(dx: 1, dy: -1) - 45) < 1e-9)
        #expect(ClockFace.angle(dx: 0, dy: 0) == 0)
    }

    @Test("An angle is the nearest minute on the interval, and the nearest hour mark")
    func valuesForAngles() {
        #expect(ClockFace.minute(atAngle: 90) == 15)
        #expect(ClockFace.minute(atAngle: 92.9) == 15)
        #expect(ClockFace.minute(atAngle: 93.1) == 16)
        #expect(ClockFace.minute(atAngle: 359) == 0)
        #expect(ClockFace.minute(atAngle: 95, interval: 15) == 15)
        #expect(ClockFace.minute(atAngle: 140, interval: 15) == 30)
        #expect(ClockFace.minute(atAngle: 350, interval: 15) == 0)
        #expect(ClockFace.minute(atAngle: -90, interval: 5) == 45)
        #expect(ClockFace.hour(atAngle: 100) == 3)
        #expect(ClockFace.hour(atAngle: 344) == 11)
        #expect(ClockFace.hour(atAngle: 346) == 0)
        #expect(ClockFace.hour(atAngle: 305) == 10)
    }

    @Test("The inner part of the dial sets the hour hand, the outer the minute hand")
    func handByDistance() {
        #expect(ClockFace.hand(atDistance: 0.2) == .hour)
        #expect(ClockFace.hand(atDistance: 0.5) == .hour)
        #expect(ClockFace.hand(atDistance: 0.7) == .minute)
        #expect(ClockFace.hand(atDistance: 1.0) == .minute)
    }
}
