import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("THOUSAND_LAN_INTERFACES", "127.0.0.1")
