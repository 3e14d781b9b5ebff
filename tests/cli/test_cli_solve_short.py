"""``freecell solve``'s default for one deal: freecell-gui's search for the fewest moves, after fc-solve's
quick verdict where its library is installed, and without it. Every printed solution is checked by
``freecell replay``; fc-solve's own solution (``--preset fast``) is the yardstick for its length."""

from __future__ import annotations

import re

import pytest

from freecell_gui import cli
from freecell_gui.core import search as search_package
from freecell_gui.core.fcs_lib import LIBRARY_ENV
from freecell_gui.core.rules.position import Position
from freecell_gui.core.search import GAVE_UP, NO_SOLUTION, SearchResult
from tests.helpers.cli_process import assert_usage_error, freecell, run_freecell
from tests.helpers.solver_library import needs_library

WITHOUT_LIBRARY = {LIBRARY_ENV: "/nonexistent/libfreecell-solver.so.0"}


def assert_replays(number: int, solution: str, autoplay: str = "safe") -> int:
    """``freecell replay`` wins deal ``number`` with ``solution``; the moves it made."""
    checked = freecell("replay", str(number), "--autoplay", autoplay, stdin=solution)
    assert checked.returncode == 0 and checked.stderr.startswith("solved: "), checked.stderr
    return int(checked.stderr.split()[1])


def stated_count(stderr: str) -> int:
    found = re.search(r": solved in (\d+) moves", stderr)
    assert found, stderr
    return int(found.group(1))


@needs_library
def test_one_deal_gets_the_searchs_short_solution_compared_with_fc_solves() -> None:
    short = freecell("solve", "617")
    fast = freecell("solve", "617", "--preset", "fast")
    assert short.returncode == fast.returncode == 0, short.stderr + fast.stderr
    moves, theirs = assert_replays(617, short.stdout), assert_replays(617, fast.stdout)
    assert moves == len(short.stdout.split()) == stated_count(short.stderr)
    assert moves < theirs * 0.7  # fc-solve's lg gives 70; macroxue's near-optimal solver 41
    assert f" by freecell-gui's search; fc-solve's had {theirs}; " in short.stderr
    assert short.stderr.count("\n") == 1


@needs_library
def test_max_autoplay_is_searched_for_and_refused_on_fc_solves_path() -> None:
    result = freecell("solve", "617", "--autoplay", "max")
    assert result.returncode == 0, result.stderr
    moves = assert_replays(617, result.stdout, "max")
    assert moves == stated_count(result.stderr)
    assert not any(move.endswith("h") for move in result.stdout.split())  # every card goes home by itself
    assert " with max autoplay by freecell-gui's search; fc-solve's had " in result.stderr
    assert_usage_error(freecell("solve", "617", "--autoplay", "max", "--preset", "fast"), "--autoplay max")
    assert_usage_error(freecell("solve", "1..2", "--autoplay", "max"), "leave out --preset fast")


@needs_library
def test_1941_is_solved_with_safe_autoplay_but_not_with_max() -> None:
    safe = freecell("solve", "1941")
    assert safe.returncode == 0, safe.stderr
    assert_replays(1941, safe.stdout)
    most = freecell("solve", "1941", "--autoplay", "max")
    assert most.returncode == 1 and most.stdout == ""
    assert most.stderr.startswith("deal 1941: gave up with max autoplay (") or most.stderr.startswith(
        "deal 1941: no solution with max autoplay: "
    )
    assert "; with safe autoplay fc-solve solved it in " in most.stderr


@needs_library
def test_autoplay_none_lists_every_move_and_counts_them_as_the_site_does() -> None:
    result = freecell("solve", "3", "--autoplay", "none", "--format", "lines")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert assert_replays(3, result.stdout, "none") == len(lines)
    assert sum(line.endswith("h") for line in lines) == 52  # every card home by a written move
    assert f", all {len(lines)} listed, by freecell-gui's search; " in result.stderr
    # Counted as the site counts: the moves home that safe autoplay makes are free. The list sends
    # cards home as soon as max autoplay would, never later than safe autoplay: no other move is dropped.
    automatic = re.search(r"\(and (\d+) automatic moves home\)", result.stderr)
    assert automatic and int(automatic.group(1)) > 0
    assert stated_count(result.stderr) + int(automatic.group(1)) == len(lines)


@needs_library
def test_a_time_limit_binds_the_search_too() -> None:
    result = freecell("solve", "617", "--time-limit", "1e-9")
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr.startswith("deal 617: gave up (time limit) after 0 positions searched, ")
    assert "; fc-solve gave up too (time limit) after 0 iterations; there may be a solution" in result.stderr


@needs_library
def test_the_search_solves_where_fc_solve_gives_up_at_its_iteration_limit() -> None:
    result = freecell("solve", "617", "--max-iterations", "10")  # fc-solve's limit, not the search's
    assert result.returncode == 0, result.stderr
    assert assert_replays(617, result.stdout) == stated_count(result.stderr)
    assert " by freecell-gui's search; fc-solve gave up (iteration limit); " in result.stderr


@needs_library
@pytest.mark.parametrize(
    ("autoplay", "verdict", "said"),
    [
        ("safe", GAVE_UP, "gave up (time limit)"),
        ("none", GAVE_UP, "gave up (time limit)"),
        ("safe", NO_SOLUTION, "found none"),  # fc-solve's solution, replayed, outweighs a search's claim
    ],
)
def test_fc_solves_solution_is_printed_when_the_search_has_none(
    autoplay: str,
    verdict: str,
    said: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    def searching(start: Position, autoplay: str, **limits: object) -> SearchResult:
        return SearchResult(verdict, None, 1234, 0.5, stopped=verdict == GAVE_UP)

    monkeypatch.setattr(search_package, "search", searching)
    assert cli.main(["solve", "617", "--autoplay", autoplay]) == 0
    printed = capsys.readouterr()
    fast = freecell("solve", "617", "--preset", "fast", "--autoplay", autoplay)
    assert printed.out == fast.stdout
    assert f": solved in {stated_count(fast.stderr)} moves" in printed.err
    assert f" by fc-solve: freecell-gui's search {said}; 1,234 positions searched, " in printed.err


def test_without_the_library_the_search_still_solves() -> None:
    result = run_freecell("solve", "617", env=WITHOUT_LIBRARY)
    assert result.returncode == 0, result.stderr
    assert assert_replays(617, result.stdout) == stated_count(result.stderr)
    assert " by freecell-gui's search; " in result.stderr and "fc-solve" not in result.stderr


def test_without_the_library_no_solution_only_from_an_exhaustive_search() -> None:
    proof = run_freecell("solve", "11982", env=WITHOUT_LIBRARY)
    assert proof.returncode == 1 and proof.stdout == ""
    assert proof.stderr.startswith("deal 11982: no solution: freecell-gui's search dropped no position (")
    gave_up = run_freecell("solve", "617", "--time-limit", "1e-9", env=WITHOUT_LIBRARY)
    assert gave_up.returncode == 1 and gave_up.stdout == ""
    assert gave_up.stderr.startswith("deal 617: gave up (time limit) after 0 positions searched, ")
    hint = "(fc-solve's library would prove or find one: apt-get install libfreecell-solver0 "
    assert gave_up.stderr.endswith(f"{hint}freecell-solver-bin)\n")


def test_a_short_range_runs_the_search_on_every_worker_with_or_without_the_library() -> None:
    outputs = []
    for env in (None, WITHOUT_LIBRARY):
        result = run_freecell("solve", "11981..11983", "--preset", "short", "-j", "2", env=env)
        assert result.returncode == 1, result.stderr  # 11982 has no solution
        assert result.stderr == ""  # one deal a chunk: no note that --jobs was cut
        lines = result.stdout.splitlines()
        assert [line.split()[:2] for line in lines] == [
            ["11981", "solved"],
            ["11982", "no-solution"],
            ["11983", "solved"],
        ]
        outputs.append(result.stdout)
    assert outputs[0] == outputs[1]  # the search's solutions (without the library no other is there)
    for line in outputs[0].splitlines()[::2]:
        number, _, moves = line.partition(" solved ")
        assert_replays(int(number), moves)


def test_the_help_names_the_presets_and_their_defaults() -> None:
    text = " ".join(freecell("solve", "--help").stdout.split())
    assert "short (default for one deal)" in text and "fast (default for a range)" in text
    assert "--preset short" in text.split("examples:")[1]
