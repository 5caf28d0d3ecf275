"""No unfinished corners (issue 39): no label, key number, badge or coordinate lies
under anything — a START or HOME tag under a pawn (in its circle, or on the track or a
lane beside it) or another tag, Yellow's HOME tag under Sorry My Ass!'s trick pile."""

from __future__ import annotations

import math

import pygame
import pytest

from sorry_game.app.plugins.board.layout import BoardLayout
from sorry_game.app.plugins.board.paint import tag_obstacles, tag_places, tag_rect
from sorry_game.app.plugins.president.layout import fan_rects, pile_card, pile_room
from sorry_game.app.plugins.president.paint import TrickPainter
from sorry_game.games.board.geometry import HOME, SAFETY_BASE, START, TRACK_LEN
from sorry_game.games.catalogue import get_game

#: the boards' sides at 800x600, 1280x800 (100 % and 200 %) and 1920x1080
SIDES = [470, 528, 592, 768, 1036]


@pytest.fixture(autouse=True)
def _inline_ai(monkeypatch):
    monkeypatch.setenv("SORRY_GAME_INLINE_AI", "1")


def standing(lay: BoardLayout, x: float, y: float) -> pygame.Rect:
    """The room a pawn standing at (x, y) takes: its head above, its base below."""
    r = lay.pawn_radius
    return pygame.Rect(round(x - r), round(y - r * 2.1), round(2 * r), round(r * 2.6))


@pytest.mark.parametrize("style", ["round", "square"])
@pytest.mark.parametrize("side", SIDES)
def test_no_pawn_anywhere_stands_on_a_start_or_home_tag(side: int, style: str) -> None:
    """Issue 39: a pawn on the track beside a START circle (or in it) stood on the word
    START; a pawn on the last square of a lane on HOME."""
    lay = BoardLayout(pygame.Rect(0, 0, side, side), style)
    spots = [lay.point(p, c) for c in range(4) for p in range(TRACK_LEN)]
    spots += [lay.point(SAFETY_BASE + k, c) for c in range(4) for k in range(5)]
    spots += [lay.point(p, c, i) for c in range(4) for p in (START, HOME) for i in range(4)]
    pawns = [standing(lay, x, y) for x, y in spots]
    tags = list(tag_places(lay).values())
    assert len(tags) == 8
    for i, tag in enumerate(tags):
        assert tag.collidelist(pawns) < 0, (tag, pawns[tag.collidelist(pawns)])
        assert tag.collidelist(tags[:i] + tags[i + 1 :]) < 0
        assert lay.rect.contains(tag)
    for c in range(4):  # the board draws and reports the same places
        assert (
            tag_rect("START", lay.start[c], lay)
            == tag_places(lay)[("start", round(lay.start[c][0]), round(lay.start[c][1]))]
        )
        assert tag_rect("HOME", lay.home[c], lay).collidelist(tag_obstacles(lay, lay.home[c])) < 0


@pytest.mark.parametrize("style", ["round", "square"])
@pytest.mark.parametrize("side", SIDES)
def test_the_trick_pile_covers_no_home_tag(side: int, style: str) -> None:
    """Issue 39: a play of three or four cards fanned over Yellow's HOME tag (and the
    earlier plays turned under it) on a small board."""
    lay = BoardLayout(pygame.Rect(0, 0, side, side), style)
    base = pile_card(lay)
    room = pile_room(lay, base)
    tags = [tag_rect("HOME", lay.home[c], lay) for c in range(4)]
    painter = TrickPainter(get_game("president"))
    painter.room = room
    for n in (1, 2, 3, 4):
        fan = fan_rects(base, n, room=room)
        assert fan[0].union(fan[-1]).collidelist(tags) < 0, (side, style, n)
        if n > 1:
            assert fan[1].left > fan[0].left  # still fanned: the cards of a play show
        for k in (0, 1):  # the earlier plays, turned under it
            angle = painter.turn_within((-13, 11)[k] * (1 + k * 0.4), n, base, k)
            width = (fan[-1].right - fan[0].left) * math.cos(math.radians(angle))
            width += base.height * math.sin(math.radians(abs(angle)))
            turned = pygame.Rect(0, 0, round(width), 1)
            turned.center = (base.centerx - (k + 1) * 3, base.centery)
            lefts = [t for t in tags if t.top < base.bottom and t.bottom > base.top]
            assert turned.collidelist(lefts) < 0, (side, style, n, k)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_a_movable_piece_keeps_its_squares_coordinate_in_sight(size) -> None:
    """Issue 39: Sorry, King!'s files and ranks hid under the movable-piece corners
    (the b1 knight's "b", the a2 pawn's "2"): they stand in the gutter round the 8x8
    now, where no highlight is drawn."""
    from table_helpers import open_game

    app, table, _session = open_game(size, game_id="king", seed=3)
    lay = table.plugin.lay
    hi = table.palette["highlight"]
    surface = pygame.Surface(size)
    table.draw(surface)
    targets = [t.rect for t in table.options.targets]
    assert len(targets) >= 3
    for box in lay.coordinate_rects():
        assert box.collidelist(targets) < 0, box
        lit = [
            (x, y)
            for x in range(box.left, box.right)
            for y in range(box.top, box.bottom)
            if tuple(surface.get_at((x, y)))[:3] == hi
        ]
        assert not lit, box


@pytest.mark.parametrize("game_id", ["president", "revenge"])
def test_the_focus_ring_covers_no_card_number_nor_badge(game_id: str) -> None:
    """Issue 39: the ring round a focused card of the hand was drawn over its number key
    (under it) and its "x2" badge (on its corner): the pixels there are the same with
    the ring shown and hidden."""
    from table_helpers import clickables, open_game, step_idle

    app, table, _session = open_game((1280, 800), game_id=game_id, seed=3)
    for _ in range(3000):  # to a decision that picks a card of the hand
        cards = [
            (i, it)
            for i, it in enumerate(table.options.focus_order())
            if it[0] == "target" and it[2].choice.kind == "card" and it[2].ring is not None
        ]
        if cards and not table.animator.busy:
            break
        if table.human_input() and not table.animator.busy and table.forced_in is None:
            table.take(clickables(table)[0][1])
        step_idle(app)
    assert cards
    for index, (_kind, rect, target) in cards:
        marks = target.ring
        table.options.focus, table.options.focus_visible = index, False
        plain = pygame.Surface((1280, 800))
        table.draw(plain)
        table.options.focus_visible = True
        ringed = pygame.Surface((1280, 800))
        table.draw(ringed)
        # what the ring must leave alone: the number under the card, the badge above
        below = pygame.Rect(
            marks.left, rect.bottom + 1, marks.width, marks.bottom - rect.bottom - 1
        )
        above = pygame.Rect(marks.left, marks.top, marks.width, rect.top - marks.top)
        # (the ring's rounded corners sweep the union's very corners: none of the words)
        for part in (below.inflate(-below.width // 2, -4), above.inflate(-24, -2)):
            for x in range(part.left, part.right):
                for y in range(part.top, part.bottom):
                    assert plain.get_at((x, y)) == ringed.get_at((x, y)), (target.choice, x, y)
    app.close()


def test_the_bump_preview_leaves_the_bumped_pawn_in_sight() -> None:
    """Issue 39: the preview's X over a pawn to be bumped hid which pawn it was; its
    mark stands beside the pawn: the pawn's head (its number) is drawn as without it."""
    from sorry_game.app.draw import Palette
    from sorry_game.app.draw.figures import draw_pawn, figure_radius
    from sorry_game.app.plugins.board.preview import bump_mark
    from sorry_game.app.theme import load_theme

    pal = Palette(load_theme("classic-round")[0])
    lay = BoardLayout(pygame.Rect(0, 0, 600, 600), "round")
    at = lay.track[10].centre
    plain, marked = pygame.Surface((600, 600)), pygame.Surface((600, 600))
    for surface in (plain, marked):
        surface.fill(pal["track"])
        draw_pawn(surface, pal.player(1), at, lay.pawn_radius, "3", 1)
    bump_mark(marked, pal, lay, at)
    fr = figure_radius(lay.pawn_radius)
    head = pygame.Rect(0, 0, round(fr * 0.7), round(fr * 0.7))  # the head and its number
    head.center = (round(at[0]), round(at[1] - fr * 0.5))
    for x in range(head.left, head.right):
        for y in range(head.top, head.bottom):
            assert plain.get_at((x, y)) == marked.get_at((x, y)), (x, y)
    assert any(  # and the mark is there, beside it
        plain.get_at((x, y)) != marked.get_at((x, y))
        for x in range(round(at[0]), round(at[0] + fr * 1.3))
        for y in range(round(at[1] - fr * 1.4), round(at[1] - fr * 0.6))
    )


def test_nothing_drawn_that_means_nothing_in_revenge() -> None:
    """Issue 39: an empty outlined card slot in the panel, an empty dashed box labelled
    "Play pile" and an outlined empty discard pile with "Discard 0": none at the start
    of a Revenge round."""
    from table_helpers import open_game

    from sorry_game.app import draw

    app, table, _session = open_game((1280, 800), game_id="revenge", seed=7)
    game = table.view.game
    assert not game.play_pile and not game.discard  # a round begins: both piles empty
    surface = pygame.Surface((1280, 800))
    with draw.recorded_sizes() as sizes:
        table.draw(surface)
    words = [w for _px, w in sizes]
    assert "Play" not in words and "pile" not in words and "Discard 0" not in words
    tab = table.plugin.tableau(table.view)
    felt = surface.get_at(tab.pile_rect.center)
    for r in (tab.pile_rect, tab.discard_rect):  # the felt, all of it
        edge = [surface.get_at((x, r.top + 1)) for x in range(r.left + 8, r.right - 8)]
        assert all(c == felt for c in edge), r
    app.close()


def test_no_empty_outlined_trick_pile_in_sorry_my_ass() -> None:
    """Issue 39: before the first play of a trick, an empty outlined card slot with who
    leads in small words (said by the header and the prompt already)."""
    from table_helpers import open_game

    from sorry_game.app import draw

    app, table, _session = open_game((1280, 800), game_id="president", seed=1)
    assert not table.animator.props.get("trick")  # the first trick: nothing played yet
    surface = pygame.Surface((1280, 800))
    with draw.recorded_sizes() as sizes:
        table.draw(surface)
    words = " ".join(w for _px, w in sizes)
    assert "leads" not in words and "must lead" not in words
    from sorry_game.app.draw import luminance

    pile = table.plugin.pile  # no outline: its edge is the felt's grain, nothing lighter
    felt = luminance(surface.get_at((pile.centerx, pile.centery))[:3])
    edge = [
        luminance(surface.get_at((x, pile.top))[:3]) for x in range(pile.left + 6, pile.right - 6)
    ]
    assert max(abs(v - felt) for v in edge) < 0.08
    app.close()


def test_a_new_trick_leaves_no_empty_card_slot_in_the_panel(monkeypatch) -> None:
    """Issue 39: Sorry My Ass!'s panel drew an empty outlined card beside "A new trick";
    with no card in question the words take the card's place."""
    from table_helpers import open_game

    from sorry_game.app.draw import mix
    from sorry_game.app.plugins.president import panel as panel_module

    drawn: list[tuple[str, tuple]] = []
    real = panel_module.blit_text

    def record(surface, text, size, colour, pos, *args, **kwargs):
        drawn.append((text, tuple(pos)))
        return real(surface, text, size, colour, pos, *args, **kwargs)

    monkeypatch.setattr(panel_module, "blit_text", record)
    app, table, _session = open_game((1280, 800), game_id="president", seed=1)
    assert not table.animator.props.get("trick")
    surface = pygame.Surface((1280, 800))
    table.draw(surface)
    slot = table.plugin.panel_card
    title = [pos for text, pos in drawn if text == "A new trick"]
    assert title and title[0][0] == slot.left
    outline = mix(table.palette["panel"], table.palette["text"], 0.2)
    column = [tuple(surface.get_at((slot.right - 2, y)))[:3] for y in range(slot.top, slot.bottom)]
    assert outline not in column
    app.close()


def test_a_cards_number_key_is_drawn_as_a_key_cap_not_a_bare_digit():
    """Under Sorry My Ass!'s hand a bare '4' under the 1s read as a card's value: the
    number to press stands in a small key cap (an outline round it), within the line
    the digit took."""
    import pygame

    from sorry_game.app.draw import Palette, draw_keycap, font
    from sorry_game.app.theme import Theme

    pal = Palette(Theme())
    ground = (20, 40, 80)
    surface = pygame.Surface((80, 60))
    surface.fill(ground)
    cap = draw_keycap(surface, pal, "4", 14, (40, 10))
    assert cap.top == 10 and cap.height == font(14).get_linesize()
    assert cap.width > 0.9 * cap.height  # a cap, wider than the digit alone
    left = [surface.get_at((cap.left, y))[:3] for y in range(cap.top + 4, cap.bottom - 4)]
    assert all(colour != ground for colour in left)  # its outline
    assert surface.get_at((cap.left - 2, cap.centery))[:3] == ground  # nothing beside


@pytest.mark.parametrize("scale", [100, 200])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)])
def test_the_trick_card_stands_clear_of_the_home_tags(size, scale) -> None:
    """Sorry My Ass! at 800x600 200 % text: the trick's card and its shadow ended a
    pixel above Blue's HOME tag (read as covering it). A gap one sees all round."""
    from table_helpers import make_app, make_session

    app = make_app(size)
    app.settings.ui_scale = scale
    table = app.open_table(make_session("president", seed=3))
    app.step([])
    plugin = table.plugin
    lay, card = plugin.board, plugin.pile
    shadow = max(2, card.width // 24)
    body = pygame.Rect(card.left, card.top, card.width + shadow, card.height + shadow)
    for c in range(4):
        tag = tag_rect("HOME", lay.home[c], lay)
        assert not body.inflate(8, 8).colliderect(tag), (c, body, tag)
    assert card.width >= pile_card(lay).width * 0.7  # a little smaller at most
    app.close()


@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("count", [1, 2])
def test_the_trick_card_s_corner_numbers_are_whole(count: int, scale: float) -> None:
    """The owner's badge sat on the front card's bottom corner number ('11' read '1'),
    and a pair's front card on the back card's ('1 11'): each corner number is drawn
    as on a card alone."""
    from sorry_game.app.draw import Palette
    from sorry_game.app.draw.cardart import draw_card, index_end
    from sorry_game.app.draw.text import set_text_scale, text_scale
    from sorry_game.app.theme import default_theme
    from sorry_game.games.president.view import TrickPlay

    was = text_scale() / 1.25
    set_text_scale(scale)
    try:
        pal = Palette(default_theme())
        lay = BoardLayout(pygame.Rect(0, 0, 768, 768), "round")
        base = pile_card(lay)
        painter = TrickPainter(get_game("president"))
        painter.least = index_end("11", base.width) + 2
        view = type("V", (), {"colours": (0, 1, 2, 3)})()
        ground = pal["table"]
        alone = pygame.Surface((768, 768))
        pile = pygame.Surface((768, 768))
        fan = fan_rects(base, count, least=painter.least)
        for surface in (alone, pile):
            surface.fill(ground)
        for r in fan:
            draw_card(alone, pal, r, "11", "", highlight=pal.player(0))
        painter.draw(pile, pal, view, {"trick": [TrickPlay(0, 11, count)]}, base, lay, ["You"])
        end = index_end("11", base.width)
        for r in fan:
            corner = pygame.Rect(r.left, r.top, end, r.height // 3)  # top left
            for x in range(corner.left, corner.right):
                for y in range(corner.top, corner.bottom):
                    assert alone.get_at((x, y)) == pile.get_at((x, y)), ("top", x, y)
        front = fan[-1]
        corner = pygame.Rect(front.right - end, front.bottom - front.height // 3, end, 0)
        corner.height = front.height // 3
        for x in range(corner.left, corner.right):
            for y in range(corner.top, corner.bottom):
                assert alone.get_at((x, y)) == pile.get_at((x, y)), ("bottom", x, y)
    finally:
        set_text_scale(was)
