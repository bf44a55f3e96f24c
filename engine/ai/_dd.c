/* The double-dummy search of engine/ai/solver.py, compiled (module engine.ai._dd).
 *
 * A line-by-line port of Solver._boundary, _second, _third and _quick: the same trick-play
 * model, bounds, move ordering (cached ordering rules, the history table, the table's best
 * lead first) and node counting, so a search visits the same nodes in the same order and
 * returns the same fail-soft values as the pure-Python search (which stays the reference and
 * the fallback). Python keeps Position, the public calls and MTD(f) (Solver.value).
 *
 * Cards: card = suit * 6 + rank, hands are 24-bit masks, a higher index wins within a suit.
 *
 * Table: the transposition table, keyed like the Python dict (three hands, leader, trump,
 * owner when it matters, whether marriages may be announced) with full keys stored and
 * compared. Open addressing, linear probing within a window of 16 slots; it doubles when half
 * full (so up to max_bits it forgets nothing, like the dict); at max_bits a full window
 * replaces its entry with the fewest cards. A lost entry only costs search, never a value.
 *
 * Core: one solver's configuration and history table; Core.search runs a search with the GIL
 * released, taking it back every 2048 nodes to call solver._tick() (the node budget, the
 * deadline, cancel), after setting solver.nodes; an exception there ends the search and
 * propagates unchanged.
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>

#define INF 1000000
#define WINDOW 16
#define NO_MOVE 31
#define VALUE_MAX 30000
/* solver.py uses the module only when this matches its own number: a stale build left in place
 * by an older checkout is ignored. Raise both when the search's semantics or API change. */
#define DD_VERSION 1

static const int RANK_POINTS[6] = {0, 2, 3, 4, 10, 11};
static int PTS[24];
static int SUIT_OF[24];
static int SP[64];          /* points of a 6-bit suit pattern */
static int PC6[64];         /* cards in a 6-bit pattern */
static uint32_t SMASK[4];
static uint32_t MMASK[4];   /* king and queen of a suit */
static uint32_t ACES, KQ;

static inline int popcount24(uint32_t m) {
    return PC6[m & 63] + PC6[m >> 6 & 63] + PC6[m >> 12 & 63] + PC6[m >> 18 & 63];
}

static inline int points24(uint32_t m) {
    return SP[m & 63] + SP[m >> 6 & 63] + SP[m >> 12 & 63] + SP[m >> 18 & 63];
}

#if defined(__GNUC__) || defined(__clang__)
#define CTZ(m) __builtin_ctz(m)
#define CLZ(m) __builtin_clz(m)
#else
static inline int CTZ(uint32_t m) {
    int n = 0;
    while (!(m & 1u)) {
        m >>= 1;
        n++;
    }
    return n;
}
static inline int CLZ(uint32_t m) {
    int n = 0;
    while (!(m & 0x80000000u)) {
        m <<= 1;
        n++;
    }
    return n;
}
#endif

/* (the masks are never empty here) */
static inline int lowest_card(uint32_t m) {
    return CTZ(m);
}

/* A hand in rank-major order: bit rank * 4 + suit, so that walking its bits goes by rank, then
 * suit: the order of Python's sort by (points, card). */
static uint32_t RM[4][64];

static inline uint32_t rank_major(uint32_t m) {
    return RM[0][m & 63] | RM[1][m >> 6 & 63] | RM[2][m >> 12 & 63] | RM[3][m >> 18 & 63];
}

#define RM_CARD(b) (((b) & 3) * 6 + ((b) >> 2))

/* ------------------------------------------------------------------ the table */

typedef struct {
    uint64_t k0;  /* h0 | h1 << 24 | (h2 & 0xffff) << 48; 0: empty (a stored h0 is never 0) */
    uint32_t k1;  /* h2 >> 16 | meta << 8 (17 key bits) | best move << 17 */
    int16_t lo, hi;
} Entry;

#define K1_KEY 0x1FFFFu

typedef struct {
    PyObject_HEAD
    Entry *slots;   /* NULL until the first store */
    size_t size;    /* slots (a power of two) */
    int bits, init_bits, max_bits;
    Py_ssize_t count;
    int busy;       /* a search is running on it (with the GIL released) */
} TableObject;

static PyTypeObject TableType;

static inline size_t slot_of(uint64_t k0, uint32_t k1, int bits) {
    uint64_t h = (k0 ^ ((uint64_t)k1 * 0xC2B2AE3D27D4EB4FULL)) * 0x9E3779B97F4A7C15ULL;
    return (size_t)(h >> (64 - bits));
}

static inline Entry *table_find(TableObject *t, uint64_t k0, uint32_t k1) {
    if (!t->slots)
        return NULL;
    size_t mask = t->size - 1, i = slot_of(k0, k1, t->bits);
    for (int j = 0; j < WINDOW; j++) {
        Entry *e = &t->slots[(i + j) & mask];
        if (!e->k0)
            return NULL;
        if (e->k0 == k0 && (e->k1 & K1_KEY) == k1)
            return e;
    }
    return NULL;
}

/* Put an entry into a fresh table (no duplicates there); 0 when its window is full. */
static int place(Entry *slots, size_t size, int bits, const Entry *src) {
    size_t mask = size - 1, i = slot_of(src->k0, src->k1 & K1_KEY, bits);
    for (int j = 0; j < WINDOW; j++) {
        Entry *e = &slots[(i + j) & mask];
        if (!e->k0) {
            *e = *src;
            return 1;
        }
    }
    return 0;
}

/* Double the table; 0 (and the table unchanged) when memory is short. Runs without the GIL. */
static int table_grow(TableObject *t) {
    int bits = t->bits + 1;
    size_t size = (size_t)1 << bits;
    Entry *slots = (Entry *)PyMem_RawCalloc(size, sizeof(Entry));
    if (!slots)
        return 0;
    Py_ssize_t kept = 0;
    for (size_t i = 0; i < t->size; i++) {
        if (t->slots[i].k0)
            kept += place(slots, size, bits, &t->slots[i]);  /* a full window (never seen) drops it */
    }
    PyMem_RawFree(t->slots);
    t->slots = slots;
    t->size = size;
    t->bits = bits;
    t->count = kept;
    return 1;
}

static void table_store(TableObject *t, uint64_t k0, uint32_t k1, int lo, int hi, int bm) {
    if (!t->slots) {
        size_t size = (size_t)1 << t->init_bits;
        t->slots = (Entry *)PyMem_RawCalloc(size, sizeof(Entry));
        if (!t->slots)
            return;
        t->size = size;
        t->bits = t->init_bits;
        t->count = 0;
    }
    uint32_t k1full = k1 | (uint32_t)(bm < 0 ? NO_MOVE : bm) << 17;
    for (;;) {
        size_t mask = t->size - 1, i = slot_of(k0, k1, t->bits);
        Entry *victim = NULL;
        int vcards = 99;
        for (int j = 0; j < WINDOW; j++) {
            Entry *e = &t->slots[(i + j) & mask];
            if (!e->k0 || (e->k0 == k0 && (e->k1 & K1_KEY) == k1)) {
                if (!e->k0)
                    t->count++;
                e->k0 = k0;
                e->k1 = k1full;
                e->lo = (int16_t)lo;
                e->hi = (int16_t)hi;
                if (2 * (size_t)t->count > t->size && t->bits < t->max_bits)
                    table_grow(t);
                return;
            }
            int n = popcount24((uint32_t)(e->k0 & 0xFFFFFF));
            if (n < vcards) {
                vcards = n;
                victim = e;
            }
        }
        if (t->bits < t->max_bits && table_grow(t))
            continue;
        victim->k0 = k0;
        victim->k1 = k1full;
        victim->lo = (int16_t)lo;
        victim->hi = (int16_t)hi;
        return;
    }
}

static void table_clear(TableObject *t) {
    PyMem_RawFree(t->slots);
    t->slots = NULL;
    t->size = 0;
    t->bits = t->init_bits;
    t->count = 0;
}

static int Table_init(TableObject *self, PyObject *args, PyObject *kw) {
    static char *names[] = {"bits", "max_bits", NULL};
    int bits = 12, max_bits = 22;
    if (!PyArg_ParseTupleAndKeywords(args, kw, "|ii:Table", names, &bits, &max_bits))
        return -1;
    if (bits < 4 || bits > 30 || max_bits < bits || max_bits > 30) {
        PyErr_SetString(PyExc_ValueError, "Table: need 4 <= bits <= max_bits <= 30");
        return -1;
    }
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError, "Table: a search is using this table");
        return -1;
    }
    table_clear(self);
    self->init_bits = self->bits = bits;
    self->max_bits = max_bits;
    return 0;
}

static void Table_dealloc(TableObject *self) {
    PyMem_RawFree(self->slots);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

static Py_ssize_t Table_len(TableObject *self) {
    return self->count;
}

static PyObject *Table_clear(TableObject *self, PyObject *Py_UNUSED(unused)) {
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError, "Table: a search is using this table");
        return NULL;
    }
    table_clear(self);
    Py_RETURN_NONE;
}

static PyObject *Table_get_nbytes(TableObject *self, void *Py_UNUSED(unused)) {
    return PyLong_FromSize_t(self->size * sizeof(Entry));
}

static PyObject *Table_get_bits(TableObject *self, void *Py_UNUSED(unused)) {
    return PyLong_FromLong(self->slots ? self->bits : 0);
}

static PyObject *Table_repr(TableObject *self) {
    return PyUnicode_FromFormat("<engine.ai._dd.Table: %zd entries, %zu slots>", self->count, self->size);
}

static PyMethodDef Table_methods[] = {
    {"clear", (PyCFunction)Table_clear, METH_NOARGS, "Forget every entry (and give the memory back)."},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Table_getset[] = {
    {"nbytes", (getter)Table_get_nbytes, NULL, "Bytes of slots allocated.", NULL},
    {"bits", (getter)Table_get_bits, NULL, "log2 of the slots allocated (0: none yet).", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PySequenceMethods Table_as_sequence = {
    .sq_length = (lenfunc)Table_len,
};

static PyTypeObject TableType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "engine.ai._dd.Table",
    .tp_basicsize = sizeof(TableObject),
    .tp_dealloc = (destructor)Table_dealloc,
    .tp_repr = (reprfunc)Table_repr,
    .tp_as_sequence = &Table_as_sequence,
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Table(bits=12, max_bits=22): a transposition table for Core.search; len() is the "
              "entries in use. Starts with 2**bits slots (allocated at the first store), doubles "
              "when half full up to 2**max_bits, then replaces.",
    .tp_methods = Table_methods,
    .tp_getset = Table_getset,
    .tp_init = (initproc)Table_init,
    .tp_new = PyType_GenericNew,
};

/* ------------------------------------------------------------------ the search */

typedef struct {
    int D, mv[4], must_trump, ftm, acem, owner_leads;
    int64_t hist[24];
    /* during a search */
    TableObject *tt;
    PyObject *solver;   /* its _tick() every 2048 nodes; NULL: none */
    PyThreadState *ts;  /* the GIL is released while ts is not NULL */
    long long nodes;
    jmp_buf jb;
} Ctx;

typedef struct {
    PyObject_HEAD
    Ctx x;
    int busy;
} CoreObject;

static PyObject *STR_NODES, *STR_TICK;

/* Every 2048 nodes: take the GIL, solver.nodes = nodes, solver._tick(); an exception unwinds. */
static void tick(Ctx *x) {
    if (!x->solver)
        return;
    PyEval_RestoreThread(x->ts);
    x->ts = NULL;
    PyObject *n = PyLong_FromLongLong(x->nodes);
    if (!n)
        longjmp(x->jb, 1);
    int bad = PyObject_SetAttr(x->solver, STR_NODES, n) < 0;
    Py_DECREF(n);
    if (bad)
        longjmp(x->jb, 1);
    PyObject *r = PyObject_CallMethodNoArgs(x->solver, STR_TICK);
    if (!r)
        longjmp(x->jb, 1);
    Py_DECREF(r);
    x->ts = PyEval_SaveThread();
}

static inline uint32_t follow_mask(const Ctx *x, uint32_t hand, int led, int trump) {
    uint32_t f = hand & SMASK[led];
    if (f)
        return f;
    if (trump >= 0 && x->must_trump) {
        uint32_t t = hand & SMASK[trump];
        if (t)
            return t;
    }
    return hand;
}

static inline uint32_t lead_mask(const Ctx *x, uint32_t hand, int pos, int trump, int owner) {
    if (x->owner_leads && trump >= 0 && pos != owner) {
        uint32_t other = hand & ~SMASK[trump];
        if (other)
            return other;
    }
    return hand;
}

/* The declarer's marriage bonus (Solver._marriage_bonus) and its best single marriage (_mlow). */
/* The cards of fm that beat wc, the trick's winning card: higher in its suit, or any trump
   when wc is no trump (Solver._split). */
static inline uint32_t beating(uint32_t fm, int wc, int trump) {
    int sw = SUIT_OF[wc];
    uint32_t win = fm & SMASK[sw] & ~((2u << wc) - 1u);
    if (trump >= 0 && sw != trump)
        win |= fm & SMASK[trump];
    return win;
}

/* One move's value v at a maximising node: keep the best, raise alpha; true at a cut-off. */
static inline int max_step(int v, int *best, int *alpha, int beta) {
    if (v > *best) {
        *best = v;
        if (v > *alpha) {
            *alpha = v;
            return *alpha >= beta;
        }
    }
    return 0;
}

/* The same at a minimising node: keep the least, lower beta; true at a cut-off. */
static inline int min_step(int v, int *best, int alpha, int *beta) {
    if (v < *best) {
        *best = v;
        if (v < *beta) {
            *beta = v;
            return alpha >= *beta;
        }
    }
    return 0;
}

static inline int marriage_bonus(const Ctx *x, uint32_t hd, int *low) {
    int b = 0, lo = 0;
    if (hd & KQ) {
        for (int s = 0; s < 4; s++) {
            if ((hd & MMASK[s]) == MMASK[s]) {
                b += x->mv[s];
                if (x->mv[s] > lo)
                    lo = x->mv[s];
            }
        }
    }
    if (x->acem && (hd & ACES) == ACES) {
        b += 200;
        if (200 > lo)
            lo = 200;
    }
    *low = lo;
    return b;
}

/* Solver._quick: sure points of player D on lead when nobody can announce any more. */
static int quick(const Ctx *x, uint32_t h0, uint32_t h1, uint32_t h2, int trump, int owner, int D) {
    uint32_t h[3] = {h0, h1, h2};
    for (int k = 0; k < 3; k++) {
        uint32_t v = h[k];
        if (v & KQ) {
            for (int s = 0; s < 4; s++)
                if ((v & MMASK[s]) == MMASK[s])
                    return 0;
        }
        if (x->acem && (v & ACES) == ACES)
            return 0;
    }
    uint32_t hd = h[D], d1 = h[(D + 1) % 3], d2 = h[(D + 2) % 3], rest = d1 | d2;
    int tot = 0;
    for (int st = 0; st < 4; st++) {
        uint32_t mine = hd >> (6 * st) & 63;
        if (!mine)
            continue;
        uint32_t theirs = rest >> (6 * st) & 63;
        int run = 0, pts = 0;
        for (int r = 5; r >= 0; r--) {
            if (mine >> r & 1) {
                run++;
                pts += RANK_POINTS[r];
            } else if (theirs >> r & 1) {
                break;
            }
        }
        if (!run)
            continue;
        if (trump >= 0) {
            if (st == trump) {
                if (x->owner_leads && owner != D && (hd & ~SMASK[trump]))
                    continue;
            } else {
                int ok = 1;
                if ((d1 & SMASK[trump]) && popcount24(d1 & SMASK[st]) < run)
                    ok = 0;
                if ((d2 & SMASK[trump]) && popcount24(d2 & SMASK[st]) < run)
                    ok = 0;
                if (!ok)
                    continue;
            }
        }
        tot += pts;
    }
    return tot;
}

typedef struct {
    int c, bonus, trump, owner;
    int64_t hist;
} Move;

/* Lead order: (-hist when more than two moves), -bonus, aces first, points (descending for the
 * declarer, ascending for a defender), card: Python's two stable sorts of the card-ordered list. */
static inline int lead_before(const Move *a, const Move *b, int use_hist, int is_max) {
    if (use_hist && a->hist != b->hist)
        return a->hist > b->hist;
    if (a->bonus != b->bonus)
        return a->bonus > b->bonus;
    int aa = a->c % 6 == 5, ba = b->c % 6 == 5;
    if (aa != ba)
        return aa;
    int pa = PTS[a->c], pb = PTS[b->c];
    if (pa != pb)
        return is_max ? pa > pb : pa < pb;
    return a->c < b->c;
}

static int second(Ctx *x, uint32_t *h, int leader, int p1, int p2, int c1, int trump, int owner, int tp,
                  int alpha, int beta);

static int boundary(Ctx *x, uint32_t h0, uint32_t h1, uint32_t h2, int leader, int trump, int owner, int tp,
                    int alpha, int beta) {
    if (!h0)
        return 0;
    const int D = x->D;
    if (!(h0 & (h0 - 1))) {
        /* the last trick: every card is forced */
        int cs[3] = {lowest_card(h0), lowest_card(h1), lowest_card(h2)};
        int wp = leader, wc = cs[leader];
        for (int k = 1; k <= 2; k++) {
            int p = (leader + k) % 3, c = cs[p];
            int sc = SUIT_OF[c], sw = SUIT_OF[wc];
            if ((sc == sw && c > wc) || (trump >= 0 && sc == trump && sw != trump)) {
                wp = p;
                wc = c;
            }
        }
        return wp == D ? PTS[cs[0]] + PTS[cs[1]] + PTS[cs[2]] : 0;
    }
    x->nodes++;
    if ((x->nodes & 2047) == 0)
        tick(x);
    int ann = tp > 0 || x->ftm;
    uint64_t k0 = (uint64_t)h0 | (uint64_t)h1 << 24 | (uint64_t)(h2 & 0xFFFF) << 48;
    uint32_t meta = (uint32_t)leader | (uint32_t)(trump + 1) << 2
                    | (uint32_t)(owner < 0 || !x->owner_leads ? 0 : owner + 1) << 5 | (uint32_t)ann << 8;
    uint32_t k1 = h2 >> 16 | meta << 8;
    Entry *ent = table_find(x->tt, k0, k1);
    int lo, hi, best_move = -1;
    if (ent) {
        lo = ent->lo;
        hi = ent->hi;
        int bmv = (int)(ent->k1 >> 17 & 31);
        best_move = bmv == NO_MOVE ? -1 : bmv;
        if (lo >= beta)
            return lo;
        if (hi <= alpha)
            return hi;
        if (lo == hi)
            return lo;
    } else {
        uint32_t m = h0 | h1 | h2;
        uint32_t hd = D == 0 ? h0 : (D == 1 ? h1 : h2);
        int low;
        int b = marriage_bonus(x, hd, &low);
        hi = points24(m) + b;
        if (hi <= alpha)
            return hi;
        /* the declarer on lead may announce his best marriage at once */
        lo = (leader == D && ann && b && !x->owner_leads) ? low : 0;
        if (lo >= beta)
            return lo;
        if (!b) {
            if (leader == D) {
                int q = quick(x, h0, h1, h2, trump, owner, D);
                if (q > lo) {
                    lo = q;
                    if (lo >= beta) {
                        table_store(x->tt, k0, k1, lo, hi, -1);
                        return lo;
                    }
                }
            } else if (hi > alpha) {
                int q = quick(x, h0, h1, h2, trump, owner, leader);
                if (q) {
                    hi -= q;
                    if (hi <= alpha) {
                        table_store(x->tt, k0, k1, lo, hi, -1);
                        return hi;
                    }
                }
            }
        }
    }
    int a0 = alpha, b0 = beta;
    if (alpha < lo)
        alpha = lo;
    if (beta > hi)
        beta = hi;
    uint32_t h[3] = {h0, h1, h2};
    uint32_t hand = h[leader];
    int is_max = leader == D;
    /* the lead moves (Solver.lead_moves), ordered */
    Move moves[24];
    int n = 0;
    uint32_t lm = lead_mask(x, hand, leader, trump, owner);
    for (uint32_t rest = lm; rest; rest &= rest - 1) {
        int c = CTZ(rest);
        int s = SUIT_OF[c], r = c % 6;
        Move *mo = &moves[n++];
        mo->c = c;
        mo->hist = x->hist[c];
        if (ann && (r == 2 || r == 3) && (hand & MMASK[s]) == MMASK[s]) {
            mo->bonus = x->mv[s];
            mo->trump = s;
            mo->owner = leader;
        } else if (ann && r == 5 && x->acem && (hand & ACES) == ACES) {
            mo->bonus = 200;
            mo->trump = trump;
            mo->owner = owner;
        } else {
            mo->bonus = 0;
            mo->trump = trump;
            mo->owner = owner;
        }
    }
    int use_hist = n > 2;
    for (int i = 1; i < n; i++) {
        Move t = moves[i];
        int j = i;
        while (j > 0 && lead_before(&t, &moves[j - 1], use_hist, is_max)) {
            moves[j] = moves[j - 1];
            j--;
        }
        moves[j] = t;
    }
    if (best_move >= 0 && moves[0].c != best_move) {
        for (int i = 1; i < n; i++) {
            if (moves[i].c == best_move) {
                Move t = moves[i];
                memmove(&moves[1], &moves[0], (size_t)i * sizeof(Move));
                moves[0] = t;
                break;
            }
        }
    }
    int best = is_max ? -INF : INF, bm = -1;
    int p1 = (leader + 1) % 3, p2 = (leader + 2) % 3;
    for (int i = 0; i < n; i++) {
        const Move *mo = &moves[i];
        h[leader] = hand & ~(1u << mo->c);
        if (is_max) {
            int v = second(x, h, leader, p1, p2, mo->c, mo->trump, mo->owner, tp, alpha - mo->bonus,
                           beta - mo->bonus) + mo->bonus;
            if (v > best)
                bm = mo->c;
            if (max_step(v, &best, &alpha, beta))
                break;
        } else {
            int v = second(x, h, leader, p1, p2, mo->c, mo->trump, mo->owner, tp, alpha, beta);
            if (v < best)
                bm = mo->c;
            if (min_step(v, &best, alpha, &beta))
                break;
        }
    }
    if (bm >= 0 && (is_max ? best >= b0 : best <= a0))
        x->hist[bm] += (int64_t)1 << (2 * popcount24(hand));
    /* store bounds (fail-soft) */
    if (best <= a0) {
        if (best < hi)
            hi = best;
    } else if (best >= b0) {
        if (best > lo)
            lo = best;
    } else {
        lo = hi = best;
    }
    table_store(x->tt, k0, k1, lo, hi, bm);
    return best;
}

/* The third hand; w and wc: who holds the trick and with which card. */
static int third(Ctx *x, uint32_t *h, int leader, int p1, int p2, int c1, int c2, int w, int wc, int trump,
                 int owner, int tp, int alpha, int beta) {
    (void)leader;
    (void)p1;
    const int D = x->D;
    int led = SUIT_OF[c1];
    uint32_t hand = h[p2];
    uint32_t fm = follow_mask(x, hand, led, trump);
    uint32_t win = beating(fm, wc, trump);
    uint32_t lose = fm & ~win;
    int base = PTS[c1] + PTS[c2];
    int tp1 = tp + 1;
    uint32_t hs[3] = {h[0], h[1], h[2]};
#define BND(nh, winner, a, b) \
    (hs[p2] = (nh), boundary(x, hs[0], hs[1], hs[2], (winner), trump, owner, tp1, (a), (b)))
    if (p2 == D) {
        /* the declarer last: winning cards (biggest first), then losing ones (smallest first) */
        int best = -INF;
        for (uint32_t rest = rank_major(win); rest; rest &= ~(1u << (31 - CLZ(rest)))) {
            int c = RM_CARD(31 - CLZ(rest));
            int imm = base + PTS[c];
            int v = imm + BND(hand & ~(1u << c), p2, alpha - imm, beta - imm);
            if (max_step(v, &best, &alpha, beta))
                return best;
        }
        for (uint32_t rest = rank_major(lose); rest; rest &= rest - 1) {
            int c = RM_CARD(CTZ(rest));
            int v = BND(hand & ~(1u << c), w, alpha, beta);
            if (max_step(v, &best, &alpha, beta))
                return best;
        }
        return best;
    }
    int best = INF;
    if (w == D) {
        /* a defender last against the declarer's card: win cheaply, else lose the smallest */
        for (int pass = 0; pass < 2; pass++) {
            for (uint32_t rest = rank_major(pass ? lose : win); rest; rest &= rest - 1) {
                int c = RM_CARD(CTZ(rest));
                int winner = pass ? w : p2;
                int imm = pass ? base + PTS[c] : 0;
                int v = imm + BND(hand & ~(1u << c), winner, alpha - imm, beta - imm);
                if (min_step(v, &best, alpha, &beta))
                    return best;
            }
        }
        return best;
    }
    /* the partner holds the trick: every card in card order */
    for (uint32_t rest = fm; rest; rest &= rest - 1) {
        int c = CTZ(rest);
        int winner = (win >> c & 1) ? p2 : w;
        int v = BND(hand & ~(1u << c), winner, alpha, beta);
        if (min_step(v, &best, alpha, &beta))
            return best;
    }
#undef BND
    return best;
}

static int second(Ctx *x, uint32_t *h, int leader, int p1, int p2, int c1, int trump, int owner, int tp,
                  int alpha, int beta) {
    const int D = x->D;
    uint32_t hand = h[p1];
    int is_max = p1 == D;
    int led = SUIT_OF[c1];
    uint32_t fm = follow_mask(x, hand, led, trump);
    uint32_t win = beating(fm, c1, trump);
    uint32_t lose = fm & ~win;
    int order[24], n = 0;
    if (leader != D && !is_max) {
        /* on the partner's lead: big cards first; within a rank the winners, then the losers */
        uint32_t rw = rank_major(win), rl = rank_major(lose);
        for (int r = 5; r >= 0; r--) {
            for (uint32_t rest = rw >> (4 * r) & 15; rest; rest &= rest - 1)
                order[n++] = CTZ(rest) * 6 + r;
            for (uint32_t rest = rl >> (4 * r) & 15; rest; rest &= rest - 1)
                order[n++] = CTZ(rest) * 6 + r;
        }
    } else {
        /* winning cards first, then losing ones, each cheapest first */
        for (uint32_t rest = rank_major(win); rest; rest &= rest - 1)
            order[n++] = RM_CARD(CTZ(rest));
        for (uint32_t rest = rank_major(lose); rest; rest &= rest - 1)
            order[n++] = RM_CARD(CTZ(rest));
    }
    int best = is_max ? -INF : INF;
    for (int i = 0; i < n; i++) {
        int c = order[i];
        h[p1] = hand & ~(1u << c);
        int v;
        if (win >> c & 1)
            v = third(x, h, leader, p1, p2, c1, c, p1, c, trump, owner, tp, alpha, beta);
        else
            v = third(x, h, leader, p1, p2, c1, c, leader, c1, trump, owner, tp, alpha, beta);
        if (is_max ? max_step(v, &best, &alpha, beta) : min_step(v, &best, alpha, &beta))
            break;
    }
    h[p1] = hand;
    return best;
}

/* ------------------------------------------------------------------ Core */

static int Core_init(CoreObject *self, PyObject *args, PyObject *kw) {
    static char *names[] = {"declarer", "marriage_values", "must_trump", "first_trick_marriage",
                            "ace_marriage", "only_owner_leads_trump", NULL};
    int D, mt = 1, ftm = 0, acem = 0, ol = 0;
    int mv[4];
    if (!PyArg_ParseTupleAndKeywords(args, kw, "i(iiii)|pppp:Core", names, &D, &mv[0], &mv[1], &mv[2], &mv[3],
                                     &mt, &ftm, &acem, &ol))
        return -1;
    if (D < 0 || D > 2) {
        PyErr_SetString(PyExc_ValueError, "Core: declarer must be 0, 1 or 2");
        return -1;
    }
    int sum = 0;
    for (int s = 0; s < 4; s++) {
        if (mv[s] < 0 || mv[s] > 5000) {
            PyErr_SetString(PyExc_ValueError, "Core: marriage values must be within 0..5000");
            return -1;
        }
        sum += mv[s];
    }
    if (self->busy) {
        PyErr_SetString(PyExc_RuntimeError, "Core: a search is running");
        return -1;
    }
    (void)sum;
    memset(&self->x, 0, sizeof(Ctx));
    self->x.D = D;
    memcpy(self->x.mv, mv, sizeof(mv));
    self->x.must_trump = mt;
    self->x.ftm = ftm;
    self->x.acem = acem;
    self->x.owner_leads = ol;
    return 0;
}

static int arg_int(PyObject *o, long lo, long hi, long *out) {
    int overflow;
    if (!PyLong_Check(o)) {
        PyErr_SetString(PyExc_TypeError, "Core.search: arguments must be ints");
        return 0;
    }
    long v = PyLong_AsLongAndOverflow(o, &overflow);
    if (overflow || v < lo || v > hi) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ValueError, "Core.search: an argument is out of range");
        return 0;
    }
    *out = v;
    return 1;
}

/* A window bound clamped to +-2**29: values lie within 0..VALUE_MAX, so comparisons are unchanged. */
static int arg_bound(PyObject *o, int *out) {
    int overflow;
    if (!PyLong_Check(o)) {
        PyErr_SetString(PyExc_TypeError, "Core.search: alpha and beta must be ints");
        return 0;
    }
    long long v = PyLong_AsLongLongAndOverflow(o, &overflow);
    if (v == -1 && PyErr_Occurred())
        return 0;
    const long long LIM = 1LL << 29;
    if (overflow > 0 || v > LIM)
        v = LIM;
    else if (overflow < 0 || v < -LIM)
        v = -LIM;
    *out = (int)v;
    return 1;
}

PyDoc_STRVAR(Core_search_doc,
"search(table, solver, nodes, h0, h1, h2, leader, trump, owner, tricks_played, c1, c2, alpha, beta)\n"
"\n"
"Fail-soft alpha-beta value (the declarer's points from now on), exactly Solver._search_py.\n"
"leader: the trick's leader (the player on lead when the trick is empty); trump, owner: -1 for\n"
"none; c1, c2: the trick's cards so far (-1: none). Hand sizes must fit the trick (the caller\n"
"checks). solver: an object with _tick() and a nodes attribute (or None); nodes: the count so\n"
"far. The count after the call (also after an exception) is in Core.nodes.");

static PyObject *Core_search(CoreObject *self, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 14) {
        PyErr_SetString(PyExc_TypeError, "Core.search takes 14 arguments");
        return NULL;
    }
    if (!PyObject_TypeCheck(args[0], &TableType)) {
        PyErr_SetString(PyExc_TypeError, "Core.search: table must be an engine.ai._dd.Table");
        return NULL;
    }
    TableObject *tt = (TableObject *)args[0];
    PyObject *solver = args[1] == Py_None ? NULL : args[1];
    long long nodes;
    {
        int overflow;
        if (!PyLong_Check(args[2])) {
            PyErr_SetString(PyExc_TypeError, "Core.search: nodes must be an int");
            return NULL;
        }
        nodes = PyLong_AsLongLongAndOverflow(args[2], &overflow);
        if ((nodes == -1 && PyErr_Occurred()) || overflow || nodes < 0) {
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_ValueError, "Core.search: nodes out of range");
            return NULL;
        }
    }
    long hh[3], leader, trump, owner, tp, c1, c2;
    int alpha, beta;
    for (int i = 0; i < 3; i++)
        if (!arg_int(args[3 + i], 0, 0xFFFFFF, &hh[i]))
            return NULL;
    if (!arg_int(args[6], 0, 2, &leader) || !arg_int(args[7], -1, 3, &trump) || !arg_int(args[8], -1, 2, &owner)
        || !arg_int(args[9], 0, 1000, &tp) || !arg_int(args[10], -1, 23, &c1) || !arg_int(args[11], -1, 23, &c2)
        || !arg_bound(args[12], &alpha) || !arg_bound(args[13], &beta))
        return NULL;
    if (c1 < 0 && c2 >= 0) {
        PyErr_SetString(PyExc_ValueError, "Core.search: c2 without c1");
        return NULL;
    }
    if (self->busy || tt->busy) {
        PyErr_SetString(PyExc_RuntimeError, "Core.search: the core or the table is in use by another search");
        return NULL;
    }
    Ctx *x = &self->x;
    x->tt = tt;
    x->solver = solver;
    x->nodes = nodes;
    self->busy = 1;
    tt->busy = 1;
    Py_INCREF(tt);
    Py_XINCREF(solver);
    int result = 0, failed = 0;
    if (setjmp(x->jb)) {
        failed = 1;  /* tick() raised: the GIL is held */
    } else {
        x->ts = PyEval_SaveThread();
        uint32_t h[3] = {(uint32_t)hh[0], (uint32_t)hh[1], (uint32_t)hh[2]};
        int L = (int)leader;
        if (c1 < 0) {
            result = boundary(x, h[0], h[1], h[2], L, (int)trump, (int)owner, (int)tp, alpha, beta);
        } else {
            int p1 = (L + 1) % 3, p2 = (L + 2) % 3;
            if (c2 < 0) {
                result = second(x, h, L, p1, p2, (int)c1, (int)trump, (int)owner, (int)tp, alpha, beta);
            } else {
                int led = SUIT_OF[c1], s2 = SUIT_OF[c2];
                int win2 = (s2 == led && c2 > c1) || (trump >= 0 && s2 == trump && led != trump);
                int w = win2 ? p1 : L, wc = win2 ? (int)c2 : (int)c1;
                result = third(x, h, L, p1, p2, (int)c1, (int)c2, w, wc, (int)trump, (int)owner, (int)tp, alpha,
                               beta);
            }
        }
        PyEval_RestoreThread(x->ts);
    }
    x->ts = NULL;
    x->tt = NULL;
    x->solver = NULL;
    self->busy = 0;
    tt->busy = 0;
    Py_DECREF(tt);
    Py_XDECREF(solver);
    if (failed)
        return NULL;
    return PyLong_FromLong(result);
}

static PyObject *Core_get_nodes(CoreObject *self, void *Py_UNUSED(unused)) {
    return PyLong_FromLongLong(self->x.nodes);
}

static PyObject *Core_get_hist(CoreObject *self, void *Py_UNUSED(unused)) {
    PyObject *t = PyTuple_New(24);
    if (!t)
        return NULL;
    for (int c = 0; c < 24; c++) {
        PyObject *v = PyLong_FromLongLong(self->x.hist[c]);
        if (!v) {
            Py_DECREF(t);
            return NULL;
        }
        PyTuple_SET_ITEM(t, c, v);
    }
    return t;
}

static PyMethodDef Core_methods[] = {
    {"search", (PyCFunction)(void (*)(void))Core_search, METH_FASTCALL, Core_search_doc},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Core_getset[] = {
    {"nodes", (getter)Core_get_nodes, NULL, "The node count at the end of the last search.", NULL},
    {"hist", (getter)Core_get_hist, NULL, "The history table of leads (per card).", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0)
    .tp_name = "engine.ai._dd.Core",
    .tp_basicsize = sizeof(CoreObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "Core(declarer, (mv_spades, mv_clubs, mv_diamonds, mv_hearts), must_trump=True, "
              "first_trick_marriage=False, ace_marriage=False, only_owner_leads_trump=False): one "
              "solver's configuration and its history table of leads.",
    .tp_methods = Core_methods,
    .tp_getset = Core_getset,
    .tp_init = (initproc)Core_init,
    .tp_new = PyType_GenericNew,
};

/* ------------------------------------------------------------------ the module */

static struct PyModuleDef ddmodule = {
    PyModuleDef_HEAD_INIT,
    .m_name = "engine.ai._dd",
    .m_doc = "The double-dummy search of engine.ai.solver, compiled (optional; solver.py falls back to Python).",
    .m_size = -1,
};

PyMODINIT_FUNC PyInit__dd(void) {
    for (int c = 0; c < 24; c++) {
        PTS[c] = RANK_POINTS[c % 6];
        SUIT_OF[c] = c / 6;
    }
    for (int p = 0; p < 64; p++) {
        SP[p] = 0;
        PC6[p] = 0;
        for (int r = 0; r < 6; r++) {
            if (p >> r & 1) {
                SP[p] += RANK_POINTS[r];
                PC6[p]++;
            }
        }
    }
    for (int st = 0; st < 4; st++) {
        for (int p = 0; p < 64; p++) {
            RM[st][p] = 0;
            for (int r = 0; r < 6; r++)
                if (p >> r & 1)
                    RM[st][p] |= 1u << (r * 4 + st);
        }
    }
    ACES = KQ = 0;
    for (int s = 0; s < 4; s++) {
        SMASK[s] = 63u << (6 * s);
        MMASK[s] = (1u << (s * 6 + 2)) | (1u << (s * 6 + 3));
        ACES |= 1u << (s * 6 + 5);
        KQ |= MMASK[s];
    }
    STR_NODES = PyUnicode_InternFromString("nodes");
    STR_TICK = PyUnicode_InternFromString("_tick");
    if (!STR_NODES || !STR_TICK)
        return NULL;
    if (PyType_Ready(&TableType) < 0 || PyType_Ready(&CoreType) < 0)
        return NULL;
    PyObject *m = PyModule_Create(&ddmodule);
    if (!m)
        return NULL;
    Py_INCREF(&TableType);
    if (PyModule_AddObject(m, "Table", (PyObject *)&TableType) < 0) {
        Py_DECREF(&TableType);
        Py_DECREF(m);
        return NULL;
    }
    Py_INCREF(&CoreType);
    if (PyModule_AddObject(m, "Core", (PyObject *)&CoreType) < 0) {
        Py_DECREF(&CoreType);
        Py_DECREF(m);
        return NULL;
    }
    if (PyModule_AddIntConstant(m, "VALUE_MAX", VALUE_MAX) < 0
        || PyModule_AddIntConstant(m, "VERSION", DD_VERSION) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
