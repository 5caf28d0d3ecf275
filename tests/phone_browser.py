"""A phone seat in a real browser: Debian's headless Chromium driven by Selenium, and a
table stand-in that pumps a PhoneHost the way the pygame loop does (sync, take, apply
every 5 ms). Used by tests/phones/test_browser.py and bench/phone_shot.py.
"""

from __future__ import annotations

import shutil
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from sorry_game.engine.interface import GameConfig
from sorry_game.phones.host import PhoneHost
from sorry_game.phones.loopback import TableLoop
from sorry_game.session import Seat, Session

#: Debian's packages `chromium` and `chromium-driver`
BROWSERS = ("/usr/bin/chromium", "/usr/bin/chromium-browser")
DRIVERS = ("/usr/bin/chromedriver",)
PHONE = (390, 844)


def browser_paths() -> tuple[str, str] | None:
    """(browser, driver), or None when either is missing."""
    browser = next((p for p in BROWSERS if Path(p).exists()), None) or shutil.which("chromium")
    driver = next((p for p in DRIVERS if Path(p).exists()), None) or shutil.which("chromedriver")
    return (browser, driver) if browser and driver else None


def missing_reason() -> str:
    return (
        "no Chromium to drive: install Debian's `chromium` and `chromium-driver` "
        "(apt-get install chromium chromium-driver) for /usr/bin/chromium and "
        "/usr/bin/chromedriver"
    )


def phone_browser(size: tuple[int, int] = PHONE) -> Any:
    """A headless Chromium with a fresh profile and a phone-sized viewport. The
    caller quits it (the profile folder goes with the process's temp files)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    paths = browser_paths()
    assert paths is not None, missing_reason()
    browser, driver = paths
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    profile = tempfile.mkdtemp(prefix="phone-chromium-")
    for arg in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-dev-shm-usage",
        f"--user-data-dir={profile}",
        f"--window-size={size[0]},{size[1]}",
    ):
        options.add_argument(arg)
    web = webdriver.Chrome(service=Service(driver), options=options)
    web.execute_cdp_cmd(
        "Emulation.setDeviceMetricsOverride",
        {"width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": True},
    )
    web.set_page_load_timeout(20)
    return web


class Table:
    """A session with phone seats, pumped like the table's frame loop by
    `loopback.TableLoop` every 5 ms (sync, take, apply). Seats not on a phone are
    played by the test (`play_for`) under `lock`; `applied` lists the phones' decisions
    as (seat, action text)."""

    def __init__(self, game_id: str, players: int, phones: list[int], seed: int, **options: Any):
        names = ["Ana", "Bo", "Cy", "Di"][:players]
        seats = [Seat(name, colour=i) for i, name in enumerate(names)]
        self.session = Session.new(game_id, GameConfig(players, options), seed, seats)
        self.host = PhoneHost(self.session, phones, "127.0.0.1")
        self.loop = TableLoop(self.host, tick=0.005)
        self.lock = self.loop.lock

    @property
    def applied(self) -> list[tuple[int, str]]:
        return [(seat, action) for seat, action, _at in self.loop.applied]

    def __enter__(self) -> Table:
        self.host.start()
        self.loop.__enter__()
        return self

    def __exit__(self, *exc: object) -> None:
        self.loop.stop()
        self.host.stop()

    def link(self, seat: int) -> str:
        return self.host.link(seat)

    def play_for(self, seats: set[int], choose: Callable[[Any], Any]) -> int:
        """Play the decisions of `seats` (on-screen seats) until a phone seat decides
        or the game ends; how many were played."""
        played = 0
        with self.lock:
            state = self.session.state
            while not state.is_over() and state.current_player() in seats:
                self.session.apply(choose(state))
                state = self.session.state
                played += 1
        return played


def wait_for(check: Callable[[], Any], timeout: float = 10.0, what: str = "") -> Any:
    """Poll `check` until it returns something true (AssertionError after `timeout`)."""
    end = time.monotonic() + timeout
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > end:
            raise AssertionError(f"timed out waiting for {what or check}")
        time.sleep(0.05)
