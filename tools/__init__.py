"""Measurement and research tools: the arena, the AI benches and fits, the LAN bench.

Run from a source checkout (``python -m tools.arena ...``); they are not installed with the game
(pyproject.toml packages ``engine`` and ``thousand_qt`` only).
"""
