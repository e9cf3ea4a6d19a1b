"""The embedded Neo4j Community server: build the Java launcher, start, stop and inspect it."""

from pia_graph.neo4j_server.build import LauncherBuild, build_launcher
from pia_graph.neo4j_server.process import (
    ServerError,
    ServerStatus,
    server_status,
    start_server,
    stop_server,
)

__all__ = [
    "LauncherBuild",
    "ServerError",
    "ServerStatus",
    "build_launcher",
    "server_status",
    "start_server",
    "stop_server",
]
