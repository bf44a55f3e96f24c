"""The two-player 1000s' compiled ISMCTS (engine/ai/_ismcts_two.c over engine/ai/ismcts_core.h), seen
from a seat's view: Auction 1000 for two and Russian 1000 for two.

Hard searches with it (engine/ai/two.py); tools.ismcts's yardstick is the same core with fixed
iterations and no time limit. This module turns a view into the core's state and the hidden cards'
constraints (the opponent's hand, the unused talon or talons, his face-down lay-away; his voids, a
marriage partner he showed, the card given to him, the shown talon's cards never in the unused
talon), and the core's move back into the engine's Action, which is one of the view's legal actions.

The whole deal is searched in one tree: the auction (the lowest bid or the pass), the talon, the
lay-away, the raise, the play. Two narrowings: at the root the lay-away is chosen among the
heuristic's best eight (engine.ai.two.lay_moves), deeper in the tree and in the play-outs the
core's own rule of thumb lays away; the talon taken is always the first (both lie face down: no view
tells them apart). It plays the presets' agreements and those it reads as parameters (``READ``);
``supported`` tells a table it does not play, where hard keeps its double-dummy search.

``core`` is None where the extension is not built (or a stale build, or THOUSAND_PURE_PYTHON=1).
"""

from __future__ import annotations

from .. import cards as C
from ..actions import Action
from ..agreements import Rules, agreements_of
from ..games.thousand.state import SHAPES
from ..phase import AUCTION, CONTRACT, PLAY, TALON
from ..tricks import trick_winner
from .base import native

VERSION = 3  # the C module's ISMCTS_TWO_VERSION this bridge speaks to

try:
    from . import _ismcts_two as built  # type: ignore[attr-defined]  # built by setup.py, no stub
except ImportError:  # pragma: no cover - an install without a C compiler
    built = None
compiled, core = native(built, VERSION)

GAMES = ("auction_two", "russian_two")
QUIET, BID, PASS, TALON_MOVE, CONTRACT_MOVE, REDEAL, LAY = 24, 48, 130, 131, 140, 230, 256
PHASES = {AUCTION: 0, TALON: 1, CONTRACT: 3, PLAY: 4}  # TALON with a talon taken: 2 (the lay-away)
# the agreements the core reads as parameters: any value is played; every other must be the preset's
READ = {"must_trump", "first_trick_marriage", "defenders_exact", "bid_above_120_without_marriage", "bid_step"}
READ |= {"barrel_at", "win_over_1000", "rospis_limit"}  # the lock's threshold (a flag per seat); the game's end
REWARD_SCALE = 400  # the core's rewards are the deal's score difference over this


def laid_away(v) -> int:
    """The cards this seat laid away itself (the declarer's discards; the view keeps them in
    ``extra``): out of play, and known to him."""
    names = (v.extra or {}).get("discarded") or []
    return C.mask([C.card(n) for n in names])


def shown_talon(v) -> int:
    """The talon the declarer took, shown to both (0 before)."""
    m = 0
    for t in v.talons or []:
        if t is not None:
            m |= t
    return m


def lay_kind(rules) -> str:
    """The lay-away's action: two cards laid away, or (Russian, the shape's ``give``) one laid away
    and one given to the opponent."""
    return "discard_give" if SHAPES[rules.game].give else "discard"


def supported(rules) -> bool:
    """Does the core play these rules: one of the two games, every agreement it does not read at
    the preset's value (the lock or no barrel, no zeros, no bomba, four nines after the exchange)?"""
    if rules.game not in GAMES:
        return False
    preset = Rules(game=rules.game)
    return (
        all(
            rules.values.get(a.id, a.default) == preset.values.get(a.id, a.default)
            for a in agreements_of(rules.game)
            if a.id not in READ
        )
        and rules.bid_step % 5 == 0
    )


def params(rules, scores) -> dict:
    """The game's parameters for the core, and who is locked (Auction's lock from 900: a locked
    player scores only as the bidder)."""
    shape = SHAPES[rules.game]  # the deal's numbers as the engine has them
    lock = rules.barrel_mode == "lock"
    return {
        "step": rules.bid_step,
        "opening": shape.opening,
        "tsize": shape.talons[0],
        "give": shape.give,
        "sweep": int(shape.sweep_120),
        "ftm": int(bool(rules.first_trick_marriage)),
        "must_trump": int(bool(rules.must_trump)),
        "above120": int(bool(rules.bid_above_120_without_marriage)),
        "exact": int(bool(rules.defenders_exact)),
        "locked0": int(lock and rules.barrel_at <= scores[0]),
        "locked1": int(lock and rules.barrel_at <= scores[1]),
    }


def to_action(seat: int, m: int, rules) -> Action:
    """The core's move number as the engine's action."""
    if m < QUIET:
        return Action(seat, "play", m)
    if m < BID:
        return Action(seat, "play", m - QUIET, announce=False)
    if m < PASS:
        return Action(seat, "bid", (m - BID) * 5)
    if m == PASS:
        return Action(seat, "pass")
    if m < CONTRACT_MOVE:
        return Action(seat, "talon", m - TALON_MOVE)
    if m < REDEAL:
        return Action(seat, "contract", (m - CONTRACT_MOVE) * 5)
    if m == REDEAL:
        return Action(seat, "redeal")
    a, b = divmod(m - LAY, 24)
    return Action(seat, lay_kind(rules), (a, b))


def to_move(a: Action) -> int:
    """The engine's action as the core's move number."""
    if a.kind == "play":
        return a.value + (QUIET if a.announce is False else 0)
    if a.kind == "bid":
        return BID + a.value // 5
    if a.kind == "contract":
        return CONTRACT_MOVE + a.value // 5
    if a.kind in ("discard", "discard_give"):
        return LAY + 24 * a.value[0] + a.value[1]
    return {"pass": PASS, "talon": TALON_MOVE + (a.value or 0), "redeal": REDEAL}[a.kind]


def tricks_won(v) -> list:
    """Each seat's tricks so far, from the view's history: the tricks replayed with the trump each
    was played under (a marriage's lead makes trumps at once: the first lead of its king or queen
    by the seat that announced it)."""
    announced = {(seat, C.SUITS.index(label)) for seat, label, _ in v.announced if label != "A"}
    plays = [(r["seat"], C.card(r["play"])) for r in v.history if "play" in r]
    won, trump, used = [0, 0], None, set[tuple[int, int]]()
    for i in range(0, len(plays) - 1, 2):
        (seat, c), second = plays[i], plays[i + 1]
        if C.rank(c) in (C.KING, C.QUEEN) and (seat, C.suit(c)) in announced - used:
            used.add((seat, C.suit(c)))
            trump = C.suit(c)
        won[trick_winner([(seat, c), second], trump)] += 1
    return won


def state_of_view(v, cand=(), using=None, rspan: int = 80):
    """The core's state of view ``v`` (the opponent holding only the cards the view places in his
    hand) and the hidden cards' constraints: (state, hidden). ``cand``: the lay-aways the root
    tries (move numbers); ``using``: the core to make it for (the compiled one by default);
    ``rspan``: the most the search raises the contract by (in tens)."""
    me, opp = v.seat, 1 - v.seat
    chosen = next((k for k, t in enumerate(v.talons or []) if t is not None), -1)
    shown = shown_talon(v)
    mine_laid = laid_away(v)
    # the cards whose place the view gives: the opponent's shown ones
    fixed = 0
    for to, c in v.given_known.items():
        if to == opp and not v.played >> c & 1:
            fixed |= 1 << c  # the card the declarer gave him (Russian)
    for seat, label, _ in v.announced:
        if seat == opp and label != "A":  # he held both: the partner he has not played is his
            fixed |= C.MARRIAGE_MASK[C.SUITS.index(label)] & ~v.played & ~v.hand
    unknown = v.unseen() & ~mine_laid & ~fixed
    hands = [0, 0]
    hands[me], hands[opp] = v.hand, fixed
    talons = [0, 0]
    if chosen >= 0:
        talons[chosen] = shown
    no_opp = 0
    for s in v.voids.get(opp, ()):
        no_opp |= C.SUIT_MASK[s]
    opp_declarer = v.declarer == opp
    lay_done = v.phase in (CONTRACT, PLAY)
    n_laid = (1 if SHAPES[v.rules.game].give else 2) if opp_declarer and lay_done else 0
    phase = PHASES[v.phase] if not (v.phase == TALON and chosen >= 0) else 2
    tw = tricks_won(v)
    contract_set = int(not any(a.kind == "contract" for a in v.legal)) if v.phase == CONTRACT else 0
    fields = {
        "h0": hands[0],
        "h1": hands[1],
        "talon0": talons[0],
        "talon1": talons[1],
        "laid": mine_laid,
        "bid": v.bid or 0,
        "contract": v.contract or 0,
        "cp0": v.card_points.get(0, 0),
        "cp1": v.card_points.get(1, 0),
        "mar0": v.marriages.get(0, 0),
        "mar1": v.marriages.get(1, 0),
        "phase": phase,
        "turn": v.turn,
        "first": v.seats[0],
        "high": -1 if v.high is None else v.high,
        "declarer": -1 if v.declarer is None else v.declarer,
        "chosen": chosen,
        "contract_set": contract_set,
        "lead": v.trick[0][1] if v.trick else -1,
        "leadseat": v.trick[0][0] if v.trick else -1,
        "trump": -1 if v.trump is None else v.trump,
        "tricks": v.tricks_played,
        "tw0": tw[0],
        "tw1": tw[1],
        "dec_announced": int(any(seat == v.declarer for seat, _, _ in v.announced)),
        "cand": list(cand),
        "rspan": rspan,
        **params(v.rules, v.scores),
    }
    hidden = {
        "unknown": unknown,
        "no_opp": no_opp & unknown,
        "no_out": shown & unknown if opp_declarer else 0,
        "need": v.hand_counts.get(opp, 0) - C.count(fixed),
        "n_laid": n_laid,
        "opp": opp,
    }
    return (using or compiled).make(fields), hidden


def search(
    v,
    iterations: int,
    seed: int,
    c: float,
    policy: int,
    seconds: float = 0.0,
    stop=None,
    using=None,
    cand=(),
    rspan: int = 80,
):
    """The ISMCTS from view ``v`` (its seat to act, more than one legal action, not the talon's
    choice): [(action, visits, mean score difference in points)], most visited first; stopped after
    ``seconds`` (0: none) or once ``stop()`` is true. ``using``: the core (the compiled one by
    default, even under THOUSAND_PURE_PYTHON for the yardstick); ``cand``: at the lay-away, the
    pairs the root tries (move numbers: engine.ai.two.lay_moves); ``rspan``: the most the search
    raises the contract by (the yardstick's 80)."""
    using = using or compiled
    if using is None:
        raise RuntimeError("engine.ai._ismcts_two is not built (pip install -e . builds it)")
    state, hidden = state_of_view(v, cand, using, rspan)
    rows = using.search(state, hidden, v.seat, int(iterations), seed, float(c), int(policy), float(seconds), stop)
    rows.sort(key=lambda r: (-r[1], r[0]))
    legal = {to_move(a): a for a in v.legal}
    return [(legal[m], n, REWARD_SCALE * mean) for m, n, mean in rows if m in legal and n > 0]
