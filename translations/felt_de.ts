<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>Play selected (%1)</source>
        <translation>Auswahl spielen (%1)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
</context>
<context>
    <name>CardGallery</name>
    <message>
        <source>Card faces</source>
        <translation>Kartenbilder</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Kartengröße</translation>
    </message>
</context>
<context>
    <name>Chooser</name>
    <message>
        <source>Which move?</source>
        <translation>Welcher Zug?</translation>
    </message>
    <message>
        <source>Select it for a combination</source>
        <translation>Für eine Kombination auswählen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>This ends your turn:</source>
        <translation>Damit endet dein Zug:</translation>
    </message>
</context>
<context>
    <name>Controls</name>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>Suits</source>
        <translation>Farben</translation>
    </message>
    <message>
        <source>Which suit beats which</source>
        <translation>Welche Farbe welche schlägt</translation>
    </message>
    <message>
        <source>Long game: everyone is placed</source>
        <translation>Lange Partie: alle werden platziert</translation>
    </message>
    <message>
        <source>Short game: first out wins</source>
        <translation>Kurze Partie: wer zuerst fertig ist, gewinnt</translation>
    </message>
    <message>
        <source>Play goes clockwise ↻</source>
        <translation>Gespielt wird im Uhrzeigersinn ↻</translation>
    </message>
    <message>
        <source>Play goes anticlockwise ↺</source>
        <translation>Gespielt wird gegen den Uhrzeigersinn ↺</translation>
    </message>
    <message>
        <source>Offer a trade…</source>
        <translation>Tausch anbieten…</translation>
    </message>
    <message>
        <source>Concede…</source>
        <translation>Aufgeben…</translation>
    </message>
    <message>
        <source>Give up this game?</source>
        <translation>Diese Partie aufgeben?</translation>
    </message>
    <message>
        <source>You drop out for good: your hand and lay-downs go under the discard pile.</source>
        <translation>Du scheidest endgültig aus: deine Hand und deine Auslagen kommen unter den Ablagestapel.</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Call dibs?</source>
        <translation>Anspruch anmelden?</translation>
    </message>
    <message>
        <source>Trade offer</source>
        <translation>Tauschangebot</translation>
    </message>
    <message>
        <source>Give one of these in return, or decline.</source>
        <translation>Gib dafür eine dieser Karten oder lehne ab.</translation>
    </message>
</context>
<context>
    <name>CreateRoomDialog</name>
    <message>
        <source>Type the name the others will see.</source>
        <translation>Tippe den Namen, den die anderen sehen.</translation>
    </message>
    <message>
        <source>Create a room on a server</source>
        <translation>Einen Raum auf einem Server eröffnen</translation>
    </message>
    <message numerus="yes">
        <source>%1 for %n player(s).</source>
        <translation>
            <numerusform>%1 für %n Spieler.</numerusform>
            <numerusform>%1 für %n Spieler.</numerusform>
        </translation>
    </message>
    <message>
        <source>Seats: you; the server’s bots: %1; open for friends: %2.</source>
        <translation>Plätze: du; Bots des Servers: %1; frei für Freunde: %2.</translation>
    </message>
    <message>
        <source>To change them: Game › New…</source>
        <translation>Ändern kannst du sie unter Spiel › Neu…</translation>
    </message>
    <message>
        <source>Server (its address and port, as ws://host:port or wss://host:port):</source>
        <translation>Server (Adresse und Port, als ws://host:port oder wss://host:port):</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Dein Name:</translation>
    </message>
    <message>
        <source>Asking the server for a room…</source>
        <translation>Frage den Server nach einem Raum…</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Eröffnen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>DirectionRing</name>
    <message>
        <source>next: again</source>
        <translation>als Nächstes: noch einmal</translation>
    </message>
    <message>
        <source>next</source>
        <translation>als Nächstes</translation>
    </message>
</context>
<context>
    <name>FeltDialog</name>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
</context>
<context>
    <name>HandoverScreen</name>
    <message>
        <source>Pass the screen to %1</source>
        <translation>Gib den Bildschirm an %1 weiter</translation>
    </message>
    <message>
        <source>Every hand is hidden until %1 is ready.</source>
        <translation>Alle Hände bleiben verdeckt, bis %1 bereit ist.</translation>
    </message>
    <message>
        <source>I am %1 — show my cards</source>
        <translation>Ich bin %1 – zeig meine Karten</translation>
    </message>
    <message>
        <source>Since your last turn:</source>
        <translation>Seit deinem letzten Zug:</translation>
    </message>
</context>
<context>
    <name>Invitation</name>
    <message>
        <source>This address names no computer.</source>
        <translation>Diese Adresse nennt keinen Computer.</translation>
    </message>
    <message>
        <source>This address names no port (as in felt://192.168.1.20:47110/?room=…).</source>
        <translation>Diese Adresse nennt keinen Port (wie in felt://192.168.1.20:47110/?room=…).</translation>
    </message>
    <message>
        <source>This address has no room secret (…/?room=…).</source>
        <translation>Diese Adresse hat kein Raumgeheimnis (…/?room=…).</translation>
    </message>
    <message>
        <source>This address&apos;s room secret is too long.</source>
        <translation>Das Raumgeheimnis dieser Adresse ist zu lang.</translation>
    </message>
    <message>
        <source>An invitation needs the host&apos;s IP address.</source>
        <translation>Eine Einladung braucht die IP-Adresse des Gastgebers.</translation>
    </message>
    <message>
        <source>An invitation needs the port the host listens on.</source>
        <translation>Eine Einladung braucht den Port, an dem der Gastgeber wartet.</translation>
    </message>
    <message>
        <source>An invitation carries only a room secret made for invitations.</source>
        <translation>Eine Einladung trägt nur ein Raumgeheimnis, das für Einladungen gemacht ist.</translation>
    </message>
    <message>
        <source>Paste or type an invitation.</source>
        <translation>Füge eine Einladung ein oder tippe sie.</translation>
    </message>
    <message>
        <source>An invitation has %1 characters (%2 for an IPv6 address); this one has %3.</source>
        <translation>Eine Einladung hat %1 Zeichen (%2 für eine IPv6-Adresse); diese hat %3.</translation>
    </message>
    <message>
        <source>“%1” is not a character of invitations.</source>
        <translation>„%1“ kommt in Einladungen nicht vor.</translation>
    </message>
    <message>
        <source>The invitation is mistyped (its check character does not match).</source>
        <translation>Die Einladung ist vertippt (ihr Prüfzeichen passt nicht).</translation>
    </message>
    <message>
        <source>This invitation is from another version of Felt (format %1; this Felt reads format %2).</source>
        <translation>Diese Einladung stammt von einer anderen Felt-Version (Format %1; dieses Felt liest Format %2).</translation>
    </message>
    <message>
        <source>The invitation is mistyped (it does not read as an address and a port).</source>
        <translation>Die Einladung ist vertippt (sie ergibt keine Adresse mit Port).</translation>
    </message>
    <message>
        <source>This address is not a Felt table&apos;s: it starts with felt://, ws:// or wss://.</source>
        <translation>Diese Adresse gehört zu keinem Felt-Tisch: Sie beginnt mit felt://, ws:// oder wss://.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Type the name the others will see.</source>
        <translation>Tippe den Namen, den die anderen sehen.</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>An einen Tisch setzen</translation>
    </message>
    <message>
        <source>Invitation (the code or address the host gave you):</source>
        <translation>Einladung (der Code oder die Adresse vom Gastgeber):</translation>
    </message>
    <message>
        <source>Tables on this network:</source>
        <translation>Tische in diesem Netz:</translation>
    </message>
    <message numerus="yes">
        <source>%1 at %2’s table — %n seat(s) free of %3</source>
        <translation>
            <numerusform>%1 an %2s Tisch — %n von %3 Plätzen frei</numerusform>
            <numerusform>%1 an %2s Tisch — %n von %3 Plätzen frei</numerusform>
        </translation>
    </message>
    <message>
        <source>None heard yet. Tables show here while their host waits for players.</source>
        <translation>Noch keiner zu hören. Tische erscheinen hier, solange ihr Gastgeber auf Spieler wartet.</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Dein Name:</translation>
    </message>
    <message>
        <source>Asking the host for a seat…</source>
        <translation>Frage den Gastgeber nach einem Platz…</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Hinsetzen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>LessonBubble</name>
    <message>
        <source>%1 · step %2 of %3</source>
        <translation>%1 · Schritt %2 von %3</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>Eine echte Partie spielen</translation>
    </message>
    <message>
        <source>Read the full rules</source>
        <translation>Die ganzen Regeln lesen</translation>
    </message>
</context>
<context>
    <name>LobbyPanel</name>
    <message>
        <source>Your table: %1</source>
        <translation>Dein Tisch: %1</translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>Tisch: %1</translation>
    </message>
    <message>
        <source>Give your friends this invitation. They paste it in Game › Join a table…, where tables on this network also show by themselves.</source>
        <translation>Gib deinen Freunden diese Einladung. Sie fügen sie unter Spiel › An einen Tisch setzen… ein; Tische in diesem Netz erscheinen dort auch von selbst.</translation>
    </message>
    <message>
        <source>Invitation</source>
        <translation>Einladung</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Kopiert</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Or as an address: %1</source>
        <translation>Oder als Adresse: %1</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>open</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (du)</translation>
    </message>
    <message>
        <source>%1 (away)</source>
        <translation>%1 (weg)</translation>
    </message>
    <message>
        <source>Seat a bot</source>
        <translation>Bot hinsetzen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>The game has begun.</source>
        <translation>Die Partie hat begonnen.</translation>
    </message>
    <message>
        <source>Taking your seat…</source>
        <translation>Du setzt dich…</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Tisch schließen</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Gehen</translation>
    </message>
    <message>
        <source>%1 (bot)</source>
        <translation>%1 (Bot)</translation>
    </message>
    <message>
        <source>Give your friends this room’s address. They paste it in Game › Join a table….</source>
        <translation>Gib deinen Freunden die Adresse dieses Raums. Sie fügen sie unter Spiel › An einen Tisch setzen… ein.</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>%1 (you, ready)</source>
        <translation>%1 (du, bereit)</translation>
    </message>
    <message>
        <source>%1 (ready)</source>
        <translation>%1 (bereit)</translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) still open.</source>
        <translation>
            <numerusform>Noch %n Platz frei.</numerusform>
            <numerusform>Noch %n Plätze frei.</numerusform>
        </translation>
    </message>
    <message>
        <source>Everyone is here and ready: start when you like.</source>
        <translation>Alle sind da und bereit: Starte, wann du willst.</translation>
    </message>
    <message>
        <source>Waiting for everyone to say they are ready.</source>
        <translation>Warte, bis alle sagen, dass sie bereit sind.</translation>
    </message>
    <message>
        <source>The host starts the game once everyone is ready.</source>
        <translation>Der Gastgeber startet die Partie, sobald alle bereit sind.</translation>
    </message>
    <message>
        <source>Not ready</source>
        <translation>Nicht bereit</translation>
    </message>
    <message>
        <source>I’m ready</source>
        <translation>Ich bin bereit</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Partie starten</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Host</source>
        <translation>Gastgeber</translation>
    </message>
</context>
<context>
    <name>PileMarks</name>
    <message>
        <source>this turn: 1 card</source>
        <translation>dieser Zug: 1 Karte</translation>
    </message>
    <message>
        <source>this turn: %1 cards</source>
        <translation>dieser Zug: %1 Karten</translation>
    </message>
    <message>
        <source>Ace =</source>
        <translation>Ass =</translation>
    </message>
</context>
<context>
    <name>ResultsPanel</name>
    <message>
        <source>Round %1 is over</source>
        <translation>Runde %1 ist vorbei</translation>
    </message>
    <message>
        <source>Scores so far</source>
        <translation>Bisheriger Stand</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Deal code: %1</source>
        <extracomment>The deal code: anyone can play exactly this deal with Game &gt; Play a deal code.</extracomment>
        <translation>Spielcode: %1</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal spielen</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>Previous round (Page Up)</source>
        <translation>Vorige Runde (Bild ↑)</translation>
    </message>
    <message>
        <source>Previous move (←)</source>
        <translation>Voriger Zug (←)</translation>
    </message>
    <message>
        <source>Next move (→)</source>
        <translation>Nächster Zug (→)</translation>
    </message>
    <message>
        <source>Next round (Page Down)</source>
        <translation>Nächste Runde (Bild ↓)</translation>
    </message>
    <message>
        <source>Could I have won?</source>
        <translation>Hätte ich gewinnen können?</translation>
    </message>
    <message>
        <source>Leave replay</source>
        <translation>Wiederholung verlassen</translation>
    </message>
</context>
<context>
    <name>SeatBadge</name>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>ist am Zug</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>Bot</translation>
    </message>
</context>
<context>
    <name>SetupPanel</name>
    <message>
        <source>Bot: Beginner</source>
        <translation>Bot: Anfänger</translation>
    </message>
    <message>
        <source>Bot: Casual</source>
        <translation>Bot: Gelegenheitsspieler</translation>
    </message>
    <message>
        <source>Bot: Strong</source>
        <translation>Bot: Stark</translation>
    </message>
    <message>
        <source>Bot: Expert</source>
        <translation>Bot: Experte</translation>
    </message>
    <message>
        <source>Bot: %1</source>
        <translation>Bot: %1</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>End the game in progress?</source>
        <translation>Laufende Partie beenden?</translation>
    </message>
    <message>
        <source>A new game replaces the one under way; it cannot be continued later.</source>
        <translation>Eine neue Partie ersetzt die laufende; sie kann später nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>%1 players.</source>
        <translation>%1 Spieler.</translation>
    </message>
    <message>
        <source>%1 to %2 players.</source>
        <translation>%1 bis %2 Spieler.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Platz %1</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Animation</source>
        <translation>Animation</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>Adjust the options for %1 players</source>
        <translation>Optionen für %1 Spieler anpassen</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Remove this kept game?</source>
        <translation>Diese aufbewahrte Partie entfernen?</translation>
    </message>
    <message>
        <source>%1

It will no longer be offered to continue.</source>
        <translation>%1

Sie wird nicht mehr zum Fortsetzen angeboten.</translation>
    </message>
    <message>
        <source>Remove…</source>
        <translation>Entfernen…</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 Spieler</translation>
    </message>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 Spieler</translation>
    </message>
    <message>
        <source>✓ Lesson finished</source>
        <translation>✓ Lektion abgeschlossen</translation>
    </message>
    <message>
        <source>New to %1? Learn it in three minutes.</source>
        <translation>Neu bei %1? Lerne es in drei Minuten.</translation>
    </message>
    <message>
        <source>Take the lesson again</source>
        <translation>Lektion wiederholen</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>At a network table one person plays at this screen; the others join from their own Felt.</source>
        <translation>An einem Netzwerktisch spielt an diesem Bildschirm eine Person; die anderen setzen sich von ihrem eigenen Felt aus dazu.</translation>
    </message>
    <message>
        <source>Friend over the network</source>
        <translation>Freund übers Netzwerk</translation>
    </message>
    <message>
        <source>Host the table</source>
        <translation>Tisch eröffnen</translation>
    </message>
    <message>
        <source>Learn to play %1</source>
        <translation>%1 spielen lernen</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Nicht jetzt</translation>
    </message>
</context>
<context>
    <name>StatisticsPanel</name>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>No finished games yet.</source>
        <translation>Noch keine beendeten Partien.</translation>
    </message>
    <message>
        <source>By variant</source>
        <translation>Nach Variante</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bestwert</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <source>Streak</source>
        <translation>Serie</translation>
    </message>
    <message>
        <source>Longest</source>
        <translation>Längste</translation>
    </message>
    <message>
        <source>Places</source>
        <translation>Platzierungen</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Statistik zurücksetzen…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Reset statistics?</source>
        <translation>Statistik zurücksetzen?</translation>
    </message>
    <message>
        <source>Every game recorded so far will be forgotten.</source>
        <translation>Alle bisher gespeicherten Partien werden vergessen.</translation>
    </message>
    <message>
        <source>Played: games finished. Won: games won, and their share. Best and Average: final scores. Streak: games won in a row up to the last one. Longest: the most won in a row. Places: how often first · second · third…</source>
        <translation>Gespielt: beendete Partien. Gewonnen: gewonnene Partien und ihr Anteil. Bester und Schnitt: Endstände. Serie: Siege in Folge bis zur letzten Partie. Längste: die meisten Siege in Folge. Plätze: wie oft Erster · Zweiter · Dritter…</translation>
    </message>
    <message>
        <source>Recent games of %1</source>
        <translation>Letzte Partien von %1</translation>
    </message>
</context>
<context>
    <name>StatsChart</name>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Not won</source>
        <translation>Nicht gewonnen</translation>
    </message>
    <message>
        <source>Bars: final score of each game, oldest on the left.</source>
        <translation>Balken: Endstand jeder Partie, die älteste links.</translation>
    </message>
</context>
<context>
    <name>StatusPanel</name>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Clockwise</source>
        <translation>Im Uhrzeigersinn</translation>
    </message>
    <message>
        <source>Anticlockwise</source>
        <translation>Gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <source>to pick up for %1 if the turn ends now</source>
        <translation>für %1 aufzunehmen, wenn der Zug jetzt endet</translation>
    </message>
    <message>
        <source>%1 must answer or pick up</source>
        <translation>%1 muss antworten oder aufnehmen</translation>
    </message>
    <message>
        <source>1 player skipped</source>
        <translation>1 Spieler übersprungen</translation>
    </message>
    <message>
        <source>%1 players skipped</source>
        <translation>%1 Spieler übersprungen</translation>
    </message>
    <message>
        <source>Next: %1 again</source>
        <translation>Als Nächstes: wieder %1</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Als Nächstes: %1</translation>
    </message>
    <message>
        <source>to pick up for you if the turn ends now</source>
        <translation>für dich aufzunehmen, wenn der Zug jetzt endet</translation>
    </message>
    <message>
        <source>You must answer or pick up</source>
        <translation>Du musst antworten oder aufnehmen</translation>
    </message>
</context>
<context>
    <name>SuitChooser</name>
    <message>
        <source>Clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>Diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>Hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>Spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Which suit does your %1 stand for?</source>
        <translation>Für welche Farbe steht dein %1?</translation>
    </message>
    <message>
        <source>Which suit does your Ace stand for?</source>
        <translation>Für welche Farbe steht dein Ass?</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>SuitCycle</name>
    <message>
        <source>Rock</source>
        <translation>Stein</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Scissors</source>
        <translation>Schere</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>Lizard</source>
        <translation>Echse</translation>
    </message>
    <message>
        <source>Arrow: beats</source>
        <translation>Pfeil: schlägt</translation>
    </message>
    <message>
        <source>%1 beats %2 and %3</source>
        <translation>%1 schlägt %2 und %3</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>face-down card</source>
        <translation>verdeckte Karte</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>spielbar</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>ausgewählt</translation>
    </message>
    <message>
        <source>suggested by the hint</source>
        <translation>vom Tipp vorgeschlagen</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Or click a glowing group on the table to play %1 there</source>
        <translation>Oder klicke eine leuchtende Gruppe auf dem Tisch an, um %1 dort zu spielen</translation>
    </message>
</context>
<context>
    <name>TradeDialog</name>
    <message>
        <source>Offer a trade</source>
        <translation>Tausch anbieten</translation>
    </message>
    <message>
        <source>Offer a marker for a number card of a suit, or a number card for a marker. One offer per turn; if it is accepted, your turn ends.</source>
        <translation>Biete eine Markerkarte gegen eine Zahlenkarte einer Farbe an, oder eine Zahlenkarte gegen eine Markerkarte. Ein Angebot pro Zug; wird es angenommen, endet dein Zug.</translation>
    </message>
    <message>
        <source>To</source>
        <translation>An</translation>
    </message>
    <message>
        <source>Give</source>
        <translation>Geben</translation>
    </message>
    <message>
        <source>Ask for</source>
        <translation>Verlangen</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>Anbieten</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <source>End turn (+1 card)</source>
        <translation>Zug beenden (+1 Karte)</translation>
    </message>
    <message>
        <source>End turn (+%1 cards)</source>
        <translation>Zug beenden (+%1 Karten)</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Pick up (nothing to draw)</source>
        <translation>Aufnehmen (nichts zu ziehen)</translation>
    </message>
    <message>
        <source>Pick up 1 card</source>
        <translation>1 Karte aufnehmen</translation>
    </message>
    <message>
        <source>Pick up %1 cards</source>
        <translation>%1 Karten aufnehmen</translation>
    </message>
    <message>
        <source>Facing +%1: an Ace cancels it, a matching 2 or Jack passes it on.</source>
        <translation>Es drohen +%1: ein Ass hebt sie auf, eine passende 2 oder ein passender Bube gibt sie weiter.</translation>
    </message>
    <message>
        <source>Play a card that matches the top card, or pick up.</source>
        <translation>Spiele eine Karte, die zur obersten Karte passt, oder nimm auf.</translation>
    </message>
    <message>
        <source>A Queen must be covered: play any card on it.</source>
        <translation>Eine Dame muss bedeckt werden: spiele eine beliebige Karte darauf.</translation>
    </message>
    <message>
        <source>Passing the pick-up on: only 2s and Jacks may follow.</source>
        <translation>Die Aufnahme wird weitergegeben: nur 2en und Buben dürfen folgen.</translation>
    </message>
    <message>
        <source>Going out on a power card costs a card.</source>
        <translation>Mit einer Aktionskarte auszugehen kostet eine Karte.</translation>
    </message>
    <message>
        <source>Capped: end your turn, or go on with the same rank.</source>
        <translation>Gedeckelt: beende deinen Zug oder mach mit demselben Rang weiter.</translation>
    </message>
    <message>
        <source>Not capped: play a matching card to cap, or end and take a card.</source>
        <translation>Nicht gedeckelt: spiele eine passende Karte zum Deckeln, oder beende und nimm eine Karte.</translation>
    </message>
    <message>
        <source>The pile is empty: any card will do, or pick up.</source>
        <translation>Der Stapel ist leer: Jede Karte passt, oder nimm auf.</translation>
    </message>
</context>
<context>
    <name>autosave</name>
    <message>
        <source>the folder %1 cannot be made</source>
        <translation>der Ordner %1 kann nicht angelegt werden</translation>
    </message>
    <message>
        <source>The game could not be saved: %1.</source>
        <translation>Die Partie konnte nicht gespeichert werden: %1.</translation>
    </message>
    <message>
        <source>%1 · %2 players · round %3 · saved %4</source>
        <extracomment>A kept game on its Continue button: game, players, round, when it was saved.</extracomment>
        <translation>%1 · %2 Spieler · Runde %3 · gespeichert %4</translation>
    </message>
    <message>
        <source>There is no saved game.</source>
        <translation>Es gibt keine gespeicherte Partie.</translation>
    </message>
    <message>
        <source>The saved game could not be read (%1). The file was kept as %2.</source>
        <translation>Die gespeicherte Partie konnte nicht gelesen werden (%1). Die Datei wurde als %2 aufbewahrt.</translation>
    </message>
    <message>
        <source>A kept game that cannot be read</source>
        <extracomment>A kept game whose file is damaged; Continue says more and keeps the file aside.</extracomment>
        <translation>Eine aufbewahrte Partie, die nicht gelesen werden kann</translation>
    </message>
    <message>
        <source>This game is open in another Felt window, which keeps it; the moves made here are not kept.</source>
        <translation>Diese Partie ist in einem anderen Felt-Fenster geöffnet, das sie aufbewahrt; die Züge hier werden nicht gespeichert.</translation>
    </message>
    <message>
        <source>This game is being played in another Felt window.</source>
        <translation>Diese Partie wird in einem anderen Felt-Fenster gespielt.</translation>
    </message>
</context>
<context>
    <name>cards</name>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
    <message>
        <source>Rock</source>
        <translation>Stein</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <source>Scissors</source>
        <translation>Schere</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>Lizard</source>
        <translation>Echse</translation>
    </message>
    <message>
        <source>A</source>
        <translation>A</translation>
    </message>
    <message>
        <source>J</source>
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>King</source>
        <translation>König</translation>
    </message>
    <message>
        <source>Joker</source>
        <extracomment>A Janken Joker of suit %1 (&quot;Rock Joker&quot;); French Jokers have no suit.</extracomment>
        <translation>Joker</translation>
    </message>
    <message>
        <source>%1 Joker</source>
        <translation>%1-Joker</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>A card: %1 is the rank, %2 the suit (&quot;Queen of hearts&quot;, &quot;7 of Rock&quot;).</extracomment>
        <translation>%2-%1</translation>
    </message>
    <message>
        <source> (%1 as %2)</source>
        <extracomment>A wild card in a move: &quot;Meld 2 Rock, 3 Rock, Rock Joker (Rock Joker as 4)&quot;.</extracomment>
        <translation> (%1 als %2)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>before a vowel</comment>
        <extracomment>A card whose suit name starts with a vowel: %1 the rank, %2 the suit (&quot;Queen of Water&quot;).</extracomment>
        <translation>%2-%1</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>It is the only legal move.</source>
        <translation>Es ist der einzige erlaubte Zug.</translation>
    </message>
    <message>
        <source>That is not a legal move now.</source>
        <translation>Das ist jetzt kein erlaubter Zug.</translation>
    </message>
    <message>
        <source>That card cannot be played now.</source>
        <translation>Diese Karte kann jetzt nicht gespielt werden.</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Vom Stapel ziehen</translation>
    </message>
    <message>
        <source>Take the discard</source>
        <translation>Die Ablage nehmen</translation>
    </message>
    <message>
        <source>Take %1 from the discard pile</source>
        <translation>%1 vom Ablagestapel nehmen</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>Play pile</source>
        <translation>Spielstapel</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>%1 cancels the pick-up with an Ace.</source>
        <translation>%1 hebt die Aufnahme mit einem Ass auf.</translation>
    </message>
    <message>
        <source>%1 names %2.</source>
        <translation>%1 wählt %2.</translation>
    </message>
    <message>
        <source>%1 skips a player clockwise.</source>
        <translation>%1 überspringt einen Spieler im Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>%1 skips a player anticlockwise.</source>
        <translation>%1 überspringt einen Spieler gegen den Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>%1 reverses: play goes clockwise.</source>
        <translation>%1 kehrt um: gespielt wird im Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>%1 reverses: play goes anticlockwise.</source>
        <translation>%1 kehrt um: gespielt wird gegen den Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>%1 goes out and wins.</source>
        <translation>%1 geht aus und gewinnt.</translation>
    </message>
    <message>
        <source>%1 cannot go out on a power card and picks up one card.</source>
        <translation>%1 darf nicht mit einer Aktionskarte ausgehen und nimmt eine Karte auf.</translation>
    </message>
    <message>
        <source>%1 ended the turn uncapped and picks up one card.</source>
        <translation>%1 hat den Zug ungedeckelt beendet und nimmt eine Karte auf.</translation>
    </message>
    <message numerus="yes">
        <source>%1 picks up %n card(s).</source>
        <translation>
            <numerusform>%1 nimmt %n Karte auf.</numerusform>
            <numerusform>%1 nimmt %n Karten auf.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 must pick up %n card(s).</source>
        <translation>
            <numerusform>%1 muss %n Karte aufnehmen.</numerusform>
            <numerusform>%1 muss %n Karten aufnehmen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 owes %n card(s) (pick-up debt).</source>
        <translation>
            <numerusform>%1 schuldet %n Karte (Aufnahmeschuld).</numerusform>
            <numerusform>%1 schuldet %n Karten (Aufnahmeschuld).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No cards left to pick up: %n card(s) waived for %1.</source>
        <translation>
            <numerusform>Keine Karten mehr zum Aufnehmen: %n Karte wird %1 erlassen.</numerusform>
            <numerusform>Keine Karten mehr zum Aufnehmen: %n Karten werden %1 erlassen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 collects the pick-up debt.</source>
        <translation>%1 begleicht die Aufnahmeschuld.</translation>
    </message>
    <message>
        <source>Shed your whole hand first. Follow suit or rank; 2s and Jacks make the next player pick up, Aces change the suit and 8s skip.</source>
        <translation>Werde zuerst deine ganze Hand los. Bediene Farbe oder Rang; 2en und Buben lassen den Nächsten aufnehmen, Asse wechseln die Farbe, 8en setzen aus.</translation>
    </message>
    <message>
        <source>Blackjack (school rules)</source>
        <translation>Blackjack (Schulregeln)</translation>
    </message>
    <message>
        <source>Pick-up debt</source>
        <translation>Aufnahmeschuld</translation>
    </message>
    <message>
        <source>Cards that cannot be picked up because the deck and play pile are used up are owed and taken as soon as cards become available.</source>
        <translation>Karten, die nicht aufgenommen werden können, weil Stapel und Spielstapel aufgebraucht sind, werden geschuldet und genommen, sobald wieder Karten da sind.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message numerus="yes">
        <source>You have not played a card yet: play one, or pick up %n card(s) instead.</source>
        <translation>
            <numerusform>Du hast noch keine Karte gespielt: spiele eine oder nimm stattdessen %n Karte auf.</numerusform>
            <numerusform>Du hast noch keine Karte gespielt: spiele eine oder nimm stattdessen %n Karten auf.</numerusform>
        </translation>
    </message>
    <message>
        <source>A Queen must be covered: play any card on it.</source>
        <translation>Eine Dame muss bedeckt werden: spiele eine beliebige Karte darauf.</translation>
    </message>
    <message>
        <source>You have already played this turn: cover the Queen first.</source>
        <translation>Du hast in diesem Zug schon gespielt: bedecke zuerst die Dame.</translation>
    </message>
    <message numerus="yes">
        <source>You have already played this turn: end it instead (that costs %n card(s)).</source>
        <translation>
            <numerusform>Du hast in diesem Zug schon gespielt: beende ihn stattdessen (das kostet %n Karte).</numerusform>
            <numerusform>Du hast in diesem Zug schon gespielt: beende ihn stattdessen (das kostet %n Karten).</numerusform>
        </translation>
    </message>
    <message>
        <source>Play one card at a time.</source>
        <translation>Spiele eine Karte nach der anderen.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Diese Karte ist nicht in deiner Hand.</translation>
    </message>
    <message>
        <source>Name the suit the Ace stands for.</source>
        <translation>Nenne die Farbe, für die das Ass steht.</translation>
    </message>
    <message>
        <source>Only an Ace names a suit.</source>
        <translation>Nur ein Ass wählt eine Farbe.</translation>
    </message>
    <message>
        <source>That is not a play of this game.</source>
        <translation>Das ist kein Zug dieses Spiels.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>Das ist kein Zug dieses Spiels.</translation>
    </message>
    <message numerus="yes">
        <source>You face a pick-up of %n: cancel it with an Ace, pass it on with a 2 or Jack matching %1, or pick up.</source>
        <translation>
            <numerusform>Dir droht eine Aufnahme von %n: hebe sie mit einem Ass auf, gib sie mit einer zu %1 passenden 2 oder einem Buben weiter, oder nimm auf.</numerusform>
            <numerusform>Dir droht eine Aufnahme von %n: hebe sie mit einem Ass auf, gib sie mit einer zu %1 passenden 2 oder einem Buben weiter, oder nimm auf.</numerusform>
        </translation>
    </message>
    <message>
        <source>After answering a pick-up only a 2 or a Jack may follow.</source>
        <translation>Nach der Antwort auf eine Aufnahme darf nur eine 2 oder ein Bube folgen.</translation>
    </message>
    <message>
        <source>After %1 only another %2 may follow, or end the turn (an Ace is wild only as a step-1 card).</source>
        <translation>Nach %1 darf nur eine weitere %2 folgen, oder beende den Zug (ein Ass ist nur als Karte der Stufe 1 frei).</translation>
    </message>
    <message>
        <source>After %1 only another %2 may follow, or end the turn.</source>
        <translation>Nach %1 darf nur eine weitere %2 folgen, oder beende den Zug.</translation>
    </message>
    <message>
        <source>It must match %1 by suit (%2) or rank.</source>
        <translation>Sie muss zu %1 in der Farbe (%2) oder im Rang passen.</translation>
    </message>
    <message>
        <source>It must match %1 by suit (%2) or rank, or end the turn.</source>
        <translation>Sie muss zu %1 in der Farbe (%2) oder im Rang passen, oder beende den Zug.</translation>
    </message>
    <message numerus="yes">
        <source>It must match %1 by suit (%2) or rank, or end the turn (that costs %n card(s)).</source>
        <translation>
            <numerusform>Sie muss zu %1 in der Farbe (%2) oder im Rang passen, oder beende den Zug (das kostet %n Karte).</numerusform>
            <numerusform>Sie muss zu %1 in der Farbe (%2) oder im Rang passen, oder beende den Zug (das kostet %n Karten).</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>Suit named</source>
        <translation>Gewählte Farbe</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gewinner</translation>
    </message>
    <message>
        <source>Owes</source>
        <translation>Schuldet</translation>
    </message>
    <message>
        <source>End turn (pick up %1)</source>
        <translation>Zug beenden (%1 aufnehmen)</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Pick up %1</source>
        <translation>%1 aufnehmen</translation>
    </message>
    <message>
        <source>Play %1 and name %2</source>
        <translation>%1 spielen und %2 wählen</translation>
    </message>
    <message>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Talon</translation>
    </message>
    <message>
        <source>Trump card</source>
        <translation>Trumpfkarte</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Stich</translation>
    </message>
    <message>
        <source>Tricks taken</source>
        <translation>Gewonnene Stiche</translation>
    </message>
    <message>
        <source>Revoke: did not follow %1.</source>
        <translation>Nicht bedient: %1 nicht bedient.</translation>
    </message>
    <message>
        <source>Bid exactly how many tricks you will take, round after round with a changing number of cards. Exact bids score; misses do not.</source>
        <translation>Sage genau an, wie viele Stiche du machst, Runde für Runde mit wechselnder Kartenzahl. Nur genaue Ansagen punkten.</translation>
    </message>
    <message>
        <source>Jabberwocky</source>
        <translation>Jabberwocky</translation>
    </message>
    <message>
        <source>Trump card turned by</source>
        <translation>Trumpfkarte aufgedeckt von</translation>
    </message>
    <message>
        <source>Who turns up the trump card after the deal.</source>
        <translation>Wer nach dem Geben die Trumpfkarte aufdeckt.</translation>
    </message>
    <message>
        <source>Revokes allowed</source>
        <translation>Nichtbedienen erlaubt</translation>
    </message>
    <message>
        <source>Players may fail to follow suit on purpose; each revoke costs 3 points at once.</source>
        <translation>Spieler dürfen absichtlich nicht bedienen; jedes Nichtbedienen kostet sofort 3 Punkte.</translation>
    </message>
    <message>
        <source>Bidding is over for this round.</source>
        <translation>Die Ansagen sind für diese Runde vorbei.</translation>
    </message>
    <message>
        <source>A bid must be between 0 and %1.</source>
        <translation>Eine Ansage muss zwischen 0 und %1 liegen.</translation>
    </message>
    <message>
        <source>The dealer may not bid %1: the bids would add up to the number of tricks.</source>
        <translation>Der Geber darf nicht %1 ansagen: die Ansagen ergäben zusammen die Zahl der Stiche.</translation>
    </message>
    <message>
        <source>That bid is not allowed.</source>
        <translation>Diese Ansage ist nicht erlaubt.</translation>
    </message>
    <message>
        <source>Bid first: play starts when everyone has bid.</source>
        <translation>Erst ansagen: gespielt wird, wenn alle angesagt haben.</translation>
    </message>
    <message>
        <source>Trumps are not broken yet: lead another suit (%1 are trumps).</source>
        <translation>Trumpf ist noch nicht gebrochen: spiele eine andere Farbe aus (%1 ist Trumpf).</translation>
    </message>
    <message>
        <source>You must follow suit: %1 were led.</source>
        <translation>Du musst Farbe bedienen: %1 wurde ausgespielt.</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Cards each</source>
        <translation>Karten je Spieler</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <source>Trump broken</source>
        <translation>Trumpf gebrochen</translation>
    </message>
    <message>
        <source>Leads</source>
        <translation>Spielt aus</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Ansage</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Stiche</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>%1 ansagen</translation>
    </message>
    <message>
        <source>Stock</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>Melds</source>
        <translation>Meldungen</translation>
    </message>
    <message>
        <source>The discard pile is turned over as the new stock.</source>
        <translation>Der Ablagestapel wird als neuer Stapel umgedreht.</translation>
    </message>
    <message>
        <source>The hand is blocked and scores nothing.</source>
        <translation>Das Blatt ist blockiert und zählt nichts.</translation>
    </message>
    <message>
        <source>Rummy! %1 doubles the points.</source>
        <translation>Rommé! %1 verdoppelt die Punkte.</translation>
    </message>
    <message>
        <source>Rummy on a five-suit deck where each suit beats two others: lay sets, runs and strong runs, and go out first to score the cards left in hands.</source>
        <translation>Rommé mit fünf Farben, in dem jede Farbe zwei andere schlägt: lege Sätze, Folgen und starke Folgen aus und geh als Erster aus, um die Karten in den anderen Händen zu zählen.</translation>
    </message>
    <message>
        <source>Janken Rummy</source>
        <translation>Janken-Rommé</translation>
    </message>
    <message>
        <source>Wild Jokers</source>
        <translation>Wilde Joker</translation>
    </message>
    <message>
        <source>Adds one Joker per suit. A Joker keeps its suit and stands for any rank; it may repeat a card of a set; every meld needs one card that is not a Joker. 15 points in hand.</source>
        <translation>Fügt je Farbe einen Joker hinzu. Ein Joker behält seine Farbe und steht für jeden Rang; er darf eine Karte eines Satzes wiederholen; jede Meldung braucht eine Karte, die kein Joker ist. 15 Punkte auf der Hand.</translation>
    </message>
    <message>
        <source>Changing melds</source>
        <translation>Wechselnde Meldungen</translation>
    </message>
    <message>
        <source>A card may move from a table meld to another meld or into a new meld with hand cards, if the meld it leaves keeps at least 3 cards (4 for a strong run).</source>
        <translation>Eine Karte darf von einer Meldung auf dem Tisch in eine andere oder mit Handkarten in eine neue Meldung wechseln, wenn die verlassene Meldung mindestens 3 Karten behält (4 bei einer starken Folge).</translation>
    </message>
    <message>
        <source>Keep the card taken</source>
        <translation>Genommene Karte behalten</translation>
    </message>
    <message>
        <source>The card taken from the discard pile may not be discarded in the same turn.</source>
        <translation>Die vom Ablagestapel genommene Karte darf im selben Zug nicht abgelegt werden.</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Zielpunktzahl</translation>
    </message>
    <message>
        <source>The game ends after the hand in which someone reaches this score.</source>
        <translation>Die Partie endet nach dem Blatt, in dem jemand diese Punktzahl erreicht.</translation>
    </message>
    <message>
        <source>That card is not in this game&apos;s deck.</source>
        <translation>Diese Karte gehört nicht zum Blatt dieses Spiels.</translation>
    </message>
    <message>
        <source>Draw first: take the top card of the stock or of the discard pile.</source>
        <translation>Erst ziehen: nimm die oberste Karte des Stapels oder des Ablagestapels.</translation>
    </message>
    <message>
        <source>You have already drawn this turn.</source>
        <translation>Du hast in diesem Zug schon gezogen.</translation>
    </message>
    <message>
        <source>The stock is empty and there is no discard pile to turn over.</source>
        <translation>Der Stapel ist leer und es gibt keinen Ablagestapel zum Umdrehen.</translation>
    </message>
    <message>
        <source>The discard pile is empty: draw from the stock.</source>
        <translation>Der Ablagestapel ist leer: zieh vom Stapel.</translation>
    </message>
    <message>
        <source>Only the top card of the discard pile may be drawn.</source>
        <translation>Nur die oberste Karte des Ablagestapels darf gezogen werden.</translation>
    </message>
    <message>
        <source>Moving table cards needs the Changing melds variant.</source>
        <translation>Karten auf dem Tisch zu verschieben erfordert die Variante „Wechselnde Meldungen“.</translation>
    </message>
    <message>
        <source>You do not hold %1.</source>
        <translation>Du hast %1 nicht.</translation>
    </message>
    <message>
        <source>Discard exactly one card.</source>
        <translation>Lege genau eine Karte ab.</translation>
    </message>
    <message>
        <source>Say which rank %1 stands for.</source>
        <translation>Sag, für welchen Rang %1 steht.</translation>
    </message>
    <message>
        <source>That would leave only the card taken from the discard pile, which may not be discarded this turn.</source>
        <translation>Dann bliebe nur die vom Ablagestapel genommene Karte, die in diesem Zug nicht abgelegt werden darf.</translation>
    </message>
    <message>
        <source>A Joker may not take the place of a natural card you hold: lay the natural card.</source>
        <translation>Ein Joker darf keine echte Karte ersetzen, die du hältst: lege die echte Karte.</translation>
    </message>
    <message>
        <source>There is no meld %1 on the table.</source>
        <translation>Auf dem Tisch liegt keine Meldung %1.</translation>
    </message>
    <message>
        <source>%1 does not fit at an end of meld %2.</source>
        <translation>%1 passt an kein Ende der Meldung %2.</translation>
    </message>
    <message>
        <source>Lay off one card at a time.</source>
        <translation>Lege eine Karte nach der anderen an.</translation>
    </message>
    <message>
        <source>That card is not in meld %1.</source>
        <translation>Diese Karte liegt nicht in Meldung %1.</translation>
    </message>
    <message>
        <source>A card moves at most once per turn.</source>
        <translation>Eine Karte wechselt höchstens einmal pro Zug.</translation>
    </message>
    <message>
        <source>Meld %1 must keep at least 3 cards (4 for a strong run), stay in sequence and keep a natural card.</source>
        <translation>Meldung %1 muss mindestens 3 Karten behalten (4 bei einer starken Folge), in Folge bleiben und eine echte Karte behalten.</translation>
    </message>
    <message>
        <source>A new meld takes the moved card and the fewest hand cards (2, or 3 for a strong run) that make it valid; lay further cards off afterwards.</source>
        <translation>Eine neue Meldung nimmt die verschobene Karte und so wenige Handkarten (2, oder 3 bei einer starken Folge), wie sie gültig machen; weitere Karten danach anlegen.</translation>
    </message>
    <message>
        <source>That card cannot leave its meld now.</source>
        <translation>Diese Karte kann ihre Meldung jetzt nicht verlassen.</translation>
    </message>
    <message>
        <source>Cards on the table stay in their melds.</source>
        <translation>Karten auf dem Tisch bleiben in ihren Meldungen.</translation>
    </message>
    <message>
        <source>set</source>
        <translation>Satz</translation>
    </message>
    <message>
        <source>run</source>
        <translation>Folge</translation>
    </message>
    <message>
        <source>strong run</source>
        <translation>starke Folge</translation>
    </message>
    <message>
        <source>Playing to</source>
        <translation>Gespielt bis</translation>
    </message>
    <message>
        <source>Stock turned over</source>
        <translation>Stapel umgedreht</translation>
    </message>
    <message>
        <source>Taken from the pile</source>
        <translation>Vom Stapel genommen</translation>
    </message>
    <message>
        <source>Last hand won by</source>
        <translation>Letztes Blatt gewonnen von</translation>
    </message>
    <message>
        <source>Last hand</source>
        <translation>Letztes Blatt</translation>
    </message>
    <message>
        <source>has melded</source>
        <translation>hat gemeldet</translation>
    </message>
    <message>
        <source>Meld %1</source>
        <translation>%1 melden</translation>
    </message>
    <message>
        <source>Lay %1 off on meld %2</source>
        <translation>%1 an Meldung %2 anlegen</translation>
    </message>
    <message>
        <source>Move %1 from meld %2 to meld %3</source>
        <translation>%1 von Meldung %2 zu Meldung %3 verschieben</translation>
    </message>
    <message>
        <source>Move %1 from meld %2 into a new meld with %3</source>
        <translation>%1 von Meldung %2 mit %3 in eine neue Meldung verschieben</translation>
    </message>
    <message>
        <source>Discard %1</source>
        <translation>%1 ablegen</translation>
    </message>
    <message>
        <source>Unknown move</source>
        <translation>Unbekannter Zug</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Consecutive ranks need one suit (a run) or each suit beating the one before it (a strong run).</source>
        <translation>Aufeinanderfolgende Ränge brauchen eine Farbe (eine Folge) oder jede Farbe muss die vorige schlagen (eine starke Folge).</translation>
    </message>
    <message>
        <source>A strong run needs at least 4 cards.</source>
        <translation>Eine starke Folge braucht mindestens 4 Karten.</translation>
    </message>
    <message>
        <source>A meld needs at least 3 cards.</source>
        <translation>Eine Meldung braucht mindestens 3 Karten.</translation>
    </message>
    <message>
        <source>Too many cards for one meld.</source>
        <translation>Zu viele Karten für eine Meldung.</translation>
    </message>
    <message>
        <source>A meld needs at least one card that is not a Joker.</source>
        <translation>Eine Meldung braucht mindestens eine Karte, die kein Joker ist.</translation>
    </message>
    <message>
        <source>An Ace is low (A-2-3) or high (Q-K-A), never both (no K-A-2).</source>
        <translation>Ein Ass ist niedrig (A-2-3) oder hoch (Q-K-A), nie beides (kein K-A-2).</translation>
    </message>
    <message>
        <source>The cards are neither all of one rank nor of consecutive ranks.</source>
        <translation>Die Karten haben weder alle denselben Rang noch aufeinanderfolgende Ränge.</translation>
    </message>
    <message>
        <source>First lay-down</source>
        <translation>Erste Auslage</translation>
    </message>
    <message>
        <source>Second lay-down</source>
        <translation>Zweite Auslage</translation>
    </message>
    <message>
        <source>Kept markers</source>
        <translation>Behaltene Markerkarten</translation>
    </message>
    <message>
        <source>Dibs</source>
        <translation>Anspruch</translation>
    </message>
    <message>
        <source>Two decks</source>
        <translation>Zwei Kartenspiele</translation>
    </message>
    <message>
        <source>A race to complete two goals, each a marker and four number cards, by drawing and discarding; dibs, trades and Jokers shake things up.</source>
        <translation>Ein Wettlauf um zwei Ziele, jedes aus einer Markerkarte und vier Zahlenkarten, durch Ziehen und Ablegen; Ansprüche, Tausch und Joker sorgen für Bewegung.</translation>
    </message>
    <message>
        <source>Jump Start</source>
        <translation>Jump Start</translation>
    </message>
    <message>
        <source>Game mode</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <source>Short: the first player to complete both goals wins. Long: play on until one player is left and rank everyone. Two-player games are always short.</source>
        <translation>Kurz: wer zuerst beide Ziele erfüllt, gewinnt. Lang: weiterspielen, bis einer übrig ist, und alle platzieren. Partien zu zweit sind immer kurz.</translation>
    </message>
    <message>
        <source>Calling dibs</source>
        <translation>Anspruch anmelden</translation>
    </message>
    <message>
        <source>When the active player leaves the top discard, the others may claim it; the nearest claimant in turn order gets it and must draw it on their next turn.</source>
        <translation>Lässt der Spieler am Zug die oberste Ablagekarte liegen, dürfen die anderen sie beanspruchen; der nächste Anspruchsteller in Zugreihenfolge bekommt sie und muss sie in seinem nächsten Zug ziehen.</translation>
    </message>
    <message>
        <source>Marker trading</source>
        <translation>Markertausch</translation>
    </message>
    <message>
        <source>Instead of drawing, offer another player a marker for a number card of a named suit, or a number card for a marker (one offer per turn).</source>
        <translation>Statt zu ziehen einem anderen Spieler eine Markerkarte gegen eine Zahlenkarte einer genannten Farbe anbieten, oder eine Zahlenkarte gegen eine Markerkarte (ein Angebot pro Zug).</translation>
    </message>
    <message>
        <source>Shuffle two decks with four Jokers together; needed for 6 to 10 players.</source>
        <translation>Zwei Kartenspiele mit vier Jokern zusammen mischen; nötig für 6 bis 10 Spieler.</translation>
    </message>
    <message>
        <source>Jump Start with %1 players needs two decks: turn on &quot;%2&quot;.</source>
        <translation>Jump Start mit %1 Spielern braucht zwei Kartenspiele: schalte „%2“ ein.</translation>
    </message>
    <message>
        <source>%1 is not in your hand.</source>
        <translation>%1 ist nicht in deiner Hand.</translation>
    </message>
    <message>
        <source>%1 first decides whether to call dibs on %2: claim or decline.</source>
        <translation>%1 entscheidet zuerst, ob Anspruch auf %2 angemeldet wird: anmelden oder ablehnen.</translation>
    </message>
    <message>
        <source>%1 first answers the trade offer: accept with a card or decline.</source>
        <translation>%1 beantwortet zuerst das Tauschangebot: mit einer Karte annehmen oder ablehnen.</translation>
    </message>
    <message>
        <source>The offer asks for a marker (J, Q or K).</source>
        <translation>Das Angebot verlangt eine Markerkarte (J, Q oder K).</translation>
    </message>
    <message>
        <source>The offer asks for a number card of %1.</source>
        <translation>Das Angebot verlangt eine Zahlenkarte in %1.</translation>
    </message>
    <message>
        <source>Nobody can call dibs now.</source>
        <translation>Niemand kann jetzt Anspruch anmelden.</translation>
    </message>
    <message>
        <source>There is no trade offer to answer.</source>
        <translation>Es gibt kein Tauschangebot zu beantworten.</translation>
    </message>
    <message>
        <source>Your dibs card %1 is waiting: drawing it is the only thing you may do.</source>
        <translation>Deine beanspruchte Karte %1 wartet: sie zu ziehen ist das Einzige, was du tun darfst.</translation>
    </message>
    <message>
        <source>The Joker you played is on top of the discard pile: draw from the stock.</source>
        <translation>Der gespielte Joker liegt oben auf dem Ablagestapel: zieh vom Stapel.</translation>
    </message>
    <message>
        <source>You can still draw from the stock.</source>
        <translation>Du kannst noch vom Stapel ziehen.</translation>
    </message>
    <message>
        <source>After playing a Joker you draw again from the stock (or concede).</source>
        <translation>Nach einem Joker ziehst du noch einmal vom Stapel (oder gibst auf).</translation>
    </message>
    <message>
        <source>The stock is empty and the discard pile cannot refill it.</source>
        <translation>Der Stapel ist leer und der Ablagestapel kann ihn nicht auffüllen.</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Der Ablagestapel ist leer.</translation>
    </message>
    <message>
        <source>You have no dibs card waiting.</source>
        <translation>Für dich wartet keine beanspruchte Karte.</translation>
    </message>
    <message>
        <source>You can still draw a card.</source>
        <translation>Du kannst noch eine Karte ziehen.</translation>
    </message>
    <message>
        <source>Draw a card first.</source>
        <translation>Zieh zuerst eine Karte.</translation>
    </message>
    <message>
        <source>Exchanges are allowed only after laying down the first goal.</source>
        <translation>Tauschen ist erst nach der ersten Auslage erlaubt.</translation>
    </message>
    <message>
        <source>The first card must be a number card of your layout.</source>
        <translation>Die erste Karte muss eine Zahlenkarte deiner Auslage sein.</translation>
    </message>
    <message>
        <source>The second card must be in your hand.</source>
        <translation>Die zweite Karte muss in deiner Hand sein.</translation>
    </message>
    <message>
        <source>Only number cards (A to 10) can be exchanged.</source>
        <translation>Nur Zahlenkarten (A bis 10) können getauscht werden.</translation>
    </message>
    <message>
        <source>An exchange swaps two cards of the same suit.</source>
        <translation>Ein Tausch wechselt zwei Karten derselben Farbe.</translation>
    </message>
    <message>
        <source>Exchanging a card for an equal one changes nothing.</source>
        <translation>Eine Karte gegen eine gleiche zu tauschen ändert nichts.</translation>
    </message>
    <message>
        <source>Marker trading is not part of this game.</source>
        <translation>Markertausch gehört nicht zu dieser Partie.</translation>
    </message>
    <message>
        <source>Only one trade offer is allowed per turn.</source>
        <translation>Pro Zug ist nur ein Tauschangebot erlaubt.</translation>
    </message>
    <message>
        <source>Offer a trade to another player.</source>
        <translation>Biete einem anderen Spieler einen Tausch an.</translation>
    </message>
    <message>
        <source>%1 is no longer playing.</source>
        <translation>%1 spielt nicht mehr mit.</translation>
    </message>
    <message>
        <source>A Joker cannot be traded.</source>
        <translation>Ein Joker kann nicht getauscht werden.</translation>
    </message>
    <message>
        <source>A marker is traded for a number card of a named suit.</source>
        <translation>Eine Markerkarte wird gegen eine Zahlenkarte einer genannten Farbe getauscht.</translation>
    </message>
    <message>
        <source>A number card is traded for a marker.</source>
        <translation>Eine Zahlenkarte wird gegen eine Markerkarte getauscht.</translation>
    </message>
    <message>
        <source>Your hand meets the goal: you must lay it down.</source>
        <translation>Deine Hand erfüllt das Ziel: du musst sie auslegen.</translation>
    </message>
    <message>
        <source>You have already taken a card this turn: discard one.</source>
        <translation>Du hast in diesem Zug schon eine Karte genommen: lege eine ab.</translation>
    </message>
    <message>
        <source>The first goal needs one marker and a number card of each suit.</source>
        <translation>Das erste Ziel braucht eine Markerkarte und eine Zahlenkarte jeder Farbe.</translation>
    </message>
    <message>
        <source>The second goal needs one marker and four number cards that extend your laid-down cards into runs of their suits.</source>
        <translation>Das zweite Ziel braucht eine Markerkarte und vier Zahlenkarten, die deine ausgelegten Karten zu Folgen ihrer Farben verlängern.</translation>
    </message>
    <message>
        <source>A Joker is never discarded: play it as a Joker.</source>
        <translation>Ein Joker wird nie abgelegt: spiele ihn als Joker.</translation>
    </message>
    <message>
        <source>You have no Joker.</source>
        <translation>Du hast keinen Joker.</translation>
    </message>
    <message>
        <source>That is not a move of Jump Start.</source>
        <translation>Das ist kein Zug von Jump Start.</translation>
    </message>
    <message>
        <source>%1 calls dibs on %2.</source>
        <translation>%1 beansprucht %2.</translation>
    </message>
    <message>
        <source>%1 declines the trade.</source>
        <translation>%1 lehnt den Tausch ab.</translation>
    </message>
    <message>
        <source>%1 passes: nothing can be drawn.</source>
        <translation>%1 passt: es kann nichts gezogen werden.</translation>
    </message>
    <message>
        <source>%1 plays a Joker: the turn order will reverse.</source>
        <translation>%1 spielt einen Joker: die Zugreihenfolge kehrt sich um.</translation>
    </message>
    <message>
        <source>%1 completes the first goal.</source>
        <translation>%1 erfüllt das erste Ziel.</translation>
    </message>
    <message>
        <source>%1 completes the second goal and goes out.</source>
        <translation>%1 erfüllt das zweite Ziel und geht aus.</translation>
    </message>
    <message>
        <source>%1 concedes.</source>
        <translation>%1 gibt auf.</translation>
    </message>
    <message>
        <source>%1 offers %2 a number card of %3 for a marker.</source>
        <translation>%1 bietet %2 eine Zahlenkarte in %3 gegen eine Markerkarte an.</translation>
    </message>
    <message>
        <source>%1 offers %2 a marker for a number card of %3.</source>
        <translation>%1 bietet %2 eine Markerkarte gegen eine Zahlenkarte in %3 an.</translation>
    </message>
    <message>
        <source>%1 accepts the trade.</source>
        <translation>%1 nimmt den Tausch an.</translation>
    </message>
    <message>
        <source>The turn order reverses.</source>
        <translation>Die Zugreihenfolge kehrt sich um.</translation>
    </message>
    <message>
        <source>Dibs offered to</source>
        <translation>Anspruch angeboten an</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>first goal</source>
        <translation>erstes Ziel</translation>
    </message>
    <message>
        <source>second goal</source>
        <translation>zweites Ziel</translation>
    </message>
    <message>
        <source>out</source>
        <translation>draußen</translation>
    </message>
    <message>
        <source>conceded</source>
        <translation>aufgegeben</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>1st place</source>
        <translation>1. Platz</translation>
    </message>
    <message>
        <source>2nd place</source>
        <translation>2. Platz</translation>
    </message>
    <message>
        <source>3rd place</source>
        <translation>3. Platz</translation>
    </message>
    <message>
        <source>4th place</source>
        <translation>4. Platz</translation>
    </message>
    <message>
        <source>5th place</source>
        <translation>5. Platz</translation>
    </message>
    <message>
        <source>6th place</source>
        <translation>6. Platz</translation>
    </message>
    <message>
        <source>7th place</source>
        <translation>7. Platz</translation>
    </message>
    <message>
        <source>8th place</source>
        <translation>8. Platz</translation>
    </message>
    <message>
        <source>9th place</source>
        <translation>9. Platz</translation>
    </message>
    <message>
        <source>10th place</source>
        <translation>10. Platz</translation>
    </message>
    <message>
        <source>Take your dibs card</source>
        <translation>Beanspruchte Karte nehmen</translation>
    </message>
    <message>
        <source>Lay down</source>
        <translation>Auslegen</translation>
    </message>
    <message>
        <source>Take %1 back, lay %2 in its place</source>
        <translation>%1 zurücknehmen, %2 an ihre Stelle legen</translation>
    </message>
    <message>
        <source>Play the Joker</source>
        <translation>Den Joker spielen</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>Aufgeben</translation>
    </message>
    <message>
        <source>Call dibs</source>
        <translation>Anspruch anmelden</translation>
    </message>
    <message>
        <source>Decline the trade</source>
        <translation>Tausch ablehnen</translation>
    </message>
    <message>
        <source>No dibs</source>
        <translation>Kein Anspruch</translation>
    </message>
    <message>
        <source>Offer %1 to %2 for a marker</source>
        <translation>%1 an %2 gegen eine Markerkarte anbieten</translation>
    </message>
    <message>
        <source>Offer %1 to %2 for a number card of %3</source>
        <translation>%1 an %2 gegen eine Zahlenkarte in %3 anbieten</translation>
    </message>
    <message>
        <source>Give %1</source>
        <translation>%1 geben</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Dummy</source>
        <translation>Strohmann</translation>
    </message>
    <message>
        <source>Dummy card</source>
        <translation>Strohmannkarte</translation>
    </message>
    <message>
        <source>Set aside</source>
        <translation>Beiseitegelegt</translation>
    </message>
    <message>
        <source>Cards collected</source>
        <translation>Gesammelte Karten</translation>
    </message>
    <message>
        <source>A two-player trick game with 24 cards where the Jacks of the trump colour rank highest. Take more cards than your opponent each round.</source>
        <translation>Ein Stichspiel für zwei mit 24 Karten, in dem die Buben der Trumpffarbe am höchsten sind. Mach in jeder Runde mehr Karten als dein Gegner.</translation>
    </message>
    <message>
        <source>MadJack</source>
        <translation>MadJack</translation>
    </message>
    <message>
        <source>The game ends when a player reaches this many points.</source>
        <translation>Die Partie endet, wenn ein Spieler so viele Punkte erreicht.</translation>
    </message>
    <message>
        <source>That is not a move of this game: play a card.</source>
        <translation>Das ist kein Zug dieses Spiels: spiele eine Karte.</translation>
    </message>
    <message>
        <source>You must play a trump: %1 are trumps in this trick, and the Jack of %2 counts as one.</source>
        <translation>Du musst Trumpf spielen: %1 ist in diesem Stich Trumpf, und der Bube in %2 zählt als Trumpf.</translation>
    </message>
    <message>
        <source>You hold no trump, so you must follow the suit led (%1).</source>
        <translation>Du hast keinen Trumpf, also musst du die ausgespielte Farbe (%1) bedienen.</translation>
    </message>
    <message>
        <source>Dummy cards left</source>
        <translation>Verbleibende Strohmannkarten</translation>
    </message>
    <message>
        <source>Cards won</source>
        <translation>Gewonnene Karten</translation>
    </message>
    <message>
        <source>The dealer</source>
        <translation>Der Geber</translation>
    </message>
    <message>
        <source>The player left of the dealer</source>
        <translation>Der Spieler links vom Geber</translation>
    </message>
    <message>
        <source>Short</source>
        <translation>Kurz</translation>
    </message>
    <message>
        <source>Long</source>
        <translation>Lang</translation>
    </message>
    <message>
        <source>Play keeps coming back to this position; this move leads to one not seen before.</source>
        <translation>Das Spiel kehrt immer wieder zu dieser Stellung zurück; dieser Zug führt zu einer, die es noch nicht gab.</translation>
    </message>
    <message>
        <source>There was no time to compare it with other moves.</source>
        <translation>Es blieb keine Zeit, ihn mit anderen Zügen zu vergleichen.</translation>
    </message>
    <message numerus="yes">
        <source>Tried on %n possible deal(s) of the cards you cannot see, it did far better than any other move.</source>
        <translation>
            <numerusform>In %n möglichen Verteilung der Karten, die du nicht siehst, schnitt er weit besser ab als jeder andere Zug.</numerusform>
            <numerusform>In %n möglichen Verteilungen der Karten, die du nicht siehst, schnitt er weit besser ab als jeder andere Zug.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tried on %n possible deal(s) of the cards you cannot see, it did clearly better than any other move.</source>
        <translation>
            <numerusform>In %n möglichen Verteilung der Karten, die du nicht siehst, schnitt er deutlich besser ab als jeder andere Zug.</numerusform>
            <numerusform>In %n möglichen Verteilungen der Karten, die du nicht siehst, schnitt er deutlich besser ab als jeder andere Zug.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tried on %n possible deal(s) of the cards you cannot see, it did best, though another move did almost as well.</source>
        <translation>
            <numerusform>In %n möglichen Verteilung der Karten, die du nicht siehst, schnitt er am besten ab, doch ein anderer Zug war fast ebenso gut.</numerusform>
            <numerusform>In %n möglichen Verteilungen der Karten, die du nicht siehst, schnitt er am besten ab, doch ein anderer Zug war fast ebenso gut.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Won %n card(s).</source>
        <translation>
            <numerusform>%n Karte gewonnen.</numerusform>
            <numerusform>%n Karten gewonnen.</numerusform>
        </translation>
    </message>
    <message>
        <source>A moved Joker keeps its rank: %1 stands for %2.</source>
        <translation>Ein verschobener Joker behält seinen Rang: %1 steht für %2.</translation>
    </message>
    <message>
        <source>Call dibs on %1? It waits for you, and you take it at the start of your next turn.</source>
        <translation>%1 beanspruchen? Sie wartet auf dich, und du nimmst sie zu Beginn deines nächsten Zugs.</translation>
    </message>
    <message>
        <source>%1 offers you a number card of %2 for a marker.</source>
        <translation>%1 bietet dir eine Zahlenkarte in %2 gegen eine Markerkarte an.</translation>
    </message>
    <message>
        <source>%1 offers you a marker for a number card of %2.</source>
        <translation>%1 bietet dir eine Markerkarte gegen eine Zahlenkarte in %2 an.</translation>
    </message>
    <message>
        <source>No move uses exactly the selected cards.</source>
        <translation>Kein Zug verwendet genau die ausgewählten Karten.</translation>
    </message>
    <message>
        <source>These cards make no meld, whatever the Joker stands for.</source>
        <translation>Diese Karten ergeben keine Meldung, wofür der Joker auch steht.</translation>
    </message>
    <message>
        <source>These cards are not a meld: %1</source>
        <translation>Diese Karten sind keine Meldung: %1</translation>
    </message>
    <message>
        <source>An exchange takes two cards: a number card of your layout and one of your hand.</source>
        <translation>Ein Tausch braucht zwei Karten: eine Zahlenkarte deiner Auslage und eine deiner Hand.</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>Auf der Hand</translation>
    </message>
</context>
<context>
    <name>felt::app::GameCatalog</name>
    <message>
        <source>Unknown game.</source>
        <translation>Unbekanntes Spiel.</translation>
    </message>
</context>
<context>
    <name>felt::app::GameSession</name>
    <message>
        <source>Please wait for your turn.</source>
        <translation>Bitte warte, bis du dran bist.</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Suche einen guten Zug…</translation>
    </message>
    <message>
        <source>This is a replay: leave it to play on.</source>
        <translation>Dies ist eine Wiederholung: verlasse sie, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>The round is over: continue when you are ready.</source>
        <translation>Die Runde ist vorbei: mach weiter, wenn du bereit bist.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>Pass the screen to %1.</source>
        <translation>Gib den Bildschirm an %1 weiter.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt nach…</translation>
    </message>
    <message>
        <source>No game to save.</source>
        <translation>Keine Partie zum Speichern.</translation>
    </message>
    <message>
        <source>No game is under way.</source>
        <translation>Es läuft keine Partie.</translation>
    </message>
    <message>
        <source>A lesson cannot be undone: follow the bubbles.</source>
        <translation>In einer Lektion gibt es kein Rückgängig: folge den Sprechblasen.</translation>
    </message>
    <message>
        <source>In a lesson the bubble is your hint: it says what to do next.</source>
        <translation>In einer Lektion ist die Sprechblase dein Tipp: sie sagt, was als Nächstes zu tun ist.</translation>
    </message>
</context>
<context>
    <name>felt::app::LessonPlayer</name>
    <message>
        <source>No table to play the lesson at.</source>
        <translation>Kein Tisch für die Lektion da.</translation>
    </message>
    <message>
        <source>There is no lesson for this game.</source>
        <translation>Für dieses Spiel gibt es keine Lektion.</translation>
    </message>
    <message>
        <source>The lesson is over: play a real game or read the rules.</source>
        <translation>Die Lektion ist zu Ende: spiel eine echte Partie oder lies die Regeln.</translation>
    </message>
    <message>
        <source>Read the bubble first, then press Continue.</source>
        <translation>Lies zuerst die Sprechblase und drück dann auf Weiter.</translation>
    </message>
    <message>
        <source>That is a good move too, but this lesson asks for another.</source>
        <translation>Das ist auch ein guter Zug, aber diese Lektion möchte einen anderen.</translation>
    </message>
    <message>
        <source>No lesson is being played.</source>
        <translation>Gerade läuft keine Lektion.</translation>
    </message>
</context>
<context>
    <name>felt::app::MainWindow</name>
    <message>
        <source>Autosave</source>
        <translation>Automatisches Speichern</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>Open game record</source>
        <translation>Spielprotokoll öffnen</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Nothing is kept with --no-settings or --autoplay, so there is no game to continue.</source>
        <translation>Mit --no-settings oder --autoplay wird nichts aufbewahrt, also gibt es keine Partie zum Fortsetzen.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>Play a deal code</source>
        <translation>Spielcode spielen</translation>
    </message>
    <message>
        <source>Deal code (as shown after a game):</source>
        <translation>Spielcode (wie nach einer Partie angezeigt):</translation>
    </message>
    <message>
        <source>This code cannot be played: %1.</source>
        <translation>Dieser Code kann nicht gespielt werden: %1.</translation>
    </message>
    <message>
        <source>Start this deal? The game in progress will be lost.</source>
        <translation>Diese Verteilung starten? Die laufende Partie geht verloren.</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>&amp;Neu…</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>Neu &amp;starten</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Neu starten</translation>
    </message>
    <message>
        <source>Deal this game again from the start? The moves made so far will be lost.</source>
        <translation>Diese Partie von vorn geben? Die bisherigen Züge gehen verloren.</translation>
    </message>
    <message>
        <source>Play a deal &amp;code…</source>
        <translation>Spiel&amp;code spielen…</translation>
    </message>
    <message>
        <source>Re&amp;play and review</source>
        <translation>&amp;Wiederholen und auswerten</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Re&amp;do</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>T&amp;ipp</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Quit (the game is kept for next time)</source>
        <translation>&amp;Beenden (die Partie bleibt für das nächste Mal)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>Animation &amp;speed</source>
        <translation>Animations&amp;tempo</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <source>&amp;Round summaries</source>
        <translation>&amp;Rundenübersichten</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits</source>
        <translation>&amp;Vierfarbige Farben</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>&amp;Hoher Kontrast</translation>
    </message>
    <message>
        <source>&amp;Large print (bigger cards and text)</source>
        <translation>&amp;Große Darstellung (größere Karten und Schrift)</translation>
    </message>
    <message>
        <source>Card &amp;gallery</source>
        <translation>Karten&amp;galerie</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Regeln dieses Spiels</translation>
    </message>
    <message>
        <source>&amp;Keyboard</source>
        <translation>&amp;Tastatur</translation>
    </message>
    <message>
        <source>Keyboard</source>
        <translation>Tastatur</translation>
    </message>
    <message>
        <source>&amp;About Felt</source>
        <translation>&amp;Über Felt</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>System language</source>
        <extracomment>The language menu&apos;s first entry: follow the computer&apos;s language.</extracomment>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>Felt will follow the system&apos;s language from its next start.</source>
        <translation>Felt folgt ab dem nächsten Start der Systemsprache.</translation>
    </message>
    <message>
        <source>Felt will speak %1 from its next start.</source>
        <translation>Felt spricht ab dem nächsten Start %1.</translation>
    </message>
    <message>
        <source># %1

The rules of %1 are not written up in Felt yet. The table still knows them: playable cards are highlighted, and clicking any other card tells you why it cannot be played.</source>
        <translation># %1

Die Regeln von %1 sind in Felt noch nicht aufgeschrieben. Der Tisch kennt sie trotzdem: spielbare Karten leuchten, und ein Klick auf eine andere Karte sagt dir, warum sie nicht gespielt werden kann.</translation>
    </message>
    <message>
        <source>this game</source>
        <translation>dieses Spiels</translation>
    </message>
    <message>
        <source>Rules of %1</source>
        <translation>Regeln von %1</translation>
    </message>
    <message>
        <source>About Felt</source>
        <translation>Über Felt</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Felt %1&lt;/h3&gt;&lt;p&gt;A card table for house-rule card games.&lt;/p&gt;&lt;p&gt;Games: %2.&lt;/p&gt;&lt;p&gt;Written by the Felt developers. Card art and the icon are our own drawings. Built with Qt %3 (LGPL-3.0) and nlohmann/json (MIT).&lt;/p&gt;&lt;p&gt;Felt is free software under the GNU General Public License, version 3 or any later version (GPL-3.0-or-later). It comes with no warranty.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Felt %1&lt;/h3&gt;&lt;p&gt;Ein Kartentisch für Kartenspiele mit Hausregeln.&lt;/p&gt;&lt;p&gt;Spiele: %2.&lt;/p&gt;&lt;p&gt;Geschrieben von den Felt-Entwicklern. Kartenbilder und Symbol sind unsere eigenen Zeichnungen. Erstellt mit Qt %3 (LGPL-3.0) und nlohmann/json (MIT).&lt;/p&gt;&lt;p&gt;Felt ist freie Software unter der GNU General Public License, Version 3 oder jeder späteren Version (GPL-3.0-or-later). Es gibt keine Gewährleistung.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Save game record</source>
        <translation>Spielprotokoll speichern</translation>
    </message>
    <message>
        <source>Felt records (*.felt)</source>
        <translation>Felt-Protokolle (*.felt)</translation>
    </message>
    <message>
        <source>Felt records (*.felt *.json)</source>
        <translation>Felt-Protokolle (*.felt *.json)</translation>
    </message>
    <message>
        <source>Open another game? The game in progress will be lost.</source>
        <translation>Eine andere Partie öffnen? Die laufende Partie geht verloren.</translation>
    </message>
    <message>
        <source>Quit Felt</source>
        <translation>Felt beenden</translation>
    </message>
    <message>
        <source>Quit Felt? The game in progress will be lost.</source>
        <translation>Felt beenden? Die laufende Partie geht verloren.</translation>
    </message>
    <message>
        <source>Felt: the settings could not be saved in %1.</source>
        <translation>Felt: die Einstellungen konnten nicht in %1 gespeichert werden.</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Kartenrücken</translation>
    </message>
    <message>
        <source>F&amp;elt</source>
        <translation>Filz&amp;farbe</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Gastgeber</translation>
    </message>
    <message>
        <source>Host a table</source>
        <translation>Tisch ausrichten</translation>
    </message>
    <message>
        <source>Host &amp;a table…</source>
        <translation>Tisch &amp;ausrichten…</translation>
    </message>
    <message>
        <source>&amp;Join a table…</source>
        <translation>An einen Tisch &amp;setzen…</translation>
    </message>
    <message>
        <source>%1 at a network table — Felt</source>
        <translation>%1 an einem Netzwerktisch — Felt</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>Gast</translation>
    </message>
    <message>
        <source>Join a table</source>
        <translation>An einen Tisch setzen</translation>
    </message>
    <message>
        <source>Create a room on a &amp;server…</source>
        <translation>Raum auf einem &amp;Server eröffnen…</translation>
    </message>
    <message>
        <source>&amp;Learn to play</source>
        <translation>Spielen &amp;lernen</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>Start the lesson? The game in progress will be lost.</source>
        <translation>Die Lektion beginnen? Die laufende Partie geht verloren.</translation>
    </message>
    <message>
        <source>Close your network table? The game ends for everyone at it.</source>
        <translation>Deinen Netzwerktisch schließen? Die Partie endet für alle daran.</translation>
    </message>
    <message>
        <source>Leave the network table? After a while a bot plays your seat.</source>
        <translation>Den Netzwerktisch verlassen? Nach einer Weile spielt ein Bot deinen Platz.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>This window keeps no statistics: Felt was started with --no-settings, which neither reads nor saves anything. Start Felt without it to see and keep your statistics.</source>
        <translation>In diesem Fenster wird keine Statistik geführt: Felt wurde mit --no-settings gestartet und liest und speichert nichts. Starten Sie Felt ohne diese Option, um Ihre Statistik zu sehen und zu führen.</translation>
    </message>
    <message>
        <source>This window keeps no statistics: Felt was started with --autoplay, where bots play every seat. Start Felt without it to see and keep your statistics.</source>
        <translation>In diesem Fenster wird keine Statistik geführt: Felt wurde mit --autoplay gestartet, wobei Bots jeden Platz spielen. Starten Sie Felt ohne diese Option, um Ihre Statistik zu sehen und zu führen.</translation>
    </message>
</context>
<context>
    <name>felt::app::NetLobby</name>
    <message>
        <source>“%1” is not an IP address of this computer.</source>
        <translation>„%1“ ist keine IP-Adresse dieses Computers.</translation>
    </message>
    <message>
        <source>Felt cannot take players at this address: %1</source>
        <translation>Felt kann an dieser Adresse keine Spieler aufnehmen: %1</translation>
    </message>
    <message>
        <source>This invitation does not open the table: its room secret is not the host&apos;s. Ask the host for the invitation again.</source>
        <translation>Diese Einladung öffnet den Tisch nicht: Ihr Raumgeheimnis ist nicht das des Gastgebers. Bitte den Gastgeber noch einmal um die Einladung.</translation>
    </message>
    <message>
        <source>Every seat at this table is taken.</source>
        <translation>Alle Plätze an diesem Tisch sind besetzt.</translation>
    </message>
    <message>
        <source>That seat is taken.</source>
        <translation>Dieser Platz ist besetzt.</translation>
    </message>
    <message>
        <source>The host says: %1</source>
        <translation>Der Gastgeber meldet: %1</translation>
    </message>
    <message>
        <source>Felt could not reach the table. Check the invitation, and that the host is still waiting for players.</source>
        <translation>Felt hat den Tisch nicht erreicht. Prüfe die Einladung und ob der Gastgeber noch auf Spieler wartet.</translation>
    </message>
    <message>
        <source>The host closed the table.</source>
        <translation>Der Gastgeber hat den Tisch geschlossen.</translation>
    </message>
    <message>
        <source>Tables on this network cannot be listed: %1</source>
        <translation>Tische in diesem Netz lassen sich nicht auflisten: %1</translation>
    </message>
    <message>
        <source>Type the server’s address with its port, as ws://host:port or wss://host:port.</source>
        <translation>Gib die Adresse des Servers mit Port ein, als ws://host:port oder wss://host:port.</translation>
    </message>
    <message>
        <source>Choose a game and its players in Game › New… first.</source>
        <translation>Wähle zuerst unter Spiel › Neu… ein Spiel und seine Spieler.</translation>
    </message>
    <message>
        <source>Felt could not reach the server. Check its address, and that it is running.</source>
        <translation>Felt hat den Server nicht erreicht. Prüfe seine Adresse und ob er läuft.</translation>
    </message>
    <message>
        <source>The server’s answer makes no sense: %1</source>
        <translation>Die Antwort des Servers ergibt keinen Sinn: %1</translation>
    </message>
    <message>
        <source>The server says: %1</source>
        <translation>Der Server meldet: %1</translation>
    </message>
    <message>
        <source>Network table (%1): it cannot be read.</source>
        <translation>Netzwerktisch (%1): Er lässt sich nicht lesen.</translation>
    </message>
    <message>
        <source>Network table: %1 (%2)</source>
        <translation>Netzwerktisch: %1 (%2)</translation>
    </message>
    <message>
        <source>Network table: %1 with %2 (%3)</source>
        <translation>Netzwerktisch: %1 mit %2 (%3)</translation>
    </message>
    <message>
        <source>This network table is no longer kept, or another Felt is hosting it.</source>
        <translation>Dieser Netzwerktisch ist nicht mehr gespeichert, oder ein anderes Felt richtet ihn gerade aus.</translation>
    </message>
    <message>
        <source>This network table cannot be continued: %1</source>
        <translation>Dieser Netzwerktisch lässt sich nicht fortsetzen: %1</translation>
    </message>
</context>
<context>
    <name>felt::app::NetSession</name>
    <message>
        <source>The table is closed.</source>
        <translation>Der Tisch ist geschlossen.</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>This table cannot be shown: %1.</source>
        <translation>Dieser Tisch kann nicht gezeigt werden: %1.</translation>
    </message>
    <message>
        <source>Please wait for your turn.</source>
        <translation>Bitte warte, bis du dran bist.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>Waiting for %1…</source>
        <translation>Warte auf %1…</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>Suche einen guten Zug…</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>Der Gastgeber hat den Tisch geschlossen.</translation>
    </message>
    <message>
        <source>Undo is off at a network table: the others have seen your move.</source>
        <translation>An einem Netzwerktisch gibt es kein Rückgängig: Die anderen haben deinen Zug gesehen.</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>The connection to the host was lost. The game so far stays on the table.</source>
        <translation>Die Verbindung zum Gastgeber ist abgerissen. Die Partie bleibt, wie sie war, auf dem Tisch.</translation>
    </message>
    <message>
        <source>The round is over: continue when you are ready.</source>
        <translation>Die Runde ist vorbei: mach weiter, wenn du bereit bist.</translation>
    </message>
    <message>
        <source>The round is over.</source>
        <translation>Die Runde ist vorbei.</translation>
    </message>
    <message>
        <source>The record of a network game comes from its host when the game ends: until then it would show the others&apos; cards.</source>
        <translation>Die Aufzeichnung einer Netzwerkpartie kommt am Ende der Partie vom Gastgeber: Vorher würde sie die Karten der anderen zeigen.</translation>
    </message>
    <message>
        <source>The host ended the game. Game › Save As… keeps its record.</source>
        <translation>Der Gastgeber hat die Partie beendet. Mit Spiel › Speichern unter… behältst du ihre Aufzeichnung.</translation>
    </message>
    <message>
        <source>The host ended the game.</source>
        <translation>Der Gastgeber hat die Partie beendet.</translation>
    </message>
    <message>
        <source>The host closed Felt and keeps the game. When they continue it, join the table again with the same invitation: your seat waits for you.</source>
        <translation>Der Gastgeber hat Felt geschlossen und hebt die Partie auf. Wenn er sie fortsetzt, tritt dem Tisch mit derselben Einladung wieder bei: Dein Platz wartet auf dich.</translation>
    </message>
    <message>
        <source>The host freed your seat: you are no longer at this table.</source>
        <translation>Der Gastgeber hat deinen Platz freigegeben: Du sitzt nicht mehr an diesem Tisch.</translation>
    </message>
    <message>
        <source>The host has left the table.</source>
        <translation>Der Gastgeber hat den Tisch verlassen.</translation>
    </message>
    <message>
        <source>Your move did not reach the host: too many messages were sent at once. Please make it again.</source>
        <translation>Dein Zug ist nicht beim Gastgeber angekommen: Es wurden zu viele Nachrichten auf einmal gesendet. Bitte mach ihn noch einmal.</translation>
    </message>
    <message>
        <source>away · a bot plays</source>
        <translation>abwesend · ein Bot spielt</translation>
    </message>
    <message>
        <source>away</source>
        <translation>abwesend</translation>
    </message>
</context>
<context>
    <name>felt::app::Prompt</name>
    <message>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
</context>
<context>
    <name>felt::app::TableInput</name>
    <message>
        <source>Please wait for your turn.</source>
        <translation>Bitte warte, bis du dran bist.</translation>
    </message>
    <message>
        <source>Not a move of this game: %1</source>
        <translation>Kein Zug dieses Spiels: %1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move now.</source>
        <translation>„%1“ ist jetzt kein Zug.</translation>
    </message>
    <message>
        <source>Hint: %1. %2</source>
        <extracomment>A hint: %1 is the suggested move, %2 the reason (&quot;&quot; when there is none).</extracomment>
        <translation>Tipp: %1. %2</translation>
    </message>
    <message>
        <source>You cannot use that card now.</source>
        <translation>Diese Karte kannst du jetzt nicht verwenden.</translation>
    </message>
    <message>
        <source>%1 cannot go there.</source>
        <extracomment>A card dragged to a place none of its moves goes; %1 is the card.</extracomment>
        <translation>%1 kann nicht dorthin.</translation>
    </message>
</context>
<context>
    <name>felt::app::TableSession</name>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Geteilter Sieg: %1</translation>
    </message>
    <message>
        <source>Your turn, %1.</source>
        <translation>Du bist dran, %1.</translation>
    </message>
</context>
<context>
    <name>felt::app::ViewSettings</name>
    <message>
        <source>Blue lattice</source>
        <translation>Blaues Gitter</translation>
    </message>
    <message>
        <source>Red rosettes</source>
        <translation>Rote Rosetten</translation>
    </message>
    <message>
        <source>Green zigzag</source>
        <translation>Grünes Zickzack</translation>
    </message>
    <message>
        <source>Green</source>
        <extracomment>A colour of the table&apos;s felt.</extracomment>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Blue</source>
        <extracomment>A colour of the table&apos;s felt.</extracomment>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <extracomment>A colour of the table&apos;s felt (a dark red).</extracomment>
        <translation>Bordeaux</translation>
    </message>
</context>
<context>
    <name>host</name>
    <message>
        <source>The host ended the game.</source>
        <translation>Der Gastgeber hat die Partie beendet.</translation>
    </message>
    <message>
        <source>The host closed Felt and keeps the game to continue later.</source>
        <translation>Der Gastgeber hat Felt geschlossen und hebt die Partie auf, um sie später fortzusetzen.</translation>
    </message>
    <message>
        <source>The host has closed this table.</source>
        <translation>Der Gastgeber hat diesen Tisch geschlossen.</translation>
    </message>
    <message>
        <source>The game has not started: some seats are still empty.</source>
        <translation>Die Partie hat noch nicht begonnen: Einige Plätze sind noch frei.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht dran.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Dieser Zug ist jetzt nicht erlaubt.</translation>
    </message>
    <message>
        <source>The game has already started.</source>
        <translation>Die Partie hat schon begonnen.</translation>
    </message>
    <message>
        <source>The host removed you from this table.</source>
        <translation>Der Gastgeber hat dich von diesem Tisch entfernt.</translation>
    </message>
    <message>
        <source>The game has not started.</source>
        <translation>Die Partie hat noch nicht begonnen.</translation>
    </message>
    <message>
        <source>A hint is on its way.</source>
        <translation>Ein Tipp ist unterwegs.</translation>
    </message>
    <message>
        <source>The table moved on before the hint was ready.</source>
        <translation>Am Tisch ging es weiter, bevor der Tipp fertig war.</translation>
    </message>
</context>
<context>
    <name>keyboard</name>
    <message>
        <source>Enter or Space</source>
        <translation>Eingabe oder Leertaste</translation>
    </message>
    <message>
        <source>Use the card in focus (play it, or open its moves), or press the button in focus</source>
        <translation>Die Karte im Fokus verwenden (spielen oder ihre Züge öffnen) oder die Schaltfläche im Fokus drücken</translation>
    </message>
    <message>
        <source>Tab / Shift+Tab</source>
        <translation>Tab / Umschalt+Tab</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Close a chooser, clear a selection, hide the scores</source>
        <translation>Eine Auswahl schließen, eine Auswahl leeren, die Punkte ausblenden</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Restart the same deal</source>
        <translation>Dieselbe Verteilung neu starten</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Ein Spielprotokoll öffnen</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Die Partie speichern</translation>
    </message>
    <message>
        <source>Rules of this game</source>
        <translation>Regeln dieses Spiels</translation>
    </message>
    <message>
        <source>Full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Every move can be made with the keyboard. The card or button in focus has a frame; choosers open with their first move in focus, the round summary with Continue.</source>
        <translation>Jeder Zug kann mit der Tastatur gemacht werden. Die Karte oder Schaltfläche im Fokus hat einen Rahmen; Auswahlen öffnen sich mit ihrem ersten Zug im Fokus, die Rundenübersicht mit „Weiter“.</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>Move between the cards you can use now, or between the buttons of a chooser or a row</source>
        <translation>Zwischen den jetzt verwendbaren Karten wechseln, oder zwischen den Schaltflächen einer Auswahl oder einer Reihe</translation>
    </message>
    <message>
        <source>Go on to the game&apos;s buttons (bids, draws, Play selected, its own controls), then Undo, Hint and Scores, and back to the cards</source>
        <translation>Weiter zu den Schaltflächen des Spiels (Ansagen, Ziehen, Auswahl spielen, seine eigenen Bedienelemente), dann zu Rückgängig, Tipp und Punkte, und zurück zu den Karten</translation>
    </message>
    <message>
        <source>Page Up / Page Down, Home / End</source>
        <translation>Bild auf / Bild ab, Pos1 / Ende</translation>
    </message>
    <message>
        <source>Scroll the score sheet&apos;s rounds, or go to its first and last; in a replay, step by rounds, or go to the start and the end</source>
        <translation>Die Runden der Punkteliste blättern oder zur ersten und letzten gehen; in einer Wiederholung rundenweise springen oder zum Anfang und zum Ende gehen</translation>
    </message>
</context>
<context>
    <name>language</name>
    <message>
        <source>Felt does not speak &quot;%1&quot; (it speaks %2).</source>
        <translation>Felt spricht kein „%1“ (es spricht %2).</translation>
    </message>
</context>
<context>
    <name>lessons</name>
    <message>
        <source>Learn Blackjack (school rules)</source>
        <translation>Blackjack (Schulregeln) lernen</translation>
    </message>
    <message>
        <source>Welcome to Blackjack, the school game! Be the first to get rid of all your cards. You play first, and play goes clockwise.</source>
        <translation>Willkommen beim Blackjack, dem Schulspiel! Wer zuerst alle Karten los ist, gewinnt. Du fängst an, gespielt wird im Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>You lay cards on the pile one at a time. The first is a step 1 card: the same suit or rank as the top card. The pile is empty, so any card will do: play the 9 of hearts.</source>
        <translation>Du legst Karten einzeln auf den Stapel in der Mitte. Die erste ist eine Schritt-1-Karte: gleiche Farbe oder gleicher Rang wie die oberste Karte. Der Stapel ist leer, also passt jede Karte: Spiel die Herz-9.</translation>
    </message>
    <message>
        <source>Start with the 9 of hearts: it is the beginning of a good turn.</source>
        <translation>Fang mit der Herz-9 an: damit beginnt ein guter Zug.</translation>
    </message>
    <message>
        <source>You may go on with step 2: one or more cards of the same rank as the card just laid. Play the 9 of clubs.</source>
        <translation>Du darfst mit Schritt 2 weitermachen: eine oder mehrere Karten vom selben Rang wie die gerade gelegte. Spiel die Kreuz-9.</translation>
    </message>
    <message>
        <source>Play the other 9 now, the 9 of clubs.</source>
        <translation>Spiel jetzt die andere 9, die Kreuz-9.</translation>
    </message>
    <message>
        <source>After step 2 comes another step 1 card to cap the turn: it must match the top card, the 9 of clubs. Play the 4 of clubs.</source>
        <translation>Nach Schritt 2 kommt wieder eine Schritt-1-Karte, die den Zug deckelt: Sie muss zur obersten Karte passen, der Kreuz-9. Spiel die Kreuz-4.</translation>
    </message>
    <message>
        <source>Cap the turn with the 4 of clubs: it matches the 9 of clubs by suit.</source>
        <translation>Deckle den Zug mit der Kreuz-4: Sie passt in der Farbe zur Kreuz-9.</translation>
    </message>
    <message>
        <source>Your turn is capped, so ending costs nothing. Ending with a lone pair would have cost you a card. End your turn.</source>
        <translation>Dein Zug ist gedeckelt, das Beenden kostet also nichts. Mit einem einzelnen Paar aufzuhören, hätte dich eine Karte gekostet. Beende deinen Zug.</translation>
    </message>
    <message>
        <source>Power cards! The next player laid a 2: the player after them had to pick up 2 cards. But they answered with a black Jack, worth 5 more, and passed the whole pick-up on to you: 7 cards.</source>
        <translation>Aktionskarten! Der nächste Spieler hat eine 2 gelegt: Der Spieler danach hätte 2 Karten aufnehmen müssen. Der hat aber mit einem schwarzen Buben 5 draufgelegt und alles an dich weitergegeben: 7 Karten.</translation>
    </message>
    <message>
        <source>You could pass it on with a 2 or a Jack, or take all 7. Better: an Ace cancels the pick-up. An Ace goes on any card, and you name the suit it stands for. Play the Ace of spades as hearts.</source>
        <translation>Du könntest mit einer 2 oder einem Buben weitergeben oder alle 7 aufnehmen. Besser: Ein Ass hebt die Aufnahme auf. Ein Ass passt auf jede Karte, und du sagst an, für welche Farbe es steht. Spiel das Pik-Ass als Herz.</translation>
    </message>
    <message>
        <source>Play your Ace of spades and name hearts: it cancels the whole pick-up.</source>
        <translation>Spiel dein Pik-Ass und sag Herz an: Es hebt die ganze Aufnahme auf.</translation>
    </message>
    <message>
        <source>An Ace is a step 1 card, so your turn is capped. End it.</source>
        <translation>Ein Ass ist eine Schritt-1-Karte, dein Zug ist also gedeckelt. Beende ihn.</translation>
    </message>
    <message>
        <source>The others had to follow your hearts. Now three more power cards, in one turn.</source>
        <translation>Die anderen mussten dein Herz bedienen. Jetzt noch drei Aktionskarten in einem Zug.</translation>
    </message>
    <message>
        <source>A 3 must be answered at once by a card that matches it. Play the 3 of hearts.</source>
        <translation>Auf eine 3 muss sofort eine passende Karte folgen. Spiel die Herz-3.</translation>
    </message>
    <message>
        <source>Play the 3 of hearts: the lesson shows you what a 3 asks for.</source>
        <translation>Spiel die Herz-3: Die Lektion zeigt dir, was eine 3 verlangt.</translation>
    </message>
    <message>
        <source>Answer it with the Queen of hearts. A Queen must be covered by another card, and any card will do.</source>
        <translation>Antworte mit der Herz-Dame. Auf eine Dame muss noch eine Karte gelegt werden, und jede Karte passt.</translation>
    </message>
    <message>
        <source>Answer the 3 with the Queen of hearts.</source>
        <translation>Antworte auf die 3 mit der Herz-Dame.</translation>
    </message>
    <message>
        <source>Cover the Queen with the 8 of clubs. An 8 skips the next player, and the card on a Queen caps your turn.</source>
        <translation>Deck die Dame mit der Kreuz-8 ab. Eine 8 überspringt den nächsten Spieler, und die Karte auf einer Dame deckelt deinen Zug.</translation>
    </message>
    <message>
        <source>Cover the Queen with the 8 of clubs.</source>
        <translation>Deck die Dame mit der Kreuz-8 ab.</translation>
    </message>
    <message>
        <source>End your turn: the player on your left is skipped.</source>
        <translation>Beende deinen Zug: Der Spieler links von dir wird übersprungen.</translation>
    </message>
    <message>
        <source>A King reverses the direction of play. Play the King of clubs.</source>
        <translation>Ein König kehrt die Spielrichtung um. Spiel den Kreuz-König.</translation>
    </message>
    <message>
        <source>Play the King of clubs to see the direction change.</source>
        <translation>Spiel den Kreuz-König, dann siehst du, wie sich die Richtung dreht.</translation>
    </message>
    <message>
        <source>End your turn.</source>
        <translation>Beende deinen Zug.</translation>
    </message>
    <message>
        <source>Play now runs anticlockwise: the player on your right is next. A Jack makes the next player pick up 3 if it is red, 5 if it is black, and 2s and Jacks only count as the last cards of a turn.</source>
        <translation>Jetzt wird gegen den Uhrzeigersinn gespielt: Der Spieler rechts von dir ist dran. Ein Bube lässt den nächsten Spieler 3 Karten aufnehmen, wenn er rot ist, 5, wenn er schwarz ist, und 2en und Buben zählen nur als letzte Karten eines Zugs.</translation>
    </message>
    <message>
        <source>You win when your hand is empty at the end of a capped turn, as long as your last card is not a power card. Going out on a power card costs you a card instead.</source>
        <translation>Du gewinnst, wenn deine Hand am Ende eines gedeckelten Zugs leer ist und deine letzte Karte keine Aktionskarte war. Mit einer Aktionskarte auszugehen, kostet dich stattdessen eine Karte.</translation>
    </message>
    <message>
        <source>That is Blackjack, school rules. Play a real game, or read the full rules?</source>
        <translation>Das ist Blackjack nach Schulregeln. Eine echte Partie spielen oder die ganzen Regeln lesen?</translation>
    </message>
    <message>
        <source>Learn Jabberwocky</source>
        <translation>Jabberwocky lernen</translation>
    </message>
    <message>
        <source>Welcome to Jabberwocky! The aim is not to take many tricks but to say beforehand exactly how many you will take. This first round deals three cards each.</source>
        <translation>Willkommen bei Jabberwocky! Es geht nicht darum, viele Stiche zu machen, sondern vorher genau anzusagen, wie viele du machst. In dieser ersten Runde bekommt jeder drei Karten.</translation>
    </message>
    <message>
        <source>The card turned up after the deal sets trump for the whole round: spades. Any spade beats any card of another suit.</source>
        <translation>Die Karte, die nach dem Geben aufgedeckt wird, bestimmt Trumpf für die ganze Runde: Pik. Jedes Pik schlägt jede Karte einer anderen Farbe.</translation>
    </message>
    <message>
        <source>Now everyone bids how many tricks they expect to take, starting left of the dealer. The other two players bid 1 each.</source>
        <translation>Jetzt sagt jeder an, wie viele Stiche er machen will, angefangen links vom Geber. Die beiden anderen Spieler haben je 1 angesagt.</translation>
    </message>
    <message>
        <source>You are the dealer and bid last. You may not bid the one number that makes all bids add up to the 3 tricks of this round: here that is 1. Your Ace and your trump may take two tricks: bid 2.</source>
        <translation>Du bist der Geber und sagst als Letzter an. Du darfst nicht die eine Zahl ansagen, mit der alle Ansagen zusammen die 3 Stiche dieser Runde ergäben: hier die 1. Dein Ass und dein Trumpf können zwei Stiche machen: Sag 2 an.</translation>
    </message>
    <message>
        <source>Bid 2 here: your Ace of hearts and your 3 of spades can each take a trick.</source>
        <translation>Sag hier 2 an: Dein Herz-Ass und deine Pik-3 können je einen Stich machen.</translation>
    </message>
    <message>
        <source>Hearts were led, and you must follow suit when you can. Your Ace of hearts is the highest heart: it takes the trick.</source>
        <translation>Herz wurde ausgespielt, und du musst Farbe bedienen, wenn du kannst. Dein Herz-Ass ist das höchste Herz: Es macht den Stich.</translation>
    </message>
    <message>
        <source>You won the trick, so you lead the next one. You may not lead a trump while trump is not broken, that is, before a trump was played to an earlier trick. Lead the King of clubs.</source>
        <translation>Du hast den Stich gemacht, also spielst du als Nächstes aus. Trumpf darfst du erst ausspielen, wenn er gebrochen ist, also wenn in einem früheren Stich schon Trumpf gespielt wurde. Spiel den Kreuz-König aus.</translation>
    </message>
    <message>
        <source>A diamond was led and you have none, so you may play any card. Your 3 of spades is a trump: it takes the trick.</source>
        <translation>Karo wurde ausgespielt und du hast keins, also darfst du jede Karte spielen. Deine Pik-3 ist Trumpf: Sie macht den Stich.</translation>
    </message>
    <message>
        <source>The first round has ended. You bid 2 and took exactly 2 tricks: 1 point. Your left-hand neighbour bid 1 and took 1: 1 point too. The third player bid 1 but took none: no point.</source>
        <translation>Die erste Runde ist zu Ende. Du hast 2 angesagt und genau 2 Stiche gemacht: 1 Punkt. Dein linker Nachbar hat 1 angesagt und 1 gemacht: auch 1 Punkt. Der dritte Spieler hat 1 angesagt, aber keinen gemacht: kein Punkt.</translation>
    </message>
    <message>
        <source>Each round deals one card more, up to nine, then one fewer, back down to three: 13 rounds in all. The deal moves one seat to the left each round. Most points wins.</source>
        <translation>Jede Runde gibt eine Karte mehr, bis neun, dann eine weniger, zurück bis drei: 13 Runden insgesamt. Der Geber wechselt jede Runde einen Platz nach links. Die meisten Punkte gewinnen.</translation>
    </message>
    <message>
        <source>That is Jabberwocky. Play a real game, or read the full rules?</source>
        <translation>Das ist Jabberwocky. Eine echte Partie spielen oder die ganzen Regeln lesen?</translation>
    </message>
    <message>
        <source>Learn Janken Rummy</source>
        <translation>Janken-Rommé lernen</translation>
    </message>
    <message>
        <source>Welcome to Janken Rummy! Lay all your cards on the table in melds before your opponent does. The deck has five suits: Rock, Paper, Scissors, Water and Lizard.</source>
        <translation>Willkommen beim Janken-Rommé! Leg alle deine Karten in Meldungen auf den Tisch, bevor dein Gegner es tut. Das Spiel hat fünf Farben: Stein, Papier, Schere, Wasser und Echse.</translation>
    </message>
    <message>
        <source>Your opponent began: they drew a card, laid three Kings as a set and threw away the 6 of Paper.</source>
        <translation>Dein Gegner hat angefangen: Er hat eine Karte gezogen, drei Könige als Satz ausgelegt und die Papier-6 abgeworfen.</translation>
    </message>
    <message>
        <source>Your turn starts with a draw: the top card of the stock or of the discard pile. That 6 of Paper is just what you need: take it.</source>
        <translation>Dein Zug beginnt mit Ziehen: die oberste Karte vom Stapel oder vom Ablagestapel. Die Papier-6 ist genau, was du brauchst: Nimm sie.</translation>
    </message>
    <message>
        <source>Take the 6 of Paper from the discard pile: it completes a run in your hand.</source>
        <translation>Nimm die Papier-6 vom Ablagestapel: Sie ergänzt eine Folge in deiner Hand.</translation>
    </message>
    <message>
        <source>Start with the set: lay down the three 7s.</source>
        <translation>Fang mit dem Satz an: Leg die drei 7en aus.</translation>
    </message>
    <message>
        <source>A run is three or more cards of one suit in sequence. Lay down 4, 5, 6 of Paper.</source>
        <translation>Eine Folge sind drei oder mehr Karten einer Farbe in Reihe. Leg Papier 4, 5, 6 aus.</translation>
    </message>
    <message>
        <source>Now the run: lay down 4, 5 and 6 of Paper.</source>
        <translation>Jetzt die Folge: Leg Papier 4, 5 und 6 aus.</translation>
    </message>
    <message>
        <source>A strong run is four or more cards in sequence of any suits, where each card&apos;s suit beats the one below it: Scissors beats Paper, Rock beats Scissors, Water beats Rock. Lay down 9, 10, Jack, Queen.</source>
        <translation>Eine starke Folge sind vier oder mehr Karten in Reihe, in beliebigen Farben, wobei die Farbe jeder Karte die der Karte darunter schlägt: Schere schlägt Papier, Stein schlägt Schere, Wasser schlägt Stein. Leg 9, 10, Bube, Dame aus.</translation>
    </message>
    <message>
        <source>Lay down the strong run 9 of Paper, 10 of Scissors, Jack of Rock, Queen of Water.</source>
        <translation>Leg die starke Folge aus: Papier-9, Schere-10, Stein-Bube, Wasser-Dame.</translation>
    </message>
    <message>
        <source>You may also lay off single cards on any meld on the table, your opponent&apos;s too. Put your King of Rock on their three Kings.</source>
        <translation>Du darfst auch einzelne Karten an jede Meldung auf dem Tisch anlegen, auch an die deines Gegners. Leg deinen Stein-König an seine drei Könige an.</translation>
    </message>
    <message>
        <source>Lay your King of Rock off on your opponent&apos;s Kings.</source>
        <translation>Leg deinen Stein-König an die Könige deines Gegners an.</translation>
    </message>
    <message>
        <source>And it was Rummy: you went out in one turn without having put a card on the table before, so your points count double.</source>
        <translation>Und es war ein Rommé: Du bist in einem Zug ausgegangen, ohne vorher eine Karte auf den Tisch gelegt zu haben, deine Punkte zählen also doppelt.</translation>
    </message>
    <message>
        <source>Hands go on, the deal moving left each time, until someone reaches 500 points.</source>
        <translation>Es geht Spiel um Spiel weiter, der Geber wechselt jedes Mal nach links, bis jemand 500 Punkte erreicht.</translation>
    </message>
    <message>
        <source>That is Janken Rummy. Play a real game, or read the full rules?</source>
        <translation>Das ist Janken-Rommé. Eine echte Partie spielen oder die ganzen Regeln lesen?</translation>
    </message>
    <message>
        <source>Learn Jump Start</source>
        <translation>Jump Start lernen</translation>
    </message>
    <message>
        <source>Welcome to Jump Start! Race to complete two goals, each made of one marker and four number cards. Markers are the Jacks, Queens and Kings; number cards go from Ace to 10.</source>
        <translation>Willkommen bei Jump Start! Ein Wettlauf um zwei Ziele, jedes aus einer Markerkarte und vier Zahlenkarten. Markerkarten sind Buben, Damen und Könige; Zahlenkarten gehen von Ass bis 10.</translation>
    </message>
    <message>
        <source>Your first goal: one marker and four number cards of four different suits, a club, a diamond, a heart and a spade.</source>
        <translation>Dein erstes Ziel: eine Markerkarte und vier Zahlenkarten in vier verschiedenen Farben, ein Kreuz, ein Karo, ein Herz und ein Pik.</translation>
    </message>
    <message>
        <source>Each turn starts by taking a card: the top card of the stock or of the discard pile. You hold a marker, a club, a diamond and a heart. The 8 of spades on the discard pile completes your goal: take it.</source>
        <translation>Jeder Zug beginnt damit, dass du eine Karte nimmst: die oberste vom Stapel oder vom Ablagestapel. Du hast eine Markerkarte, ein Kreuz, ein Karo und ein Herz. Die Pik-8 auf dem Ablagestapel vervollständigt dein Ziel: Nimm sie.</translation>
    </message>
    <message>
        <source>Take the 8 of spades from the discard pile: it is the spade your goal is missing.</source>
        <translation>Nimm die Pik-8 vom Ablagestapel: Das ist das Pik, das deinem Ziel fehlt.</translation>
    </message>
    <message>
        <source>When your five cards meet your goal, you must lay them down. Lay them down!</source>
        <translation>Wenn deine fünf Karten dein Ziel erfüllen, musst du sie auslegen. Leg sie aus!</translation>
    </message>
    <message>
        <source>Well done! You took four new cards from the stock. Your second goal is again one marker and four number cards, but now each number card must extend the laid-down card of its suit into a run.</source>
        <translation>Gut gemacht! Du hast vier neue Karten vom Stapel bekommen. Dein zweites Ziel ist wieder eine Markerkarte und vier Zahlenkarten, aber jetzt muss jede Zahlenkarte die ausgelegte Karte ihrer Farbe zu einer Folge verlängern.</translation>
    </message>
    <message>
        <source>Runs go round the corner: after 10 comes the Ace, then the 2. So your Ace and 2 of hearts already extend your 10 of hearts.</source>
        <translation>Folgen gehen um die Ecke: Nach der 10 kommt das Ass, dann die 2. Dein Herz-Ass und deine Herz-2 verlängern also schon deine Herz-10.</translation>
    </message>
    <message>
        <source>A Joker never counts in a goal. Instead of discarding, you may put it on the discard pile and draw again. Play your Joker.</source>
        <translation>Ein Joker zählt nie für ein Ziel. Statt abzuwerfen, darfst du ihn auf den Ablagestapel legen und noch einmal ziehen. Spiel deinen Joker.</translation>
    </message>
    <message>
        <source>Play your Joker now: you get another card, and the order of play turns round.</source>
        <translation>Spiel jetzt deinen Joker: Du bekommst eine weitere Karte, und die Spielrichtung dreht sich um.</translation>
    </message>
    <message>
        <source>Draw again, from the stock: the Joker on the pile cannot be taken back.</source>
        <translation>Zieh noch einmal, vom Stapel: Den Joker auf dem Ablagestapel kann man nicht zurücknehmen.</translation>
    </message>
    <message>
        <source>The 7 of diamonds extends your 6 of diamonds, but the 9 of clubs fits nowhere. End your turn by discarding it.</source>
        <translation>Die Karo-7 verlängert deine Karo-6, aber die Kreuz-9 passt nirgends. Beende deinen Zug, indem du sie abwirfst.</translation>
    </message>
    <message>
        <source>Throw away the 9 of clubs: it fits none of your runs.</source>
        <translation>Wirf die Kreuz-9 ab: Sie passt zu keiner deiner Folgen.</translation>
    </message>
    <message>
        <source>Because you played a Joker, the order of play turned round: the player on your right went next, then the one on your left.</source>
        <translation>Weil du einen Joker gespielt hast, hat sich die Spielrichtung umgedreht: Erst war der Spieler rechts von dir dran, dann der links von dir.</translation>
    </message>
    <message>
        <source>The 3 of clubs on the discard pile extends your 4 of clubs downwards. Take it.</source>
        <translation>Die Kreuz-3 auf dem Ablagestapel verlängert deine Kreuz-4 nach unten. Nimm sie.</translation>
    </message>
    <message>
        <source>Take the 3 of clubs from the discard pile: it completes your second goal.</source>
        <translation>Nimm die Kreuz-3 vom Ablagestapel: Sie vervollständigt dein zweites Ziel.</translation>
    </message>
    <message>
        <source>A marker, the Ace and 2 of hearts, the 7 of diamonds and the 3 of clubs: that is your second goal. Lay it down!</source>
        <translation>Eine Markerkarte, Herz-Ass und Herz-2, die Karo-7 und die Kreuz-3: Das ist dein zweites Ziel. Leg es aus!</translation>
    </message>
    <message>
        <source>You are out, and you win! This was the short game: the first player out wins. In the long game the others play on for the next places.</source>
        <translation>Du bist draußen und hast gewonnen! Das war die kurze Partie: Wer zuerst draußen ist, gewinnt. In der langen Partie spielen die anderen um die nächsten Plätze weiter.</translation>
    </message>
    <message>
        <source>Two variants can be switched on when you set up a game: calling dibs, where the others may claim the top discard when you draw from the stock, and marker trading, where you offer a marker for a number card or the other way round.</source>
        <translation>Beim Einrichten einer Partie kannst du zwei Varianten einschalten: Anspruch anmelden, bei dem die anderen die oberste Ablagekarte beanspruchen dürfen, wenn du vom Stapel ziehst, und Markertausch, bei dem du eine Markerkarte gegen eine Zahlenkarte anbietest oder umgekehrt.</translation>
    </message>
    <message>
        <source>That is Jump Start. Play a real game, or read the full rules?</source>
        <translation>Das ist Jump Start. Eine echte Partie spielen oder die ganzen Regeln lesen?</translation>
    </message>
    <message>
        <source>Learn MadJack</source>
        <translation>MadJack lernen</translation>
    </message>
    <message>
        <source>Welcome to MadJack! Two players, 24 cards from 9 up to Ace. Collect more cards than your opponent.</source>
        <translation>Willkommen bei MadJack! Zwei Spieler, 24 Karten von 9 bis Ass. Sammle mehr Karten als dein Gegner.</translation>
    </message>
    <message>
        <source>Four cards were left over: they are the dummy. In each of the first four tricks, one of them is turned up and its suit is trump for that trick.</source>
        <translation>Vier Karten sind übrig geblieben: der Strohmann. In jedem der ersten vier Stiche wird eine davon aufgedeckt, und ihre Farbe ist Trumpf für diesen Stich.</translation>
    </message>
    <message>
        <source>Here it is the 10 of hearts, so hearts are trump. In the trump suit the Jacks jump to the top: the Jack of hearts is highest, then the other red Jack, the Jack of diamonds. That one is called the MadJack.</source>
        <translation>Hier ist es die Herz-10, also ist Herz Trumpf. In der Trumpffarbe springen die Buben nach oben: Der Herz-Bube ist am höchsten, dann der andere rote Bube, der Karo-Bube. Der heißt MadJack.</translation>
    </message>
    <message>
        <source>You lead. Everyone must play a trump if they can, and your Jack of diamonds counts as a heart now. Play it.</source>
        <translation>Du spielst aus. Jeder muss Trumpf spielen, wenn er kann, und dein Karo-Bube zählt jetzt als Herz. Spiel ihn.</translation>
    </message>
    <message>
        <source>The MadJack is the second-best trump in this trick: play the Jack of diamonds.</source>
        <translation>Der MadJack ist der zweitbeste Trumpf in diesem Stich: Spiel den Karo-Buben.</translation>
    </message>
    <message>
        <source>Your MadJack won. It also ranks above the 10 of hearts, so you took the dummy card as well: three cards for you.</source>
        <translation>Dein MadJack hat gewonnen. Er ist auch höher als die Herz-10, also hast du auch die Strohmannkarte bekommen: drei Karten für dich.</translation>
    </message>
    <message>
        <source>Clubs are trump now. The Jack of clubs is the top trump, above even this trick&apos;s MadJack, the Jack of spades. Lead it.</source>
        <translation>Jetzt ist Kreuz Trumpf. Der Kreuz-Bube ist der höchste Trumpf, sogar über dem MadJack dieses Stichs, dem Pik-Buben. Spiel ihn aus.</translation>
    </message>
    <message>
        <source>The Jack of clubs cannot lose this trick: lead it.</source>
        <translation>Der Kreuz-Bube kann diesen Stich nicht verlieren: Spiel ihn aus.</translation>
    </message>
    <message>
        <source>Spades are trump, and you hold no spade, so any card will do. Play the King of diamonds.</source>
        <translation>Pik ist Trumpf, und du hast kein Pik, also passt jede Karte. Spiel den Karo-König.</translation>
    </message>
    <message>
        <source>Let this one go cheaply: play the King of diamonds.</source>
        <translation>Gib diesen Stich billig ab: Spiel den Karo-König.</translation>
    </message>
    <message>
        <source>The Jack of spades was the top trump: it beat even the Ace on the dummy, so your opponent took three cards and led this trick.</source>
        <translation>Der Pik-Bube war der höchste Trumpf: Er schlug sogar das Ass des Strohmanns, also hat dein Gegner drei Karten bekommen und diesen Stich ausgespielt.</translation>
    </message>
    <message>
        <source>Hearts are trump again and you hold hearts, so you must play one. Your Ace beats the King on the dummy.</source>
        <translation>Herz ist wieder Trumpf und du hast Herz, also musst du eins spielen. Dein Ass schlägt den König des Strohmanns.</translation>
    </message>
    <message>
        <source>Keep the Jack of hearts for later: the Ace already wins this trick and the dummy card.</source>
        <translation>Heb dir den Herz-Buben für später auf: Das Ass gewinnt schon diesen Stich und die Strohmannkarte.</translation>
    </message>
    <message>
        <source>A Jack led first can never be beaten. Lead the Jack of hearts.</source>
        <translation>Ein Bube, der als erste Karte gespielt wird, ist nicht zu schlagen. Spiel den Herz-Buben aus.</translation>
    </message>
    <message>
        <source>Lead the Jack of hearts: it is sure to win.</source>
        <translation>Spiel den Herz-Buben aus: Er gewinnt sicher.</translation>
    </message>
    <message>
        <source>Now lead the Queen of diamonds: diamonds become trump.</source>
        <translation>Spiel jetzt die Karo-Dame aus: Karo wird Trumpf.</translation>
    </message>
    <message>
        <source>Lead the Queen of diamonds and see what happens.</source>
        <translation>Spiel die Karo-Dame aus und schau, was passiert.</translation>
    </message>
    <message>
        <source>Lead the King of clubs: no club left out there can beat it.</source>
        <translation>Spiel den Kreuz-König aus: Kein Kreuz, das noch im Spiel ist, kann ihn schlagen.</translation>
    </message>
    <message>
        <source>Lead the Ace of diamonds.</source>
        <translation>Spiel das Karo-Ass aus.</translation>
    </message>
    <message>
        <source>Last trick: lead the Queen of hearts.</source>
        <translation>Letzter Stich: Spiel die Herz-Dame aus.</translation>
    </message>
    <message>
        <source>The first round has ended: you collected 21 cards, your opponent 3. Only the player with more cards scores: 1 point for 1 to 5 more, 2 points for 6 to 11 more, 3 points for 12 or more. You score 3.</source>
        <translation>Die erste Runde ist zu Ende: Du hast 21 Karten gesammelt, dein Gegner 3. Nur wer mehr Karten hat, punktet: 1 Punkt für 1 bis 5 mehr, 2 Punkte für 6 bis 11 mehr, 3 Punkte für 12 oder mehr. Du bekommst 3.</translation>
    </message>
    <message>
        <source>A new round is dealt and the deal alternates. The first player to reach 10 points wins the game.</source>
        <translation>Eine neue Runde wird gegeben, der Geber wechselt sich ab. Wer zuerst 10 Punkte hat, gewinnt die Partie.</translation>
    </message>
    <message>
        <source>You know MadJack now. Play a real game, or read the full rules?</source>
        <translation>Jetzt kennst du MadJack. Eine echte Partie spielen oder die ganzen Regeln lesen?</translation>
    </message>
    <message>
        <source>End your turn now: it is capped, so ending is free.</source>
        <translation>Beende deinen Zug jetzt: Er ist gedeckelt, das Beenden kostet also nichts.</translation>
    </message>
    <message>
        <source>End your turn here: the Ace has done its work.</source>
        <translation>Beende deinen Zug hier: Das Ass hat seine Arbeit getan.</translation>
    </message>
    <message>
        <source>End your turn now and watch the 8 skip a player.</source>
        <translation>Beende deinen Zug jetzt und sieh zu, wie die 8 einen Spieler überspringt.</translation>
    </message>
    <message>
        <source>End your turn now and watch the direction change.</source>
        <translation>Beende deinen Zug jetzt und sieh zu, wie sich die Richtung ändert.</translation>
    </message>
    <message>
        <source>Draw from the stock: giving up now would end your game.</source>
        <translation>Zieh vom Stapel: Aufgeben würde deine Partie jetzt beenden.</translation>
    </message>
    <message>
        <source>Lead the Ace of clubs: it is the highest club left.</source>
        <translation>Spiel das Kreuz-Ass aus: Es ist das höchste Kreuz, das noch übrig ist.</translation>
    </message>
    <message>
        <source>Lead the King of clubs: it wins this trick too.</source>
        <translation>Spiel den Kreuz-König aus: Er gewinnt auch diesen Stich.</translation>
    </message>
    <message>
        <source>Lead the Ace of diamonds: it is the highest diamond left.</source>
        <translation>Spiel das Karo-Ass aus: Es ist das höchste Karo, das noch übrig ist.</translation>
    </message>
    <message>
        <source>Your left-hand neighbour had no club: they trumped your King with the 2 of spades and took the trick. Now trump is broken.</source>
        <translation>Dein linker Nachbar hatte kein Kreuz: Er hat deinen König mit der Pik-2 gestochen und den Stich genommen. Jetzt ist Trumpf gebrochen.</translation>
    </message>
    <message>
        <source>Each suit beats two others and loses to the other two: Rock beats Scissors and Lizard, Paper beats Rock and Water, Scissors beats Paper and Lizard, Water beats Rock and Scissors, Lizard beats Paper and Water. The Suits button shows this circle at any time.</source>
        <translation>Jede Farbe schlägt zwei andere und verliert gegen die anderen zwei: Stein schlägt Schere und Echse, Papier schlägt Stein und Wasser, Schere schlägt Papier und Echse, Wasser schlägt Stein und Schere, Echse schlägt Papier und Wasser. Der Knopf „Farben“ zeigt diesen Kreis jederzeit.</translation>
    </message>
    <message>
        <source>You laid down your last card, so you won the hand. You score the cards your opponent still held: Ace 1, number cards their number, pictures 10.</source>
        <translation>Du hast deine letzte Karte ausgelegt, also hast du das Spiel gewonnen. Du bekommst die Karten, die dein Gegner noch hielt: Ass 1, Zahlenkarten ihre Zahl, Bilder 10.</translation>
    </message>
    <message>
        <source>A set is three or more cards of one rank. Lay down your three 7s: click each one, choose Select it for a combination, then Play selected.</source>
        <translation>Ein Satz sind drei oder mehr Karten vom selben Rang. Leg deine drei 7en aus: Klick jede an, wähle „Für eine Kombination auswählen“, dann „Auswahl spielen“.</translation>
    </message>
    <message>
        <source>Your turn again. The 4 of spades on the discard pile does not fit your runs: only a 7 or a 9 of spades extends your 8 of spades. Draw from the stock.</source>
        <translation>Du bist wieder dran. Die Pik-4 auf dem Ablagestapel passt nicht zu deinen Folgen: Nur eine Pik-7 oder Pik-9 verlängert deine Pik-8. Zieh vom Stapel.</translation>
    </message>
    <message>
        <source>Draw from the stock: the 4 of spades does not extend your 8 of spades.</source>
        <translation>Zieh vom Stapel: Die Pik-4 verlängert deine Pik-8 nicht.</translation>
    </message>
    <message>
        <source>The dummy is used up. From now on the first card of each trick sets trump: its suit is trump, with its Jack on top and the other Jack of its colour, the MadJack, second. No other card of another suit can win.</source>
        <translation>Der Strohmann ist aufgebraucht. Ab jetzt bestimmt die erste Karte jedes Stichs Trumpf: Ihre Farbe ist Trumpf, mit dem Buben obenauf und dem anderen Buben ihrer Kartenfarbe, dem MadJack, dahinter. Keine andere Karte einer anderen Farbe kann gewinnen.</translation>
    </message>
    <message>
        <source>Your opponent&apos;s King of spades was higher, but a spade could not win a diamond trick, so your Queen won. Lead the Ace of clubs.</source>
        <translation>Der Pik-König deines Gegners war höher, aber ein Pik kann keinen Karo-Stich gewinnen, also hat deine Dame gewonnen. Spiel das Kreuz-Ass aus.</translation>
    </message>
</context>
<context>
    <name>log</name>
    <message>
        <source>The cards are shuffled.</source>
        <translation>Die Karten werden gemischt.</translation>
    </message>
    <message>
        <source>%1 bids %2.</source>
        <translation>%1 sagt %2 an.</translation>
    </message>
    <message>
        <source>Trump is %1.</source>
        <translation>Trumpf ist %1.</translation>
    </message>
    <message>
        <source>%1 takes the trick.</source>
        <translation>%1 macht den Stich.</translation>
    </message>
    <message numerus="yes">
        <source>%1 loses %n point(s): %2</source>
        <extracomment>A penalty: %1 is the player, %n the points lost, %2 the engine&apos;s reason.</extracomment>
        <translation>
            <numerusform>%1 verliert %n Punkt: %2</numerusform>
            <numerusform>%1 verliert %n Punkte: %2</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1 is over.</source>
        <translation>Runde %1 ist vorbei.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 spielt %2.</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <translation>%1 legt %2 ab.</translation>
    </message>
    <message>
        <source>%1 lays down %2.</source>
        <translation>%1 legt %2 aus.</translation>
    </message>
    <message>
        <source>%1 lays off %2 on a meld of %3.</source>
        <extracomment>A lay-off: %1 adds the cards %2 to a meld that %3 laid down.</extracomment>
        <translation>%1 legt %2 an eine Meldung von %3 an.</translation>
    </message>
    <message>
        <source>%1 gives %2 to %3.</source>
        <translation>%1 gibt %3 %2.</translation>
    </message>
    <message>
        <source>%1 gives a card to %2.</source>
        <translation>%1 gibt %2 eine Karte.</translation>
    </message>
    <message numerus="yes">
        <source>%1 gives %n card(s) to %2.</source>
        <extracomment>%1 gives %n cards the reader did not see to %2.</extracomment>
        <translation>
            <numerusform>%1 gibt %2 %n Karte.</numerusform>
            <numerusform>%1 gibt %2 %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 draws %2.</source>
        <translation>%1 zieht %2.</translation>
    </message>
    <message>
        <source>%1 draws a card.</source>
        <translation>%1 zieht eine Karte.</translation>
    </message>
    <message numerus="yes">
        <source>%1 draws %n card(s).</source>
        <extracomment>%1 draws %n cards the reader did not see.</extracomment>
        <translation>
            <numerusform>%1 zieht %n Karte.</numerusform>
            <numerusform>%1 zieht %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 takes %2 from the discard pile.</source>
        <translation>%1 nimmt %2 vom Ablagestapel.</translation>
    </message>
    <message>
        <source>%1 takes the dibs card %2.</source>
        <translation>%1 nimmt die beanspruchte Karte %2.</translation>
    </message>
    <message>
        <source>%1 takes back %2.</source>
        <translation>%1 nimmt %2 zurück.</translation>
    </message>
</context>
<context>
    <name>records</name>
    <message>
        <source>%1 could not be written whole (is the disk full?)</source>
        <translation>%1 konnte nicht vollständig geschrieben werden (ist der Datenträger voll?)</translation>
    </message>
    <message>
        <source>%1 is too large to be a game record.</source>
        <translation>%1 ist zu groß für ein Spielprotokoll.</translation>
    </message>
</context>
<context>
    <name>review</name>
    <message>
        <source>Looking at your decisions…</source>
        <translation>Deine Entscheidungen werden angesehen…</translation>
    </message>
    <message>
        <source>Looked at %1 of %2 decisions…</source>
        <translation>%1 von %2 Entscheidungen angesehen…</translation>
    </message>
    <message>
        <source>The deal, before the first move</source>
        <translation>Das Austeilen, vor dem ersten Zug</translation>
    </message>
    <message>
        <source>after move %1 of %2</source>
        <translation>nach Zug %1 von %2</translation>
    </message>
    <message>
        <source>Round %1, %2</source>
        <extracomment>Where a replay stands: &quot;Round 2, after move 5 of 40&quot;.</extracomment>
        <translation>Runde %1, %2</translation>
    </message>
    <message>
        <source>Here you chose “%1”.</source>
        <extracomment>At a costly decision: %1 the move made (a button&apos;s wording).</extracomment>
        <translation>Hier hast du „%1“ gewählt.</translation>
    </message>
    <message>
        <source>You won, and no decision of yours clearly cost you points.</source>
        <translation>Du hast gewonnen, und keine deiner Entscheidungen hat dich deutlich Punkte gekostet.</translation>
    </message>
    <message numerus="yes">
        <source>You won. Still, %n decision(s) cost you points: see the red marks on the bar.</source>
        <translation>
            <numerusform>Du hast gewonnen. Trotzdem hat dich %n Entscheidung Punkte gekostet: siehe die rote Markierung auf der Leiste.</numerusform>
            <numerusform>Du hast gewonnen. Trotzdem haben dich %n Entscheidungen Punkte gekostet: siehe die roten Markierungen auf der Leiste.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You finished %n point(s) behind %1.</source>
        <extracomment>How far the person finished behind the winner: &quot;You finished 12 points behind Ann.&quot;</extracomment>
        <translation>
            <numerusform>Am Ende lagst du %n Punkt hinter %1.</numerusform>
            <numerusform>Am Ende lagst du %n Punkte hinter %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>You finished level on points with %1.</source>
        <translation>Am Ende lagst du punktgleich mit %1.</translation>
    </message>
    <message>
        <source>Probably not: no decision of yours clearly cost you points.</source>
        <translation>Wohl nicht: Keine deiner Entscheidungen hat dich deutlich Punkte gekostet.</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) cost you points (red marks on the bar).</source>
        <translation>
            <numerusform>%n Entscheidung hat dich Punkte gekostet (rote Markierung auf der Leiste).</numerusform>
            <numerusform>%n Entscheidungen haben dich Punkte gekostet (rote Markierungen auf der Leiste).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Better moves there would have been worth about %n point(s).</source>
        <translation>
            <numerusform>Bessere Züge dort wären etwa %n Punkt wert gewesen.</numerusform>
            <numerusform>Bessere Züge dort wären etwa %n Punkte wert gewesen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Yes, probably.</source>
        <translation>Wahrscheinlich ja.</translation>
    </message>
    <message>
        <source>Probably not.</source>
        <translation>Wohl nicht.</translation>
    </message>
    <message numerus="yes">
        <source>“%1” would have left you about %n point(s) better off.</source>
        <extracomment>At a costly decision: %1 the better move (a button&apos;s wording).</extracomment>
        <translation>
            <numerusform>„%1“ hätte dir etwa %n Punkt mehr gebracht.</numerusform>
            <numerusform>„%1“ hätte dir etwa %n Punkte mehr gebracht.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>scores</name>
    <message>
        <source>Bid %1 · took %2</source>
        <extracomment>The round summary: a seat&apos;s bid and the tricks it took.</extracomment>
        <translation>Angesagt %1 · gemacht %2</translation>
    </message>
    <message numerus="yes">
        <source>Took %n trick(s)</source>
        <translation>
            <numerusform>%n Stich gemacht</numerusform>
            <numerusform>%n Stiche gemacht</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>setup</name>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Bot %1</source>
        <translation>Bot %1</translation>
    </message>
    <message>
        <source>Unknown game &quot;%1&quot;.</source>
        <translation>Unbekanntes Spiel „%1“.</translation>
    </message>
</context>
<context>
    <name>statistics</name>
    <message>
        <source>The folder of %1 cannot be made.</source>
        <translation>Der Ordner von %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The statistics file could not be used and was kept as %1; new statistics begin.</source>
        <translation>Die Statistikdatei war nicht verwendbar und wurde als %1 aufbewahrt; eine neue Statistik beginnt.</translation>
    </message>
    <message>
        <source>%1 cannot be used or moved aside.</source>
        <translation>%1 kann weder verwendet noch beiseitegelegt werden.</translation>
    </message>
    <message>
        <source>%1 cannot be used.</source>
        <translation>%1 kann nicht verwendet werden.</translation>
    </message>
    <message>
        <source>The statistics are not open.</source>
        <translation>Die Statistik ist nicht geöffnet.</translation>
    </message>
</context>
<context>
    <name>stats</name>
    <message>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>Casual</source>
        <translation>Gelegenheitsspieler</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Standardregeln</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>%1 %2</source>
        <extracomment>A number on the table: &quot;Bid 3&quot;, &quot;Round 2&quot;.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A named thing on the table: &quot;Dealer: Ann&quot;, &quot;Trump: hearts&quot;.</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>undo</name>
    <message>
        <source>Only people&apos;s moves can be taken back.</source>
        <translation>Nur Züge von Menschen können zurückgenommen werden.</translation>
    </message>
    <message>
        <source>There is no move of yours to take back yet.</source>
        <translation>Es gibt noch keinen Zug von dir zum Zurücknehmen.</translation>
    </message>
    <message>
        <source>Only the player who made the last move may take it back.</source>
        <translation>Nur wer den letzten Zug gemacht hat, darf ihn zurücknehmen.</translation>
    </message>
</context>
</TS>
