"""The phone page in a real browser at 390x844, as a picture: docs/pictures/phone.png
(Sorry! Revenge, a hand of cards with the seat to play), and with --all the King board,
a Sorry My Ass! hand and a Sorry! card too (in --out, default /tmp).

    python bench/phone_shot.py [--all] [--out DIR]
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]  # this checkout's sorry_game, not an installed one

from phone_browser import Table, phone_browser, wait_for  # noqa: E402

#: (game, players, seed, plies played before the shot, file name, what is tapped first:
#: a CSS selector, "" for nothing; "wait": the shot while another seat decides; "over":
#: the game played to its end)
SHOTS = {
    "revenge": ("revenge", 2, 11, 6, "phone.png", ""),
    "king": ("king", 2, 5, 8, "phone_king.png", ""),
    "president": ("president", 4, 3, 9, "phone_president.png", ""),
    "classic": ("classic", 4, 7, 12, "phone_classic.png", ""),
    # a pawn tapped on the board: its squares marked with the choices' labels
    "classic-pawn": ("classic", 4, 7, 12, "phone_classic_pawn.png", ".track .pawn.can"),
    "king-piece": ("king", 2, 5, 8, "phone_king_piece.png", "#board .cell.can"),
    # the other moments: waiting for another seat, and the end of a game
    "classic-wait": ("classic", 4, 7, 12, "phone_classic_wait.png", "wait"),
    "president-wait": ("president", 4, 3, 9, "phone_president_wait.png", "wait"),
    "king-wait": ("king", 2, 5, 8, "phone_king_wait.png", "wait"),
    "revenge-over": ("revenge", 2, 11, 6, "phone_revenge_over.png", "over"),
    "classic-over": ("classic", 2, 7, 12, "phone_classic_over.png", "over"),
    "president-over": ("president", 4, 3, 9, "phone_president_over.png", "over"),
    "king-over": ("king", 2, 5, 8, "phone_king_over.png", "over"),
    "revenge-wait": ("revenge", 2, 11, 6, "phone_revenge_wait.png", "wait"),
    # joining: the table's address opened without a seat's link (the code is typed),
    # and a link that opens no seat (refused: the code is asked for, with why)
    "joined": ("classic", 2, 7, 0, "phone_join.png", "join"),
    "refused": ("classic", 2, 7, 0, "phone_refused.png", "refused"),
}


def shoot(game_id: str, players: int, seed: int, plies: int, path: Path, tap: str = "") -> None:
    """Play `plies` random decisions, then on until seat 0 (the phone) decides (`tap`
    "wait": until another seat does; "over": to the game's end), tap `tap` (the first
    element it finds) and take the picture of seat 0's page ("join": the table's
    address with no seat's link, "refused": with a link that opens no seat)."""
    rng = random.Random(seed)
    wanted = {"wait": "waiting", "over": "over"}.get(tap, "yours")

    def ready(state: Any) -> bool:
        if tap in ("join", "refused"):
            return True
        if tap == "over":
            return bool(state.is_over())
        if tap == "wait":
            return state.current_player() != 0
        return state.current_player() == 0 and len(state.legal_actions()) >= 2

    with Table(game_id, players, [0], seed) as table:
        state = table.session.state
        with table.lock:
            for _ in range(plies):
                table.session.apply(rng.choice(state.legal_actions()))
                state = table.session.state
            while not ready(state):
                table.session.apply(rng.choice(state.legal_actions()))
                state = table.session.state
        web = phone_browser()
        try:
            if tap in ("join", "refused"):
                link = table.link(0)
                web.get(link.split("#")[0] + ("#not-a-seat" if tap == "refused" else ""))
                wait_for(
                    lambda: web.find_element("id", "pair").is_displayed(), what="the code asked"
                )
                if tap == "refused":
                    wait_for(lambda: web.find_element("id", "pair-error").text, what="why refused")
            elif wanted == "over":
                web.get(table.link(0))
                wait_for(
                    lambda: "over" in web.find_element("id", "turn").get_attribute("class"),
                    what="the end on the page",
                )
            else:
                web.get(table.link(0))
                wait_for(
                    lambda: wanted in web.find_element("id", "turn").get_attribute("class"),
                    what=f"the page's turn row {wanted}",
                )
            if tap not in ("", "wait", "over", "join", "refused"):
                web.find_elements("css selector", tap)[0].click()
                wait_for(
                    lambda: web.find_elements("css selector", "#board .chosen"),
                    what="the tapped choice marked on the board",
                )
            path.parent.mkdir(parents=True, exist_ok=True)
            web.save_screenshot(str(path))
        finally:
            web.quit()
    print(f"wrote {path}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--all",
        action="store_true",
        help="also the King board, a hand of Sorry My Ass!, a Sorry! card, and a Sorry! pawn "
        "and a King piece tapped",
    )
    parser.add_argument("--out", default="/tmp", help="folder of the other pictures")
    args = parser.parse_args()
    for key, (game_id, players, seed, plies, name, tap) in SHOTS.items():
        if key != "revenge" and not args.all:
            continue
        folder = ROOT / "docs" / "pictures" if key == "revenge" else Path(args.out)
        shoot(game_id, players, seed, plies, folder / name, tap)


if __name__ == "__main__":
    main()
