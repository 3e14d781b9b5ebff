"""The games the viewer shows, each described once: its name, deal numbers, dealer, text and site link.

This is the only place a game is named. The window, the settings and the session read these
descriptions; the ui registers one board widget per game key (ui/board/registry.py). Adding a game
means one more description here and one board factory there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from freecell_gui.core.deals.deal import Deal, deal
from freecell_gui.core.deals.deal_numbers import range_message
from freecell_gui.core.deals.doudizhu import (
    FIRST_DOUDIZHU_DEAL,
    LAST_DOUDIZHU_DEAL,
    DouDizhuDeal,
    deal_doudizhu,
    format_doudizhu,
    validate_doudizhu_number,
)
from freecell_gui.core.deals.doudizhu import FORMATS as DOUDIZHU_FORMATS
from freecell_gui.core.deals.generator import FIRST_DEAL, LAST_DEAL, DealRange, validate_deal_number
from freecell_gui.core.deals.known_deals import is_known_unsolvable
from freecell_gui.core.notation.formats import FORMATS, format_deal
from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP, Grouped, Message, message

if TYPE_CHECKING:
    from freecell_gui.core.rules.position import Position

AnyDeal = Deal | DouDizhuDeal


def number_text(number: int) -> str:
    """``8,589,934,591``: how deal numbers are written in every message of the program."""
    return f"{number:,}"


@dataclass(frozen=True)
class SiteLink:
    """A web site with a page per deal, for deals ``first`` … ``last``."""

    name: str
    url: str  # with ``{number}`` where the deal number goes
    first: int
    last: int

    def covers(self, number: int) -> bool:
        return self.first <= number <= self.last

    def url_for(self, number: int) -> str:
        return self.url.format(number=number)


@dataclass(frozen=True)
class GameDescription:
    """Everything that differs between games, so that nothing outside this module names one."""

    key: str  # as remembered in the settings and given on the command line
    title: str
    first: int
    last: int
    catalogued_last: int  # a random deal (Ctrl+R) is picked from first … this
    validate: Callable[[object], int]  # the number as an int, or ValueError/TypeError naming the range
    dealer: Callable[[int], AnyDeal]
    text_formats: tuple[str, ...]
    default_text_format: str
    format_text: Callable[[AnyDeal, str], str]
    about: Message  # a paragraph of the About box (HTML), in English until the interface translates it
    settings_key: str  # where the deal viewed last is remembered (as earlier versions wrote it)
    ranges: Callable[[int], str] | None = None  # the name of the range ``number`` lies in, if several
    site: SiteLink | None = None
    note: Callable[[int], str] | None = None  # what is known about deal ``number`` (e.g. unsolvable)
    start_position: Callable[[int], Position] | None = None  # for games played move by move

    @property
    def range_text(self) -> str:
        return self.range_text_of(self.first, self.last)

    def range_label(self, number: int) -> str:
        """What the status bar says about where ``number`` lies."""
        return self.ranges(number) if self.ranges is not None else f"{self.title} {self.range_text}"

    def text(self, dealt: AnyDeal, fmt: str) -> str:
        """The deal in format ``fmt``, or in the game's default format if it has no such format."""
        return self.format_text(dealt, fmt if fmt in self.text_formats else self.default_text_format)

    def has_site_page(self, number: int) -> bool:
        return self.site is not None and self.site.covers(number)

    def site_note(self, number: int) -> str:
        """The status bar's word on deal ``number``: only what is known, e.g. that it cannot be won."""
        known = self.note(number) if self.note is not None else ""
        if known or self.site is None:
            return known
        if self.site.covers(number):
            return f"Solution on {self.site.name}"
        return f"Published solutions cover {self.range_text_of(self.site.first, self.site.last)}"

    @staticmethod
    def range_text_of(first: int, last: int) -> str:
        return str(range_message(first, last))

    def clamp(self, number: int) -> int:
        return min(max(number, self.first), self.last)


def _freecell_text(dealt: AnyDeal, fmt: str) -> str:
    assert isinstance(dealt, Deal)
    return format_deal(dealt, fmt)


def _doudizhu_text(dealt: AnyDeal, fmt: str) -> str:
    assert isinstance(dealt, DouDizhuDeal)
    return format_doudizhu(dealt, fmt)


def _freecell_start(number: int) -> Position:
    from freecell_gui.core.rules.position import Position  # loaded with the first position, not at start-up

    return Position.deal(number)


FREECELL = GameDescription(
    key="freecell",
    title=QT_TRANSLATE_NOOP("Games", "FreeCell"),
    first=FIRST_DEAL,
    last=LAST_DEAL,
    catalogued_last=DealRange.MICROSOFT.last,
    validate=validate_deal_number,
    dealer=deal,
    text_formats=FORMATS,
    default_text_format="unicode",  # like the deal tables on freecellgamesolutions.com
    format_text=_freecell_text,
    ranges=lambda number: DealRange.of(number).label,
    about=message(
        QT_TRANSLATE_NOOP(
            "AboutDialog",
            "<p>Microsoft FreeCell deals by number, {first} … {last}. Deal N seeds Microsoft's generator, "
            "state ← 214013·state + 2531011, and each draw from it picks one of the cards left (draw mod "
            "cards left), which is dealt while the last card takes its place. Dealt card k goes to cascade "
            "k mod 8, its first card being the top of the cascade. Deals from 2<sup>31</sup> on use FreeCell "
            "Pro's conventions: the draw gains bit 15 up to 2<sup>32</sup>−1, and from 2<sup>32</sup> the "
            "generator runs on 32 bits from N − 2<sup>32</sup>.</p>",
        ),
        first=Grouped(FIRST_DEAL),
        last=Grouped(LAST_DEAL),
    ),
    site=SiteLink(
        name="freecellgamesolutions.com",
        url="https://freecellgamesolutions.com/fcs/?game={number}",
        first=FIRST_DEAL,
        last=DealRange.MICROSOFT.last,
    ),
    start_position=_freecell_start,
    settings_key="deal/last",
    note=lambda number: (
        QT_TRANSLATE_NOOP("Games", "No solution exists for this deal") if is_known_unsolvable(number) else ""
    ),
)

DOUDIZHU = GameDescription(
    key="doudizhu",
    title=QT_TRANSLATE_NOOP("Games", "Dou Dizhu"),
    first=FIRST_DOUDIZHU_DEAL,
    last=LAST_DOUDIZHU_DEAL,
    catalogued_last=LAST_DOUDIZHU_DEAL,
    validate=validate_doudizhu_number,
    dealer=deal_doudizhu,
    text_formats=DOUDIZHU_FORMATS,
    default_text_format=DOUDIZHU_FORMATS[0],
    format_text=_doudizhu_text,
    settings_key="doudizhu/last",
    about=message(
        QT_TRANSLATE_NOOP(
            "AboutDialog",
            "<p>Dou Dizhu deals by number, {first} … {last}: 54 cards shuffled without bias by SplitMix64, "
            "three hands of 17 and the landlord's three cards.</p>",
        ),
        first=Grouped(FIRST_DOUDIZHU_DEAL),
        last=Grouped(LAST_DOUDIZHU_DEAL),
    ),
)

#: Every game, the default first; the order of the Game menu (Ctrl+1, Ctrl+2 …).
GAMES: dict[str, GameDescription] = {game.key: game for game in (FREECELL, DOUDIZHU)}
DEFAULT_GAME = FREECELL
