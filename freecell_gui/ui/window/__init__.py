"""The main window, split by job: wiring, the action table, the text pane and the status bar."""
