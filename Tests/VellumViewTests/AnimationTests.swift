import CCairo
import Foundation
import Testing
import Vellum
import VellumRsvg
import VellumTestSupport

#if canImport(FoundationXML)
    import FoundationXML
#endif

// Time and animation: timer progress views at chosen moments, spinner frames turned by the
// animation phase, the APNG's structure and frames (read back by libpng and by Chromium), and
// the animated SVG (well-formed, playing in Chromium, still for librsvg).

// MARK: Helpers

/// A progress style that draws nothing but reports the fraction as its width: 1 + 1000 × the
/// fraction (1 when indeterminate, so the fraction 0 still has a size).
private struct TimerFractionProbe: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Color.clear.frame(width: 1 + 1000 * (configuration.fractionCompleted ?? 0), height: 1)
    }
}

/// Every line of text a drawing shows, in order.
private func texts(in items: [DrawingItem]) -> [String] {
    items.flatMap { item -> [String] in
        switch item.kind {
        case .text(let run, _): return run.lines.map(\.text)
        case .layer(let inner, _): return texts(in: inner)
        case .fill, .stroke: return []
        }
    }
}

private let start = Date(timeIntervalSince1970: 1_700_000_000)
private let fiveMinutes = start...start.addingTimeInterval(300)

/// The fraction and the timer text of a five-minute timer progress view at `offset`
/// seconds from its start, read through the environment's `now`.
private func timerState(at offset: TimeInterval, countsDown: Bool = true) -> (fraction: Double, text: [String]) {
    let view = ProgressView(timerInterval: fiveMinutes, countsDown: countsDown)
        .environment(\.now, start.addingTimeInterval(offset))
    let width = ViewRenderer.size(of: view.progressViewStyle(TimerFractionProbe()), for: .unspecified).width
    let drawing = ViewRenderer.drawing(of: view.frame(width: 200), proposal: .unspecified)
    return (Double(width - 1) / 1000, texts(in: drawing.items))
}

/// A 64 × 64 spinner on its own.
private func spinnerRenderer() -> ImageRenderer<some View> {
    ImageRenderer(content: ProgressView().progressViewStyle(.circular).frame(width: 64, height: 64))
}

/// The direction (degrees, clockwise on screen from 3 o'clock) from the image's centre to the
/// centre of its alpha: the spinner's darkest ticks pull it toward the leading tick, so it
/// turns with the spinner.
private func alphaDirection(_ image: RasterImage) -> Double {
    var sx = 0.0, sy = 0.0, total = 0.0
    for y in 0..<image.height {
        for x in 0..<image.width {
            let alpha = Double(image.pixels[y * image.width + x] >> 24)
            sx += (Double(x) + 0.5) * alpha
            sy += (Double(y) + 0.5) * alpha
            total += alpha
        }
    }
    let cx = Double(image.width) / 2, cy = Double(image.height) / 2
    return atan2(sy / total - cy, sx / total - cx) * 180 / .pi
}

/// `degrees` reduced to -180..<180.
private func wrapped(_ degrees: Double) -> Double {
    var d = degrees.truncatingRemainder(dividingBy: 360)
    if d >= 180 { d -= 360 }
    if d < -180 { d += 360 }
    return d
}

/// PNG chunks: type, data, and whether the stored CRC is the CRC-32 of type and data
/// (computed here, independently of libdeflate).
private struct Chunk {
    var type: String
    var data: [UInt8]
    var crcIsValid: Bool

    static func read(_ file: [UInt8]) throws -> [Chunk] {
        try #require(Array(file.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var chunks: [Chunk] = []
        var offset = 8
        while offset + 12 <= file.count {
            let length = Int(bigEndian(file, offset))
            try #require(offset + 12 + length <= file.count)
            let typeAndData = Array(file[offset + 4..<offset + 8 + length])
            let stored = bigEndian(file, offset + 8 + length)
            chunks.append(
                Chunk(
                    type: String(decoding: typeAndData.prefix(4), as: UTF8.self), data: Array(typeAndData.dropFirst(4)),
                    crcIsValid: crc32(typeAndData) == stored))
            offset += 12 + length
        }
        try #require(offset == file.count, "bytes after the last chunk")
        return chunks
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}

private func bigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
    UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
        | UInt32(bytes[offset + 3])
}

private func bigEndian16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
    UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
}

/// A PNG decoded by Cairo (libpng, which knows nothing of APNG), as premultiplied ARGB.
func cairoDecoded(_ png: [UInt8]) throws -> RasterImage {
    final class Source { var bytes: [UInt8]; var offset = 0; init(_ bytes: [UInt8]) { self.bytes = bytes } }
    let source = Source(png)
    let unmanaged = Unmanaged.passRetained(source)
    defer { unmanaged.release() }
    let read: cairo_read_func_t = { closure, data, length in
        let source = Unmanaged<Source>.fromOpaque(closure!).takeUnretainedValue()
        guard source.offset + Int(length) <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
        for i in 0..<Int(length) { data![i] = source.bytes[source.offset + i] }
        source.offset += Int(length)
        return CAIRO_STATUS_SUCCESS
    }
    let surface = try #require(cairo_image_surface_create_from_png_stream(read, unmanaged.toOpaque()))
    defer { cairo_surface_destroy(surface) }
    try #require(cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS)
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = try #require(cairo_image_surface_get_data(surface))
    let opaque: UInt32 = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 ? 0xFF00_0000 : 0
    var pixels = [UInt32](repeating: 0, count: width * height)
    for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width { pixels[y * width + x] = row[x] | opaque }
    }
    return RasterImage(width: width, height: height, pixels: pixels)
}

/// A plain PNG of one APNG frame: an IHDR of the frame's region (the animation's bit depth
/// and colour type) and its image data as IDAT, for a plain decoder to read.
private func standalonePNG(width: UInt32, height: UInt32, header: [UInt8], data: [UInt8]) -> [UInt8] {
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typeAndBody = Array(type.utf8) + body
        var out: [UInt8] = []
        for value in [UInt32(body.count)] {
            out += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        }
        out += typeAndBody
        let crc = Chunk.crc32(typeAndBody)
        out += [UInt8(crc >> 24), UInt8(crc >> 16 & 0xFF), UInt8(crc >> 8 & 0xFF), UInt8(crc & 0xFF)]
        return out
    }
    var ihdr: [UInt8] = []
    for value in [width, height] {
        ihdr += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
    ihdr += header[8...]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", ihdr) + chunk("IDAT", data)
        + chunk("IEND", [])
}

// MARK: Timers

@Suite struct TimerProgressTests {
    /// Counting down (SwiftUI's default): full with the whole time left before and at the
    /// start, half at the middle, empty with 0:00 at the end and after. The text counts whole
    /// seconds left, rounded up: 5:00 until a second has passed, 0:01 until the end.
    @Test(
        arguments: [
            (-10.0, 1.0, "5:00"), (0, 1, "5:00"), (0.5, 299.5 / 300, "5:00"), (1, 299.0 / 300, "4:59"),
            (150, 0.5, "2:30"),
            (90.5, 209.5 / 300, "3:30"), (299.5, 0.5 / 300, "0:01"), (300, 0, "0:00"), (400, 0, "0:00")
        ] as [(Double, Double, String)])
    func countdownAtChosenMoments(offset: Double, fraction: Double, text: String) {
        let state = timerState(at: offset)
        #expect(abs(state.fraction - fraction) < 0.0006, "fraction at \(offset) s: \(state.fraction)")
        #expect(state.text == [text])
    }

    /// Counting up: empty with 0:00 before and at the start, full with the whole time at the
    /// end and after.
    @Test(
        arguments: [
            (-10.0, 0.0, "0:00"), (0, 0, "0:00"), (150, 0.5, "2:30"), (90.5, 90.5 / 300, "1:30"),
            (300, 1, "5:00"), (400, 1, "5:00")
        ] as [(Double, Double, String)])
    func countUpAtChosenMoments(offset: Double, fraction: Double, text: String) {
        let state = timerState(at: offset, countsDown: false)
        #expect(abs(state.fraction - fraction) < 0.0006, "fraction at \(offset) s: \(state.fraction)")
        #expect(state.text == [text])
    }

    @Test func longTimersShowHours() {
        let view = ProgressView(timerInterval: start...start.addingTimeInterval(2 * 3600 + 5))
            .environment(\.now, start.addingTimeInterval(5)).frame(width: 200)
        #expect(texts(in: ViewRenderer.drawing(of: view, proposal: .unspecified).items) == ["2:00:00"])
    }

    /// A zero-length timer has not started before its moment and is finished from it on.
    @Test func zeroLengthTimer() {
        let view = ProgressView(timerInterval: start...start).progressViewStyle(TimerFractionProbe())
        #expect(
            ViewRenderer.size(of: view.environment(\.now, start.addingTimeInterval(-1)), for: .unspecified).width
                == 1001)
        #expect(ViewRenderer.size(of: view.environment(\.now, start), for: .unspecified).width == 1)
    }

    /// The label forms, and `ImageRenderer.now` in place of the environment.
    @Test func labelFormsAndRendererNow() throws {
        let labelled = ProgressView(timerInterval: fiveMinutes) { Text("Tea") }.frame(width: 200)
        let renderer = ImageRenderer(content: labelled)
        renderer.now = start.addingTimeInterval(60)
        #expect(texts(in: renderer.drawing.items) == ["Tea", "4:00"])
        let custom = ImageRenderer(
            content: ProgressView(timerInterval: fiveMinutes, countsDown: false) {
                Text("Egg")
            } currentValueLabel: {
                Text("soon")
            }.progressViewStyle(TimerFractionProbe()))
        custom.now = start.addingTimeInterval(75)
        #expect(custom.drawing.size.width == 251)
        // The SVG says how full the bar is.
        #expect(
            try renderer.svgString().contains(
                #"role="progressbar" aria-valuenow="80" aria-valuemin="0" aria-valuemax="100" aria-label="Tea""#))
    }

    /// Without a `now`, the view reads the real time once: well before the interval, a
    /// countdown is full.
    @Test func realTimeByDefault() {
        let future = Date().addingTimeInterval(3600)
        let view = ProgressView(timerInterval: future...future.addingTimeInterval(60)).progressViewStyle(
            TimerFractionProbe())
        #expect(ViewRenderer.size(of: view, for: .unspecified).width == 1001)
    }
}

// MARK: Frames

@Suite struct SpinnerFrameTests {
    @Test func framesDifferAndTurnByTheirShareOfATurn() throws {
        // 8 frames are whole ticks; 16 add the halfway cross-fades, whose centroid lies
        // halfway by symmetry.
        for count in [8, 16] {
            let frames = try spinnerRenderer().imageFrames(count: count)
            #expect(frames.count == count)
            #expect(Set(frames.map(\.pixels)).count == count, "\(count) frames are not all different")
            let first = alphaDirection(frames[0])
            for (k, frame) in frames.enumerated() {
                let turned = wrapped(alphaDirection(frame) - first)
                let expected = wrapped(360 * Double(k) / Double(count))
                #expect(
                    abs(wrapped(turned - expected)) < 0.5,
                    "frame \(k) of \(count) turned \(turned)°, expected \(expected)°")
            }
        }
    }

    /// Eight frames are UIKit's eight positions: frame k is frame 0 turned by k eighths, so
    /// frame 2's pixels are frame 0's turned a quarter about the centre, which maps the pixel
    /// grid onto itself. Cairo's coverage sampling is not symmetric under that turn, so edge
    /// pixels may differ by a few levels (measured: at most 7/255).
    @Test func quarterTurnIsFrameZeroRotated() throws {
        let frames = try spinnerRenderer().imageFrames(count: 8)
        let (zero, two) = (frames[0], frames[2])
        var worst = 0, total = 0
        for y in 0..<64 {
            for x in 0..<64 {
                // A quarter turn clockwise on screen sends (x, y) to (63 - y, x).
                let a = Int(zero.pixels[y * 64 + x] >> 24), b = Int(two.pixels[x * 64 + (63 - y)] >> 24)
                worst = max(worst, abs(a - b))
                total += abs(a - b)
            }
        }
        #expect(worst <= 8, "largest alpha difference \(worst)")
        #expect(Double(total) / 4096 < 0.25, "mean alpha difference \(Double(total) / 4096)")
    }

    @Test func phaseIsTakenModuloOneAndPngFramesMatchImageFrames() throws {
        let renderer = spinnerRenderer()
        renderer.animationPhase = 1.25
        let wrappedImage = try renderer.image()
        renderer.animationPhase = 0.25
        #expect(try renderer.image() == wrappedImage)
        renderer.animationPhase = .nan
        let nanImage = try renderer.image()
        renderer.animationPhase = 0
        #expect(try renderer.image() == nanImage)
        let pngs = try renderer.pngFrames(count: 4)
        #expect(pngs.count == 4)
        #expect(
            try cairoDecoded([UInt8](pngs[1]))
                == cairoDecoded(
                    [UInt8](
                        ImageRenderer(
                            content: ProgressView().progressViewStyle(.circular)
                                .frame(width: 64, height: 64).environment(\.animationPhase, 0.25)
                        ).pngData())))
    }

    @Test func frameCountsAreChecked() {
        #expect(throws: ImageRendererError.invalidFrameCount(0)) { try spinnerRenderer().pngFrames(count: 0) }
        #expect(throws: ImageRendererError.invalidFrameCount(1_001)) {
            try spinnerRenderer().apngData(frameCount: 1_001)
        }
        #expect(throws: ImageRendererError.invalidDuration(-1)) { try spinnerRenderer().apngData(delay: -1) }
        #expect(throws: ImageRendererError.invalidDuration(0)) { try spinnerRenderer().animatedSVGString(duration: 0) }
    }
}

// MARK: APNG

@Suite struct APNGTests {
    static func spinnerAPNG(frameCount: Int = 8) throws -> (file: [UInt8], frames: [Data]) {
        let renderer = ImageRenderer(
            content: HStack {
                ProgressView().progressViewStyle(.circular).frame(width: 40, height: 40); Text("Wait")
            }
            .padding(8))
        return (
            [UInt8](try renderer.apngData(frameCount: frameCount, delay: 0.125)),
            try renderer.pngFrames(count: frameCount)
        )
    }

    /// IHDR, acTL, then per frame an fcTL and its data (IDAT for the first, fdAT after),
    /// IEND; one sequence over fcTL and fdAT from 0 without gaps; every CRC valid.
    @Test func chunkOrderSequenceNumbersAndCRCs() throws {
        let (file, _) = try Self.spinnerAPNG()
        let chunks = try Chunk.read(file)
        #expect(chunks.allSatisfy { $0.crcIsValid })
        #expect(chunks.first?.type == "IHDR" && chunks.dropFirst().first?.type == "acTL" && chunks.last?.type == "IEND")
        #expect(chunks[2].type == "fcTL" && chunks[3].type == "IDAT")
        let acTL = chunks[1].data
        #expect(bigEndian(acTL, 0) == 8 && bigEndian(acTL, 4) == 0) // 8 frames, looping forever
        let width = bigEndian(chunks[0].data, 0), height = bigEndian(chunks[0].data, 4)
        var sequence: UInt32 = 0, frames = 0, seenFdAT = false
        for chunk in chunks.dropFirst(2).dropLast() {
            switch chunk.type {
            case "fcTL":
                #expect(chunk.data.count == 26)
                #expect(bigEndian(chunk.data, 0) == sequence)
                sequence += 1
                frames += 1
                let (w, h, x, y) = (
                    bigEndian(chunk.data, 4), bigEndian(chunk.data, 8), bigEndian(chunk.data, 12),
                    bigEndian(chunk.data, 16)
                )
                #expect(w > 0 && h > 0 && x + w <= width && y + h <= height)
                if frames == 1 { #expect(w == width && h == height && x == 0 && y == 0) }
                #expect(bigEndian16(chunk.data, 20) == 125 && bigEndian16(chunk.data, 22) == 1000)
                #expect(chunk.data[24] == 0 && chunk.data[25] == 0) // dispose none, blend source
            case "fdAT":
                #expect(bigEndian(chunk.data, 0) == sequence)
                sequence += 1
                seenFdAT = true
            case "IDAT":
                #expect(frames == 1 && !seenFdAT, "IDAT belongs to the first frame")
            default:
                Issue.record("unexpected chunk \(chunk.type)")
            }
        }
        #expect(frames == 8)
        #expect(sequence == 15) // 8 fcTL + 7 fdAT
    }

    /// A plain PNG decoder (libpng through Cairo) sees the first frame; rebuilding each later
    /// frame from its fcTL region and fdAT data, decoded by the same plain decoder and pasted
    /// over the frame before, gives exactly the pixels of that frame's own PNG.
    @Test func everyFrameDecodesToItsOwnPNG() throws {
        let (file, pngs) = try Self.spinnerAPNG()
        let expected = try pngs.map { try cairoDecoded([UInt8]($0)) }
        var canvas = try cairoDecoded(file)
        #expect(canvas == expected[0])
        let chunks = try Chunk.read(file)
        let header = chunks[0].data
        var frameIndex = -1
        var region: (width: UInt32, height: UInt32, x: Int, y: Int)?
        var data: [UInt8] = []
        // Frame 0 is the default image, checked above; each later one is pasted when done.
        func finishFrame() throws {
            guard frameIndex >= 1, let region else { return }
            let patch = try cairoDecoded(
                standalonePNG(width: region.width, height: region.height, header: header, data: data))
            var pixels = canvas.pixels
            for y in 0..<patch.height {
                for x in 0..<patch.width {
                    pixels[(region.y + y) * canvas.width + region.x + x] = patch.pixels[y * patch.width + x]
                }
            }
            canvas = RasterImage(width: canvas.width, height: canvas.height, pixels: pixels)
            #expect(canvas == expected[frameIndex], "frame \(frameIndex)")
        }
        for chunk in chunks {
            switch chunk.type {
            case "fcTL":
                try finishFrame()
                frameIndex += 1
                region = (
                    bigEndian(chunk.data, 4), bigEndian(chunk.data, 8), Int(bigEndian(chunk.data, 12)),
                    Int(bigEndian(chunk.data, 16))
                )
                data = []
            case "fdAT":
                data += chunk.data.dropFirst(4)
            default:
                break
            }
        }
        try finishFrame()
        #expect(frameIndex == 7)
    }

    /// Later frames store only what changed: the spinner's square, not the text.
    @Test func laterFramesStoreOnlyTheChangedRectangle() throws {
        let (file, _) = try Self.spinnerAPNG()
        let regions = try Chunk.read(file).filter { $0.type == "fcTL" }.dropFirst().map { chunk in
            (bigEndian(chunk.data, 4), bigEndian(chunk.data, 8), bigEndian(chunk.data, 12), bigEndian(chunk.data, 16))
        }
        for (w, h, x, y) in regions {
            #expect(x >= 8 && y >= 8 && x + w <= 48 && y + h <= 48, "region \(w)×\(h) at \(x), \(y)")
        }
    }

    @Test func encoderRefusesBadInput() {
        #expect(throws: APNGEncodingError.noFrames) { try APNGEncoder.encode(frames: [], delay: 0.1) }
        let a = RasterImage(width: 2, height: 2, pixels: [0, 0, 0, 0])
        let b = RasterImage(width: 3, height: 1, pixels: [0, 0, 0])
        #expect(throws: APNGEncodingError.frameSizeMismatch(index: 1)) {
            try APNGEncoder.encode(frames: [a, b], delay: 0.1)
        }
        #expect(throws: APNGEncodingError.invalidDelay(70)) { try APNGEncoder.encode(frames: [a], delay: 70) }
        #expect(throws: APNGEncodingError.invalidDelay(.infinity)) {
            try APNGEncoder.encode(frames: [a], delay: .infinity)
        }
    }

    /// Opaque frames are RGB; identical frames store a single pixel.
    @Test func opaqueFramesAreRGBAndUnchangedFramesAreOnePixel() throws {
        let white = RasterImage(width: 4, height: 3, pixels: Array(repeating: 0xFFFF_FFFF, count: 12))
        let file = try APNGEncoder.encode(frames: [white, white], delay: 1, loopCount: 3)
        let chunks = try Chunk.read(file)
        #expect(chunks[0].data[9] == 2)
        #expect(bigEndian(chunks[1].data, 4) == 3)
        let second = try #require(chunks.filter { $0.type == "fcTL" }.last)
        #expect(bigEndian(second.data, 4) == 1 && bigEndian(second.data, 8) == 1)
        #expect(bigEndian16(second.data, 20) == 1000)
    }
}

// MARK: Animated SVG

@Suite struct AnimatedSVGTests {
    final class Collector: NSObject, XMLParserDelegate {
        var stack: [String] = []
        var animations: [(parent: String, attributes: [String: String])] = []
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            if name == "animateTransform" { animations.append((stack.last ?? "", attributes)) }
            stack.append(name)
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            stack.removeLast()
        }
    }

    static func renderer() -> ImageRenderer<some View> {
        ImageRenderer(
            content: HStack {
                ProgressView().progressViewStyle(.circular).frame(width: 40, height: 40); Text("Wait")
            }
            .padding(8))
    }

    /// Well-formed, and the spinner's group turns about the spinner's centre (28, 28) in
    /// eight jumps a second, forever.
    @Test func wellFormedWithOneRotation() throws {
        let svg = try Self.renderer().animatedSVGData(duration: 1)
        let collector = Collector()
        let parser = XMLParser(data: svg)
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(collector.animations.count == 1)
        let animation = try #require(collector.animations.first)
        #expect(animation.parent == "g")
        #expect(animation.attributes["attributeName"] == "transform" && animation.attributes["type"] == "rotate")
        #expect(animation.attributes["values"] == (0..<8).map { "\($0 * 45) 28 28" }.joined(separator: ";"))
        #expect(animation.attributes["calcMode"] == "discrete")
        #expect(animation.attributes["dur"] == "1s" && animation.attributes["repeatCount"] == "indefinite")
        let slow = String(decoding: try Self.renderer().animatedSVGData(duration: 2.5), as: UTF8.self)
        #expect(slow.contains(#"dur="2.5s""#))
    }

    /// The plain SVG has no animation and no extra group; librsvg (which does not animate)
    /// draws the animated file exactly as the plain one, the first frame.
    @Test func stillPictureIsUnchanged() throws {
        let renderer = Self.renderer()
        let still = try renderer.svgString()
        #expect(!still.contains("animate"))
        let animated = try renderer.animatedSVGString()
        #expect(animated.components(separatedBy: "<animateTransform").count == 2)
        let size = renderer.drawing.size
        let a = try LibrsvgRenderer.image(
            svg: Data(still.utf8), width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)))
        let b = try LibrsvgRenderer.image(
            svg: Data(animated.utf8), width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up)))
        #expect(a == b)
    }
}

// MARK: Chromium

/// Headless Chromium playing our animations: the SVG paused at a chosen time through SMIL's
/// own API, and the APNG decoded frame by frame by WebCodecs' ImageDecoder.
@Suite(.enabled(if: HeadlessChromium.isAvailable, "no chromium on the PATH; `make test` installs Debian's chromium"))
struct ChromiumAnimationTests {
    /// At 0.4 s into a one-second cycle the SVG shows frame 3 (three eighths turned), and
    /// Chromium decodes the APNG's frame 3 to the pixels of our frame 3 and counts 8 frames of
    /// 125 ms, looping forever.
    @Test func chromiumPlaysTheSVGAndTheAPNG() throws {
        let renderer = ImageRenderer(content: ProgressView().progressViewStyle(.circular).frame(width: 64, height: 64))
        renderer.isOpaque = true
        let svg = try renderer.animatedSVGString()
        let apng = try renderer.apngData()
        let frame3 = try renderer.imageFrames(count: 8)[3]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-animation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // Row 1: the SVG at 0.4 s; row 2: APNG frame 3; row 3: a bar 10 px per frame, then
        // one 10 px per 125 ms of frame duration, then one if it loops forever.
        let page = """
            <!DOCTYPE html><html><head><style>svg, canvas { display: block }</style></head><body style="margin:0;background:#fff">
            <div style="height:64px">\(svg)</div>
            <canvas id="c" width="64" height="64"></canvas>
            <canvas id="n" width="300" height="30"></canvas>
            <script>
            const s = document.querySelector('svg'); s.pauseAnimations(); s.setCurrentTime(0.4);
            (async () => {
              const data = Uint8Array.from(atob("\(apng.base64EncodedString())"), c => c.charCodeAt(0));
              const decoder = new ImageDecoder({data, type: 'image/png'});
              await decoder.tracks.ready;
              const track = decoder.tracks.selectedTrack;
              const result = await decoder.decode({frameIndex: 3});
              document.getElementById('c').getContext('2d').drawImage(result.image, 0, 0);
              const n = document.getElementById('n').getContext('2d');
              n.fillStyle = '#f00'; n.fillRect(0, 0, 10 * track.frameCount, 10);
              n.fillRect(0, 10, 10 * result.image.duration / 125000, 10);
              if (track.repetitionCount === Infinity) n.fillRect(0, 20, 10, 10);
            })();
            </script></body></html>
            """
        let pageURL = directory.appendingPathComponent("page.html")
        try page.write(to: pageURL, atomically: true, encoding: .utf8)
        let shot = directory.appendingPathComponent("shot.png")
        try HeadlessChromium.screenshot(
            of: pageURL, width: 320, height: 158, to: shot, in: directory,
            extraArguments: ["--virtual-time-budget=3000"])
        let image = try cairoDecoded([UInt8](Data(contentsOf: shot)))

        func crop(_ top: Int) -> RasterImage {
            var pixels: [UInt32] = []
            for y in top..<top + 64 { for x in 0..<64 { pixels.append(image.pixels[y * image.width + x]) } }
            return RasterImage(width: 64, height: 64, pixels: pixels)
        }
        /// The largest difference of the red, green and blue bytes of two pixels.
        func difference(_ a: UInt32, _ b: UInt32) -> Int {
            var worst = 0
            for shift: UInt32 in [0, 8, 16] {
                worst = max(worst, abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF)))
            }
            return worst
        }
        // The SVG row: the picture of frame 3, but for edge anti-aliasing.
        let svgRow = crop(0)
        let differing = zip(svgRow.pixels, frame3.pixels).filter { difference($0, $1) > 24 }.count
        #expect(differing < 64 * 64 / 50, "SVG at 0.4 s: \(differing) pixels differ from frame 3")
        // The APNG row: decoded exactly.
        let apngRow = crop(64)
        let worst = zip(apngRow.pixels, frame3.pixels).map { difference($0, $1) }.max() ?? 0
        #expect(worst <= 1, "APNG frame 3: largest channel difference \(worst)")
        func redRun(_ y: Int) -> Int {
            (0..<image.width).filter { x in image.pixels[y * image.width + x] & 0xFFFFFF == 0xFF0000 }.count
        }
        #expect(redRun(133) == 80 && redRun(143) == 10 && redRun(153) == 10, "frame count, duration, looping")
    }
}

/// The browser on the `PATH`, or nil.
