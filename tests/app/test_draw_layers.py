"""The layers and stamps that keep what a frame draws again (issue 41) change no pixel:
every game's table, at two sizes, two text sizes and two themes, while pieces move and
while a human picks, is drawn the same with the caches as drawn again without them
(`layers.uncached()`), and a cache never serves a layer drawn for another size, theme
or text size."""

from __future__ import annotations

import pygame
import pytest

from sorry_game.ai import make_agent
from sorry_game.app.draw import layers
from tests.app.table_helpers import make_app, make_session

GAMES = ("classic", "president", "king", "revenge")


def _frame(app) -> bytes:
    """The scenes drawn now on a fresh canvas (nothing updated: the same moment)."""
    surface = pygame.Surface(app.size, 0, 32)
    for scene in app.router.drawn():
        scene.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


def _same_with_and_without(app, where: str) -> None:
    _frame(app)  # the caches filled
    cached = _frame(app)
    with layers.uncached():
        fresh = _frame(app)
    if cached != fresh:
        w, h = app.size
        diff = [i // 3 for i in range(0, len(fresh), 3) if cached[i : i + 3] != fresh[i : i + 3]]
        first = diff[0]
        raise AssertionError(
            f"{where}: {len(diff)} pixels differ, first at {(first % w, first // w)} of {w}x{h}"
        )


def _play(app, game_id: str, seed: int, moves: int, where: str) -> None:
    """A seeded game, the human seat's decisions taken by a random player: the frame
    compared at the human's decisions and part-way through the moves' animations."""
    table = app.open_table(make_session(game_id, seed=seed))
    session = table.session
    agent = make_agent("random", game_id, seed)
    app.step([], 0)
    for n in range(moves):
        if session.state.is_over() or app.top is not table:
            break
        if not table.animator.busy:
            _same_with_and_without(app, f"{where}, move {n}, idle")
            table.apply(agent.choose(session.state))
        for k in range(12):
            app.step([], 1 / 30)
            if k in (2, 7) and app.top is table:
                _same_with_and_without(app, f"{where}, move {n}, frame {k}")
        table.animator.skip()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_table_draws_the_same_with_its_layers_and_stamps(game_id: str) -> None:
    app = make_app((1280, 800))
    app.settings.speed = "normal"
    _play(app, game_id, 5, 6, f"{game_id} 1280x800")
    app.set_theme("classic-round", persist=False)
    app.set_ui_scale(150)
    size = (1024, 768)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])
    _play(app, game_id, 9, 4, f"{game_id} round theme, 150 %")


def test_a_layer_is_drawn_again_when_what_it_depends_on_changes() -> None:
    """Same key: kept; another key (another size, theme or text size): drawn again."""
    made = layers.Layers(max_bytes=1 << 20, max_items=4)
    drawn: list[str] = []

    def paint(colour):
        def go(surface: pygame.Surface) -> None:
            drawn.append(str(colour))
            surface.fill(colour)

        return go

    target = pygame.Surface((100, 100))
    made.blit(target, ("tag", 1.0), pygame.Rect(0, 0, 80, 80), paint((200, 0, 0)))
    made.blit(target, ("tag", 1.0), pygame.Rect(0, 0, 80, 80), paint((0, 200, 0)))
    assert drawn == ["(200, 0, 0)"] and target.get_at((5, 5))[:3] == (200, 0, 0)
    made.blit(target, ("tag", 1.5), pygame.Rect(0, 0, 80, 80), paint((0, 200, 0)))
    assert target.get_at((5, 5))[:3] == (0, 200, 0) and len(drawn) == 2
    with layers.uncached():
        made.blit(target, ("tag", 1.5), pygame.Rect(0, 0, 80, 80), paint((0, 0, 200)))
    assert target.get_at((5, 5))[:3] == (0, 0, 200)


def test_a_stamp_is_kept_by_the_pixels_under_it() -> None:
    """A translucent disc kept on one ground is not served on another."""
    stamps = layers.Stamps(max_bytes=1 << 20)

    def disc(surface: pygame.Surface, at) -> None:
        pygame.draw.circle(surface, (0, 0, 0), at, 8)

    def translucent(surface: pygame.Surface, at) -> None:
        layer = pygame.Surface((20, 20), pygame.SRCALPHA)
        pygame.draw.circle(layer, (0, 0, 0, 128), (10, 10), 8)
        surface.blit(layer, (at[0] - 10, at[1] - 10))

    for ground in ((200, 200, 200), (40, 90, 160)):
        direct = pygame.Surface((40, 40))
        direct.fill(ground)
        translucent(direct, (20, 20))
        for _ in range(2):  # drawn, then from the cache
            kept = pygame.Surface((40, 40))
            kept.fill(ground)
            stamps.draw(kept, "disc", pygame.Rect(9, 9, 22, 22), lambda s: translucent(s, (20, 20)))
            assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(direct, "RGB")
    assert len(stamps) == 2
    stamps.draw(
        pygame.Surface((40, 40)), "other", pygame.Rect(9, 9, 22, 22), lambda s: disc(s, (20, 20))
    )
    assert len(stamps) == 3


def test_a_stamp_in_a_squeezed_window_with_no_room_is_drawn_not_kept() -> None:
    """A place of negative or zero size (a window squeezed below its panel's card) is
    painted directly: a crash found by the monkey at a tiny Revenge window."""
    stamps = layers.Stamps(max_bytes=1 << 20)
    painted: list[pygame.Rect] = []
    surface = pygame.Surface((40, 40))
    for rect in (pygame.Rect(20, 20, -12, -16), pygame.Rect(5, 5, 0, 10)):
        stamps.draw(surface, "card", rect, lambda s, r=rect: painted.append(r))
    assert len(painted) == 2
    assert len(stamps) == 0


def test_a_stamp_with_rounded_corners_compares_its_corners_and_is_drawn_as_fresh() -> None:
    """Issue 41: a box that begins with a flat rounded rect (the log, the header) keeps
    its pixels by the ground of its four corners only: a new ground there draws it again,
    a new ground under its flat middle (covered whole) does not change a pixel."""
    stamps = layers.Stamps(max_bytes=1 << 20)
    rect = pygame.Rect(10, 10, 60, 40)
    drawn: list[int] = []

    def paint(s: pygame.Surface) -> None:
        drawn.append(1)
        pygame.draw.rect(s, (200, 30, 30), rect, border_radius=8)
        pygame.draw.circle(s, (0, 0, 255), rect.center, 6)

    def frame(ground: tuple[int, int, int], spot: tuple[int, int] | None = None) -> bytes:
        surface = pygame.Surface((80, 60), 0, 32)
        surface.fill(ground)
        if spot is not None:
            surface.set_at(spot, (0, 255, 0))
        stamps.draw(surface, "box", rect, paint, corners=9)
        return pygame.image.tobytes(surface, "RGB")

    def fresh(ground: tuple[int, int, int], spot: tuple[int, int] | None = None) -> bytes:
        with layers.uncached():
            return frame(ground, spot)

    frame((9, 9, 9))
    assert frame((9, 9, 9), (40, 30)) == fresh((9, 9, 9), (40, 30)) and len(drawn) == 2
    assert frame((9, 9, 9), (11, 11)) == fresh((9, 9, 9), (11, 11))  # a corner: again
    assert frame((50, 50, 50)) == fresh((50, 50, 50))
    assert len(drawn) == 6
