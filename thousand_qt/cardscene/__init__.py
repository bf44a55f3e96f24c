"""A small card-table library (after KDE kpat's libkcardgame): card items painted from SVG,
a theme with a pixmap cache, speech bubbles and an animation queue. No game logic here."""

from .card import CardItem
from .items import Badge, Banner, Bubble
from .queue import AnimationQueue
from .theme import CardTheme

__all__ = ["CardItem", "CardTheme", "AnimationQueue", "Bubble", "Badge", "Banner"]
