/// A meeting room that can be booked, with the people it seats.
///
/// `CaseIterable` and `CustomStringConvertible` are all a prompt needs to offer the rooms:
/// `Prompt.choose("Room", from: Room.self)`.
public enum Room: String, CaseIterable, Equatable, Sendable, CustomStringConvertible {
    /// The small room by the kitchen.
    case atlas
    /// The room with the whiteboard wall.
    case borealis
    /// The big room for all-hands.
    case cosmos

    /// How many people fit.
    public var seats: Int {
        switch self {
        case .atlas: 4
        case .borealis: 8
        case .cosmos: 20
        }
    }

    /// What the picker shows: the name and the seats, "Borealis (8 seats)".
    public var description: String { "\(rawValue.capitalized) (\(seats) seats)" }
}
