"""The UI scale setting (75-200 %): saved and read back, bad values fall back, and text
grows with it; at 800x600 and at 200 % no line of text leaves its panel or the window."""

from __future__ import annotations

import pygame
import pytest
from shell_helpers import click, make_app

from sorry_game.app import draw
from sorry_game.app.draw.uifont import UIFont
from sorry_game.app.settings import UI_SCALES, Settings, ui_scale_of
from sorry_game.app.table import panel as side
from sorry_game.store.paths import config_dir

GAMES = ["classic", "president", "king", "revenge"]


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def test_ui_scale_round_trips_through_the_file() -> None:
    settings = Settings(ui_scale=150)
    assert settings.save() is None
    loaded, warnings = Settings.load()
    assert warnings == [] and loaded.ui_scale == 150
    assert "ui_scale: 150" in (config_dir() / "settings.yaml").read_text(encoding="utf-8")


@pytest.mark.parametrize("bad", ["300", "75.5", "true", "'big'", "[100]", "60"])
def test_bad_ui_scale_falls_back_with_a_message(bad: str) -> None:
    (config_dir() / "settings.yaml").write_text(f"ui_scale: {bad}\nmuted: true\n", "utf-8")
    settings, warnings = Settings.load()
    assert settings.ui_scale == 100 and settings.muted is True
    assert warnings and warnings[0].startswith("settings: ui_scale")
    assert "percent" in warnings[0]


def test_ui_scale_factor() -> None:
    assert [ui_scale_of(n) for n in (75, 200)] == [0.75, 2.0]
    assert ui_scale_of(7) == ui_scale_of(None) == 1.0
    assert min(UI_SCALES) == 75 and max(UI_SCALES) == 200


def test_settings_scene_text_size_grows_text_and_is_saved() -> None:
    app = make_app()
    click(app, app.top.buttons["settings"])
    scene = app.top
    before = scene.font_px("body")
    for _ in range(5):  # 100 -> 110 -> 125 -> 150 -> 175 -> 200
        click(app, scene.ui_scale)
    assert app.settings.ui_scale == 200
    # the menus' text (and their rows) twice as tall
    assert scene.font_px("body") >= 1.9 * before
    app.close()
    assert Settings.load()[0].ui_scale == 200
    app.set_ui_scale(100)  # the text scale is global: leave it as found


# --- text stays inside its panel ------------------------------------------------------------


class Recorder(pygame.Surface):
    """A window surface that notes where each line of text is blitted."""

    texts: dict[int, str]
    placed: list[tuple[str, pygame.Rect]]

    def blit(self, source, dest, area=None, special_flags=0):  # type: ignore[override]
        rect = super().blit(source, dest, area, special_flags)
        text = self.texts.get(id(source))
        if text is not None and text.strip():
            ink = source.get_bounding_rect()
            at = pygame.Rect(dest) if not isinstance(dest, pygame.Rect) else dest
            self.placed.append((text, ink.move(at.x, at.y)))
        return rect


@pytest.fixture
def recorder(monkeypatch):
    """Every line rendered while the fixture is active is known by its surface."""
    texts: dict[int, str] = {}
    keep: list[pygame.Surface] = []
    real = UIFont.render

    def render(self, text, *args, **kwargs):
        image = real(self, text, *args, **kwargs)
        keep.append(image)
        texts[id(image)] = str(text)
        return image

    monkeypatch.setattr(UIFont, "render", render)
    draw.render_text.cache_clear()

    def make(size: tuple[int, int]) -> Recorder:
        surface = Recorder(size)
        surface.texts = texts
        surface.placed = []
        return surface

    yield make
    draw.render_text.cache_clear()


def _outside(placed, box: pygame.Rect, slack: int = 2) -> list[tuple[str, pygame.Rect]]:
    grown = box.inflate(2 * slack, 2 * slack)
    return [(t, r) for t, r in placed if not grown.contains(r)]


def _table(game: str, size: tuple[int, int], scale: int):
    from table_helpers import make_app as table_app
    from table_helpers import make_session, settle_forced

    from sorry_game.ai import make_agent

    app = table_app(size)
    app.set_ui_scale(scale)
    table = app.open_table(make_session(game, seed=5))
    app.step([])
    settle_forced(app, table)
    agents = [make_agent("random", game, i) for i in range(4)]
    for _ in range(12):  # a few moves in: pawns out, cards played, a log to show
        state = table.session.state
        if state.is_over():
            break
        table.apply(agents[state.current_player() or 0].choose(state))
        table.animator.skip()
        table.settle()
    return app, table


@pytest.mark.parametrize("size", [(800, 600), (1920, 1080)])
def test_table_panel_grows_with_the_ui_scale_as_far_as_it_fits(size) -> None:
    units, wide = {}, {}
    for scale in (75, 100, 200):
        app, table = _table("classic", size, scale)
        units[scale], wide[scale] = table.lay.u, table.wide or -table.drawer_u
        app.set_ui_scale(100)
        app.close()
    assert units[75] < units[100] < units[200]
    # the panel holds its rows: one column never more units than its height allows at
    # 100 %+; where it widens into two columns (issue 32), what two columns hold; where
    # its log and players go in a drawer (issue 39), what the column holds without them
    high = 1036 if size[1] == 1080 else 580
    caps = {True: high // side.WIDE_HEIGHT_UNITS, False: high // side.DRAWER_UNITS_HIGH}
    cap = caps[wide[200] > 0] if wide[200] else high // 30
    assert units[200] <= max(units[100], cap) and not wide[100]


def test_panel_text_grows_in_a_large_window() -> None:
    """At 1920x1080 the side panel's unit is larger than at 1280x800 (it used to stop)."""
    small, table_small = _table("classic", (1280, 800), 100)
    u_small = table_small.lay.u
    small.close()
    big, table_big = _table("classic", (1920, 1080), 100)
    assert table_big.lay.u >= u_small + 5
    big.close()


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("scale", [100, 200])
def test_table_text_stays_in_its_panel_at_800x600(recorder, game: str, scale: int) -> None:
    size = (800, 600)
    app, table = _table(game, size, scale)
    surface = recorder(size)
    table.resize(size)
    table.draw(surface)
    placed = surface.placed
    assert len(placed) >= 5
    assert _outside(placed, surface.get_rect()) == []
    panel = table.panel_rect
    in_panel = [(t, r) for t, r in placed if panel.collidepoint(r.center)]
    assert in_panel and _outside(in_panel, panel) == []
    app.set_ui_scale(100)
    app.close()


@pytest.mark.parametrize("scene", ["title", "settings", "setup"])
@pytest.mark.parametrize("scale", [100, 200])
def test_main_scenes_text_stays_in_the_window(recorder, scene: str, scale: int) -> None:
    app = make_app()
    app.set_ui_scale(scale)
    if scene != "title":
        click(app, app.top.buttons["settings" if scene == "settings" else "new"])
    # above 100 % the scene is a page as wide as the window and taller (it scrolls)
    assert app.top.size[0] == app.size[0] and app.top.size[1] >= app.size[1] * scale // 100
    surface = recorder(app.top.size)
    app.top.draw(surface)
    assert len(surface.placed) >= 3
    assert _outside(surface.placed, surface.get_rect()) == []
    app.set_ui_scale(100)
    app.close()


# --- the type scale ---------------------------------------------------------------------------


def test_type_scale_steps_come_from_the_theme() -> None:
    from sorry_game.app.draw.fonts import Fonts
    from sorry_game.app.theme import TYPE_SCALE, parse_theme

    text = "font:\n  scale: 1.0\n  steps:\n    body: 0.04\n    tiny: 5\n    huge: 0.1\n"
    theme, warnings = parse_theme(text, "t", "themes/t.yaml")
    assert theme.type_scale["body"] == 0.04
    assert theme.type_scale["tiny"] == TYPE_SCALE["tiny"]  # out of range: the default
    assert any("font.steps.tiny" in w for w in warnings)
    assert any("font.steps.huge" in w and "unknown step" in w for w in warnings)
    fonts = Fonts()
    before = fonts.px("body", 800)
    fonts.steps = dict(theme.type_scale)
    assert fonts.px("body", 800) > before
    # the steps keep their order: each one larger than the next
    sizes = [fonts.px(step, 1000) for step in ("display", "title", "heading", "body", "tiny")]
    assert sizes == sorted(sizes, reverse=True)


def test_every_theme_still_loads_with_its_type_scale() -> None:
    from sorry_game.app.theme import TYPE_SCALE, list_themes, load_theme

    for name in list_themes():
        theme, warnings = load_theme(name)
        assert warnings == [], name
        assert set(theme.type_scale) == set(TYPE_SCALE)


@pytest.mark.parametrize("start, key, expected", [(200, "right", 200), (75, "left", 75)])
def test_text_size_stops_at_its_ends(start, key, expected) -> None:
    """One Right too many at 200 % keeps 200 % (it used to wrap to 75 %), and one Left
    too many at 75 % keeps 75 %."""
    import pygame
    from shell_helpers import make_app

    from sorry_game.app.scenes.settings import SettingsScene

    app = make_app(size=(1280, 800))
    app.set_ui_scale(start)
    app.go("settings")
    scene = app.top
    assert isinstance(scene, SettingsScene)
    scene.form.set_focus(scene.ui_scale, True)
    k = pygame.K_RIGHT if key == "right" else pygame.K_LEFT
    app.step([pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0)])
    assert app.settings.ui_scale == expected
    assert scene.ui_scale.value_label == f"{expected} %"
    app.close()
