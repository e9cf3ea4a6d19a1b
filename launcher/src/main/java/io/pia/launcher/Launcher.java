package io.pia.launcher;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;

import org.neo4j.configuration.GraphDatabaseSettings;
import org.neo4j.configuration.connectors.BoltConnector;
import org.neo4j.configuration.connectors.HttpConnector;
import org.neo4j.configuration.helpers.SocketAddress;
import org.neo4j.dbms.api.DatabaseManagementService;
import org.neo4j.dbms.api.DatabaseManagementServiceBuilder;
import org.neo4j.graphdb.GraphDatabaseService;
import org.neo4j.io.ByteUnit;
import org.neo4j.server.configuration.ServerSettings;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

/**
 * Starts an embedded Neo4j Community DBMS for PIA graph: Bolt on loopback, optional HTTP (Neo4j Browser),
 * authentication on, the neo4j user's password taken from the PIA_NEO4J_PASSWORD environment variable.
 *
 * <p>Arguments are --key=value pairs: --home, --data, --bolt-port, --http-port (0 disables HTTP),
 * --pagecache-mb, --tx-max-mb, and for analysts --assets-dir and --assets-port: a loopback HTTP server with CORS
 * for the Browser style and guide, which Browser loads after connecting (browser.post_connect_cmd). The process prints one line "PIA-NEO4J READY bolt=127.0.0.1:PORT" once the
 * default database is available and stays up until it receives SIGTERM, when it shuts the DBMS down cleanly.
 */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> opts = parse(args);
        Path home = Path.of(opts.getOrDefault("home", ".pia/neo4j")).toAbsolutePath();
        Path data = Path.of(opts.getOrDefault("data", home.resolve("data").toString())).toAbsolutePath();
        int boltPort = Integer.parseInt(opts.getOrDefault("bolt-port", "7687"));
        int httpPort = Integer.parseInt(opts.getOrDefault("http-port", "7474"));
        long pageCacheMb = Long.parseLong(opts.getOrDefault("pagecache-mb", "192"));
        long txMaxMb = Long.parseLong(opts.getOrDefault("tx-max-mb", "256"));
        String password = System.getenv("PIA_NEO4J_PASSWORD");
        if (password == null || password.length() < 8) {
            System.err.println("PIA-NEO4J ERROR PIA_NEO4J_PASSWORD must be set to at least 8 characters");
            System.exit(2);
        }
        Files.createDirectories(data);

        DatabaseManagementServiceBuilder builder = new DatabaseManagementServiceBuilder(home)
                .setConfig(GraphDatabaseSettings.data_directory, data)
                .setConfig(GraphDatabaseSettings.pagecache_memory, ByteUnit.mebiBytes(pageCacheMb))
                .setConfig(GraphDatabaseSettings.memory_transaction_global_max_size, ByteUnit.mebiBytes(txMaxMb))
                .setConfig(GraphDatabaseSettings.keep_logical_logs, "false")
                .setConfig(GraphDatabaseSettings.auth_enabled, true)
                .setConfig(BoltConnector.enabled, true)
                .setConfig(BoltConnector.listen_address, new SocketAddress("127.0.0.1", boltPort))
                .setConfig(BoltConnector.advertised_address, new SocketAddress("127.0.0.1", boltPort))
                .setConfig(HttpConnector.enabled, httpPort > 0);
        if (httpPort > 0) {
            builder.setConfig(HttpConnector.listen_address, new SocketAddress("127.0.0.1", httpPort));
        }
        int assetsPort = Integer.parseInt(opts.getOrDefault("assets-port", "0"));
        String assetsDir = opts.get("assets-dir");
        HttpServer assets = null;
        if (httpPort > 0 && assetsPort > 0 && assetsDir != null) {
            assets = serveAssets(Path.of(assetsDir).toAbsolutePath(), assetsPort);
            String base = "http://127.0.0.1:" + assetsPort;
            builder.setConfig(ServerSettings.browser_remote_content_hostname_whitelist, "127.0.0.1,localhost");
            builder.setConfig(ServerSettings.browser_post_connect_cmd,
                    "style " + base + "/pia.grass; play " + base + "/guide.html");
        }
        DatabaseManagementService service = builder.build();
        CountDownLatch stopped = new CountDownLatch(1);
        HttpServer assetsServer = assets;
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            System.out.println("PIA-NEO4J STOPPING");
            if (assetsServer != null) {
                assetsServer.stop(0);
            }
            service.shutdown();
            stopped.countDown();
        }, "pia-neo4j-shutdown"));

        setPassword(service, password);
        GraphDatabaseService db = service.database(GraphDatabaseSettings.DEFAULT_DATABASE_NAME);
        db.executeTransactionally("RETURN 1");
        System.out.println("PIA-NEO4J READY bolt=127.0.0.1:" + boltPort
                + (httpPort > 0 ? " http=127.0.0.1:" + httpPort : "")
                + (assets != null ? " assets=127.0.0.1:" + assetsPort : ""));
        System.out.flush();
        stopped.await();
    }

    /** The configured password wins at every start; the first start replaces Neo4j's default one. */
    private static void setPassword(DatabaseManagementService service, String password) {
        GraphDatabaseService system = service.database(GraphDatabaseSettings.SYSTEM_DATABASE_NAME);
        try {
            system.executeTransactionally(
                    "ALTER USER neo4j SET PASSWORD $pw CHANGE NOT REQUIRED", Map.of("pw", password));
        } catch (RuntimeException e) {
            String message = String.valueOf(e.getMessage());
            if (!message.contains("cannot be the same")) {
                throw e;
            }
        }
    }

    /**
     * Serves the style and guide files of one folder (no subfolders, no listing) to Neo4j Browser, which
     * fetches them cross-origin: hence the CORS header. Loopback only.
     */
    private static HttpServer serveAssets(Path dir, int port) throws IOException {
        HttpServer server = HttpServer.create(new InetSocketAddress("127.0.0.1", port), 16);
        server.createContext("/", exchange -> {
            try (exchange) {
                String name = exchange.getRequestURI().getPath().replaceFirst("^/", "");
                Path file = dir.resolve(name).normalize();
                boolean ok = !name.isEmpty() && !name.contains("/") && file.startsWith(dir) && Files.isRegularFile(file);
                exchange.getResponseHeaders().add("Access-Control-Allow-Origin", "*");
                if (!ok) {
                    send(exchange, 404, "text/plain", "not found".getBytes());
                    return;
                }
                String type = name.endsWith(".html") ? "text/html; charset=utf-8"
                        : name.endsWith(".grass") ? "text/plain; charset=utf-8" : "application/octet-stream";
                send(exchange, 200, type, Files.readAllBytes(file));
            }
        });
        server.start();
        return server;
    }

    private static void send(HttpExchange exchange, int status, String type, byte[] body) throws IOException {
        exchange.getResponseHeaders().add("Content-Type", type);
        exchange.sendResponseHeaders(status, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    private static Map<String, String> parse(String[] args) {
        Map<String, String> opts = new HashMap<>();
        for (String arg : args) {
            if (!arg.startsWith("--") || !arg.contains("=")) {
                throw new IllegalArgumentException("expected --key=value, got " + arg);
            }
            int eq = arg.indexOf('=');
            opts.put(arg.substring(2, eq), arg.substring(eq + 1));
        }
        return opts;
    }
}
