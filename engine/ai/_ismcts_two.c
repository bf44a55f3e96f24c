/* The two-player 1000s' rules and the family's ISMCTS over them (engine.ai._ismcts_two).
 *
 * Hard's search in Auction 1000 for two and Russian 1000 for two (engine/ai/two.py, through
 * engine/ai/ismcts_two.py), and tools.ismcts's yardstick for them (issue 39). Two parts:
 *
 * The rules of one deal, on a small struct (G_State): engine/games/thousand's with the shapes of
 * state.SHAPES["auction_two"] / ["russian_two"], move for move: the auction (the compulsory
 * opening, bids in steps, above 120 only with a marriage in hand, one pass ends it), the choice of
 * a talon (shown to both), the lay-away (Auction: two cards; Russian: one laid away, one given),
 * the contract raised or kept, the play (follow suit, else trump when must_trump; a marriage
 * announced by leading its king or queen, from the first trick when first_trick_marriage, making
 * trumps at once), the four-nines redeal after the exchange, and the score sheet's deltas (the
 * declarer ± the contract; his opponent his points rounded to the bid step, or exact, nothing
 * when locked; Auction's 120 with all ten tricks and no marriage). The differences of the two
 * games are parameters read from the view's rules. tests/tools/test_ismcts_two.py plays random
 * deals through both and compares every step. make/legal/apply/info expose it.
 *
 * The search is engine/ai/ismcts_core.h's (single-observer ISMCTS, written once for the family); this
 * file gives it the game: the moves the search tries (g_moves: a narrower set than legal, below),
 * the observer's keys (the opponent's face-down lay-away is one key; the Russian card he gives
 * the observer is seen), the talon shown as a chance outcome, the determinization (the
 * opponent's hand, the unused talon or talons, his lay-away, uniformly among the placings the
 * view allows) and the play-outs' rules of thumb.
 *
 * Moves: 0..23 play card c (announcing its marriage when the lead may); 24..47 play c quietly;
 * 48 + v/5 bid v; 130 pass; 131, 132 take talon 0, 1; 140 + v/5 name contract v; 230 claim a
 * redeal (four nines); 256 + 24a + b lay away a and b (Russian: lay away a, give b).
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>

#define ISMCTS_TWO_VERSION 3
#define M_QUIET 24
#define M_BID 48
#define M_PASS 130
#define M_TALON 131
#define M_CONTRACT 140
#define M_REDEAL 230
#define M_LAY 256
#define K_LAYHID 900  /* the observer's key of the opponent's face-down lay-away (Auction) */
#define K_GIVEN 901   /* ... of the Russian lay-away that gave the observer card c (901 + c) */
#define K_TALON 16000 /* the chance outcome: the talon shown (16000 + its cards' index) */
#define G_MAXLEGAL 200  /* the most moves g_legal() lists (132 ordered lay-aways of twelve cards) */
#define NCAND 132     /* the most lay-away candidates the root may be given (every ordered pair: the review) */
#define REWARD_SCALE 400.0

enum { P_AUCTION, P_TALON, P_LAY, P_CONTRACT, P_PLAY, P_DONE };

static const int PTS[24] = {0, 2, 3, 4, 10, 11, 0, 2, 3, 4, 10, 11, 0, 2, 3, 4, 10, 11, 0, 2, 3, 4, 10, 11};
static const int MARRIAGE[4] = {40, 60, 80, 100}; /* spades, clubs, diamonds, hearts (tricks.MARRIAGE_VALUES) */
#define NINES ((1u << 0) | (1u << 6) | (1u << 12) | (1u << 18))

typedef struct {
    uint32_t h[2];         /* hands */
    uint32_t talon[2];     /* the two talons as dealt */
    uint32_t laid;         /* the cards laid away (out of play) */
    int16_t bid, contract; /* the high bid; the contract once the auction is won */
    int16_t cp[2], mar[2]; /* card points taken; marriages announced */
    int16_t delta[2];      /* the deal's score sheet entries, once done */
    int16_t cand[NCAND];   /* the lay-aways the search tries at this point (root only; 0: the heuristic's) */
    int16_t seen;          /* the chance key the last apply showed both seats (-1) */
    int16_t ncand;
    int16_t rspan;         /* the most the search raises the contract by, in tens (the yardstick's: 80) */
    int8_t phase, turn, first, high, declarer, chosen, contract_set;
    int8_t lead, leadseat, trump, tricks, tw[2], dec_announced, redealt;
    /* the game's parameters */
    int8_t step, opening, tsize, give, sweep, ftm, must_trump, above120, exact, locked[2];
} G_State;

typedef struct {
    uint32_t unknown; /* the cards the observer cannot place: opponent's hand, unused talon(s), his lay-away */
    uint32_t no_opp;  /* of those, the ones the opponent cannot hold (suits he showed out of) */
    uint32_t no_out;  /* of those, the ones no unused talon can hold (the shown talon's cards) */
    int need;         /* the opponent's cards still to place */
    int n_laid;       /* the opponent's face-down lay-away still to place */
    int opp;
} G_Hidden;

#define G_MAXMOVES (NCAND + 4)
#include "ismcts_core.h"

static inline int suit(int c) { return c / 6; }
static inline int rank(int c) { return c % 6; }
static inline uint32_t smask(int su) { return 0x3Fu << (6 * su); }
static inline uint32_t pair_mask(int su) { return (1u << (su * 6 + 2)) | (1u << (su * 6 + 3)); }
static inline int popcount(uint32_t m) { return __builtin_popcount(m); }

static inline int married(uint32_t hand, int c) {
    uint32_t pair = pair_mask(suit(c));
    return (rank(c) == 2 || rank(c) == 3) && (hand & pair) == pair;
}

static int has_marriage(uint32_t hand) {
    for (int su = 0; su < 4; su++)
        if ((hand & pair_mask(su)) == pair_mask(su)) return 1;
    return 0;
}

/* auction.max_contract: 120 + every marriage (400), or 120 without a pair in hand */
static int max_contract(const G_State *s, uint32_t hand) { return s->above120 || has_marriage(hand) ? 400 : 120; }

/* tricks.trick_winner for two cards: the second wins when higher in the suit led or a trump on a side card */
static inline int beats(int lead, int c, int trump) {
    if (suit(c) == suit(lead)) return c > lead;
    return trump >= 0 && suit(c) == trump;
}

static inline int may_announce(const G_State *s) { return s->lead < 0 && (s->tricks > 0 || s->ftm); }

/* play.play_rule: follow suit; void, a trump when must_trump */
static uint32_t allowed(const G_State *s, int seat) {
    uint32_t hand = s->h[seat];
    if (s->lead < 0) return hand;
    uint32_t follow = hand & smask(suit(s->lead));
    if (follow) return follow;
    if (s->trump >= 0 && s->must_trump) {
        uint32_t trumps = hand & smask(s->trump);
        if (trumps) return trumps;
    }
    return hand;
}

static int contract_top(const G_State *s) {
    int top = max_contract(s, s->h[s->declarer]);
    return top > s->contract ? top : s->contract;
}

static int nines_claim(const G_State *s, int seat) { return popcount(s->h[seat] & NINES) >= 4; }

/* engine.games.thousand.game.legal_actions for the seat to act, as move numbers */
static int g_legal(const G_State *s, int *out) {
    int n = 0, seat = s->turn;
    if (s->phase == P_DONE) return 0;
    uint32_t hand = s->h[seat];
    if (s->phase == P_AUCTION) {
        int low = s->high < 0 ? s->opening : (s->bid / s->step + 1) * s->step;
        int top = max_contract(s, hand);
        for (int v = low; v <= top; v += s->step) out[n++] = M_BID + v / 5;
        if (s->high >= 0) out[n++] = M_PASS;
        return n;
    }
    if (s->phase == P_TALON) {
        out[n++] = M_TALON;
        out[n++] = M_TALON + 1;
        return n;
    }
    if (s->phase == P_LAY) {
        for (int a = 0; a < 24; a++)
            for (int b = 0; b < 24; b++)
                if (a != b && (hand >> a & 1) && (hand >> b & 1)) out[n++] = M_LAY + 24 * a + b;
        return n;
    }
    if (s->phase == P_CONTRACT && !s->contract_set) {
        out[n++] = M_CONTRACT + s->contract / 5;
        int top = contract_top(s);
        for (int v = (s->contract / s->step + 1) * s->step; v <= top; v += s->step) out[n++] = M_CONTRACT + v / 5;
    }
    uint32_t a = allowed(s, seat);
    for (int c = 0; c < 24; c++) {
        if (!(a >> c & 1)) continue;
        out[n++] = c;
        if (may_announce(s) && married(hand, c)) out[n++] = M_QUIET + c;
    }
    if (s->phase == P_CONTRACT && nines_claim(s, seat)) out[n++] = M_REDEAL;
    return n;
}

/* -- the end of a deal: engine.games.thousand.scoring.settle_played */

static inline int round_to(int x, int step) { return (x + step / 2) / step * step; }

static void settle(G_State *s) {
    int dec = s->declarer, opp = 1 - dec;
    int taken_dec = s->cp[dec] + s->mar[dec], taken_opp = s->cp[opp] + s->mar[opp];
    if (s->sweep && s->contract == 120 && s->tw[dec] == s->tricks && !s->dec_announced) taken_dec = 120;
    s->delta[dec] = (int16_t)(taken_dec >= s->contract ? s->contract : -s->contract);
    s->delta[opp] = (int16_t)(s->locked[opp] ? 0 : s->exact ? taken_opp : round_to(taken_opp, s->step));
    s->phase = P_DONE;
    s->turn = -1;
}

/* -- carrying moves out: the auction, exchange and play modules' apply */

static void play_card(G_State *s, int seat, int m) {
    int c = m % 24;
    if (s->phase == P_CONTRACT) s->phase = P_PLAY;
    if (s->lead < 0) {
        if (m < M_QUIET && may_announce(s) && married(s->h[seat], c)) {
            s->mar[seat] += MARRIAGE[suit(c)];
            s->trump = (int8_t)suit(c);
            if (seat == s->declarer) s->dec_announced = 1;
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
    s->tricks++;
    s->lead = -1;
    s->turn = (int8_t)w;
    if (!s->h[0] && !s->h[1]) settle(s);
}

/* the index of a talon's cards (two or three, low first) for its chance key */
static int talon_index(uint32_t t) {
    int idx = 0;
    for (int c = 0; c < 24; c++)
        if (t >> c & 1) idx = idx * 24 + c;
    return idx;
}

static void apply(G_State *s, int m) {
    int seat = s->turn;
    s->seen = -1;
    if (m < M_BID) {
        play_card(s, seat, m);
    } else if (m < M_PASS) {
        s->bid = (int16_t)((m - M_BID) * 5);
        s->high = (int8_t)seat;
        s->turn = (int8_t)(1 - seat);
    } else if (m == M_PASS) { /* one pass ends the auction: the high bidder declares */
        s->declarer = s->high;
        s->contract = s->bid;
        s->phase = P_TALON;
        s->turn = s->declarer;
    } else if (m < M_CONTRACT) {
        int k = m - M_TALON;
        s->chosen = (int8_t)k;
        s->h[seat] |= s->talon[k];
        s->phase = P_LAY;
        s->seen = (int16_t)(K_TALON + talon_index(s->talon[k]));
    } else if (m < M_REDEAL) {
        s->contract = (int16_t)((m - M_CONTRACT) * 5);
        s->contract_set = 1;
    } else if (m == M_REDEAL) {
        s->delta[0] = s->delta[1] = 0;
        s->redealt = 1;
        s->phase = P_DONE;
        s->turn = -1;
    } else {
        int a = (m - M_LAY) / 24, b = (m - M_LAY) % 24;
        s->h[seat] &= ~((1u << a) | (1u << b));
        s->laid = 1u << a;
        if (s->give)
            s->h[1 - seat] |= 1u << b;
        else
            s->laid |= 1u << b;
        s->ncand = 0;
        s->phase = P_CONTRACT;
    }
}

/* -- the play-outs' rules of thumb, seeing the dealt-out world (both seats alike) */

static inline int cheaper(int a, int b, int trump, uint32_t hand) { /* is a cheaper to give than b */
    int ka = married(hand, a), kb = married(hand, b);
    if (ka != kb) return ka < kb;
    int ta = suit(a) == trump, tb = suit(b) == trump;
    if (ta != tb) return ta < tb;
    if (PTS[a] != PTS[b]) return PTS[a] < PTS[b];
    return a < b;
}

static int cheapest_of(uint32_t m, int trump, uint32_t hand) {
    int best = -1;
    for (int c = 0; c < 24; c++)
        if (m >> c & 1 && (best < 0 || cheaper(c, best, trump, hand))) best = c;
    return best;
}

/* a card's worth to keep, for the lay-away: aces, guarded tens, marriages and long suits stay */
static int keep_worth(uint32_t hand, int c) {
    int w = PTS[c] * 2, su = suit(c);
    if (rank(c) == 5) w += 60;
    if (rank(c) == 4 && (hand >> (su * 6 + 5) & 1)) w += 30;
    if (married(hand, c)) w += 80;
    w += 4 * popcount(hand & smask(su)); /* a short suit's cards go first: a void to trump with */
    return w;
}

/* the play-outs' (and the tree's, away from the root) lay-away: the two cards least worth keeping;
 * Russian: the cheaper of them given, never a king or queen when another card will do */
static int heuristic_lay(const G_State *s) {
    uint32_t hand = s->h[s->turn];
    int a = -1, b = -1, wa = 0, wb = 0;
    for (int c = 0; c < 24; c++) {
        if (!(hand >> c & 1)) continue;
        int w = keep_worth(hand, c);
        if (s->give && (rank(c) == 2 || rank(c) == 3)) w += 40; /* a given king or queen may pair his */
        if (a < 0 || w < wa) {
            b = a, wb = wa;
            a = c, wa = w;
        } else if (b < 0 || w < wb) {
            b = c, wb = w;
        }
    }
    /* Russian: lay away the dearer, give the cheaper (its points come back to him) */
    if (s->give && PTS[b] < PTS[a]) return M_LAY + 24 * a + b;
    if (s->give) return M_LAY + 24 * b + a;
    return M_LAY + 24 * a + b;
}

static int thumb_play(const G_State *s, IsRng *r, int eps) {
    int seat = s->turn, trump = s->trump;
    uint32_t hand = s->h[seat], opp = s->h[1 - seat], a = allowed(s, seat);
    if (eps > 0 && is_below(r, 100) < eps) {
        int k = is_below(r, popcount(a));
        for (int c = 0; c < 24; c++)
            if (a >> c & 1 && k-- == 0) return c;
    }
    if (s->lead < 0) {
        if (may_announce(s)) { /* the dearest marriage, its queen led */
            for (int su = 3; su >= 0; su--)
                if ((hand & pair_mask(su)) == pair_mask(su)) return su * 6 + 2;
        }
        int best = -1; /* a card the opponent cannot beat, the richest */
        for (int c = 0; c < 24; c++) {
            if (!(hand >> c & 1)) continue;
            uint32_t follow = opp & smask(suit(c)), beat;
            if (follow)
                beat = follow & ~((2u << c) - 1);
            else
                beat = trump >= 0 && suit(c) != trump ? opp & smask(trump) : 0;
            if (!beat && (best < 0 || PTS[c] > PTS[best])) best = c;
        }
        if (best >= 0 && PTS[best] >= 10) return best;
        uint32_t plain = 0;
        for (int c = 0; c < 24; c++)
            if (hand >> c & 1 && suit(c) != trump && !married(hand, c) && PTS[c] < 10) plain |= 1u << c;
        if (plain) return cheapest_of(plain, trump, hand);
        return best >= 0 ? best : cheapest_of(hand, trump, hand);
    }
    uint32_t win = 0;
    for (int c = 0; c < 24; c++)
        if (a >> c & 1 && beats(s->lead, c, trump)) win |= 1u << c;
    uint32_t own = win & smask(suit(s->lead));
    int best = -1; /* the richest winner of the suit led that breaks no marriage */
    for (int c = 0; c < 24; c++)
        if (own >> c & 1 && !married(hand, c) && (best < 0 || PTS[c] > PTS[best])) best = c;
    if (best >= 0) return best;
    if (win && PTS[s->lead] >= 10) return cheapest_of(win, trump, hand); /* a ten or an ace trumped */
    uint32_t lose = a & ~win;
    return cheapest_of(lose ? lose : a, trump, hand);
}

/* -- what the search asks of the game (engine/ai/ismcts_core.h) */

static int g_turn(const G_State *s) { return s->phase == P_DONE ? -1 : s->turn; }

/* the moves the search tries: the auction's lowest bid and the pass (a jump says nothing a
 * determinized opponent reads, and the raise after the talon names the contract); talon 0 only
 * (both lie face down: the same to choose); the lay-aways given for the root, else the heuristic's;
 * a kept contract and raises of up to ``rspan`` (80 unless said) in tens; announcing plays (never a quiet one); the redeal */
static int g_moves(const G_State *s, int *out) {
    int n = 0, seat = s->turn;
    if (s->phase == P_AUCTION) {
        int low = s->high < 0 ? s->opening : (s->bid / s->step + 1) * s->step;
        if (low <= max_contract(s, s->h[seat])) out[n++] = M_BID + low / 5;
        if (s->high >= 0) out[n++] = M_PASS;
        return n;
    }
    if (s->phase == P_TALON) {
        out[n++] = M_TALON;
        return n;
    }
    if (s->phase == P_LAY) {
        for (int i = 0; i < s->ncand; i++) out[n++] = s->cand[i];
        if (!n) out[n++] = heuristic_lay(s);
        return n;
    }
    if (s->phase == P_CONTRACT && nines_claim(s, seat)) out[n++] = M_REDEAL;
    if (s->phase == P_CONTRACT && !s->contract_set) {
        out[n++] = M_CONTRACT + s->contract / 5;
        int top = contract_top(s);
        for (int v = s->contract + 10; v <= top && v <= s->contract + s->rspan; v += 10) out[n++] = M_CONTRACT + v / 5;
        return n;
    }
    uint32_t a = allowed(s, seat);
    for (int c = 0; c < 24; c++)
        if (a >> c & 1) out[n++] = c;
    return n;
}

static int g_key(const G_State *s, int m, int me) {
    if (s->turn == me || m < M_LAY) return m;
    if (s->give) return K_GIVEN + (m - M_LAY) % 24; /* the card he gave the observer is seen */
    return K_LAYHID;
}

static void g_apply(G_State *s, int m) { apply(s, m); }

static int g_seen(G_State *s, int me) {
    int k = s->seen;
    (void)me; /* the talon is shown to both */
    s->seen = -1;
    return k;
}

/* place ``want`` cards of ``pool`` (shuffled) so none of ``bad`` goes to a region that bars it:
 * the opponent's hand first, then his lay-away, then the unused talon(s) */
static int place(G_State *s, const G_Hidden *h, const int *pool, int np) {
    uint32_t hand = 0, laid = 0, rest = 0;
    for (int i = 0; i < np; i++) {
        uint32_t b = 1u << pool[i];
        if (i < h->need)
            hand |= b;
        else if (i < h->need + h->n_laid)
            laid |= b;
        else
            rest |= b;
    }
    if (hand & h->no_opp || rest & h->no_out) return 0;
    s->h[h->opp] |= hand;
    s->laid |= laid;
    if (s->chosen < 0) { /* both talons unseen: the rest is split between them */
        s->talon[0] = s->talon[1] = 0;
        for (int i = h->need + h->n_laid, j = 0; i < np; i++, j++) s->talon[j < s->tsize ? 0 : 1] |= 1u << pool[i];
    } else {
        s->talon[1 - s->chosen] = rest;
    }
    return 1;
}

static void shuffle(int *a, int n, IsRng *r) {
    for (int i = n - 1; i > 0; i--) {
        int j = is_below(r, i + 1), t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

/* the hidden cards placed anew: uniform among the placings the view allows (by rejection; a
 * constrained fill when rejection keeps failing) */
static void g_determinize(G_State *s, const G_Hidden *h, IsRng *r) {
    int pool[24], np = 0;
    for (int c = 0; c < 24; c++)
        if (h->unknown >> c & 1) pool[np++] = c;
    for (int tries = 0; tries < 64; tries++) {
        shuffle(pool, np, r);
        if (place(s, h, pool, np)) return;
    }
    /* the fill, when the allowed placings are too rare to hit: the cards barred from both his hand
     * and the talon to his lay-away, those barred from his hand to the talon (else the lay-away),
     * those barred from the talon to his hand (else the lay-away), the rest where room is left */
    int talons = np - h->need - h->n_laid;
    int slot[3][24], ns[3] = {0, 0, 0}, cap[3] = {h->need, h->n_laid, talons}; /* his hand, lay-away, talon */
    int rest[24], nr = 0;
    for (int pass = 0; pass < 3; pass++)
        for (int i = 0; i < np; i++) {
            uint32_t b = 1u << pool[i];
            int no_opp = (h->no_opp & b) != 0, no_out = (h->no_out & b) != 0;
            int want[2] = {-1, -1};
            if (pass == 0 && no_opp && no_out) want[0] = 1;
            if (pass == 1 && no_opp && !no_out) want[0] = 2, want[1] = 1;
            if (pass == 2 && no_out && !no_opp) want[0] = 0, want[1] = 1;
            for (int k = 0; k < 2 && want[k] >= 0; k++)
                if (ns[want[k]] < cap[want[k]]) {
                    slot[want[k]][ns[want[k]]++] = pool[i];
                    break;
                }
            if (pass == 2 && !(no_opp || no_out)) rest[nr++] = pool[i];
        }
    for (int i = 0, r = 0; i < 3; i++)
        while (ns[i] < cap[i] && r < nr) slot[i][ns[i]++] = rest[r++];
    np = 0;
    for (int i = 0; i < 3; i++)
        for (int j = 0; j < ns[i]; j++) pool[np++] = slot[i][j];
    G_Hidden loose = *h;
    loose.no_opp = loose.no_out = 0;
    place(s, &loose, pool, np);
}

static int g_playout(const G_State *s, IsRng *r, int policy) {
    switch (s->phase) {
    case P_AUCTION: /* the high bidder keeps it: pass when one may, else the opening */
        return s->high >= 0 ? M_PASS : M_BID + s->opening / 5;
    case P_TALON:
        return M_TALON;
    case P_LAY:
        return heuristic_lay(s);
    case P_CONTRACT:
        if (!s->contract_set) return M_CONTRACT + s->contract / 5;
        /* fall through */
    default:
        return thumb_play(s, r, policy < 0 ? 100 : policy);
    }
}

static double g_value(const G_State *s, int seat) {
    double v = (s->delta[seat] - s->delta[1 - seat]) / REWARD_SCALE;
    return v > 1.0 ? 1.0 : v < -1.0 ? -1.0 : v;
}

/* -- the Python interface */

static int mask_arg(PyObject *d, const char *key, uint32_t *out) {
    PyObject *o = PyDict_GetItemString(d, key);
    if (!o) {
        PyErr_Format(PyExc_KeyError, "%s", key);
        return -1;
    }
    unsigned long v = PyLong_AsUnsignedLong(o);
    if (v == (unsigned long)-1 && PyErr_Occurred()) return -1;
    *out = (uint32_t)v;
    return 0;
}

static int int_arg(PyObject *d, const char *key, int *out) {
    PyObject *o = PyDict_GetItemString(d, key);
    if (!o) {
        PyErr_Format(PyExc_KeyError, "%s", key);
        return -1;
    }
    long v = PyLong_AsLong(o);
    if (v == -1 && PyErr_Occurred()) return -1;
    *out = (int)v;
    return 0;
}

/* make(dict) -> state: every field by name (engine/ai/ismcts_two.py's state_of_view, the tests) */
static PyObject *py_make(PyObject *self, PyObject *d) {
    if (!PyDict_Check(d)) {
        PyErr_SetString(PyExc_TypeError, "make takes a dict");
        return NULL;
    }
    G_State s;
    memset(&s, 0, sizeof s);
    uint32_t h0, h1, t0, t1, laid;
    int v[30];
    static const char *names[] = {"bid",     "contract", "cp0",      "cp1",          "mar0",      "mar1",
                                  "phase",   "turn",     "first",    "high",         "declarer",  "chosen",
                                  "contract_set", "lead", "leadseat", "trump",       "tricks",    "tw0",
                                  "tw1",     "dec_announced", "step", "opening",    "tsize",     "give",
                                  "sweep",   "ftm",      "must_trump", "above120",   "exact",     "locked0"};
    if (mask_arg(d, "h0", &h0) || mask_arg(d, "h1", &h1) || mask_arg(d, "talon0", &t0) ||
        mask_arg(d, "talon1", &t1) || mask_arg(d, "laid", &laid))
        return NULL;
    for (int i = 0; i < 30; i++)
        if (int_arg(d, names[i], &v[i])) return NULL;
    int locked1;
    if (int_arg(d, "locked1", &locked1)) return NULL;
    s.h[0] = h0, s.h[1] = h1, s.talon[0] = t0, s.talon[1] = t1, s.laid = laid;
    s.bid = (int16_t)v[0], s.contract = (int16_t)v[1];
    s.cp[0] = (int16_t)v[2], s.cp[1] = (int16_t)v[3], s.mar[0] = (int16_t)v[4], s.mar[1] = (int16_t)v[5];
    s.phase = (int8_t)v[6], s.turn = (int8_t)v[7], s.first = (int8_t)v[8], s.high = (int8_t)v[9];
    s.declarer = (int8_t)v[10], s.chosen = (int8_t)v[11], s.contract_set = (int8_t)v[12];
    s.lead = (int8_t)v[13], s.leadseat = (int8_t)v[14], s.trump = (int8_t)v[15], s.tricks = (int8_t)v[16];
    s.tw[0] = (int8_t)v[17], s.tw[1] = (int8_t)v[18], s.dec_announced = (int8_t)v[19];
    s.step = (int8_t)v[20], s.opening = (int8_t)v[21], s.tsize = (int8_t)v[22], s.give = (int8_t)v[23];
    s.sweep = (int8_t)v[24], s.ftm = (int8_t)v[25], s.must_trump = (int8_t)v[26], s.above120 = (int8_t)v[27];
    s.exact = (int8_t)v[28], s.locked[0] = (int8_t)v[29], s.locked[1] = (int8_t)locked1;
    s.seen = -1;
    if (s.step <= 0 || s.step % 5 || s.tsize < 2 || s.tsize > 3 || s.phase < 0 || s.phase > P_PLAY) {
        PyErr_SetString(PyExc_ValueError, "not a state the core plays");
        return NULL;
    }
    s.rspan = 80;
    PyObject *rspan = PyDict_GetItemString(d, "rspan");
    if (rspan) {
        long r = PyLong_AsLong(rspan);
        if (r == -1 && PyErr_Occurred()) return NULL;
        if (r < 0 || r > 400) {
            PyErr_SetString(PyExc_ValueError, "rspan must be 0 to 400");
            return NULL;
        }
        s.rspan = (int16_t)r;
    }
    PyObject *cand = PyDict_GetItemString(d, "cand");
    if (cand) {
        PyObject *seq = PySequence_Fast(cand, "cand must be a sequence of moves");
        if (!seq) return NULL;
        Py_ssize_t n = PySequence_Fast_GET_SIZE(seq);
        for (Py_ssize_t i = 0; i < n && i < NCAND; i++) {
            long m = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, i));
            if (m == -1 && PyErr_Occurred()) {
                Py_DECREF(seq);
                return NULL;
            }
            s.cand[s.ncand++] = (int16_t)m;
        }
        Py_DECREF(seq);
    }
    return ismcts_from_state(&s);
}

static PyObject *py_moves(PyObject *self, PyObject *arg) {
    G_State s;
    if (ismcts_to_state(arg, &s) < 0) return NULL;
    int mv[G_MAXMOVES], n = s.phase == P_DONE ? 0 : g_moves(&s, mv);
    PyObject *out = PyList_New(n);
    if (!out) return NULL;
    for (int i = 0; i < n; i++) PyList_SET_ITEM(out, i, PyLong_FromLong(mv[i]));
    return out;
}

/* info(state) -> dict of the fields the engine's deal has too (for the tests' comparison) */
static PyObject *py_info(PyObject *self, PyObject *arg) {
    G_State s;
    if (ismcts_to_state(arg, &s) < 0) return NULL;
    return Py_BuildValue(
        "{s:(kk),s:(kk),s:i,s:i,s:i,s:i,s:i,s:i,s:i,s:k,s:(ii),s:(ii),s:(ii),s:i,s:i,s:i,s:(ii),s:i,s:i}", "hands",
        (unsigned long)s.h[0], (unsigned long)s.h[1], "talons", (unsigned long)s.talon[0],
        (unsigned long)s.talon[1], "phase", s.phase, "turn", s.turn, "bid", s.bid, "high", s.high,
        "declarer", s.declarer, "contract", s.contract, "chosen", s.chosen, "laid", (unsigned long)s.laid,
        "card_points", s.cp[0], s.cp[1], "marriages", s.mar[0], s.mar[1], "tricks_won", s.tw[0], s.tw[1], "trump",
        s.trump, "lead", s.lead, "tricks", s.tricks, "delta", s.delta[0], s.delta[1], "redealt", s.redealt,
        "done", s.phase == P_DONE);
}

static int hidden_arg(PyObject *d, G_Hidden *h) {
    int need, n_laid, opp;
    if (mask_arg(d, "unknown", &h->unknown) || mask_arg(d, "no_opp", &h->no_opp) ||
        mask_arg(d, "no_out", &h->no_out) || int_arg(d, "need", &need) || int_arg(d, "n_laid", &n_laid) ||
        int_arg(d, "opp", &opp))
        return -1;
    h->need = need, h->n_laid = n_laid, h->opp = opp;
    return 0;
}

/* the hidden cards must fill the opponent's hand, his lay-away and the unused talon(s) exactly */
static int check_hidden(const G_State *s, const G_Hidden *h) {
    int talons = s->chosen < 0 ? 2 * s->tsize : s->tsize;
    if (h->opp < 0 || h->opp > 1 || h->need < 0 || h->n_laid < 0 ||
        popcount(h->unknown) != h->need + h->n_laid + talons || (h->unknown & (s->h[0] | s->h[1] | s->laid))) {
        PyErr_SetString(PyExc_ValueError, "the hidden cards do not add up");
        return -1;
    }
    return 0;
}

/* determinize(state, hidden, seed) -> state: one placing of the hidden cards (the tests) */
static PyObject *py_determinize(PyObject *self, PyObject *args) {
    PyObject *b, *hd;
    unsigned long long seed;
    if (!PyArg_ParseTuple(args, "OO!K", &b, &PyDict_Type, &hd, &seed)) return NULL;
    G_State s;
    G_Hidden h;
    if (ismcts_to_state(b, &s) < 0 || hidden_arg(hd, &h) < 0 || check_hidden(&s, &h) < 0) return NULL;
    IsRng r = {seed};
    g_determinize(&s, &h, &r);
    return ismcts_from_state(&s);
}

/* search(state, hidden, me, iterations, seed, c, policy[, seconds, stop]) -> [(move, visits, mean reward)]:
 * stopped after ``seconds`` (0: no limit) or once ``stop()`` is true (asked every few hundred iterations) */
static PyObject *py_search(PyObject *self, PyObject *args) {
    PyObject *b, *hd, *stop = NULL;
    int me, policy;
    long iters;
    unsigned long long seed;
    double cexp, seconds = 0.0;
    if (!PyArg_ParseTuple(args, "OO!ilKdi|dO", &b, &PyDict_Type, &hd, &me, &iters, &seed, &cexp, &policy, &seconds,
                          &stop))
        return NULL;
    G_State s;
    G_Hidden h;
    if (ismcts_to_state(b, &s) < 0 || hidden_arg(hd, &h) < 0 || check_hidden(&s, &h) < 0) return NULL;
    if (h.opp != 1 - me) {
        PyErr_SetString(PyExc_ValueError, "the hidden cards are the other seat's");
        return NULL;
    }
    s.seen = -1;
    return ismcts_search_limited_py(&s, &h, me, iters, (uint64_t)seed, cexp, policy, seconds, stop);
}

static PyMethodDef methods[] = {
    {"make", py_make, METH_O, "A state from a dict of its fields (see engine/ai/ismcts_two.py)."},
    {"legal", ismcts_legal_py, METH_O, "The legal moves of a state, as move numbers."},
    {"moves", py_moves, METH_O, "The moves the search tries in a state."},
    {"apply", ismcts_apply_py, METH_VARARGS, "The state after a legal move."},
    {"playout", ismcts_playout_py, METH_VARARGS, "The play-outs' move in a state: playout(state, seed, policy)."},
    {"info", py_info, METH_O, "A state's fields as a dict."},
    {"determinize", py_determinize, METH_VARARGS, "One placing of the hidden cards: determinize(state, hidden, seed)."},
    {"search", py_search, METH_VARARGS, "ISMCTS for the seat to act: [(move, visits, mean)]."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_ismcts_two",
                                    "The two-player 1000s' rules and an ISMCTS.", -1, methods};

PyMODINIT_FUNC PyInit__ismcts_two(void) {
    PyObject *m = PyModule_Create(&module);
    if (m && PyModule_AddIntConstant(m, "VERSION", ISMCTS_TWO_VERSION) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
