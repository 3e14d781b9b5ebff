"""Game → Build catalogue…: a range built in the background with progress; Cancel keeps the chunks stored and
building again goes on from there; closing the window during a build leaves no worker process behind."""

from __future__ import annotations

import os
import threading
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtWidgets import QPushButton

from freecell_gui.core.catalogue.build import BuildResult, Progress, build_range
from freecell_gui.core.deals.known_deals import is_known_unsolvable
from freecell_gui.ui.dialogs.catalogue.build_dialog import CatalogueBuildDialog
from freecell_gui.ui.window.verdict_label import VerdictLabel
from tests.helpers.catalogue_helpers import UNUSABLE_FILES, catalogue_of, children_of, made_up_rows, table

WAIT_MS = 120_000  # a ceiling for a loaded machine, not a speed goal
CHUNK = 10
NEVER_MS = 600_000  # a pause no test reaches: the window starts no search of its own


def small_chunks(gate: threading.Event | None = None) -> Callable[..., BuildResult]:
    """The real build in chunks of ten, one after another in this process (so that a cancel after the
    first chunk finds the next one not begun); with ``gate``, each chunk's progress waits for it."""

    def build(
        path: Path, first: int, last: int, progress: Progress, stop: threading.Event, short: bool = False
    ) -> BuildResult:
        def report(done: int, total: int) -> None:
            progress(done, total)
            if gate is not None:
                gate.wait(WAIT_MS / 1000)

        return build_range(path, first, last, report, stop, jobs=1, chunk=CHUNK, short=short)

    return build


def make_dialog(qtbot, path: Path, build: Callable[..., BuildResult]) -> CatalogueBuildDialog:  # type: ignore[no-untyped-def]
    dialog = CatalogueBuildDialog(path, build=build)
    qtbot.addWidget(dialog)
    return dialog


def record_progress(dialog: CatalogueBuildDialog) -> list[tuple[int, int]]:
    seen: list[tuple[int, int]] = []
    dialog.buildProgressed.connect(lambda done, total: seen.append((done, total)))
    return seen


def wait_until_built(qtbot, dialog: CatalogueBuildDialog) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: not dialog.isBuilding(), timeout=WAIT_MS)


def test_the_dialog_proposes_windows_deals_without_short_solutions(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    dialog = make_dialog(qtbot, tmp_path / "c.sqlite", small_chunks())
    assert dialog.range() == (1, 32_000) and not dialog.isBuilding()
    assert dialog.path() == tmp_path / "c.sqlite"


def test_the_dialog_builds_a_range_with_progress(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "catalogue.sqlite"
    dialog = make_dialog(qtbot, path, small_chunks())
    seen = record_progress(dialog)
    ended: list[object] = []
    dialog.buildEnded.connect(ended.append)
    dialog.setRange(1, 40)
    dialog.startBuild()
    assert dialog.isBuilding() and dialog.statusText() == "Starting the solvers…"
    wait_until_built(qtbot, dialog)
    assert seen == [(10, 40), (20, 40), (30, 40), (40, 40)]
    assert dialog.statusText().startswith("Done: 40 deals stored in ")
    assert len(ended) == 1 and isinstance(ended[0], BuildResult) and ended[0].computed == 40
    rows = table(path)  # read by plain sqlite3
    assert [row[0] for row in rows] == list(range(1, 41))
    # None of deals 1 … 40 is among the known deals without a solution: each row says solved.
    assert not any(is_known_unsolvable(n) for n in range(1, 41)) and {row[1] for row in rows} == {"solved"}


def test_cancel_keeps_the_chunks_stored_and_building_again_goes_on(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "catalogue.sqlite"
    gate = threading.Event()
    dialog = make_dialog(qtbot, path, small_chunks(gate))
    seen = record_progress(dialog)
    dialog.setRange(1, 40)
    dialog.startBuild()
    qtbot.waitUntil(lambda: seen == [(10, 40)], timeout=WAIT_MS)  # the first chunk is stored
    dialog.cancelBuild()
    assert dialog.statusText().startswith("Cancelling")
    gate.set()
    wait_until_built(qtbot, dialog)
    assert dialog.statusText() == "Cancelled: 10 deals stored; build again to go on from there"
    assert [row[0] for row in table(path)] == list(range(1, 11))

    seen.clear()
    dialog.startBuild()  # the same range again: the ten deals stored are skipped
    wait_until_built(qtbot, dialog)
    assert seen == [(10, 30), (20, 30), (30, 30)]
    assert [row[0] for row in table(path)] == list(range(1, 41))  # each deal once
    dialog.startBuild()
    wait_until_built(qtbot, dialog)
    assert dialog.statusText() == "Every deal of the range is in the catalogue already"


def test_a_build_that_fails_says_why_in_one_line(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path / "catalogue.sqlite"
    path.write_bytes(b"not a catalogue\n" * 20)
    dialog = make_dialog(qtbot, path, small_chunks())
    dialog.setRange(1, 40)
    dialog.startBuild()
    wait_until_built(qtbot, dialog)
    assert (
        dialog.statusText()
        == f"{path} is not a deal catalogue (not an SQLite database); it was left unchanged"
    )
    assert path.read_bytes() == b"not a catalogue\n" * 20


def _spawned_workers() -> set[int]:
    """This process's multiprocessing workers (not its resource tracker)."""
    workers = set()
    for pid in children_of(os.getpid()):
        try:
            if b"spawn_main" in Path(f"/proc/{pid}/cmdline").read_bytes():
                workers.add(pid)
        except OSError:
            continue
    return workers


def test_closing_the_window_during_a_build_stops_it_and_its_processes(  # type: ignore[no-untyped-def]
    qtbot, make_settings, make_window, tmp_path: Path
) -> None:
    path = tmp_path / "catalogue.sqlite"
    settings = make_settings()
    settings.set_catalogue_path(path)
    settings.sync()
    window = make_window(1)
    window.show()
    window.actionsByName()["buildCatalogue"].trigger()
    dialog = window.findChild(CatalogueBuildDialog)
    assert isinstance(dialog, CatalogueBuildDialog) and dialog.isVisible() and dialog.path() == path
    seen = record_progress(dialog)
    dialog.setRange(1, 30_000)  # sixty chunks of 500 on worker processes: far from done when closed
    dialog.startBuild()
    qtbot.waitUntil(lambda: bool(seen), timeout=WAIT_MS)
    workers = _spawned_workers()
    assert workers  # the build runs on worker processes
    window.close()
    assert not _spawned_workers() & workers
    stored = [row[0] for row in table(path)]
    assert 500 <= len(stored) < 30_000 and len(stored) % 500 == 0  # whole chunks only


def test_a_build_that_ends_refreshes_the_verdict_shown(  # type: ignore[no-untyped-def]
    qtbot, make_settings, make_window, tmp_path: Path
) -> None:
    path = tmp_path / "catalogue.sqlite"
    settings = make_settings()
    settings.set_catalogue_path(path)
    settings.sync()
    window = make_window(25)
    # No search of the window's: it would find the count the build stores (the same quick pass), and an
    # entry is replaced only by a shorter one.
    window.solveService().verdicts().setPause(NEVER_MS)
    label = window.findChild(VerdictLabel, "verdictLabel")
    assert "catalogue" not in label.text()  # no catalogue yet
    window.actionsByName()["buildCatalogue"].trigger()
    dialog = window.findChild(CatalogueBuildDialog)
    dialog.setRange(1, 40)  # one chunk: built on the dialog's thread
    dialog.startBuild()
    wait_until_built(qtbot, dialog)
    moves = {row[0]: row[2] for row in table(path)}[25]
    qtbot.waitUntil(lambda: label.text() == f"Solvable in {moves} moves · the catalogue", timeout=WAIT_MS)


@pytest.mark.parametrize(("make_file", "said"), UNUSABLE_FILES)
def test_a_catalogue_no_build_can_use_is_said_before_build(  # type: ignore[no-untyped-def]
    qtbot, tmp_path: Path, make_file, said: str
) -> None:
    path = tmp_path / "catalogue.sqlite"
    make_file(path)
    before = path.read_bytes()
    dialog = make_dialog(qtbot, path, small_chunks())
    build = next(button for button in dialog.findChildren(QPushButton) if button.text() == "&Build")
    dialog.show()
    assert said in dialog.statusText() and dialog.statusText().startswith(str(path))
    assert not build.isEnabled() and path.read_bytes() == before
    dialog.hide()
    path.unlink()  # removed meanwhile: the build would make a new one
    dialog.show()
    assert dialog.statusText() == "" and build.isEnabled()
    assert not path.exists()


def test_a_usable_or_missing_catalogue_leaves_build_on(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    sound = catalogue_of(tmp_path / "sound.sqlite", made_up_rows(3))
    for path in (tmp_path / "none.sqlite", sound):
        dialog = make_dialog(qtbot, path, small_chunks())
        dialog.show()
        build = next(button for button in dialog.findChildren(QPushButton) if button.text() == "&Build")
        assert build.isEnabled() and dialog.statusText() == ""
    assert not (tmp_path / "none.sqlite").exists()


def test_the_rate_is_counted_in_the_right_plural_form(qapp) -> None:  # type: ignore[no-untyped-def]
    """Short solutions build about a deal a second: "1 deal a second", not "1 deals"."""
    from freecell_gui.ui.dialogs.catalogue.build_texts import build_texts
    from freecell_gui.ui.text.i18n import ensure_language

    ensure_language()
    assert "· 1 deal a second ·" in build_texts().progress(3, 10, 3.0)
    assert "· 2 deals a second ·" in build_texts().progress(6, 10, 3.0)
