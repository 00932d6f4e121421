import Foundation
import Observation
import VellumGeometry

/// A key for a value the environment carries down the view tree, as in SwiftUI.
///
/// ```swift
/// struct BrandKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///     var brand: Color {
///         get { self[BrandKey.self] }
///         set { self[BrandKey.self] = newValue }
///     }
/// }
/// Circle().fill(.red).environment(\.brand, .green)
/// ```
public protocol EnvironmentKey {
    /// The value's type.
    associatedtype Value
    /// The value when no view above set one.
    static var defaultValue: Value { get }
}

/// The values that flow down a view tree: foreground style, tint, font and text settings,
/// and any value of your own (``EnvironmentKey``).
///
/// Values are copied down the tree and never shared between renders; values of your own
/// should be value types (the environment is `@unchecked Sendable` so that it can travel with
/// a render to any thread).
public struct EnvironmentValues: @unchecked Sendable, CustomStringConvertible {
    /// Each set value in a box of its key's value type, so reading it is a downcast the
    /// key's type guarantees rather than a dynamic cast from `Any`.
    private var values: [ObjectIdentifier: AnyObject] = [:]

    /// An environment with every value at its default.
    public init() {}

    /// Room for `count` values set without growing the storage again (a render's starting
    /// environment sets about six).
    package mutating func reserveCapacity(_ count: Int) {
        values.reserveCapacity(count)
    }

    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            guard let box = values[ObjectIdentifier(key)] else { return K.defaultValue }
            return unsafeDowncast(box, to: EnvironmentBox<K.Value>.self).value
        }
        set { values[ObjectIdentifier(key)] = EnvironmentBox(newValue) }
    }

    public var description: String { "EnvironmentValues(\(values.count) set)" }
}

/// One environment value. Boxes are never changed after they are made, so environments
/// that share them stay independent.
private final class EnvironmentBox<Value> {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Reads a value from the environment of the view whose `body` is being evaluated, as
/// SwiftUI's property wrapper does.
///
/// ```swift
/// struct Label: View {
///     @Environment(\.font) var font
///     var body: some View { Text(font == nil ? "default" : "custom") }
/// }
/// ```
@propertyWrapper
public struct Environment<Value> {
    private let read: (EnvironmentValues) -> Value

    /// Reads the value at `keyPath`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    /// Reads the `@Observable` object of `objectType` that `.environment(_:)` put above the
    /// view. As in SwiftUI, reading it where none was put stops the program: declare the
    /// property optional to read nil instead.
    ///
    /// ```swift
    /// @Environment(BuildModel.self) private var model
    /// ```
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { environment in
            guard let object = environment.observableObject(of: Value.self) else {
                fatalError(
                    "No Observable object of type \(Value.self) found: put one with .environment(_:) above the view")
            }
            return object
        }
    }

    /// Reads the `@Observable` object of `objectType`, or nil where none was put.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0.observableObject(of: T.self) }
    }

    /// The value in the environment of the body being evaluated (the default outside one).
    public var wrappedValue: Value { read(RenderContext.environment) }
}

/// The `@Observable` objects put in an environment, by type. Objects are the app's to share;
/// a render only reads them.
private struct ObservableObjects: @unchecked Sendable {
    var byType: [ObjectIdentifier: AnyObject] = [:]
}

private struct ObservableObjectsKey: EnvironmentKey { static let defaultValue = ObservableObjects() }

extension EnvironmentValues {
    /// The `@Observable` object of type `T` put above, if any.
    func observableObject<T: AnyObject>(of type: T.Type) -> T? {
        self[ObservableObjectsKey.self].byType[ObjectIdentifier(type)] as? T
    }

    /// Puts `object` in, found by its type.
    mutating func setObservableObject(_ object: AnyObject?, as type: ObjectIdentifier) {
        self[ObservableObjectsKey.self].byType[type] = object
    }
}

extension View {
    /// Sets an environment value for this view and everything inside it.
    ///
    /// ```swift
    /// VStack { Text("a"); Text("b") }.environment(\.font, .headline)
    /// ```
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        let box = UncheckedBox((keyPath, value))
        return ModifiedNodes(
            self,
            environment: { environment in
                environment[keyPath: box.value.0] = box.value.1
            })
    }

    /// Puts an `@Observable` object in the environment of this view and everything inside
    /// it, where `@Environment(Model.self)` finds it.
    ///
    /// ```swift
    /// StatusCard().environment(BuildModel())
    /// ```
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        let type = ObjectIdentifier(T.self)
        let box = UncheckedBox(object as AnyObject?)
        return ModifiedNodes(self, environment: { environment in environment.setObservableObject(box.value, as: type) })
    }

    /// Changes an environment value for this view and everything inside it.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>,
        transform: @escaping (inout V) -> Void
    ) -> some View {
        let box = UncheckedBox((keyPath, transform))
        return ModifiedNodes(
            self,
            environment: { environment in
                box.value.1(&environment[keyPath: box.value.0])
            })
    }
}

/// Carries a value the compiler cannot prove `Sendable` into a `@Sendable` closure that runs
/// on the same thread during one render.
struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
