// book-room: books a meeting room, asking only for the options left out (see `BookRoom`).
// Exits as ArgumentParser does for a missing or bad option (64), and as `pick` does when a
// question gets no answer: 1 after Esc, 130 after Ctrl-C.
import RoomBooking

BookRoom.main()
