"""The viewer's start-up replaced by a recorder, for tests of what the command line asks it to open."""

from __future__ import annotations

import inspect
from typing import Any

import pytest

import freecell_gui.ui.app


def record_viewer_calls(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, Any]]:
    """The arguments of each call of ``run_viewer`` from now on, by name with the defaults filled in;
    the window does not open. Bound to the real function's signature, so a call it would refuse fails."""
    signature = inspect.signature(freecell_gui.ui.app.run_viewer)
    calls: list[dict[str, Any]] = []

    def recorder(*args: Any, **kwargs: Any) -> int:
        bound = signature.bind(*args, **kwargs)
        bound.apply_defaults()
        calls.append(dict(bound.arguments))
        return 0

    monkeypatch.setattr(freecell_gui.ui.app, "run_viewer", recorder)
    return calls
