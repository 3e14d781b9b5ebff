"""The two games the viewer shows, described by what differs between them: range, deal, text, site."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from freecell_gui.core.deal import Deal, deal
from freecell_gui.core.doudizhu import (
    DOUDIZHU_RANGE_TEXT,
    LAST_DOUDIZHU_DEAL,
    DouDizhuDeal,
    deal_doudizhu,
    format_doudizhu,
    validate_doudizhu_number,
)
from freecell_gui.core.formats import format_deal
from freecell_gui.core.generator import LAST_DEAL, DealRange, validate_deal_number

SITE_LAST_DEAL = 1_000_000  # freecellgamesolutions.com publishes solutions for deals 1 … 1,000,000
AnyDeal = Deal | DouDizhuDeal


@dataclass(frozen=True)
class Game:
    key: str  # as remembered in the settings
    title: str
    last: int
    catalogued_last: int  # Ctrl+R picks from 1 … this
    validate: Callable[[object], int]
    make: Callable[[int], AnyDeal]
    text: Callable[[AnyDeal, str], str]  # the deal in a FreeCell text format, or its nearest equivalent
    range_label: Callable[[int], str]
    has_site_solution: Callable[[int], bool]


def _freecell_text(dealt: AnyDeal, fmt: str) -> str:
    assert isinstance(dealt, Deal)
    return format_deal(dealt, fmt)


def _doudizhu_text(dealt: AnyDeal, fmt: str) -> str:
    assert isinstance(dealt, DouDizhuDeal)
    return format_doudizhu(dealt, "json" if fmt == "json" else "text")


FREECELL = Game(
    key="freecell",
    title="FreeCell",
    last=LAST_DEAL,
    catalogued_last=SITE_LAST_DEAL,
    validate=validate_deal_number,
    make=deal,
    text=_freecell_text,
    range_label=lambda number: DealRange.of(number).label,
    has_site_solution=lambda number: number <= SITE_LAST_DEAL,
)
DOUDIZHU = Game(
    key="doudizhu",
    title="Dou Dizhu",
    last=LAST_DOUDIZHU_DEAL,
    catalogued_last=LAST_DOUDIZHU_DEAL,
    validate=validate_doudizhu_number,
    make=deal_doudizhu,
    text=_doudizhu_text,
    range_label=lambda number: f"Dou Dizhu {DOUDIZHU_RANGE_TEXT}",
    has_site_solution=lambda number: False,
)
GAMES = {game.key: game for game in (FREECELL, DOUDIZHU)}
