"""The benchmark report: goals judged right, every registered module present, results written whole."""

from __future__ import annotations

import importlib
import json
from pathlib import Path

import pytest

from benchmarks.__main__ import MODULES
from benchmarks.report import Figure, table, write_json


def test_goals_are_judged_in_the_figures_unit() -> None:
    fast = Figure("switch", 0.002, "s", at_most=0.003)
    slow = Figure("switch", 0.004, "s", at_most=0.003)
    ratio = Figure("speed-up", 3.9, "×", at_least=4.0)
    plain = Figure("memory", 77.0, "MiB")
    assert (fast.met, slow.met, ratio.met, plain.met) == (True, False, False, None)
    assert (fast.goal, ratio.goal, plain.goal) == ("≤ 3.0 ms", "≥ 4.0×", None)
    lines = table([("m", fast), ("m", slow), ("m", ratio), ("m", plain)]).splitlines()
    assert [line.split("  ")[-1].strip() for line in lines] == ["OK", "MISSED", "MISSED", "77 MiB"]
    with pytest.raises(ValueError, match="not both"):
        Figure("x", 1.0, "s", at_most=2.0, at_least=0.5)


def test_every_registered_module_has_a_run_function() -> None:
    assert len(set(MODULES)) == len(MODULES)
    for name in MODULES:
        assert callable(importlib.import_module(f"benchmarks.{name}").run), name


def test_results_are_written_whole_or_not_at_all(tmp_path: Path) -> None:
    path = tmp_path / "results.json"
    figure = Figure("cold start", 0.25, "s", at_most=0.6, quoted=False)
    write_json(path, [("bench_window", figure)], failed=["bench_solver"])
    written = json.loads(path.read_text(encoding="utf-8"))
    assert written == {
        "figures": [
            {
                "module": "bench_window",
                "name": "cold start",
                "value": 0.25,
                "unit": "s",
                "goal": "≤ 600.0 ms",
                "met": True,
                "quoted": False,
            }
        ],
        "failed_modules": ["bench_solver"],
    }
    before = path.read_bytes()
    unserialisable = Figure("bad", float("nan"), "s")
    with pytest.raises(TypeError):
        write_json(path, [("m", unserialisable)], failed=[object()])  # type: ignore[list-item]
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["results.json"]
