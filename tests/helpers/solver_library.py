"""Whether libfreecell-solver is installed, for the tests that need it."""

from __future__ import annotations

import os

import pytest

from freecell_gui.core.fcs_lib import SolverNotInstalledError, load_library


def library_present() -> bool:
    try:
        load_library()
    except SolverNotInstalledError:
        return False
    return True


# Without the library the tests skip on a developer's machine only; CI must have it (.ci/run installs it).
needs_library = pytest.mark.skipif(
    not library_present() and not os.environ.get("CI"), reason="libfreecell-solver is not installed"
)
