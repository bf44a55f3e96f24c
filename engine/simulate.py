"""Complete games with computer players, summarised as JSON."""

from __future__ import annotations

from .agreements import GAMES, Rules
from .driver import play_game
from .game import new_game
from .players import RandomPlayer


def make_player(level: str, seed: int):
    if level == "random":
        return RandomPlayer(seed)
    from .ai import make_player as make_ai  # the AI levels live in engine.ai

    return make_ai(level, seed)


def simulate(
    games: int,
    seed: int,
    preset: str | None = None,
    agreements: dict | None = None,
    players: int | None = None,
    level: str = "random",
    game: str | None = None,
) -> dict:
    rules = Rules(preset, agreements, game)
    seats = GAMES[rules.game].seats
    players = players or seats[0]
    if players not in seats:
        raise ValueError(f"{GAMES[rules.game].title} is played by {' or '.join(map(str, seats))}, not {players}")
    wins = [0] * players
    counts = {
        "deals": 0,
        "redeals": 0,
        "barrels": 0,
        "barrel_falls": 0,
        "rospis": 0,
        "zeros": 0,
        "made": 0,
        "failed": 0,
        "unfinished_games": 0,
    }
    for n in range(games):
        g = new_game(rules, players, seed=seed * 100003 + n, dealer=n % players)
        bots = [make_player(level, seed * 7919 + n * 10 + s) for s in range(players)]

        def tally(events):
            for e in events:
                if e.kind == "barrel_mounted":
                    counts["barrels"] += 1
                elif e.kind == "barrel_fell":
                    counts["barrel_falls"] += 1
                elif e.kind == "zero":
                    counts["zeros"] += 1

        play_game(g, bots, tally)
        for d in g.deals:
            if d.result is None:
                continue
            counts["deals"] += 1
            key = {"redeal": "redeals", "rospis": "rospis", "made": "made", "failed": "failed"}.get(d.result)
            if key:
                counts[key] += 1
        if g.over:
            for w in g.winners:
                wins[w] += 1
        else:
            counts["unfinished_games"] += 1
    head = {"games": games, "game": rules.game, "preset": rules.preset, "players": players, "level": level}
    return {**head, "wins": wins, **counts}
