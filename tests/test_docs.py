"""The README is the front page and docs/ the manual: every relative link and picture of them leads to a file
that exists, every ``#anchor`` to a heading of the page it names, every page of docs/ is linked from the
README, and every section of the README from before the manual moved to docs/ has a heading somewhere."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = ROOT / "README.md"
DOCS = ROOT / "docs"
#: The README's first screen: what the program is, a picture of it and the two commands fit in it.
FIRST_SCREEN = 40
#: The README is the front page; the manual is docs/.
FRONT_PAGE_LINES = 100

# The section titles (## and ###) of the README when it held the whole manual, before the manual moved
# to docs/ (`git show main:README.md` then): each lives on as a heading of README.md or of a page of docs/.
OLD_SECTIONS = (
    "Quick start",
    "Installing without make (Windows, macOS, Linux)",
    "The frozen app",
    "The viewer",
    "A menu entry on Linux",
    "The gallery",
    "Languages",
    "The deck",
    "Command line",
    "The deal",
    "Finding a deal by its layout",
    "Dou Dizhu",
    "Playing a deal by hand",
    "Your record",
    "Solving",
    "Moves and replay",
    "Catalogue",
    "Development",
)

_FENCED = re.compile(r"^(```|~~~)[^\n]*\n.*?^\1[ \t]*$", re.MULTILINE | re.DOTALL)
# [text](target) and ![alt](target); the text may hold `code` and one level of brackets, the target a title.
_LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]*)>?(?:\s+\"[^\"]*\")?\s*\)")
_HEADING = re.compile(r"^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$", re.MULTILINE)
_SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")


def pages() -> list[Path]:
    return [README, *sorted(DOCS.glob("*.md"))]


def prose(text: str) -> str:
    """``text`` without its fenced code blocks (a shell line there is not a link, nor a comment a heading)."""
    return _FENCED.sub("", text)


def headings(text: str) -> list[str]:
    return _HEADING.findall(prose(text))


def slug(title: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped (letters of any script, digits,
    ``_`` and ``-`` stay), each space a hyphen."""
    return re.sub(r"[^\w\- ]", "", title.strip().lower()).replace(" ", "-")


def anchors(text: str) -> set[str]:
    """Every heading's anchor; a repeated one gets ``-1``, ``-2`` … as GitHub numbers them."""
    seen: dict[str, int] = {}
    found = set()
    for title in headings(text):
        base = slug(title)
        count = seen.get(base, 0)
        seen[base] = count + 1
        found.add(base if count == 0 else f"{base}-{count}")
    return found


def links(text: str) -> list[str]:
    """The targets of the links and pictures of ``text``, outside code blocks."""
    return _LINK.findall(prose(text))


def broken_links(page: Path, root: Path) -> list[str]:
    """The relative links and pictures of ``page`` that lead nowhere: to no file (or outside ``root``), or
    to an anchor no heading of the page named has; each as ``target: why``."""
    text = page.read_text(encoding="utf-8")
    broken = []
    for target in links(text):
        if _SCHEME.match(target):  # https:, mailto: — not ours to check here
            continue
        path, _, anchor = target.partition("#")
        if not path and not anchor:
            broken.append(f"{target}: an empty link")
            continue
        file = (page.parent / path).resolve() if path else page
        if root.resolve() not in file.parents or not file.exists():
            broken.append(f"{target}: no such file")
        elif anchor and file.suffix == ".md" and anchor not in anchors(file.read_text(encoding="utf-8")):
            broken.append(f"{target}: no heading #{anchor} in {file.name}")
    return broken


@pytest.mark.parametrize("page", pages(), ids=lambda page: page.relative_to(ROOT).as_posix())
def test_every_link_and_picture_leads_somewhere(page: Path) -> None:
    assert links(page.read_text(encoding="utf-8")), f"{page.name} links to nothing"
    assert broken_links(page, ROOT) == []


def test_every_section_of_the_old_readme_lives_on() -> None:
    found = {title for page in pages() for title in headings(page.read_text(encoding="utf-8"))}
    assert [title for title in OLD_SECTIONS if title not in found] == []


def test_the_readme_links_every_page_of_the_manual() -> None:
    linked = {
        (ROOT / target.partition("#")[0]).resolve() for target in links(README.read_text(encoding="utf-8"))
    }
    manual = sorted(DOCS.glob("*.md"))
    assert len(manual) >= 6
    assert [page.name for page in manual if page.resolve() not in linked] == []


def test_the_readmes_first_screen_shows_the_program_and_the_two_commands() -> None:
    lines = README.read_text(encoding="utf-8").splitlines()
    assert len(lines) <= FRONT_PAGE_LINES
    first = "\n".join(lines[:FIRST_SCREEN])
    assert re.search(r"^!\[[^\]]*\]\(assets/[^)]+\.png\)$", first, re.MULTILINE)
    assert re.search(r"^make run\b", first, re.MULTILINE)
    assert re.search(r"^make test\b", first, re.MULTILINE)
    assert "apt-get install" in first and "pip install" in first


def test_a_broken_link_a_missing_picture_and_a_wrong_anchor_are_found(tmp_path: Path) -> None:
    (tmp_path / "docs").mkdir()
    (tmp_path / "pic.png").write_bytes(b"")
    (tmp_path / "docs" / "other.md").write_text("# Other page\n\n## Its part, (one)\n", encoding="utf-8")
    page = tmp_path / "docs" / "page.md"
    page.write_text(
        "# Page\n\n## Same\n\n## Same\n\n"
        "![a picture `with code`](../pic.png) [fine](other.md#its-part-one) [here](#same-1) [web](https://x.y/z)\n"
        "![gone](../missing.png) [no file](nothing.md) [bad anchor](other.md#its-part) [no such](#same-2)\n"
        "[outside](../../elsewhere.md) []()\n\n"
        "```sh\n[not a link](absent.md)\n## not a heading\n```\n",
        encoding="utf-8",
    )
    assert broken_links(page, tmp_path) == [
        "../missing.png: no such file",
        "nothing.md: no such file",
        "other.md#its-part: no heading #its-part in other.md",
        "#same-2: no heading #same-2 in page.md",
        "../../elsewhere.md: no such file",
        ": an empty link",
    ]
    assert headings(page.read_text(encoding="utf-8")) == ["Page", "Same", "Same"]


def test_anchors_are_made_as_github_makes_them() -> None:
    assert (
        slug("Installing without make (Windows, macOS, Linux)")
        == "installing-without-make-windows-macos-linux"
    )
    assert slug("Formats, numbers and mistakes") == "formats-numbers-and-mistakes"
    assert slug("Dou Dizhu (斗地主)") == "dou-dizhu-斗地主"
    assert slug("The `freecell` command") == "the-freecell-command"
