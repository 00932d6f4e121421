import Foundation
import Synchronization
import Testing

@testable import VellumServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// nginx's binary, if installed.
let nginxExecutable: URL? = ["/usr/sbin/nginx", "/usr/bin/nginx"].map(URL.init(fileURLWithPath:))
    .first { FileManager.default.isExecutableFile(atPath: $0.path) }

/// A server started in this process on a free port.
struct RunningServer {
    let server: ImageServer
    let port: Int
    let task: Task<Void, any Error>

    static func start(workers: Int = 2) async throws -> RunningServer {
        var configuration = ServerConfiguration()
        configuration.port = 0
        configuration.workers = workers
        configuration.cacheMegabytes = 0
        configuration.logLevel = "warning"
        let server = ImageServer(configuration: configuration)
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let task = Task { try await server.run(gracefulShutdownSignals: []) { continuation.yield($0) } }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        return RunningServer(server: server, port: port, task: task)
    }

    func stop() async {
        await server.shutdown()
        _ = await task.result
    }
}

/// A port nobody listens on now.
func freeLoopbackPort() throws -> Int {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
    }
    try #require(bound == 0)
    _ = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
    }
    return Int(UInt16(bigEndian: address.sin_port))
}

/// docs/nginx-vellum.conf run on loopback in front of two servers.
@Suite(.serialized, .enabled(if: nginxExecutable != nil, "no nginx; `make test` installs Debian's nginx-light"))
struct NginxTests {
    @Test func balancesCachesAndLosesNoRequestWhenAnInstanceStops() async throws {
        let first = try await RunningServer.start(), second = try await RunningServer.start()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "vellum-nginx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("cache"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // The shipped recipe, with this run's ports and paths.
        let recipe = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/nginx-vellum.conf")
        let nginxPort = try freeLoopbackPort()
        let site = try String(contentsOf: recipe, encoding: .utf8)
            .replacingOccurrences(of: "127.0.0.1:8081", with: "127.0.0.1:\(first.port)")
            .replacingOccurrences(of: "127.0.0.1:8082", with: "127.0.0.1:\(second.port)")
            .replacingOccurrences(of: "listen 127.0.0.1:8080", with: "listen 127.0.0.1:\(nginxPort)")
            .replacingOccurrences(of: "/var/cache/nginx/vellum", with: directory.appendingPathComponent("cache").path)
        let temp = directory.path
        let configuration = """
            daemon off;
            user root;
            worker_processes 1;
            pid \(temp)/nginx.pid;
            error_log \(temp)/error.log warn;
            events { worker_connections 1024; }
            http {
                access_log off;
                client_body_temp_path \(temp)/body;
                proxy_temp_path \(temp)/proxy;
                fastcgi_temp_path \(temp)/fastcgi;
                uwsgi_temp_path \(temp)/uwsgi;
                scgi_temp_path \(temp)/scgi;
            \(site)
            }
            """
        let configurationURL = directory.appendingPathComponent("nginx.conf")
        try configuration.write(to: configurationURL, atomically: true, encoding: .utf8)
        let nginx = Process()
        nginx.executableURL = nginxExecutable
        nginx.arguments = ["-p", temp, "-c", configurationURL.path]
        nginx.standardError = FileHandle.nullDevice
        try nginx.run()
        defer {
            nginx.terminate()
            nginx.waitUntilExit()
        }
        let proxied = URL(string: "http://127.0.0.1:\(nginxPort)")!
        // Wait for nginx to listen.
        for _ in 0..<200 {
            if (try? await get(proxied.appendingPathComponent("health")))?.status == 200 { break }
            try await Task.sleep(for: .milliseconds(25))
        }

        // Through nginx: the same bytes and ETag as straight from a server; then a cache hit.
        let path = "/v1/progress/42.png?style=circular&percent=true&label=Upload"
        let direct = try await get(URL(string: "http://127.0.0.1:\(first.port)\(path)")!)
        let viaNginx = try await get(URL(string: "\(proxied)\(path)")!)
        #expect(
            viaNginx.status == 200 && viaNginx.body == direct.body && viaNginx.headers["etag"] == direct.headers["etag"]
        )
        #expect(viaNginx.headers["x-cache-status"] == "MISS")
        let again = try await get(URL(string: "\(proxied)\(path)")!)
        #expect(again.headers["x-cache-status"] == "HIT" && again.body == direct.body)

        // Under load, one instance stops: every request still gets its image.
        let answered = Counter()
        let statuses = try await withThrowingTaskGroup(of: [Int].self) { group in
            // 16 clients, 10 requests each, one after another.
            for client in 0..<16 {
                group.addTask {
                    let session = URLSession(configuration: .patient)
                    defer { session.finishTasksAndInvalidate() }
                    var statuses: [Int] = []
                    for request in 0..<10 {
                        let value = Double(client * 10 + request) / 2
                        let url = URL(string: "\(proxied)/v1/progress/\(value).svg?style=linear&percent=true")!
                        let (_, response) = try await session.data(from: url)
                        statuses.append((response as? HTTPURLResponse)?.statusCode ?? 0)
                        answered.increment()
                    }
                    return statuses
                }
            }
            group.addTask {
                while answered.value < 40 { try await Task.sleep(for: .milliseconds(2)) }
                await first.stop()
                return []
            }
            var statuses: [Int] = []
            for try await batch in group { statuses += batch }
            return statuses
        }
        #expect(
            statuses.count == 160 && statuses.allSatisfy { $0 == 200 },
            "\(Dictionary(grouping: statuses, by: { $0 }).mapValues(\.count))")
        await second.stop()
    }
}

/// A count shared by tasks.
final class Counter: Sendable {
    private let count = Mutex(0)
    func increment() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}

/// `body`, which blocks (waiting for a process, reading a pipe), run on a Dispatch thread so
/// that it never holds one of Swift concurrency's few threads: the in-process servers answer
/// on those.
func blocking<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async { continuation.resume(with: Result { try body() }) }
    }
}
