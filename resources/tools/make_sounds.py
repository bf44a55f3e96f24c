#!/usr/bin/env python3
"""Writes the table's sounds, resources/sounds/*.wav: short, quiet, synthesised here from sine waves
and seeded noise (our own, as the card faces are; the standard library only, the same bytes on
every run).

    python resources/tools/make_sounds.py            # writes resources/sounds/
    python resources/tools/make_sounds.py --check    # exit 1 if a file differs from what it would write

Each is 16-bit mono at 22,050 Hz, under a second, its peak about −12 dBFS (the app's volume scales it
further down): deal (a riffle of the pack), card (a card laid on the cloth), trick (a trick swept off
the table), marriage (two soft bell notes), deal_end (three notes down), turn (one soft note: your
turn).
"""

from __future__ import annotations

import argparse
import io
import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 22050
PEAK = 0.25  # about −12 dBFS
OUT = Path(__file__).resolve().parents[1] / "sounds"


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def tap(rng: random.Random, length: float = 0.045, bright: float = 0.35, thump: float = 140.0) -> list[float]:
    """A card meeting the cloth: a burst of noise, smoothed (the cloth takes the edge off), dying fast,
    over a short low thump."""
    n = int(RATE * length)
    out, low = [], 0.0
    for i in range(n):
        t = i / RATE
        env = math.exp(-t * 90)
        low += bright * (rng.uniform(-1, 1) - low)  # one-pole low-pass
        body = 0.5 * math.sin(2 * math.pi * thump * t) * math.exp(-t * 60)
        out.append((low * 1.6 + body) * env)
    return out


def swish(rng: random.Random, length: float = 0.22) -> list[float]:
    """Cards slid together across the cloth: band-limited noise that swells and fades."""
    n = int(RATE * length)
    out, low, lower = [], 0.0, 0.0
    for i in range(n):
        x = i / n
        env = math.sin(math.pi * x) ** 2 * (1 - 0.4 * x)
        low += 0.5 * (rng.uniform(-1, 1) - low)
        lower += 0.08 * (low - lower)
        out.append((low - lower) * 2.2 * env)  # low-pass minus a lower one: a band
    return out


def bell(freq: float, length: float, decay: float = 7.0) -> list[float]:
    """A soft bell: the note, a quiet octave and a fifth above it, a short attack and a long decay."""
    n = int(RATE * length)
    out = []
    for i in range(n):
        t = i / RATE
        env = min(1.0, t / 0.006) * math.exp(-t * decay)
        v = math.sin(2 * math.pi * freq * t) + 0.25 * math.sin(4 * math.pi * freq * t)
        v += 0.1 * math.sin(6 * math.pi * freq * t)
        out.append(v * env / 1.35)
    return out


def mix(*parts: tuple[float, list[float]]) -> list[float]:
    """Sounds laid over each other, each starting at its offset in seconds."""
    n = max(int(at * RATE) + len(p) for at, p in parts)
    out = [0.0] * n
    for at, p in parts:
        start = int(at * RATE)
        for i, v in enumerate(p):
            out[start + i] += v
    return out


def sounds() -> dict[str, list[float]]:
    rng = random.Random(1000)  # the same sounds on every run
    riffle = [(0.028 * i + rng.uniform(0, 0.006), tap(rng, 0.03, 0.5, 220)) for i in range(12)]
    return {
        "deal": mix(*riffle),
        "card": tap(rng),
        "trick": swish(rng),
        "marriage": mix((0.0, bell(659.3, 0.45)), (0.12, bell(830.6, 0.5))),  # E5, G#5: a major third
        "deal_end": mix((0.0, bell(784.0, 0.4)), (0.13, bell(659.3, 0.4)), (0.26, bell(523.3, 0.6, 5.0))),
        "turn": bell(987.8, 0.3, 12.0),  # B5, short
    }


def wav_bytes(samples: list[float]) -> bytes:
    fade = int(RATE * 0.012)  # the last 12 ms fade out: a sound cut off mid-wave clicks
    samples = [v * min(1.0, (len(samples) - i) / fade) for i, v in enumerate(samples)]
    top = max(1e-9, max(abs(v) for v in samples))
    frames = b"".join(struct.pack("<h", round(v / top * PEAK * 32767)) for v in samples)
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)
    return buf.getvalue()


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if a written file differs")
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args(argv)
    differ = []
    args.out.mkdir(parents=True, exist_ok=True)
    for name, samples in sounds().items():
        path = args.out / f"{name}.wav"
        data = wav_bytes(samples)
        if args.check:
            if not path.exists() or path.read_bytes() != data:
                differ.append(path.name)
        else:
            path.write_bytes(data)
    if differ:
        print("differ:", " ".join(differ), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
