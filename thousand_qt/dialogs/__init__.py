"""The app's dialogs: New game, Agreements, Settings, Statistics, Rules, and the small windows that
show cards again."""
