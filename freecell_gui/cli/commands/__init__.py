"""The commands of ``freecell``, one module each: deals, find, moves (replay), solve, pictures, catalogue."""
