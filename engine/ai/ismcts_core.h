/* The family's information-set Monte Carlo tree search, written once (issue 39's yardsticks).
 *
 * Single-observer ISMCTS (Cowling, Powley, Whitehouse 2012), as engine/ai/_ismcts66.c does it for
 * Sixty-Six: every iteration deals the hidden cards anew (a determinization) among the placings the
 * observer's view allows; the tree is over the observer's information, so a node is the sequence
 * of moves as the observer saw them plus the chance outcomes it saw (e.g. the card it drew); the
 * opponent's hidden draws do not split nodes. Selection is UCB1 with availability counts (a move's
 * parent visits counted only in the iterations where it was legal); one node is added per
 * iteration; the play-out is the game's policy; the root's most visited move is the one to play.
 *
 * A game is one C file of rules. Before including this header it defines
 *
 *   typedef struct {...} G_State;   the whole game state, a plain struct (copied by assignment)
 *   typedef struct {...} G_Hidden;  what g_determinize needs to place the hidden cards
 *   #define G_MAXMOVES n            the most moves g_moves returns
 *
 * and after it, these (declared here, so they may use IsRng and is_below):
 *
 *   int  g_turn(const G_State *s)             the seat to act (0 or 1), -1 once the game is over
 *   int  g_legal(const G_State *s, int *out)  every legal move (the rules'; at most G_MAXLEGAL, which
 *                                             is G_MAXMOVES unless the game defines it)
 *   int  g_moves(const G_State *s, int *out)  the moves the search tries, legal ones, 0..32767
 *   int  g_key(const G_State *s, int m, int me)
 *        the key observer ``me`` sees for the mover's move m: m itself when me can see it (always
 *        for me's own moves), one shared key for moves me cannot tell apart (a card discarded face
 *        down). Keys are 0..32767 and never equal a chance key.
 *   void g_apply(G_State *s, int m)           carry out a move (it forgets what was seen before)
 *   int  g_seen(G_State *s, int me)           a chance outcome observer ``me`` saw in the last
 *                                             g_apply (e.g. 1000 + the card it drew) as a key, and
 *                                             forget it; -1 when none is left
 *   void g_determinize(G_State *s, const G_Hidden *h, IsRng *r)
 *                                             place the hidden cards, uniformly among the placings
 *   int  g_playout(const G_State *s, IsRng *r, int policy)
 *                                             one play-out move (policy: the game's; the Python
 *                                             caller passes it through)
 *   double g_value(const G_State *s, int seat) the ended game's reward for ``seat``, in [-1, 1]
 *
 * It gives the game: IsRng / is_next64 / is_below (splitmix64), ismcts_search (the search, in C;
 * ismcts_search_limited also stops at a deadline or a Python callable's request),
 * ismcts_solve (exact alpha-beta of a state with nothing hidden, two seats, zero-sum), and for the
 * Python module: ismcts_to_state / ismcts_from_state (a state as bytes), the module functions
 * ismcts_legal_py, ismcts_apply_py and ismcts_playout_py (the tests' view of the rules), ismcts_search_py (and
 * ismcts_search_limited_py: a time limit in seconds and a stop callable) and
 * ismcts_solve_py (the GIL released while they run).
 */
#ifndef ISMCTS_CORE_H
#define ISMCTS_CORE_H

#include <Python.h>
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#if defined(__GNUC__) || defined(__clang__)
#define IS_MAYBE_UNUSED __attribute__((unused)) /* a game need not call every helper */
#else
#define IS_MAYBE_UNUSED
#endif

#ifndef G_MAXDEPTH
#define G_MAXDEPTH 512 /* the most tree moves in one iteration */
#endif

#ifndef G_MAXLEGAL
#define G_MAXLEGAL G_MAXMOVES
#endif

/* -- random numbers: splitmix64 */

typedef struct {
    uint64_t x;
} IsRng;

static inline uint64_t is_next64(IsRng *r) {
    uint64_t z = (r->x += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static inline int is_below(IsRng *r, int n) { return (int)(is_next64(r) % (uint64_t)n); }

/* -- what the game supplies (defined after this header) */

static int g_turn(const G_State *s);
static int g_legal(const G_State *s, int *out);
static int g_moves(const G_State *s, int *out);
static int g_key(const G_State *s, int m, int me);
static void g_apply(G_State *s, int m);
static int g_seen(G_State *s, int me);
static void g_determinize(G_State *s, const G_Hidden *h, IsRng *r);
static int g_playout(const G_State *s, IsRng *r, int policy);
static double g_value(const G_State *s, int seat);

/* -- the tree: nodes hold the head of a list of edges; an edge is a key and its child */

typedef struct {
    int32_t node; /* the child node */
    int32_t next; /* the next edge of the same parent (-1) */
    int32_t visits, avail;
    double total; /* the rewards of the edge's mover */
    int16_t key;
    int8_t mover; /* -1: a chance outcome */
} IsEdge;

#define IS_KEYS 32768 /* keys are 0..32767 */

typedef struct {
    IsEdge *e;
    int32_t n, cap;
    int32_t *first; /* node -> its first edge (-1) */
    int32_t nodes, ncap;
    /* a decision node's keys looked up in one pass, however many moves (every lay-away of twelve
     * cards at a review's root): key -> its edge while child[key] holds the visit's stamp, and
     * moved[key] the stamp once a move with that key was counted */
    uint32_t *child, *moved, stamp;
    int32_t *at;
} IsTree;

static void is_tree_free(IsTree *t) {
    free(t->e);
    free(t->first);
    free(t->child);
    free(t->moved);
    free(t->at);
}

static int is_tree_init(IsTree *t) {
    t->cap = 1024;
    t->ncap = 1024;
    t->n = 0;
    t->nodes = 1;
    t->stamp = 0;
    t->e = malloc(sizeof(IsEdge) * t->cap);
    t->first = malloc(sizeof(int32_t) * t->ncap);
    t->child = calloc(IS_KEYS, sizeof(uint32_t));
    t->moved = calloc(IS_KEYS, sizeof(uint32_t));
    t->at = malloc(sizeof(int32_t) * IS_KEYS);
    if (!t->e || !t->first || !t->child || !t->moved || !t->at) {
        is_tree_free(t);
        return -1;
    }
    t->first[0] = -1;
    return 0;
}

/* a new stamp for a node's visit: its children's keys marked with their edges */
static uint32_t is_mark_children(IsTree *t, int32_t node) {
    if (++t->stamp == 0) { /* wrapped round: every old mark cleared */
        memset(t->child, 0, IS_KEYS * sizeof(uint32_t));
        memset(t->moved, 0, IS_KEYS * sizeof(uint32_t));
        t->stamp = 1;
    }
    for (int32_t i = t->first[node]; i >= 0; i = t->e[i].next) {
        t->child[t->e[i].key] = t->stamp;
        t->at[t->e[i].key] = i;
    }
    return t->stamp;
}

static int32_t is_find(const IsTree *t, int32_t node, int key) {
    for (int32_t i = t->first[node]; i >= 0; i = t->e[i].next)
        if (t->e[i].key == key) return i;
    return -1;
}

static int32_t is_add(IsTree *t, int32_t node, int key, int mover) {
    if (t->n == t->cap) {
        IsEdge *e = realloc(t->e, sizeof(IsEdge) * t->cap * 2);
        if (!e) return -1;
        t->e = e;
        t->cap *= 2;
    }
    if (t->nodes == t->ncap) {
        int32_t *f = realloc(t->first, sizeof(int32_t) * t->ncap * 2);
        if (!f) return -1;
        t->first = f;
        t->ncap *= 2;
    }
    int32_t child = t->nodes++;
    t->first[child] = -1;
    IsEdge *e = &t->e[t->n];
    e->node = child;
    e->next = t->first[node];
    e->visits = e->avail = 0;
    e->total = 0.0;
    e->key = (int16_t)key;
    e->mover = (int8_t)mover;
    t->first[node] = t->n;
    return t->n++;
}

/* a move with the given key among mv[0..n-1] (keys[]), uniformly */
static int is_pick(const int *mv, const int *keys, int n, int key, IsRng *r) {
    int k = 0, pick = -1;
    for (int i = 0; i < n; i++)
        if (keys[i] == key && is_below(r, ++k) == 0) pick = mv[i]; /* reservoir sampling */
    return pick;
}

/* -- a search's limits beside its iterations (a player's time limit and cancel request): a deadline
 * on the monotonic clock (0: none) and a Python callable returning True to stop (NULL: none), both
 * looked at every IS_CHECK_EVERY iterations, so a cheap clock and a rare call to Python */
#define IS_CHECK_EVERY 256

typedef struct {
    double deadline;
    PyObject *stop;
    long done; /* the iterations carried out */
} IsLimits;

IS_MAYBE_UNUSED static double is_now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

IS_MAYBE_UNUSED static int is_stop_now(IsLimits *lim) {
    if (lim->deadline > 0.0 && is_now() >= lim->deadline) return 1;
    if (lim->stop == NULL) return 0;
    PyGILState_STATE g = PyGILState_Ensure(); /* the search runs without the GIL */
    PyObject *res = PyObject_CallNoArgs(lim->stop);
    int stop = res == NULL ? 1 : PyObject_IsTrue(res) != 0; /* an error in it stops the search too */
    Py_XDECREF(res);
    PyErr_Clear();
    PyGILState_Release(g);
    return stop;
}

/* ``iters`` iterations from ``root`` for observer ``me`` (to act there), exploration ``cexp`` on
 * rewards in [-1, 1]; the hidden cards placed by ``hd`` each time; fewer when ``lim`` (NULL: none)
 * says stop. The root's edges stay in ``t`` (keys = me's moves). 0, or -1 when memory ran out. */
IS_MAYBE_UNUSED
static int ismcts_search_limited(const G_State *root, const G_Hidden *hd, int me, long iters, uint64_t seed,
                                 double cexp, int policy, IsTree *t, IsLimits *lim) {
    IsRng r = {seed};
    int32_t path[G_MAXDEPTH];
    for (long it = 0; it < iters; it++) {
        if (lim && it > 0 && it % IS_CHECK_EVERY == 0 && is_stop_now(lim)) break;
        if (lim) lim->done = it + 1;
        G_State s = *root;
        g_determinize(&s, hd, &r);
        int32_t node = 0;
        int np = 0, expanded = 0;
        while (g_turn(&s) >= 0) {
            if (!expanded) {
                int seen = g_seen(&s, me);
                if (seen >= 0) { /* a chance outcome the observer saw: its own node */
                    int32_t e = is_find(t, node, seen);
                    if (e < 0 && (e = is_add(t, node, seen, -1)) < 0) return -1;
                    node = t->e[e].node;
                    continue;
                }
            }
            int m;
            if (expanded || np == G_MAXDEPTH) {
                expanded = 1;
                m = g_playout(&s, &r, policy);
            } else {
                int mover = g_turn(&s);
                int mv[G_MAXMOVES], keys[G_MAXMOVES], n = g_moves(&s, mv);
                int untried[G_MAXMOVES], nu = 0;
                int32_t edges[G_MAXMOVES];
                int ne = 0;
                uint32_t stamp = is_mark_children(t, node);
                for (int i = 0; i < n; i++) {
                    int k = keys[i] = g_key(&s, mv[i], me);
                    if (t->moved[k] == stamp) continue; /* one availability per key the observer sees */
                    t->moved[k] = stamp;
                    int32_t e = t->child[k] == stamp ? t->at[k] : -1;
                    if (e < 0) {
                        untried[nu++] = keys[i];
                    } else {
                        t->e[e].avail++;
                        edges[ne++] = e;
                    }
                }
                int32_t chosen;
                if (nu > 0) {
                    int key = untried[is_below(&r, nu)];
                    chosen = is_add(t, node, key, mover);
                    if (chosen < 0) return -1;
                    t->e[chosen].avail++;
                    expanded = 1;
                } else {
                    double bestv = -1e300;
                    chosen = -1;
                    for (int i = 0; i < ne; i++) {
                        IsEdge *ed = &t->e[edges[i]];
                        double v = ed->total / ed->visits + cexp * sqrt(log((double)ed->avail) / ed->visits);
                        if (chosen < 0 || v > bestv) {
                            bestv = v;
                            chosen = edges[i];
                        }
                    }
                }
                path[np++] = chosen;
                node = t->e[chosen].node;
                m = is_pick(mv, keys, n, t->e[chosen].key, &r);
            }
            g_apply(&s, m);
        }
        double reward[2] = {g_value(&s, 0), g_value(&s, 1)};
        for (int i = 0; i < np; i++) {
            IsEdge *ed = &t->e[path[i]];
            ed->visits++;
            ed->total += reward[ed->mover];
        }
    }
    return 0;
}

/* as ismcts_search_limited, without limits: exactly ``iters`` iterations (the yardsticks) */
IS_MAYBE_UNUSED
static int ismcts_search(const G_State *root, const G_Hidden *hd, int me, long iters, uint64_t seed, double cexp,
                         int policy, IsTree *t) {
    return ismcts_search_limited(root, hd, me, iters, seed, cexp, policy, t, NULL);
}

/* the exact value for ``me`` of a state with nothing hidden (both seats seeing every card) */
IS_MAYBE_UNUSED static double ismcts_solve(const G_State *s, int me, double alpha, double beta) {
    int turn = g_turn(s);
    if (turn < 0) return g_value(s, me);
    int mv[G_MAXMOVES], n = g_moves(s, mv);
    int maxi = turn == me;
    double best = maxi ? -1e300 : 1e300;
    for (int i = 0; i < n; i++) {
        G_State t = *s;
        g_apply(&t, mv[i]);
        double v = ismcts_solve(&t, me, alpha, beta);
        if (maxi ? v > best : v < best) best = v;
        if (maxi && v > alpha) alpha = v;
        if (!maxi && v < beta) beta = v;
        if (alpha >= beta) break;
    }
    return best;
}

/* -- for the game's Python module */

IS_MAYBE_UNUSED static int ismcts_to_state(PyObject *b, G_State *s) {
    char *buf;
    Py_ssize_t len;
    if (PyBytes_AsStringAndSize(b, &buf, &len) < 0) return -1;
    if (len != (Py_ssize_t)sizeof(G_State)) {
        PyErr_SetString(PyExc_ValueError, "not a state of this module");
        return -1;
    }
    memcpy(s, buf, sizeof(G_State));
    return 0;
}

IS_MAYBE_UNUSED static PyObject *ismcts_from_state(const G_State *s) {
    return PyBytes_FromStringAndSize((const char *)s, sizeof(G_State));
}

/* legal(state) -> the legal moves, as move numbers */
IS_MAYBE_UNUSED static PyObject *ismcts_legal_py(PyObject *self, PyObject *arg) {
    G_State s;
    if (ismcts_to_state(arg, &s) < 0) return NULL;
    int mv[G_MAXLEGAL], n = g_legal(&s, mv);
    PyObject *out = PyList_New(n);
    if (!out) return NULL;
    for (int i = 0; i < n; i++) PyList_SET_ITEM(out, i, PyLong_FromLong(mv[i]));
    return out;
}

/* apply(state, move) -> the state after a legal move (ValueError for another) */
IS_MAYBE_UNUSED static PyObject *ismcts_apply_py(PyObject *self, PyObject *args) {
    PyObject *b;
    int m;
    if (!PyArg_ParseTuple(args, "Oi", &b, &m)) return NULL;
    G_State s;
    if (ismcts_to_state(b, &s) < 0) return NULL;
    int mv[G_MAXLEGAL], n = g_legal(&s, mv), ok = 0;
    for (int i = 0; i < n; i++) ok |= mv[i] == m;
    if (!ok) {
        PyErr_Format(PyExc_ValueError, "move %d is not legal here", m);
        return NULL;
    }
    g_apply(&s, m);
    return ismcts_from_state(&s);
}

/* playout(state, seed, policy) -> the play-outs' move in a state */
IS_MAYBE_UNUSED static PyObject *ismcts_playout_py(PyObject *self, PyObject *args) {
    PyObject *b;
    unsigned long long seed;
    int policy;
    if (!PyArg_ParseTuple(args, "OKi", &b, &seed, &policy)) return NULL;
    G_State s;
    if (ismcts_to_state(b, &s) < 0) return NULL;
    if (g_turn(&s) < 0) {
        PyErr_SetString(PyExc_ValueError, "the game is over");
        return NULL;
    }
    IsRng r = {seed};
    return PyLong_FromLong(g_playout(&s, &r, policy));
}

/* the search as a list [(move, visits, mean reward)] of the root's moves; ``seconds`` a time limit
 * (0: none), ``stop`` a callable returning True to stop early (NULL or None: none) */
IS_MAYBE_UNUSED
static PyObject *ismcts_search_limited_py(const G_State *root, const G_Hidden *hd, int me, long iters, uint64_t seed,
                                          double cexp, int policy, double seconds, PyObject *stop) {
    IsLimits lim = {seconds > 0.0 ? is_now() + seconds : 0.0, stop == Py_None ? NULL : stop, 0};
    IsLimits *use = lim.deadline > 0.0 || lim.stop ? &lim : NULL;
    if (g_turn(root) != me) {
        PyErr_SetString(PyExc_ValueError, "the observer is not to act");
        return NULL;
    }
    IsTree t;
    if (is_tree_init(&t) < 0) return PyErr_NoMemory();
    int rc;
    Py_BEGIN_ALLOW_THREADS;
    rc = ismcts_search_limited(root, hd, me, iters, seed, cexp, policy, &t, use);
    Py_END_ALLOW_THREADS;
    if (rc < 0) {
        is_tree_free(&t);
        return PyErr_NoMemory();
    }
    PyObject *out = PyList_New(0);
    for (int32_t i = t.first[0]; out && i >= 0; i = t.e[i].next) {
        IsEdge *e = &t.e[i];
        PyObject *row = Py_BuildValue("(iid)", (int)e->key, (int)e->visits, e->visits ? e->total / e->visits : 0.0);
        if (!row || PyList_Append(out, row) < 0) Py_CLEAR(out);
        Py_XDECREF(row);
    }
    is_tree_free(&t);
    return out;
}

/* the search as a list [(move, visits, mean reward)] of the root's moves: exactly ``iters`` */
IS_MAYBE_UNUSED
static PyObject *ismcts_search_py(const G_State *root, const G_Hidden *hd, int me, long iters, uint64_t seed,
                                  double cexp, int policy) {
    return ismcts_search_limited_py(root, hd, me, iters, seed, cexp, policy, 0.0, NULL);
}

/* each of me's moves valued exactly, summed over ``worlds`` placings of the hidden cards:
 * [(move, summed value)] */
IS_MAYBE_UNUSED
static PyObject *ismcts_solve_py(const G_State *root, const G_Hidden *hd, int me, int worlds, uint64_t seed) {
    if (g_turn(root) != me) {
        PyErr_SetString(PyExc_ValueError, "the seat is not to act");
        return NULL;
    }
    int mv[G_MAXMOVES], n = g_moves(root, mv);
    double total[G_MAXMOVES] = {0};
    IsRng r = {seed};
    Py_BEGIN_ALLOW_THREADS;
    for (int w = 0; w < worlds; w++) {
        G_State s = *root;
        g_determinize(&s, hd, &r);
        for (int i = 0; i < n; i++) {
            G_State t = s;
            g_apply(&t, mv[i]);
            total[i] += ismcts_solve(&t, me, -1e300, 1e300);
        }
    }
    Py_END_ALLOW_THREADS;
    PyObject *out = PyList_New(n);
    if (!out) return NULL;
    for (int i = 0; i < n; i++) PyList_SET_ITEM(out, i, Py_BuildValue("(id)", mv[i], total[i]));
    return out;
}

#endif
