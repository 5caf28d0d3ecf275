"""Paged rules with diagrams (the rules scene reads them; no game is named here).

pages       RulePage, Position: a page's words and the real position it draws;
            `pages_of(game)` finds the game's pages by convention
diagram     draw a Position with the game's own table plugin, at the size asked
"""
