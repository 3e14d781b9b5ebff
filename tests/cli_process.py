"""The command line run as a user runs it, in a subprocess, with changes to its environment."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Mapping


def run_freecell(*args: str, env: Mapping[str, str | None] | None = None) -> subprocess.CompletedProcess[str]:
    """``freecell ARGS`` with ``env``'s variables set (a None value removes one); stdout in UTF-8."""
    environment = {**os.environ, "PYTHONIOENCODING": "utf-8"}
    for name, value in (env or {}).items():
        if value is None:
            environment.pop(name, None)
        else:
            environment[name] = value
    return subprocess.run(
        [sys.executable, "-m", "freecell_gui", *args],
        capture_output=True,
        text=True,
        env=environment,
        timeout=120,
    )
