"""The bundle's ``freecell-gui`` executable (windowed): the viewer, or a worker."""

from freecell_gui.frozen_entry import run

if __name__ == "__main__":
    raise SystemExit(run(gui=True))
