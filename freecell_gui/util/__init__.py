"""Small helpers both the command line and the window use: files written whole, caches, progress, assets,
languages, picture limits. Imports nothing of freecell_gui but util."""
