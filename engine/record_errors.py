"""What a record that the rules refuse raises: a ``RecordError`` naming the deal and the action, never a
traceback (a shared piece: every game's ``replay_deal`` raises it; engine.record re-exports it)."""

from __future__ import annotations


class RecordError(ValueError):
    def __init__(self, message: str, deal: int | None = None, action: int | None = None):
        self.deal, self.action, self.bare = deal, action, message
        where = ""
        if deal is not None:
            where = f"deal {deal}, action {action}: " if action is not None else f"deal {deal}: "
        super().__init__(where + message)


def require(cond, message, deal=None, action=None) -> None:
    """A RecordError with ``message`` unless ``cond`` holds."""
    if not cond:
        raise RecordError(message, deal, action)
