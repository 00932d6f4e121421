import Foundation
import VellumCore
import VellumGeometry

/// The text a style shows for `fraction`: the nearest whole percent, except that a task that
/// has started shows at least "1%" and one that has not finished at most "99%".
func progressPercentText(_ fraction: Double) -> String {
    let clamped = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    var percent = Int((clamped * 100).rounded())
    if clamped > 0 { percent = max(percent, 1) }
    if clamped < 1 { percent = min(percent, 99) }
    return "\(percent)%"
}
