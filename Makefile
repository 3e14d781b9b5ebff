# Every target creates or reuses .venv itself, so a fresh clone needs nothing but Python ≥ 3.10.
# `make run` installs the program's own dependencies only; test, lint and bench add the test and dev extras.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
RUN_STAMP := $(VENV)/.installed-run
DEV_STAMP := $(VENV)/.installed-dev
export QT_QPA_PLATFORM ?= offscreen

.PHONY: run test soak bench lint golden assets screenshots translations dist bundle bundle-test clean

$(RUN_STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e .
	touch $(RUN_STAMP)

$(DEV_STAMP): $(RUN_STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test,dev]'
	touch $(DEV_STAMP)

# `make run` opens the viewer on the real display (offscreen is only the tests' default); ARGS=617 picks a deal.
run: $(RUN_STAMP)
	env -u QT_QPA_PLATFORM $(BIN)/freecell-gui $(ARGS)

lint: $(DEV_STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/lint-imports
	$(BIN)/vulture

# The tests of everything that solves (the engine, solve, catalogue builds, the window's verdicts, Continue
# from here, still winnable?), run again with fc-solve's library unavailable to every Python process.
WITHOUT_FC_SOLVE_LIBRARY = tests/core/search/test_complete.py tests/core/catalogue/test_build.py \
	tests/cli/test_cli_solve.py tests/ui/solving tests/app/test_winnable.py tests/ui/window/test_verdict_label.py \
	tests/ui/play/test_hand_play.py tests/test_no_fc_solve_in_the_program.py

# Coverage: branches too, subprocesses included, per-file report; the floor is in pyproject.toml.
test: lint
	$(BIN)/python -m pytest -q --cov --cov-report=term-missing:skip-covered
	PYTHONPATH=$(CURDIR)/tests/helpers/no_fc_solve_library $(BIN)/python -m pytest -q $(WITHOUT_FC_SOLVE_LIBRARY)

# The monkey on the real window (Xvfb when installed) for 10,000 random actions: no exception, no Qt
# warning, memory within 10 % of what it was after the first 1,000. `make test` runs 1,500 of them.
soak: $(DEV_STAMP)
	MONKEY_ACTIONS=10000 $(BIN)/python -m pytest -q -s tests/ui/window/test_monkey.py

# Rewrite tests/ui/board/golden/ from the current rendering, then look at the picture before committing it.
golden: $(DEV_STAMP)
	UPDATE_GOLDEN=1 $(BIN)/python -m pytest -q tests/ui/board/test_board.py -k golden

# The wheel and the sdist in dist/, named with the version (freecell_gui/__init__.py): the sdist first, then
# the wheel built from it, which shows the sdist holds all a build needs. Offline: build and hatchling
# come with the test extra. tests/test_wheel.py installs such a wheel in a fresh venv and runs it.
dist: $(DEV_STAMP)
	rm -f dist/freecell_gui-*.whl dist/freecell_gui-*.tar.gz
	$(BIN)/python -m build --no-isolation --outdir dist .

# The frozen one-folder app, dist/freecell-gui/ (PyInstaller, from the dev extra; tools/bundle/): a few
# minutes, less when build/bundle/ holds an earlier build's analysis.
bundle: $(DEV_STAMP)
	$(BIN)/pyinstaller --noconfirm --log-level WARN --distpath dist --workpath build/bundle tools/bundle/freecell-gui.spec

# The frozen app's smoke test (tests/test_bundle.py, which `make test` leaves out): build it, then run it.
bundle-test: bundle
	$(BIN)/python -m pytest -q -m bundle tests/test_bundle.py

# Prints every figure next to its goal (OK/MISSED) and writes benchmarks/results.json.
# The wheel's and the frozen app's figures (bench_dist) need the app: it is built first.
bench: $(DEV_STAMP) bundle
	$(BIN)/python -m benchmarks

assets: $(RUN_STAMP)
	$(BIN)/python -m tools.make_deck assets/decks

# The pictures of README.md and docs/ (in assets/readme/), made by the program itself.
screenshots: $(RUN_STAMP)
	mkdir -p assets/readme
	$(BIN)/freecell export 617 assets/readme/deal-617.png --width 1000 --height 720
	$(BIN)/freecell export 42 assets/readme/doudizhu-42.png --game doudizhu --width 1000 --height 700
	$(BIN)/freecell deck-sheet assets/readme/deck-classic.png --width 90
	$(BIN)/freecell deck-sheet assets/readme/deck-four-color.png --deck four-color --width 90
	$(BIN)/python -m tools.screenshots playing-617 assets/readme/playing-617.png
	$(BIN)/python -m tools.screenshots still-winnable assets/readme/still-winnable.png
	$(BIN)/python -m tools.screenshots solver-hint assets/readme/solver-hint.png
	$(BIN)/python -m tools.screenshots gallery assets/readme/gallery.png
	$(BIN)/python -m tools.screenshots gallery-1000 assets/readme/gallery-1000.png
	$(BIN)/freecell gallery 1..8 assets/readme/gallery-1-8.png --columns 4 --width 1200
	$(BIN)/python -m tools.screenshots playback-617 assets/readme/playback-617.png
	$(BIN)/python -m tools.screenshots single-cards assets/readme/single-cards.png
	$(BIN)/python -m tools.screenshots statistics assets/readme/statistics.png
	$(BIN)/python -m tools.screenshots by-difficulty assets/readme/by-difficulty.png
	$(BIN)/python -m tools.screenshots window-ja assets/readme/window-ja.png
	$(BIN)/python -m tools.screenshots window-pt_BR assets/readme/window-pt_BR.png
	$(BIN)/python -m tools.screenshots docks-en assets/readme/docks-en.png
	$(BIN)/python -m tools.screenshots docks-pt_BR assets/readme/docks-pt_BR.png
	$(BIN)/python -m tools.screenshots docks-ja assets/readme/docks-ja.png

# The .ts sources from every tr()/translate() text of the package (translate them in pyside6-linguist), then
# the .qm files the package ships. English keeps only the plural forms ("1 deal", "2 deals"). A new language:
# `$(LUPDATE) -ts freecell_gui/translations/freecell_gui_<code>.ts` once, and a line in freecell_gui/util/languages.py.
TS_FILES = $(filter-out %_en.ts,$(wildcard freecell_gui/translations/freecell_gui_*.ts))
LUPDATE = $(BIN)/pyside6-lupdate -extensions py -no-obsolete -locations none -silent freecell_gui
translations: $(RUN_STAMP)
	$(LUPDATE) -ts $(TS_FILES)
	$(LUPDATE) -pluralonly -ts freecell_gui/translations/freecell_gui_en.ts
	$(BIN)/pyside6-lrelease -silent freecell_gui/translations/*.ts

clean:
	rm -rf $(VENV) dist build .mypy_cache .ruff_cache .coverage .coverage.*
