<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Coach</name>
    <message numerus="yes">
        <source>%1 cannot make a marriage for them (%2 is not theirs); the contract is made in %3 of %n world(s)</source>
        <translation>
            <numerusform>%1 cannot make a marriage for them (%2 is not theirs); the contract is made in %3 of %n world</numerusform>
            <numerusform>%1 cannot make a marriage for them (%2 is not theirs); the contract is made in %3 of %n worlds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 makes a marriage for them with %2 in %3 of %n world(s); the contract is made in %4 of them</source>
        <translation>
            <numerusform>%1 makes a marriage for them with %2 in %3 of %n world; the contract is made in %4 of them</numerusform>
            <numerusform>%1 makes a marriage for them with %2 in %3 of %n worlds; the contract is made in %4 of them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %2 points on average (%n world(s))</source>
        <translation>
            <numerusform>%1 loses %2 points on average (%n world)</numerusform>
            <numerusform>%1 loses %2 points on average (%n worlds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the best expected result (%n world(s))</source>
        <translation>
            <numerusform>the best expected result (%n world)</numerusform>
            <numerusform>the best expected result (%n worlds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 points on average (%n world(s))</source>
        <translation>
            <numerusform>%1: %2 points on average (%n world)</numerusform>
            <numerusform>%1: %2 points on average (%n worlds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s) taken: 66 is reached</source>
        <translation>
            <numerusform>%n point taken: 66 is reached</numerusform>
            <numerusform>%n points taken: 66 is reached</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>made in %1 of %n likely deal(s)</source>
        <translation>
            <numerusform>made in %1 of %n likely deal</numerusform>
            <numerusform>made in %1 of %n likely deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 would be made in only %2 of %n likely deal(s)</source>
        <translation>
            <numerusform>%1 would be made in only %2 of %n likely deal</numerusform>
            <numerusform>%1 would be made in only %2 of %n likely deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>made with %1% likelihood by the hand&apos;s estimate over %n sampled talon(s); the level bids from %2%</source>
        <translation>
            <numerusform>made with %1% likelihood by the hand&apos;s estimate over %n sampled talon; the level bids from %2%</numerusform>
            <numerusform>made with %1% likelihood by the hand&apos;s estimate over %n sampled talons; the level bids from %2%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is only %2% likely by the hand&apos;s estimate over %n sampled talon(s); the level bids from %3%</source>
        <translation>
            <numerusform>%1 is only %2% likely by the hand&apos;s estimate over %n sampled talon; the level bids from %3%</numerusform>
            <numerusform>%1 is only %2% likely by the hand&apos;s estimate over %n sampled talons; the level bids from %3%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the contract is made in %1 of %n world(s)</source>
        <translation>
            <numerusform>the contract is made in %1 of %n world</numerusform>
            <numerusform>the contract is made in %1 of %n worlds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the contract is made in %1 of %n world(s); laying away %2 and giving %3 instead: %4%</source>
        <translation>
            <numerusform>the contract is made in %1 of %n world; laying away %2 and giving %3 instead: %4%</numerusform>
            <numerusform>the contract is made in %1 of %n worlds; laying away %2 and giving %3 instead: %4%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the contract is made in %1 of %n world(s); laying away %2 and %3 instead: %4%</source>
        <translation>
            <numerusform>the contract is made in %1 of %n world; laying away %2 and %3 instead: %4%</numerusform>
            <numerusform>the contract is made in %1 of %n worlds; laying away %2 and %3 instead: %4%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the bid is made in %1 of %n world(s); discarding %2 and %3 instead: %4 points fewer on average</source>
        <translation>
            <numerusform>the bid is made in %1 of %n world; discarding %2 and %3 instead: %4 points fewer on average</numerusform>
            <numerusform>the bid is made in %1 of %n worlds; discarding %2 and %3 instead: %4 points fewer on average</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the bid is made in %1 of %n world(s)</source>
        <translation>
            <numerusform>the bid is made in %1 of %n world</numerusform>
            <numerusform>the bid is made in %1 of %n worlds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>even the best give, %1 and %2, makes the contract in only %3 of %n world(s)</source>
        <translation>
            <numerusform>even the best give, %1 and %2, makes the contract in only %3 of %n world</numerusform>
            <numerusform>even the best give, %1 and %2, makes the contract in only %3 of %n worlds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>made in %1 of %n world(s)</source>
        <translation>
            <numerusform>made in %1 of %n world</numerusform>
            <numerusform>made in %1 of %n worlds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>every card comes to the same here (%n world(s))</source>
        <translation>
            <numerusform>every card comes to the same here (%n world)</numerusform>
            <numerusform>every card comes to the same here (%n worlds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>makes the contract in every world (%n); %1 loses %2 points on average</source>
        <translation>
            <numerusform>makes the contract in every world (%n); %1 loses %2 points on average</numerusform>
            <numerusform>makes the contract in every world (%n); %1 loses %2 points on average</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>makes the contract in %1 of %n world(s); %2 loses %3 points on average</source>
        <translation>
            <numerusform>makes the contract in %1 of %n world; %2 loses %3 points on average</numerusform>
            <numerusform>makes the contract in %1 of %n worlds; %2 loses %3 points on average</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>beats the contract in every world (%n); %1 loses %2 points on average</source>
        <translation>
            <numerusform>beats the contract in every world (%n); %1 loses %2 points on average</numerusform>
            <numerusform>beats the contract in every world (%n); %1 loses %2 points on average</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>beats the contract in %1 of %n world(s); %2 loses %3 points on average</source>
        <translation>
            <numerusform>beats the contract in %1 of %n world; %2 loses %3 points on average</numerusform>
            <numerusform>beats the contract in %1 of %n worlds; %2 loses %3 points on average</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the contract is settled; %1 takes %2 points fewer on average (%n world(s))</source>
        <translation>
            <numerusform>the contract is settled; %1 takes %2 points fewer on average (%n world)</numerusform>
            <numerusform>the contract is settled; %1 takes %2 points fewer on average (%n worlds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>wins the hand in %1 of %n world(s); %2 loses %3 game points on average</source>
        <translation>
            <numerusform>wins the hand in %1 of %n world; %2 loses %3 game points on average</numerusform>
            <numerusform>wins the hand in %1 of %n worlds; %2 loses %3 game points on average</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>closing wins the hand in %1 of %n world(s); playing on loses %2 game points on average</source>
        <translation>
            <numerusform>closing wins the hand in %1 of %n world; playing on loses %2 game points on average</numerusform>
            <numerusform>closing wins the hand in %1 of %n worlds; playing on loses %2 game points on average</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>closing now loses %1 game points on average (%n world(s))</source>
        <translation>
            <numerusform>closing now loses %1 game points on average (%n world)</numerusform>
            <numerusform>closing now loses %1 game points on average (%n worlds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot make a marriage for them (%2 is not theirs); %3 points on average (%n world(s))</source>
        <translation>
            <numerusform>%1 cannot make a marriage for them (%2 is not theirs); %3 points on average (%n world)</numerusform>
            <numerusform>%1 cannot make a marriage for them (%2 is not theirs); %3 points on average (%n worlds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 makes a marriage for them if they hold %2 (%3% likely); %4 points on average (%n world(s))</source>
        <translation>
            <numerusform>%1 makes a marriage for them if they hold %2 (%3% likely); %4 points on average (%n world)</numerusform>
            <numerusform>%1 makes a marriage for them if they hold %2 (%3% likely); %4 points on average (%n worlds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>passing instead: %1 points fewer on average (%n world(s))</source>
        <translation>
            <numerusform>passing instead: %1 points fewer on average (%n world)</numerusform>
            <numerusform>passing instead: %1 points fewer on average (%n worlds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>bidding %1 instead: %2 points fewer on average (%n world(s))</source>
        <translation>
            <numerusform>bidding %1 instead: %2 points fewer on average (%n world)</numerusform>
            <numerusform>bidding %1 instead: %2 points fewer on average (%n worlds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a contract of %1 instead: %2 points fewer on average (%n world(s))</source>
        <translation>
            <numerusform>a contract of %1 instead: %2 points fewer on average (%n world)</numerusform>
            <numerusform>a contract of %1 instead: %2 points fewer on average (%n worlds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>laying away %1 and giving %2 instead: %3 points fewer on average (%n world(s))</source>
        <translation>
            <numerusform>laying away %1 and giving %2 instead: %3 points fewer on average (%n world)</numerusform>
            <numerusform>laying away %1 and giving %2 instead: %3 points fewer on average (%n worlds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>laying away %1 and %2 instead: %3 points fewer on average (%n world(s))</source>
        <translation>
            <numerusform>laying away %1 and %2 instead: %3 points fewer on average (%n world)</numerusform>
            <numerusform>laying away %1 and %2 instead: %3 points fewer on average (%n worlds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the contract made with %2% likelihood (%n world(s))</source>
        <translation>
            <numerusform>%1: the contract made with %2% likelihood (%n world)</numerusform>
            <numerusform>%1: the contract made with %2% likelihood (%n worlds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2% likely by the hand&apos;s estimate (%n sampled talon(s))</source>
        <translation>
            <numerusform>%1: %2% likely by the hand&apos;s estimate (%n sampled talon)</numerusform>
            <numerusform>%1: %2% likely by the hand&apos;s estimate (%n sampled talons)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 game points on average (%n world(s))</source>
        <translation>
            <numerusform>%1: %2 game points on average (%n world)</numerusform>
            <numerusform>%1: %2 game points on average (%n worlds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 points of your own on average (%n world(s))</source>
        <translation>
            <numerusform>%1: %2 points of your own on average (%n world)</numerusform>
            <numerusform>%1: %2 points of your own on average (%n worlds)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 points on average, made in %3 of %n world(s)</source>
        <translation>
            <numerusform>%1: %2 points on average, made in %3 of %n world</numerusform>
            <numerusform>%1: %2 points on average, made in %3 of %n worlds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Analysing: %1 of %n decision(s)</source>
        <translation>
            <numerusform>Analysing: %1 of %n decision</numerusform>
            <numerusform>Analysing: %1 of %n decisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal %1: no mistake in %n decision(s)</source>
        <translation>
            <numerusform>Deal %1: no mistake in %n decision</numerusform>
            <numerusform>Deal %1: no mistake in %n decisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deal %1: %2 made in %3 of %n likely deal(s); %4 was the best</source>
        <translation>
            <numerusform>Deal %1: %2 made in %3 of %n likely deal; %4 was the best</numerusform>
            <numerusform>Deal %1: %2 made in %3 of %n likely deals; %4 was the best</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game: no mistake in %n decision(s)</source>
        <translation>
            <numerusform>The game: no mistake in %n decision</numerusform>
            <numerusform>The game: no mistake in %n decisions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game: %n mistake(s) in %1 decisions; %2 in all</source>
        <translation>
            <numerusform>The game: %n mistake in %1 decisions; %2 in all</numerusform>
            <numerusform>The game: %n mistakes in %1 decisions; %2 in all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>made in %1 of %n likely deal(s); worth bidding up to %2</source>
        <translation>
            <numerusform>made in %1 of %n likely deal; worth bidding up to %2</numerusform>
            <numerusform>made in %1 of %n likely deals; worth bidding up to %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the contract is made with %1% likelihood over %n world(s)</source>
        <translation>
            <numerusform>the contract is made with %1% likelihood over %n world</numerusform>
            <numerusform>the contract is made with %1% likelihood over %n worlds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the contract is made in %1 of %n world(s); giving %2 and %3 instead: %4%</source>
        <translation>
            <numerusform>the contract is made in %1 of %n world; giving %2 and %3 instead: %4%</numerusform>
            <numerusform>the contract is made in %1 of %n worlds; giving %2 and %3 instead: %4%</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>made in %1 of %n world(s); %2 in %3</source>
        <translation>
            <numerusform>made in %1 of %n world; %2 in %3</numerusform>
            <numerusform>made in %1 of %n worlds; %2 in %3</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: the contract made in %2 of %n world(s)</source>
        <translation>
            <numerusform>%1: the contract made in %2 of %n world</numerusform>
            <numerusform>%1: the contract made in %2 of %n worlds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 game points on average, won in %3 of %n world(s)</source>
        <translation>
            <numerusform>%1: %2 game points on average, won in %3 of %n world</numerusform>
            <numerusform>%1: %2 game points on average, won in %3 of %n worlds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealLog</name>
    <message numerus="yes">
        <source>%n game point(s)</source>
        <translation>
            <numerusform>%n game point</numerusform>
            <numerusform>%n game points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) laid away</source>
        <translation>
            <numerusform>%n card laid away</numerusform>
            <numerusform>%n cards laid away</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message numerus="yes">
        <source>%n agreement(s) changed</source>
        <translation>
            <numerusform>%n agreement changed</numerusform>
            <numerusform>%n agreements changed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, after %n deal(s)</source>
        <translation>
            <numerusform>%1, after %n deal</numerusform>
            <numerusform>%1, after %n deals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This table goes on with a saved game, after %n deal(s). Each seat keeps its score; a player who joins under the name the game gave a seat takes that seat.</source>
        <translation>
            <numerusform>This table goes on with a saved game, after %n deal. Each seat keeps its score; a player who joins under the name the game gave a seat takes that seat.</numerusform>
            <numerusform>This table goes on with a saved game, after %n deals. Each seat keeps its score; a player who joins under the name the game gave a seat takes that seat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n seat(s)</source>
        <translation>
            <numerusform>%1: %n seat</numerusform>
            <numerusform>%1: %n seats</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message numerus="yes">
        <source>%n agreement(s) differ from the reference rules:</source>
        <translation>
            <numerusform>%n agreement differs from the reference rules:</numerusform>
            <numerusform>%n agreements differ from the reference rules:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScoreModel</name>
    <message numerus="yes">
        <source>penalty: %n point(s)</source>
        <translation>
            <numerusform>penalty: %n point</numerusform>
            <numerusform>penalty: %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <source>%n bolt(s) so far</source>
        <translation>
            <numerusform>%n bolt so far</numerusform>
            <numerusform>%n bolts so far</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>on the barrel: %n deal(s) left</source>
        <translation>
            <numerusform>on the barrel: %n deal left</numerusform>
            <numerusform>on the barrel: %n deals left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>+%n carried from a hand nobody won</source>
        <translation>
            <numerusform>+%n carried from a hand nobody won</numerusform>
            <numerusform>+%n carried from hands nobody won</numerusform>
        </translation>
    </message>
</context>
</TS>
