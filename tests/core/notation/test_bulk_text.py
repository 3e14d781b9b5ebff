"""Bulk text equals the per-deal formats, around digit and rule boundaries."""

from __future__ import annotations

import json

import pytest

from freecell_gui.core.deals.batch import iter_deal_orders
from freecell_gui.core.deals.generator import LAST_DEAL, deal_order
from freecell_gui.core.notation.bulk_text import BulkFormatter
from freecell_gui.core.notation.formats import FORMATS, format_cards


def _expected(number: int, fmt: str) -> str:
    cards = format_cards(deal_order(number), fmt)
    if fmt == "json":
        return json.dumps({"deal": number, "rows": json.loads(cards)}) + "\n"
    return f"# deal {number}\n{cards}\n"


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize(
    ("first", "last"), [(1, 120), (99_990, 100_010), (2**31 - 3, 2**31 + 3), (LAST_DEAL - 5, LAST_DEAL)]
)
def test_bulk_text_equals_the_per_deal_format(fmt: str, first: int, last: int) -> None:
    formatter = BulkFormatter(fmt)
    text = b"".join(
        formatter.format_chunk(start, orders) for start, orders in iter_deal_orders(first, last, chunk=16)
    )
    assert text.decode() == "".join(_expected(n, fmt) for n in range(first, last + 1))


def test_unknown_format() -> None:
    with pytest.raises(ValueError, match="unknown format 'xml'"):
        BulkFormatter("xml")
