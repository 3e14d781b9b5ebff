"""What the window shows of each change of the session: the board, the deal box, the menus' game, the
actions that apply (previous, next, back, forward, open on the site, find), the title, the status bar and
the docks. The window wires the parts; this tells them what the session now says (data flows one way)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from freecell_gui.app.session import Change
from freecell_gui.ui.settings import APPLICATION
from freecell_gui.ui.text.game_texts import deal_title

if TYPE_CHECKING:
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMainWindow

    from freecell_gui.app.session import ViewerSession
    from freecell_gui.ui.play.hand_play import HandPlay
    from freecell_gui.ui.settings import ViewerSettings
    from freecell_gui.ui.solving.service import SolveService
    from freecell_gui.ui.window.board_stack import BoardStack
    from freecell_gui.ui.window.deal_box import DealBox
    from freecell_gui.ui.window.deal_commands import DealCommands
    from freecell_gui.ui.window.gallery_navigation import GalleryNavigation
    from freecell_gui.ui.window.menus import WindowMenus
    from freecell_gui.ui.window.side_docks import SideDocks
    from freecell_gui.ui.window.status_bar import StatusBar

ALL_CHANGES = Change.GAME | Change.DEAL | Change.POSITION | Change.HISTORY | Change.SHOWN | Change.STEPS


@dataclass(frozen=True)
class WindowParts:
    """The parts of the window that show the session, as the window made them."""

    stack: BoardStack
    deal_box: DealBox
    menus: WindowMenus
    docks: SideDocks
    status: StatusBar
    solving: SolveService
    hand_play: HandPlay
    gallery: GalleryNavigation
    deal_commands: DealCommands
    actions: dict[str, QAction]


class SessionDisplay:
    """Shows ``session`` in ``window``'s ``parts``; remembers the game shown in ``settings``."""

    def __init__(
        self, window: QMainWindow, session: ViewerSession, settings: ViewerSettings, parts: WindowParts
    ) -> None:
        self._window = window
        self._session = session
        self._settings = settings
        self._parts = parts

    def show(self, change: Change) -> None:
        """What ``change`` changed, in every part that shows it."""
        session, game, number = self._session, self._session.game(), self._session.deal_number()
        parts, actions = self._parts, self._parts.actions
        if change & Change.GAME:
            parts.stack.showGame(game.key)
            parts.deal_box.showGame(game)
            parts.menus.showGame(game.key)
            self._settings.set_game(game.key)
            actions["find"].setEnabled(game.start_position is not None)  # finds deals to play
        if change & (Change.GAME | Change.DEAL):
            parts.deal_box.showDeal(number)
            parts.solving.showDeal(game, number)  # before the status bar says what is known of it
            self.showDealTexts()
            actions["previous"].setEnabled(number > game.first)
            actions["next"].setEnabled(number < game.last)
            actions["openSite"].setEnabled(game.has_site_page(number))
            parts.docks.textPane.showDeal(game, session.dealt())
        if change & (Change.GAME | Change.DEAL | Change.HISTORY):
            self.showBack()
            actions["forward"].setEnabled(session.can_go_forward())
        if change & Change.SHOWN:  # the board draws what the session says it shows
            shown = session.shown().position
            parts.stack.boardOf(game.key).display(session.dealt(), shown, animate=change.animates())
        parts.docks.sessionChanged(change)
        parts.hand_play.sessionChanged(change, lambda name, on: actions[name].setEnabled(on))

    def showBack(self) -> None:
        """Back is there when the history goes back, or the gallery is to return to (or to leave)."""
        gallery = self._parts.gallery.canReturn() or self._parts.gallery.isShown()
        self._parts.actions["back"].setEnabled(self._session.can_go_back() or gallery)

    def showDealTexts(self) -> None:
        """The words about the deal shown (title, status bar, Open on …), in the interface language; no
        state changes here, so a language switch may call it."""
        game, number = self._session.game(), self._session.deal_number()
        self._window.setWindowTitle(f"{deal_title(game, number)} — {APPLICATION}")
        self._parts.deal_commands.showGame(self._parts.actions["openSite"], game)
        self._parts.status.showDeal(game, number)
