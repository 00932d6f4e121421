import CCairo
import Foundation
import Testing

@testable import VellumCairo
@testable import VellumPNG

/// Our PNG encoder against Cairo's own writer: same pixels after decoding, valid chunks,
/// typed errors for bad input.
@Suite struct PNGEncoderTests {
    /// Images that exercise both colour types, every alpha, odd sizes and stride padding.
    static let images: [PNGTestImage] = [
        PNGTestImage("opaque ring", width: 256, height: 256) { cr in
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            cairo_arc(cr, 128, 128, 100, 0, 2 * .pi)
            cairo_set_line_width(cr, 20)
            cairo_set_source_rgb(cr, 0, 122.0 / 255, 1)
            cairo_stroke(cr)
        },
        PNGTestImage("translucent gradients", width: 200, height: 120) { cr in
            let linear = cairo_pattern_create_linear(0, 0, 200, 0)!
            cairo_pattern_add_color_stop_rgba(linear, 0, 1, 0.23, 0.19, 0)
            cairo_pattern_add_color_stop_rgba(linear, 1, 0, 0.48, 1, 1)
            cairo_set_source(cr, linear)
            cairo_paint(cr)
            cairo_pattern_destroy(linear)
            let radial = cairo_pattern_create_radial(100, 60, 0, 100, 60, 60)!
            cairo_pattern_add_color_stop_rgba(radial, 0, 1, 0.8, 0, 0.9)
            cairo_pattern_add_color_stop_rgba(radial, 1, 0.2, 0.78, 0.35, 0.05)
            cairo_set_source(cr, radial)
            cairo_arc(cr, 100, 60, 55, 0, 2 * .pi)
            cairo_fill(cr)
            cairo_pattern_destroy(radial)
        },
        PNGTestImage("fully transparent", width: 64, height: 48) { _ in },
        PNGTestImage("1×1 opaque", width: 1, height: 1) { cr in
            cairo_set_source_rgb(cr, 0.2, 0.4, 0.6)
            cairo_paint(cr)
        },
        PNGTestImage("1×1 translucent", width: 1, height: 1) { cr in
            cairo_set_source_rgba(cr, 0.9, 0.5, 0.1, 0.3)
            cairo_paint(cr)
        },
        PNGTestImage("odd width, antialiased circle", width: 37, height: 23) { cr in
            cairo_arc(cr, 18.3, 11.7, 9.4, 0, 2 * .pi)
            cairo_set_source_rgba(cr, 0.69, 0.32, 0.87, 0.8)
            cairo_fill(cr)
        },
        PNGTestImage("odd width, opaque, padded stride", width: 33, height: 17, padding: 36) { cr in
            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            cairo_rectangle(cr, 3.5, 2.25, 20.3, 9.9)
            cairo_set_source_rgb(cr, 1, 0.8, 0)
            cairo_fill(cr)
        },
        PNGTestImage("translucent, padded stride", width: 45, height: 31, padding: 100) { cr in
            cairo_move_to(cr, 2, 2)
            cairo_curve_to(cr, 40, 0, 0, 30, 43, 29)
            cairo_set_line_width(cr, 6)
            cairo_set_source_rgba(cr, 0, 0, 0, 0.5)
            cairo_stroke(cr)
        },
        // Row y has alpha y, and every premultiplied value 0...alpha appears in it, so every
        // pair (alpha, c) goes through the un-premultiplication.
        PNGTestImage("every alpha and value", width: 256, height: 256) { x, y in
            let a = UInt32(y), c = UInt32(x) * a / 255
            return (a, c, a - c, UInt32((x * 7 + y) % 256) * a / 255)
        },
        // Opaque except one pixel: must still be RGBA (400 colours, not indexed).
        PNGTestImage("one translucent pixel", width: 20, height: 20) { x, y in
            x == 19 && y == 19 ? (254, 100, 0, 254) : (255, UInt32(x * 12), UInt32(y * 12), 77)
        },
        // Opaque, 2,000 colours: RGB.
        PNGTestImage("opaque, many colours", width: 100, height: 20) { x, y in
            (255, UInt32(x * 2), UInt32(y * 12), UInt32((x + y) % 256))
        },
        // Indexed at each bit depth, at widths that leave a partial last byte.
        PNGTestImage("2 colours, 1 bit", width: 13, height: 5) { x, y in
            (x + y) % 3 == 0 ? (255, 0, 0, 0) : (255, 255, 255, 255)
        },
        PNGTestImage("3 colours and clear, 2 bits", width: 7, height: 6) { x, y in
            [(0, 0, 0, 0), (128, 64, 0, 32), (255, 10, 20, 30), (255, 200, 100, 0)][(x * 3 + y) % 4]
        },
        PNGTestImage("16 colours, 4 bits", width: 9, height: 9) { x, y in
            let i = UInt32((x + 2 * y) % 16)
            return (i < 4 ? 40 * i + 10 : 255, i * 2, i, i < 4 ? 0 : i * 9)
        },
        PNGTestImage("17 colours, 8 bits", width: 17, height: 3) { x, _ in
            (255, UInt32(x * 15), 0, 255 - UInt32(x * 15))
        },
        PNGTestImage("256 colours, 8 bits", width: 256, height: 2) { x, y in
            let a = UInt32(max(x, 1)); return (a, a / 2, a / 3, a * UInt32(y))
        }
    ]

    static let compressions = PNGCompression.allCases

    @Test(arguments: images, compressions)
    func decodesToTheSamePixelsAsCairosOwnPNG(_ image: PNGTestImage, _ compression: PNGCompression) throws {
        let ours = try PNGEncoder.encode(
            argb32: image.data, width: image.width, height: image.height,
            stride: image.stride, compression: compression)
        let expected = try DecodedPNG(image.cairoPNG())
        let actual = try DecodedPNG(ours)
        #expect(actual.format == expected.format, "\(image.name): \(actual) vs \(expected)")
        #expect(actual.width == image.width && actual.height == image.height)
        #expect(actual.pixels == expected.pixels, "\(image.name) at \(compression) decodes differently")
    }

    /// Flatness judged by every fourth row (images of 32 rows and more) gives the verdict of
    /// every row on these images: the ring is flat, the gradients and the image of every
    /// alpha and value are not.
    @Test func flatnessFromEveryFourthRowAgreesWithEveryRow() throws {
        func everyRow(_ image: PNGTestImage) -> Bool {
            var repeats = 0
            for y in 0..<image.height {
                for x in 0..<image.width {
                    func pixel(_ x: Int, _ y: Int) -> UInt32 {
                        UnsafeRawPointer(image.data + y * image.stride).loadUnaligned(
                            fromByteOffset: 4 * x, as: UInt32.self)
                    }
                    if x > 0 && pixel(x, y) == pixel(x - 1, y) || y > 0 && pixel(x, y) == pixel(x, y - 1) {
                        repeats += 1
                    }
                }
            }
            return repeats * 5 >= image.width * image.height * 4
        }
        var verdicts: [String: Bool] = [:]
        for image in Self.images {
            let sampled = PNGScanlines.isFlat(
                image.data, width: image.width, height: image.height, stride: image.stride)
            #expect(sampled == everyRow(image), "\(image.name)")
            verdicts[image.name] = sampled
        }
        #expect(verdicts["opaque ring"] == true)
        #expect(verdicts["translucent gradients"] == false)
        #expect(verdicts["every alpha and value"] == false)
    }

    /// Every filter strategy, not only the one each compression ends up keeping.
    @Test(
        arguments: [PNGFilterStrategy.minimumSumOfAbsoluteDifferences, .minimumSumAmongNoneSubUp, .chosenByFlatness]
            + PNGFilter.allCases.map { .fixed($0) })
    func everyFilterDecodesToTheSamePixels(_ strategy: PNGFilterStrategy) throws {
        for image in Self.images {
            let ours = try PNGEncoder.encode(
                argb32: image.data, width: image.width, height: image.height,
                stride: image.stride,
                settings: PNGEncodingSettings(deflate: .libdeflate(level: 1), strategies: [strategy]))
            #expect(try DecodedPNG(ours) == DecodedPNG(image.cairoPNG()), "\(image.name) with \(strategy)")
        }
    }

    @Test(arguments: images, compressions)
    func chunksAreValid(_ image: PNGTestImage, _ compression: PNGCompression) throws {
        let png = try PNGEncoder.encode(
            argb32: image.data, width: image.width, height: image.height,
            stride: image.stride, compression: compression)
        let file = PNGChunks(png)
        #expect(file.signature == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        // Only IHDR, for an indexed image PLTE and maybe tRNS, IDAT... and IEND, like Cairo's
        // writer, and nothing after IEND.
        let indexed = png[25] == 3
        var types = file.chunks.map(\.type)
        #expect(types.first == "IHDR" && types.last == "IEND")
        if indexed {
            #expect(types.count > 1 && types[1] == "PLTE")
            types.removeAll { $0 == "PLTE" }
            if types.count > 1 && types[1] == "tRNS" { types.remove(at: 1) }
        }
        #expect(types.dropFirst().dropLast().allSatisfy { $0 == "IDAT" } && types.count >= 3)
        #expect(file.chunks.map { 12 + $0.data.count }.reduce(8, +) == png.count)
        for chunk in file.chunks {
            #expect(PNGChunks.crc32(Array(chunk.type.utf8) + chunk.data) == chunk.crc, "CRC of \(chunk.type)")
        }
        let header = try #require(file.chunks.first?.data)
        #expect(header.count == 13)
        let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
        let height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == image.width && height == image.height)
        let opaque = (0..<image.height).allSatisfy { y in
            (0..<image.width).allSatisfy { x in image.data[y * image.stride + 4 * x + 3] == 255 }
        }
        // Compression, filter and interlace methods 0. Indexed: fewColoursAreIndexed checks it.
        #expect(Array(header[10...]) == [0, 0, 0])
        guard !indexed else { return }
        // Bit depth 8; colour type 2 (RGB) when opaque, 6 (RGBA) otherwise, as Cairo picks.
        #expect(Array(header[8...9]) == [8, opaque ? 2 : 6], "\(image.name)")
        let cairoHeader = try #require(PNGChunks(image.cairoPNG()).chunks.first?.data)
        #expect(cairoHeader[9] == header[9])
    }

    /// The adaptive filter's sixteen-byte blocks give exactly the bytes and choice of the
    /// specification's scalar formulas, for every row width and pixel size around the block
    /// edges, on random rows and on rows of extremes (0, 127, 128, 255).
    @Test func adaptiveFilterBlocksMatchTheScalarFormulas() {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        let extremes: [UInt8] = [0, 1, 127, 128, 129, 254, 255]
        for bpp in [1, 2, 3, 4, 6, 8] {
            for count in [bpp, 15, 16, 17, 31, 33, 64, 100, 1_024, 4_100, 9_000] where count >= bpp {
                for round in 0..<3 {
                    let raw = (0..<count).map { _ in round == 2 ? extremes[Int(next()) % extremes.count] : next() }
                    let prior = (0..<count).map { _ in
                        round == 1 ? 0 : (round == 2 ? extremes[Int(next()) % extremes.count] : next())
                    }
                    var scratch = [UInt8](repeating: 0, count: 4 * count)
                    var out = [UInt8](repeating: 0, count: count + 1)
                    PNGFilter.applyAdaptive(row: raw, prior: prior, count: count, bpp: bpp, scratch: &scratch, to: &out)
                    #expect(
                        out == Self.scalarAdaptive(raw, prior, bpp: bpp), "bpp \(bpp), \(count) bytes, round \(round)")
                }
            }
        }
    }

    /// The adaptive choice written straight from the specification (9.2–9.4) and libpng's cost.
    static func scalarAdaptive(_ raw: [UInt8], _ prior: [UInt8], bpp: Int) -> [UInt8] {
        func left(_ i: Int) -> Int { i >= bpp ? Int(raw[i - bpp]) : 0 }
        func upperLeft(_ i: Int) -> Int { i >= bpp ? Int(prior[i - bpp]) : 0 }
        let rows: [[UInt8]] = (0..<5).map { type in
            raw.indices.map { i in
                let x = Int(raw[i]), a = left(i), b = Int(prior[i]), c = upperLeft(i)
                let predicted: Int
                switch type {
                case 0: predicted = 0
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                default:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predicted = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                }
                return UInt8((x - predicted) & 0xFF)
            }
        }
        let sums = rows.map { row in row.reduce(0) { $0 + ($1 < 128 ? Int($1) : 256 - Int($1)) } }
        let best = sums.indices.min { sums[$0] < sums[$1] || (sums[$0] == sums[$1] && $0 < $1) }!
        return [UInt8(best)] + rows[best]
    }

    /// Distinct premultiplied pixels of an image.
    static func colorCount(_ image: PNGTestImage) -> Int {
        var colors = Set<UInt32>()
        for y in 0..<image.height {
            let row = UnsafeRawPointer(image.data + y * image.stride)
            for x in 0..<image.width { colors.insert(row.loadUnaligned(fromByteOffset: 4 * x, as: UInt32.self)) }
        }
        return colors.count
    }

    /// At most 256 colours: indexed (colour type 3) at the fewest bits, `tRNS` listing only
    /// the translucent colours. More: RGB when opaque, else RGBA. Every case decodes to
    /// Cairo's own pixels (decodesToTheSamePixelsAsCairosOwnPNG).
    @Test(arguments: images, compressions)
    func fewColoursAreIndexed(_ image: PNGTestImage, _ compression: PNGCompression) throws {
        let png = try PNGEncoder.encode(
            argb32: image.data, width: image.width, height: image.height,
            stride: image.stride, compression: compression)
        let colors = Self.colorCount(image)
        let chunks = PNGChunks(png).chunks
        if colors <= 256 {
            #expect(png[25] == 3, "\(image.name): \(colors) colours")
            #expect(Int(png[24]) == (colors <= 2 ? 1 : colors <= 4 ? 2 : colors <= 16 ? 4 : 8))
            let palette = try #require(chunks.first { $0.type == "PLTE" })
            #expect(palette.data.count == 3 * colors)
            let alphas = chunks.first { $0.type == "tRNS" }?.data ?? []
            #expect(alphas.allSatisfy { $0 < 255 })
        } else {
            let opaque = (0..<image.height).allSatisfy { y in
                (0..<image.width).allSatisfy { x in (image.data + y * image.stride + 4 * x + 3).pointee == 255 }
            }
            #expect(png[25] == (opaque ? 2 : 6), "\(image.name): \(colors) colours")
            #expect(!chunks.contains { $0.type == "PLTE" })
        }
    }

    /// Indexed flat art is smaller than the same pixels as RGB: the anti-aliased ring.
    @Test func indexedFlatArtIsSmaller() throws {
        let ring = try #require(Self.images.first { $0.name == "opaque ring" })
        var settings = PNGCompression.default.settings
        let indexed = try PNGEncoder.encode(
            argb32: ring.data, width: 256, height: 256, stride: ring.stride, settings: settings)
        settings.indexesFewColors = false
        let rgb = try PNGEncoder.encode(
            argb32: ring.data, width: 256, height: 256, stride: ring.stride, settings: settings)
        print("opaque ring: indexed \(indexed.count) bytes, RGB \(rgb.count)")
        #expect(indexed[25] == 3 && rgb[25] == 2)
        #expect(indexed.count * 10 < rgb.count * 8)
        #expect(try DecodedPNG(indexed) == DecodedPNG(rgb))
    }

    @Test func sameInputGivesTheSameBytesOnManyThreadsAtOnce() throws {
        let image = Self.images[1]
        let expected = try PNGEncoder.encode(
            argb32: image.data, width: image.width, height: image.height,
            stride: image.stride)
        let results = UnsafeMutableBufferPointer<[UInt8]>.allocate(capacity: 16)
        results.initialize(repeating: [])
        defer { results.deinitialize(); results.deallocate() }
        nonisolated(unsafe) let slots = results
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            slots[index] =
                (try? PNGEncoder.encode(
                    argb32: image.data, width: image.width, height: image.height,
                    stride: image.stride, compression: Self.compressions[index % 3]))
                ?? []
        }
        // PNGCompression.allCases[1] is .default, what `expected` used.
        for index in 0..<16 where index % 3 == 1 { #expect(results[index] == expected) }
        for index in 0..<16 { #expect(try DecodedPNG(results[index]) == DecodedPNG(expected)) }
    }

    @Test func badDimensionsThrow() {
        let pixels = [UInt8](repeating: 255, count: 64)
        pixels.withUnsafeBufferPointer { buffer in
            let data = buffer.baseAddress!
            for (width, height) in [(0, 1), (1, 0), (-1, 4), (4, -3), (16_385, 1), (1, 16_385), (Int.max, 1)] {
                #expect(throws: PNGEncodingError.invalidDimensions(width: width, height: height)) {
                    try PNGEncoder.encode(argb32: data, width: width, height: height, stride: 64)
                }
            }
        }
    }

    @Test func badStrideThrows() {
        let pixels = [UInt8](repeating: 255, count: 64)
        pixels.withUnsafeBufferPointer { buffer in
            let data = buffer.baseAddress!
            #expect(throws: PNGEncodingError.invalidStride(stride: 12, minimum: 16)) {
                try PNGEncoder.encode(argb32: data, width: 4, height: 4, stride: 12)
            }
            #expect(throws: PNGEncodingError.invalidStride(stride: -16, minimum: 16)) {
                try PNGEncoder.encode(argb32: data, width: 4, height: 4, stride: -16)
            }
            #expect(throws: PNGEncodingError.invalidStride(stride: Int.max / 2, minimum: 16)) {
                try PNGEncoder.encode(argb32: data, width: 4, height: 4, stride: Int.max / 2)
            }
        }
    }

    @Test func impossibleCompressionSettingsThrow() {
        let pixels = [UInt8](repeating: 255, count: 16)
        pixels.withUnsafeBufferPointer { buffer in
            for settings in [
                PNGEncodingSettings(deflate: .libdeflate(level: 13), strategies: [.fixed(.none)]),
                PNGEncodingSettings(deflate: .libdeflate(level: 6), strategies: [])
            ] {
                #expect(throws: PNGEncodingError.compressionFailed) {
                    try PNGEncoder.encode(
                        argb32: buffer.baseAddress!, width: 2, height: 2, stride: 8,
                        settings: settings)
                }
            }
        }
    }

    @Test func largestSideIsAccepted() throws {
        // 16,384 × 1: the widest image allowed, opaque black.
        let width = PNGEncoder.maximumSide
        let pixels = [UInt32](repeating: 0xFF00_0000, count: width)
        let png = try pixels.withUnsafeBytes { bytes in
            try PNGEncoder.encode(
                argb32: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self), width: width,
                height: 1, stride: 4 * width, compression: .fast)
        }
        let decoded = try DecodedPNG(png)
        #expect(decoded.width == width && decoded.pixels.allSatisfy { $0 == 0 || $0 == 255 })
    }
}
