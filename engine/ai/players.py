"""The computer players: easy, normal and hard (the all-seeing oracle, for measurement only, is
in ``tools/ai/oracle.py``).

A player sees a seat's view (``engine.view.SeatView``) and chooses among ``view.legal``; it never
receives the game state. Decisions are deterministic for a seed: every random choice comes from a
generator seeded by the player's seed and the view, and search is bounded by a node budget. A
time budget and a cancel callable are safety limits on top (when they cut a search the result may
depend on the machine's speed).
"""

from __future__ import annotations

import math
import random
import time

from .. import cards as C
from ..actions import Action
from ..phase import Phase
from . import heuristics as H
from . import likelihood as L
from .base import ComputerPlayer, Evaluation, Figure
from .solver import COMPILED, Budget, Position, Solver, apply_move
from .worlds import count_worlds, sample_worlds


def _target_score(rules) -> int:
    return 1001 if rules.win_over_1000 else 1000


def _ranked(chosen, figures: dict) -> list:
    """The figures best first, the chosen action first among equals."""
    return sorted(figures.values(), key=lambda f: (-f.value, f.action != chosen))


class Player(ComputerPlayer):
    """1000's decision flow (three and four seats); the levels differ in evaluation and card play."""

    counting = True

    def __init__(
        self, seed: int = 0, time_budget: float | None = None, max_nodes: int | None = None, cancel=None, **opts
    ):
        super().__init__(seed, time_budget, max_nodes, cancel, **opts)
        self._plan: dict | None = None

    def _rng(self, v) -> random.Random:
        return self.seeded(v.seat, v.dealer, v.hand, len(v.history), v.scores, v.tricks_played)

    def stat_phase(self, v, a):
        return v.phase if v.phase != Phase.CONTRACT or a.kind != "play" else Phase.PLAY

    def _choose(self, v):
        k = self.by_kind(v)
        if v.phase == Phase.AUCTION:
            return self.auction(v, k)
        if "give" in k:
            return self.exchange(v, k)
        if "contract" in k:
            return self.raise_contract(v, k)
        if "play" in k:
            return self.play(v)
        return v.legal[0]

    def _safe(self, v):
        k = self.by_kind(v)
        if "play" in k:
            return H.rule_play(v, True)
        for kind in ("pass", "give", "contract", "bid"):
            if kind in k:
                return k[kind][0]
        return v.legal[0]

    def claim(self, v):
        """Out of turn: a redeal claim (or look / unhide) this seat wants to make, else None."""
        k = self.by_kind(v)
        if "redeal" in k and self.want_redeal(v):
            return k["redeal"][0]
        if "look" in k and v.seat != v.turn:
            return k["look"][0]
        if "unhide" in k and self.want_unhide(v):
            return k["unhide"][0]
        return None

    # ------------------------------------------------------------ evaluation

    def hand_estimate(self, v) -> float:
        """Expected points as declarer with this hand after taking the talon."""
        # the same hand is valued the same whatever the score or the bidding so far
        rng = random.Random(f"{self.seed}:talon:{v.hand}")
        unseen = C.cards_of(v.unseen())
        n = self.opts.get("talon_samples", 16)
        samples = [rng.sample(unseen, 3) for _ in range(n)] if len(unseen) >= 3 else [[]]
        return H.talon_expectation(v.hand, v.unseen(), v.rules, samples)

    # calibration (docs/ai-history.md): on random deals the double-dummy value of the declarer's hand
    # after the heuristic give is about estimate - 12, with a spread (sd) of about 24 points
    EST_BIAS = 12.0
    EST_SCALE = 13.0  # logistic scale matching sd 24

    def margin(self, v) -> float:
        return self.EST_BIAS + 5.0

    def p_make(self, est: float, contract: int) -> float:
        x = (est - self.EST_BIAS - contract) / self.EST_SCALE
        return 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, x))))

    def max_bid(self, v) -> float:
        est = self.hand_estimate(v)
        return self._score_sheet(v, est, est - self.margin(v))

    def _score_sheet(self, v, est: float, limit: float) -> float:
        """The bid limit adjusted for the score sheet (the barrel, the end of the game)."""
        me = v.seat
        r = v.rules
        target = _target_score(r)
        # the score sheet: on the barrel a made 120 wins the game; near the end bid boldly
        if v.barrel and v.barrel[me] is not None and est - self.EST_BIAS >= 105:
            limit = max(limit, 120)
        if v.scores[me] + 120 >= target and est - self.EST_BIAS >= 108:
            limit = max(limit, min(est - self.EST_BIAS + 5, 125))
        # an opponent on the barrel wins as declarer: contest the talon harder
        for s in v.seats:
            if s != me and v.barrel and v.barrel[s] is not None and s not in v.passed:
                limit += 10
        # far behind while someone is near the end: take more risk
        lead = max(v.scores[s] for s in v.seats if s != me)
        if lead >= 800 and v.scores[me] < lead - 300:
            limit += 5
        return limit

    # ------------------------------------------------------------ auction

    def auction(self, v, k):
        if "redeal" in k and self.want_redeal(v):
            return k["redeal"][0]
        if "look" in k:
            return k["look"][0]
        if "unhide" in k and self.want_unhide(v):
            return k["unhide"][0]
        bids = sorted(k.get("bid", []), key=lambda a: a.value)
        if "pass" not in k:
            if bids:
                # the compulsory opening: the lowest bid (or more with a strong hand)
                return bids[0]
            return (k.get("blind") or v.legal)[0]
        if bids and v.hand:
            lim = self.max_bid(v)
            chosen = bids[0] if bids[0].value <= lim else k["pass"][0]
            self._note_bid(v, chosen, bids[0], lim)
            return chosen
        return k["pass"][0]

    def _note_bid(self, v, chosen, lowest, limit) -> None:
        """The searching level keeps the figures its bid came from (``evaluate``)."""

    def want_unhide(self, v) -> bool:
        if not v.hand:
            return False
        return self.hand_estimate(v) - self.margin(v) >= v.bid + 5

    def want_redeal(self, v) -> bool:
        """A redeal wipes the deal: good for a defender, for a declarer in trouble, or for a
        bidder with a poor hand."""
        me = v.seat
        if v.declarer is None:
            return self.hand_estimate(v) - self.EST_BIAS < 88
        if me != v.declarer:
            return True  # the declarer usually makes his contract: cancel it
        hand = v.hand
        if C.count(hand) > 8:
            (a, b), _ = H.best_give(hand, v.rules)
            hand &= ~(1 << a) & ~(1 << b)
        return self.p_make(self.eval8(hand, v.rules), v.contract or 100) < 0.3

    def eval8(self, hand: int, rules) -> float:
        """Expected declarer points of an 8-card hand (on this level's scale)."""
        return H.estimate(hand, rules)

    # ------------------------------------------------------------ exchange

    def concession_values(self, v, k, contract: int) -> dict:
        """Relative value (me minus the opponents' mean) of each concession the rules offer."""
        r = v.rules
        out = {}
        me = v.seat
        if "rospis" in k:
            each = {"sixty": 60, "half_up5": -(-contract // 10) * 5, "half_up10": -(-contract // 20) * 10}.get(
                r.rospis_defenders, 60
            )
            n = v.rospis[me] + 1 if v.rospis else 1
            cost = "none" if r.spisat else r.rospis_cost
            lose = {
                "every_third": r.penalty if n % 3 == 0 else 0,
                "none": 0,
                "bolt": r.penalty / 3,
                "bid": contract,
                "bid_every_third": contract if n % 3 == 0 else 0,
            }.get(cost, 0)
            out["rospis"] = -lose - each
        if "spisat" in k:
            out["spisat"] = -contract
        if "give_up" in k:
            out["give_up"] = -contract - 50
        if "surrender" in k:
            out["surrender"] = -2 * contract - 120
        return out

    def play_value(self, v, p: float, contract: int) -> float:
        mult = 2 if (v.golden or v.blind_deal) else 1
        me = v.seat
        win = 0.0
        if v.scores[me] + contract >= _target_score(v.rules) or (
            v.barrel and v.barrel[me] is not None and contract >= 120
        ):
            win = 250.0
        return p * (contract * mult + win) - (1 - p) * contract * mult - 30.0

    def exchange(self, v, k):
        hand10 = v.hand
        pair, _ = H.best_give(hand10, v.rules)
        est = self.eval8(hand10 & ~(1 << pair[0]) & ~(1 << pair[1]), v.rules)
        contract = v.contract
        p = self.p_make(est, contract)
        leave = self._leave_the_deal(v, k, p, contract)
        if leave is not None:
            return leave
        self._plan = {"est": est, "deal": self._deal_key(v)}
        return self._give_action(v, k, pair)

    def _leave_the_deal(self, v, k, p, contract):
        """A way out of a deal that looks bad: a redeal claim when the contract is likely lost,
        else the concession worth more than playing on (None: play it)."""
        if "redeal" in k and p < 0.3:
            return k["redeal"][0]
        conc = self.concession_values(v, k, contract)
        if conc:
            kind, val = max(conc.items(), key=lambda x: x[1])
            if val > self.play_value(v, p, contract):
                return k[kind][0]
        return None

    def _give_action(self, v, k, pair):
        a, b = H.order_give(v, pair)
        for act in k["give"]:
            if act.value == (a, b):
                return act
        return k["give"][0]

    def _deal_key(self, v):
        return (v.dealer, tuple(v.scores), v.declarer, v.bid)

    def raise_contract(self, v, k):
        vals = sorted(a.value for a in k["contract"])
        plan = self._plan or {}
        est = plan.get("est")
        if est is None or plan.get("deal") != self._deal_key(v) or plan.get("given", v.given_known) != v.given_known:
            est = self.eval8(v.hand, v.rules)
        best = max(vals, key=lambda c: (self.play_value(v, self.p_make(est, c), c), -c))
        return next(a for a in k["contract"] if a.value == best)

    # ------------------------------------------------------------ play

    def play(self, v):
        return H.rule_play(v, self.counting)


class EasyPlayer(Player):
    """A casual player: counts his points and marriages, plays high cards and wins when he can."""

    level = "easy"
    counting = False

    def hand_estimate(self, v) -> float:
        hand = v.hand
        mv = H.marriage_values(v.rules)
        pairs = sum(mv[s] for s in range(4) if hand & C.MARRIAGE_MASK[s] == C.MARRIAGE_MASK[s])
        aces = C.count(hand & C.ACES)
        return C.points(hand) + pairs + 10 * aces + 15

    def margin(self, v) -> float:
        return 0.0

    def max_bid(self, v) -> float:
        return self.hand_estimate(v)

    def want_redeal(self, v) -> bool:
        if v.declarer is None:
            return self.hand_estimate(v) < 100
        return v.seat != v.declarer

    def exchange(self, v, k):
        low = sorted(C.cards_of(v.hand), key=lambda c: (C.POINTS[c], c))[:2]
        # keep marriages together
        keep = [c for c in C.cards_of(v.hand) if not H.keeps_marriage(v.hand, c)]
        low = sorted(keep, key=lambda c: (C.POINTS[c], c))[:2] if len(keep) >= 2 else low
        self._plan = None
        return self._give_action(v, k, tuple(low))

    def raise_contract(self, v, k):
        return min(k["contract"], key=lambda a: a.value)


class NormalPlayer(Player):
    """Rules of thumb with card counting (played cards, voids, failures to trump)."""

    level = "normal"
    counting = True


class HardPlayer(Player):
    """Search: worlds consistent with the view, each solved double-dummy; the best expected result.

    Options: ``worlds`` (samples per card decision, default 64 with the compiled search, 16 in
    pure Python; every world is used when at most ``enumerate_below`` = 60 remain),
    ``max_nodes`` (search nodes per decision, default 400,000 compiled, 25,000 in pure Python),
    ``time_budget`` (seconds, a safety limit, default 0.25 for a card and 0.9 for the exchange),
    ``exchange_nodes`` (the exchange's node budget, default 16 × ``max_nodes``; 4 × in pure Python),
    ``exact_tricks`` (exact values once this many tricks or fewer remain, default 5; before that
    the search asks only "is the contract made?"), ``talon_samples`` (talons the bid is valued
    over, default 64), ``own_worlds`` (worlds solved again for one's own points once the
    contract's fate is settled, default 16; 0: ties go to the rules of thumb), ``dec_own`` (the
    declarer does so too, default 1).
    """

    level = "hard"
    counting = True

    def __init__(self, seed: int = 0, **opts):
        if COMPILED:
            # the compiled search is some 40 times faster: more worlds, exact values throughout
            for k, val in (("worlds", 64), ("gives", 8), ("exchange_worlds", 16)):
                opts.setdefault(k, val)
        # the bid's fitted value over 64 sampled talons (normal keeps 16): with 64 worlds a card,
        # +0.60 [0.09, 1.12] points per deal over 2,600 duplicate deals (docs/ai-history.md)
        opts.setdefault("talon_samples", 64)
        super().__init__(seed, **opts)
        if self.max_nodes is None:
            self.max_nodes = 400000 if COMPILED else 25000

    def _nodes(self) -> int:
        """The node budget of one card decision (set in __init__ when not given)."""
        assert self.max_nodes is not None
        return self.max_nodes
        self._tt = Solver.new_table()
        self._tt_key = None

    # -------------------------------------------------------- solver plumbing

    def _solver(self, v, deadline, nodes, dec=None, slot="_tt"):
        """A solver for this deal with ``dec`` (default: the declarer) as the declarer; the
        transposition table (attribute ``slot``) is kept for the deal and that declarer."""
        r = v.rules
        mv = H.marriage_values(r)
        dec = v.declarer if dec is None else dec
        if r.barrel_no_marriages and r.barrel_mode == "barrel" and v.barrel and v.barrel[dec] is not None:
            mv = {s: 0 for s in range(4)}
        pos_dec = v.seats.index(dec)
        key = (self._deal_key(v), pos_dec, dec)
        table = getattr(self, slot, None)
        if key != getattr(self, slot + "_key", None) or table is None or len(table) > 400000:
            table = Solver.new_table()
            setattr(self, slot, table)
            setattr(self, slot + "_key", key)
        s = Solver(
            pos_dec,
            mv,
            must_trump=r.must_trump,
            first_trick_marriage=r.first_trick_marriage,
            ace_marriage=r.ace_marriage,
            only_owner_leads_trump=r.only_owner_leads_trump,
            max_nodes=nodes,
            deadline=deadline,
            cancel=self.cancel,
        )
        s.tt = table
        return s

    def position(self, v, hands_by_seat: dict) -> Position:
        seats = v.seats
        pos_of = {s: i for i, s in enumerate(seats)}
        owner = v.trump_owner if v.trump is not None else None
        leader = v.leader
        return Position(
            [hands_by_seat[s] for s in seats],
            pos_of[leader],
            [(pos_of[s], c) for s, c in v.trick],
            v.trump,
            pos_of[owner] if owner is not None else None,
            v.tricks_played,
        )

    # -------------------------------------------------------- card play

    def play(self, v):
        plays = H.plain_plays(v)
        if len(plays) == 1:
            return plays[0]
        budget = self.time_budget if self.time_budget is not None else 0.25
        deadline = time.perf_counter() + budget
        weighted = self._card_worlds(v)
        exact = 8 - v.tricks_played <= self.opts.get("exact_tricks", 5)
        return self._best_card(v, plays, weighted, exact, deadline, self.max_nodes)

    def _card_worlds(self, v) -> list:
        """[(the other hands by seat, weight)]: worlds consistent with the view."""
        rng = self._rng(v)
        n = self.opts.get("worlds", 16)
        eb = self.opts.get("enumerate_below", 60)
        if self.opts.get("weighting", 1):
            # weight the worlds by the likelihood of the public record: importance weights over
            # every world when few remain, else resampling from more uniform candidates
            cands = sample_worlds(v, rng, n * self.opts.get("oversample", 4), eb)
            wts = L.weights(v, cands)
            if len(cands) <= max(n, eb) and count_worlds(v) == len(cands):
                return list(zip(cands, wts))
            return L.resample(cands, wts, n, rng)
        return [(w, 1.0) for w in sample_worlds(v, rng, n, eb)]

    def _best_card(self, v, plays, weighted, exact, deadline, nodes):
        """The card of best mean result over the worlds: the contract (made or not, or with
        ``exact`` its points too) while it is in play, one's own points once it is settled."""
        fallback = H.rule_play(v, True)
        solver = self._solver(v, deadline, None)
        solver.max_nodes = nodes
        dec = v.declarer
        me = v.seat
        taken = v.card_points.get(dec, 0) + v.marriages.get(dec, 0)
        contract = v.contract
        need = contract - taken
        # the points against the contract: what they are worth to my score relative to the others'
        pts_w = self.opts.get("dec_points", 0.5) if me == dec else -self.opts.get("def_points", 0.25)
        sign = 1 if me == dec else -1
        # a defender scores his own marriages (the solver's value is the declarer's points only)
        totals = {a: (0.0 if me == dec else float(H.own_announcement(v, a.value))) for a in plays}
        own = dict(totals)
        done = 0
        fates = set()
        made_in = dict.fromkeys(plays, 0)  # the worlds where the contract is made after each card
        for w, wt in weighted:
            hands = dict(w)
            hands[me] = v.hand
            pos = self.position(v, hands)
            row = {}
            row_made = {}
            try:
                for a in plays:
                    nxt, gained = apply_move(solver, pos, a.value)
                    if exact:
                        val = taken + gained + solver.value(nxt)
                        made = val >= contract
                        row[a] = sign * (contract if made else -contract) + pts_w * val
                    else:
                        made = solver.reaches(nxt, need - gained)
                        row[a] = sign * (contract if made else -contract)
                    row_made[a] = made
                    fates.add(made)
            except Budget:
                break
            for a in plays:
                totals[a] += wt * row[a]
                made_in[a] += bool(row_made[a])
            done += 1
        if not done:
            return fallback
        z = sum(wt for _, wt in weighted[:done]) or 1.0
        totals = {a: own[a] + (totals[a] - own[a]) / z for a in plays}
        unit = "points"
        if len(fates) == 1 and done == len(weighted) and (sign < 0 or not exact):
            mine = self._own_points(v, weighted, plays, deadline, nodes)
            if mine:
                totals = mine
                unit = "own_points"
        chosen = self._pick_card(v, plays, totals, sign, dec, fallback)
        self.note(
            Evaluation(
                "card",
                unit,
                _ranked(chosen, {a: Figure(a, totals[a], done, made_in[a]) for a in plays}),
                done,
                contract,
                {"declarer": dec, "exact": exact},
            )
        )
        return chosen

    def _pick_card(self, v, plays, totals, sign, dec, fallback):
        """Among the cards of best value, the one the rules of thumb would rank higher."""
        best = max(totals.values())
        tied = [a for a in plays if totals[a] >= best - 1e-6 * (1 + abs(best))]
        if sign < 0 and len(v.trick) == 2 and len(tied) > 1:
            tied = self._selfish(v, tied)
        if fallback in tied:
            return fallback
        # among equals prefer what the rules of thumb would rank higher: keep points for the side
        return (
            tied[0]
            if len(tied) == 1
            else min(tied, key=lambda a: (C.POINTS[a.value], a.value))
            if sign < 0 and v.trick and H.trick_winner(v.trick, v.trump) == dec
            else tied[0]
        )

    def _own_points(self, v, weighted, plays, deadline, nodes) -> dict | None:
        """Once the contract's fate is the same whatever anyone plays (in every world), points
        are all that is left to play for: the declarer's keep the defenders' score down, and a
        defender's partner of this deal scores for himself. Each card is valued by the points
        this player takes from here, the two others playing against him (for a defender: a
        search with him in the declarer's chair), within the card's own time limit."""
        n = self.opts.get("own_worlds", 16)
        if n <= 0 or (v.seat == v.declarer and not self.opts.get("dec_own", 1)):
            return None
        slot = "_tt" if v.seat == v.declarer else "_own_tt"
        solver = self._solver(v, deadline, nodes, dec=v.seat, slot=slot)
        totals = {a: 0.0 for a in plays}
        z = 0.0
        try:
            for w, wt in weighted[:n]:
                hands = dict(w)
                hands[v.seat] = v.hand
                pos = self.position(v, hands)
                row = {}
                for a in plays:
                    nxt, gained = apply_move(solver, pos, a.value)
                    row[a] = gained + solver.value(nxt)
                for a in plays:
                    totals[a] += wt * row[a]
                z += wt
        except Budget:
            pass
        if z <= 0:
            return None
        return {a: t / z for a, t in totals.items()}

    @staticmethod
    def _selfish(v, tied: list) -> list:
        """The last hand of a trick, among cards the search values the same: the search counts
        only the declarer's points, but the other defender scores for himself — take the
        trick's points rather than let him, and give him none (a marriage card stays home)."""
        pts = sum(C.POINTS[c] for _, c in v.trick)

        def mine(a):
            won = H.trick_winner(v.trick + [(v.seat, a.value)], v.trump) == v.seat
            gain = pts + C.POINTS[a.value] if won else -C.POINTS[a.value]
            return gain - 40 * H.keeps_marriage(v.hand, a.value)

        top = max(mine(a) for a in tied)
        return [a for a in tied if mine(a) == top]

    # -------------------------------------------------------- exchange

    def exchange(self, v, k):
        hand10 = v.hand
        r = v.rules
        contract = v.contract
        rng = self._rng(v)
        budget = self.time_budget if self.time_budget is not None else 0.9
        deadline = time.perf_counter() + budget
        cands = H.ranked_gives(hand10, r, self.opts.get("gives", 5))
        seats = v.seats
        me = v.seat
        i = seats.index(me)
        s1, s2 = seats[(i + 1) % 3], seats[(i + 2) % 3]
        dealt = self._give_worlds(v, hand10, rng)
        # the node budget must let every give be solved in every world: at 4 card decisions'
        # worth often only the first few gives of 8 were, and the choice was among those
        # (docs/ai-history.md: 16 decisions' worth scored +0.68 a deal)
        nodes = self.opts.get("exchange_nodes", self._nodes() * self.EXCHANGE_NODES)
        solver = self._solver(v, deadline, nodes)
        exact = self.opts.get("exchange_exact", 1 if COMPILED else 0)
        results = []  # (P(make), worlds solved, heuristic, pair, exact values or None)
        for pair, hval in cands:
            a, b = H.order_give(v, pair)
            made = []
            try:
                for h1, h2 in dealt:
                    hands = {me: hand10 & ~(1 << a) & ~(1 << b), s1: h1 | (1 << a), s2: h2 | (1 << b)}
                    pos = Position([hands[s] for s in seats], i, (), None, None, 0)
                    made.append(solver.value(pos) if exact else solver.reaches(pos, contract))
            except Budget:
                pass
            if made:
                p = self._dd_p(made, contract) if exact else sum(made) / len(made)
                results.append((p, len(made), hval, (a, b), made if exact else None))
            if time.perf_counter() > deadline:
                break
        # how many gives were solved in every world (a budget too small leaves some out)
        self.exchange_solved = (sum(1 for x in results if x[1] == len(dealt)), len(cands))
        if not results:
            return super().exchange(v, k)
        results.sort(key=lambda x: (-x[0], -(sum(x[4]) / len(x[4]) if x[4] else 0), -x[2]))
        p, nmade, hval, pair, vals = results[0]
        # shrink towards the fitted evaluator when few worlds were solved
        est = H.fitted_estimate(hand10 & ~(1 << pair[0]) & ~(1 << pair[1]), r)
        p = (p * nmade + self.p_make(est, contract)) / (nmade + 1)
        leave = self._leave_the_deal(v, k, p, contract)
        self._note_gives(v, results, contract, exact, leave, p, self._marriage_gifts(hand10, results, dealt))
        if leave is not None:
            return leave
        self._plan = {
            "deal": self._deal_key(v),
            "given": {s1: pair[0], s2: pair[1]},  # the plan holds for this give only
            "p": p,
            "est": est,
            "pair": pair,
            "worlds": dealt,
            "deadline": deadline,
            "values": vals,
        }
        for act in k["give"]:
            if act.value == pair:
                return act
        return self._give_action(v, k, pair)

    def _give_worlds(self, v, hand10: int, rng) -> list:
        """[(h1, h2)]: the defenders' seven cards before the give in ``exchange_worlds`` worlds
        drawn from the cards the declarer does not hold (his ten after the talon), resampled by
        the likelihood of their bids and passes."""
        unseen = C.cards_of(C.ALL & ~hand10)
        nw = self.opts.get("exchange_worlds", 8)
        seats = v.seats
        i = seats.index(v.seat)
        s1, s2 = seats[(i + 1) % 3], seats[(i + 2) % 3]
        over = self.opts.get("oversample", 4) if self.opts.get("weighting", 1) else 1
        cand = []
        for _ in range(nw * over):
            u = list(unseen)
            rng.shuffle(u)
            cand.append((C.mask(u[:7]), C.mask(u[7:14])))
        if over <= 1:
            return cand
        # the defenders' bids and passes make some of their hands likelier
        lws = [L.world_log_weight(v, {s1: h1, s2: h2}, plays=[]) for h1, h2 in cand]
        mx = max(lws)
        wts = [math.exp(x - mx) for x in lws]
        z = sum(wts)
        picked = L.resample(cand, [x / z for x in wts], nw, rng)
        return [w for w, cnt in picked for _ in range(int(cnt))] if len(cand) > nw else cand

    @staticmethod
    def _marriage_gifts(hand10, results, dealt) -> dict:
        """For each give tried: each king or queen given, its partner, and in how many of the
        worlds the give was solved in its receiver holds that partner (None: the partner stays in
        the declarer's hand, or goes with the same give to the other defender)."""
        out = {}
        for _, n, _, pair, _ in results:
            kept = hand10 & ~(1 << pair[0]) & ~(1 << pair[1])
            gifts: list = []
            for i, c in enumerate(pair):
                if C.rank(c) not in H.KQ_RANKS:
                    continue
                partner = (C.MARRIAGE_MASK[C.suit(c)] & ~(1 << c)).bit_length() - 1
                if kept >> partner & 1 or partner in pair:
                    gifts.append((c, partner, None))
                else:
                    gifts.append((c, partner, sum(1 for w in dealt[:n] if w[i] >> partner & 1)))
            out[pair] = gifts
        return out

    def _note_gives(self, v, results, contract, exact, leave, p, gifts) -> None:
        """The exchange's figures: each give tried, its P(make) over the worlds solved and in how
        many the double-dummy value reaches the contract; a way out of the deal first when taken."""
        figs = []
        for pm, n, _, pair, made in results:
            count = sum(1 for x in made if x >= contract) if exact and made else None
            figs.append(Figure(Action(v.seat, "give", pair), pm, n, count, pm))
        if leave is not None:
            figs.insert(0, Figure(leave, p, figs[0].worlds if figs else 0))
        worlds = max((f.worlds for f in figs), default=0)
        self.note(Evaluation("give", "p_make", figs, worlds, contract, {"p": p, "gifts": gifts}))

    def raise_contract(self, v, k):
        rows: dict = {}
        a = self._raise(v, k, rows)
        if rows:
            act = {x.value: x for x in k["contract"]}
            figs = {c: Figure(act[c], ev, n, m, p) for c, (p, ev, n, m) in rows.items()}
            self.note(Evaluation("contract", "points", _ranked(a, figs), max(r[2] for r in rows.values()), a.value))
        return a

    def _raise(self, v, k, rows):
        """The contract of best expected score; ``rows`` gets each contract tried: (P(make),
        expected score, worlds, worlds where it is made)."""
        vals = sorted(a.value for a in k["contract"])
        plan = self._plan or {}
        # the plan is the give this player chose: another give (a hint after the player's own,
        # the analysis of a record) is valued afresh
        stale = plan.get("deal") != self._deal_key(v) or plan.get("given", v.given_known) != v.given_known
        if len(vals) > 1 and (stale or "worlds" not in plan):
            plan = self._plan_after_give(v) or {}
        if len(vals) == 1 or "worlds" not in plan:
            return super().raise_contract(v, k)
        p0 = plan.get("p")
        if p0 is None:
            p0 = self.p_make(plan.get("est", 0.0), vals[0])
        best, best_ev = vals[0], self.play_value(v, p0, vals[0])
        nw = len(plan["values"] or plan["worlds"])
        made0 = sum(1 for x in plan["values"] if x >= vals[0]) if plan.get("values") else plan.get("made0")
        rows[vals[0]] = (p0, best_ev, nw, made0)
        if plan.get("values"):
            # the exact values of the chosen give in each world: every contract's P(make) at once
            n = len(plan["values"])
            for c in vals[1:]:
                p = (n * self._dd_p(plan["values"], c, self.opts.get("raise_bias")) + self.p_make(plan["est"], c)) / (
                    n + 1
                )
                ev = self.play_value(v, p, c)
                rows[c] = (p, ev, n, sum(1 for x in plan["values"] if x >= c))
                if ev > best_ev:
                    best, best_ev = c, ev
            return next(a for a in k["contract"] if a.value == best)
        if p0 < 0.9:
            return next(a for a in k["contract"] if a.value == best)
        seats = v.seats
        me = v.seat
        i = seats.index(me)
        deadline = time.perf_counter() + 0.3
        solver = self._solver(v, deadline, self._nodes() * 2)
        hand = v.hand
        s1, s2 = seats[(i + 1) % 3], seats[(i + 2) % 3]
        g1, g2 = plan["pair"]
        for c in vals[1:]:
            made = []
            try:
                for h1, h2 in plan["worlds"]:
                    hands = {me: hand, s1: h1 | (1 << g1), s2: h2 | (1 << g2)}
                    pos = Position([hands[s] for s in seats], i, (), None, None, 0)
                    made.append(solver.reaches(pos, c))
            except Budget:
                break
            if not made:
                break
            p = (sum(made) + self.p_make(plan["est"], c)) / (len(made) + 1)
            ev = self.play_value(v, p, c)
            rows[c] = (p, ev, len(made), sum(made))
            if ev > best_ev:
                best, best_ev = c, ev
            elif p < 0.8:
                break
        return next(a for a in k["contract"] if a.value == best)

    def _plan_after_give(self, v) -> dict | None:
        """The plan the exchange would have left had it chosen the give made (a give not this
        player's own: the hint's player after the player's own give, the analysis of a record):
        the same worlds of the defenders' hands, each with the given cards added, valued by the
        same search (exact values when the exchange's are, else "is the lowest contract
        made?"), the same shrinking towards the fitted evaluator. None when the view does not
        say which card went to whom."""
        seats = v.seats
        if len(seats) != 3 or v.seat not in seats:
            return None
        i = seats.index(v.seat)
        s1, s2 = seats[(i + 1) % 3], seats[(i + 2) % 3]
        given = v.given_known
        if s1 not in given or s2 not in given:
            return None
        g1, g2 = given[s1], given[s2]
        hand = v.hand
        r = v.rules
        contract = v.contract
        rng = self._rng(v)
        dealt = self._give_worlds(v, hand | 1 << g1 | 1 << g2, rng)
        budget = self.time_budget if self.time_budget is not None else 0.9
        deadline = time.perf_counter() + budget
        # one give's worth of the exchange's node budget (it solves up to ``gives`` of them)
        nodes = self.opts.get("exchange_nodes", self._nodes() * self.EXCHANGE_NODES)
        solver = self._solver(v, deadline, nodes)
        exact = self.opts.get("exchange_exact", 1 if COMPILED else 0)
        made: list = []
        try:
            for h1, h2 in dealt:
                hands = {v.seat: hand, s1: h1 | 1 << g1, s2: h2 | 1 << g2}
                pos = Position([hands[s] for s in seats], i, (), None, None, 0)
                made.append(solver.value(pos) if exact else solver.reaches(pos, contract))
        except Budget:
            pass
        if not made:
            return None
        p = self._dd_p(made, contract) if exact else sum(made) / len(made)
        est = H.fitted_estimate(hand, r)
        p = (p * len(made) + self.p_make(est, contract)) / (len(made) + 1)
        return {
            "deal": self._deal_key(v),
            "given": {s1: g1, s2: g2},
            "p": p,
            "est": est,
            "pair": (g1, g2),
            "worlds": dealt[: len(made)],
            "deadline": deadline,
            "values": made if exact else None,
            "made0": None if exact else sum(made),  # the worlds the lowest contract is made in
        }

    # the fitted evaluator predicts the double-dummy value itself: no bias, sd 18.4
    EST_BIAS = 0.0
    EST_SCALE = 10.0

    def margin(self, v) -> float:
        return 4.0

    def eval8(self, hand: int, rules) -> float:
        return H.fitted_estimate(hand, rules)

    def _dd_p(self, values, contract: int, bias: float | None = None) -> float:
        """P(make) from double-dummy values of equally likely worlds."""
        if bias is None:
            bias = self.opts.get("dd_bias", self.DD_BIAS)
        scale = self.opts.get("dd_scale", self.DD_SCALE)
        return sum(1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, (x - bias - contract) / scale)))) for x in values) / len(
            values
        )

    def talon_values(self, v) -> list:
        """The fitted value of the hand after each sampled talon (and the best give)."""
        key = (v.hand, v.seat, v.dealer)
        if getattr(self, "_tv_key", None) == key:
            return self._tv
        rng = random.Random(f"{self.seed}:talon:{v.hand}")
        unseen = C.cards_of(v.unseen())
        n = self.opts.get("talon_samples", 16)
        samples = [rng.sample(unseen, 3) for _ in range(n)] if len(unseen) >= 3 else [[]]
        vals = []
        for t in samples:
            h = v.hand | C.mask(t)
            (a, b), _ = H.best_give(h, v.rules)
            vals.append(H.fitted_estimate(h & ~(1 << a) & ~(1 << b), v.rules))
        self._tv_key = key
        self._tv: list = vals
        return vals

    def hand_estimate(self, v) -> float:
        vals = self.talon_values(v)
        return sum(vals) / len(vals)

    def dd_bid_values(self, v) -> list:
        """[(value, weight)]: the double-dummy points of this hand as declarer (after the
        heuristic's best give) in ``bid_worlds`` worlds drawn uniformly from the unseen cards —
        the talon and the other hands — weighted by the likelihood of the others' bids and
        passes so far. The worlds and their values are kept for the hand; only the weights
        change as the auction goes on."""
        n = self.opts.get("bid_worlds", self.BID_WORLDS)
        if n <= 0 or not v.hand:
            return []
        seats = v.seats
        me = v.seat
        if len(seats) != 3 or me not in seats:
            return []
        i = seats.index(me)
        s1, s2 = seats[(i + 1) % 3], seats[(i + 2) % 3]
        key = (v.hand, me, v.dealer, tuple(v.scores))
        if getattr(self, "_ddb_key", None) != key:
            rng = random.Random(f"{self.seed}:ddbid:{v.hand}:{me}:{v.dealer}")
            unseen = C.cards_of(v.unseen())
            n1, n2 = v.hand_counts.get(s1, 0), v.hand_counts.get(s2, 0)
            if len(unseen) < n1 + n2:
                return []
            r = v.rules
            deadline = time.perf_counter() + self.opts.get("bid_time", 0.045)
            solver = self._solver(v, deadline, self.opts.get("bid_nodes", 500000), dec=me)
            solved = []
            try:
                for _ in range(n):
                    rng.shuffle(unseen)
                    h1, h2 = C.mask(unseen[:n1]), C.mask(unseen[n1 : n1 + n2])
                    talon = v.talon if v.talon is not None else C.mask(unseen[n1 + n2 :])
                    hand10 = v.hand | talon
                    (a, b), _ = H.best_give(hand10, r)
                    hands = {me: hand10 & ~(1 << a) & ~(1 << b), s1: h1 | (1 << a), s2: h2 | (1 << b)}
                    pos = Position([hands[s] for s in seats], i, (), None, None, 0)
                    guess = int(H.fitted_estimate(hands[me], r))
                    solved.append(({s1: h1, s2: h2}, solver.value(pos, guess)))
            except Budget:
                pass
            self._ddb_key, self._ddb = key, solved
        solved = self._ddb
        if not solved:
            return []
        if self.opts.get("weighting", 1):
            lws = [L.world_log_weight(v, w, plays=[]) for w, _ in solved]
            mx = max(lws)
            wts = [math.exp(x - mx) for x in lws]
        else:
            wts = [1.0] * len(solved)
        z = sum(wts)
        return [(val, wt / z) for (_, val), wt in zip(solved, wts)]

    # a declarer's fitted double-dummy value is optimistic for real play and the auction's
    # winner holds the hands whose estimate erred high: take this off before P(make)
    BID_BIAS = 4.0

    def max_bid(self, v) -> float:
        """The highest bid b whose expected score as declarer, P(make)·b − (1 − P)·b, beats the
        expected score of defending. P comes from double-dummy values in sampled worlds when
        ``bid_worlds`` > 0 (the default with the compiled solver), else from the fitted
        evaluator over sampled talons."""
        e_def = self.opts.get("defend_base", 20.0) + 0.25 * C.points(v.hand)
        dd = self.dd_bid_values(v)
        if dd:
            bias = self.opts.get("dd_bias", self.DD_BIAS)
            scale = self.opts.get("dd_scale", self.DD_SCALE)
            pts = [(x - bias, w) for x, w in dd]
            est = sum(x * w for x, w in dd)
        else:
            vals = self.talon_values(v)
            est = sum(vals) / len(vals)
            bias = self.opts.get("bid_bias", self.BID_BIAS)
            scale = self.opts.get("bid_scale", self.EST_SCALE)
            pts = [(x - bias, 1.0 / len(vals)) for x in vals]
        limit = 95.0
        b = 100

        def p_of(b):
            return sum(w / (1.0 + math.exp(-max(-50.0, min(50.0, (x - b) / scale)))) for x, w in pts)

        while b <= 400:
            p = p_of(b)
            if (2 * p - 1) * b >= e_def:
                limit = float(b)
            elif p < 0.5:
                break
            b += 5
        # the figures of this decision (``evaluate``): each bid's P(make) and expected score, and
        # in how many of the sampled deals the hand's value reaches it
        self._bid_figures = {
            "defend": e_def,
            "fit_limit": limit,
            "worlds": len(pts),
            "p": p_of,
            "made": lambda b: sum(1 for x, _ in pts if x >= b),
        }
        return self._score_sheet(v, est, limit)

    def _note_bid(self, v, chosen, lowest, limit) -> None:
        f = getattr(self, "_bid_figures", None)
        if f is None:
            return
        n = f["worlds"]
        figs = {}
        top = max(int(limit) + 10, lowest.value + 10)
        for b in range(lowest.value, min(top, 400) + 1, 5):
            p = f["p"](b)
            figs[b] = Figure(Action(v.seat, "bid", b), (2 * p - 1) * b, n, f["made"](b), p)
        pass_ = next(a for a in v.legal if a.kind == "pass")
        rows = [Figure(pass_, f["defend"], n)] + list(figs.values())
        ranked = [next(r for r in rows if r.action == chosen) if chosen.kind == "pass" else figs[lowest.value]]
        ranked += sorted((r for r in rows if r is not ranked[0]), key=lambda r: -r.value)
        extra = {"limit": limit, "fit_limit": f["fit_limit"], "lowest": lowest.value}
        self.note(Evaluation("bid", "points", ranked, n, lowest.value, extra))

    # points taken off a double-dummy value before asking "value ≥ contract" (smoothed over
    # DD_SCALE points). Negative: against players who do not see the cards either, the declarer
    # takes more than the double-dummy value, so fewer deals are given up by rospis (1,000
    # duplicate deals against normal: −12 beat 6, 2, 0, −4, −8 and −16 — docs/ai-history.md)
    DD_BIAS = -12.0
    DD_SCALE = 6.0
    # the exchange's node budget, in card decisions' budgets (``max_nodes``); pure Python keeps
    # 4, where the exchange's time limit would cut a larger one anyway
    EXCHANGE_NODES = 16 if COMPILED else 4
    BID_WORLDS = 0  # measured no better than the fitted evaluator (docs/ai-history.md); an option


LEVELS = {"easy": EasyPlayer, "normal": NormalPlayer, "hard": HardPlayer}


def make(level: str, seed: int = 0, **opts) -> Player:
    """A player of ``level`` for 1000 (three and four seats; engine.ai's GAME_MODULES hands views here)."""
    return LEVELS[level](seed, **opts)
