"""The record of the games played by hand: its file (store.py), its writer (recorder.py) and what it says
(statistics.py). Qt-free."""
