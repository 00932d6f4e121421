import Foundation
import Synchronization
import VellumGeometry

/// A namespace for `matchedGeometryEffect(id:in:)`, as SwiftUI's `@Namespace`: each view
/// keeps its own for the whole render.
///
/// ```swift
/// struct Tabs: View {
///     @Namespace private var underline
///     @State private var selected = "Day"
///     var body: some View {
///         HStack {
///             ForEach(["Day", "Week"], id: \.self) { tab in
///                 Text(tab).overlay(alignment: .bottom) {
///                     if tab == selected {
///                         Capsule().frame(height: 2).matchedGeometryEffect(id: "bar", in: underline)
///                     }
///                 }
///             }
///         }
///     }
/// }
/// ```
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    private let state: State<Int>

    /// A new namespace; the view keeps the first one a render makes.
    public init() {
        state = State(wrappedValue: Namespace.counter.add(1, ordering: .relaxed).newValue)
    }

    /// The namespace's identity.
    public var wrappedValue: ID { ID(value: state.wrappedValue) }

    private static let counter = Atomic<Int>(0)
}

/// Which parts of a view's geometry `matchedGeometryEffect` shares, as SwiftUI's.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The view's position.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
    /// Shares this view's geometry with the other views of `id` in `namespace`, as SwiftUI's.
    ///
    /// SwiftUI uses it to move a view from one place to another while a change animates: at
    /// rest, with one view of each `id`, each view stays where its layout puts it, and that is
    /// what a render draws. (Two views of one `id` shown together, one of them not the source,
    /// are also each drawn where their own layout puts them.)
    ///
    /// ```swift
    /// Capsule().frame(height: 2).matchedGeometryEffect(id: "bar", in: underline)
    /// ```
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        self
    }
}
