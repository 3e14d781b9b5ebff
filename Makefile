# Every target creates or reuses .venv itself, so a fresh clone needs nothing but Python ≥ 3.10.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
export QT_QPA_PLATFORM ?= offscreen

.PHONY: run test bench lint assets screenshots clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,dev]'
	touch $(STAMP)

# `make run` opens the viewer on the real display (offscreen is only the tests' default); ARGS=617 picks a deal.
run: $(STAMP)
	env -u QT_QPA_PLATFORM $(BIN)/freecell-gui $(ARGS)

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy

test: lint
	$(BIN)/python -m pytest -q

bench: $(STAMP)
	$(BIN)/python -m benchmarks

assets: $(STAMP)
	$(BIN)/python -m tools.make_deck assets/decks

# The README's pictures, made by the program itself.
screenshots: $(STAMP)
	mkdir -p assets/readme
	$(BIN)/freecell export 617 assets/readme/deal-617.png --width 1000 --height 720
	$(BIN)/freecell export 42 assets/readme/doudizhu-42.png --game doudizhu --width 1000 --height 700
	$(BIN)/freecell deck-sheet assets/readme/deck-classic.png --width 90
	$(BIN)/freecell deck-sheet assets/readme/deck-four-color.png --deck four-color --width 90

clean:
	rm -rf $(VENV) dist build .mypy_cache .ruff_cache
