"""A finished game counted into the statistics file (thousand_qt/game/stats.py), once, for the seat
that played it here; what went wrong said in the status bar. The Statistics dialog reads the file."""

from __future__ import annotations

from engine.record import RecordError
from thousand_qt.game import stats
from thousand_qt.words import i18n

tr = i18n.translator("Statistics")


def count_game(controller) -> None:
    """The controller announced the end of the game: count it for the local seat, once. A LAN
    client may see the end before the host's whole record arrives; then the game is counted when
    the host's game-over message (which carries that record) comes."""
    src = controller.source
    if src is None or not controller.is_human_seat():
        return  # nobody's game (autoplay, the self-test)
    session = getattr(src, "session", None)
    if session is None and not getattr(src, "autosave", False):
        return  # not a game played here (a review steps through a record, perhaps someone else's)
    if session is None:
        _count(controller, src.record(), src.seat, list(controller.app_meta.get("levels", {}).values()))
        return
    seat = src.seat
    if not _count(controller, src.record(), seat, lan=True) and not getattr(session, "_stats_waiting", False):
        session._stats_waiting = True
        session.gameOver.connect(lambda *_: _count(controller, session.record(), seat, lan=True))


def _count(controller, record, seat, levels=(), lan=False) -> bool:
    """Count one record's game; False when it has no winner yet (nothing done)."""
    try:
        summary = stats.summarize(record, seat, levels, lan=lan)
    except stats.NotFinished:
        return False
    except (RecordError, TypeError, KeyError) as e:
        controller.statusMessage.emit(tr("This game is not counted in the statistics: %1", e))
        return True
    try:
        _, corrupt = stats.StatsFile().add(summary)
    except OSError as e:
        controller.statusMessage.emit(tr("Could not save the statistics: %1", e))
        return True
    if corrupt is not None:
        controller.statusMessage.emit(corrupt_text(corrupt))
    return True


def corrupt_text(e: stats.CorruptStats) -> str:
    where = str(e.moved_to) if e.moved_to is not None else "—"
    return tr("The statistics file could not be read and was moved to %1; the statistics start afresh.", where)
