"""Start, stop and inspect the embedded Neo4j server process (pid file + log file under PIA_HOME)."""

from __future__ import annotations

import contextlib
import errno
import logging
import os
import signal
import socket
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from neo4j import GraphDatabase
from neo4j.exceptions import AuthError, ServiceUnavailable

from pia_graph.config import Settings
from pia_graph.neo4j_server.build import build_launcher, java_executable
from pia_graph.paths import browser_dir

log = logging.getLogger(__name__)

READY_MARK = "PIA-NEO4J READY"


class ServerError(RuntimeError):
    """The embedded server could not be started or stopped; the message says why."""


@dataclass(frozen=True)
class ServerStatus:
    running: bool
    pid: int | None
    bolt_uri: str
    http_url: str | None
    rss_mb: float | None
    log_file: Path
    data_dir: Path


def _pid_file(settings: Settings) -> Path:
    return settings.server_dir / "neo4j.pid"


def _log_file(settings: Settings) -> Path:
    return settings.server_dir / "neo4j.log"


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except OSError as e:
        return e.errno == errno.EPERM
    try:  # a zombie child of ours is not alive
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            return f.read().split()[2] != "Z"
    except OSError:
        return True


def _read_pid(settings: Settings) -> int | None:
    try:
        pid = int(_pid_file(settings).read_text().strip())
    except (OSError, ValueError):
        return None
    return pid if _alive(pid) else None


def rss_mb(pid: int) -> float | None:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    except OSError:
        return None
    return None


def thread_cpu_s(pid: int) -> dict[str, float]:
    """CPU seconds (user + system) of a process's threads, summed by thread name without its trailing number: for
    the JVM the Bolt workers (statements and commits), the JIT compilers, the garbage collector, the page cache."""
    out: dict[str, float] = {}
    ticks = os.sysconf("SC_CLK_TCK")
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return out
    for task in tasks:
        try:
            name = Path(f"/proc/{pid}/task/{task}/comm").read_text().strip().rstrip("0123456789#-_ ")
            fields = Path(f"/proc/{pid}/task/{task}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # a thread that ended meanwhile
        out[name] = out.get(name, 0.0) + (int(fields[11]) + int(fields[12])) / ticks
    return out


def _port_free(port: int) -> bool:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind(("127.0.0.1", port))
        except OSError:
            return False
    return True


def log_tail(settings: Settings, lines: int = 25) -> str:
    try:
        return "\n".join(_log_file(settings).read_text(errors="replace").splitlines()[-lines:])
    except OSError:
        return "(no log)"


def server_status(settings: Settings) -> ServerStatus:
    pid = _read_pid(settings)
    http = f"http://127.0.0.1:{settings.neo4j_http_port}/browser/" if settings.neo4j_http_port else None
    return ServerStatus(
        running=pid is not None,
        pid=pid,
        bolt_uri=f"bolt://127.0.0.1:{settings.neo4j_bolt_port}",
        http_url=http,
        rss_mb=rss_mb(pid) if pid else None,
        log_file=_log_file(settings),
        data_dir=settings.data_dir,
    )


def _bolt_answers(settings: Settings) -> bool:
    uri = f"bolt://127.0.0.1:{settings.neo4j_bolt_port}"
    auth = (settings.neo4j_user, settings.neo4j_password.get_secret_value())
    try:
        with GraphDatabase.driver(uri, auth=auth, connection_timeout=2.0) as driver:
            driver.verify_connectivity()
        return True
    except (ServiceUnavailable, OSError):
        return False
    except AuthError as e:
        raise ServerError(f"Neo4j answers on {uri} but rejects the configured password: {e}") from e


def _ready_logged(log_path: Path, offset: int) -> bool:
    try:
        with open(log_path, "rb") as f:
            f.seek(offset)
            return READY_MARK.encode() in f.read()
    except OSError:
        return False


def start_server(settings: Settings) -> ServerStatus:
    """Start the embedded server in the background and wait until Bolt answers."""
    existing = _read_pid(settings)
    if existing:
        raise ServerError(f"the embedded Neo4j is already running (pid {existing}); `pia neo4j stop` first")
    if len(settings.neo4j_password.get_secret_value()) < 8:
        raise ServerError("PIA_NEO4J_PASSWORD must be at least 8 characters")
    assets_port = settings.neo4j_assets_port if settings.neo4j_http_port else 0
    for port, what in ((settings.neo4j_bolt_port, "BOLT"), (settings.neo4j_http_port, "HTTP"),
                       (assets_port, "ASSETS")):
        if port and not _port_free(port):
            raise ServerError(
                f"port {port} ({what}) on 127.0.0.1 is taken by another process; stop it or set "
                f"PIA_NEO4J_{what}_PORT"
            )
    build = build_launcher(settings.java_home)
    java = java_executable(settings.java_home)
    settings.server_dir.mkdir(parents=True, exist_ok=True)
    settings.data_dir.mkdir(parents=True, exist_ok=True)
    cmd = [
        java,
        "-Xms256m",
        f"-Xmx{settings.neo4j_heap_mb}m",
        "-XX:+ExitOnOutOfMemoryError",
        "-cp",
        build.classpath,
        "io.pia.launcher.Launcher",
        f"--home={settings.server_dir}",
        f"--data={settings.data_dir}",
        f"--bolt-port={settings.neo4j_bolt_port}",
        f"--http-port={settings.neo4j_http_port}",
        f"--pagecache-mb={settings.neo4j_pagecache_mb}",
        f"--tx-max-mb={settings.neo4j_tx_max_mb}",
        f"--assets-port={assets_port}",
        f"--assets-dir={browser_dir()}",
    ]
    env = dict(os.environ, PIA_NEO4J_PASSWORD=settings.neo4j_password.get_secret_value())
    log_path = _log_file(settings)
    log_offset = log_path.stat().st_size if log_path.exists() else 0
    with open(log_path, "ab") as out:
        proc = subprocess.Popen(
            cmd, stdout=out, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env, start_new_session=True
        )
    _pid_file(settings).write_text(str(proc.pid))
    started = time.monotonic()
    while time.monotonic() - started < settings.neo4j_start_timeout_s:
        if proc.poll() is not None:
            _pid_file(settings).unlink(missing_ok=True)
            raise ServerError(
                f"the embedded Neo4j exited with code {proc.returncode} while starting; "
                f"last log lines ({log_path}):\n{log_tail(settings)}"
            )
        # The launcher sets the password before it prints READY: asking earlier would be refused.
        if _ready_logged(log_path, log_offset) and _bolt_answers(settings):
            log.info("embedded Neo4j up in %.1f s (pid %d)", time.monotonic() - started, proc.pid)
            return server_status(settings)
        time.sleep(0.5)
    _terminate(proc.pid, 20.0)
    _pid_file(settings).unlink(missing_ok=True)
    raise ServerError(
        f"the embedded Neo4j did not answer on Bolt within {settings.neo4j_start_timeout_s:.0f} s; "
        f"last log lines ({log_path}):\n{log_tail(settings)}"
    )


def _terminate(pid: int, timeout_s: float) -> bool:
    try:
        os.kill(pid, signal.SIGTERM)
    except ProcessLookupError:
        return True
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        with contextlib.suppress(ChildProcessError):
            os.waitpid(pid, os.WNOHANG)
        if not _alive(pid):
            return True
        time.sleep(0.2)
    os.kill(pid, signal.SIGKILL)
    return False


def stop_server(settings: Settings, timeout_s: float = 60.0) -> bool:
    """Stop the server cleanly (SIGTERM, then SIGKILL after timeout_s). False if none was running."""
    pid = _read_pid(settings)
    if pid is None:
        _pid_file(settings).unlink(missing_ok=True)
        return False
    clean = _terminate(pid, timeout_s)
    if not clean:
        log.warning("Neo4j (pid %d) did not stop within %.0f s and was killed", pid, timeout_s)
    _pid_file(settings).unlink(missing_ok=True)
    return True
