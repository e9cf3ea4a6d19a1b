"""Builds the Java launcher with Maven on first use and reuses the build until its sources change."""

from __future__ import annotations

import hashlib
import logging
import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from pia_graph.paths import launcher_dir

log = logging.getLogger(__name__)

MIN_JAVA = 17


class ToolMissingError(RuntimeError):
    """Java or Maven is not installed, or too old."""


@dataclass(frozen=True)
class LauncherBuild:
    jar: Path
    lib: Path

    @property
    def classpath(self) -> str:
        return f"{self.jar}{os.pathsep}{self.lib}/*"


def java_executable(java_home: Path | None) -> str:
    candidates = [java_home / "bin" / "java"] if java_home else []
    if os.environ.get("JAVA_HOME"):
        candidates.append(Path(os.environ["JAVA_HOME"]) / "bin" / "java")
    for c in candidates:
        if c.is_file():
            return str(c)
    found = shutil.which("java")
    if not found:
        raise ToolMissingError(
            f"Java {MIN_JAVA}+ is needed for the embedded Neo4j and none was found: install a JDK "
            "(e.g. `apt-get install openjdk-17-jdk-headless`) or set PIA_JAVA_HOME"
        )
    return found


def java_major_version(java: str) -> int:
    out = subprocess.run([java, "-version"], capture_output=True, text=True, check=False)
    m = re.search(r'version "(\d+)(?:\.(\d+))?', out.stderr + out.stdout)
    if not m:
        raise ToolMissingError(f"could not read the version of {java}: {out.stderr.strip()[:200]}")
    major = int(m.group(1))
    return int(m.group(2) or 0) if major == 1 else major


def _sources_digest(root: Path) -> str:
    h = hashlib.sha256()
    for path in sorted([root / "pom.xml", *root.joinpath("src").rglob("*.java")]):
        h.update(path.relative_to(root).as_posix().encode())
        h.update(path.read_bytes())
    return h.hexdigest()


def build_launcher(java_home: Path | None = None, force: bool = False) -> LauncherBuild:
    """Return the launcher build, running `mvn package` when it is missing or out of date."""
    root = launcher_dir()
    target = root / "target"
    build = LauncherBuild(jar=target / "pia-neo4j-launcher.jar", lib=target / "lib")
    stamp = target / ".pia-build-digest"
    digest = _sources_digest(root)
    current = build.jar.is_file() and build.lib.is_dir() and stamp.is_file()
    if current and not force and stamp.read_text().strip() == digest:
        return build
    java = java_executable(java_home)
    major = java_major_version(java)
    if major < MIN_JAVA:
        raise ToolMissingError(f"Java {major} found at {java}; the embedded Neo4j 5.26 needs Java {MIN_JAVA}+")
    mvn = shutil.which("mvn")
    if not mvn:
        raise ToolMissingError(
            "Maven is needed once to build the embedded Neo4j launcher and none was found: "
            "install it (e.g. `apt-get install maven`)"
        )
    log.info("building the Neo4j launcher with Maven (first use; downloads Neo4j from Maven Central)")
    env = dict(os.environ)
    if java_home:
        env["JAVA_HOME"] = str(java_home)
    proc = subprocess.run(
        [mvn, "-B", "-q", "-f", str(root / "pom.xml"), "package", "-DskipTests"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    if proc.returncode != 0:
        tail = "\n".join((proc.stdout + proc.stderr).strip().splitlines()[-20:])
        raise RuntimeError(f"building the Neo4j launcher failed:\n{tail}")
    stamp.write_text(digest)
    return build
