// vellum: the command-line executable. Everything it does lives in VellumCommandLine, and
// `serve` in VellumServer.
import ArgumentParser
import VellumCommandLine
import VellumServer

@main
struct VellumMain: AsyncParsableCommand {
    static let configuration = VellumCommand.makeConfiguration(adding: [ServeCommand.self])
}
