import Foundation

/// Axis labels for numbers as the en-US `.number` format style writes them: grouping
/// commas, as many decimals as the tick step needs (at most 6), no negative zero.
enum NumberLabelFormat {
    /// `value` with the decimals `step` needs (`step` 0: up to six, trailing zeros dropped).
    static func string(_ value: Double, step: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        var decimals = 6
        if step > 0 && step.isFinite { decimals = min(6, max(0, Int(-(log10(step) + 1e-9).rounded(.down)))) }
        var text = String(format: "%.\(decimals)f", value)
        if step == 0 && text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        var negative = text.hasPrefix("-")
        if negative { text.removeFirst() }
        if text.allSatisfy({ $0 == "0" || $0 == "." }) { negative = false }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        var integer = String(parts[0])
        var grouped = ""
        while integer.count > 3 {
            grouped = "," + integer.suffix(3) + grouped
            integer.removeLast(3)
        }
        grouped = integer + grouped
        if parts.count > 1 { grouped += "." + parts[1] }
        return (negative ? "-" : "") + grouped
    }

    /// A log axis's label: the decimals its own magnitude needs ("0.001", "10,000"), and
    /// powers of ten past what six decimals or fifteen digits show as "1e-8", "1e21".
    static func logLabel(_ value: Double) -> String {
        let magnitude = abs(value)
        guard magnitude >= 1e-6, magnitude < 1e15 else {
            let exponent = Int((log10(magnitude) + 1e-9).rounded(.down))
            let mantissa = value / pow(10, Double(exponent))
            let lead = abs(mantissa - mantissa.rounded()) < 1e-9 ? String(Int(mantissa.rounded())) : "\(mantissa)"
            return "\(lead)e\(exponent)"
        }
        return string(value, step: magnitude)
    }
}
