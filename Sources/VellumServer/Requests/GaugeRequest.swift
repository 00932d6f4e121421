import Foundation
import Vellum
import VellumJobs

/// `GET /v1/gauge/{value}.{ext}`: SwiftUI's `Gauge` in one of its styles, with its label,
/// current value and bounds.
struct GaugeRequest: ValueImageRequest {
    static let styles = [
        "automatic", "linear-capacity", "accessory-linear", "accessory-linear-capacity",
        "accessory-circular", "accessory-circular-capacity"
    ]
    static let parameters =
        [
            "min", "max", "style", "label", "current", "bounds", "size", "tint", "ramp", "prefix", "suffix",
            "decimals"
        ] + ImageLook.parameters

    var value: Double
    var bounds: ClosedRange<Double>
    var style: String
    var label: String?
    var showsCurrent: Bool
    var showsBounds: Bool
    var size: ImageSize?
    var tint: Color?
    var valuePrefix: String
    var valueSuffix: String
    /// Decimals of the numbers shown; nil: as many as the number has, up to 4 (0.7 shows
    /// "0.7", not a rounded "1").
    var decimals: Int?
    var look: ImageLook
    var key: String

    init(value text: String, query: inout Query) throws {
        let value = try Query.value(text)
        self.value = value
        let lower = try query.number("min") ?? 0
        let upper = try query.number("max") ?? (value > 1 ? 100 : 1)
        guard upper > lower else {
            throw ServerError.invalidParameter(
                name: "max", reason: "must be more than min (\(ProgressRequest.number(lower)))")
        }
        bounds = lower...upper
        // SwiftUI's names are accepted too: accessoryCircular as accessory-circular.
        let styleText = try query.text("style", limit: 40).map(Self.kebab) ?? "accessory-circular"
        guard Self.styles.contains(styleText) else {
            throw ServerError.invalidParameter(
                name: "style", reason: "must be one of \(Self.styles.joined(separator: ", "))")
        }
        style = styleText
        label = try query.text("label")
        showsCurrent = try query.flag("current") ?? true
        showsBounds = try query.flag("bounds") ?? true
        size = try query.size()
        let tintArgument = try query.color("tint"),
            ramp = try query.text("ramp", limit: 512).map(ColorRamp.init(parsing:))
        if tintArgument != nil, ramp != nil {
            throw ServerError.invalidParameter(name: "ramp", reason: "give tint or ramp, not both")
        }
        let fraction = min(max((value - lower) / (upper - lower), 0), 1)
        tint = tintArgument?.color ?? ramp?.color(at: fraction)
        valuePrefix = try query.text("prefix", limit: 32) ?? ""
        valueSuffix = try query.text("suffix", limit: 32) ?? ""
        decimals = try query.integer("decimals", in: 0...4)
        let name = label ?? "Gauge"
        look = try ImageLook(
            query: &query, size: size,
            defaultAlt:
                "\(name): \(ProgressRequest.number(value)) of \(ProgressRequest.number(lower))…\(ProgressRequest.number(upper))"
        )
        key = [
            "gauge", "v=\(value)", "b=\(lower),\(upper)", "s=\(style)", "l=\(label ?? "")", "c=\(showsCurrent)",
            "o=\(showsBounds)",
            "z=\(size?.description ?? "")", "t=\(tintArgument?.text ?? "")", "r=\(ramp?.text ?? "")",
            "f=\(valuePrefix)|\(valueSuffix)|\(decimals.map(String.init) ?? "auto")", look.key
        ].joined(separator: "\u{1F}")
    }

    /// `accessoryCircularCapacity` → `accessory-circular-capacity`.
    static func kebab(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isUppercase { result += "-" + character.lowercased() } else { result.append(character) }
        }
        return result
    }

    func number(_ value: Double) -> String {
        guard let decimals else {
            // Four decimals, then the trailing zeros (and point) dropped.
            var text = ProgressJob.decimalText(value, decimals: 4)
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
            if text == "-0" { text = "0" }
            return valuePrefix + text + valueSuffix
        }
        return valuePrefix + ProgressJob.decimalText(value, decimals: decimals) + valueSuffix
    }

    /// The frame when `size` is not given: circular gauges 96 × 96, linear ones 240 wide.
    var frame: (width: CGFloat, height: CGFloat?) {
        if let size { return (CGFloat(size.width), CGFloat(size.height)) }
        return style.contains("circular") ? (96, 96) : (240, nil)
    }

    func view(colorScheme: ColorScheme) -> AnyView {
        let gauge = Gauge(value: value, in: bounds) {
            if let label { Text(label) }
        } currentValueLabel: {
            if showsCurrent { Text(number(value)) }
        } minimumValueLabel: {
            if showsBounds { Text(number(bounds.lowerBound)) }
        } maximumValueLabel: {
            if showsBounds { Text(number(bounds.upperBound)) }
        }
        let styled: AnyView
        switch style {
        case "linear-capacity": styled = AnyView(gauge.gaugeStyle(.linearCapacity))
        case "accessory-linear": styled = AnyView(gauge.gaugeStyle(.accessoryLinear))
        case "accessory-linear-capacity": styled = AnyView(gauge.gaugeStyle(.accessoryLinearCapacity))
        case "accessory-circular-capacity": styled = AnyView(gauge.gaugeStyle(.accessoryCircularCapacity))
        case "automatic": styled = AnyView(gauge.gaugeStyle(.automatic))
        default: styled = AnyView(gauge.gaugeStyle(.accessoryCircular))
        }
        let frame = self.frame
        return look.decorate(
            AnyView(styled.tint(tint).frame(width: frame.width, height: frame.height)), colorScheme: colorScheme)
    }
}
