"""The table's chat: what was said (the last 50 lines, sent to whoever joins) and who hears it.
``Chat`` is a part of ``HostServer`` (host.py)."""

from __future__ import annotations

from . import messages as M
from . import protocol as P

CHAT_KEPT = 50  # lines a newcomer gets in its welcome


class Chat:
    """HostServer's chat (its state: ``chat_log``)."""

    def say(self, text: str, name: str = "Host") -> None:
        self._chat(name, None, text)

    def _chat_frame(self, c, msg: dict) -> None:
        """A client's chat line, at its connection's chat rate."""
        text = P.clean_text(msg.get("text"), P.MAX_CHAT)
        if not c.chats.take():
            c.send("error", ref=msg["seq"], **M.fields("chat_too_fast"))
            return
        seat = self.seats[c.seat] if c.seat is not None else None
        self._chat(seat.name if seat else "?", c.seat, text)

    def _chat(self, name: str, seat, text: str) -> None:
        if not text.strip():
            return
        entry = {"from": name, "seat": seat, "text": text}
        self.chat_log = (self.chat_log + [entry])[-CHAT_KEPT:]
        for c in self._joined():
            c.send("chat", **entry)
        self.chatReceived.emit(name, text)
