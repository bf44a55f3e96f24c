<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
<context>
    <name></name>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not autosave: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no local game to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Beginner (random)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three players (two computers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four players (three computers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your seat:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First dealer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreements changed in Settings ▸ Agreements apply when their preset is chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer levels are not installed yet; every computer plays as a beginner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Agreements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Different from the preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 (preset: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing: the preset as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two colours (red and black)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer thinking time:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trick has been taken yet in this deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bid %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bid %1 blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contract %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thousand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Agreements…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host a game on this network…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join a game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coming with the network play work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Thousand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved game damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The saved game could not be read (%1). It was kept as %2; a new game starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on with the game you were playing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import a game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a game record this app can play: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the game record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Thousand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thousand %1 — the card game 1000 against the computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No hint now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over — winner: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contract %1 made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>contract %1 failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rospis of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wrote off %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gave up %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>surrendered %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>zero (bolt) no. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>penalty %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mounted the barrel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the barrel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fell off the barrel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dump truck: back to 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at my cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unhide (I have a marriage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demand a redeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rospis (concede)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write off (spisat&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up (−bid, +50 each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Surrender the golden deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid blind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your bid:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest bid %1 — your bid:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give two cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>…or lead a card to play at the bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn: play a card (click, drag, or arrows and Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leading a king or queen of a pair:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>announce the marriage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>announce, no trump change (in suit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>do not announce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract made</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contract failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rospis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marriage %1 +%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeal!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sits out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 plays %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No trump yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose two cards to give</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Agreements</name>
    <message>
        <source>Restriction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reshuffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Distribution (rospis)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Golden round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hidden round (blind)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trumps and marriages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barrel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Russian (reference)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reference rules: 001&apos;s main text (Russia, Belarus, Ukraine).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polish Tysiąc</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>001&apos;s Polish Tysiąc: bids and rounding in tens, marriages on any lead, the lock at 900, two bombs a game, no zero penalty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ukrainian (Lviv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>001&apos;s Lviv barrel: 900, no time limit, several players at once, no marriage points on it, defenders may win, exact points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 000 app&apos;s table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 3-player game as 000 describes it: half-bid distribution, the barrel must be mounted to win, failing on the barrel costs nothing, bolts for the declarer too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 004 site&apos;s table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>004&apos;s online table: to 1001, 121 on the barrel, ace marriage, hidden talon on 100, dump truck at ±555, golden con, game over at −1000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Several players on the barrel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a player mounts the barrel while others sit on it: all stay, the earlier one is thrown off (fined), or two may stay and a third throws both off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first flies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two may stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No simultaneous barrel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players who reach the barrel in the same deal are all fined instead of mounting it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Don&apos;t expose the talon on 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A declarer who won the auction at 100 takes the talon without showing it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passed cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether the two cards the declarer gives away are seen by everyone or only by the player who gets each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round own points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The declarer&apos;s points are rounded like the defenders&apos; before they are compared with the contract.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More than 1000 to win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is won with more than 1000 points (1001), not with 1000.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No jumping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each bid must be exactly one step above the last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barrel at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The score at which a player mounts the barrel (or is locked).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bids and contracts go up in steps of this size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid above 120 without a marriage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player may bid or raise above 120 without holding a king–queen pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid cap: 120 plus marriages held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No bid may exceed 120 plus the marriages in the bidder&apos;s hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Silence below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player whose score is below this may not bid, except the compulsory opening bid (-10000: nobody is silenced).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fine for every third zero, every third rospis, falling off the barrel and the other penalties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zero penalty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every third zero (bolt) costs the penalty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three zeros in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only three zeros in consecutive deals are fined; a deal without a zero starts the count again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avoid own bolt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A declarer who takes no points gets no zero (bolt); only defenders do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dump truck at 555</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The dump truck: a score of exactly 555 after a deal becomes 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dump truck at −555</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The reverse dump truck: a score of exactly −555 after a deal becomes 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over at −1000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends when a player falls to −1000 or below; the highest score then wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four nines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a player holding all four nines may demand a redeal: after the exchange, only with all four dealt to them, right after the deal, or never.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>original hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three nines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three nines are enough to demand a redeal, whenever four would be.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Talon points below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The declarer may demand a redeal when the talon holds fewer card points than this (0: never).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two nines in the talon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The declarer may demand a redeal when the talon holds two or more nines.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three jacks in the talon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The declarer may demand a redeal when the talon is three jacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Talon redeals only at 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The declarer&apos;s talon-based redeal claims are allowed only when the auction ended at 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand points below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player whose hand holds fewer card points than this may demand a redeal (0: never).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand points judged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether the hand-points redeal is judged on the 8 cards after the exchange or on the 7 dealt cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand redeal only at 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a player who bid no more than 100 may demand the hand-points redeal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four jacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player holding all four jacks may demand a redeal (whenever four nines could be claimed).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four aces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four aces in one hand: play on, a mandatory redeal when dealt, or also when the declarer makes them with the talon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redeal dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>redeal any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bottom-card jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pack&apos;s bottom card (the dealer&apos;s last card) a jack: the dealer deals again; the third time in a row he is fined and the deal passes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three redeals in a row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three redeal claims in a row by one dealer: no rule, the dealer is fined and the deal passes on (001), or the dealer is fined and the third is played as dealt (004).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>penalty pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>penalty play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rospis allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The declarer may concede a deal after seeing the talon (rospis, bomba).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rospis: defenders score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What each defender scores from a rospis: 60, or half the contract rounded up to 5 or to 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sixty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>half up5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>half up10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rospis: the declarer pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a rospis costs the declarer: the penalty every third time, nothing, the contract each time, the contract every third time, or a zero (bolt).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every third</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bid every third</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bolt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rospis limit per game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many times each player may rospis in a game (0: no limit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rospis and the barrel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rospis and the barrel: not while you are on it, not while anyone is on it, or always allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not own</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rospis in a golden deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rospis is allowed in a golden deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One rospis and one spisat&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player has one free rospis and one spisat&apos; (lose the contract, defenders score nothing) per game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up at 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A declarer at 100 after two passes takes the talon unseen and may give up: −100 to him, 50 to each defender.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Talon shown from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The talon is shown only when the auction ended at this bid or higher (0: always shown).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark talon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The declarer never shows the talon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game opens with a golden circle of three doubled deals: a gold set (auction from 120), a golden round (the first seat takes the talon at 120), or a golden cone (the same, blind).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Golden round: reset to zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When nobody makes a golden contract, scores and zeros go back to nothing before the circle is replayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Golden round: circles at most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most this many golden circles are played (0: until someone makes a golden contract).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Golden round: allow increase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The golden declarer may raise the contract above 120.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Golden round: bolt doubling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A zero in a golden deal counts as two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Golden round: doubling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a golden deal every score is doubled, or the defenders&apos; marriages are not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all but marriages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Golden round: surrender</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The golden declarer may surrender: he loses the doubled contract, each defender scores 120.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind (hidden) bids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind (dark) bidding: off, only the opening seat may declare a blind 120 before looking, or any player may make any bid blind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over a blind opening</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a blind opening: others may bid over it, nobody may, a player with a marriage may unhide it and bid on from 120, or unhide it with no further bidding.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unhide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unhide no bidding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind: minimum score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player needs at least this score to bid blind (−10000: anyone).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind while someone is on the barrel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind bids are allowed while someone is on the barrel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind: allow increase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A blind declarer may raise the contract after the exchange.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind: allow rospis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A blind declarer may rospis.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind: bolt doubling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A zero in a blind deal counts as two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind: doubling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a blind deal every score is doubled, or all but the defenders&apos; marriages, or only the declarer&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declarer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind: cards passed face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A blind declarer passes the two cards face up (otherwise face down).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marriage in the first trick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A marriage may be announced on the first lead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ace marriage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leading an ace while holding all four announces the ace marriage: 200 points, no trump change.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Must trump</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player who cannot follow suit must play a trump if he has one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the trump maker leads trumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the player who made the trump suit may lead it (unless he holds nothing else).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four nines bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player holding four nines after the exchange scores 120 extra (this does not help make a contract).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marriage values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marriage values: hearts 100, diamonds 80, clubs 60, spades 40; or clubs 100, spades 80, hearts 60, diamonds 40.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs high</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marriage in suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A marriage may be announced for its points while the trump suit stays as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barrel or lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Near the target: the barrel, the Polish lock (only the bidder scores), or nothing special.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>barrel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deals on the barrel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many deals a player may stay on the barrel before falling off (0: no limit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No marriages on the barrel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player on the barrel scores nothing for marriages and may not bid above 120.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barrel defenders score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player on the barrel scores as a defender too, and can win that way (ties shared, the declarer first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exact points on the barrel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A defender on the barrel scores his exact points, unrounded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Third fall resets to zero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The third fall from the barrel resets the player&apos;s score to 0 instead of the fine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fall rounds down to tens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fall from the barrel first rounds the score down to tens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barrel contract at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player on the barrel wins only with a contract of at least this (121 allows the odd bid 121; 0: whatever reaches the target).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barrel trade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The barrel player&apos;s auction: as usual, he opens with the barrel minimum and others may overbid, or he takes the talon at it with no auction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>declares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defenders stand still</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a barrel player is the declarer, the defenders score nothing and get no zeros.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Obligation game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the last deal of his third barrel a player takes the talon at the barrel minimum with no auction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failing on the barrel is free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player on the barrel who fails as declarer loses nothing (he stays on the barrel).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win only from the barrel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a player who sits on the barrel can win; a jump past it lands on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who sits out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In a four-player game, who sits out each deal: the seat right of the dealer, the seat opposite, or the dealer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right of dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>opposite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sitting out scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the player sitting out scores from the talon: 40 or 50 per ace plus a marriage in it, its card points plus a marriage, or nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aces40</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>aces50</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>talon points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blind: hide the talon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A blind declarer takes the talon without showing it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Controller</name>
    <message>
        <source>Computer %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
