"""Widgets (keyboard focus, activation, values), fonts, sound without a device, and
that every shell screen fits the window at 800x600, 1280x800 and 1920x1080."""

from __future__ import annotations

import pygame
import pytest

from sorry_game.app import audio as audio_mod
from sorry_game.app.app import App
from sorry_game.app.fonts import Fonts, wrap
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


def test_widgets_draw_without_errors(form):
    surface = pygame.Surface((300, 300))
    form.set_focus(form.cyc, visible=True)
    form.draw(surface)


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
