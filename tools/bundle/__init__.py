"""The frozen app's build (``make bundle``): the PyInstaller spec and its executables' two scripts."""
