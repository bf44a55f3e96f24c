"""Event kinds and phases are one StrEnum each: whatever the engine emits is a member, and the
members are the texts docs/engine-api.md lists, so records, the wire and string compares are unchanged."""

import json
import random
import re
from pathlib import Path

import pytest

from engine import EventKind, Phase
from engine.agreements import Rules
from engine.game import apply, legal_actions, new_game

DOCS = Path(__file__).resolve().parents[2] / "docs" / "engine-api.md"


def test_the_kinds_are_the_documented_ones():
    events = DOCS.read_text().split("## Events", 1)[1].split("## The view", 1)[0]
    listed = events.split("Kinds:", 1)[1].split("Each kind is", 1)[0]
    assert set(re.findall(r"`([a-z_]+)`", listed)) == {k.value for k in EventKind}
    assert [p.value for p in Phase] == ["auction", "talon", "contract", "play", "done", "over"]


@pytest.mark.parametrize("preset,players,seed", [("russian", 3, 4), ("polish", 3, 5), ("site004", 4, 6)])
def test_every_event_and_phase_is_a_member_and_writes_as_text(preset, players, seed):
    g = new_game(Rules(preset), players=players, seed=seed)
    rng = random.Random(seed)
    events = list(g.opening_events)
    phases = set()
    for _ in range(400):
        if g.over:
            break
        phases.add(g.phase)
        events += apply(g, rng.choice(legal_actions(g, g.deal.turn)))
    phases.add(g.phase)
    assert all(type(e.kind) is EventKind for e in events)
    assert all(type(p) is Phase for p in phases)
    wire = json.loads(json.dumps([e.to_dict() for e in events]))
    assert [w["kind"] for w in wire] == [e.kind.value for e in events]
    assert "card_played" in {w["kind"] for w in wire} and {"auction", "play"} <= phases
