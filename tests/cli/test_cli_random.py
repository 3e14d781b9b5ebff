"""``freecell random`` run as a user runs it: a deal of the band asked for (rated again here), from the
catalogue where it holds the range, and one line with exit status 2 for every mistake."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from freecell_gui.core.catalogue.facts import count_row
from freecell_gui.core.catalogue.store import Row
from freecell_gui.core.difficulty_bands import HARD, VERY_HARD
from tests.helpers.catalogue_helpers import catalogue_of
from tests.helpers.cli_process import assert_usage_error, freecell


def test_a_hard_deal_printed_alone_is_hard_when_rated_again() -> None:
    done = freecell("random", "--difficulty", "hard", "--seed", "7")
    assert done.returncode == 0, done.stderr
    assert done.stderr == "" and done.stdout.strip().isdigit()
    again = count_row(int(done.stdout))
    assert again.verdict == "solved" and HARD.holds(again.difficulty or 0)
    assert freecell("random", "--difficulty", "hard", "--seed", "7").stdout == done.stdout  # the seed's draw


def test_json_says_the_deal_s_facts_within_the_range_asked_for() -> None:
    done = freecell("random", "-d", "easy", "--range", "2,000..2,100", "--format", "json", "--seed", "1")
    assert done.returncode == 0, done.stderr
    facts = json.loads(done.stdout)
    assert 2000 <= facts["deal"] <= 2100 and facts["verdict"] == "solved" and facts["difficulty"] < 47
    again = count_row(facts["deal"])
    assert (facts["difficulty"], facts["moves"], facts["catalogued"]) == (
        again.difficulty,
        again.moves,
        False,
    )


def test_a_catalogue_holding_the_range_answers_without_rating(tmp_path: Path) -> None:
    made_up = [
        Row(deal, "solved", 40, 100, 100, 47.0 + deal, "freecell-gui 0.4.0 counts") for deal in range(1, 6)
    ]
    assert [VERY_HARD.holds(row.difficulty or 0) for row in made_up] == [False, False, False, True, True]
    db = str(catalogue_of(tmp_path / "c.sqlite", made_up))
    asked = ("random", "-d", "very-hard", "--range", "1..5", "--db", db, "--format", "json", "--seed")
    offers = [json.loads(freecell(*asked, str(seed)).stdout) for seed in range(8)]
    assert {offer["deal"] for offer in offers} == {4, 5}  # rated by the engine, they would not be
    assert all(offer["catalogued"] and offer["difficulty"] == 47.0 + offer["deal"] for offer in offers)


def test_a_range_without_the_band_is_said_in_one_line_with_status_1(tmp_path: Path) -> None:
    made_up = [Row(deal, "solved", 40, 100, 100, 45.0, "freecell-gui 0.4.0 counts") for deal in range(1, 6)]
    db = catalogue_of(tmp_path / "c.sqlite", made_up)
    done = freecell("random", "-d", "hard", "--range", "1..5", "--db", str(db))
    assert (done.returncode, done.stdout) == (1, "")
    assert done.stderr == "freecell random: no deal of 1 … 5 is hard\n"


@pytest.mark.parametrize(
    ("arguments", "said"),
    [
        (("--difficulty", "impossible"), "invalid choice: 'impossible'"),
        (("-d", "Hard"), "invalid choice: 'Hard'"),
        (("--range", "10..2"), "empty range '10..2'"),
        (("--range", "0..100"), "deal 0 is out of range"),
        (("--range", "1..8,589,934,592"), "out of range"),
        (("--range", "many"), "'many' is not a deal number"),
        (("--time-limit", "0"), "(leave the option out for 60 s), not '0'"),
        (("--time-limit", "nan"), "--time-limit"),
        (("--seed", "-1"), "--seed"),
    ],
)
def test_every_mistake_is_one_line_with_status_2(arguments: tuple[str, ...], said: str) -> None:
    assert_usage_error(freecell("random", *arguments), said)


def test_a_catalogue_asked_for_must_be_one(tmp_path: Path) -> None:
    assert_usage_error(
        freecell("random", "--db", str(tmp_path / "missing.sqlite")), "there is no catalogue at"
    )
    foreign = tmp_path / "notes.txt"
    foreign.write_text("not a catalogue\n")
    assert_usage_error(freecell("random", "--db", str(foreign)), "is not a deal catalogue")
    assert foreign.read_text() == "not a catalogue\n"
