// vellum-gallery [--out DIR]: renders the gallery: every section's views through ImageRenderer
// to PNG, SVG and PDF, and index.html.
import Foundation
import VellumGalleryKit

var outputDirectory = "Gallery"
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--out":
        guard let value = arguments.popFirst() else {
            FileHandle.standardError.write(Data("vellum-gallery: --out needs a directory\n".utf8))
            exit(2)
        }
        outputDirectory = value
    case "-h", "--help":
        print("usage: vellum-gallery [--out DIR]   (default DIR: Gallery)")
        exit(0)
    default:
        FileHandle.standardError.write(
            Data("vellum-gallery: unknown argument '\(argument)'\nusage: vellum-gallery [--out DIR]\n".utf8))
        exit(2)
    }
}

do {
    let files = try GalleryWriter.write(to: URL(fileURLWithPath: outputDirectory, isDirectory: true))
    for file in files { print("wrote \(file.relativePath)") }
    print("\(files.count) files written to \(outputDirectory)")
} catch {
    FileHandle.standardError.write(Data("vellum-gallery: \(error)\n".utf8))
    exit(1)
}
