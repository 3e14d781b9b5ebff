"""``freecell solve --format`` offers exactly the forms the solution writer writes (one declaration)."""

from __future__ import annotations

import re

import pytest

from freecell_gui.cli import main
from freecell_gui.cli.solution_output import formatted_solution
from freecell_gui.core.notation.formats import SOLUTION_FORMATS
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay


def test_the_command_line_offers_every_form_the_writer_writes(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["solve", "1", "--format", "nope"]) == 2
    offered = re.search(r"choose from (.*?)\)", capsys.readouterr().err)
    assert offered is not None
    assert tuple(re.findall(r"'(\w+)'", offered.group(1))) == SOLUTION_FORMATS
    game = replay(Position.deal(617), "2a 27", autoplay=Autoplay.NONE)
    texts = [step.text for step in game.steps]
    written = {fmt: formatted_solution(game, texts, fmt) for fmt in SOLUTION_FORMATS}
    assert written["line"] == "2a 27\n" and written["lines"] == "2a\n27\n"
    assert "Move: 27" in written["detailed"]
    with pytest.raises(ValueError, match="choose one of line, lines, detailed"):
        formatted_solution(game, texts, "nope")
