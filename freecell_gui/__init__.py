"""freecell-gui: a desktop viewer of Microsoft FreeCell deals and Dou Dizhu deals."""

__version__ = "0.1.0"
