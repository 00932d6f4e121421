import Combine
import Foundation
import Observation

// SwiftUI's ways of reading a model object, for code written against them: `@Bindable` for
// `@Observable` models, and the wrappers of Combine's `ObservableObject` (the Combine module:
// OpenCombine). A render reads the objects as they are when it lays out; after `onAppear`,
// `.task` or `onReceive` actions run it lays out again, so what they changed in an object is
// drawn too, without watching `objectWillChange`.

/// Bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`.
///
/// ```swift
/// @Bindable var model: BuildModel
/// Meter(level: $model.progress)
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(projectedValue: Bindable<Value>) { self = projectedValue }

    public var projectedValue: Bindable<Value> { self }

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// An `ObservableObject` a view is given, as SwiftUI's `@ObservedObject`.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }

    /// Bindings to the object's properties (`$model.progress`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Bindings to an object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// An `ObservableObject` a view makes and keeps, as SwiftUI's `@StateObject`: made once per
/// view for the whole render, on first use.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let state: State<LazyObject<ObjectType>>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        state = State(wrappedValue: LazyObject(make: thunk))
    }

    public var wrappedValue: ObjectType { state.wrappedValue.object }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

/// An object made on first use and kept.
final class LazyObject<ObjectType: AnyObject>: @unchecked Sendable {
    private let lock = NSLock()
    private var made: ObjectType?
    private let make: () -> ObjectType

    init(make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        lock.lock()
        defer { lock.unlock() }
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}

/// An `ObservableObject` put above the view with `.environmentObject(_:)`, as SwiftUI's
/// `@EnvironmentObject`. As in SwiftUI, reading one that was not put stops the program.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = RenderContext.environment.observableObject(of: ObjectType.self) else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found: put one with .environmentObject(_:) above the view"
            )
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: wrappedValue).projectedValue
    }
}

extension View {
    /// Puts `object` where `@EnvironmentObject` finds it, in this view and everything inside.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        let type = ObjectIdentifier(T.self)
        let box = UncheckedBox(object as AnyObject?)
        return ModifiedNodes(self, environment: { environment in environment.setObservableObject(box.value, as: type) })
    }
}
