"""The move list's state without Qt: the start it plays from, its steps (a solution, or the game's own
moves) and its cursor (0 = the start, k = after step k).

The viewer session owns it and says what the board shows (:mod:`freecell_gui.app.session`); the move
panel changes it only through the session's actions (:class:`PlaybackHost`, the few the panel needs) and
draws it after the session's notification.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from freecell_gui.app.notify import Change
from freecell_gui.app.single_cards import StepMap, single_card_solution
from freecell_gui.app.solution import ListedMove, PlaybackSolution, listed_step
from freecell_gui.core.rules.autoplay import Autoplay

if TYPE_CHECKING:
    from freecell_gui.app.play_state import GamePlay
    from freecell_gui.core.rules.position import Position
    from freecell_gui.core.rules.replay import Step


class Playback:
    """The steps and the cursor. Plain state: its owner changes it and notifies (its methods say what
    changed). With ``single_cards``, the solution given (:attr:`given`) is listed in single-card steps
    (:attr:`solution`); :meth:`show` takes a step of the solution given, the cursor is a step listed."""

    def __init__(self) -> None:
        self.start: Position | None = None  # None: nothing to play (a game only dealt)
        self.deal_number: int | None = None
        self.given: PlaybackSolution | None = None
        # The steps listed: the solution given, or its single cards.
        self.solution: PlaybackSolution | None = None
        self.index = 0
        self.lists_game = False  # the steps are the game's own moves (the cursor follows the game)
        self.single_cards = False
        self._map = StepMap()

    def position(self) -> Position | None:
        """The position at the cursor (the start without a solution)."""
        return self.solution.position(self.index) if self.solution is not None else self.start

    def step_count(self) -> int:
        return len(self.solution.steps) if self.solution is not None else 0

    def move_number(self) -> int:
        """The number of the given move at the cursor (an automatic move shares it); 0 at the start."""
        return self.solution.steps[self.index - 1].number if self.solution and self.index else 0

    def reset(self, start: Position | None, deal_number: int | None) -> Change:
        """Play from ``start`` (a new deal), without steps; nothing changes if it is the start already."""
        if start == self.start and deal_number == self.deal_number:
            return Change.NONE
        self.start, self.deal_number, self.given, self.solution = start, deal_number, None, None
        self.index, self.lists_game, self._map = 0, False, StepMap()
        return Change.STEPS | Change.STEP

    def show(self, solution: PlaybackSolution, index: int = 0, lists_game: bool = False) -> Change:
        """Show ``solution`` (made from its start, the deal's) at its step ``index``."""
        self.start, self.given, self.lists_game = solution.start, solution, lists_game
        if self.single_cards:
            self.solution, self._map = single_card_solution(solution)
        else:
            self.solution, self._map = solution, StepMap()
        self.index = min(max(self.listed_index(index), 0), len(self.solution.steps))
        return Change.STEPS | Change.STEP

    def listed_index(self, index: int) -> int:
        """The step listed at step ``index`` of the solution given."""
        return self._map.to_listed(index) if self.single_cards else index

    def set_single_cards(self, on: bool) -> Change:
        """List the solution given in single-card steps, or as given; the cursor stays at its move."""
        if on == self.single_cards:
            return Change.NONE
        index = self._map.to_given(self.index) if self.single_cards else self.index
        self.single_cards = on
        if self.given is None:
            return Change.NONE
        return self.show(self.given, index, self.lists_game)

    def move_to(self, index: int) -> Change:
        index = min(max(index, 0), self.step_count())
        if index == self.index:
            return Change.NONE
        self.index = index
        return Change.STEP


class GameListing:
    """The game's turns (those undone too) as playback steps, autoplay's moves under the move they followed.

    Kept from one move to the next: a move lists its own turn only, an undo or a redo lists nothing, so
    that a long game's move list grows as it is played instead of being replayed from the deal's start on
    every move. Another game (another deal) starts the listing over.
    """

    def __init__(self) -> None:
        self._game: GamePlay | None = None
        self._turns: list[Step] = []  # the turns listed, by identity
        self._steps: list[ListedMove] = []
        self._ends: list[int] = []  # the steps listed up to each turn, that turn's included
        self._automatic = 0  # how many turns had autoplay's moves
        self._solution: PlaybackSolution | None = None  # the steps as one solution, until the turns change

    def listed(self, game_play: GamePlay) -> tuple[PlaybackSolution, int]:
        """The game's steps (the same object while its turns are the same) and the step its cursor reached."""
        turns = game_play.turns()
        if game_play is not self._game:
            self._game, self._solution = game_play, None
            self._keep(0)
        pairs = zip(self._turns, turns, strict=False)
        kept = next((i for i, (old, new) in enumerate(pairs) if old is not new), None)
        kept = min(len(self._turns), len(turns)) if kept is None else kept
        if kept < len(self._turns) or kept < len(turns) or self._solution is None:
            self._keep(kept)
            for number, turn in enumerate(turns[kept:], start=kept + 1):
                before = self._turns[-1].position if self._turns else game_play.start
                self._steps += listed_step(number, turn, before, by_solver=turn.by_solver)
                self._turns.append(turn)
                self._ends.append(len(self._steps))
                self._automatic += bool(turn.auto)
            autoplay = Autoplay.SAFE if self._automatic else Autoplay.NONE
            self._solution = PlaybackSolution(game_play.start, tuple(self._steps), autoplay)
        cursor = game_play.cursor()
        return self._solution, self._ends[cursor - 1] if cursor else 0

    def _keep(self, turns: int) -> None:
        """Forget the turns listed after the first ``turns``."""
        self._automatic -= sum(bool(turn.auto) for turn in self._turns[turns:])
        del self._turns[turns:], self._ends[turns:]
        del self._steps[self._ends[-1] if self._ends else 0 :]


class PlaybackHost(Protocol):
    """What the move panel reads and drives of the viewer session."""

    def playback(self) -> Playback: ...
    def shown_position(self) -> Position | None: ...
    def show_solution(self, solution: PlaybackSolution, index: int = 0, *, jump: bool = True) -> None: ...
    def go_to_step(self, index: int, *, animate: bool = True) -> None: ...
    def set_single_cards(self, on: bool) -> None: ...
