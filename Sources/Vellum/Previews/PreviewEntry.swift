import Foundation
import VellumCore

/// A preview declared in a module's sources — a `#Preview` or a `PreviewProvider` — with the
/// file and line that declare it: what Vellum's preview tools find and draw. The previews
/// plugin writes the list for you (`vellumPreviews`); ``images(of:)`` turns it into
/// pictures.
///
/// ```swift
/// let entries = [
///     PreviewEntry(fileID: "Badges/Badge.swift", line: 12, provider: Badge_Previews.self),
/// ]
/// for image in PreviewEntry.images(of: entries) { try image.renderer().write(to: …) }
/// ```
@MainActor
public struct PreviewEntry {
    /// The file that declares the preview, as `#fileID` spells it ("Module/File.swift").
    public let fileID: String
    /// The line of the `#Preview` or of the provider's declaration.
    public let line: Int
    private let members: @MainActor () -> [(view: any View, traits: PreviewSettings)]

    /// A `#Preview`: the preview its expansion makes.
    public init(fileID: String, line: Int, preview: Preview) {
        self.fileID = fileID
        self.line = line
        members = { [(preview.makeView(), preview.settings)] }
    }

    /// A `PreviewProvider`: one preview per view its `previews` lists.
    public init<Provider: PreviewProvider>(fileID: String, line: Int, provider: Provider.Type) {
        self.fileID = fileID
        self.line = line
        members = { previewMembers(of: Provider.previews).map { ($0, PreviewSettings()) } }
    }

    /// The pictures of `entries`, in order, each named by its display name or, without one,
    /// `<File>-<line>` (`-<n>` after it for the n-th view of a provider that lists several);
    /// names are made safe for file names and unique (`-2`, `-3` after a repeated one).
    ///
    /// ```swift
    /// let names = PreviewEntry.images(of: entries).map(\.name)   // ["Badge", "Ring-14"]
    /// ```
    public static func images(of entries: [PreviewEntry]) -> [PreviewImage] {
        var used = Set<String>()
        var images: [PreviewImage] = []
        for entry in entries {
            let members = entry.members()
            for (index, member) in members.enumerated() {
                let settings = PreviewImage.recordedSettings(of: member.view).merged(with: member.traits)
                let fallback = "\(entry.fileStem)-\(entry.line)" + (members.count > 1 ? "-\(index + 1)" : "")
                let name = uniqueName(PreviewImage.fileName(settings.displayName ?? fallback), in: &used)
                images.append(
                    PreviewImage(
                        name: name, fileID: entry.fileID, line: entry.line, view: member.view, settings: settings))
            }
        }
        return images
    }

    /// The file's name without its directory and `.swift`.
    var fileStem: String {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }

    private static func uniqueName(_ name: String, in used: inout Set<String>) -> String {
        var candidate = name, count = 1
        while !used.insert(candidate.lowercased()).inserted {
            count += 1
            candidate = "\(name)-\(count)"
        }
        return candidate
    }
}
