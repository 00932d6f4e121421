import Foundation

/// A view's own value that its body and its actions may change, as SwiftUI's `@State`.
///
/// A render keeps the value between its passes: what `onAppear`, `.task` or
/// `onPreferenceChange` set is what the next pass draws, so a ring whose trim starts at 0
/// and is set to 0.75 when it appears is drawn at 0.75.
///
/// ```swift
/// struct Ring: View {
///     @State private var trim = 0.0
///     var body: some View {
///         Circle().trim(from: 0, to: trim).stroke(.blue, lineWidth: 8)
///             .onAppear { withAnimation(.easeOut(duration: 1)) { trim = 0.75 } }
///     }
/// }
/// ```
///
/// State belongs to the view's place in the view tree, as in SwiftUI: two instances of a view
/// keep their own, a view inside an `if` keeps its own whatever its siblings do, and `id(_:)`
/// with a new value starts it afresh. A property declared without a value takes the one the
/// memberwise initializer is given (`@State var offset: CGFloat`).
@propertyWrapper
public struct State<Value>: DynamicProperty, _StateProperty {
    private let box: StateBox

    /// State starting at `wrappedValue`.
    public init(wrappedValue: Value) {
        // The render binds it to the view's place before the view's body runs.
        box = StateBox(wrappedValue, session: nil)
    }

    /// State starting at `value`.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    var _stateBox: StateBox { box }

    /// The current value; setting it lays the render out again.
    public var wrappedValue: Value {
        get { box.value as! Value }
        nonmutating set { box.set(newValue) }
    }

    /// A binding to the value (`$value`).
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value as! Value }, set: { box.set($0) })
    }
}

extension State: @unchecked Sendable where Value: Sendable {}

// In an extension, not a `where` clause on the initializer: so `@State var offset: CGFloat`,
// declared without a value, is not default-initialized with it but takes the memberwise
// initializer's value, as with SwiftUI's.
extension State where Value: ExpressibleByNilLiteral {
    /// State starting at nil.
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// A property that a view reads in its body and that the render keeps up to date, as
/// SwiftUI's: `State`, `Binding`, `Environment` and your own composites of them.
public protocol DynamicProperty {
    /// Called before the body is evaluated. Default: nothing.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

extension Environment: DynamicProperty {}

/// A value owned elsewhere that a view reads and writes, as SwiftUI's `Binding`.
///
/// ```swift
/// struct Meter: View {
///     @Binding var level: Double
///     var body: some View { Capsule().fill(.green).frame(width: 100 * level, height: 8) }
/// }
/// Meter(level: .constant(0.4))
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void
    /// The transaction of changes through this binding. Default: an empty one.
    public var transaction = Transaction()

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = { value, _ in set(value) }
    }

    /// A binding that reads with `get` and writes with `set`, given the transaction.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
    }

    /// The binding of a binding (`@Binding var x` made from `$x`).
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding of an optional that is nil when `base` is.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        var last = value
        self.init(
            get: { base.wrappedValue ?? last },
            set: {
                last = $0; base.wrappedValue = $0
            })
    }

    /// A binding of the same value as an optional.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue, transaction) }
    }

    public var projectedValue: Binding<Value> { self }

    /// The binding of a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        return Binding<Subject>(
            get: { base.wrappedValue[keyPath: keyPath] },
            set: {
                var value = base.wrappedValue; value[keyPath: keyPath] = $0; base.wrappedValue = value
            })
    }

    /// The same binding, its changes made in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }

    /// The same binding, its changes animated with `animation` (a render shows where they end).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: Identifiable where Value: Identifiable {
    /// The bound value's identity, so `ForEach` and `$item.id` read it as SwiftUI's do.
    public var id: Value.ID { wrappedValue.id }
}

// A binding of a collection is a collection of bindings to its elements, as SwiftUI's (iOS 15):
// `ForEach($items) { $item in … }`, `$items[2]`, `$items.count`.
extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }
    public func index(after index: Index) -> Index { wrappedValue.index(after: index) }

    /// The binding of the element at `position`.
    public subscript(position: Index) -> Binding<Value.Element> {
        let base = self
        return Binding<Value.Element>(
            get: { base.wrappedValue[position] },
            set: { element, transaction in
                var value = base.wrappedValue
                value[position] = element
                base.transaction(transaction).wrappedValue = value
            })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    public func index(before index: Index) -> Index { wrappedValue.index(before: index) }
}

extension Binding: RandomAccessCollection where Value: RandomAccessCollection & MutableCollection {}
