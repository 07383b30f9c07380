// book-room: books a meeting room in three questions, then prints the booking.
// Exits as `pick` does when there is no answer: 1 after Esc, 130 after Ctrl-C, 2 without a terminal.
import Foundation
import PickerKit
import RoomBooking

let environment = PromptEnvironment.current
do {
    let booking = try BookingQuestions.ask(environment: environment)
    print(booking.summary(locale: environment.locale, timeZone: environment.timeZone))
} catch {
    FileHandle.standardError.write(Data("book-room: \(error)\n".utf8))
    exit(error.exitStatus)
}
