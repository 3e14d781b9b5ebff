"""Every game played by hand, written to the record as it goes: a listener of the session. Qt-free.

A game begins with its first move and is one row, written again at every change of it (a move, Undo,
Redo, the solver's moves) in a transaction of its own, so that a program killed at any moment loses at
most the change under way. It ends when it is won, restarted (its next move begins another game), or when
the window closes; a game left on another deal stays under way, as the session keeps it for Back. Once
won, a game is recorded as won: what is done to it afterwards (an undo) is not recorded, and Restart
begins another.

The record is opened at the first move (or the first look at it): neither it nor SQLite is loaded at
start-up. A record that cannot be used — foreign, damaged, unwritable — is said once through ``report``
and never written to; the program then plays on without recording.
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from freecell_gui.app.notify import Change
from freecell_gui.app.play_state import GamePlay, tally
from freecell_gui.app.record.rows import GameState, RecordError
from freecell_gui.app.session import ViewerSession

if TYPE_CHECKING:
    from freecell_gui.app.record.store import RecordStore


def utc_now() -> str:
    """Now, as the record writes times: ISO 8601 in UTC, to the second."""
    from datetime import datetime, timezone

    return datetime.now(timezone.utc).isoformat(timespec="seconds")


@dataclass
class _Row:
    """A game's row: its id, what it says now, and whether it is done with (won)."""

    game_id: int
    written: GameState | None = None
    final: bool = False


class GameRecorder:
    """Writes the session's games to the record at ``path`` (see the module docstring)."""

    def __init__(
        self,
        session: ViewerSession,
        path: Path,
        report: Callable[[RecordError], None],
        now: Callable[[], str] = utc_now,
    ) -> None:
        self._session = session
        self.path = path
        self._report = report
        self._now = now
        self._store: RecordStore | None = None
        self._unusable = False
        self._rows: weakref.WeakKeyDictionary[GamePlay, _Row] = weakref.WeakKeyDictionary()
        session.subscribe(self.changed)

    def store(self) -> RecordStore | None:
        """The record, opened on first use; None when it cannot be used (said once)."""
        if self._store is None and not self._unusable:
            from freecell_gui.app.record.store import RecordStore

            try:
                self._store = RecordStore.open(self.path)
            except RecordError as error:
                self._fail(error)
        return self._store

    def changed(self, change: Change) -> None:
        """The session's notification: the game shown is written if it changed."""
        game_play = self._session.game_play()
        if not change & Change.POSITION or game_play is None or self._unusable:
            return
        try:
            self._write(game_play)
        except RecordError as error:
            self._fail(error)

    def close(self) -> None:
        """The window closes: the games still under way end, and the record is closed."""
        if self._store is not None:
            when = self._now()
            try:
                for game_play, row in list(self._rows.items()):
                    if not row.final:
                        self._update(game_play, row, when)
                        self._store.end(row.game_id, when)
            except RecordError as error:
                self._fail(error)
        if self._store is not None:
            self._store.close()
        self._store, self._unusable = None, True

    # -- internals --------------------------------------------------------------------------------------

    def _write(self, game_play: GamePlay) -> None:
        row = self._rows.get(game_play)
        if not game_play.turns():  # restarted (or never played): its game, if any, has ended
            if row is not None:
                del self._rows[game_play]
                if not row.final and (store := self.store()) is not None:
                    store.end(row.game_id, self._now())
            return
        if row is not None and row.final:
            return
        store = self.store()
        if store is None:
            return
        when = self._now()
        if row is None:
            session = self._session
            row = _Row(store.begin(session.game().key, session.deal_number(), session.autoplay(), when))
            self._rows[game_play] = row
        self._update(game_play, row, when)

    def _update(self, game_play: GamePlay, row: _Row, when: str) -> None:
        counted, won = tally(game_play), game_play.is_won()
        state = GameState(
            " ".join(turn.text for turn in game_play.made()),  # fc-solve's -snx: replays as played
            counted.own,
            counted.by_solver,
            counted.auto,
            round(game_play.elapsed(), 1),
            won,
            when,
            when if won else None,
        )
        if row.written is not None and _same(row.written, state):
            return  # shown again (another deal, Back): nothing of the game changed
        assert self._store is not None
        self._store.update(row.game_id, state)
        row.written, row.final = state, won

    def _fail(self, error: RecordError) -> None:
        if not self._unusable:
            self._unusable = True
            if self._store is not None:
                self._store.close()
            self._store = None
            self._report(error)


def _same(written: GameState, now: GameState) -> bool:
    """Whether the game is as written (the time aside, which runs on while the deal is left)."""
    return (written.moves, written.own, written.solver, written.won) == (
        now.moves,
        now.own,
        now.solver,
        now.won,
    )
