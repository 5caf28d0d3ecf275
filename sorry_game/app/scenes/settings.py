"""Settings: computer speed, how long computers think, volume and mute, theme, text
size (UI scale), full screen. Saved at once.

The full-screen toggle shows what the window is (F11 may change it while this screen
is open, and a system without full screen keeps a window)."""

from __future__ import annotations

import pygame

from sorry_game.app import draw
from sorry_game.app.scenes import ShellScene, draw_heading
from sorry_game.app.settings import (
    DEFAULT_THINK,
    DEFAULT_UI_SCALE,
    SPEEDS,
    THINK_SECONDS,
    UI_SCALES,
    seconds_text,
    think_seconds,
)
from sorry_game.app.theme import list_themes, theme_title
from sorry_game.app.widgets import (
    Button,
    Cycler,
    Slider,
    Toggle,
    Widget,
    draw_panel,
    draw_text,
)

SPEED_LABELS = {"slow": "Slow", "normal": "Normal", "fast": "Fast", "instant": "Instant"}


class SettingsScene(ShellScene):
    def create(self) -> None:
        st = self.app.settings
        self.theme_ids = list_themes()
        theme = self.app.theme.id if self.app.theme.id in self.theme_ids else st.theme
        self.rows: list[tuple[str, Widget, str]] = []
        self.speed = Cycler(
            [SPEED_LABELS[s] for s in SPEEDS],
            SPEEDS.index(st.speed) if st.speed in SPEEDS else 1,
            self.set_speed,
            name="speed",
        )
        think = st.hard_seconds if st.hard_seconds in THINK_SECONDS else DEFAULT_THINK
        self.think = Cycler(
            [seconds_text(s) for s in THINK_SECONDS],
            THINK_SECONDS.index(think),
            self.set_think,
            name="hard_seconds",
        )
        self.volume = Slider(st.volume, self.set_volume, name="volume")
        self.mute = Toggle(st.muted, self.set_mute, name="mute")
        self.theme = Cycler(
            [theme_title(t) for t in self.theme_ids],
            self.theme_ids.index(theme) if theme in self.theme_ids else 0,
            self.set_theme,
            name="theme",
        )
        scale = st.ui_scale if st.ui_scale in UI_SCALES else DEFAULT_UI_SCALE
        self.ui_scale = Cycler(
            [f"{n} %" for n in UI_SCALES],
            UI_SCALES.index(scale),
            self.set_ui_scale,
            name="ui_scale",
            wrap=False,  # a size stops at its ends: one Right too many never gives 75 %
        )
        self.fullscreen = Toggle(
            bool(getattr(self.app, "fullscreen", st.fullscreen)),
            self.set_fullscreen,
            name="fullscreen",
        )
        self.confirm = Toggle(st.confirm_forced, self.set_confirm, name="confirm_forced")
        self.take_backs = Toggle(st.take_backs, self.set_take_backs, name="take_backs")
        self.tips = Toggle(st.tips, self.set_tips, name="tips")
        for text, widget, help_text in (
            ("Computer speed", self.speed, "How fast computers move and pieces travel"),
            ("Hard thinks up to", self.think, self.think_help()),
            ("Volume", self.volume, ""),
            ("Mute", self.mute, "Silence every sound"),
            ("Theme", self.theme, "Colours and board shape"),
            ("Text size", self.ui_scale, "Larger text and controls"),
            ("Full screen", self.fullscreen, "Also F11"),
            ("Confirm forced moves", self.confirm, "Choose even when there is only one move"),
            ("Take-backs", self.take_backs, "Undo your move (and the computers' replies)"),
            ("Tips", self.tips, "Explain each decision (also F1)"),
        ):
            self.rows.append((text, widget, help_text))
            self.form.add(widget)
        self.done = self.form.add(Button("Done", self.back, style="primary", name="done"))
        self.primary = self.done
        if not self.app.audio.available:
            self.sound_note = "No sound device found: the game plays silently."
        else:
            self.sound_note = ""

    def set_speed(self, index: int) -> None:
        self.app.settings.speed = SPEEDS[index]
        self.app.save_settings()

    def think_help(self) -> str:
        """The line under the thinking time: how long Expert thinks with it."""
        expert = think_seconds("expert", self.app.settings.hard_seconds)
        return f"Expert thinks up to {seconds_text(expert)}" if expert is not None else ""

    def set_think(self, index: int) -> None:
        self.app.settings.hard_seconds = THINK_SECONDS[index]
        self.app.save_settings()
        self.rows = [
            (text, widget, self.think_help() if widget is self.think else help_text)
            for text, widget, help_text in self.rows
        ]

    def set_volume(self, value: float) -> None:
        self.app.settings.volume = round(value, 2)
        self.app.apply_audio_settings()

    def set_mute(self, on: bool) -> None:
        self.app.settings.muted = on
        self.app.apply_audio_settings()
        self.app.save_settings()

    def set_confirm(self, on: bool) -> None:
        self.app.settings.confirm_forced = on
        self.app.save_settings()

    def set_take_backs(self, on: bool) -> None:
        self.app.settings.take_backs = on
        self.app.save_settings()

    def set_tips(self, on: bool) -> None:
        self.app.settings.tips = on
        self.app.save_settings()

    def set_theme(self, index: int) -> None:
        self.app.set_theme(self.theme_ids[index])
        self.app.save_settings()

    def set_ui_scale(self, index: int) -> None:
        self.app.set_ui_scale(UI_SCALES[index])
        self.app.save_settings()

    def set_fullscreen(self, on: bool) -> None:
        self.app.set_fullscreen(on)
        self.app.save_settings()
        self.sync()

    def sync(self) -> None:
        """Show the window's real state (F11 works on this screen too)."""
        self.fullscreen.value = bool(getattr(self.app, "fullscreen", self.fullscreen.value))

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        if hasattr(self, "fullscreen"):
            self.sync()

    def update(self, dt: float) -> None:
        self.sync()

    def leave(self) -> None:
        self.app.save_settings()

    def layout(self) -> None:
        w, h = self.size
        s = self.s
        m = self.px(0.04)
        pw = int(min(w - 2 * m, s * 1.05))
        rh = self.px(0.065)
        n = len(self.rows)
        heading_h = self.px(0.1)
        bh = self.px(0.075)
        pad = self.px(0.05)
        inner_w = pw - 2 * pad
        label_w = int(inner_w * 0.42)
        #: text larger than fitted to the window, a label or its help line wider than
        #: its column: each row's words go above its control (the words keep their
        #: size; the page grows and scrolls)
        self.stacked = self.zoom > 1 and not self._words_fit(label_w - self.px(0.02))
        if self.stacked:
            words_h = self._words_height(inner_w)
            ph = sum(words_h) + n * rh + (n - 1) * self.px(0.03) + 2 * pad
            top = m
        else:
            words_h = [rh] * n
            # many rows in a short window: the rows grow shorter (never below the
            # height their label and help line need) so that Done stays on the screen
            fixed = 2 * m + heading_h + self.px(0.04) + bh + 2 * pad
            least_gap = self.px(0.006)
            rh = max(self.px(0.05), min(rh, (h - fixed - (n - 1) * least_gap) // max(1, n)))
            words_h = [rh] * n
            room = h - fixed - n * rh
            gap = max(self.px(0.006), min(self.px(0.03), room // max(1, n - 1)))
            ph = n * rh + (n - 1) * gap + 2 * pad
            total = heading_h + ph + self.px(0.04) + bh
            top = max(m, (h - total) // 2)
        self.heading_pos = ((w - pw) // 2, top)
        self.panel = pygame.Rect((w - pw) // 2, top + heading_h, pw, ph)
        inner = self.panel.inflate(-2 * pad, -2 * pad)
        y = inner.y
        self.label_rects = []
        for (_text, widget, _help), words in zip(self.rows, words_h, strict=True):
            if self.stacked:
                gap = self.px(0.03)
                self.label_rects.append(pygame.Rect(inner.x, y, inner.w, words))
                control = pygame.Rect(inner.x, y + words, inner.w, rh)
            else:
                self.label_rects.append(pygame.Rect(inner.x, y, label_w - self.px(0.02), rh))
                control = pygame.Rect(inner.x + label_w, y, inner.w - label_w, rh)
            if isinstance(widget, Toggle):
                control = pygame.Rect(control.x, control.y + rh // 8, control.w, rh * 3 // 4)
            widget.rect = control
            y += (words if self.stacked else 0) + rh + gap
        self.done.rect = pygame.Rect(0, 0, self.px(0.3), bh)
        self.done.rect.midtop = (w // 2, self.panel.bottom + self.px(0.04))
        self.grow_page(self.done.rect.bottom + self.px(0.05))

    def focus_area(self, widget: Widget) -> pygame.Rect:
        """A focused setting's whole row: its label and help (above it, stacked) too."""
        for (_text, row_widget, _help), label in zip(self.rows, self.label_rects, strict=True):
            if row_widget is widget:
                return label.union(widget.rect)
        return pygame.Rect(widget.rect)

    def _words_fit(self, width: int) -> bool:
        """Whether every label and help line fits `width` at its size."""
        body, tiny = self.font_px("body"), self.font_px("tiny")
        return all(
            draw.px_width(text, body, True) <= width and draw.px_width(help_, tiny) <= width
            for text, _widget, help_ in self.rows
        )

    def _words_height(self, width: int) -> list[int]:
        """Each stacked row's words: the label's line and its help wrapped to `width`."""
        body = self.app.fonts.get(self.font_px("body"), True)
        tiny = self.app.fonts.get(self.font_px("tiny"))
        return [
            body.get_linesize()
            + (len(draw.wrap(tiny, help_, width)) * tiny.get_linesize() if help_ else 0)
            for _text, _widget, help_ in self.rows
        ]

    def draw_content(self, surface: pygame.Surface) -> None:
        theme = self.app.theme
        draw_heading(surface, self.app, "Settings", self.heading_pos, self.font_px("title"))
        draw_panel(surface, self.app, self.panel)
        small = self.app.fonts.get(self.font_px("tiny"))
        for (text, _widget, help_text), r in zip(self.rows, self.label_rects, strict=True):
            font = self.app.fonts.fit(text, r.w, self.font_px("body"), True)
            if help_text:
                hfont = self.app.fonts.get(self.font_px("tiny"))
                helps = draw.wrap(hfont, help_text, r.w) if self.stacked else [help_text]
                if not self.stacked:
                    hfont = self.app.fonts.fit(help_text, r.w, self.font_px("tiny"))
                total = font.get_linesize() + hfont.get_linesize() * len(helps)
                top = r.centery - total // 2
                draw_text(surface, text, font, theme.colour("text"), (r.x, top), "left", "top")
                y = top + font.get_linesize()
                for line in helps:
                    draw_text(
                        surface, line, hfont, theme.colour("muted_text"), (r.x, y), "left", "top"
                    )
                    y += hfont.get_linesize()
            else:
                draw_text(surface, text, font, theme.colour("text"), (r.x, r.centery))
        if self.sound_note:
            draw_text(
                surface,
                self.sound_note,
                small,
                theme.colour("muted_text"),
                (self.size[0] // 2, self.done.rect.bottom + self.px(0.03)),
                "center",
            )
