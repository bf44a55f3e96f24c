"""The card table: a view of the TableModel drawn with the cardscene library.

Every event the model applies becomes a step in the animation queue: the scene works out where all
24 cards should be at that moment (``table_slots``: cards this seat cannot see are interchangeable
backs, so a card an opponent plays is first swapped, invisibly, into his hand) and animates them
there. The plates, bubbles, info corner and banner are ``table_decor``'s, the dimmed cards' tooltips
``table_tips``', the places on the table for the window's size ``table_layout``'s, the view and its
keyboard ``table_view``'s.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QEasingCurve,
    QParallelAnimationGroup,
    QPauseAnimation,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSequentialAnimationGroup,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QPainter, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene

from engine import cards as C
from thousand_qt.cardscene import AnimationQueue, CardItem, CardTheme
from thousand_qt.game.models import PAIR_KINDS
from thousand_qt.table.decor import TableDecor, marriage_symbol
from thousand_qt.table.layout import LIFT, TableLayout
from thousand_qt.table.slots import CardSlots
from thousand_qt.table.tips import CardTips, Explainer
from thousand_qt.words import i18n

__all__ = ["TableScene", "marriage_symbol"]  # the marriage symbol is imported from here too (the view: table_view)

BASE_MS = {
    "deal": 330,
    "move": 300,
    "play": 260,
    "take": 380,
    "banner": 2600,
    "marriage": 700,
    "stagger": 22,
    "said": 900,  # the auction's last word stays this long before the contract is won
}
# a card just come into the player's hand stays marked: the talon he took until the exchange is over
# (any of these events), a card given to him until his next action (an event that is his doing)
TALON_MARK_ENDS = ("contract_set", "play_started", "card_played", "deal_scored", "dealt", "redeal")
NOT_HIS_DOING = ("hand", "talon_shown", "talon_taken", "talon_cards", "contract_won", "trick_taken", "drew")
FOREVER_MS = 2**31 - 1  # a pause that only the player's click ends
START_SIZE = (1150, 760)  # the scene's size before the view first lays it out

tr = i18n.translator("Table")


class TableScene(QGraphicsScene):
    cardActivated = Signal(int)
    cardDropped = Signal(int)
    waitStarted = Signal(str)  # the table waits for the player's click ("deal", "talon", "trick")
    waitEnded = Signal()
    talonHeld = Signal(int)  # a computer's talon lies face up for the player to read (the declarer)
    holdStarted = Signal(str)  # a pause to read begins ("deal": the banner is up, "talon": it lies face up)

    def __init__(self, model, theme: CardTheme | None = None, parent=None, explainer: Explainer | None = None):
        """``explainer`` says why the rules refuse a card (the game controller); none: no reasons."""
        super().__init__(QRectF(0, 0, *START_SIZE), parent)
        self.model = model
        self.theme = theme or CardTheme()
        self.theme.watch(self.update)  # a face rendered off the GUI thread replaces its scaled stand-in
        self.geo = TableLayout(*START_SIZE, model.players)
        self.speed = 1.0
        # the pace a player chose (Settings): ms a computer's talon stays face up, ms the trick that
        # was taken stays on the table (-1: until a click), and whether a deal's result waits for a click
        self.talon_ms, self.trick_ms, self.deal_click = 2500, 700, False
        self.tips = CardTips(model, explainer)
        self.selected: list[int] = []
        self.give_mode = False
        self.queue = AnimationQueue(self)
        self.queue.idle.connect(self._idle)
        self.cards: dict[int, CardItem] = {}
        for c in range(24):
            item = CardItem(c, C.name(c), self.theme)
            item.hide()
            item.activated.connect(self.activate)
            item.dragDropped.connect(self._dropped)
            self.addItem(item)
            self.cards[c] = item
        self.slots = CardSlots(model)
        self._applied: dict = {}  # card -> (slot, z, face) as the last step laid it out
        self._resized = False  # the window changed size while a step was animating
        self._last_lay: dict = {}  # the layout the last step queued
        self._shown = False
        self._waiting = None  # the pause only a click ends, while it runs
        self._marriage = None  # the seat whose marriage was just announced, until its trump is shown
        self._fresh_talon: set[int] = set()  # the talon the player took, marked until the exchange is over
        self._fresh_given: set[int] = set()  # cards given to the player, marked until his next action
        self._banner_summary: dict | None = None  # the deal whose result the banner shows, if it is a deal's
        self._banner_events: list = []  # that deal's events as this seat saw them (its reasons)
        self._deal_events: list = []  # the events of the deal on now, from its 'dealt' (the banner's reasons)
        self.decor = TableDecor(self)
        self.rebuild_seats()
        model.eventApplied.connect(self.on_event)
        model.synced.connect(self.on_synced)
        model.configured.connect(self.on_configured)
        model.wasReset.connect(self.on_reset)

    # ---------------------------------------------------------------- set-up

    # the decorations, as the app and the tests read them
    badges = property(lambda self: self.decor.badges)
    bubbles = property(lambda self: self.decor.bubbles)
    banner = property(lambda self: self.decor.banner)
    info = property(lambda self: self.decor.info)

    def rebuild_seats(self):
        self.geo = TableLayout(self.width(), self.height(), self.model.players)
        self.decor.rebuild_seats()
        self._refresh_decor()

    def retranslate(self) -> None:
        """The table's texts in the language now: plates, bubbles, the info corner, the dimmed cards'
        reasons, the chip's letter and a deal's result on the banner (the main window calls it on a
        language switch)."""
        self._refresh_decor()
        self.refresh_tips()
        if self._banner_summary is not None and self.banner.isVisible():
            self._word_banner()  # a deal's result still up (a game's result is the window's to word)
        self.update()

    def set_size(self, width: float, height: float) -> None:
        """The view's new size: every place on the table moves to fit it (at once, no animation)."""
        width, height = max(200.0, width), max(160.0, height)
        if (width, height) == (self.width(), self.height()):
            return
        self.setSceneRect(0, 0, width, height)
        self.geo = TableLayout(width, height, self.model.players)
        self.decor.place()
        if self.queue.busy():
            self._resized = True  # the running step lands where it was sent; the table is laid anew after
        self._settle()

    def _settle(self):
        """Every card that is not on its way somewhere goes to its place for the size now."""
        for c, (slot, _z, _face) in self._applied.items():
            item = self.cards[c]
            if slot is None or item.moving:
                continue
            pos, scale = self.resolve(slot)
            item.home = pos
            item.lift = LIFT * self.geo.scale
            item.setPos(pos)
            item.setScale(scale)
            item.setRotation(self.slots.rotation(slot))

    def _idle(self):
        if self._resized:
            self._resized = False
            self._settle()

    def set_deck(self, deck: str):
        self.theme.set_deck(deck)
        for item in self.cards.values():
            item.update()
        self._refresh_decor()

    def set_language(self, code: str):
        """The card faces with the corner letters of the language ``code`` (В Д К Т, W D K A, J Q K A)."""
        if self.theme.set_language(code):
            for item in self.cards.values():
                item.update()

    def factor(self) -> float:
        return 0.0 if self.speed <= 0 else 1.0 / self.speed

    def ms(self, key: str) -> int:
        return int(BASE_MS[key] * self.factor())

    def drawBackground(self, p: QPainter, rect: QRectF | QRect):
        g = QRadialGradient(self.geo.centre, max(self.width(), self.height()) * 0.75)
        g.setColorAt(0, QColor("#2e7d4f"))
        g.setColorAt(1, QColor("#12391f"))
        p.fillRect(rect, QBrush(g))

    # ---------------------------------------------------------------- where the cards go

    def where(self, seat: int) -> int:
        """The seat as the table places it (``TableLayout.seats``' index): seats clockwise from this one."""
        return self.slots.where(seat)

    def resolve(self, slot) -> tuple[QPointF, float]:
        """A slot (pile key, index, count) as a card item's position and scale for the size now."""
        return self.slots.resolve(self.geo, slot)

    def layout(self) -> dict:
        """card -> (slot, z, face_up) for the model as it stands (``CardSlots.layout``)."""
        return self.slots.layout()

    # ---------------------------------------------------------------- events -> steps

    def on_configured(self):
        """The model starts anew for a table (another game, maybe of another seat count; a reset):
        what was queued for the last one is dropped, not played on the new seats (its slots name
        seats of the last table), and the seats are laid out for the model's count."""
        self.queue.clear()
        self._end_wait()
        self._marriage = None
        self._applied, self._last_lay = {}, {}
        self._fresh_talon, self._fresh_given = set(), set()
        self.slots.hidden.clear()
        for item in self.cards.values():
            item.moving = False
            item.set_fresh(False)
        self.banner.hide()  # a game-over banner goes with the game
        self.rebuild_seats()

    def on_reset(self):
        # the deal on now told from its start (a resume, an undo): its result's reasons need its marriages,
        # bolts and barrel from before the reset as much as the events after it
        past = getattr(self.model, "past", [])
        dealt = [i for i, e in enumerate(past) if e.kind == "dealt"]
        self._deal_events = list(past[dealt[-1] :]) if dealt else []
        lay = self.layout()
        self.queue.add(self._layout_step(lay, "instant", self._decor_state(None)))
        self.on_synced()

    def on_event(self, e):
        m = self.model
        k = e.kind
        if self._marriage is not None and k != "trump_changed":
            self._marriage_pause()  # a marriage that made no trump (in suit, the four aces)
        self._note_fresh(e)
        if k == "dealt":
            self._deal_events = []
        self._deal_events.append(e)
        if k == "dealt":
            self.slots.hidden.clear()
            gather = self._layout_step(self.slots.gather(), "instant", self._decor_state(e), banner=False, fresh=set())
            self.queue.add(gather)
            if m.seat in m.seats:
                return  # the next event ('hand') deals, so my own cards fly to me face up
        if k == "contract_won" and self.factor():
            self.queue.add(lambda: self._pause(self.ms("said")))  # the last pass (or bid) is read first
        swaps = []
        if k == "card_played" and e.seat != m.seat:
            swap = self.slots.hidden.play_from(e.seat, C.card(e.data["card"]))
            swaps = [swap] if swap else []
        if k == "talon_shown":
            # the backs lying in the talon turn over where they lie: the items of its cards trade places
            # with them first (a face never comes out of a hand, a back never flies into one)
            t = (e.data or {}).get("talon", -1)
            zone = ("talons", t) if 0 <= t < len(m.talons) else ("talon",)
            swaps = self.slots.hidden.reveal(zone, list(m.talon))
        if k == "trick_taken" and self.factor():
            # before the trick is swept away: the card that took it lights up (the engine said who won)
            won = next((c for s, c in m.last_trick if s == e.seat), None)
            self.queue.add(lambda: self._winner_step(won))
        kind = {"hand": "deal", "dealt": "deal", "card_played": "play", "trick_taken": "take"}.get(k, "move")
        lay = self.layout()
        fresh = (self._fresh_talon | self._fresh_given) & set(m.hand)
        decor = self._decor_state(e)
        # a talon turned face up lies spread at once where it is read: its faces never slide out of a
        # bunch; the backs that stood for it were swapped in where they lay
        at_once = set(m.talon) if k == "talon_shown" else set()
        if k == "talon_cards" and e.seat == m.seat and self._fresh_talon & set(m.hand):
            # the talon comes into the player's hand: first to its end, the hand closing up evenly to make
            # room (no gaps open where the cards will be sorted in), his bubble out of the cards' way;
            # then the hand is sorted
            coming = self._fresh_talon & set(m.hand)
            clear = dict(decor, bubbles={s: b for s, b in decor["bubbles"].items() if s != m.seat})
            self.queue.add(self._layout_step(self._at_the_end(lay, coming), kind, clear, fresh=fresh))
        self.queue.add(self._layout_step(lay, kind, decor, swaps=swaps, fresh=fresh, at_once=at_once))
        if k == "marriage_announced":
            # the pause to read the marriage comes once its trump is shown too (trump_changed follows)
            self._marriage = e.seat
        elif k == "trump_changed" and self._marriage is not None:
            self._marriage_pause()
        elif k == "talon_shown" and self.factor() and m.declarer is not None and m.declarer != m.seat:
            # a computer's talon: face up long enough to read (or until the player clicks)
            self.queue.add(lambda seat=m.declarer: self._talon_step(seat))
        elif k == "talon_shown" and self.factor() and m.declarer == m.seat:
            # the player's own: face up for all as long as a computer's, then into his hand
            self.queue.add(lambda: self._hold_step("talon", self.talon_ms))
        if k == "deal_scored":
            # worded from this event's summary: by the time the step runs, a new deal may be on
            summary, events = dict(e.data or {}), list(self._deal_events)
            self.queue.add(lambda: self._banner_step(summary, events))
            self.queue.add(self._banner_hold)
            self.queue.add(self._banner_out)

    def _note_fresh(self, e) -> None:
        """Which cards in the player's hand are marked as just come, after the event ``e``."""
        m, k, d = self.model, e.kind, e.data or {}
        if k in TALON_MARK_ENDS:
            self._fresh_talon = set()
        if k == "dealt" or (e.seat == m.seat and k not in NOT_HIS_DOING):
            self._fresh_given = set()
        if k == "talon_cards" and e.seat == m.seat:
            self._fresh_talon = {C.card(x) if isinstance(x, str) else int(x) for x in d.get("cards", [])}
        elif k == "received" and d.get("to") == m.seat and "card" in d:
            self._fresh_given.add(C.card(d["card"]) if isinstance(d["card"], str) else int(d["card"]))

    def _at_the_end(self, lay: dict, coming: set) -> dict:
        """``lay`` with the player's hand in the order it had, the cards ``coming`` into it last."""
        mine = sorted(
            ((slot, c) for c, (slot, _z, _f) in lay.items() if slot and slot[0] == ("hand", 0)),
            key=lambda x: (x[1] in coming, x[0][1]),
        )
        out = dict(lay)
        for i, (slot, c) in enumerate(mine):
            _old, z, face = lay[c]
            out[c] = ((slot[0], i, slot[2]), 100 + i, face)
        return out

    def reveal_hands(self, hands: dict) -> None:
        """A review: every other seat's cards as the engine has them now, face up in its hand."""
        m = self.model
        for s, cards in hands.items():
            if s != m.seat and s < m.players:
                m.known_in[s] = set(cards)
                m.counts[s] = len(cards)
        self.queue.add(self._layout_step(self.layout(), "move", self._decor_state(None)))

    def on_synced(self):
        self.decor.view_synced()
        if self._marriage is not None:
            self._marriage_pause()
        family = self.model.players == 2 or self.model.pack != C.ALL
        if family and self.layout() != self._last_lay:
            # the family's views place what no event moved (the talons' counts, the cards 1001 is not
            # played with): lay it out
            self.queue.add(self._layout_step(self.layout(), "move", self._decor_state(None)))
        self.queue.add(self._interactive_step)

    def _marriage_pause(self):
        self._marriage = None
        if self.factor():
            self.queue.add(lambda: self._pause(self.ms("marriage")))

    def _pause(self, ms):
        return QPauseAnimation(ms, self)

    def _winner_step(self, card):
        if card is not None:
            item = self.cards[card]
            item.set_winner(True)
            item.setZValue(item.zValue() + 50)
        return self._hold_step("trick", self.trick_ms)

    def _talon_step(self, seat: int):
        self.talonHeld.emit(seat)
        return self._hold_step("talon", self.talon_ms)

    def _hold_step(self, why: str, ms: int):
        """A pause of ``ms`` (the player's pace, not scaled by the animation speed), or with ms < 0
        one that lasts until the player clicks the table or presses Enter (``release``)."""
        self.holdStarted.emit(why)  # the deal log tells what is held up now (deal_log.attach)
        if ms >= 0:
            return self._pause(ms)
        pause = self._pause(FOREVER_MS)
        self._waiting = pause
        self.waitStarted.emit(why)

        def ended():
            if self._waiting is pause:
                self._waiting = None
                self.waitEnded.emit()

        pause.finished.connect(ended)
        return pause

    def waiting(self) -> bool:
        """The table waits for the player's click before it goes on."""
        return self._waiting is not None

    def release(self) -> bool:
        """The player's click: a pause that waits for it ends. True if there was one."""
        pause, self._waiting = self._waiting, None
        if pause is None:
            return False
        self.waitEnded.emit()
        pause.setCurrentTime(pause.totalDuration())
        return True

    def _end_wait(self) -> None:
        """The pause that waited for a click was dropped with its queue: the table waits no more."""
        if self._waiting is not None:
            self._waiting = None
            self.waitEnded.emit()

    def show_banner(self, title: str, lines: list) -> None:
        """A banner that stays (the game's result) until the table moves on. Its texts are the
        caller's: on a language switch the caller shows it again (``MainWindow.retranslateUi``)."""
        self._banner_summary = None
        self.banner.set_lines(title, lines)
        self.decor.place()
        self.banner.setOpacity(1.0)
        self.banner.show()

    def _banner_step(self, summary: dict, events=()):
        """The deal's result fades in, with its reasons told from ``events`` (the deal's, as this seat saw
        them); ``_banner_hold`` keeps it up, ``_banner_out`` fades it out."""
        self._banner_summary, self._banner_events = summary, list(events)
        self._word_banner()
        if not self.factor():
            return None
        self.banner.show()
        self.banner.setOpacity(0)
        return self._fade(1.0)

    def _word_banner(self) -> None:
        """The deal's banner worded from its summary in the language now (and again on a switch)."""
        summary = self._banner_summary or {}
        title, lines = self.decor.result_title(summary), self.decor.result_lines(summary, self._banner_events)
        self.banner.set_lines(title, lines, tr("Click or press Enter for the next deal") if self.deal_click else "")
        self.decor.place()

    def _banner_hold(self):
        if not self.factor() or not self.banner.isVisible():
            return None
        return self._hold_step("deal", -1 if self.deal_click else max(self.ms("banner"), 2000))

    def _banner_out(self):
        if not self.factor() or not self.banner.isVisible():
            return None
        fade = self._fade(0.0)
        fade.finished.connect(self.banner.hide)
        return fade

    def _fade(self, to: float):
        fade = QPropertyAnimation(self.banner, b"opacity", self)
        fade.setDuration(200)
        fade.setEndValue(to)
        return fade

    # ---------------------------------------------------------------- decorations

    def _decor_state(self, e):
        return self.decor.state(e, self._marriage)

    def _apply_decor(self, decor):
        self.decor.apply(decor)

    def _refresh_decor(self):
        self.decor.refresh(self.queue.busy())

    def set_thinking(self, seat: int):
        self.decor.set_thinking(seat)

    # ---------------------------------------------------------------- steps

    def _layout_step(self, lay, kind, decor, swaps=(), banner=True, fresh=None, at_once=()):
        """A step that moves every card to its slot in ``lay`` (see ``layout``), resolved to a
        position for the table's size when the step runs; ``fresh``: the cards of the player's hand
        marked as just come (None: the marks stay as they are); ``at_once``: cards laid in their
        slots without moving there."""
        self._last_lay = lay

        def run():
            if not self._shown:
                for item in self.cards.values():
                    item.show()
                self._shown = True
            if banner and self.banner.isVisible() and kind != "instant":
                self.banner.hide()
            for x, y in swaps:
                ix, iy = self.cards[x], self.cards[y]
                px, py = ix.pos(), iy.pos()
                sx, sy = ix.scale(), iy.scale()
                zx, zy = ix.zValue(), iy.zValue()
                ix.setPos(py)
                iy.setPos(px)
                ix.setScale(sy)
                iy.setScale(sx)
                ix.setZValue(zy)
                iy.setZValue(zx)
                rx, ry = ix.rotation(), iy.rotation()
                ix.setRotation(ry)
                iy.setRotation(rx)
                ix.set_face_up(False)
            for c, item in self.cards.items():
                item.set_winner(False)
                if fresh is not None:
                    item.set_fresh(c in fresh)
            self._hand_at_rest()
            self._apply_decor(decor)
            self._applied = dict(lay)
            dur = (
                0
                if kind == "instant"
                else self.ms(
                    "deal" if kind == "deal" else "take" if kind == "take" else "play" if kind == "play" else "move"
                )
            )
            group = QParallelAnimationGroup(self)
            n = 0
            lift = LIFT * self.geo.scale
            for c, (slot, z, face) in lay.items():
                item = self.cards[c]
                if slot is None:
                    if z < 0:  # a card this game is not played with
                        item.hide()
                    continue  # on its way between two places: it stays where it is for now
                if not item.isVisible():
                    item.show()  # a card the last game was not played with (1001's nines) is dealt again
                pos, scale = self.resolve(slot)
                turn = self.slots.rotation(slot)
                item.home = pos
                item.lift = lift
                moving = item.pos() != pos or abs(item.scale() - scale) > 1e-6 or item.rotation() != turn
                if not dur or not moving or c in at_once:
                    item.moving = False
                    item.setPos(pos)
                    item.setScale(scale)
                    item.setRotation(turn)
                    item.setZValue(z)
                    item.set_face_up(face)
                    continue
                item.setZValue(z + (600 if kind == "play" else 0))
                if face:
                    item.set_face_up(True)
                seq = QSequentialAnimationGroup(group)
                if kind == "deal":
                    seq.addPause(n * self.ms("stagger"))
                par = QParallelAnimationGroup(seq)
                a = QPropertyAnimation(item, b"pos", par)
                a.setDuration(dur)
                a.setEndValue(pos)
                a.setEasingCurve(QEasingCurve.Type.OutCubic)
                par.addAnimation(a)
                if abs(item.scale() - scale) > 1e-6:
                    b = QPropertyAnimation(item, b"scale", par)
                    b.setDuration(dur)
                    b.setEndValue(scale)
                    par.addAnimation(b)
                if item.rotation() != turn:  # the turned trump laid crosswise, or taken up from there
                    r = QPropertyAnimation(item, b"rotation", par)
                    r.setDuration(dur)
                    r.setEndValue(turn)
                    par.addAnimation(r)
                seq.addAnimation(par)
                item.moving = True

                def landed(item=item, z=z, face=face):
                    item.moving = False
                    item.setZValue(z)
                    item.set_face_up(face)

                seq.finished.connect(landed)
                group.addAnimation(seq)
                n += 1
            if group.animationCount() == 0:
                group.deleteLater()
                return None
            return group

        return run

    def _hand_at_rest(self):
        """Something happens on the table: what this seat could do before (its playable and dimmed
        cards) is history. The interactive step after the batch shows what the new view allows."""
        for item in self.cards.values():
            if item.interactive or item.dimmed or item.selected_mark:
                item.set_state(False, False, "")

    def _interactive_step(self):
        m = self.model
        legal = m.my_legal()
        playable = m.playable()
        giving = next((a.kind for a in legal if a.kind in PAIR_KINDS), None)
        self.give_mode = bool(giving)
        if not giving:
            self.selected = []
        for c, item in self.cards.items():
            if c in m.hand:
                if giving:
                    choose = tr("Choose two cards to give") if giving == "give" else tr("Choose two cards")
                    item.set_state(True, False, choose, c in self.selected)
                elif playable:
                    ok = c in playable
                    item.set_state(ok, not ok, "" if ok else self.tips.why_not(c))
                else:
                    item.set_state(False, False, "")
            else:
                item.set_state(False, False, "")
        self._apply_decor(self._decor_state(None))
        return None

    def refresh_tips(self):
        """The dimmed cards' reasons again, in the language now (after a language switch)."""
        for c in self.model.hand:
            if self.cards[c].dimmed:
                self.cards[c].setToolTip(self.tips.why_not(c))

    def refresh_selection(self):
        for c in self.model.hand:
            it = self.cards[c]
            it.set_state(it.interactive, it.dimmed, it.toolTip(), c in self.selected)

    def activate(self, c):
        """The player chose card ``c`` (a click, or Enter on the card in focus): told on when he may."""
        if self.cards[c].interactive and not self.queue.busy():
            self.cardActivated.emit(c)

    def _dropped(self, c, pos):
        item = self.cards[c]
        if pos.y() < item.home.y() - 80 and not self.give_mode and not self.queue.busy():
            self.cardDropped.emit(c)
        else:
            item.snap_home()

    def busy(self) -> bool:
        return self.queue.busy()
