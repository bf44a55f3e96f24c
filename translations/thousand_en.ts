<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
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
            <source>+%n carried from a hand nobody won</source>
            <translation>
                <numerusform>+%n carried from a hand nobody won</numerusform>
                <numerusform>+%n carried from hands nobody won</numerusform>
            </translation>
        </message>
    </context>
</TS>
