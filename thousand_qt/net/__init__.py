"""LAN play: a host runs the authoritative engine; clients see only their own seat.

- ``protocol``: the JSON Lines wire format (docs/protocol.md)
- ``messages``: what the host tells a person, as a code and params, said in the player's language
- ``discovery``: zeroconf advertising and browsing, restricted by THOUSAND_LAN_INTERFACES
- ``host``: ``HostServer`` (QTcpServer + lobby + engine); ``python -m thousand_qt.net.host --headless``
- ``client``: ``ClientSession`` (a QObject the app's main window feeds from) and the computer client
- ``widgets``: host/join dialogs and the lobby panel
"""

from .protocol import PROTOCOL_VERSION, SERVICE_TYPE

__all__ = ["PROTOCOL_VERSION", "SERVICE_TYPE"]
