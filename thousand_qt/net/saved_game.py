"""A saved game a table goes on with: what the engine replays of a record, and the game it goes on from."""

from __future__ import annotations

from engine.game import DONE
from engine.record import RecordError, replay


def replayable(record: dict) -> dict:
    """A record without the parts the engine does not replay: the app's seat and levels, and a
    seat's own view of an unfinished deal (that deal is dealt again)."""
    return {k: v for k, v in record.items() if k not in ("app", "unfinished")}


def check_saved(record: dict) -> dict:
    """What a saved game brings to a table ({players, names, scores, deals}); RecordError
    when the engine refuses the record or the game is already won."""
    if not isinstance(record, dict):
        raise RecordError("a record must be a JSON object")
    g = replay(replayable(record))
    if g.over:
        raise RecordError("that game is over: there is nothing to go on with")
    return {
        "players": g.players,
        "names": list(g.names),
        "scores": list(g.scores),
        "deals": sum(1 for d in g.deals if d.phase == DONE),
    }


def go_on(record: dict, names: list[str], seed: int | None):
    """The saved game as the engine replays it, going on under the names of those who sit now and
    dealing its next deals from ``seed``."""
    return replay(dict(replayable(record), names=list(names)), seed=seed)
