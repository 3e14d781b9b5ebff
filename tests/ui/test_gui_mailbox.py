"""Workers hand their results to the GUI thread through GuiMailbox, never taking a Qt lock under the GIL."""

from __future__ import annotations

import ast
import functools
import subprocess
import sys
import threading
from pathlib import Path

from freecell_gui.ui.gui_mailbox import GuiMailbox

UI = Path(__file__).resolve().parents[2] / "freecell_gui" / "ui"


def test_posted_callbacks_run_in_the_gui_thread_in_the_order_posted(qtbot) -> None:  # type: ignore[no-untyped-def]
    mailbox = GuiMailbox()
    seen: list[tuple[int, bool]] = []

    def note(i: int) -> None:
        seen.append((i, threading.current_thread() is threading.main_thread()))

    def worker() -> None:
        for i in range(100):
            mailbox.post(functools.partial(note, i))

    thread = threading.Thread(target=worker)
    thread.start()
    thread.join()
    assert seen == []  # nothing runs in the worker
    qtbot.waitUntil(lambda: len(seen) == 100)
    assert seen == [(i, True) for i in range(100)]


def test_the_workers_never_deadlock_while_the_gui_thread_destroys_views() -> None:
    # With the render worker emitting its signal and asking canRead() under the GIL, this deadlocked
    # within a few seconds in every run (three runs of three); it must finish and say ok.
    result = subprocess.run(
        [sys.executable, "-m", "tests.helpers.worker_stress", "5"],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=UI.parents[1],
        check=False,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.startswith("ok ")


def _emits_outside_a_callback(tree: ast.AST) -> list[int]:
    """Lines of ``….emit(…)`` calls not inside a lambda (a callback posted to the GUI thread)."""
    lines: list[int] = []

    def visit(node: ast.AST, in_lambda: bool) -> None:
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and not in_lambda:
            lines.extend([node.lineno] if node.func.attr == "emit" else [])
        for child in ast.iter_child_nodes(node):
            visit(child, in_lambda or isinstance(node, ast.Lambda))

    visit(tree, False)
    return lines


def test_no_pool_task_emits_a_signal_or_probes_a_file_itself() -> None:
    offenders: list[str] = []
    tasks = 0
    for path in UI.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            bases = [getattr(base, "id", getattr(base, "attr", "")) for base in getattr(node, "bases", [])]
            if isinstance(node, ast.ClassDef) and "QRunnable" in bases:
                tasks += 1
                offenders += [f"{path.name}:{line}" for line in _emits_outside_a_callback(node)]
    assert tasks >= 3  # the render worker, the find dialog's search, the gallery's thumbnails …
    assert offenders == []
    worker = ast.parse((UI / "board" / "deck_rendering.py").read_text(encoding="utf-8"))
    assert not [n for n in ast.walk(worker) if isinstance(n, ast.Attribute) and n.attr == "canRead"]
