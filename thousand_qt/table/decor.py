"""What the table says besides its cards: each seat's name plate and speech bubble, the info
corner (contract, trump, marriages) and the banner with a deal's result.

``TableDecor.state(event)`` takes a snapshot of these texts when an event arrives, and ``apply``
shows a snapshot when the animation step for that event runs: the table shows what was said at
that moment, not what the model holds by then.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QVariantAnimation
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsTextItem

from engine import cards as C
from thousand_qt.cardscene import Badge, Banner, Bubble
from thousand_qt.words import i18n
from thousand_qt.words.deal_story import deal_reasons
from thousand_qt.words.labels import rank_letter
from thousand_qt.words.names import is_you

SUIT_SYMBOL = {"S": "♠", "C": "♣", "D": "♦", "H": "♥"}
SUIT_COLOUR = {"S": "#000000", "C": "#000000", "D": "#c8102e", "H": "#c8102e", "A": "#6a1b9a"}
SUIT_COLOUR4 = {"S": "#000000", "C": "#1b7f2a", "D": "#1f4fbf", "H": "#c8102e", "A": "#6a1b9a"}

tr = i18n.translator("Table")


def dealer_mark() -> str:
    """The letter on the dealer's chip, as the players' language abbreviates "dealer"."""
    #: the letter on the dealer's chip beside a seat's name (Russian С for сдающий, Polish R for rozdający)
    return QCoreApplication.translate("Table", "D", "dealer chip")


def marriage_symbol(suit: str) -> str:
    """A marriage's suit as shown: ♠ ♣ ♦ ♥, or the ace's letter ("A", Russian "Т") for the four aces."""
    return rank_letter("A") if suit == "A" else SUIT_SYMBOL.get(suit, suit)


def _area(r: QRectF) -> float:
    return max(0.0, r.width()) * max(0.0, r.height())


class TableDecor:
    """The plates, bubbles, info corner and banner of one ``TableScene`` (its model, theme and
    layout are read from the scene, which they belong to)."""

    def __init__(self, scene):
        self.scene = scene
        self.badges: list[Badge] = []  # the seats' plates, seat by seat
        self.bubbles: list[Bubble] = []
        self._plates: list[tuple[Badge, Bubble]] = []  # every plate and bubble made so far
        self.banner = Banner()
        scene.addItem(self.banner)
        self.info = QGraphicsTextItem()
        self.info.setZValue(850)
        self.info.setDefaultTextColor(QColor("#ffffff"))
        f = self.info.font()
        f.setPointSizeF(13)
        self.info.setFont(f)
        scene.addItem(self.info)
        # the stock games: how many cards the stock holds, under it
        self.stock_label = QGraphicsTextItem()
        self.stock_label.setZValue(850)
        self.stock_label.setDefaultTextColor(QColor("#ffffff"))
        scene.addItem(self.stock_label)
        self.stock_label.hide()
        self._told: dict = {}  # (bolts?, seat) -> what this batch's events told since the last view
        self._told_view = None  # the view the model held when they told it
        self.thinking = -1  # the seat whose plate shows it is thinking
        self.turn_shown = None  # the seat whose plate shows the turn
        self._dots = QVariantAnimation(scene)
        self._dots.setStartValue(0)
        self._dots.setEndValue(3)
        self._dots.setDuration(900)
        self._dots.setLoopCount(-1)
        self._dots.valueChanged.connect(self._tick_dots)

    def rebuild_seats(self) -> None:
        """A plate and a bubble for each seat of the model now. Items are kept from one game to the
        next (a table of fewer seats hides the ones it does not use), never deleted while the scene
        may still index or paint them."""
        n = self.scene.model.players
        while len(self._plates) < n:
            plate, bubble = Badge(), Bubble()
            self.scene.addItem(plate)
            self.scene.addItem(bubble)
            self._plates.append((plate, bubble))
        for i, (plate, bubble) in enumerate(self._plates):
            if i >= n:
                plate.hide()
                bubble.hide()
            else:
                plate.show()
        self.badges = [p for p, _ in self._plates[:n]]
        self.bubbles = [b for _, b in self._plates[:n]]
        for b in self.bubbles:
            b.set_text("")
            b.hide()

    # ---------------------------------------------------------------- the texts at a moment

    def state(self, e, marriage=None) -> dict:
        """Bubble texts, the info panel and the seat plates at this moment (computed when the event
        arrives; ``marriage``: the seat whose marriage was just announced, shown with its trump).
        ``turn``, the seat whose plate is lit, is nobody for an event's step: the seat the last view
        named has moved, and the batch's view names the next one, lit by the interactive step once
        the animation that reveals it (a card landing, a trick swept away) has played."""
        m = self.scene.model
        bubbles = {}
        if m.phase == "auction" or (e is not None and e.kind in ("bid", "passed")):
            for s, b in m.bids.items():
                if b[0] == "pass":
                    bubbles[s] = (tr("Pass"), "#eeeeee")
                else:
                    bubbles[s] = (tr("Blind %1", b[1]) if b[2] else str(b[1]), "#fffde7")
        elif m.phase in ("talon", "contract") and m.declarer is not None and m.contract:
            bubbles[m.declarer] = (str(m.contract), "#fff59d")
        if e is not None:
            if e.kind == "out":  # Sixty-Six: the claim of 66, and whether the cards bear it out
                held = (e.data or {}).get("holds")
                # "66!" is said so in every language: a number, no word to translate
                bubbles[e.seat] = ("66!" if held else tr("66? Not enough"), "#fff59d" if held else "#ffab91")
            elif e.kind in ("marriage_announced", "marriage_shown") or (
                e.kind == "trump_changed" and m.announced and marriage == e.seat
            ):
                seat, suit, points = m.announced[-1]
                bubbles[seat] = (tr("Marriage %1 +%2", marriage_symbol(suit), points), "#ffcc80")
            elif e.kind == "stock_closed":  # Sixty-Six: who turned the trump down, and when
                before = (e.data or {}).get("before_drawing")
                bubbles[e.seat] = (tr("Closed before drawing") if before else tr("Closed the stock"), "#b3e5fc")
            elif e.kind == "redeal":
                bubbles[e.seat if e.seat is not None else m.dealer] = (tr("Redeal!"), "#ffab91")
        turn = m.turn if e is None and m.phase not in ("done", "over", "idle") else None
        return {
            "bubbles": bubbles,
            "info": self._info_html(),
            "badges": self._badge_state(e),
            "turn": turn,
            "stock": self._stock_text(),
        }

    def _stock_text(self) -> str:
        """The stock's count while it holds cards; that it is closed once it is."""
        m = self.scene.model
        if m.closed:
            return tr("Closed")
        return tr("Stock: %1", m.stock) if m.stock else ""

    def _badge_state(self, e=None) -> list:
        m = self.scene.model
        out = []
        if e is not None and e.kind in ("zero", "barrel_mounted", "barrel_fell", "barrel_left"):
            self._told[(e.kind == "zero", e.seat)] = (e.data or {}).get("count") if e.kind == "zero" else e.kind
            self._told_view = m.view  # what the events told holds until a newer view comes
        for s in range(m.players):
            note = tr("sits out") if m.seats and s not in m.seats else ""
            out.append((m.names[s], m.scores[s] if s < len(m.scores) else 0, s == m.dealer, note, self.figures(s)))
        return out

    def view_synced(self) -> None:
        """The model's batch is in: once a newer view came with it, the plates' figures are the view's."""
        if self.scene.model.view is not self._told_view:
            self._told.clear()

    def figures(self, seat: int) -> tuple:
        """(bolts so far, deals left on the barrel) of a seat, as the engine's view has them (``zeros``;
        ``barrel``: the deals played on it, None off it; the rules' ``barrel_hands``) and as this batch's
        events told them since (a bolt's ``count``, a seat mounting or leaving the barrel). Deals left:
        None off the barrel, -1 on one with no limit of deals."""
        v = self.scene.model.view
        zeros = list(getattr(v, "zeros", None) or [])
        barrel = list(getattr(v, "barrel", None) or [])
        hands = int(getattr(getattr(v, "rules", None), "barrel_hands", 0) or 0)
        bolts = zeros[seat] if seat < len(zeros) else 0
        bolts = self._told.get((True, seat), bolts) or 0
        played = barrel[seat] if seat < len(barrel) else None
        told = self._told.get((False, seat))
        if told == "barrel_mounted":
            played = 0
        elif told in ("barrel_fell", "barrel_left"):
            played = None
        left = None if played is None else (max(0, hands - played) if hands else -1)
        return int(bolts), left

    def _marks(self, figures: tuple) -> tuple[list, str]:
        """A plate's marks (the score sheet's bolt and barrel, light on the dark plate) and their words."""
        from thousand_qt.table.marks import draw_barrel, draw_bolt

        bolts, left = figures
        marks, words = [], []
        if bolts:
            marks.append((lambda p, r: draw_bolt(p, r, QColor("#ff8a80")), str(bolts)))
            words.append(QCoreApplication.translate("Table", "%n bolt(s) so far", None, bolts))
        if left is not None:
            marks.append((lambda p, r: draw_barrel(p, r, QColor("#ffcc80")), str(left) if left >= 0 else ""))
            if left >= 0:
                words.append(QCoreApplication.translate("Table", "on the barrel: %n deal(s) left", None, left))
            else:
                words.append(QCoreApplication.translate("ScoreSheet", "on the barrel"))  # the sheet's legend
        return marks, "; ".join(words)

    def _info_html(self) -> str:
        m = self.scene.model
        colours = SUIT_COLOUR4 if self.scene.theme.deck == "four" else SUIT_COLOUR
        parts = []
        if m.declarer is not None and m.contract:
            if m.names[m.declarer] == QCoreApplication.translate("Controller", "You"):
                parts.append(tr("You play %1", m.contract))  # not "You plays 110"
            else:
                parts.append(tr("%1 plays %2", m.names[m.declarer], m.contract))
        if m.trump is not None:
            s = C.SUITS[m.trump]
            style = f"font-size:26pt; color:{colours[s]}; background:#fff"
            symbol = f"<span style='{style}'>&nbsp;{SUIT_SYMBOL[s]}&nbsp;</span>"
            parts.append(tr("Trump: %1", symbol))
        elif m.phase == "play":
            parts.append(tr("No trump yet"))
        for seat, suit, pts in m.announced[-4:]:
            parts.append(f"{m.names[seat]}: {marriage_symbol(suit)} {pts}")
        return "<br>".join(parts)

    # ---------------------------------------------------------------- showing them

    def apply(self, decor: dict) -> None:
        for s, bubble in enumerate(self.bubbles):
            text = decor["bubbles"].get(s)
            if text:
                bubble.set_text(*text)
                bubble.show()
            else:
                bubble.hide()
        self.info.setHtml(decor["info"])
        self.stock_label.setPlainText(decor.get("stock", ""))
        self.stock_label.setVisible(bool(decor.get("stock")))
        self.place()
        self.turn_shown = decor["turn"]
        mark = dealer_mark()
        for s, (name, score, dealer, note, figures) in enumerate(decor["badges"]):
            if s < len(self.badges):
                marks, words = self._marks(figures)
                self.badges[s].dealer_mark = mark
                self.badges[s].set_info(
                    name + (f" ({note})" if note else ""),
                    score,
                    dealer,
                    s == decor["turn"],
                    s == self.thinking,
                    marks=marks,
                )
                self.badges[s].setToolTip(tr("%1: %2", name, words) if words else "")

    def refresh(self, animating: bool) -> None:
        """The texts again (a language switch, the other deck, new seats). While the table is still
        ``animating``, the turn stays as shown: the step that reveals the next one will show it."""
        decor = self.state(None)
        if animating:
            decor["turn"] = self.turn_shown
        self.apply(decor)

    def place(self) -> None:
        """Plates, bubbles, the info corner and the banner where the layout puts them, each kept
        whole inside the table (a long name near the edge slides in rather than off)."""
        sc = self.scene
        g = sc.geo
        for s in range(len(self.badges)):
            seat = g.seat(sc.where(s))
            self.bubbles[s].set_tail(seat.tail)  # the one across speaks from under his hand
            for item, at in ((self.badges[s], seat.badge), (self.bubbles[s], seat.bubble)):
                item.setScale(g.decor)
                self._keep_inside(item, at)
        for s in range(len(self.badges)):  # the plates are in place: the player's bubble may step aside
            seat = g.seat(sc.where(s))
            if seat.side == "bottom":
                self._keep_inside(self.bubbles[s], self._beside_the_trick(self.bubbles[s], seat))
        self.info.setScale(g.decor)
        self.info.setPos(g.info)
        self.stock_label.setScale(g.decor)
        r = self.stock_label.boundingRect()
        w, h = r.width() * g.decor, r.height() * g.decor
        at = g.stock_count - QPointF(w / 2, 0)
        if at.y() + h > g.stock_count_floor:  # a low window: under the stock it would lie on the hand
            at = g.stock_count_above - QPointF(w / 2, h)
        self._keep_inside(self.stock_label, at)
        self._place_banner()

    def _place_banner(self) -> None:
        """The banner in the free room of the table that lets it be drawn largest (up to the
        decorations' scale), never over a seat's plate nor the info corner: the score and the contract a
        player reads beside the result."""
        g = self.scene.geo
        r = self.banner.boundingRect()
        if r.isEmpty():
            return
        best: tuple | None = None
        for room in self._free_rooms() or [QRectF(self.scene.sceneRect())]:
            scale = min(g.decor, room.width() / r.width(), room.height() / r.height())
            # as near the table's middle as the room allows
            half_w, half_h = r.width() * scale / 2, r.height() * scale / 2
            x = min(max(g.banner.x(), room.left() + half_w), room.right() - half_w)
            y = min(max(g.banner.y(), room.top() + half_h), room.bottom() - half_h)
            key = (round(scale, 3), -abs(x - g.banner.x()) - abs(y - g.banner.y()))
            if best is None or key > best[0]:
                best = (key, scale, QPointF(x, y))
        if best is None:
            return
        _key, scale, at = best
        self.banner.setScale(scale)
        self.banner.setPos(at - QPointF(r.center().x() * scale, r.center().y() * scale))

    def _free_rooms(self) -> list:
        """Rectangles of the table that no plate covers: each band between two plates' edges (or the
        table's), as wide as the plates in that band leave free around the middle."""
        pad = 6.0
        edge = 4.0
        w, h = self.scene.width(), self.scene.height()
        plates = [b.sceneBoundingRect().adjusted(-pad, -pad, pad, pad) for b in self.badges if b.isVisible()]
        if self.info.isVisible() and self.info.toPlainText().strip():
            # the info corner too: the contract, trump and marriages stay readable beside the result
            ink = self.info.document().documentMargin() * self.info.scale() - pad  # its margin is blank
            plates.append(self.info.sceneBoundingRect().adjusted(ink, ink, -ink, -ink))
        tops = [edge] + [p.bottom() for p in plates]
        bottoms = [h - edge] + [p.top() for p in plates]
        rooms = []
        for y0 in tops:
            for y1 in bottoms:
                if y1 - y0 < 20:
                    continue
                # the plates reaching into the band split its width: the widest piece left
                cuts = sorted((p.left(), p.right()) for p in plates if p.bottom() > y0 and p.top() < y1)
                x, pieces = edge, []
                for left, right in cuts:
                    if left > x:
                        pieces.append((x, left))
                    x = max(x, right)
                if w - edge > x:
                    pieces.append((x, w - edge))
                for x0, x1 in pieces:
                    if x1 - x0 >= 20:
                        rooms.append(QRectF(x0, y0, x1 - x0, y1 - y0))
        return rooms

    def _beside_the_trick(self, bubble, seat) -> QPointF:
        """Where the player's bubble goes: over his hand, but in the play (a marriage, a closing) beside
        his card in the trick rather than over its lower half, where a low table brings the two together
        (the bubble keeps its gap over the hand's risen cards: layout.BUBBLE_GAP)."""
        at = seat.bubble
        if self.scene.model.phase != "play":
            return at
        trick = seat.trick
        cw, ch = 100 * trick.scale, 140 * trick.scale
        card = QRectF(trick.centre.x() - cw / 2, trick.centre.y() - ch / 2, cw, ch)
        d = self.scene.geo.decor
        r = bubble._rect  # its body, the tail's tip at its origin (cardscene.items.Bubble)
        body = QRectF(at.x() + r.left() * d, at.y() + r.top() * d, r.width() * d, r.height() * d)
        if not body.intersects(card):
            return at
        plates = [b.sceneBoundingRect() for b in self.badges if b.isVisible()]

        def covered(x: float) -> float:
            """How much of the card and the plates the bubble would hide with its middle at ``x``."""
            moved = body.translated(x - at.x(), 0)
            return sum(_area(moved.intersected(p)) for p in [card, *plates])

        # right or left of the card, or where it is: whichever hides the least
        xs = [card.right() + 8 + body.width() / 2, card.left() - 8 - body.width() / 2, at.x()]
        return QPointF(min(xs, key=covered), at.y())

    def _keep_inside(self, item, at: QPointF) -> None:
        item.setPos(at)
        r = item.sceneBoundingRect()
        m = 4.0
        w, h = self.scene.width(), self.scene.height()
        dx = max(0.0, m - r.left()) - max(0.0, r.right() - (w - m))
        dy = max(0.0, m - r.top()) - max(0.0, r.bottom() - (h - m))
        if dx or dy:
            item.setPos(at + QPointF(dx, dy))

    def set_thinking(self, seat: int) -> None:
        """``seat``'s plate shows it is thinking (its dots run); -1: nobody's."""
        self.thinking = seat
        for s, b in enumerate(self.badges):
            b.thinking = s == seat
            b.update()
        if seat >= 0:
            self._dots.start()
        else:
            self._dots.stop()

    def _tick_dots(self, v) -> None:
        if 0 <= self.thinking < len(self.badges):
            self.badges[self.thinking].dots = int(v)  # type: ignore[assignment]  # a Qt Property: the stubs give it no setter

    # ---------------------------------------------------------------- a deal's result

    def result_title(self, summary: dict) -> str:
        m = self.scene.model
        result, dec = summary.get("result"), summary.get("declarer")
        who = m.names[dec] if dec is not None and 0 <= dec < len(m.names) else ""
        if result == "made" and who:
            return tr("%1 made %2", who, summary.get("contract"))
        if result == "failed" and who:
            return tr("%1 failed %2", who, summary.get("contract"))
        if result == "redeal":
            return tr("Redeal")
        if result == "rospis":
            return tr("Rospis")
        if "winner" in summary:  # Sixty-Six: the hand's winner takes its game points
            won = summary.get("winner")
            if won is None or not 0 <= won < len(m.names):
                return tr("Nobody reached 66: a point is carried")
            gained = summary.get("delta", [0] * m.players)[won]
            if is_you(m.names[won]):  # the player's own words: not "You wins", «Вы выигрывает»
                return tr("You win the hand: +%1", gained)
            return tr("%1 wins the hand: +%2", m.names[won], gained)
        return tr("Deal scored")

    def result_lines(self, summary: dict, events=()) -> list:
        """The deal's reasons (``deal_story.deal_reasons``: the contract against the points taken, the
        rounding, bolts and their fines, the barrel), then each seat's change and total."""
        m = self.scene.model
        delta, totals = summary.get("delta"), summary.get("totals", m.scores)
        if not isinstance(delta, list):  # a game whose deal gives game points to its winner only
            return [f"{m.names[s]}: {i18n.number(totals[s])}" for s in range(m.players)]
        if "winner" in summary:
            lines = self._hand_reasons(summary)
        else:
            lines = deal_reasons(summary, m.seat, m.names, events)
        # the same minus sign (U+2212) as the reasons above use: one banner, one way to write −105
        return lines + [f"{m.names[s]}: {i18n.signed(delta[s])}  →  {i18n.number(totals[s])}" for s in range(m.players)]

    def _hand_reasons(self, summary: dict) -> list:
        """Sixty-Six: why the hand's winner scores what he does — schneider, schwarz, a failed closing,
        a wrong claim of 66, a point carried from a hand nobody won — and the card points each took."""
        m = self.scene.model
        names = m.names

        def name(seat):
            return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"

        lines = []
        winner, result = summary.get("winner"), summary.get("result")
        taken = summary.get("taken") or []
        if winner is not None and 0 <= winner < len(names):
            loser = 1 - winner
            won = summary["delta"][winner] - summary.get("carried", 0)
            if result == "closing_failed":
                lines.append(tr("%1 closed the stock and did not reach 66", name(summary.get("closed_by"))))
            elif result == "wrong_out":
                lines.append(tr("%1 announced 66 without having it", name(summary.get("out_by"))))
            elif won == 3:
                lines.append(tr("Schwarz: %1 took no trick", name(loser)))
            elif won == 2:
                lines.append(tr("Schneider: %1 took under 33", name(loser)))
            if summary.get("carried"):
                lines.append(
                    QCoreApplication.translate("Table", "+%n carried from a hand nobody won", None, summary["carried"])
                )
        if len(taken) == len(names) == 2:
            lines.append(tr("Card points: %1 %2 · %3 %4", names[0], taken[0], names[1], taken[1]))
        return lines
