"""pytest fixtures for running exports against the recording stand-in."""

import json
import os

import pytest

from playwright import sync_api


@pytest.fixture
def page(request):
    """A recording page (playwright.sync_api.Page of the stand-in)."""
    return sync_api.Page(request.module.__name__.rsplit(".", 1)[-1])


def pytest_sessionfinish(session, exitstatus):
    path = os.environ.get("REPRISE_CALL_LOG")
    if path:
        with open(path, "w", encoding="utf-8") as f:
            json.dump(sync_api.CALLS, f, ensure_ascii=False, indent=1)
