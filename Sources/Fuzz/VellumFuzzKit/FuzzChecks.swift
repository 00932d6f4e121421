import Foundation
import Vellum
import VellumCommandLine
import VellumJobs

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What one input did wrong: an error of the wrong type, or output that breaks a promise.
public struct FuzzFailure: Error, CustomStringConvertible {
    /// The input, as Swift would print it.
    public var input: String
    /// What went wrong.
    public var reason: String

    public var description: String { "\(reason) for input \(input)" }
}

/// The checks each fuzz target and the deterministic pass run on one input. Each returns
/// normally when the input is handled (accepted, or refused with the documented error type)
/// and throws ``FuzzFailure`` otherwise; a crash or a hang is the other way to fail.
public enum FuzzChecks {
    /// `Path(svgPathData:)` gives a path or throws `SVGPathDataError`; its bounds are never
    /// NaN and their origin is finite. (A width or height overflows to infinity only when
    /// the path spans more than the largest double, from near -1.8e308 to near +1.8e308.)
    public static func pathData(_ text: String) throws {
        do {
            let path = try Path(svgPathData: text)
            let bounds = path.boundingRect
            guard
                path.isEmpty
                    || (bounds.origin.x.isFinite && bounds.origin.y.isFinite
                        && !bounds.width.isNaN && !bounds.height.isNaN)
            else {
                throw FuzzFailure(
                    input: text.debugDescription, reason: "path bounds are NaN or start at infinity: \(bounds)")
            }
        } catch is SVGPathDataError {
        }
    }

    /// `Color(hex:)` accepts exactly 3, 6 or 8 ASCII hex digits after an optional `#`, and
    /// gives components in 0...1.
    public static func hexColour(_ text: String) throws {
        let color = Color(hex: text)
        var digits = Substring(text)
        if digits.first == "#" { digits = digits.dropFirst() }
        let valid =
            [3, 6, 8].contains(digits.unicodeScalars.count)
            && digits.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isASCIIHexDigit }
        guard valid == (color != nil) else {
            throw FuzzFailure(
                input: text.debugDescription, reason: valid ? "valid colour refused" : "invalid colour accepted")
        }
        if let resolved = color?.resolved {
            for component in [resolved.red, resolved.green, resolved.blue, resolved.opacity]
            where !(0...1).contains(component) {
                throw FuzzFailure(input: text.debugDescription, reason: "component \(component) outside 0...1")
            }
        }
    }

    static let batchDirectory = URL(fileURLWithPath: "/tmp/vellum-fuzz-batch", isDirectory: true)

    /// `BatchJob(parsing:)` gives a job whose output stays in the batch directory, or throws
    /// `JobError` (the fields) or `CommandLineError` (the output name).
    public static func jobLine(_ text: String) throws {
        do {
            let job = try BatchJob(parsing: text, line: 1, directory: batchDirectory)
            // Bytes, as the file system sees them: String's hasPrefix compares characters,
            // and "/" followed by a combining mark is one character.
            let destination = job.destination.standardizedFileURL.path
            guard destination.utf8.starts(with: (batchDirectory.path + "/").utf8),
                !destination.utf8.split(separator: UInt8(ascii: "/")).contains(where: { $0.elementsEqual("..".utf8) })
            else {
                throw FuzzFailure(
                    input: text.debugDescription, reason: "output leaves the batch directory: \(destination)")
            }
        } catch is JobError {
        } catch is CommandLineError {
        }
    }

    /// `SystemImageDecoder` gives an image within `ImageLimits` or throws one of the errors a
    /// file's bytes can cause (`unrecognizedFormat`, `corrupt`, `tooLarge` beyond the limits,
    /// `fileTooLarge`, `unsafeSVG`). An image it gives has the size it claims, premultiplied
    /// pixels, and draws (scaled to 16 × 16) to PNG and SVG without error; the SVG parses as XML.
    public static func imageData(_ data: Data) throws {
        func failure(_ reason: String) -> FuzzFailure {
            let head = data.prefix(96).map { String(format: "%02x", $0) }.joined()
            return FuzzFailure(input: "\(data.count) bytes: \(head)\(data.count > 96 ? "…" : "")", reason: reason)
        }
        let source: ImageSource
        do {
            source = try SystemImageDecoder().decode(data)
        } catch {
            switch error {
            case .unrecognizedFormat, .corrupt, .unsafeSVG:
                return
            case .fileTooLarge(let bytes):
                guard bytes == data.count, bytes > ImageLimits.maximumFileBytes else {
                    throw failure("fileTooLarge(\(bytes)) for \(data.count) bytes")
                }
                return
            case .tooLarge(let width, let height):
                guard
                    width > ImageLimits.maximumSide || height > ImageLimits.maximumSide
                        || width.multipliedReportingOverflow(by: height).partialValue > ImageLimits.maximumPixels
                        || width.multipliedReportingOverflow(by: height).overflow
                else {
                    throw failure("tooLarge(\(width), \(height)) is within the limits")
                }
                return
            case .notFound, .unknownSymbol, .unreadable, .noDecoder:
                throw failure("decoding bytes threw \(error)")
            }
        }
        switch source {
        case .bitmap(let bitmap):
            if let error = ImageLimits.check(width: bitmap.width, height: bitmap.height) {
                throw failure("decoded a bitmap of \(bitmap.width) × \(bitmap.height): \(error)")
            }
            guard bitmap.premultipliedRGBA.count == bitmap.width * bitmap.height * 4 else {
                throw failure("\(bitmap.premultipliedRGBA.count) bytes for \(bitmap.width) × \(bitmap.height) pixels")
            }
            let notPremultiplied = bitmap.premultipliedRGBA.withUnsafeBufferPointer { rgba -> Int? in
                for offset in stride(from: 0, to: rgba.count, by: 4) {
                    let alpha = rgba[offset + 3]
                    if rgba[offset] > alpha || rgba[offset + 1] > alpha || rgba[offset + 2] > alpha { return offset }
                }
                return nil
            }
            if let offset = notPremultiplied {
                throw failure(
                    "pixel \(offset / 4) has colour above its alpha: \(bitmap.premultipliedRGBA[offset..<offset + 4])")
            }
        case .vector(let vector):
            let size = vector.size
            guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
                size.width <= CGFloat(ImageLimits.maximumSide), size.height <= CGFloat(ImageLimits.maximumSide)
            else {
                throw failure("decoded an SVG of size \(size)")
            }
        }
        let renderer = ImageRenderer(content: Image(data: data).resizable().frame(width: 16, height: 16))
        do {
            let png = try renderer.pngData()
            guard png.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { throw failure("PNG without its signature") }
            let svg = try renderer.svgData()
            let parser = XMLParser(data: svg)
            guard parser.parse() else {
                throw failure("SVG does not parse: \(parser.parserError.map { "\($0)" } ?? "?")")
            }
        } catch let error as FuzzFailure {
            throw error
        } catch {
            throw failure("a decoded image does not render: \(error)")
        }
    }

    /// The drawing renders to PNG and SVG or throws `RenderError`; the SVG parses as XML.
    public static func render(_ drawing: FuzzDrawing, description: @autoclosure () -> String) throws {
        let renderer = ImageRenderer(content: drawing.view)
        do {
            let png = try renderer.pngData()
            guard png.starts(with: [0x89, 0x50, 0x4E, 0x47]) else {
                throw FuzzFailure(input: description(), reason: "PNG without its signature")
            }
        } catch is RenderError {
        }
        do {
            let svg = try renderer.svgString()
            let parser = XMLParser(data: Data(svg.utf8))
            guard parser.parse() else {
                throw FuzzFailure(
                    input: description(),
                    reason: "SVG does not parse: \(parser.parserError.map { "\($0)" } ?? "?")\n\(svg.prefix(2000))")
            }
        } catch is RenderError {
        }
    }
}
