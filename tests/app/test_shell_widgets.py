"""Widgets (keyboard focus, activation, values), fonts, sound without a device, and
that every shell screen fits the window at 800x600, 1280x800 and 1920x1080."""

from __future__ import annotations

import pygame
import pytest

from sorry_game.app import audio as audio_mod
from sorry_game.app.app import App
from sorry_game.app.draw.fonts import Fonts, wrap
from sorry_game.app.input import Confirm, Pass, Quit, Save, Select, command_for_event
from sorry_game.app.scene import Scene
from sorry_game.app.theme import Theme, list_themes
from sorry_game.app.widgets import Button, Cycler, Form, Label, Slider, TextField, Toggle


class UI:
    def __init__(self) -> None:
        pygame.font.init()
        self.theme = Theme()
        self.fonts = Fonts()
        self.audio = None


def kd(k: int, mod: int = 0, text: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=text, scancode=0)


@pytest.fixture
def form():
    ui = UI()
    f = Form(ui)
    f.log = []
    f.b1 = f.add(Button("One", lambda: f.log.append("one"), (10, 10, 100, 30)))
    f.label = f.add(Label("not focusable", (10, 45, 100, 20)))
    f.cyc = f.add(Cycler(["a", "b", "c"], 0, lambda i: f.log.append(("cyc", i)), (10, 70, 150, 30)))
    f.off = f.add(Button("Off", lambda: f.log.append("off"), (10, 105, 100, 30), enabled=False))
    f.tog = f.add(Toggle(False, lambda v: f.log.append(("tog", v)), (10, 140, 100, 30)))
    f.sld = f.add(Slider(0.5, lambda v: f.log.append(("sld", v)), (10, 175, 200, 30)))
    f.txt = f.add(TextField("", lambda t: f.log.append(("txt", t)), (10, 210, 150, 30), max_len=5))
    return f


def test_tab_and_arrows_move_focus_skipping_labels_and_disabled(form):
    order = []
    for _ in range(6):
        form.handle(kd(pygame.K_TAB))
        order.append(form.focus)
    assert order == [form.b1, form.cyc, form.tog, form.sld, form.txt, form.b1]
    assert form.focus_visible
    form.handle(kd(pygame.K_TAB, pygame.KMOD_SHIFT))
    assert form.focus is form.txt
    form.handle(kd(pygame.K_UP))
    assert form.focus is form.sld
    form.handle(kd(pygame.K_DOWN))
    assert form.focus is form.txt


def test_enter_and_space_activate(form):
    form.set_focus(form.b1)
    form.handle(kd(pygame.K_RETURN))
    form.handle(kd(pygame.K_SPACE))
    assert form.log == ["one", "one"]
    form.set_focus(form.tog)
    form.handle(kd(pygame.K_SPACE))
    assert form.tog.value is True


def test_left_right_change_values(form):
    form.set_focus(form.cyc)
    form.handle(kd(pygame.K_LEFT))
    assert form.cyc.index == 2  # wraps around
    form.handle(kd(pygame.K_RIGHT))
    assert form.cyc.index == 0
    form.set_focus(form.sld)
    form.handle(kd(pygame.K_RIGHT))
    assert form.sld.value == pytest.approx(0.55)


def test_text_field_typing(form):
    form.set_focus(form.txt)
    form.handle(pygame.event.Event(pygame.TEXTINPUT, text="Hello world"))
    assert form.txt.text == "Hello"  # max_len
    form.handle(kd(pygame.K_BACKSPACE))
    assert form.txt.text == "Hell"
    assert form.handle(kd(pygame.K_p, text="p"))  # swallowed: no shortcut fires
    form.handle(kd(pygame.K_RETURN))  # Enter moves on
    assert form.focus is form.b1


def test_mouse_click_hover_and_disabled(form):
    def click(pos):
        form.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        form.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        form.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))

    click(form.b1.rect.center)
    assert form.log == ["one"] and form.b1.hover
    click(form.off.rect.center)
    assert form.log == ["one"]
    click((form.cyc.rect.left + 5, form.cyc.rect.centery))  # left arrow
    assert form.cyc.index == 2
    click((form.sld._track().right, form.sld.rect.centery))
    assert form.sld.value == pytest.approx(1.0)
    # press on a button, release elsewhere: nothing happens
    form.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=form.b1.rect.center, button=1))
    form.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(500, 500), button=1))
    assert form.log.count("one") == 1


#: what the form is drawn on: a colour no widget uses
GROUND = (1, 2, 3)


def drawn(form) -> pygame.Surface:
    surface = pygame.Surface((300, 300))
    surface.fill(GROUND)
    form.draw(surface)
    return surface


def ink(surface: pygame.Surface, rect, colour, tol: int = 24) -> int:
    """How many pixels of `rect` are `colour` (each channel within `tol`)."""
    area = surface.subsurface(pygame.Rect(rect).clip(surface.get_rect()))
    return pygame.mask.from_threshold(area, (*colour, 255), (tol, tol, tol, 255)).count()


def ring(rect: pygame.Rect, width: int = 6) -> list[pygame.Rect]:
    """The band just outside `rect` (where a focus ring is drawn): its four sides."""
    r = rect.inflate(2 * width, 2 * width)
    return [
        pygame.Rect(r.left, r.top, r.w, width),
        pygame.Rect(r.left, rect.bottom, r.w, width),
        pygame.Rect(r.left, r.top, width, r.h),
        pygame.Rect(rect.right, r.top, width, r.h),
    ]


def test_widgets_draw_in_their_rects_with_their_state(form):
    """Each widget is drawn in its own rect and nowhere else, in the theme's inks: a
    button's face and the ink of its label, a disabled one greyed with muted words, the
    hovered one lighter; the focus ring around the focused widget only; a toggle's knob
    at its side and its word; a slider filled up to its value; a text field's text."""
    colour = form.ui.theme.colour
    form.set_focus(form.cyc, visible=True)
    surface = drawn(form)
    for w in form.widgets:  # every widget drew in its rect (a tenth of it at least) ...
        area = w.rect.w * w.rect.h
        assert area - ink(surface, w.rect, GROUND, 1) > 0.1 * area, type(w).__name__
    near = [w.rect.inflate(8, 8) for w in form.widgets] + [form.cyc.rect.inflate(14, 14)]
    for x in range(0, 300, 2):  # ... and nothing outside (but the focus ring)
        for y in range(0, 300, 2):
            if not any(r.collidepoint(x, y) for r in near):
                assert surface.get_at((x, y))[:3] == GROUND, (x, y)
    # a button: its face, its label in the button ink; disabled: greyed, muted words
    b1, off = form.b1.rect, form.off.rect
    assert close(surface.get_at((b1.left + 5, b1.centery)), colour("button"))
    assert ink(surface, b1, colour("button_text")) >= 20
    assert close(surface.get_at((off.left + 5, off.centery)), colour("disabled"))
    assert ink(surface, off, colour("muted_text")) >= 20
    assert ink(surface, off, colour("button_text")) == 0
    # a label's words in the text ink
    assert ink(surface, form.label.rect, colour("text")) >= 20
    # the focus ring around the cycler only; moved to the button, it goes with it
    assert sum(ink(surface, r, colour("highlight")) for r in ring(form.cyc.rect)) >= 100
    assert sum(ink(surface, r, colour("highlight")) for r in ring(b1)) == 0
    form.set_focus(form.b1, visible=True)
    moved = drawn(form)
    assert sum(ink(moved, r, colour("highlight")) for r in ring(b1)) >= 100
    assert sum(ink(moved, r, colour("highlight")) for r in ring(form.cyc.rect)) == 0
    # the cycler's value between its two arrows
    cyc, arrow = form.cyc.rect, form.cyc._arrow_w()
    middle = pygame.Rect(cyc.left + arrow, cyc.top, cyc.w - 2 * arrow, cyc.h)
    assert ink(surface, middle, colour("text")) >= 5
    for side in (
        pygame.Rect(cyc.left, cyc.top, arrow, cyc.h),
        pygame.Rect(cyc.right - arrow, cyc.top, arrow, cyc.h),
    ):
        assert ink(surface, side, colour("muted_text")) >= 10
    # hovered, a button is lighter
    form.b1.hover = True
    hovered = drawn(form)
    assert close(hovered.get_at((b1.left + 5, b1.centery)), colour("button_hover"))
    form.b1.hover = False
    # a toggle: the knob on the left when off, on the right (on the accent) when on
    tog = form.tog.rect
    h = tog.h
    left, right = (tog.x + int(h * 0.38), tog.centery), (tog.x + int(h * 1.52), tog.centery)
    words = pygame.Rect(tog.x + int(h * 2.1), tog.top, tog.right - tog.x - int(h * 2.1), h)
    assert surface.get_at(left)[:3] == (255, 255, 255) != surface.get_at(right)[:3]
    form.tog.value = True
    on = drawn(form)
    assert on.get_at(right)[:3] == (255, 255, 255) != on.get_at(left)[:3]
    assert close(on.get_at(left), colour("accent"))
    assert ink(on, words, colour("text")) >= 10 and ink(surface, words, colour("text")) >= 10
    assert pixels(on, words) != pixels(surface, words)  # "On", not "Off"
    # a slider filled in the accent up to its value (a half), the rest bare, its percent
    track = form.sld._track()
    filled = (track.x + track.w // 5, track.centery)
    bare = (track.x + 4 * track.w // 5, track.centery)
    assert close(surface.get_at(filled), colour("accent"))
    assert not close(surface.get_at(bare), colour("accent"))
    percent = pygame.Rect(track.right, form.sld.rect.top, form.sld.rect.right - track.right, h)
    assert ink(surface, percent, colour("text")) >= 10
    # a text field: no words while empty, the typed ones once typed
    assert ink(surface, form.txt.rect, colour("text")) == 0
    form.txt.text = "Hey"
    assert ink(drawn(form), form.txt.rect, colour("text")) >= 10


def pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect).copy(), "RGB")


def close(a, b, tol: int = 24) -> bool:
    return all(abs(int(x) - int(y)) <= tol for x, y in zip(a[:3], b[:3], strict=True))


def test_key_commands():
    assert command_for_event(kd(pygame.K_RETURN)) == Confirm()
    assert command_for_event(kd(pygame.K_p)) == Pass()
    assert command_for_event(kd(pygame.K_3)) == Select(3)
    assert command_for_event(kd(pygame.K_s, pygame.KMOD_CTRL)) == Save()
    assert command_for_event(kd(pygame.K_q, pygame.KMOD_CTRL)) == Quit()
    assert command_for_event(kd(pygame.K_F5)) is None


def test_fonts_cache_and_wrap():
    fonts = Fonts()
    assert fonts.get(20) is fonts.get(20)
    assert fonts.px("title", 1080) > fonts.px("title", 600)
    font = fonts.get(18)
    lines = wrap(font, "a fairly long sentence that has to wrap " * 4, 120)
    assert len(lines) > 2 and all(font.size(line)[0] <= 120 for line in lines)


def test_audio_is_silent_without_a_device(monkeypatch):
    def broken(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    sound = audio_mod.Audio()
    assert not sound.available and "no audio device" in sound.error
    for kind in (*audio_mod.KINDS, "unknown"):
        sound.play(kind)
    sound.quit()


def test_audio_generates_every_effect():
    sound = audio_mod.Audio()
    if not sound.available:
        pytest.skip("no mixer even with the dummy driver")
    for kind in audio_mod.KINDS:
        sound.play(kind)
        assert kind in sound._sounds
    sound.set_volume(0.0)
    sound.play("win")
    sound.quit()


# --- every screen fits -------------------------------------------------------------------------
class FakeTable(Scene):
    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session


def screens(app: App):
    from sorry_game.app.scenes.pass_screen import PassScreenScene
    from sorry_game.app.scenes.pause import PauseScene
    from sorry_game.app.scenes.results import ResultsScene
    from sorry_game.app.scenes.rules import RulesScene
    from sorry_game.app.scenes.settings import SettingsScene
    from sorry_game.app.scenes.setup import SetupScene
    from sorry_game.engine import GameConfig
    from sorry_game.session import Seat, Session

    seats = [Seat(f"Player number {i}", "human", "normal", i) for i in range(4)]
    session = Session.new("classic", GameConfig(4, {}), 3, seats)
    while not session.state.is_over():
        session.apply(session.state.legal_actions()[0])
    yield app.top
    for make in (
        lambda: SetupScene(app),
        lambda: SettingsScene(app),
        lambda: RulesScene(app, "classic"),
        lambda: PauseScene(app, session),
        lambda: PassScreenScene(app, "Alexandra the Great", None, colour=1),
        lambda: ResultsScene(app, session),
    ):
        scene = app.push(make())
        app.step([])
        yield scene
        app.pop()


@pytest.mark.parametrize("theme", list_themes())
@pytest.mark.parametrize("size", [(800, 600), (1280, 800), (1920, 1080)])
def test_every_screen_fits_the_window(size, theme):
    app = App(size=size, theme=theme, routes={"table": FakeTable})
    assert not app.notices
    app.settings.last_setup = {"players": 4}
    bounds = pygame.Rect((0, 0), size)
    for scene in screens(app):
        rects = [
            (w.name or type(w).__name__, w.rect)
            for w in scene.form.widgets
            if w.visible and w.rect.w > 0
        ]
        for name, rect in rects:
            assert bounds.contains(rect), (type(scene).__name__, name, rect, size)
        for i, (n1, r1) in enumerate(rects):
            for n2, r2 in rects[i + 1 :]:
                assert not r1.colliderect(r2), (type(scene).__name__, n1, n2, size)
    app.close()


def test_a_long_label_breaks_in_two_rather_than_shrink():
    """Issue 39 (words that break as a typesetter would): "Review the game" in a narrow
    button at 200 % text shrank to a third of its size on one line; it breaks in two at
    the size the button's height gives, and a label that fits stays on one line."""
    from sorry_game.app import draw

    ui = UI()
    ui.fonts.scale = 2.0
    surface = pygame.Surface((200, 100))
    for label, lines in (("Review the game", 2), ("Back", 1)):
        with draw.recorded_sizes() as sizes:
            Button(label, lambda: None, (10, 10, 140, 70)).draw(surface, ui)
        texts = [s[1] for s in sizes]
        assert len(texts) == lines, texts
        assert " ".join(texts) == label
    with draw.recorded_sizes() as sizes:
        Button("Review the game", lambda: None, (10, 10, 140, 70)).draw(surface, ui)
    assert min(s[0] for s in sizes) >= 24
