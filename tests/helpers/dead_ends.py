"""Games played into a dead end, found by our engine: random legal moves from a deal's start until the
quick pass proves that the position has no solution; and the engine's verdict on a position as the window
knows it (:class:`~freecell_gui.app.known.Known`)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import cache

from freecell_gui.app.known import GAVE_UP, NO_SOLUTION, QUICK, Known, found
from freecell_gui.app.play_state import GamePlay
from freecell_gui.app.solution import replayed_solution
from freecell_gui.core import search as engine
from freecell_gui.core.notation.standard import Move
from freecell_gui.core.rules.autoplay import Autoplay
from freecell_gui.core.rules.position import Position


def known_by_engine(position: Position, autoplay: Autoplay = Autoplay.SAFE) -> Known:
    """Our quick pass's verdict on ``position``, with its solution as playback steps."""
    result = engine.quick(position, autoplay, time_limit=30)
    if result.solution is not None and result.solution.replayed is not None:
        return found(replayed_solution(result.solution.replayed, result.solution.autoplay), QUICK)
    verdict = NO_SOLUTION if result.verdict == NO_SOLUTION else GAVE_UP
    return Known(verdict, QUICK, positions=result.expanded)


@dataclass(frozen=True)
class DeadEnd:
    """A game of ``moves`` from deal ``deal`` (with ``autoplay``) whose last position has no solution;
    ``lost_by``: the number of the move after which none had (the one before could still be won)."""

    deal: int
    moves: tuple[Move, ...]
    autoplay: Autoplay
    lost_by: int

    def game(self) -> GamePlay:
        game = GamePlay(Position.deal(self.deal))
        for move in self.moves:
            game.play(move, self.autoplay)
        return game

    def positions(self) -> list[Position]:
        """The start, then the position after each move."""
        game = self.game()
        return [game.start, *(turn.position for turn in game.made())]


@cache
def dead_end(deal: int, seed: int, autoplay: Autoplay = Autoplay.SAFE, more: int = 0) -> DeadEnd:
    """Random play on ``deal`` (``seed``) until the engine proves a position lost, then ``more`` moves
    (if legal moves are left): the losing move is then not the last."""
    rng = random.Random(seed)
    game = GamePlay(Position.deal(deal))
    lost_by = None
    while lost_by is None or len(game.made()) < lost_by + more:
        moves = game.position().legal_moves()
        if not moves:
            break
        game.play(rng.choice(moves), autoplay)
        if lost_by is None and known_by_engine(game.position(), autoplay).verdict == NO_SOLUTION:
            lost_by = len(game.made())
    assert lost_by is not None, "random play ended without a position the engine proves lost"
    return DeadEnd(deal, tuple(turn.move for turn in game.made()), autoplay, lost_by)
