"""What the table draws itself, for every game: the focus ring, the pills, the panel's
buttons and the messages (the play area and the game's part of the panel are the
plugin's; the panel's frame, header, players and move log are in `panel.py`)."""

from __future__ import annotations

import pygame

from sorry_game.app.draw import Palette, blit_text, fit_text, mix, px_width, record, text_width
from sorry_game.app.scene import Host
from sorry_game.app.table.overlays import Placed, box_metrics
from sorry_game.app.table.panel import answer_height, panel_pad
from sorry_game.app.table.plugin import Target
from sorry_game.app.table.targets import PASS, ButtonSpot, FocusItem
from sorry_game.app.widgets import Button
from sorry_game.app.widgets.buttons import SUBTEXT_MIN_PX
from sorry_game.engine.picking import Choice


def two_lines(label: str, rect: pygame.Rect, split: bool = False) -> tuple[str, str]:
    """A button label that would shrink too much on one line (or any, `split`: its row
    is on two lines), split at the word nearest its middle, before a key in brackets
    ("Menu" over "(Esc)"); the second line is drawn under the first."""
    size = rect.height * 0.44
    if " " not in label or (not split and text_width(label, size, True) <= rect.width * 0.9):
        return label, ""
    if label.endswith(")") and " (" in label:  # the key goes under the word
        word, _space, key = label.rpartition(" (")
        return word, f"({key}"
    words = label.split(" ")
    best = min(
        range(1, len(words)),
        key=lambda k: abs(len(" ".join(words[:k])) - len(" ".join(words[k:]))),
    )
    return " ".join(words[:best]), " ".join(words[best:])


def answer_rows(labels: list[str], width: int, u: int) -> int:
    """The rows the game's answers take under the prompt: one, or two when a label
    would be cut on one row (a narrow panel, large text): the layout changes before a
    word is shortened. 0 when none is offered."""
    if not labels:
        return 0
    h = answer_height(u)
    gap = panel_pad(u) // 2
    for rows in (1, 2):
        per_row = -(-len(labels) // rows)
        bw = (width - gap * (per_row - 1)) // per_row
        if all(_fits(label, bw, h) for label in labels):
            return rows
    return 2


def _fits(label: str, w: int, h: int) -> bool:
    """A button `w` x `h` shows `label` whole (its second line at its smallest size)."""
    rect = pygame.Rect(0, 0, w, h)
    first, second = two_lines(label, rect)
    room = int(w * 0.92)
    if not second:
        return px_width(first, max(9, int(h * 0.3)), True) <= room
    sub_px = min(SUBTEXT_MIN_PX, int(h * 0.5))
    return px_width(second, sub_px) <= room and px_width(first, max(9, int(h * 0.3)), True) <= room


def draw_focus(surface: pygame.Surface, pal: Palette, item: FocusItem | None, u: int) -> None:
    """The keyboard focus ring around a target on the play area: a light ring in the
    theme's `selected` colour between two dark bands, so that it stands out on any
    square, pawn or table (the light ring on dark, the dark bands on light); its widths
    grow with the unit `u`."""
    if item is None or item[0] != "target":
        return
    pad = max(4, u // 3)
    light = max(3, round(u * 0.22))
    dark = max(2, round(u * 0.14))
    ink = pal["selected"]
    bright = 0.299 * ink[0] + 0.587 * ink[1] + 0.114 * ink[2] >= 0.4 * 255
    shade = (0, 0, 0) if bright else (255, 255, 255)  # the bands: the ring's opposite
    ring = getattr(item[2], "ring", None)  # a card with its number key and badge
    r = (ring or item[1]).inflate(pad * 2, pad * 2)
    radius = max(4, min(r.width, r.height) // (8 if ring else 4))  # its corners hold a badge
    outer = r.inflate(dark * 2, dark * 2)
    pygame.draw.rect(surface, shade, outer, light + dark * 2, border_radius=radius + dark)
    pygame.draw.rect(surface, ink, r, light, border_radius=radius)


def draw_pills(
    surface: pygame.Surface,
    pal: Palette,
    pills: list[Target],
    hover: tuple[int, int],
    focus: FocusItem | None,
) -> None:
    """The options no plugin placed, as labelled pills (the focused one ringed)."""
    for t in pills:
        r = t.rect
        bg = pal["button_hover"] if r.collidepoint(hover) else pal["button"]
        radius = r.height // 3
        pygame.draw.rect(surface, mix(bg, (0, 0, 0), 0.4), r.move(0, 2), border_radius=radius)
        pygame.draw.rect(surface, bg, r, border_radius=radius)
        pygame.draw.rect(surface, pal["highlight"], r, 2, border_radius=radius)
        size = max(12, int(r.height * 0.5))
        label = fit_text(t.choice.label or str(t.choice.key), size, r.width - 8, True)
        blit_text(surface, label, size, pal["button_text"], r.center, "center", bold=True)
    if focus is not None and focus[0] == "target" and focus[2] in pills:
        r = focus[1].inflate(6, 6)
        pygame.draw.rect(surface, pal["selected"], r, 3, border_radius=r.height // 3)


def draw_buttons(
    surface: pygame.Surface,
    app: Host,
    buttons: list[ButtonSpot],
    hover: tuple[int, int],
    focus: FocusItem | None,
    hint_enabled: bool,
    asked: Choice | None = None,
) -> None:
    """The game's answers (primary) and the table's utilities (quiet). The buttons of a
    row read as one: on two lines all of them when one label needs two, and in one
    size (`row_looks`). While a guided step `asked` for another choice (a card, a
    pawn), an answer it does not want is a plain button: the loud one is what the step
    asks for (issue 39: Pass shone while the tip said "choose your 2s"). Pass is always
    a plain button, guided or not: giving up a turn is never the call to action, the
    cards or pawns that can be played are (it outshone the playable cards)."""
    looks = row_looks(app, buttons)
    made = []
    for spot in buttons:
        enabled = spot.name != "hint" or hint_enabled
        style = "primary" if spot.name == "choice" else "quiet"
        secondary = spot.choice is not None and spot.choice.ident == PASS
        if style == "primary" and (secondary or asked is not None and spot.choice != asked):
            style = "plain"
        split, px = looks[(spot.rect.top, spot.rect.height)]
        first, second = two_lines(spot.label, spot.rect, True) if split else (spot.label, "")
        button = Button(first, None, spot.rect, style, subtext=second, enabled=enabled)
        button.text_px = px
        button.key_hint = second.startswith("(") and second.endswith(")")
        button.hover = spot.rect.collidepoint(hover)
        focused = focus is not None and focus[0] == "button" and focus[1] is spot.rect
        made.append((button, focused))
    key_places(app, [b for b, _f in made])
    for (button, focused), spot in zip(made, buttons, strict=True):
        if record.recording():  # bench/layout.py: a label on two lines beside one on one
            lines = [button.text, button.subtext] if button.subtext else [button.text]
            if button.key_place == "beside":
                lines = [f"{button.text} {button.subtext}"]
            elif button.key_place == "none":
                lines = [button.text]
            breaks, r = ["space"] * (len(lines) - 1), spot.rect
            record.note_wrap(
                spot.label, lines, spot.rect.width, 0, True, breaks, (r.x, r.y, r.w, r.h)
            )
        button.draw(surface, app, focused=focused)


#: the ways a key hint goes, the one a whole row can take last
KEY_PLACES = ("beside", "under", "none")


def key_places(app: Host, buttons: list[Button]) -> None:
    """The key hints of a row go one way for all its buttons: beside their words where
    every one fits so, else under them where every one does, else none (a label on one
    line beside one on two read as a slip — issue 39's bad breaks)."""
    rows: dict[tuple[int, int], list[Button]] = {}
    for button in buttons:
        rows.setdefault((button.rect.top, button.rect.height), []).append(button)
    for row in rows.values():
        keyed = [b for b in row if b.key_hint]
        modes = [b.key_mode(app, b.rect) for b in keyed]
        if any(b.subtext and not b.key_hint for b in row):  # another label on two lines
            modes.append("under")
        place = max(modes, key=KEY_PLACES.index) if modes else ""
        for button in keyed:
            button.key_place = place


def row_looks(app: Host, buttons: list[ButtonSpot]) -> dict[tuple[int, int], tuple[bool, int]]:
    """For each row of buttons (by its top and height): whether its labels go on two
    lines (any of them needs two; at 100 % text none does while each fits one line at
    the smallest size: "Hint (H)" is one line, a little smaller; at a larger text size
    the key goes under the word rather than the word shrinks) and the one pixel size
    of their first lines (the smallest that fits every button of the row)."""
    rows: dict[tuple[int, int], list[ButtonSpot]] = {}
    for spot in buttons:
        rows.setdefault((spot.rect.top, spot.rect.height), []).append(spot)
    out = {}
    scale = getattr(getattr(app, "fonts", None), "scale", 1.0)
    larger = float(getattr(app, "ui_scale", 1.0)) > 1.0  # larger text: split, never shrink
    for key, row in rows.items():
        split = any(two_lines(s.label, s.rect)[1] for s in row)
        if split and scale <= 1.0 and not larger:
            split = any(px_width(s.label, 11, True) > int(s.rect.w * 0.9) for s in row)
        ratio = 0.4 if split else 0.44
        px = 0
        for s in row:
            first = two_lines(s.label, s.rect, True)[0] if split else s.label
            size = max(11, int(s.rect.h * ratio * 1.25 * scale))
            while size > 11 and px_width(first, size, True) > int(s.rect.w * 0.9):
                size = max(11, int(size * 0.92))
            px = size if not px else min(px, size)
        out[key] = (split, px)
    return out


def draw_message(
    surface: pygame.Surface, pal: Palette, placed: Placed, hover: tuple[int, int] = (-1, -1)
) -> None:
    """A message where the table placed it (`overlays.place`): a box in the panel's
    colour with an edge in the colour of whom it is about — the news of a move in bold,
    centred; a tip left-aligned, with its button (Skip tutorial) when it has one."""
    r, size = placed.rect, placed.size
    message = placed.message
    pad, line_h = box_metrics(size)
    radius = max(6, size // 2)
    edge = message.colour or pal["highlight"]
    if not placed.in_panel:  # a shade under it, as over the table
        pygame.draw.rect(
            surface, mix(pal["background"], (0, 0, 0), 0.4), r.move(0, 3), border_radius=radius
        )
    pygame.draw.rect(surface, pal["panel"], r, border_radius=radius)
    pygame.draw.rect(surface, edge, r, max(2, size // 8), border_radius=radius)
    news = message.kind == "news"
    button = placed.button
    text_h = len(placed.lines) * line_h
    top = r.top + pad if button.width and button.top > r.centery else r.centery - text_h / 2
    for i, line in enumerate(placed.lines):
        y = top + i * line_h + line_h / 2
        if news:
            x = r.centerx if not button.width else r.left + pad
            anchor = "center" if not button.width else "midleft"
        else:
            x, anchor = r.left + pad, "midleft"
        blit_text(surface, line, size, pal["text"], (x, y), anchor, bold=news)
    if button.width and message.button:
        bg = pal["button_hover"] if button.collidepoint(hover) else pal["button"]
        pygame.draw.rect(surface, bg, button, border_radius=button.height // 3)
        pygame.draw.rect(surface, pal["muted_text"], button, 1, border_radius=button.height // 3)
        blit_text(
            surface, message.button, size * 0.85, pal["button_text"], button.center, "center", True
        )
