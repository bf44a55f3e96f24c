"""The LAN wire protocol: JSON Lines over TCP, one versioned envelope per line.

Every frame is one UTF-8 JSON object on one line: ``{"v": 1, "t": "<type>", "seq": n, ...}``.
Nothing here uses pickle or eval; a frame is checked before anything reads it.
docs/protocol.md documents every message. This module has no Qt in it.
"""

from __future__ import annotations

import json
import re
from itertools import accumulate

from engine import cards as C
from engine.actions import Event, Refusal
from engine.view import SeatView

PROTOCOL_VERSION = 1
SERVICE_TYPE = "_thousand._tcp.local."
MAX_LINE = 64 * 1024  # bytes per line a client may send (newline excluded)
MAX_HOST_LINE = 4 * 1024 * 1024  # bytes per line a host may send (a whole game record fits)
MAX_CHAT = 500  # characters per chat line
MAX_NAME = 40
HEARTBEAT_S = 5.0  # each side pings this often
TIMEOUT_S = 20.0  # silence this long drops the peer
MAX_TOKEN = 64  # a seat token is hex text (the host makes 32 characters)
MAX_DEPTH = 16  # arrays and objects nested in a frame (the deepest, game_over with its record, has 7)

CLIENT_TYPES = {"hello", "ready", "chat", "action", "ping", "pong", "bye"}
HOST_TYPES = {
    "welcome",
    "refused",
    "lobby",
    "chat",
    "start",
    "events",
    "view",
    "deal_record",
    "error",
    "seat",
    "game_over",
    "closing",
    "ping",
    "pong",
}


def app_version() -> str:
    from thousand_qt import __version__

    return __version__


class ProtocolError(ValueError):
    """A frame that is not a frame: the peer that sent it is dropped. ``code`` and ``params`` say
    why for the client (thousand_qt/net/messages.py); ``str()`` is the English detail for logs."""

    def __init__(self, detail: str, code: str = "not_a_frame", **params):
        super().__init__(detail)
        self.code, self.params = code, params


def encode(t: str, seq: int, limit: int = MAX_LINE, **fields) -> bytes:
    msg = {"v": PROTOCOL_VERSION, "t": t, "seq": seq}
    msg.update(fields)
    # "replace": a lone surrogate of ours can never leave a reply unsaid (the peer's are gone at decode)
    data = json.dumps(msg, ensure_ascii=False, separators=(",", ":"), allow_nan=False).encode("utf-8", "replace")
    if len(data) > limit:
        raise ProtocolError(f"frame {t} is {len(data)} bytes, over the {limit} limit")
    return data + b"\n"


def _reject_constant(name):
    raise ProtocolError(f"{name} is not JSON", "not_json")


def decode(line: bytes, allowed: set[str] | None = None, limit: int = MAX_LINE) -> dict:
    """Parse and check one line (without its newline). Raises ProtocolError.

    A frame with another protocol version decodes (so the hello can be refused politely);
    the caller checks ``msg["v"]``.
    """
    if len(line) > limit:
        raise ProtocolError(f"line over {limit} bytes", "line_too_long", limit=limit)
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError:
        raise ProtocolError("line is not UTF-8", "not_utf8") from None
    text = text.strip()
    if not text:
        raise ProtocolError("empty line", "not_json")
    if _depth(text) > MAX_DEPTH:  # before any parsing: nothing recurses that deep, json nor ours
        raise ProtocolError(f"nested deeper than {MAX_DEPTH}", "too_deep", limit=MAX_DEPTH)
    try:
        msg = json.loads(text, parse_constant=_reject_constant)
    except ProtocolError:
        raise
    except (ValueError, RecursionError) as e:
        raise ProtocolError(f"not JSON ({type(e).__name__})", "not_json") from None
    if not isinstance(msg, dict):
        raise ProtocolError("a frame must be a JSON object")
    msg = _without_surrogates(msg)
    v, t, seq = msg.get("v"), msg.get("t"), msg.get("seq")
    if isinstance(v, bool) or not isinstance(v, int):
        raise ProtocolError("frame has no protocol version v")
    if not isinstance(t, str):
        raise ProtocolError("frame has no type t")
    if isinstance(seq, bool) or not isinstance(seq, int) or seq < 0:
        raise ProtocolError("frame has no sequence number seq")
    if v == PROTOCOL_VERSION and allowed is not None and t not in allowed:
        raise ProtocolError(f"unknown frame type {t[:40]!r}", "unknown_type", type=t[:40])
    return msg


_STRING = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)  # a JSON string: its brackets are text
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")
_STEP = {"[": 1, "{": 1, "]": -1, "}": -1}


def _depth(text: str) -> int:
    """How deep the arrays and objects of a JSON text nest (an upper bound for broken JSON, which
    json refuses anyway); quick when there are few brackets, as in every real frame."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return 0
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    return max(accumulate(map(_STEP.__getitem__, brackets)), default=0)


class LineBuffer:
    """Collects bytes and yields complete lines; refuses a line longer than MAX_LINE."""

    def __init__(self, limit: int = MAX_LINE):
        self.buf = bytearray()
        self.limit = limit

    def feed(self, data: bytes) -> list[bytes]:
        self.buf += data
        lines = []
        while True:
            i = self.buf.find(b"\n")
            if i < 0:
                break
            line = bytes(self.buf[:i])
            del self.buf[: i + 1]
            if len(line) > self.limit:
                raise ProtocolError(f"line over {self.limit} bytes", "line_too_long", limit=self.limit)
            lines.append(line)
        if len(self.buf) > self.limit:
            raise ProtocolError(f"line over {self.limit} bytes", "line_too_long", limit=self.limit)
        return lines


_SURROGATE = re.compile("[\ud800-\udfff]")


def _without_surrogates(x):
    """JSON may spell a lone surrogate (``"\\ud800"``), which is no character: replaced by U+FFFD
    here, at the edge, so every text a peer sent can be echoed in a reply and logged."""
    if isinstance(x, str):
        return _SURROGATE.sub("\ufffd", x) if _SURROGATE.search(x) else x
    if isinstance(x, dict):
        return {_without_surrogates(k): _without_surrogates(v) for k, v in x.items()}
    if isinstance(x, list):
        return [_without_surrogates(v) for v in x]
    return x


_TOKEN = re.compile(f"[0-9a-f]{{1,{MAX_TOKEN}}}")


def is_token(value) -> bool:
    """A seat token as the host makes them (lowercase hex); anything else matches no seat."""
    return isinstance(value, str) and _TOKEN.fullmatch(value) is not None


def for_log(text: str) -> str:
    """A line for the host's log with every character that is not printable escaped (a guest's
    newline would forge log lines, an ESC would reach the terminal)."""
    return "".join(ch if ch.isprintable() else ch.encode("unicode_escape").decode("ascii") for ch in str(text))


def clean_text(value, limit: int, field: str = "text") -> str:
    if not isinstance(value, str):
        raise ProtocolError(f"{field}: text expected", "bad_field", field=field)
    value = "".join(ch for ch in value if ch.isprintable())
    return value[:limit]


# ------------------------------------------------------------ engine values on the wire


def event_to_wire(e: Event, deal: int) -> dict:
    out = {"kind": e.kind, "deal": deal}
    if e.seat is not None:
        out["seat"] = e.seat
    if e.data:
        out["data"] = e.data
    if e.to is not None:
        out["to"] = e.to
    return out


def event_from_wire(d: dict) -> Event:
    if not isinstance(d, dict) or not isinstance(d.get("kind"), str):
        raise ProtocolError("bad event")
    data = d.get("data")
    return Event(d["kind"], d.get("seat"), dict(data) if isinstance(data, dict) else None, d.get("to"))


def refusal_to_wire(r: Refusal) -> dict:
    """An engine Refusal as the ``refusal`` field of an ``error`` frame (params are JSON already)."""
    return {"id": r.id, "params": dict(r.params)}


def refusal_from_wire(d) -> Refusal | None:
    """The ``refusal`` of an ``error`` frame, or None when it is missing or not of that shape (the
    frame's English ``message`` is then what the player reads). The id may be one this app does
    not know (a newer host); the params are only checked for shape here."""
    if not isinstance(d, dict) or not isinstance(d.get("id"), str) or not 0 < len(d["id"]) <= 64:
        return None
    params = params_from_wire(d.get("params", {}))
    return None if params is None else Refusal(d["id"], params)


def params_from_wire(params) -> dict | None:
    """The ``params`` of a refusal or of a coded message (ints, texts, lists of texts), or None
    when they are not of that shape."""
    if not isinstance(params, dict) or len(params) > 16:
        return None
    for k, v in params.items():
        if not isinstance(k, str) or not (
            isinstance(v, (int, str)) or isinstance(v, list) and len(v) <= 24 and all(isinstance(x, str) for x in v)
        ):
            return None
    return dict(params)


def refusals_to_wire(refusals: dict) -> dict:
    """``{card: Refusal}`` (why each card of a hand may not be played) as ``{card name: refusal}``."""
    return {C.name(c): refusal_to_wire(r) for c, r in refusals.items()}


def refusals_from_wire(d) -> dict:
    """The ``refusals`` of a ``view`` frame as ``{card: Refusal}``; whatever is not of that shape
    is left out (the card then has no tooltip)."""
    out = {}
    if isinstance(d, dict) and len(d) <= 24:
        for name, r in d.items():
            refusal = refusal_from_wire(r)
            try:
                c = C.card(name)
            except (TypeError, ValueError):
                continue
            if refusal is not None:
                out[c] = refusal
    return out


def view_to_wire(v: SeatView) -> dict:
    """Everything a SeatView holds, cards as names; only what that seat may know (SeatView.to_dict)."""
    return v.to_dict()


def view_from_wire(d: object) -> SeatView:
    """Rebuild a SeatView (engine types: masks, ints, Actions, Rules) from its wire form."""
    if not isinstance(d, dict):
        raise ProtocolError("bad view (an object expected)")
    try:
        return SeatView.from_dict(d)
    except (KeyError, TypeError, ValueError) as e:
        raise ProtocolError(f"bad view ({e})") from None
