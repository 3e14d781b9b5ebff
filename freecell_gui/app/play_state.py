"""A deal played by hand, without Qt: the moves made, unlimited undo and redo, autoplay and the clock.

Each move the player makes is a turn, a :class:`~freecell_gui.core.rules.replay.Step` as a replay's: the move
itself, then the moves home that autoplay made after it (Microsoft FreeCell's safe autoplay, max
autoplay, or none). Undo takes back a whole turn, as Microsoft's FreeCell does, so an undo never stops
half-way through the automatic moves. The clock runs from the first move until the game is won, and
stands still while the game is not shown (see :meth:`pause`).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from freecell_gui.core.notation.standard import IllegalMove, Move, parse_moves
from freecell_gui.core.rules.autoplay import DEFAULT_AUTOPLAY, Autoplay, autoplay_after
from freecell_gui.core.rules.hints import is_won
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import Step, replay, resolved


@dataclass(frozen=True, slots=True)
class Tally:
    """What a game's made moves count, as freecellgamesolutions.com counts: the moves made (the
    player's ``own`` and the solver's), autoplay's moves home apart; ``clock`` is the time played."""

    clock: str
    own: int
    by_solver: int
    auto: int


class GamePlay:
    """The game in progress on one deal (or any start position)."""

    def __init__(self, start: Position, clock: Callable[[], float] | None = None) -> None:
        """``clock``: seconds from any origin (time.monotonic unless a test gives its own)."""
        self.start = start
        self._clock = clock or time.monotonic
        self._turns: list[Step] = []
        self._cursor = 0  # turns[:cursor] are made; the rest can be redone
        self._elapsed = 0.0  # seconds on the clock before `_running_since`
        self._running_since: float | None = None
        self._paused = False

    # -- what has happened --------------------------------------------------------------------------------

    def position(self) -> Position:
        return self._turns[self._cursor - 1].position if self._cursor else self.start

    def turns(self) -> tuple[Step, ...]:
        """Every turn, including those undone (see :meth:`cursor`)."""
        return tuple(self._turns)

    def made(self) -> tuple[Step, ...]:
        """The turns made so far, first first."""
        return tuple(self._turns[: self._cursor])

    def cursor(self) -> int:
        return self._cursor

    def move_count(self) -> int:
        """The moves made so far, automatic ones included."""
        return sum(1 + len(turn.auto) for turn in self._turns[: self._cursor])

    def can_undo(self) -> bool:
        return self._cursor > 0

    def can_redo(self) -> bool:
        return self._cursor < len(self._turns)

    def is_won(self) -> bool:
        return is_won(self.position())

    def elapsed(self) -> float:
        """Seconds played: from the first move until now, or until the game was won."""
        if self._running_since is None:
            return self._elapsed
        return self._elapsed + self._clock() - self._running_since

    # -- moves ----------------------------------------------------------------------------------------------

    def play(self, move: Move, autoplay: Autoplay = DEFAULT_AUTOPLAY, by_solver: bool = False) -> Step:
        """Make ``move`` (the player's, or the solver's for ``by_solver``) and the automatic moves after
        it, dropping the turns undone; raises :class:`IllegalMove` (and changes nothing) when the rules
        forbid it."""
        before = self.position()
        after = before.apply(move)
        made, text = resolved(before, after, move)
        after, auto = autoplay_after(after, autoplay)
        turn = Step(made, auto, after, text, by_solver)
        del self._turns[self._cursor :]
        self._turns.append(turn)
        self._cursor += 1
        self._update_clock()
        return turn

    def play_text(
        self, text: str, autoplay: Autoplay = DEFAULT_AUTOPLAY
    ) -> tuple[list[Step], IllegalMove | None]:
        """Make the moves typed in ``text`` (standard notation, several at once), in order: the turns made
        and, if a move was illegal, its error (naming the move by its number in the text).

        A move without a count onto an empty column takes the count that lets the later moves replay
        (see :func:`~freecell_gui.core.rules.replay.replay`), so fc-solve's solutions and the site's both
        play.
        A text that is not all moves changes nothing and raises
        :class:`~freecell_gui.core.notation.standard.MoveTextError`; an illegal move stops there, the moves
        before
        it staying made.
        """
        moves = parse_moves(text)
        start, error = self.position(), None
        try:
            steps = replay(start, moves, autoplay).steps
        except IllegalMove as failure:
            error = failure
            try:
                steps = replay(start, moves[: (failure.number or 1) - 1], autoplay).steps
            except IllegalMove:  # the prefix alone reads a count differently and fails earlier
                steps = ()
        if steps:
            del self._turns[self._cursor :]
            self._turns += steps
            self._cursor = len(self._turns)
            self._update_clock()
        return list(self._turns[self._cursor - len(steps) : self._cursor]), error

    def replace(
        self, moves: Sequence[Move], autoplay: Autoplay = Autoplay.NONE, by_solver: bool = False
    ) -> None:
        """Make ``moves`` from the start the game's turns instead of those made, with a fresh clock (playing
        on from a solution shown step by step, the solver's for ``by_solver``); raises
        :class:`IllegalMove`, changing nothing, if one of them cannot be made."""
        replacement = GamePlay(self.start, self._clock)
        for move in moves:
            replacement.play(move, autoplay, by_solver)
        self._turns, self._cursor = replacement._turns, replacement._cursor
        self._elapsed, self._running_since = replacement._elapsed, replacement._running_since
        self._update_clock()

    def undo(self) -> bool:
        """Take back the last turn (the move and its automatic moves); False if there is none."""
        if not self.can_undo():
            return False
        self._cursor -= 1
        self._update_clock()
        return True

    def redo(self) -> bool:
        if not self.can_redo():
            return False
        self._cursor += 1
        self._update_clock()
        return True

    def go_to(self, cursor: int) -> bool:
        """Undo or redo until ``cursor`` turns are made (clamped); False if that is where the game is."""
        cursor = min(max(cursor, 0), len(self._turns))
        if cursor == self._cursor:
            return False
        self._cursor = cursor
        self._update_clock()
        return True

    def restart(self) -> bool:
        """Back to the start with a fresh clock; the moves are forgotten. False if nothing was played."""
        if not self._turns:
            return False
        self._turns.clear()
        self._cursor = 0
        self._elapsed, self._running_since = 0.0, None
        return True

    # -- the clock --------------------------------------------------------------------------------------

    def pause(self) -> None:
        """Stop the clock while the game is not shown (another deal, another game)."""
        if not self._paused:
            self._paused = True
            self._update_clock()

    def resume(self) -> None:
        if self._paused:
            self._paused = False
            self._update_clock()

    def _update_clock(self) -> None:
        """Run the clock once a move is made, while the game is shown and not won."""
        should_run = bool(self._turns) and not self._paused and not self.is_won()
        if should_run and self._running_since is None:
            self._running_since = self._clock()
        elif not should_run and self._running_since is not None:
            self._elapsed += self._clock() - self._running_since
            self._running_since = None

    # -- text -------------------------------------------------------------------------------------------

    def moves_text(self, *, every: bool = False) -> str:
        """The moves made, in standard notation: the player's own (autoplay's left out, as the site's short
        solutions do), or ``every`` move with fc-solve's counts (replays with autoplay none)."""
        if every:
            return " ".join(part for turn in self.made() for part in (turn.text, *map(str, turn.auto)))
        return " ".join(str(turn.move) for turn in self.made())


def elapsed_text(game: GamePlay) -> str:
    """ "3:07" (or "1:03:07"): the time the game took, as a clock shows it."""
    return clock_text(game.elapsed())


def clock_text(elapsed: float) -> str:
    """ "3:07" (or "1:03:07"): ``elapsed`` seconds as a clock shows them."""
    minutes, seconds = divmod(int(elapsed), 60)
    hours, minutes = divmod(minutes, 60)
    return f"{hours}:{minutes:02}:{seconds:02}" if hours else f"{minutes}:{seconds:02}"


def tally(game: GamePlay) -> Tally:
    """The made moves counted (a value: it says the same after the game goes on)."""
    made = game.made()
    by_solver = sum(turn.by_solver for turn in made)
    auto = sum(len(turn.auto) for turn in made)
    return Tally(elapsed_text(game), len(made) - by_solver, by_solver, auto)


def won_text(counted: Tally) -> str:
    """ "Won in 3:07 with 84 moves": what the window says once the last card is home (in English; the
    window says it in the interface language, ui/playback/texts.py). The solver's moves are named."""
    if counted.by_solver:
        text = f"Won in {counted.clock}: {counted.own} moves by you, {counted.by_solver} by the solver"
    else:
        text = f"Won in {counted.clock} with {counted.own} moves"
    return text + (f" (+ {counted.auto} by autoplay)" if counted.auto else "")
