"""The card table: the scene drawn with the cardscene library from the table model, laid out for
2, 3 or 4 seats, with its name plates, bubbles and tooltips."""
