"""The table's sounds: a card dealt, played, a trick swept, a marriage, the deal's end, your turn.

Our own short WAVs (``resources/sounds/``, written by ``resources/tools/make_sounds.py``), played with
miniaudio (pyminiaudio: one small extension module with the miniaudio C library inside, MIT; Qt's
own QtMultimedia is not in PySide6-Essentials, and its Addons would triple the installers). Each
sound is asked for by an engine event, the same events the table model consumes, when the table's
animation gets to that event (``SoundCues``); "your turn" when the player's choices come after
another seat moved.

Sound never stops the game: the device is opened on a thread of its own, and where there is no audio
device (or no miniaudio) the game is silent; Settings then says so and its switch is off. A player's
choice is kept in the settings (``sound/on``, ``sound/volume``).
"""

from __future__ import annotations

import os
import sys
import threading
import time
import wave
from array import array
from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QSlider, QWidget

from thousand_qt import settings
from thousand_qt.paths import resources_dir
from thousand_qt.words import i18n

tr = i18n.translator("Sound")

SOUNDS = ("deal", "card", "trick", "marriage", "deal_end", "turn")
RATE = 22050  # the files' rate (make_sounds.py): the device is opened at it, miniaudio resamples
PERIOD_MS = 30  # how much the device asks for at a time: the delay between an event and its sound
IDLE_S = 4.0  # the device is stopped after this long with nothing to play
REPEAT_S = 0.05  # a sound asked this soon after another is not laid over it (no animation: a burst)

# an engine event -> the sound it asks for
EVENT_SOUNDS = {
    "dealt": "deal",
    "card_played": "card",
    "trick_taken": "trick",
    "marriage_announced": "marriage",
    "marriage_shown": "marriage",
    "deal_scored": "deal_end",
}


def sound_for(event) -> str | None:
    """The sound an engine event asks for, or None."""
    return EVENT_SOUNDS.get(str(event.kind))


def load(name: str) -> array:
    """A sound's samples (16-bit mono at ``RATE``)."""
    with wave.open(str(resources_dir() / "sounds" / f"{name}.wav"), "rb") as w:
        if (w.getnchannels(), w.getsampwidth(), w.getframerate()) != (1, 2, RATE):
            raise ValueError(f"{name}.wav: not 16-bit mono at {RATE} Hz")
        samples = array("h")
        samples.frombytes(w.readframes(w.getnframes()))
    if sys.byteorder == "big":
        samples.byteswap()
    return samples


def _no_linux_audio() -> bool:
    """Linux with no sound card and no sound server to reach: nothing to open (and ALSA would fill
    the terminal with its complaints trying)."""
    if not sys.platform.startswith("linux") or os.environ.get("PULSE_SERVER"):
        return False
    runtime = os.environ.get("XDG_RUNTIME_DIR", f"/run/user/{os.getuid()}")
    servers = (os.path.join(runtime, "pulse", "native"), os.path.join(runtime, "pipewire-0"))
    return not os.path.exists("/dev/snd") and not any(os.path.exists(p) for p in servers)


class Output:
    """The audio device and a mixer of the sounds playing on it.

    ``open()`` (on a thread of its own: ``open_async``) finds out whether there is a device;
    ``available`` is None until then, True or False after. ``play`` never waits: it hands the sound
    to the mixer, which the device's thread reads. ``backends`` names miniaudio's backends to try
    (by default every one but the null device, which plays to nowhere)."""

    def __init__(self, backends=None):
        self.backends = backends
        self.available: bool | None = None
        self.error = ""
        self.played: list[str] = []  # what was handed to the device, in order
        self._device: Any = None  # a miniaudio.PlaybackDevice once open() worked (miniaudio has no types)
        self._samples: dict[str, array] = {}
        self._cache: dict[tuple, array] = {}
        self._playing: list = []  # [samples, position, gain]
        self._lock = threading.Lock()
        self._last: dict[str, float] = {}
        self._last_any = -1.0
        self._idle_since = time.monotonic()
        self._running = False
        self._opening: threading.Thread | None = None

    def open_async(self) -> None:
        if self.available is None and self._opening is None:
            self._opening = threading.Thread(target=self.open, name="sound-open", daemon=True)
            self._opening.start()

    def wait_open(self, timeout: float = 5.0) -> bool | None:
        if self._opening is not None:
            self._opening.join(timeout)
        return self.available

    def open(self) -> bool:
        try:
            import miniaudio

            self._samples = {name: load(name) for name in SOUNDS}
            if self.backends is None and _no_linux_audio():
                raise OSError("no sound card and no sound server")
            backends = self.backends
            if backends is None:
                backends = [b for b in miniaudio.Backend if b != miniaudio.Backend.NULL]
            self._device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16,
                nchannels=1,
                sample_rate=RATE,
                buffersize_msec=PERIOD_MS,
                backends=list(backends),
                app_name="Thousand",
            )
        except Exception as e:  # no miniaudio, no device, a file missing: the game goes on silent
            self.error = f"{type(e).__name__}: {e}"
            self.available = False
            return False
        self.available = True
        return True

    def play(self, name: str, volume: float) -> bool:
        """Start ``name`` at ``volume`` (0..1) over whatever plays; False if it cannot be heard."""
        if not self.available or volume <= 0 or name not in self._samples:
            return False
        now = time.monotonic()
        # a burst (no animation, or a skip that plays the queued steps at once) is one sound, not a
        # clatter; "your turn" is never swallowed by the card that came just before it
        if now - self._last.get(name, -1.0) < REPEAT_S or (name != "turn" and now - self._last_any < REPEAT_S):
            return False
        self._last[name] = self._last_any = now
        with self._lock:
            self._playing.append([self._scaled(name, volume), 0])
        self.played.append(name)
        if not self._running:
            try:
                gen = self._mixer()
                next(gen)
                self._device.start(gen)
                self._running = True
            except Exception as e:  # the device went away: silent from now on
                self.error = f"{type(e).__name__}: {e}"
                self.available = False
                return False
        return True

    def busy(self) -> bool:
        with self._lock:
            return bool(self._playing)

    def rest(self) -> None:
        """Stop the device when nothing has played for a while (it wakes on the next sound)."""
        if self._running and not self.busy() and time.monotonic() - self._idle_since > 1.0:
            try:
                self._device.stop()
            except Exception:
                pass
            self._running = False

    def close(self) -> None:
        if self._device is not None:
            try:
                self._device.close()
            except Exception:
                pass
            self._device = None
        self._running = False

    def _scaled(self, name: str, volume: float) -> array:
        """The sound at this volume (kept: a volume is seldom changed)."""
        g = int(min(1.0, volume) * 1024)
        key = (name, g)
        if key not in self._cache:
            self._cache = {k: v for k, v in self._cache.items() if k[1] == g}
            self._cache[key] = array("h", (v * g >> 10 for v in self._samples[name]))
        return self._cache[key]

    def _mixer(self):
        """miniaudio's callback: asked for n frames, gives the sounds playing summed (clipped). Most
        of the time one sound plays: its next n samples as they are."""
        n = yield b""
        while True:
            with self._lock:
                playing = self._playing
                if len(playing) == 1:
                    samples, pos = playing[0]
                    frames = samples[pos : pos + n]
                else:
                    out = [0] * n
                    for samples, pos in playing:
                        for i, v in enumerate(samples[pos : pos + n]):
                            out[i] += v
                    frames = array("h", (-32768 if v < -32768 else 32767 if v > 32767 else v for v in out))
                for s in playing:
                    s[1] += n
                self._playing = [s for s in playing if s[1] < len(s[0])]
                if self._playing:
                    self._idle_since = time.monotonic()
            n = yield frames


_output: Output | None = None


def output() -> Output:
    """The app's one audio output, opened in the background the first time it is asked for."""
    global _output
    if _output is None:
        import atexit

        _output = Output()
        _output.open_async()
        atexit.register(_output.close)  # the device's thread calls into Python: stop it before Python ends
    return _output


def volume() -> float:
    """The volume the player chose (0..1); 0 when sound is off."""
    return settings.get("sound/volume") / 100 if settings.get("sound/on") else 0.0


class SoundCues(QObject):
    """Asks for the table's sounds as a game goes: each engine event's sound (``sound_for``) when the
    table's animation gets to it, "turn" when the player's choices come after another seat moved.

    Made before the table scene, so a cue is queued ahead of its event's animation (the card sounds
    as it leaves, the chime as the banner comes). ``cued(name)`` says what was asked for, whether or
    not it can be heard."""

    cued = Signal(str)

    def __init__(self, controller, out: Output | None = None, parent=None):
        super().__init__(parent)
        self.controller = controller
        self.out = out
        self._others_moved = False
        controller.table.eventApplied.connect(self._event)
        controller.humanState.connect(self._human)

    def _event(self, e) -> None:
        model = self.controller.table
        if e.kind == "dealt" or (e.seat is not None and e.seat != model.seat):
            self._others_moved = True
        name = sound_for(e)
        if name is None:
            return
        pacer = self.controller.pacer
        if pacer is not None and hasattr(pacer, "add"):
            pacer.add(lambda: self.cue(name))
        else:
            self.cue(name)

    def _human(self, legal) -> None:
        model = self.controller.table
        if legal and self._others_moved and model.turn == model.seat:
            self._others_moved = False
            self.cue("turn")

    def cue(self, name: str) -> None:
        self.cued.emit(name)
        level = volume()
        if level > 0:
            out = self.out if self.out is not None else output()
            if out.play(name, level):
                QTimer.singleShot(int(IDLE_S * 1000), out.rest)


def install(window) -> SoundCues:
    """The main window's sounds: made right after its controller, before the table scene (see
    ``SoundCues``)."""
    cues = SoundCues(window.controller, parent=window)
    if settings.get("sound/on"):
        output()  # open the device now, in the background, not at the first card
    window.sounds = cues
    return cues


class SoundSettings(QWidget):
    """Settings' line for sound: on or off, and the volume. Where there is no audio device it says so
    and is off. Saved when its dialog is accepted."""

    def __init__(self, dialog):
        super().__init__(dialog)
        out = output()
        out.wait_open(2.0)
        self.device = bool(out.available)
        self.label = QLabel()
        self.on = QCheckBox(objectName="soundCheck")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.on.setChecked(settings.get("sound/on") and self.device)
        self.on.setEnabled(self.device)
        self.level = QSlider(Qt.Orientation.Horizontal, objectName="volumeSlider")  # type: ignore[call-overload]  # PySide6's stubs lack inherited property keywords
        self.level.setRange(0, 100)
        self.level.setValue(settings.get("sound/volume"))
        self.level.setEnabled(self.device and self.on.isChecked())
        self.on.toggled.connect(self.level.setEnabled)
        self.level.sliderReleased.connect(lambda: out.play("card", self.level.value() / 100))  # hear it
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(self.on)
        lay.addWidget(self.level, 1)
        dialog.accepted.connect(self.save)
        self.retranslateUi()

    def row(self) -> tuple[QLabel, QWidget]:
        """(label, field) for the dialog's form."""
        return self.label, self

    def retranslateUi(self) -> None:
        self.label.setText(tr("Sound:"))
        self.on.setText(tr("On") if self.device else tr("No audio device found"))
        self.level.setToolTip(tr("Volume"))

    def changeEvent(self, event):
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    def save(self) -> None:
        if self.device:  # with no device the player's choice stays as it was
            settings.put("sound/on", self.on.isChecked())
        settings.put("sound/volume", self.level.value())
