"""The main window and what lives in it: the action panel, the score sheet, the deal log, the review
bar, the keyboard, the sounds, and one app per data folder."""
