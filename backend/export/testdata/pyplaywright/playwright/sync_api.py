"""A stand-in of Playwright's sync API that records every call.

The real package cannot be installed where Reprise's tests run (only the
Debian, npm and Go registries are reachable), so the pytest exports run
against this instead: the page and everything reached from it record, in
order, each call that does something (locator builders only extend the
chain they are called on). conftest.py hands the test a recording page and
writes the calls to the file named by REPRISE_CALL_LOG, in the same
normalised form as the recorder of the TypeScript run (tsrecord): method
and option names lower-cased without underscores, the base URL removed
from strings, regular expressions as their source without escapes of
punctuation.
"""

import os
import re as _re

CALLS = {}  # test module name → its calls
_current = []

_LOCATOR_MAKERS = {
    "locator", "frame_locator", "get_by_role", "get_by_text", "get_by_label",
    "get_by_placeholder", "get_by_alt_text", "get_by_title", "get_by_test_id",
}


def _name(n):
    return n.replace("_", "").lower()


def _norm(v):
    if isinstance(v, _Recorder):
        return {"locator": v._chain}
    if isinstance(v, _re.Pattern):
        return {"regex": _re.sub(r"\\([^0-9A-Za-z])", r"\1", v.pattern)}
    if isinstance(v, str):
        base = os.environ.get("BASE_URL", "")
        return v.replace(base, "") if base else v
    if isinstance(v, bool) or isinstance(v, (int, float)) or v is None:
        return v
    if isinstance(v, dict):
        return {_name(k): _norm(x) for k, x in sorted(v.items())}
    if isinstance(v, (list, tuple)):
        return [_norm(x) for x in v]
    raise TypeError("the stand-in cannot record a %s" % type(v).__name__)


def _call(name, args, kwargs):
    call = [_name(name)] + [_norm(a) for a in args]
    if kwargs:
        call.append({_name(k): _norm(x) for k, x in sorted(kwargs.items())})
    return call


class _Recorder:
    """A page, keyboard, mouse, frame locator or locator."""

    def __init__(self, chain):
        self._chain = chain

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)
        if name in ("keyboard", "mouse"):
            return _Recorder(self._chain + [[name]])

        def method(*args, **kwargs):
            call = _call(name, args, kwargs)
            if name in _LOCATOR_MAKERS:
                return _Recorder(self._chain + [call])
            _current.append({"chain": self._chain, "call": call})
            if name in ("inner_text", "text_content", "input_value"):
                return ""
            return None

        return method


class Page(_Recorder):
    """The recording page the conftest's fixture gives each test; module
    names the test module whose calls it records."""

    def __init__(self, module="test"):
        global _current
        super().__init__([])
        _current = CALLS[module] = []


class _Assertions:
    def __init__(self, actual):
        self._actual = actual

    def __getattr__(self, name):
        if name.startswith("_"):
            raise AttributeError(name)

        def matcher(*args, **kwargs):
            _current.append({"expect": True, "chain": self._actual._chain, "call": _call(name, args, kwargs)})

        return matcher


def expect(actual, message=None):
    """Records the assertion called on the result."""
    if not isinstance(actual, _Recorder):
        raise TypeError("expect() takes a page or a locator")
    return _Assertions(actual)
