"""`python -m freecell_gui …` runs the command line."""

from freecell_gui.cli import main

raise SystemExit(main())
