"""Zeroconf: advertise a table, browse for tables. Never on the GUI thread.

Which interfaces zeroconf uses comes from ``lan_interfaces()``: the ``THOUSAND_LAN_INTERFACES``
environment variable (comma-separated IPv4 addresses), else the app's setting, else zeroconf's
``InterfaceChoice.Default`` (the default route's interface). Every ``Zeroconf`` in this package
is made by ``make_zeroconf()``, which reads it.
"""

from __future__ import annotations

import atexit
import ipaddress
import logging
import os
import socket
import threading
import time
from concurrent.futures import ThreadPoolExecutor

from PySide6.QtCore import QObject, Signal
from zeroconf import InterfaceChoice, ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

from engine.agreements import DEFAULT_GAME

from .protocol import PROTOCOL_VERSION, SERVICE_TYPE, app_version

log = logging.getLogger(__name__)

ENV = "THOUSAND_LAN_INTERFACES"
SETTINGS_KEY = "lan/interfaces"


def parse_interfaces(text: str | None) -> list[str] | None:
    """'10.0.0.2, 127.0.0.1' -> ['10.0.0.2', '127.0.0.1']; empty -> None. ValueError if bad."""
    if not text or not text.strip():
        return None
    out = []
    for part in text.split(","):
        part = part.strip()
        if part:
            out.append(str(ipaddress.IPv4Address(part)))
    return out or None


def lan_interfaces(explicit: list[str] | None = None) -> list[str] | None:
    """The addresses discovery is restricted to, or None for zeroconf's default interface."""
    if explicit:
        return list(explicit)
    env = parse_interfaces(os.environ.get(ENV))
    if env:
        return env
    try:
        from PySide6.QtCore import QSettings

        setting = QSettings("Thousand", "Thousand").value(SETTINGS_KEY)
        if setting:
            return parse_interfaces(str(setting))
    except Exception:
        pass
    return None


def local_ipv4() -> list[str]:
    """This computer's IPv4 addresses, on interfaces that are up."""
    from PySide6.QtNetwork import QAbstractSocket, QNetworkInterface

    ipv4 = QAbstractSocket.NetworkLayerProtocol.IPv4Protocol
    up = QNetworkInterface.InterfaceFlag.IsUp
    out = []
    for iface in QNetworkInterface.allInterfaces():
        if iface.flags() & up:
            out += [e.ip().toString() for e in iface.addressEntries() if e.ip().protocol() == ipv4]
    return out


def _private(address: str) -> bool:
    """A private network's address (10/8, 172.16/12, 192.168/16, ...), not loopback nor link-local."""
    a = ipaddress.IPv4Address(address)
    return a.is_private and not a.is_loopback and not a.is_link_local


def host_addresses(explicit: list[str] | None = None) -> list[str]:
    """Where a table is open, listening, answering and advertised (issue 40): the interfaces the player
    chose (``lan_interfaces``: --interfaces, $THOUSAND_LAN_INTERFACES, Settings ▸ LAN discovery) as
    given, a public address too if the player says so; with none chosen, every private-network address
    of this computer, never a public one; with none of those either, this computer only (127.0.0.1)."""
    chosen = lan_interfaces(explicit)
    if chosen:
        return chosen
    return [a for a in local_ipv4() if _private(a)] or ["127.0.0.1"]


def make_zeroconf(interfaces: list[str] | None = None) -> Zeroconf:
    chosen = lan_interfaces(interfaces)
    # never InterfaceChoice.All: with nothing configured, only the default interface
    return Zeroconf(interfaces=chosen if chosen else InterfaceChoice.Default)


def table_properties(name: str, preset: str, taken: int, free: int, game: str = DEFAULT_GAME) -> dict:
    """The table's TXT; ``game`` is engine.agreements.GAMES' id (a table without it is 1000: older hosts)."""
    return {
        "proto": str(PROTOCOL_VERSION),
        "app": app_version(),
        "name": name[:60],
        "preset": preset,
        "taken": str(taken),
        "free": str(free),
        "game": game,
    }


def _service_name(table: str) -> str:
    safe = "".join(ch for ch in table if ch.isalnum() or ch in " -_")[:40] or "Table"
    return f"{safe} {os.getpid()}-{int(time.time() * 1000) % 100000}.{SERVICE_TYPE}"


_withdrawing: set[Advertiser] = set()  # closed, their goodbye perhaps not yet sent
WITHDRAW_WAIT_S = 5.0  # at most this long for the goodbyes before a process exits


def withdraw_all(timeout: float = WITHDRAW_WAIT_S) -> bool:
    """Wait until every closed table has said its goodbye (its advertiser's thread is over): a process
    that exits sooner stays in the others' lists until the record's TTL (issue 42). True if all did."""
    deadline = time.monotonic() + timeout
    for a in list(_withdrawing):
        a._thread.join(max(0.0, deadline - time.monotonic()))
    return not any(a._thread.is_alive() for a in list(_withdrawing))


atexit.register(withdraw_all)  # the app's window quits through a normal exit; the headless host calls it


class Advertiser:
    """Registers the table, updates its TXT and unregisters it, all in one worker thread of its own;
    ``update`` and ``close`` never block the caller. Updates coalesce: while one is being sent,
    newer ones only replace the waiting state (the latest wins), so a burst of lobby changes costs
    one TXT update after the one in flight, never a thread or a lock each. A closed advertiser is
    waited for by ``withdraw_all`` (the goodbye takes a moment: zeroconf repeats it)."""

    def __init__(
        self,
        table: str,
        port: int,
        props: dict,
        interfaces: list[str] | None = None,
        addresses: list[str] | None = None,
    ):
        self.interfaces = lan_interfaces(interfaces)
        addrs = addresses or self.interfaces or [_guess_address()]
        self.info = ServiceInfo(
            SERVICE_TYPE,
            _service_name(table),
            port=port,
            properties=props,
            addresses=[socket.inet_aton(a) for a in addrs],
            server=f"thousand-{os.getpid()}.local.",
        )
        self.zc: Zeroconf | None = None
        self.registered = threading.Event()
        self.error: str | None = None
        self.updates_sent = 0  # TXT updates that went out (a burst of changes makes few)
        self._wake = threading.Condition()
        self._latest: dict | None = None  # the TXT waiting to go out
        self._closing = False
        self._thread = threading.Thread(target=self._run, name="thousand-advertise", daemon=True)
        self._thread.start()

    def update(self, props: dict):
        with self._wake:
            self._latest = dict(props)
            self._wake.notify()

    def close(self, wait: float = 0.0):
        with self._wake:
            self._closing = True
            self._wake.notify()
        if self._thread.is_alive():
            _withdrawing.add(self)
        if wait:
            self._thread.join(wait)

    def _run(self):
        try:
            self.zc = zc = make_zeroconf(self.interfaces)
            if not self._closing:
                zc.register_service(self.info, allow_name_change=True)
                self.registered.set()
            while self._next_update(zc):
                pass
        except Exception as e:  # pragma: no cover - depends on the network
            self.error = str(e)
        finally:
            self._unregister()
            _withdrawing.discard(self)

    def _next_update(self, zc: Zeroconf) -> bool:
        """Send the latest TXT when there is one; False once the table is closing."""
        with self._wake:
            while self._latest is None and not self._closing:
                self._wake.wait()
            if self._closing:
                return False
            props, self._latest = self._latest, None
        self.info = ServiceInfo(
            self.info.type,
            self.info.name,
            port=self.info.port,
            properties=props,
            addresses=self.info.addresses,
            server=self.info.server,
        )
        try:
            zc.update_service(self.info)
            self.updates_sent += 1
        except Exception as e:  # pragma: no cover
            self.error = str(e)
        return True

    def _unregister(self):
        zc, self.zc = self.zc, None
        if zc is None:
            return
        try:
            if self.registered.is_set():
                zc.unregister_service(self.info)
        except Exception:  # pragma: no cover - the network went away meanwhile
            pass
        finally:
            zc.close()


def _guess_address() -> str:
    try:
        s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            s.connect(("192.0.2.1", 9))  # no packet is sent: this only picks the route
            return s.getsockname()[0]
        finally:
            s.close()
    except OSError:
        return "127.0.0.1"


def table_from_info(info: ServiceInfo) -> dict:
    props = {}
    for k, v in (info.properties or {}).items():
        try:
            props[k.decode()] = v.decode() if isinstance(v, bytes) else v
        except Exception:
            continue
    addrs = info.parsed_addresses()
    return {
        "service": info.name,
        "name": props.get("name", info.name.split(".")[0]),
        "host": addrs[0] if addrs else None,
        "addresses": addrs,
        "port": info.port,
        "proto": props.get("proto"),
        "app": props.get("app"),
        "preset": props.get("preset"),
        "game": props.get("game") or DEFAULT_GAME,
        "taken": int(props.get("taken") or 0),
        "free": int(props.get("free") or 0),
    }


class TableBrowser(QObject):
    """A live list of tables. Browsing runs in zeroconf's threads; results arrive as signals
    in the thread this object lives in (queued across threads)."""

    tableFound = Signal(object)  # also when a known table's TXT changes
    tableLost = Signal(str)  # the service name
    failed = Signal(str)

    def __init__(self, interfaces: list[str] | None = None, parent=None):
        super().__init__(parent)
        self.interfaces = lan_interfaces(interfaces)
        self.tables: dict[str, dict] = {}
        self.tableFound.connect(self._remember)
        self.tableLost.connect(self._forget)
        self._zc: Zeroconf | None = None
        self._browser: ServiceBrowser | None = None
        # two resolvers, so one slow table never holds up another; each name's asks are numbered so
        # that an older answer finishing last cannot overwrite a newer TXT (a lobby seen with stale seats)
        self._pool = ThreadPoolExecutor(2, thread_name_prefix="thousand-resolve")
        self._asked: dict[str, int] = {}
        self._asked_lock = threading.Lock()
        self._stopped = False
        threading.Thread(target=self._start, name="thousand-browse", daemon=True).start()

    def _remember(self, t):
        self.tables[t["service"]] = t

    def _forget(self, name):
        self.tables.pop(name, None)

    def _start(self):
        try:
            zc = make_zeroconf(self.interfaces)
            if self._stopped:
                zc.close()
                return
            self._zc = zc
            self._browser = ServiceBrowser(zc, SERVICE_TYPE, handlers=[self._on_change])
        except Exception as e:  # pragma: no cover
            self.failed.emit(str(e))

    def _on_change(self, zeroconf, service_type, name, state_change):
        if self._stopped:
            return
        if state_change is ServiceStateChange.Removed:
            self.tableLost.emit(name)
        else:
            with self._asked_lock:
                ask = self._asked[name] = self._asked.get(name, 0) + 1
            try:
                self._pool.submit(self._resolve, zeroconf, service_type, name, ask)
            except RuntimeError:  # stopped meanwhile
                pass

    def _resolve(self, zc, service_type, name, ask):
        try:
            info = zc.get_service_info(service_type, name, timeout=3000)
        except Exception as e:
            log.info("could not resolve %s: %s", name, e)
            return
        with self._asked_lock:  # the check and the (queued) emit together, so no newer answer slips between
            if info is not None and not self._stopped and self._asked.get(name) == ask:
                self.tableFound.emit(table_from_info(info))

    def stop(self):
        self._stopped = True
        browser, zc = self._browser, self._zc

        def work():
            try:
                if browser is not None:
                    browser.cancel()
            finally:
                if zc is not None:
                    zc.close()

        threading.Thread(target=work, name="thousand-browse-close", daemon=True).start()
        self._pool.shutdown(wait=False)
