"""docs/agreements.md, written from the catalogue (`python -m engine agreements-doc --write ...`)."""

from __future__ import annotations

from .agreements import CATALOGUE, GAMES, GROUPS, PRESETS


def _value(v) -> str:
    if isinstance(v, bool):
        return "on" if v else "off"
    return str(v)


def agreements_markdown() -> str:
    lines = [
        "# Agreements",
        "",
        "Generated from `engine/data/agreements.toml` by `python -m engine agreements-doc --write "
        "docs/agreements.md`; a test fails if this file drifts from the catalogue. The default of every "
        "agreement is the reference game (001's main text, preset `russian`).",
        "",
        "## Presets",
        "",
        "| preset | game | title | what it is |",
        "| --- | --- | --- | --- |",
    ]
    for p in PRESETS.values():
        lines.append(f"| `{p.id}` | {GAMES[p.game].title} | {p.title} | {p.description} |")
    for group, title in GROUPS.items():
        items = [a for a in CATALOGUE.values() if a.group == group]
        if not items:
            continue
        lines += ["", f"## {title}", ""]
        for a in items:
            number = f"number {a.min}..{a.max}" + (f" ({a.min}: {a.special})" if a.special else "")
            kind = {"bool": "on/off", "number": number, "choice": "one of " + ", ".join(f"`{c}`" for c in a.choices)}[
                a.type
            ]
            presets = ", ".join(f"{p}: {_value(v)}" for p, v in a.presets.items())
            lines += [
                f"### {a.title} (`{a.id}`)",
                "",
                a.explanation,
                "",
                f"- type: {kind}; default: **{_value(a.default)}**" + (f"; presets: {presets}" if presets else ""),
                f"- source: `{a.source}` — “{a.sentence}”",
            ]
            lines += [f"- `{c}`: `{q['source']}` — “{q['sentence']}”" for c, q in a.readings.items()]
            lines.append("")
    return "\n".join(lines).rstrip() + "\n"
