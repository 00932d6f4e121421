import Foundation
import VellumCore

/// What a ``ProgressViewStyle`` draws from, as SwiftUI's.
public struct ProgressViewStyleConfiguration {
    /// The fraction completed, 0…1, or nil when indeterminate.
    public let fractionCompleted: Double?
    /// The progress view's label, if it has one. Default: none.
    public var label: Label?
    /// The current-value label, if it has one. Default: none.
    public var currentValueLabel: CurrentValueLabel?

    /// A type-erased label.
    public struct Label: View {
        let content: AnyView
        /// The label when it is a `Text`: the progress view's accessible name.
        let text: Text?

        init<V: View>(_ view: V) {
            content = AnyView(view)
            text = view as? Text
        }

        /// The label as the progress view or gauge was given it.
        public var body: some View { content }
    }

    /// A type-erased current-value label.
    public struct CurrentValueLabel: View {
        let content: AnyView

        init<V: View>(_ view: V) { content = AnyView(view) }

        /// The label as the progress view or gauge was given it.
        public var body: some View { content }
    }

    /// A configuration; styles receive one, and tests or custom containers can make one.
    public init(fractionCompleted: Double?, label: Label? = nil, currentValueLabel: CurrentValueLabel? = nil) {
        self.fractionCompleted = fractionCompleted.map { $0.isNaN ? 0 : min(max($0, 0), 1) }
        self.label = label
        self.currentValueLabel = currentValueLabel
    }
}
