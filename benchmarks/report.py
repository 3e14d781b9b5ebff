"""What a benchmark reports: `Figure` values with their goal, printed as a table and saved as JSON."""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from benchmarks.timing import seconds_text


@dataclass(frozen=True)
class Figure:
    """One measured value in ``unit`` ("s" for durations, shown as ms/µs as fits; "×", "MiB", …).

    ``at_most``/``at_least`` is the goal, in the same unit. ``quoted`` marks a value taken from elsewhere
    (or computed from such a value), not measured in this run: its name must say so too.
    """

    name: str
    value: float
    unit: str
    at_most: float | None = None
    at_least: float | None = None
    quoted: bool = False

    def __post_init__(self) -> None:
        if self.at_most is not None and self.at_least is not None:
            raise ValueError(f"{self.name}: a goal is either at_most or at_least, not both")

    @property
    def goal(self) -> str | None:
        """The goal as text, e.g. "≤ 30.0 ms" or "≥ 4.0×"; None for a figure without one."""
        if self.at_most is not None:
            return f"≤ {_amount(self.at_most, self.unit)}"
        if self.at_least is not None:
            return f"≥ {_amount(self.at_least, self.unit)}"
        return None

    @property
    def met(self) -> bool | None:
        if self.at_most is not None:
            return self.value <= self.at_most
        if self.at_least is not None:
            return self.value >= self.at_least
        return None

    @property
    def verdict(self) -> str:
        return {True: "OK", False: "MISSED", None: ""}[self.met]

    def value_text(self) -> str:
        return _amount(self.value, self.unit)

    def as_json(self, module: str) -> dict[str, object]:
        return {
            "module": module,
            "name": self.name,
            "value": self.value,
            "unit": self.unit,
            "goal": self.goal,
            "met": self.met,
            "quoted": self.quoted,
        }


def _amount(value: float, unit: str) -> str:
    if unit == "s":
        return seconds_text(value)
    if unit == "×":
        return f"{value:.1f}×"
    return f"{value:.2f} {unit}" if abs(value) < 10 else f"{value:.0f} {unit}"


def table(rows: Sequence[tuple[str, Figure]]) -> str:
    """One line per figure: module, name, value, goal and OK/MISSED, in aligned columns."""
    cells = [(module, f.name, f.value_text(), f.goal or "", f.verdict) for module, f in rows]
    if not cells:
        return ""
    widths = [max(len(row[i]) for row in cells) for i in range(5)]
    return "\n".join(
        "  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)).rstrip() for row in cells
    )


def write_json(path: Path, rows: Sequence[tuple[str, Figure]], failed: Sequence[str]) -> None:
    """Write the figures to ``path`` atomically: a reader sees the old file or the new one, never half."""
    document = {"figures": [f.as_json(module) for module, f in rows], "failed_modules": list(failed)}
    descriptor, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(descriptor, "w", encoding="utf-8") as out:
            json.dump(document, out, indent=2, ensure_ascii=False)
            out.write("\n")
        os.chmod(temporary, 0o644)  # mkstemp makes it private; results are for everyone to read
        os.replace(temporary, path)
    except BaseException:
        os.unlink(temporary)
        raise
