import Foundation
import VellumGeometry

// The gestures SwiftUI code still writes beside the ones in Interaction.swift: accepted and
// composed, never recognised in a render.

/// A pinch, as SwiftUI's deprecated `MagnificationGesture`: its value is the scale.
///
/// ```swift
/// Image("map").gesture(MagnificationGesture().onChanged { scale = $0 })
/// ```
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    /// The least change of scale reported.
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation, as SwiftUI's deprecated `RotationGesture`: its value is the angle.
///
/// ```swift
/// Rectangle().gesture(RotationGesture().onChanged { angle = $0 })
/// ```
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    /// The least change of angle reported.
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A tap that reports where it landed, as SwiftUI's `SpatialTapGesture`.
///
/// ```swift
/// Color.blue.gesture(SpatialTapGesture().onEnded { tap in print(tap.location) })
/// ```
public struct SpatialTapGesture: Gesture {
    /// Where the tap landed.
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }
    /// How many taps.
    public var count: Int
    /// The space `location` is in.
    public var coordinateSpace: CoordinateSpace
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
}

/// A gesture whose value is mapped, what ``Gesture/map(_:)`` returns.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
    let transform: (Content.Value) -> Value
}

extension Gesture {
    /// This gesture with its value passed through `body`.
    ///
    /// ```swift
    /// DragGesture().map { $0.translation.width }.onEnded { offset = $0 }
    /// ```
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}
