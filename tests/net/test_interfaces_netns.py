"""A table is open only where the player says (issue 40 item 2): the host listens, answers and
advertises on the chosen interfaces, by default every private-network address and never a public
one. Real processes in network namespaces this test makes: a host namespace with two veth links, a
client namespace at the end of each. Nothing touches the machine's own interfaces; skipped (with the
reason) where namespaces cannot be made."""

from __future__ import annotations

import subprocess
import sys
import uuid

import pytest

from .helpers import ROOT, env, read_listening, spawn, stop
from .test_netns import _netns_reason, _run

pytestmark = pytest.mark.slow

PRIVATE = {"host": "10.203.8.1", "client": "10.203.8.2"}  # RFC 1918
PUBLIC = {"host": "11.203.8.1", "client": "11.203.8.2"}  # a public address, only inside the namespaces


@pytest.fixture
def two_links():
    why = _netns_reason()
    if why:
        pytest.skip(f"cannot create network namespaces here: {why}")
    tag = uuid.uuid4().hex[:5]
    names = {"host": f"tqH{tag}", "private": f"tqP{tag}", "public": f"tqQ{tag}"}
    made = []

    def ns(n, *cmd):
        r = _run("ip", "netns", "exec", n, *cmd)
        assert r.returncode == 0, (cmd, r.stderr)

    try:
        for n in names.values():
            assert _run("ip", "netns", "add", n).returncode == 0
            made.append(n)
            ns(n, "ip", "link", "set", "lo", "up")
        for link, (side, addrs) in enumerate((("private", PRIVATE), ("public", PUBLIC))):
            ns(names["host"], "ip", "link", "add", f"v{link}", "type", "veth", "peer", "name", "eth0")
            ns(names["host"], "ip", "link", "set", "eth0", "netns", names[side])
            ns(names["host"], "ip", "addr", "add", f"{addrs['host']}/24", "dev", f"v{link}")
            ns(names["host"], "ip", "link", "set", f"v{link}", "up", "multicast", "on")
            ns(names["host"], "ip", "route", "add", "224.0.0.0/4", "dev", f"v{link}", "metric", str(link + 1))
            ns(names[side], "ip", "addr", "add", f"{addrs['client']}/24", "dev", "eth0")
            ns(names[side], "ip", "link", "set", "eth0", "up", "multicast", "on")
            ns(names[side], "ip", "route", "add", "224.0.0.0/4", "dev", "eth0")
        yield names
    finally:
        for n in made:
            _run("ip", "netns", "del", n)


def _environ(tmp_path, interfaces: str) -> dict:
    e = env()
    e["THOUSAND_LAN_INTERFACES"] = interfaces  # "": nothing chosen
    e["HOME"] = e["XDG_CONFIG_HOME"] = str(tmp_path)  # no Settings ▸ LAN discovery of this machine's
    return e


def _connects(ns: str, address: str, port: int) -> bool:
    code = (
        "import socket,sys; s=socket.socket(); s.settimeout(3); sys.exit(s.connect_ex((sys.argv[1], int(sys.argv[2]))))"
    )
    r = subprocess.run(
        ["ip", "netns", "exec", ns, sys.executable, "-c", code, address, str(port)], capture_output=True, timeout=20
    )
    return r.returncode == 0


DISCOVER = """
import os, sys
from PySide6.QtCore import QCoreApplication
from thousand_qt.net.client import discover
t = discover([sys.argv[1]], float(sys.argv[2]), QCoreApplication([]))
print(f"FOUND {t['name']} {t['host']} {t['port']}" if t else "NONE", flush=True)
os._exit(0)
"""


def _discovers(ns: str, interface: str, tmp_path, timeout: float) -> str:
    """What a client in ``ns`` browsing on ``interface`` finds: 'FOUND name address port', or ''."""
    r = subprocess.run(
        ["ip", "netns", "exec", ns, sys.executable, "-c", DISCOVER, interface, str(timeout)],
        capture_output=True,
        text=True,
        timeout=timeout + 20,
        cwd=ROOT,
        env=_environ(tmp_path, interface),
    )
    return next((line for line in r.stdout.splitlines() if line.startswith("FOUND")), "")


def _host(names, tmp_path, interfaces: str):
    h = spawn(
        "host",
        "--headless",
        "--port",
        0,
        "--name",
        "Chosen",
        prefix=("ip", "netns", "exec", names["host"]),
        environ=_environ(tmp_path, interfaces),
        errfile=tmp_path / "host.err",
    )
    return h, read_listening(h)


def test_by_default_a_table_is_open_on_private_networks_only(two_links, tmp_path):
    host, port = _host(two_links, tmp_path, "")
    try:
        assert (
            _discovers(two_links["private"], PRIVATE["client"], tmp_path, 10)
            == f"FOUND Chosen {PRIVATE['host']} {port}"
        )
        assert _connects(two_links["private"], PRIVATE["host"], port)
        # the public link: the table neither listens nor is announced there (before: 0.0.0.0)
        assert not _connects(two_links["public"], PUBLIC["host"], port)
        assert _discovers(two_links["public"], PUBLIC["client"], tmp_path, 4) == ""
        assert f"listening on {PRIVATE['host']} port {port}" in (tmp_path / "host.err").read_text()
    finally:
        stop(host)


def test_a_chosen_interface_is_the_only_one(two_links, tmp_path):
    """The player names the public one (THOUSAND_LAN_INTERFACES, as Settings ▸ LAN discovery does):
    open there, and not on the private link."""
    host, port = _host(two_links, tmp_path, PUBLIC["host"])
    try:
        assert (
            _discovers(two_links["public"], PUBLIC["client"], tmp_path, 10) == f"FOUND Chosen {PUBLIC['host']} {port}"
        )
        assert _connects(two_links["public"], PUBLIC["host"], port)
        assert not _connects(two_links["private"], PRIVATE["host"], port)
        assert _discovers(two_links["private"], PRIVATE["client"], tmp_path, 4) == ""
    finally:
        stop(host)
