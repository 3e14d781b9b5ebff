"""The bundle's ``freecell`` executable (a console program): the command line, or a worker."""

from freecell_gui.frozen_entry import run

if __name__ == "__main__":
    raise SystemExit(run(gui=False))
