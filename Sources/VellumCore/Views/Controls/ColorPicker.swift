import Foundation
import VellumGeometry

/// A control that picks a colour, as SwiftUI's, drawn at rest as iOS draws it: the label
/// leading and, trailing, a 28-point colour well, the selected colour inside a ring of the
/// hue wheel.
///
/// ```swift
/// ColorPicker("Accent", selection: $accent)
/// ```
public struct ColorPicker<Label: View>: View {
    let label: Label
    let selection: Color
    @Environment(\.labelsHidden) private var labelsHidden

    /// A picker of `selection`, labelled by `label`.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = selection.wrappedValue
    }

    #if !canImport(CoreGraphics)
        /// A picker of a Core Graphics colour, labelled by `label`.
        public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
            self.label = label()
            self.selection = Color(selection.wrappedValue)
        }
    #endif

    public var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer()
            }
            ColorWell(color: selection)
        }
    }
}

extension ColorPicker where Label == Text {
    /// A picker titled with a localized literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker titled with a string as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    #if !canImport(CoreGraphics)
        /// A picker of a Core Graphics colour, titled with a localized literal.
        public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
            self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
        }

        /// A picker of a Core Graphics colour, titled with a string as it is.
        @_disfavoredOverload
        public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
            self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
        }
    #endif
}

/// iOS's colour well: a 3-point ring of the hue wheel, a 2-point gap, the colour filling the rest.
private struct ColorWell: View {
    let color: Color

    var body: some View {
        ZStack {
            Circle().strokeBorder(
                AngularGradient(
                    colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center,
                    startAngle: .degrees(-90), endAngle: .degrees(270)),
                lineWidth: 3)
            Circle().fill(color).padding(5)
        }
        .frame(width: 28, height: 28)
    }
}
