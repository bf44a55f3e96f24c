"""Deals no guest can predict (issue 42, item 1). A guest saw its first hand in the order it was dealt
and searched the host's 32-bit seed (``secrets.randbits(32)`` seeding a Mersenne Twister) back from
it, then predicted every hidden card of the game. The host's seed source is made small here
(``secrets.randbits`` answers below 2**16), so a search over all of it is quick: against the old host
it finds the seed from the first hand and reproduces the whole deal; now nothing a guest sees is
derived from that source. And every hand arrives sorted, never in dealing order."""

from __future__ import annotations

import secrets

import pytest

from engine import Rules, new_game
from engine import cards as C
from engine.actions import EventKind
from engine.agreements import GAMES
from engine.game import playable_games
from thousand_qt.net.client import ClientSession, ComputerClient
from thousand_qt.net.host import HostServer

SEARCH = 1 << 16  # the seed source's size in this test (the real old one: 2**32)
TABLES = [(g, GAMES[g].seats[0]) for g in playable_games()] + [("thousand", 4)]


def _hands_seen(msgs: list[dict], seat: int) -> list[list[str]]:
    """Every ``hand`` event sent to the seat, as the wire carried it."""
    return [
        e["data"]["cards"]
        for m in msgs
        if m["t"] == "events"
        for e in m["events"]
        if e["kind"] == "hand" and e["seat"] == seat
    ]


def _first_hand(rules: Rules, players: int, seed: int, seat: int) -> list[str] | None:
    g = new_game(rules, players, seed=seed)
    return next((e.data["cards"] for e in g.opening_events if e.kind == EventKind.HAND and e.seat == seat), None)


def _whole_first_deal(rules: Rules, players: int, seed: int) -> list[set[str]]:
    from engine.record import to_record

    return [set(h) for h in to_record(new_game(rules, players, seed=seed))["deals"][0]["hands"]]


@pytest.mark.parametrize("game,players", TABLES, ids=[f"{g}-{n}" for g, n in TABLES])
def test_a_guest_cannot_find_the_seed_of_its_hand(qtbot, monkeypatch, game, players):
    real = secrets.randbits
    monkeypatch.setattr(secrets, "randbits", lambda k: real(16))
    rules = Rules(game=game)
    host = HostServer("Secret", players, rules, listen="127.0.0.1", advertise=False, bot_delay=0, deal_pause=0)
    assert host.start()
    msgs: list[dict] = []
    s = ClientSession(name="Guest")
    s.message.connect(msgs.append)
    ComputerClient(s, "random", seed=3)
    try:
        s.connect_to("127.0.0.1", host.port)
        qtbot.waitUntil(lambda: s.seat is not None and host.seats[s.seat].ready, timeout=5000)
        assert host.start_game(level="random") is None
        qtbot.waitUntil(lambda: bool(_hands_seen(msgs, s.seat)), timeout=10000)
        seat = s.seat
        hand = _hands_seen(msgs, seat)[0]
        # sent sorted (the card order of engine/cards.py: suits S C D H, ranks 9 J Q K T A)
        assert hand == C.names(C.mask_of_names(hand)), f"the hand came in dealing order: {hand}"
        dealt = [set(h) for h in host.record()["deals"][0]["hands"]]
        mine = set(hand)
        found = [
            k
            for k in range(SEARCH)
            if set(_first_hand(rules, players, k, seat) or ()) == mine and _whole_first_deal(rules, players, k) == dealt
        ]
        assert found == [], f"seed {found[0]} reproduces the whole first deal from the seat's hand"
    finally:
        s.leave()
        host.close()


def test_a_fixed_seed_is_for_tests_and_the_lobby_says_so(qtbot):
    """``--seed`` stays for tests and demos: the same seed deals the same cards, and every seat's lobby
    carries ``fixed_deals`` so the app can say "fixed deals (test)"; a table without it carries nothing."""
    lobbies = []
    for seed in (5, 5, None):
        h = HostServer("Seeded", 3, Rules(), listen="127.0.0.1", advertise=False, seed=seed)
        lobbies.append(h.lobby_message())
    assert lobbies[0].get("fixed_deals") is True and lobbies[1].get("fixed_deals") is True
    assert "fixed_deals" not in lobbies[2]
    assert _first_hand(Rules(), 3, 5, 1) == _first_hand(Rules(), 3, 5, 1)


def test_local_games_deal_from_the_system_source():
    """A local game without a seed draws its deals from the operating system's source, so a saved
    record or a review gives no lever over the next deal (a Mersenne Twister's state can be rebuilt
    from enough of its output: the deals of a long game would be that output)."""
    deals = {tuple(_first_hand(Rules(), 3, None, 1) or ()) for _ in range(20)}
    assert len(deals) == 20
    assert isinstance(new_game(Rules(), 3).rng, secrets.SystemRandom)


def test_a_game_dealt_securely_can_be_copied_and_sent_to_a_worker():
    """A trial on a copy of the game (the 66! question) and a worker process take a copy of it; the
    system's source has no state to copy, so the copy shares it and deals on unpredictably."""
    import copy
    import pickle

    from engine import legal_actions

    for game in playable_games():
        g = new_game(Rules(game=game), GAMES[game].seats[0])
        for again in (copy.deepcopy(g), pickle.loads(pickle.dumps(g))):
            assert isinstance(again.rng, secrets.SystemRandom)
            assert legal_actions(again) == legal_actions(g)
