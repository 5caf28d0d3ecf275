"""The phone page tests' browser: one headless Chromium per test at a phone's size
(`phone_browser`), quit after it, for every file of the page's tests."""

from __future__ import annotations

from typing import Any

import pytest
from phone_browser import phone_browser


@pytest.fixture
def web() -> Any:
    driver = phone_browser()
    try:
        yield driver
    finally:
        driver.quit()
