"""The session the window opens with: the deal asked for on the command line, or the one viewed last."""

from __future__ import annotations

from freecell_gui.app.session import ViewerSession
from freecell_gui.core.games import DEFAULT_GAME, GAMES
from freecell_gui.ui.settings import ViewerSettings
from freecell_gui.ui.text.core_messages import message_of


def start_session(
    settings: ViewerSettings, initial_deal: int | None, game: str | None
) -> tuple[ViewerSession, str]:
    """The session to open with, and why ``initial_deal`` was refused ("" if it was not).

    A number without a game is a deal of the default game (as on the command line); no number means the
    game and deal viewed last; a number outside the game's range leaves the game's last deal.
    """
    key = game or (DEFAULT_GAME.key if initial_deal is not None else settings.game())
    first_deals: dict[str, object] = {name: settings.last_deal(name) for name in GAMES}
    refusal = ""
    if initial_deal is not None:
        try:
            first_deals[key] = GAMES[key].validate(initial_deal)
        except (ValueError, TypeError) as error:
            refusal = message_of(error)
    return ViewerSession(first_deals, key), refusal
