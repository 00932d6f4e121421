/// The colours of an image that has at most 256 (flat art: badges, rings, text on a plain
/// ground, even anti-aliased), found in one pass that stops at the 257th. Such an image is
/// written as an indexed PNG (colour type 3) that decodes to exactly the bytes the RGB or
/// RGBA file would: the same pixels, in a quarter of the data before compression.
package struct PNGPalette {
    /// Premultiplied ARGB words; translucent ones first, so that the `tRNS` chunk only
    /// lists those.
    package private(set) var colors: [UInt32] = []
    /// How many of ``colors`` have alpha below 255.
    private(set) var translucentCount = 0
    /// Open addressing, linear probing: four times the most colours, so probes stay short.
    private var keys = [UInt32](repeating: 0, count: slotCount)
    private var indices = [UInt8](repeating: 0, count: slotCount)
    private var used = [Bool](repeating: false, count: slotCount)

    private static let slotBits = 10
    private static let slotCount = 1 << slotBits

    /// Bits per index: the fewest of 1, 2, 4 and 8 that number every colour.
    package var bitDepth: Int { Self.bitDepth(forColors: colors.count) }

    /// The fewest of 1, 2, 4 and 8 bits that number `count` colours.
    package static func bitDepth(forColors count: Int) -> Int {
        switch count {
        case ...2: return 1
        case ...4: return 2
        case ...16: return 4
        default: return 8
        }
    }

    /// The palette of an `argb32` image, or nil when it has more than 256 colours.
    package init?(_ data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) {
        var last: UInt32 = 0, haveLast = false
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride)
            var x = 0
            while x < width {
                // Most pixels of flat art repeat their left neighbour: two such at a time
                // (a repeat is already in the table, so skipping it changes no index).
                if haveLast, x &+ 2 <= width,
                    row.loadUnaligned(fromByteOffset: 4 &* x, as: UInt64.self) == UInt64(last) &* 0x1_0000_0001
                {
                    x &+= 2
                    continue
                }
                let pixel = row.loadUnaligned(fromByteOffset: 4 &* x, as: UInt32.self)
                x &+= 1
                if haveLast && pixel == last { continue }
                last = pixel
                haveLast = true
                if slot(of: pixel) != nil { continue }
                guard colors.count < 256 else { return nil }
                insert(pixel, index: UInt8(truncatingIfNeeded: colors.count))
                colors.append(pixel)
            }
        }
        // Translucent colours first; then every slot gets its colour's new index.
        let ordered = colors.filter { $0 >> 24 != 0xFF } + colors.filter { $0 >> 24 == 0xFF }
        translucentCount = colors.count - colors.filter { $0 >> 24 == 0xFF }.count
        colors = ordered
        for (index, color) in colors.enumerated() {
            if let slot = slot(of: color) { indices[slot] = UInt8(truncatingIfNeeded: index) }
        }
    }

    @inline(__always)
    private static func hash(_ color: UInt32) -> Int {
        Int(truncatingIfNeeded: (color &* 0x9E37_79B1) >> UInt32(32 - slotBits))
    }

    @inline(__always)
    private func slot(of color: UInt32) -> Int? {
        var slot = Self.hash(color)
        while used[slot] {
            if keys[slot] == color { return slot }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
        return nil
    }

    private mutating func insert(_ color: UInt32, index: UInt8) {
        var slot = Self.hash(color)
        while used[slot] { slot = (slot + 1) & (Self.slotCount - 1) }
        used[slot] = true
        keys[slot] = color
        indices[slot] = index
    }

    /// The index of a colour of the image.
    @inline(__always)
    func index(of color: UInt32) -> UInt8 {
        slot(of: color).map { indices[$0] } ?? 0
    }

    /// The `PLTE` data: each colour's straight R, G, B, un-premultiplied as the RGBA
    /// scanlines are (``PNGScanlines/unpremultiplyTable``).
    package func paletteChunk() -> [UInt8] {
        PNGScanlines.unpremultiplyTable.withUnsafeBufferPointer { table in
            colors.flatMap { color -> [UInt8] in
                let alpha = Int(color >> 24)
                guard alpha < 255 else {
                    return [
                        UInt8(truncatingIfNeeded: color >> 16), UInt8(truncatingIfNeeded: color >> 8),
                        UInt8(truncatingIfNeeded: color)
                    ]
                }
                return [16, 8, 0].map { table[alpha << 8 | Int((color >> UInt32($0)) & 0xFF)] }
            }
        }
    }

    /// The `tRNS` data: the alphas of the translucent colours (none when all are opaque).
    package func transparencyChunk() -> [UInt8] {
        colors.prefix(translucentCount).map { UInt8(truncatingIfNeeded: $0 >> 24) }
    }

    /// Row `y` as a scanline: filter type 0 (None; filters seldom help indexed rows), then
    /// the indices packed at ``bitDepth`` bits, the first pixel in the high bits.
    package func writeScanline(_ row: UnsafeRawPointer, width: Int, to out: UnsafeMutablePointer<UInt8>) {
        out[0] = 0
        let depth = bitDepth, perByte = 8 / depth
        var last = row.loadUnaligned(as: UInt32.self), lastIndex = index(of: last)
        var x = 0, byte = 1
        while x < width {
            var packed: UInt8 = 0
            for slot in 0..<perByte {
                guard x < width else { break }
                let pixel = row.loadUnaligned(fromByteOffset: 4 &* x, as: UInt32.self)
                if pixel != last {
                    last = pixel
                    lastIndex = index(of: pixel)
                }
                packed |= lastIndex << UInt8(8 - depth * (slot + 1))
                x &+= 1
            }
            out[byte] = packed
            byte &+= 1
        }
    }
}
