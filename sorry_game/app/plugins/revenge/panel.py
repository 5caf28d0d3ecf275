"""The Sorry! Revenge part of the side panel: the card in focus (the card under the
pointer, the one chosen, else the top of the play pile), its face and what its face
does not say (who played it and what it did for them, what the rules add), or the
round. The face says the card's name: it is not said again beside it; how the last
round ended is the news's and the log's.
"""

from __future__ import annotations

import math

import pygame

from sorry_game.app.draw import (
    Palette,
    blit_text,
    caption_phrases,
    font,
    wrap_balanced,
    wrap_caption,
)
from sorry_game.app.plugins.revenge.cards import (
    SAID_ELSEWHERE,
    CardPainter,
    card_name,
    more_text,
    played_text,
)
from sorry_game.app.plugins.revenge.frame import Names
from sorry_game.app.plugins.revenge.steps import public
from sorry_game.app.table.plugin import TableUI
from sorry_game.engine.view import View
from sorry_game.games.revenge.events import CardPlayed
from sorry_game.games.revenge.view import RevengeView

#: the cards whose words in the hand are advice to the one choosing (`MORE`): said no
#: more once the card is played
ADVICE = frozenset({"slide21"})


#: the least size of the panel's heading beside the card, against the card's words, while
#: it shrinks alone to keep its phrases whole ("Played by Bo" on one line)
HEADING_LEAST = 0.8


def focus_card(view: View[RevengeView], ui: TableUI, names: Names) -> tuple[str | None, str, str]:
    """(the card code in focus or None, the heading beside its face, its text). A card
    in the hand speaks to its holder ("you"); the card on the pile speaks of who
    played it ("Ada wins the round!"), "you" only for the person at the screen."""
    if ui.hover is not None and ui.hover.choice.kind == "card":
        code = str(ui.hover.choice.key)
        return code, "Your card", more_text(code)
    chosen = next((c.key for c in ui.chosen if c.kind == "card"), None)
    if chosen is not None and ui.told is not None:
        # the move's moment (`TableScene.told`): the choice is made, the card played;
        # advice about it ("Play it to win the round, unless…") ended with the choice,
        # and what it did is the news's and the log's ("You make 21!")
        code = str(chosen)
        quiet = code in ADVICE or code in SAID_ELSEWHERE  # (a Switch: the log, the arrows)
        return code, playing(code), "" if quiet else more_text(code)
    if chosen is not None:
        return str(chosen), "Chosen", more_text(str(chosen))
    mover = ui.tells(view).decider  # who decides in the moment the panel tells
    if ui.told is not None:
        # a move's moment (one landing, a replay's lit move, a reviewed decision): the
        # card its mover played, on the pile or not (a reviewed decision's card is
        # not played yet; a won round's pile is swept)
        played = [
            ev
            for ev in ui.last_events
            if isinstance(ev, CardPlayed) and ev.kind == "play" and ev.player == mover
        ]
        if played:
            card = played[-1]
            name = names.seat_name(card.player)
            by = "you" if name == "You" else name
            return card.card, f"Played by {by}", played_text(card.card, name, waiting(view))
    shown = ui.anim.busy or ui.anim.held  # (held: the table the news is about)
    pile = (ui.anim.props if shown else public(view)).get("pile", ())
    if not pile:
        return None, "", ""
    code = pile[-1]
    for ev in reversed(ui.last_events):
        if ev.kind == "play" and isinstance(ev, CardPlayed) and ev.card == code:
            name = names.seat_name(ev.player)
            by = "you" if name == "You" else name
            said = played_text(code, name, waiting(view))
            if ev.player == mover or mover is None:
                return code, f"Played by {by}", said
            # another seat decides now: the pile's top is what they answer, not their
            # choice (under Cy's header "Played by you" read as Cy's move)
            return code, f"Last played by {by}", said
    return code, "On the pile", played_text(code, None, waiting(view))


#: the heading of the card the person at the screen plays, said before its name
PLAYING = "You play"


def playing(code: str) -> str:
    """The heading of the card the person at the screen plays, by name ("You play the
    7", "You play Take 2"): "You play it" said nothing the face did not."""
    name = card_name(code)
    return f"{PLAYING} the {name}" if name.isdigit() else f"{PLAYING} {name}"


def heading_phrases(heading: str) -> list[str] | None:
    """The phrases of a heading, "You play" apart from the card's name (`playing`)."""
    if heading.startswith(f"{PLAYING} "):
        return [PLAYING, heading[len(PLAYING) + 1 :]]
    return caption_phrases(heading)


def waiting(view: View[RevengeView]) -> bool:
    """The card on the pile is not settled yet: a steal of its 21 may come, or be
    blocked (R-9, R-10)."""
    pending = view.game.pending
    return pending is not None and pending.kind in ("steal", "block")


#: the part's words without a card on the pile
EMPTY_PILE = "The play pile is empty: the next card starts the count."


def said_now(view: View[RevengeView]) -> list[str]:
    """The words the part says under its card while `view` holds and nothing is pointed
    at (`focus_card`): the pile's top card's, its player unnamed ("Its player flips…",
    as long as most names make it), for the part to take the lines they need at full
    size (`layout.panel_part_height`). A card pointed at in the hand makes room for its
    words by a smaller face (`draw_panel`): the part does not grow for every card held
    (at 1280x800 the move log gave a line for it)."""
    pile = public(view).get("pile", ())
    return [played_text(pile[-1], None, waiting(view))] if pile else []


#: the least height of the panel's card, against its part's: smaller still, the words
#: under it shrink instead
CARD_LEAST = 0.6


def _fitted(
    parts: list[tuple[str, bool, pygame.Rect]], size: int, small: int
) -> tuple[list[tuple[str, int, bool, int, int]], bool, bool]:
    """The lines of `parts` ((words, heading?, rect)) at `size` (headings) and `small`
    (words): (line, size, bold, x, y) each, whether they fit their rects, and whether
    the headings' phrases are kept whole."""
    placed: list[tuple[str, int, bool, int, int]] = []
    ys: dict[tuple[int, int], int] = {}  # each rect's next line
    fits = kept_all = True
    for words, big, rect in parts:
        if not words:
            continue
        sz = size if big else small
        key = (rect.left, rect.top)
        y = ys.get(key, rect.top)
        phrases = heading_phrases(words) if big else None
        if phrases is None:  # (the card's words: a sentence)
            lines, kept = wrap_balanced(words, sz, rect.width, big), True
        else:  # the heading: broken between its phrases only
            lines, kept = wrap_caption(phrases, sz, rect.width, big)
        for line in lines:
            placed.append((line, sz, big, rect.left, y))
            y += font(sz, big).get_linesize()
        ys[key] = y
        fits = fits and y <= rect.bottom
        kept_all = kept_all and kept
    return placed, fits, kept_all


def smaller_card(
    heading: str,
    text: str,
    sizes: tuple[int, int],
    card: pygame.Rect,
    beside: pygame.Rect,
    under: pygame.Rect,
) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect] | None:
    """(card, beside, under) with the card's face smaller (down to `CARD_LEAST` of its
    height), so that its words under it fit at their full `sizes` (heading, words), the
    heading still beside it; None when no such card does. (At 200 % text in 800x600
    "Play it to win the round, unless a SORRY! steals the 21." shrank to the size of
    its 100 % words.)"""
    gap, side_gap = under.top - card.bottom, beside.left - card.right
    for h in range(card.height - 2, int(card.height * CARD_LEAST) - 1, -2):
        face = pygame.Rect(card.left, card.top, round(h * card.width / card.height), h)
        left = face.right + side_gap
        by = pygame.Rect(left, card.top, beside.right - left, h)
        below = pygame.Rect(
            under.left, face.bottom + gap, under.width, under.bottom - face.bottom - gap
        )
        # (the heading may give a little of its size, `HEADING_LEAST`, as it does anyway)
        least = math.ceil(sizes[1] * HEADING_LEAST)
        _placed, fits, kept = _fitted([(heading, True, by), (text, False, below)], least, sizes[1])
        if fits and kept:
            return face, by, below
    return None


def draw_panel(
    surface: pygame.Surface,
    view: View[RevengeView],
    ui: TableUI,
    pal: Palette,
    cards: CardPainter,
    names: Names,
    card_rect: pygame.Rect,
    text_rect: pygame.Rect,
    words_rect: pygame.Rect | None = None,
) -> None:
    """The card in focus in `card_rect`, its heading in `text_rect` beside it and its
    words there too, or in `words_rect` under both where the part is too narrow for
    a readable measure beside the card (`layout.panel_rects`); without a card, the
    round across the part."""
    u = ui.unit
    code, heading, text = focus_card(view, ui, names)
    r = card_rect
    under = words_rect if words_rect is not None and words_rect != text_rect else None
    ink = pal["text"]
    size, small = max(11, int(u * 0.95)), max(11, int(u * 0.8))
    if code is not None:
        if under is not None:  # the words under the card: a smaller face before smaller words
            if not _fitted([(text, False, under)], size, small)[1]:
                r, text_rect, under = smaller_card(
                    heading, text, (size, small), r, text_rect, under
                ) or (r, text_rect, under)
        cards.draw_face(surface, code, r)
        parts = [(heading, True, text_rect), (text, False, under or text_rect)]
    else:  # no card: no empty slot, the words take its place too
        whole = r.union(text_rect).union(under or text_rect)
        parts = [(f"Round {view.game.round}", True, whole), (EMPTY_PILE, False, whole)]
        # (its one sentence as large as the heading where the part holds it: at 200 %
        # in 800x600 it read at half the size of the tip beside it)
        small = size
    # every word shown: the lines wrap, and the sizes shrink until they fit their part;
    # the heading's alone (down to `HEADING_LEAST` of the card's words) until no phrase
    # of it is broken ("You / play it"): the card's words, most of what the part says,
    # keep their size for that
    while True:
        placed, fits, kept_all = _fitted(parts, size, small)
        if (fits and kept_all) or small <= 9:
            break
        if fits and size > small * HEADING_LEAST:  # only the heading's phrase is broken
            size -= 1
            continue
        size, small = size - 1, small - 1
    for line, sz, bold, x, y in placed:
        blit_text(surface, line, sz, ink, (x, y), bold=bold)


__all__ = [
    "EMPTY_PILE",
    "PLAYING",
    "draw_panel",
    "focus_card",
    "heading_phrases",
    "playing",
    "said_now",
    "waiting",
]
