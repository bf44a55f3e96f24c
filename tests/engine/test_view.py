"""SeatView.to_dict / from_dict: one serialisation of a seat's view (the LAN protocol sends it)."""

import dataclasses
import json
import random

import pytest

from engine.agreements import Rules
from engine.game import apply, legal_actions, new_game
from engine.view import SeatView, view


def _views_of_a_game(preset, players, seed, steps=60):
    g = new_game(Rules(preset), players=players, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if g.over:
            break
        for s in g.deal.seats:
            yield view(g, s)
        apply(g, rng.choice(legal_actions(g, g.deal.turn)))


@pytest.mark.parametrize("preset,players,seed", [("russian", 3, 1), ("polish", 3, 2), ("lviv", 4, 3)])
def test_a_view_survives_json(preset, players, seed):
    for v in _views_of_a_game(preset, players, seed):
        back = SeatView.from_dict(json.loads(json.dumps(v.to_dict())))
        for f in dataclasses.fields(SeatView):
            if f.name == "rules":
                assert back.rules.values == v.rules.values
            else:
                assert getattr(back, f.name) == getattr(v, f.name), f.name


def test_a_malformed_view_is_refused_plainly():
    g = new_game(Rules("russian"), seed=1)
    good = view(g, 0).to_dict()
    for key, bad in (("hand", ["ZZ"]), ("hand_counts", [1]), ("rules", {"preset": "nowhere"}), ("legal", [{}])):
        with pytest.raises((KeyError, TypeError, ValueError)):
            SeatView.from_dict({**good, key: bad})
    with pytest.raises(KeyError):
        SeatView.from_dict({k: v for k, v in good.items() if k != "trick"})


def test_a_game_not_yet_dealt_has_no_view():
    g = new_game(Rules("russian"), seed=1, auto_deal=False)
    with pytest.raises(ValueError, match="not been dealt"):
        view(g, 0)
