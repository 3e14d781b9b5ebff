"""Export solution as a user does it: the file starts with a header that says the deal and the autoplay,
and the file alone replays — pasted back in the window, and with ``freecell replay`` without --autoplay —
for every autoplay mode; a device, a FIFO or a link to one is never written over."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from freecell_gui.app.session import ViewerSession
from freecell_gui.app.solution import load_solution
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay
from freecell_gui.ui.playback import PlaybackPanel
from freecell_gui.ui.text.i18n import install_language
from tests.helpers.cli_process import freecell
from tests.helpers.scripted import engine_solutions
from tests.helpers.special_files import SPECIAL_FILES, kinds


def _load(session: ViewerSession, panel: PlaybackPanel, autoplay: Autoplay) -> None:
    """Deal 1's shortest solution of our search with ``autoplay`` ("none": every move written), shown."""
    found = engine_solutions(1, "safe" if autoplay == "none" else autoplay)[-1]
    moves = list(found.moves)
    if autoplay == "none":
        site = replay(Position.deal(1), found.moves, Autoplay.SAFE)
        moves = [move for step in site.steps for move in (step.move, *step.auto)]
    session.show_solution(load_solution(Position.deal(1), moves, autoplay))
    assert panel.solution() is not None and panel.solution().autoplay == autoplay  # type: ignore[union-attr]


def _export(panel: PlaybackPanel, target: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from freecell_gui.ui.playback import transfer

    monkeypatch.setattr(transfer, "ask_export_path", lambda parent, number: str(target))
    panel.playbackActions().export.trigger()


@pytest.mark.parametrize("autoplay", ["safe", "max", "none"])
def test_an_exported_solution_says_its_deal_and_autoplay_and_replays_alone(
    panel: PlaybackPanel,
    session: ViewerSession,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    autoplay: Autoplay,
) -> None:
    _load(session, panel, autoplay)
    target = tmp_path / "deal-1.txt"
    _export(panel, target, monkeypatch)
    header, *lines = target.read_text().splitlines()
    moves = " ".join(lines).split()
    assert header == f"# deal 1, {autoplay} autoplay, {len(moves)} moves"
    assert all(len(line.split()) <= 10 for line in lines)
    replayed = freecell("replay", "1", str(target))  # no --autoplay: the header says it
    assert replayed.returncode == 0 and replayed.stderr.startswith("solved: "), replayed.stderr
    session.set_deal(2)  # a deal switch there and back drops the solution shown
    session.set_deal(1)
    assert panel.solution() is None
    QGuiApplication.clipboard().setText(target.read_text())
    panel.playbackActions().paste.trigger()
    pasted = panel.solution()
    assert pasted is not None and pasted.autoplay == autoplay and pasted.is_solved()


def test_a_solution_file_of_another_deal_is_refused(panel: PlaybackPanel, tmp_path: Path) -> None:
    target = tmp_path / "deal-2.txt"
    target.write_text("# deal 2, safe autoplay, 1 move\n8a\n")
    QGuiApplication.clipboard().setText(target.read_text())
    panel.playbackActions().paste.trigger()
    assert panel.statusText() == "this solution is for deal 2, not for the deal it is played on"
    replayed = freecell("replay", "1", str(target))
    assert replayed.returncode == 2 and "this solution is for deal 2" in replayed.stderr


@pytest.mark.parametrize("make", SPECIAL_FILES.values(), ids=SPECIAL_FILES.keys())
def test_a_solution_is_never_written_over_a_special_file(
    panel: PlaybackPanel,
    session: ViewerSession,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    make: Callable[[Path], Path],
) -> None:
    _load(session, panel, Autoplay.SAFE)
    target = make(tmp_path / "deal-1.txt")
    before = kinds(tmp_path)
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    _export(panel, target, monkeypatch)
    assert kinds(tmp_path) == before
    assert len(warnings) == 1 and warnings[0].startswith(f"Cannot write {target}: it is ")


def test_the_refusal_is_said_in_the_interface_language(
    panel: PlaybackPanel, session: ViewerSession, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _load(session, panel, Autoplay.SAFE)
    target = SPECIAL_FILES["fifo"](tmp_path / "deal-1.txt")
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: warnings.append(text))
    install_language("ja")
    try:
        _export(panel, target, monkeypatch)
    finally:
        install_language("en")
    assert warnings == [
        f"{target} に書き込めません: FIFO (名前付きパイプ)であり、通常のファイルではありません"
    ]
