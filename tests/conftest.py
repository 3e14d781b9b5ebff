"""Shared test set-up: Qt runs offscreen unless a platform is chosen explicitly; the user's data folder
is a private one."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

# An *empty* QT_QPA_PLATFORM aborts Qt, so setdefault is not enough.
os.environ["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM") or "offscreen"


@pytest.fixture(autouse=True, scope="session")
def private_data_folder(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The user's data folder (platformdirs: the deal catalogue) is a private one for the whole run:
    no test reads or writes the real one, and a window finds no catalogue unless a test makes one."""
    folder = tmp_path_factory.mktemp("data-home")
    saved = os.environ.get("XDG_DATA_HOME")
    os.environ["XDG_DATA_HOME"] = str(folder)
    yield folder
    if saved is None:
        os.environ.pop("XDG_DATA_HOME", None)
    else:
        os.environ["XDG_DATA_HOME"] = saved
