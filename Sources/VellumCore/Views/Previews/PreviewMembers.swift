import Foundation

/// The views a `previews` property lists, one preview each, as Xcode splits them: the
/// members of its builder's tuple, of `Group`s and `ForEach`es, through the chosen branch of
/// an `if`; a modifier on a group applies to each member. Any other view is one member.
///
/// ```swift
/// let members = previewMembers(of: Group { Ring(); Badge() }.previewLayout(.sizeThatFits))
/// // two views, each with the layout
/// ```
package func previewMembers(of view: any View) -> [any View] {
    guard let list = view as? any PreviewMemberList else { return [view] }
    return list.previewMembers
}

/// A view that is a list of views when it stands for previews.
protocol PreviewMemberList {
    var previewMembers: [any View] { get }
}

extension TupleView: PreviewMemberList {
    var previewMembers: [any View] {
        Mirror(reflecting: value).children.flatMap { child in
            (child.value as? any View).map(previewMembers(of:)) ?? []
        }
    }
}

extension Group: PreviewMemberList {
    var previewMembers: [any View] { VellumCore.previewMembers(of: content) }
}

extension AnyView: PreviewMemberList {
    var previewMembers: [any View] { VellumCore.previewMembers(of: view) }
}

extension Optional: PreviewMemberList where Wrapped: View {
    var previewMembers: [any View] { map { VellumCore.previewMembers(of: $0) } ?? [] }
}

extension _ConditionalContent: PreviewMemberList {
    var previewMembers: [any View] {
        switch storage {
        case .trueContent(let view): VellumCore.previewMembers(of: view)
        case .falseContent(let view): VellumCore.previewMembers(of: view)
        }
    }
}

extension ForEach: PreviewMemberList where Content: View {
    var previewMembers: [any View] { data.flatMap { VellumCore.previewMembers(of: content($0)) } }
}

extension ModifiedNodes: PreviewMemberList {
    var previewMembers: [any View] {
        let members = VellumCore.previewMembers(of: content)
        return members.count == 1 ? [self] : members.map { applied(to: $0) }
    }
}

extension ModifiedContent: PreviewMemberList where Content: View, Modifier: ViewModifier {
    var previewMembers: [any View] {
        let members = VellumCore.previewMembers(of: content)
        guard members.count != 1 else { return [self] }
        return members.map { ModifiedContent<AnyView, Modifier>(content: AnyView(erasing: $0), modifier: modifier) }
    }
}
