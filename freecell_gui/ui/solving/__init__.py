"""Solving in the window: one service that owns the search's process and answers the status bar's
verdict, the solution panel's Solve, Continue from here and the solver's hints (service.py), with the
words they are said in (words.py)."""
