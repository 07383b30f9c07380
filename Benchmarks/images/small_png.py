"""Small RGB PNGs made with the standard library only, for the harnesses that need many files."""
import struct
import zlib


def png(width, height, seed):
    """A width×height PNG whose colour ramps depend on `seed`, so no two files look alike."""
    raw = bytearray()
    for y in range(height):
        raw.append(0)
        for x in range(width):
            raw += bytes(((x * 4 + seed) % 256, (y * 5 + seed * 3) % 256, (x + y + seed * 7) % 256))
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(raw))) + chunk(b"IEND", b"")
