import Foundation
import VellumCore
import VellumGeometry

/// A view that shows the progress of a task, as SwiftUI's: determinate when it has a
/// value, indeterminate (a spinner) when it has none. Its look comes from the innermost
/// ``ProgressViewStyle`` set with `progressViewStyle(_:)`, `.automatic` otherwise.
///
/// Values are clamped to `0...total`; a total that is not positive and finite, or a NaN
/// value, makes the fraction 0 (SwiftUI logs these and clamps).
///
/// ```swift
/// ProgressView("Upload", value: 42, total: 100)
///     .progressViewStyle(.linear)
///     .tint(.red)
///     .frame(width: 240)
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fractionCompleted: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    let configuration: ProgressViewStyleConfiguration?
    let accessibilityValue: (value: Double, total: Double)?
    /// A timer's interval (`init(timerInterval:countsDown:)`): the fraction follows the
    /// environment's `now`.
    var timer: ProgressTimer? = nil

    /// The moment a timer's fraction and text are drawn at.
    @Environment(\.now) var now

    public var body: some View {
        // A timer reads the moment once and pins it, so the bar and the timer text agree.
        let now = self.now, isTimer = timer != nil
        let configuration =
            self.configuration
            ?? ProgressViewStyleConfiguration(
                fractionCompleted: timer.map { $0.fraction(at: now) } ?? fractionCompleted,
                label: label.map { ProgressViewStyleConfiguration.Label($0) },
                currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel($0) })
        return ProgressViewBody(
            configuration: configuration, accessibilityValue: accessibilityValue,
            restyles: self.configuration != nil
        )
        .transformEnvironment(\.now) { if isTimer { $0 = now } }
    }
}

/// Draws a progress view's configuration with the innermost style, and describes what it
/// shows for accessibility (SVG `role="progressbar"` and `aria-value*`).
struct ProgressViewBody: View {
    let configuration: ProgressViewStyleConfiguration
    let accessibilityValue: (value: Double, total: Double)?
    /// Made by `ProgressView(configuration)`: inside a style's body it is the same progress
    /// view drawn again, which already carries the accessibility information.
    let restyles: Bool
    @Environment(\.isInsideProgressViewStyle) var isInsideStyle

    var body: some View {
        let content = InnermostStyleBody(\.progressViewStyles, configuration: configuration) {
            AnyView(DefaultProgressViewStyle().makeBody(configuration: $0))
        }
        .environment(\.isInsideProgressViewStyle, true)
        if restyles && isInsideStyle {
            content
        } else {
            content.accessibilityElement(accessibility).accessibilityLabel(ifPresent: configuration.label?.text)
        }
    }

    /// The value as given, clamped as the drawing is; a total the drawing cannot use (not
    /// positive and finite) or a NaN value is reported as the fraction of 100.
    var accessibility: AccessibilityInfo {
        let fraction = configuration.fractionCompleted
        var range: (value: Double, total: Double) = ((fraction ?? 0) * 100, 100)
        if let given = accessibilityValue, given.total.isFinite, given.total > 0, !given.value.isNaN {
            range = (min(max(given.value, 0), given.total), given.total)
        }
        return AccessibilityInfo(
            role: "progressbar", value: fraction.map { _ in range.value },
            minimum: fraction.map { _ in 0 }, maximum: fraction.map { _ in range.total })
    }
}

extension View {
    /// `label` as this accessibility element's own name, when there is one; a name set
    /// around it with `accessibilityLabel(_:)` wins.
    @ViewBuilder func accessibilityLabel(ifPresent label: Text?) -> some View {
        if let label {
            accessibilityLabel(label)
        } else {
            self
        }
    }
}

/// The fraction of `value` in `0...total`, SwiftUI's clamping; nil stays nil.
func progressFraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
    guard let value else { return nil }
    let v = Double(value), t = Double(total)
    guard t.isFinite, t > 0, !v.isNaN else { return 0 }
    return min(max(v / t, 0), 1)
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view: a spinner.
    public init() {
        self.init(
            fractionCompleted: nil, label: nil, currentValueLabel: nil, configuration: nil, accessibilityValue: nil)
    }

    /// A determinate progress view at `value` of `total` (default 1).
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(
            fractionCompleted: progressFraction(value, total: total), label: nil, currentValueLabel: nil,
            configuration: nil, accessibilityValue: value.map { (Double($0), Double(total)) })
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(
            fractionCompleted: nil, label: label(), currentValueLabel: nil, configuration: nil, accessibilityValue: nil)
    }

    /// A determinate progress view with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(
            fractionCompleted: progressFraction(value, total: total), label: label(), currentValueLabel: nil,
            configuration: nil, accessibilityValue: value.map { (Double($0), Double(total)) })
    }
}

extension ProgressView {
    /// A determinate progress view with a label and a current-value label.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            fractionCompleted: progressFraction(value, total: total), label: label(),
            currentValueLabel: currentValueLabel(), configuration: nil,
            accessibilityValue: value.map { (Double($0), Double(total)) })
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A progress view showing a Foundation `Progress`: its `fractionCompleted`, or
    /// indeterminate while `progress.isIndeterminate`, as they are when the view is made.
    ///
    /// ```swift
    /// let upload = Progress(totalUnitCount: 10)
    /// upload.completedUnitCount = 4
    /// ProgressView(upload)  // 40 %
    /// ```
    public init(_ progress: Progress) {
        let fraction = progress.isIndeterminate ? nil : progressFraction(progress.fractionCompleted, total: 1.0)
        self.init(
            fractionCompleted: fraction, label: EmptyView(), currentValueLabel: nil, configuration: nil,
            accessibilityValue: fraction.map { ($0, 1) })
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view titled `title`.
    public init<S: StringProtocol>(_ title: S) {
        self.init(
            fractionCompleted: nil, label: Text(title), currentValueLabel: nil, configuration: nil,
            accessibilityValue: nil)
    }

    /// A determinate progress view titled `title`, at `value` of `total`.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(
            fractionCompleted: progressFraction(value, total: total), label: Text(title), currentValueLabel: nil,
            configuration: nil, accessibilityValue: value.map { (Double($0), Double(total)) })
    }
}

extension ProgressView
where
    Label == ProgressViewStyleConfiguration.Label,
    CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
    /// A progress view drawn from a style's configuration, with the next style out (the
    /// default when there is none): what a custom style's `makeBody` uses to decorate the
    /// standard look without drawing itself again.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            fractionCompleted: configuration.fractionCompleted, label: nil, currentValueLabel: nil,
            configuration: configuration, accessibilityValue: nil)
    }
}
