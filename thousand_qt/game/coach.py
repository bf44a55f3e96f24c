"""The coach at work (issue 41): the hint's hard player asked for its advice (``Adviser``: the
action with the reason and figures ``engine.coach`` gives), and the "always" coach that evaluates
each of the player's decisions once it is his turn again (``Coach``). The words are words/coach.py's.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

from engine.coach import advise, loss
from thousand_qt.words.coach import note_text

# ---------------------------------------------------------------- asking for the advice


class _NoAdvice:
    """The worker process failed: no advice (the hint then says there is none)."""

    def advise(self, v):
        return None


class Adviser:
    """The hint's player as the table's Job asks it (``choose``), answering with the hard level's
    advice: its action, and the reason and figures kept in ``advice``. ``source`` is the hint's
    player: a worker process's proxy (``pool``/``seat``) or a player in this process."""

    def __init__(self, source):
        self.source = source
        self.advice = None

    def choose(self, v):
        pool = getattr(self.source, "pool", None)
        if pool is not None:
            advice = pool.call("advise", self.source.seat, v, _NoAdvice())
        else:
            inner = getattr(self.source, "player", self.source)
            advice = advise(v, inner) if hasattr(inner, "evaluate") else None
        self.advice = advice
        return advice.action if advice is not None else None

    def claim(self, v):
        return None


# ---------------------------------------------------------------- the coach setting


MODES = ("off", "request", "always")  # settings "coach": no reasons; with the hint; and after each move
# a decision is noted when it cost more than this by the search's estimate (Sixty-Six: game points)
THRESHOLD = {"points": 10.0, "p_make": 10.0, "own_points": 10.0, "game_points": 0.5}


def mode() -> str:
    from thousand_qt import settings

    m = settings.get("coach")
    return m if m in MODES else "request"


def advice_for(controller, action):
    """The controller's last advice when it is the one for ``action`` (else None: no reason shown,
    and none with the coach off)."""
    advice = getattr(controller, "hint_advice", None) if mode() != "off" else None
    return advice if advice is not None and advice.action == action else None


def costly_note(advice, played, action_text) -> str | None:
    """The note after a decision that cost more than ``THRESHOLD`` by the search's estimate, or None."""
    ev = advice.evaluation if advice is not None else None
    lost = loss(ev, played)
    if ev is None or lost is None or lost <= THRESHOLD.get(ev.unit, 10.0):
        return None
    return note_text(ev.unit, lost, action_text(advice.action))


class Coach(QObject):
    """The "always" coach: each of the player's decisions is evaluated by the hint's hard player
    once it is the player's turn again (never while a computer thinks: the computers have moved
    by then), and a decision that cost more than ``THRESHOLD`` is noted in the status bar."""

    noted = Signal(str)

    def __init__(self, controller):
        super().__init__(controller)
        from thousand_qt.game.thinking import Thinker

        self.controller = controller
        self.pending: list = []  # [(view before the move, the move)]
        self._asked = None
        self._stamp = 0  # a cancelled evaluation's late answer is not the next one's
        self._thinker = Thinker(self)
        self._thinker.decided.connect(self._done)
        controller.humanState.connect(self._turn)
        self.noted.connect(controller.statusMessage)

    def played(self, v, action) -> None:
        """The player made ``action`` in view ``v`` (the controller tells every accepted move)."""
        self._thinker.cancel()  # the computers think now: the coach waits
        self._stamp += 1
        if self._asked is not None:
            self.pending.insert(0, self._asked)
            self._asked = None
        if mode() == "always" and v is not None and len(v.legal) > 1:
            self.pending.append((v, action))
            # the player may be to move again at once (Sixty-Six: closing, then leading)
            QTimer.singleShot(0, self._if_waiting)

    def _if_waiting(self) -> None:
        if self.controller.waiting_for_human():
            self._turn(self.controller.human_legal())

    def _turn(self, legal) -> None:
        if not legal or not self.pending or self._asked is not None or mode() != "always":
            return
        from engine.driver import Ask, Job

        self._asked = self.pending.pop(0)
        v = self._asked[0]
        self._stamp += 1
        self._adviser = Adviser(self.controller._hint_player())
        self._thinker.think(Job(self._stamp, (Ask(v.seat, v, False),), {v.seat: self._adviser}))

    def _done(self, decision) -> None:
        if decision.stamp != self._stamp:
            return
        asked, self._asked = self._asked, None
        if asked is None or decision.failures:
            return
        from thousand_qt.words.labels import action_text

        text = costly_note(self._adviser.advice, asked[1], action_text)
        if text:
            self.noted.emit(text)
        self._turn(self.controller.human_legal())

    def stop(self) -> None:
        self._thinker.stop(wait_s=2.0)
