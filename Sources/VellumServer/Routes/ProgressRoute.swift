import Foundation
import Vellum
import VellumJobs

/// `GET /v1/progress/{value}.{ext}`: a progress view from its query, with a canonical key
/// (equal for requests that draw the same picture).
struct ProgressRequest: Sendable {
    static let parameters = ["total", "min", "max", "style", "size", "scale", "tint", "track", "background", "ramp",
                             "label", "percent", "prefix", "suffix", "decimals", "theme", "animate", "cacheSeconds", "alt", "colors"]

    var job: ProgressJob
    var look: ImageLook
    var value: Double
    var bounds: ClosedRange<Double>
    var animates = false
    var key: String

    init(value text: String, query: inout Query) throws {
        let value = try Query.value(text)
        self.value = value
        let total = try query.number("total")
        let minimum = try query.number("min"), maximum = try query.number("max")
        if total != nil, minimum != nil || maximum != nil {
            throw ServerError.invalidParameter(name: "total", reason: "give total, or min and max, not both")
        }
        let lower = minimum ?? 0
        let upper = maximum ?? total ?? (minimum == nil && value > 1 ? 100 : 1)
        guard upper > lower else { throw ServerError.invalidParameter(name: "max", reason: "must be more than min (\(lower))") }
        bounds = lower...upper
        let styleName = try query.choice("style", ["linear", "circular", "dashed-ring", "gauge-ring", "segmented", "spinner"]) ?? "circular"
        let style: ProgressStyleName = styleName == "gauge-ring" ? .gauge : ProgressStyleName(rawValue: styleName)!
        // SwiftUI clamps the value into the range; the job measures from the lower bound.
        var job = ProgressJob(value: value - lower, total: upper - lower, style: style)
        job.size = try query.size()
        job.label = try query.text("label")
        job.showsPercent = try query.flag("percent") ?? false
        job.percentPrefix = try query.text("prefix", limit: 32) ?? ""
        job.percentSuffix = try query.text("suffix", limit: 32) ?? "%"
        job.percentDecimals = try query.integer("decimals", in: 0...4) ?? 0
        let tint = try query.color("tint"), ramp = try query.text("ramp", limit: 512).map(ColorRamp.init(parsing:))
        if tint != nil, ramp != nil { throw ServerError.invalidParameter(name: "ramp", reason: "give tint or ramp, not both") }
        job.tint = tint?.color ?? ramp?.color(at: job.fraction ?? 0)
        let track = try query.color("track")
        job.track = track?.color
        animates = try query.flag("animate") ?? false
        if animates, style != .spinner {
            throw ServerError.invalidParameter(name: "animate", reason: "only the spinner animates (style=spinner)")
        }
        look = try ImageLook(query: &query, size: job.size, defaultAlt: Self.description(job: job, value: value, bounds: bounds))
        self.job = job
        key = ["progress", "v=\(value)", "b=\(lower),\(upper)", "s=\(styleName)", "z=\(job.size?.description ?? "")",
               "t=\(tint?.text ?? "")", "r=\(ramp?.text ?? "")", "k=\(track?.text ?? "")", "l=\(job.label ?? "")",
               "p=\(job.showsPercent)", "f=\(job.percentPrefix)|\(job.percentSuffix)|\(job.percentDecimals)",
               "a=\(animates)", look.key].joined(separator: "\u{1F}")
    }

    /// What the picture says, for its title: "Upload: 42 of 100, 42%".
    static func description(job: ProgressJob, value: Double, bounds: ClosedRange<Double>) -> String {
        let name = job.label ?? "Progress"
        guard job.style.isDeterminate else { return "\(name): in progress" }
        let percent = String(format: "%.0f", (job.fraction ?? 0) * 100)
        return "\(name): \(number(value)) of \(number(bounds.upperBound)), \(percent)%"
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    func view(colorScheme: ColorScheme) -> AnyView {
        look.decorate(progressView(for: job), colorScheme: colorScheme)
    }
}

/// What every image route shares: scale, background, theme, alt text, caching, and a lossy
/// PNG palette.
struct ImageLook: Sendable {
    static let parameters = ["scale", "background", "theme", "alt", "cacheSeconds", "colors"]

    var scale: Double
    var background: ParsedColor?
    /// "light", "dark" or "auto" (the SVG follows the viewer's preference).
    var theme: String
    var alt: String
    var cacheSeconds: Int?
    /// A PNG of at most this many colours, chosen by libimagequant (`colors=2…256`); nil:
    /// the exact PNG.
    var paletteColors: Int?

    /// A look with only a scale and alt text (a job's).
    init(scale: Double, alt: String) {
        self.scale = scale
        background = nil
        theme = "light"
        self.alt = alt
        cacheSeconds = nil
        paletteColors = nil
    }

    init(query: inout Query, size: ImageSize?, defaultAlt: String) throws {
        scale = try query.number("scale", in: 1...4) ?? 1
        background = try query.color("background")
        theme = try query.choice("theme", ["light", "dark", "auto"]) ?? "light"
        alt = try query.text("alt") ?? defaultAlt
        cacheSeconds = try query.integer("cacheSeconds", in: 0...31_536_000)
        paletteColors = try query.integer("colors", in: 2...256)
        if let size { try Self.checkPixels(size, scale: scale) }
    }

    /// Refuses sizes past 4,096 pixels a side or 16 megapixels.
    static func checkPixels(_ size: ImageSize, scale: Double) throws {
        let width = size.width * scale, height = size.height * scale
        guard size.width > 0, size.height > 0 else { throw ServerError.invalidParameter(name: "size", reason: "must be positive") }
        guard width <= 4_096, height <= 4_096, width * height <= 16_777_216 else {
            throw ServerError.invalidParameter(name: "size", reason: "at most 4096 pixels a side and 16 megapixels (size × scale)")
        }
    }

    var key: String {
        ["x=\(scale)", "g=\(background?.text ?? "")", "h=\(theme)", "alt=\(alt)", "q=\(paletteColors.map(String.init) ?? "")"]
            .joined(separator: "\u{1F}")
    }

    func decorate(_ view: AnyView, colorScheme: ColorScheme) -> AnyView {
        let themed = view.environment(\.colorScheme, colorScheme)
        guard let background else { return AnyView(themed) }
        return AnyView(themed.background(background.color))
    }
}

/// Colour by value: thresholds (`red:0,orange:30,green:70`, each colour from its percentage on)
/// or colours spread evenly and mixed between (`red,orange,green`).
struct ColorRamp: Sendable {
    var stops: [(color: Color, from: Double?)]
    var text: String

    init(parsing text: String) throws {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard (2...16).contains(items.count) else {
            throw ServerError.invalidParameter(name: "ramp", reason: "give 2 to 16 colours, such as red:0,orange:30,green:70")
        }
        stops = try items.map { item in
            let parts = item.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
            let color = try CSSColor.parse(parts[0], parameter: "ramp")
            guard parts.count <= 2 else { throw ServerError.invalidParameter(name: "ramp", reason: "write each stop as colour:percent") }
            guard parts.count == 2 else { return (color, nil) }
            guard let from = Double(parts[1]), from.isFinite else {
                throw ServerError.invalidParameter(name: "ramp", reason: "'\(parts[1].prefix(20))' is not a percentage")
            }
            return (color, from)
        }
        let thresholds = stops.compactMap(\.from)
        guard thresholds.isEmpty || thresholds.count == stops.count else {
            throw ServerError.invalidParameter(name: "ramp", reason: "give every colour a percentage, or none")
        }
        guard thresholds == thresholds.sorted() else {
            throw ServerError.invalidParameter(name: "ramp", reason: "percentages must rise")
        }
        self.text = text.lowercased()
    }

    /// The colour at `fraction` (0…1) of the way.
    func color(at fraction: Double) -> Color {
        let percent = fraction * 100
        if stops.allSatisfy({ $0.from != nil }) {
            return stops.last(where: { $0.from! <= percent })?.color ?? stops[0].color
        }
        let position = min(max(fraction, 0), 1) * Double(stops.count - 1)
        let index = min(Int(position), stops.count - 2)
        return stops[index].color.mix(with: stops[index + 1].color, by: position - Double(index))
    }
}
