#!/usr/bin/env python3
"""Writes Felt's card art: the face of every card and the card backs.

All drawing is our own, built here from simple shapes:
  resources/cards/faces/<suit>-<rank>.svg  pips (2-10), one large pip (A),
      a two-ended court figure (J, Q, K) for the French suits, the
      four-colour clubs and diamonds (<suit>-4c) and the five Janken suits;
  resources/cards/faces/joker-<colour or Janken suit>.svg  a jester;
  resources/cards/back-<name>.svg  the card backs.
The suit symbols come from resources/cards/<suit>.svg (a 100x100 drawing).
A face is drawn on a 250x350 card and leaves the corners free: the table
draws the corner indices itself, so that they stay sharp at every size.
Qt's SVG renderer reads SVG Tiny 1.2: no clip paths, masks or patterns.

Run after changing the art:  python3 scripts/make-card-art.py
"""
import math
import pathlib
import re

ROOT = pathlib.Path(__file__).resolve().parent.parent
CARDS = ROOT / "resources" / "cards"
FACES = CARDS / "faces"

W, H = 250, 350
CX, CY = W / 2, H / 2

FRENCH = {"clubs": "#1b1b1b", "diamonds": "#c8102e", "hearts": "#c8102e", "spades": "#1b1b1b",
          "clubs-4c": "#17803a", "diamonds-4c": "#1f5fc4"}
JANKEN = {"rock": "#6b5a4a", "paper": "#2f6fb3", "scissors": "#c8102e", "water": "#1592a8",
          "lizard": "#2e8b3a"}
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]

OUTLINE = "#2b2118"
SKIN = "#f4d5b5"
GOLD = "#e0b040"
PALE = "#fbf7ec"


def num(v):
    return ("%.2f" % v).rstrip("0").rstrip(".")


def symbol(name):
    """The inner drawing of a suit symbol (100x100 box)."""
    text = (CARDS / (name + ".svg")).read_text()
    return re.search(r"<svg[^>]*>(.*)</svg>", text, re.S).group(1).strip()


def placed(inner, x, y, size, upside_down=False):
    """A 100x100 drawing centred on (x, y) at `size`, turned over if asked."""
    s = size / 100
    turn = " rotate(180 50 50)" if upside_down else ""
    return '<g transform="translate(%s %s) scale(%s)%s">%s</g>' % (
        num(x - size / 2), num(y - size / 2), num(s), turn, inner)


def mix(colour, other, t):
    """`colour` moved a fraction t towards `other` (both #rrggbb)."""
    a = [int(colour[i:i + 2], 16) for i in (1, 3, 5)]
    b = [int(other[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join("%02x" % round(x + (y - x) * t) for x, y in zip(a, b))


def svg(body):
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 %d %d" width="%d" height="%d">'
            '%s</svg>\n' % (W, H, W, H, body))


# ---- pips ----------------------------------------------------------------

# Pip columns and rows on the card: three columns, four rows for the outer
# columns (top, a third, two thirds, bottom) and the middle.
LEFT, MID, RIGHT = 90, 125, 160
TOP, BOTTOM = 72, 278
ROW = (BOTTOM - TOP) / 3
ROWS4 = [TOP, TOP + ROW, TOP + 2 * ROW, BOTTOM]


def pip_positions(n):
    outer2 = [(x, y) for x in (LEFT, RIGHT) for y in (TOP, BOTTOM)]
    outer3 = [(x, y) for x in (LEFT, RIGHT) for y in (TOP, CY, BOTTOM)]
    outer4 = [(x, y) for x in (LEFT, RIGHT) for y in ROWS4]
    upper = (TOP + CY) / 2
    return {
        2: [(MID, TOP), (MID, BOTTOM)],
        3: [(MID, TOP), (MID, CY), (MID, BOTTOM)],
        4: outer2,
        5: outer2 + [(MID, CY)],
        6: outer3,
        7: outer3 + [(MID, upper)],
        8: outer3 + [(MID, upper), (MID, H - upper)],
        9: outer4 + [(MID, CY)],
        10: outer4 + [(MID, (ROWS4[0] + ROWS4[1]) / 2), (MID, (ROWS4[2] + ROWS4[3]) / 2)],
    }[n]


def pips_face(inner, n):
    size = 42 if n <= 8 else (38 if n == 9 else 36)
    parts = [placed(inner, x, y, size, upside_down=y > CY + 0.5) for x, y in pip_positions(n)]
    return svg("".join(parts))


def ace_face(inner, ink):
    ring = '<circle cx="%s" cy="%s" r="76" fill="none" stroke="%s" stroke-width="2" ' \
           'stroke-opacity="0.35"/>' % (num(CX), num(CY), ink)
    return svg(ring + placed(inner, CX, CY, 112))


# ---- court cards ---------------------------------------------------------

FRAME_L, FRAME_R, FRAME_T = 64, 186, 22


def court_half(rank, ink, inner):
    """The upper half of a court card (the lower half is it turned over)."""
    light = mix(ink, "#ffffff", 0.55)
    dark = mix(ink, "#000000", 0.35)
    line = 'stroke="%s" stroke-width="1.6" stroke-linejoin="round"' % OUTLINE
    p = []
    # Behind the head: the Queen's long hair.
    if rank == "Q":
        p.append('<path d="M103 96 C99 66 109 54 125 54 C141 54 151 66 147 96 '
                 'C149 110 153 118 156 126 L94 126 C97 118 101 110 103 96 Z" '
                 'fill="#b5651d" %s/>' % line)
    # Robe and shoulders, in the suit's colour, down to the middle of the card.
    p.append('<path d="M74 175 L77 136 C79 124 88 117 102 115 L148 115 C162 117 171 124 173 136 '
             'L176 175 Z" fill="%s" %s/>' % (ink, line))
    # The robe's front panel and its pattern, different for each rank.
    if rank == "K":
        p.append('<path d="M113 118 L137 118 L140 175 L110 175 Z" fill="%s" %s/>' % (GOLD, line))
        p.append("".join('<path d="M125 %s L130 %s L125 %s L120 %s Z" fill="%s"/>'
                         % (num(y), num(y + 6), num(y + 12), num(y + 6), ink)
                         for y in (126, 144, 160)))
    elif rank == "Q":
        p.append('<path d="M110 118 L140 118 L146 175 L104 175 Z" fill="%s" %s/>' % (light, line))
        p.append("".join('<circle cx="%s" cy="%s" r="3.2" fill="%s"/>' % (num(x), num(y), ink)
                         for x, y in ((118, 134), (132, 134), (125, 148), (116, 162), (134, 162))))
    else:
        p.append("".join('<path d="M%s 118 L%s 118 L%s 175 L%s 175 Z" fill="%s"/>'
                         % (num(a), num(a + 10), num(a + 10 + d), num(a + d),
                            light if i % 2 == 0 else GOLD)
                         for i, (a, d) in enumerate(((105, -3), (115, -1), (125, 1), (135, 3)))))
        p.append('<path d="M105 118 L145 118 L148 175 L102 175 Z" fill="none" %s/>' % line)
    # Neck and head.
    p.append('<path d="M118 98 L132 98 L133 117 L117 117 Z" fill="%s" %s/>' % (SKIN, line))
    # Collars: ermine for the King, pearls for the Queen, points for the Jack.
    if rank == "K":
        p.append('<path d="M92 118 C104 128 146 128 158 118 C150 112 100 112 92 118 Z" '
                 'fill="#ffffff" %s/>' % line)
        p.append("".join('<path d="M%s 118 l2 4 l-2 2 l-2 -2 Z" fill="#1b1b1b"/>' % num(x)
                         for x in (102, 114, 125, 136, 148)))
    elif rank == "Q":
        p.append('<path d="M108 114 C114 128 136 128 142 114" fill="none" stroke="%s" '
                 'stroke-width="2"/>' % GOLD)
        p.append("".join('<circle cx="%s" cy="%s" r="2.4" fill="#ffffff" stroke="%s" '
                         'stroke-width="0.8"/>' % (num(125 + 15 * math.sin(a)),
                                                   num(114 + 10 * math.cos(a)), OUTLINE)
                         for a in (-1.1, -0.55, 0, 0.55, 1.1)))
    else:
        p.append('<path d="M96 116 L104 128 L112 118 L118 130 L125 119 L132 130 L138 118 '
                 'L146 128 L154 116 Z" fill="%s" %s/>' % (PALE, line))
    p.append('<ellipse cx="125" cy="84" rx="16" ry="19" fill="%s" %s/>' % (SKIN, line))
    # Eyes, nose, mouth.
    p.append('<circle cx="119" cy="82" r="1.9" fill="%s"/><circle cx="131" cy="82" r="1.9" '
             'fill="%s"/>' % (OUTLINE, OUTLINE))
    p.append('<path d="M125 84 L123 91 L126 91" fill="none" stroke="%s" stroke-width="1.2"/>'
             % OUTLINE)
    if rank == "K":
        # Beard and moustache.
        p.append('<path d="M109 88 C111 100 116 112 125 116 C134 112 139 100 141 88 '
                 'C136 96 130 98 125 98 C120 98 114 96 109 88 Z" fill="#d9d2c2" %s/>' % line)
        p.append('<path d="M116 95 C120 92 130 92 134 95 C130 97 120 97 116 95 Z" '
                 'fill="#bdb4a0"/>')
        # Crown: a band with three points, each topped with a ball, and a jewel.
        p.append('<path d="M107 66 L106 42 L116 53 L125 36 L134 53 L144 42 L143 66 Z" '
                 'fill="%s" %s/>' % (GOLD, line))
        p.append("".join('<circle cx="%s" cy="%s" r="3.2" fill="%s" %s/>'
                         % (num(x), num(y), GOLD, line) for x, y in ((106, 39), (125, 33),
                                                                     (144, 39))))
        p.append('<path d="M107 60 L143 60 L143 68 L107 68 Z" fill="%s" %s/>' % (dark, line))
        p.append('<path d="M125 58 L129 64 L125 70 L121 64 Z" fill="%s"/>' % GOLD)
        # Sceptre with an orb.
        p.append('<path d="M90 175 L86 116" stroke="%s" stroke-width="4" '
                 'stroke-linecap="round"/>' % OUTLINE)
        p.append('<path d="M90 175 L86 116" stroke="%s" stroke-width="2.4" '
                 'stroke-linecap="round"/>' % GOLD)
        p.append('<circle cx="86" cy="110" r="6" fill="%s" %s/>' % (GOLD, line))
        p.append('<path d="M86 98 L86 104 M83 101 L89 101" stroke="%s" stroke-width="1.6"/>'
                 % OUTLINE)
    elif rank == "Q":
        p.append('<path d="M120 98 C123 100 127 100 130 98" fill="none" stroke="#b03040" '
                 'stroke-width="1.6" stroke-linecap="round"/>')
        # Fringe, then a low tiara of arches with pearls.
        p.append('<path d="M109 76 C111 62 121 60 125 66 C129 60 139 62 141 76 '
                 'C134 70 130 68 125 72 C120 68 116 70 109 76 Z" fill="#b5651d" %s/>' % line)
        p.append('<path d="M108 66 C110 52 116 52 117 60 C119 48 131 48 133 60 '
                 'C134 52 140 52 142 66 C131 62 119 62 108 66 Z" fill="%s" %s/>' % (GOLD, line))
        p.append("".join('<circle cx="%s" cy="%s" r="2.6" fill="#ffffff" %s/>'
                         % (num(x), num(y), line) for x, y in ((112, 55), (125, 49), (138, 55))))
        p.append('<circle cx="125" cy="61" r="2.4" fill="%s"/>' % ink)
        # A flower held up in the right hand.
        p.append('<path d="M160 175 C160 160 158 150 156 140" fill="none" stroke="#3c7a32" '
                 'stroke-width="2.4"/>')
        p.append("".join('<circle cx="%s" cy="%s" r="4.6" fill="%s" %s/>'
                         % (num(156 + 6 * math.cos(a)), num(134 + 6 * math.sin(a)), light, line)
                         for a in [i * 2 * math.pi / 5 - math.pi / 2 for i in range(5)]))
        p.append('<circle cx="156" cy="134" r="3.4" fill="%s" %s/>' % (GOLD, line))
    else:
        p.append('<path d="M120 98 L130 98" stroke="%s" stroke-width="1.4" '
                 'stroke-linecap="round"/>' % OUTLINE)
        # Short hair under a soft cap with a band and a feather.
        p.append('<path d="M108 72 C106 84 108 92 110 96 L113 80 Z" fill="#6b4423" %s/>' % line)
        p.append('<path d="M142 72 C144 84 142 92 140 96 L137 80 Z" fill="#6b4423" %s/>' % line)
        p.append('<path d="M103 72 C103 52 120 46 132 48 C148 50 156 60 152 72 '
                 'C136 66 118 66 103 72 Z" fill="%s" %s/>' % (ink, line))
        p.append('<path d="M104 70 C118 65 138 65 152 70 L151 76 C137 71 118 71 105 76 Z" '
                 'fill="%s" %s/>' % (GOLD, line))
        p.append('<path d="M146 60 C156 46 166 38 178 32 C172 44 162 54 150 64 Z" fill="%s" %s/>'
                 % (light, line))
        # A halberd held in the right hand.
        p.append('<path d="M160 175 L167 96" stroke="#6b4423" stroke-width="3.2" '
                 'stroke-linecap="round"/>')
        p.append('<path d="M167 84 L172 96 L167 100 L162 96 Z" fill="#c9ccd1" %s/>' % line)
        p.append('<path d="M166 102 C158 100 155 106 156 112 L166 108 Z" fill="#c9ccd1" %s/>'
                 % line)
    # The suit's symbol in the frame's upper left.
    p.append(placed(inner, FRAME_L + 17, FRAME_T + 19, 26))
    return "".join(p)


def court_face(rank, ink, inner):
    frame = ('<path d="M%s %s L%s %s L%s %s L%s %s Z" fill="%s" stroke="%s" stroke-width="2.5"/>'
             % (FRAME_L, FRAME_T, FRAME_R, FRAME_T, FRAME_R, H - FRAME_T, FRAME_L, H - FRAME_T,
                mix(ink, "#ffffff", 0.9), ink))
    half = court_half(rank, ink, inner)
    lower = '<g transform="rotate(180 %s %s)">%s</g>' % (num(CX), num(CY), half)
    divider = '<path d="M%s %s L%s %s" stroke="%s" stroke-width="2"/>' % (
        FRAME_L, num(CY), FRAME_R, num(CY), ink)
    return svg(frame + half + lower + divider)


# ---- jokers --------------------------------------------------------------

def joker_face(ink, second, inner=None):
    """A jester in motley; a suited (Janken) Joker wears its suit on its chest."""
    line = 'stroke="%s" stroke-width="1.8" stroke-linejoin="round"' % OUTLINE
    p = []
    # Legs and pointed shoes.
    p.append('<path d="M104 252 L100 300 L86 306 C82 312 92 314 112 310 L116 252 Z" fill="%s" %s/>'
             % (second, line))
    p.append('<path d="M134 252 L138 300 L164 306 C168 312 158 314 138 310 L134 252 Z" '
             'fill="%s" %s/>' % (ink, line))
    # Tunic, split in two colours, with a diamond pattern down the front.
    p.append('<path d="M96 150 L125 150 L125 258 L84 258 Z" fill="%s" %s/>' % (ink, line))
    p.append('<path d="M125 150 L154 150 L166 258 L125 258 Z" fill="%s" %s/>' % (second, line))
    for i, y in enumerate((176, 206, 236)):
        p.append('<path d="M125 %d L135 %d L125 %d L115 %d Z" fill="%s" %s/>'
                 % (y - 14, y, y + 14, y, GOLD if i % 2 == 0 else PALE, line))
    # Bells along the hem.
    p.append("".join('<circle cx="%s" cy="260" r="4" fill="%s" %s/>' % (num(x), GOLD, line)
                     for x in (90, 108, 125, 142, 160)))
    # Arms: one on the hip, one holding a bauble on a stick.
    p.append('<path d="M98 158 C84 176 82 196 96 212 L102 204 C94 192 96 178 104 166 Z" '
             'fill="%s" %s/>' % (second, line))
    p.append('<path d="M152 158 C166 166 172 176 176 186 L168 190 C164 180 158 174 150 170 Z" '
             'fill="%s" %s/>' % (ink, line))
    p.append('<path d="M172 200 L186 110" stroke="#7a4a22" stroke-width="3.4" '
             'stroke-linecap="round"/>')
    p.append('<circle cx="172" cy="188" r="5" fill="%s" %s/>' % (SKIN, line))
    p.append('<circle cx="187" cy="102" r="8" fill="%s" %s/>' % (SKIN, line))
    p.append('<path d="M179 98 L184 84 L189 96 L196 86 L195 100 Z" fill="%s" %s/>' % (ink, line))
    # Ruff collar.
    ruff = []
    for i in range(13):
        x = 94 + i * 5.2
        ruff.append("%s %s" % (num(x), "146" if i % 2 == 0 else "160"))
    p.append('<path d="M%s Z" fill="%s" %s/>' % (" L".join(ruff), PALE, line))
    # Head and face.
    p.append('<ellipse cx="125" cy="124" rx="18" ry="20" fill="%s" %s/>' % (SKIN, line))
    p.append('<circle cx="118" cy="120" r="2" fill="%s"/><circle cx="132" cy="120" r="2" '
             'fill="%s"/>' % (OUTLINE, OUTLINE))
    p.append('<circle cx="113" cy="130" r="3.2" fill="#e07a7a" fill-opacity="0.7"/>'
             '<circle cx="137" cy="130" r="3.2" fill="#e07a7a" fill-opacity="0.7"/>')
    p.append('<path d="M115 132 C119 140 131 140 135 132" fill="none" stroke="%s" '
             'stroke-width="2" stroke-linecap="round"/>' % OUTLINE)
    # A three-pointed hat with bells.
    p.append('<path d="M106 106 C94 92 84 78 70 62 C90 66 106 80 118 100 Z" fill="%s" %s/>'
             % (ink, line))
    p.append('<path d="M144 106 C156 92 166 78 180 62 C160 66 144 80 132 100 Z" fill="%s" %s/>'
             % (ink, line))
    p.append('<path d="M112 104 C114 84 118 64 125 44 C132 64 136 84 138 104 Z" fill="%s" %s/>'
             % (second, line))
    p.append('<path d="M104 100 C118 94 132 94 146 100 L146 110 C132 104 118 104 104 110 Z" '
             'fill="%s" %s/>' % (GOLD, line))
    p.append("".join('<circle cx="%s" cy="%s" r="6" fill="%s" %s/>' % (num(x), num(y), GOLD, line)
                     for x, y in ((68, 60), (125, 40), (182, 60))))
    if inner:
        p.append('<circle cx="125" cy="206" r="22" fill="%s" %s/>' % (PALE, line))
        p.append(placed(inner, 125, 206, 32))
    return svg("".join(p))


# ---- backs ---------------------------------------------------------------

IN = 14  # the white margin around a back's pattern


def clip_line(x0, y0, dx, dy, l, t, r, b):
    """The part of the line through (x0, y0) with direction (dx, dy) in a box."""
    lo, hi = -1e9, 1e9
    for p, d, a, c in ((x0, dx, l, r), (y0, dy, t, b)):
        if d == 0:
            if not a <= p <= c:
                return None
            continue
        t1, t2 = (a - p) / d, (c - p) / d
        lo, hi = max(lo, min(t1, t2)), min(hi, max(t1, t2))
    if lo >= hi:
        return None
    return (x0 + lo * dx, y0 + lo * dy, x0 + hi * dx, y0 + hi * dy)


def back_frame(field, edge):
    return ('<path d="M0 18 C0 8 8 0 18 0 L232 0 C242 0 250 8 250 18 L250 332 C250 342 242 350 '
            '232 350 L18 350 C8 350 0 342 0 332 Z" fill="#ffffff"/>'
            '<path d="M%d %d L%d %d L%d %d L%d %d Z" fill="%s" stroke="%s" stroke-width="3"/>'
            % (IN, IN, W - IN, IN, W - IN, H - IN, IN, H - IN, field, edge))


def back_blue():
    l, t, r, b = IN + 6, IN + 6, W - IN - 6, H - IN - 6
    d = []
    step = 14
    for k in range(-40, 60):
        for dx in (1, -1):
            seg = clip_line(l + k * step, t, dx, 1, l, t, r, b) if dx == 1 else \
                clip_line(r - k * step, t, dx, 1, l, t, r, b)
            if seg:
                d.append("M%s %sL%s %s" % tuple(num(v) for v in seg))
    body = back_frame("#1f3f73", "#132a50")
    body += '<path d="%s" stroke="#4b74b8" stroke-width="2.2" fill="none"/>' % "".join(d)
    body += '<path d="M%d %d L%d %d L%d %d L%d %d Z" fill="none" stroke="#c9d6ee" ' \
            'stroke-width="2"/>' % (l, t, r, t, r, b, l, b)
    body += ('<ellipse cx="125" cy="175" rx="46" ry="62" fill="#1f3f73" stroke="#c9d6ee" '
             'stroke-width="4"/><ellipse cx="125" cy="175" rx="36" ry="50" fill="none" '
             'stroke="#4b74b8" stroke-width="2"/>')
    body += ('<path d="M111 148 L141 148 L141 157 L121 157 L121 170 L137 170 L137 179 L121 179 '
             'L121 202 L111 202 Z" fill="#e9c46a"/>')
    return svg(body)


def back_red():
    l, t, r, b = IN + 6, IN + 6, W - IN - 6, H - IN - 6
    body = back_frame("#8e1c24", "#5c0f15")
    dots = []
    rows = 16
    for j in range(rows + 1):
        y = t + 6 + j * (b - t - 12) / rows
        cols = 10 if j % 2 == 0 else 9
        off = 0 if j % 2 == 0 else (r - l - 12) / 9 / 2
        for i in range(cols):
            x = l + 6 + off + i * (r - l - 12) / 9
            if (x - CX) ** 2 / 52 ** 2 + (y - CY) ** 2 / 52 ** 2 < 1:
                continue
            # A rosette: four petals round a dot.
            dots.append('<path d="M%s %s l4 -6 l4 6 l-4 6 Z M%s %s l6 -4 l6 4 l-6 4 Z" '
                        'fill="#c94a4f"/>' % (num(x - 4), num(y), num(x - 6), num(y)))
            dots.append('<circle cx="%s" cy="%s" r="2" fill="#f3d6a4"/>' % (num(x), num(y)))
    body += "".join(dots)
    body += '<path d="M%d %d L%d %d L%d %d L%d %d Z" fill="none" stroke="#f3d6a4" ' \
            'stroke-width="2"/>' % (l, t, r, t, r, b, l, b)
    body += ('<path d="M125 127 L173 175 L125 223 L77 175 Z" fill="#5c0f15" stroke="#f3d6a4" '
             'stroke-width="4"/><path d="M125 145 L155 175 L125 205 L95 175 Z" fill="#c94a4f"/>'
             '<circle cx="125" cy="175" r="9" fill="#f3d6a4"/>')
    return svg(body)


def back_green():
    l, t, r, b = IN + 6, IN + 6, W - IN - 6, H - IN - 6
    body = back_frame("#1d5a3a", "#0f3a24")
    d = []
    n = 9  # zigzag periods across the field
    period = (r - l) / n
    y = t + 10
    while y < b - 4:
        pts = ["M%s %s" % (num(l), num(y))]
        for i in range(n):
            pts.append("L%s %s" % (num(l + (i + 0.5) * period), num(y - 7)))
            pts.append("L%s %s" % (num(l + (i + 1) * period), num(y)))
        d.append("".join(pts))
        y += 16
    body += '<path d="%s" stroke="#4f9a6c" stroke-width="3" fill="none"/>' % "".join(d)
    body += '<path d="M%d %d L%d %d L%d %d L%d %d Z" fill="none" stroke="#d8ecd0" ' \
            'stroke-width="2"/>' % (l, t, r, t, r, b, l, b)
    body += ('<circle cx="125" cy="175" r="46" fill="#1d5a3a" stroke="#d8ecd0" stroke-width="4"/>')
    # A four-leaf knot in the middle.
    body += "".join('<ellipse cx="%s" cy="%s" rx="%s" ry="%s" fill="#4f9a6c" stroke="#d8ecd0" '
                    'stroke-width="2"/>' % (num(CX + dx), num(CY + dy), rx, ry)
                    for dx, dy, rx, ry in ((0, -17, 11, 17), (0, 17, 11, 17), (-17, 0, 17, 11),
                                           (17, 0, 17, 11)))
    body += '<circle cx="125" cy="175" r="7" fill="#e9c46a"/>'
    return svg(body)


def main():
    FACES.mkdir(parents=True, exist_ok=True)
    written = 0
    for suits in (FRENCH, JANKEN):
        for suit, ink in suits.items():
            inner = symbol(suit)
            for rank in RANKS:
                if rank == "A":
                    art = ace_face(inner, ink)
                elif rank in ("J", "Q", "K"):
                    art = court_face(rank, ink, inner)
                else:
                    art = pips_face(inner, int(rank))
                (FACES / ("%s-%s.svg" % (suit, rank))).write_text(art)
                written += 1
    (FACES / "joker-red.svg").write_text(joker_face("#c8102e", GOLD))
    (FACES / "joker-black.svg").write_text(joker_face("#1b1b1b", "#9aa0a6"))
    written += 2
    for suit, ink in JANKEN.items():
        (FACES / ("joker-%s.svg" % suit)).write_text(joker_face(ink, GOLD, symbol(suit)))
        written += 1
    for name, make in (("blue", back_blue), ("red", back_red), ("green", back_green)):
        (CARDS / ("back-%s.svg" % name)).write_text(make())
        written += 1
    print("wrote %d files" % written)


if __name__ == "__main__":
    main()
