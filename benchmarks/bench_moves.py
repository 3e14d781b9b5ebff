"""The game model: moves per second through `Position.apply` + Microsoft's safe autoplay (what a long
replay does), and the replay of a 100-move solution pasted as text (what a user waits for)."""

from __future__ import annotations

import random

from benchmarks.report import Figure
from benchmarks.timing import median_seconds
from freecell_gui.core.notation.standard import Move
from freecell_gui.core.rules.autoplay import Autoplay, safe_autoplay
from freecell_gui.core.rules.position import Position
from freecell_gui.core.rules.replay import replay

# fc-solve's solution of deal 1 (`make-microsoft-freecell-board -t 1 | fc-solve -l lg -p -t -sam -snx`).
DEAL_1_SOLUTION = """\
5a 5b 5c 5d 5h b2 8b a8 7a b7 58 a5 85 6b 6a 6h 6h ah 8a 8h a2 8a 81 76 78 7h 3h ah ch 1h 4h 3a b3
4c 4b d4 c7 b4 6d 6c 6b 6h c6 d6 2d 2h a2 d2 1c 1a 1d 1h 1h dh a2 b1 3d 3h 3a 3b 34 3h b6 13v2 a1
67 57 26v4 2b 2a 25 5h 13 25 21 2h dh 8h 7h 6h 7h 7h 42v4 4d 48 8h ch 6h bh 6h 2h 2h 3h 2h a4 d1 64
78v6 7h 8h 4h 8h 4h 8h 3h 4h 8h 1h 3h 2h 8h 1h 3h 5h 8h
"""


def _random_walks(deals: int, length: int) -> list[tuple[Position, Move]]:
    """(position, legal move) pairs along random games: the mix of moves a search meets."""
    chooser = random.Random(7)
    pairs = []
    for _ in range(deals):
        position = Position.deal(chooser.randint(1, 2**33 - 1))
        for _ in range(length):
            moves = position.legal_moves()
            if not moves:
                break
            move = chooser.choice(moves)
            pairs.append((position, move))
            position = safe_autoplay(position.apply(move))[0]
    return pairs


def _solution_pairs() -> list[tuple[Position, Move]]:
    result = replay(Position.deal(1), DEAL_1_SOLUTION, autoplay=Autoplay.NONE)
    befores = [result.start, *(step.position for step in result.steps[:-1])]
    return [(before, step.move) for before, step in zip(befores, result.steps, strict=True)]


def _moves_per_second(pairs: list[tuple[Position, Move]]) -> float:
    def work() -> None:
        for position, move in pairs:
            safe_autoplay(position.apply(move))

    return len(pairs) / median_seconds(work, repeat=7)


def run() -> list[Figure]:
    walks = _random_walks(deals=200, length=60)
    solution = _solution_pairs()
    first_100 = " ".join(DEAL_1_SOLUTION.split()[:100])
    replay_time = median_seconds(
        lambda: replay(Position.deal(1), first_100, autoplay=Autoplay.NONE), repeat=7, number=50
    )
    legal_time = median_seconds(lambda: [p.legal_moves() for p, _ in walks[:2000]], repeat=5) / 2000
    return [
        Figure(
            f"apply + safe autoplay, {len(walks)} random legal moves of 200 deals (median of 7)",
            _moves_per_second(walks),
            "moves/s",
            at_least=200_000,
        ),
        Figure(
            "apply + safe autoplay, deal 1's fc-solve solution: autoplay busy (115 moves, median of 7)",
            _moves_per_second(solution),
            "moves/s",
            at_least=200_000,
        ),
        Figure(
            "replay of a 100-move solution from text, parsing included (median)",
            replay_time,
            "s",
            at_most=1e-3,
        ),
        Figure("legal_moves() of one position (median, the random games' positions)", legal_time, "s"),
    ]
