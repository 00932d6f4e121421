import Foundation
import VellumDrawing

/// What an image file's first bytes say: its format and the size it declares, read without
/// decoding anything, so that limits are checked before a decoder allocates.
struct ImageHeader: Equatable {
    enum Format: Equatable {
        case png, jpeg, gif, webp, svg

        /// The media type a data URI names the format by.
        var mediaType: String {
            switch self {
            case .png: return "image/png"
            case .jpeg: return "image/jpeg"
            case .gif: return "image/gif"
            case .webp: return "image/webp"
            case .svg: return "image/svg+xml"
            }
        }
    }

    var format: Format
    /// The declared size in pixels (nil for SVG, whose size comes from its parser).
    var width: Int?
    var height: Int?

    /// Reads the header of `bytes`.
    /// - Throws: ``ImageError/unrecognizedFormat`` or ``ImageError/corrupt(reason:)`` for a
    ///   header cut short or inconsistent; ``ImageError/tooLarge(width:height:)`` from a GIF
    ///   frame larger than the limits.
    static func read(_ bytes: UnsafeRawBufferPointer) throws(ImageError) -> ImageHeader {
        let b = bytes.bindMemory(to: UInt8.self)
        func starts(with prefix: [UInt8], at offset: Int = 0) -> Bool {
            b.count >= offset + prefix.count && (0..<prefix.count).allSatisfy { b[offset + $0] == prefix[$0] }
        }
        if starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            guard b.count >= 24, starts(with: Array("IHDR".utf8), at: 12) else {
                throw .corrupt(reason: "PNG without its header chunk")
            }
            let header = ImageHeader(format: .png, width: Int(bigEndian32(b, 16)), height: Int(bigEndian32(b, 20)))
            // gdk-pixbuf fills the rows of a file cut short with grey and reports nothing: a
            // file whose chunks end before IEND is refused instead of drawn wrong.
            var offset = 8
            while true {
                guard offset + 8 <= b.count else { throw .corrupt(reason: "PNG ends before its IEND chunk") }
                let length = Int(bigEndian32(b, offset))
                if starts(with: Array("IEND".utf8), at: offset + 4) { break }
                offset += 12 + length
            }
            return header
        }
        if starts(with: [0xFF, 0xD8, 0xFF]) {
            let (width, height) = try jpegSize(b)
            return ImageHeader(format: .jpeg, width: width, height: height)
        }
        if starts(with: Array("GIF87a".utf8)) || starts(with: Array("GIF89a".utf8)) {
            let (width, height) = try gifSize(b)
            return ImageHeader(format: .gif, width: width, height: height)
        }
        if starts(with: Array("RIFF".utf8)), starts(with: Array("WEBP".utf8), at: 8) {
            return ImageHeader(format: .webp)
        }
        if looksLikeSVG(b) { return ImageHeader(format: .svg) }
        throw .unrecognizedFormat
    }

    private static func bigEndian32(_ b: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt32 {
        UInt32(b[offset]) << 24 | UInt32(b[offset + 1]) << 16 | UInt32(b[offset + 2]) << 8 | UInt32(b[offset + 3])
    }

    /// The size in the first start-of-frame marker, walking the markers before it.
    private static func jpegSize(_ b: UnsafeBufferPointer<UInt8>) throws(ImageError) -> (Int, Int) {
        var offset = 2
        while offset + 1 < b.count {
            guard b[offset] == 0xFF else { throw .corrupt(reason: "JPEG marker expected at byte \(offset)") }
            var marker = b[offset + 1]
            offset += 2
            while marker == 0xFF, offset < b.count { // fill bytes
                marker = b[offset]
                offset += 1
            }
            if marker == 0x01 || (0xD0...0xD8).contains(marker) { continue } // markers without a length
            guard marker != 0xD9, offset + 2 <= b.count else { break }
            let length = Int(b[offset]) << 8 | Int(b[offset + 1])
            guard length >= 2 else { throw .corrupt(reason: "JPEG segment of length \(length)") }
            let isFrame = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
            if isFrame {
                guard offset + 7 <= b.count else { break }
                let height = Int(b[offset + 3]) << 8 | Int(b[offset + 4])
                let width = Int(b[offset + 5]) << 8 | Int(b[offset + 6])
                return (width, height)
            }
            offset += length
        }
        throw .corrupt(reason: "JPEG ends before its frame header")
    }

    /// The logical screen's size, after checking that every frame lies within the limits
    /// (a frame can declare a size of its own, larger than the screen).
    private static func gifSize(_ b: UnsafeBufferPointer<UInt8>) throws(ImageError) -> (Int, Int) {
        guard b.count >= 13 else { throw .corrupt(reason: "GIF ends in its header") }
        func little16(_ offset: Int) -> Int { Int(b[offset]) | Int(b[offset + 1]) << 8 }
        let width = little16(6), height = little16(8)
        var offset = 13
        if b[10] & 0x80 != 0 { offset += 3 << (Int(b[10] & 0x07) + 1) }
        func skipSubBlocks() throws(ImageError) {
            while true {
                guard offset < b.count else { throw .corrupt(reason: "GIF ends inside a block") }
                let size = Int(b[offset])
                offset += 1 + size
                if size == 0 { return }
            }
        }
        var frames = 0
        while offset < b.count {
            switch b[offset] {
            case 0x21: // extension: label, then sub-blocks
                offset += 2
                try skipSubBlocks()
            case 0x2C: // image descriptor
                guard offset + 10 <= b.count else { throw .corrupt(reason: "GIF ends in a frame header") }
                let frameWidth = little16(offset + 5), frameHeight = little16(offset + 7)
                if let error = ImageLimits.check(width: max(frameWidth, 1), height: max(frameHeight, 1)) { throw error }
                let flags = b[offset + 9]
                offset += 10
                if flags & 0x80 != 0 { offset += 3 << (Int(flags & 0x07) + 1) }
                offset += 1 // LZW minimum code size
                try skipSubBlocks()
                frames += 1
            case 0x3B:
                return (width, height)
            default:
                throw .corrupt(reason: "GIF block of unknown type \(b[offset])")
            }
        }
        guard frames > 0 else { throw .corrupt(reason: "GIF without a frame") }
        return (width, height)
    }

    /// Whether the text starts like an SVG document: `<svg`, or an XML declaration, comment or
    /// doctype followed by `<svg` within the first 4 KB.
    private static func looksLikeSVG(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        if b.count >= 3, b[0] == 0xEF, b[1] == 0xBB, b[2] == 0xBF { start = 3 }
        while start < b.count, [0x20, 0x09, 0x0A, 0x0D].contains(b[start]) { start += 1 }
        guard start < b.count, b[start] == UInt8(ascii: "<") else { return false }
        let window = String(
            decoding: UnsafeBufferPointer(rebasing: b[start..<min(b.count, start + 4_096)]), as: UTF8.self)
        return window.contains("<svg")
    }
}
