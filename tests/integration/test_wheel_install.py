"""The wheel carries its Cypher and ontology files: built from the checkout's tracked files, installed into a
fresh virtual environment outside the checkout, `pia db init`, `pia ontology load`, `pia keys create` and
`pia serve` work there. The fresh environment reuses the test environment's installed dependencies (a .pth
to its site-packages, whose editable pia_graph finder is not activated that way), so nothing is downloaded."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import sysconfig
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from neo4j import Driver

from pia_graph.config import Settings
from pia_graph.db.queries import run_write
from pia_graph.paths import project_root

pytestmark = pytest.mark.integration


def _run(cmd: list[str], cwd: Path, env: dict[str, str] | None = None, timeout: int = 600) -> str:
    done = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout, check=False)
    assert done.returncode == 0, f"{cmd}: {done.stdout[-2000:]}\n{done.stderr[-2000:]}"
    return done.stdout


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The bin folder of a fresh venv with the wheel installed."""
    work = tmp_path_factory.mktemp("wheel")
    src = work / "src"
    files = _run(["git", "ls-files", "-co", "--exclude-standard"], cwd=project_root()).splitlines()
    for name in files:
        if (project_root() / name).is_file():
            (src / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(project_root() / name, src / name)
    _run([sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(work / "dist"), str(src)],
         cwd=work)
    wheel = next((work / "dist").glob("pia_graph-*.whl"))
    venv = work / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", str(venv)], cwd=work)
    site = next((venv / "lib").glob("python3*/site-packages"))
    (site / "_test_env_deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    _run([sys.executable, "-m", "pip", "--python", str(venv / "bin" / "python"), "install", "--no-deps",
          "--no-index", str(wheel)], cwd=work)
    yield venv / "bin"


def _env(settings: Settings, home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PIA_") and k != "PYTHONPATH"}
    env.update(PIA_NEO4J_URI=settings.bolt_uri, PIA_NEO4J_PASSWORD=settings.neo4j_password.get_secret_value(),
               PIA_NEO4J_DATABASE=settings.neo4j_database, PIA_HOME=str(home))
    return env


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_installed_wheel_inits_loads_and_serves(
    installed: Path, neo4j_driver: Driver, neo4j_settings: Settings, tmp_path: Path,
) -> None:
    env = _env(neo4j_settings, tmp_path / "home")
    python = str(installed / "python")
    where = _run([python, "-c", "import pia_graph.paths as p; print(p.cypher_dir()); print(p.ontology_dir())"],
                 cwd=tmp_path, env=env).split()
    assert all("site-packages" in w and str(project_root()) not in w for w in where), where
    assert "schema" in _run([str(installed / "pia"), "db", "init"], cwd=tmp_path, env=env)
    _run([str(installed / "pia"), "ontology", "load"], cwd=tmp_path, env=env)
    key = _run([str(installed / "pia"), "keys", "create", "--tenant", "wheel-test"], cwd=tmp_path, env=env)
    key = key.strip().splitlines()[-1]
    port = _free_port()
    server = subprocess.Popen([str(installed / "pia"), "serve", "--port", str(port)], cwd=tmp_path, env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 300
        while True:
            assert server.poll() is None, server.stdout.read() if server.stdout else ""
            try:
                if httpx.get(f"{base}/readyz", timeout=5).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            assert time.monotonic() < deadline, "pia serve did not become ready"
            time.sleep(1)
        posted = httpx.post(f"{base}/v1/users/w1/turns", headers={"Authorization": f"Bearer {key}"}, timeout=60,
                            json={"turn_id": "t1", "said_at": "2026-03-11T08:10:00+09:00",
                                  "text": "My fasting glucose was 104 this morning"})
        assert posted.status_code == 200 and posted.json()["records"][0]["coordinate"] == "test:fasting_glucose"
        erased = httpx.delete(f"{base}/v1/users/w1", headers={"Authorization": f"Bearer {key}"}, timeout=60)
        assert erased.json()["remaining_nodes"] == 0
    finally:
        server.terminate()
        server.wait(timeout=30)
        _run([str(installed / "pia"), "keys", "revoke", "--tenant", "wheel-test"], cwd=tmp_path, env=env)
        run_write(neo4j_driver, "user_erase", database=neo4j_settings.neo4j_database, user_id="wheel-test:w1")
