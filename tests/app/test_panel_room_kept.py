"""Issue 39: the panel's parts keep their places as a move's news comes up and as the
game ends. The stacked panel (1280x800 at 200 % text) set the news in the column
beside the card, four lines tall: the move log went and a large empty area opened;
at 800x600 the end frame left a large gap between "Results in 1 s" and the players'
rows (the log gone)."""

from __future__ import annotations

import pygame

from sorry_game.app.table import columns
from sorry_game.app.table.columns import PanelParts

PANEL = pygame.Rect(624, 0, 656, 800)
U = 30


def card_part(_w: int, u: int) -> int:
    """A card game's part: a card and its words, under the header."""
    return int(u * 3.6)


def test_the_stacked_panel_s_news_goes_across_above_the_log_its_foot_kept() -> None:
    before = columns.layout_panel(
        PANEL, True, PanelParts(card_part, prompt=""), 4, 2.0, U, stacked=True
    )
    news = PanelParts(card_part, prompt="", notice_height=lambda _w, u: u * 2, notice_first=True)
    during = columns.layout_panel(PANEL, True, news, 4, 2.0, U, stacked=True)
    assert before.prompt.left > before.header.right  # the words beside the card
    assert during.notice.width == during.footer.width, during.notice  # across
    assert during.notice.top >= during.plugin.bottom
    assert during.log.top == during.notice.bottom + during.pad
    for edge in ("left", "width", "bottom"):
        assert getattr(during.log, edge) == getattr(before.log, edge), (before.log, during.log)
    assert during.log.height >= U * 3


def test_the_drawer_panel_keeps_the_log_at_the_end_in_the_part_s_room() -> None:
    panel = pygame.Rect(552, 12, 236, 576)
    foot = ("Menu (Esc)",)
    u = 24
    last = PanelParts(lambda _w, u: u * 6, prompt="Click or press Space to go on.", foot=foot)
    end = PanelParts(prompt="Results in 1 s", foot=foot, over=True)
    before = columns.layout_panel(panel, True, last, 4, 2.0, 0, u)
    after = columns.layout_panel(panel, True, end, 4, 2.0, 0, u)
    assert after.players.height == 0  # the log's room, not the rows with a gap above
    assert after.log.top == after.prompt.bottom + after.pad
    assert after.log.bottom == after.handle.top - after.pad == before.handle.top - before.pad
    assert after.log.height > before.log.height
