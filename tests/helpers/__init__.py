"""Helpers shared by the tests (tests import these, never another test module)."""
