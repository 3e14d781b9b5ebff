"""The session's changes: their operators give what Python's own Flag operators give, members included."""

from __future__ import annotations

import enum
import itertools

from freecell_gui.app.notify import Change

EVERY = [Change(value) for value in range(2 ** len(Change))]  # every combination of the flags


def test_and_and_or_are_python_s_own() -> None:
    for left, right in itertools.product(EVERY, repeat=2):
        assert (left & right) is enum.Flag.__and__(left, right)
        assert (left | right) is enum.Flag.__or__(left, right)
    joined = Change.NONE
    joined |= Change.DEAL
    assert joined is Change.DEAL and not Change.DEAL & Change.GAME


def test_a_change_joins_nothing_else() -> None:
    assert Change.DEAL.__and__(2) is NotImplemented and Change.DEAL.__or__("x") is NotImplemented
