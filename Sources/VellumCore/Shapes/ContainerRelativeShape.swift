import Foundation
import VellumGeometry

/// The shape of the container a view is in, inset to the view's frame, as SwiftUI's: inside
/// `.containerShape(RoundedRectangle(cornerRadius: 20))` and 8 points of padding, it is a
/// rounded rectangle of radius 12 that fills the view, so nested corners stay concentric.
/// With no container shape set it is a `Rectangle`.
///
/// Vellum counts the padding between the container and the view (the smallest of its four
/// sides); frames in between do not move it.
///
/// ```swift
/// ContainerRelativeShape().fill(.blue.opacity(0.2))
///     .padding(8)
///     .background(.white, in: RoundedRectangle(cornerRadius: 20))
///     .containerShape(RoundedRectangle(cornerRadius: 20))
/// ```
public struct ContainerRelativeShape: InsettableShape {
    private var amount: CGFloat = 0

    public init() {}

    public func path(in rect: CGRect) -> Path {
        guard let container = RenderContext.ofThisThread.containerShape else {
            return Rectangle().inset(by: amount).path(in: rect)
        }
        let distance = container.distance
        return container.path(rect.insetBy(dx: -distance, dy: -distance), distance + amount)
    }

    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var copy = self
        copy.amount += amount.isFinite ? amount : 0
        return copy
    }
}

/// The container shape a view is in and the padding between them, for
/// ``ContainerRelativeShape`` (set while a view that may draw one makes its path).
struct ContainerShapeContext: Sendable {
    /// The container's outline inset by an amount, in a rectangle.
    let path: @Sendable (CGRect, CGFloat) -> Path
    var insets = EdgeInsets()

    /// How far the view is inside the container: the least of its paddings.
    var distance: CGFloat { max(min(insets.top, insets.leading, insets.bottom, insets.trailing), 0) }

    /// `make()` with the container shape of `environment` in effect, if there is one.
    static func withShape<T>(of environment: EnvironmentValues, _ make: () -> T) -> T {
        guard let container = environment.containerShape else { return make() }
        return RenderContext.ofThisThread.with(containerShape: container, make)
    }
}

private struct ContainerShapeKey: EnvironmentKey { static let defaultValue: ContainerShapeContext? = nil }

extension EnvironmentValues {
    /// The container shape views are in, with the padding added since (nil: none).
    var containerShape: ContainerShapeContext? {
        get { self[ContainerShapeKey.self] }
        set { self[ContainerShapeKey.self] = newValue }
    }
}

extension View {
    /// Sets the shape that ``ContainerRelativeShape`` takes inside this view, as SwiftUI's
    /// `containerShape(_:)`.
    ///
    /// ```swift
    /// VStack { ContainerRelativeShape().fill(.orange) }.padding(6).containerShape(.rect(cornerRadius: 16))
    /// ```
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        let context = ContainerShapeContext(path: { rect, amount in shape.inset(by: amount).path(in: rect) })
        return ModifiedNodes(self, environment: { $0.containerShape = context })
    }
}
