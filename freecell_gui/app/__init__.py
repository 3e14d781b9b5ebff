"""The Qt-free application state: the viewer's session and what the board shows (see :mod:`.session`)."""
