/* Draw 1000's rules for the family's ISMCTS (engine.ai._ismcts_draw): hard's search while the stock
 * lasts (engine/ai/ismcts_draw.py) and, with fixed iterations, tools.ismcts's yardstick (issue 39).
 *
 * The rules, on a small struct (G_State): engine/games/draw.py's and engine/games/stock.py's, move
 * for move: six cards each (five with draw_hand) and the rest a stock; while it lasts any card may
 * be played and the trick's winner draws first; once it is gone follow suit, else trump. A marriage
 * is announced by leading its king or queen, by a seat that has won a trick; it scores 1000's value
 * at once (hearts 100, diamonds 80, clubs 60, spades 40) and makes the trumps, a later one changes
 * them; a married card may be led quietly. No trumps until a marriage, no last-trick bonus.
 * tests/tools/test_ismcts_draw.py plays random deals through both and compares every step.
 *
 * The search is engine/ai/ismcts_core.h's. What the observer sees: every move (the cards are played
 * face up) and the cards it draws (a chance node keyed K_CHANCE + card); the opponent's draws are
 * hidden. A hand's reward for a seat is as hard values it (engine/ai/draw.py's Value): its taken
 * points minus the opponent's, over SCALE; when the game's totals before the hand put 1000 within
 * a hand's reach, GAME_WON more for the game won at the end of it (engine.games.draw.game_winner:
 * the first at 1000, the higher if both, nobody if equal), GAME_WON less for it lost, over
 * SCALE + GAME_WON.
 *
 * Moves: 0..23 play card c (announcing its marriage when leading it does); 24..47 lead the married
 * c quietly (24 + c).
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

#define ISMCTS_DRAW_VERSION 2
#define M_QUIET 24
#define K_CHANCE 48 /* a tree key: the observer drew card c (48 + c) */
#define SCALE 400.0 /* every card point and every marriage (engine.ai.draw.MOST_IN_A_HAND) */
#define GAME_WON 500 /* engine.ai.draw.GAME_WON */
#define TARGET 1000
#define KING 3
#define QUEEN 2

typedef struct {
    uint32_t h[2];         /* hands */
    int8_t stock[14];      /* drawing order; stock[spos..slen-1] are left */
    int8_t spos, slen;
    int8_t trump;          /* -1: no marriage yet */
    int8_t turn;           /* the seat to act (-1: the hand is over) */
    int8_t lead, leadseat; /* the card led (-1) and its seat */
    int8_t tw[2];          /* tricks won */
    int16_t cp[2], mar[2]; /* card points, marriages announced */
    int8_t drew[2];        /* the card each seat drew in the last apply (-1: none) */
    int8_t for_game;       /* do the totals before the hand put 1000 within its reach */
    int16_t sc[2];         /* the game's totals before the hand */
} G_State;

typedef struct {
    uint32_t unknown; /* cards that may be in the opponent's hand or in the stock */
    uint32_t void_;   /* cards of the suits the opponent showed out of */
    int need;         /* the opponent's cards not yet known */
    int opp;
} G_Hidden;

#define G_MAXMOVES 32 /* at most 7 cards, each also quietly */
#include "ismcts_core.h"

static const int PTS[24] = {0, 2, 3, 4, 10, 11, 0, 2, 3, 4, 10, 11, 0, 2, 3, 4, 10, 11, 0, 2, 3, 4, 10, 11};
static const int MARRIAGE[4] = {40, 60, 80, 100}; /* spades, clubs, diamonds, hearts */

static inline int suit(int c) { return c / 6; }
static inline int rank(int c) { return c % 6; }
static inline int stock_left(const G_State *s) { return s->slen - s->spos; }
static inline uint32_t smask(int su) { return 0x3Fu << (6 * su); }
static inline uint32_t pair_mask(int su) { return (1u << (su * 6 + KING)) | (1u << (su * 6 + QUEEN)); }
static inline int taken(const G_State *s, int seat) { return s->cp[seat] + s->mar[seat]; }

/* engine.games.draw.married: would leading c announce a marriage? */
static inline int married(const G_State *s, int seat, int c) {
    uint32_t pair = pair_mask(suit(c));
    return s->lead < 0 && s->tw[seat] > 0 && (rank(c) == KING || rank(c) == QUEEN) && (s->h[seat] & pair) == pair;
}

static inline int beats(int lead, int c, int trump) {
    if (suit(c) == suit(lead)) return c > lead;
    return suit(c) == trump;
}

/* engine.games.stock.play_rule (no heading in Draw 1000) */
static uint32_t allowed(const G_State *s, int seat) {
    uint32_t hand = s->h[seat];
    if (s->lead < 0 || stock_left(s) > 0) return hand;
    uint32_t follow = hand & smask(suit(s->lead));
    if (follow) return follow;
    uint32_t trumps = s->trump >= 0 ? hand & smask(s->trump) : 0;
    return trumps ? trumps : hand;
}

/* engine.games.draw.legal_actions, as move numbers */
static int g_legal(const G_State *s, int *out) {
    int n = 0;
    if (s->turn < 0) return 0;
    int seat = s->turn;
    uint32_t a = allowed(s, seat);
    for (int c = 0; c < 24; c++) {
        if (!(a >> c & 1)) continue;
        out[n++] = c;
        if (married(s, seat, c)) out[n++] = M_QUIET + c;
    }
    return n;
}

/* engine.games.draw.apply */
static void apply_move(G_State *s, int m) {
    int seat = s->turn, c = m % M_QUIET;
    s->drew[0] = s->drew[1] = -1;
    if (s->lead < 0) {
        if (m < M_QUIET && married(s, seat, c)) {
            s->mar[seat] += MARRIAGE[suit(c)];
            s->trump = (int8_t)suit(c); /* a marriage makes the trump, a later one changes it */
        }
        s->h[seat] &= ~(1u << c);
        s->lead = (int8_t)c;
        s->leadseat = (int8_t)seat;
        s->turn = (int8_t)(1 - seat);
        return;
    }
    s->h[seat] &= ~(1u << c);
    int w = beats(s->lead, c, s->trump) ? seat : s->leadseat;
    s->cp[w] += PTS[s->lead] + PTS[c];
    s->tw[w]++;
    s->lead = -1;
    s->turn = (int8_t)w;
    if (!s->h[0] && !s->h[1]) {
        s->turn = -1; /* twelve tricks: the hand is scored */
        return;
    }
    for (int i = 0; i < 2 && stock_left(s) > 0; i++) { /* the winner draws first */
        int d = i == 0 ? w : 1 - w, card = s->stock[s->spos++];
        s->h[d] |= 1u << card;
        s->drew[d] = (int8_t)card;
    }
}

/* -- what the core asks of a game */

static int g_turn(const G_State *s) { return s->turn; }

static int g_moves(const G_State *s, int *out) { return g_legal(s, out); }

static int g_key(const G_State *s, int m, int me) { return m; } /* every card is played face up */

static void g_apply(G_State *s, int m) { apply_move(s, m); }

static int g_seen(G_State *s, int me) {
    int c = s->drew[me];
    s->drew[me] = -1;
    return c < 0 ? -1 : K_CHANCE + c;
}

/* engine.games.draw.game_winner on the totals after the hand (-1: nobody yet) */
static int game_winner(const G_State *s) {
    int t0 = s->sc[0] + taken(s, 0), t1 = s->sc[1] + taken(s, 1);
    if (t0 >= TARGET && t1 >= TARGET) return t0 == t1 ? -1 : (t0 > t1 ? 0 : 1);
    return t0 >= TARGET ? 0 : (t1 >= TARGET ? 1 : -1);
}

static double g_value(const G_State *s, int seat) {
    double v = taken(s, seat) - taken(s, 1 - seat);
    if (!s->for_game) return v / SCALE;
    int w = game_winner(s);
    if (w >= 0) v += w == seat ? GAME_WON : -GAME_WON;
    return v / (SCALE + GAME_WON);
}

/* the hidden cards placed anew: the opponent's unknown cards (his voids kept) and the stock */
static void g_determinize(G_State *s, const G_Hidden *hd, IsRng *r) {
    int freec[24], nf = 0, rest[24], nr = 0;
    for (int c = 0; c < 24; c++) {
        if (!(hd->unknown >> c & 1)) continue;
        if (hd->void_ >> c & 1)
            rest[nr++] = c;
        else
            freec[nf++] = c;
    }
    if (nf < hd->need) { /* voids the cards cannot honour: place them all freely */
        for (int i = 0; i < nr; i++) freec[nf++] = rest[i];
        nr = 0;
    }
    uint32_t hand = 0;
    for (int i = 0; i < hd->need; i++) { /* a uniform choice of need cards: a partial shuffle */
        int j = i + is_below(r, nf - i);
        int t = freec[i];
        freec[i] = freec[j];
        freec[j] = t;
        hand |= 1u << freec[i];
    }
    for (int i = hd->need; i < nf; i++) rest[nr++] = freec[i];
    for (int i = nr - 1; i > 0; i--) {
        int j = is_below(r, i + 1);
        int t = rest[i];
        rest[i] = rest[j];
        rest[j] = t;
    }
    s->h[hd->opp] |= hand;
    for (int i = 0; i < nr; i++) s->stock[s->spos + i] = (int8_t)rest[i];
}

/* -- the play-out: hard's rules of thumb (engine/ai/draw.py's play_by_thumb), each side counting the
 * cards of its world; ``policy`` percent of the moves random instead (-1: all random) */

static inline int cheaper(int a, int b, int trump, uint32_t keep) { /* is a cheaper to give than b */
    int ka = keep >> a & 1, kb = keep >> b & 1;
    if (ka != kb) return ka < kb;
    int ta = suit(a) == trump, tb = suit(b) == trump;
    if (ta != tb) return ta < tb;
    if (PTS[a] != PTS[b]) return PTS[a] < PTS[b];
    return a < b;
}

static int cheapest_of(uint32_t m, int trump, uint32_t keep) {
    int best = -1;
    for (int c = 0; c < 24; c++)
        if (m >> c & 1 && (best < 0 || cheaper(c, best, trump, keep))) best = c;
    return best;
}

static uint32_t marriages_mask(uint32_t hand) {
    uint32_t keep = 0;
    for (int su = 0; su < 4; su++)
        if ((hand & pair_mask(su)) == pair_mask(su)) keep |= pair_mask(su);
    return keep;
}

/* the kings and queens in hand whose partner may still come (neither held nor gone) */
static uint32_t hopes(uint32_t hand, uint32_t gone) {
    uint32_t out = 0;
    for (int su = 0; su < 4; su++) {
        uint32_t pair = pair_mask(su), mine = hand & pair;
        if (mine && mine != pair && !(gone & pair & ~mine)) out |= mine;
    }
    return out;
}

static int is_master(int c, uint32_t unseen, int trump) {
    if (unseen & smask(suit(c)) & ~((2u << c) - 1)) return 0;
    return suit(c) == trump || trump < 0 || !(unseen & smask(trump));
}

static int lead_by_thumb(const G_State *s, uint32_t unseen) {
    int seat = s->turn, trump = s->trump;
    uint32_t hand = s->h[seat], keep = marriages_mask(hand);
    int strict = stock_left(s) == 0;
    if (keep && s->tw[seat] > 0) { /* the richest marriage announced, its queen led */
        for (int su = 3; su >= 0; su--)
            if ((hand & pair_mask(su)) == pair_mask(su)) return su * 6 + QUEEN;
    }
    if (strict || keep) { /* a master: once the stock is gone, or for the trick a marriage waits for */
        int best = -1;
        for (int c = 0; c < 24; c++) {
            if (!(hand >> c & 1) || !is_master(c, unseen, trump)) continue;
            if (best < 0) {
                best = c;
                continue;
            }
            int tc = suit(c) == trump, tb = suit(best) == trump;
            if (tc > tb || (tc == tb && PTS[c] > PTS[best])) best = c;
        }
        if (best >= 0) return best;
    }
    keep |= hopes(hand, ~hand & ~unseen & 0xFFFFFFu);
    uint32_t plain = 0;
    for (int c = 0; c < 24; c++)
        if (hand >> c & 1 && suit(c) != trump && !(keep >> c & 1) && PTS[c] < 10) plain |= 1u << c;
    if (plain) return cheapest_of(plain, -2, 0); /* the fewest points, then the lowest card */
    return cheapest_of(hand, trump, keep);
}

static int follow_by_thumb(const G_State *s, uint32_t unseen) {
    int seat = s->turn, trump = s->trump, lead = s->lead;
    uint32_t hand = s->h[seat], a = allowed(s, seat), win = 0;
    for (int c = 0; c < 24; c++)
        if (a >> c & 1 && beats(lead, c, trump)) win |= 1u << c;
    uint32_t keep = marriages_mask(hand);
    int want = keep != 0 && s->tw[seat] == 0; /* a marriage waits for a trick */
    keep |= hopes(hand, ~hand & ~unseen & 0xFFFFFFu);
    if (stock_left(s) == 0) {
        if (win) { /* the cheapest winner, a trump on a side suit last */
            int best = -1;
            for (int c = 0; c < 24; c++) {
                if (!(win >> c & 1)) continue;
                if (best < 0) {
                    best = c;
                    continue;
                }
                int tc = suit(c) == trump && suit(lead) != trump, tb = suit(best) == trump && suit(lead) != trump;
                if (tc < tb || (tc == tb && (PTS[c] < PTS[best] || (PTS[c] == PTS[best] && c < best)))) best = c;
            }
            return best;
        }
        return cheapest_of(a, trump, keep);
    }
    int best = -1; /* a higher card of the suit led, not one to keep: the richest */
    for (int c = 0; c < 24; c++)
        if (win >> c & 1 && suit(c) == suit(lead) && !(keep >> c & 1) && (best < 0 || PTS[c] > PTS[best])) best = c;
    if (best >= 0) return best;
    if (PTS[lead] >= 10 || want) {
        for (int c = 0; c < 24; c++)
            if (win >> c & 1 && !(keep >> c & 1) && (best < 0 || PTS[c] < PTS[best])) best = c;
        if (best >= 0) return best;
    }
    uint32_t lose = a & ~win;
    return cheapest_of(lose ? lose : a, trump, keep);
}

static int g_playout(const G_State *s, IsRng *r, int policy) {
    if (policy < 0 || (policy > 0 && is_below(r, 100) < policy)) {
        int mv[G_MAXMOVES], n = g_legal(s, mv);
        return mv[is_below(r, n)];
    }
    int seat = s->turn;
    uint32_t unseen = s->h[1 - seat];
    for (int i = s->spos; i < s->slen; i++) unseen |= 1u << s->stock[i];
    return s->lead < 0 ? lead_by_thumb(s, unseen) : follow_by_thumb(s, unseen);
}

/* -- the Python interface */

/* make(h0, h1, stock, trump, turn, lead, leadseat, tw0, tw1, cp0, cp1, mar0, mar1[, sc0, sc1]) -> state
 * (sc: the game's totals before the hand, 0 unless said) */
static PyObject *py_make(PyObject *self, PyObject *args) {
    unsigned long h0, h1;
    PyObject *stock;
    int trump, turn, lead, leadseat, tw0, tw1, cp0, cp1, mar0, mar1, sc0 = 0, sc1 = 0;
    if (!PyArg_ParseTuple(args, "kkOiiiiiiiiii|ii", &h0, &h1, &stock, &trump, &turn, &lead, &leadseat, &tw0, &tw1,
                          &cp0, &cp1, &mar0, &mar1, &sc0, &sc1))
        return NULL;
    G_State s;
    memset(&s, 0, sizeof s);
    PyObject *seq = PySequence_Fast(stock, "stock must be a sequence of cards");
    if (!seq) return NULL;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    if (n > 14) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "a stock of at most 14 cards");
        return NULL;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        long c = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, i));
        if (c == -1 && PyErr_Occurred()) {
            Py_DECREF(seq);
            return NULL;
        }
        s.stock[i] = (int8_t)c;
    }
    Py_DECREF(seq);
    s.h[0] = (uint32_t)h0;
    s.h[1] = (uint32_t)h1;
    s.slen = (int8_t)n;
    s.trump = (int8_t)trump;
    s.turn = (int8_t)turn;
    s.lead = (int8_t)lead;
    s.leadseat = (int8_t)leadseat;
    s.tw[0] = (int8_t)tw0;
    s.tw[1] = (int8_t)tw1;
    s.cp[0] = (int16_t)cp0;
    s.cp[1] = (int16_t)cp1;
    s.mar[0] = (int16_t)mar0;
    s.mar[1] = (int16_t)mar1;
    s.drew[0] = s.drew[1] = -1;
    s.sc[0] = (int16_t)sc0;
    s.sc[1] = (int16_t)sc1;
    s.for_game = (sc0 > sc1 ? sc0 : sc1) + (int)SCALE >= TARGET; /* engine.ai.draw.Value.for_game */
    return ismcts_from_state(&s);
}

/* info(state) -> dict of the fields the engine's deal has too (for the tests' comparison) */
static PyObject *py_info(PyObject *self, PyObject *arg) {
    G_State s;
    if (ismcts_to_state(arg, &s) < 0) return NULL;
    return Py_BuildValue("{s:(kk),s:i,s:i,s:i,s:i,s:(ii),s:(ii),s:(ii),s:(ii)}", "hands", (unsigned long)s.h[0],
                         (unsigned long)s.h[1], "stock", stock_left(&s), "trump", s.trump, "turn", s.turn, "lead",
                         s.lead, "card_points", s.cp[0], s.cp[1], "marriages", s.mar[0], s.mar[1], "tricks_won",
                         s.tw[0], s.tw[1], "drew", s.drew[0], s.drew[1]);
}

/* the hidden cards of a root for observer ``me``: they must fill the opponent's hand and the stock */
static int check_hidden(const G_State *root, const G_Hidden *hd) {
    int hidden = 0;
    for (int c = 0; c < 24; c++) hidden += (int)(hd->unknown >> c & 1);
    if (hd->need < 0 || hidden != hd->need + stock_left(root)) {
        PyErr_SetString(PyExc_ValueError, "the hidden cards do not add up");
        return -1;
    }
    return 0;
}

/* search(state, me, unknown, void, need, iterations, seed, c, policy, seconds, stop) -> [(move, visits,
 * mean reward)]; seconds: a time limit (0: none), stop: a callable, True to stop early (None): hard's
 * time budget and cancel; the yardstick passes neither and gets exactly its iterations */
static PyObject *py_search(PyObject *self, PyObject *args) {
    PyObject *b, *stop = NULL;
    int me, need, policy = 10;
    unsigned long unknown, void_;
    long iters;
    unsigned long long seed;
    double cexp, seconds = 0.0;
    if (!PyArg_ParseTuple(args, "OikkilKd|idO", &b, &me, &unknown, &void_, &need, &iters, &seed, &cexp, &policy,
                          &seconds, &stop))
        return NULL;
    G_State root;
    if (ismcts_to_state(b, &root) < 0) return NULL;
    root.drew[0] = root.drew[1] = -1;
    G_Hidden hd = {(uint32_t)unknown, (uint32_t)void_, need, 1 - me};
    if (check_hidden(&root, &hd) < 0) return NULL;
    return ismcts_search_limited_py(&root, &hd, me, iters, (uint64_t)seed, cexp, policy, seconds, stop);
}

/* solve(state, me, unknown, void, need, worlds, seed) -> [(move, summed value)]: each of the seat's
 * moves valued exactly (both sides seeing every card) in ``worlds`` placings of the hidden cards */
static PyObject *py_solve(PyObject *self, PyObject *args) {
    PyObject *b;
    int me, need, worlds;
    unsigned long unknown, void_;
    unsigned long long seed;
    if (!PyArg_ParseTuple(args, "OikkiiK", &b, &me, &unknown, &void_, &need, &worlds, &seed)) return NULL;
    G_State root;
    if (ismcts_to_state(b, &root) < 0) return NULL;
    G_Hidden hd = {(uint32_t)unknown, (uint32_t)void_, need, 1 - me};
    if (check_hidden(&root, &hd) < 0) return NULL;
    return ismcts_solve_py(&root, &hd, me, worlds, (uint64_t)seed);
}

static PyMethodDef methods[] = {
    {"make", py_make, METH_VARARGS, "A state: hands, stock (drawing order), trump, ... (see the C source)."},
    {"legal", ismcts_legal_py, METH_O, "The legal moves of a state, as move numbers."},
    {"apply", ismcts_apply_py, METH_VARARGS, "The state after a legal move."},
    {"info", py_info, METH_O, "A state's fields as a dict."},
    {"playout", ismcts_playout_py, METH_VARARGS, "The play-out policy's move."},
    {"solve", py_solve, METH_VARARGS, "Each move's exact value summed over dealt-out worlds: [(move, sum)]."},
    {"search", py_search, METH_VARARGS, "ISMCTS from a state for the seat to act: [(move, visits, mean)]."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_ismcts_draw", "Draw 1000's rules and an ISMCTS.", -1,
                                    methods};

PyMODINIT_FUNC PyInit__ismcts_draw(void) {
    PyObject *m = PyModule_Create(&module);
    if (m && (PyModule_AddIntConstant(m, "VERSION", ISMCTS_DRAW_VERSION) < 0 ||
              PyModule_AddIntConstant(m, "SCALE", (long)SCALE) < 0)) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
