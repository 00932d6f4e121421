/// A key for a value a view hands to the layout that contains it, as SwiftUI's: set it with
/// `layoutValue(key:value:)`, read it through ``LayoutSubview``'s subscript.
///
/// ```swift
/// struct Rank: LayoutValueKey { static let defaultValue = 0 }
/// Circle().layoutValue(key: Rank.self, value: 2)
/// // in the layout: subview[Rank.self] == 2
/// ```
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

extension View {
    /// Hands `value` for `key` to the layout that contains this view.
    ///
    /// - Parameters:
    ///   - key: The key the layout reads.
    ///   - value: The value for this view.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        let box = UncheckedBox(value), identifier = ObjectIdentifier(key)
        return tagged { $0.layoutValues[identifier] = box.value }
    }
}
