"""Setup at a text size larger than the window's width holds side by side (issue 32):
one column on a page that scrolls — the game tiles, as many to a row as their words
allow; the seats, each on one line or, where its colour, name and level do not fit
beside each other, on two; the options, each label above its choice where both do not
fit on a line; the buttons. Words keep their size: the page grows instead.

    layout_stacked(scene, seed_help)   every widget placed, the page grown to hold them
"""

from __future__ import annotations

from typing import Any

import pygame

from sorry_game.app.scenes.setup.tiles import players_text

#: a cycler's arrows (each 0.85 of its height) and a swatch (0.6) beside its words
ARROWS, SWATCH = 1.7, 0.6
#: a cycler's and a text field's words, as a share of their height
WORDS = 0.44


def _words_px(scene: Any, h: int) -> pygame.font.Font:
    return scene.app.fonts.get(int(h * WORDS * 1.25 * scene.app.fonts.scale))


def _widest(font: pygame.font.Font, texts: list[str]) -> int:
    return max([0, *(font.size(t)[0] for t in texts)])


def _tiles(scene: Any, x0: int, y: int, cw: int) -> int:
    """The game tiles, as many to a row as their titles allow; returns their bottom."""
    th = scene.px(0.13)
    gap = scene.px(0.018)
    scale = scene.app.fonts.scale
    pad = max(6, th // 8)
    title = scene.app.fonts.get(int(th * 0.3 * 1.25 * scale), True)
    sub = scene.app.fonts.get(int(th * 0.2 * 1.25 * scale))
    small = scene.app.fonts.get(int(th * 0.18 * 1.25 * scale))
    games = [t.game for t in scene.tiles]
    need = max(
        _widest(title, [g.title for g in games]) + 2 * pad + 2 * max(5, th // 9) + pad,
        _widest(sub, [getattr(g, "subtitle", "") for g in games]) + 2 * pad,
        _widest(small, [players_text(g) for g in games]) + 2 * pad,
    )
    n = len(scene.tiles)
    per_row = max(1, min(n, (cw + gap) // (need + gap)))
    tw = (cw - gap * (per_row - 1)) // per_row
    for i, tile in enumerate(scene.tiles):
        row, col = divmod(i, per_row)
        tile.rect = pygame.Rect(x0 + col * (tw + gap), y + row * (th + gap), tw, th)
    rows = -(-n // per_row)
    return y + rows * th + (rows - 1) * gap


def _seats(scene: Any, x0: int, y: int, cw: int) -> int:
    """The seats' panel from `y`: its heading and player count, the seats, the turn
    order, the level's words and where phones join; returns its bottom."""
    ip, rh, rgap = scene.px(0.028), scene.px(0.06), scene.px(0.014)
    lx, lw = x0 + ip, cw - 2 * ip
    top = y
    y += ip
    lh = scene.px(0.036)
    heading = scene.app.fonts.get(int(lh * 0.72 * 1.25 * scene.app.fonts.scale), True)
    words = _words_px(scene, rh)
    pw = max(min(lw // 2, scene.px(0.3)), _widest(words, scene.players.choices) + int(ARROWS * rh))
    if heading.size(scene.heading_players.text)[0] + pw + rgap <= lw:
        scene.heading_players.rect = pygame.Rect(lx, y + (rh - lh) // 2, lw - pw, lh)
        scene.players.rect = pygame.Rect(lx + lw - pw, y, pw, rh)
        y += rh + scene.px(0.024)
    else:
        scene.heading_players.rect = pygame.Rect(lx, y, lw, lh)
        scene.players.rect = pygame.Rect(lx, y + lh + rgap, min(lw, pw), rh)
        y = scene.players.rect.bottom + scene.px(0.024)
    game = scene.game
    colours = [c.name for c in game.colours]
    names = [scene.choices.default_name(i, game) for i in range(len(scene.rows))]
    names += [row.name.text for row in scene.rows]
    cgap = scene.px(0.014)
    col_w = _widest(words, colours) + int((ARROWS + SWATCH) * rh) + cgap
    name_w = _widest(words, names) + rh // 2
    who_w = _widest(words, scene.rows[0].who.choices) + int(ARROWS * rh) + cgap
    one_line = col_w + name_w + who_w + 2 * cgap <= lw
    for row in scene.rows[: scene.choices.players]:
        if one_line:
            spare = lw - col_w - name_w - who_w - 2 * cgap
            cw1, nw1 = col_w + spare // 3, name_w + spare // 3
            row.colour.rect = pygame.Rect(lx, y, cw1, rh)
            row.name.rect = pygame.Rect(lx + cw1 + cgap, y, nw1, rh)
            row.who.rect = pygame.Rect(row.name.rect.right + cgap, y, lw - cw1 - nw1 - 2 * cgap, rh)
            y += rh + rgap
        else:  # the colour and the name, the level under them
            cw1 = min(max(col_w, (lw - cgap) // 2), lw - cgap - min(name_w, lw // 3))
            row.colour.rect = pygame.Rect(lx, y, cw1, rh)
            row.name.rect = pygame.Rect(lx + cw1 + cgap, y, lw - cw1 - cgap, rh)
            row.who.rect = pygame.Rect(lx, y + rh + rgap // 2, lw, rh)
            y += 2 * rh + rgap // 2 + rgap * 2
    for row in scene.rows[scene.choices.players :]:  # not on the form: out of the way
        for widget in row.widgets():
            widget.rect = pygame.Rect(lx, y, 0, 0)
    hint = _words_px(scene, lh)
    hint_h = lh * max(1, -(-hint.size(scene.hint.text)[0] // max(1, lw)))
    scene.hint.rect = pygame.Rect(lx, y, lw, hint_h)
    y = scene.hint.rect.bottom + scene.px(0.012)
    line = scene.help_font.get_linesize()
    scene.level_words.rect = pygame.Rect(lx, y, lw, 3 * line)
    scene.level_words.text = ""  # wrapped again for the new size
    scene.sync_level_words()
    y += max(1, len(scene.level_words.lines)) * line
    if scene.choices.on_phones():  # where phones join
        y = _option(scene, scene.phones.label, scene.phones.cycler, y, lx, lw, rh) + rgap
    y += ip
    scene.left_panel = pygame.Rect(x0, top, cw, y - top)
    return y


def _option(scene: Any, label: Any, control: Any, y: int, rx: int, rw: int, rh: int) -> int:
    """A label and its control on one line, or the label above; returns the bottom."""
    font = scene.app.fonts.get(int(rh * label.ratio * 1.25 * scene.app.fonts.scale))
    label_w = font.size(label.text)[0] + scene.px(0.012)
    choices = getattr(control, "choices", [getattr(control, "placeholder", "")])
    need = _widest(_words_px(scene, rh), list(choices)) + int(ARROWS * rh)
    if label_w + need <= rw:
        lw = max(label_w, int(rw * 0.28))
        label.rect = pygame.Rect(rx, y, lw, rh)
        control.rect = pygame.Rect(rx + lw, y, rw - lw, rh)
        return y + rh
    label.rect = pygame.Rect(rx, y, rw, rh)
    control.rect = pygame.Rect(rx, y + rh, rw, rh)
    return y + 2 * rh


def _options(scene: Any, x0: int, y: int, cw: int, seed_help: str) -> int:
    """The options' panel from `y`, each with its caption wrapped under it; the theme
    and the game number last; returns its bottom."""
    ip, rh, rgap = scene.px(0.028), scene.px(0.06), scene.px(0.014)
    rx, rw = x0 + ip, cw - 2 * ip
    top = y
    y += ip
    lh = scene.px(0.036)
    scene.heading_options.rect = pygame.Rect(rx, y + (rh - lh) // 2, rw, lh)
    y += rh + scene.px(0.024)
    line = scene.help_font.get_linesize()
    scene.options_rect = pygame.Rect(rx, y, rw, rh)
    for row in scene.option_rows:
        y = _option(scene, row.label, row.cycler, y, rx, rw, rh) + scene.px(0.006)
        caption = row.caption(scene.choices.option_value(row.spec))
        row.help_lines = scene.help_lines_for(caption, rw, 4)
        row.help_rect = pygame.Rect(rx, y, rw, len(row.help_lines) * line)
        y = row.help_rect.bottom + rgap
    y = _option(scene, scene.theme_label, scene.theme_cycler, y, rx, rw, rh) + rgap
    y = _option(scene, scene.seed_label, scene.seed, y, rx, rw, rh) + scene.px(0.006)
    scene.seed_help_lines = scene.help_lines_for(seed_help, rw, 4)
    scene.seed_help_rect = pygame.Rect(rx, y, rw, len(scene.seed_help_lines) * line)
    y = scene.seed_help_rect.bottom + ip
    scene.right_panel = pygame.Rect(x0, top, cw, y - top)
    return y


def _buttons(scene: Any, x0: int, y: int, cw: int) -> int:
    """Back, Rules and Start on a row (Start on its own row when their words do not
    fit), the error's place above them; returns their bottom."""
    bh, gap = scene.px(0.075), scene.px(0.02)
    font = scene.app.fonts.get(int(bh * 0.46 * 1.25 * scene.app.fonts.scale), True)
    buttons = (scene.back_button, scene.rules_button, scene.start_button)
    need = [font.size(b.text)[0] + bh for b in buttons]
    scene.error_rect = pygame.Rect(x0, y, cw, bh)
    y += bh + gap
    if sum(need) + 2 * gap <= cw:
        bw = max(max(need), min(scene.px(0.3), (cw - 2 * gap) // 3))
        bw = min(bw, (cw - 2 * gap) // 3)
        scene.back_button.rect = pygame.Rect(x0, y, bw, bh)
        scene.rules_button.rect = pygame.Rect(x0 + bw + gap, y, bw, bh)
        scene.start_button.rect = pygame.Rect(x0 + cw - bw, y, bw, bh)
        return y + bh
    half = (cw - gap) // 2
    scene.back_button.rect = pygame.Rect(x0, y, half, bh)
    scene.rules_button.rect = pygame.Rect(x0 + half + gap, y, half, bh)
    scene.start_button.rect = pygame.Rect(x0, y + bh + gap, cw, bh)
    return y + 2 * bh + gap


def layout_stacked(scene: Any, seed_help: str) -> None:
    """Place every widget of the setup in one column, on a page that grows to hold
    them (as tall as the text size makes it at least)."""
    w, h = scene.window
    scene.size = (w, max(h, round(h * scene.zoom)))
    m = scene.px(0.04)
    cw = w - 2 * m
    scene.x0, scene.cw = m, cw
    scene.header_y = m
    scene.help_font = scene.app.fonts.get(scene.font_px("tiny"))
    gap = scene.px(0.03)
    y = _tiles(scene, m, m + scene.px(0.085), cw) + gap
    y = _seats(scene, m, y, cw) + gap
    y = _options(scene, m, y, cw, seed_help) + gap
    scene.grow_page(_buttons(scene, m, y, cw))
    scene.page_to(scene.page_y)


__all__ = ["layout_stacked"]
