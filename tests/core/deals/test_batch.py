"""The vectorised batch path deals exactly the cards of the scalar path."""

from __future__ import annotations

import random

import numpy as np
import pytest

from freecell_gui.core.deals.batch import deal_orders, iter_deal_orders, remainder_into
from freecell_gui.core.deals.generator import LAST_DEAL, deal_order


def test_float_remainder_is_exact_for_every_draw_and_divisor() -> None:
    draws = np.arange(0, 65_537 + 1, dtype=np.uint32)
    for divisor in range(1, 53):
        result = draws.copy()
        remainder_into(result, divisor, np.empty_like(draws), np.empty(len(draws), dtype=np.float32))
        assert np.array_equal(result, draws % divisor), divisor


@pytest.mark.parametrize(
    "first", [1, 31_990, 999_990, 2**31 - 300, 2**31, 2**32 - 300, 2**32, LAST_DEAL - 299], ids=str
)
def test_batch_equals_scalar_on_runs_of_every_range(first: int) -> None:
    count = min(300, LAST_DEAL - first + 1)
    orders = deal_orders(first, count)
    assert orders.shape == (count, 52)
    assert [list(row) for row in orders] == [deal_order(n) for n in range(first, first + count)]


def test_batch_equals_scalar_on_random_deals_of_every_range() -> None:
    rng = random.Random(2026)
    for first, last in ((1, 2**31 - 1), (2**31, 2**32 - 1), (2**32, LAST_DEAL)):
        for start in (rng.randint(first, last - 64) for _ in range(50)):
            assert [list(row) for row in deal_orders(start, 64)] == [
                deal_order(n) for n in range(start, start + 64)
            ]


def test_a_chunk_may_not_straddle_a_rule_boundary() -> None:
    with pytest.raises(ValueError, match="span two draw rules"):
        deal_orders(2**31 - 1, 2)


@pytest.mark.parametrize("workers", [1, 2])
def test_iter_splits_at_rule_boundaries_and_covers_the_range(workers: int) -> None:
    first, last = 2**31 - 5, 2**32 + 4  # crosses both boundaries within a few chunks of 7
    sample = list(range(first, first + 40))
    chunks = iter_deal_orders(first, first + 39, chunk=7, workers=workers)
    seen = [(start + i, list(row)) for start, orders in chunks for i, row in enumerate(orders)]
    assert [n for n, _ in seen] == sample
    assert all(order == deal_order(n) for n, order in seen)
    ends = [
        (start, start + len(o) - 1)
        for start, o in iter_deal_orders(2**32 - 3, last, chunk=100, workers=workers)
    ]
    assert ends == [(2**32 - 3, 2**32 - 1), (2**32, last)]


@pytest.mark.parametrize(
    ("first", "last", "chunk"), [(5, 4, 10), (1, 10, 0), (0, 10, 10), (1, LAST_DEAL + 1, 10)]
)
def test_iter_rejects_bad_arguments(first: int, last: int, chunk: int) -> None:
    with pytest.raises(ValueError):
        next(iter_deal_orders(first, last, chunk=chunk))
