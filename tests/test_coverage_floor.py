"""The coverage floor in pyproject.toml and the one measurement its comment states."""

from __future__ import annotations

import re
from pathlib import Path

PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"


def test_the_floor_states_one_measurement_and_sits_just_below_it() -> None:
    text = PYPROJECT.read_text(encoding="utf-8")
    section = text.split("[tool.coverage.report]", 1)[1].split("\n[", 1)[0]
    measured = [float(figure) for figure in re.findall(r"(?i)measured (\d+(?:\.\d+)?) %", section)]
    floor = re.search(r"^fail_under = (\d+(?:\.\d+)?)", section, re.MULTILINE)
    assert floor is not None
    assert len(measured) == 1, f"one measured figure, not {measured}"
    assert float(floor.group(1)) <= measured[0] < float(floor.group(1)) + 2
