// vellum: the command-line executable. Its commands live in VellumCommandLine; `serve`
// (ServeCommand, beside this file) runs VellumServer's `ImageServer`.
import ArgumentParser
import VellumCommandLine

@main
struct VellumMain: AsyncParsableCommand {
    static let configuration = VellumCommand.makeConfiguration(adding: [ServeCommand.self])
}
