"""What the app says: the languages, seat names, the words for cards, actions and levels, the
engine's refusals and the coach's reasons, and the agreements catalogue's texts for lupdate."""
