import Foundation
import Vellum
import VellumJobs

/// `GET /v1/progress/{value}.{ext}`: a progress view from its query, with a canonical key
/// (equal for requests that draw the same picture).
struct ProgressRequest: ValueImageRequest {
    static let parameters = [
        "total", "min", "max", "style", "size", "scale", "tint", "track", "background", "ramp",
        "label", "percent", "prefix", "suffix", "decimals", "theme", "animate", "cacheSeconds", "alt", "colors"
    ]

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
        guard upper > lower else {
            throw ServerError.invalidParameter(name: "max", reason: "must be more than min (\(lower))")
        }
        bounds = lower...upper
        let styleName =
            try query.choice("style", ["linear", "circular", "dashed-ring", "gauge-ring", "segmented", "spinner"])
            ?? "circular"
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
        if tint != nil, ramp != nil {
            throw ServerError.invalidParameter(name: "ramp", reason: "give tint or ramp, not both")
        }
        job.tint = tint?.color ?? ramp?.color(at: job.fraction ?? 0)
        let track = try query.color("track")
        job.track = track?.color
        animates = try query.flag("animate") ?? false
        if animates, style != .spinner {
            throw ServerError.invalidParameter(name: "animate", reason: "only the spinner animates (style=spinner)")
        }
        look = try ImageLook(
            query: &query, size: job.size, defaultAlt: Self.description(job: job, value: value, bounds: bounds))
        self.job = job
        key = [
            "progress", "v=\(value)", "b=\(lower),\(upper)", "s=\(styleName)", "z=\(job.size?.description ?? "")",
            "t=\(tint?.text ?? "")", "r=\(ramp?.text ?? "")", "k=\(track?.text ?? "")", "l=\(job.label ?? "")",
            "p=\(job.showsPercent)", "f=\(job.percentPrefix)|\(job.percentSuffix)|\(job.percentDecimals)",
            "a=\(animates)", look.key
        ].joined(separator: "\u{1F}")
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
