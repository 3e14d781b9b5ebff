"""The raw binding of libfreecell-solver (fc-solve 5.0) through ctypes: one solver instance, nothing more.

ctypes, not PyPI's ``freecell-solver`` bindings: those load the same C library and add cffi as a
dependency, while ctypes is in the standard library and the few calls needed here are plain C.
ctypes releases the GIL during each call, so a search running on a worker thread leaves the caller's
thread (the GUI's) free; the search runs in slices of iterations (:meth:`FcsInstance.run`) so that a
caller can stop it between two slices.

The library is looked up as ``libfreecell-solver.so.0`` (Debian's ``libfreecell-solver0``), or at the
path in the environment variable ``FREECELL_SOLVER_LIBRARY``; its named presets (``-l lg``) come from
``freecell-solver-bin``'s presetrc.
"""

from __future__ import annotations

import ctypes
import functools
import os
import threading
from collections.abc import Iterator, Sequence
from enum import IntEnum
from typing import NamedTuple

from freecell_gui.util.text_marks import QT_TRANSLATE_NOOP, message

LIBRARY_ENV = "FREECELL_SOLVER_LIBRARY"
#: Where the library reads its named presets (freecell-solver-bin), unless the variable says otherwise.
PRESETRC_ENV, PRESETRC = "FREECELL_SOLVER_PRESETRC", "/usr/share/freecell-solver/presetrc"
INSTALL_HINT = "apt-get install libfreecell-solver0 freecell-solver-bin"
_PARSE_ERRORS = {3: "unrecognised option", 4: "an option without its value", 5: "a wrong value"}  # fcs_cl.h
_SONAMES = ("libfreecell-solver.so.0", "libfreecell-solver.so")


class SolverNotInstalledError(RuntimeError):
    """The solver library (or its presets) is not installed; the message says what to install."""


class FcsError(RuntimeError):
    """The library refused a configuration or a board; the message carries its reason."""


class Status(IntEnum):
    """fc-solve's ``fc_solve_solve_process_ret_t`` (fcs_enums.h), the codes this binding acts on."""

    SOLVED = 0
    UNSOLVABLE = 1
    ITERATIONS_EXCEEDED = 3  # FCS_STATE_EXCEEDS_MAX_NUM_TIMES
    SUSPENDED = 5  # FCS_STATE_SUSPEND_PROCESS: the iteration limit of this slice was reached
    INVALID_STATE = 8
    FLARES_PLAN_ERROR = 12


class RawMove(NamedTuple):
    """One move as the library reports it: its type (fcs_move.h), source, destination and card count."""

    kind: int
    source: int
    dest: int
    cards: int


# fcs_move.h move types
STACK_TO_STACK, STACK_TO_FREECELL, FREECELL_TO_STACK, FREECELL_TO_FREECELL = 0, 1, 2, 3
STACK_TO_FOUNDATION, FREECELL_TO_FOUNDATION, SEQ_TO_FOUNDATION = 4, 5, 11
NO_CARD_MOVES = frozenset({12, 13, 14})  # canonize, separator, null: bookkeeping, no card moves


class _CMovesSequence(ctypes.Structure):
    """fcs_move.h's ``fcs_moves_sequence_t``: the moves of a solution, four bytes each (type, source,
    destination, cards in the sequence), in memory the caller frees."""

    _fields_ = [("num_moves", ctypes.c_int), ("moves", ctypes.c_void_p)]


_library: ctypes.CDLL | None = None
_library_path: str | None = None
_load_lock = threading.Lock()


def _declare(lib: ctypes.CDLL) -> None:
    vp, limit = ctypes.c_void_p, ctypes.c_ssize_t  # fcs_int_limit_t is intptr_t
    signatures: dict[str, tuple[list[type], type | None]] = {
        "freecell_solver_user_alloc": ([], vp),
        "freecell_solver_user_free": ([vp], None),
        "freecell_solver_user_recycle": ([vp], None),
        "freecell_solver_user_limit_iterations_long": ([vp, limit], None),
        "freecell_solver_user_solve_board": ([vp, ctypes.c_char_p], ctypes.c_int),
        "freecell_solver_user_resume_solution": ([vp], ctypes.c_int),
        "freecell_solver_user_get_moves_left": ([vp], ctypes.c_int),
        "freecell_solver_user_get_moves_sequence": ([vp, ctypes.POINTER(_CMovesSequence)], ctypes.c_int),
        "freecell_solver_user_get_num_times_long": ([vp], limit),
        "freecell_solver_user_get_num_states_in_collection_long": ([vp], limit),
        "freecell_solver_user_get_invalid_state_error_string": ([vp], ctypes.c_void_p),
        "freecell_solver_user_cmd_line_parse_args_with_file_nesting_count": (
            [
                vp,
                ctypes.c_int,
                ctypes.POINTER(ctypes.c_char_p),
                ctypes.c_int,
                ctypes.POINTER(ctypes.c_char_p),
                vp,
                vp,
                ctypes.POINTER(ctypes.c_void_p),
                ctypes.POINTER(ctypes.c_int),
                ctypes.c_int,
                ctypes.c_char_p,
            ],
            ctypes.c_int,
        ),
    }
    for name, (argtypes, restype) in signatures.items():
        function = getattr(lib, name)
        function.argtypes = argtypes
        function.restype = restype


def _candidates(wanted: str | None) -> Iterator[str | None]:
    """The library names to try: ``wanted`` alone, else the usual sonames, then what ldconfig knows."""
    if wanted:
        yield wanted
        return
    yield from _SONAMES
    import ctypes.util  # it runs ldconfig in a process (subprocess): only when the sonames are not found

    yield ctypes.util.find_library("freecell-solver")


def load_library(path: str | None = None) -> ctypes.CDLL:
    """The solver library, loaded once (from ``path``, ``$FREECELL_SOLVER_LIBRARY`` or the system).

    Raises :class:`SolverNotInstalledError` with a one-line message naming the packages to install.
    """
    global _library, _library_path
    wanted = path or os.environ.get(LIBRARY_ENV) or None
    with _load_lock:
        if _library is not None and wanted == _library_path:
            return _library
        for candidate in _candidates(wanted):
            if not candidate:
                continue
            try:
                lib = ctypes.CDLL(candidate)
                _declare(lib)
            except (OSError, AttributeError):
                continue
            _library, _library_path = lib, wanted
            return lib
    if wanted:
        template = QT_TRANSLATE_NOOP(
            "Solver", "the solver library libfreecell-solver is not installed at {path}: {hint}"
        )
        raise SolverNotInstalledError(message(template, path=wanted, hint=INSTALL_HINT))
    template = QT_TRANSLATE_NOOP("Solver", "the solver library libfreecell-solver is not installed: {hint}")
    raise SolverNotInstalledError(message(template, hint=INSTALL_HINT))


@functools.cache
def _libc() -> ctypes.CDLL:
    libc = ctypes.CDLL(None)
    libc.free.argtypes = [ctypes.c_void_p]
    return libc


def _libc_free(pointer: int) -> None:
    _libc().free(pointer)


def _take_string(pointer: int | None) -> str:
    """A malloc'ed C string from the library, as text, freed."""
    if not pointer:
        return ""
    text = ctypes.string_at(pointer).decode("utf-8", "replace").strip()
    _libc_free(pointer)
    return text


class FcsInstance:
    """One ``freecell_solver_user`` instance, configured once with fc-solve's command-line arguments
    (``["-l", "lg"]``) and reused for many boards (:meth:`recycle` between them). Not thread-safe:
    one thread at a time drives an instance."""

    def __init__(self, arguments: Sequence[str], library: ctypes.CDLL | None = None) -> None:
        self._lib = library if library is not None else load_library()
        handle = self._lib.freecell_solver_user_alloc()
        if not handle:
            raise MemoryError("libfreecell-solver could not allocate a solver instance")
        self._handle: int | None = handle
        self._limit = 0
        self._board = False  # a board given since the last recycle
        try:
            self._configure(arguments)
        except BaseException:
            self.close()
            raise

    def _configure(self, arguments: Sequence[str]) -> None:
        if not arguments:
            return
        argv = (ctypes.c_char_p * len(arguments))(*(a.encode() for a in arguments))
        known = (ctypes.c_char_p * 1)(None)
        error, last = ctypes.c_void_p(), ctypes.c_int(0)
        code = self._lib.freecell_solver_user_cmd_line_parse_args_with_file_nesting_count(
            self._handle, len(arguments), argv, 0, known, None, None, ctypes.byref(error), ctypes.byref(last),
            -1, None,
        )  # fmt: skip
        text = _take_string(error.value)
        if code != 0 or last.value < len(arguments) - 1:
            joined = " ".join(arguments)
            presetrc = os.environ.get(PRESETRC_ENV) or PRESETRC
            if ("-l" in arguments or "--load-config" in arguments) and not os.path.exists(presetrc):
                template = QT_TRANSLATE_NOOP(
                    "Solver", "fc-solve cannot read the preset in {arguments} ({reason}): {hint}"
                )
                reason = text or f"error {code}"
                raise SolverNotInstalledError(
                    message(template, arguments=repr(joined), reason=reason, hint=INSTALL_HINT)
                )
            reason = text or _PARSE_ERRORS.get(code, f"error {code}")
            raise FcsError(f"fc-solve rejects the arguments {joined!r}: {reason}")

    def close(self) -> None:
        if self._handle is not None:
            self._lib.freecell_solver_user_free(self._handle)
            self._handle = None

    def __enter__(self) -> FcsInstance:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def handle(self) -> int:
        if self._handle is None:
            raise ValueError("the solver instance is closed")
        return self._handle

    def recycle(self) -> None:
        """Forget the last board (keeping the configuration) so that another one can be solved; nothing
        to do for an instance given no board since (a lane a search did not need)."""
        if self._board:
            self._lib.freecell_solver_user_recycle(self.handle)
        self._limit, self._board = 0, False

    def start(self, board: str | bytes, iterations: int) -> Status | int:
        """Begin solving ``board`` (fc-solve's board text) for at most ``iterations`` iterations."""
        self._limit, self._board = iterations, True
        self._lib.freecell_solver_user_limit_iterations_long(self.handle, iterations)
        text = board if isinstance(board, bytes) else board.encode()
        code: int = self._lib.freecell_solver_user_solve_board(self.handle, text)
        if code == Status.INVALID_STATE:
            reason = _take_string(self._lib.freecell_solver_user_get_invalid_state_error_string(self.handle))
            raise FcsError(f"fc-solve rejects the board: {reason or 'invalid position'}")
        return _status(code)

    def resume(self, iterations: int) -> Status | int:
        """Go on with the suspended search for ``iterations`` more iterations."""
        self._limit += iterations
        self._lib.freecell_solver_user_limit_iterations_long(self.handle, self._limit)
        return _status(self._lib.freecell_solver_user_resume_solution(self.handle))

    def iterations(self) -> int:
        """Positions the search has checked so far (fc-solve's "iterations", its ``num_times``)."""
        return int(self._lib.freecell_solver_user_get_num_times_long(self.handle))

    def positions_stored(self) -> int:
        """Distinct positions the search has reached (its state collection)."""
        return int(self._lib.freecell_solver_user_get_num_states_in_collection_long(self.handle))

    def move_codes(self) -> bytes:
        """The moves of the solution just found, four bytes a move (type, source, destination, cards),
        bookkeeping moves included: one copy of the whole list, not one call per move."""
        # get_moves_left traces the solution (the library builds the list lazily); the sequence is a copy.
        self._lib.freecell_solver_user_get_moves_left(self.handle)
        sequence = _CMovesSequence()
        if self._lib.freecell_solver_user_get_moves_sequence(self.handle, ctypes.byref(sequence)) != 0:
            return b""
        try:
            return ctypes.string_at(sequence.moves, 4 * sequence.num_moves) if sequence.num_moves else b""
        finally:
            if sequence.moves:
                _libc_free(sequence.moves)

    def moves(self) -> list[RawMove]:
        """The moves of the solution just found, in order, without the bookkeeping ones."""
        codes = self.move_codes()
        return [
            RawMove._make(codes[i : i + 4]) for i in range(0, len(codes), 4) if codes[i] not in NO_CARD_MOVES
        ]


def _status(code: int) -> Status | int:
    try:
        return Status(code)
    except ValueError:
        return code
