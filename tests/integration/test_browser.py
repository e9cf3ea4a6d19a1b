"""A real browser: headless Chromium (Debian's, with its driver; no browser download) opens Neo4j Browser on the
embedded server, connects, gets the project's style and guide from the post-connect command, runs a saved
query, and the nodes are drawn in the style's colours. A screenshot is kept (PIA_SCREENSHOT_DIR, else tmp)."""

from __future__ import annotations

import datetime as dt
import os
import re
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from pydantic import SecretStr

from pia_graph.analysis.browser_guide import parse_saved_query
from pia_graph.config import Settings
from pia_graph.db.driver import open_driver
from pia_graph.db.schema import apply_schema
from pia_graph.memory import MemoryService, TurnIn
from pia_graph.paths import browser_dir, cypher_dir

CHROMIUM, CHROMEDRIVER = "/usr/bin/chromium", "/usr/bin/chromedriver"
PASSWORD = "pia-browser-test"
USER = "browser-analyst-demo"

pytestmark = pytest.mark.skipif(
    not (Path(CHROMIUM).exists() and Path(CHROMEDRIVER).exists()) and not os.environ.get("CI"),
    reason="Debian's chromium and chromium-driver are not installed (scripts/bootstrap.sh installs them as root)",
)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _grass_colour(label: str) -> str:
    text = (browser_dir() / "pia.grass").read_text(encoding="utf-8")
    match = re.search(rf"node\.{label} \{{[^}}]*?color: (#[0-9A-Fa-f]{{6}})", text)
    assert match, f"no colour for {label} in pia.grass"
    return match.group(1).upper()


@pytest.fixture(scope="module")
def browser_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Settings]:
    """An embedded server of its own with HTTP (Browser) and the assets port on, seeded with one user."""
    from pia_graph.neo4j_server import start_server, stop_server

    settings = Settings(
        home=tmp_path_factory.mktemp("pia-browser"), neo4j_uri=None, neo4j_password=SecretStr(PASSWORD),
        neo4j_bolt_port=_free_port(), neo4j_http_port=_free_port(), neo4j_assets_port=_free_port(),
        neo4j_heap_mb=512, neo4j_pagecache_mb=64,
    )
    start_server(settings)
    try:
        driver = open_driver(settings)
        try:
            apply_schema(driver, settings)
            service = MemoryService.create(driver, settings, embeddings=False)
            said = dt.datetime(2026, 3, 2, 8, 0, tzinfo=dt.timezone(dt.timedelta(hours=9)))
            for day, text in enumerate(["fasting glucose 118 this morning", "fasting glucose 112 this morning",
                                        "오늘 아침 공복혈당 109", "fasting glucose 104 this morning"]):
                service.retain(USER, TurnIn(text=text, said_at=said + dt.timedelta(days=7 * day)))
        finally:
            driver.close()
        yield settings
    finally:
        stop_server(settings)


def _chrome():  # type: ignore[no-untyped-def]
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage", "--window-size=1400,1000"):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)


def _wait(predicate, timeout: float = 60.0):  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(0.5)
    raise AssertionError("the browser did not get there in time")


def _run(driver, command: str) -> None:  # type: ignore[no-untyped-def]
    from selenium.webdriver.common.by import By

    editor = driver.find_element(By.CSS_SELECTOR, "[data-testid=activeEditor] textarea")
    editor.send_keys(command)
    driver.find_element(By.CSS_SELECTOR, "[data-testid=editor-Run]").click()
    # the next command is typed only once this one has its frame: typed earlier, the two can run together
    _wait(lambda: any(f.startswith(command[:30]) for f in _frames(driver)))


def _frames(driver) -> list[str]:  # type: ignore[no-untyped-def]
    from selenium.webdriver.common.by import By

    return [f.text for f in driver.find_elements(By.CSS_SELECTOR, "[data-testid=frameCommand]")]


def test_cjk_font_is_installed() -> None:
    out = subprocess.run(["fc-match", ":lang=ko"], capture_output=True, text=True, check=False).stdout
    assert "CJK" in out or "Noto" in out, f"no Korean font for Browser's captions: {out!r}"


def test_browser_connects_styles_and_draws_a_saved_query(browser_server: Settings, tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By

    s = browser_server
    saved = parse_saved_query("analyst_trajectory",
                              (cypher_dir() / "queries" / "analyst_trajectory.cypher").read_text(encoding="utf-8"))
    driver = _chrome()
    try:
        driver.get(f"http://127.0.0.1:{s.neo4j_http_port}/browser/?dbms=neo4j://neo4j@127.0.0.1:{s.neo4j_bolt_port}"
                   f"&db={s.neo4j_database}")
        _wait(lambda: driver.find_elements(By.CSS_SELECTOR, "[data-testid=password]")).__getitem__(0).send_keys(
            PASSWORD)
        # a click through JavaScript: Browser's consent banner may lie over the button
        driver.execute_script("arguments[0].click();", driver.find_element(By.CSS_SELECTOR, "[data-testid=connect]"))
        # The post-connect command loads the project's style and guide from the assets port.
        _wait(lambda: any(f.startswith(":style http://127.0.0.1") for f in _frames(driver)))
        _wait(lambda: any(f.startswith(":play http://127.0.0.1") for f in _frames(driver)))
        _run(driver, f":param user_id => '{USER}'")
        _run(driver, ":param coordinate => 'test:fasting_glucose'")
        _run(driver, " ".join(saved.statement.split()))
        nodes = _wait(lambda: driver.find_elements(By.CSS_SELECTOR, "svg g.node circle.b-outline"))
        fills = {n.get_attribute("fill").upper() for n in nodes}
        assert len(nodes) >= 4, "every current fasting glucose of the user is drawn"
        assert _grass_colour("LabResult") in fills, f"lab results drawn in the style's colour, got {fills}"
        captions = " ".join(t.text for t in driver.find_elements(By.CSS_SELECTOR, "svg g.node text.caption"))
        assert "118" in captions and "mg/dL" in captions, captions
        out_dir = Path(os.environ.get("PIA_SCREENSHOT_DIR") or tmp_path)
        out_dir.mkdir(parents=True, exist_ok=True)
        assert driver.save_screenshot(str(out_dir / "browser-trajectory.png"))
    finally:
        driver.quit()


def test_chromium_and_driver_come_from_debian() -> None:
    assert shutil.which("chromium") == CHROMIUM and shutil.which("chromedriver") == CHROMEDRIVER
