"""Writes the SVG decks: ``python -m tools.make_deck assets/decks`` (``make assets``).

Every glyph — rank letters and digits, suit symbols, the joker marks — is a path drawn here, so the cards
look the same on every machine whatever its fonts. The output is deterministic: a test regenerates the
decks and compares them byte for byte with the committed files.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

RANKS = "A23456789TJQK"
SUITS = "CDHS"

CARD_W, CARD_H = 250, 350
CORNER = 14

# Rank glyphs: centre lines on a cap height of 100 (y down), drawn with a round-capped stroke.
# Each entry is (advance width, path).
GLYPH_STROKE = 17.0
GLYPHS: dict[str, tuple[float, str]] = {
    "A": (68, "M0 100 L34 0 L68 100 M13 64 L55 64"),
    "2": (
        60,
        "M3 24 C4 8 16 0 31 0 C47 0 58 10 58 26 C58 42 47 52 32 64 C20 74 8 86 2 100 L60 100",
    ),
    "3": (
        58,
        "M3 12 C9 4 18 0 29 0 C45 0 55 9 55 24 C55 38 44 47 26 47 "
        "C46 47 58 57 58 73 C58 90 46 100 29 100 C16 100 6 95 1 86",
    ),
    "4": (62, "M44 100 L44 0 L0 70 L62 70"),
    "5": (
        58,
        "M54 0 L11 0 L6 45 C13 39 21 36 30 36 C47 36 58 48 58 67 C58 87 45 100 28 100 C16 100 6 95 1 86",
    ),
    "6": (
        60,
        "M53 7 C47 2 40 0 33 0 C13 0 2 22 2 60 C2 86 14 100 31 100 C48 100 60 88 60 69 "
        "C60 50 48 39 32 39 C17 39 5 48 2 60",
    ),
    "7": (58, "M0 0 L58 0 C42 26 30 58 26 100"),
    "8": (
        60,
        "M30 46 C16 46 6 37 6 23 C6 9 16 0 30 0 C44 0 54 9 54 23 C54 37 44 46 30 46 "
        "C14 46 2 57 2 73 C2 90 14 100 30 100 C46 100 58 90 58 73 C58 57 46 46 30 46 Z",
    ),
    "1": (26, "M0 20 L24 0 L24 100"),
    "0": (
        46,
        "M23 0 C37 0 46 20 46 50 C46 80 37 100 23 100 C9 100 0 80 0 50 C0 20 9 0 23 0 Z",
    ),
    "J": (46, "M46 0 L46 68 C46 89 36 100 22 100 C10 100 2 92 0 80"),
    # Q's tail crosses the bowl's bottom near the middle: in a fan, where the next card hides the right
    # part of a Q, the tail still shows and the letter does not read as a G.
    "Q": (
        70,
        "M35 0 C56 0 70 20 70 50 C70 80 56 100 35 100 C14 100 0 80 0 50 C0 20 14 0 35 0 Z M26 72 L50 108",
    ),
    "K": (60, "M0 0 L0 100 M58 0 L2 64 M22 42 L60 100"),
    "O": (
        70,
        "M35 0 C56 0 70 20 70 50 C70 80 56 100 35 100 C14 100 0 80 0 50 C0 20 14 0 35 0 Z",
    ),
    "E": (50, "M50 0 L0 0 L0 100 L50 100 M0 49 L42 49"),
    "R": (58, "M0 100 L0 0 L28 0 C47 0 56 11 56 27 C56 43 47 54 28 54 L0 54 M26 54 L58 100"),
}
TEN_GAP = 17
GLYPHS["9"] = (GLYPHS["6"][0], "")  # drawn as a 6 turned half a turn, see _glyph_def
GLYPHS["T"] = (GLYPHS["1"][0] + TEN_GAP + GLYPHS["0"][0], "")  # "10": a one and a zero

# Suit symbols: filled outlines in a 100 × 100 box centred on (50, 50).
SUIT_PATHS = {
    "H": "M50 94 C30 76 3 58 3 32 C3 15 15 4 29 4 C39 4 46 10 50 19 C54 10 61 4 71 4 "
    "C85 4 97 15 97 32 C97 58 70 76 50 94 Z",
    "D": "M50 2 C60 20 72 35 86 50 C72 65 60 80 50 98 C40 80 28 65 14 50 C28 35 40 20 50 2 Z",
    "S": "M50 3 C60 22 95 38 95 62 C95 77 85 85 72 85 C64 85 57 81 53 75 C54 85 58 92 67 98 "
    "L33 98 C42 92 46 85 47 75 C43 81 36 85 28 85 C15 85 5 77 5 62 C5 38 40 22 50 3 Z",
    "C": "M50 6 C62 6 71 15 71 27 C71 35 67 41 61 45 C65 42 70 40 75 40 C87 40 96 49 96 61 "
    "C96 73 87 82 75 82 C65 82 58 77 54 70 C55 84 59 91 67 98 L33 98 C41 91 45 84 46 70 "
    "C42 77 35 82 25 82 C13 82 4 73 4 61 C4 49 13 40 25 40 C30 40 35 42 39 45 "
    "C33 41 29 35 29 27 C29 15 38 6 50 6 Z",
}

RED, BLACK, BLUE, GREEN = "#c8102e", "#161616", "#1450b4", "#12823a"
GOLD, GOLD_DARK = "#e2b43c", "#6e4a0c"


@dataclass(frozen=True)
class Deck:
    name: str
    colors: dict[str, str]  # suit letter -> ink colour


DECKS = (
    Deck("classic", {"C": BLACK, "D": RED, "H": RED, "S": BLACK}),
    Deck("four-color", {"C": GREEN, "D": BLUE, "H": RED, "S": BLACK}),
)


def num(value: float) -> str:
    """A coordinate with at most two decimals and no trailing zeros, so output is stable and small."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _glyph_def(ident: str, char: str, color: str, stroke: float = GLYPH_STROKE) -> str:
    """A ``<path>`` (or group) for one glyph in its em box, to be placed with ``<use>``."""
    style = (
        f'fill="none" stroke="{color}" stroke-width="{num(stroke)}" '
        'stroke-linecap="round" stroke-linejoin="round"'
    )
    if char == "9":
        width, path = GLYPHS["6"]
        return f'<path id="{ident}" {style} transform="rotate(180 {num(width / 2)} 50)" d="{path}"/>'
    if char == "T":
        one = GLYPHS["1"][1]
        zero_at = GLYPHS["1"][0] + TEN_GAP
        return (
            f'<g id="{ident}" {style}><path d="{one}"/>'
            f'<path transform="translate({num(zero_at)} 0)" d="{GLYPHS["0"][1]}"/></g>'
        )
    return f'<path id="{ident}" {style} d="{GLYPHS[char][1]}"/>'


def _suit_def(ident: str, suit: str, color: str) -> str:
    return f'<path id="{ident}" fill="{color}" transform="translate(-50 -50)" d="{SUIT_PATHS[suit]}"/>'


def _use(ident: str, x: float, y: float, scale: float = 1.0, rotate: bool = False) -> str:
    """Place a symbol centred on (x, y), optionally turned upside down."""
    transform = f"translate({num(x)} {num(y)})"
    if rotate:
        transform += " rotate(180)"
    if scale != 1.0:
        transform += f" scale({num(scale)})"
    return f'<use xlink:href="#{ident}" transform="{transform}"/>'


def _svg(defs: Iterable[str], body: Iterable[str]) -> str:
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'version="1.1" width="{CARD_W}" height="{CARD_H}" viewBox="0 0 {CARD_W} {CARD_H}">\n'
        "<defs>" + "".join(defs) + "</defs>\n" + "\n".join(body) + "\n</svg>\n"
    )


def _blank() -> str:
    """White card, thin grey border, rounded corners: two filled shapes (Qt fills faster than it strokes)."""
    inset = 2.5
    return (
        f'<rect width="{CARD_W}" height="{CARD_H}" rx="{CORNER}" fill="#5a5a5a"/>'
        f'<rect x="{inset}" y="{inset}" width="{num(CARD_W - 2 * inset)}" height="{num(CARD_H - 2 * inset)}" '
        f'rx="{num(CORNER - inset)}" fill="#ffffff"/>'
    )


def _both_corners(placements: Iterable[str]) -> list[str]:
    """The top-left index elements, then the same again turned half a turn into the bottom-right corner."""
    placements = list(placements)
    turned = [
        p.replace('transform="', f'transform="rotate(180 {CARD_W // 2} {CARD_H // 2}) ') for p in placements
    ]
    return placements + turned


# ---------------------------------------------------------------------------------------------- index

INDEX_TOP = 10.0  # ink top of the rank glyph
INDEX_LEFT = 11.0
INDEX_INK = 58.0  # ink height of the rank glyph: 16.6 % of the card, all of it in the top fifth
INDEX_SUIT = 50.0  # suit symbol box in the index


def _index(rank: str) -> list[str]:
    """The corner index, rank glyph with the suit symbol beside it, both in the top fifth; twice."""
    scale = INDEX_INK / (100 + GLYPH_STROKE)
    half = GLYPH_STROKE / 2 * scale
    width = GLYPHS[rank][0] * scale
    x = INDEX_LEFT + half
    y = INDEX_TOP + half
    suit_x = x + width + half + 3 + INDEX_SUIT / 2
    suit_y = INDEX_TOP + INDEX_INK / 2
    return _both_corners(
        [
            f'<use xlink:href="#r" transform="translate({num(x)} {num(y)}) scale({num(scale)})"/>',
            _use("s", suit_x, suit_y, INDEX_SUIT / 100),
        ]
    )


# ----------------------------------------------------------------------------------------------- pips

COL_L, COL_C, COL_R = 80.0, 125.0, 170.0
ROW_TOP, ROW_MID, ROW_BOTTOM = 101.0, 175.0, 249.0
PIP = 0.43


def _pip_positions(count: int) -> list[tuple[float, float]]:
    """Pip centres of the number cards, the classic layouts of a French-suited deck."""
    top, mid, bottom = ROW_TOP, ROW_MID, ROW_BOTTOM
    upper, lower = (top + mid) / 2, (mid + bottom) / 2
    step = (bottom - top) / 3
    rows4 = [top, top + step, bottom - step, bottom]
    sides = {
        2: [],
        3: [],
        4: [top, bottom],
        5: [top, bottom],
        6: [top, mid, bottom],
        7: [top, mid, bottom],
        8: [top, mid, bottom],
        9: rows4,
        10: rows4,
    }[count]
    centre = {
        2: [top, bottom],
        3: [top, mid, bottom],
        4: [],
        5: [mid],
        6: [],
        7: [upper],
        8: [upper, lower],
        9: [mid],
        10: [top + step / 2, bottom - step / 2],
    }[count]
    points = [(x, y) for y in sides for x in (COL_L, COL_R)]
    points += [(COL_C, y) for y in centre]
    return sorted(points, key=lambda p: (p[1], p[0]))


def _pips(rank: str, suit: str) -> list[str]:
    if rank == "A" and suit == "S":
        # The ace of spades, by tradition the showpiece: a large spade inside a fine outline of itself.
        return [_use("s", CARD_W / 2, CARD_H / 2, 1.45), _use("o", CARD_W / 2, CARD_H / 2 + 2, 1.72)]
    if rank == "A":
        return [_use("s", CARD_W / 2, CARD_H / 2, 1.15)]
    count = 10 if rank == "T" else int(rank)
    return [_use("s", x, y, PIP, rotate=y > ROW_MID + 1) for x, y in _pip_positions(count)]


# ---------------------------------------------------------------------------------------------- courts

FRAME = (30.0, 78.0, 190.0, 194.0)  # x, y, width, height: clear of both corner indices


def _circle(x: float, y: float, r: float) -> str:
    """A circle as a path (two arcs), so it can join other shapes in one ``d``."""
    a, b, rr = num(x - r), num(x + r), num(r)
    return f"M{a} {num(y)} A{rr} {rr} 0 1 0 {b} {num(y)} A{rr} {rr} 0 1 0 {a} {num(y)} Z"


def _dots(*circles: tuple[float, float, float]) -> str:
    return " ".join(_circle(*c) for c in circles)


# Headwear over the court letters, in a 100 × 60 box: (fill, path) layers, fill "ink" = the suit colour.
_BAND = "M6 46 L94 46 L94 58 L6 58 Z"
EMBLEMS: dict[str, list[tuple[str, str]]] = {
    # The king: a crown of five points tipped with rubies.
    "K": [
        ("gold", "M6 44 L0 8 L24 26 L36 2 L50 22 L64 2 L76 26 L100 8 L94 44 Z " + _BAND),
        ("ink", _dots((0, 8, 5), (36, 2, 5), (64, 2, 5), (100, 8, 5), (50, 52, 3.5))),
    ],
    # The queen: a tiara of three pointed arches set with pearls.
    "Q": [
        (
            "gold",
            "M8 46 C10 34 16 28 24 26 C30 28 34 34 36 40 C38 26 44 16 50 8 C56 16 62 26 64 40 "
            "C66 34 70 28 76 26 C84 28 90 34 92 46 Z " + _BAND,
        ),
        ("white", _dots((50, 5, 6), (24, 21, 4.5), (76, 21, 4.5), (28, 52, 3), (50, 52, 3), (72, 52, 3))),
    ],
    # The jack: a beret with a plume.
    "J": [
        ("ink", "M58 20 C64 4 84 -6 106 -4 C96 2 86 10 76 20 C70 26 62 28 58 20 Z"),
        (
            "gold",
            "M6 42 C4 28 28 16 54 16 C80 16 98 26 96 40 C94 46 86 48 80 48 L20 48 C12 48 7 46 6 42 Z "
            "M14 46 L86 46 L86 58 L14 58 Z",
        ),
        ("ink", _dots((50, 52, 3.5))),
    ],
}
IVORY = "#f3e8c8"


def _court(rank: str, color: str) -> tuple[list[str], list[str]]:
    """A framed monogram: a crowned rank letter on ivory, suit symbols at its sides and in the corners."""
    x, y, w, h = FRAME
    cx = x + w / 2
    defs = [_glyph_def("R", rank, color, 20)]
    body = [
        f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" rx="8" '
        f'fill="{IVORY}" stroke="{color}" stroke-width="3"/>',
        f'<rect x="{num(x + 6)}" y="{num(y + 6)}" width="{num(w - 12)}" height="{num(h - 12)}" rx="4" '
        f'fill="none" stroke="{GOLD}" stroke-width="1.6"/>',
    ]
    for mx, my in ((x + 19, y + 19), (x + w - 19, y + 19), (x + 19, y + h - 19), (x + w - 19, y + h - 19)):
        body.append(_use("s", mx, my, 0.2, rotate=my > y + h / 2))
    letter_scale = 0.78
    letter_top = y + 72
    body.append(_use("s", x + 26, letter_top + 50 * letter_scale, 0.3))
    body.append(_use("s", x + w - 26, letter_top + 50 * letter_scale, 0.3))
    emblem_scale = 0.9
    ex, ey = cx - 50 * emblem_scale, y + 14
    fills = {"gold": GOLD, "ink": color, "white": "#ffffff"}
    layers = "".join(f'<path fill="{fills[fill]}" d="{path}"/>' for fill, path in EMBLEMS[rank])
    body.append(
        f'<g transform="translate({num(ex)} {num(ey)}) scale({num(emblem_scale)})" stroke="{GOLD_DARK}" '
        f'stroke-width="2.5" stroke-linejoin="round">{layers}</g>'
    )
    width = GLYPHS[rank][0] * letter_scale
    body.append(
        f'<use xlink:href="#R" transform="translate({num(cx - width / 2)} {num(letter_top)}) '
        f'scale({num(letter_scale)})"/>'
    )
    return defs, body


# ----------------------------------------------------------------------------------------------- cards


def face_svg(rank: str, suit: str, deck: Deck) -> str:
    """A face card: corner indices, then pips (A–10) or a framed court design (J, Q, K)."""
    color = deck.colors[suit]
    defs = [_glyph_def("r", rank, color), _suit_def("s", suit, color)]
    body = [_blank(), *_index(rank)]
    if rank in "JQK":
        court_defs, court_body = _court(rank, color)
        defs += court_defs
        body += court_body
    else:
        body += _pips(rank, suit)
        if rank == "A" and suit == "S":
            defs.append(
                f'<path id="o" fill="none" stroke="{color}" stroke-width="1.3" '
                f'transform="translate(-50 -50)" d="{SUIT_PATHS[suit]}"/>'
            )
    return _svg(defs, body)


def _clip_diagonal(c: float, slope: int, box: tuple[float, float, float, float]) -> tuple[float, ...] | None:
    """The part of the line y = slope·x + c inside box (x0, y0, x1, y1), or None."""
    x0, y0, x1, y1 = box
    # x range where y stays inside [y0, y1]
    xa, xb = sorted(((y0 - c) / slope, (y1 - c) / slope))
    lo, hi = max(x0, xa), min(x1, xb)
    if hi - lo < 0.5:
        return None
    return (lo, slope * lo + c, hi, slope * hi + c)


def back_svg() -> str:
    """The back: a navy lattice inside a white margin, with a medallion of the four suits."""
    navy, light = "#1d3a70", "#4468ad"
    box = (18.0, 18.0, 232.0, 332.0)
    lines = []
    step = 17.0
    for slope in (1, -1):
        start = -400.0 if slope == 1 else 0.0
        c = start
        while c < 700:
            seg = _clip_diagonal(c, slope, box)
            if seg:
                lines.append("M{} {}L{} {}".format(*(num(v) for v in seg)))
            c += step
    medallion = "".join(
        _use(s, 125 + dx, 175 + dy, 0.2)
        for s, dx, dy in (("bs", 0, -17), ("bh", 0, 17), ("bc", -17, 0), ("bd", 17, 0))
    )
    defs = [_suit_def(f"b{s.lower()}", s, navy) for s in "SHCD"]
    body = [
        _blank(),
        f'<rect x="12" y="12" width="226" height="326" rx="9" fill="{navy}"/>',
        # One path per line: Qt rasterises one long many-line path ten times slower at most scales.
        f'<g fill="none" stroke="{light}" stroke-width="2.2">'
        + "".join(f'<path d="{d}"/>' for d in lines)
        + "</g>",
        '<rect x="18" y="18" width="214" height="314" rx="5" fill="none" stroke="#ffffff" stroke-width="2"/>',
        f'<circle cx="125" cy="175" r="36" fill="#ffffff" stroke="{light}" stroke-width="3"/>',
        medallion,
    ]
    return _svg(defs, body)


JESTER = (
    "M22 92 C22 60 14 42 2 30 C28 34 44 50 52 70 C54 40 62 18 70 2 C78 18 86 40 88 70 "
    "C96 50 112 34 138 30 C126 42 118 60 118 92 Z"
)


def _star(cx: float, cy: float, outer: float, inner: float) -> str:
    """A five-pointed star, point up."""
    points = []
    for k in range(10):
        radius = outer if k % 2 == 0 else inner
        angle = math.pi * k / 5
        points.append(f"{num(cx + radius * math.sin(angle))} {num(cy - radius * math.cos(angle))}")
    return "M" + " L".join(points) + " Z"


def joker_svg(big: bool) -> str:
    """The big joker is red with gold bells and a large solid star in its index; the small one black with
    silver bells and a small hollow star: told apart by shape too, in grey or for colour-blind eyes."""
    ink = RED if big else BLACK
    bell, bell_edge = (GOLD, GOLD_DARK) if big else ("#c3c8cf", "#4a4f55")
    defs = [_glyph_def(f"g{c}", c, ink, 18) for c in "JOKER"]
    if big:
        defs.append(f'<path id="st" fill="{ink}" d="{_star(0, 0, 25, 10.5)}"/>')
    else:
        star = _star(0, 0, 15, 6.5)
        outline = f'stroke="{ink}" stroke-width="3.5" stroke-linejoin="round"'
        defs.append(f'<path id="st" fill="#ffffff" {outline} d="{star}"/>')
    corner = ['<use xlink:href="#st" transform="translate(34 36)"/>']
    scale = 22 / 118
    for n, char in enumerate("JOKER"):
        width = GLYPHS[char][0] * scale
        corner.append(
            f'<use xlink:href="#g{char}" '
            f'transform="translate({num(34 - width / 2)} {num(74 + n * 29)}) scale({num(scale)})"/>'
        )

    # The centre: a jester's cap with bells over the word JOKER.
    hat_s = 1.0
    hat_x, hat_y = 125 - 70 * hat_s, 86
    bells = _dots((2, 30, 9), (70, 2, 9), (138, 30, 9))
    word_scale, gap = 0.3, 26
    advance = [GLYPHS[c][0] for c in "JOKER"]
    wx = 125 - (sum(advance) + gap * 4) * word_scale / 2
    word = []
    for char, width in zip("JOKER", advance, strict=True):
        word.append(
            f'<use xlink:href="#g{char}" transform="translate({num(wx)} 226) scale({num(word_scale)})"/>'
        )
        wx += (width + gap) * word_scale
    body = [
        _blank(),
        *_both_corners(corner),
        f'<g transform="translate({num(hat_x)} {num(hat_y)}) scale({num(hat_s)})" stroke-linejoin="round">'
        f'<path fill="{ink}" stroke="{ink}" stroke-width="3" d="{JESTER}"/>'
        f'<path fill="{bell}" stroke="{bell_edge}" stroke-width="2.5" d="{bells}"/>'
        f'<path fill="{bell}" stroke="{bell_edge}" stroke-width="2" d="M14 92 L126 92 L126 112 L14 112 Z"/>'
        f'<path fill="{ink}" d="{_dots((40, 102, 4), (70, 102, 4), (100, 102, 4))}"/></g>',
        *word,
    ]
    return _svg(defs, body)


def deck_files(deck: Deck) -> dict[str, str]:
    """File name -> SVG text of every card of ``deck``."""
    files = {f"{r}{s}.svg": face_svg(r, s, deck) for r in RANKS for s in SUITS}
    files["back.svg"] = back_svg()
    files["SJ.svg"] = joker_svg(big=False)
    files["BJ.svg"] = joker_svg(big=True)
    return files


def write_decks(root: Path) -> list[Path]:
    """Write every deck under ``root`` (one folder per deck); returns the files written."""
    written = []
    for deck in DECKS:
        folder = root / deck.name
        folder.mkdir(parents=True, exist_ok=True)
        for name, text in sorted(deck_files(deck).items()):
            path = folder / name
            path.write_bytes(text.encode("utf-8"))
            written.append(path)
    return written


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.make_deck", description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path, help="where to write the decks, e.g. assets/decks")
    args = parser.parse_args(argv)
    try:
        written = write_decks(args.folder)
    except OSError as error:
        print(f"make_deck: cannot write {args.folder}: {error}", file=sys.stderr)
        return 2
    print(f"wrote {len(written)} files under {args.folder}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
