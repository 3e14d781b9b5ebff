"""Small widgets and menu helpers that several areas of the window share."""
