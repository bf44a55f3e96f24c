"""The human's controls, built from the legal actions of the seat's view (never from rules)."""

from __future__ import annotations

from typing import cast

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from engine import Action
from thousand_qt.game.models import PAIR_KINDS
from thousand_qt.window.flow import FlowLayout
from thousand_qt.words import i18n
from thousand_qt.words.labels import card_label, flag_label, hand_order, marriage_label

tr = i18n.translator("Panels")


# the flags the engine may offer beside a page: 1000's rarer choices, Sixty-Six's close, exchange, 66! and
# the draw after a trick won (thousand_qt/window/drawing.py makes it by itself unless the player closes first)
FLAGS = ("look", "unhide", "redeal", "rospis", "spisat", "give_up", "surrender", "close", "exchange", "out", "draw")


class _Page(QWidget):
    """One page of the bar; its texts are set in ``retranslateUi``, again on a language switch."""

    def __init__(self, panel):
        super().__init__()
        self.panel = panel
        # a page wraps onto a second line rather than make the window wider than a laptop's screen
        self.row = FlowLayout(self)
        self.row.setContentsMargins(6, 4, 6, 4)

    def retranslateUi(self) -> None: ...

    def fill(self, legal, model) -> None:
        """Show the choices of ``legal`` (every page has its own)."""

    def changeEvent(self, e):
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(e)


class BiddingPage(_Page):
    def __init__(self, panel):
        super().__init__(panel)
        self.title = QLabel()
        self.combo = QComboBox(objectName="bidCombo")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        self.bid = QPushButton(objectName="bidButton")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.passb = QPushButton(objectName="passButton")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.blind_combo = QComboBox(objectName="blindCombo")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        self.blind = QPushButton(objectName="blindButton")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        # why the player may only pass (the engine's refusal of a higher bid, in his language)
        self.reason = QLabel(objectName="bidReason")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.high = None  # the highest bid the title names
        self.refusal = None  # the engine's refusal the reason says
        for w in (self.title, self.combo, self.bid, self.passb, self.blind_combo, self.blind, self.reason):
            self.row.addWidget(w)
        self.bid.clicked.connect(lambda: self.panel.choose(self.combo.currentData()))
        self.passb.clicked.connect(lambda: self.panel.choose_kind("pass"))
        self.blind.clicked.connect(lambda: self.panel.choose(self.blind_combo.currentData()))
        self.retranslateUi()

    def retranslateUi(self):
        self.bid.setText(tr("Bid"))
        self.passb.setText(tr("Pass"))
        self.blind.setText(tr("Bid blind"))
        self.title.setText(tr("Your bid:") if self.high is None else tr("Highest bid %1 — your bid:", self.high))
        why = ""
        if self.refusal is not None:
            from thousand_qt.words.refusals import refusal_text

            why = refusal_text(self.refusal, self.panel.model.names, self.panel.model.seat)
        self.reason.setText(why)
        self.reason.setVisible(bool(why))

    def fill(self, legal, model):
        bids = [a for a in legal if a.kind == "bid"]
        blinds = [a for a in legal if a.kind == "blind"]
        self.high = model.view.bid if model.view is not None and model.view.high is not None else None
        for combo, acts in ((self.combo, bids), (self.blind_combo, blinds)):
            combo.clear()
            for a in acts:
                combo.addItem(str(a.value), a)
        self.combo.setVisible(bool(bids))
        self.bid.setVisible(bool(bids))
        self.blind_combo.setVisible(bool(blinds))
        self.blind.setVisible(bool(blinds))
        self.passb.setVisible(any(a.kind == "pass" for a in legal))
        self.title.setVisible(bool(bids or blinds))
        self.refusal = None
        if not bids and not blinds and self.passb.isVisibleTo(self) and model.view is not None:
            high = model.view.bid or 100
            self.refusal = self.panel.explainer.explain(Action(model.seat, "bid", high + 5))
        self.retranslateUi()


class ExchangePage(_Page):
    """Choose two cards (clicking cards on the table fills it): 1000's two to give and who gets which;
    Auction 1000 for two's two laid away; Russian 1000 for two's one laid away and one given."""

    def __init__(self, panel):
        super().__init__(panel)
        self.title = QLabel()
        self.row.addWidget(self.title)
        self.labels, self.combos = [], []
        for i in range(2):
            lab = QLabel()
            combo = QComboBox(objectName=f"giveCombo{i}")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
            combo.currentIndexChanged.connect(self._changed)
            self.labels.append(lab)
            self.combos.append(combo)
            self.row.addWidget(lab)
            self.row.addWidget(combo)
        self.swap = QPushButton(objectName="swapButton")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.give = QPushButton(objectName="giveButton")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.row.addWidget(self.swap)
        self.row.addWidget(self.give)
        self.swap.clicked.connect(self._swap)
        self.give.clicked.connect(self._give)
        self.legal: list = []
        self.kind = "give"
        self.to = [None, None]  # the seats the two cards go to (None: laid away)
        self._filling = False
        self.retranslateUi()

    def retranslateUi(self):
        self.title.setText(
            {
                "give": tr("Give two cards:"),
                "discard": tr("Lay two cards away:"),
                "discard_give": tr("Lay one card away and give one:"),
            }[self.kind]
        )
        self.swap.setText(tr("Swap"))
        self.give.setText(
            {"give": tr("Give"), "discard": tr("Lay away"), "discard_give": tr("Lay away and give")}[self.kind]
        )
        names = self.panel.model.names if self.panel.model is not None else []
        for label, seat in zip(self.labels, self.to):
            if seat is None and self.kind != "give":
                label.setText(tr("lay away:"))
            else:
                label.setText(tr("to %1:", names[seat] if seat is not None and seat < len(names) else "?"))
        for combo in self.combos:  # the cards in the letters now
            for i in range(combo.count()):
                c = combo.itemData(i)
                if c is not None:
                    combo.setItemText(i, card_label(c))

    def fill(self, legal, model):
        self.kind = next((a.kind for a in legal if a.kind in PAIR_KINDS), "give")
        self.legal = [a for a in legal if a.kind == self.kind]
        seats = model.seats
        dec = model.seat
        if self.kind == "discard":
            self.to = [None, None]
        elif self.kind == "discard_give":
            self.to = [None, next((s for s in seats if s != dec), None)]
        elif dec in seats:
            i = seats.index(dec)
            self.to = [seats[(i + 1) % 3], seats[(i + 2) % 3]]
        else:
            self.to = [None, None]
        self.swap.setVisible(self.kind != "discard")  # two cards laid away: nothing to swap
        hand = hand_order({c for a in self.legal for c in a.value})
        self._filling = True
        for combo in self.combos:
            combo.clear()
            combo.addItem("—", None)
            for c in hand:
                combo.addItem("", c)
        self.retranslateUi()
        self._filling = False
        self.sync_from(self.panel.selected)

    def sync_from(self, selected):
        self._filling = True
        for k, combo in enumerate(self.combos):
            c = selected[k] if k < len(selected) else None
            combo.setCurrentIndex(max(0, combo.findData(c)) if c is not None else 0)
        self._filling = False
        self._update()

    def chosen(self):
        return [combo.currentData() for combo in self.combos]

    def _changed(self):
        if self._filling:
            return
        self.panel.set_selected([c for c in self.chosen() if c is not None])
        self._update()

    def _update(self):
        self.give.setEnabled(self._action() is not None)

    def _action(self):
        """The legal action of the two cards chosen: laying two away, their order does not matter."""
        a, b = self.chosen()
        if a is None or b is None or a == b:
            return None
        wanted = {(a, b), (b, a)} if self.kind == "discard" else {(a, b)}
        return next((x for x in self.legal if tuple(x.value) in wanted), None)

    def _swap(self):
        a, b = self.chosen()
        self.panel.set_selected([c for c in (b, a) if c is not None])
        self.sync_from(self.panel.selected)

    def _give(self):
        act = self._action()
        if act is not None:
            self.panel.choose(act)


class TalonPage(_Page):
    """The two-player 1000s: the declarer takes one of the two talons (the left one is the engine's 0)."""

    def __init__(self, panel):
        super().__init__(panel)
        self.title = QLabel()
        self.row.addWidget(self.title)
        self.buttons = []
        for i in range(2):
            b = QPushButton(objectName=f"talonButton{i}")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
            b.clicked.connect(lambda _=False, i=i: self.panel.choose(self._action(i)))
            self.row.addWidget(b)
            self.buttons.append(b)
        self.legal: list = []
        self.retranslateUi()

    def retranslateUi(self):
        self.title.setText(tr("Take a talon:"))
        self.buttons[0].setText(tr("The left talon"))
        self.buttons[1].setText(tr("The right talon"))

    def _action(self, i):
        return next((a for a in self.legal if a.value == i), None)

    def fill(self, legal, model):
        self.legal = [a for a in legal if a.kind == "talon"]
        for i, b in enumerate(self.buttons):
            b.setVisible(self._action(i) is not None)


class ContractPage(_Page):
    def __init__(self, panel):
        super().__init__(panel)
        self.title = QLabel()
        self.combo = QComboBox(objectName="contractCombo")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        self.button = QPushButton(objectName="contractButton")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.note = QLabel()
        for w in (self.title, self.combo, self.button, self.note):
            self.row.addWidget(w)
        self.button.clicked.connect(lambda: self.panel.choose(self.combo.currentData()))
        self.retranslateUi()

    def retranslateUi(self):
        self.title.setText(tr("Contract:"))
        self.button.setText(tr("Set contract"))
        self.note.setText(tr("…or lead a card to play at the bid"))

    def fill(self, legal, model):
        self.combo.clear()
        for a in legal:
            if a.kind == "contract":
                self.combo.addItem(str(a.value), a)


class PlayPage(_Page):
    def __init__(self, panel):
        super().__init__(panel)
        self.title = QLabel()
        self.marriage_label = QLabel()
        self.marriage = QComboBox(objectName="marriageCombo")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        for choice in ("announce", "in_suit", "silent"):
            self.marriage.addItem("", choice)
        # Sixty-Six: a marriage shown without leading it (the engine's "show" actions, by king or queen)
        self.show_combo = QComboBox(objectName="showCombo")  # type: ignore[call-arg]  # PySide6's stubs lack inherited property keywords
        self.show_button = QPushButton(objectName="showButton")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.show_button.clicked.connect(lambda: self.panel.choose(self.show_combo.currentData()))
        for w in (self.title, self.marriage_label, self.marriage, self.show_combo, self.show_button):
            self.row.addWidget(w)
        self.retranslateUi()

    def retranslateUi(self):
        self.title.setText(tr("Your turn: play a card (click, drag, or arrows and Enter)"))
        self.marriage_label.setText(tr("Leading a king or queen of a pair:"))
        self.marriage.setItemText(0, tr("announce the marriage"))
        self.marriage.setItemText(1, tr("announce, no trump change (in suit)"))
        self.marriage.setItemText(2, tr("do not announce"))
        self.show_button.setText(tr("Show the marriage"))
        for i in range(self.show_combo.count()):
            self.show_combo.setItemText(i, marriage_label(self.show_combo.itemData(i).value))

    def fill(self, legal, model):
        shows = [a for a in legal if a.kind == "show"]
        self.show_combo.clear()
        for a in shows:
            self.show_combo.addItem(marriage_label(a.value), a)
        self.show_combo.setVisible(bool(shows))
        self.show_button.setVisible(bool(shows))
        variants = any(a.kind == "play" and (a.announce is False or a.trump is False) for a in legal)
        self.marriage_label.setVisible(variants)
        self.marriage.setVisible(variants)
        idx = self.marriage.findData("in_suit")
        in_suit = any(a.kind == "play" and a.trump is False for a in legal)
        cast(QStandardItemModel, self.marriage.model()).item(idx).setEnabled(in_suit)  # a combo box's own model
        if not in_suit and self.marriage.currentData() == "in_suit":
            self.marriage.setCurrentIndex(0)


class ActionPanel(QWidget):
    """Shows the page for what this seat may do now and emits ``actionChosen(Action)``."""

    actionChosen = Signal(object)
    selectionChanged = Signal(list)

    def __init__(self, parent=None, explainer=None):
        """``explainer`` says why the rules refuse a bid (the game controller); none: no reasons."""
        super().__init__(parent)
        self.setObjectName("actionPanel")
        self.model = None  # the table model the pages were last filled from
        self.stack = QStackedWidget()
        self.idle = QLabel()
        self.idle_page = QWidget()
        lay = QHBoxLayout(self.idle_page)
        lay.setContentsMargins(6, 4, 6, 4)
        lay.addWidget(self.idle)
        self.bidding = BiddingPage(self)
        self.exchange = ExchangePage(self)
        self.contract = ContractPage(self)
        self.play = PlayPage(self)
        self.talon = TalonPage(self)
        for w in (self.idle_page, self.bidding, self.exchange, self.contract, self.play, self.talon):
            self.stack.addWidget(w)
            w.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.idle.setWordWrap(True)
        self.flags = FlowLayout()
        self.flag_buttons = {}
        for kind in FLAGS:
            b = QPushButton(objectName=f"flag_{kind}")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
            b.clicked.connect(lambda _=False, k=kind: self.choose_kind(k))
            b.hide()
            self.flags.addWidget(b)
            self.flag_buttons[kind] = b
        # the rarer choices (redeal, rospis, …) on a row of their own under the page: side by side
        # they made the bar wider than a laptop's window
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(0)
        col.addWidget(self.stack, 1)
        self.flags.setContentsMargins(6, 0, 6, 4)
        col.addLayout(self.flags)
        self.legal: list = []
        self.selected: list = []
        from thousand_qt.table.tips import NO_EXPLAINER

        self.explainer = explainer or NO_EXPLAINER
        self.message = None  # makes the idle page's message (again after a language switch)
        self.retranslateUi()

    def retranslateUi(self):
        for kind, b in self.flag_buttons.items():
            b.setText(flag_label(kind))
        if any(a.kind == "draw" for a in self.legal):  # Sixty-Six: the trick's winner has not drawn yet
            self.flag_buttons["close"].setText(flag_label("close_before_drawing"))
        self.idle.setText(self.message() if self.message is not None else "")

    def changeEvent(self, e):
        if e.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(e)

    def page(self):
        return self.stack.currentWidget()

    def tallest(self) -> int:
        """The height the table leaves the bar from the start (table/view.py lays the table out for the
        window less this, so the bar's growing never moves it): at the bar's width now, the tallest of its
        pages with every choice shown (the bidding page with its longest title and, under it, the line of
        the reason the player may only pass), and a line of the rarer choices (rospis, redeal) under it,
        in the buttons' and the text's heights now (the style, the font, the language)."""
        width = max(1, self.width())
        bid = self.bidding
        longest = bid.fontMetrics().horizontalAdvance(tr("Highest bid %1 — your bid:", 300))  # a bid of three figures
        reason = bid.row._gap + bid.reason.fontMetrics().height()
        pages = [bid.row.tallest_for_width(width, {bid.title: longest}) + reason]
        pages += [p.row.tallest_for_width(width) for p in (self.exchange, self.talon, self.contract, self.play)]
        m = self.flags.contentsMargins()
        flags = m.top() + max(b.sizeHint().height() for b in self.flag_buttons.values()) + m.bottom()
        return max(pages) + flags

    def set_message(self, text) -> None:
        """The idle page's message: ``text()`` makes it in the language now (None: no message)."""
        self.message = text
        self.idle.setText(text() if text is not None else "")

    def hold(self):
        """The table animates a batch of events: the actions shown are those of the moment before it.
        The page stays as it is (no layout jump) with its buttons disabled and no action chosen from
        it, until ``update_legal`` brings this seat's actions after the batch (when the hand becomes
        interactive)."""
        self.legal = []
        self.exchange.legal = []
        for b in self.findChildren(QPushButton):
            b.setEnabled(False)

    def update_legal(self, legal, model, enabled: bool = True):
        self.model = model
        self.legal = list(legal) if enabled else []
        for b in self.findChildren(QPushButton):
            b.setEnabled(True)  # the exchange page's fill sets its Give button as the choice allows
        kinds = {a.kind for a in self.legal}
        page: QWidget
        if kinds & set(PAIR_KINDS):
            page = self.exchange
        elif "talon" in kinds:
            page = self.talon
        elif kinds & {"bid", "pass", "blind"}:
            page = self.bidding
        elif "contract" in kinds:
            page = self.contract
        elif "play" in kinds:
            page = self.play
        else:
            page = self.idle_page
        if page is not self.exchange:
            self.selected = []
        if isinstance(page, _Page):  # every page but the idle one
            page.fill(self.legal, model)
        self.stack.setCurrentWidget(page)
        # the bar is as wide as the page shown needs, not as the widest page: a laptop's window fits
        for i in range(self.stack.count()):
            w = self.stack.widget(i)
            assert w is not None  # i < count()
            w.setSizePolicy(
                QSizePolicy.Policy.Preferred if w is page else QSizePolicy.Policy.Ignored,
                QSizePolicy.Policy.Preferred if w is page else QSizePolicy.Policy.Ignored,
            )
        for kind, b in self.flag_buttons.items():
            b.setVisible(kind in kinds)
        self.retranslateUi()  # "Close before drawing" while the draw waits

    def point_at(self, action) -> None:
        """A hint's bid or contract: chosen in its list, one press from being made."""
        for combo in (self.bidding.combo, self.bidding.blind_combo, self.contract.combo):
            for i in range(combo.count()):
                if combo.itemData(i) == action:
                    combo.setCurrentIndex(i)
                    return

    def set_selected(self, cards):
        self.selected = list(cards)[:2]
        self.selectionChanged.emit(self.selected)

    def toggle_card(self, c):
        """A card clicked on the table while giving: first click → first recipient, and so on."""
        sel = list(self.selected)
        if c in sel:
            sel.remove(c)
        elif len(sel) < 2:
            sel.append(c)
        else:
            sel[1] = c
        self.set_selected(sel)
        self.exchange.sync_from(self.selected)

    def choose(self, action):
        if isinstance(action, Action) and action in self.legal:
            self.actionChosen.emit(action)

    def choose_kind(self, kind):
        a = next((x for x in self.legal if x.kind == kind), None)
        if a is not None:
            self.actionChosen.emit(a)

    def play_action(self, card):
        """The action for playing ``card``, honouring the marriage choice."""
        plays = [a for a in self.legal if a.kind == "play" and a.value == card]
        if not plays:
            return None
        want = self.play.marriage.currentData()
        if want == "silent":
            pick = next((a for a in plays if a.announce is False), None)
        elif want == "in_suit":
            pick = next((a for a in plays if a.trump is False), None)
        else:
            pick = None
        return pick or next((a for a in plays if a.announce is None and a.trump is None), plays[0])
