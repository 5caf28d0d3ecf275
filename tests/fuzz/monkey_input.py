"""Random input and the scenes to aim it at, for the window fuzzer and the monkey.

Everything here is generic: a game is only ever met through the catalogue, its
session and the routes (no game is named).

    rng = random.Random(seed)
    events = random_events(rng, app.window_pixels, 20)   # clicks, drags, keys, wheel
    reach(app, "pause", game, rng)                        # that scene on top, for `game`
"""

from __future__ import annotations

import random

import pygame

from sorry_game.engine.interface import GameConfig
from sorry_game.session import Seat, Session

#: the keys a player might press anywhere (every command key of the scenes and the
#: table, digits for options, letters for names)
KEYS = [
    pygame.K_RETURN,
    pygame.K_KP_ENTER,
    pygame.K_SPACE,
    pygame.K_ESCAPE,
    pygame.K_TAB,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_HOME,
    pygame.K_END,
    pygame.K_PAGEUP,
    pygame.K_PAGEDOWN,
    pygame.K_BACKSPACE,
    pygame.K_DELETE,
    pygame.K_h,
    pygame.K_u,
    pygame.K_f,
    pygame.K_r,
    pygame.K_a,
    pygame.K_z,
    pygame.K_s,
    pygame.K_0,
    pygame.K_1,
    pygame.K_2,
    pygame.K_3,
    pygame.K_4,
    pygame.K_5,
    pygame.K_9,
    pygame.K_F11,
]
#: what the window manager tells the window now and then
WINDOW_EVENTS = [
    pygame.WINDOWFOCUSLOST,
    pygame.WINDOWFOCUSGAINED,
    pygame.WINDOWLEAVE,
    pygame.WINDOWENTER,
    pygame.WINDOWMINIMIZED,
    pygame.WINDOWRESTORED,
    pygame.WINDOWEXPOSED,
]
#: modifiers pressed with a key now and then (Ctrl+Z, Ctrl+S, Shift+Tab …), never
#: Ctrl+Q (that quits: the fuzzers start again when the app has quit anyway)
MODS = [0, 0, 0, 0, 0, 0, pygame.KMOD_LSHIFT, pygame.KMOD_LCTRL]
#: the scenes a game reaches, by route name
SCENES = ("title", "setup", "rules", "settings", "table", "pause", "curtain", "summary", "results")


def key_event(key: int, mod: int = 0) -> pygame.event.Event:
    text = ""
    if key == pygame.K_RETURN:
        text = "\r"
    elif 32 <= key < 127 and not mod & pygame.KMOD_CTRL:
        text = chr(key).upper() if mod & pygame.KMOD_SHIFT else chr(key)
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0)


def random_events(
    rng: random.Random, size: tuple[int, int], count: int
) -> list[pygame.event.Event]:
    """`count` random events in a window of `size` pixels (a click is 3 events);
    now and then a position outside the window (a drag that left it)."""
    w, h = max(1, size[0]), max(1, size[1])
    out: list[pygame.event.Event] = []
    while len(out) < count:
        roll = rng.random()
        pos = (rng.randrange(w), rng.randrange(h))
        if rng.random() < 0.03:
            pos = (rng.randint(-60, w + 60), rng.randint(-60, h + 60))
        if roll < 0.5:
            button = rng.choice((1, 1, 1, 1, 1, 1, 3, 2, 4, 5))
            out += [
                pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
            ]
        elif roll < 0.62:  # a move, or a drag (a slider, the rules' scroll bar)
            held = rng.random() < 0.3
            out.append(
                pygame.event.Event(
                    pygame.MOUSEMOTION,
                    pos=pos,
                    rel=(rng.randint(-40, 40), rng.randint(-40, 40)),
                    buttons=(1 if held else 0, 0, 0),
                )
            )
        elif roll < 0.94:
            out.append(key_event(rng.choice(KEYS), rng.choice(MODS)))
        elif roll < 0.955:
            out.append(pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(["a", "Zoë", "7"])))
        elif roll < 0.96:
            out.append(pygame.event.Event(pygame.TEXTEDITING, text="ü", start=0, length=1))
        elif roll < 0.97:
            out.append(pygame.event.Event(rng.choice(WINDOW_EVENTS)))
        else:
            out.append(
                pygame.event.Event(
                    pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)), flipped=False
                )
            )
    return out


def session_for(
    game, seed: int, humans: tuple[int, ...] = (0,), level: str = "easy", moves: int = 0
) -> Session:
    """A session of `game` (as many players as it likes best, up to 4) with these
    seats human and the others computers of `level`, after `moves` random actions."""
    players = max(game.min_players, min(4, game.max_players))
    colours = game.default_colours(players)
    seats = [
        Seat(f"P{i}", "human" if i in humans else "computer", level, colours[i])
        for i in range(players)
    ]
    session = Session.new(game.id, GameConfig(players), seed, seats)
    rng = random.Random(seed)
    for _ in range(moves):
        if session.state.is_over():
            break
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def replayed_to_end(game, seed: int) -> Session:
    """A session of `game` played to its end at random (for the results)."""
    session = session_for(game, seed, humans=(0,))
    rng = random.Random(seed)
    while not session.state.is_over():
        session.apply(rng.choice(session.state.legal_actions()))
    return session


def a_summary(game, seed: int, tries: int = 3):
    """A round's summary of `game` (from random play), or None (a game without rounds)."""
    for attempt in range(tries):
        session = session_for(game, seed + attempt)
        rng = random.Random(seed + attempt)
        names = session.names()
        while not session.state.is_over():
            for event in session.state.apply(rng.choice(session.state.legal_actions())):
                summary = event.summary(names)
                if summary is not None:
                    return summary
    return None


def reach(app, name: str, game, rng: random.Random, session: Session | None = None):
    """Show the scene `name` for `game` (on a fresh stack where it needs one) and
    return it, or None when the game never shows that scene (a summary without
    rounds)."""
    seed = rng.randrange(1, 10_000)
    app.go("title", how="reset")
    if name == "title":
        return app.top
    if name == "setup":
        setup = app.go("setup")
        setup.pick_game(game)
        return setup
    if name == "rules":
        return app.go("rules", game.id)
    if name == "settings":
        return app.go("settings")
    if name == "results":
        return app.go("results", session or replayed_to_end(game, seed), how="replace")
    if name == "summary":
        summary = a_summary(game, seed)
        if summary is None:
            return None
        app.open_table(session or session_for(game, seed, humans=(0, 1)))
        return app.go("summary", summary, None)
    table = app.open_table(session or session_for(game, seed, humans=(0, 1), moves=3))
    if name == "table":
        return table
    if name == "pause":
        return app.go("pause", table.session)
    if name == "curtain":
        colour = game.colours[table.session.seats[1].colour].key
        return app.go("curtain", "P1", None, colour=colour, session=table.session)
    raise ValueError(name)
