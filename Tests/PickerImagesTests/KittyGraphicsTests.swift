import Foundation
import ImageDecoding
import PickerImages
import TerminalUI
import Testing

@Suite("Kitty graphics protocol: the bytes, and the answer through the input decoder")
struct KittyGraphicsTests {
    @Test("A small image is one command: a=T, RGBA, its size, id, the cells, quiet, then base64 of its pixels")
    func smallImage() {
        let image = RGBAImage(width: 2, height: 1) { x, _ in x == 0 ? RGBAPixel(red: 255, green: 0, blue: 0) : .white }
        let bytes = KittyGraphics.place(rgba: image.pixels, width: 2, height: 1, id: 7, columns: 20, rows: 10)
        // Pixels FF0000FF FFFFFFFF in base64.
        #expect(String(decoding: bytes, as: UTF8.self)
            == "\u{1B}_Ga=T,f=32,s=2,v=1,i=7,c=20,r=10,C=1,q=2,m=0;/wAA//////8=\u{1B}\\")
        #expect(String(decoding: KittyGraphics.delete(id: 7), as: UTF8.self) == "\u{1B}_Ga=d,d=I,i=7,q=2\u{1B}\\")
    }

    @Test("A large image goes in chunks of at most 4096 base64 bytes: m=1 on all but the last, keys only on the first")
    func chunks() throws {
        let image = TestImages.gradient(width: 64, height: 64)  // 16,384 bytes → 21,848 of base64
        let text = String(decoding: KittyGraphics.place(rgba: image.pixels, width: 64, height: 64, id: 3, columns: 32, rows: 16), as: UTF8.self)
        let commands = text.components(separatedBy: "\u{1B}\\").dropLast()
        #expect(commands.count == 6)
        var payload = ""
        for (index, command) in commands.enumerated() {
            #expect(command.hasPrefix("\u{1B}_G"))
            let parts = command.dropFirst(3).split(separator: ";", maxSplits: 1)
            let keys = String(parts[0])
            let chunk = String(parts[1])
            #expect(chunk.utf8.count <= 4096)
            let last = index == commands.count - 1
            if index == 0 {
                #expect(keys == "a=T,f=32,s=64,v=64,i=3,c=32,r=16,C=1,q=2,m=1")
            } else {
                #expect(keys == (last ? "m=0" : "m=1"))
            }
            payload += chunk
        }
        #expect(Data(base64Encoded: payload).map { [UInt8]($0) } == image.pixels)
    }

    @Test("The question is the one the protocol documents, followed by a device-attributes question")
    func query() {
        #expect(String(decoding: KittyGraphics.query, as: UTF8.self)
            == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c")
        #expect(KittyGraphics.isPositiveAnswer("i=31;OK"))
        #expect(!KittyGraphics.isPositiveAnswer("i=31;EINVAL:bad"))
        #expect(!KittyGraphics.isPositiveAnswer("i=5;OK"))
    }

    @Test("The answer and the device attributes are replies, not keys, even split across reads and among keys")
    func decoderReplies() {
        var decoder = InputDecoder()
        let answer = Array("x\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c".utf8) + [0x1B, UInt8(ascii: "["), UInt8(ascii: "B")]
        var events: [InputEvent] = []
        for byte in answer { events += decoder.decode([byte]) }
        events += decoder.flush()
        #expect(events == [.key(KeyStroke(.character("x"))), .key(KeyStroke(.down))])
        #expect(decoder.takeReplies() == [.graphics("i=31;OK"), .deviceAttributes])
        #expect(decoder.takeReplies() == [])
        // A terminal without the protocol answers only the second question.
        #expect(decoder.decode(Array("\u{1B}[?1;2c".utf8)) == [])
        #expect(decoder.takeReplies() == [.deviceAttributes])
        // Other APC strings are dropped; Alt-_ typed alone is still Alt-_.
        #expect(decoder.decode(Array("\u{1B}_Xyz\u{1B}\\".utf8)) == [])
        #expect(decoder.takeReplies() == [])
        _ = decoder.decode(Array("\u{1B}_".utf8))
        #expect(decoder.flush() == [.key(KeyStroke(.character("_"), .alt))])
    }
}
