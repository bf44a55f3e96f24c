"""Statistics of finished games, without Qt: a game record (format 1) replayed through the engine
into one game's summary for the local seat; summaries into totals; the stats file.

Every figure comes from the engine's replay (each deal's declarer, contract, result and deltas,
the zero and barrel events, the winners): nothing here knows a rule. The file lives in the app's
data folder (``paths.data_dir``, which asks Qt for it only when called).
"""

from __future__ import annotations

import hashlib
import json
import time
from pathlib import Path

from engine import Event
from engine.agreements import agreements_of
from engine.record import RecordError, replay
from engine.registry import DEFAULT_GAME, GAMES

FORMAT = 1
FILE_NAME = "stats.json"
RECENT = 20  # games in the points-per-deal chart
LAN = "lan"  # the level key of a LAN table (people and the host's computers)
NOT_DEALS = ("redeal", "unfinished")  # a redeal is no deal: its row is not a deal played


class NotFinished(ValueError):
    """The record's game has no winner yet: it does not count."""


class CorruptStats(Exception):
    def __init__(self, reason: str, moved_to: Path | None):
        super().__init__(reason)
        self.reason, self.moved_to = reason, moved_to


# ------------------------------------------------------------------ one game


def game_id(record: dict) -> str:
    """The same game whatever happens to it later (resumed, undone after its end, exported and read
    again): its rules, seats, starting position and first deal as dealt."""
    deals = record.get("deals") or [{}]
    first = deals[0] if isinstance(deals[0], dict) else {}
    key = {
        "rules": record.get("rules"),
        "players": record.get("players", 3),
        "start": record.get("start"),
        "first": [first.get("dealer"), first.get("hands"), first.get("talon")],
    }
    return hashlib.sha256(json.dumps(key, sort_keys=True).encode()).hexdigest()[:24]


def level_key(levels, lan: bool = False) -> str:
    """How a game is filed "per computer level": the opponents' level ("hard"), several joined
    ("easy+hard") when the table mixed them, ``LAN`` for a LAN table."""
    if lan:
        return LAN
    return "+".join(sorted({str(lv) for lv in levels})) or "none"


def summarize(record: dict, seat: int, levels=(), lan: bool = False, when: float | None = None) -> dict:
    """One finished game as the player in ``seat`` played it. RecordError for a record the engine
    refuses; NotFinished for a game nobody has won."""
    events: list[Event] = []
    g = replay(record, on_events=events.extend)
    if not g.over:
        raise NotFinished("the game has no winner yet")
    if not (isinstance(seat, int) and 0 <= seat < g.players):
        raise RecordError(f"there is no seat {seat!r}")
    played = [d.summary for d in g.deals if d.summary is not None and d.summary["result"] not in NOT_DEALS]
    # Draw 1000 and Sixty-Six have no declarer; Sixty-Six's hand has a winner of its game points
    declared = [s for s in played if s.get("declarer") == seat]
    made = [s["contract"] for s in declared if s["result"] == "made"]
    mine: list[str] = [e.kind for e in events if e.seat == seat]
    won = seat in g.winners
    on_barrel = getattr(g, "barrel", None) is not None and g.barrel[seat] is not None  # stock games have none
    preset = g.rules.preset
    return {
        "id": game_id(record),
        "when": round(time.time() if when is None else when),
        "name": g.names[seat] if seat < len(g.names) else "",
        "seat": seat,
        "players": g.players,
        "game": g.rules.game,
        "preset": preset,
        "custom": bool(g.rules.overrides),
        "level": level_key(levels, lan),
        "won": won,
        "deals": len(played),
        "hands_won": sum(1 for s in played if s.get("winner") == seat),
        "points": sum(s["delta"][seat] for s in played),
        "declared": len(declared),
        "made": len(made),
        "highest": max(made, default=None),
        "zeros": mine.count("zero"),
        # got on the barrel and won the game from it / fell off it (Lviv's zone: left it below)
        "barrels": mine.count("barrel_mounted"),
        "barrels_won": int(won and on_barrel),
        "barrels_lost": mine.count("barrel_fell") + mine.count("barrel_left"),
        "final": g.scores[seat],
    }


# ------------------------------------------------------------------ many games

_INT_FIELDS = (
    "seat",
    "players",
    "deals",
    "points",
    "declared",
    "made",
    "zeros",
    "barrels",
    "barrels_won",
    "barrels_lost",
    "final",
    "when",
)


def check_summary(s) -> str | None:
    """Why a stored game cannot be counted, or None."""
    if not isinstance(s, dict):
        return "a game is not an object"
    for k in ("id", "name", "preset", "level"):
        if not isinstance(s.get(k), str):
            return f"a game's {k} is not text"
    for k in _INT_FIELDS:
        if not isinstance(s.get(k), int) or isinstance(s.get(k), bool):
            return f"game {s['id']}: {k} is not a whole number"
    if not isinstance(s.get("won"), bool):
        return f"game {s['id']}: won is not true or false"
    if s.get("highest") is not None and not isinstance(s["highest"], int):
        return f"game {s['id']}: highest is not a whole number"
    # "game" and "hands_won" came with the family's games: an entry without them is a game of 1000
    if not isinstance(s.get("game", DEFAULT_GAME), str):
        return f"game {s['id']}: its game is not text"
    if not isinstance(s.get("hands_won", 0), int) or isinstance(s.get("hands_won"), bool):
        return f"game {s['id']}: hands_won is not a whole number"
    return None


def game_of(s: dict) -> str:
    return s.get("game", DEFAULT_GAME)


def games_counted(games: list) -> list[str]:
    """The games of the family with counted games, in the catalogue's order (1000 first); 1000 alone
    when nothing is counted yet."""
    have = {game_of(g) for g in games}
    return [gid for gid in GAMES if gid in have] or [DEFAULT_GAME]


def figures_of(game: str) -> set[str]:
    """Which kinds of figure mean something in ``game``: "bidding" (a declarer and his contract),
    "barrel", "zeros" (the agreements it has), "hands" (Sixty-Six's hands won and game points)."""
    kinds = set(GAMES[game].figures)  # games.toml: no bidding in Draw 1000, hands in Sixty-Six
    rules = {a.id for a in agreements_of(game)}
    if "barrel_mode" in rules:
        kinds.add("barrel")
    if "zero_penalty" in rules:
        kinds.add("zeros")
    return kinds


def names(games: list) -> list[str]:
    return sorted({g["name"] for g in games}, key=str.casefold)


def _tally(games: list, key: str) -> dict:
    out: dict = {}
    for g in games:
        row = out.setdefault(g[key], [0, 0])
        row[0] += 1
        row[1] += int(g["won"])
    return out


def totals(games: list, name: str | None = None, game: str | None = None) -> dict:
    """The figures of the games one player (``name``; None: everybody) played, of one game of the
    family (``game``; None: all of them)."""
    chosen = [g for g in games if (name is None or g["name"] == name) and (game is None or game_of(g) == game)]
    deals = sum(g["deals"] for g in chosen)
    points = sum(g["points"] for g in chosen)
    declared = sum(g["declared"] for g in chosen)
    made = sum(g["made"] for g in chosen)
    highest = [g["highest"] for g in chosen if g["highest"] is not None]
    return {
        "games": len(chosen),
        "won": sum(g["won"] for g in chosen),
        "by_level": _tally(chosen, "level"),
        "by_preset": _tally(chosen, "preset"),
        "deals": deals,
        "hands_won": sum(g.get("hands_won", 0) for g in chosen),
        "points": points,
        "points_per_deal": points / deals if deals else None,
        "declared": declared,
        "made": made,
        "made_pct": 100 * made / declared if declared else None,
        "highest": max(highest, default=None),
        "zeros": sum(g["zeros"] for g in chosen),
        "barrels": sum(g["barrels"] for g in chosen),
        "barrels_won": sum(g["barrels_won"] for g in chosen),
        "barrels_lost": sum(g["barrels_lost"] for g in chosen),
        "recent": [g["points"] / g["deals"] if g["deals"] else 0.0 for g in chosen[-RECENT:]],
    }


# ------------------------------------------------------------------ the file


def stats_path() -> Path:
    from thousand_qt.paths import data_dir

    return data_dir() / FILE_NAME


class StatsFile:
    """The counted games, oldest first, as one JSON file written whole (temp file, fsync, replace)."""

    def __init__(self, path=None):
        self.path = Path(path) if path is not None else stats_path()

    def load(self) -> list:
        """The games; [] when there is no file. A file that cannot be read is moved aside and
        CorruptStats raised (its reason, where it went)."""
        if not self.path.exists():
            return []
        try:
            return self._read()
        except (OSError, ValueError, RecursionError) as e:
            from thousand_qt.game.autosave import move_aside

            moved = None
            try:
                moved = move_aside(self.path)
            except OSError:
                pass
            raise CorruptStats(str(e), moved) from None

    def _read(self) -> list:
        data = json.loads(self.path.read_bytes().decode("utf-8"))
        if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("games"), list):
            raise ValueError(f"not a statistics file (format {FORMAT} with a list of games)")
        for s in data["games"]:
            why = check_summary(s)
            if why:
                raise ValueError(why)
        return data["games"]

    def add(self, summary: dict) -> tuple[bool, CorruptStats | None]:
        """Count a game unless its id is counted already; (counted, the corrupt file moved aside)."""
        corrupt = None
        try:
            games = self.load()
        except CorruptStats as e:
            games, corrupt = [], e
        if any(g["id"] == summary["id"] for g in games):
            return False, corrupt
        self._write(games + [summary])
        return True, corrupt

    def reset(self) -> None:
        self._write([])

    def _write(self, games: list) -> None:
        from thousand_qt.game.autosave import write_file_atomic

        self.path.parent.mkdir(parents=True, exist_ok=True)
        write_file_atomic(self.path, json.dumps({"format": FORMAT, "games": games}, ensure_ascii=False, indent=1))
