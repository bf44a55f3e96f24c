"""The table's chat: what was said (the last 50 lines, sent to whoever joins) and who may say it how
fast. ``Chat`` is a part of ``HostServer`` (host.py): it reports each line by its ``said`` callback,
and the host has it heard."""

from __future__ import annotations

from collections.abc import Callable

from . import messages as M
from . import protocol as P

CHAT_KEPT = 50  # lines a newcomer gets in its welcome


class Chat:
    def __init__(self, said: Callable[[dict], None]):
        self.said = said  # an entry {"from", "seat", "text"}, to be heard by everyone
        self.log: list[dict] = []

    def say(self, name: str, seat: int | None, text: str) -> None:
        if not text.strip():
            return
        entry = {"from": name, "seat": seat, "text": text}
        self.log = (self.log + [entry])[-CHAT_KEPT:]
        self.said(entry)

    def frame(self, c, msg: dict, name: str) -> None:
        """A client's chat line (``name``: its seat's), at its connection's chat rate."""
        text = P.clean_text(msg.get("text"), P.MAX_CHAT)
        if not c.chats.take():
            c.send("error", ref=msg["seq"], **M.fields("chat_too_fast"))
            return
        self.say(name, c.seat, text)
