<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CreateRoomDialog</name>
    <message numerus="yes">
        <source>%1 for %n player(s).</source>
        <translation>
            <numerusform>%1 for %n player.</numerusform>
            <numerusform>%1 for %n players.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message numerus="yes">
        <source>%1 at %2’s table — %n seat(s) free of %3</source>
        <translation>
            <numerusform>%1 at %2’s table — %n seat free of %3</numerusform>
            <numerusform>%1 at %2’s table — %n seats free of %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LobbyPanel</name>
    <message numerus="yes">
        <source>%n seat(s) still open.</source>
        <translation>
            <numerusform>%n seat still open.</numerusform>
            <numerusform>%n seats still open.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message numerus="yes">
        <source>%1 picks up %n card(s).</source>
        <translation>
            <numerusform>%1 picks up %n card.</numerusform>
            <numerusform>%1 picks up %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 must pick up %n card(s).</source>
        <translation>
            <numerusform>%1 must pick up %n card.</numerusform>
            <numerusform>%1 must pick up %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 owes %n card(s) (pick-up debt).</source>
        <translation>
            <numerusform>%1 owes %n card (pick-up debt).</numerusform>
            <numerusform>%1 owes %n cards (pick-up debt).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No cards left to pick up: %n card(s) waived for %1.</source>
        <translation>
            <numerusform>No cards left to pick up: %n card waived for %1.</numerusform>
            <numerusform>No cards left to pick up: %n cards waived for %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have not played a card yet: play one, or pick up %n card(s) instead.</source>
        <translation>
            <numerusform>You have not played a card yet: play one, or pick up %n card instead.</numerusform>
            <numerusform>You have not played a card yet: play one, or pick up %n cards instead.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You have already played this turn: end it instead (that costs %n card(s)).</source>
        <translation>
            <numerusform>You have already played this turn: end it instead (that costs %n card).</numerusform>
            <numerusform>You have already played this turn: end it instead (that costs %n cards).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You face a pick-up of %n: cancel it with an Ace, pass it on with a 2 or Jack matching %1, or pick up.</source>
        <translation>
            <numerusform>You face a pick-up of %n: cancel it with an Ace, pass it on with a 2 or Jack matching %1, or pick up.</numerusform>
            <numerusform>You face a pick-up of %n: cancel it with an Ace, pass it on with a 2 or Jack matching %1, or pick up.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It must match %1 by suit (%2) or rank, or end the turn (that costs %n card(s)).</source>
        <translation>
            <numerusform>It must match %1 by suit (%2) or rank, or end the turn (that costs %n card).</numerusform>
            <numerusform>It must match %1 by suit (%2) or rank, or end the turn (that costs %n cards).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tried on %n possible deal(s) of the cards you cannot see, it did far better than any other move.</source>
        <translation>
            <numerusform>Tried on %n possible deal of the cards you cannot see, it did far better than any other move.</numerusform>
            <numerusform>Tried on %n possible deals of the cards you cannot see, it did far better than any other move.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tried on %n possible deal(s) of the cards you cannot see, it did clearly better than any other move.</source>
        <translation>
            <numerusform>Tried on %n possible deal of the cards you cannot see, it did clearly better than any other move.</numerusform>
            <numerusform>Tried on %n possible deals of the cards you cannot see, it did clearly better than any other move.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tried on %n possible deal(s) of the cards you cannot see, it did best, though another move did almost as well.</source>
        <translation>
            <numerusform>Tried on %n possible deal of the cards you cannot see, it did best, though another move did almost as well.</numerusform>
            <numerusform>Tried on %n possible deals of the cards you cannot see, it did best, though another move did almost as well.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won %n card(s).</source>
        <translation>
            <numerusform>Won %n card.</numerusform>
            <numerusform>Won %n cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>log</name>
    <message numerus="yes">
        <source>%1 loses %n point(s): %2</source>
        <extracomment>A penalty: %1 is the player, %n the points lost, %2 the engine&apos;s reason.</extracomment>
        <translation>
            <numerusform>%1 loses %n point: %2</numerusform>
            <numerusform>%1 loses %n points: %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 gives %n card(s) to %2.</source>
        <extracomment>%1 gives %n cards the reader did not see to %2.</extracomment>
        <translation>
            <numerusform>%1 gives %n card to %2.</numerusform>
            <numerusform>%1 gives %n cards to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s).</source>
        <extracomment>%1 draws %n cards the reader did not see.</extracomment>
        <translation>
            <numerusform>%1 draws %n card.</numerusform>
            <numerusform>%1 draws %n cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>review</name>
    <message numerus="yes">
        <source>You won. Still, %n decision(s) cost you points: see the red marks on the bar.</source>
        <translation>
            <numerusform>You won. Still, %n decision cost you points: see the red marks on the bar.</numerusform>
            <numerusform>You won. Still, %n decisions cost you points: see the red marks on the bar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You finished %n point(s) behind %1.</source>
        <extracomment>How far the person finished behind the winner: &quot;You finished 12 points behind Ann.&quot;</extracomment>
        <translation>
            <numerusform>You finished %n point behind %1.</numerusform>
            <numerusform>You finished %n points behind %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) cost you points (red marks on the bar).</source>
        <translation>
            <numerusform>%n decision cost you points (red marks on the bar).</numerusform>
            <numerusform>%n decisions cost you points (red marks on the bar).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Better moves there would have been worth about %n point(s).</source>
        <translation>
            <numerusform>Better moves there would have been worth about %n point.</numerusform>
            <numerusform>Better moves there would have been worth about %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>“%1” would have left you about %n point(s) better off.</source>
        <extracomment>At a costly decision: %1 the better move (a button&apos;s wording).</extracomment>
        <translation>
            <numerusform>“%1” would have left you about %n point better off.</numerusform>
            <numerusform>“%1” would have left you about %n points better off.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scores</name>
    <message numerus="yes">
        <source>Took %n trick(s)</source>
        <translation>
            <numerusform>Took %n trick</numerusform>
            <numerusform>Took %n tricks</numerusform>
        </translation>
    </message>
</context>
</TS>
