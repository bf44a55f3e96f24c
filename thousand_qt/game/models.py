"""The table and the score sheet as Qt models, fed by the engine's events.

Whatever produces events for one seat (the local engine, a LAN host, a replay) calls
``TableModel.feed(events, view)`` and ``ScoreModel.feed(events)``; the card scene and the
score sheet only ever read these models. ``view`` (a SeatView, or anything with the same
attributes) reconciles the model after a batch: the events drive the animation, the view
is the authority on what the seat may do next.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from engine import cards as C
from thousand_qt.words import i18n
from thousand_qt.words.labels import hand_order

# the actions made of two cards chosen from the hand: the panel fills its page and the table marks them
PAIR_KINDS = ("give", "discard", "discard_give")


def pack_of(game: str) -> int:
    """The cards a game is dealt from (a mask): the engine says (``engine.registry.pack_of``)."""
    from engine.registry import pack_of as engine_pack_of

    return engine_pack_of(game)


def _talon_cards(t) -> list[int]:
    """A talon the view shows: a mask of cards, or a list of cards or their names."""
    return C.cards_of(t) if isinstance(t, int) else [_card(x) for x in t]


def _card(x):
    return C.card(x) if isinstance(x, str) else int(x)


class TableModel(QObject):
    """What one seat knows about the table, event by event.

    Signals: ``eventApplied(event)`` after each event (the scene snapshots a layout step),
    ``synced()`` after a batch is reconciled with the seat's view, ``configured()`` when the model
    starts anew for a table (its seat, seat count and names set, nothing dealt: what a view of the
    last table still shows or has queued belongs to no seat now), ``wasReset()`` after ``reset``.
    """

    eventApplied = Signal(object)
    synced = Signal()
    configured = Signal()
    wasReset = Signal()

    def __init__(self, seat: int = 0, players: int = 3, names=None, parent=None):
        super().__init__(parent)
        self.reveal = False  # a review: every hand is known (``known_in``) and shown face up
        self.configure(seat, players, names)

    def configure(self, seat: int, players: int, names=None):
        self.seat, self.players = seat, players
        self.pack = C.ALL  # the cards in play (1001 has no nines): the others never show
        self.names = list(names) if names else placeholder_names(players)
        self.scores = [0] * players
        self.over = False
        self.winners: list[int] = []
        self.deal_no = 0
        # the talon last turned face up for all (who took it, its cards, in which deal): it can be
        # looked at again after it went into the declarer's hand, as the last trick can
        self.shown_talon: tuple | None = None
        self.clear_deal()
        self.view = None
        self.configured.emit()

    def clear_deal(self):
        n = self.players
        self.dealer, self.seats, self.sitter = None, [], None
        self.phase, self.turn = "idle", None
        self.hand: list[int] = []
        self.counts = {s: 0 for s in range(n)}
        self.known_in: dict[int, set[int]] = {s: set() for s in range(n)}  # cards known to sit in another hand
        self.talon: list[int] = []  # face-up talon cards
        self.talon_count = 0
        self.trick: list = []
        self.last_trick: list = []
        self.piles: dict[int, list] = {s: [] for s in range(n)}
        self.bids: dict = {}  # seat -> ("bid", value, blind) | ("pass",)
        self.declarer = self.contract = self.trump = None
        self.blind: set = set()
        self.announced: list = []
        self.legal: list = []
        # the stock games and the two-player 1000s (SeatView's stock, turned, closed, talons)
        self.stock = 0  # cards left in the drawing stock
        self.turned: int | None = None  # the trump turned up beside the stock
        self.closed = False  # the stock closed: the turned trump lies face down on it
        self.talons: list = []  # per talon: its cards when known, else its count
        self.last_summary = None
        self.redeal_reason = None
        self._my_give = None
        self._my_discard: list = []
        self.laid_away = 0  # cards the declarer laid away face down (1001, the two-player 1000s)
        self.laid_by: int | None = None
        self.laid_cards: list = []  # the ones this seat knows (its own)

    # ---------------------------------------------------------------- feeding

    def note_own_action(self, action) -> None:
        """The controller tells the model what this seat just did (a face-down give names no card)."""
        if action.kind == "give":
            self._my_give = list(action.value)
        elif action.kind == "discard":
            self._my_discard = list(action.value)
        elif action.kind == "discard_give":  # the first card laid away, the second given
            self._my_discard, self._my_give = [action.value[0]], [action.value[1]]

    def feed(self, events, view=None) -> None:
        for e in events:
            if e.visible_to(self.seat):
                self._apply(e)
                self.eventApplied.emit(e)
        if view is not None:
            self.reconcile(view)
        self.synced.emit()

    def reset(self, view=None, history=()) -> None:
        """Rebuild silently from past events and the current view (resume, undo, joining)."""
        self.configure(self.seat, self.players, self.names)
        for e in history:
            if e.visible_to(self.seat):
                self._apply(e)
        if view is not None:
            self.reconcile(view)
        self.past = [e for e in history if e.visible_to(self.seat)]  # the table's banner: a deal's whole reasons
        self.wasReset.emit()

    def reconcile(self, v) -> None:
        self.view = v
        rules = getattr(v, "rules", None)
        # the rules' pack (Schnapsen's agreement leaves the nines out), else the game's
        self.pack = C.ALL if rules is None else getattr(rules, "pack", None) or pack_of(rules.game)
        self.phase, self.turn = v.phase, v.turn
        if v.phase == "over":
            self.over = True
        mine = set(C.cards_of(v.hand))
        self.hand = hand_order(mine) if set(self.hand) != mine else self.hand
        for s, n in v.hand_counts.items():
            self.counts[s] = n
        self.trick = list(v.trick)
        self.trump, self.declarer, self.contract = v.trump, v.declarer, v.contract
        self.scores = list(v.scores)
        self.blind = set(v.blind_seats)
        self.legal = list(v.legal)
        if v.last_trick:
            self.last_trick = list(v.last_trick)
        self.stock, self.turned = getattr(v, "stock", 0), getattr(v, "turned", None)
        self.closed = getattr(v, "closed", False)
        if v.phase == "auction" and not self.stock:  # the talon untouched: what the hands leave of the pack
            self.talon_count = max(0, bin(self.pack).count("1") - sum(v.hand_counts.values()))
        self._reconcile_talons(getattr(v, "talons", None) or [])

    def _reconcile_talons(self, talons: list) -> None:
        """The view gives each talon's cards when this seat may see them, else None: a hidden one's
        count is what is left of the pack once every card this seat can place is counted."""
        if talons:
            self.talon_count = 0  # two talons, not 1000's one
        hidden = [i for i, t in enumerate(talons) if t is None]
        # a talon the declarer took is shown to all: its cards lie in his hand now, and where it lay
        # the cards he laid away lie face down
        elsewhere = set(self.hand) | {c for _, c in self.trick} | {c for p in self.piles.values() for c in p}
        elsewhere |= {c for cs in self.known_in.values() for c in cs}
        out: list = []
        for t in talons:
            if t is None:
                out.append(0)
                continue
            left = [c for c in _talon_cards(t) if c not in elsewhere]
            out.append(self.laid_away or left)
        if hidden:
            placed = len(self.hand) + len(self.trick) + self.stock
            placed += sum(n for s, n in self.counts.items() if s != self.seat)
            placed += sum(len(p) for p in self.piles.values())
            placed += sum(len(t) if isinstance(t, list) else t for t in out)
            rest = max(0, 24 - placed)
            for j, i in enumerate(hidden):
                out[i] = rest // len(hidden) + (1 if j < rest % len(hidden) else 0)
        self.talons = out

    def _apply(self, e) -> None:  # noqa: C901 - one branch per event kind
        k, d, s = e.kind, e.data or {}, e.seat
        if k == "dealt":
            self.clear_deal()
            self.deal_no += 1
            self.dealer, self.seats, self.sitter = d["dealer"], list(d["seats"]), d.get("sitter")
            if "stock" in d:  # a stock game: what the stock leaves of the pack, dealt evenly, no auction
                self.stock = d["stock"]
                each = (24 - self.stock) // max(1, len(self.seats))
                self.counts = {x: (each if x in self.seats else 0) for x in range(self.players)}
                self.phase = "play"
            else:
                self.counts = {x: (7 if x in self.seats else 0) for x in range(self.players)}
                self.talon_count = 3
                self.phase = "auction"
        elif k == "hand":
            self.hand = hand_order(_card(x) for x in d["cards"])
            if self.phase == "auction" and self.seat in self.seats and self.hand:
                # a new deal: each seat was dealt as many as I was, the rest of the pack is the talon
                # (1000's three, 1001's two, none in Russeln; two talons are the view's to split)
                n = len(self.hand)
                self.counts = {x: (n if x in self.seats else 0) for x in range(self.players)}
                self.talon_count = max(0, bin(self.pack).count("1") - n * len(self.seats))
        elif k == "bid":
            self.bids[s] = ("bid", d["bid"], bool(d.get("blind")))
            if d.get("blind"):
                self.blind.add(s)
        elif k == "passed":
            self.bids[s] = ("pass",)
        elif k == "looked":
            self.blind.discard(s)
        elif k == "unhidden":
            self.blind.discard(d.get("blind"))
        elif k == "contract_won":
            self.declarer, self.contract = s, d["bid"]
            self.phase = "talon"
        elif k == "talon_shown":
            self.talon = [_card(x) for x in d["cards"]]
            self.shown_talon = (s, list(self.talon), self.deal_no)
            if 0 <= d.get("talon", -1) < len(self.talons):  # two talons: the one exposed lies face up in its place
                self.talons[d["talon"]] = list(self.talon)
        elif k == "talon_taken":
            if s != self.seat:
                self.counts[s] += d.get("count", self.talon_count)  # two talons: the one taken
                self.known_in[s] |= set(self.talon)
            if 0 <= d.get("talon", -1) < len(self.talons):
                self.talons[d["talon"]] = 0  # in the declarer's hand now
            self.talon, self.talon_count = [], 0
        elif k == "talon_cards":
            self.hand = hand_order(set(self.hand) | {_card(x) for x in d["cards"]})
        elif k == "gave":
            to = d["to"]
            card = _card(d["card"]) if "card" in d else None
            if s == self.seat:
                if card is None and self._my_give:
                    card = self._my_give.pop(0)
                if card is not None and card in self.hand:
                    self.hand = [c for c in self.hand if c != card]
            else:
                self.counts[s] -= 1
                if card is not None:
                    self.known_in[s].discard(card)
            if to != self.seat:
                self.counts[to] += 1
                if card is not None:
                    self.known_in[to].add(card)
        elif k == "discarded":
            known = [_card(x) for x in d.get("cards", [])] or (list(self._my_discard) if s == self.seat else [])
            self.laid_away, self.laid_by, self.laid_cards = d.get("count", len(known)), s, known
            if s == self.seat:
                self.hand = [c for c in self.hand if c not in known]
            else:
                self.counts[s] = max(0, self.counts[s] - self.laid_away)
        elif k == "received":
            self.hand = hand_order(set(self.hand) | {_card(d["card"])})
        elif k == "contract_set":
            self.contract = d["contract"]
        elif k == "play_started":
            self.phase = "play"
            self.bids = {}
        elif k == "card_played":
            c = _card(d["card"])
            if s == self.seat:
                self.hand = [x for x in self.hand if x != c]
            else:
                self.counts[s] = max(0, self.counts[s] - 1)
                self.known_in[s].discard(c)
            self.trick.append((s, c))
        elif k in ("marriage_announced", "marriage_shown"):
            self.announced.append((s, d["suit"], d["points"]))
            if k == "marriage_shown" and s != self.seat:  # Sixty-Six: shown, its king and queen stay in hand
                self.known_in[s] |= {C.card("K" + d["suit"]), C.card("Q" + d["suit"])}
        elif k == "trump_changed":
            self.trump = d["suit"] if isinstance(d["suit"], int) else C.SUITS.index(d["suit"])
            if "turned" in d:  # Sixty-Six: the trump turned up beside the stock (counted in it: drawn last)
                self.turned = _card(d["turned"])
        elif k == "drew":
            self._drew(s, d)
        elif k == "stock_closed":
            self.closed = True
        elif k == "trump_exchanged":
            self._exchanged(s, _card(d["card"]), _card(d["nine"]))
        elif k == "trick_taken":
            self.last_trick = list(self.trick)
            self.piles[s] += [c for _, c in self.trick]
            self.trick = []
        elif k == "redeal":
            self.redeal_reason = d.get("reason")
        elif k == "deal_scored":
            self.last_summary = dict(d)
            self.scores = list(d.get("totals", d.get("scores", self.scores)))
            self.phase = "done"
        elif k == "game_won":
            self.over, self.winners = True, list(d.get("winners", [s]))

    def _drew(self, s: int, d: dict) -> None:
        """A card from the stock: mine named to me; the turned trump, drawn last, named to both."""
        card = _card(d["card"]) if "card" in d else None
        if s == self.seat and card is not None:
            self.hand = hand_order(set(self.hand) | {card})
        else:
            self.counts[s] += 1
            if card is not None:
                self.known_in[s].add(card)
        if d.get("turned"):
            self.turned = None
        self.stock = d.get("stock", max(0, self.stock - 1))

    def _exchanged(self, s: int, turned: int, nine: int) -> None:
        """The trump nine laid beside the stock in place of the turned trump, which goes to its hand."""
        if s == self.seat:
            self.hand = hand_order((set(self.hand) - {nine}) | {turned})
        else:
            self.known_in[s].discard(nine)
            self.known_in[s].add(turned)
        self.turned = nine

    # ---------------------------------------------------------------- reading

    def my_legal(self, kind=None):
        return [a for a in self.legal if a.seat == self.seat and (kind is None or a.kind == kind)]

    def playable(self) -> set:
        return {a.value for a in self.my_legal("play")}

    def relative(self, seat: int) -> int:
        """0 = this seat, 1 = next clockwise (on the left), ..."""
        return (seat - self.seat) % self.players


# -------------------------------------------------------------------- score sheet

MarksRole = Qt.ItemDataRole.UserRole + 1
DeltaRole = Qt.ItemDataRole.UserRole + 3
StartRole = Qt.ItemDataRole.UserRole + 4  # True on the first line of a game carried over


tr = i18n.translator("ScoreModel")


def placeholder_names(players: int) -> list:
    """Seats before a game names them."""
    return [tr("Player %1", i + 1) for i in range(players)]


def _start_row(start, players: int) -> dict | None:
    """The line a game carried over begins with on paper: the scores it started from (with the
    zeros and barrels it brought along as marks), or None when it starts from all zero."""
    start = start if isinstance(start, dict) else {}
    scores = start.get("scores")
    if not isinstance(scores, list) or len(scores) != players or not any(scores):
        return None
    zeros = start.get("zeros") if isinstance(start.get("zeros"), list) else []
    barrel = start.get("barrel") if isinstance(start.get("barrel"), list) else []
    marks = []
    for s in range(players):
        m = {}
        if s < len(zeros) and zeros[s]:
            m["zero"] = zeros[s]
        if s < len(barrel) and barrel[s] is not None:
            m["barrel"] = True
        marks.append(m)
    return {"start": True, "totals": list(scores), "delta": [0] * players, "marks": marks}


class ScoreModel(QAbstractTableModel):
    """Deals × players. DisplayRole: the running total (as written on paper); MarksRole: a dict
    of the marks for that cell (contract made/failed, rospis, zero, barrel, penalty, dump truck,
    redeal); DeltaRole: what the deal added; StartRole: True on the first line of a game that
    starts from scores other than all zero (the scores it started from). The sheet's animation of
    a new row is the view's (``scoresheet.ScoreDelegate``): the model holds only the scores.

    ``rows`` holds the deals only; the starting line, when there is one, is model row 0 before them."""

    totalsChanged = Signal(list)

    def __init__(self, names=None, parent=None):
        super().__init__(parent)
        self.names = list(names or placeholder_names(3))
        self.rows: list[dict] = []
        self._pending: dict = {}
        self._on_barrel: set = set()
        self.base: list[int] | None = None  # the totals shown before any deal is scored
        self.start: dict | None = None  # the game's starting position (a record's ``start``)
        self.start_row: dict | None = None

    def configure(self, names, base=None, start=None):
        """Begin a sheet: ``start`` is the game's starting position as a record's ``start`` holds it
        (None: not known); ``base`` the totals before any deal (by default the start's scores)."""
        self.beginResetModel()
        self.names = list(names)
        self.base = list(base) if base is not None else None
        self.start = dict(start) if isinstance(start, dict) else None
        self.start_row = _start_row(self.start, len(self.names))
        self.rows, self._pending = [], {}
        barrel = (self.start or {}).get("barrel")
        self._on_barrel = {s for s, b in enumerate(barrel) if b is not None} if isinstance(barrel, list) else set()
        self.endResetModel()
        self.totalsChanged.emit(self.totals())

    def totals(self) -> list[int]:
        if self.rows:
            return list(self.rows[-1]["totals"])
        if self.base is not None:
            return list(self.base)
        return list(self.start_row["totals"]) if self.start_row else [0] * len(self.names)

    def _lead(self) -> int:
        """Model rows before the first deal: 1 with a starting line, else 0."""
        return 1 if self.start_row else 0

    def _row(self, r: int) -> dict | None:
        i = r - self._lead()
        if i < 0:
            return self.start_row if r == 0 else None
        return self.rows[i] if i < len(self.rows) else None

    def feed(self, events) -> None:
        for e in events:
            self._apply(e)

    def _mark(self, seat, key, value=True):
        self._pending.setdefault(seat, {})[key] = value

    def _apply(self, e) -> None:
        k, d, s = e.kind, e.data or {}, e.seat
        if k == "zero":
            self._mark(s, "zero", d.get("count", 1))
        elif k == "penalty":
            m = self._pending.setdefault(s, {})
            m["penalty"] = m.get("penalty", 0) + d.get("points", 0)
        elif k == "barrel_mounted":
            self._on_barrel.add(s)
            self._mark(s, "barrel_mounted")
        elif k == "barrel_fell":
            self._on_barrel.discard(s)
            self._mark(s, "barrel_fell")
        elif k == "barrel_left":
            self._on_barrel.discard(s)
        elif k == "dump_truck":
            self._mark(s, "dump_truck")
        elif k == "deal_scored":
            n = len(self.names)
            marks = []
            for seat in range(n):
                m = dict(self._pending.get(seat, {}))
                if seat in self._on_barrel:
                    m["barrel"] = True
                if seat == d.get("declarer"):
                    m["declarer"] = d.get("result")
                    m["contract"] = d.get("contract")
                if d.get("result") == "redeal":
                    m["redeal"] = True
                self._stock_game_marks(m, seat, d)
                marks.append(m)
            row = {"summary": dict(d), "totals": list(d["totals"]), "delta": list(d["delta"]), "marks": marks}
            self._pending = {}
            i = self._lead() + len(self.rows)
            self.beginInsertRows(QModelIndex(), i, i)
            self.rows.append(row)
            self.endInsertRows()
            self.totalsChanged.emit(self.totals())

    @staticmethod
    def _stock_game_marks(m: dict, seat: int, d: dict) -> None:
        """Sixty-Six: the hand's winner and the game points carried from a hand nobody won; the card
        points each took (what the sheet's tooltip says of a hand)."""
        if "winner" not in d:
            return
        if d.get("result") == "nobody":
            m["carry"] = True
        elif seat == d.get("winner") and d.get("carried"):
            m["carried"] = d["carried"]
        taken = d.get("taken")
        if isinstance(taken, list) and seat < len(taken):
            m["card_points"] = taken[seat]

    # ---------------------------------------------------------------- Qt model API

    def rowCount(self, parent=None):
        return 0 if parent is not None and parent.isValid() else self._lead() + len(self.rows)

    def columnCount(self, parent=None):
        return 0 if parent is not None and parent.isValid() else len(self.names)

    def data(self, index, role=Qt.ItemDataRole.DisplayRole):
        row = self._row(index.row()) if index.isValid() else None
        if row is None or not (0 <= index.column() < len(self.names)):
            return None
        col = index.column()
        if role == StartRole:
            return bool(row.get("start"))
        if role == Qt.ItemDataRole.DisplayRole:
            return i18n.number(row["totals"][col])
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row, col)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == MarksRole:
            return dict(row["marks"][col])
        if role == DeltaRole:
            return row["delta"][col]
        return None

    def _tooltip(self, row, col):
        m = row["marks"][col]
        if row.get("start"):
            parts = [tr("starting score: %1", i18n.number(row["totals"][col]))]
            if m.get("zero"):
                parts.append(tr("zeros (bolts) so far: %1", m["zero"]))
            if m.get("barrel"):
                parts.append(tr("on the barrel"))
            return "\n".join(parts)
        parts = [tr("%1 (%2)", i18n.number(row["totals"][col]), i18n.signed(row["delta"][col]))]
        res = m.get("declarer")
        if res:
            label = {
                "made": tr("contract %1 made"),
                "failed": tr("contract %1 failed"),
                "rospis": tr("rospis of %1"),
                "spisat": tr("wrote off %1"),
                "give_up": tr("gave up %1"),
                "surrender": tr("surrendered %1"),
            }.get(res, res)
            parts.append(i18n.fill(label, m.get("contract")))
        if m.get("zero"):
            parts.append(tr("zero (bolt) no. %1", m["zero"]))
        if m.get("penalty"):
            # QCoreApplication.translate itself, so lupdate finds the plural message
            parts.append(QCoreApplication.translate("ScoreModel", "penalty: %n point(s)", None, abs(int(m["penalty"]))))
        if m.get("barrel_mounted"):
            parts.append(tr("mounted the barrel"))
        elif m.get("barrel"):
            parts.append(tr("on the barrel"))
        if m.get("barrel_fell"):
            parts.append(tr("fell off the barrel"))
        if m.get("dump_truck"):
            parts.append(tr("dump truck: back to 0"))
        if m.get("redeal"):
            parts.append(tr("redeal"))
        if "card_points" in m:
            parts.append(tr("card points taken: %1", m["card_points"]))
        if m.get("carried"):
            parts.append(tr("with %1 carried from a hand nobody won", m["carried"]))
        if m.get("carry"):
            parts.append(tr("nobody reached 66: a game point goes to the next hand's winner"))
        return "\n".join(parts)

    def headerData(self, section, orientation, role=Qt.ItemDataRole.DisplayRole):
        horizontal = orientation == Qt.Orientation.Horizontal
        start = not horizontal and self.start_row is not None and section == 0
        if role == Qt.ItemDataRole.ToolTipRole:
            if horizontal:
                return self.names[section] if 0 <= section < len(self.names) else None  # in full, when cut short
            return tr("The scores the game started from") if start else None
        if role == Qt.ItemDataRole.FontRole and start:
            from PySide6.QtGui import QFont

            font = QFont()
            font.setItalic(True)
            return font
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if horizontal:
            return self.names[section] if 0 <= section < len(self.names) else None
        if start:
            return tr("Start")
        deal = section - self._lead()
        return str(deal + 1) if 0 <= deal < len(self.rows) else None

    def flags(self, index):
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemNeverHasChildren


__all__ = [
    "TableModel",
    "ScoreModel",
    "MarksRole",
    "DeltaRole",
    "StartRole",
    "QPersistentModelIndex",
]
