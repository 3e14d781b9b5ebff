"""The command line run as a user runs it, in a subprocess, with changes to its environment."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Mapping


def run_freecell(
    *args: str, env: Mapping[str, str | None] | None = None, stdin: str | None = None
) -> subprocess.CompletedProcess[str]:
    """``freecell ARGS`` with ``env``'s variables set (a None value removes one) and ``stdin`` as its
    input; stdout in UTF-8."""
    environment = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    for name, value in (env or {}).items():
        if value is None:
            environment.pop(name, None)
        else:
            environment[name] = value
    return subprocess.run(
        [sys.executable, "-m", "freecell_gui", *args],
        input=stdin,
        capture_output=True,
        text=True,
        env=environment,
        timeout=120,
    )


def freecell(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """``freecell ARGS`` in the test run's environment."""
    return run_freecell(*args, stdin=stdin)


def assert_usage_error(result: subprocess.CompletedProcess[str], *fragments: str) -> None:
    """A mistake of the user: exit status 2, nothing on stdout, one line on stderr with ``fragments``."""
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1, result.stderr  # exactly one line
    assert "Traceback" not in result.stderr
    for fragment in fragments:
        assert fragment in result.stderr
