"""Small builders for rules tests: a game with chosen cards, actions in record form."""

from engine import cards as C
from engine.actions import Action
from engine.agreements import Rules
from engine.game import apply, new_game, start_deal
from engine.games.thousand import scoring


def deal(hands, talon, dealer=0, players=3, start=None, **agreements):
    """A game whose first deal has these cards ("AH TH ..." strings), waiting for its auction."""
    preset = agreements.pop("preset", "russian")
    g = new_game(Rules(preset, agreements), players=players, dealer=dealer, start=start, auto_deal=False)
    start_deal(
        g, {s: [C.card(x) for x in h.split()] for s, h in enumerate(hands) if h}, [C.card(x) for x in talon.split()]
    )
    return g


def act(g, *records):
    events = []
    for r in records:
        events += apply(g, Action.from_record(r))
    return events


def force_result(g, card_points, marriages=None):
    """Finish the current deal (after the exchange) as if its tricks held these points."""
    d = g.deal
    for s in d.seats:
        d.card_points[s] = card_points.get(s, 0)
        d.marriages[s] = (marriages or {}).get(s, 0)
    d.after_give = d.after_give or dict(d.hands)
    return scoring.settle_played(g, d)


# A deal where seat 1 (after dealer 0) has a hearts marriage, seat 2 spades; nines spread.
HANDS = ["9S JS QD 9C JC TD 9D", "KH QH AH TH AS TS JH", "KS QS AC TC KC QC AD"]
TALON = "9H KD JD"


def agreement_value(a, rnd):
    """A random value an agreement may take: a side, a choice, or one of its notable numbers."""
    if a.type == "bool":
        return rnd.random() < 0.5
    if a.type == "choice":
        return rnd.choice(a.choices)
    return rnd.choice(sorted({a.default, a.min, a.max, *a.presets.values()}))
