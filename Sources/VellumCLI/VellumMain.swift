// vellum: the command-line executable. Everything it does lives in VellumCommandLine.
import VellumCommandLine

@main
enum VellumMain {
    static func main() async {
        await VellumCommand.main()
    }
}
