"""The toy game's table plugin: proof that a new game needs a rules package, a computer
player and a small plugin, and no change to the table. It draws the viewer's hand face up (the only hand
it can see), the other hand as backs, and the card waiting to be counted."""

from __future__ import annotations

import pygame

from sorry_game.app.draw import blit_text
from sorry_game.app.draw.cardart import draw_card
from sorry_game.app.table.animator import Step
from sorry_game.app.table.plugin import TablePlugin, Target
from sorry_game.games.toy.game import ToyView


class ToyPlugin(TablePlugin[ToyView]):
    def preferred_aspect(self) -> float:
        return 1.3

    def _slots(self, n: int, top: bool) -> list[pygame.Rect]:
        a = self.area
        w = a.width // 8
        h = int(w * 1.4)
        y = a.top + a.height // 10 if top else a.bottom - a.height // 10 - h
        x0 = a.centerx - (n * w + (n - 1) * w // 4) // 2
        return [pygame.Rect(x0 + i * (w + w // 4), y, w, h) for i in range(n)]

    def steps(self, events, view):
        return [Step([], 0.2, e.kind) for e in events]

    def locate(self, choice, view):
        hand = view.game.hand
        if choice.kind != "card" or hand is None:
            return None
        for rect, card in zip(self._slots(len(hand), False), hand, strict=True):
            if card == choice.key:
                return Target(choice, rect, rect.center)
        return None

    def hotkey(self, n, options, view):
        hand = view.game.hand or ()
        return next((c for c in options if hand[n - 1 : n] == (c.key,)), None)

    def draw(self, surface, view, ui):
        pal = self.palette
        pygame.draw.rect(surface, pal["table"], self.area, border_radius=12)
        hand = view.game.hand
        me = view.viewer
        other = 1 - me if me in (0, 1) else 1
        for rect in self._slots(view.seats[other].cards or 0, True):
            draw_card(surface, pal, rect, None, face_up=False)
        if hand is not None:
            playable = {t.choice.key for t in ui.targets}
            for rect, card in zip(self._slots(len(hand), False), hand, strict=True):
                hl = pal["highlight"] if card in playable else None
                draw_card(surface, pal, rect, str(card), highlight=hl)
        if view.game.pending:
            r = pygame.Rect(0, 0, self.area.width // 7, int(self.area.width // 7 * 1.4))
            r.center = self.area.center
            draw_card(surface, pal, r, str(view.game.pending))
        blit_text(
            surface, view.status, 18, pal["text"], (self.area.centerx, self.area.top + 8), "midtop"
        )
