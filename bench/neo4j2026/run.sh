#!/usr/bin/env bash
# Benchmark only (docs/vector-search.md): build and run the project's launcher against Neo4j 2026.x, on its own
# port and data folder, beside (never instead of) the project's 5.26 server.
#   bench/neo4j2026/run.sh start [BOLT_PORT]   # default 7842; data in bench/neo4j2026/.run/
#   bench/neo4j2026/run.sh stop
# Needs Java 21+ (JAVA_HOME, default the Temurin 25 JDK) and Maven; PIA_NEO4J_PASSWORD as for the project.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
run="$here/.run"
export JAVA_HOME="${JAVA_HOME_2026:-/usr/lib/jvm/temurin-25-jdk-amd64}"
case "${1:-}" in
  start)
    port="${2:-7842}"
    : "${PIA_NEO4J_PASSWORD:=pia-graph-local}"; export PIA_NEO4J_PASSWORD
    if [ ! -f "$here/target/pia-neo4j-launcher-2026.jar" ]; then
      (cd "$here" && mvn -B -q package)
    fi
    mkdir -p "$run"
    if [ -f "$run/neo4j.pid" ] && kill -0 "$(cat "$run/neo4j.pid")" 2>/dev/null; then
      echo "already running (pid $(cat "$run/neo4j.pid"))"; exit 1
    fi
    : > "$run/neo4j.log"
    setsid "$JAVA_HOME/bin/java" -Xms256m -Xmx768m -XX:+ExitOnOutOfMemoryError \
      -cp "$here/target/pia-neo4j-launcher-2026.jar:$here/target/lib/*" io.pia.launcher.Launcher \
      --home="$run/home" --data="$run/data" --bolt-port="$port" --http-port=0 --pagecache-mb=192 \
      >> "$run/neo4j.log" 2>&1 < /dev/null &
    echo $! > "$run/neo4j.pid"
    for _ in $(seq 1 240); do
      if grep -q "PIA-NEO4J READY" "$run/neo4j.log"; then grep "PIA-NEO4J READY" "$run/neo4j.log"; exit 0; fi
      if ! kill -0 "$(cat "$run/neo4j.pid")" 2>/dev/null; then tail -30 "$run/neo4j.log"; exit 1; fi
      sleep 1
    done
    echo "not ready after 240 s"; tail -30 "$run/neo4j.log"; exit 1
    ;;
  stop)
    [ -f "$run/neo4j.pid" ] || { echo "not running"; exit 0; }
    pid="$(cat "$run/neo4j.pid")"
    kill -TERM "$pid" 2>/dev/null || true
    for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || break; sleep 1; done
    rm -f "$run/neo4j.pid"; echo "stopped"
    ;;
  *) echo "usage: $0 start [BOLT_PORT] | stop"; exit 2 ;;
esac
