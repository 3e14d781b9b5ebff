"""Shared test set-up: Qt runs offscreen unless a platform is chosen explicitly."""

from __future__ import annotations

import os

# An *empty* QT_QPA_PLATFORM aborts Qt, so setdefault is not enough.
os.environ["QT_QPA_PLATFORM"] = os.environ.get("QT_QPA_PLATFORM") or "offscreen"
