"""A solution as playback steps, checked move by move with the core's replay. Qt-free.

Which autoplay a pasted text needs is decided by replaying it: a text that solves the deal with autoplay
"none" lists every move (fc-solve, the site's detailed form) and is played as written; otherwise, if it
solves with "safe", it is the site's short form. If neither solves, the mode that replays more of the text
wins (a tie: "none" when the text moves cards home itself, else "safe"). A move that does not apply ends
the playback just before it and is reported with its number and reason.

Qt-free: the reasons are the core's messages, translated where they are shown (ui/core_messages.py), so
that a language switch words them again.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from freecell_gui.app.pasted_layout import refuse_layout
from freecell_gui.core.notation.comments import header_line
from freecell_gui.core.notation.standard import LOCATION_INDEX, IllegalMove, Move
from freecell_gui.core.notation.text_lines import check_paste_length
from freecell_gui.core.rules.autoplay import Autoplay, autoplay_of
from freecell_gui.core.rules.compact_notation import read_solution
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import Replay, Step, replay
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP, Message, message, message_in

MOVES_PER_LINE = 10  # exported files: short lines that still read as the site's solutions


@dataclass(frozen=True)
class Part:
    """A single-card step of a sequence move: the ``index``-th (from 1) of ``count``, of the move ``of``
    (with its count: ``63v3``); ``held``: autoplay waits for the move's last step (max autoplay
    would take home a card the steps uncover: core/rules/single_steps.py)."""

    index: int
    count: int
    of: str
    held: bool = False


@dataclass(frozen=True)
class ListedMove:
    """One row of the playback's move list: a given move, or an automatic one after it.

    ``number`` is the given move's number (an automatic move shares it). Not :class:`core.moves.Step`,
    which is one given move together with the automatic moves it sets off.
    """

    number: int
    move: Move
    auto: bool
    position: Position  # after this move
    written: str  # as fc-solve -snx writes it: with its count (``75v3``) onto an empty column
    by_solver: bool = False  # a game's move that the solver made for the player (continue from here)
    part: Part | None = None  # one of the single-card steps a sequence move is listed as

    @property
    def text(self) -> str:
        """Standard notation as the site writes it (``8a``, ``87``, ``3h``)."""
        return str(self.move)


@dataclass(frozen=True)
class Rejected:
    """The given move that did not apply: its number, as written, and why (a message to translate)."""

    number: int
    text: str
    why: Message | str

    @property
    def reason(self) -> str:
        """Why, in English on one line (the window translates :attr:`why`)."""
        return one_line(str(self.why))


@dataclass(frozen=True)
class PlaybackSolution:
    """Steps from ``start``; ``rejected`` is the move the playback stops before, if any; ``by_solver``
    for the solver's solution (its moves are not the player's when the game takes them); ``single_cards``
    when its sequence moves are listed as single-card steps."""

    start: Position
    steps: tuple[ListedMove, ...]
    autoplay: Autoplay
    rejected: Rejected | None = None
    by_solver: bool = False
    single_cards: bool = False  # listed in single-card steps (app/single_cards.py)

    def position(self, index: int) -> Position:
        """The position after ``index`` steps (0: the start)."""
        return self.steps[index - 1].position if index else self.start

    def given_count(self) -> int:
        return sum(not step.auto for step in self.steps)

    def is_solved(self) -> bool:
        return self.position(len(self.steps)).is_solved()

    def moves(self, *, short: bool) -> list[Move]:
        """Every move, or the short form: without the moves home that autoplay makes (Microsoft's safe
        autoplay, or max autoplay for a solution found with it; a list of every move is shortened for
        safe autoplay)."""
        every = [step.move for step in self.steps]
        if not short:
            return every
        if self.autoplay != Autoplay.NONE:
            return [step.move for step in self.steps if not step.auto]
        return shorten(self.start, every)

    def text(self, *, short: bool) -> str:
        """The moves in one line: the site's short form, or every move as fc-solve writes them. Listed in
        single-card steps, each as written (``v1`` where a reader would take more cards), and every
        move home too unless the steps replay with autoplay between them."""
        if self.single_cards:
            every = (
                not short
                or self.autoplay == Autoplay.NONE
                or any(step.part.held for step in self.steps if step.part)
            )
            return " ".join(step.written for step in self.steps if every or not step.auto)
        if short:
            return solution_text(self.moves(short=True))
        return " ".join(step.written for step in self.steps)

    def file_text(self, deal_number: int | None) -> str:
        """The text of an exported solution: a header comment that says the deal and the autoplay (so that
        the file alone replays), then the moves ten a line, in the short form unless autoplay is off."""
        words = self.text(short=self.autoplay != Autoplay.NONE).split()
        in_progress = deal_number is not None and Position.deal(deal_number) != self.start
        lines = [header_line(deal_number, self.autoplay, len(words), in_progress=in_progress)]
        lines += (" ".join(words[i : i + MOVES_PER_LINE]) for i in range(0, len(words), MOVES_PER_LINE))
        return "\n".join(lines) + "\n"

    def summary(self) -> str:
        """The status line: how many moves, which autoplay and why, and how the playback ends."""
        given, auto = self.given_count(), len(self.steps) - self.given_count()
        text = f"{given} moves" + (f" + {auto} by autoplay" if auto else "")
        if self.autoplay == Autoplay.NONE:
            text += " · autoplay off: the text lists every move"
        elif self.autoplay == Autoplay.MAX:
            text += " · autoplay max: every card that may go home goes"
        else:
            text += " · autoplay safe: the text leaves out the moves home"
        if self.rejected is not None:
            return f"{self.rejected.reason} — playback stops before it ({text})"
        return text + (" · solved" if self.is_solved() else " · the deal is not solved at the end")


class SolutionTextError(ValueError):
    """Text with no move in it, or a token that is not a move; raised with the core's message."""


NO_MOVES = QT_TRANSLATE_NOOP(
    "SolutionText", "no moves in the text (expected standard notation such as 8a 8b 87 a2 3h)"
)


def load_solution(
    start: Position, source: str | Sequence[Move], autoplay: Autoplay | None = None
) -> PlaybackSolution:
    """Replay ``source`` (text in standard or macroxue's compact notation, or moves) from ``start``;
    ``autoplay`` None decides (compact notation says which it needs)."""
    moves, implied = _parse(start, source)
    chosen = autoplay or implied
    if chosen is not None:
        return _attempt(start, moves, autoplay_of(chosen))
    as_written = _attempt(start, moves, Autoplay.NONE)
    if as_written.rejected is None and as_written.is_solved():
        return as_written
    with_autoplay = _attempt(start, moves, Autoplay.SAFE)
    if with_autoplay.rejected is None and with_autoplay.is_solved():
        return with_autoplay
    reach_none, reach_safe = _reach(as_written, len(moves)), _reach(with_autoplay, len(moves))
    if reach_none != reach_safe:
        return as_written if reach_none > reach_safe else with_autoplay
    return as_written if any(move.dest == "h" for move in moves) else with_autoplay


def solution_text(moves: Sequence[Move]) -> str:
    """Moves in standard notation, separated by spaces."""
    return " ".join(str(move) for move in moves)


def shorten(start: Position, every: Sequence[Move]) -> list[Move]:
    """The site's short form of a complete move list: drop the moves of cards that safe autoplay has sent
    home already; a sequence move that lost cards that way moves the cards left.

    Checked: the short text must replay with safe autoplay to the position the full list reaches; if it
    does not, the full list is returned.
    """
    full, position, short = start, start, []
    for move in every:
        cards = _moving_cards(full, move)
        full = full.apply(move)
        left = [card for card in cards if position.foundations[card & 3] <= card >> 2]
        if not left:
            continue  # autoplay has made this move already
        try:
            step = replay(position, [Move(move.source, move.dest, len(left))], autoplay=Autoplay.SAFE).steps[
                0
            ]
        except IllegalMove:
            return list(every)
        short.append(step.move)
        position = step.position
    try:
        if replay(start, solution_text(short), autoplay=Autoplay.SAFE).final == full:
            return short
    except IllegalMove:
        pass
    return list(every)


def _moving_cards(position: Position, move: Move) -> tuple[int, ...]:
    """The cards ``move`` takes from its source: the last ``count`` of a column, or a free cell's card."""
    source, columns = LOCATION_INDEX.get(move.source, -1), len(position.cascades)
    if 0 <= source < columns:
        return position.cascades[source][-max(move.count, 1) :]
    card = position.free_cells[source - columns] if source >= columns else None
    return () if card is None else (card,)


def _parse(start: Position, source: str | Sequence[Move]) -> tuple[list[Move], str | None]:
    if not isinstance(source, str):
        return list(source), None
    try:
        check_paste_length(source)
    except ValueError as error:
        raise SolutionTextError(message_in(error) or one_line(str(error))) from None
    try:
        moves, implied = read_solution(start, source)
    except ValueError as error:
        refuse_layout(source)  # a deal's layout is said to be one, not "move 2 `TD`: not a move"
        raise SolutionTextError(message_in(error) or one_line(str(error))) from None
    if not moves:
        raise SolutionTextError(message(NO_MOVES))
    return moves, implied


def _attempt(start: Position, moves: list[Move], autoplay: Autoplay) -> PlaybackSolution:
    try:
        return _steps(start, moves, autoplay, None)
    except IllegalMove as error:
        number = _move_number(error, len(moves))
        rejected = Rejected(number, str(moves[number - 1]), message_in(error) or str(error))
    try:
        return _steps(start, moves[: rejected.number - 1], autoplay, rejected)
    except IllegalMove:  # the prefix resolves ambiguous counts differently and fails earlier: show none
        return PlaybackSolution(start, (), autoplay, rejected)


def _steps(start: Position, moves: list[Move], mode: Autoplay, rejected: Rejected | None) -> PlaybackSolution:
    # A loaded text is meant to win: an uncounted move to an empty column takes the reading that does.
    return PlaybackSolution(start, _listed(replay(start, moves, mode, solution=True)), mode, rejected)


def replayed_solution(replayed: Replay, autoplay: Autoplay) -> PlaybackSolution:
    """A solver's solution as playback steps, from the replay that checked it (nothing is replayed again:
    each step's position is its move's and its automatic moves' made in turn)."""
    return PlaybackSolution(replayed.start, _listed(replayed), autoplay_of(autoplay), by_solver=True)


def _listed(replayed: Replay) -> tuple[ListedMove, ...]:
    steps: list[ListedMove] = []
    position = replayed.start
    for number, step in enumerate(replayed.steps, start=1):
        steps += listed_step(number, step, position, by_solver=False)
        position = step.position
    return tuple(steps)


def listed_step(number: int, step: Step, before: Position, *, by_solver: bool) -> list[ListedMove]:
    """Move ``number`` (``step``, made from ``before``) as rows of the move list: the move, then each
    automatic move after it, with the position after each."""
    position = before.apply(step.move)
    rows = [ListedMove(number, step.move, False, position, step.text, by_solver)]
    for auto in step.auto:
        position = position.apply(auto)
        rows.append(ListedMove(number, auto, True, position, str(auto), by_solver))
    return rows


def _reach(solution: PlaybackSolution, total: int) -> int:
    return total if solution.rejected is None else solution.rejected.number - 1


def _move_number(error: IllegalMove, total: int) -> int:
    number = error.number if error.number is not None else 1
    return min(max(number, 1), total)


def one_line(text: str) -> str:
    """``text`` with its line breaks and runs of spaces made single spaces (a status line's)."""
    return " ".join(text.split())
