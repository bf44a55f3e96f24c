/* Sixty-Six's rules and an information-set Monte Carlo tree search over them (engine.ai._ismcts66).
 *
 * Hard's search while the stock is open (engine/ai/sixty_six.py), and the core of the ISMCTS
 * yardstick it is measured against (tools/ismcts/sixty_six.py, issue 39). Two parts:
 *
 * The rules, on a small struct (S): engine/games/sixty_six.py's and engine/games/stock.py's, move
 * for move: the same legal actions, the same trick winner, draws, closing (before drawing too),
 * the trump nine exchange, marriages (20, 40 in trumps, counted once a trick is won), claims of 66
 * and the game points 1, 2, 3 of a won, failed or wrong claim. tests/tools/test_ismcts66.py plays
 * random deals through both and compares every step. make/legal/apply/result expose it.
 *
 * The search (search()): single-observer ISMCTS (Cowling, Powley, Whitehouse 2012). Every
 * iteration deals the hidden cards anew (a determinization): the opponent's hand and the face-down
 * stock, uniformly among the placings the observer's view allows (the opponent's shown cards
 * kept, his voids respected); given facts (hard: what the opponent's plays say, sixty_six.evidence),
 * a placing is kept with the chance its weight gives, as sixty_six.draw_world keeps its worlds. The tree is over the observer's information: a node is the
 * sequence of moves both seats made, plus the cards the observer drew (a chance step keyed by the
 * card); the opponent's draws are not seen, so they do not split nodes. Selection is UCB1 with
 * availability counts (a move's parent visits counted only in the iterations where it was
 * legal); one node is added per iteration; the play-out is random apart from two sure things
 * (a claim of 66 that holds is made; a claim that does not is never made). The reward is the
 * hand's game points for the observer, divided by 3. The root's most visited move is played.
 *
 * Moves: 0..23 play card c (announcing its marriage when it has one, on lead); 24..47 play c
 * quietly (24 + c, a married king or queen led without the announcement); 48 close; 49 exchange
 * the trump nine; 50 claim 66 ("out"); 51..74 show the marriage of c and claim (51 + c); 75 draw.
 * The search never tries a quiet play (hiding a marriage is worth nothing in a dealt-out world).
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define ISMCTS66_VERSION 3
#define M_QUIET 24
#define M_CLOSE 48
#define M_EXCHANGE 49
#define M_OUT 50
#define M_SHOW 51
#define M_DRAW 75
#define K_CHANCE 76 /* a tree key: the observer drew card c (76 + c) */
#define MAXMOVES 64
#define OUT 66
#define SCHNEIDER 33

static const int PTS[24] = {0, 2, 3, 4, 10, 11, 0, 2, 3, 4, 10, 11, 0, 2, 3, 4, 10, 11, 0, 2, 3, 4, 10, 11};

typedef struct {
    uint32_t h[2];      /* hands */
    int8_t stock[12];   /* drawing order; stock[spos..slen-1] are left, the turned trump last */
    int8_t spos, slen;
    int8_t trump, turned; /* the trump suit; the card turned up while it lies (-1: drawn) */
    int8_t closed_by, cot; /* the closer (-1) and the tricks his opponent had then */
    int8_t turn, lead, leadseat; /* the seat to act (-1: the hand is over); the card led (-1) */
    int8_t drawing;     /* the trick's winner choosing to draw or close (-1: nobody) */
    int8_t head, cbd;   /* the agreements sixty_six_head, sixty_six_close_before_draw */
    int8_t tw[2];       /* tricks won */
    int16_t cp[2], mar[2]; /* card points; announced marriages (counted once a trick is won) */
    int8_t done, winner, won; /* the hand's end: who scores (-1: nobody) and how many game points */
    int8_t drew[2];     /* the cards each seat drew in the last apply (-1: none) */
} S;

static inline int suit(int c) { return c / 6; }
static inline int rank(int c) { return c % 6; }
static inline int stock_left(const S *s) { return s->slen - s->spos; }
static inline int strict(const S *s) { return stock_left(s) == 0 || s->closed_by >= 0; }
static inline uint32_t smask(int su) { return 0x3Fu << (6 * su); }
static inline uint32_t pair_mask(int su) { return (1u << (su * 6 + 2)) | (1u << (su * 6 + 3)); }
static inline int points(const S *s, int seat) { return s->cp[seat] + (s->tw[seat] ? s->mar[seat] : 0); }
static inline int marriage_value(const S *s, int su) { return su == s->trump ? 40 : 20; }

static inline int married(uint32_t hand, int c) {
    uint32_t pair = pair_mask(suit(c));
    return (rank(c) == 2 || rank(c) == 3) && (hand & pair) == pair;
}

static inline int beats(int lead, int c, int trump) {
    if (suit(c) == suit(lead)) return c > lead;
    return suit(c) == trump;
}

/* engine.games.stock.play_rule */
static uint32_t allowed(const S *s, int seat) {
    uint32_t hand = s->h[seat];
    if (s->lead < 0 || !strict(s)) return hand;
    uint32_t follow = hand & smask(suit(s->lead));
    uint32_t higher = follow & ~((2u << s->lead) - 1);
    if (s->head && higher) return higher;
    if (follow) return follow;
    uint32_t trumps = hand & smask(s->trump);
    return trumps ? trumps : hand;
}

static int may_show(const S *s, int seat, int c) {
    return married(s->h[seat], c) && points(s, seat) + marriage_value(s, suit(c)) >= OUT;
}

/* engine.games.sixty_six.legal_actions, as move numbers */
static int legal(const S *s, int *out) {
    int n = 0;
    if (s->done || s->turn < 0) return 0;
    int seat = s->turn;
    if (s->drawing == seat) {
        out[n++] = M_DRAW;
        out[n++] = M_CLOSE;
        out[n++] = M_OUT;
        for (int c = 0; c < 24; c++)
            if (s->h[seat] >> c & 1 && may_show(s, seat, c)) out[n++] = M_SHOW + c;
        return n;
    }
    uint32_t a = allowed(s, seat);
    for (int c = 0; c < 24; c++) {
        if (!(a >> c & 1)) continue;
        out[n++] = c;
        if (s->lead < 0 && married(s->h[seat], c)) out[n++] = M_QUIET + c;
    }
    if (s->lead >= 0) return n;
    if (s->closed_by < 0 && stock_left(s) > 0) out[n++] = M_CLOSE;
    if (s->drawing < 0 && s->closed_by < 0 && s->turned >= 0 && stock_left(s) > 2 && s->tw[seat] > 0 &&
        (s->h[seat] >> (s->trump * 6) & 1))
        out[n++] = M_EXCHANGE;
    if (s->tw[seat] > 0) {
        out[n++] = M_OUT;
        for (int c = 0; c < 24; c++)
            if (s->h[seat] >> c & 1 && may_show(s, seat, c)) out[n++] = M_SHOW + c;
    }
    return n;
}

/* -- the end of a hand: engine.games.sixty_six.outcome */

static int game_points(const S *s, int winner) {
    int loser = 1 - winner;
    if (s->tw[loser] == 0) return 3;
    return points(s, loser) < SCHNEIDER ? 2 : 1;
}

static int closing_failed(const S *s) { return 2 + (s->cot == 0 ? 1 : 0); }

static void settle(S *s, int claimant) {
    int winner, won;
    if (claimant < 0) {
        int last = s->turn; /* the last trick's winner */
        if (points(s, last) >= OUT && points(s, 1 - last) < OUT) {
            claimant = last;
        } else if (s->closed_by >= 0) {
            winner = 1 - s->closed_by;
            won = closing_failed(s);
            goto done;
        } else {
            winner = -1;
            won = 0;
            goto done;
        }
    }
    if (points(s, claimant) < OUT) {
        int other = 1 - claimant;
        int failed = s->closed_by == claimant ? closing_failed(s) : 2;
        int schwarz = s->tw[other] == 0 ? 3 : 0;
        winner = other;
        won = failed > schwarz ? failed : schwarz;
    } else if (s->closed_by == 1 - claimant) {
        int a = closing_failed(s), b = game_points(s, claimant);
        winner = claimant;
        won = a > b ? a : b;
    } else {
        winner = claimant;
        won = game_points(s, claimant);
    }
done:
    s->done = 1;
    s->winner = (int8_t)winner;
    s->won = (int8_t)won;
    s->turn = -1;
    s->drawing = -1;
}

/* -- carrying moves out: engine.games.sixty_six.apply */

static void draw(S *s, int winner) {
    s->drawing = -1;
    if (s->closed_by >= 0) return;
    for (int i = 0; i < 2; i++) {
        int seat = i == 0 ? winner : 1 - winner;
        if (stock_left(s) == 0) break;
        int c = s->stock[s->spos++];
        s->h[seat] |= 1u << c;
        s->drew[seat] = (int8_t)c;
        if (c == s->turned) s->turned = -1;
    }
}

static void apply(S *s, int m) {
    int seat = s->turn;
    s->drew[0] = s->drew[1] = -1;
    if (m < M_CLOSE) {
        int c = m % 24;
        if (s->lead < 0) {
            if (m < M_QUIET && married(s->h[seat], c)) s->mar[seat] += marriage_value(s, suit(c));
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
            if (s->closed_by < 0) s->cp[w] += 10; /* the last trick, the stock played out */
            settle(s, -1);
        } else if (s->cbd && s->closed_by < 0 && stock_left(s) > 0) {
            s->drawing = (int8_t)w;
        } else {
            draw(s, w);
        }
    } else if (m == M_CLOSE) {
        s->closed_by = (int8_t)seat;
        s->drawing = -1;
        s->cot = s->tw[1 - seat];
    } else if (m == M_EXCHANGE) {
        int nine = s->trump * 6;
        s->h[seat] = (s->h[seat] & ~(1u << nine)) | (1u << s->turned);
        s->stock[s->slen - 1] = (int8_t)nine;
        s->turned = (int8_t)nine;
    } else if (m == M_DRAW) {
        draw(s, seat);
    } else if (m == M_OUT) {
        settle(s, seat);
    } else { /* a marriage shown, then the claim */
        int c = m - M_SHOW;
        s->mar[seat] += marriage_value(s, suit(c));
        settle(s, seat);
    }
}

static int value_for(const S *s, int me) {
    if (s->winner < 0) return 0;
    return s->winner == me ? s->won : -s->won;
}

/* -- random numbers: splitmix64 */

typedef struct {
    uint64_t x;
} Rng;

static inline uint64_t next64(Rng *r) {
    uint64_t z = (r->x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static inline int below(Rng *r, int n) { return (int)(next64(r) % (uint64_t)n); }

/* -- determinization: the hidden cards placed anew, consistent with the observer's view */

#define MAXFACTS 256
#define TRIES 40 /* placings drawn for one kept (sixty_six.TRIES); past it the last is kept */

typedef struct {
    int card, since; /* a card a play made unlikely; the opponent's draws since */
    double f;        /* the play's likelihood with the card in his hand, against without */
} Fact;

typedef struct {
    uint32_t unknown; /* cards that may be in the opponent's hand or face down in the stock */
    uint32_t void_;   /* the suits the opponent showed out of (their cards go to the stock) */
    int need;         /* the opponent's cards not yet known */
    int opp;
    int nfacts;       /* 0: every placing equally likely */
    Fact facts[MAXFACTS];
} Hidden;

static inline double unit(Rng *r) { return (double)(next64(r) >> 11) * 0x1.0p-53; }

/* sixty_six.weight: how likely the opponent's plays are with ``hand`` his now (up to a constant) */
static double weight(uint32_t hand, const Hidden *hd) {
    int n = __builtin_popcount(hand);
    if (n < 1) n = 1;
    double w = 1.0;
    for (int i = 0; i < hd->nfacts; i++) {
        const Fact *f = &hd->facts[i];
        if (!(hand >> f->card & 1)) continue;
        double held = 1.0 - (double)f->since / n;
        if (held < 0.0) held = 0.0;
        w *= held * f->f + 1.0 - held;
    }
    return w;
}

static void place(S *s, const Hidden *hd, Rng *r);

/* a placing of the hidden cards: uniform, or without facts kept with the chance of its weight */
static void determinize(S *s, const Hidden *hd, Rng *r) {
    if (hd->nfacts == 0) {
        place(s, hd, r);
        return;
    }
    S base = *s;
    for (int t = 0;; t++) {
        place(s, hd, r);
        if (t == TRIES - 1 || unit(r) < weight(s->h[hd->opp], hd)) return;
        *s = base;
    }
}

static void place(S *s, const Hidden *hd, Rng *r) {
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
        int j = i + below(r, nf - i);
        int t = freec[i];
        freec[i] = freec[j];
        freec[j] = t;
        hand |= 1u << freec[i];
    }
    for (int i = hd->need; i < nf; i++) rest[nr++] = freec[i];
    for (int i = nr - 1; i > 0; i--) {
        int j = below(r, i + 1);
        int t = rest[i];
        rest[i] = rest[j];
        rest[j] = t;
    }
    s->h[hd->opp] |= hand;
    for (int i = 0; i < nr; i++) s->stock[s->spos + i] = (int8_t)rest[i];
}

/* -- the tree */

typedef struct {
    int32_t node;  /* the child node (-1 until expanded) */
    int32_t next;  /* the next edge of the same parent (-1) */
    int32_t visits, avail;
    int32_t won;   /* the visits that ended with the observer winning the hand (hard's figures) */
    double total;  /* the rewards of the mover of this edge */
    int16_t key;
    int8_t mover;
} Edge;

typedef struct {
    Edge *e;
    int32_t n, cap;
    int32_t *first; /* node -> its first edge */
    int32_t nodes, ncap;
} Tree;

static int tree_init(Tree *t) {
    t->cap = 1024;
    t->ncap = 1024;
    t->n = 0;
    t->nodes = 1;
    t->e = malloc(sizeof(Edge) * t->cap);
    t->first = malloc(sizeof(int32_t) * t->ncap);
    if (!t->e || !t->first) return -1;
    t->first[0] = -1;
    return 0;
}

static void tree_free(Tree *t) {
    free(t->e);
    free(t->first);
}

static int32_t new_node(Tree *t) {
    if (t->nodes == t->ncap) {
        int32_t *f = realloc(t->first, sizeof(int32_t) * t->ncap * 2);
        if (!f) return -1;
        t->first = f;
        t->ncap *= 2;
    }
    t->first[t->nodes] = -1;
    return t->nodes++;
}

static int32_t find_edge(const Tree *t, int32_t node, int key) {
    for (int32_t i = t->first[node]; i >= 0; i = t->e[i].next)
        if (t->e[i].key == key) return i;
    return -1;
}

static int32_t add_edge(Tree *t, int32_t node, int key, int mover) {
    if (t->n == t->cap) {
        Edge *e = realloc(t->e, sizeof(Edge) * t->cap * 2);
        if (!e) return -1;
        t->e = e;
        t->cap *= 2;
    }
    int32_t child = new_node(t);
    if (child < 0) return -1;
    Edge *e = &t->e[t->n];
    e->node = child;
    e->next = t->first[node];
    e->visits = e->avail = 0;
    e->total = 0.0;
    e->won = 0;
    e->key = (int16_t)key;
    e->mover = (int8_t)mover;
    t->first[node] = t->n;
    return t->n++;
}

/* the moves the search tries: the legal ones but a quiet play */
static int search_moves(const S *s, int *out) {
    int all[MAXMOVES], n = legal(s, all), k = 0;
    for (int i = 0; i < n; i++)
        if (all[i] < M_QUIET || all[i] >= M_CLOSE) out[k++] = all[i];
    return k;
}

/* a play-out's move: a claim that holds at once, never one that fails; else any other at random */
static int playout_move(const S *s, Rng *r) {
    int mv[MAXMOVES], n = search_moves(s, mv), k = 0;
    int seat = s->turn;
    for (int i = 0; i < n; i++) {
        if (mv[i] == M_OUT && points(s, seat) >= OUT) return M_OUT;
        if (mv[i] >= M_SHOW && mv[i] < M_DRAW) return mv[i]; /* a show is legal only when it holds */
    }
    for (int i = 0; i < n; i++)
        if (mv[i] != M_OUT) mv[k++] = mv[i];
    return mv[below(r, k)];
}

/* a play-out's move by rules of thumb, seeing the dealt-out world (both sides alike): claims as
 * above; the turned trump taken with the nine, never a closing, always drawing; on lead a marriage
 * announced (trumps first, the queen led), once the stock is gone a card the opponent cannot beat
 * (the richest), else the cheapest side card; second, once the stock is gone the cheapest winner;
 * while it lasts the richest higher card of the suit led, a ten or an ace led taken by the lowest
 * trump, else the cheapest loser. ``eps`` percent of the moves are random instead. */
static inline int cheaper(int a, int b, int trump) { /* is a cheaper to give than b */
    int ta = suit(a) == trump, tb = suit(b) == trump;
    if (ta != tb) return ta < tb;
    if (PTS[a] != PTS[b]) return PTS[a] < PTS[b];
    return a < b;
}

static int cheapest_of(uint32_t m, int trump) {
    int best = -1;
    for (int c = 0; c < 24; c++)
        if (m >> c & 1 && (best < 0 || cheaper(c, best, trump))) best = c;
    return best;
}

static int thumb_move(const S *s, Rng *r, int eps) {
    int seat = s->turn;
    int mv[MAXMOVES], n = search_moves(s, mv);
    for (int i = 0; i < n; i++) {
        if (mv[i] == M_OUT && points(s, seat) >= OUT) return M_OUT;
        if (mv[i] >= M_SHOW && mv[i] < M_DRAW) return mv[i];
    }
    if (s->drawing == seat) return M_DRAW;
    if (eps > 0 && below(r, 100) < eps) {
        int k = 0;
        for (int i = 0; i < n; i++)
            if (mv[i] < M_CLOSE) mv[k++] = mv[i];
        return mv[below(r, k)];
    }
    for (int i = 0; i < n; i++)
        if (mv[i] == M_EXCHANGE) return M_EXCHANGE;
    uint32_t hand = s->h[seat], opp = s->h[1 - seat];
    int trump = s->trump;
    if (s->lead < 0) {
        for (int k = 0; k < 4; k++) {
            int su = k == 0 ? trump : (k <= trump ? k - 1 : k);
            if ((hand & pair_mask(su)) == pair_mask(su)) return su * 6 + 2;
        }
        if (strict(s)) {
            int best = -1;
            for (int c = 0; c < 24; c++) {
                if (!(hand >> c & 1)) continue;
                /* the opponent's answers: follow suit (higher if he must head), else trump */
                uint32_t follow = opp & smask(suit(c)), beat;
                if (follow)
                    beat = follow & ~((2u << c) - 1);
                else
                    beat = suit(c) == trump ? 0 : opp & smask(trump);
                if (!beat && (best < 0 || PTS[c] > PTS[best])) best = c;
            }
            if (best >= 0) return best;
            return cheapest_of(hand, trump);
        }
        uint32_t halves = 0;
        for (int su = 0; su < 4; su++) halves |= hand & pair_mask(su);
        uint32_t plain = 0;
        for (int c = 0; c < 24; c++)
            if (hand >> c & 1 && suit(c) != trump && !(halves >> c & 1) && PTS[c] < 10) plain |= 1u << c;
        return cheapest_of(plain ? plain : hand, trump);
    }
    uint32_t a = allowed(s, seat), win = 0;
    for (int c = 0; c < 24; c++)
        if (a >> c & 1 && beats(s->lead, c, trump)) win |= 1u << c;
    if (strict(s)) return cheapest_of(win ? win : a, trump);
    uint32_t own = win & smask(suit(s->lead));
    int best = -1;
    for (int c = 0; c < 24; c++)
        if (own >> c & 1 && !married(hand, c) && (best < 0 || PTS[c] > PTS[best])) best = c;
    if (best >= 0) return best;
    if (PTS[s->lead] >= 10) {
        uint32_t tr = win & smask(trump) & ~pair_mask(trump);
        if (tr) return cheapest_of(tr, trump);
    }
    uint32_t lose = a & ~win;
    return cheapest_of(lose ? lose : a, trump);
}

typedef struct {
    int move, visits;
    double mean;
} RootStat;

/* ``iters`` iterations from ``root`` (the opponent's unknown cards and the face-down stock are
 * placed by ``hd`` each time) for seat ``me``; the root's statistics into ``stats``. */
/* the search's limits beside its iterations (hard's time budget and cancel request): a deadline
 * on the monotonic clock (0: none) and a Python callable returning True to stop (NULL: none), both
 * looked at every CHECK_EVERY iterations */
#define CHECK_EVERY 512

typedef struct {
    double deadline;
    PyObject *stop;
    long done; /* the iterations carried out */
} Limits;

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int stop_now(Limits *lim) {
    if (lim->deadline > 0.0 && now() >= lim->deadline) return 1;
    if (lim->stop == NULL) return 0;
    PyGILState_STATE g = PyGILState_Ensure(); /* the search runs without the GIL */
    PyObject *res = PyObject_CallNoArgs(lim->stop);
    int stop = res == NULL ? 1 : PyObject_IsTrue(res) != 0; /* an error in it stops the search too */
    Py_XDECREF(res);
    PyErr_Clear();
    PyGILState_Release(g);
    return stop;
}

static int run_search(const S *root, const Hidden *hd, int me, long iters, uint64_t seed, double cexp, int policy,
                      Tree *t, Limits *lim) {
    Rng r = {seed};
    int32_t path[256];
    for (long it = 0; it < iters; it++) {
        if (lim && it > 0 && it % CHECK_EVERY == 0 && stop_now(lim)) break;
        if (lim) lim->done = it + 1;
        S s = *root;
        determinize(&s, hd, &r);
        int32_t node = 0;
        int np = 0, expanded = 0;
        while (!s.done) {
            if (!expanded && s.drew[me] >= 0) { /* the observer sees the card it drew */
                int key = K_CHANCE + s.drew[me];
                int32_t e = find_edge(t, node, key);
                if (e < 0 && (e = add_edge(t, node, key, -1)) < 0) return -1;
                node = t->e[e].node;
                s.drew[me] = -1;
                continue;
            }
            int m;
            if (expanded) {
                m = policy < 0 ? playout_move(&s, &r) : thumb_move(&s, &r, policy);
            } else {
                int mv[MAXMOVES], n = search_moves(&s, mv);
                int32_t untried[MAXMOVES], nu = 0;
                int32_t best = -1;
                double bestv = -1e300;
                for (int i = 0; i < n; i++) {
                    int32_t e = find_edge(t, node, mv[i]);
                    if (e < 0) {
                        untried[nu++] = mv[i];
                        continue;
                    }
                    t->e[e].avail++;
                }
                if (nu > 0) {
                    m = untried[below(&r, nu)];
                    int32_t e = add_edge(t, node, m, s.turn);
                    if (e < 0) return -1;
                    t->e[e].avail++;
                    path[np++] = e;
                    node = t->e[e].node;
                    expanded = 1;
                } else {
                    for (int i = 0; i < n; i++) {
                        int32_t e = find_edge(t, node, mv[i]);
                        Edge *ed = &t->e[e];
                        double v = ed->total / ed->visits + cexp * sqrt(log((double)ed->avail) / ed->visits);
                        if (v > bestv) {
                            bestv = v;
                            best = e;
                        }
                    }
                    m = t->e[best].key;
                    path[np++] = best;
                    node = t->e[best].node;
                }
            }
            apply(&s, m);
        }
        double reward = value_for(&s, me) / 3.0;
        for (int i = 0; i < np; i++) {
            Edge *ed = &t->e[path[i]];
            ed->visits++;
            ed->won += reward > 0.0;
            ed->total += ed->mover == me ? reward : -reward;
        }
    }
    return 0;
}

/* -- exact search of a dealt-out position (every card placed): the rule-based yardstick's endgame */

static int solve_ab(const S *s, int me, int alpha, int beta) {
    if (s->done) return value_for(s, me);
    int mv[MAXMOVES], n = search_moves(s, mv);
    int maxi = s->turn == me, best = maxi ? -4 : 4;
    for (int i = 0; i < n; i++) {
        S t = *s;
        apply(&t, mv[i]);
        int v = solve_ab(&t, me, alpha, beta);
        if (maxi ? v > best : v < best) best = v;
        if (maxi && v > alpha) alpha = v;
        if (!maxi && v < beta) beta = v;
        if (alpha >= beta) break;
    }
    return best;
}

/* -- the Python interface */

static int to_state(PyObject *b, S *s) {
    char *buf;
    Py_ssize_t len;
    if (PyBytes_AsStringAndSize(b, &buf, &len) < 0) return -1;
    if (len != (Py_ssize_t)sizeof(S)) {
        PyErr_SetString(PyExc_ValueError, "not a state of this module");
        return -1;
    }
    memcpy(s, buf, sizeof(S));
    return 0;
}

static PyObject *from_state(const S *s) { return PyBytes_FromStringAndSize((const char *)s, sizeof(S)); }

/* make(h0, h1, stock, trump, turned, closed_by, cot, turn, lead, leadseat, drawing, head, cbd,
 *      tw0, tw1, cp0, cp1, mar0, mar1) -> state */
static PyObject *py_make(PyObject *self, PyObject *args) {
    unsigned long h0, h1;
    PyObject *stock;
    int trump, turned, closed_by, cot, turn, lead, leadseat, drawing, head, cbd, tw0, tw1, cp0, cp1, mar0, mar1;
    if (!PyArg_ParseTuple(args, "kkOiiiiiiiiiiiiiiii", &h0, &h1, &stock, &trump, &turned, &closed_by, &cot, &turn,
                          &lead, &leadseat, &drawing, &head, &cbd, &tw0, &tw1, &cp0, &cp1, &mar0, &mar1))
        return NULL;
    S s;
    memset(&s, 0, sizeof s);
    PyObject *seq = PySequence_Fast(stock, "stock must be a sequence of cards");
    if (!seq) return NULL;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    if (n > 12) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "a stock of at most 12 cards");
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
    s.spos = 0;
    s.slen = (int8_t)n;
    s.trump = (int8_t)trump;
    s.turned = (int8_t)turned;
    s.closed_by = (int8_t)closed_by;
    s.cot = (int8_t)cot;
    s.turn = (int8_t)turn;
    s.lead = (int8_t)lead;
    s.leadseat = (int8_t)leadseat;
    s.drawing = (int8_t)drawing;
    s.head = (int8_t)head;
    s.cbd = (int8_t)cbd;
    s.tw[0] = (int8_t)tw0;
    s.tw[1] = (int8_t)tw1;
    s.cp[0] = (int16_t)cp0;
    s.cp[1] = (int16_t)cp1;
    s.mar[0] = (int16_t)mar0;
    s.mar[1] = (int16_t)mar1;
    s.winner = -1;
    s.drew[0] = s.drew[1] = -1;
    return from_state(&s);
}

static PyObject *py_legal(PyObject *self, PyObject *arg) {
    S s;
    if (to_state(arg, &s) < 0) return NULL;
    int mv[MAXMOVES], n = legal(&s, mv);
    PyObject *out = PyList_New(n);
    if (!out) return NULL;
    for (int i = 0; i < n; i++) PyList_SET_ITEM(out, i, PyLong_FromLong(mv[i]));
    return out;
}

static PyObject *py_apply(PyObject *self, PyObject *args) {
    PyObject *b;
    int m;
    if (!PyArg_ParseTuple(args, "Oi", &b, &m)) return NULL;
    S s;
    if (to_state(b, &s) < 0) return NULL;
    int mv[MAXMOVES], n = legal(&s, mv), ok = 0;
    for (int i = 0; i < n; i++) ok |= mv[i] == m;
    if (!ok) {
        PyErr_Format(PyExc_ValueError, "move %d is not legal here", m);
        return NULL;
    }
    apply(&s, m);
    return from_state(&s);
}

/* info(state) -> dict of the fields the engine's deal has too (for the tests' comparison) */
static PyObject *py_info(PyObject *self, PyObject *arg) {
    S s;
    if (to_state(arg, &s) < 0) return NULL;
    return Py_BuildValue("{s:(kk),s:i,s:i,s:i,s:i,s:i,s:(ii),s:(ii),s:(ii),s:i,s:i,s:i,s:i}", "hands",
                         (unsigned long)s.h[0], (unsigned long)s.h[1], "stock", stock_left(&s), "turned", s.turned,
                         "closed_by", s.closed_by, "turn", s.turn, "drawing", s.drawing, "card_points", s.cp[0],
                         s.cp[1], "marriages", s.mar[0], s.mar[1], "tricks_won", s.tw[0], s.tw[1], "done", s.done,
                         "winner", s.winner, "won", s.won, "lead", s.lead);
}

/* the facts argument: a sequence of (card, factor, draws since) into ``hd`` */
static int read_facts(PyObject *facts, Hidden *hd) {
    hd->nfacts = 0;
    if (facts == NULL || facts == Py_None) return 0;
    PyObject *seq = PySequence_Fast(facts, "facts must be a sequence of (card, factor, since)");
    if (!seq) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
    if (n > MAXFACTS) {
        Py_DECREF(seq);
        PyErr_SetString(PyExc_ValueError, "too many facts");
        return -1;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        Fact *f = &hd->facts[i];
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(seq, i), "idi", &f->card, &f->f, &f->since) || f->card < 0 ||
            f->card > 23) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a fact's card is 0..23");
            Py_DECREF(seq);
            return -1;
        }
    }
    hd->nfacts = (int)n;
    Py_DECREF(seq);
    return 0;
}

/* search(state, me, unknown, void, need, iterations, seed, c, policy, facts, seconds, stop) -> [(move,
 * visits, mean reward, visits the observer won)]; policy: the play-outs' (-1 random, else rules of thumb with that percent
 * of random moves); facts: the placings weighed (None or empty: uniform); seconds: a time limit
 * (0: none); stop: a callable, True to stop early (None). The yardstick passes neither. */
static PyObject *py_search(PyObject *self, PyObject *args) {
    PyObject *b;
    int me, need;
    unsigned long unknown, void_;
    long iters;
    unsigned long long seed;
    double cexp;
    int policy = -1;
    PyObject *facts = NULL, *stop = NULL;
    double seconds = 0.0;
    if (!PyArg_ParseTuple(args, "OikkilKd|iOdO", &b, &me, &unknown, &void_, &need, &iters, &seed, &cexp, &policy,
                          &facts, &seconds, &stop))
        return NULL;
    Limits lim = {seconds > 0.0 ? now() + seconds : 0.0, stop == Py_None ? NULL : stop, 0};
    S root;
    if (to_state(b, &root) < 0) return NULL;
    if (root.done || root.turn != me) {
        PyErr_SetString(PyExc_ValueError, "the observer is not to act");
        return NULL;
    }
    root.drew[0] = root.drew[1] = -1;
    Hidden hd; /* on the stack (4 kB): searches in other threads have their own */
    hd.unknown = (uint32_t)unknown;
    hd.void_ = (uint32_t)void_;
    hd.need = need;
    hd.opp = 1 - me;
    if (read_facts(facts, &hd) < 0) return NULL;
    int hidden = 0;
    for (int c = 0; c < 24; c++) hidden += (int)(unknown >> c & 1);
    int facedown = stock_left(&root) - (root.turned >= 0 ? 1 : 0);
    if (need < 0 || hidden != need + facedown || facedown < 0) {
        PyErr_SetString(PyExc_ValueError, "the hidden cards do not add up");
        return NULL;
    }
    Tree t;
    if (tree_init(&t) < 0) return PyErr_NoMemory();
    int rc;
    Py_BEGIN_ALLOW_THREADS rc = run_search(&root, &hd, me, iters, (uint64_t)seed, cexp, policy, &t,
                                                lim.deadline > 0.0 || lim.stop ? &lim : NULL);
    Py_END_ALLOW_THREADS if (rc < 0) {
        tree_free(&t);
        return PyErr_NoMemory();
    }
    PyObject *out = PyList_New(0);
    if (!out) {
        tree_free(&t);
        return NULL;
    }
    for (int32_t i = t.first[0]; i >= 0; i = t.e[i].next) {
        Edge *e = &t.e[i];
        PyObject *row = Py_BuildValue("(iidi)", (int)e->key, (int)e->visits, e->visits ? e->total / e->visits : 0.0,
                                      (int)e->won);
        if (!row || PyList_Append(out, row) < 0) {
            Py_XDECREF(row);
            Py_DECREF(out);
            tree_free(&t);
            return NULL;
        }
        Py_DECREF(row);
    }
    tree_free(&t);
    return out;
}

/* solve(state, me, unknown, void, need, worlds, seed) -> [(move, summed value)]: each of the seat's
 * moves valued exactly (both sides seeing every card) in ``worlds`` placings of the hidden cards */
static PyObject *py_solve(PyObject *self, PyObject *args) {
    PyObject *b;
    int me, need, worlds;
    unsigned long unknown, void_;
    unsigned long long seed;
    if (!PyArg_ParseTuple(args, "OikkiiK", &b, &me, &unknown, &void_, &need, &worlds, &seed)) return NULL;
    S root;
    if (to_state(b, &root) < 0) return NULL;
    if (root.done || root.turn != me) {
        PyErr_SetString(PyExc_ValueError, "the seat is not to act");
        return NULL;
    }
    Hidden hd = {(uint32_t)unknown, (uint32_t)void_, need, 1 - me, 0, {{0}}};
    int mv[MAXMOVES], n = search_moves(&root, mv);
    long total[MAXMOVES] = {0};
    Rng r = {seed};
    Py_BEGIN_ALLOW_THREADS for (int w = 0; w < worlds; w++) {
        S s = root;
        determinize(&s, &hd, &r);
        for (int i = 0; i < n; i++) {
            S t = s;
            apply(&t, mv[i]);
            total[i] += solve_ab(&t, me, -4, 4);
        }
    }
    Py_END_ALLOW_THREADS PyObject *out = PyList_New(n);
    if (!out) return NULL;
    for (int i = 0; i < n; i++) PyList_SET_ITEM(out, i, Py_BuildValue("(il)", mv[i], total[i]));
    return out;
}

static PyMethodDef methods[] = {
    {"make", py_make, METH_VARARGS, "A state: hands, stock (drawing order), trump, ... (see the C source)."},
    {"legal", py_legal, METH_O, "The legal moves of a state, as move numbers."},
    {"apply", py_apply, METH_VARARGS, "The state after a legal move."},
    {"info", py_info, METH_O, "A state's fields as a dict."},
    {"solve", py_solve, METH_VARARGS, "Each move's exact value summed over dealt-out worlds: [(move, sum)]."},
    {"search", py_search, METH_VARARGS, "ISMCTS from a state for the seat to act: [(move, visits, mean, won)]."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_ismcts66", "Sixty-Six's rules and an ISMCTS.", -1,
                                    methods};

PyMODINIT_FUNC PyInit__ismcts66(void) {
    PyObject *m = PyModule_Create(&module);
    if (m && PyModule_AddIntConstant(m, "VERSION", ISMCTS66_VERSION) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
