"""Qt-free application state: the viewer's session and a deal played by hand (never imports PySide6)."""
