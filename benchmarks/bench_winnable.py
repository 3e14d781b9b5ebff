"""Still winnable? in the window: how long from a move until the status bar says whether the game can still
be won, and how long the GUI thread is kept from its events meanwhile.

A real window (offscreen, 1280 × 800) in a fresh interpreter, its searches in the search's process as in
the application (started and loaded first, by the deal's verdict), plays a game of :data:`MOVES` moves on
deal :data:`DEAL` through the session (as a drop on the board does), each move waiting for the answer
before the next. The game is a real one, won by another solver (fc-solve): its moves are seldom those of
a solution the window knows (which it would answer from at once), so most moves are judged by a search of
their own, as a player's are. Then the game goes back to an early move, where another move (found with our
engine in this process) loses it, and the time until the status bar names that move is printed too (the
proof that no solution is left takes the complete search longer than a solution the beam). A 1 ms timer
ticks on the GUI thread meanwhile: its longest gap is the longest stall a user could feel; the same ticks
in the idle window, for as long, and while the same moves are made with still winnable? off (the moves'
own share: their slides), are printed beside it, in the same run.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, cast

from benchmarks.report import Figure

DEAL = 617
MOVES = 50
LOST_AFTER = 10  # the losing move comes after this many moves of the game at least
SIZE = (1280, 800)
ANSWER_GOAL = 0.1  # the median move's answer
STALL_GOAL = 0.016  # one frame at 60 Hz
WAIT_S = 30.0  # a move's answer at most
AT_ONCE = (
    0.002  # an answer faster than this came from what was known: no search answers through a pipe so fast
)


def real_game(deal: int = DEAL, moves: int = MOVES) -> tuple[list[str], tuple[int, str] | None]:
    """The first ``moves`` moves of a game won on ``deal`` (fc-solve's solution, the statistics
    picture's game), each as fc-solve writes it, and a move that loses the game after as many of them as
    :data:`LOST_AFTER` or more, with that number (None if none does)."""
    from freecell_gui.app.play_state import GamePlay
    from freecell_gui.core import search as engine
    from freecell_gui.core.rules.position import Position
    from freecell_gui.core.search import NO_SOLUTION
    from tools.screenshots import STATISTICS_617_WIN

    game = GamePlay(Position.deal(deal))
    turns, error = game.play_text(STATISTICS_617_WIN)
    assert error is None and game.is_won(), "the game replays and wins"
    written = [turn.text for turn in turns[:moves]]
    for made in range(LOST_AFTER, moves):
        game.go_to(made)
        for move in game.position().legal_moves():
            turn = game.play(move)
            if engine.quick(turn.position).verdict == NO_SOLUTION:
                return written, (made, turn.text)
            game.undo()
    return written, None


def _ticking(until: Any, limit: float, started: float | None = None) -> tuple[float, float]:
    """Run the GUI thread's events with a 1 ms timer until ``until()`` or ``limit`` seconds: the seconds
    taken since ``started`` (by default: now) and the longest gap between two ticks."""
    from PySide6.QtCore import QCoreApplication, QEventLoop, Qt, QTimer

    gaps: list[float] = []
    last = time.perf_counter()
    started = last if started is None else started

    def tick() -> None:
        nonlocal last
        now = time.perf_counter()
        gaps.append(now - last)
        last = now

    timer = QTimer(interval=1, timerType=Qt.TimerType.PreciseTimer)
    timer.timeout.connect(tick)
    timer.start()
    while not until() and time.perf_counter() - started < limit:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents, 1)
    taken = time.perf_counter() - started
    timer.stop()
    return taken, max([*gaps, time.perf_counter() - last])


def session(moves: list[str], losing: tuple[int, str] | None) -> dict[str, Any]:
    """The game played in a window of this process (run in a fresh one by :func:`run`)."""
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from freecell_gui.app.winnable import JUDGING, LOST, WINNABLE
    from freecell_gui.core.notation.standard import parse_moves
    from freecell_gui.ui.settings import ViewerSettings
    from freecell_gui.ui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication([])  # kept: the window needs it to the end
    with tempfile.TemporaryDirectory() as folder:
        settings = ViewerSettings(QSettings(os.path.join(folder, "s.ini"), QSettings.Format.IniFormat))
        settings.set_catalogue_path(Path(folder) / "no-catalogue.sqlite")  # the verdict starts the search
        window = MainWindow(DEAL, settings=settings, record=Path(folder) / "record.sqlite")
        window.resize(*SIZE)
        window.show()
        verdict = window.statusBar().verdict  # type: ignore[attr-defined]
        _ticking(lambda: verdict.known() is not None, 120.0)  # the search's process started and loaded
        session, winnable = window.session(), window.handPlay().stillWinnable()

        def judged() -> bool:
            said = winnable.said()
            return said is not None and said.state != JUDGING and said.wanted is None

        answers, stalls, moving, states = [], [], [], []
        for move in moves:
            began = time.perf_counter()
            session.play(
                parse_moves(move)[0]
            )  # the move itself: the session, the record, the window's drawing
            moving.append(time.perf_counter() - began)
            answer, stall = _ticking(judged, WAIT_S, began)
            said = winnable.said()
            answers.append(answer)
            stalls.append(stall)
            states.append(said.state if said is not None else "")
        lost = None
        if losing is not None:
            made, move = losing
            session.go_to_move(made)  # back in the game (its positions known), then the losing move
            session.play(parse_moves(move)[0])
            answer, stall = _ticking(judged, WAIT_S)
            said = winnable.said()
            named = said is not None and said.state == LOST and said.lost_by == made + 1
            lost = {"answer": answer, "stall": stall, "named": named, "after": made}
        session.restart()  # the same moves again with still winnable? off, each ticking as long: its share
        window.actionsByName()["stillWinnable"].trigger()
        unjudged = []
        for move, answer in zip(moves, answers, strict=True):
            began = time.perf_counter()
            session.play(parse_moves(move)[0])
            unjudged.append(_ticking(lambda: False, answer, began)[1])
        _, idle = _ticking(lambda: False, sum(answers))
        window.close()
        app.processEvents()
        window.solveService().shutdown()
    return {
        "answers": answers,
        "stalls": stalls,
        "moving": moving,
        "winnable": states.count(WINNABLE),
        "lost": lost,
        "idle": idle,
        "unjudged": unjudged,
    }


def _fresh_session(moves: list[str], losing: tuple[int, str] | None) -> dict[str, Any]:
    """:func:`session` in a new interpreter: numba never loaded in the window's process, as in the app."""
    code = (
        "import json, sys, benchmarks.bench_winnable as b; "
        "print(json.dumps(b.session(json.loads(sys.argv[1]), json.loads(sys.argv[2]))))"
    )
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run(
        [sys.executable, "-c", code, json.dumps(moves), json.dumps(losing)],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(f"the session failed (exit {done.returncode}): {done.stderr[-2000:]}")
    return cast(dict[str, Any], json.loads(done.stdout.strip().splitlines()[-1]))


def run() -> list[Figure]:
    moves, losing = real_game()
    load_before = os.getloadavg()[0]
    result = _fresh_session(moves, losing)
    load = f"load average {load_before:.2f} → {os.getloadavg()[0]:.2f}, 2 cores"
    answers, stalls = result["answers"], result["stalls"]
    searched = [a for a, m in zip(answers, result["moving"], strict=True) if a - m > AT_ONCE]
    figures = [
        Figure(
            f"still winnable?: a move until the answer, {len(answers)} moves of a game on deal {DEAL} "
            f"({result['winnable']} said winnable; {load}): median",
            statistics.median(answers),
            "s",
            at_most=ANSWER_GOAL,
        ),
        Figure("still winnable?: a move until the answer: worst", max(answers), "s"),
        Figure(
            f"  of those judged by a search ({len(searched)}; the others were known at once): median",
            statistics.median(searched) if searched else 0.0,
            "s",
            at_most=ANSWER_GOAL,
        ),
        Figure(
            "still winnable?: longest GUI-thread stall while judging", max(stalls), "s", at_most=STALL_GOAL
        ),
        Figure(
            "  for reference, the same moves with still winnable? off, each as long: longest stall",
            max(result["unjudged"]),
            "s",
        ),
        Figure("  for reference, the same ticks in the idle window as long", result["idle"], "s"),
        Figure(
            "  for reference, the move itself before the answer is awaited (session, record, drawing): worst",
            max(result["moving"]),
            "s",
        ),
    ]
    lost = result["lost"]
    if lost is not None:
        named = "named" if lost["named"] else "NOT named"
        what = f"  a move that loses the game after its move {lost['after']}: until it is {named} as such"
        figures.append(Figure(what, lost["answer"], "s"))
    return figures
