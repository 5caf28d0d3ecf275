// The phone page (docs/PHONES.md): one seat of the game on the table, played by taps.
// Plain JavaScript, no build step. Every text from the game is set with textContent.
"use strict";
(function () {
  const $ = (id) => document.getElementById(id);
  let token = decodeURIComponent(location.hash.slice(1));
  let code = ""; // a pairing code typed on this page (instead of a link with its token)
  const FINAL = new Set(["bad-origin"]);
  const COLOURS = new Set(["red", "blue", "yellow", "green", "white", "black", "plain"]);

  let ws = null;
  let welcome = null; // the seat's name, colour and game
  let state = null; // the last state message
  let taken = []; // the ids of the steps chosen so far in this position
  let sent = false; // a play was sent for this version
  let done = false; // replaced, bye or a refused link: no more reconnecting
  let delay = 500; // the next reconnect's wait, doubled up to 10 s
  let timer = null;
  let lastError = "";

  function el(tag, cls, text) {
    const node = document.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = String(text);
    return node;
  }
  function tone(value) {
    return COLOURS.has(value) ? value : "plain";
  }

  // --- the connection -----------------------------------------------------------------
  function connect() {
    clearTimeout(timer);
    timer = null;
    if (done) return;
    if (!token && !code) {
      if ($("pair").hidden) askCode("");
      return;
    }
    const scheme = location.protocol === "https:" ? "wss://" : "ws://";
    let socket;
    try {
      socket = new WebSocket(scheme + location.host + "/ws");
    } catch (e) {
      retry();
      return;
    }
    ws = socket;
    socket.onopen = () => {
      const hello = token ? { v: 1, type: "hello", token: token } : { v: 1, type: "hello", code: code };
      socket.send(JSON.stringify(hello));
    };
    socket.onmessage = (event) => {
      if (socket !== ws) return;
      let msg;
      try {
        msg = JSON.parse(event.data);
      } catch (e) {
        return;
      }
      receive(msg);
    };
    socket.onclose = () => {
      if (socket !== ws) return;
      ws = null;
      if (!done) retry();
    };
  }

  function retry() {
    if (done || timer || (!token && !code)) return;
    status("Reconnecting…", true);
    timer = setTimeout(connect, delay);
    delay = Math.min(delay * 2, 10000);
  }

  function send(message) {
    if (ws && ws.readyState === WebSocket.OPEN) {
      ws.send(JSON.stringify(Object.assign({ v: 1 }, message)));
      return true;
    }
    return false;
  }

  function receive(msg) {
    switch (msg.type) {
      case "welcome":
        welcome = msg;
        if (msg.token && typeof msg.token === "string") {
          // joined by a code: the seat's link from now on (a reload or a drop rejoins)
          token = msg.token;
          code = "";
          history.replaceState(null, "", "#" + encodeURIComponent(token));
        }
        $("pair").hidden = true;
        delay = 500;
        lastError = "";
        status("", false);
        showSeat();
        break;
      case "state":
        if (!state || state.version !== msg.version) {
          taken = [];
          sent = false;
        }
        state = msg;
        showError("");
        render();
        break;
      case "error":
        lastError = msg.code || "";
        if (lastError === "bad-code" || lastError === "bad-token" || lastError === "too-many-tries") {
          // a link or code that opens no seat: the code the table shows can be typed here
          token = "";
          code = "";
          history.replaceState(null, "", location.pathname);
          askCode(msg.message || "");
          return;
        }
        if (FINAL.has(lastError)) {
          done = true;
          curtain("This link does not work", msg.message || "Scan the code on the table again.");
          return;
        }
        if (sent && lastError !== "slow-down") {
          taken = [];
          sent = false;
          render();
        }
        showError(msg.message || "Something went wrong.");
        break;
      case "replaced":
        done = true;
        curtain("Opened on another device", "This seat is now played from the other device. Open the link again here to take it back.");
        break;
      case "bye":
        done = true;
        curtain("Thank you for playing", msg.message || "The game on the table has closed.");
        break;
      default:
        break; // pong, and anything newer than this page
    }
  }

  // --- joining by a pairing code ------------------------------------------------------
  function askCode(problem) {
    done = false;
    status("", false);
    $("pair").hidden = false;
    if (!welcome) $("seat-name").textContent = "Join the game";
    $("pair-error").textContent = problem;
    $("pair-code").focus();
  }

  $("pair").addEventListener("submit", (event) => {
    event.preventDefault();
    const typed = $("pair-code").value.toUpperCase().replace(/[^0-9A-Z]/g, "");
    if (typed.length < 4) {
      $("pair-error").textContent = "Type the code the table shows under the seat's QR code.";
      return;
    }
    code = typed;
    $("pair-error").textContent = "";
    status("Joining…", false);
    connect();
  });

  // --- what is shown ------------------------------------------------------------------
  function status(text, down) {
    const line = $("link");
    line.textContent = text;
    line.classList.toggle("down", !!down);
  }
  function showError(text) {
    $("error").textContent = text;
  }
  function curtain(title, text) {
    $("curtain-title").textContent = title;
    $("curtain-text").textContent = text;
    $("curtain").hidden = false;
    status("", false);
  }

  function showSeat() {
    const band = $("band");
    const colour = welcome.colour || {};
    band.className = "band tone-" + tone(colour.key);
    if (typeof colour.rgb === "string" && /^#[0-9a-fA-F]{6}$/.test(colour.rgb)) {
      band.style.setProperty("--seat", colour.rgb);
      const n = parseInt(colour.rgb.slice(1), 16);
      const light = 0.299 * (n >> 16) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255) > 150;
      band.style.setProperty("--seat-ink", light ? "#1b1b1b" : "#ffffff");
    }
    $("seat-name").textContent = welcome.name || "Your seat";
    $("seat-colour").textContent = colour.name ? "You play " + colour.name : "";
    $("game-title").textContent = welcome.game || "";
    document.title = (welcome.name || "Your seat") + " · " + (welcome.game || "Sorry!");
  }

  function nameOf(seat) {
    if (!state || seat === null || seat === undefined) return "";
    return (state.names && state.names[seat]) || "the next player";
  }

  // the picks that match the steps taken, and the options of the next step
  function matching() {
    if (!state || !state.yours || state.over) return [];
    return state.picks.filter((pick) => taken.every((id, i) => pick.steps[i] && pick.steps[i].id === id));
  }
  function nextOptions(picks) {
    const seen = new Map();
    for (const pick of picks) {
      const step = pick.steps[taken.length];
      if (step && !seen.has(step.id)) seen.set(step.id, step);
    }
    return Array.from(seen.values());
  }

  function choose(id) {
    if (sent) return;
    taken.push(id);
    const picks = matching();
    const complete = picks.find((pick) => pick.steps.length === taken.length);
    if (complete && picks.length === 1) {
      if (send({ type: "play", version: state.version, action: complete.action })) {
        sent = true;
      } else {
        taken.pop();
        showError("Not connected: wait a moment and try again.");
      }
    }
    render();
  }
  function takeBack() {
    if (sent || !state) return;
    if (send({ type: "undo", version: state.version })) {
      sent = true;
      render();
    }
  }

  function back() {
    if (sent) return;
    taken.pop();
    render();
  }

  function render() {
    if (!state) return;
    const picks = matching();
    const options = sent ? [] : nextOptions(picks);
    const byTarget = new Map();
    for (const option of options) {
      if (option.target && !byTarget.has(option.target)) byTarget.set(option.target, option.id);
    }
    const spots = new Map(); // the board's places the offered choices stand for
    for (const option of options) {
      if (!option.spot) continue;
      const id = String(option.spot);
      spots.set(id, spots.has(id) ? null : option); // two choices on one place: buttons only
    }
    const chosenTargets = new Set();
    if (picks.length) {
      taken.forEach((id, i) => {
        const step = picks[0].steps[i];
        if (step && step.target) chosenTargets.add(step.target);
        if (step && step.spot) chosenTargets.add(step.spot);
      });
    }
    $("public").textContent = state.public || "";
    renderTurn(options);
    const priv = state.private || {};
    renderItems($("hand"), "card", priv.cards || [], byTarget, chosenTargets);
    // a hand that cannot be played from now sits small under the board: the board and
    // the choices come first
    const hand = $("hand");
    const many = (priv.cards || []).length > 3; // (one card drawn keeps its words)
    hand.classList.toggle("compact", many && !!(state.board || priv.board) && !hand.querySelector(".can, .chosen"));
    renderItems($("chips"), "chip", priv.chips || [], byTarget, chosenTargets);
    renderBoard(state.board || priv.board, byTarget, chosenTargets, spots);
    renderOptions(options);
    fillList($("lines"), priv.lines || []);
    fillList($("log"), state.log || []);
  }

  function renderTurn(options) {
    const turn = $("turn");
    const prompt = $("prompt");
    turn.className = "turn";
    if (state.over) {
      prompt.textContent = state.prompt || "The game is over.";
      return;
    }
    if (state.yours) {
      turn.classList.add("yours");
      if (sent) prompt.textContent = "Sent…";
      else prompt.textContent = (options[0] && options[0].prompt) || state.prompt || "Your move.";
      return;
    }
    turn.classList.add("waiting");
    const who = nameOf(state.decider);
    prompt.textContent = who ? "Waiting for " + who + "…" : "Waiting…";
  }

  function renderItems(box, kind, items, byTarget, chosenTargets) {
    box.textContent = "";
    box.classList.toggle("idle", !(state.yours && !sent));
    for (const item of items) {
      const button = el("button", kind + " tone-" + tone(item.tone));
      button.type = "button";
      const face = el("span", "face", item.text);
      if (String(item.text).length > 4) face.classList.add("long");
      button.appendChild(face);
      if (item.sub) button.appendChild(el("span", "sub", item.sub));
      button.dataset.id = item.id;
      hookTarget(button, item.id, byTarget, chosenTargets);
      box.appendChild(button);
    }
  }

  // --- the table as a picture (state.board: docs/PHONES.md) ----------------------------
  const SVG = "http://www.w3.org/2000/svg";
  const KINDS = { grid: renderGrid, track: renderTrack, pile: renderPile };
  // each colour's shape mark, as the window draws it (app/draw/shapes.py): a lane is
  // told apart without its colour (greyscale, colour-blind players)
  const SHAPES = { red: "circle", blue: "square", yellow: "triangle", green: "diamond" };

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

  function renderBoard(board, byTarget, chosenTargets, spots) {
    const box = $("board");
    box.textContent = "";
    box.className = "board";
    box.removeAttribute("style");
    if (!board || typeof board !== "object") return;
    const kind = String(board.kind || "grid");
    const draw = Object.prototype.hasOwnProperty.call(KINDS, kind) ? KINDS[kind] : null;
    if (!draw) return; // a board this page does not know: the buttons still play
    box.classList.add("kind-" + kind);
    try {
      draw(box, board, byTarget, chosenTargets, spots);
    } catch (e) {
      box.textContent = ""; // a malformed board is left out, never breaks the page
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
      if (cell.text) button.classList.add("has-piece");
      button.dataset.id = cell.id;
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
    const circle = s * 1.32;
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
    const slot = circle * 0.45; // four pawns in a circle, clear of its word
    const slots = [[-slot, -circle * 0.42], [slot, -circle * 0.42], [-slot, circle * 0.1], [slot, circle * 0.1]];
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
    for (const [id, option] of spots) {
      if (!/^sq:/.test(id)) continue;
      const p = spotPoint(g, board, id);
      if (!p) continue;
      const mark = svg("g", { class: "mark", transform: "translate(" + f(p[0]) + " " + f(p[1]) + ")" }, marks);
      mark.dataset.spot = id;
      svg("circle", { r: f(g.s * 0.56), class: "mark-ring" }, mark);
      const inward = Math.hypot(p[0], p[1]) || 1;
      const lx = (-p[0] / inward) * g.s * 1.75;
      const ly = (-p[1] / inward) * g.s * 1.75;
      const label = option ? String(option.label || "").slice(0, 8) : "";
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
      svg("circle", { r: f(g.s * (inside ? 0.43 : 0.5)), class: "disc" }, node);
      const digit = svg("text", { y: f(g.s * (inside ? 0.24 : 0.27)), class: "digit" + (inside ? " small" : "") }, node);
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
      node.insertBefore(svg("circle", { r: f(s * 0.95), class: "hit" }), node.firstChild);
    }
    if (chosen) node.classList.add("chosen");
    if (option && !chosen) {
      node.classList.add("can");
      node.addEventListener("click", () => choose(option));
    }
  }

  // Sorry! Revenge's table: the play pile's total as a big figure, how far it is from the
  // total that wins the round, and every seat's four pawn cards (HOME or START)
  function renderPile(box, board) {
    const goal = Math.max(1, num(board.goal, 21));
    const total = num(board.total, 0);
    const head = el("div", "pile-head");
    const figure = el("div", "total");
    figure.appendChild(el("span", "total-n", total));
    const words = el("span", "total-of");
    words.appendChild(el("span", "total-word", "total"));
    words.appendChild(el("span", "", total <= 0 ? "make " + goal : total < goal ? goal - total + " short of " + goal : total === goal ? goal + "!" : "over " + goal));
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
    for (const seat of (Array.isArray(board.seats) ? board.seats : []).slice(0, 8)) {
      if (!seat || typeof seat !== "object") continue;
      const row = el("li", "pile-seat tone-" + tone(seat.tone) + (seat.turn ? " now" : ""));
      row.appendChild(el("span", "who", seat.name || ""));
      const pawns = el("span", "pawn-cards");
      for (const side of (Array.isArray(seat.pawns) ? seat.pawns : []).slice(0, 8)) {
        const home = side === "HOME";
        pawns.appendChild(el("span", "pawn-card" + (home ? " home" : ""), home ? "HOME" : "START"));
      }
      row.appendChild(pawns);
      const held = num(seat.hand, 0);
      row.appendChild(el("span", "held", held + (held === 1 ? " card" : " cards")));
      list.appendChild(row);
    }
    box.appendChild(list);
  }

  // the board's places that `id` stands for, lit while its button is hovered or focused
  function hot(id, on) {
    if (!id) return;
    for (const node of $("board").querySelectorAll("[data-spot]")) {
      if (node.dataset.spot === id) node.classList.toggle("hot", on);
    }
  }
  function hoverLights(button, id) {
    for (const kind of ["mouseenter", "focus"]) button.addEventListener(kind, () => hot(id, true));
    for (const kind of ["mouseleave", "blur"]) button.addEventListener(kind, () => hot(id, false));
  }

  function hookTarget(button, id, byTarget, chosenTargets) {
    hoverLights(button, id);
    const option = byTarget.get(id);
    if (chosenTargets.has(id)) button.classList.add("chosen");
    if (option) {
      button.classList.add("can");
      button.addEventListener("click", () => choose(option));
    } else {
      button.disabled = true;
    }
  }

  function renderOptions(options) {
    const box = $("options");
    box.textContent = "";
    if (state.undo && !state.over && !sent && !taken.length) {
      const button = el("button", "option undo", "Take back my last move");
      button.type = "button";
      button.addEventListener("click", takeBack);
      box.appendChild(button);
    }
    if (!state.yours || state.over) return;
    const plain = options.filter((option) => !option.target);
    const tapped = options.length - plain.length;
    if (tapped && !sent) {
      box.appendChild(el("p", "hint", plain.length ? "Tap a highlighted one, or:" : "Tap a highlighted one."));
    }
    for (const option of plain) {
      const button = el("button", "option", option.label);
      button.type = "button";
      button.dataset.id = option.id;
      if (option.spot) {
        button.dataset.spot = option.spot;
        hoverLights(button, String(option.spot));
      }
      button.addEventListener("click", () => choose(option.id));
      box.appendChild(button);
    }
    if (taken.length && !sent) {
      const button = el("button", "option back", "Back");
      button.type = "button";
      button.addEventListener("click", back);
      box.appendChild(button);
    }
  }

  function fillList(list, lines) {
    list.textContent = "";
    for (const line of lines) list.appendChild(el("li", "", line));
  }

  // --- coming back: a phone that slept, a network that returned -----------------------
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && !ws && !done) {
      delay = 500;
      connect();
    }
  });
  window.addEventListener("online", () => {
    if (!ws && !done) {
      delay = 500;
      connect();
    }
  });
  window.addEventListener("hashchange", () => location.reload());
  setInterval(() => send({ type: "ping" }), 20000);

  connect();
})();
