"""Drawing the viewer's hand in the strip under the board: the cards of one rank
overlapping, ranks apart; the playable ranks highlighted, the chosen one raised, the
others dimmed while picking; a count chip on a rank of several, the number keys under.

Only `PresidentView.hand` is ever drawn face up here: the view holds the viewer's own
hand and nobody else's.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from sorry_game.app.draw import Palette, blit_text, draw_keycap, fit_text, font, mix, text_width
from sorry_game.app.draw.cardart import draw_card
from sorry_game.app.plugins.president.layout import KEY_LINE, HandGroup
from sorry_game.app.plugins.president.paint import chip
from sorry_game.app.table.plugin import TableUI
from sorry_game.engine.view import View
from sorry_game.games.board.cards import card_label
from sorry_game.games.president.view import PresidentView

#: the share of a card's height, at its lower edge, a larger number key may stand on
KEY_ON_CARD = 0.14
#: what was drawn face up in the strip: [(card, rect)], left to right
Drawn = list[tuple[int, pygame.Rect]]


def draw_hand(
    surface: pygame.Surface,
    pal: Palette,
    strip: pygame.Rect,
    view: View[PresidentView],
    ui: TableUI,
    groups: Callable[[Sequence[int]], list[HandGroup]],
) -> Drawn:
    """The strip and the hand in it (`groups`: the hand laid out as rank groups);
    returns the cards drawn face up."""
    drawn: Drawn = []
    pygame.draw.rect(
        surface,
        mix(pal["table"], pal["background"], 0.55),
        strip,
        border_radius=max(6, strip.height // 8),
    )
    hand: Sequence[int] | None = view.game.hand
    size = max(10, min(16, strip.height * 0.16))
    if hand is None:
        text = "Hands are hidden" if view.viewer is None else ""
        blit_text(surface, text, size, pal["muted_text"], strip.center, "center")
        return drawn
    props = ui.anim.props
    if props.get("dealing") and ui.anim.busy:
        return drawn
    incoming = props.get("incoming") if ui.anim.busy else None
    if incoming is not None and incoming in hand:
        rest = list(hand)
        rest.remove(incoming)
        hand = rest
    if not hand:
        blit_text(
            surface,
            fit_text("No cards left: your pawns are safe this round.", size, strip.width - 10),
            size,
            pal["muted_text"],
            strip.center,
            "center",
        )
        return drawn
    targets = {t.choice.key: t for t in ui.targets if t.choice.kind == "card"}
    alternates = {t.choice.key: t for t in ui.alternates if t.choice.kind == "card"}
    picked = next((c.key for c in ui.chosen if c.kind == "card"), None)
    hinted = {c.key for c in ui.hint if c.kind == "card"}
    picking = ui.active and view.game.phase in ("play", "trade")
    rise = max(4, int(strip.height * 0.09))
    for idx, g in enumerate(groups(hand)):
        chosen = ui.active and g.card == picked
        live = g.card in targets or g.card in alternates
        dy = -rise if chosen else 0
        if chosen:  # (a still picture's in its legend's colour)
            edge = ui.mark or pal["selected"]
        elif g.card in targets and ui.active:
            edge = pal["highlight"]
        else:
            edge = None
        rects = [r.move(0, dy) for r in g.card_rects()]
        for i, r in enumerate(rects):
            top = i == len(rects) - 1
            label = card_label(g.card) if top else None
            draw_card(surface, pal, r, label, "", highlight=edge, index_scale=index_scale(g))
            if i and edge is None:  # where one card covers the next (any card edge colour)
                ink = mix(pal["card_face"], pal["card_text"], 0.45)
                inset = max(3, r.width // 10)
                pygame.draw.line(
                    surface, ink, (r.left, r.top + inset), (r.left, r.bottom - inset), 1
                )
            if not top:
                _corner_index(surface, pal, r, g.card, g.step, index_scale(g))
            drawn.append((g.card, r))
        if picking and not chosen and not live:  # not playable now: dimmed
            box = rects[0].union(rects[-1])
            shade = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(
                shade,
                (*pal["background"], 150),
                shade.get_rect(),
                border_radius=max(3, g.card_w // 10),
            )
            surface.blit(shade, box)
        box = rects[0].union(rects[-1])
        if g.count > 1:
            csize = chip_size(g)
            chip(surface, f"x{g.count}", chip_centre(box, csize), csize, pal["panel_edge"])
        if g.card in hinted:
            pygame.draw.rect(
                surface,
                pal["accent"],
                box.inflate(8, 8),
                3,
                border_radius=max(4, g.card_w // 8),
            )
        hover = ui.hover
        if hover is not None and hover.choice.kind == "card" and hover.choice.key == g.card:
            pygame.draw.rect(
                surface,
                pal["selected"],
                box.inflate(6, 6),
                2,
                border_radius=max(4, g.card_w // 8),
            )
        if ui.active and idx < 9 and (live or chosen):
            draw_keycap(surface, pal, str(idx + 1), key_size(g), (box.centerx, key_top(g)))
    return drawn


#: the largest "x2" badge (px) that stands out of its card at full (`chip_centre`)
CHIP_OUT = 14


def chip_size(g: HandGroup) -> float:
    """The size of a rank's "x2" badge: grown with the Text size (`HandGroup.words`) up
    to 0.27 of the card's height, clear of the card's rank in its corner (the keys' room
    under a hand at large text makes the cards shorter)."""
    size = max(9, min(14, g.card_h * 0.17))
    return max(size, min(size * g.words, g.card_h * 0.27))


def chip_centre(box: pygame.Rect, size: float) -> tuple[float, float]:
    """Where a rank's "x2" badge stands: on its top right corner, standing out above
    and to the right no further than a badge of CHIP_OUT px (its 100 % size at most):
    a badge grown with the Text size comes in over the card instead, or the last
    rank's badge reached the hand's tray edge and the guided game's ring round it
    had no room for its light band (issue 39, at 200 %)."""
    more = max(0.0, size - CHIP_OUT)
    return (box.right - size * 0.6 - more * 0.5, box.top + size * 0.2 + more * 0.4)


def key_size(g: HandGroup) -> float:
    """The size of a rank's number key under it: grown with the Text size
    (`HandGroup.words`, the labels' scale) as far as the room under the cards and the
    cards' blank lower edge hold it (`key_top`)."""
    size = max(8, min(13, g.card_h * 0.16))
    if g.below <= 0:
        return size * g.words
    room = g.below - 2 + g.card_h * KEY_ON_CARD
    return max(size, min(size * g.words, room / KEY_LINE))


def key_top(g: HandGroup) -> int:
    """The top of a rank's number key: under its cards, or, a key larger than the room
    under them, straddling their lower edge (at its middle: the corners hold the rank)."""
    lh = font(key_size(g)).get_linesize()
    over = min(round(g.card_h * KEY_ON_CARD), max(0, lh + 2 - g.below))
    return g.rect.bottom + 1 - over


def ring_rect(g: HandGroup) -> pygame.Rect:
    """A rank with its number key under it and its "x2" badge: what the focus ring
    goes round (it covered them)."""
    cards = g.card_rects()
    box = cards[0].union(cards[-1])
    out = pygame.Rect(g.rect).union(box)
    lh = font(key_size(g)).get_linesize()
    out.union_ip(pygame.Rect(box.centerx - lh, key_top(g), 2 * lh, lh))
    if g.count > 1:
        size = chip_size(g)
        w = text_width(f"x{g.count}", size, True) + size + 2
        h = int(font(size, True).get_linesize() * 1.05) + 2
        cx, cy = chip_centre(box, size)
        out.union_ip(pygame.Rect(round(cx - w / 2), round(cy - h / 2), round(w), round(h)))
    return out


def index_scale(g: HandGroup) -> float:
    """How much larger a rank's corner indices are drawn than at 100 % text: a
    quarter at large text (`HandGroup.words`), where its cards are no larger, and as
    much again as the number keys' grown room under them made the cards shorter
    (`HandGroup.keys_room`: at 800x600 200 % the quarter only made up for it)."""
    return min(1.25 * g.keys_room, max(1.0, g.words))


def _corner_index(
    surface: pygame.Surface, pal: Palette, r: pygame.Rect, card: int, step: int, grow: float = 1.0
) -> None:
    """The rank in the visible strip of a card covered by the next one (`grow`:
    larger at large text, as far as the strip holds it)."""
    label = card_label(card)
    if label.startswith("SORRY"):
        label = "S"
    size = max(7, min(r.height * 0.17 * grow, step * 0.7 * grow, step * 0.9))
    px = r.left + max(1, step * 0.5)
    colour = pal.player(0) if label == "S" else pal["card_text"]
    blit_text(surface, label, size, colour, (px, r.top + r.height * 0.08), "midtop", bold=True)


__all__ = ["Drawn", "draw_hand"]
