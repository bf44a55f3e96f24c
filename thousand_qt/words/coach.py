"""The coach's words (issue 41): the hint's reason in one line and its "More…" (the top three
choices with their figures), translated from the ids and numbers ``engine.coach`` returns.

The figures are the hard player's own (``engine.coach.advise``: the same search that makes its
decision), asked for in the hint's worker process; this module only says them. Every text is in
the "Coach" context with Qt's plural forms (``%n``: the worlds, the points).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, QTimer, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QMessageBox, QToolButton, QWidget

from engine import Action
from engine.coach import advise
from thousand_qt.words import i18n
from thousand_qt.words.labels import card_label

CONTEXT = "Coach"
SHOW_MS = 8000  # as long as the hint stays in the status bar


def _fill(text: str, *args) -> str:
    """%1… filled in one pass (the texts are literal ``translate("Coach", …)`` calls: lupdate finds them)."""
    return i18n.fill(text, *args) if args else text


def _num(x) -> str:
    """A figure as a player reads it: whole points from 10 up, else one decimal (game points)."""
    x = float(x)
    if abs(x) >= 10 or x == round(x):
        return i18n.number(round(x))
    return QLocale().toString(x, "f", 1)


def _cards(cs) -> tuple:
    return tuple(card_label(c) for c in cs)


# ---------------------------------------------------------------- the reason, one line


def reason_text(reason) -> str:
    """The reason (an ``engine.coach.Reason`` or its dict) in the player's language."""
    rid = reason.id if hasattr(reason, "id") else reason["id"]
    p = reason.params if hasattr(reason, "params") else reason["params"]
    n = p.get("worlds", 0)
    other = card_label(p["other"]) if isinstance(p.get("other"), int) and rid.startswith("card") else ""
    if rid == "forced":
        return _fill(QCoreApplication.translate("Coach", "the only move"))
    if rid == "compulsory_bid":
        return _fill(QCoreApplication.translate("Coach", "the opening bid is compulsory"))
    if rid == "claim_66":
        return _fill(QCoreApplication.translate("Coach", "%n point(s) taken: 66 is reached", None, int(p["points"])))
    if rid == "show_66":
        return _fill(QCoreApplication.translate("Coach", "showing the marriage takes you to 66"))
    if rid == "exchange_trump":
        return _fill(QCoreApplication.translate("Coach", "the trump nine for the turned-up trump is always worth it"))
    if rid == "bid":
        if p.get("up_to", p["bid"]) > p["bid"]:
            return _fill(
                QCoreApplication.translate(
                    "Coach", "made in %1 of %n likely deal(s); worth bidding up to %2", None, int(n)
                ),
                p["made"],
                p["up_to"],
            )
        return _fill(QCoreApplication.translate("Coach", "made in %1 of %n likely deal(s)", None, int(n)), p["made"])
    if rid == "pass":
        return _fill(
            QCoreApplication.translate("Coach", "%1 would be made in only %2 of %n likely deal(s)", None, int(n)),
            p["bid"],
            p["made"],
        )
    if rid == "give_safe" and p.get("made") is not None:
        return _fill(
            QCoreApplication.translate(
                "Coach",
                "%1 cannot make a marriage for them (%2 is not theirs); the contract is made in %3 of %n world(s)",
                None,
                int(n),
            ),
            card_label(p["card"]),
            card_label(p["partner"]),
            p["made"],
        )
    if rid == "give_risk" and p.get("made") is not None:
        return _fill(
            QCoreApplication.translate(
                "Coach",
                "%1 makes a marriage for them with %2 in %3 of %n world(s); the contract is made in %4 of them",
                None,
                int(n),
            ),
            card_label(p["card"]),
            card_label(p["partner"]),
            p["theirs"],
            p["made"],
        )
    if rid in ("give", "give_safe", "give_risk"):
        if p.get("made") is None:
            return _fill(
                QCoreApplication.translate(
                    "Coach", "the contract is made with %1% likelihood over %n world(s)", None, int(n)
                ),
                p.get("percent", 0),
            )
        if p.get("other"):
            a, b = _cards(p["other"])
            return _fill(
                QCoreApplication.translate(
                    "Coach", "the contract is made in %1 of %n world(s); giving %2 and %3 instead: %4%", None, int(n)
                ),
                p["made"],
                a,
                b,
                p.get("other_percent", 0),
            )
        return _fill(
            QCoreApplication.translate("Coach", "the contract is made in %1 of %n world(s)", None, int(n)), p["made"]
        )
    if rid == "leave":
        a, b = _cards(p["cards"]) if len(p.get("cards", [])) == 2 else ("", "")
        return _fill(
            QCoreApplication.translate(
                "Coach", "even the best give, %1 and %2, makes the contract in only %3 of %n world(s)", None, int(n)
            ),
            a,
            b,
            p["made"],
        )
    if rid == "contract":
        if p.get("other") is not None and p.get("other_made") is not None:
            return _fill(
                QCoreApplication.translate("Coach", "made in %1 of %n world(s); %2 in %3", None, int(n)),
                p["made"],
                p["other"],
                p["other_made"],
            )
        return _fill(QCoreApplication.translate("Coach", "made in %1 of %n world(s)", None, int(n)), p["made"])
    if rid == "rule":
        return QCoreApplication.translate("Coach", "no figures for this decision")
    if rid == "card_value":
        return _fill(
            QCoreApplication.translate("Coach", "%1 loses %2 points on average (%n world(s))", None, int(n)),
            other,
            _num(p["loss"]),
        )
    if rid == "card_equal":
        return _fill(
            QCoreApplication.translate("Coach", "every card comes to the same here (%n world(s))", None, int(n))
        )
    if rid == "card_makes_always":
        return _fill(
            QCoreApplication.translate(
                "Coach", "makes the contract in every world (%n); %1 loses %2 points on average", None, int(n)
            ),
            other,
            _num(p["loss"]),
        )
    if rid == "card_makes":
        return _fill(
            QCoreApplication.translate(
                "Coach", "makes the contract in %1 of %n world(s); %2 loses %3 points on average", None, int(n)
            ),
            p["made"],
            other,
            _num(p["loss"]),
        )
    if rid == "card_sets_always":
        return _fill(
            QCoreApplication.translate(
                "Coach", "beats the contract in every world (%n); %1 loses %2 points on average", None, int(n)
            ),
            other,
            _num(p["loss"]),
        )
    if rid == "card_sets":
        return _fill(
            QCoreApplication.translate(
                "Coach", "beats the contract in %1 of %n world(s); %2 loses %3 points on average", None, int(n)
            ),
            p["made"],
            other,
            _num(p["loss"]),
        )
    if rid == "card_points":
        return _fill(
            QCoreApplication.translate(
                "Coach", "the contract is settled; %1 takes %2 points fewer on average (%n world(s))", None, int(n)
            ),
            other,
            _num(p["loss"]),
        )
    if rid == "card_66":
        return _fill(
            QCoreApplication.translate(
                "Coach", "wins the hand in %1 of %n world(s); %2 loses %3 game points on average", None, int(n)
            ),
            p["won"],
            other,
            _num(p["loss"]),
        )
    if rid == "close":
        return _fill(
            QCoreApplication.translate(
                "Coach",
                "closing wins the hand in %1 of %n world(s); playing on loses %2 game points on average",
                None,
                int(n),
            ),
            p.get("won") or 0,
            _num(p.get("loss", 0)),
        )
    if rid == "draw":
        return _fill(
            QCoreApplication.translate(
                "Coach", "closing now loses %1 game points on average (%n world(s))", None, int(n)
            ),
            _num(p.get("loss", 0)),
        )
    return _fill(QCoreApplication.translate("Coach", "the best expected result (%n world(s))", None, int(n)))


def advice_for(controller, action):
    """The controller's last advice when it is the one for ``action`` (else None: no reason shown,
    and none with the coach off)."""
    advice = getattr(controller, "hint_advice", None) if mode() != "off" else None
    return advice if advice is not None and advice.action == action else None


def hint_line(hint: str, advice) -> str:
    """ "Hint: play A♠ — makes the contract in every world (16); …" (the hint alone without figures)."""
    if advice is None:
        return hint
    return _fill(QCoreApplication.translate("Coach", "%1 — %2"), hint, reason_text(advice.reason))


# ---------------------------------------------------------------- "More…": the top three


def choice_text(choice: dict, action_text) -> str:
    """One of the top choices with its figures; ``action_text(Action)`` names the action."""
    what = action_text(Action.from_record(choice["action"]))
    n, made, unit = choice["worlds"], choice.get("made"), choice["unit"]
    if unit == "p_make":
        if made is not None:
            return _fill(
                QCoreApplication.translate("Coach", "%1: the contract made in %2 of %n world(s)", None, int(n)),
                what,
                made,
            )
        return _fill(
            QCoreApplication.translate(
                "Coach", "%1: the contract made with %2% likelihood (%n world(s))", None, int(n)
            ),
            what,
            round(100 * choice["value"]),
        )
    if unit == "game_points":
        if made is not None:
            return _fill(
                QCoreApplication.translate(
                    "Coach", "%1: %2 game points on average, won in %3 of %n world(s)", None, int(n)
                ),
                what,
                _num(choice["value"]),
                made,
            )
        return _fill(
            QCoreApplication.translate("Coach", "%1: %2 game points on average (%n world(s))", None, int(n)),
            what,
            _num(choice["value"]),
        )
    if unit == "own_points":
        return _fill(
            QCoreApplication.translate("Coach", "%1: %2 points of your own on average (%n world(s))", None, int(n)),
            what,
            _num(choice["value"]),
        )
    if made is not None:
        return _fill(
            QCoreApplication.translate("Coach", "%1: %2 points on average, made in %3 of %n world(s)", None, int(n)),
            what,
            _num(choice["value"]),
            made,
        )
    return _fill(
        QCoreApplication.translate("Coach", "%1: %2 points on average (%n world(s))", None, int(n)),
        what,
        _num(choice["value"]),
    )


def more_text(advice, action_text) -> str:
    return "\n".join(choice_text(c, action_text) for c in advice.top)


class _MoreButton(QToolButton):
    """The "More…" button, with the timer that hides it again."""

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("coachMoreButton")
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.hide)


def offer_more(window, advice, action_text) -> None:
    """A "More…" button beside the hint in the status bar while the hint shows; it opens the top
    three choices with their figures."""
    button: _MoreButton | None = getattr(window, "_coach_more", None)
    if button is None:
        button = _MoreButton(window.statusBar())
        window.statusBar().addPermanentWidget(button)
        window._coach_more = button
        button.clicked.connect(lambda: _show_more(window))
    button.setText(QCoreApplication.translate("Coach", "More…"))
    window._coach_advice = (advice, action_text)
    if advice is None or len(advice.top) < 1:
        button.hide()
        return
    button.show()
    button.timer.start(SHOW_MS)


def _show_more(window) -> None:
    advice, action_text = getattr(window, "_coach_advice", (None, None))
    if advice is None:
        return
    QMessageBox.information(
        window, _fill(QCoreApplication.translate("Coach", "Why this hint")), more_text(advice, action_text)
    )


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


def note_text(advice, played, action_text) -> str | None:
    """The quiet note after a costly decision ("−15 expected: K♦ would have been better"), or None."""
    from engine.coach import loss

    ev = advice.evaluation if advice is not None else None
    lost = loss(ev, played)
    if ev is None or lost is None or lost <= THRESHOLD.get(ev.unit, 10.0):
        return None
    better = action_text(advice.action)
    if ev.unit == "game_points":
        return _fill(
            QCoreApplication.translate("Coach", "Coach: −%1 game points expected: %2 would have been better"),
            _num(lost),
            better,
        )
    return _fill(
        QCoreApplication.translate("Coach", "Coach: −%1 points expected: %2 would have been better"), _num(lost), better
    )


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

        text = note_text(self._adviser.advice, asked[1], action_text)
        if text:
            self.noted.emit(text)
        self._turn(self.controller.human_legal())

    def stop(self) -> None:
        self._thinker.stop(wait_s=2.0)


class CoachSettings(QWidget):
    """Settings' line for the coach: off, with the hint, or after each move. Saved with the dialog."""

    def __init__(self, dialog):
        super().__init__(dialog)
        self.label = QLabel()
        self.combo = QComboBox(objectName="coachCombo")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        for m in MODES:
            self.combo.addItem("", m)
        self.combo.setCurrentIndex(MODES.index(mode()))
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.combo, 1)
        dialog.accepted.connect(self.save)
        self.retranslateUi()

    def row(self):
        return self.label, self

    def retranslateUi(self) -> None:
        self.label.setText(QCoreApplication.translate("Coach", "Coach:"))
        self.combo.setItemText(0, QCoreApplication.translate("Coach", "Off"))
        self.combo.setItemText(1, QCoreApplication.translate("Coach", "Reasons with the hint"))
        self.combo.setItemText(2, QCoreApplication.translate("Coach", "After each of my moves"))

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def save(self) -> None:
        from thousand_qt import settings

        settings.put("coach", self.combo.currentData())
