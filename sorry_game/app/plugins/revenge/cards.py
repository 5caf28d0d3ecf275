"""Sorry! Revenge card faces, card backs and pawn cards, painted by the project.

Every face reads at 800x600: a number card is one big number (with corner indices);
every other card has a band in its group's colour naming the group (SLIDE TO, ACTION,
SORRY!, DON'T BE), a title and a short text. Groups are told apart by the band's colour
*and* its word, so the colours are a help, never the only cue. Faces are painted once
per (card, size, palette) and cached; highlights are drawn over them by the caller.

A pawn card shows START (the card's face colour, the seat colour as a frame and an
empty pawn ring) or HOME (filled with the seat colour, a pawn disc): the two sides
differ in fill, shape and word, not only in colour.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from sorry_game.app.draw import (
    MIN_MARK_PX,
    SHAPES,
    Palette,
    contrast_text,
    darken,
    draw_mark,
    get_font,
    luminance,
    mix,
    px_width,
    record,
    render_text,
    wrap_px,
)
from sorry_game.app.draw.cardart import draw_card
from sorry_game.engine.events import verb_for
from sorry_game.games.revenge.cards import ACTION, BLOCKER, BY_CODE, CARDS, NUMBER, SLIDE, SORRY

CARD_RATIO = 1.4  # height / width of a card
PAWN_RATIO = 1.3  # height / width of a pawn card

#: code -> (band word, title, short text) of the cards that are not numbers
FACES: dict[str, tuple[str, str, str]] = {
    "slide10": ("SLIDE TO", "10", "The total becomes 10"),
    "slide15": ("SLIDE TO", "15", "The total becomes 15"),
    "slide21": ("SLIDE TO", "21", "The total becomes 21"),
    "take2": ("ACTION", "Take 2", "Draw two cards"),
    "switch": ("ACTION", "Switch", "Reverse the play"),
    "play2": ("ACTION", "Play 2", "Then play two numbers"),
    "steal": ("SORRY!", "Steal 21", "Win another's 21"),
    "flipback": ("SORRY!", "Flip back", "Turn a HOME pawn back"),
    "dontbe": ("DON'T BE", "SORRY!", "Blocks a SORRY!"),
}


def group_of(code: str) -> str:
    return CARDS[BY_CODE[code]].group


def card_name(code: str) -> str:
    return CARDS[BY_CODE[code]].name


def card_text(code: str) -> str:
    """The full text printed in the rules for a card, said to whoever holds it: the
    person at the screen."""
    return CARDS[BY_CODE[code]].text


#: what the rules say of a card beyond its face's words (the side panel shows the face
#: beside them: nothing is said twice); a card not here: its rules' text
MORE: dict[str, str] = {
    "slide10": "Up or down, from any total.",
    "slide15": "Up or down, from any total.",
    # (not "You win the round!": said while the player is still to choose, it read as
    # if the round were over)
    "slide21": "Play it to win the round, unless a SORRY! steals the 21.",
    "take2": "Not if you would hold more than 7.",
    "play2": "Number cards from your hand, one at a time.",
}


def more_text(code: str) -> str:
    """What a card in the hand does, beyond what its face says.

    >>> more_text("7"), more_text("take2")
    ('Adds 7 to the total.', 'Not if you would hold more than 7.')
    """
    return MORE.get(code) or card_text(code)


#: what a card did once played, said of its player: (before the player, the verb in
#: the 3rd person, after it; "{their}" and "{them}" are the player's). A card not here
#: says nothing of a person (numbers, Slide to 10 and 15): `more_text` serves.
PLAYED: dict[str, tuple[str, str, str]] = {
    "slide21": ("", "wins", "the round!"),
    "take2": ("", "draws", "two cards."),
    "play2": ("", "plays", "two number cards next, one at a time."),
    "steal": ("", "flips", "one of {their} pawn cards HOME instead of the player who made 21."),
    "flipback": ("", "flips", "one of an opponent's HOME pawn cards back to START."),
    "dontbe": ("", "blocks", "the SORRY! played against {them}. Nothing can answer it."),
}


#: the cards that say nothing more once played: a Switch's new direction is the log's
#: ("play goes clockwise") and the arrows' round the felt, its face says "Reverse the
#: play" (the panel's "Cy reverses the direction of play." beside them said it a third
#: time)
SAID_ELSEWHERE = frozenset({"switch"})


#: what a played card did while the table still waits on it (R-9: a 21 may be
#: stolen, the steal blocked): said instead of `PLAYED` until that is decided
OPEN: dict[str, tuple[str, str, str]] = {
    "slide21": ("", "makes", "21: the round is {theirs} unless a SORRY! steals it."),
}


def played_text(code: str, name: str | None, open_: bool = False) -> str:
    """A played card's text about the one who played it, beyond its face's words:
    `name` ("Ada wins the round!"), "You" for the person at the screen ("You win the
    round!"), None when it is not known ("Its player wins the round!"); `open_`: while
    the table still decides on it (a steal of the 21 may come: `OPEN`).

    >>> played_text("slide21", "Ada"), played_text("slide21", "You")
    ('Ada wins the round!', 'You win the round!')
    >>> played_text("steal", "You")
    'You flip one of your pawn cards HOME instead of the player who made 21.'
    >>> played_text("dontbe", None)
    'Its player blocks the SORRY! played against them. Nothing can answer it.'
    >>> played_text("7", "Ada")
    'Adds 7 to the total.'
    >>> played_text("slide21", "You", open_=True)
    'You make 21: the round is yours unless a SORRY! steals it.'
    """
    if code in SAID_ELSEWHERE:
        return ""
    said = (OPEN.get(code) if open_ else None) or PLAYED.get(code)
    if said is None:
        return more_text(code)
    before, verb, after = said
    you = name == "You"
    subject = name or "Its player"
    if before and subject in ("You", "Its player"):
        subject = subject.lower()  # inside the sentence
    after = after.format(
        their="your" if you else "their",
        them="you" if you else "them",
        theirs="yours" if you else "theirs",
    )
    return f"{before}{subject} {verb_for(name or '', verb)} {after}"


def group_colour(palette: Palette, group: str) -> tuple[int, int, int]:
    """The ink of a card group, from the theme's colours."""
    if group == SLIDE:
        return palette.player("blue")
    if group == ACTION:
        return palette.player("green")
    if group == SORRY:
        return palette.player("red")
    if group == BLOCKER:
        return palette.player("yellow")
    return palette["card_text"]


RGB = tuple[int, int, int]
#: a card's label in the move log -> its group ("SORRY!" stands for both SORRY! cards)
LOG_GROUPS: dict[str, str] = {c.label: c.group for c in CARDS} | {"SORRY!": SORRY}


def log_card_colours(palette: Palette, label: str) -> tuple[RGB, RGB] | None:
    """(face, ink) of a card of the move log that is not a number: its group's colour
    (as its band on the table) and the ink that reads on it; None for a number card
    (the table's plain face)."""
    group = LOG_GROUPS.get(label, NUMBER)
    if group == NUMBER:
        return None
    fill = group_colour(palette, group)
    return fill, _ink_on(fill, palette)


def _ink_on(bg: Sequence[int], palette: Palette) -> tuple[int, int, int]:
    """Dark card ink on a light band, white on a dark one."""
    return palette["card_text"] if luminance(bg) > 0.6 else (250, 250, 250)


def _disc(surf: pygame.Surface, colour, centre, radius: float) -> None:
    """An antialiased disc that also blends cleanly on a surface with alpha (gfxdraw's
    edges leave dark fringes there)."""
    c = (round(centre[0]), round(centre[1]))
    r = max(1, round(radius))
    pygame.draw.circle(surf, colour, c, r)
    pygame.draw.aacircle(surf, colour, c, r)


def pawn_card_mark_px(w: int, h: int) -> float:
    """The height of the seat's shape on its pawn card `w` x `h` (HOME: in the light
    disc; START: four fifths of it, in the ring): MIN_MARK_PX where the disc holds it.

    >>> pawn_card_mark_px(46, 60), pawn_card_mark_px(30, 40)
    (16.5, 14.5)
    """
    r = min(w * 0.3, h * 0.24)
    return round(min(max(r * 1.2, MIN_MARK_PX / 0.8), r * 1.6) * 2) / 2


def _fit_px(text: str, px: int, width: int, bold: bool = True, low: int = 8) -> int:
    while px > low and px_width(text, px, bold) > width:
        px -= 1
    return px


#: a pawn card says START or HOME where the word can be read (px); smaller, its look
#: says it alone (HOME filled with the seat's colour, START its frame and an empty ring)
PAWN_WORD_PX = 10


def short_word(face: str, px: int, least: float, w: int, room: float) -> tuple[str, int]:
    """What a pawn card `w` px wide says, at what size: its word (START / HOME) where
    it is written at `px` >= `least`; on a card too small for the word at its floor
    (800x600: ~31 px, "START" needs ~27 px at 10 px inside its frame) its first
    letter, "S" / "H", as large as START's frame and the `room` under the disc hold
    its ink with a pixel or two clear (at least the floor, at most twice it): the
    card's look alone said nothing to a new player. So too a card made smaller for
    large text (`px` 0: the moment's board), whose word would be smaller than at
    100 %. Else nothing.

    >>> short_word("START", 12, 10, 49, 30), short_word("HOME", 8, 10, 31, 11.7)[0]
    (('START', 12), 'H')
    >>> short_word("START", 8, 10, 10, 4)
    ('', 0)
    """
    if px >= least:
        return face, px
    inside = w - 2 * max(2, w // 9) - 2  # (START's frame, a pixel clear of it)

    def holds(size: int) -> bool:
        ink = _ink(face[:1], size)
        return ink.w <= inside and ink.h <= room - 3

    size = math.ceil(least)
    if not holds(size):
        return "", 0
    while size < 2 * least and holds(size + 1):
        size += 1
    return face[:1], size


def _ink(text: str, px: int) -> pygame.Rect:
    """The box of the pixels `text` inks at `px` (bold), in its rendered image."""
    image = render_text(text, px, (255, 255, 255), True)
    boxes = pygame.mask.from_surface(image).get_bounding_rects()
    return boxes[0].unionall(boxes[1:]) if boxes else pygame.Rect(0, 0, 0, 0)


def _letter(surface: pygame.Surface, text: str, px: int, colour, centre) -> None:
    """`text` (a pawn card's letter) with its ink, not its line's box, at `centre`."""
    image = render_text(text, px, tuple(colour[:3]), True)
    ink = _ink(text, px)
    surface.blit(image, (round(centre[0] - ink.centerx), round(centre[1] - ink.centery)))


def _text(surface, text, px, colour, pos, anchor="center", bold=True) -> pygame.Rect:
    image = render_text(text, px, tuple(colour[:3]), bold)
    rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(image, rect)
    return rect


def _wrapped(surface, text, px, colour, box: pygame.Rect, low: int = 8) -> None:
    """Centred lines in `box`, shrinking until they fit (at least `low` px)."""
    while True:
        lines = wrap_px(text, px, box.width, False)
        lh = get_font(px).get_linesize()
        if len(lines) * lh <= box.height or px <= low:
            break
        px -= 1
    lines = lines[: max(1, box.height // max(1, lh))]
    y = box.top + max(0, (box.height - lh * len(lines)) // 2)
    for line in lines:
        _text(surface, line, px, colour, (box.centerx, y), "midtop", bold=False)
        y += lh


class CardPainter:
    """Paints (and caches) faces, backs and pawn cards in one palette's colours."""

    def __init__(self, palette: Palette) -> None:
        self.palette = palette
        self._cache: dict[tuple, pygame.Surface] = {}
        #: a pawn card's word at its 100 % size at least (`TablePlugin.word_floor`)
        self.words = 1.0
        #: how much larger a face's words start (`TablePlugin.word_scale`: the Text
        #: size's growth): they shrink to fit the card, never below their 100 % size
        self.grow = 1.0

    def _store(self, key: tuple, surf: pygame.Surface) -> pygame.Surface:
        if len(self._cache) > 300:  # resizing sweeps many sizes: keep memory bounded
            self._cache.clear()
        self._cache[key] = surf
        return surf

    # --- card faces ------------------------------------------------------------------
    def face(self, code: str, w: int, h: int, words: bool = True) -> pygame.Surface:
        """The face of `code` at w x h (with its edge; no shadow); without `words`, a
        card under others: its look (band, frame, corner index) without the words a
        card over it would cut ("Dr" of "Draw two" peeked from under the pile's top)."""
        key = ("face", code, w, h, self.grow, self.words, words)
        got = self._cache.get(key)
        # painted again while the bench records the frame's words by part: a card's
        # words are its picture's ("card": the smallest board text counts them)
        if got is not None and not record.recording():
            return got
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        with record.part(record.CARD):
            self._paint_face(surf, code, w, h, words)
        return self._store(key, surf)

    def _paint_face(
        self, surf: pygame.Surface, code: str, w: int, h: int, words: bool = True
    ) -> None:
        pal = self.palette
        rect = surf.get_rect()
        radius = max(3, w // 10)
        face = pal["card_face"]
        ink = pal["card_text"]
        group = group_of(code)
        colour = group_colour(pal, group)
        pygame.draw.rect(surf, face, rect, border_radius=radius)
        pad = max(2, w // 14)
        if group == NUMBER:
            # one big number in a soft oval, small indices in two corners
            # at large text the number and its indices take more of the card (the
            # card may be no larger than at 100 %: its words must still be)
            large = self.more > 1.0
            ow, oh = (0.86, 0.7) if large else (0.78, 0.62)
            oval = pygame.Rect(0, 0, int(w * ow), int(h * oh))
            oval.center = rect.center
            pygame.draw.ellipse(surf, mix(face, ink, 0.08), oval)
            bh, bw = (0.6, 0.82) if large else (0.5, 0.74)
            big = _fit_px(code, int(h * bh), int(w * bw))
            if words:  # (under others: the corner index says it whole)
                _text(surf, code, big, ink, (rect.centerx, rect.centery + h * 0.02))
            small = max(8, int(h * (0.21 if large else 0.15)))
            _text(surf, code, small, ink, (pad * 1.4, pad), "topleft")
            _text(surf, code, small, ink, (w - pad * 1.4, h - pad), "bottomright")
        elif words:
            self._paint_words(surf, code, w, h, radius, pad)
            # the group's colour also frames the card
            pygame.draw.rect(surf, colour, rect, max(2, w // 22), border_radius=radius)
            return
        if group != NUMBER:  # under others: the group's band and frame, no words
            band = pygame.Rect(0, 0, w, max(10, int(h * (0.24 if self.more > 1.0 else 0.21))))
            pygame.draw.rect(
                surf, colour, band, border_top_left_radius=radius, border_top_right_radius=radius
            )
            pygame.draw.rect(surf, colour, rect, max(2, w // 22), border_radius=radius)
            return
        pygame.draw.rect(surf, pal["card_edge"], rect, max(1, w // 40), border_radius=radius)

    @property
    def more(self) -> float:
        """How much more of the card its words take than at 100 % text: the Text
        size's growth beyond what keeps them at their 100 % size (`grow` / `words`)."""
        return max(1.0, self.grow / max(1.0, self.words))

    def _paint_words(
        self, surf: pygame.Surface, code: str, w: int, h: int, radius: int, pad: int
    ) -> None:
        """A card that is not a number: its group's band and word, its title, its short
        text. At large text (`more` > 1) the card shows its short form: the band and
        the title larger (on two lines where one would not hold it larger), the short
        text left to the side panel, which says it beside the card in full."""
        pal = self.palette
        face, ink = pal["card_face"], pal["card_text"]
        group = group_of(code)
        colour = group_colour(pal, group)
        band_word, title, short = FACES[code]
        large = self.more > 1.0
        band_h = max(10, int(h * (0.24 if large else 0.21)))
        band = pygame.Rect(0, 0, w, band_h)
        pygame.draw.rect(
            surf, colour, band, border_top_left_radius=radius, border_top_right_radius=radius
        )
        band_ink = _ink_on(colour, pal)
        # the words grow with the Text size as far as the card holds them (the band's
        # word within its band), never below their 100 % size
        grow, floor = max(1.0, self.grow), max(1.0, self.words)
        px = _fit_px(band_word, int(band_h * min(0.62 * grow, 0.8)), w - pad * 2)
        px = max(px, _fit_px(band_word, int(band_h * 0.62 * floor), w - pad * 2))
        _text(surf, band_word, px, band_ink, band.center)
        # the title in the group's ink (darkened on a light face so it reads)
        title_ink = colour if luminance(colour) < 0.55 else darken(colour, 0.45)
        if luminance(face) < 0.4:
            title_ink = mix(colour, (255, 255, 255), 0.3)
        top = band_h + pad * 0.6
        if large:
            self._large_title(
                surf,
                title,
                title_ink,
                pygame.Rect(pad, int(top), w - 2 * pad, int(h - pad - top)),
                group == SLIDE,
            )
            return
        title_h = h * (0.3 if group == SLIDE else 0.22)
        px = _fit_px(title, int(title_h * 0.9), w - pad * 2)
        _text(surf, title, px, title_ink, (w / 2, top + title_h / 2))
        box = pygame.Rect(pad, int(top + title_h + pad * 0.3), w - pad * 2, 0)
        box.height = max(1, h - pad - box.top)
        start = int(max(10, int(h * 0.12)) * grow)  # (the largest size that fits, at
        _wrapped(surf, short, start, ink, box, int(9 * floor))  # least that of 100 %)

    def _large_title(
        self, surf: pygame.Surface, title: str, ink, box: pygame.Rect, slide: bool
    ) -> None:
        """The title in the room of the title and the short text: on one line, or on
        two (at its space) where that draws it larger; at most a third of the card's
        height a line (a Slide's number: 0.4)."""
        h = surf.get_height()
        most = int(h * (0.4 if slide else 0.3))
        one = _fit_px(title, min(most, box.height), box.width)
        lines, px = [title], one
        head, _sp, tail = title.partition(" ")
        if tail:
            two = min(
                _fit_px(head, min(most, box.height // 2), box.width),
                _fit_px(tail, min(most, box.height // 2), box.width),
            )
            if two > one:
                lines, px = [head, tail], two
        lh = get_font(px, True).get_linesize()
        y = box.centery - lh * len(lines) / 2 + lh / 2
        for line in lines:
            _text(surf, line, px, ink, (box.centerx, y))
            y += lh

    def draw_face(
        self,
        surface: pygame.Surface,
        code: str,
        rect: pygame.Rect,
        shadow: bool = True,
        words: bool = True,
    ) -> None:
        if shadow:
            self.shadow(surface, rect)
        surface.blit(self.face(code, rect.width, rect.height, words), rect.topleft)

    def draw_back(self, surface: pygame.Surface, rect: pygame.Rect, mark: bool = True) -> None:
        draw_card(surface, self.palette, rect, None, face_up=False, mark=mark)

    @staticmethod
    def shadow(surface: pygame.Surface, rect: pygame.Rect) -> None:
        radius = max(3, rect.width // 10)
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, (0, 0, 0, 110), layer.get_rect(), border_radius=radius)
        surface.blit(layer, rect.move(max(1, rect.width // 30), max(2, rect.width // 24)))

    # --- pawn cards ------------------------------------------------------------------
    def pawn_card(
        self, colour: Sequence[int], face: str, shape: int | None, w: int, h: int
    ) -> pygame.Surface:
        key = ("pawn", tuple(colour[:3]), face, shape, w, h, self.words, self.grow)
        got = self._cache.get(key)
        if got is not None:
            return got
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        self._paint_pawn(surf, tuple(colour[:3]), face, shape, w, h)
        return self._store(key, surf)

    def pawn_word(self, face: str, w: int, h: int) -> tuple[str, int]:
        """What a pawn card `w` x `h` says and at what size (`short_word`): START /
        HOME, its letter on a card too small for the word, or nothing ("", 0)."""
        # (grown with the Text size as far as the card's width holds the word)
        word_px = _fit_px(face, max(8, int(h * 0.2 * max(self.words, self.grow))), int(w * 0.92))
        # the word as large as on the card at 100 % text, or none (the card's look
        # says it): a card made smaller for large text never writes it smaller
        k = self.words  # (START, the longer word, decides for both: the cards alike)
        at_100 = _fit_px("START", max(8, int(h * k * 0.2)), int(w * k * 0.92))
        if _fit_px("START", max(8, int(h * 0.2 * k)), int(w * 0.92)) < at_100:
            word_px = 0
        # (at large text a word no smaller than the smallest of 100 %, grown: a card
        # that wrote none at 100 % writes none rather than a word smaller than the rest)
        least = PAWN_WORD_PX * self.more
        low = h - max(2, w // 9)  # (START's frame, HOME's dark edge inside it)
        return short_word(face, word_px, least, w, low - h * 0.4 - min(w * 0.3, h * 0.24))

    def _paint_pawn(self, surf, colour, face: str, shape, w: int, h: int) -> None:
        pal = self.palette
        rect = surf.get_rect()
        radius = max(3, w // 7)
        cx, cy = w / 2, h * 0.4
        r = min(w * 0.3, h * 0.24)
        word, word_px = self.pawn_word(face, w, h)
        low = h - max(2, w // 9)  # (START's frame, HOME's dark edge inside it)
        spot = (cx, h * 0.82) if word == face else (cx, (cy + r + low) / 2)
        say = _text if word == face else _letter
        if face == "HOME":
            # filled with the seat colour: a light disc carrying the colour's shape mark
            pygame.draw.rect(surf, colour, rect, border_radius=radius)
            pygame.draw.rect(
                surf, darken(colour, 0.45), rect, max(1, w // 16), border_radius=radius
            )
            if r >= 3:
                _disc(surf, darken(colour, 0.4), (cx, cy + 1), r)
                _disc(surf, mix(colour, (255, 255, 255), 0.8), (cx, cy), r)
                if shape is not None and r >= 6:
                    name = SHAPES[shape % 4]
                    edge = darken(colour, 0.45)
                    draw_mark(surf, name, colour, edge, (cx, cy), pawn_card_mark_px(w, h))
                else:
                    _disc(surf, colour, (cx, cy), r * 0.45)
            if word:
                say(surf, word, word_px, contrast_text(colour), spot)
        else:
            # the card's face with a frame of the seat colour and an empty pawn ring
            face_col = pal["card_face"]
            pygame.draw.rect(surf, face_col, rect, border_radius=radius)
            frame = max(2, w // 9)
            pygame.draw.rect(surf, colour, rect, frame, border_radius=radius)
            ink = colour if luminance(colour) < 0.62 else darken(colour, 0.5)
            if luminance(face_col) < 0.4:
                ink = colour
            if r >= 3:
                _disc(surf, ink, (cx, cy), r)
                _disc(surf, face_col, (cx, cy), r * 0.68)
                if shape is not None and r >= 6:  # whose START: the seat's shape, hollow
                    name = SHAPES[shape % 4]
                    draw_mark(surf, name, face_col, ink, (cx, cy), pawn_card_mark_px(w, h) * 0.8)
            if word:
                say(surf, word, word_px, ink, spot)

    def draw_pawn_card(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        colour: Sequence[int],
        face: str,
        shape: int | None,
        squeeze: float = 1.0,
    ) -> None:
        """A pawn card; `squeeze` < 1 narrows it around its centre (a flip in flight)."""
        image = self.pawn_card(colour, face, shape, rect.width, rect.height)
        if squeeze < 0.999:
            w = max(1, round(rect.width * squeeze))
            image = pygame.transform.smoothscale(image, (w, rect.height))
            surface.blit(image, (rect.centerx - w // 2, rect.top))
            return
        surface.blit(image, rect.topleft)


__all__ = [
    "CARD_RATIO",
    "FACES",
    "PAWN_RATIO",
    "CardPainter",
    "card_name",
    "card_text",
    "more_text",
    "group_colour",
    "group_of",
]
