import Foundation
import VellumGeometry

/// A control that steps a value up or down, as SwiftUI's, drawn at rest as iOS's stepper:
/// the label leading and, trailing, a 94×32 grey rounded control holding − and + either side
/// of a thin divider.
///
/// ```swift
/// Stepper("Copies: \(copies)", value: $copies, in: 1...10)
/// ```
public struct Stepper<Label: View>: View {
    let label: Label
    @Environment(\.labelsHidden) private var labelsHidden

    /// A stepper that runs `onIncrement` and `onDecrement` (never, in a render).
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
    }

    /// A stepper of `value` by `step`.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
    }

    /// A stepper of `value` in `bounds` by `step`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
    }

    public var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer()
            }
            StepperControl()
        }
    }
}

extension Stepper where Label == Text {
    /// A stepper titled with a localized literal, running `onIncrement` and `onDecrement`.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = Text(titleKey)
    }

    /// A titled stepper of `value` by `step`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = Text(titleKey)
    }

    /// A titled stepper of `value` in `bounds` by `step`.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = Text(titleKey)
    }

    /// A stepper titled with a string, of `value` by `step`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = Text(title)
    }

    /// A stepper titled with a string, of `value` in `bounds` by `step`.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = Text(title)
    }
}

/// iOS's stepper metrics (iOS 17).
enum StepperMetrics {
    static let size = CGSize(width: 94, height: 32)
    static let cornerRadius: CGFloat = 8
    /// tertiarySystemFill over white.
    static let fill = Color(red: 0xEE / 255, green: 0xEE / 255, blue: 0xEF / 255)
}

private struct StepperControl: View {
    var body: some View {
        HStack(spacing: 0) {
            Image(systemName: "minus").frame(maxWidth: .infinity, maxHeight: .infinity)
            Rectangle().fill(Color.separator).frame(width: 1, height: 18)
            Image(systemName: "plus").frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        .font(.system(size: 15, weight: .medium))
        .foregroundStyle(Color.black)
        .frame(width: StepperMetrics.size.width, height: StepperMetrics.size.height)
        .background(StepperMetrics.fill, in: RoundedRectangle(cornerRadius: StepperMetrics.cornerRadius))
    }
}
