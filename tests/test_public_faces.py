"""The package's public faces survive its re-cut (issue 22, item 6): the core's names, the window's, the
installed commands and ``python -m freecell_gui``."""

from __future__ import annotations

import subprocess
import sys
from importlib.metadata import entry_points

import freecell_gui.core as core
import freecell_gui.ui as ui
from tests.helpers.oracle import oracle_cascades


def test_the_core_exports_deals_positions_and_moves() -> None:
    from freecell_gui.core import Move, Position, deal, deal_freecell, parse_moves

    start = Position.deal(617)
    assert start.cascades == deal(617).cascade_indices()
    assert deal_freecell(617)[0] == [column[0] for column in oracle_cascades(617)]
    assert parse_moves("3a 1h 75v3") == [Move("3", "a", 0), Move("1", "h", 0), Move("7", "5", 3)]
    assert set(core.__all__) >= {"Position", "Move", "parse_moves", "deal_freecell", "deal"}


def test_the_ui_exports_the_window_and_the_viewer_on_first_use() -> None:
    from freecell_gui.ui import MainWindow, app, run_viewer
    from freecell_gui.ui.window import main_window

    assert (MainWindow, run_viewer) == (main_window.MainWindow, app.run_viewer)
    assert set(ui.__all__) == {"MainWindow", "run_viewer"}


def test_the_installed_commands_name_callables() -> None:
    scripts = {
        ep.name: ep for ep in entry_points(group="console_scripts") if ep.value.startswith("freecell_gui")
    }
    gui = {ep.name: ep for ep in entry_points(group="gui_scripts") if ep.value.startswith("freecell_gui")}
    assert scripts["freecell"].value == "freecell_gui.cli:main"
    assert gui["freecell-gui"].value == "freecell_gui.cli:gui_main"
    assert callable(scripts["freecell"].load()) and callable(gui["freecell-gui"].load())


def test_python_dash_m_runs_the_command_line() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "freecell_gui", "deal", "617"], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines()[0].split() == list(oracle_cascades(617)[0])
