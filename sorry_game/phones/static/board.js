// The table as a picture on the phone page (docs/PHONES.md, `board`): the King board as
// a grid of buttons, the Sorry! board drawn round in SVG as the window draws it, Sorry!
// Revenge's total and pawn cards. Plain JavaScript, no build step; every text from the
// game is set with textContent. phone.js calls PhoneBoard.draw with its helpers.
"use strict";
window.PhoneBoard = (function () {
  // phone.js's helpers, handed over with each drawing
  let el = null;
  let tone = null;
  let hookTarget = null;
  let choose = null;

  const SVG = "http://www.w3.org/2000/svg";
  const KINDS = { grid: renderGrid, track: renderTrack, pile: renderPile };
  // each colour's shape mark, as the window draws it (app/draw/shapes.py): a lane is
  // told apart without its colour (greyscale, colour-blind players)
  // the way the King checkers run on an empty ring square, drawn as a faint chevron
  const WAYS = new Set(["left", "right", "up", "down"]);
  const SHAPES = { red: "circle", blue: "square", yellow: "triangle", green: "diamond" };
  // a pawn's body drawn as its shape: each shape's size beside the circle's, so all four
  // hold their digit and look as large (a triangle's corners are far from its middle)
  // the radius a finger finds a pawn or a square's mark in, in squares: 44 px across on
  // a 390 px phone (the ring drawn stays close round the disc)
  const HIT = 1.35;
  const BODY = { circle: 1, square: 1.05, triangle: 1.12, diamond: 1 };
  // and four to a START or HOME, each inside its quarter of the circle
  const SNUG = { circle: 1, square: 1.05, triangle: 1.2, diamond: 1.08 };

  function shapeNode(shape, c, r, cls, parent) {
    const [x, y] = c;
    if (shape === "circle") return svg("circle", { cx: f(x), cy: f(y), r: f(r), class: cls }, parent);
    const pts = {
      square: [[-0.8, -0.8], [0.8, -0.8], [0.8, 0.8], [-0.8, 0.8]],
      triangle: [[0, -1.05], [0.98, 0.72], [-0.98, 0.72]],
      diamond: [[0, -1.1], [1, 0], [0, 1.1], [-1, 0]],
    }[shape];
    if (!pts) return null;
    return svg("polygon", { points: pts.map(([a, b]) => f(x + a * r) + "," + f(y + b * r)).join(" "), class: cls }, parent);
  }

  // Draw `board` in `box`; a board of a kind this page does not know, or a malformed
  // one, is left out (the buttons still play): bad network data never breaks the page.
  function draw(box, board, ctx) {
    ({ el, tone, hookTarget, choose } = ctx);
    if (!board || typeof board !== "object") return;
    const kind = String(board.kind || "grid");
    const render = Object.prototype.hasOwnProperty.call(KINDS, kind) ? KINDS[kind] : null;
    if (!render) return;
    // Revenge's table at the end: its pawn cards are the end's places' "HOME" counts,
    // said once there (and its last total is stale): nothing is drawn
    if (kind === "pile" && ctx.over) return;
    box.classList.add("kind-" + kind.replace(/[^a-z]/g, ""));
    // the first step picks what moves, the next where it goes: drawn unlike each other
    if (ctx.first) box.classList.add("pick-from");
    try {
      render(box, board, ctx.byTarget, ctx.chosenTargets, ctx.spots, ctx);
    } catch (e) {
      box.textContent = "";
      box.className = "board";
    }
  }

  function num(value, fallback) {
    const n = Number(value);
    return Number.isFinite(n) ? n : fallback;
  }

  function renderGrid(box, board, byTarget, chosenTargets) {
    if (!Array.isArray(board.cells)) return;
    const cols = Math.max(1, Math.min(16, board.cols | 0));
    box.style.gridTemplateColumns = "repeat(" + cols + ", 1fr)";
    box.style.gridTemplateRows = "repeat(" + Math.max(1, Math.min(16, board.rows | 0)) + ", 1fr)";
    for (const cell of board.cells.slice(0, 256)) {
      if (!cell || typeof cell !== "object") continue;
      const button = el("button", "cell shade-" + String(cell.shade || "light").replace(/[^a-z]/g, "") + " tone-" + tone(cell.tone), cell.text || "");
      button.type = "button";
      if (cell.mark) button.classList.add("mark-" + String(cell.mark).replace(/[^a-z]/g, ""));
      if (WAYS.has(cell.way)) button.classList.add("way-" + cell.way);
      if (cell.text) button.classList.add("has-piece");
      button.dataset.id = cell.id;
      // the square's file and rank along the board's edges (the log names squares)
      for (const side of ["file", "rank"]) {
        if (typeof cell[side] === "string" && cell[side]) button.appendChild(el("span", "coord " + side, cell[side].slice(0, 2)));
      }
      button.setAttribute("aria-label", cell.label || cell.text || " ");
      hookTarget(button, cell.id, byTarget, chosenTargets);
      if (!cell.label && !cell.text && button.disabled) button.tabIndex = -1;
      box.appendChild(button);
    }
  }

  function svg(tag, attrs, parent) {
    const node = document.createElementNS(SVG, tag);
    for (const key in attrs) node.setAttribute(key, String(attrs[key]));
    if (parent) parent.appendChild(node);
    return node;
  }
  function f(x) {
    return Math.round(x * 100) / 100;
  }

  // The Sorry! board, round as the window draws it (app/plugins/board/layout.py): the
  // squares on a ring, each colour's SAFETY lane a spoke to its HOME, START beside the
  // square its pawns come out on, the slides as arrows along the ring.
  function trackGeometry(board) {
    const squares = Math.max(4, Math.min(120, num(board.squares, 60) | 0));
    const safety = Math.max(1, Math.min(8, num(board.safety, 5) | 0));
    const R = 45.5;
    const step = (2 * Math.PI) / squares;
    const s = ((2 * Math.PI * R) / squares) * 0.94;
    const base = Math.PI / 4 - 2 * step;
    const angle = (i) => base + i * step;
    const polar = (r, a) => [r * Math.cos(a), r * Math.sin(a)];
    const pitch = s * 0.84;
    const lane = s * 0.78;
    const circle = s * 1.62;
    const lanes = (Array.isArray(board.lanes) ? board.lanes : []).slice(0, 8).map((l) => {
      const a = angle(num(l.entry, 0));
      const safe = [];
      for (let k = 0; k < safety; k++) safe.push(polar(R - s * 0.5 - pitch * (k + 0.62), a));
      const last = R - s * 0.5 - pitch * (safety - 1 + 0.62);
      return {
        lane: l,
        a: a,
        safe: safe,
        home: polar(last - lane / 2 - circle - s * 0.08, a),
        start: polar(R - s * 0.97 - circle, angle(num(l.exit, 0) + 1.1)), // clear of a pawn on the track
      };
    });
    // four pawns in a circle: two by two above its word, each clear of the others and
    // inside the rim (tests/phones/test_browser.py measures it)
    const slot = circle * 0.34;
    const slots = [[-slot, -circle * 0.4], [slot, -circle * 0.4], [-slot, circle * 0.215], [slot, circle * 0.215]];
    return { squares, safety, R, s, step, angle, polar, pitch, lane, circle, lanes, slots };
  }

  function trackPoint(g, at, step, laneIndex, n) {
    if (at === "track") return g.polar(g.R, g.angle(step));
    const l = g.lanes[laneIndex];
    if (!l) return null;
    if (at === "safety") return l.safe[Math.max(0, Math.min(g.safety - 1, step - 1))];
    const c = at === "home" ? l.home : l.start;
    const o = g.slots[(n - 1) & 3];
    return n ? [c[0] + o[0], c[1] + o[1]] : c;
  }

  // a spot id ("sq:N", "pawn:N", "start:C", "home:C") → where it is on the board
  function spotPoint(g, board, id) {
    const m = /^(sq|pawn|start|home):(\d+)$/.exec(String(id));
    if (!m) return null;
    const k = Number(m[2]);
    if (m[1] === "pawn") {
      const pawn = (board.pawns || []).find((p) => p && p.id === id);
      return pawn ? trackPoint(g, pawn.at, num(pawn.step, 0), num(pawn.lane, 0), num(pawn.n, 1)) : null;
    }
    if (m[1] === "start" || m[1] === "home") return trackPoint(g, m[1], 0, k, 0);
    const moving = num(board.moving, -1);
    if (k < g.squares) return trackPoint(g, "track", k);
    if (k < g.squares + g.safety) return trackPoint(g, "safety", k - g.squares + 1, moving);
    return trackPoint(g, "home", 0, moving, 0);
  }

  function renderTrack(box, board, byTarget, chosenTargets, spots) {
    const g = trackGeometry(board);
    const root = svg("svg", { viewBox: "-50 -50 100 100", class: "track", role: "img" });
    root.setAttribute("aria-label", "The board");
    svg("circle", { r: 49.5, class: "rim" }, root);
    const h = g.s / 2 / g.R;
    for (let i = 0; i < g.squares; i++) {
      const a = g.angle(i);
      const side = g.lanes[Math.floor(i / (g.squares / Math.max(1, g.lanes.length)))];
      const pts = [[g.R - g.s / 2, a - h], [g.R - g.s / 2, a + h], [g.R + g.s / 2, a + h], [g.R + g.s / 2, a - h]]
        .map(([r, t]) => g.polar(r, t).map(f).join(","))
        .join(" ");
      svg("polygon", { points: pts, class: "sq t-" + tone(side ? side.lane.tone : "plain") }, root);
    }
    for (const slide of (Array.isArray(board.slides) ? board.slides : []).slice(0, 16)) {
      const first = num(slide.first, 0);
      const last = num(slide.last, first);
      const p0 = g.polar(g.R, g.angle(first));
      const p1 = g.polar(g.R, g.angle(last));
      const cls = "t-" + tone(slide.tone);
      svg("path", { d: "M" + f(p0[0]) + "," + f(p0[1]) + " A" + g.R + "," + g.R + " 0 0 1 " + f(p1[0]) + "," + f(p1[1]), class: "slide " + cls }, root);
      svg("circle", { cx: f(p0[0]), cy: f(p0[1]), r: f(g.s * 0.26), class: "slide-end " + cls }, root);
      const a = g.angle(last);
      const tip = g.polar(g.R, a + g.step * 0.45);
      const side1 = g.polar(g.R - g.s * 0.42, a);
      const side2 = g.polar(g.R + g.s * 0.42, a);
      svg("polygon", { points: [tip, side1, side2].map((p) => p.map(f).join(",")).join(" "), class: "slide-end " + cls }, root);
    }
    g.lanes.forEach((l) => {
      const cls = "t-" + tone(l.lane.tone) + (l.lane.playing === false ? " idle" : "");
      const deg = (l.a * 180) / Math.PI;
      for (const p of l.safe) {
        svg("rect", { x: f(-g.lane / 2), y: f(-g.lane / 2), width: f(g.lane), height: f(g.lane), rx: 0.5, transform: "translate(" + f(p[0]) + " " + f(p[1]) + ") rotate(" + f(deg) + ")", class: "safe " + cls }, root);
      }
      for (const [kind, c] of [["home", l.home], ["start", l.start]]) {
        const id = String(kind === "home" ? l.lane.home : l.lane.start);
        const ring = svg("circle", { cx: f(c[0]), cy: f(c[1]), r: f(g.circle), class: kind + " " + cls }, root);
        ring.dataset.spot = id;
        if (kind === "home") shapeNode(SHAPES[tone(l.lane.tone)], [c[0], c[1] - g.circle * 0.12], g.circle * 0.5, "emblem", root);
        const word = svg("text", { x: f(c[0]), y: f(c[1] + g.circle * 0.8), class: "word" }, root);
        word.textContent = kind === "home" ? "HOME" : "START";
      }
    });
    // the places the offered choices stand for, each with the choice's label
    const marks = svg("g", { class: "marks" }, root);
    // (one mark alone needs no label: its button names it)
    const alone = Array.from(spots.keys()).filter((id) => /^sq:/.test(id)).length === 1;
    for (const [id, option] of spots) {
      if (!/^sq:/.test(id)) continue;
      const p = spotPoint(g, board, id);
      if (!p) continue;
      const mark = svg("g", { class: "mark", transform: "translate(" + f(p[0]) + " " + f(p[1]) + ")" }, marks);
      mark.dataset.spot = id;
      svg("circle", { r: f(g.s * HIT), class: "hit" }, mark);
      svg("circle", { r: f(g.s * 0.56), class: "mark-ring" }, mark);
      const inward = Math.hypot(p[0], p[1]) || 1;
      const lx = (-p[0] / inward) * g.s * 1.75;
      const ly = (-p[1] / inward) * g.s * 1.75;
      const label = option && !alone ? String(option.label || "").slice(0, 8) : "";
      if (label) {
        const w = label.length * 2.2 + 2.2; // a pill under the label, wide as its letters
        svg("rect", { x: f(lx - w / 2), y: f(ly - 2.3), width: f(w), height: 4.6, rx: 2.3, class: "mark-pill" }, mark);
        const text = svg("text", { x: f(lx), y: f(ly + 1.2), class: "mark-label" }, mark);
        text.textContent = label;
      }
      if (option) mark.addEventListener("click", () => choose(option.id));
    }
    for (const pawn of (Array.isArray(board.pawns) ? board.pawns : []).slice(0, 32)) {
      if (!pawn || typeof pawn !== "object") continue;
      const n = num(pawn.n, 1);
      const p = trackPoint(g, pawn.at, num(pawn.step, 0), num(pawn.lane, 0), n);
      if (!p) continue;
      const id = String(pawn.id);
      const node = svg("g", { class: "pawn t-" + tone(pawn.tone), transform: "translate(" + f(p[0]) + " " + f(p[1]) + ")" }, root);
      node.dataset.spot = id;
      const inside = pawn.at === "start" || pawn.at === "home"; // four share a circle
      // the pawn's body is its colour's shape mark (as the window's pawns carry it): a
      // pawn is told apart without its colour, in greyscale or by a colour-blind player
      const shape = SHAPES[tone(pawn.tone)] || "circle";
      // (large, in a dark outline, on START's dark tint: a yellow pawn stands out there)
      // on the track inside its square (centred on it), in a circle a quarter of it each
      const r = g.s * (inside ? 0.42 : 0.47) * ((inside ? SNUG : BODY)[shape] || 1);
      const low = shape === "triangle" ? r * 0.22 : 0; // the digit in the triangle's wide part
      shapeNode(shape, [0, 0], r, "disc", node);
      const digit = svg("text", { y: f(g.s * (inside ? 0.27 : 0.3) + low), class: "digit" + (inside ? " small" : "") }, node);
      digit.textContent = String(n);
      hookSpot(node, id, byTarget, chosenTargets, g.s);
    }
    for (const l of g.lanes) hookSpot(null, String(l.lane.start), byTarget, chosenTargets, g.s, root, l.start, g.circle);
    box.appendChild(root);
  }

  // a pawn or START on the drawn board: tappable when a choice names it (a larger ring
  // than the disc, so a finger finds it), white when chosen
  function hookSpot(node, id, byTarget, chosenTargets, s, root, centre, radius) {
    const option = byTarget.get(id);
    const chosen = chosenTargets.has(id);
    if (!option && !chosen) return;
    if (!node) {
      node = svg("g", { class: "spot-hit", transform: "translate(" + f(centre[0]) + " " + f(centre[1]) + ")" }, root);
      node.dataset.spot = id;
      svg("circle", { r: f(radius), class: "halo" }, node);
    } else {
      // the ring drawn close round the disc (a mark on the next square stays clear of
      // it), the finger's target wider and unseen
      node.insertBefore(svg("circle", { r: f(s * 0.7), class: "halo" }), node.firstChild);
      // (a pawn picked is no target: a tap goes through it to a mark beside it)
      if (!chosen) node.insertBefore(svg("circle", { r: f(s * HIT), class: "hit" }), node.firstChild);
    }
    if (chosen) node.classList.add("chosen");
    if (option && !chosen) {
      node.classList.add("can");
      node.addEventListener("click", () => choose(option));
    }
  }

  // Sorry! Revenge's table: the play pile's total as a big figure, how far it is from the
  // total that wins the round, and every seat's four pawn cards (HOME or START)
  function renderPile(box, board, byTarget, chosenTargets, spots, ctx) {
    const goal = Math.max(1, num(board.goal, 21));
    const total = num(board.total, 0);
    const head = el("div", "pile-head");
    const figure = el("div", "total");
    figure.appendChild(el("span", "total-n", total));
    const words = el("span", "total-of");
    words.appendChild(el("span", "total-word", "total"));
    words.appendChild(el("span", "", total <= 0 ? "make " + goal : total < goal ? goal - total + " short of\u00a0" + goal : total === goal ? goal + "!" : "over " + goal));
    figure.appendChild(words);
    head.appendChild(figure);
    const top = board.top;
    if (top && typeof top === "object") {
      const card = el("div", "card mini tone-" + tone(top.tone));
      const face = el("span", "face", top.text || "");
      if (String(top.text || "").length > 4) face.classList.add("long");
      card.appendChild(face);
      if (top.sub) card.appendChild(el("span", "sub", top.sub));
      card.setAttribute("aria-label", "Last card played: " + (top.text || ""));
      head.appendChild(card);
    }
    const meter = el("div", "meter");
    const fill = el("div", "meter-fill");
    fill.style.width = Math.max(0, Math.min(100, (100 * total) / goal)) + "%";
    meter.appendChild(fill);
    box.appendChild(head);
    box.appendChild(meter);
    const list = el("ul", "pile-seats");
    // (a row per seat in the seats' order: another seat is named by its player, as the
    // status line, the log and the end's places name it, not by its colour alone)
    const names = ctx && Array.isArray(ctx.names) ? ctx.names : [];
    (Array.isArray(board.seats) ? board.seats : []).slice(0, 8).forEach((seat, i) => {
      if (!seat || typeof seat !== "object") return;
      const row = el("li", "pile-seat tone-" + tone(seat.tone) + (seat.turn ? " now" : ""));
      const who = el("span", "who");
      const player = seat.name !== "You" && typeof names[i] === "string" && names[i] ? names[i] : "";
      who.appendChild(el("span", "who-name", player || seat.name || ""));
      const held = num(seat.hand, 0);
      who.appendChild(el("span", "held", held + (held === 1 ? " card" : " cards")));
      row.appendChild(who);
      const pawns = el("span", "pawn-cards");
      for (const side of (Array.isArray(seat.pawns) ? seat.pawns : []).slice(0, 8)) {
        const home = side === "HOME";
        pawns.appendChild(el("span", "pawn-card" + (home ? " home" : ""), home ? "HOME" : "START"));
      }
      row.appendChild(pawns);
      list.appendChild(row);
    });
    box.appendChild(list);
  }
  return { draw: draw };
})();
