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
    /// The values set, newest first, as SwiftUI keeps its own: setting one pushes a node, so a
    /// modifier's environment costs one allocation and shares the rest with its parent's,
    /// where a dictionary was copied whole. Nodes never change once made.
    private var newest: EnvironmentNode?

    /// An environment with every value at its default.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get {
            let id = ObjectIdentifier(key)
            var node = newest
            while let current = node {
                if current.key == id { return unsafeDowncast(current, to: EnvironmentValueNode<K.Value>.self).value }
                node = current.older
            }
            return K.defaultValue
        }
        set {
            newest = EnvironmentValueNode(key: ObjectIdentifier(key), value: newValue, older: newest)
            if newest!.length > EnvironmentNode.compactionLength { compact() }
        }
    }

    /// Keeps only the newest node of each key, so a value set over and over (a loop on one
    /// environment) cannot make the chain, and every lookup, grow without bound.
    private mutating func compact() {
        var rebuilt: EnvironmentNode?
        for node in setNodes.reversed() { rebuilt = node.copy(older: rebuilt) }
        newest = rebuilt
    }

    /// The node of each key's value, newest first (shadowed values left out).
    private var setNodes: [EnvironmentNode] {
        var seen = Set<ObjectIdentifier>()
        var nodes: [EnvironmentNode] = []
        var node = newest
        while let current = node {
            if seen.insert(current.key).inserted { nodes.append(current) }
            node = current.older
        }
        return nodes
    }

    /// How many keys have a value set.
    var setCount: Int { setNodes.count }

    /// Nodes in the chain, shadowed values included (for tests).
    var chainLength: Int { newest?.length ?? 0 }

    public var description: String { "EnvironmentValues(\(setCount) set)" }
}

/// One set value of an ``EnvironmentValues``, in front of the values set before it.
private class EnvironmentNode {
    /// Past this many nodes the chain is compacted: more than any view tree's depth of
    /// modifiers sets, and few enough that a lookup stays a short walk.
    static let compactionLength = 96

    let key: ObjectIdentifier
    let older: EnvironmentNode?
    /// Nodes in the chain from here, this one included.
    let length: Int

    /// Only ``EnvironmentValueNode`` makes nodes.
    fileprivate init(key: ObjectIdentifier, older: EnvironmentNode?) {
        self.key = key
        self.older = older
        length = (older?.length ?? 0) + 1
    }

    /// The same value in front of `older`.
    func copy(older: EnvironmentNode?) -> EnvironmentNode {
        fatalError("unreachable: every node is an EnvironmentValueNode, which overrides this")
    }
}

/// A node with its key's value, of the key's value type: reading it is a downcast the key's
/// type guarantees rather than a dynamic cast from `Any`.
private final class EnvironmentValueNode<Value>: EnvironmentNode {
    let value: Value

    init(key: ObjectIdentifier, value: Value, older: EnvironmentNode?) {
        self.value = value
        super.init(key: key, older: older)
    }

    override func copy(older: EnvironmentNode?) -> EnvironmentNode {
        EnvironmentValueNode(key: key, value: value, older: older)
    }
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
