internal import CPango
import Foundation

/// Makes font files a package ships usable by name in this process: register a TTF, OTF or
/// TTC file once, then name its family in `Font.custom(_:size:)`.
///
/// On Apple platforms SwiftUI finds fonts through CoreText (`UIAppFonts`, or
/// `CTFontManagerRegisterFontsForURL`); Vellum's text goes through fontconfig, so this is
/// Vellum's call for the same step, and the one place that differs from code written for
/// Apple platforms.
///
/// ```swift
/// let url = Bundle.module.url(forResource: "Inter-Regular", withExtension: "otf")!
/// try FontRegistry.register(fileAt: url)              // ["Inter"]
/// Text("Invoice").font(.custom("Inter", size: 24))
/// ```
public enum FontRegistry {
    /// Registers the font file at `url` for this process and returns the family names it
    /// holds (several for a collection). Registering a file again changes nothing. Text
    /// shaped from then on sees the fonts; text shaped before keeps its look.
    ///
    /// - Throws: ``FontRegistrationError/notAFile(path:)`` when nothing readable is at `url`,
    ///   ``FontRegistrationError/notAFont(path:)`` when fontconfig finds no font in it.
    @discardableResult
    public static func register(fileAt url: URL) throws(FontRegistrationError) -> [String] {
        let path = url.standardizedFileURL.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
            FileManager.default.isReadableFile(atPath: path)
        else {
            throw .notAFile(path: path)
        }
        return try TextShaper.whileNoSessionShapes { () throws(FontRegistrationError) -> [String] in
            if families(inApplicationFontsAt: path).isEmpty {
                guard FcConfigAppFontAddFile(nil, path) != 0 else { throw .notAFont(path: path) }
            }
            let families = families(inApplicationFontsAt: path)
            guard !families.isEmpty else { throw .notAFont(path: path) }
            return families
        }
    }

    /// The families of the application fonts fontconfig has from the file at `path`.
    private static func families(inApplicationFontsAt path: String) -> [String] {
        guard let config = FcConfigGetCurrent(), let fonts = FcConfigGetFonts(config, FcSetApplication) else {
            return []
        }
        var names: [String] = []
        for index in 0..<Int(fonts.pointee.nfont) {
            guard let pattern = fonts.pointee.fonts[index] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file,
                String(cString: file) == path
            else { continue }
            var family: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(pattern, FC_FAMILY, 0, &family) == FcResultMatch, let family {
                let name = String(cString: family)
                if !names.contains(name) { names.append(name) }
            }
        }
        return names
    }
}

/// Why a font file could not be registered.
public enum FontRegistrationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No readable file is at the path.
    case notAFile(path: String)
    /// Fontconfig found no font in the file.
    case notAFont(path: String)

    public var description: String {
        switch self {
        case .notAFile(let path): return "no readable font file at \(path)"
        case .notAFont(let path): return "no font fontconfig can read in \(path)"
        }
    }
}
