"""The game the player chose in New game (or a test, a script, the self-test asked for): its seats,
levels, agreements and names. The controller starts it; the dialogs and scripts fill it in."""

from __future__ import annotations

from dataclasses import dataclass, field

from thousand_qt.words import names as seat_names


@dataclass
class GameConfig:
    name: str = ""  # as the player typed it; empty: "You" in the language of the moment
    seat: int = 0
    players: int = 3
    levels: list = field(default_factory=lambda: ["normal", "normal", "normal"])  # per opponent
    preset: str = "russian"
    overrides: dict = field(default_factory=dict)
    dealer: int = 0
    seed: int | None = None
    human: bool = True  # False: every seat is a computer (autoplay, self-test)
    start: dict | None = None  # engine start position (scores, barrel, ...) — screenshots, tests
    game: str | None = None  # the game of the family (engine data/games.toml); None: the preset's

    def seat_levels(self) -> dict:
        others = [s for s in range(self.players) if s != self.seat or not self.human]
        lv = list(self.levels) + [self.levels[-1] if self.levels else "random"] * self.players
        if self.human:
            return {s: lv[i] for i, s in enumerate(others)}
        return {s: lv[s] for s in range(self.players)}

    def made_up(self) -> dict:
        """{seat: kind} of the names the app makes up (names.py): the player's when none was typed,
        every computer's."""
        out, opp = {}, 0
        for s in range(self.players):
            if s == self.seat and self.human:
                if not self.name:
                    out[s] = "you"
            else:
                opp += 1
                out[s] = f"computer {opp}"
        return out

    def names(self) -> list:
        return seat_names.shown([self.name] * self.players, self.made_up())
