"""A game being played, without widgets: where its events come from (a local engine, a LAN host, a
review), the controller and the Qt models it feeds, the computer players, the autosave, statistics."""
