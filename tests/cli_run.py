"""The command line run as a user runs it: ``freecell …`` in a subprocess, and the check of a usage error."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Mapping


def freecell(
    *args: str, stdin: str | None = None, env: Mapping[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """``python -m freecell_gui ARGS`` with ``stdin``, and ``env`` added to the environment."""
    return subprocess.run(
        [sys.executable, "-m", "freecell_gui", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONIOENCODING": "utf-8", **(env or {})},
        timeout=120,
    )


def assert_usage_error(result: subprocess.CompletedProcess[str], *fragments: str) -> None:
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1, result.stderr  # exactly one line
    assert "Traceback" not in result.stderr
    for fragment in fragments:
        assert fragment in result.stderr
