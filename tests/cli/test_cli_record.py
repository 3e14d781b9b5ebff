"""``freecell record``: the record of games read from the command line, as a user runs it — the figures
and the games as the window wrote them, nothing for no record, one line and exit status 2 for a file that
is not a record (left as it was)."""

from __future__ import annotations

from pathlib import Path

from freecell_gui.app.record.recorder import GameRecorder
from freecell_gui.app.session import ViewerSession
from tests.helpers.cli_process import assert_usage_error, freecell, run_freecell
from tests.helpers.fc_solve import fc_solve_short_moves


def played(record: Path) -> list[str]:
    """Deal 617 won by hand, then deal 5 begun: as the window records them. The moves won with."""
    session = ViewerSession({"freecell": 617})
    recorder = GameRecorder(session, record, lambda error: None)
    moves = [move.written() for move in fc_solve_short_moves(617)]
    session.play_text(" ".join(moves))
    session.set_deal(5)
    session.play_text("1a 1b")
    recorder.close()
    return moves


def test_stats_and_list_read_what_the_window_wrote(tmp_path: Path) -> None:
    record = tmp_path / "record.sqlite"
    moves = played(record)
    stats = freecell("record", "stats", "--record", str(record))
    assert stats.returncode == 0, stats.stderr
    assert stats.stdout.split("\n")[:5] == [
        "played          2",
        "won             1",
        "win rate        50 %",
        "current streak  0",  # deal 5, begun last, was not won
        "longest streak  1",
    ]
    listing = run_freecell("record", "list", env={"FREECELL_GUI_RECORD": str(record)})  # the environment's
    first, second = listing.stdout.splitlines()
    assert "  5  not won " in first and first.endswith("1a 1b")  # the last begun first
    assert f"617  won         {len(moves)} moves" in second
    assert freecell("record", "list", "--record", str(record), "--limit", "1").stdout.count("\n") == 1


def test_no_record_yet_lists_nothing_and_says_so(tmp_path: Path) -> None:
    result = freecell("record", "list", "--record", str(tmp_path / "none.sqlite"))
    assert result.returncode == 0 and result.stdout == ""
    assert "no game is recorded yet" in result.stderr
    assert not (tmp_path / "none.sqlite").exists()  # reading makes nothing


def test_a_file_that_is_not_a_record_is_one_line_and_left_as_it_was(tmp_path: Path) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n")
    assert_usage_error(
        freecell("record", "stats", "--record", str(notes)), "not a record of games", str(notes)
    )
    assert notes.read_text() == "my notes\n"
    assert_usage_error(freecell("record", "stats", "--record", ""), "empty")
