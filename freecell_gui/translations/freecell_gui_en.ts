<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>BuildTexts</name>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln deal(s) stored</source>
        <translation>
            <numerusform>%1 of %Ln deal stored</numerusform>
            <numerusform>%1 of %Ln deals stored</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Done: %Ln deal(s) stored</source>
        <translation>
            <numerusform>Done: %Ln deal stored</numerusform>
            <numerusform>Done: %Ln deals stored</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled: %Ln deal(s) stored; build again to go on from there</source>
        <translation>
            <numerusform>Cancelled: %Ln deal stored; build again to go on from there</numerusform>
            <numerusform>Cancelled: %Ln deals stored; build again to go on from there</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln deal(s) a second</source>
        <translation>
            <numerusform>%Ln deal a second</numerusform>
            <numerusform>%Ln deals a second</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CompactNotation</name>
    <message numerus="yes">
        <source>there is no {cell}: %Ln free cell(s) in use (the cells are left-packed)</source>
        <translation>
            <numerusform>there is no {cell}: %Ln free cell in use (the cells are left-packed)</numerusform>
            <numerusform>there is no {cell}: %Ln free cells in use (the cells are left-packed)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DealSearch</name>
    <message numerus="yes">
        <source>%n deal(s) rated</source>
        <translation>
            <numerusform>%n deal rated</numerusform>
            <numerusform>%n deals rated</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Difficulty</name>
    <message numerus="yes">
        <source>no {band} deal of {range} found in {seconds} s (%Ln deal(s) rated)</source>
        <translation>
            <numerusform>no {band} deal of {range} found in {seconds} s (%Ln deal rated)</numerusform>
            <numerusform>no {band} deal of {range} found in {seconds} s (%Ln deals rated)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DifficultyCommands</name>
    <message numerus="yes">
        <source>Deal %1: %2, difficulty %3 (a solution in %n move(s))</source>
        <translation>
            <numerusform>Deal %1: %2, difficulty %3 (a solution in %n move)</numerusform>
            <numerusform>Deal %1: %2, difficulty %3 (a solution in %n moves)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FactsTexts</name>
    <message numerus="yes">
        <source>Solved in %n move(s) (with safe autoplay)</source>
        <translation>
            <numerusform>Solved in %n move (with safe autoplay)</numerusform>
            <numerusform>Solved in %n moves (with safe autoplay)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shortest solution found: %n move(s)</source>
        <translation>
            <numerusform>Shortest solution found: %n move</numerusform>
            <numerusform>Shortest solution found: %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FindTexts</name>
    <message numerus="yes">
        <source>%Ln card(s)</source>
        <translation>
            <numerusform>%Ln card</numerusform>
            <numerusform>%Ln cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — the top %n row(s)</source>
        <comment>%1: 16 cards</comment>
        <translation>
            <numerusform>%1 — the top %n row</numerusform>
            <numerusform>%1 — the top %n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (about %Ln deal(s) will match)</source>
        <translation>
            <numerusform> (about %Ln deal will match)</numerusform>
            <numerusform> (about %Ln deals will match)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln deal(s) match</source>
        <translation>
            <numerusform>%Ln deal matches</numerusform>
            <numerusform>%Ln deals match</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>search cancelled (%Ln deal(s) found so far)</source>
        <translation>
            <numerusform>search cancelled (%Ln deal found so far)</numerusform>
            <numerusform>search cancelled (%Ln deals found so far)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln deal(s) found</source>
        <translation>
            <numerusform>%Ln deal found</numerusform>
            <numerusform>%Ln deals found</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GalleryTexts</name>
    <message numerus="yes">
        <source>%Ln catalogued deal(s) match</source>
        <translation>
            <numerusform>%Ln catalogued deal matches</numerusform>
            <numerusform>%Ln catalogued deals match</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The finder&apos;s matches: %Ln deal(s)</source>
        <translation>
            <numerusform>The finder&apos;s matches: %Ln deal</numerusform>
            <numerusform>The finder&apos;s matches: %Ln deals</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LayoutOffer</name>
    <message numerus="yes">
        <source>The text pasted is a deal&apos;s layout (%n card(s)), not moves.</source>
        <translation>
            <numerusform>The text pasted is a deal&apos;s layout (%n card), not moves.</numerusform>
            <numerusform>The text pasted is a deal&apos;s layout (%n cards), not moves.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MoveRules</name>
    <message numerus="yes">
        <source>column {column} holds only %Ln card(s)</source>
        <translation>
            <numerusform>column {column} holds only %Ln card</numerusform>
            <numerusform>column {column} holds only %Ln cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PastedText</name>
    <message numerus="yes">
        <source>this is a deal&apos;s layout (%Ln card(s)), not moves</source>
        <translation>
            <numerusform>this is a deal&apos;s layout (%Ln card), not moves</numerusform>
            <numerusform>this is a deal&apos;s layout (%Ln cards), not moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PlaybackTexts</name>
    <message numerus="yes">
        <source>Copied %n move(s)</source>
        <translation>
            <numerusform>Copied %n move</numerusform>
            <numerusform>Copied %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won in %1: %n move(s) by you</source>
        <translation>
            <numerusform>Won in %1: %n move by you</numerusform>
            <numerusform>Won in %1: %n moves by you</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n by the solver</source>
        <translation>
            <numerusform>, %n by the solver</numerusform>
            <numerusform>, %n by the solver</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Played by hand and by the solver (%n move(s), in italics): %1</source>
        <translation>
            <numerusform>Played by hand and by the solver (%n move, in italics): %1</numerusform>
            <numerusform>Played by hand and by the solver (%n moves, in italics): %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won in %1 with %n move(s)</source>
        <translation>
            <numerusform>Won in %1 with %n move</numerusform>
            <numerusform>Won in %1 with %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (+ %n by autoplay)</source>
        <translation>
            <numerusform> (+ %n by autoplay)</numerusform>
            <numerusform> (+ %n by autoplay)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionText</name>
    <message numerus="yes">
        <source>%Ln card(s) missing: {cards}</source>
        <translation>
            <numerusform>%Ln card missing: {cards}</numerusform>
            <numerusform>%Ln cards missing: {cards}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SolvingTexts</name>
    <message numerus="yes">
        <source>%n move(s)</source>
        <translation>
            <numerusform>%n move</numerusform>
            <numerusform>%n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> + %n by autoplay</source>
        <translation>
            <numerusform> + %n by autoplay</numerusform>
            <numerusform> + %n by autoplay</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Shortened to %n move(s)</source>
        <translation>
            <numerusform>Shortened to %n move</numerusform>
            <numerusform>Shortened to %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Solvable in %n move(s)</source>
        <translation>
            <numerusform>Solvable in %n move</numerusform>
            <numerusform>Solvable in %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Our search&apos;s solution: %n move(s)</source>
        <translation>
            <numerusform>Our search&apos;s solution: %n move</numerusform>
            <numerusform>Our search&apos;s solution: %n moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (+ %n by autoplay)</source>
        <translation>
            <numerusform> (+ %n by autoplay)</numerusform>
            <numerusform> (+ %n by autoplay)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a shorter one (%n move(s)) is ready: go to the start to see it</source>
        <translation>
            <numerusform>a shorter one (%n move) is ready: go to the start to see it</numerusform>
            <numerusform>a shorter one (%n moves) is ready: go to the start to see it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinnableTexts</name>
    <message numerus="yes">
        <source>Winnable: %n move(s) from here</source>
        <translation>
            <numerusform>Winnable: %n move from here</numerusform>
            <numerusform>Winnable: %n moves from here</numerusform>
        </translation>
    </message>
</context>
</TS>
