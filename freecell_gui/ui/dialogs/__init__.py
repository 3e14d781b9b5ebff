"""The viewer's dialogs and their helpers (find worker, placement, About)."""
