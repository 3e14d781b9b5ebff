"""`python -m freecell_gui …` runs the command line."""

from freecell_gui.cli import main

if __name__ == "__main__":  # a worker process started by spawn imports this module: it must not run main
    raise SystemExit(main())
