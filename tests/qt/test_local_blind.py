"""A local table hides the cards of a blind choice as a LAN table does (issue 36: "The blind choice ...
hidden by the engine's view, so a local table and a LAN table hide the same"). Rule texts: "Some allow
a player to bid "blind" - that is, without looking at his hand" (001); "Each player ... can order a
Blind Game before the cards are revealed" (003). The LAN side: tests/net/test_lan_dark.py."""

from __future__ import annotations

from engine import Action, Rules
from engine import cards as C


def _table(qtbot, agreements):
    from thousand_qt.game.source import LocalGameSource

    src = LocalGameSource.new(Rules("russian", agreements), 3, 0, {1: "random", 2: "random"}, ["A", "B", "C"], seed=5)
    got: list = []
    src.updated.connect(lambda events, v: got.append((events, v)))
    src.start()
    return src, got


def test_a_local_seat_sees_its_cards_only_after_its_blind_choice(qtbot):
    src, got = _table(qtbot, {"blind": "any"})
    try:
        events, v = got[0]
        assert not [e for e in events if e.kind == "hand"]  # the deal's hand event is held back
        assert v.hand == 0 and Action(0, "look") in v.legal
        src.submit(Action(0, "look"))  # "Look at my cards"
        events, v = got[-1]
        assert [e.kind for e in events] == ["hand"]
        assert v.hand == C.mask([C.card(x) for x in events[0].data["cards"]]) != 0
        assert "blind" not in {a.kind for a in v.legal}  # it has seen them: no blind bid any more
    finally:
        src.stop()


def test_without_blind_bids_a_local_seat_gets_its_cards_at_once(qtbot):
    src, got = _table(qtbot, {"blind": "off"})
    try:
        events, v = got[0]
        assert [e.kind for e in events if e.kind == "hand"] == ["hand"] and v.hand != 0
        assert "look" not in {a.kind for a in v.legal}
    finally:
        src.stop()
