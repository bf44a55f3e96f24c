"""The agreements catalogue and the rules a game is played under.

The catalogue is data (``data/agreements.toml``); presets are data too
(``data/presets.toml`` plus each agreement's ``presets`` table). ``Rules``
resolves a preset and overrides into one value per agreement and is what
the engine reads.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from importlib import resources
from typing import TYPE_CHECKING, Any

from . import cards as C

GROUPS = {
    "restriction": "Restriction",
    "penalty": "Penalty",
    "reshuffle": "Reshuffle",
    "distribution": "Distribution (rospis)",
    "golden": "Golden round",
    "hidden": "Hidden round (blind)",
    "trumps": "Trumps and marriages",
    "barrel": "Barrel",
    "four": "Four players",
    "game": "This game's own rules",  # the agreements of the family's other games (data/games.toml)
}


class RulesError(ValueError):
    """An unknown preset or agreement, or a value of the wrong kind."""


@dataclass(frozen=True)
class Agreement:
    id: str
    title: str
    group: str
    type: str
    default: object
    source: str
    sentence: str
    explanation: str
    presets: dict = field(default_factory=dict)
    choices: tuple = ()
    min: int | None = None
    max: int | None = None
    step: int | None = None
    special: str | None = None  # a number's minimum that means "off", e.g. "never"
    # a choice whose readings come from different seeds: choice -> {"source": ..., "sentence": ...}
    readings: dict = field(default_factory=dict)
    # an agreement whose type changed: the old values (as TOML keys, "true"/"false") -> the new ones,
    # so that records and tables saved before the change still load
    legacy: dict = field(default_factory=dict)
    games: tuple = ("thousand",)  # the games (data/games.toml) this agreement is a rule of
    without: tuple = ()  # the ranks the pack leaves out when this (on/off) agreement is on

    def check(self, value):
        """Return the value if it suits this agreement, else raise RulesError."""
        if self.legacy and isinstance(value, bool) and str(value).lower() in self.legacy:
            value = self.legacy[str(value).lower()]
        if self.type == "bool":
            if not isinstance(value, bool):
                raise RulesError(f"agreement {self.id} takes true or false, not {value!r}")
        elif self.type == "number":
            if isinstance(value, bool) or not isinstance(value, int):
                raise RulesError(f"agreement {self.id} takes a whole number, not {value!r}")
            if self.min is not None and value < self.min or self.max is not None and value > self.max:
                raise RulesError(f"agreement {self.id} must be between {self.min} and {self.max}")
        elif value not in self.choices:
            raise RulesError(f"agreement {self.id} takes one of {', '.join(self.choices)}, not {value!r}")
        return value


@dataclass(frozen=True)
class Preset:
    id: str
    title: str
    source: str
    description: str
    game: str = "thousand"


@dataclass(frozen=True)
class Game:
    """One game of the family (data/games.toml): 1000 itself, its two-player forms, 1001, Russeln,
    Sixty-Six. The engine plays each; ``rules.game`` says which."""

    id: str
    title: str
    seats: tuple
    preset: str
    source: str
    section: str
    sentence: str
    description: str
    without: tuple = ()  # the ranks its pack leaves out (1001: "a 20-card pack without nines")
    shown_talon: bool = False  # a talon is turned face up for all (1000's deals: the app's Last talon)
    ai: str = ""  # the module of engine.ai whose levels play it ("": only the random player)
    figures: tuple = ("bidding",)  # what the app's statistics count of its deals (games.toml)
    rules_title: str = ""  # its rules page's own title ("": "Rules of <title>")
    settings_group: str = ""  # where the app keeps its chosen agreements ("": rules/<id>)

    @property
    def pack(self) -> int:
        """The cards this game is dealt from, as a mask (engine.cards)."""
        return C.ALL & ~sum(C.RANK_MASK[C.RANKS.index(r)] for r in self.without)


def _load(name: str) -> dict:
    with resources.files("engine.data").joinpath(name).open("rb") as f:
        return tomllib.load(f)


def _catalogue() -> dict[str, Agreement]:
    out = {}
    for raw in _load("agreements.toml")["agreement"]:
        raw = dict(raw)
        raw["choices"] = tuple(raw.get("choices", ()))
        raw["games"] = tuple(raw.get("games", ("thousand",)))
        raw["without"] = tuple(raw.get("without", ()))
        a = Agreement(**raw)
        if a.group not in GROUPS:
            raise RulesError(f"agreement {a.id}: unknown group {a.group}")
        if set(a.readings) - set(a.choices):
            raise RulesError(f"agreement {a.id}: readings name unknown choices")
        a.check(a.default)
        out[a.id] = a
    return out


CATALOGUE: dict[str, Agreement] = _catalogue()
PRESETS: dict[str, Preset] = {p["id"]: Preset(**p) for p in _load("presets.toml")["preset"]}
GAMES: dict[str, Game] = {
    g["id"]: Game(
        **{
            **g,
            "seats": tuple(g["seats"]),
            "without": tuple(g.get("without", ())),
            "figures": tuple(g.get("figures", ("bidding",))),
        }
    )
    for g in _load("games.toml")["game"]
}
DEFAULT_GAME = "thousand"

for _g in GAMES.values():
    if PRESETS.get(_g.preset) is None or PRESETS[_g.preset].game != _g.id:
        raise RulesError(f"game {_g.id}: its preset {_g.preset} is not one of its presets")
for _p in PRESETS.values():
    if _p.game not in GAMES:
        raise RulesError(f"preset {_p.id} names unknown game {_p.game}")

for _a in CATALOGUE.values():
    for _p, _v in _a.presets.items():
        if _p not in PRESETS:
            raise RulesError(f"agreement {_a.id} names unknown preset {_p}")
        _a.check(_v)
    if set(_a.games) - set(GAMES):
        raise RulesError(f"agreement {_a.id} names an unknown game")


def presets_of(game: str = DEFAULT_GAME) -> list[Preset]:
    """The presets of one game, in the catalogue's order (New game's list, the CLI's choices)."""
    return [p for p in PRESETS.values() if p.game == game]


def agreements_of(game: str = DEFAULT_GAME) -> list[Agreement]:
    """The agreements that are rules of ``game`` (the Agreements dialog shows these only)."""
    return [a for a in CATALOGUE.values() if game in a.games]


def preset_values(preset: str) -> dict:
    if preset not in PRESETS:
        raise RulesError(f"unknown preset {preset!r} (known: {', '.join(PRESETS)})")
    return {a.id: a.presets.get(preset, a.default) for a in CATALOGUE.values()}


class Rules:
    """The game and one value per agreement, read as attributes: ``rules.game``, ``rules.barrel_at``.

    ``game`` defaults to the preset's game, and the preset to the game's own (so ``Rules()`` is 1000
    under the reference rules and ``Rules(game="sixty_six")`` Sixty-Six); an agreement that is no rule
    of the game is refused."""

    def __init__(self, preset: str | None = None, agreements: dict | None = None, game: str | None = None):
        if game is not None and game not in GAMES:
            raise RulesError(f"unknown game {game!r} (known: {', '.join(GAMES)})")
        if preset is None:
            preset = GAMES[game or DEFAULT_GAME].preset
        values = preset_values(preset)
        game = game or PRESETS[preset].game
        if PRESETS[preset].game != game:
            raise RulesError(f"preset {preset!r} is a preset of {PRESETS[preset].game}, not of {game}")
        if agreements is not None and not isinstance(agreements, dict):
            raise RulesError("agreements must be an object of id: value")
        overrides = dict(agreements or {})
        for key, value in overrides.items():
            if key not in CATALOGUE:
                raise RulesError(f"unknown agreement {key!r}")
            if game not in CATALOGUE[key].games:
                raise RulesError(f"agreement {key!r} is not a rule of {game}")
            values[key] = CATALOGUE[key].check(value)
        self.game = game
        self.preset = preset
        base = preset_values(preset)
        self.overrides = {k: values[k] for k in overrides if values[k] != base[k]}
        self.values = values
        self.__dict__.update(values)

    @property
    def pack(self) -> int:
        """The cards dealt under these rules (a mask): the game's pack, less the ranks that an agreement
        in force leaves out (Schnapsen's 20 cards: ``sixty_six_no_nines``)."""
        out = GAMES[self.game].pack
        for a in CATALOGUE.values():
            if a.without and self.values.get(a.id) is True:
                out &= ~sum(C.RANK_MASK[C.RANKS.index(r)] for r in a.without)
        return out

    def to_record(self) -> dict:
        out: dict[str, Any] = {"game": self.game} if self.game != DEFAULT_GAME else {}
        out["preset"] = self.preset
        if self.overrides:
            out["agreements"] = dict(self.overrides)
        return out

    @classmethod
    def from_record(cls, data) -> Rules:
        if data is None:
            return cls()
        if not isinstance(data, dict):
            raise RulesError("rules must be an object")
        game = data.get("game")
        if game is not None and not isinstance(game, str):
            raise RulesError("rules.game must be a game's name")
        preset = data.get("preset")
        if preset is not None and not isinstance(preset, str):
            raise RulesError("rules.preset must be a preset name")
        return cls(preset, data.get("agreements"), game)

    def diff(self) -> dict:
        """Agreements that differ from the reference (russian) values."""
        ref = preset_values("russian")
        return {k: v for k, v in self.values.items() if v != ref[k]}

    def __repr__(self):
        game = f", game={self.game!r}" if self.game != DEFAULT_GAME else ""
        return f"Rules({self.preset!r}, {self.overrides!r}{game})"

    if TYPE_CHECKING:
        # every agreement is an attribute, set from the catalogue in __init__ (bool, int or str)
        def __getattr__(self, name: str) -> Any: ...
