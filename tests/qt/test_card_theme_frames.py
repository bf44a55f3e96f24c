"""Card faces while cards grow and shrink on their way (issue 37, Proof: the animation at 2560×1440 and a
scale factor of 2 keeps p95 frame-to-frame time ≤ 16 ms; "if the card faces' rendering is the cost,
render and cache them off the GUI thread as kpat does"). scripts/bench_app.py --frames found 900 SVG
renders a deal on the GUI thread, one per card per frame while a card changes size, in 152 of the 178
late frames."""

from thousand_qt.cardscene.theme import CardTheme


class CountingRenderer:
    """The theme's own QSvgRenderer, counting the renders made with it (on the GUI thread)."""

    def __init__(self, real, counts):
        self.real, self.counts = real, counts

    def render(self, painter, rect):
        self.counts.append(rect.width())
        self.real.render(painter, rect)

    def isValid(self):
        return self.real.isValid()


def counting(theme):
    counts = []
    own = theme.renderer
    theme.renderer = lambda code: CountingRenderer(own(code), counts)
    return counts


def exact(code, width, dpr=1.0):
    """The face as a theme that never saw it renders it: from the SVG at exactly that size."""
    return CardTheme().pixmap(code, width, dpr).toImage()


def test_a_card_shrinking_frame_by_frame_is_not_rendered_from_the_svg_every_frame(qapp):
    theme = CardTheme()
    theme.pixmap("QH", 145, 2.0)  # in the player's hand, at rest
    renders = counting(theme)
    for width in range(144, 71, -4):  # on its way to a taken pile (half the size), a frame at a time
        pm = theme.pixmap("QH", width, 2.0)
        # every frame still gets a face of exactly the size it covers
        assert (pm.width(), pm.height()) == (round(width * 2), round(round(width * 2) * CardTheme.ASPECT))
        assert pm.devicePixelRatio() == 2.0
    # the first two sizes are rendered (a face asked for at one new size may be a dialog's picture);
    # from the third, a card on its way, the face is scaled from a render the theme has
    assert len(renders) <= 2, renders


def test_the_face_a_card_rests_at_is_rendered_exactly_off_the_gui_thread_and_the_watcher_repaints(qapp, qtbot):
    theme = CardTheme()
    repaints = []
    theme.watch(lambda: repaints.append(1))
    theme.pixmap("QH", 145)
    for width in range(140, 71, -5):
        theme.pixmap("QH", width)
    renders = counting(theme)
    qtbot.waitUntil(lambda: bool(repaints), timeout=3000)
    rested = theme.pixmap("QH", 75)  # the size the card came to rest at (the last asked for)
    assert rested.toImage() == exact("QH", 75)
    assert renders == []  # made on the worker thread, not here


def test_a_face_asked_for_once_at_a_new_size_is_exact_at_once(qapp):
    """A dialog's card (Last talon) or a card laid out anew is drawn once: no scaled stand-in."""
    theme = CardTheme()
    theme.pixmap("AS", 145)
    assert theme.pixmap("AS", 60).toImage() == exact("AS", 60)


def test_the_table_repaints_when_the_exact_faces_arrive(window, qtbot):
    theme = window.theme
    qtbot.wait(300)  # no game: the table is still once it has been laid out
    changes = []
    window.scene.changed.connect(changes.append)
    qtbot.wait(200)
    assert changes == []
    theme.pixmap("KS", 120)
    for width in range(118, 60, -6):
        theme.pixmap("KS", width)
    with qtbot.waitSignal(window.scene.changed, timeout=3000):
        pass


def test_a_language_switch_drops_faces_rendered_in_the_old_letters(qapp, qtbot):
    theme = CardTheme(language="en")
    theme.pixmap("QH", 100)
    for width in range(96, 60, -4):
        theme.pixmap("QH", width)
    theme.set_language("ru")  # before the English render of the resting size arrives
    qtbot.wait(400)
    assert theme.pixmap("QH", 64).toImage() == CardTheme(language="ru").pixmap("QH", 64).toImage()
