"""The table's tooltips: why the rules refuse a card the player may not play, in his language.

The table and the action bar ask the rules through an ``Explainer`` they are given once (the game
controller, which asks the game's source): they never reach for the source themselves.
"""

from __future__ import annotations

from typing import Protocol

from engine import Action
from thousand_qt.words.refusals import refusal_text


class Explainer(Protocol):
    def explain(self, action: Action) -> object:
        """Why the rules refuse ``action``: an engine Refusal, a text, or "" when not known."""
        ...


class NoExplainer:
    """Before anything is wired up (a bare scene in a test): no reason is known."""

    def explain(self, action: Action) -> object:
        return ""


NO_EXPLAINER: Explainer = NoExplainer()


class CardTips:
    """The dimmed cards' tooltips for one table model."""

    def __init__(self, model, explainer: Explainer | None = None):
        self.model = model
        self.explainer: Explainer = explainer or NO_EXPLAINER

    def why_not(self, card: int) -> str:
        """Why the rules refuse playing ``card`` (from this seat's hand), in the player's language."""
        m = self.model
        return refusal_text(self.explainer.explain(Action(m.seat, "play", card)), m.names, m.seat)
